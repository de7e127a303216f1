//! A line's QR code is decided once, when the order is placed: its mode and
//! the exact text printed are stored with the line. A revision prints a
//! direct code's new address and keeps a short link (repointed instead);
//! lines placed before the text was stored get it at start-up.

use actix_web::{http::StatusCode, test};
use serde_json::{Value, json};
use shop_api::startup::app;

use crate::support::{
    PRINT_LOGO_URL, call, databases,
    orders::{LineSpec, order_body},
    pay_locally, post_json, shop_on, with_cookie,
};

const BUYER: &str = "gedruckt@qr.test";

/// What each line of the database prints, in line order: `mode text`.
fn printed(url: &str) -> Vec<String> {
    databases::texts(
        url,
        "SELECT mode || ' ' || printed_text AS value FROM line_qr_codes ORDER BY order_line_id",
    )
}

fn revision(url: &str) -> Value {
    json!({"template": "pizza", "address": "Hauptstr. 1, 41061 Mönchengladbach",
           "phone": "02161 123456", "url": url, "cardLogo": PRINT_LOGO_URL, "remarks": ""})
}

async fn decided_once(database: databases::TestDatabase) {
    let shop = shop_on(database).await;
    let url = shop.database_url();
    let service = test::init_service(app(shop.ctx.clone())).await;
    let card = LineSpec {
        product_id: 2,
        packed: true,
        quantity: 1,
    };
    let mut body = order_body(BUYER, &[card, card]);
    body["orderLines"][1]["qrMode"] = json!("direct");
    body["orderLines"][1]["url"] = json!("www.direkt-karte.de");
    let (status, placed, guest) =
        call(&service, post_json("/api/orderLine/create-order", &body)).await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let code = databases::texts(&url, "SELECT code AS value FROM qr_links")[0].clone();
    let short = format!("short http://127.0.0.1:8080/q/{code}");
    let direct = "direct https://www.direkt-karte.de";
    assert_eq!(
        printed(&url),
        [short.as_str(), direct],
        "stored when placed"
    );

    // Paid, its proofs are prepared with exactly that text.
    pay_locally(&shop, &service, &placed["id"], &guest).await;
    assert_eq!(
        databases::texts(
            &url,
            "SELECT expected AS value FROM qr_checks ORDER BY order_line_id"
        ),
        [
            format!("http://127.0.0.1:8080/q/{code}"),
            "https://www.direkt-karte.de".to_owned()
        ]
    );

    // A revision: the direct code prints the new address, the short link stays and leads there.
    let (_, lines, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/proof-approval?orderId={}", placed["id"])),
            &guest,
        ),
    )
    .await;
    let line_ids: Vec<i64> = lines["orderLines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["orderLineId"].as_i64().unwrap())
        .collect();
    for (line_id, address) in line_ids
        .iter()
        .zip(["www.neue-karte.de/mittag", "www.neu-direkt.de"])
    {
        let (status, revised, _) = call(
            &service,
            with_cookie(
                post_json(
                    &format!("/api/order-lines/{line_id}/revise"),
                    &revision(address),
                ),
                &guest,
            ),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{revised}");
    }
    assert_eq!(
        printed(&url),
        [short.as_str(), "direct https://www.neu-direkt.de"]
    );
    assert_eq!(
        databases::texts(&url, "SELECT target AS value FROM qr_links"),
        ["https://www.neue-karte.de/mittag"]
    );

    // Lines placed before the text was stored: filled in at start-up, the same way.
    databases::execute(&url, "DELETE FROM line_qr_codes");
    let filled = shop
        .ctx
        .state
        .qr_links
        .record_earlier_lines()
        .await
        .unwrap();
    assert_eq!(filled, 2);
    assert_eq!(
        printed(&url),
        [short.as_str(), "direct https://www.neu-direkt.de"]
    );
    assert_eq!(
        shop.ctx
            .state
            .qr_links
            .record_earlier_lines()
            .await
            .unwrap(),
        0,
        "once is enough"
    );
}

#[actix_web::test]
async fn a_lines_qr_code_is_decided_once_and_stored_on_sqlite() {
    decided_once(databases::TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn a_lines_qr_code_is_decided_once_and_stored_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        decided_once(database).await;
    }
}
