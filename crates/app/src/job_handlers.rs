//! The top floor of the use cases: which service does each kind of job.
//! Services enqueue their follow-up work instead of calling one another;
//! this is the one place that knows them all.

use std::sync::Arc;

use async_trait::async_trait;
use shop_domain::{OrderId, job::JobKind, payment_reminder::ReminderStep};
use shop_ports::jobs::Job;

use crate::{
    back_office::BackOffice,
    invoice_issuing::{InvoiceIssuing, InvoiceOutcome},
    jobs::{JobError, JobHandler, MailPayload},
    mail_outbox::MailOutbox,
    pay_on_invoice::PayOnInvoice,
    production::Production,
    proof_approval::ProofApprovals,
    uploads::Uploads,
    vouchers::Vouchers,
};

/// Every handler's service.
pub struct JobHandlers {
    pub mails: MailOutbox,
    pub invoices: InvoiceIssuing,
    pub proofs: ProofApprovals,
    pub production: Production,
    pub back_office: BackOffice,
    pub vouchers: Vouchers,
    pub uploads: Uploads,
    pub pay_on_invoice: PayOnInvoice,
}

/// The order a job is for; every order kind has one.
fn order_of(job: &Job) -> Result<OrderId, JobError> {
    job.order_id
        .ok_or_else(|| JobError::Permanent(format!("{} job without an order", job.kind.as_str())))
}

#[async_trait]
impl JobHandler for JobHandlers {
    async fn run(&self, job: &Job) -> Result<(), JobError> {
        match job.kind {
            JobKind::DeliverMail => {
                let payload: MailPayload = serde_json::from_str(&job.payload)
                    .map_err(|error| JobError::Permanent(format!("payload: {error}")))?;
                self.mails.deliver(payload.mail_id).await
            }
            JobKind::IssueInvoice => match self.invoices.issue(order_of(job)?).await? {
                InvoiceOutcome::Issued(_) | InvoiceOutcome::NotOwed => Ok(()),
                InvoiceOutcome::Failed(why) => Err(JobError::Retry(why)),
            },
            JobKind::PrepareProofs => self.proofs.prepare(order_of(job)?).await,
            JobKind::CheckCustomOrderQr => {
                self.production.check_order(order_of(job)?).await?;
                Ok(())
            }
            JobKind::RemindApproval => {
                self.proofs.remind(order_of(job)?).await?;
                Ok(())
            }
            JobKind::CompleteRefunds => {
                let report = self.back_office.complete_interrupted_refunds().await?;
                if report != crate::InterruptedRefunds::default() {
                    tracing::info!(
                        completed = report.completed,
                        released = report.released,
                        pending = report.pending,
                        "completed interrupted refunds"
                    );
                }
                Ok(())
            }
            JobKind::ReleaseUnpaidUses => {
                // Each released use is logged with its order.
                self.vouchers.release_unpaid().await?;
                Ok(())
            }
            JobKind::RemindInvoice => {
                self.pay_on_invoice
                    .send_reminder(order_of(job)?, ReminderStep::Reminder)
                    .await?;
                Ok(())
            }
            JobKind::DunInvoice => {
                self.pay_on_invoice
                    .send_reminder(order_of(job)?, ReminderStep::Dunning)
                    .await?;
                Ok(())
            }
            JobKind::RefundExpress => {
                self.back_office.refund_express(order_of(job)?).await?;
                Ok(())
            }
            JobKind::DeleteUnusedUploads => {
                let deleted = self.uploads.delete_unused().await?;
                if deleted > 0 {
                    tracing::info!(deleted, "deleted unused uploads");
                }
                Ok(())
            }
        }
    }
}

impl JobHandlers {
    /// Shared by the worker of every instance.
    pub fn into_handler(self) -> Arc<dyn JobHandler> {
        Arc::new(self)
    }
}
