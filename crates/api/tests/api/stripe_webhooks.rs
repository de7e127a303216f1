//! Card payments through Stripe, end to end at the HTTP API: the shop opens
//! a Checkout Session at a local mock of Stripe's API, and signed webhooks
//! mark the order paid exactly once, for its own amount only.

use crate::support::{call, mails_to, post_json};
use actix_web::{cookie::Cookie, http::StatusCode, test};
use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;
use shop_api::startup::app;
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{method, path},
};

pub(crate) const WEBHOOK_SECRET: &str = "whsec_test_primecards";
const SESSION_ID: &str = "cs_test_primecards_1";
/// PrimeCard Starter packed (74,90 €) twice, plus 19 % VAT.
const TOTAL: i64 = 17_826;

pub(crate) fn fixture(name: &str) -> Value {
    let file = format!(
        "{}/../adapters/payments/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap()
}

/// Stripe's example Checkout Session as session `id` of `order_id`, paid
/// (`payment_status` "paid") or not, for `amount` cents, with its payment
/// intent `intent`.
pub(crate) fn checkout_session(
    id: &str,
    intent: &str,
    order_id: &str,
    payment_status: &str,
    amount: i64,
) -> Value {
    let mut session = fixture("checkout_session.json");
    session["url"] = json!(format!("https://checkout.stripe.com/c/pay/{id}"));
    session["id"] = json!(id);
    session["status"] = json!(if payment_status == "paid" {
        "complete"
    } else {
        "open"
    });
    session["payment_status"] = json!(payment_status);
    session["payment_intent"] = json!(intent);
    session["amount_total"] = json!(amount);
    session["amount_subtotal"] = json!(amount);
    session["currency"] = json!("eur");
    session["metadata"] = json!({"order_id": order_id});
    session["client_reference_id"] = json!(order_id);
    session
}

/// Stripe's example session, as the mock answers it for a new checkout.
pub(crate) fn session(order_id: i64, payment_status: &str, amount: i64, currency: &str) -> Value {
    let mut session = fixture("checkout_session.json");
    session["id"] = json!(SESSION_ID);
    session["url"] = json!(format!("https://checkout.stripe.com/c/pay/{SESSION_ID}"));
    session["status"] = json!(if payment_status == "paid" {
        "complete"
    } else {
        "open"
    });
    session["payment_status"] = json!(payment_status);
    session["amount_total"] = json!(amount);
    session["amount_subtotal"] = json!(amount);
    session["currency"] = json!(currency);
    session["metadata"] = json!({"order_id": order_id.to_string()});
    session["client_reference_id"] = json!(order_id.to_string());
    session
}

fn event(id: &str, order_id: i64, amount: i64, currency: &str) -> String {
    let mut event = fixture("event.json");
    event["id"] = json!(id);
    event["type"] = json!("checkout.session.completed");
    event["data"]["object"] = session(order_id, "paid", amount, currency);
    event.to_string()
}

pub(crate) fn signature(payload: &str, timestamp: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(WEBHOOK_SECRET.as_bytes()).unwrap();
    mac.update(format!("{timestamp}.{payload}").as_bytes());
    format!(
        "t={timestamp},v1={}",
        hex::encode(mac.finalize().into_bytes())
    )
}

pub(crate) fn webhook(payload: &str, signature: &str) -> test::TestRequest {
    test::TestRequest::post()
        .uri("/api/webhooks/stripe")
        .insert_header(("Content-Type", "application/json"))
        .insert_header(("Stripe-Signature", signature.to_owned()))
        .set_payload(payload.to_owned())
}

pub(crate) fn order_body() -> Value {
    json!({
        "orderType": "Normal",
        "orderLines": [{
            "productId": 2, "productType": "PrimeProd", "qte": 2,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt",
            "template": "suchi", "address": "Hauptstr. 1", "phone": "0170 1234567",
            "url": "www.sushi-bar.de", "cardLogo": crate::support::PRINT_LOGO_URL
        }],
        "shippingInfo": {
            "responsableName": "Ken Sato", "companyName": "Sushi Bar", "email": "ken@sushi-bar.de",
            "phone": "0170 1234567", "shippingAddress": "Hauptstr. 1", "zipCode": "41061", "city": "Mönchengladbach"
        },
        "userId": null
    })
}

struct StripeShop {
    shop: crate::support::TestShop,
    stripe: MockServer,
}

async fn stripe_shop() -> StripeShop {
    stripe_shop_on(None).await
}

/// As [`stripe_shop`], on `database` (SQLite when `None`).
async fn stripe_shop_on(database: Option<crate::support::databases::TestDatabase>) -> StripeShop {
    let stripe = MockServer::start().await;
    let shop = crate::support::shop_on_with(
        database,
        &[
            ("STRIPE_SECRET_KEY", "sk_test_primecards".to_owned()),
            ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET.to_owned()),
            ("STRIPE_API_BASE", stripe.uri()),
        ],
    )
    .await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session(1, "unpaid", TOTAL, "eur")))
        .mount(&stripe)
        .await;
    StripeShop { shop, stripe }
}

