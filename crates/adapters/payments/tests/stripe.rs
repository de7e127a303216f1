//! `StripeGateway` against a local HTTP mock of Stripe's API, answering with
//! Stripe's own example objects (`tests/fixtures/`), and against webhooks
//! signed here the way Stripe signs them.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{SystemTime, UNIX_EPOCH};

use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;
use shop_domain::{Cents, OrderId};
use shop_payments::{StripeConfig, StripeGateway};
use shop_ports::payments::{
    CheckoutDiscount, CheckoutLine, CheckoutRequest, CheckoutSession, PaymentError, PaymentEvent,
    PaymentGateway, RefundError, RefundRequest, SessionPayment, SessionReport,
};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const SECRET_KEY: &str = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
const WEBHOOK_SECRET: &str = "whsec_test_primecards_0123456789";
const SESSION_ID: &str = "cs_test_a1YS1URlnyQCN5fUUduORoQ7Pw41PJqDWkIVQCpJPqkfIhd6tVY8XB1OLY";

// ---------------------------------------------------------------- helpers

fn fixture(name: &str) -> Value {
    let file = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap()
}

/// Stripe's example checkout session as it stands for our order 42.
fn session(payment_status: &str, status: &str) -> Value {
    let mut session = fixture("checkout_session.json");
    session["payment_status"] = json!(payment_status);
    session["status"] = json!(status);
    session["amount_total"] = json!(14980);
    session["currency"] = json!("eur");
    session["metadata"] = json!({ "order_id": "42" });
    session["client_reference_id"] = json!("42");
    session
}

fn gateway(api_base: &str) -> StripeGateway {
    StripeGateway::new(StripeConfig {
        secret_key: SECRET_KEY.into(),
        webhook_secret: WEBHOOK_SECRET.into(),
        api_base: Some(api_base.into()),
    })
    .unwrap()
}

/// Webhook tests never reach the API: nothing listens here.
fn offline_gateway() -> StripeGateway {
    gateway("http://127.0.0.1:9")
}

fn request() -> CheckoutRequest {
    CheckoutRequest {
        order_id: OrderId::new(42),
        lines: vec![
            CheckoutLine {
                name: "PrimeCard Starter".into(),
                unit_amount: Cents::new(7490),
                quantity: 2,
            },
            CheckoutLine {
                name: "Versand & Verpackung".into(),
                unit_amount: Cents::new(595),
                quantity: 1,
            },
        ],
        customer_email: "kunde+test@example.de".into(),
        success_url: "http://127.0.0.1:8080/pending-page?order_id=42".into(),
        cancel_url: "http://127.0.0.1:8080/shopping-cart".into(),
        idempotency_key: "checkout-order-42".into(),
        payment_methods: vec!["card".into(), "sepa_debit".into(), "billie".into()],
        discount: None,
    }
}

/// The posted form of a request, sorted.
fn sorted_form(body: &[u8]) -> Vec<(String, String)> {
    let mut form: Vec<(String, String)> = form_urlencoded::parse(body)
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    form.sort();
    form
}

fn now() -> i64 {
    i64::try_from(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_secs(),
    )
    .unwrap()
}

/// Stripe's scheme: HMAC-SHA256 of `"{t}.{payload}"` under the endpoint secret.
fn sign(payload: &str, secret: &str, timestamp: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{timestamp}.{payload}").as_bytes());
    let v1 = hex::encode(mac.finalize().into_bytes());
    format!("t={timestamp},v1={v1}")
}

/// Stripe's example event carrying `object` as an event of type `kind`.
fn event(kind: &str, object: Value) -> String {
    let mut event = fixture("event.json");
    event["type"] = json!(kind);
    event["data"]["object"] = object;
    event.to_string()
}

const EVENT_ID: &str = "evt_1Pgc76B7WZ01zgkWwyRHS12y";

async fn parse_signed(payload: &str) -> Result<PaymentEvent, PaymentError> {
    offline_gateway()
        .parse_webhook(payload.as_bytes(), &sign(payload, WEBHOOK_SECRET, now()))
        .await
}

// ---------------------------------------------------------------- create_checkout

