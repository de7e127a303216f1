//! The letters for an invoice bought on invoice that stays unpaid: a
//! reminder three days after its due date, the first dunning letter after
//! fourteen. Each is a job scheduled when the invoice is issued, sent once
//! (its row is written with its mail), and never once the order is paid
//! or cancelled.

use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
use shop_domain::{
    Cents, DocumentKind, OrderId, OrderStatus, PaymentStatus,
    berlin::{berlin_day, berlin_day_start},
    default_interest::BaseRates,
    payment_reminder::{ReminderLetter, ReminderStep},
};
use shop_ports::{
    Repos, StoreError,
    mailer::{MailComposer, MailContent},
};

use super::payments::tally;

/// Letters go out at nine in the morning, German time.
const SENT_AT_HOUR: i64 = 9;

/// Schedules both letters for order `order_id`'s invoice due on `due_on`,
/// in the caller's (the issuing) transaction.
///
/// # Errors
/// Storage failure.
pub fn schedule_reminders(
    repos: &mut dyn Repos,
    order_id: OrderId,
    due_on: NaiveDate,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    for step in ReminderStep::ALL {
        let due_at = berlin_day_start(step.on(due_on)) + TimeDelta::hours(SENT_AT_HOUR);
        crate::jobs::schedule_for_order(repos, step.job_kind(), order_id, "invoice", now, due_at)?;
    }
    Ok(())
}