/// Places an order as a guest and opens its Stripe checkout; returns the
/// order id and the guest's session cookie.
async fn order_with_checkout<S, B>(service: &S) -> (i64, Cookie<'static>)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, order, cookie) = call(
        service,
        post_json("/api/orderLine/create-order", &order_body()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    let cookie = cookie.unwrap();
    let order_id = order["id"].as_i64().unwrap();
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
    assert_eq!(checkout["id"], SESSION_ID);
    assert!(
        checkout["url"]
            .as_str()
            .unwrap()
            .starts_with("https://checkout.stripe.com/")
    );
    (order_id, cookie)
}

async fn payment_status<S, B>(service: &S, order_id: i64, cookie: &Cookie<'static>) -> Value
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    call(
        service,
        test::TestRequest::get()
            .uri(&format!(
                "/api/orderLine/check-payment-status?order_id={order_id}"
            ))
            .cookie(cookie.clone()),
    )
    .await
    .1
}

#[actix_web::test]
async fn a_signed_completed_checkout_pays_the_order_once_even_when_replayed() {
    let stripe_shop = stripe_shop().await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;
    let payload = event("evt_paid_1", order_id, TOTAL, "eur");
    let now = chrono::Utc::now().timestamp();

    let (first, first_body, _) = call(&service, webhook(&payload, &signature(&payload, now))).await;
    let (replay, replay_body, _) =
        call(&service, webhook(&payload, &signature(&payload, now))).await;
    let other_id = event("evt_paid_2", order_id, TOTAL, "eur");
    let (second_event, second_body, _) =
        call(&service, webhook(&other_id, &signature(&other_id, now))).await;

    assert_eq!(first, StatusCode::OK);
    assert_eq!(first_body["outcome"], "fulfilled");
    assert_eq!(replay, StatusCode::OK);
    assert_eq!(replay_body["outcome"], "duplicate_event");
    assert_eq!(second_event, StatusCode::OK);
    assert_eq!(second_body["outcome"], "already_paid");
    assert_eq!(
        payment_status(&service, order_id, &cookie).await["payementStatus"],
        "Paid"
    );
    assert_eq!(
        mails_to(&stripe_shop.shop, "ken@sushi-bar.de").await.len(),
        1
    );
}

#[actix_web::test]
async fn concurrent_duplicate_events_fulfil_once() {
    let stripe_shop = stripe_shop().await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, _) = order_with_checkout(&service).await;
    let now = chrono::Utc::now().timestamp();
    let payloads: Vec<String> = (0..6)
        .map(|n| event(&format!("evt_race_{}", n % 3), order_id, TOTAL, "eur"))
        .collect();

    let answers = futures_util::future::join_all(payloads.iter().map(|payload| {
        test::call_service(
            &service,
            webhook(payload, &signature(payload, now)).to_request(),
        )
    }))
    .await;
    let mut outcomes = Vec::new();
    for answer in answers {
        assert_eq!(answer.status(), StatusCode::OK);
        let body: Value = serde_json::from_slice(&test::read_body(answer).await).unwrap();
        outcomes.push(body["outcome"].as_str().unwrap().to_owned());
    }

    assert_eq!(
        outcomes.iter().filter(|o| *o == "fulfilled").count(),
        1,
        "{outcomes:?}"
    );
    assert_eq!(
        mails_to(&stripe_shop.shop, "ken@sushi-bar.de").await.len(),
        1
    );
}

