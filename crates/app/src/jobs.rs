//! The one durable home for work owed after a commit. A use case enqueues
//! its follow-up jobs in the transaction that records its facts
//! ([`enqueue_for_order`], [`queue_mail`]); the [`JobWorker`] claims due
//! jobs under a lease it renews while they run and hands each to the
//! [`JobHandler`], and the one backoff policy of
//! [`shop_domain::job::after_failure`] decides what follows a failure.

use std::{sync::Arc, time::Duration};

use async_trait::async_trait;
use chrono::{NaiveDateTime, TimeDelta};
use shop_domain::{
    OrderId,
    job::{AfterFailure, JobKind, JobState, after_failure},
};
use shop_ports::{
    Repos, Store, StoreError,
    clock::Clock,
    jobs::{Job, JobEnd, NewJob},
    mailer::OutgoingMail,
    read, write,
};
use tokio::{
    sync::{Notify, Semaphore},
    task::JoinSet,
};

/// Enqueues `kind` for `order_id`, due now, once: a job enqueued again
/// for the same order and `occasion` (a second payment notification)
/// changes nothing.
///
/// # Errors
/// [`StoreError::Unknown`] on storage failure.
pub fn enqueue_for_order(
    repos: &mut dyn Repos,
    kind: JobKind,
    order_id: OrderId,
    occasion: &str,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    schedule_for_order(repos, kind, order_id, occasion, now, now)
}

/// [`enqueue_for_order`], due at `due_at`.
///
/// # Errors
/// [`StoreError::Unknown`] on storage failure.
pub fn schedule_for_order(
    repos: &mut dyn Repos,
    kind: JobKind,
    order_id: OrderId,
    occasion: &str,
    now: NaiveDateTime,
    due_at: NaiveDateTime,
) -> Result<(), StoreError> {
    repos.jobs().enqueue(
        &NewJob {
            kind,
            order_id: Some(order_id),
            payload: "{}".into(),
            due_at,
            unique_key: Some(format!("{}:{}:{occasion}", kind.as_str(), order_id.get())),
        },
        now,
    )?;
    Ok(())
}

/// The payload of a [`JobKind::DeliverMail`] job.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct MailPayload {
    #[serde(rename = "mailId")]
    pub mail_id: i64,
}

/// Writes `mail` to the outbox and enqueues its delivery, in the caller's transaction.
///
/// # Errors
/// [`StoreError::Unknown`] on storage failure.
pub fn queue_mail(
    repos: &mut dyn Repos,
    mail: &OutgoingMail,
    order_id: Option<OrderId>,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    let mail_id = repos.outbox().enqueue(mail, now)?;
    let payload = serde_json::to_string(&MailPayload { mail_id })
        .map_err(|error| StoreError::Unknown(error.into()))?;
    repos.jobs().enqueue(
        &NewJob {
            kind: JobKind::DeliverMail,
            order_id,
            payload,
            due_at: now,
            unique_key: Some(format!("deliver_mail:{mail_id}")),
        },
        now,
    )?;
    Ok(())
}

/// Why a job's run failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JobError {
    /// Worth trying again (a mail server or database away for a while).
    #[error("{0}")]
    Retry(String),
    /// No retry will mend it (a recipient the mail server refuses).
    #[error("{0}")]
    Permanent(String),
}

impl From<StoreError> for JobError {
    fn from(error: StoreError) -> Self {
        Self::Retry(format!("{error:#}"))
    }
}

/// Runs one job. Every handler is idempotent: a job run twice (its worker
/// died after the work, before recording it) does what it does once.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait JobHandler: Send + Sync {
    /// # Errors
    /// [`JobError`] when the work could not be done this time.
    async fn run(&self, job: &Job) -> Result<(), JobError>;
}

/// How long a claim holds without renewal: a job of a worker that died is
/// claimed again by the next poll after this (within 10 s in all).
pub const LEASE: TimeDelta = TimeDelta::seconds(8);
/// How often a running job's lease is renewed.
const RENEW_EVERY: Duration = Duration::from_secs(3);
/// How often the table is asked for due jobs when nothing woke the worker.
const POLL_EVERY: Duration = Duration::from_secs(1);
/// Jobs one instance runs at once (a proof render beside a few mails).
const PARALLEL: usize = 4;