#[tokio::test]
async fn create_checkout_posts_exactly_the_order_form_with_key_and_idempotency_key() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session("unpaid", "open")))
        .expect(1)
        .mount(&server)
        .await;

    let created = gateway(&server.uri())
        .create_checkout(&request())
        .await
        .unwrap();

    assert_eq!(
        created,
        CheckoutSession {
            id: SESSION_ID.into(),
            url: format!("https://checkout.stripe.com/pay/c/{SESSION_ID}"),
        }
    );
    let received = server.received_requests().await.unwrap();
    let sent = &received[0];
    assert_eq!(sent.method.as_str(), "POST");
    assert_eq!(sent.url.path(), "/v1/checkout/sessions");
    assert_eq!(sent.url.query(), None);
    let header = |name: &str| sent.headers.get(name).unwrap().to_str().unwrap().to_owned();
    assert_eq!(header("authorization"), format!("Bearer {SECRET_KEY}"));
    assert_eq!(header("idempotency-key"), "checkout-order-42");
    assert_eq!(header("content-type"), "application/x-www-form-urlencoded");
    let mut form: Vec<(String, String)> = form_urlencoded::parse(&sent.body)
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    form.sort();
    let mut expected: Vec<(String, String)> = [
        // Exactly the methods the shop names in its terms (SHOP_PAYMENT_METHODS).
        ("allowed_payment_method_types[0]", "card"),
        ("allowed_payment_method_types[1]", "sepa_debit"),
        // Billie, Stripe's pay-later for businesses, is passed like the others.
        ("allowed_payment_method_types[2]", "billie"),
        ("cancel_url", "http://127.0.0.1:8080/shopping-cart"),
        ("client_reference_id", "42"),
        ("currency", "eur"),
        ("customer_email", "kunde+test@example.de"),
        ("line_items[0][price_data][currency]", "eur"),
        (
            "line_items[0][price_data][product_data][name]",
            "PrimeCard Starter",
        ),
        ("line_items[0][price_data][unit_amount]", "7490"),
        ("line_items[0][quantity]", "2"),
        ("line_items[1][price_data][currency]", "eur"),
        (
            "line_items[1][price_data][product_data][name]",
            "Versand & Verpackung",
        ),
        ("line_items[1][price_data][unit_amount]", "595"),
        ("line_items[1][quantity]", "1"),
        ("metadata[order_id]", "42"),
        ("mode", "payment"),
        (
            "success_url",
            "http://127.0.0.1:8080/pending-page?order_id=42",
        ),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();
    expected.sort();
    assert_eq!(form, expected);
}

#[tokio::test]
async fn a_discount_is_a_one_off_coupon_so_the_session_charges_the_orders_total() {
    let server = MockServer::start().await;
    let mut coupon = fixture("coupon.json");
    coupon["id"] = json!("Q7ORDER42");
    coupon["amount_off"] = json!(1_498);
    coupon["currency"] = json!("eur");
    coupon["duration"] = json!("once");
    coupon["duration_in_months"] = Value::Null;
    coupon["percent_off"] = Value::Null;
    coupon["name"] = json!("Aktionscode SOMMER10");
    Mock::given(method("POST"))
        .and(path("/v1/coupons"))
        .respond_with(ResponseTemplate::new(200).set_body_json(coupon))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session("unpaid", "open")))
        .expect(1)
        .mount(&server)
        .await;
    // 2 × 74.90 € net, 10 % off (14.98 €), VAT 19 % of 134.82 € (25.62 €): 160.44 € in all.
    let mut discounted = request();
    discounted.lines = vec![
        CheckoutLine {
            name: "PrimeCard Starter".into(),
            unit_amount: Cents::new(7490),
            quantity: 2,
        },
        CheckoutLine {
            name: "MwSt. 19 %".into(),
            unit_amount: Cents::new(2562),
            quantity: 1,
        },
    ];
    discounted.discount = Some(CheckoutDiscount {
        name: "Aktionscode SOMMER10".into(),
        amount: Cents::new(1_498),
    });

    gateway(&server.uri())
        .create_checkout(&discounted)
        .await
        .unwrap();

    let received = server.received_requests().await.unwrap();
    let (coupon_call, session_call) = (&received[0], &received[1]);
    assert_eq!(coupon_call.url.path(), "/v1/coupons");
    assert_eq!(
        coupon_call.headers.get("idempotency-key").unwrap(),
        "checkout-order-42-coupon",
        "a retried checkout finds the same coupon"
    );
    assert_eq!(
        sorted_form(&coupon_call.body),
        [
            ("amount_off", "1498"),
            ("currency", "eur"),
            ("duration", "once"),
            ("max_redemptions", "1"),
            ("name", "Aktionscode SOMMER10"),
        ]
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
    );
    let form = sorted_form(&session_call.body);
    let value = |key: &str| {
        form.iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    assert_eq!(value("discounts[0][coupon]"), "Q7ORDER42");
    let items: i64 = (0..2)
        .map(|i| {
            value(&format!("line_items[{i}][price_data][unit_amount]"))
                .parse::<i64>()
                .unwrap()
                * value(&format!("line_items[{i}][quantity]"))
                    .parse::<i64>()
                    .unwrap()
        })
        .sum();
    assert_eq!(
        items - 1_498,
        16_044,
        "Stripe charges the items less the coupon: the order's total"
    );
}

