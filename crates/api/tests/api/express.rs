//! 'Express-Produktion' and the kept promise through the HTTP API, on both
//! databases: the surcharge is a line of its own with its VAT, on the
//! invoice too; the promise is stored at payment and renewed at the last
//! approval, with 'Neuer Liefertermin' once when that approval came late;
//! the surcharge goes back once, with its credit note and mail, when the
//! shop ships after the promised day, and not when the buyer approved late.

use actix_web::{cookie::Cookie, http::StatusCode, test};
use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::{
    Role,
    delivery_promise::{Approval, Destination, promise},
};

use crate::{
    invoices::{keep_sample, set_status},
    lifecycle::{BUYER, card_order},
    support::{
        TestShop, active_user, call, databases, mails_to, pay_locally, post_json, run_jobs,
        shop_on, sign_in, with_cookie,
    },
};

type Session = Option<Cookie<'static>>;

/// A day the shop promised long ago: any shipping now is after it.
const LONG_AGO: &str = "2020-01-06";

fn express_order() -> Value {
    let mut body = card_order();
    body["express"] = json!(true);
    body
}

/// The stored order as its buyer's confirmation page reads it.
async fn payment_state<S, B>(service: &S, order_id: i64, buyer: &Session) -> Value
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, state, _) = call(
        service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/check-payment-status?order_id={order_id}"
            )),
            buyer,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{state}");
    state
}

fn day_of(state: &Value) -> NaiveDate {
    NaiveDate::parse_from_str(state["shippingDate"].as_str().unwrap(), "%Y-%m-%d").unwrap()
}

