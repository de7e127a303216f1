//! The express guarantee: an express order marked `Shipped` after its
//! promised shipping day gets its surcharge back, automatically and once.
//!
//! Marking it shipped schedules a `refund_express` job in the same
//! transaction (the back office's status change asks
//! [`shop_domain::Order::shipped_express_late`]). The job asks the provider under the order's own key (a
//! retry gets the same refund back), then one transaction notes the refund
//! on the order (set once: a second runner finds it noted and stops),
//! issues the credit note for the express line and queues 'Express-Zuschlag
//! erstattet'. An order bought on invoice and not yet paid moves no money:
//! the credit note lowers what it owes.

use std::sync::Arc;

use chrono::NaiveDateTime;
use shop_domain::{DocumentKind, OrderId, OrderStatus, PaymentStatus};
use shop_ports::{
    Repos, StoreError, TxError,
    mailer::{MailComposer, MailContent},
    orders::Order,
    payments::RefundError,
    read, transaction,
};

use crate::{back_office::BackOffice, jobs::JobError};

/// What the refund job found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpressRefund {
    /// Given back now, with its credit note and mail.
    Refunded,
    /// Given back before (a second run), or the order has no surcharge.
    NothingOwed,
}

impl BackOffice {
    /// Gives the express surcharge of order `order_id` back: through the
    /// provider when it was charged, as a credit on the open invoice when it
    /// was bought on invoice and not yet paid.
    ///
    /// # Errors
    /// [`JobError::Retry`] while its invoice is not issued yet or the
    /// provider does not answer or refuses (the job tries again, then the
    /// back office sees it failed); storage failure.
    pub async fn refund_express(&self, order_id: OrderId) -> Result<ExpressRefund, JobError> {
        let (order, invoiced) = read(&*self.store(), move |repos| {
            let order = repos.orders().find(order_id)?;
            let invoiced = repos
                .invoices()
                .find(order_id, DocumentKind::Invoice)?
                .is_some();
            Ok(order.map(|order| (order, invoiced)))
        })
        .await
        .map_err(|error| JobError::Retry(error.to_string()))?
        .ok_or_else(|| JobError::Permanent("the order is gone".into()))?;
        let Some(express) = order
            .express
            .filter(|express| express.refunded_at.is_none())
        else {
            return Ok(ExpressRefund::NothingOwed);
        };
        if being_cancelled(&order) {
            // Its cancellation gives everything back, with the one credit note an order has.
            return Ok(ExpressRefund::NothingOwed);
        }
        if !invoiced {
            // The credit note reverses a line of the invoice: first the invoice.
            return Err(JobError::Retry("the invoice is not issued yet".into()));
        }
        let charged_by_provider = order.on_invoice.is_none();
        let refund_id = if charged_by_provider {
            match self.checkout().refund_express(&order).await {
                Ok(refund) => refund.refund_id,
                Err(error @ (RefundError::Refused(_) | RefundError::Unknown(_))) => {
                    return Err(JobError::Retry(format!(
                        "the provider did not refund the express surcharge: {error:#}"
                    )));
                }
            }
        } else {
            String::new()
        };
        let now = self.now();
        let composer = Arc::clone(self.composer());
        let invoicing = self.invoicing().clone();
        let refunded = transaction(&*self.store(), move |repos| {
            repos.orders().lock(order_id)?;
            let order = repos.orders().find(order_id)?.ok_or_else(|| {
                StoreError::Unknown(anyhow::anyhow!("order {} is gone", order_id.get()))
            })?;
            if being_cancelled(&order) {
                // Cancelled in the moment the provider refunded: the books need a hand.
                tracing::error!(
                    order = order_id.get(),
                    refund = refund_id,
                    "express surcharge refunded while the order was being cancelled"
                );
                return Ok(false);
            }
            if !repos
                .orders()
                .mark_express_refunded(order_id, now, &refund_id)?
            {
                return Ok(false);
            }
            let order = repos.orders().find(order_id)?.unwrap_or(order);
            let credit_note = invoicing.issue_express_credit_note(repos, &order, now)?;
            queue_mail(
                repos,
                &*composer,
                &order,
                express.surcharge,
                credit_note,
                now,
            )?;
            Ok(true)
        })
        .await
        .map_err(|error: TxError<std::convert::Infallible>| JobError::Retry(error.to_string()))?;
        Ok(if refunded {
            ExpressRefund::Refunded
        } else {
            ExpressRefund::NothingOwed
        })
    }
}

/// Whether the order is cancelled or its cancellation is under way.
fn being_cancelled(order: &Order) -> bool {
    order.order_status == OrderStatus::Cancelled || order.steps.cancelling_since.is_some()
}

/// 'Express-Zuschlag erstattet' with the credit note, in the caller's transaction.
fn queue_mail(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    order: &Order,
    surcharge: shop_domain::Cents,
    credit_note: Option<(shop_domain::DocumentNumber, shop_ports::mailer::Attachment)>,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    let Some(shipping) = repos.orders().shipping(order.id)? else {
        return Ok(());
    };
    let express = order
        .express
        .unwrap_or(shop_domain::express::Express::ordered(surcharge));
    let (number, attachment) = credit_note.unzip();
    let mut mail = composer.compose(
        shipping.email.as_str(),
        &MailContent::ExpressRefunded {
            order_id: order.id,
            recipient_name: shipping.contact_person.to_string(),
            amount: express.totals(order.totals.category).gross,
            credit_note: number.map(|number| number.to_string()),
            settled_by: if order.on_invoice.is_none() {
                shop_ports::mailer::ExpressRefundWay::Refunded
            } else if order.payment_status == PaymentStatus::Paid {
                shop_ports::mailer::ExpressRefundWay::TransferredBack
            } else {
                shop_ports::mailer::ExpressRefundWay::Deducted
            },
        },
    );
    mail.attachments.extend(attachment);
    crate::jobs::queue_mail(repos, &mail, Some(order.id), now)
}
