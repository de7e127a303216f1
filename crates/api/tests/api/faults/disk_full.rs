//! The disk fills up: the real binary keeps its data folder and SQLite
//! database on a small tmpfs of its own, which the test then fills to the
//! last byte. Uploads and orders answer 503 with the German message, never
//! a 500; nothing is left half-written (no upload file without its end, no
//! order without its lines); once space is freed, the shop serves again by
//! itself. Needs root to mount the tmpfs; elsewhere it says so and passes.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::Command,
    time::{Duration, Instant},
};

use crate::support::{
    databases,
    orders::Target,
    process::{self, ShopConfig, ShopProcess},
    purchase::{buyer_client, sample_pack_order},
    tiny_png,
};

const FULL: &str = "Der Speicher des Servers ist voll. Bitte versuchen Sie es später erneut.";
/// Orders tried on the full disk: SQLite may first fill pages it already holds.
const MOST_ORDERS_WHILE_FULL: usize = 100;

/// A tmpfs mounted for the test, unmounted when dropped.
struct SmallDisk(PathBuf);

impl SmallDisk {
    fn mount(at: &Path, size: &str) -> Option<Self> {
        std::fs::create_dir_all(at).unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(at)
            .output()
            .ok()?;
        mounted.status.success().then(|| Self(at.to_owned()))
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

/// Writes `path` until the disk refuses another byte.
fn fill(path: &Path) {
    let mut file = std::fs::File::create(path).unwrap();
    for chunk in [1 << 20, 4096, 1] {
        let bytes = vec![0u8; chunk];
        while file.write_all(&bytes).is_ok() {}
    }
    let _ = file.sync_all();
}

/// One request's status and body.
async fn answer(request: reqwest::RequestBuilder) -> (u16, String) {
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

fn upload(http: &reqwest::Client, target: &Target) -> reqwest::RequestBuilder {
    let file = reqwest::multipart::Part::bytes(tiny_png())
        .file_name("logo.png")
        .mime_str("image/png")
        .unwrap();
    http.post(format!("{}/api/images", target.base_url))
        .header("Origin", &target.origin)
        .multipart(reqwest::multipart::Form::new().part("file", file))
}

fn order(http: &reqwest::Client, target: &Target, n: usize) -> reqwest::RequestBuilder {
    http.post(format!("{}/api/orderLine/create-order", target.base_url))
        .header("Origin", &target.origin)
        .json(&sample_pack_order(&format!("d{n}@full.test")))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_answers_503_writes_nothing_half_and_the_shop_recovers_by_itself() {
    let _turn = process::kill_test_turn().await;
    let root = tempfile::tempdir().unwrap();
    let Some(disk) = SmallDisk::mount(&root.path().join("disk"), "48m") else {
        eprintln!("disk full: skipped, no tmpfs could be mounted here (needs root)");
        return;
    };
    let data = disk.0.join("data");
    let url = format!("sqlite://{}", data.join("shop.db").display());
    let shop = ShopProcess::start(&ShopConfig::new(&url, &data, "http://127.0.0.1:18295")).await;
    let target = Target::of(&shop);
    assert_eq!(answer(upload(&buyer_client(3, 0), &target)).await.0, 201);
    assert_eq!(answer(order(&buyer_client(3, 0), &target, 0)).await.0, 201);

    let filler = disk.0.join("filler");
    fill(&filler);
    let (status, body) = answer(upload(&buyer_client(3, 1), &target)).await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains(FULL), "{body}");
    let mut refused_orders = 0;
    let mut answers = std::collections::BTreeMap::<u16, usize>::new();
    for n in 1..=MOST_ORDERS_WHILE_FULL {
        let (status, body) = answer(order(&buyer_client(3, n), &target, n)).await;
        *answers.entry(status).or_default() += 1;
        assert!(
            status == 201 || (status == 503 && body.contains(FULL)),
            "order {n} on a full disk: {status} {body}"
        );
        if status == 503 {
            refused_orders += 1;
            if refused_orders == 3 {
                break;
            }
        }
    }
    eprintln!("disk full: orders answered {answers:?}, the upload 503");
    assert!(
        refused_orders > 0,
        "orders were still stored on a full disk: {answers:?}"
    );

    // Nothing half-written: uploads whole or absent, orders with their lines.
    let uploads = std::fs::read_dir(data.join("uploads")).unwrap();
    let partial: Vec<_> = uploads
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".part"))
        .collect();
    assert!(partial.is_empty(), "half-written uploads: {partial:?}");
    for stored in databases::texts(&url, "SELECT url AS value FROM uploads") {
        let name = stored.rsplit('/').next().unwrap();
        assert!(
            data.join("uploads").join(name).exists(),
            "an upload record without its file: {stored}"
        );
    }

    std::fs::remove_file(&filler).unwrap();
    let freed = Instant::now();
    let recovered = loop {
        let (status, body) = answer(order(&buyer_client(3, 200), &target, 200)).await;
        if status == 201 {
            break freed.elapsed();
        }
        assert!(
            freed.elapsed() < Duration::from_secs(10),
            "not serving 10 s after space was freed: {status} {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(answer(upload(&buyer_client(3, 201), &target)).await.0, 201);
    let without_lines = databases::numbers(
        &url,
        "SELECT o.id AS value FROM orders o WHERE NOT EXISTS \
         (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)",
    );
    assert!(
        without_lines.is_empty(),
        "orders without lines: {without_lines:?}"
    );
    eprintln!("disk full: serving again {recovered:?} after space was freed");
    drop(shop);
    drop(disk);
}
