//! A backup taken while the shop sells, restored and started: guests place
//! and pay sample packs at 20 a second for 30 s; at second 10 `shop-api
//! backup` copies the shop (the real binary, as an operator's timer runs
//! it). The backup is restored into a new folder and a second shop starts
//! on it: every order acknowledged before the backup began is there, paid
//! when its payment was acknowledged before; the database is sound; once
//! its jobs have run every paid order has its invoice, and the invoice
//! numbers run without a gap.

use std::{
    path::Path,
    process::Command,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use crate::support::{
    after_payment, databases,
    orders::Target,
    process::{self, ShopConfig, ShopProcess},
    purchase::{Bought, buy_sample_pack, buyer_client},
};

const PER_SECOND: u32 = 20;
const LOAD_FOR: Duration = Duration::from_secs(30);
const BACKUP_AT: Duration = Duration::from_secs(10);

/// One purchase: when it began, when it was answered, and how.
struct Purchase {
    answered_at: Instant,
    bought: Bought,
}

fn shop_api(args: &[&Path], env: &[(&str, String)]) -> (std::process::Output, Duration) {
    let started = Instant::now();
    let output = Command::new(env!("CARGO_BIN_EXE_shop-api"))
        .args(args)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .envs(env.iter().map(|(k, v)| (k, v)))
        .output()
        .unwrap();
    (output, started.elapsed())
}

fn sqlite_url(data: &Path) -> String {
    format!("sqlite://{}", data.join("shop.db").display())
}

/// The numbers of the invoices (not credit notes), as issued.
fn invoice_sequence(url: &str) -> Vec<i64> {
    let mut numbers: Vec<i64> = databases::texts(
        url,
        "SELECT number AS value FROM invoices WHERE kind = 'invoice'",
    )
    .iter()
    .map(|number| number.rsplit('-').next().unwrap().parse().unwrap())
    .collect();
    numbers.sort_unstable();
    numbers
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_taken_under_load_restores_every_acknowledged_order_and_starts() {
    let _turn = process::kill_test_turn().await;
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let url = sqlite_url(&data);
    let shop = ShopProcess::start(&ShopConfig::new(&url, &data, "http://127.0.0.1:18297")).await;
    let target = Target::of(&shop);

    let purchases = Arc::new(Mutex::new(Vec::<Purchase>::new()));
    let started = Instant::now();
    let mut tick = tokio::time::interval(Duration::from_secs(1) / PER_SECOND);
    let mut buyers = Vec::new();
    let mut backup = None;
    let dir = root.path().join("backup");
    for n in 0usize.. {
        if started.elapsed() >= LOAD_FOR {
            break;
        }
        if backup.is_none() && started.elapsed() >= BACKUP_AT {
            // Taken beside the load, as a timer would run it.
            let (began, env, dir) = (
                Instant::now(),
                vec![
                    ("DATABASE_URL", url.clone()),
                    ("SHOP_DATA_DIR", data.display().to_string()),
                ],
                dir.clone(),
            );
            backup = Some((
                began,
                tokio::task::spawn_blocking(move || shop_api(&[Path::new("backup"), &dir], &env)),
            ));
        }
        tick.tick().await;
        let (target, purchases) = (target.clone(), Arc::clone(&purchases));
        buyers.push(tokio::spawn(async move {
            let http = buyer_client(u8::try_from(n % 4).unwrap(), n / 4);
            let bought = buy_sample_pack(&http, &target, &format!("b{n}@backup.test")).await;
            purchases.lock().unwrap().push(Purchase {
                answered_at: Instant::now(),
                bought,
            });
        }));
    }
    for buyer in buyers {
        buyer.await.unwrap();
    }
    let (backup_began, backup) = backup.expect("the load ran past the backup's second");
    let (output, took) = backup.await.unwrap();
    assert!(
        output.status.success(),
        "backup failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    drop(shop);

    let purchases = std::mem::take(&mut *purchases.lock().unwrap());
    let paid_before: Vec<i64> = purchases
        .iter()
        .filter(|p| p.answered_at < backup_began)
        .filter_map(|p| match p.bought {
            Bought::Paid(id) => Some(id),
            _ => None,
        })
        .collect();
    let problems: Vec<&Bought> = purchases
        .iter()
        .map(|p| &p.bought)
        .filter(|bought| !matches!(bought, Bought::Paid(_)))
        .collect();
    assert!(problems.is_empty(), "purchases that failed: {problems:#?}");

    let restored = root.path().join("restored");
    let (output, _) = shop_api(&[Path::new("restore"), &dir, &restored], &[]);
    assert!(
        output.status.success(),
        "restore failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let restored_url = sqlite_url(&restored);
    let integrity = databases::texts(
        &restored_url,
        "SELECT integrity_check AS value FROM pragma_integrity_check",
    );
    assert_eq!(integrity, ["ok"]);

    let restarted = ShopProcess::start(&ShopConfig::new(
        &restored_url,
        &restored,
        "http://127.0.0.1:18297",
    ))
    .await;
    after_payment::settle(&restored_url, Duration::from_secs(120)).await;
    let paid: Vec<i64> = databases::numbers(
        &restored_url,
        "SELECT order_id AS value FROM payments WHERE paid_at IS NOT NULL ORDER BY order_id",
    );
    let missing: Vec<&i64> = paid_before.iter().filter(|id| !paid.contains(id)).collect();
    assert!(
        missing.is_empty(),
        "paid before the backup began, not paid in it: {missing:?}"
    );
    let without_invoice = databases::numbers(
        &restored_url,
        "SELECT p.order_id AS value FROM payments p WHERE p.paid_at IS NOT NULL AND NOT EXISTS \
         (SELECT 1 FROM invoices i WHERE i.order_id = p.order_id AND i.kind = 'invoice' \
          AND length(i.pdf) > 1000)",
    );
    assert!(
        without_invoice.is_empty(),
        "paid orders without their invoice PDF: {without_invoice:?}"
    );
    let sequence = invoice_sequence(&restored_url);
    let expected: Vec<i64> = (1..=i64::try_from(sequence.len()).unwrap()).collect();
    assert_eq!(sequence, expected, "invoice numbers run without a gap");
    eprintln!(
        "backup under load: {} purchases, {} paid before the backup began, {} paid in it; \
         backup took {took:?} ({report}); {} invoices after the restart",
        purchases.len(),
        paid_before.len(),
        paid.len(),
        sequence.len()
    );
    drop(restarted);
}
