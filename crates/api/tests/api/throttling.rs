//! Limits that hold: checking and counting an attempt is one step, so a
//! parallel burst gets only the limit through; the owner of an account is
//! never locked out by wrong passwords sent from elsewhere; links cannot be
//! guessed at argon2's expense.

use std::net::SocketAddr;

use actix_web::{http::StatusCode, test};
use futures_util::future::join_all;
use serde_json::json;
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{active_user, call, databases::TestDatabase, post_json, shop, shop_on};

const OWNER: &str = "inhaber@pizzeria.de";

fn from(address: &str) -> SocketAddr {
    if address.contains(':') {
        format!("[{address}]:40000").parse().unwrap()
    } else {
        format!("{address}:40000").parse().unwrap()
    }
}

fn sign_in(password: &str, address: &str) -> test::TestRequest {
    post_json(
        "/api/auth/sign-in",
        &json!({"email": OWNER, "password": password}),
    )
    .peer_addr(from(address))
}

async fn burst_on(database: TestDatabase) {
    let shop = shop_on(database).await;
    active_user(&shop, OWNER, Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let answers =
        join_all((0..30).map(|_| call(&service, sign_in("falsch123", "203.0.113.7")))).await;

    let wrong = answers
        .iter()
        .filter(|(status, _, _)| *status == StatusCode::UNAUTHORIZED)
        .count();
    let throttled = answers
        .iter()
        .filter(|(status, _, _)| *status == StatusCode::TOO_MANY_REQUESTS)
        .count();
    println!("burst of 30: {wrong} × 401, {throttled} × 429");
    assert_eq!((wrong, throttled), (5, 25));
}

#[actix_web::test]
async fn a_parallel_burst_of_wrong_passwords_is_evaluated_only_up_to_the_limit_on_sqlite() {
    burst_on(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn a_parallel_burst_of_wrong_passwords_is_evaluated_only_up_to_the_limit_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        burst_on(database).await;
    }
}

/// One IPv6 subscriber has a whole /64 to pick addresses from: its
/// addresses share one budget, a neighbouring /64 has its own.
#[actix_web::test]
async fn ipv6_clients_are_limited_by_their_64_network() {
    let shop = shop().await;
    active_user(&shop, OWNER, Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let mut statuses = Vec::new();
    for host in 1..=12 {
        let address = format!("2001:db8:7:1:{host:x}::{host:x}");
        statuses.push(call(&service, sign_in("falsch123", &address)).await.0);
    }
    let (neighbour, _, _) = call(&service, sign_in("falsch123", "2001:db8:7:2::1")).await;

    let evaluated = statuses
        .iter()
        .filter(|status| **status == StatusCode::UNAUTHORIZED)
        .count();
    assert_eq!(evaluated, 5, "{statuses:?}");
    assert!(
        statuses[5..]
            .iter()
            .all(|s| *s == StatusCode::TOO_MANY_REQUESTS)
    );
    assert_eq!(neighbour, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn wrong_passwords_from_one_address_never_lock_out_the_right_password_from_another() {
    let shop = shop().await;
    active_user(&shop, OWNER, Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    for _ in 0..8 {
        call(&service, sign_in("falsch123", "198.51.100.66")).await;
    }
    let (attacker, _, _) = call(&service, sign_in("geheim123", "198.51.100.66")).await;
    let (owner, body, cookie) = call(&service, sign_in("geheim123", "192.0.2.10")).await;

    assert_eq!(attacker, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(owner, StatusCode::OK, "{body}");
    assert!(cookie.is_some());
}

#[actix_web::test]
async fn right_passwords_do_not_use_up_the_limit_of_an_address() {
    let shop = shop().await;
    active_user(&shop, OWNER, Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    // An office behind one address: many sign-ins, all right.
    for round in 0..15 {
        let (status, body, _) = call(&service, sign_in("geheim123", "192.0.2.20")).await;
        assert_eq!(status, StatusCode::OK, "sign-in {round}: {body}");
    }
}

#[actix_web::test]
async fn junk_reset_tokens_are_throttled_per_address() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let attempt = || {
        post_json(
            "/api/users/reset-password",
            &json!({"token": "geraten", "newPassword": "neues-passwort-1"}),
        )
        .peer_addr(from("203.0.113.9"))
    };

    let answers = join_all((0..40).map(|_| call(&service, attempt()))).await;
    let (other_client, _, _) = call(
        &service,
        post_json(
            "/api/users/reset-password",
            &json!({"token": "geraten", "newPassword": "neues-passwort-1"}),
        )
        .peer_addr(from("192.0.2.30")),
    )
    .await;

    let invalid = answers
        .iter()
        .filter(|(status, _, _)| *status == StatusCode::BAD_REQUEST)
        .count();
    let throttled = answers
        .iter()
        .filter(|(status, _, _)| *status == StatusCode::TOO_MANY_REQUESTS)
        .count();
    println!("40 junk reset tokens: {invalid} × 400, {throttled} × 429");
    assert_eq!((invalid, throttled), (10, 30));
    assert_eq!(other_client, StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn activation_attempts_are_throttled_per_address() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let mut statuses = Vec::new();
    for _ in 0..11 {
        let (status, _, _) = call(
            &service,
            post_json(
                "/api/users/activate-user",
                &json!({"email": "neu@example.de", "token": "geraten"}),
            )
            .peer_addr(from("203.0.113.10")),
        )
        .await;
        statuses.push(status);
    }

    assert!(statuses[..10].iter().all(|s| *s == StatusCode::BAD_REQUEST));
    assert_eq!(statuses[10], StatusCode::TOO_MANY_REQUESTS);
}
