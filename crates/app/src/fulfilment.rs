//! Fulfilment: the one place where an order becomes paid. Provider webhooks,
//! the local test provider's page and the status check after the redirect
//! all end here, so an order is marked paid exactly once, only for its own
//! amount. The paying transaction records the money, notes the invoice as
//! owed and enqueues the jobs that follow: issuing the invoice with the
//! confirmation mail and preparing the proofs, each in a transaction of its
//! own, so a document that fails to render never takes a payment down.

use std::sync::Arc;

use chrono::NaiveDateTime;

use shop_domain::{AlreadyPaid, Cents, OrderId, PaymentStatus, ProductKind, job::JobKind};
use shop_ports::{
    Repos, StoreError, TxError,
    clock::Clock,
    mailer::{MailComposer, MailContent},
    orders::Order,
    payments::PaymentEvent,
    secrets::SecretGenerator,
    transaction,
};

use crate::{
    digests::token_hash,
    jobs::{enqueue_for_order, queue_mail},
    vouchers,
};

/// The currency every order is charged in.
pub const CURRENCY: &str = "eur";

/// A confirmed payment as the provider reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentReceived {
    /// The provider's event id; `None` when the payment was learnt by asking
    /// the provider rather than from an event.
    pub event_id: Option<String>,
    pub session_id: String,
    pub order_id: OrderId,
    pub amount_total: Cents,
    pub currency: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FulfilOutcome {
    /// The order is now paid; its invoice and confirmation mail followed
    /// (or, when issuing failed, the housekeeping retries them).
    Fulfilled,
    /// The order had been paid before: nothing changed.
    AlreadyPaid,
    /// The order was cancelled before the money arrived: the payment is
    /// recorded and flagged for a refund; nothing is confirmed or shipped.
    PaidAfterCancellation,
    /// This event was processed before: nothing changed.
    DuplicateEvent,
    /// A delayed payment (SEPA direct debit) is on its way: the order waits
    /// for it, the buyer was told.
    Clearing,
    /// The delayed payment did not arrive: the buyer was mailed a new link.
    PaymentFailed,
    /// The event needs no action (expired, repeated, other type).
    NothingToDo,
}

#[derive(Debug, thiserror::Error)]
pub enum FulfilError {
    /// The session is not one this shop opened.
    #[error("unknown checkout session")]
    UnknownSession,
    /// Session, order, amount or currency do not belong together.
    #[error("payment does not match the order: {0}")]
    Mismatch(String),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(FulfilError);

/// Where a buyer whose delayed payment failed pays again.
#[derive(Clone)]
pub struct RetryLinks {
    pub secrets: Arc<dyn SecretGenerator>,
    /// The shop's public address, e.g. `https://shop.example`.
    pub public_url: String,
}

#[derive(Clone)]
pub struct Fulfilment {
    store: Arc<dyn shop_ports::Store>,
    clock: Arc<dyn Clock>,
    composer: Arc<dyn MailComposer>,
    retry_links: RetryLinks,
}

impl Fulfilment {
    pub fn new(
        store: Arc<dyn shop_ports::Store>,
        clock: Arc<dyn Clock>,
        composer: Arc<dyn MailComposer>,
        retry_links: RetryLinks,
    ) -> Self {
        Self {
            store,
            clock,
            composer,
            retry_links,
        }
    }

    /// Acts on a verified provider event.
    ///
    /// # Errors
    /// See [`Fulfilment::payment_received`].
    pub async fn handle_event(&self, event: PaymentEvent) -> Result<FulfilOutcome, FulfilError> {
        match event {
            PaymentEvent::CheckoutCompleted {
                event_id,
                session_id,
                order_id,
                paid: true,
                amount_total,
                currency,
            } => {
                self.payment_received(PaymentReceived {
                    event_id: Some(event_id),
                    session_id,
                    order_id,
                    amount_total,
                    currency,
                })
                .await
            }
            PaymentEvent::CheckoutCompleted {
                event_id,
                session_id,
                order_id,
                paid: false,
                amount_total,
                currency,
            } => {
                self.payment_clearing(PaymentReceived {
                    event_id: Some(event_id),
                    session_id,
                    order_id,
                    amount_total,
                    currency,
                })
                .await
            }
            PaymentEvent::CheckoutFailed {
                session_id,
                order_id,
                ..
            } => {
                // The order stays pending: the customer can start a new payment
                // from the pending page, which reserves the code's use anew.
                tracing::info!(order = order_id.get(), "checkout expired");
                self.checkout_expired(session_id, order_id).await
            }
            PaymentEvent::AsyncPaymentFailed {
                event_id,
                session_id,
                order_id,
            } => self.payment_failed(event_id, session_id, order_id).await,
            PaymentEvent::Ignored { .. } => Ok(FulfilOutcome::NothingToDo),
        }
    }

