//! The account life cycle through the HTTP API: sign-up, activation,
//! sign-in, password reset, sessions, throttling.

use crate::support::{PUBLIC_URL, call, link_in, mails_to, post_json, query_param, shop};
use actix_web::{http::StatusCode, test};
use serde_json::json;
use shop_api::startup::app;
use shop_ports::tokens::{NewUserToken, TokenPurpose};

fn sign_up_body(email: &str) -> serde_json::Value {
    json!({"companyName": "Pizzeria Bella", "email": email, "phone": "+49 170 1234567", "password": "geheim123", "role": "admin"})
}

#[actix_web::test]
async fn the_whole_account_life_cycle() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let email = "kunde@example.de";

    // Sign-up: created inactive, as a customer whatever the payload says.
    let (status, body, _) = call(
        &service,
        post_json("/api/auth/sign-up", &sign_up_body(email)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body, _) = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": email, "password": "geheim123"}),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        body["message"],
        "Ihr Konto ist noch nicht aktiviert. Bitte klicken Sie auf den Link in unserer E-Mail."
    );

    // Activation: the mailed link is built by the server; wrong and reused tokens fail.
    let mails = mails_to(&shop, email).await;
    let link = link_in(&mails[0], &format!("{PUBLIC_URL}/activate?"));
    assert_eq!(query_param(&link, "email"), email);
    let token = query_param(&link, "token");
    for wrong in [
        json!({"email": email, "token": "falsch"}),
        json!({"email": email}),
    ] {
        let (status, body, _) = call(&service, post_json("/api/users/activate-user", &wrong)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            body["message"],
            "Der Aktivierungslink ist ungültig oder abgelaufen. Bitte fordern Sie eine neue E-Mail an."
        );
    }
    let activate = json!({"email": email, "token": token});
    let (status, body, _) = call(&service, post_json("/api/users/activate-user", &activate)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (
            StatusCode::OK,
            Some("Ihre E-Mail wurde erfolgreich aktiviert!")
        )
    );
    let (status, _, _) = call(&service, post_json("/api/users/activate-user", &activate)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a used link must fail");

    // Sign-in: a customer, with a session cookie.
    let (status, body, cookie) = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": email, "password": "geheim123"}),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["user"]["role"], "customer");
    let session = cookie.expect("sign-in sets the session cookie");
    let (_, body, _) = call(
        &service,
        test::TestRequest::get()
            .uri("/api/auth/initialCheck")
            .cookie(session.clone()),
    )
    .await;
    assert_eq!(body["user"]["email"], email);

    // Reset: mailed link, new password, every old session ends, the link works once.
    let (status, _, _) = call(
        &service,
        post_json("/api/users/forgot-password", &json!({"email": email})),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let mails = mails_to(&shop, email).await;
    let reset_token = query_param(
        &link_in(
            mails.last().unwrap(),
            &format!("{PUBLIC_URL}/reset-password?"),
        ),
        "token",
    );
    let reset = json!({"token": reset_token, "newPassword": "ganz-neu-456"});
    let (status, body, _) = call(&service, post_json("/api/users/reset-password", &reset)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (
            StatusCode::OK,
            Some("Das Passwort wurde erfolgreich zurückgesetzt")
        )
    );
    let (status, body, _) = call(
        &service,
        test::TestRequest::get()
            .uri("/api/auth/initialCheck")
            .cookie(session),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["message"], "Token expired, please sign in again");
    let (status, _, _) = call(&service, post_json("/api/users/reset-password", &reset)).await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "a used reset link must fail"
    );

    let (old, _, _) = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": email, "password": "geheim123"}),
        ),
    )
    .await;
    let (new, _, _) = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": email, "password": "ganz-neu-456"}),
        ),
    )
    .await;
    assert_eq!((old, new), (StatusCode::UNAUTHORIZED, StatusCode::OK));
}

#[actix_web::test]
async fn sign_up_refuses_a_taken_address_and_broken_fields_in_german() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    call(
        &service,
        post_json("/api/auth/sign-up", &sign_up_body("doppelt@example.de")),
    )
    .await;
    let (taken, taken_body, _) = call(
        &service,
        post_json("/api/auth/sign-up", &sign_up_body("DOPPELT@example.de")),
    )
    .await;
    let mut long_name = sign_up_body("neu@example.de");
    long_name["companyName"] = json!("x".repeat(31));
    let (too_long, too_long_body, _) =
        call(&service, post_json("/api/auth/sign-up", &long_name)).await;
    let (missing, missing_body, _) = call(
        &service,
        post_json("/api/auth/sign-up", &json!({"email": "a@b.de"})),
    )
    .await;

    assert_eq!(taken, StatusCode::CONFLICT);
    assert_eq!(
        taken_body["message"],
        "Für diese E-Mail-Adresse besteht bereits ein Konto"
    );
    assert_eq!(too_long, StatusCode::BAD_REQUEST);
    assert_eq!(
        too_long_body["message"],
        "Firmenname: Der Firmenname darf nicht länger als 30 Zeichen sein"
    );
    assert_eq!(missing, StatusCode::BAD_REQUEST);
    assert_eq!(missing_body["message"], "Firmenname: Pflichtfeld");
}

