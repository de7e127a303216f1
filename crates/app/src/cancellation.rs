//! Cancellations that give money back: the back office's, the buyer's own
//! within 24 hours of the confirmation (the shop's terms), and money that
//! arrived after an order was cancelled.
//!
//! Each is one decision under the order's row: a transaction claims the
//! order ([`Order::claimed_for_refund`]) before the provider is asked, so no
//! production step can slip in between (a step that won the race makes the
//! claim fail instead). Once the provider has refunded, a second transaction
//! cancels the order, records the refund and issues the credit note. When
//! that record cannot be written, or the provider's answer was lost, the
//! order stays claimed and [`BackOffice::complete_interrupted_refunds`] asks
//! again under the same idempotency key: money refunded at the provider
//! always ends with its record in the shop, and is never refunded twice.

use std::{sync::Arc, time::Duration};

use chrono::{NaiveDateTime, TimeDelta};
use shop_domain::{CancellationRefused, OrderId, OrderStatus, PaymentStatus, StatusChangeError};
use shop_ports::{
    Repos, StoreError, TxError,
    mailer::MailContent,
    orders::Order,
    payments::{RefundError, RefundRecord},
    read, transaction,
};

use crate::{
    back_office::{BackOffice, UpdateStatusError, changed_meanwhile},
    order_access::Requester,
    vouchers,
};

/// How long a claim may wait for its refund before the background completes
/// it: far longer than any provider call, so it never races a live request.
pub const INTERRUPTED_REFUND_AFTER: TimeDelta = TimeDelta::minutes(2);

/// Attempts at writing a refund's record before it is left to the background.
const RECORD_ATTEMPTS: u32 = 3;

#[derive(Debug, thiserror::Error)]
pub enum CancelError {
    #[error("Keine Bestellung gefunden")]
    NotFound,
    #[error("{0}")]
    Refused(#[from] CancellationRefused),
    /// The back office's cancellation (refund, credit note) refused.
    #[error("{0}")]
    Failed(UpdateStatusError),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Debug, thiserror::Error)]
pub enum LateRefundError {
    #[error("Keine Bestellung gefunden")]
    NotFound,
    #[error("Für diese Bestellung ist keine Zahlung zu erstatten.")]
    NothingToRefund,
    #[error("Die Erstattung ist fehlgeschlagen, die Zahlung wurde nicht zurückgegeben. {0}")]
    RefundFailed(String),
    /// As [`UpdateStatusError::RefundPending`].
    #[error("{0}")]
    Pending(UpdateStatusError),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// What [`BackOffice::complete_interrupted_refunds`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InterruptedRefunds {
    /// Refunded and recorded.
    pub completed: usize,
    /// The provider refused: the claim was given back.
    pub released: usize,
    /// Still unanswered: tried again on the next round.
    pub pending: usize,
}

/// Checks the order a cancellation is about to claim, inside its transaction.
type Admit = fn(&Order, NaiveDateTime) -> Result<(), UpdateStatusError>;

impl BackOffice {
    /// The buyer cancels: allowed within 24 hours of the order confirmation
    /// and before production ([`shop_domain::Order::customer_may_cancel`]). A
    /// paid order is refunded, its invoice reversed by a credit note, both
    /// mailed. Asking again while the refund is under way is answered
    /// 'Diese Bestellung wird gerade storniert.'; after
    /// [`INTERRUPTED_REFUND_AFTER`] it takes the refund over.
    ///
    /// # Errors
    /// [`CancelError::NotFound`] for an order the requester may not see,
    /// [`CancelError::Refused`] with the terms' reason.
    pub async fn cancel_for_customer(
        &self,
        order_id: OrderId,
        requester: Requester,
    ) -> Result<OrderStatus, CancelError> {
        let order = read(&*self.store(), move |repos| repos.orders().find(order_id))
            .await?
            .filter(|order| requester.may_see(order))
            .ok_or(CancelError::NotFound)?;
        order.customer_may_cancel(self.now())?;
        if order.payment_status == PaymentStatus::Paid {
            // The terms are checked again under the claim: production may have begun since.
            self.cancel_with_refund(order_id, |order, now| Ok(order.customer_may_cancel(now)?))
                .await
        } else {
            self.update_status(order_id, OrderStatus::Cancelled.as_str(), None)
                .await
        }
        .map_err(|error| match error {
            UpdateStatusError::NotCancellable(refused) => CancelError::Refused(refused),
            UpdateStatusError::Unknown(store) => CancelError::Unknown(store),
            other => CancelError::Failed(other),
        })
    }

