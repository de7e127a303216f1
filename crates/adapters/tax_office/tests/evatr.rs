//! The eVatR client against the local fake: each group of the service's
//! status list, and a service slower than the shop waits.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shop_domain::{FieldMatch, VatId, VatVerdict};
use shop_ports::vat_registry::{QualifiedRequest, VatIdRegistry};
use shop_tax_office::{EvatrClient, fake};

fn request(number: &str, name: &str, city: &str) -> QualifiedRequest {
    let id = |raw: &str| VatId::parse_optional(raw).unwrap().unwrap();
    QualifiedRequest {
        requester: id("DE136695976"),
        number: id(number),
        name: name.to_owned(),
        street: "Markt 1".to_owned(),
        zip_code: "5911 AA".to_owned(),
        city: city.to_owned(),
    }
}

async fn client() -> (EvatrClient, fake::FakeEvatr) {
    let fake = fake::FakeEvatr::start().unwrap();
    (EvatrClient::new(fake.url.clone()), fake)
}

#[tokio::test]
async fn a_registered_number_with_its_name_and_city_is_confirmed_with_evidence() {
    let (client, fake) = client().await;
    let received = client
        .confirm(&request("NL859108720B01", "Eetcafe De Hoek B.V.", "Venlo"))
        .await
        .unwrap();
    assert_eq!(received.answer.status, "evatr-0000");
    assert_eq!(
        (
            received.answer.name,
            received.answer.street,
            received.answer.zip_code,
            received.answer.city
        ),
        (
            Some(FieldMatch::Matches),
            Some(FieldMatch::Matches),
            Some(FieldMatch::Matches),
            Some(FieldMatch::Matches)
        )
    );
    assert_eq!(received.body_sha256.len(), 64);
    assert_eq!(VatVerdict::of(&received.answer), VatVerdict::Confirmed);
    assert_eq!(fake.requests(), 1);
}

#[tokio::test]
async fn another_name_is_answered_b_and_refused() {
    let (client, _fake) = client().await;
    let received = client
        .confirm(&request("NL859108720B01", "Pizzeria Venlo", "Venlo"))
        .await
        .unwrap();
    assert_eq!(received.answer.name, Some(FieldMatch::Differs));
    assert_eq!(
        VatVerdict::of(&received.answer),
        VatVerdict::NameOrCityDiffers
    );
}

#[tokio::test]
async fn unknown_and_expired_numbers_are_invalid_answers_not_errors() {
    let (client, _fake) = client().await;
    for number in ["NL123456789B01", fake::EXPIRED_NUMBER] {
        let received = client
            .confirm(&request(number, "Eetcafe De Hoek B.V.", "Venlo"))
            .await
            .unwrap();
        assert_eq!(
            VatVerdict::of(&received.answer),
            VatVerdict::Invalid,
            "{number}"
        );
    }
}

#[tokio::test]
async fn try_later_is_unavailable() {
    let (client, _fake) = client().await;
    let received = client
        .confirm(&request(fake::UNAVAILABLE_NUMBER, "X", "Venlo"))
        .await
        .unwrap();
    assert_eq!(received.answer.status, "evatr-1001");
    assert_eq!(VatVerdict::of(&received.answer), VatVerdict::Unavailable);
}

#[tokio::test]
async fn a_service_slower_than_five_seconds_is_unavailable() {
    let (client, _fake) = client().await;
    let started = std::time::Instant::now();
    let outcome = client
        .confirm(&request(fake::SLOW_NUMBER, "X", "Venlo"))
        .await;
    assert!(outcome.is_err(), "{outcome:?}");
    assert!(started.elapsed() < fake::SLOW_ANSWER);
}

#[tokio::test]
async fn no_service_at_all_is_unavailable() {
    let client = EvatrClient::new("http://127.0.0.1:9/app/v1/abfrage");
    assert!(
        client
            .confirm(&request("NL859108720B01", "X", "Venlo"))
            .await
            .is_err()
    );
}
