//! Work owed after a commit: what kinds there are, the states a job passes
//! through and the one backoff policy every kind shares.

use chrono::{NaiveDateTime, TimeDelta};

/// A kind of follow-up work, each with its own handler.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum JobKind {
    /// Send one mail of the outbox.
    DeliverMail,
    /// Issue a paid order's invoice and queue its confirmation mail.
    IssueInvoice,
    /// Render, check and store an order's proofs and ask for their approval.
    PrepareProofs,
    /// Check the printed QR codes of a custom order's uploaded print file.
    CheckCustomOrderQr,
    /// Remind a buyer whose proofs wait for approval.
    RemindApproval,
    /// Complete refunds whose answer or record was lost (recurring).
    CompleteRefunds,
    /// Give the discount-code uses of orders left unpaid back (recurring).
    ReleaseUnpaidUses,
    /// Delete uploads no design uses (recurring).
    DeleteUnusedUploads,
    /// Remind a buyer of an unpaid invoice three days after its due date.
    RemindInvoice,
    /// Send the first dunning letter fourteen days after the due date.
    DunInvoice,
    /// Give an express surcharge back: the order shipped after its promised day.
    RefundExpress,
}

/// A wire or stored name that is no [`JobKind`] or [`JobState`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown job kind or state: {0}")]
pub struct UnknownJobName(pub String);

impl JobKind {
    pub const ALL: [JobKind; 11] = [
        JobKind::DeliverMail,
        JobKind::IssueInvoice,
        JobKind::PrepareProofs,
        JobKind::CheckCustomOrderQr,
        JobKind::RemindApproval,
        JobKind::CompleteRefunds,
        JobKind::ReleaseUnpaidUses,
        JobKind::DeleteUnusedUploads,
        JobKind::RemindInvoice,
        JobKind::DunInvoice,
        JobKind::RefundExpress,
    ];

    /// The stored and wire name, e.g. `"issue_invoice"`.
    pub fn as_str(self) -> &'static str {
        match self {
            JobKind::DeliverMail => "deliver_mail",
            JobKind::IssueInvoice => "issue_invoice",
            JobKind::PrepareProofs => "prepare_proofs",
            JobKind::CheckCustomOrderQr => "check_custom_order_qr",
            JobKind::RemindApproval => "remind_approval",
            JobKind::CompleteRefunds => "complete_refunds",
            JobKind::ReleaseUnpaidUses => "release_unpaid_uses",
            JobKind::DeleteUnusedUploads => "delete_unused_uploads",
            JobKind::RemindInvoice => "remind_invoice",
            JobKind::DunInvoice => "dun_invoice",
            JobKind::RefundExpress => "refund_express",
        }
    }

    /// # Errors
    /// [`UnknownJobName`] for a name [`JobKind::as_str`] never writes.
    pub fn parse(name: &str) -> Result<Self, UnknownJobName> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == name)
            .ok_or_else(|| UnknownJobName(name.to_owned()))
    }

    /// How often a recurring kind runs; `None` for work done once.
    pub fn recurs_every(self) -> Option<TimeDelta> {
        match self {
            JobKind::CompleteRefunds => Some(TimeDelta::minutes(1)),
            JobKind::ReleaseUnpaidUses => Some(TimeDelta::minutes(5)),
            JobKind::DeleteUnusedUploads => Some(TimeDelta::hours(1)),
            _ => None,
        }
    }

    /// What the back office reads on an order whose job of this kind failed for good.
    pub fn failure_on_order(self) -> &'static str {
        match self {
            JobKind::DeliverMail => "E-Mail konnte nicht versendet werden – bitte prüfen",
            JobKind::IssueInvoice => "Rechnung konnte nicht erstellt werden – bitte prüfen",
            JobKind::PrepareProofs => "Druckvorschau konnte nicht erstellt werden – bitte prüfen",
            JobKind::CheckCustomOrderQr => {
                "QR-Code der Druckdatei konnte nicht geprüft werden – bitte prüfen"
            }
            JobKind::RemindApproval => {
                "Erinnerung an die Druckfreigabe konnte nicht versendet werden – bitte prüfen"
            }
            JobKind::RemindInvoice => {
                "Zahlungserinnerung konnte nicht versendet werden – bitte prüfen"
            }
            JobKind::DunInvoice => "Mahnung konnte nicht versendet werden – bitte prüfen",
            JobKind::RefundExpress => {
                "Express-Zuschlag konnte nicht erstattet werden – bitte prüfen"
            }
            JobKind::CompleteRefunds
            | JobKind::ReleaseUnpaidUses
            | JobKind::DeleteUnusedUploads => "Hintergrundaufgabe fehlgeschlagen – bitte prüfen",
        }
    }
}

/// Where a job stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum JobState {
    /// Waits for its due time (a new job, or one to try again).
    Pending,
    /// Claimed by a worker whose lease has not run out.
    Running,
    Done,
    /// Given up after the last attempt; an admin may try it again.
    Failed,
}