    /// Marks the order paid once and records payment time, shipping date
    /// and the invoice it is owed in one transaction, with the jobs that
    /// issue the invoice (and queue the confirmation mail) and prepare the
    /// proofs. A repeated event or an order paid already changes nothing.
    ///
    /// # Errors
    /// [`FulfilError::UnknownSession`] for a session this shop did not open,
    /// [`FulfilError::Mismatch`] when session, order, amount or currency do
    /// not belong together; in both cases nothing is written.
    pub async fn payment_received(
        &self,
        payment: PaymentReceived,
    ) -> Result<FulfilOutcome, FulfilError> {
        let now = self.clock.now();
        let outcome = transaction(&*self.store, move |repos| {
            if let Some(event_id) = &payment.event_id
                && !repos.payments().record_event(event_id, now)?
            {
                return Ok(FulfilOutcome::DuplicateEvent);
            }
            let order = Self::matching_order(repos, &payment)?;
            let ship_on = crate::delivery_promises::promised_ship_on(repos, &order, now)?;
            let paid = match order.paid(now, ship_on) {
                Ok(paid) => paid,
                Err(AlreadyPaid) => return Ok(FulfilOutcome::AlreadyPaid),
            };
            if !repos.orders().update_state(&order, &paid)? {
                // Another notification paid it between our read and our write.
                return Ok(FulfilOutcome::AlreadyPaid);
            }
            repos
                .payments()
                .mark_checkout_paid(&payment.session_id, now)?;
            if paid.paid_after_cancellation {
                tracing::warn!(
                    order = order.id.get(),
                    "payment arrived for a cancelled order: flagged for a refund"
                );
                return Ok(FulfilOutcome::PaidAfterCancellation);
            }
            go_ahead(repos, &paid, "paid", now)?;
            Ok(FulfilOutcome::Fulfilled)
        })
        .await?;
        Ok(outcome)
    }

    /// The session and order of a provider report, checked to belong
    /// together and to the order's amount.
    fn matching_order(
        repos: &mut dyn Repos,
        payment: &PaymentReceived,
    ) -> Result<Order, TxError<FulfilError>> {
        let checkout = repos
            .payments()
            .find_checkout(&payment.session_id)?
            .ok_or(TxError::Rule(FulfilError::UnknownSession))?;
        if checkout.order_id != payment.order_id {
            return Err(TxError::Rule(FulfilError::Mismatch(format!(
                "session {} belongs to order {}, not {}",
                payment.session_id,
                checkout.order_id.get(),
                payment.order_id.get()
            ))));
        }
        let order = repos.orders().find(payment.order_id)?.ok_or_else(|| {
            TxError::Rule(FulfilError::Mismatch("the order does not exist".into()))
        })?;
        if payment.currency != CURRENCY || payment.amount_total != order.totals.gross {
            return Err(TxError::Rule(FulfilError::Mismatch(format!(
                "paid {} {}, order {} totals {} {CURRENCY}",
                payment.amount_total.get(),
                payment.currency,
                order.id.get(),
                order.totals.gross.get()
            ))));
        }
        Ok(order)
    }

