//! The mail outbox: mails are written in the same transaction as the event
//! that causes them, with a job that delivers each (retried by the jobs'
//! policy), so none is lost.

use chrono::NaiveDateTime;

use crate::{StoreError, mailer::OutgoingMail};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedMail {
    pub id: i64,
    pub mail: OutgoingMail,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait OutboxRepository {
    /// Stores the mail; its id names it to the job that delivers it.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn enqueue(&mut self, mail: &OutgoingMail, now: NaiveDateTime) -> Result<i64, StoreError>;

    /// The mail `id` while it is unsent; `None` once delivered (or unknown).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn unsent(&mut self, id: i64) -> Result<Option<QueuedMail>, StoreError>;

    /// Unsent mails queued at or before `now`, oldest first (for diagnosis and tests).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<QueuedMail>, StoreError>;

    /// Records the delivery and drops the mail's bodies: their links are
    /// live secrets. Recipient, subject and times stay for diagnosis.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_sent(&mut self, id: i64, at: NaiveDateTime) -> Result<(), StoreError>;
}
