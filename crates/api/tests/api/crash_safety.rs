//! Crash safety of the real binary: while several customers place guest
//! orders, the server is killed with SIGKILL at a random moment and started
//! again on the same database. Every order that was answered 201 must be
//! there and whole; orders whose answer was lost may or may not be there, but
//! never half; no order is stored twice.

use std::{
    net::{IpAddr, Ipv4Addr},
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use crate::support::{
    databases::TestDatabase,
    orders::{Answer, SentOrder, Target, place, verify},
    process::{self, ShopConfig, ShopProcess, client},
};

const ROUNDS: u8 = 10;
const CLIENTS: u8 = 8;
/// The kill comes at a random moment in this window after the load starts.
const KILL_WINDOW_MS: (u64, u64) = (400, 2000);
/// Fewer answered orders than this in a round means the kill came before any
/// real load, and the round proved nothing.
const MIN_ANSWERED_PER_ROUND: usize = 5;

pub(crate) fn random_below(bound: u64) -> u64 {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).unwrap();
    u64::from_le_bytes(bytes) % bound
}

/// Orders one simulated customer places from one address; below the shop's
/// limit of 60 orders per client address and hour.
const ORDERS_PER_ADDRESS: u64 = 50;

/// Each client of each round has loopback addresses of its own, a new one
/// every [`ORDERS_PER_ADDRESS`] orders: the shop limits orders per client
/// address, and real customers do not share one.
fn client_address(round: u8, client: u8, n: u64) -> IpAddr {
    let batch = u8::try_from(n / ORDERS_PER_ADDRESS + 1).unwrap();
    IpAddr::V4(Ipv4Addr::new(127, round + 1, client + 1, batch))
}

/// Places orders until `stop` is set or the server stops answering.
async fn customer(target: Target, round: u8, index: u8, stop: Arc<AtomicBool>) -> Vec<SentOrder> {
    let mut http = client(Some(client_address(round, index, 0)));
    let mut sent = Vec::new();
    for n in 0u64.. {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        if n > 0 && n.is_multiple_of(ORDERS_PER_ADDRESS) {
            http = client(Some(client_address(round, index, n)));
        }
        let marker = format!("c{index}-r{round}-{n}@crash.test");
        let order = place(&http, &target, marker, n).await;
        let lost = matches!(order.answer, Answer::Lost(_));
        sent.push(order);
        if lost {
            break;
        }
    }
    sent
}

async fn crash_and_restart(db: TestDatabase) {
    let data_dir = tempfile::tempdir().unwrap();
    let config = ShopConfig::new(db.url(), data_dir.path(), "http://127.0.0.1:18299");
    let mut shop = ShopProcess::start(&config).await;
    let store = db.store().await;
    crate::support::seed_print_logo(&store, &[data_dir.path().join("uploads")]).await;
    let mut all_sent: Vec<SentOrder> = Vec::new();

    for round in 0..ROUNDS {
        let target = Target::of(&shop);
        let stop = Arc::new(AtomicBool::new(false));
        let customers: Vec<_> = (0..CLIENTS)
            .map(|index| tokio::spawn(customer(target.clone(), round, index, Arc::clone(&stop))))
            .collect();

        let delay = KILL_WINDOW_MS.0 + random_below(KILL_WINDOW_MS.1 - KILL_WINDOW_MS.0);
        tokio::time::sleep(Duration::from_millis(delay)).await;
        shop.kill();
        stop.store(true, Ordering::SeqCst);
        let mut sent = Vec::new();
        for task in customers {
            sent.extend(task.await.unwrap());
        }

        // Restart on the same database; it must come up and be whole.
        shop = ShopProcess::start(&config).await;
        let round_answered = sent
            .iter()
            .filter(|s| matches!(s.answer, Answer::Created(_)))
            .count();
        let refused: Vec<_> = sent
            .iter()
            .filter_map(|s| match &s.answer {
                Answer::Refused(status, body) => Some(format!("{status} {body}")),
                _ => None,
            })
            .collect();
        all_sent.extend(sent);
        let verdict = verify(&store, db.order_ids(), &all_sent).await;
        let lost = all_sent
            .iter()
            .filter(|s| matches!(s.answer, Answer::Lost(_)))
            .count();
        println!(
            "round {round}: killed after {delay} ms; answered {round_answered} this round; \
             total sent {}, answered {}, present {}, stored {}, lost answers {lost}",
            all_sent.len(),
            verdict.answered,
            verdict.present,
            verdict.stored
        );
        assert!(
            verdict.problems.is_empty(),
            "round {round}:\n{}",
            verdict.problems.join("\n")
        );
        assert!(
            refused.is_empty(),
            "round {round}: {} orders refused before the kill, first: {:?}",
            refused.len(),
            refused.first()
        );
        assert!(
            round_answered >= MIN_ANSWERED_PER_ROUND,
            "round {round}: only {round_answered} orders answered before the kill after {delay} ms"
        );
        assert_eq!(verdict.stored, verdict.present);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn answered_orders_survive_sigkill_on_sqlite() {
    let _turn = process::kill_test_turn().await;
    crash_and_restart(TestDatabase::sqlite()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn answered_orders_survive_sigkill_on_postgres() {
    if let Some(db) = TestDatabase::postgres() {
        let _turn = process::kill_test_turn().await;
        crash_and_restart(db).await;
    }
}
