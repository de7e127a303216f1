//! A buyer's cancellation racing the back office, against a local mock of
//! Stripe whose refunds take 0 s, 0.4 s or 2.5 s: each order ends cancelled
//! with exactly one refund, one credit note and no production mail, or in
//! production with no refund; and Stripe's refunds equal the shop's records.

use std::{collections::BTreeSet, time::Duration};

use actix_web::{cookie::Cookie, http::StatusCode, test};
use serde_json::{Value, json};
use shop_api::startup::app;
use wiremock::{
    Mock, MockServer, Request, Respond, ResponseTemplate,
    matchers::{method, path, path_regex},
};

use crate::{
    stripe_webhooks::{WEBHOOK_SECRET, fixture, signature, webhook},
    support::{TestShop, call, databases, post_json},
};

/// Races per refund delay and database, as the issue asks.
const RACES: usize = 50;

fn form(request: &Request) -> Vec<(String, String)> {
    form_urlencoded::parse(&request.body)
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect()
}

/// Stripe's example session for `order_id`, one id per order.
fn session_of(order_id: &str, payment_status: &str, amount: i64) -> Value {
    crate::stripe_webhooks::checkout_session(
        &format!("cs_test_race_{order_id}"),
        &format!("pi_race_{order_id}"),
        order_id,
        payment_status,
        amount,
    )
}

/// A new Checkout Session for the order the shop names.
struct OpensSessions;

impl Respond for OpensSessions {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let order_id = form(request)
            .into_iter()
            .find(|(key, _)| key == "client_reference_id")
            .map(|(_, value)| value)
            .unwrap_or_default();
        ResponseTemplate::new(200).set_body_json(session_of(&order_id, "unpaid", 0))
    }
}

/// The paid session a refund looks its payment up in.
struct PaidSessions;

impl Respond for PaidSessions {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let order_id = request
            .url
            .path()
            .rsplit("cs_test_race_")
            .next()
            .unwrap_or_default()
            .to_owned();
        ResponseTemplate::new(200).set_body_json(session_of(&order_id, "paid", 0))
    }
}

/// A refund that takes `delay`; the same idempotency key is the same refund.
struct SlowRefunds {
    delay: Duration,
}

impl Respond for SlowRefunds {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let key = request
            .headers
            .get("Idempotency-Key")
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default();
        let mut refund = fixture("refund.json");
        refund["id"] = json!(format!("re_{}", key.replace('-', "_")));
        refund["currency"] = json!("eur");
        refund["amount"] = json!(
            form(request)
                .into_iter()
                .find(|(field, _)| field == "amount")
                .map_or(0, |(_, value)| value.parse::<i64>().unwrap_or(0))
        );
        ResponseTemplate::new(200)
            .set_body_json(refund)
            .set_delay(self.delay)
    }
}

async fn stripe_mock(refund_delay: Duration) -> MockServer {
    let stripe = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(OpensSessions)
        .mount(&stripe)
        .await;
    Mock::given(method("GET"))
        .and(path_regex("^/v1/checkout/sessions/cs_test_race_[0-9]+$"))
        .respond_with(PaidSessions)
        .mount(&stripe)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/refunds"))
        .respond_with(SlowRefunds {
            delay: refund_delay,
        })
        .mount(&stripe)
        .await;
    stripe
}

async fn stripe_shop(database: Option<databases::TestDatabase>, stripe: &MockServer) -> TestShop {
    crate::support::shop_on_with(
        database,
        &[
            ("STRIPE_SECRET_KEY", "sk_test_primecards".to_owned()),
            ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET.to_owned()),
            ("STRIPE_API_BASE", stripe.uri()),
        ],
    )
    .await
}

fn guest_email(n: usize) -> String {
    format!("wirt{n}@race.test")
}

/// A pack of sample-number magnets: nothing to approve, so the paid order is Approved at once.
fn sample_order(n: usize) -> Value {
    json!({
        "orderType": "Normal",
        "orderLines": [{"productId": 5, "productType": "MBNprod", "qte": 1,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt", "remarks": "",
            "musterNumber": "MN-1001", "template": "", "address": "", "phone": "", "url": "",
            "cardLogo": ""}],
        "shippingInfo": {
            "responsableName": "Ken Sato", "companyName": "Sushi Bar", "email": guest_email(n),
            "phone": "0170 1234567", "shippingAddress": "Hauptstr. 1", "zipCode": "41061",
            "city": "Mönchengladbach"
        },
        "userId": null
    })
}