#[tokio::test]
async fn create_checkout_accepts_an_api_base_with_a_trailing_slash() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session("unpaid", "open")))
        .expect(1)
        .mount(&server)
        .await;

    let created = gateway(&format!("{}/", server.uri()))
        .create_checkout(&request())
        .await
        .unwrap();

    assert_eq!(created.id, SESSION_ID);
}

#[tokio::test]
async fn create_checkout_without_a_payment_page_url_is_unknown() {
    let server = MockServer::start().await;
    let mut answer = session("unpaid", "open");
    answer["url"] = Value::Null;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(answer))
        .mount(&server)
        .await;

    let result = gateway(&server.uri()).create_checkout(&request()).await;

    assert!(
        matches!(result, Err(PaymentError::Unknown(_))),
        "{result:?}"
    );
}

#[tokio::test]
async fn create_checkout_refused_by_stripe_is_unknown() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({
            "error": {
                "type": "invalid_request_error",
                "code": "parameter_invalid_integer",
                "param": "line_items[0][price_data][unit_amount]",
                "message": "Invalid integer: -1"
            }
        })))
        .expect(1)
        .mount(&server)
        .await;

    let result = gateway(&server.uri()).create_checkout(&request()).await;

    let Err(PaymentError::Unknown(error)) = result else {
        panic!("expected Unknown, got {result:?}");
    };
    assert!(!format!("{error:?}").contains(SECRET_KEY));
}

#[tokio::test]
async fn create_checkout_when_stripe_is_unreachable_is_unknown() {
    let result = offline_gateway().create_checkout(&request()).await;

    assert!(
        matches!(result, Err(PaymentError::Unknown(_))),
        "{result:?}"
    );
}

// ---------------------------------------------------------------- session_status

async fn status_for(answer: Value) -> SessionReport {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION_ID}")))
        .respond_with(ResponseTemplate::new(200).set_body_json(answer))
        .expect(1)
        .mount(&server)
        .await;

    let report = gateway(&server.uri())
        .session_status(SESSION_ID)
        .await
        .unwrap()
        .unwrap();

    let received = server.received_requests().await.unwrap();
    assert_eq!(
        received[0].headers.get("authorization").unwrap(),
        &format!("Bearer {SECRET_KEY}")
    );
    report
}

#[tokio::test]
async fn session_status_of_a_paid_session_is_paid_with_its_amount() {
    let report = status_for(session("paid", "complete")).await;

    assert_eq!(
        report,
        SessionReport {
            payment: SessionPayment::Paid,
            amount_total: Cents::new(14980),
            currency: "eur".into(),
        }
    );
}

#[tokio::test]
async fn session_status_without_payment_required_is_paid() {
    let report = status_for(session("no_payment_required", "complete")).await;

    assert_eq!(report.payment, SessionPayment::Paid);
}

#[tokio::test]
async fn session_status_of_an_open_session_is_unpaid() {
    let report = status_for(session("unpaid", "open")).await;

    assert_eq!(report.payment, SessionPayment::Unpaid);
    assert_eq!(report.amount_total, Cents::new(14980));
}

#[tokio::test]
async fn session_status_of_an_expired_session_is_expired() {
    let report = status_for(session("unpaid", "expired")).await;

    assert_eq!(report.payment, SessionPayment::Expired);
}

#[tokio::test]
async fn session_status_reports_the_currency_in_lower_case() {
    let mut answer = session("paid", "complete");
    answer["currency"] = json!("EUR");

    let report = status_for(answer).await;

    assert_eq!(report.currency, "eur");
}

