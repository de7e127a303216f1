//! The express guarantee: an express order marked `Shipped` after its
//! promised shipping day gets its surcharge back, automatically and once.
//!
//! Marking it shipped schedules a `refund_express` job in the same
//! transaction (the back office's status change asks
//! [`shop_domain::Order::shipped_express_late`]). The job asks the provider
//! under the order's own key (a retry gets the same refund back), then one
//! transaction notes the refund on the order (set once: a second runner
//! finds it noted and stops), issues the credit note for the express line
//! and queues 'Express-Zuschlag erstattet'. An order bought on invoice and
//! not yet paid moves no money: the credit note lowers what it owes.

use std::sync::Arc;

use chrono::NaiveDateTime;
use shop_domain::{Cents, DocumentKind, DocumentNumber, OrderId, OrderStatus, PaymentStatus};
use shop_ports::{
    Repos, StoreError, TxError,
    mailer::{Attachment, ExpressRefundWay, MailComposer, MailContent},
    orders::Order,
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
            self.checkout()
                .refund_express(&order)
                .await
                .map_err(|error| {
                    JobError::Retry(format!(
                        "the provider did not refund the express surcharge: {error:#}"
                    ))
                })?
                .refund_id
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
            let credit_note = invoicing.issue_express_credit_note(repos, &order, now)?;
            let amount = express.totals(order.totals.category).gross;
            queue_mail(repos, &*composer, &order, amount, credit_note, now)?;
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

/// 'Express-Zuschlag erstattet' for `amount` (with its VAT) with the credit
/// note, in the caller's transaction.
fn queue_mail(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    order: &Order,
    amount: Cents,
    credit_note: Option<(DocumentNumber, Attachment)>,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    let Some(shipping) = repos.orders().shipping(order.id)? else {
        return Ok(());
    };
    let settled_by = match (order.on_invoice, order.payment_status) {
        (None, _) => ExpressRefundWay::Refunded,
        (Some(_), PaymentStatus::Paid) => ExpressRefundWay::TransferredBack,
        (Some(_), _) => ExpressRefundWay::Deducted,
    };
    let (number, attachment) = credit_note.unzip();
    let mut mail = composer.compose(
        shipping.email.as_str(),
        &MailContent::ExpressRefunded {
            order_id: order.id,
            recipient_name: shipping.contact_person.to_string(),
            amount,
            credit_note: number.map(|number| number.to_string()),
            settled_by,
        },
    );
    mail.attachments.extend(attachment);
    crate::jobs::queue_mail(repos, &mail, Some(order.id), now)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use shop_domain::{
        Cents, DocumentKind, DocumentNumber, Order, OrderId, OrderStatus, PaymentStatus,
        express::Express,
    };
    use shop_ports::{
        mailer::{ExpressRefundWay, MailContent, MockMailComposer, OutgoingMail},
        payments::MockPaymentGateway,
        testing::MockRepos,
    };

    use super::ExpressRefund;
    use crate::back_office::tests::{
        back_office_with, expect_card_payment, expect_invoiced_order, now, order,
    };

    /// Paid order 4 with one card line (10,00 € net) and express (29,90 €), shipped late.
    fn shipped_late() -> Order {
        Order {
            totals: shop_domain::Totals::from_net(Cents::new(1_000 + 2_990)),
            express: Some(Express::ordered(Cents::new(2_990))),
            paid_at: Some(now()),
            ..order(OrderStatus::Shipped, PaymentStatus::Paid)
        }
    }

    /// The order as stored, its invoice and card payment, what its credit note
    /// reads, and whether noting the refund finds it not yet noted (`marked`).
    fn repos_with(stored: Order, marked: bool) -> MockRepos {
        let mut repos = MockRepos::default();
        repos
            .orders
            .expect_find()
            .returning(move |_| Ok(Some(stored.clone())));
        repos.orders.expect_lock().returning(|_| Ok(true));
        repos
            .orders
            .expect_mark_express_refunded()
            .withf(|id, _, refund_id| *id == OrderId::new(4) && refund_id == "re_express_4")
            .times(1)
            .returning(move |_, _, _| Ok(marked));
        expect_invoiced_order(&mut repos);
        expect_card_payment(&mut repos);
        repos
    }

    fn gateway_refunding_the_surcharge() -> MockPaymentGateway {
        let mut gateway = MockPaymentGateway::new();
        gateway
            .expect_refund()
            .withf(|request| {
                request.amount == Cents::new(3_558)
                    && request.session_id == "cs_local_4"
                    && request.idempotency_key == "primecards-order-4-express-refund"
            })
            .times(1)
            .returning(|_| Ok("re_express_4".into()));
        gateway
    }

    #[tokio::test]
    async fn a_late_express_order_gets_its_surcharge_back_with_a_credit_note_for_that_line() {
        let mut repos = repos_with(shipped_late(), true);
        repos
            .invoices
            .expect_next_number()
            .withf(|kind, _| *kind == DocumentKind::CreditNote)
            .times(1)
            .returning(|kind, year| {
                Ok(DocumentNumber {
                    kind,
                    year,
                    sequence: 2,
                })
            });
        repos
            .invoices
            .expect_insert()
            .withf(|document, _| document.number == "GS-1970-00002")
            .times(1)
            .returning(|_, _| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| {
                mail.attachments
                    .first()
                    .is_some_and(|pdf| pdf.file_name == "Gutschrift GS-1970-00002.pdf")
            })
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
        let mut composer = MockMailComposer::new();
        composer
            .expect_compose()
            .withf(|_, content| {
                *content
                    == MailContent::ExpressRefunded {
                        order_id: OrderId::new(4),
                        recipient_name: "Maria Rossi".into(),
                        amount: Cents::new(3_558),
                        credit_note: Some("GS-1970-00002".into()),
                        settled_by: ExpressRefundWay::Refunded,
                    }
            })
            .times(1)
            .returning(|to, _| OutgoingMail {
                to: to.to_owned(),
                subject: String::new(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            });

        let outcome =
            back_office_with(repos, gateway_refunding_the_surcharge(), Arc::new(composer))
                .refund_express(OrderId::new(4))
                .await
                .unwrap();

        assert_eq!(outcome, ExpressRefund::Refunded);
    }

    #[tokio::test]
    async fn a_second_run_finds_the_refund_noted_and_issues_and_mails_nothing() {
        // The provider answers the same refund to the same key; the note was written by the first run.
        let mut repos = repos_with(shipped_late(), false);
        repos.invoices.expect_next_number().never();
        repos.outbox.expect_enqueue().never();

        let outcome = back_office_with(
            repos,
            gateway_refunding_the_surcharge(),
            Arc::new(MockMailComposer::new()),
        )
        .refund_express(OrderId::new(4))
        .await
        .unwrap();

        assert_eq!(outcome, ExpressRefund::NothingOwed);
    }
}