    /// Gives back money that arrived after the order was cancelled (there is
    /// no invoice to reverse) and tells the buyer, once.
    ///
    /// # Errors
    /// [`LateRefundError::NothingToRefund`] when no such money is held,
    /// [`LateRefundError::RefundFailed`] when the provider refused.
    pub async fn refund_late_payment(&self, order_id: OrderId) -> Result<(), LateRefundError> {
        self.claim_and_refund(order_id, |order, _| {
            if order.paid_after_cancellation {
                Ok(())
            } else {
                Err(StatusChangeError::Unpaid.into())
            }
        })
        .await
        .map(|_| ())
        .map_err(|error| match error {
            UpdateStatusError::NotFound => LateRefundError::NotFound,
            UpdateStatusError::Refused(StatusChangeError::Unpaid) => {
                LateRefundError::NothingToRefund
            }
            UpdateStatusError::RefundFailed(reason) => LateRefundError::RefundFailed(reason),
            UpdateStatusError::Unknown(store) => LateRefundError::Unknown(store),
            other => LateRefundError::Pending(other),
        })
    }

    /// Cancels a paid order with its refund: the order is claimed, the
    /// provider gives the whole payment back, then one transaction cancels
    /// the order, records the refund, issues the credit note that reverses
    /// the invoice and mails it. If the provider refuses, the claim is given
    /// back and the admin is told why. A second click refunds nothing twice:
    /// while the claim is live it is refused; once stale it takes the claim
    /// over, the provider answers the same refund to the same idempotency
    /// key, and only one transaction records it.
    pub(crate) async fn cancel_with_refund(
        &self,
        id: OrderId,
        admit: Admit,
    ) -> Result<OrderStatus, UpdateStatusError> {
        self.claim_and_refund(id, admit).await
    }

    /// Completes the refunds whose claim is older than
    /// [`INTERRUPTED_REFUND_AFTER`]: their provider's answer or their record
    /// was lost. Run by the housekeeping, on every instance: the idempotency
    /// key and the order's row make a second runner harmless.
    ///
    /// # Errors
    /// Storage failure while listing the claims.
    pub async fn complete_interrupted_refunds(&self) -> Result<InterruptedRefunds, StoreError> {
        let before = self.now() - INTERRUPTED_REFUND_AFTER;
        let claimed = read(&*self.store(), move |repos| {
            repos.orders().cancelling_since_before(before)
        })
        .await?;
        let mut report = InterruptedRefunds::default();
        for order in claimed {
            match self.refund_claimed(order).await {
                Ok(_) => report.completed += 1,
                Err(UpdateStatusError::RefundFailed(_)) => report.released += 1,
                Err(error) => {
                    tracing::warn!(%error, "an interrupted refund is still not completed");
                    report.pending += 1;
                }
            }
        }
        Ok(report)
    }

    /// Claims order `id` once `admit` agrees (or resumes its claim), then refunds it.
    async fn claim_and_refund(
        &self,
        id: OrderId,
        admit: Admit,
    ) -> Result<OrderStatus, UpdateStatusError> {
        let now = self.now();
        let claimed = transaction(&*self.store(), move |repos| {
            let current = repos
                .orders()
                .find(id)?
                .ok_or(TxError::Rule(UpdateStatusError::NotFound))?;
            admit(&current, now).map_err(TxError::Rule)?;
            if let Some(since) = current.steps.cancelling_since {
                // A live claim belongs to the request that made it; a stale one is taken over.
                if now - since < INTERRUPTED_REFUND_AFTER {
                    return Err(TxError::Rule(UpdateStatusError::Refused(
                        StatusChangeError::Cancelling,
                    )));
                }
                return Ok(current);
            }
            let claimed = current
                .claimed_for_refund(now)
                .map_err(|refused| TxError::Rule(UpdateStatusError::Refused(refused)))?;
            if !repos.orders().update_state(&current, &claimed)? {
                // Judge what won the race by the rules, e.g. production: 'bereits in Produktion'.
                let winner = repos.orders().find(id)?;
                if let Some(winner) = winner {
                    admit(&winner, now).map_err(TxError::Rule)?;
                }
                return Err(TxError::Rule(changed_meanwhile(repos, id)?));
            }
            Ok(claimed)
        })
        .await?;
        self.refund_claimed(claimed).await
    }

