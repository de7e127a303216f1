//! Rules the order aggregate and its product data now carry: packing rules
//! that survive a rename, explicit idempotency keys (on SQLite and
//! PostgreSQL), and the statuses the back office may choose.

use actix_web::{http::StatusCode, test};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    active_user, call, databases::TestDatabase, post_json, shop, shop_on, sign_in, with_cookie,
};

fn line(product: i64, processing: &str) -> Value {
    json!({
        "productId": product, "qte": 1, "processingType": processing,
        "template": "pizza", "address": "Hauptstr. 1", "phone": "02161 123456",
        "url": "www.pizzeria-roma.de", "cardLogo": crate::support::PRINT_LOGO_URL
    })
}

fn order(lines: Value) -> Value {
    json!({
        "orderLines": lines,
        "shippingInfo": {
            "responsableName": "Maria Rossi", "companyName": "Pizzeria Roma",
            "email": "maria@pizzeria-roma.de", "phone": "02161 123456",
            "shippingAddress": "Hauptstr. 1", "zipCode": "41061", "city": "Mönchengladbach"
        }
    })
}

const LOOSE: &str = "Magnete nicht einzeln verpackt";

#[actix_web::test]
async fn a_renamed_product_keeps_its_packing_rule() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@regeln.test", Role::Admin).await;
    let admin = sign_in(&service, "chef@regeln.test").await;
    let rename = |id: i64, name: &str, packing: Option<&str>| {
        let mut body = json!({
            "productId": id, "name": name, "description": "Neu",
            "price": 10_990, "relativePrice": 7_500, "specialOffer": null
        });
        if let Some(packing) = packing {
            body["packingRule"] = json!(packing);
        }
        post_json("/api/products/update-product", &body).cookie(admin.clone())
    };

    // Product 4 is sold packed only, product 2 either way; the names say otherwise now.
    let (status, plus, _) = call(&service, rename(4, "PrimeCard Premium", None)).await;
    assert_eq!(status, StatusCode::OK, "{plus}");
    assert_eq!(plus["product"]["packingRule"], "packedOnly");
    let (status, starter, _) = call(&service, rename(2, "Starter Plus Aktion", None)).await;
    assert_eq!(status, StatusCode::OK, "{starter}");
    assert_eq!(starter["product"]["packingRule"], "any");
    assert_eq!(starter["product"]["kind"], "card");

    let (status, refused, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order(json!([line(4, LOOSE)])),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        refused["message"],
        "Position 1: Diese Verarbeitung wird für dieses Produkt nicht angeboten"
    );
    let (status, placed, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order(json!([line(2, LOOSE)])),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");

    // The back office sets the rule itself.
    let (status, changed, _) = call(
        &service,
        rename(2, "Starter Plus Aktion", Some("packedOnly")),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    let (status, _, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order(json!([line(2, LOOSE)])),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, unknown, _) = call(&service, rename(2, "Starter", Some("loose"))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{unknown}");
}

async fn idempotency_keys_on(database: TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let keyed = |key: &str, body: &Value| {
        post_json("/api/orderLine/create-order", body).insert_header(("Idempotency-Key", key))
    };
    let first_body = order(json!([line(2, LOOSE)]));
    let other_body = order(json!([line(3, LOOSE)]));

    let (first_status, first, cookie) = call(&service, keyed("attempt-1", &first_body)).await;
    let (again_status, again, _) = call(
        &service,
        with_cookie(keyed("attempt-1", &first_body), &cookie),
    )
    .await;
    let (changed_status, changed, _) = call(&service, keyed("attempt-1", &other_body)).await;
    let (new_key_status, new_key, _) = call(&service, keyed("attempt-2", &first_body)).await;
    let (_, no_key_1, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &first_body),
    )
    .await;
    let (_, no_key_2, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &first_body),
    )
    .await;
    let (bad_key_status, _, _) = call(&service, keyed("zwei wörter", &first_body)).await;

    assert_eq!(first_status, StatusCode::CREATED, "{first}");
    assert_eq!(again_status, StatusCode::CREATED, "{again}");
    assert_eq!(
        again, first,
        "the same key and body answer the first answer"
    );
    assert_eq!(
        changed_status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{changed}"
    );
    assert_eq!(
        changed["message"],
        "Diese Bestellung wurde bereits mit anderem Inhalt abgeschickt. Bitte laden Sie die Seite neu und bestellen Sie erneut."
    );
    assert_eq!(new_key_status, StatusCode::CREATED);
    assert_ne!(new_key["id"], first["id"]);
    assert_ne!(
        no_key_1["id"], no_key_2["id"],
        "without a key every call orders"
    );
    assert_eq!(bad_key_status, StatusCode::BAD_REQUEST);
    assert_eq!(
        crate::support::databases::count_rows(&shop.database_url(), "orders"),
        4
    );
}

#[actix_web::test]
async fn an_idempotency_key_places_one_order_on_sqlite() {
    idempotency_keys_on(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn an_idempotency_key_places_one_order_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        idempotency_keys_on(database).await;
    }
}