/// Claims and runs due jobs; one per instance, any number of instances.
#[derive(Clone)]
pub struct JobWorker {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    handler: Arc<dyn JobHandler>,
    slots: Arc<Semaphore>,
    wake: Arc<Notify>,
}

impl JobWorker {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>, handler: Arc<dyn JobHandler>) -> Self {
        Self {
            store,
            clock,
            handler,
            slots: Arc::new(Semaphore::new(PARALLEL)),
            wake: Arc::new(Notify::new()),
        }
    }

    /// Wakes the worker before its next poll (a job was just enqueued here).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Makes sure each recurring kind has its job (one per shop, whichever
    /// instance starts first writes it).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    pub async fn ensure_recurring(&self) -> Result<(), StoreError> {
        let now = self.clock.now();
        write(&*self.store, move |repos| {
            for kind in JobKind::ALL {
                if kind.recurs_every().is_some() {
                    repos.jobs().enqueue(
                        &NewJob {
                            kind,
                            order_id: None,
                            payload: "{}".into(),
                            due_at: now,
                            unique_key: Some(kind.as_str().to_owned()),
                        },
                        now,
                    )?;
                }
            }
            Ok(())
        })
        .await
    }

    /// Claims what is due and free slots allow, and runs it to the end.
    /// How many jobs ran.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] when the jobs cannot be claimed.
    pub async fn run_due(&self) -> Result<usize, StoreError> {
        let mut running = JoinSet::new();
        let count = self.start_due(&mut running).await?;
        while running.join_next().await.is_some() {}
        Ok(count)
    }

    /// Polls for due jobs until the process ends; each job runs as a task
    /// of the worker's own set, so a long render does not hold up the
    /// mails behind it, and the next poll may claim more meanwhile.
    pub async fn run_forever(self) {
        let mut running = JoinSet::new();
        loop {
            tokio::select! {
                () = tokio::time::sleep(POLL_EVERY) => {}
                () = self.wake.notified() => {}
                // Ended jobs are collected; their slots are free already.
                Some(_) = running.join_next(), if !running.is_empty() => continue,
            }
            if let Err(error) = self.start_due(&mut running).await {
                tracing::warn!(%error, "could not claim due jobs");
            }
        }
    }

    /// Claims what is due and free slots allow and starts each claimed job
    /// in `running`; how many it started.
    async fn start_due(&self, running: &mut JoinSet<()>) -> Result<usize, StoreError> {
        // Slots first, then claims: a claimed job never waits (unrenewed) for a slot.
        let mut slots = Vec::with_capacity(PARALLEL);
        while let Ok(slot) = Arc::clone(&self.slots).try_acquire_owned() {
            slots.push(slot);
        }
        if slots.is_empty() {
            return Ok(0);
        }
        let now = self.clock.now();
        let wanted = u32::try_from(slots.len()).unwrap_or(1);
        let claimed = write(&*self.store, move |repos| {
            repos.jobs().claim_due(now, now + LEASE, wanted)
        })
        .await?;
        let count = claimed.len();
        for (job, slot) in claimed.into_iter().zip(slots) {
            let worker = self.clone();
            running.spawn(async move {
                let _slot = slot;
                worker.run_one(job).await;
            });
        }
        Ok(count)
    }

    /// Runs one claimed job, renewing its lease meanwhile, and records how it ended.
    async fn run_one(&self, job: Job) {
        let outcome = {
            let work = self.handler.run(&job);
            tokio::pin!(work);
            let mut renew = tokio::time::interval(RENEW_EVERY);
            renew.tick().await;
            loop {
                tokio::select! {
                    outcome = &mut work => break outcome,
                    _ = renew.tick() => self.renew(&job).await,
                }
            }
        };
        let now = self.clock.now();
        let end = end_of(&job, outcome, now);
        match &end {
            JobEnd::Failed(error) => {
                tracing::error!(job = job.id, kind = job.kind.as_str(), order = ?job.order_id.map(OrderId::get), %error, "job failed for good");
            }
            JobEnd::RetryAt(at, error) => {
                tracing::warn!(job = job.id, kind = job.kind.as_str(), attempts = job.attempts, %error, retry_at = %at, "job failed, will retry");
            }
            JobEnd::Done | JobEnd::Again(_) => {}
        }
        let (id, claim) = (job.id, job.claim);
        match write(&*self.store, move |repos| {
            repos.jobs().finish(id, claim, &end, now)
        })
        .await
        {
            Ok(true) => {}
            Ok(false) => tracing::warn!(job = id, "job's claim was taken over before it ended"),
            // The lease runs out and the job runs again: handlers are idempotent.
            Err(error) => tracing::warn!(job = id, %error, "could not record the job's end"),
        }
        // A slot is free (once this task ends): the next due job need not wait for the poll.
        self.wake();
    }

    async fn renew(&self, job: &Job) {
        let (id, claim, until) = (job.id, job.claim, self.clock.now() + LEASE);
        match write(&*self.store, move |repos| {
            repos.jobs().renew(id, claim, until)
        })
        .await
        {
            Ok(true) => {}
            Ok(false) => tracing::warn!(job = id, "job's lease was lost while it ran"),
            Err(error) => tracing::warn!(job = id, %error, "could not renew the job's lease"),
        }
    }
}