    /// Asks the provider to refund the claimed order, then records it.
    async fn refund_claimed(&self, claimed: Order) -> Result<OrderStatus, UpdateStatusError> {
        let id = claimed.id;
        let refund = match self.checkout().refund_payment(&claimed).await {
            Ok(refund) => refund,
            Err(RefundError::Refused(reason)) => {
                self.release_claim(id).await?;
                return Err(UpdateStatusError::RefundFailed(reason));
            }
            Err(RefundError::Unknown(error)) => {
                // The money may have moved: the claim stays until the provider answers.
                tracing::error!(
                    order = id.get(),
                    error = format!("{error:#}"),
                    "refund unanswered"
                );
                return Err(UpdateStatusError::RefundPending);
            }
        };
        let mut attempt = 1;
        loop {
            match self.record_refund(id, refund.clone()).await {
                Ok(status) => return Ok(status),
                Err(UpdateStatusError::Unknown(error)) if attempt < RECORD_ATTEMPTS => {
                    tracing::warn!(order = id.get(), %error, attempt, "refund record not written yet");
                    tokio::time::sleep(Duration::from_millis(100 * u64::from(attempt))).await;
                    attempt += 1;
                }
                Err(UpdateStatusError::Unknown(error)) => {
                    tracing::error!(order = id.get(), %error, "refund record left to the background");
                    return Err(UpdateStatusError::RefundPending);
                }
                Err(other) => return Err(other),
            }
        }
    }

    /// The claim given back after the provider refused: the order is as it was.
    async fn release_claim(&self, id: OrderId) -> Result<(), UpdateStatusError> {
        transaction(&*self.store(), move |repos| {
            if let Some(current) = repos.orders().find(id)?
                && current.steps.cancelling_since.is_some()
            {
                repos
                    .orders()
                    .update_state(&current, &current.claim_released())?;
            }
            Ok(())
        })
        .await
        .map_err(UpdateStatusError::from)
    }

    /// Cancels the claimed order (or marks its late money given back),
    /// records the refund, reverses the invoice and mails the buyer, in one
    /// transaction; a claim completed meanwhile is left as it is.
    async fn record_refund(
        &self,
        id: OrderId,
        refund: RefundRecord,
    ) -> Result<OrderStatus, UpdateStatusError> {
        let now = self.now();
        let composer = Arc::clone(self.composer());
        let invoicing = self.invoicing().clone();
        transaction(&*self.store(), move |repos| {
            let current = repos
                .orders()
                .find(id)?
                .ok_or(TxError::Rule(UpdateStatusError::NotFound))?;
            if current.steps.cancelling_since.is_none() && current.refunded_at.is_some() {
                return Ok(current.order_status);
            }
            let late = current.paid_after_cancellation;
            let refunded = if late {
                current.late_payment_refunded(now).ok_or(TxError::Rule(
                    UpdateStatusError::Refused(StatusChangeError::Unpaid),
                ))?
            } else {
                current
                    .refunded(now)
                    .map_err(|refused| TxError::Rule(UpdateStatusError::Refused(refused)))?
            };
            if !repos.orders().update_state(&current, &refunded)? {
                return Err(TxError::Rule(UpdateStatusError::ChangedMeanwhile));
            }
            repos.payments().record_refund(&refund)?;
            let credit_note = if late {
                None
            } else {
                vouchers::release_use(repos, &refunded)?;
                invoicing.issue_credit_note(repos, &refunded, now)?
            };
            queue_refund_mail(repos, &*composer, &refund, credit_note, now)?;
            Ok(refunded.order_status)
        })
        .await
        .map_err(UpdateStatusError::from)
    }
}

/// Tells the buyer their money is on its way back, with the credit note
/// when an invoice was reversed, in the caller's transaction.
fn queue_refund_mail(
    repos: &mut dyn Repos,
    composer: &dyn shop_ports::mailer::MailComposer,
    refund: &RefundRecord,
    credit_note: Option<(shop_domain::DocumentNumber, shop_ports::mailer::Attachment)>,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    let Some(shipping) = repos.orders().shipping(refund.order_id)? else {
        return Ok(());
    };
    let (number, attachment) = credit_note.unzip();
    let mut mail = composer.compose(
        shipping.email.as_str(),
        &MailContent::Refunded {
            order_id: refund.order_id,
            recipient_name: shipping.contact_person.to_string(),
            amount: refund.amount,
            credit_note: number.map(|number| number.to_string()),
        },
    );
    mail.attachments.extend(attachment);
    crate::jobs::queue_mail(repos, &mail, Some(refund.order_id), now)
}
