use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_ports::{
    StoreError,
    sessions::{SessionRecord, SessionRepository},
    users::UserId,
};

use super::DbRepos;
use crate::{errors::MapDb, schema::sessions};

#[derive(Queryable)]
struct SessionRow {
    id: String,
    data: String,
    expires_at: NaiveDateTime,
    user_id: Option<i64>,
}

impl From<SessionRow> for SessionRecord {
    fn from(row: SessionRow) -> Self {
        Self {
            id: row.id,
            data: row.data,
            expires_at: row.expires_at,
            user_id: row.user_id.map(UserId::new),
        }
    }
}

impl SessionRepository for DbRepos<'_> {
    fn load(&mut self, id: &str, now: NaiveDateTime) -> Result<Option<SessionRecord>, StoreError> {
        Ok(sessions::table
            .find(id)
            .filter(sessions::expires_at.gt(now))
            .first::<SessionRow>(self.conn)
            .optional()
            .map_db()?
            .map(SessionRecord::from))
    }

    fn insert(&mut self, record: &SessionRecord) -> Result<bool, StoreError> {
        let exists = diesel::select(diesel::dsl::exists(sessions::table.find(&record.id)))
            .get_result::<bool>(self.conn)
            .map_db()?;
        if exists {
            return Ok(false);
        }
        match diesel::insert_into(sessions::table)
            .values((
                sessions::id.eq(&record.id),
                sessions::data.eq(&record.data),
                sessions::expires_at.eq(record.expires_at),
                sessions::user_id.eq(record.user_id.map(UserId::get)),
            ))
            .execute(self.conn)
            .map_db()
        {
            Ok(_) => Ok(true),
            Err(StoreError::Conflict(_)) => Ok(false),
            Err(other) => Err(other),
        }
    }

    fn save(&mut self, record: &SessionRecord) -> Result<(), StoreError> {
        let changes = (
            sessions::data.eq(&record.data),
            sessions::expires_at.eq(record.expires_at),
            sessions::user_id.eq(record.user_id.map(UserId::get)),
        );
        let updated = diesel::update(sessions::table.find(&record.id))
            .set(changes)
            .execute(self.conn)
            .map_db()?;
        if updated == 0 && !self.insert(record)? {
            // Inserted by a concurrent request between our update and insert.
            diesel::update(sessions::table.find(&record.id))
                .set(changes)
                .execute(self.conn)
                .map_db()?;
        }
        Ok(())
    }

    fn delete(&mut self, id: &str) -> Result<(), StoreError> {
        diesel::delete(sessions::table.find(id))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn delete_for_user(&mut self, user_id: UserId) -> Result<u64, StoreError> {
        let deleted = diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id.get())))
            .execute(self.conn)
            .map_db()?;
        Ok(deleted as u64)
    }

    fn delete_expired(&mut self, now: NaiveDateTime) -> Result<u64, StoreError> {
        let deleted = diesel::delete(sessions::table.filter(sessions::expires_at.le(now)))
            .execute(self.conn)
            .map_db()?;
        Ok(deleted as u64)
    }
}