    /// A checkout completed with a payment that takes days: the order's
    /// payment becomes Processing and the buyer is told that invoice and
    /// proof follow its arrival, once. Nothing is issued or printed.
    ///
    /// # Errors
    /// As [`Fulfilment::payment_received`].
    pub async fn payment_clearing(
        &self,
        payment: PaymentReceived,
    ) -> Result<FulfilOutcome, FulfilError> {
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        Ok(transaction(&*self.store, move |repos| {
            if let Some(event_id) = &payment.event_id
                && !repos.payments().record_event(event_id, now)?
            {
                return Ok(FulfilOutcome::DuplicateEvent);
            }
            let order = Self::matching_order(repos, &payment)?;
            // Already paid (the success arrived first) or clearing: nothing to say twice.
            let Some(clearing) = order.payment_status.mark_clearing() else {
                return Ok(FulfilOutcome::NothingToDo);
            };
            if !repos
                .orders()
                .update_state(&order, &order.with_payment_status(clearing))?
            {
                return Ok(FulfilOutcome::NothingToDo);
            }
            if let Some(shipping) = repos.orders().shipping(order.id)? {
                let mail = composer.compose(
                    shipping.email.as_str(),
                    &MailContent::PaymentClearing {
                        order_id: order.id,
                        recipient_name: shipping.contact_person.to_string(),
                    },
                );
                queue_mail(repos, &mail, Some(order.id), now)?;
            }
            Ok(FulfilOutcome::Clearing)
        })
        .await?)
    }

    /// A checkout expired unpaid: it is never offered again, and when it was
    /// the order's latest, the order's discount-code use goes back to the code.
    async fn checkout_expired(
        &self,
        session_id: String,
        order_id: OrderId,
    ) -> Result<FulfilOutcome, FulfilError> {
        Ok(transaction(&*self.store, move |repos| {
            repos.payments().close_checkout(&session_id)?;
            let latest = repos.payments().latest_checkout(order_id)?;
            let Some(order) = repos.orders().find(order_id)? else {
                return Ok(FulfilOutcome::NothingToDo);
            };
            if latest.is_none_or(|latest| latest.session_id != session_id)
                || order.payment_status == PaymentStatus::Paid
            {
                return Ok(FulfilOutcome::NothingToDo);
            }
            vouchers::release_use(repos, &order)?;
            Ok(FulfilOutcome::NothingToDo)
        })
        .await?)
    }