#[tokio::test]
async fn session_status_of_an_unknown_session_is_unknown_error() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/checkout/sessions/cs_test_missing"))
        .respond_with(ResponseTemplate::new(404).set_body_json(json!({
            "error": {
                "type": "invalid_request_error",
                "code": "resource_missing",
                "param": "session",
                "message": "No such checkout.session: 'cs_test_missing'"
            }
        })))
        .mount(&server)
        .await;

    let result = gateway(&server.uri())
        .session_status("cs_test_missing")
        .await;

    assert!(
        matches!(result, Err(PaymentError::Unknown(_))),
        "{result:?}"
    );
}

#[tokio::test]
async fn session_status_refuses_ids_that_would_change_the_request_path() {
    let server = MockServer::start().await;

    let result = gateway(&server.uri())
        .session_status("cs_test_1/../../customers")
        .await;

    assert!(
        matches!(result, Err(PaymentError::Unknown(_))),
        "{result:?}"
    );
    assert!(server.received_requests().await.unwrap().is_empty());
}

// ---------------------------------------------------------------- parse_webhook

#[tokio::test]
async fn completed_paid_checkout_event_is_checkout_completed() {
    let payload = event("checkout.session.completed", session("paid", "complete"));

    let parsed = parse_signed(&payload).await.unwrap();

    assert_eq!(
        parsed,
        PaymentEvent::CheckoutCompleted {
            event_id: EVENT_ID.into(),
            session_id: SESSION_ID.into(),
            order_id: OrderId::new(42),
            paid: true,
            amount_total: Cents::new(14980),
            currency: "eur".into(),
        }
    );
}

#[tokio::test]
async fn completed_checkout_still_clearing_is_completed_but_unpaid() {
    let payload = event("checkout.session.completed", session("unpaid", "complete"));

    let parsed = parse_signed(&payload).await.unwrap();

    assert!(
        matches!(parsed, PaymentEvent::CheckoutCompleted { paid: false, .. }),
        "{parsed:?}"
    );
}

#[tokio::test]
async fn async_payment_succeeded_event_is_a_paid_completion() {
    let payload = event(
        "checkout.session.async_payment_succeeded",
        session("paid", "complete"),
    );

    let parsed = parse_signed(&payload).await.unwrap();

    assert_eq!(
        parsed,
        PaymentEvent::CheckoutCompleted {
            event_id: EVENT_ID.into(),
            session_id: SESSION_ID.into(),
            order_id: OrderId::new(42),
            paid: true,
            amount_total: Cents::new(14980),
            currency: "eur".into(),
        }
    );
}

#[tokio::test]
async fn expired_checkout_event_is_checkout_failed() {
    let payload = event("checkout.session.expired", session("unpaid", "expired"));

    let parsed = parse_signed(&payload).await.unwrap();

    assert_eq!(
        parsed,
        PaymentEvent::CheckoutFailed {
            event_id: EVENT_ID.into(),
            session_id: SESSION_ID.into(),
            order_id: OrderId::new(42),
        }
    );
}

#[tokio::test]
async fn async_payment_failed_event_is_its_own_event() {
    let payload = event(
        "checkout.session.async_payment_failed",
        session("unpaid", "complete"),
    );

    let parsed = parse_signed(&payload).await.unwrap();

    assert_eq!(
        parsed,
        PaymentEvent::AsyncPaymentFailed {
            event_id: EVENT_ID.into(),
            session_id: SESSION_ID.into(),
            order_id: OrderId::new(42),
        }
    );
}

#[tokio::test]
async fn other_event_types_are_ignored() {
    // Stripe's example event as it is: a `plan.created`.
    let payload = fixture("event.json").to_string();

    let parsed = parse_signed(&payload).await.unwrap();

    assert_eq!(
        parsed,
        PaymentEvent::Ignored {
            event_id: EVENT_ID.into()
        }
    );
}

#[tokio::test]
async fn other_event_types_with_an_unreadable_object_are_still_ignored() {
    let payload = event("customer.created", json!({ "object": "customer" }));

    let parsed = parse_signed(&payload).await.unwrap();

    assert_eq!(
        parsed,
        PaymentEvent::Ignored {
            event_id: EVENT_ID.into()
        }
    );
}

#[tokio::test]
async fn checkout_event_without_order_id_is_malformed() {
    let mut object = session("paid", "complete");
    object["metadata"] = json!({});
    let payload = event("checkout.session.completed", object);

    let parsed = parse_signed(&payload).await;

    assert!(
        matches!(parsed, Err(PaymentError::Malformed(_))),
        "{parsed:?}"
    );
}

