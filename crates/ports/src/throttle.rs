//! Counting attempts per bucket (an account, a client address) so abuse can
//! be slowed down. Stored, so all instances share the counts.

use chrono::NaiveDateTime;

use crate::StoreError;

/// One counted event, so a harmless attempt can be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrottleEventId(pub i64);

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ThrottleRepository {
    /// Holds the bucket until the transaction ends, so one attempt's count
    /// and record cannot interleave with another's on any instance.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn lock(&mut self, bucket: &str) -> Result<(), StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record(&mut self, bucket: &str, at: NaiveDateTime) -> Result<ThrottleEventId, StoreError>;

    /// Takes events back (an attempt that turned out to be the right password).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn remove(&mut self, events: &[ThrottleEventId]) -> Result<(), StoreError>;

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