#[actix_web::test]
async fn forged_stale_edited_and_mismatched_events_change_nothing() {
    let stripe_shop = stripe_shop().await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;
    let now = chrono::Utc::now().timestamp();
    let payload = event("evt_forged", order_id, TOTAL, "eur");

    let mut forged_mac = Hmac::<Sha256>::new_from_slice(b"whsec_someone_else").unwrap();
    forged_mac.update(format!("{now}.{payload}").as_bytes());
    let forged = format!(
        "t={now},v1={}",
        hex::encode(forged_mac.finalize().into_bytes())
    );
    let (forged_status, _, _) = call(&service, webhook(&payload, &forged)).await;
    let (stale, _, _) = call(&service, webhook(&payload, &signature(&payload, now - 600))).await;
    let edited = payload.replace(&TOTAL.to_string(), "1");
    let (edited_status, _, _) = call(&service, webhook(&edited, &signature(&payload, now))).await;
    let (unsigned, _, _) = call(
        &service,
        test::TestRequest::post()
            .uri("/api/webhooks/stripe")
            .insert_header(("Content-Type", "application/json"))
            .set_payload(payload.clone()),
    )
    .await;
    let cheap = event("evt_cheap", order_id, 1, "eur");
    let (cheap_status, _, _) = call(&service, webhook(&cheap, &signature(&cheap, now))).await;
    let dollars = event("evt_usd", order_id, TOTAL, "usd");
    let (dollar_status, _, _) = call(&service, webhook(&dollars, &signature(&dollars, now))).await;

    assert_eq!(forged_status, StatusCode::BAD_REQUEST);
    assert_eq!(stale, StatusCode::BAD_REQUEST);
    assert_eq!(edited_status, StatusCode::BAD_REQUEST);
    assert_eq!(unsigned, StatusCode::BAD_REQUEST);
    assert_eq!(cheap_status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(dollar_status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        payment_status(&service, order_id, &cookie).await["payementStatus"],
        "Pending"
    );
    assert!(
        mails_to(&stripe_shop.shop, "ken@sushi-bar.de")
            .await
            .is_empty()
    );

    // The refused event was not recorded: the same event id with the order's
    // own amount is still acted on.
    let genuine_payload = event("evt_cheap", order_id, TOTAL, "eur");
    let (genuine, body, _) = call(
        &service,
        webhook(&genuine_payload, &signature(&genuine_payload, now)),
    )
    .await;
    assert_eq!(genuine, StatusCode::OK, "{body}");
    assert_eq!(body["outcome"], "fulfilled");
}

#[actix_web::test]
async fn a_redirect_that_beats_the_webhook_asks_stripe_and_fulfils() {
    let stripe_shop = stripe_shop().await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION_ID}")))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(session(order_id, "paid", TOTAL, "eur")),
        )
        .mount(&stripe_shop.stripe)
        .await;

    let status = payment_status(&service, order_id, &cookie).await;

    assert_eq!(status["payementStatus"], "Paid");
    assert!(status["paymentTime"].is_string());
    assert_eq!(
        mails_to(&stripe_shop.shop, "ken@sushi-bar.de").await.len(),
        1
    );
}