/// Places, opens and pays (by Stripe's signed event) a guest's order; its id and the guest's cookie.
async fn paid_order<S, B>(service: &S, n: usize) -> (i64, Cookie<'static>)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (placed, order, cookie) = call(
        service,
        post_json("/api/orderLine/create-order", &sample_order(n)),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{order}");
    let (order_id, cookie) = (order["id"].as_i64().unwrap(), cookie.unwrap());
    let (opened, checkout, _) = call(
        service,
        post_json(
            "/api/orderLine/create-checkout-session",
            &json!({"orderId": order_id}),
        )
        .cookie(cookie.clone()),
    )
    .await;
    assert_eq!(opened, StatusCode::OK, "{checkout}");
    let mut event = fixture("event.json");
    event["id"] = json!(format!("evt_race_{order_id}"));
    event["type"] = json!("checkout.session.completed");
    event["data"]["object"] = session_of(
        &order_id.to_string(),
        "paid",
        order["totalAmount"].as_i64().unwrap(),
    );
    let payload = event.to_string();
    let (paid, outcome, _) = call(
        service,
        webhook(
            &payload,
            &signature(&payload, chrono::Utc::now().timestamp()),
        ),
    )
    .await;
    assert_eq!(paid, StatusCode::OK, "{outcome}");
    assert_eq!(outcome["outcome"], "fulfilled");
    (order_id, cookie)
}

/// How the races of one delay ended.
#[derive(Debug, Default)]
struct Outcomes {
    cancelled: usize,
    in_production: usize,
}

