//! The back office's view of the jobs table.

use serde::{Deserialize, Serialize};
use shop_domain::{
    OrderId,
    job::{JobKind, JobState},
};
use shop_ports::jobs::Job;
use utoipa::{IntoParams, ToSchema};

use super::orders::iso;

/// A kind of job, as the wire names it.
#[derive(ToSchema)]
#[schema(as = JobKind, rename_all = "snake_case")]
#[allow(dead_code)]
pub enum JobKindName {
    DeliverMail,
    IssueInvoice,
    PrepareProofs,
    CheckCustomOrderQr,
    RemindApproval,
    CompleteRefunds,
    ReleaseUnpaidUses,
    DeleteUnusedUploads,
    RemindInvoice,
    DunInvoice,
    RefundExpress,
}

/// Where a job stands, as the wire names it.
#[derive(ToSchema)]
#[schema(as = JobState, rename_all = "snake_case")]
#[allow(dead_code)]
pub enum JobStateName {
    Pending,
    Running,
    Done,
    Failed,
}

#[derive(Serialize, ToSchema)]
pub struct JobDto {
    pub id: i64,
    #[schema(value_type = JobKindName)]
    pub kind: &'static str,
    /// The order the work is for; `null` for the shop-wide sweeps.
    #[serde(rename = "orderId")]
    pub order_id: Option<i64>,
    /// Attempts begun so far.
    pub attempts: u32,
    /// The last failure as the server logged it (English, for the operator).
    #[serde(rename = "lastError")]
    pub last_error: Option<String>,
    /// When it runs next (pending) or ran last; ISO 8601, UTC.
    #[serde(rename = "dueAt")]
    pub due_at: String,
    #[schema(value_type = JobStateName)]
    pub state: &'static str,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

impl From<&Job> for JobDto {
    fn from(job: &Job) -> Self {
        Self {
            id: job.id,
            kind: job.kind.as_str(),
            order_id: job.order_id.map(OrderId::get),
            attempts: job.attempts,
            last_error: job.last_error.clone(),
            due_at: iso(job.due_at),
            state: job.state.as_str(),
            created_at: iso(job.created_at),
        }
    }
}

/// The newest jobs of one state (at most 100) with the counts an operator watches.
#[derive(Serialize, ToSchema)]
pub struct JobList {
    pub jobs: Vec<JobDto>,
    #[serde(rename = "pendingCount")]
    pub pending_count: u64,
    #[serde(rename = "failedCount")]
    pub failed_count: u64,
    /// Mails not yet delivered: pending deliver_mail jobs, retries included.
    #[serde(rename = "waitingMailCount")]
    pub waiting_mail_count: u64,
}

#[derive(Deserialize, IntoParams)]
pub struct JobStateQuery {
    /// `failed` (the default) or `pending`.
    #[serde(default)]
    #[param(value_type = Option<String>)]
    pub state: Option<String>,
}

impl JobStateQuery {
    /// The state asked for: failed or pending only (done jobs are history, running ones brief).
    pub fn state(&self) -> Option<JobState> {
        match self.state.as_deref() {
            None | Some("failed") => Some(JobState::Failed),
            Some("pending") => Some(JobState::Pending),
            Some(_) => None,
        }
    }
}

/// Every kind the wire may carry (checked against [`JobKindName`] by a test).
pub fn kind_names() -> Vec<&'static str> {
    JobKind::ALL.into_iter().map(JobKind::as_str).collect()
}
