//! DSGVO self-service and retention through the HTTP API, on SQLite and
//! PostgreSQL: the export holds the customer's data and no secret, deleting
//! the account keeps the orders without a login, retention deletes by age.

use actix_web::{http::StatusCode, test};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    active_user, call,
    databases::{TestDatabase, execute, texts},
    mails_to,
    orders::{LineSpec, order_body},
    post_json, shop, shop_on, sign_in, with_cookie,
};

const CUSTOMER: &str = "kunde@pizzeria-roma.de";

async fn export_and_delete_on(database: TestDatabase) {
    let shop = shop_on(database).await;
    let user_id = active_user(&shop, CUSTOMER, Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let cookie = Some(sign_in(&service, CUSTOMER).await);
    let mut order = order_body(
        CUSTOMER,
        &[LineSpec {
            product_id: 2,
            packed: true,
            quantity: 1,
        }],
    );
    order["userId"] = json!(user_id);
    let (placed, placed_body, _) = call(
        &service,
        with_cookie(post_json("/api/orderLine/create-order", &order), &cookie),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{placed_body}");
    let order_id = placed_body["id"].as_i64().unwrap();
    call(
        &service,
        with_cookie(
            post_json(
                "/api/wishlists/save-wished-product",
                &json!({"productId": 3, "productType": "PrimeProd", "userId": user_id}),
            ),
            &cookie,
        ),
    )
    .await;
    call(
        &service,
        post_json(
            "/api/messages/save-message",
            &json!({"name": "Maria", "email": CUSTOMER, "phone": "0170 1234567", "message": "Frage zum Druck"}),
        ),
    )
    .await;

    let export = test::call_service(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/users/me/export"),
            &cookie,
        )
        .to_request(),
    )
    .await;
    assert_eq!(export.status(), StatusCode::OK);
    assert_eq!(
        export.headers().get("content-disposition").unwrap(),
        "attachment; filename=\"primecards-meine-daten.json\""
    );
    let data: Value = serde_json::from_slice(&test::read_body(export).await).unwrap();
    assert_eq!(data["account"]["email"], CUSTOMER);
    assert_eq!(data["orders"][0]["orderId"], order_id);
    assert_eq!(data["orders"][0]["lines"].as_array().unwrap().len(), 1);
    assert_eq!(data["orders"][0]["shippingData"]["email"], CUSTOMER);
    assert_eq!(data["wishlist"][0]["productId"], 3);
    assert_eq!(data["contactMessages"][0]["message"], "Frage zum Druck");
    assert!(!data.to_string().contains("argon2"), "no password hash");

    let (wrong, wrong_body, _) = call(
        &service,
        with_cookie(
            post_json("/api/users/me/delete", &json!({"password": "falsch123"})),
            &cookie,
        ),
    )
    .await;
    let (deleted, deleted_body, _) = call(
        &service,
        with_cookie(
            post_json("/api/users/me/delete", &json!({"password": "geheim123"})),
            &cookie,
        ),
    )
    .await;
    let (after, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/users/me/export"),
            &cookie,
        ),
    )
    .await;
    let (sign_in_again, _, _) = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": CUSTOMER, "password": "geheim123"}),
        ),
    )
    .await;

    assert_eq!(wrong, StatusCode::UNAUTHORIZED);
    assert_eq!(wrong_body["message"], "Das Passwort ist nicht korrekt.");
    assert_eq!(deleted, StatusCode::OK, "{deleted_body}");
    assert_eq!(
        deleted_body["message"],
        "Ihr Konto wurde gelöscht. Eine Bestätigung haben wir Ihnen per E-Mail gesendet."
    );
    assert_eq!(after, StatusCode::UNAUTHORIZED);
    assert_eq!(sign_in_again, StatusCode::UNAUTHORIZED);
    let url = shop.database_url();
    for table in ["users", "sessions", "wishlist_items", "user_tokens"] {
        assert_eq!(
            texts(
                &url,
                &format!("SELECT CAST(COUNT(*) AS TEXT) AS value FROM {table}")
            )[0],
            "0",
            "{table}"
        );
    }
    assert_eq!(
        texts(
            &url,
            &format!(
                "SELECT CAST(COUNT(*) AS TEXT) AS value FROM orders WHERE id = {order_id} AND user_id IS NULL"
            )
        )[0],
        "1",
        "the order stays, without a login"
    );
    let mails = mails_to(&shop, CUSTOMER).await;
    assert!(
        mails
            .iter()
            .any(|mail| mail.contains("wie gewünscht haben wir Ihr Kundenkonto gelöscht")),
        "{mails:?}"
    );
}

