use chrono::NaiveDateTime;
use diesel::sql_types::Text;
use diesel::{dsl::min, prelude::*};
use shop_ports::{
    StoreError,
    throttle::{ThrottleEventId, ThrottleRepository},
};

use super::DbRepos;
use crate::{
    connection::DbConnection,
    errors::{MapDb, count},
    schema::throttle_events,
};

impl ThrottleRepository for DbRepos<'_> {
    fn lock(&mut self, bucket: &str) -> Result<(), StoreError> {
        match self.conn {
            // Every write transaction holds SQLite's one write lock (BEGIN IMMEDIATE).
            DbConnection::Sqlite(_) => Ok(()),
            DbConnection::Postgresql(conn) => {
                diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
                    .bind::<Text, _>(bucket)
                    .execute(conn)
                    .map_db()?;
                Ok(())
            }
        }
    }

    fn record(&mut self, bucket: &str, at: NaiveDateTime) -> Result<ThrottleEventId, StoreError> {
        diesel::insert_into(throttle_events::table)
            .values((
                throttle_events::bucket.eq(bucket),
                throttle_events::occurred_at.eq(at),
            ))
            .returning(throttle_events::id)
            .get_result::<i64>(self.conn)
            .map(ThrottleEventId)
            .map_db()
    }

    fn remove(&mut self, events: &[ThrottleEventId]) -> Result<(), StoreError> {
        let ids: Vec<i64> = events.iter().map(|event| event.0).collect();
        diesel::delete(throttle_events::table.filter(throttle_events::id.eq_any(ids)))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn count_since(
        &mut self,
        bucket: &str,
        since: NaiveDateTime,
    ) -> Result<(u64, Option<NaiveDateTime>), StoreError> {
        let in_window = || {
            throttle_events::table
                .filter(throttle_events::bucket.eq(bucket))
                .filter(throttle_events::occurred_at.ge(since))
        };
        let events = in_window().count().get_result::<i64>(self.conn).map_db()?;
        let oldest = in_window()
            .select(min(throttle_events::occurred_at))
            .get_result::<Option<NaiveDateTime>>(self.conn)
            .map_db()?;
        Ok((count(events), oldest))
    }

    fn clear(&mut self, bucket: &str) -> Result<(), StoreError> {
        diesel::delete(throttle_events::table.filter(throttle_events::bucket.eq(bucket)))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn purge_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError> {
        let purged =
            diesel::delete(throttle_events::table.filter(throttle_events::occurred_at.lt(before)))
                .execute(self.conn)
                .map_db()?;
        Ok(purged as u64)
    }
}
