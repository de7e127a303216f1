//! `tower-sessions-core`'s store trait on our sessions table, so sessions
//! survive restarts and are shared by every instance on one database.

use async_trait::async_trait;
use chrono::NaiveDateTime;
use sha2::{Digest, Sha256};
use shop_ports::{
    StoreError, read,
    sessions::{SessionRecord, USER_ID_KEY},
    users::UserId,
    write,
};
use time::OffsetDateTime;
use tower_sessions_core::{
    SessionStore,
    session::{Id, Record},
    session_store::{Error, Result},
};

use crate::DbStore;

#[derive(Clone, Debug)]
pub struct DbSessionStore {
    store: DbStore,
}

impl DbSessionStore {
    pub fn new(store: DbStore) -> Self {
        Self { store }
    }

    /// Deletes expired sessions; returns how many.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn delete_expired(&self) -> std::result::Result<u64, StoreError> {
        let now = chrono::Utc::now().naive_utc();
        write(&self.store, move |repos| {
            repos.sessions().delete_expired(now)
        })
        .await
    }
}

/// The key a session is stored under: SHA-256 of its id. A copy of the
/// table (a backup, a leaked dump) then holds no id a browser could present.
pub fn storage_key(id: &Id) -> String {
    hex::encode(Sha256::digest(id.to_string().as_bytes()))
}

fn backend(error: StoreError) -> Error {
    Error::Backend(error.to_string())
}

fn to_naive(at: OffsetDateTime) -> NaiveDateTime {
    chrono::DateTime::from_timestamp(at.unix_timestamp(), at.nanosecond())
        .unwrap_or(chrono::DateTime::UNIX_EPOCH)
        .naive_utc()
}

fn to_offset(at: NaiveDateTime) -> Result<OffsetDateTime> {
    let utc = at.and_utc();
    OffsetDateTime::from_unix_timestamp(utc.timestamp())
        .map(|whole| whole + time::Duration::nanoseconds(i64::from(utc.timestamp_subsec_nanos())))
        .map_err(|e| Error::Decode(e.to_string()))
}

fn to_row(record: &Record) -> Result<SessionRecord> {
    Ok(SessionRecord {
        id: storage_key(&record.id),
        data: serde_json::to_string(&record.data).map_err(|e| Error::Encode(e.to_string()))?,
        expires_at: to_naive(record.expiry_date),
        user_id: record
            .data
            .get(USER_ID_KEY)
            .and_then(serde_json::Value::as_i64)
            .map(UserId::new),
    })
}

#[async_trait]
impl SessionStore for DbSessionStore {
    async fn create(&self, record: &mut Record) -> Result<()> {
        loop {
            let row = to_row(record)?;
            let inserted = write(&self.store, move |repos| repos.sessions().insert(&row))
                .await
                .map_err(backend)?;
            if inserted {
                return Ok(());
            }
            // 128 random bits collided: astronomically rare, but the contract asks us to handle it.
            record.id = Id::default();
        }
    }

    async fn save(&self, record: &Record) -> Result<()> {
        let row = to_row(record)?;
        write(&self.store, move |repos| repos.sessions().save(&row))
            .await
            .map_err(backend)
    }

    async fn load(&self, session_id: &Id) -> Result<Option<Record>> {
        let id = storage_key(session_id);
        let now = chrono::Utc::now().naive_utc();
        let Some(row) = read(&self.store, move |repos| repos.sessions().load(&id, now))
            .await
            .map_err(backend)?
        else {
            return Ok(None);
        };
        Ok(Some(Record {
            id: *session_id,
            data: serde_json::from_str(&row.data).map_err(|e| Error::Decode(e.to_string()))?,
            expiry_date: to_offset(row.expires_at)?,
        }))
    }

    async fn delete(&self, session_id: &Id) -> Result<()> {
        let id = storage_key(session_id);
        write(&self.store, move |repos| repos.sessions().delete(&id))
            .await
            .map_err(backend)
    }
}