#[actix_web::test]
async fn with_stripe_the_local_test_page_does_not_exist_and_a_local_record_pays_nothing() {
    let stripe_shop = stripe_shop().await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;
    // A record the local provider wrote before the shop switched to Stripe.
    shop_ports::transaction(&*stripe_shop.shop.ctx.state.store, move |repos| {
        Ok::<_, shop_ports::TxError<std::convert::Infallible>>(repos.payments().record_checkout(
            &shop_ports::payments::CheckoutRecord {
                order_id: shop_domain::OrderId::new(order_id),
                provider: "local".into(),
                session_id: "local_left_over".into(),
                checkout_url: "http://127.0.0.1:8080/api/payments/local/local_left_over".into(),
                created_at: chrono::Utc::now().naive_utc(),
            },
        )?)
    })
    .await
    .unwrap();

    let page = test::call_service(
        &service,
        test::TestRequest::get()
            .uri("/api/payments/local/local_left_over")
            .cookie(cookie.clone())
            .to_request(),
    )
    .await;
    let (paid, body, _) = call(
        &service,
        test::TestRequest::post()
            .uri("/api/payments/local/local_left_over/pay")
            .cookie(cookie.clone()),
    )
    .await;

    assert_eq!(page.status(), StatusCode::NOT_FOUND);
    assert_eq!(paid, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(
        payment_status(&service, order_id, &cookie).await["payementStatus"],
        "Pending"
    );
}

#[actix_web::test]
async fn cancelling_expires_the_open_session_and_money_that_still_arrives_is_flagged() {
    let stripe_shop = stripe_shop().await;
    Mock::given(method("POST"))
        .and(path(format!("/v1/checkout/sessions/{SESSION_ID}/expire")))
        .respond_with(ResponseTemplate::new(200).set_body_json(session(1, "unpaid", TOTAL, "eur")))
        .expect(1)
        .mount(&stripe_shop.stripe)
        .await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;
    crate::support::active_user(
        &stripe_shop.shop,
        "chef@example.de",
        shop_domain::Role::Admin,
    )
    .await;
    let admin = crate::support::sign_in(&service, "chef@example.de").await;

    let (cancelled, _, _) = call(
        &service,
        post_json(
            "/api/orderLine/update-order-status",
            &json!({"orderUpdate": {"orderStatus": "Cancelled", "orderId": order_id}}),
        )
        .cookie(admin.clone()),
    )
    .await;
    let (reopened, reopened_body, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-checkout-session",
            &json!({"orderId": order_id}),
        )
        .cookie(cookie.clone()),
    )
    .await;
    // The customer had the payment page open and paid anyway.
    let payload = event("evt_late_1", order_id, TOTAL, "eur");
    let (late, late_body, _) = call(
        &service,
        webhook(
            &payload,
            &signature(&payload, chrono::Utc::now().timestamp()),
        ),
    )
    .await;
    let (_, details, _) = call(
        &service,
        test::TestRequest::get()
            .uri(&format!(
                "/api/orderLine/get-order-details?order_id={order_id}"
            ))
            .cookie(admin),
    )
    .await;

    assert_eq!(cancelled, StatusCode::OK);
    assert_eq!(reopened, StatusCode::CONFLICT);
    assert_eq!(
        reopened_body["message"],
        "Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden."
    );
    assert_eq!(late, StatusCode::OK);
    assert_eq!(late_body["outcome"], "paid_after_cancellation");
    assert_eq!(details["orderRow"]["orderStatus"], "Cancelled");
    assert_eq!(details["orderRow"]["payementStatus"], "Paid");
    assert_eq!(details["orderRow"]["paidAfterCancellation"], true);
    // Only the cancellation mail: no order confirmation for an order that will not ship.
    assert_eq!(
        mails_to(&stripe_shop.shop, "ken@sushi-bar.de").await.len(),
        1
    );
}

/// A signed event of `kind` about the order's session in `payment_status`.
fn delayed_event(id: &str, kind: &str, order_id: i64, payment_status: &str) -> String {
    let mut event = fixture("event.json");
    event["id"] = json!(id);
    event["type"] = json!(kind);
    event["data"]["object"] = session(order_id, payment_status, TOTAL, "eur");
    event.to_string()
}

