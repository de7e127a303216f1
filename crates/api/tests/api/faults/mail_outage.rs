//! The mail server goes away: the real binary sends through a local SMTP
//! sink that the test closes (connections refused) while guests keep buying,
//! then opens again. No request fails while it is away; the back office
//! shows the mails waiting; once it is back every mail is delivered, each
//! exactly once. A mail is retried every minute while its server is away
//! (the jobs' policy), and the first one through sends the others at once.

use std::{
    collections::BTreeMap,
    time::{Duration, Instant},
};

use serde_json::{Value, json};

use crate::{
    support::{
        databases,
        orders::Target,
        process::{self, ShopConfig, ShopProcess},
        purchase::{Bought, buy_sample_pack, buyer_client},
        smtp_sink::SmtpSink,
    },
    two_instances::session_cookie,
};

const ADMIN_EMAIL: &str = "admin@mail-outage.test";
const ADMIN_PASSWORD: &str = "Postfach-geschlossen-2026";
const BUYERS_WHILE_DOWN: usize = 8;
/// 20 s in every run; `FAULT_MAIL_DOWN_S=600` tries the ten minutes.
fn down_for() -> Duration {
    Duration::from_secs(
        std::env::var("FAULT_MAIL_DOWN_S")
            .ok()
            .and_then(|seconds| seconds.parse().ok())
            .unwrap_or(20),
    )
}
/// A retry comes a minute after the failed attempt; then every waiting mail goes.
const DELIVERED_WITHIN: Duration = Duration::from_secs(120);

fn recipients_in_outbox(url: &str) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for recipient in databases::texts(url, "SELECT recipient AS value FROM mail_outbox") {
        *counts.entry(recipient).or_default() += 1;
    }
    counts
}

fn unsent(url: &str) -> i64 {
    databases::count_rows(url, "mail_outbox WHERE sent_at IS NULL")
}

/// The back office's count of waiting mails.
async fn waiting_mails(shop: &ShopProcess) -> u64 {
    let http = process::client(None);
    let signed_in = http
        .post(shop.url("/api/auth/sign-in"))
        .header("Origin", &shop.public_url)
        .json(&json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(signed_in.status(), 200);
    let cookie = session_cookie(&signed_in).unwrap();
    let jobs: Value = http
        .get(shop.url("/api/admin/jobs?state=pending"))
        .header(reqwest::header::COOKIE, cookie)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    jobs["waitingMailCount"].as_u64().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn while_the_mail_server_is_away_no_request_fails_and_every_mail_goes_out_once_after() {
    let _turn = process::kill_test_turn().await;
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let url = format!("sqlite://{}", data.join("shop.db").display());
    let mut sink = SmtpSink::on(process::free_port());
    sink.up().await;
    let config = ShopConfig::new(&url, &data, "http://127.0.0.1:18293")
        .with_env("SMTP_URL", &sink.url())
        .with_env("SHOP_ADMIN_EMAIL", ADMIN_EMAIL)
        .with_env("SHOP_ADMIN_PASSWORD", ADMIN_PASSWORD);
    let shop = ShopProcess::start(&config).await;
    let target = Target::of(&shop);

    // Before: a purchase whose mail goes out at once.
    let before = buy_sample_pack(&buyer_client(20, 0), &target, "vorher@mail.test").await;
    assert!(matches!(before, Bought::Paid(_)), "{before:?}");
    let started = Instant::now();
    // The confirmation is queued by the invoice job after the payment.
    while databases::count_rows(&url, "mail_outbox") == 0 || unsent(&url) > 0 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the first mail never went out"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    sink.down().await;
    let went_down = Instant::now();
    let mut bought = Vec::new();
    for n in 0..BUYERS_WHILE_DOWN {
        let email = format!("waehrend{n}@mail.test");
        bought.push(buy_sample_pack(&buyer_client(21, n), &target, &email).await);
        tokio::time::sleep(down_for() / u32::try_from(BUYERS_WHILE_DOWN).unwrap()).await;
    }
    let failed: Vec<&Bought> = bought
        .iter()
        .filter(|bought| !matches!(bought, Bought::Paid(_)))
        .collect();
    assert!(
        failed.is_empty(),
        "requests failed while mail was away: {failed:?}"
    );
    let waiting = waiting_mails(&shop).await;
    assert!(waiting > 0, "the back office shows no waiting mail");
    let waiting_in_outbox = unsent(&url);
    sink.up().await;
    let back = Instant::now();
    eprintln!(
        "mail outage: down for {:?}, {waiting} mails waiting in the back office",
        back - went_down
    );

    // Every mail the shop wrote is delivered once.
    let open_mail_jobs =
        || databases::count_rows(&url, "jobs WHERE kind = 'deliver_mail' AND state <> 'done'");
    while unsent(&url) > 0 || open_mail_jobs() > 0 {
        assert!(
            back.elapsed() < DELIVERED_WITHIN,
            "{} mails still unsent {:?} after the server came back",
            unsent(&url),
            back.elapsed()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let delivered_after = back.elapsed();
    let mut received = BTreeMap::<String, usize>::new();
    for mail in sink.received() {
        *received.entry(mail.to).or_default() += 1;
    }
    let written = recipients_in_outbox(&url);
    assert_eq!(received, written, "each mail the shop wrote, received once");
    eprintln!(
        "mail outage: {waiting_in_outbox} mails waited, all {} delivered {delivered_after:?} after \
         the server came back, none twice",
        written.values().sum::<usize>()
    );
    drop(shop);
}
