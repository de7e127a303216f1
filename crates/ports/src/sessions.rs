//! Server-side sessions. The record is opaque JSON to the store; the user id
//! is kept beside it so logout and password reset can end a user's sessions.

use chrono::NaiveDateTime;

use crate::{StoreError, users::UserId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    pub id: String,
    /// The session's key/value data as JSON.
    pub data: String,
    pub expires_at: NaiveDateTime,
    pub user_id: Option<UserId>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SessionRepository {
    /// The session with this id if it has not expired at `now`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn load(&mut self, id: &str, now: NaiveDateTime) -> Result<Option<SessionRecord>, StoreError>;

    /// Inserts a new session; `false` when the id exists already.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn insert(&mut self, record: &SessionRecord) -> Result<bool, StoreError>;

    /// Inserts or replaces the session.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn save(&mut self, record: &SessionRecord) -> Result<(), StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete(&mut self, id: &str) -> Result<(), StoreError>;

    /// Ends every session of the user; returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete_for_user(&mut self, user_id: UserId) -> Result<u64, StoreError>;

    /// Removes sessions that expired before `now`; returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete_expired(&mut self, now: NaiveDateTime) -> Result<u64, StoreError>;
}

/// The session key holding the signed-in user's id; stores index it.
pub const USER_ID_KEY: &str = "user_id";
