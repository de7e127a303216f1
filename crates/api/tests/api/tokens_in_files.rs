//! Once a mail is delivered, the live token it carried (a password reset, a
//! proof approval link) is nowhere in the bytes of the SQLite files — the
//! database, its write-ahead log, its shared memory — not in a row, not in
//! freed space, not in an old page of the log.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use serde_json::{Value, json};

use crate::{
    support::{
        PRINT_LOGO_URL,
        databases::TestDatabase,
        eml::delivered_to,
        process::{ShopConfig, ShopProcess, client},
        seed_print_logo,
    },
    two_instances::session_cookie,
};

const PUBLIC_URL: &str = "http://127.0.0.1:18311";
const ADMIN: &str = "verwaltung@tokens.test";
const BUYER: &str = "gianni@tokens.test";

/// The token after `marker` in the first delivered mail to `to` that has one.
async fn delivered_token(data: &Path, to: &str, marker: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if let Some(mail) = delivered_to(&[data], to)
            .into_iter()
            .find(|mail| mail.contains(marker))
        {
            let start = mail.find(marker).unwrap() + marker.len();
            return mail[start..]
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .next()
                .unwrap()
                .to_owned();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no mail to {to} with {marker}");
}

/// The SQLite files of `database` (its path) in which `needle` occurs.
fn in_database_files(database: &str, needle: &str) -> Vec<String> {
    ["", "-wal", "-shm"]
        .iter()
        .map(|suffix| format!("{database}{suffix}"))
        .filter(|file| {
            std::fs::read(file).is_ok_and(|bytes| {
                bytes
                    .windows(needle.len())
                    .any(|window| window == needle.as_bytes())
            })
        })
        .collect()
}

/// Waits (the outbox marks a mail sent just after delivering it) until
/// `token` is gone from the files; the files still holding it after 10 s.
async fn files_holding(database: &str, token: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let holding = in_database_files(database, token);
        if holding.is_empty() || Instant::now() > deadline {
            return holding;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

async fn post(
    http: &reqwest::Client,
    shop: &ShopProcess,
    path: &str,
    cookie: Option<&str>,
    body: &Value,
) -> reqwest::Response {
    let mut request = http
        .post(shop.url(path))
        .header("Origin", PUBLIC_URL)
        .json(body);
    if let Some(cookie) = cookie {
        request = request.header(reqwest::header::COOKIE, cookie);
    }
    request.send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn delivered_reset_and_approval_tokens_leave_no_bytes_in_the_sqlite_files() {
    let db = TestDatabase::sqlite();
    let database = db.url().trim_start_matches("sqlite://").to_owned();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let shop = ShopProcess::start(
        &ShopConfig::new(db.url(), data, PUBLIC_URL)
            .with_env("SHOP_ADMIN_EMAIL", ADMIN)
            .with_env("SHOP_ADMIN_PASSWORD", "verwaltung-geheim-123"),
    )
    .await;
    let store = db.store().await;
    seed_print_logo(&store, &[data.join("uploads")]).await;
    let http = client(None);

    // A password reset.
    let asked = post(
        &http,
        &shop,
        "/api/users/forgot-password",
        None,
        &json!({"email": ADMIN}),
    )
    .await;
    assert!(asked.status().is_success(), "{asked:?}");
    let reset = delivered_token(data, ADMIN, "token=").await;

    // A paid card order's approval link.
    let order = json!({
        "orderType": "Normal",
        "orderLines": [{"productId": 2, "productType": "PrimeProd", "qte": 1,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt",
            "template": "pizza", "address": "Hauptstr. 1", "phone": "02161 123456",
            "url": "www.gianni.de", "cardLogo": PRINT_LOGO_URL}],
        "shippingInfo": {"responsableName": "Gianni Rossi", "companyName": "Da Gianni",
            "email": BUYER, "phone": "02161 123456", "shippingAddress": "Hauptstr. 1",
            "zipCode": "41061", "city": "Mönchengladbach"}
    });
    let placed = post(&http, &shop, "/api/orderLine/create-order", None, &order).await;
    let cookie = session_cookie(&placed).unwrap();
    let placed: Value = placed.json().await.unwrap();
    let checkout: Value = post(
        &http,
        &shop,
        "/api/orderLine/create-checkout-session",
        Some(&cookie),
        &json!({"orderId": placed["id"]}),
    )
    .await
    .json()
    .await
    .unwrap();
    let session = checkout["id"].as_str().unwrap();
    // The local provider's page answers with a redirect to the confirmation page.
    post(
        &http,
        &shop,
        &format!("/api/payments/local/{session}/pay"),
        Some(&cookie),
        &json!({}),
    )
    .await;
    let approval = delivered_token(data, BUYER, "/proof-approval?token=").await;

    assert!(reset.len() >= 32 && approval.len() >= 32);
    assert_eq!(
        files_holding(&database, &reset).await,
        Vec::<String>::new(),
        "reset token"
    );
    assert_eq!(
        files_holding(&database, &approval).await,
        Vec::<String>::new(),
        "approval token"
    );
}
