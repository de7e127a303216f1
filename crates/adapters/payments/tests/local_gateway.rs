//! The local test provider: sessions that lead to the shop's own test page,
//! and no webhook it would ever trust.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shop_domain::{Cents, OrderId};
use shop_ports::payments::{CheckoutLine, CheckoutRequest, PaymentError, PaymentGateway};

use shop_payments::LocalTestGateway;

fn request() -> CheckoutRequest {
    CheckoutRequest {
        order_id: OrderId::new(42),
        lines: vec![CheckoutLine {
            name: "PrimeCard Starter".into(),
            unit_amount: Cents::new(7490),
            quantity: 2,
        }],
        customer_email: "kunde@example.de".into(),
        success_url: "http://127.0.0.1:8080/pending-page?order_id=42".into(),
        cancel_url: "http://127.0.0.1:8080/shopping-cart".into(),
        idempotency_key: "order-42".into(),
        discount: None,
        payment_methods: Vec::new(),
    }
}

#[tokio::test]
async fn checkout_sessions_are_unique_and_point_at_the_shop() {
    let gateway = LocalTestGateway::new("http://127.0.0.1:8080/");

    let first = gateway.create_checkout(&request()).await.unwrap();
    let second = gateway.create_checkout(&request()).await.unwrap();

    assert_ne!(first.id, second.id);
    assert!(first.id.starts_with("cs_local_42_"));
    assert_eq!(
        first.url,
        format!("http://127.0.0.1:8080/api/payments/local/{}", first.id)
    );
}

#[tokio::test]
async fn webhooks_are_never_trusted() {
    let gateway = LocalTestGateway::new("http://127.0.0.1:8080");

    let result = gateway.parse_webhook(b"{}", "t=1,v1=abc").await;

    assert!(matches!(result, Err(PaymentError::InvalidSignature)));
}