impl JobState {
    pub const ALL: [JobState; 4] = [
        JobState::Pending,
        JobState::Running,
        JobState::Done,
        JobState::Failed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            JobState::Pending => "pending",
            JobState::Running => "running",
            JobState::Done => "done",
            JobState::Failed => "failed",
        }
    }

    /// # Errors
    /// [`UnknownJobName`] for a name [`JobState::as_str`] never writes.
    pub fn parse(name: &str) -> Result<Self, UnknownJobName> {
        Self::ALL
            .into_iter()
            .find(|state| state.as_str() == name)
            .ok_or_else(|| UnknownJobName(name.to_owned()))
    }
}

/// The pauses after the 1st, 2nd … failed attempt; after the last the job fails for good.
pub const BACKOFF: [TimeDelta; 5] = [
    TimeDelta::minutes(1),
    TimeDelta::minutes(5),
    TimeDelta::minutes(30),
    TimeDelta::hours(2),
    TimeDelta::hours(12),
];

/// What follows a failed attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterFailure {
    /// Try again at this time.
    RetryAt(NaiveDateTime),
    /// Give up: the job becomes [`JobState::Failed`].
    GiveUp,
}

/// A mail waits for its server, not for a fix: while the server is away
/// (down for maintenance, refusing connections) a mail is tried every minute
/// for half an hour, so it goes out within a minute of the server's return.
/// Then it falls back to the pauses of [`BACKOFF`]'s last three steps.
pub const MAIL_EVERY_MINUTE_FOR: u32 = 30;

/// The pause after the `attempts`-th failed attempt of a job of `kind`;
/// `None` once the job has used them all.
fn pause_after(kind: JobKind, attempts: u32) -> Option<TimeDelta> {
    let index = usize::try_from(attempts.saturating_sub(1)).ok()?;
    match kind {
        JobKind::DeliverMail => {
            let every_minute = usize::try_from(MAIL_EVERY_MINUTE_FOR).ok()?;
            if index < every_minute {
                Some(TimeDelta::minutes(1))
            } else {
                BACKOFF[2..].get(index - every_minute).copied()
            }
        }
        _ => BACKOFF.get(index).copied(),
    }
}

/// The one backoff policy: `attempts` counts the attempts made, this one
/// included; a failure that no retry can mend (`permanent`) gives up at once.
pub fn after_failure(
    kind: JobKind,
    attempts: u32,
    permanent: bool,
    now: NaiveDateTime,
) -> AfterFailure {
    match pause_after(kind, attempts) {
        Some(pause) if !permanent => AfterFailure::RetryAt(now + pause),
        _ => AfterFailure::GiveUp,
    }
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, TimeDelta};

    use super::{AfterFailure, JobKind, JobState, after_failure};

    fn noon() -> chrono::NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 12, 16)
            .unwrap()
            .and_hms_opt(12, 0, 0)
            .unwrap()
    }

    #[test]
    fn failed_attempts_wait_1_5_30_minutes_2_and_12_hours_then_give_up() {
        let pauses: Vec<AfterFailure> = (1..=6)
            .map(|n| after_failure(JobKind::IssueInvoice, n, false, noon()))
            .collect();
        assert_eq!(
            pauses,
            [
                AfterFailure::RetryAt(noon() + TimeDelta::minutes(1)),
                AfterFailure::RetryAt(noon() + TimeDelta::minutes(5)),
                AfterFailure::RetryAt(noon() + TimeDelta::minutes(30)),
                AfterFailure::RetryAt(noon() + TimeDelta::hours(2)),
                AfterFailure::RetryAt(noon() + TimeDelta::hours(12)),
                AfterFailure::GiveUp,
            ]
        );
    }

    #[test]
    fn a_mail_is_tried_every_minute_for_half_an_hour_then_after_30_minutes_2_and_12_hours() {
        let pauses: Vec<AfterFailure> = (1..=34)
            .map(|n| after_failure(JobKind::DeliverMail, n, false, noon()))
            .collect();
        let every_minute = [AfterFailure::RetryAt(noon() + TimeDelta::minutes(1)); 30];
        assert_eq!(pauses[..30], every_minute);
        assert_eq!(
            pauses[30..],
            [
                AfterFailure::RetryAt(noon() + TimeDelta::minutes(30)),
                AfterFailure::RetryAt(noon() + TimeDelta::hours(2)),
                AfterFailure::RetryAt(noon() + TimeDelta::hours(12)),
                AfterFailure::GiveUp,
            ]
        );
    }

    #[test]
    fn a_permanent_failure_gives_up_at_once() {
        for kind in [JobKind::IssueInvoice, JobKind::DeliverMail] {
            assert_eq!(after_failure(kind, 1, true, noon()), AfterFailure::GiveUp);
        }
    }

    #[test]
    fn kinds_and_states_read_back_what_they_write() {
        for kind in JobKind::ALL {
            assert_eq!(JobKind::parse(kind.as_str()), Ok(kind));
        }
        for state in JobState::ALL {
            assert_eq!(JobState::parse(state.as_str()), Ok(state));
        }
        assert!(JobKind::parse("Issue_Invoice").is_err());
        assert!(JobState::parse("").is_err());
    }

    #[test]
    fn only_the_sweeps_recur() {
        let recurring: Vec<JobKind> = JobKind::ALL
            .into_iter()
            .filter(|kind| kind.recurs_every().is_some())
            .collect();
        assert_eq!(
            recurring,
            [
                JobKind::CompleteRefunds,
                JobKind::ReleaseUnpaidUses,
                JobKind::DeleteUnusedUploads
            ]
        );
    }
}
