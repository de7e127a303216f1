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

/// One request on a raw keep-alive connection; `None` when the server closed it.
async fn ask_health(stream: &mut tokio::net::TcpStream) -> Option<String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let request = "GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n";
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut answer = vec![0; 4096];
    let read = stream.read(&mut answer).await.ok()?;
    (read > 0).then(|| String::from_utf8_lossy(&answer[..read]).into_owned())
}

#[actix_web::test]
async fn an_idle_keep_alive_connection_outlasts_a_pause_of_several_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let process = ShopProcess::start(&sqlite_config(dir.path())).await;
    let address = process.base_url.trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(&address).await.unwrap();
    let first = ask_health(&mut stream).await.expect("the first answer");
    assert!(first.starts_with("HTTP/1.1 200"), "{first}");

    // Longer than actix-web's default of 5 s, after which a client reusing the
    // connection raced the server closing it (a reset instead of an answer).
    tokio::time::sleep(Duration::from_secs(6)).await;

    let second = ask_health(&mut stream)
        .await
        .expect("the connection was closed after a 6 s pause");
    assert!(second.starts_with("HTTP/1.1 200"), "{second}");
}