    /// The delayed payment failed: the order's payment becomes Failed and
    /// the buyer gets a link to pay again; nothing is issued.
    ///
    /// # Errors
    /// [`FulfilError::UnknownSession`] or [`FulfilError::Mismatch`] when the
    /// session is not this order's.
    pub async fn payment_failed(
        &self,
        event_id: String,
        session_id: String,
        order_id: OrderId,
    ) -> Result<FulfilOutcome, FulfilError> {
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        let token = self.retry_links.secrets.token();
        let hash = token_hash(&token);
        let link = format!(
            "{}/api/payments/link/{token}",
            self.retry_links.public_url.trim_end_matches('/')
        );
        Ok(transaction(&*self.store, move |repos| {
            if !repos.payments().record_event(&event_id, now)? {
                return Ok(FulfilOutcome::DuplicateEvent);
            }
            let checkout = repos
                .payments()
                .find_checkout(&session_id)?
                .ok_or(TxError::Rule(FulfilError::UnknownSession))?;
            if checkout.order_id != order_id {
                return Err(TxError::Rule(FulfilError::Mismatch(format!(
                    "session {session_id} belongs to order {}, not {}",
                    checkout.order_id.get(),
                    order_id.get()
                ))));
            }
            let order = repos.orders().find(order_id)?.ok_or_else(|| {
                TxError::Rule(FulfilError::Mismatch("the order does not exist".into()))
            })?;
            let Some(failed) = order.payment_status.mark_failed() else {
                return Ok(FulfilOutcome::NothingToDo);
            };
            if !repos
                .orders()
                .update_state(&order, &order.with_payment_status(failed))?
            {
                return Ok(FulfilOutcome::NothingToDo);
            }
            vouchers::release_use(repos, &order)?;
            if let Some(shipping) = repos.orders().shipping(order_id)? {
                repos.payments().record_payment_link(order_id, &hash, now)?;
                let mail = composer.compose(
                    shipping.email.as_str(),
                    &MailContent::PaymentFailed {
                        order_id,
                        recipient_name: shipping.contact_person.to_string(),
                        link,
                    },
                );
                queue_mail(repos, &mail, Some(order_id), now)?;
            }
            Ok(FulfilOutcome::PaymentFailed)
        })
        .await?)
    }
}

/// What follows once an order goes ahead (paid, or bought on invoice), in
/// the transaction that says so: its discount-code use counts, an order of
/// sample packs only is approved at once (it reprints existing designs),
/// and its invoice and proofs are owed, each as a job keyed by `cause`.
/// The order as it now stands.
///
/// # Errors
/// Storage failure.
pub(crate) fn go_ahead(
    repos: &mut dyn Repos,
    order: &Order,
    cause: &str,
    now: NaiveDateTime,
) -> Result<Order, StoreError> {
    vouchers::redeem_use(repos, order, now)?;
    let lines = repos.orders().lines(order.id)?;
    let mut current = order.clone();
    if lines
        .iter()
        .all(|line| line.line.design.kind() == ProductKind::SamplePack)
    {
        let approved = order
            .approved(now)
            .map_err(|refused| StoreError::Unknown(anyhow::anyhow!(refused)))?;
        if repos.orders().update_state(order, &approved)? {
            current = approved;
        }
    }
    repos.invoices().mark_due(order.id, now)?;
    enqueue_for_order(repos, JobKind::IssueInvoice, order.id, cause, now)?;
    enqueue_for_order(repos, JobKind::PrepareProofs, order.id, cause, now)?;
    Ok(current)
}

/// Retry links for the use-case tests of this crate.
#[cfg(test)]
pub(crate) mod testing {
    /// Links under `https://shop.example` with the token `retry-token`.
    pub(crate) fn retry_links() -> super::RetryLinks {
        let mut secrets = shop_ports::secrets::MockSecretGenerator::new();
        secrets.expect_token().returning(|| "retry-token".into());
        super::RetryLinks {
            secrets: std::sync::Arc::new(secrets),
            public_url: "https://shop.example".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{NaiveDate, NaiveDateTime};
    use shop_domain::{
        Cents, Order, OrderId, OrderLine, OrderLineId, OrderStatus, OrderType, PaymentStatus,
        Totals, fixtures, voucher::VoucherCode,
    };
    use shop_ports::{
        clock::MockClock,
        mailer::{MailContent, MockMailComposer, OutgoingMail},
        payments::{CheckoutRecord, PaymentEvent},
        testing::MockRepos,
    };

    use super::{FulfilError, FulfilOutcome, Fulfilment, PaymentReceived};
    use shop_domain::job::JobKind;

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock.expect_now().returning(|| at("2026-11-20 10:00"));
        Arc::new(clock)
    }

    fn composer() -> Arc<MockMailComposer> {
        let mut composer = MockMailComposer::new();
        composer.expect_compose().returning(|to, content| {
            assert!(matches!(content, MailContent::OrderConfirmation(summary) if summary.lines.len() == 1));
            OutgoingMail {
                to: to.to_owned(),
                subject: "Ihre Bestellung".into(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            }
        });
        Arc::new(composer)
    }

    fn order(status: PaymentStatus) -> Order {
        Order {
            id: OrderId::new(7),
            user_id: None,
            order_type: OrderType::Normal,
            order_status: OrderStatus::Processing,
            payment_status: status,
            totals: Totals::from_net(Cents::new(10_000)),
            voucher_code: None,
            created_at: at("2026-11-20 09:00"),
            paid_at: None,
            shipping_date: None,
            paid_after_cancellation: false,
            on_invoice: None,
            express: None,
            refunded_at: None,
            steps: Default::default(),
        }
    }

    fn checkout(order: i64) -> CheckoutRecord {
        CheckoutRecord {
            order_id: OrderId::new(order),
            provider: "stripe".into(),
            session_id: "cs_test_1".into(),
            checkout_url: "https://checkout.example/cs_test_1".into(),
            created_at: at("2026-11-20 09:01"),
        }
    }

    fn payment(amount: i64) -> PaymentReceived {
        PaymentReceived {
            event_id: Some("evt_1".into()),
            session_id: "cs_test_1".into(),
            order_id: OrderId::new(7),
            amount_total: Cents::new(amount),
            currency: "eur".into(),
        }
    }

    /// Paid on Friday 20.11.2026 at 11:00 in Germany: ships on Wednesday.
    fn promised_on() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
    }

    fn expect_invoice(repos: &mut MockRepos) {
        repos.invoices.expect_mark_due().returning(|_, _| Ok(()));
    }

    fn line() -> OrderLine {
        OrderLine {
            id: OrderLineId::new(1),
            order_id: OrderId::new(7),
            line: fixtures::card_line(5_000, 2),
        }
    }

    /// Repositories where the order and its session exist and the event is
    /// new; writing the paid state answers `!paid_meanwhile`.
    fn repos_for_a_new_payment(paid_meanwhile: bool) -> MockRepos {
        let mut repos = repos_without_update();
        expect_invoice(&mut repos);
        repos
            .orders
            .expect_update_state()
            .returning(move |_, _| Ok(!paid_meanwhile));
        repos
    }

    fn repos_without_update() -> MockRepos {
        let mut repos = MockRepos::default();
        repos
            .closures
            .expect_ending_from()
            .returning(|_| Ok(Vec::new()));
        repos
            .payments
            .expect_record_event()
            .returning(|_, _| Ok(true));
        repos
            .payments
            .expect_find_checkout()
            .returning(|_| Ok(Some(checkout(7))));
        // The session that took the money is the one a refund goes back through.
        repos
            .payments
            .expect_mark_checkout_paid()
            .withf(|session, at_| session == "cs_test_1" && *at_ == at("2026-11-20 10:00"))
            .returning(|_, _| Ok(()));
        // Pending when the payment arrives, paid when its invoice is issued.
        repos
            .orders
            .expect_find()
            .times(1)
            .returning(|_| Ok(Some(order(PaymentStatus::Pending))));
        repos.orders.expect_find().returning(|_| {
            let pending = order(PaymentStatus::Pending);
            Ok(Some(
                pending.paid(at("2026-11-20 10:00"), promised_on()).unwrap(),
            ))
        });
        repos.orders.expect_lines().returning(|_| Ok(vec![line()]));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        // The confirmation starts the cancellation window.
        repos
            .orders
            .expect_mark_confirmed()
            .returning(|_, _| Ok(true));
        // An account's order: no guest link to its QR codes.
        repos
            .qr_links
            .expect_of_order()
            .returning(|_| Ok(Vec::new()));
        repos
            .production
            .expect_record_approval_link()
            .returning(|_, _, _| Ok(()));
        repos
    }

    fn fulfilment(repos: MockRepos) -> Fulfilment {
        Fulfilment::new(
            Arc::new(repos.into_store()),
            clock(),
            composer(),
            super::testing::retry_links(),
        )
    }

    /// Expects the invoice and proof jobs of order 7, once each.
    fn expect_follow_up_jobs(repos: &mut MockRepos) {
        for kind in [JobKind::IssueInvoice, JobKind::PrepareProofs] {
            repos
                .jobs
                .expect_enqueue()
                .withf(move |job, now| {
                    job.kind == kind
                        && job.order_id == Some(OrderId::new(7))
                        && job.due_at == at("2026-11-20 10:00")
                        && *now == at("2026-11-20 10:00")
                })
                .times(1)
                .returning(|_, _| Ok(true));
        }
    }

    #[tokio::test]
    async fn a_payment_enqueues_its_invoice_and_proofs_in_its_transaction_and_mails_nothing_itself()
    {
        let mut repos = repos_without_update();
        repos
            .invoices
            .expect_mark_due()
            .times(1)
            .returning(|_, _| Ok(()));
        repos
            .orders
            .expect_update_state()
            .withf(|before, after| {
                before.payment_status == PaymentStatus::Pending
                    && after.id == OrderId::new(7)
                    && after.payment_status == PaymentStatus::Paid
                    && after.paid_at == Some(at("2026-11-20 10:00"))
                    && after.shipping_date == NaiveDate::from_ymd_opt(2026, 11, 25)
            })
            .times(1)
            .returning(|_, _| Ok(true));
        expect_follow_up_jobs(&mut repos);
        repos.outbox.expect_enqueue().never();
        repos.invoices.expect_claim_due().never();

        let outcome = fulfilment(repos)
            .payment_received(payment(11_900))
            .await
            .unwrap();

        assert_eq!(outcome, FulfilOutcome::Fulfilled);
    }

    #[tokio::test]
    async fn a_replayed_event_changes_nothing() {
        let mut repos = MockRepos::default();
        repos
            .payments
            .expect_record_event()
            .returning(|_, _| Ok(false));
        repos.orders.expect_update_state().never();
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let outcome = fulfilment(repos)
            .payment_received(payment(11_900))
            .await
            .unwrap();

        assert_eq!(outcome, FulfilOutcome::DuplicateEvent);
    }

    #[tokio::test]
    async fn an_order_paid_before_gets_no_second_mail() {
        let mut repos = repos_for_a_new_payment(true);
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let outcome = fulfilment(repos)
            .payment_received(payment(11_900))
            .await
            .unwrap();

        assert_eq!(outcome, FulfilOutcome::AlreadyPaid);
    }

    #[tokio::test]
    async fn a_wrong_amount_or_currency_is_refused() {
        for (amount, currency) in [(11_899, "eur"), (1, "eur"), (11_900, "usd")] {
            let mut repos = repos_without_update();
            repos.orders.expect_update_state().never();
            repos.outbox.expect_enqueue().never();
            repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
            let mut paid = payment(amount);
            paid.currency = currency.into();

            let result = fulfilment(repos).payment_received(paid).await;

            assert!(
                matches!(result, Err(FulfilError::Mismatch(_))),
                "{amount} {currency}"
            );
        }
    }

    #[tokio::test]
    async fn a_session_of_another_order_is_refused() {
        let mut repos = MockRepos::default();
        repos
            .payments
            .expect_record_event()
            .returning(|_, _| Ok(true));
        repos
            .payments
            .expect_find_checkout()
            .returning(|_| Ok(Some(checkout(8))));
        repos.orders.expect_update_state().never();

        let result = fulfilment(repos).payment_received(payment(11_900)).await;

        assert!(matches!(result, Err(FulfilError::Mismatch(_))));
    }

    #[tokio::test]
    async fn an_unknown_session_is_refused() {
        let mut repos = MockRepos::default();
        repos
            .payments
            .expect_record_event()
            .returning(|_, _| Ok(true));
        repos
            .payments
            .expect_find_checkout()
            .returning(|_| Ok(None));
        repos.orders.expect_update_state().never();

        let result = fulfilment(repos).payment_received(payment(11_900)).await;

        assert!(matches!(result, Err(FulfilError::UnknownSession)));
    }

    #[tokio::test]
    async fn other_events_change_nothing() {
        let mut repos = MockRepos::default();
        repos.payments.expect_record_event().never();
        repos.orders.expect_update_state().never();
        let fulfilment = fulfilment(repos);

        let outcome = fulfilment
            .handle_event(PaymentEvent::Ignored {
                event_id: "evt_4".into(),
            })
            .await
            .unwrap();

        assert_eq!(outcome, FulfilOutcome::NothingToDo);
    }

    fn with_code(order: Order) -> Order {
        Order {
            voucher_code: Some(VoucherCode::parse("SOMMER10").unwrap()),
            ..order
        }
    }

    #[tokio::test]
    async fn an_expired_checkout_gives_the_code_use_back_only_when_it_was_the_orders_latest() {
        for (expired, status, releases) in [
            ("cs_test_1", PaymentStatus::Pending, 1),
            ("cs_test_older", PaymentStatus::Pending, 0),
            ("cs_test_1", PaymentStatus::Paid, 0),
        ] {
            let mut repos = MockRepos::default();
            repos.payments.expect_record_event().never();
            repos.orders.expect_update_state().never();
            repos
                .payments
                .expect_close_checkout()
                .withf(move |session| session == expired)
                .times(1)
                .returning(|_| Ok(()));
            repos
                .payments
                .expect_latest_checkout()
                .returning(|_| Ok(Some(checkout(7))));
            repos
                .orders
                .expect_find()
                .returning(move |_| Ok(Some(with_code(order(status)))));
            repos
                .vouchers
                .expect_release()
                .withf(|order| *order == OrderId::new(7))
                .times(releases)
                .returning(|_| Ok(true));

            let outcome = fulfilment(repos)
                .handle_event(PaymentEvent::CheckoutFailed {
                    event_id: "evt_2".into(),
                    session_id: expired.into(),
                    order_id: OrderId::new(7),
                })
                .await
                .unwrap();

            assert_eq!(outcome, FulfilOutcome::NothingToDo, "{expired} {status:?}");
        }
    }

    /// A composer that names each mail after its kind.
    fn naming_composer() -> Arc<MockMailComposer> {
        let mut composer = MockMailComposer::new();
        composer
            .expect_compose()
            .returning(|to, content| OutgoingMail {
                to: to.to_owned(),
                subject: match content {
                    MailContent::PaymentClearing { .. } => "clearing".into(),
                    MailContent::PaymentFailed { link, .. } => format!("failed {link}"),
                    _ => "other".into(),
                },
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            });
        Arc::new(composer)
    }

    fn delayed(repos: MockRepos) -> Fulfilment {
        let mut secrets = shop_ports::secrets::MockSecretGenerator::new();
        secrets.expect_token().returning(|| "retry-token".into());
        Fulfilment::new(
            Arc::new(repos.into_store()),
            clock(),
            naming_composer(),
            super::RetryLinks {
                secrets: Arc::new(secrets),
                public_url: "https://shop.example/".into(),
            },
        )
    }

    fn unpaid_completion() -> PaymentEvent {
        PaymentEvent::CheckoutCompleted {
            event_id: "evt_3".into(),
            session_id: "cs_test_1".into(),
            order_id: OrderId::new(7),
            paid: false,
            amount_total: Cents::new(11_900),
            currency: "eur".into(),
        }
    }

    #[tokio::test]
    async fn an_unpaid_completion_clears_the_payment_and_tells_the_buyer_without_issuing() {
        let mut repos = MockRepos::default();
        repos
            .payments
            .expect_record_event()
            .returning(|_, _| Ok(true));
        repos
            .payments
            .expect_find_checkout()
            .returning(|_| Ok(Some(checkout(7))));
        repos
            .orders
            .expect_find()
            .returning(|_| Ok(Some(order(PaymentStatus::Pending))));
        repos
            .orders
            .expect_update_state()
            .withf(|_, after| after.payment_status == PaymentStatus::Processing)
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| mail.subject == "clearing")
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
        repos.invoices.expect_mark_due().never();

        let outcome = delayed(repos).handle_event(unpaid_completion()).await;

        assert_eq!(outcome.unwrap(), FulfilOutcome::Clearing);
    }