#[tokio::test]
async fn checkout_event_with_a_non_numeric_order_id_is_malformed() {
    let mut object = session("paid", "complete");
    object["metadata"] = json!({ "order_id": "zweiundvierzig" });
    let payload = event("checkout.session.completed", object);

    let parsed = parse_signed(&payload).await;

    assert!(
        matches!(parsed, Err(PaymentError::Malformed(_))),
        "{parsed:?}"
    );
}

#[tokio::test]
async fn expired_checkout_event_without_order_id_is_malformed() {
    let mut object = session("unpaid", "expired");
    object["metadata"] = Value::Null;
    let payload = event("checkout.session.expired", object);

    let parsed = parse_signed(&payload).await;

    assert!(
        matches!(parsed, Err(PaymentError::Malformed(_))),
        "{parsed:?}"
    );
}

#[tokio::test]
async fn completed_checkout_event_without_amount_total_is_malformed() {
    let mut object = session("paid", "complete");
    object["amount_total"] = Value::Null;
    let payload = event("checkout.session.completed", object);

    let parsed = parse_signed(&payload).await;

    assert!(
        matches!(parsed, Err(PaymentError::Malformed(_))),
        "{parsed:?}"
    );
}

#[tokio::test]
async fn checkout_event_with_an_unreadable_session_is_malformed() {
    let payload = event("checkout.session.completed", json!({ "id": SESSION_ID }));

    let parsed = parse_signed(&payload).await;

    assert!(
        matches!(parsed, Err(PaymentError::Malformed(_))),
        "{parsed:?}"
    );
}

async fn assert_invalid_signature(payload: &str, header: &str) {
    let parsed = offline_gateway()
        .parse_webhook(payload.as_bytes(), header)
        .await;

    assert!(
        matches!(parsed, Err(PaymentError::InvalidSignature)),
        "{parsed:?}"
    );
}

#[tokio::test]
async fn webhook_signed_with_another_secret_is_refused() {
    let payload = event("checkout.session.completed", session("paid", "complete"));

    assert_invalid_signature(&payload, &sign(&payload, "whsec_someone_else", now())).await;
}

#[tokio::test]
async fn webhook_with_an_edited_body_is_refused() {
    let payload = event("checkout.session.completed", session("paid", "complete"));
    let header = sign(&payload, WEBHOOK_SECRET, now());
    let edited = payload.replace("14980", "1");
    assert_ne!(edited, payload);

    assert_invalid_signature(&edited, &header).await;
}

#[tokio::test]
async fn webhook_older_than_five_minutes_is_refused() {
    let payload = event("checkout.session.completed", session("paid", "complete"));

    assert_invalid_signature(&payload, &sign(&payload, WEBHOOK_SECRET, now() - 301)).await;
}

#[tokio::test]
async fn webhook_signed_within_the_five_minute_tolerance_is_accepted() {
    let payload = event("checkout.session.completed", session("paid", "complete"));
    let header = sign(&payload, WEBHOOK_SECRET, now() - 240);

    let parsed = offline_gateway()
        .parse_webhook(payload.as_bytes(), &header)
        .await;

    assert!(
        matches!(parsed, Ok(PaymentEvent::CheckoutCompleted { .. })),
        "{parsed:?}"
    );
}

#[tokio::test]
async fn webhook_with_a_garbage_signature_header_is_refused() {
    let payload = event("checkout.session.completed", session("paid", "complete"));

    assert_invalid_signature(&payload, "this is not a stripe signature").await;
    assert_invalid_signature(&payload, "t=soon,v1=abc").await;
    assert_invalid_signature(&payload, &format!("t={},v1=zz", now())).await;
}

#[tokio::test]
async fn webhook_without_a_signature_header_is_refused() {
    let payload = event("checkout.session.completed", session("paid", "complete"));

    assert_invalid_signature(&payload, "").await;
}

#[tokio::test]
async fn webhook_body_that_is_not_utf8_is_refused() {
    let parsed = offline_gateway()
        .parse_webhook(b"\xff\xfe{}", &sign("{}", WEBHOOK_SECRET, now()))
        .await;

    assert!(matches!(parsed, Err(PaymentError::InvalidSignature)));
}

// ---------------------------------------------------------------- configuration