/// How a run ends in the table: done (or due again, when it recurs), or retried by the policy.
fn end_of(job: &Job, outcome: Result<(), JobError>, now: NaiveDateTime) -> JobEnd {
    match (outcome, job.kind.recurs_every()) {
        (Ok(()), None) => JobEnd::Done,
        (Ok(()), Some(every)) => JobEnd::Again(now + every),
        (Err(error), _) => {
            let permanent = matches!(error, JobError::Permanent(_));
            match after_failure(job.kind, job.attempts, permanent, now) {
                AfterFailure::RetryAt(at) => JobEnd::RetryAt(at, error.to_string()),
                AfterFailure::GiveUp => JobEnd::Failed(error.to_string()),
            }
        }
    }
}

/// What the back office sees of the jobs.
#[derive(Clone)]
pub struct JobsAdmin {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

/// The jobs of one state with the counts an operator watches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobList {
    pub jobs: Vec<Job>,
    pub pending: u64,
    pub failed: u64,
    /// Mails not yet delivered: queued, being sent or waiting for a retry.
    pub waiting_mails: u64,
}

/// Why a job cannot be tried again.
#[derive(Debug, thiserror::Error)]
pub enum RetryJobError {
    #[error("no such job")]
    NotFound,
    /// Only a job that failed for good is retried by hand.
    #[error("the job has not failed")]
    NotFailed,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// The most jobs one list shows.
pub const LIST_LIMIT: u32 = 100;

impl JobsAdmin {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self { store, clock }
    }

    /// The newest jobs in `state`, with the pending and failed counts.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    pub async fn list(&self, state: JobState) -> Result<JobList, StoreError> {
        read(&*self.store, move |repos| {
            Ok(JobList {
                jobs: repos.jobs().list(state, LIST_LIMIT)?,
                pending: repos.jobs().count(JobState::Pending)?,
                failed: repos.jobs().count(JobState::Failed)?,
                waiting_mails: repos.jobs().count_of_kind(
                    JobKind::DeliverMail,
                    &[JobState::Pending, JobState::Running],
                )?,
            })
        })
        .await
    }

    /// A failed job, due again now with fresh attempts.
    ///
    /// # Errors
    /// [`RetryJobError`].
    pub async fn retry(&self, id: i64) -> Result<Job, RetryJobError> {
        let now = self.clock.now();
        write(&*self.store, move |repos| {
            Ok(match repos.jobs().retry(id, now)? {
                Some(job) => Ok(job),
                None if repos.jobs().find(id)?.is_some() => Err(RetryJobError::NotFailed),
                None => Err(RetryJobError::NotFound),
            })
        })
        .await?
    }

    /// What failed for good on an order, as the back office names it.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    pub async fn problems_of(&self, order_id: OrderId) -> Result<Vec<String>, StoreError> {
        let failed = read(&*self.store, move |repos| {
            repos.jobs().failed_for_order(order_id)
        })
        .await?;
        let mut problems: Vec<String> = failed
            .iter()
            .map(|job| job.kind.failure_on_order().to_owned())
            .collect();
        problems.dedup();
        Ok(problems)
    }
}

#[cfg(test)]
mod tests;
