//! Counting attempts per bucket (an account, a client address) so abuse can
//! be slowed down. Stored, so all instances share the counts.

use chrono::NaiveDateTime;

use crate::StoreError;

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ThrottleRepository {
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record(&mut self, bucket: &str, at: NaiveDateTime) -> Result<(), StoreError>;

    /// Events in the bucket at or after `since`, and the oldest of them.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn count_since(
        &mut self,
        bucket: &str,
        since: NaiveDateTime,
    ) -> Result<(u64, Option<NaiveDateTime>), StoreError>;

    /// Forgets the bucket (a successful sign-in clears its failures).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn clear(&mut self, bucket: &str) -> Result<(), StoreError>;

    /// Drops events older than `before`; returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn purge_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError>;
}
