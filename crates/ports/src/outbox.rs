//! The mail outbox: mails are written in the same transaction as the event
//! that causes them and sent later with retries, so none is lost.

use chrono::NaiveDateTime;

use crate::{StoreError, mailer::OutgoingMail};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedMail {
    pub id: i64,
    pub mail: OutgoingMail,
    pub attempts: u32,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait OutboxRepository {
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn enqueue(&mut self, mail: &OutgoingMail, now: NaiveDateTime) -> Result<(), StoreError>;

    /// Unsent mails whose next attempt is due at `now`, oldest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<QueuedMail>, StoreError>;

    /// Claims a due mail for one sender until `until`: `false` when another
    /// worker (another instance) claimed or sent it first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn claim(
        &mut self,
        id: i64,
        now: NaiveDateTime,
        until: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// Records the delivery and drops the mail's bodies: their links are
    /// live secrets. Recipient, subject and times stay for diagnosis.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_sent(&mut self, id: i64, at: NaiveDateTime) -> Result<(), StoreError>;

    /// Records a failed attempt and when to try again (`None`: give up).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_failed(
        &mut self,
        id: i64,
        attempts: u32,
        next_attempt_at: Option<NaiveDateTime>,
        error: &str,
    ) -> Result<(), StoreError>;
}
