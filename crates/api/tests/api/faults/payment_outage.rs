//! Stripe failing or slow: opening the payment answers within 10 s with 503
//! and the German message, whether Stripe answers 500 or only after 30 s.
//! The order stays payable, and once Stripe answers again every attempt
//! has asked under the order's one idempotency key, so Stripe opens one
//! session, and the shop records one.

use std::time::{Duration, Instant};

use actix_web::{http::StatusCode, test};
use serde_json::json;
use shop_api::startup::app;
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{method, path},
};

use crate::{
    stripe_webhooks::{WEBHOOK_SECRET, order_body, session},
    support::{call, databases, post_json, shop_on_with},
};

const NOT_STARTED: &str = "Die Zahlung kann gerade nicht gestartet werden. Bitte versuchen Sie es in wenigen Minuten erneut.";
const ANSWER_WITHIN: Duration = Duration::from_secs(10);

async fn stripe_answers(stripe: &MockServer, answer: ResponseTemplate) {
    stripe.reset().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(answer)
        .mount(stripe)
        .await;
}

/// The `Idempotency-Key` of every request Stripe received since its last reset.
async fn keys_received(stripe: &MockServer) -> Vec<String> {
    stripe
        .received_requests()
        .await
        .unwrap_or_default()
        .iter()
        .filter_map(|request| request.headers.get("Idempotency-Key"))
        .map(|key| key.to_str().unwrap().to_owned())
        .collect()
}

#[actix_web::test]
async fn a_failing_or_slow_stripe_gets_a_503_in_time_and_the_order_is_paid_later_through_one_session()
 {
    let stripe = MockServer::start().await;
    let database = databases::TestDatabase::sqlite();
    let url = database.url().to_owned();
    let shop = shop_on_with(
        Some(database),
        &[
            ("STRIPE_SECRET_KEY", "sk_test_primecards".to_owned()),
            ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET.to_owned()),
            ("STRIPE_API_BASE", stripe.uri()),
        ],
    )
    .await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (status, order, cookie) = call(
        &service,
        post_json("/api/orderLine/create-order", &order_body()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    let order_id = order["id"].as_i64().unwrap();
    let cookie = cookie.unwrap();
    let open = || {
        call(
            &service,
            post_json(
                "/api/orderLine/create-checkout-session",
                &json!({"orderId": order_id}),
            )
            .cookie(cookie.clone()),
        )
    };

    for (fault, answer) in [
        (
            "500",
            ResponseTemplate::new(500).set_body_json(json!({"error": {"message": "down"}})),
        ),
        (
            "30 s",
            ResponseTemplate::new(200)
                .set_body_json(session(order_id, "unpaid", 17_826, "eur"))
                .set_delay(Duration::from_secs(30)),
        ),
    ] {
        stripe_answers(&stripe, answer).await;
        let started = Instant::now();
        let (status, refused, _) = open().await;
        let took = started.elapsed();
        eprintln!("payment outage ({fault}): {status} after {took:?}");
        assert_eq!(
            (status, refused["message"].as_str()),
            (StatusCode::SERVICE_UNAVAILABLE, Some(NOT_STARTED)),
            "{fault}"
        );
        assert!(took <= ANSWER_WITHIN, "{fault}: answered after {took:?}");
    }
    let keys_while_down = keys_received(&stripe).await;

    // Stripe is back: the order is paid through the session of that same key.
    stripe_answers(
        &stripe,
        ResponseTemplate::new(200).set_body_json(session(order_id, "unpaid", 17_826, "eur")),
    )
    .await;
    let (status, opened, _) = open().await;
    assert_eq!(status, StatusCode::OK, "{opened}");
    let keys_after = keys_received(&stripe).await;
    let key = format!("primecards-order-{order_id}-checkout");
    assert_eq!(keys_while_down, [key.as_str()], "the slow attempt's key");
    assert_eq!(keys_after, [key.as_str()]);
    assert_eq!(
        databases::numbers(
            &url,
            &format!("SELECT COUNT(*) AS value FROM payments WHERE order_id = {order_id}")
        ),
        [1],
        "one session recorded"
    );
}
