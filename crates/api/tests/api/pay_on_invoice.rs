//! Pay on invoice through the HTTP API: the admin grants, changes and
//! withdraws an account's terms on the 'Kunden' page; the checkout offers
//! the option to that account only, and tells everyone else why not.

use actix_web::{http::StatusCode, test};
use serde_json::json;
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{active_company_user, call, shop, sign_in, with_cookie};

const NOT_GRANTED: &str = "Kauf auf Rechnung bieten wir Stammkunden nach Freischaltung an.";

#[actix_web::test]
async fn the_admin_grants_terms_and_only_that_account_is_offered_pay_on_invoice() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let roma = active_company_user(
        &shop,
        "wirt@roma-rechnung.test",
        "Pizzeria Roma",
        Role::Customer,
    )
    .await;
    active_company_user(
        &shop,
        "luca@rechnung.test",
        "Trattoria Luca",
        Role::Customer,
    )
    .await;
    let admin_id =
        active_company_user(&shop, "chef@rechnung.test", "PrimeCards", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@rechnung.test").await);
    let customer = Some(sign_in(&service, "wirt@roma-rechnung.test").await);
    let offered = |cookie| {
        let service = &service;
        async move {
            let (status, body, _) = call(
                service,
                with_cookie(test::TestRequest::get().uri("/api/invoice-terms"), &cookie),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body
        }
    };
    let terms = |user: i64, body: serde_json::Value| {
        with_cookie(
            test::TestRequest::put()
                .uri(&format!("/api/admin/customers/{user}/invoice-terms"))
                .set_json(body),
            &admin,
        )
    };

    assert_eq!(
        offered(None).await,
        json!({"available": false, "days": null, "reason": NOT_GRANTED})
    );
    assert_eq!(offered(customer.clone()).await["reason"], NOT_GRANTED);

    for (body, message) in [
        (
            json!({"limitCents": 99, "days": 14}),
            "Das Rechnungslimit muss zwischen 1,00 € und 50.000,00 € liegen.",
        ),
        (
            json!({"limitCents": 5_000_001, "days": 14}),
            "Das Rechnungslimit muss zwischen 1,00 € und 50.000,00 € liegen.",
        ),
        (
            json!({"limitCents": 50000, "days": 61}),
            "Das Zahlungsziel muss zwischen 7 und 60 Tagen liegen.",
        ),
        (
            json!({"limitCents": 50000, "days": 6}),
            "Das Zahlungsziel muss zwischen 7 und 60 Tagen liegen.",
        ),
    ] {
        let (status, refusal, _) = call(&service, terms(roma, body.clone())).await;
        assert_eq!(
            (status, refusal["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(message)),
            "{body}"
        );
    }
    let (status, refusal, _) = call(
        &service,
        terms(admin_id, json!({"limitCents": 50000, "days": 14})),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "an admin buys nothing: {refusal}"
    );
    assert_eq!(
        offered(customer.clone()).await["available"],
        false,
        "nothing was granted"
    );

    let (status, granted, _) = call(
        &service,
        terms(roma, json!({"limitCents": 50000, "days": 14})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{granted}");
    assert_eq!(granted, json!({"limitCents": 50000, "days": 14}));
    assert_eq!(
        offered(customer.clone()).await,
        json!({"available": true, "days": 14, "reason": null})
    );
    assert_eq!(offered(None).await["available"], false, "guests never");
    assert_eq!(
        offered(admin.clone()).await["available"],
        false,
        "nor the admin"
    );

    let (status, list, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/admin/customers?search=ROMA&page=1&pageSize=10"),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(
        list,
        json!({"items": [{"userId": roma, "companyName": "Pizzeria Roma", "email": "wirt@roma-rechnung.test",
                          "openCents": 0, "overdueCents": 0, "terms": {"limitCents": 50000, "days": 14}}],
               "total": 1, "page": 1, "pageSize": 10})
    );
    let (status, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get()
                .uri(&format!("/api/admin/customers?search={}", "x".repeat(201))),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let withdraw = || {
        with_cookie(
            test::TestRequest::delete().uri(&format!("/api/admin/customers/{roma}/invoice-terms")),
            &admin,
        )
    };
    assert_eq!(call(&service, withdraw()).await.0, StatusCode::NO_CONTENT);
    assert_eq!(call(&service, withdraw()).await.0, StatusCode::NOT_FOUND);
    assert_eq!(offered(customer).await["reason"], NOT_GRANTED);
}
