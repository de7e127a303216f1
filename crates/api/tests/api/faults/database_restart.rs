//! The database restarts under load, against the real binary: customers
//! place orders on a shop whose private PostgreSQL is stopped for about 10 s
//! and started again. While it is down every request is answered within
//! 5 s, with 503 and the German message, never a 500 or a hanging
//! connection; once it is back the shop serves again within 5 s without a
//! restart. Every customer retries with its `Idempotency-Key` until its
//! order is acknowledged: no acknowledged order is lost and none is doubled.

use std::{
    collections::BTreeMap,
    net::{IpAddr, Ipv4Addr},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use serde_json::Value;
use shop_db::{DatabaseUrl, DbStore};

use crate::support::{
    databases,
    orders::{Answer, SentOrder, Target, lines_for, order_body, verify},
    private_postgres::PrivatePostgres,
    process::{self, ShopConfig, ShopProcess, client_waiting},
};

const CUSTOMERS: u8 = 4;
const DOWN_FOR: Duration = Duration::from_secs(10);
/// The longest any answer may take, down or not.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);
const UNAVAILABLE: &str =
    "Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.";

/// Every answer the customers got: when, what, how long it took.
#[derive(Default)]
struct Log {
    answers: Vec<(Instant, u16, Duration, String)>,
}

/// One attempt at order `marker` under `key`: the status (0 when the
/// connection failed) and the body.
async fn attempt(
    http: &reqwest::Client,
    target: &Target,
    key: &str,
    body: &Value,
) -> (u16, String) {
    match http
        .post(format!("{}/api/orderLine/create-order", target.base_url))
        .header("Origin", &target.origin)
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
    {
        Err(error) => (0, error.to_string()),
        Ok(response) => {
            let status = response.status().as_u16();
            (status, response.text().await.unwrap_or_default())
        }
    }
}

/// Orders one customer places from one address: below the shop's limit of
/// 60 orders per client address and hour, as real customers do not share one.
const ORDERS_PER_ADDRESS: u64 = 50;

/// The most attempts at one order: far more than a 10 s outage needs.
const MOST_ATTEMPTS: u32 = 200;

fn client_of(index: u8, n: u64) -> reqwest::Client {
    let batch = u8::try_from(n / ORDERS_PER_ADDRESS + 1).unwrap();
    client_waiting(
        Some(IpAddr::V4(Ipv4Addr::new(127, 60, index + 1, batch))),
        ANSWER_WITHIN * 4,
    )
}

/// Places orders until `stop`, each retried under its key while the shop
/// answers 503 or not at all, until it is acknowledged. Any other answer
/// ends the customer and is kept for the test to fail on.
async fn customer(
    target: Target,
    index: u8,
    stop: Arc<AtomicBool>,
    log: Arc<Mutex<Log>>,
) -> Vec<SentOrder> {
    let mut http = client_of(index, 0);
    let mut sent = Vec::new();
    for n in 0u64.. {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        if n > 0 && n.is_multiple_of(ORDERS_PER_ADDRESS) {
            http = client_of(index, n);
        }
        let marker = format!("c{index}-{n}@restart.test");
        let key = format!(
            "00000000-0000-4000-8000-{:012}",
            u64::from(index) * 1_000_000 + n
        );
        let lines = lines_for(n);
        let body = order_body(&marker, &lines);
        let mut answer = Answer::Lost("never asked".into());
        for _ in 0..MOST_ATTEMPTS {
            let started = Instant::now();
            let (status, text) = attempt(&http, &target, &key, &body).await;
            log.lock()
                .unwrap()
                .answers
                .push((started, status, started.elapsed(), text.clone()));
            answer = match status {
                201 => {
                    let created: Value = serde_json::from_str(&text).unwrap();
                    Answer::Created(created["id"].as_i64().unwrap())
                }
                0 => Answer::Lost(text),
                _ => Answer::Refused(status, text),
            };
            if !matches!(answer, Answer::Lost(_) | Answer::Refused(503, _)) {
                break;
            }
            // Asked again a moment later, as the answer says.
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        let settled = matches!(answer, Answer::Created(_));
        sent.push(SentOrder {
            marker,
            lines,
            answer,
        });
        if !settled {
            break;
        }
    }
    sent
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_database_restarts_under_load_and_no_acknowledged_order_is_lost_or_doubled() {
    let _turn = process::kill_test_turn().await;
    let Some(postgres) = PrivatePostgres::start(process::free_port()) else {
        return;
    };
    let data_dir = tempfile::tempdir().unwrap();
    let config = ShopConfig::new(&postgres.url(), data_dir.path(), "http://127.0.0.1:18298");
    let shop = ShopProcess::start(&config).await;
    let store = DbStore::connect(DatabaseUrl::parse(&postgres.url()).unwrap(), 2)
        .await
        .unwrap();
    crate::support::seed_print_logo(&store, &[data_dir.path().join("uploads")]).await;

    let stop = Arc::new(AtomicBool::new(false));
    let log = Arc::new(Mutex::new(Log::default()));
    let customers: Vec<_> = (0..CUSTOMERS)
        .map(|index| {
            tokio::spawn(customer(
                Target::of(&shop),
                index,
                Arc::clone(&stop),
                Arc::clone(&log),
            ))
        })
        .collect();

    tokio::time::sleep(Duration::from_secs(3)).await;
    let stopped_at = Instant::now();
    postgres.stop();
    tokio::time::sleep(DOWN_FOR).await;
    postgres.begin();
    let back_at = Instant::now();
    // Load goes on until the shop has served for a while again.
    tokio::time::sleep(Duration::from_secs(8)).await;
    stop.store(true, Ordering::SeqCst);
    let mut sent = Vec::new();
    for customer in customers {
        sent.extend(customer.await.unwrap());
    }

    let log = std::mem::take(&mut *log.lock().unwrap());
    let mut by_status: BTreeMap<u16, usize> = BTreeMap::new();
    for (_, status, _, _) in &log.answers {
        *by_status.entry(*status).or_default() += 1;
    }
    let slowest = log
        .answers
        .iter()
        .map(|(_, _, took, _)| *took)
        .max()
        .unwrap();
    let served_again = log
        .answers
        .iter()
        .filter(|(at, status, ..)| *status == 201 && *at >= back_at)
        .map(|(at, _, took, _)| (*at + *took) - back_at)
        .min();
    let during: usize = log
        .answers
        .iter()
        .filter(|(at, ..)| *at >= stopped_at && *at < back_at)
        .count();
    eprintln!(
        "database restart: answers by status {by_status:?}, {during} while it was down, \
         slowest {slowest:?}, served again {served_again:?} after it was back"
    );
    for (_, status, took, text) in log.answers.iter() {
        assert!(
            *status == 201 || (*status == 503 && text.contains(UNAVAILABLE)),
            "answered {status} in {took:?}: {text}"
        );
        assert!(
            *took <= ANSWER_WITHIN,
            "an answer took {took:?}: {status} {text}"
        );
    }
    assert!(
        during > 0,
        "no request reached the shop while the database was down"
    );
    let served_again = served_again.expect("no order was acknowledged after the restart");
    assert!(
        served_again <= ANSWER_WITHIN,
        "served again after {served_again:?}"
    );

    let order_ids = databases::numbers(
        &postgres.url(),
        "SELECT id AS value FROM orders ORDER BY id",
    );
    let verdict = verify(&store, order_ids, &sent).await;
    assert!(verdict.problems.is_empty(), "{:#?}", verdict.problems);
    let unsettled: Vec<&SentOrder> = sent
        .iter()
        .filter(|order| !matches!(order.answer, Answer::Created(_)))
        .collect();
    assert!(unsettled.is_empty(), "never acknowledged: {unsettled:#?}");
    assert_eq!(
        verdict.stored,
        sent.len(),
        "every acknowledged order once, nothing else"
    );
    assert_eq!(verdict.answered, sent.len());
    drop(shop);
}