async fn send<S, B>(service: &S, payload: &str) -> String
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let now = chrono::Utc::now().timestamp();
    let (status, body, _) = call(service, webhook(payload, &signature(payload, now))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["outcome"].as_str().unwrap().to_owned()
}

const CLEARING_TEXT: &str =
    "Sobald Ihre Zahlung eingegangen ist, erhalten Sie Ihre Rechnung und Ihren Druckabzug.";
const CONFIRMATION_TEXT: &str = "Ihre Zahlung ist bei uns eingegangen.";

#[actix_web::test]
async fn a_sepa_debit_waits_as_processing_then_is_paid_once_even_tripled_on_sqlite() {
    sepa_debit_paid_once(stripe_shop().await).await;
}

#[actix_web::test]
async fn a_sepa_debit_waits_as_processing_then_is_paid_once_even_tripled_on_postgres() {
    let Some(database) = crate::support::databases::TestDatabase::postgres() else {
        return;
    };
    sepa_debit_paid_once(stripe_shop_on(Some(database)).await).await;
}

async fn sepa_debit_paid_once(stripe_shop: StripeShop) {
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;
    let mails = || mails_to(&stripe_shop.shop, "ken@sushi-bar.de");

    let completed = delayed_event(
        "evt_sepa_done",
        "checkout.session.completed",
        order_id,
        "unpaid",
    );
    assert_eq!(send(&service, &completed).await, "payment_clearing");
    assert_eq!(
        payment_status(&service, order_id, &cookie).await["payementStatus"],
        "Processing"
    );
    let waiting = mails().await;
    assert_eq!(waiting.len(), 1, "{waiting:?}");
    assert!(waiting[0].contains(CLEARING_TEXT), "{}", waiting[0]);
    assert_eq!(
        crate::support::databases::count_rows(&stripe_shop.shop.database_url(), "invoices"),
        0,
        "no invoice before the money"
    );

    // Stripe retries: the success arrives three times at once, under three ids.
    let payloads: Vec<String> = (0..3)
        .map(|n| {
            delayed_event(
                &format!("evt_sepa_paid_{n}"),
                "checkout.session.async_payment_succeeded",
                order_id,
                "paid",
            )
        })
        .collect();
    let outcomes = futures_util::future::join_all(payloads.iter().map(|p| send(&service, p))).await;

    assert_eq!(
        outcomes.iter().filter(|o| *o == "fulfilled").count(),
        1,
        "{outcomes:?}"
    );
    assert_eq!(
        payment_status(&service, order_id, &cookie).await["payementStatus"],
        "Paid"
    );
    let confirmations = mails()
        .await
        .into_iter()
        .filter(|mail| mail.contains(CONFIRMATION_TEXT))
        .count();
    assert_eq!(confirmations, 1);
    assert_eq!(
        crate::support::databases::count_rows(&stripe_shop.shop.database_url(), "invoices"),
        1
    );
}

#[actix_web::test]
async fn a_sepa_success_before_its_completion_pays_and_the_late_completion_changes_nothing() {
    let stripe_shop = stripe_shop().await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;

    let succeeded = delayed_event(
        "evt_early_paid",
        "checkout.session.async_payment_succeeded",
        order_id,
        "paid",
    );
    let completed = delayed_event(
        "evt_late_done",
        "checkout.session.completed",
        order_id,
        "unpaid",
    );

    assert_eq!(send(&service, &succeeded).await, "fulfilled");
    assert_eq!(send(&service, &completed).await, "nothing_to_do");
    assert_eq!(
        payment_status(&service, order_id, &cookie).await["payementStatus"],
        "Paid"
    );
    let mails = mails_to(&stripe_shop.shop, "ken@sushi-bar.de").await;
    assert!(
        !mails.iter().any(|mail| mail.contains(CLEARING_TEXT)),
        "{mails:?}"
    );
}

