//! The delivery promise through the HTTP API, on both databases: the route
//! answers what the domain computes for an order placed now, a closure the
//! admin saves moves every promise at once and its removal moves it back,
//! and what people and attackers type into a closure is refused in German.

use actix_web::{http::StatusCode, test};
use chrono::{Days, NaiveDate, Utc};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::{
    Role,
    berlin::berlin_day,
    delivery_promise::{Approval, Destination, promise},
};

use crate::support::{
    active_company_user, call, databases, post_json, shop_on, sign_in, with_cookie,
};

/// The promise the domain makes at this moment, as the route writes its days.
fn expected_now(destination: Destination, express: bool) -> (String, String, String) {
    let now = Utc::now().naive_utc();
    let promise = promise(now, destination, express, Some(now), Approval::At(now), &[]);
    (
        promise.ship_on.to_string(),
        promise.deliver_from.to_string(),
        promise.deliver_to.to_string(),
    )
}

fn days_of(answer: &Value) -> (String, String, String) {
    let day = |key: &str| answer[key].as_str().unwrap_or_default().to_owned();
    (day("shipOn"), day("deliverFrom"), day("deliverTo"))
}

async fn promises_and_closures(database: databases::TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let ask = |uri: &'static str| call(&service, test::TestRequest::get().uri(uri));

    // Around the call, so a cut-off passing meanwhile cannot fail the test.
    let before = expected_now(Destination::Germany, false);
    let (status, germany, _) = ask("/api/delivery-promise").await;
    let after = expected_now(Destination::Germany, false);
    assert_eq!(status, StatusCode::OK, "{germany}");
    assert!(
        days_of(&germany) == before || days_of(&germany) == after,
        "{germany}"
    );
    let text = germany["text"].as_str().unwrap();
    assert!(text.starts_with("Lieferung voraussichtlich "), "{text}");
    assert!(text.ends_with(" bestellen und freigeben."), "{text}");

    let (_, express, _) = ask("/api/delivery-promise?country=NL&express=true").await;
    let expected = expected_now(Destination::OtherMemberState, true);
    assert_eq!(days_of(&express).0, expected.0, "{express}");
    assert!(
        express["shipOn"].as_str() < germany["shipOn"].as_str(),
        "express ships sooner"
    );

    for uri in [
        "/api/delivery-promise?country=US",
        "/api/delivery-promise?country=%00",
        "/api/delivery-promise?country=%F0%9F%87%A9%F0%9F%87%AA",
    ] {
        let (status, refusal, _) = ask(uri).await;
        assert_eq!(
            (status, refusal["message"].as_str()),
            (
                StatusCode::BAD_REQUEST,
                Some("Wir liefern nur in Länder der Europäischen Union.")
            ),
            "{uri}"
        );
    }

    // The admin closes the shop from today for 40 days: the promise moves past it at once.
    active_company_user(&shop, "chef@betriebsferien.test", "PrimeCards", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@betriebsferien.test").await);
    let today = berlin_day(Utc::now().naive_utc());
    let last = today + Days::new(40);
    let save = |body: Value| with_cookie(post_json("/api/admin/closures", &body), &admin);
    for (body, message) in [
        (
            json!({"from": last.to_string(), "to": today.to_string(), "label": "Betriebsferien"}),
            "Der letzte Tag darf nicht vor dem ersten liegen.",
        ),
        (
            json!({"from": today.to_string(), "to": (today + Days::new(366)).to_string(), "label": "Betriebsferien"}),
            "Eine Schließzeit darf höchstens ein Jahr lang sein.",
        ),
        (
            json!({"from": "2020-12-24", "to": "2020-12-31", "label": "Betriebsferien"}),
            "Eine Schließzeit muss heute oder später enden.",
        ),
        (
            json!({"from": "24.12.2026", "to": "2027-01-01", "label": "Betriebsferien"}),
            "Bitte geben Sie die Tage als JJJJ-MM-TT an.",
        ),
        (
            json!({"from": today.to_string(), "to": last.to_string(), "label": "Betriebs\u{0}ferien"}),
            "Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.",
        ),
        (
            json!({"from": today.to_string(), "to": last.to_string(), "label": "ß".repeat(81)}),
            "Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.",
        ),
    ] {
        let (status, refusal, _) = call(&service, save(body.clone())).await;
        assert_eq!(
            (status, refusal["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(message)),
            "{body}"
        );
    }
    let (status, saved, _) = call(
        &service,
        save(json!({"from": today.to_string(), "to": last.to_string(), "label": "Betriebsferien 🎄"})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    let sentence = format!(
        "Betriebsferien 🎄 vom {} bis {}",
        today.format("%d.%m."),
        last.format("%d.%m.")
    );
    assert_eq!(saved["sentence"], json!(sentence));

    let (_, closed, _) = ask("/api/delivery-promise").await;
    let ships = NaiveDate::parse_from_str(closed["shipOn"].as_str().unwrap(), "%Y-%m-%d").unwrap();
    assert!(ships > last, "{closed}");
    assert!(
        closed["reasons"]
            .as_array()
            .unwrap()
            .contains(&json!(sentence)),
        "{closed}"
    );
    let (_, listed, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/admin/closures"), &admin),
    )
    .await;
    assert_eq!(listed.as_array().map(Vec::len), Some(1), "{listed}");

    let id = saved["id"].as_i64().unwrap();
    let remove = || {
        with_cookie(
            test::TestRequest::delete().uri(&format!("/api/admin/closures/{id}")),
            &admin,
        )
    };
    let (status, _, _) = call(&service, remove()).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, gone, _) = call(&service, remove()).await;
    assert_eq!(
        (status, gone["message"].as_str()),
        (
            StatusCode::NOT_FOUND,
            Some("Diese Schließzeit gibt es nicht.")
        )
    );
    // The orders list sorts by 'Versand bis' and refuses another sort; the on-time share starts empty.
    let (status, listed, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/orderLine/get-valid-orders?sort=shipBy"),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{listed}");
    let (status, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/orderLine/get-valid-orders?sort=random"),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, on_time, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/admin/on-time"), &admin),
    )
    .await;
    assert_eq!(
        (status, on_time),
        (StatusCode::OK, json!({"percent": null, "shipped": 0}))
    );

    let (_, reopened, _) = ask("/api/delivery-promise").await;
    assert!(
        reopened["shipOn"].as_str() < closed["shipOn"].as_str(),
        "{reopened}"
    );
}

#[actix_web::test]
async fn the_promise_is_the_domains_and_a_closure_moves_it_at_once_on_sqlite() {
    promises_and_closures(databases::TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn the_promise_is_the_domains_and_a_closure_moves_it_at_once_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        promises_and_closures(database).await;
    }
}
