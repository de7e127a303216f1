use chrono::NaiveDateTime;
use diesel::{dsl::min, prelude::*};
use shop_ports::{StoreError, throttle::ThrottleRepository};

use super::DbRepos;
use crate::{
    errors::{MapDb, count},
    schema::throttle_events,
};

impl ThrottleRepository for DbRepos<'_> {
    fn record(&mut self, bucket: &str, at: NaiveDateTime) -> Result<(), StoreError> {
        diesel::insert_into(throttle_events::table)
            .values((
                throttle_events::bucket.eq(bucket),
                throttle_events::occurred_at.eq(at),
            ))
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