#[test]
fn debug_output_never_shows_the_secrets() {
    let config = StripeConfig {
        secret_key: SECRET_KEY.into(),
        webhook_secret: WEBHOOK_SECRET.into(),
        api_base: None,
    };
    let gateway = StripeGateway::new(config.clone()).unwrap();

    for printed in [format!("{config:?}"), format!("{gateway:?}")] {
        assert!(!printed.contains(SECRET_KEY), "{printed}");
        assert!(!printed.contains(WEBHOOK_SECRET), "{printed}");
        assert!(printed.contains("<redacted>"), "{printed}");
    }
}

#[test]
fn empty_secrets_are_refused() {
    let no_key = StripeGateway::new(StripeConfig {
        secret_key: String::new(),
        webhook_secret: WEBHOOK_SECRET.into(),
        api_base: None,
    });
    let no_webhook_secret = StripeGateway::new(StripeConfig {
        secret_key: SECRET_KEY.into(),
        webhook_secret: "  ".into(),
        api_base: None,
    });

    assert!(no_key.is_err());
    assert!(no_webhook_secret.is_err());
}

// ---------------------------------------------------------------- refunds

fn refund_request() -> RefundRequest {
    RefundRequest {
        order_id: OrderId::new(42),
        session_id: SESSION_ID.into(),
        amount: Cents::new(14_980),
        idempotency_key: "primecards-order-42-refund".into(),
    }
}

/// Stripe answering the paid session and, for `POST /v1/refunds`, `refund`.
async fn stripe_refunding(refund: ResponseTemplate) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION_ID}")))
        .respond_with(ResponseTemplate::new(200).set_body_json(session("paid", "complete")))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/refunds"))
        .respond_with(refund)
        .expect(1)
        .mount(&server)
        .await;
    server
}

#[tokio::test]
async fn a_refund_gives_back_the_sessions_payment_in_full_once_per_order() {
    let mut refund = fixture("refund.json");
    refund["amount"] = json!(14_980);
    refund["currency"] = json!("eur");
    let server = stripe_refunding(ResponseTemplate::new(200).set_body_json(refund)).await;

    let refund_id = gateway(&server.uri())
        .refund(&refund_request())
        .await
        .unwrap();

    assert_eq!(refund_id, "re_1Nispe2eZvKYlo2Cd31jOCgZ");
    let received = server.received_requests().await.unwrap();
    let sent = received
        .iter()
        .find(|request| request.url.path() == "/v1/refunds")
        .unwrap();
    assert_eq!(
        sent.headers.get("idempotency-key").unwrap(),
        "primecards-order-42-refund"
    );
    let mut form: Vec<(String, String)> = form_urlencoded::parse(&sent.body)
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    form.sort();
    assert_eq!(
        form,
        [
            ("amount", "14980"),
            ("metadata[order_id]", "42"),
            ("payment_intent", "pi_1PgafyB7WZ01zgkWSjxsAJo3"),
            ("reason", "requested_by_customer"),
        ]
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
    );
}

#[tokio::test]
async fn a_refund_stripe_refuses_carries_stripes_reason() {
    let server = stripe_refunding(ResponseTemplate::new(400).set_body_json(json!({
        "error": {
            "type": "invalid_request_error",
            "code": "charge_already_refunded",
            "message": "Charge ch_1NirD82eZvKYlo2CIvbtLWuY has already been refunded."
        }
    })))
    .await;

    let result = gateway(&server.uri()).refund(&refund_request()).await;

    let Err(RefundError::Refused(reason)) = result else {
        panic!("expected Refused, got {result:?}");
    };
    assert_eq!(
        reason,
        "Stripe lehnt die Erstattung ab (400): Charge ch_1NirD82eZvKYlo2CIvbtLWuY has already been refunded."
    );
}

#[tokio::test]
async fn a_failed_refund_is_refused_with_its_failure_reason() {
    let mut refund = fixture("refund.json");
    refund["status"] = json!("failed");
    refund["failure_reason"] = json!("expired_or_canceled_card");
    let server = stripe_refunding(ResponseTemplate::new(200).set_body_json(refund)).await;

    let result = gateway(&server.uri()).refund(&refund_request()).await;

    let Err(RefundError::Refused(reason)) = result else {
        panic!("expected Refused, got {result:?}");
    };
    assert!(
        reason.contains("failed (expired_or_canceled_card)"),
        "{reason}"
    );
}

#[tokio::test]
async fn a_refund_when_stripe_is_unreachable_is_unknown() {
    let result = offline_gateway().refund(&refund_request()).await;

    assert!(matches!(result, Err(RefundError::Unknown(_))), "{result:?}");
}