    #[tokio::test]
    async fn an_unpaid_completion_after_the_payment_changes_nothing() {
        let mut repos = MockRepos::default();
        repos
            .payments
            .expect_record_event()
            .returning(|_, _| Ok(true));
        repos
            .payments
            .expect_find_checkout()
            .returning(|_| Ok(Some(checkout(7))));
        repos.orders.expect_find().returning(|_| {
            Ok(Some(
                order(PaymentStatus::Pending)
                    .paid(at("2026-11-20 09:30"), promised_on())
                    .unwrap(),
            ))
        });
        repos.orders.expect_update_state().never();
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let outcome = delayed(repos).handle_event(unpaid_completion()).await;

        assert_eq!(outcome.unwrap(), FulfilOutcome::NothingToDo);
    }

    #[tokio::test]
    async fn a_failed_delayed_payment_mails_a_new_link_and_issues_nothing() {
        failed_delayed_payment(order(PaymentStatus::Pending), 0).await;
    }

    #[tokio::test]
    async fn a_failed_delayed_payment_gives_the_code_use_back() {
        failed_delayed_payment(with_code(order(PaymentStatus::Pending)), 1).await;
    }

    async fn failed_delayed_payment(placed: Order, releases: usize) {
        let mut repos = MockRepos::default();
        repos
            .payments
            .expect_record_event()
            .returning(|_, _| Ok(true));
        repos
            .payments
            .expect_find_checkout()
            .returning(|_| Ok(Some(checkout(7))));
        repos
            .orders
            .expect_find()
            .returning(move |_| Ok(Some(placed.with_payment_status(PaymentStatus::Processing))));
        repos
            .orders
            .expect_update_state()
            .withf(|_, after| after.payment_status == PaymentStatus::Failed)
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        repos
            .payments
            .expect_record_payment_link()
            .withf(|order, hash, _| {
                *order == OrderId::new(7) && hash.len() == 64 && hash != "retry-token"
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| {
                mail.subject == "failed https://shop.example/api/payments/link/retry-token"
            })
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
        repos.invoices.expect_mark_due().never();
        repos
            .vouchers
            .expect_release()
            .times(releases)
            .returning(|_| Ok(true));

        let outcome = delayed(repos)
            .handle_event(PaymentEvent::AsyncPaymentFailed {
                event_id: "evt_5".into(),
                session_id: "cs_test_1".into(),
                order_id: OrderId::new(7),
            })
            .await;

        assert_eq!(outcome.unwrap(), FulfilOutcome::PaymentFailed);
    }
}
