//! Bounded memory and request size for uploads, measured on the real binary:
//! a burst of decompression bombs and of the largest allowed images keeps
//! the server's peak memory low, and oversized or padded requests are
//! refused without being read.

use std::net::{IpAddr, Ipv4Addr};

use futures_util::future::join_all;

use crate::support::{
    hostile_files,
    process::{ShopConfig, ShopProcess, client, client_waiting},
};

const PUBLIC_URL: &str = "http://127.0.0.1:18312";
const BOUNDARY: &str = "primecards-boundary";
/// The ceiling for the whole server during the burst.
const PEAK_RSS_CEILING_MB: u64 = 300;

fn multipart(parts: &[(&str, &[u8])]) -> Vec<u8> {
    let mut body = Vec::new();
    for (name, bytes) in parts {
        body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"logo.png\"\r\nContent-Type: image/png\r\n\r\n"
            )
            .as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
    body
}

async fn upload(http: &reqwest::Client, shop: &ShopProcess, body: Vec<u8>) -> u16 {
    http.post(shop.url("/api/images"))
        .header("Origin", PUBLIC_URL)
        .header(
            "Content-Type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(body)
        .send()
        .await
        .map_or(0, |response| response.status().as_u16())
}

async fn sqlite_shop(dir: &std::path::Path) -> ShopProcess {
    let url = format!("sqlite://{}", dir.join("shop.db").display());
    ShopProcess::start(&ShopConfig::new(&url, dir, PUBLIC_URL)).await
}

/// 32 at once, each from an address of its own (the per-address limit is
/// not what is tested here). The largest images decode two at a time, so the
/// last ones wait for 15 before them: on a busy machine longer than the usual
/// 30 s, which this test of memory does not judge.
async fn burst(shop: &ShopProcess, image: &[u8], subnet: u8) -> Vec<u16> {
    join_all((1..=32u8).map(|n| {
        let http = client_waiting(
            Some(IpAddr::V4(Ipv4Addr::new(127, 1, subnet, n))),
            std::time::Duration::from_secs(300),
        );
        let body = multipart(&[("file", image)]);
        async move { upload(&http, shop, body).await }
    }))
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bursts_of_bombs_and_of_the_largest_images_keep_peak_memory_under_the_ceiling() {
    let dir = tempfile::tempdir().unwrap();
    let shop = sqlite_shop(dir.path()).await;
    let at_start_mb = shop.peak_memory_kb() / 1024;

    // 5000 × 5000 declared in 97 KB: refused from the header.
    let bombs = burst(&shop, &hostile_files::png_bomb(5000), 1).await;
    // 4000 × 4000, the largest allowed: decoded completely, two at a time.
    let largest = burst(&shop, &hostile_files::png_bomb(4000), 2).await;
    let peak_mb = shop.peak_memory_kb() / 1024;
    println!("peak RSS: {at_start_mb} MB at start, {peak_mb} MB after 2 × 32 parallel uploads");

    assert!(bombs.iter().all(|status| *status == 400), "{bombs:?}");
    assert!(largest.iter().all(|status| *status == 201), "{largest:?}");
    assert!(
        peak_mb <= PEAK_RSS_CEILING_MB,
        "peak RSS {peak_mb} MB over {PEAK_RSS_CEILING_MB} MB"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_and_padded_requests_are_refused_without_being_read() {
    let dir = tempfile::tempdir().unwrap();
    let shop = sqlite_shop(dir.path()).await;
    let http = client(None);
    let logo = hostile_files::png_bomb(64);

    // Announced 6 MB: 413 before a byte of the body is read.
    let announced = upload(&http, &shop, vec![b'x'; 6 * 1024 * 1024]).await;
    // A 50 MB extra part beside a sound logo: announced too large as well.
    let padding = vec![b'p'; 50 * 1024 * 1024];
    let padded = upload(
        &http,
        &shop,
        multipart(&[("file", &logo), ("padding", &padding)]),
    )
    .await;
    // A small extra part: refused at that part.
    let extra = upload(
        &http,
        &shop,
        multipart(&[("file", &logo), ("note", b"hallo")]),
    )
    .await;
    let two_files = upload(&http, &shop, multipart(&[("file", &logo), ("file", &logo)])).await;
    let with_preset = upload(
        &http,
        &shop,
        multipart(&[("upload_preset", b"primecards"), ("file", &logo)]),
    )
    .await;

    assert_eq!(announced, 413);
    assert_eq!(padded, 413);
    assert_eq!(extra, 400);
    assert_eq!(two_files, 400);
    assert_eq!(with_preset, 201);
}
