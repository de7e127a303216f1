//! The jobs table: every piece of work owed after a commit. A use case
//! enqueues its follow-up jobs in the transaction that records its facts;
//! a worker claims due jobs under a lease it renews while it works, so a
//! claim held by a dead process runs out and the job is claimed again.

use chrono::NaiveDateTime;
use shop_domain::{
    OrderId,
    job::{JobKind, JobState},
};

use crate::StoreError;

/// A job to enqueue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewJob {
    pub kind: JobKind,
    /// The order the work is for, when there is one (shown in the back office).
    pub order_id: Option<OrderId>,
    /// The handler's input as JSON (`{}` when the order id says it all).
    pub payload: String,
    pub due_at: NaiveDateTime,
    /// At most one job ever holds a key: enqueuing it again changes nothing.
    pub unique_key: Option<String>,
}

/// A job as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    pub id: i64,
    pub kind: JobKind,
    pub order_id: Option<OrderId>,
    pub payload: String,
    /// Attempts begun so far, the running one included.
    pub attempts: u32,
    pub due_at: NaiveDateTime,
    pub last_error: Option<String>,
    pub state: JobState,
    pub created_at: NaiveDateTime,
    /// Which claim of the job this is: a worker's later writes hold only
    /// while no other worker has claimed the job since.
    pub claim: i64,
}

/// How a claimed job ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JobEnd {
    Done,
    /// A recurring job: pending again at this time, its attempts reset.
    Again(NaiveDateTime),
    /// Failed this time: pending again at this time.
    RetryAt(NaiveDateTime, String),
    /// Failed for good.
    Failed(String),
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait JobRepository {
    /// Adds a pending job; `false` when a job with its unique key exists.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn enqueue(&mut self, job: &NewJob, now: NaiveDateTime) -> Result<bool, StoreError>;

    /// Claims up to `limit` jobs that are due (pending, or running with a
    /// lease that ran out) for one worker until `lease_until`, counting an
    /// attempt each. Two workers never claim the same job.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn claim_due(
        &mut self,
        now: NaiveDateTime,
        lease_until: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<Job>, StoreError>;

    /// Extends the lease of a running claim: `false` when the claim was lost.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn renew(
        &mut self,
        id: i64,
        claim: i64,
        lease_until: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// Records how a claim ended: `false` when the claim was lost meanwhile.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn finish(
        &mut self,
        id: i64,
        claim: i64,
        end: &JobEnd,
        now: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// A failed job, pending again and due at `now` with its attempts reset.
    /// `None` when there is no such job or it has not failed.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn retry(&mut self, id: i64, now: NaiveDateTime) -> Result<Option<Job>, StoreError>;

    /// Makes the pending jobs of `kind` that wait for a retry due at `now`
    /// (their service is back); returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn bring_forward(&mut self, kind: JobKind, now: NaiveDateTime) -> Result<u64, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, id: i64) -> Result<Option<Job>, StoreError>;

    /// The newest jobs in `state`, at most `limit`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list(&mut self, state: JobState, limit: u32) -> Result<Vec<Job>, StoreError>;

    /// How many jobs are in `state`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn count(&mut self, state: JobState) -> Result<u64, StoreError>;

    /// How many jobs of `kind` are in one of `states`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn count_of_kind(&mut self, kind: JobKind, states: &[JobState]) -> Result<u64, StoreError>;

    /// The jobs of an order that failed for good.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn failed_for_order(&mut self, order_id: OrderId) -> Result<Vec<Job>, StoreError>;
}