#[actix_web::test]
async fn a_failed_sepa_debit_issues_nothing_and_mails_a_new_payment_link() {
    let stripe_shop = stripe_shop().await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let (order_id, cookie) = order_with_checkout(&service).await;
    let completed = delayed_event(
        "evt_f_done",
        "checkout.session.completed",
        order_id,
        "unpaid",
    );
    let failed = delayed_event(
        "evt_f_failed",
        "checkout.session.async_payment_failed",
        order_id,
        "unpaid",
    );

    assert_eq!(send(&service, &completed).await, "payment_clearing");
    assert_eq!(send(&service, &failed).await, "payment_failed");
    assert_eq!(send(&service, &failed).await, "duplicate_event");

    assert_eq!(
        payment_status(&service, order_id, &cookie).await["payementStatus"],
        "Failed"
    );
    assert_eq!(
        crate::support::databases::count_rows(&stripe_shop.shop.database_url(), "invoices"),
        0
    );
    let mails = mails_to(&stripe_shop.shop, "ken@sushi-bar.de").await;
    let failure = mails.last().unwrap();
    assert!(failure.contains("nicht bei uns eingegangen"), "{failure}");
    let link = crate::support::link_in(failure, "http");
    assert!(link.contains("/api/payments/link/"), "{link}");
    let (page, _) =
        crate::support::get_text(&service, &link[link.find("/api/").unwrap()..], &None).await;
    assert_eq!(
        page,
        StatusCode::OK,
        "the new link opens the order's payment page"
    );
}

/// SOMMER10 (10 %, once) takes 14,98 € off the 149,80 € card order: 134,82 €
/// net, 25,62 € VAT, 160,44 € in all.
const DISCOUNTED_TOTAL: i64 = 16_044;

/// A Stripe shop with the single-use code `code` (10 %), whose mock of
/// Stripe answers a coupon of the discount the shop asks for.
async fn stripe_shop_with_code(code: &str) -> StripeShop {
    let stripe_shop = stripe_shop().await;
    let mut coupon = fixture("coupon.json");
    coupon["id"] = json!("coupon_sommer10");
    coupon["amount_off"] = json!(1_498);
    coupon["currency"] = json!("eur");
    coupon["duration"] = json!("once");
    coupon["duration_in_months"] = Value::Null;
    coupon["percent_off"] = Value::Null;
    Mock::given(method("POST"))
        .and(path("/v1/coupons"))
        .respond_with(ResponseTemplate::new(200).set_body_json(coupon))
        .mount(&stripe_shop.stripe)
        .await;
    stripe_shop
        .shop
        .ctx
        .state
        .vouchers
        .create(shop_app::vouchers::VoucherForm {
            code: code.into(),
            percent_off: Some(10),
            ..Default::default()
        })
        .await
        .unwrap();
    stripe_shop
}

