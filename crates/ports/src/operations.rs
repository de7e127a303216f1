//! The figures an operator watches, read from the shop's own records: what
//! the business did (orders, payments, invoices, mails, scans) and how much
//! work waits or failed. They are totals since the shop began, so they
//! survive a restart and agree between instances sharing one database.

use shop_domain::job::{JobKind, JobState};

use crate::StoreError;

/// How many jobs of one kind are in one state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JobCount {
    pub kind: JobKind,
    pub state: JobState,
    pub count: u64,
}

/// The shop's totals at one moment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OperationsFigures {
    /// Only the kind/state pairs that have jobs.
    pub jobs: Vec<JobCount>,
    pub orders_placed: u64,
    /// Card payments confirmed by the provider, and bank transfers booked.
    pub payments_received: u64,
    pub invoices_issued: u64,
    pub credit_notes_issued: u64,
    pub mails_sent: u64,
    pub qr_scans: u64,
}

impl OperationsFigures {
    /// Jobs of `kind` in `state` (0 when there are none).
    pub fn jobs_of(&self, kind: JobKind, state: JobState) -> u64 {
        self.jobs
            .iter()
            .filter(|count| count.kind == kind && count.state == state)
            .map(|count| count.count)
            .sum()
    }

    /// Mails not yet delivered: queued, being sent, or waiting for a retry.
    pub fn mails_waiting(&self) -> u64 {
        self.jobs_of(JobKind::DeliverMail, JobState::Pending)
            + self.jobs_of(JobKind::DeliverMail, JobState::Running)
    }
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait OperationsRepository {
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn figures(&mut self) -> Result<OperationsFigures, StoreError>;
}

#[cfg(test)]
mod tests {
    use shop_domain::job::{JobKind, JobState};

    use super::{JobCount, OperationsFigures};

    #[test]
    fn jobs_of_a_kind_and_state_default_to_zero() {
        let figures = OperationsFigures {
            jobs: vec![JobCount {
                kind: JobKind::DeliverMail,
                state: JobState::Failed,
                count: 3,
            }],
            ..OperationsFigures::default()
        };

        assert_eq!(figures.jobs_of(JobKind::DeliverMail, JobState::Failed), 3);
        assert_eq!(figures.jobs_of(JobKind::DeliverMail, JobState::Pending), 0);
        assert_eq!(figures.jobs_of(JobKind::IssueInvoice, JobState::Failed), 0);
    }
}