#[actix_web::test]
async fn a_customer_exports_and_deletes_the_account_on_sqlite() {
    export_and_delete_on(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn a_customer_exports_and_deletes_the_account_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        export_and_delete_on(database).await;
    }
}

#[actix_web::test]
async fn guests_get_401_and_admins_cannot_delete_themselves_here() {
    let shop = shop().await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);

    let (guest_export, _, _) = call(
        &service,
        test::TestRequest::get().uri("/api/users/me/export"),
    )
    .await;
    let (guest_delete, _, _) = call(
        &service,
        post_json("/api/users/me/delete", &json!({"password": "geheim123"})),
    )
    .await;
    let (admin_delete, body, _) = call(
        &service,
        with_cookie(
            post_json("/api/users/me/delete", &json!({"password": "geheim123"})),
            &admin,
        ),
    )
    .await;

    assert_eq!(guest_export, StatusCode::UNAUTHORIZED);
    assert_eq!(guest_delete, StatusCode::UNAUTHORIZED);
    assert_eq!(admin_delete, StatusCode::FORBIDDEN, "{body}");
}

async fn retention_on(database: TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let url = shop.database_url();
    let guest_order = || {
        order_body(
            "gast@example.de",
            &[LineSpec {
                product_id: 2,
                packed: true,
                quantity: 1,
            }],
        )
    };
    let (_, old_order, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &guest_order()),
    )
    .await;
    let (_, new_order, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &guest_order()),
    )
    .await;
    for (name, email) in [("Alt", "alt@example.de"), ("Neu", "neu@example.de")] {
        call(
            &service,
            post_json(
                "/api/messages/save-message",
                &json!({"name": name, "email": email, "phone": "0170 1234567", "message": "Hallo"}),
            ),
        )
        .await;
    }
    for email in ["nie-aktiviert@example.de", "gerade-registriert@example.de"] {
        call(
            &service,
            post_json(
                "/api/auth/sign-up",
                &json!({"companyName": "Imbiss", "email": email, "phone": "0170 1234567", "password": "geheim123"}),
            ),
        )
        .await;
    }
    // Age the first of each pair past its limit (30 days, 2 years, 7 days).
    execute(
        &url,
        &format!(
            "UPDATE orders SET created_at = {} WHERE id = {}",
            shifted(&url, 31),
            old_order["id"]
        ),
    );
    execute(
        &url,
        &format!(
            "UPDATE messages SET created_at = {} WHERE name = 'Alt'",
            shifted(&url, 731)
        ),
    );
    execute(
        &url,
        &format!(
            "UPDATE users SET created_at = {} WHERE email = 'nie-aktiviert@example.de'",
            shifted(&url, 8)
        ),
    );

    let report = shop.ctx.state.privacy.apply_retention().await.unwrap();

    assert_eq!(
        (
            report.unpaid_guest_orders,
            report.contact_messages,
            report.inactive_accounts
        ),
        (1, 1, 1)
    );
    let ids = |sql: &str| texts(&url, sql);
    assert_eq!(
        ids("SELECT CAST(id AS TEXT) AS value FROM orders"),
        vec![new_order["id"].to_string()]
    );
    assert_eq!(ids("SELECT name AS value FROM messages"), vec!["Neu"]);
    assert_eq!(
        ids("SELECT email AS value FROM users"),
        vec!["gerade-registriert@example.de"]
    );
}

/// `created_at` moved `days` into the past, in the database's own dialect.
fn shifted(url: &str, days: i64) -> String {
    if url.starts_with("postgres") {
        format!("created_at - INTERVAL '{days} days'")
    } else {
        format!("datetime(created_at, '-{days} days')")
    }
}

#[actix_web::test]
async fn retention_deletes_old_guest_orders_messages_and_unactivated_accounts_on_sqlite() {
    retention_on(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn retention_deletes_old_guest_orders_messages_and_unactivated_accounts_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        retention_on(database).await;
    }
}