#[actix_web::test]
async fn a_code_is_a_stripe_coupon_and_its_use_comes_back_when_the_checkout_expires() {
    let stripe_shop = stripe_shop_with_code("SOMMER10").await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let mut body = order_body();
    body["voucherCode"] = json!("sommer10");
    let (status, order, cookie) =
        call(&service, post_json("/api/orderLine/create-order", &body)).await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    assert_eq!(order["totalAmount"], DISCOUNTED_TOTAL);
    let (order_id, cookie) = (order["id"].as_i64().unwrap(), cookie.unwrap());
    let open = || {
        post_json(
            "/api/orderLine/create-checkout-session",
            &json!({"orderId": order_id}),
        )
        .cookie(cookie.clone())
    };
    assert_eq!(call(&service, open()).await.0, StatusCode::OK);

    let received = stripe_shop.stripe.received_requests().await.unwrap();
    let form = |request: &wiremock::Request| -> Vec<(String, String)> {
        form_urlencoded::parse(&request.body)
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect()
    };
    let coupon_call = received
        .iter()
        .find(|request| request.url.path() == "/v1/coupons")
        .expect("a coupon for the discount");
    assert!(form(coupon_call).contains(&("amount_off".into(), "1498".into())));
    let session_form = form(
        received
            .iter()
            .find(|request| request.url.path() == "/v1/checkout/sessions")
            .unwrap(),
    );
    let value = |key: &str| {
        session_form
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.parse::<i64>().unwrap_or(0))
            .unwrap_or(0)
    };
    let items: i64 = (0..2)
        .map(|i| {
            value(&format!("line_items[{i}][price_data][unit_amount]"))
                * value(&format!("line_items[{i}][quantity]"))
        })
        .sum();
    assert!(session_form.contains(&("discounts[0][coupon]".into(), "coupon_sommer10".into())));
    assert_eq!(
        items - 1_498,
        DISCOUNTED_TOTAL,
        "Stripe charges the order's total"
    );

    let reserved =
        || crate::support::databases::count_rows(&stripe_shop.shop.database_url(), "voucher_uses");
    assert_eq!(reserved(), 1);
    let expired = delayed_event(
        "evt_expired",
        "checkout.session.expired",
        order_id,
        "unpaid",
    );
    send(&service, &expired).await;
    assert_eq!(reserved(), 0, "the expired checkout gave the use back");
    // The customer tries again: the use is reserved anew while the code has room.
    assert_eq!(call(&service, open()).await.0, StatusCode::OK);
    assert_eq!(reserved(), 1);
    let paid = event("evt_paid_discounted", order_id, DISCOUNTED_TOTAL, "eur");
    assert_eq!(send(&service, &paid).await, "fulfilled");
    let uses = crate::support::databases::texts(
        &stripe_shop.shop.database_url(),
        "SELECT state || ':' || CAST(order_id AS TEXT) AS value FROM voucher_uses",
    );
    assert_eq!(uses, vec![format!("redeemed:{order_id}")]);
}

#[actix_web::test]
async fn a_failed_direct_debit_gives_the_code_use_back() {
    let stripe_shop = stripe_shop_with_code("LASTSCHRIFT").await;
    let service = test::init_service(app(stripe_shop.shop.ctx.clone())).await;
    let mut body = order_body();
    body["voucherCode"] = json!("LASTSCHRIFT");
    let (status, order, cookie) =
        call(&service, post_json("/api/orderLine/create-order", &body)).await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    let order_id = order["id"].as_i64().unwrap();
    let (opened, _, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-checkout-session",
            &json!({"orderId": order_id}),
        )
        .cookie(cookie.unwrap()),
    )
    .await;
    assert_eq!(opened, StatusCode::OK);
    let held =
        || crate::support::databases::count_rows(&stripe_shop.shop.database_url(), "voucher_uses");

    // Stripe reports the session with its discounted total.
    let discounted = |id: &str, kind: &str| {
        let mut event = fixture("event.json");
        event["id"] = json!(id);
        event["type"] = json!(kind);
        event["data"]["object"] = session(order_id, "unpaid", DISCOUNTED_TOTAL, "eur");
        event.to_string()
    };
    let undiscounted = delayed_event(
        "evt_v_full",
        "checkout.session.completed",
        order_id,
        "unpaid",
    );
    let (status, refused, _) = call(
        &service,
        webhook(
            &undiscounted,
            &signature(&undiscounted, chrono::Utc::now().timestamp()),
        ),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "a payment of the undiscounted amount does not match the order: {refused}"
    );
    let clearing = discounted("evt_v_done", "checkout.session.completed");
    assert_eq!(send(&service, &clearing).await, "payment_clearing");
    assert_eq!(held(), 1, "a debit on its way keeps its use");
    let failed = discounted("evt_v_failed", "checkout.session.async_payment_failed");
    assert_eq!(send(&service, &failed).await, "payment_failed");

    assert_eq!(held(), 0, "the failed debit gave the use back");
}