/// Sends letter `step` for order `order_id` when its invoice is still
/// open on `now`'s day and the letter was not sent before; whether it went out.
pub(crate) fn send(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    rates: &BaseRates,
    order_id: OrderId,
    step: ReminderStep,
    now: NaiveDateTime,
) -> Result<bool, StoreError> {
    // The same lock as a booked payment: a letter never crosses it.
    repos.orders().lock(order_id)?;
    let Some(order) = repos.orders().find(order_id)? else {
        return Ok(false);
    };
    if order.payment_status != PaymentStatus::Invoiced
        || order.order_status == OrderStatus::Cancelled
    {
        return Ok(false);
    }
    let Some(due_on) = order.on_invoice.and_then(|terms| terms.due_on) else {
        return Ok(false);
    };
    let Some(invoice) = repos.invoices().find(order_id, DocumentKind::Invoice)? else {
        return Ok(false);
    };
    let received = tally(repos, &order)?;
    let open = Cents::new(received.total.get().saturating_sub(received.paid.get()));
    let Some(letter) =
        ReminderLetter::write(step, &invoice.number, due_on, open, berlin_day(now), rates)
    else {
        tracing::warn!(
            order = order_id.get(),
            step = step.as_str(),
            "a payment letter's job ran before its day; nothing sent"
        );
        return Ok(false);
    };
    let Some(shipping) = repos.orders().shipping(order_id)? else {
        return Ok(false);
    };
    if !repos
        .invoice_terms()
        .mark_reminder_sent(order_id, step, now)?
    {
        return Ok(false);
    }
    let mail = composer.compose(
        shipping.email.as_str(),
        &MailContent::PaymentReminder {
            order_id,
            recipient_name: shipping.contact_person.to_string(),
            letter,
        },
    );
    crate::jobs::queue_mail(repos, &mail, Some(order_id), now)?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, NaiveDateTime};
    use shop_domain::{
        Cents, OnInvoice, Order, OrderId, OrderStatus, OrderType, PaymentStatus,
        default_interest::BaseRates, fixtures, invoice_terms::BookedPayment, job::JobKind,
        payment_reminder::ReminderStep,
    };
    use shop_ports::{
        invoices::StoredDocument,
        mailer::{MailContent, MockMailComposer, OutgoingMail},
        testing::MockRepos,
    };

    use super::{schedule_reminders, send};

    fn at(raw: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(raw, "%Y-%m-%d %H:%M").unwrap()
    }

    fn due() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()
    }

    /// Order 1 bought on invoice (11,90 € gross), its invoice due on 1 December.
    fn order_on_invoice(payment: PaymentStatus, status: OrderStatus) -> Order {
        let mut order = fixtures::order(OrderType::Normal, status, payment);
        order.on_invoice = Some(OnInvoice {
            days: 14,
            due_on: Some(due()),
        });
        order
    }

    /// Repos holding `order`, its invoice, `paid` cents received and its
    /// buyer; marking the letter answers `first`.
    fn repos_with(order: Order, paid: i64, first: bool) -> MockRepos {
        let mut repos = MockRepos::default();
        repos.orders.expect_lock().returning(|_| Ok(true));
        repos
            .orders
            .expect_find()
            .returning(move |_| Ok(Some(order.clone())));
        repos.invoices.expect_find().returning(|order_id, kind| {
            Ok(Some(StoredDocument {
                number: "RE-2026-00042".into(),
                order_id,
                kind,
                issued_on: NaiveDate::from_ymd_opt(2026, 11, 17).unwrap(),
                xml: String::new(),
                pdf: Vec::new(),
            }))
        });
        repos
            .invoice_terms
            .expect_payments_of()
            .returning(move |_| {
                Ok((paid > 0)
                    .then(|| BookedPayment {
                        amount: Cents::new(paid),
                        paid_on: due(),
                        note: String::new(),
                    })
                    .into_iter()
                    .collect())
            });
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .invoice_terms
            .expect_mark_reminder_sent()
            .returning(move |_, _, _| Ok(first));
        repos
    }

    fn composer_expecting(
        times: usize,
        check: impl Fn(&MailContent) -> bool + Send + 'static,
    ) -> MockMailComposer {
        let mut composer = MockMailComposer::new();
        composer
            .expect_compose()
            .withf(move |_, content| check(content))
            .times(times)
            .returning(|to, _| OutgoingMail {
                to: to.to_owned(),
                subject: String::new(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            });
        composer
    }

    fn expect_mail_queued(repos: &mut MockRepos, times: usize) {
        repos
            .outbox
            .expect_enqueue()
            .times(times)
            .returning(|_, _| Ok(5));
        repos
            .jobs
            .expect_enqueue()
            .withf(|job, _| job.kind == JobKind::DeliverMail)
            .times(times)
            .returning(|_, _| Ok(true));
    }

    #[test]
    fn both_letters_are_scheduled_at_nine_in_the_morning_german_time() {
        let mut repos = MockRepos::default();
        repos
            .jobs
            .expect_enqueue()
            .withf(|job, _| {
                job.kind == JobKind::RemindInvoice && job.due_at == at("2026-12-04 08:00")
            })
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .jobs
            .expect_enqueue()
            .withf(|job, _| {
                job.kind == JobKind::DunInvoice
                    && job.due_at == at("2026-12-15 08:00")
                    && job.unique_key.as_deref() == Some("dun_invoice:1:invoice")
            })
            .times(1)
            .returning(|_, _| Ok(true));

        schedule_reminders(&mut repos, OrderId::new(1), due(), at("2026-11-17 10:00")).unwrap();
    }

    #[test]
    fn the_reminder_goes_out_on_its_day_once() {
        let order = order_on_invoice(PaymentStatus::Invoiced, OrderStatus::Processing);
        let mut repos = repos_with(order.clone(), 0, true);
        expect_mail_queued(&mut repos, 1);
        let composer = composer_expecting(1, |content| {
            matches!(content, MailContent::PaymentReminder { letter, .. }
                if letter.step == ReminderStep::Reminder && letter.open == Cents::new(1_190))
        });
        let rates = BaseRates::published();

        let sent = send(
            &mut repos,
            &composer,
            &rates,
            OrderId::new(1),
            ReminderStep::Reminder,
            at("2026-12-04 08:00"),
        )
        .unwrap();
        assert!(sent);

        // Its job again: the letter is marked as sent, so nothing goes out.
        let mut again = repos_with(order, 0, false);
        expect_mail_queued(&mut again, 0);
        let silent = composer_expecting(0, |_| true);
        assert!(
            !send(
                &mut again,
                &silent,
                &rates,
                OrderId::new(1),
                ReminderStep::Reminder,
                at("2026-12-04 08:05"),
            )
            .unwrap()
        );
    }

    #[test]
    fn the_dunning_letter_reckons_interest_on_what_is_still_open() {
        let order = order_on_invoice(PaymentStatus::Invoiced, OrderStatus::Shipped);
        let mut repos = repos_with(order, 190, true);
        expect_mail_queued(&mut repos, 1);
        // 10,00 € open for 14 days at 10,27 %: 0,0393… → 0,04 €; and the fee.
        let composer = composer_expecting(1, |content| {
            matches!(content, MailContent::PaymentReminder { letter, .. }
            if letter.step == ReminderStep::Dunning
                && letter.open == Cents::new(1_000)
                && letter.interest.as_ref().is_some_and(|owed| {
                    owed.interest == Cents::new(4) && owed.fee == Cents::new(4_000)
                }))
        });

        assert!(
            send(
                &mut repos,
                &composer,
                &BaseRates::published(),
                OrderId::new(1),
                ReminderStep::Dunning,
                at("2026-12-15 08:00"),
            )
            .unwrap()
        );
    }

    #[test]
    fn no_letter_after_payment_after_cancellation_or_before_its_day() {
        for (order, now) in [
            (
                order_on_invoice(PaymentStatus::Paid, OrderStatus::Shipped),
                "2026-12-20 08:00",
            ),
            (
                order_on_invoice(PaymentStatus::Invoiced, OrderStatus::Cancelled),
                "2026-12-20 08:00",
            ),
            (
                order_on_invoice(PaymentStatus::Invoiced, OrderStatus::Processing),
                "2026-12-14 08:00",
            ),
        ] {
            let mut repos = repos_with(order, 0, true);
            repos.invoice_terms.checkpoint();
            repos
                .invoice_terms
                .expect_payments_of()
                .returning(|_| Ok(Vec::new()));
            repos.invoice_terms.expect_mark_reminder_sent().never();
            expect_mail_queued(&mut repos, 0);
            let composer = composer_expecting(0, |_| true);

            assert!(
                !send(
                    &mut repos,
                    &composer,
                    &BaseRates::published(),
                    OrderId::new(1),
                    ReminderStep::Dunning,
                    at(now),
                )
                .unwrap(),
                "{now}"
            );
        }
    }
}