#[actix_web::test]
async fn unknown_address_and_wrong_password_get_the_same_answer() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    call(
        &service,
        post_json("/api/auth/sign-up", &sign_up_body("da@example.de")),
    )
    .await;

    let wrong = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": "da@example.de", "password": "falsch123"}),
        ),
    )
    .await;
    let unknown = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": "weg@example.de", "password": "falsch123"}),
        ),
    )
    .await;

    assert_eq!((wrong.0, &wrong.1), (unknown.0, &unknown.1));
    assert_eq!(wrong.0, StatusCode::UNAUTHORIZED);
    assert_eq!(wrong.1["message"], "E-Mail oder Passwort ist falsch");
}

#[actix_web::test]
async fn mail_requests_answer_alike_for_unknown_addresses_and_never_mail_a_client_link() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    call(
        &service,
        post_json("/api/auth/sign-up", &sign_up_body("inaktiv@example.de")),
    )
    .await;

    let known = call(
        &service,
        post_json(
            "/api/users/send-activation-email",
            &json!({"email": "inaktiv@example.de", "activationLink": "https://evil.example/phish"}),
        ),
    )
    .await;
    let unknown = call(
        &service,
        post_json(
            "/api/users/send-activation-email",
            &json!({"email": "niemand@example.de", "activationLink": "https://evil.example/phish"}),
        ),
    )
    .await;
    let forgot_known = call(
        &service,
        post_json(
            "/api/users/forgot-password",
            &json!({"email": "inaktiv@example.de"}),
        ),
    )
    .await;
    let forgot_unknown = call(
        &service,
        post_json(
            "/api/users/forgot-password",
            &json!({"email": "niemand@example.de"}),
        ),
    )
    .await;

    assert_eq!((known.0, &known.1), (unknown.0, &unknown.1));
    assert_eq!(
        (forgot_known.0, &forgot_known.1),
        (forgot_unknown.0, &forgot_unknown.1)
    );
    let mails = mails_to(&shop, "inaktiv@example.de").await;
    assert_eq!(
        mails.len(),
        1,
        "the resend right after sign-up keeps the first link; no reset mail for an inactive account"
    );
    assert!(
        mails.iter().all(|text| !text.contains("evil.example")
            && text.contains(&format!("{PUBLIC_URL}/activate?")))
    );
    assert!(mails_to(&shop, "niemand@example.de").await.is_empty());
}

#[actix_web::test]
async fn an_expired_activation_link_fails() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    call(
        &service,
        post_json("/api/auth/sign-up", &sign_up_body("spaet@example.de")),
    )
    .await;
    let user = shop_ports::read(&*shop.ctx.state.store, |repos| {
        repos
            .users()
            .find_by_email(&shop_domain::Email::parse("spaet@example.de").unwrap())
    })
    .await
    .unwrap()
    .unwrap();
    let past = chrono::Utc::now().naive_utc() - chrono::TimeDelta::hours(25);
    let expired = NewUserToken {
        user_id: user.id,
        purpose: TokenPurpose::Activation,
        token_hash: shop_app::digests::token_hash("abgelaufen"),
        expires_at: past + chrono::TimeDelta::hours(24),
        created_at: past,
    };
    shop_ports::read(&*shop.ctx.state.store, move |repos| {
        repos.tokens().insert(&expired)
    })
    .await
    .unwrap();

    let (status, _, _) = call(
        &service,
        post_json(
            "/api/users/activate-user",
            &json!({"email": "spaet@example.de", "token": "abgelaufen"}),
        ),
    )
    .await;

    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn sign_in_is_throttled_after_five_failures_even_for_the_right_password() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    call(
        &service,
        post_json("/api/auth/sign-up", &sign_up_body("ziel@example.de")),
    )
    .await;
    let attempt = |password: &str| {
        post_json(
            "/api/auth/sign-in",
            &json!({"email": "ziel@example.de", "password": password}),
        )
    };

    for _ in 0..5 {
        assert_eq!(
            call(&service, attempt("falsch123")).await.0,
            StatusCode::UNAUTHORIZED
        );
    }
    let response = test::call_service(&service, attempt("geheim123").to_request()).await;

    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after: u64 = response
        .headers()
        .get("retry-after")
        .unwrap()
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=900).contains(&retry_after));
    let body: serde_json::Value = serde_json::from_slice(&test::read_body(response).await).unwrap();
    assert_eq!(
        body["message"],
        "Zu viele Versuche. Bitte versuchen Sie es später erneut."
    );
}
