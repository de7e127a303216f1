//! What the binary does before it serves: it refuses settings that would
//! open a free shop, warns about the test provider, and starts cleanly.

use std::time::{Duration, Instant};

use crate::support::process::{ShopConfig, ShopProcess};

const PUBLIC_URL: &str = "http://127.0.0.1:18311";

fn sqlite_config(dir: &std::path::Path) -> ShopConfig {
    ShopConfig::new(
        &format!("sqlite://{}", dir.join("shop.db").display()),
        dir,
        PUBLIC_URL,
    )
}

async fn exit_of(process: &mut ShopProcess) -> std::process::ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = process.exited() {
            return status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "still running:\n{}",
            process.log()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[actix_web::test]
async fn without_stripe_keys_or_the_local_provider_the_shop_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    // An empty value counts as unset, like every other setting.
    let mut process =
        ShopProcess::spawn(&sqlite_config(dir.path()).with_env("SHOP_PAYMENT_PROVIDER", ""));

    let status = exit_of(&mut process).await;

    assert!(!status.success());
    assert!(
        process.log().contains("SHOP_PAYMENT_PROVIDER"),
        "{}",
        process.log()
    );
}

#[actix_web::test]
async fn the_local_provider_is_announced_and_a_fresh_start_logs_no_error() {
    for _ in 0..3 {
        let dir = tempfile::tempdir().unwrap();
        let process = ShopProcess::start(&sqlite_config(dir.path())).await;
        let log = process.log();

        assert!(log.contains("SHOP_PAYMENT_PROVIDER=local"), "{log}");
        assert!(!log.contains("ERROR"), "{log}");
    }
}
