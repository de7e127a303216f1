//! Sessions as an attacker with a copy of the database or an old cookie
//! would meet them: ids stored only as hashes, an absolute lifetime, and
//! over https the `__Host-` cookie and HSTS.

use actix_web::{http::StatusCode, test};
use serde_json::json;
use sha2::{Digest, Sha256};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    active_user, call,
    databases::{execute, texts},
    post_json, shop, shop_with, with_cookie,
};

#[actix_web::test]
async fn the_sessions_table_holds_hashes_never_the_cookie_value() {
    let shop = shop().await;
    active_user(&shop, "kunde@example.de", Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let cookie = crate::support::sign_in(&service, "kunde@example.de").await;

    let stored = texts(&shop.database_url(), "SELECT id AS value FROM sessions");
    assert_eq!(
        stored,
        vec![hex::encode(Sha256::digest(cookie.value().as_bytes()))]
    );
    let (_, me, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/auth/initialCheck"),
            &Some(cookie),
        ),
    )
    .await;
    assert_eq!(me["user"]["email"], "kunde@example.de");
}

#[actix_web::test]
async fn a_session_ends_thirty_days_after_sign_in_however_busy() {
    let shop = shop().await;
    active_user(&shop, "kunde@example.de", Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let cookie = Some(crate::support::sign_in(&service, "kunde@example.de").await);
    // Signed in 31 days ago (and busy since: the idle expiry is in the future).
    let data = texts(&shop.database_url(), "SELECT data AS value FROM sessions").remove(0);
    let mut data: serde_json::Value = serde_json::from_str(&data).unwrap();
    data["started_at"] = json!(chrono::Utc::now().timestamp() - 31 * 24 * 3600);
    execute(
        &shop.database_url(),
        &format!("UPDATE sessions SET data = '{data}'"),
    );

    let (status, body, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/auth/initialCheck"),
            &cookie,
        ),
    )
    .await;

    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(body["message"], "Token expired, please sign in again");
}

#[actix_web::test]
async fn over_https_the_cookie_is_host_prefixed_and_hsts_is_sent() {
    let https = shop_with(&[("SHOP_PUBLIC_URL", "https://shop.example".to_owned())]).await;
    active_user(&https, "kunde@example.de", Role::Customer).await;
    let service = test::init_service(app(https.ctx.clone())).await;
    let plain = shop().await;
    let plain_service = test::init_service(app(plain.ctx.clone())).await;

    let signed_in = test::call_service(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": "kunde@example.de", "password": "geheim123"}),
        )
        .insert_header(("Origin", "https://shop.example"))
        .to_request(),
    )
    .await;
    let plain_answer = test::call_service(
        &plain_service,
        test::TestRequest::get().uri("/api/healthz").to_request(),
    )
    .await;

    assert_eq!(signed_in.status(), StatusCode::OK);
    let cookie = signed_in
        .response()
        .cookies()
        .find(|c| c.name() == "__Host-primecards_session")
        .expect("the __Host- cookie");
    assert_eq!(cookie.secure(), Some(true));
    assert_eq!(cookie.path(), Some("/"));
    assert_eq!(cookie.domain(), None);
    assert_eq!(
        signed_in
            .headers()
            .get("strict-transport-security")
            .unwrap(),
        "max-age=31536000; includeSubDomains"
    );
    assert!(
        plain_answer
            .headers()
            .get("strict-transport-security")
            .is_none()
    );
}

/// The public catalogue is served outside the session: it leaves every
/// cookie alone, a valid one and one that is no session id at all (no
/// `Set-Cookie`, so a cache may keep the answer); the next route that reads
/// the session removes the garbled one.
#[actix_web::test]
async fn the_catalogue_leaves_cookies_alone_and_a_session_route_drops_a_garbled_one() {
    let shop = shop().await;
    active_user(&shop, "kunde@example.de", Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let cookie = crate::support::sign_in(&service, "kunde@example.de").await;
    let catalogue = || test::TestRequest::get().uri("/api/products/get-products-cat/2");
    let set_cookies = |headers: &actix_web::http::header::HeaderMap| {
        headers
            .get_all("set-cookie")
            .map(|value| value.to_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };

    let kept = test::call_service(&service, catalogue().cookie(cookie.clone()).to_request()).await;
    assert_eq!(kept.status(), StatusCode::OK);
    assert_eq!(set_cookies(kept.headers()), Vec::<String>::new());

    let garbled = actix_web::cookie::Cookie::new(cookie.name().to_owned(), "kein-sitzungs-id");
    let with_garbled = |uri: &str| {
        test::TestRequest::get()
            .uri(uri)
            .cookie(garbled.clone())
            .to_request()
    };
    let untouched =
        test::call_service(&service, with_garbled("/api/products/get-products-cat/2")).await;
    assert_eq!(untouched.status(), StatusCode::OK);
    assert_eq!(set_cookies(untouched.headers()), Vec::<String>::new());
    // initialCheck says the session expired and removes the cookie.
    let response = test::call_service(&service, with_garbled("/api/auth/initialCheck")).await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let removal = set_cookies(response.headers());
    assert_eq!(removal.len(), 1, "{removal:?}");
    assert!(
        removal[0].starts_with(&format!("{}=;", cookie.name())) && removal[0].contains("Max-Age=0"),
        "{removal:?}"
    );

    // The signed-in session still works after the catalogue was read with it.
    let (_, me, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/auth/initialCheck"),
            &Some(cookie),
        ),
    )
    .await;
    assert_eq!(me["user"]["email"], "kunde@example.de");
}
