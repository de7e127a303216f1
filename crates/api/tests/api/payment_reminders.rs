//! An invoice bought on invoice that stays unpaid, on both databases: its
//! PDF carries the GiroCode, the reminder and the first dunning letter go
//! out once each on their days (the letter with its interest to the cent),
//! an order paid in time gets none, and the overdue account may not order
//! on invoice until it pays.

use actix_web::{http::StatusCode, test};
use chrono::{Days, NaiveDate, TimeDelta};
use serde_json::json;
use shop_api::startup::app;
use shop_domain::{
    Cents, DocumentKind, OrderId, Role,
    berlin::berlin_day,
    default_interest::{BaseRates, DefaultInterest},
    payment_reminder::ReminderStep,
};

use crate::{
    pay_on_invoice::{customer_with_terms, invoiced_order, order_paid_by},
    support::{
        TestShop, active_company_user, call, databases, mails_to, post_json, run_jobs_ahead,
        shop_on, sign_in, with_cookie,
    },
};

const BUYER: &str = "wirt@roma-rechnung.test";

/// The number of order `order_id`'s invoice.
async fn invoice_number(shop: &TestShop, order_id: i64) -> String {
    shop_ports::read(&*shop.ctx.state.store, move |repos| {
        repos
            .invoices()
            .find(OrderId::new(order_id), DocumentKind::Invoice)
    })
    .await
    .unwrap()
    .expect("the invoice is issued")
    .number
}

/// Moves order `order_id`'s due date to `due_on`, as if the days had passed.
async fn due_on(shop: &TestShop, order_id: i64, due_on: NaiveDate) {
    shop_ports::write(&*shop.ctx.state.store, move |repos| {
        repos
            .invoice_terms()
            .set_due_on(OrderId::new(order_id), due_on)
    })
    .await
    .unwrap();
}

async fn letters_are_sent_once_on_their_days(database: databases::TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let buyer = Some(customer_with_terms(&shop, &service, BUYER, 50_000).await);
    let (late, total) = invoiced_order(&shop, &service, &buyer).await;
    let (paid_in_time, _) = invoiced_order(&shop, &service, &buyer).await;
    let late_invoice = invoice_number(&shop, late).await;
    let paid_invoice = invoice_number(&shop, paid_in_time).await;

    // The PDF tells a banking app what to transfer: every field of the GiroCode.
    let pdf = test::call_service(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/orders/{late}/invoice.pdf")),
            &buyer,
        )
        .to_request(),
    )
    .await;
    assert_eq!(pdf.status(), StatusCode::OK);
    let pdf = test::read_body(pdf).await;
    let codes = shop_print::read_qr_codes(&pdf, 300.0).unwrap().texts;
    let amount = format!("EUR{}.{:02}", total / 100, total % 100);
    assert_eq!(
        codes,
        [format!(
            "BCD\n002\n1\nSCT\nCOBADEFFXXX\nPrimeCards GmbH\nDE89370400440532013000\n{amount}\n\n\n{late_invoice}"
        )]
    );

    // 50,00 € arrive on the late one; the other is paid in full in time.
    let today = berlin_day(chrono::Utc::now().naive_utc());
    let pay = |order: i64, cents: i64| {
        let state = shop.ctx.state.clone();
        async move {
            state
                .pay_on_invoice
                .book_payment(OrderId::new(order), cents, today, String::new())
                .await
                .unwrap()
        }
    };
    pay(late, 5_000).await;
    assert!(
        pay(paid_in_time, total).await.settled,
        "both orders cost the same"
    );

    // Twenty days later: both letters of the late invoice are due, and none of the paid one.
    let due = today - Days::new(20);
    due_on(&shop, late, due).await;
    due_on(&shop, paid_in_time, due).await;
    run_jobs_ahead(&shop, TimeDelta::days(40)).await;

    let mails = mails_to(&shop, BUYER).await;
    let about = |invoice: &str, words: &str| {
        mails
            .iter()
            .filter(|text| text.contains(invoice) && text.contains(words))
            .count()
    };
    assert_eq!(
        about(&late_invoice, "sicher ist es Ihnen im Alltag entgangen"),
        1
    );
    assert_eq!(about(&late_invoice, "Aufstellung zum"), 1);
    assert_eq!(about(&paid_invoice, "war am"), 0, "no letter after payment");

    // The dunning letter: what is open, 20 days of interest, the fee.
    let open = Cents::new(total - 5_000);
    let owed = DefaultInterest::owed(open, due, today, &BaseRates::published());
    let dunning = mails
        .iter()
        .find(|text| text.contains("Aufstellung zum"))
        .unwrap();
    for line in [
        format!("Offener Rechnungsbetrag: {open}"),
        format!("Verzugszinsen (auf den Cent gerundet): {}", owed.interest),
        "Verzugspauschale (§ 288 Abs. 5 BGB): 40,00 €".to_owned(),
        format!("Zu zahlender Gesamtbetrag: {}", owed.total()),
    ] {
        assert!(dunning.contains(&line), "{line}: {dunning}");
    }
    println!("dunning letter:\n{dunning}");

    // A job that runs again sends nothing twice.
    for step in ReminderStep::ALL {
        assert!(
            !shop
                .ctx
                .state
                .pay_on_invoice
                .send_reminder(OrderId::new(late), step)
                .await
                .unwrap()
        );
    }
    assert_eq!(mails_to(&shop, BUYER).await.len(), mails.len());

    // The back office sees which letters went out.
    active_company_user(&shop, "chef@rechnung.test", "PrimeCards", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@rechnung.test").await);
    let (status, details, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get()
                .uri(&format!("/api/orderLine/get-order-details?order_id={late}")),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{details}");
    let steps: Vec<&str> = details["invoiceLetters"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|letter| letter["step"].as_str())
        .collect();
    assert_eq!(steps, ["reminder", "dunning"], "{details}");

    // Overdue: no further order on invoice until it is paid.
    let refusal = format!(
        "Die Rechnung {late_invoice} ist seit dem {} fällig. Bitte begleichen Sie sie zuerst.",
        due.format("%d.%m.%Y")
    );
    let (status, offered, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/invoice-terms"), &buyer),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(offered["reason"], json!(refusal), "{offered}");
    let (status, refused, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_paid_by(BUYER, "invoice"),
            ),
            &buyer,
        ),
    )
    .await;
    assert_eq!(
        (
            status,
            refused["code"].as_str(),
            refused["message"].as_str()
        ),
        (
            StatusCode::CONFLICT,
            Some("invoice.overdue"),
            Some(refusal.as_str())
        )
    );
    pay(late, total - 5_000).await;
    let (_, offered, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/invoice-terms"), &buyer),
    )
    .await;
    assert_eq!(offered["available"], json!(true), "{offered}");
}

#[actix_web::test]
async fn letters_for_an_unpaid_invoice_go_out_once_on_their_days_on_sqlite() {
    letters_are_sent_once_on_their_days(databases::TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn letters_for_an_unpaid_invoice_go_out_once_on_their_days_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        letters_are_sent_once_on_their_days(database).await;
    }
}