/// Waits until the order's proofs are ready; its one design line.
async fn proof_line(shop: &TestShop, order_id: i64) -> i64 {
    let url = shop.database_url();
    for _ in 0..300 {
        run_jobs(shop).await;
        let ready = databases::numbers(
            &url,
            &format!(
                "SELECT COUNT(*) AS value FROM orders WHERE id = {order_id} AND proof_ready_at IS NOT NULL"
            ),
        )[0];
        if ready == 1 {
            return databases::numbers(
                &url,
                &format!("SELECT id AS value FROM order_lines WHERE order_id = {order_id}"),
            )[0];
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the proofs of order {order_id} never got ready");
}

fn mails_naming(mails: &[String], order_id: i64, phrase: &str) -> usize {
    mails
        .iter()
        .filter(|mail| {
            mail.contains(&format!("Bestellung Nr. {order_id}")) && mail.contains(phrase)
        })
        .count()
}

/// The bytes served at `uri` to `cookie`.
async fn bytes_of<S, B>(service: &S, uri: &str, cookie: &Session) -> Vec<u8>
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let response = test::call_service(
        service,
        with_cookie(test::TestRequest::get().uri(uri), cookie).to_request(),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK, "{uri}");
    test::read_body(response).await.to_vec()
}

async fn express_orders(database: databases::TestDatabase, label: &str) {
    let shop = shop_on(database).await;
    active_user(&shop, "chef@express.test", Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = Some(sign_in(&service, "chef@express.test").await);
    let url = shop.database_url();
    let place = |body: Value| call(&service, post_json("/api/orderLine/create-order", &body));
    let approve = |line: i64, buyer: Session| {
        let service = &service;
        async move {
            let (status, approved, _) = call(
                service,
                with_cookie(
                    post_json(
                        &format!("/api/order-lines/{line}/approve"),
                        &json!({"version": 1}),
                    ),
                    &buyer,
                ),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{approved}");
            assert_eq!(approved["orderStatus"], "Approved");
        }
    };
    let ship = |order_id: i64| {
        let (service, admin, shop) = (&service, &admin, &shop);
        async move {
            let (status, started, _) = call(
                service,
                with_cookie(
                    post_json("/api/production/start", &json!({"orderIds": [order_id]})),
                    admin,
                ),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{started}");
            let (status, shipped) = set_status(service, admin, order_id, "Shipped").await;
            assert_eq!(status, StatusCode::OK, "{shipped}");
            run_jobs(shop).await;
        }
    };

    // The surcharge is a line of its own, with its VAT: 29,90 € + 5,68 €.
    let (_, plain, _) = place(card_order()).await;
    let (status, express, buyer) = place(express_order()).await;
    assert_eq!(status, StatusCode::CREATED, "{express}");
    assert_eq!(express["expressSurcharge"], 2_990, "{express}");
    assert_eq!(plain["expressSurcharge"], Value::Null, "{plain}");
    assert_eq!(
        express["totalAmount"].as_i64().unwrap() - plain["totalAmount"].as_i64().unwrap(),
        3_558
    );
    let late_approver = express["id"].as_i64().unwrap();
    pay_locally(&shop, &service, &express["id"], &buyer).await;

    // The stored promise: an express order, from its payment, still to be approved.
    let state = payment_state(&service, late_approver, &buyer).await;
    let paid_at: NaiveDateTime =
        DateTime::parse_from_rfc3339(state["paymentTime"].as_str().unwrap())
            .unwrap()
            .naive_utc();
    let promised = promise(
        paid_at,
        Destination::Germany,
        true,
        Some(paid_at),
        Approval::Waiting,
        &[],
    );
    assert_eq!(day_of(&state), promised.ship_on, "{state}");
    // The confirmation asks for the approval with its deadline, as the approval page does.
    let mails = mails_to(&shop, BUYER).await;
    assert!(
        mails
            .iter()
            .any(|mail| mail.contains(&promised.approval_sentence())),
        "{mails:#?}"
    );
    // Before a closure is saved, the admin sees the orders it would make late.
    let affected = |from: NaiveDate, to: NaiveDate| {
        let (service, admin) = (&service, &admin);
        async move {
            let (status, affected, _) = call(
                service,
                with_cookie(
                    test::TestRequest::get()
                        .uri(&format!("/api/admin/closures/affected?from={from}&to={to}")),
                    admin,
                ),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{affected}");
            affected["orders"]
                .as_array()
                .unwrap()
                .iter()
                .map(|order| (order["orderId"].as_i64().unwrap(), order["shipBy"].clone()))
                .collect::<Vec<_>>()
        }
    };
    let today = shop_domain::berlin::berlin_day(Utc::now().naive_utc());
    let ship_on = promised.ship_on;
    assert_eq!(
        affected(today, ship_on).await,
        [(late_approver, json!(ship_on.to_string()))]
    );
    let after_it = ship_on + chrono::Days::new(1);
    assert_eq!(
        affected(after_it, after_it + chrono::Days::new(9)).await,
        []
    );
    let (status, refused, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get()
                .uri("/api/admin/closures/affected?from=2027-01-01&to=2026-12-24"),
            &admin,
        ),
    )
    .await;
    assert_eq!(
        (status, refused["message"].as_str()),
        (
            StatusCode::BAD_REQUEST,
            Some("Der letzte Tag darf nicht vor dem ersten liegen.")
        )
    );
    let xml = |order: i64, document: &'static str, buyer: Session| {
        let service = &service;
        async move {
            let uri = format!("/api/orders/{order}/{document}.xml");
            String::from_utf8(bytes_of(service, &uri, &buyer).await).unwrap()
        }
    };
    let invoice = xml(late_approver, "invoice", buyer.clone()).await;
    assert!(invoice.contains("Express-Produktion"), "{invoice}");

    // The buyer approves after the promised day: a new date, told once, and no refund.
    let line = proof_line(&shop, late_approver).await;
    databases::execute(
        &url,
        &format!("UPDATE orders SET shipping_date = '{LONG_AGO}' WHERE id = {late_approver}"),
    );
    let before = Utc::now().naive_utc();
    approve(line, buyer.clone()).await;
    let after = Utc::now().naive_utc();
    let renewed = day_of(&payment_state(&service, late_approver, &buyer).await);
    let at = |now| {
        promise(
            now,
            Destination::Germany,
            true,
            Some(paid_at),
            Approval::At(now),
            &[],
        )
        .ship_on
    };
    assert!(renewed == at(before) || renewed == at(after), "{renewed}");
    let mails = mails_to(&shop, BUYER).await;
    assert_eq!(
        mails_naming(&mails, late_approver, "statt am 06.01.2020"),
        1,
        "{mails:#?}"
    );
    ship(late_approver).await;
    let mails = mails_to(&shop, BUYER).await;
    assert_eq!(mails_naming(&mails, late_approver, "Express-Zuschlag"), 0);
    assert_eq!(
        databases::numbers(
            &url,
            &format!(
                "SELECT COUNT(*) AS value FROM jobs WHERE kind = 'refund_express' AND order_id = {late_approver}"
            ),
        ),
        [0]
    );

    // The shop ships after the promised day: the surcharge goes back, once.
    let (_, express, buyer) = place(express_order()).await;
    let shipped_late = express["id"].as_i64().unwrap();
    pay_locally(&shop, &service, &express["id"], &buyer).await;
    let line = proof_line(&shop, shipped_late).await;
    approve(line, buyer.clone()).await;
    databases::execute(
        &url,
        &format!("UPDATE orders SET shipping_date = '{LONG_AGO}' WHERE id = {shipped_late}"),
    );
    ship(shipped_late).await;
    run_jobs(&shop).await;
    let mails = mails_to(&shop, BUYER).await;
    assert_eq!(
        mails_naming(&mails, shipped_late, "später versendet als zugesagt"),
        1,
        "{mails:#?}"
    );
    assert!(
        mails.iter().any(|mail| mail.contains("35,58 €")
            && mail.contains(&format!("Bestellung Nr. {shipped_late}"))),
        "{mails:#?}"
    );
    let credit_note = xml(shipped_late, "credit-note", buyer.clone()).await;
    assert!(credit_note.contains("Express-Produktion"), "{credit_note}");
    assert!(credit_note.contains("35.58"), "{credit_note}");
    // The validator chain checks both documents of the express line (EN 16931, Factur-X).
    for document in ["invoice", "credit-note"] {
        for format in ["xml", "pdf"] {
            let uri = format!("/api/orders/{shipped_late}/{document}.{format}");
            let bytes = bytes_of(&service, &uri, &buyer).await;
            keep_sample(&format!("api-{label}-express-{document}.{format}"), &bytes);
        }
    }
    assert_eq!(
        databases::texts(
            &url,
            &format!(
                "SELECT refund_id AS value FROM order_express WHERE order_id = {shipped_late} AND refunded_at IS NOT NULL"
            ),
        )
        .len(),
        1
    );
    // One of the two shipped on or before its promised day.
    let (status, on_time, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/admin/on-time"), &admin),
    )
    .await;
    assert_eq!(
        (status, on_time),
        (StatusCode::OK, json!({"percent": 50, "shipped": 2}))
    );
    let (status, cancelled) = set_status(&service, &admin, shipped_late, "Cancelled").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{cancelled}");
    let (status, delivered) = set_status(&service, &admin, shipped_late, "Delivered").await;
    assert_eq!(status, StatusCode::OK, "{delivered}");
    run_jobs(&shop).await;
    let mails = mails_to(&shop, BUYER).await;
    assert_eq!(
        mails_naming(&mails, shipped_late, "später versendet als zugesagt"),
        1
    );
    let (_, order, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-order-details?order_id={shipped_late}"
            )),
            &admin,
        ),
    )
    .await;
    assert!(order.to_string().contains("expressRefundedAt"), "{order}");
}

#[actix_web::test]
async fn express_costs_its_line_and_is_refunded_once_when_the_shop_ships_late_on_sqlite() {
    express_orders(databases::TestDatabase::sqlite(), "sqlite").await;
}

#[actix_web::test]
async fn express_costs_its_line_and_is_refunded_once_when_the_shop_ships_late_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        express_orders(database, "postgres").await;
    }
}
