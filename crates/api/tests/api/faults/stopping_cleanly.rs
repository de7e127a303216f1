//! A deploy stops the shop mid-request: SIGTERM reaches the real binary
//! while 200 orders are on their way. Every request the shop accepted gets
//! its whole answer and none a 5xx (a connection still waiting in the
//! kernel's queue may be refused or reset: that request was never
//! accepted). Every acknowledged order is stored with its lines, the QR
//! scans counted since the last write are written, and the process ends
//! within `SHOP_SHUTDOWN_TIMEOUT_S`. A new process on the same database
//! finishes every job the stopped one left, so none stays claimed.

use std::{
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use serde_json::Value;
use shop_db::{DatabaseUrl, DbStore};

use crate::support::{
    after_payment, databases,
    orders::{Target, lines_for, order_body},
    process::{self, ShopConfig, ShopProcess},
    purchase::{Bought, buy, buyer_client, sample_pack_order},
    seed_print_logo,
};

const IN_FLIGHT: usize = 200;
const SCANS: usize = 50;
/// The default of `SHOP_SHUTDOWN_TIMEOUT_S`.
const SHUTDOWN_TIMEOUT: Duration = Duration::from_secs(30);

/// What one of the orders in flight got.
#[derive(Debug)]
enum Outcome {
    /// A whole answer: its status and body.
    Answered(u16, String),
    /// No answer: the connection was refused or reset.
    NoAnswer(String),
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_with_200_orders_in_flight_answers_every_accepted_one_and_ends_in_time() {
    let _turn = process::kill_test_turn().await;
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let url = format!("sqlite://{}", data.join("shop.db").display());
    let config = ShopConfig::new(&url, &data, "http://127.0.0.1:18296");
    let mut shop = ShopProcess::start(&config).await;
    let target = Target::of(&shop);
    let store = DbStore::connect(DatabaseUrl::parse(&url).unwrap(), 1)
        .await
        .unwrap();
    seed_print_logo(&store, &[data.join("uploads")]).await;

    // A paid design order prints a short link; it is scanned before the stop.
    let bought = buy(
        &buyer_client(9, 0),
        &target,
        &order_body("qr@stop.test", &lines_for(0)),
    )
    .await;
    assert!(matches!(bought, Bought::Paid(_)), "{bought:?}");
    let code = databases::texts(&url, "SELECT code AS value FROM qr_links LIMIT 1")
        .pop()
        .expect("the paid order has a short link");
    // Counted only from a browser: a phone's camera opens the link.
    let scanner = reqwest::Client::builder()
        .user_agent(
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 \
             (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
        )
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    for _ in 0..SCANS {
        let scanned = scanner
            .get(shop.url(&format!("/q/{code}")))
            .send()
            .await
            .unwrap();
        assert!(scanned.status().is_redirection(), "{}", scanned.status());
    }

    let answered = Arc::new(AtomicUsize::new(0));
    let orders: Vec<_> = (0..IN_FLIGHT)
        .map(|n| {
            let (target, answered) = (target.clone(), Arc::clone(&answered));
            tokio::spawn(async move {
                let sent = buyer_client(1, n)
                    .post(format!("{}/api/orderLine/create-order", target.base_url))
                    .header("Origin", &target.origin)
                    .json(&sample_pack_order(&format!("s{n}@stop.test")))
                    .send()
                    .await;
                let outcome = match sent {
                    Err(error) => Outcome::NoAnswer(error.to_string()),
                    Ok(response) => {
                        let status = response.status().as_u16();
                        match response.text().await {
                            Ok(body) => Outcome::Answered(status, body),
                            Err(error) => Outcome::NoAnswer(format!("{status}, body cut: {error}")),
                        }
                    }
                };
                answered.fetch_add(1, Ordering::SeqCst);
                outcome
            })
        })
        .collect();
    // Stopped while most are still on their way.
    while answered.load(Ordering::SeqCst) < 10 {
        tokio::task::yield_now().await;
    }
    let answered_before = answered.load(Ordering::SeqCst);
    shop.signal_term();
    let mut outcomes = Vec::new();
    for order in orders {
        outcomes.push(order.await.unwrap());
    }
    let (status, took) = shop
        .wait_exit(SHUTDOWN_TIMEOUT + Duration::from_secs(5))
        .await
        .expect("the shop did not end after SIGTERM");

    let mut acknowledged = Vec::new();
    let mut no_answer = Vec::new();
    for outcome in &outcomes {
        match outcome {
            Outcome::Answered(201, body) => {
                let created: Value = serde_json::from_str(body)
                    .unwrap_or_else(|error| panic!("a cut body {body:?}: {error}"));
                acknowledged.push(created["id"].as_i64().unwrap());
            }
            Outcome::Answered(status, body) => panic!("answered {status}: {body}"),
            Outcome::NoAnswer(why) => no_answer.push(why.clone()),
        }
    }
    eprintln!(
        "stopping cleanly: SIGTERM after {answered_before} answers; {} orders acknowledged, \
         {} connections without an answer, exited {status} after {took:?}",
        acknowledged.len(),
        no_answer.len()
    );
    assert!(status.success(), "exit status {status}:\n{}", shop.log());
    assert!(took <= SHUTDOWN_TIMEOUT, "ended after {took:?}");
    assert!(
        acknowledged.len() > answered_before,
        "requests in flight at SIGTERM were answered: {no_answer:?}"
    );
    let stored = databases::numbers(
        &url,
        "SELECT o.id AS value FROM orders o WHERE EXISTS \
         (SELECT 1 FROM order_lines l WHERE l.order_id = o.id) ORDER BY o.id",
    );
    let lost: Vec<&i64> = acknowledged
        .iter()
        .filter(|id| !stored.contains(id))
        .collect();
    assert!(
        lost.is_empty(),
        "acknowledged but not stored whole: {lost:?}"
    );
    assert_eq!(
        databases::count_rows(&url, "orders"),
        i64::try_from(stored.len()).unwrap(),
        "no order without its lines"
    );
    let scans = databases::numbers(
        &url,
        &format!(
            "SELECT CAST(COALESCE(SUM(scans), 0) AS BIGINT) AS value FROM qr_scans WHERE code = '{code}'"
        ),
    );
    assert_eq!(
        scans,
        [i64::try_from(SCANS).unwrap()],
        "scans written at the stop"
    );

    // What the stopped process left is claimable: a new one finishes it.
    let restarted = ShopProcess::start(&config).await;
    after_payment::settle(&url, Duration::from_secs(60)).await;
    let failed = databases::count_rows(&url, "jobs WHERE state = 'failed'");
    assert_eq!(failed, 0, "{}", after_payment::job_report(&url));
    drop(restarted);
}