async fn races(database: Option<databases::TestDatabase>, refund_delay: Duration) -> Outcomes {
    let stripe = stripe_mock(refund_delay).await;
    let shop = stripe_shop(database, &stripe).await;
    crate::support::active_user(&shop, "druck@race.test", shop_domain::Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = crate::support::sign_in(&service, "druck@race.test").await;
    let mut orders = Vec::new();
    for n in 0..RACES {
        orders.push(paid_order(&service, n).await);
    }
    crate::support::run_jobs(&shop).await;
    let url = shop.database_url();
    assert_eq!(
        databases::count_rows(&url, "invoices"),
        i64::try_from(RACES).unwrap(),
        "every paid order has its invoice before the races"
    );

    // Each buyer cancels while the print shop starts production; every second
    // race sends production first.
    let answers =
        futures_util::future::join_all(orders.iter().enumerate().map(|(n, (order_id, cookie))| {
            let cancel = call(
                &service,
                post_json(&format!("/api/orders/{order_id}/cancel"), &json!({}))
                    .cookie(cookie.clone()),
            );
            let produce = call(
                &service,
                post_json(
                    "/api/orderLine/update-order-status",
                    &json!({"orderUpdate": {"orderStatus": "InProduction", "orderId": order_id}}),
                )
                .cookie(admin.clone()),
            );
            async move {
                if n % 2 == 0 {
                    futures_util::join!(cancel, produce)
                } else {
                    let (produced, cancelled) = futures_util::join!(produce, cancel);
                    (cancelled, produced)
                }
            }
        }))
        .await;

    let mut outcomes = Outcomes::default();
    for (n, ((order_id, _), ((cancel, cancel_body, _), (produce, produce_body, _)))) in
        orders.iter().zip(answers).enumerate()
    {
        let status = databases::texts(
            &url,
            &format!("SELECT order_status AS value FROM orders WHERE id = {order_id}"),
        );
        let count = |sql: String| databases::numbers(&url, &sql)[0];
        let refunds = count(format!(
            "SELECT COUNT(*) AS value FROM refunds WHERE order_id = {order_id}"
        ));
        let credit_notes = count(format!(
            "SELECT COUNT(*) AS value FROM invoices WHERE order_id = {order_id} AND kind = 'creditNote'"
        ));
        let production_mails = count(format!(
            "SELECT COUNT(*) AS value FROM mail_outbox WHERE recipient = '{}' \
             AND subject LIKE '%In Produktion%'",
            guest_email(n)
        ));
        match status[0].as_str() {
            "Cancelled" => {
                assert_eq!(cancel, StatusCode::OK, "{cancel_body}");
                assert_eq!(
                    (refunds, credit_notes, production_mails),
                    (1, 1, 0),
                    "order {order_id}"
                );
                // Production came while the refund was under way, or after the cancellation.
                assert!(
                    produce_body["message"] == "Diese Bestellung wird gerade storniert."
                        || produce == StatusCode::UNPROCESSABLE_ENTITY,
                    "{produce} {produce_body}"
                );
                outcomes.cancelled += 1;
            }
            "InProduction" => {
                assert_eq!(produce, StatusCode::OK, "{produce_body}");
                assert_eq!(cancel, StatusCode::CONFLICT, "{cancel_body}");
                assert_eq!(
                    cancel_body["message"],
                    "Ihre Bestellung ist bereits in Produktion und kann nicht mehr storniert werden."
                );
                assert_eq!(
                    (refunds, credit_notes, production_mails),
                    (0, 0, 1),
                    "order {order_id}"
                );
                outcomes.in_production += 1;
            }
            other => panic!("order {order_id} ended {other}: {cancel_body} / {produce_body}"),
        }
    }
    let asked_stripe: BTreeSet<String> = stripe
        .received_requests()
        .await
        .unwrap()
        .iter()
        .filter(|request| request.url.path() == "/v1/refunds")
        .map(|request| {
            request.headers["Idempotency-Key"]
                .to_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    let recorded: BTreeSet<String> =
        databases::numbers(&url, "SELECT order_id AS value FROM refunds")
            .into_iter()
            .map(|order_id| format!("primecards-order-{order_id}-refund"))
            .collect();
    assert_eq!(
        asked_stripe, recorded,
        "Stripe's refunds are the shop's records"
    );
    eprintln!("refund delay {refund_delay:?}: {outcomes:?}");
    outcomes
}

async fn races_at_every_delay(database: impl Fn() -> Option<databases::TestDatabase>) {
    for delay in [0, 400, 2_500] {
        let outcomes = races(database(), Duration::from_millis(delay)).await;
        assert_eq!(outcomes.cancelled + outcomes.in_production, RACES);
    }
}

#[actix_web::test]
async fn a_cancellation_racing_production_refunds_exactly_when_it_cancels_on_sqlite() {
    races_at_every_delay(|| None).await;
}

#[actix_web::test]
async fn a_cancellation_racing_production_refunds_exactly_when_it_cancels_on_postgres() {
    if databases::TestDatabase::postgres().is_none() {
        return;
    }
    races_at_every_delay(databases::TestDatabase::postgres).await;
}

/// The admin cancels a shipped order while another marks it delivered, and
/// the refund takes 2.5 s: the delivery waits for the cancellation, which
/// ends with its refund and credit note (before, Stripe refunded while the
/// shop kept the order delivered and paid, with no record).
async fn delivery_during_a_slow_refund(database: Option<databases::TestDatabase>) {
    let stripe = stripe_mock(Duration::from_millis(2_500)).await;
    let shop = stripe_shop(database, &stripe).await;
    crate::support::active_user(&shop, "druck@race.test", shop_domain::Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = crate::support::sign_in(&service, "druck@race.test").await;
    let (order_id, _) = paid_order(&service, 0).await;
    crate::support::run_jobs(&shop).await;
    let set_status = |status: &str| {
        post_json(
            "/api/orderLine/update-order-status",
            &json!({"orderUpdate": {"orderStatus": status, "orderId": order_id}}),
        )
        .cookie(admin.clone())
    };
    for step in ["InProduction", "Shipped"] {
        let (moved, body, _) = call(&service, set_status(step)).await;
        assert_eq!(moved, StatusCode::OK, "{body}");
    }

    let ((cancelled, cancel_body, _), (delivered, deliver_body, _)) = futures_util::join!(
        call(&service, set_status("Cancelled")),
        async {
            // Delivery is sent once the cancellation has claimed the order.
            let url = shop.database_url();
            while databases::numbers(
                &url,
                &format!(
                    "SELECT COUNT(*) AS value FROM orders WHERE id = {order_id} AND cancelling_since IS NOT NULL"
                ),
            )[0] == 0
            {
                tokio::task::yield_now().await;
            }
            call(&service, set_status("Delivered")).await
        }
    );

    assert_eq!(cancelled, StatusCode::OK, "{cancel_body}");
    assert_eq!(delivered, StatusCode::CONFLICT, "{deliver_body}");
    assert_eq!(
        deliver_body["message"],
        "Diese Bestellung wird gerade storniert."
    );
    let url = shop.database_url();
    assert_eq!(
        databases::texts(
            &url,
            &format!("SELECT order_status AS value FROM orders WHERE id = {order_id}")
        ),
        ["Cancelled"]
    );
    assert_eq!(databases::count_rows(&url, "refunds"), 1);
    assert_eq!(
        databases::numbers(
            &url,
            "SELECT COUNT(*) AS value FROM invoices WHERE kind = 'creditNote'"
        ),
        [1]
    );
}

#[actix_web::test]
async fn a_delivery_waits_for_a_slow_refund_on_sqlite() {
    delivery_during_a_slow_refund(None).await;
}

#[actix_web::test]
async fn a_delivery_waits_for_a_slow_refund_on_postgres() {
    let Some(database) = databases::TestDatabase::postgres() else {
        return;
    };
    delivery_during_a_slow_refund(Some(database)).await;
}
