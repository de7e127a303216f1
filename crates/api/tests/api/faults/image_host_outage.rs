//! The image host (Cloudinary) is down: the real binary's uploads answer
//! 503 with a German message within the host's timeout, never a 500,
//! whether the host refuses connections or fails with 500.

use std::time::{Duration, Instant};

use wiremock::{Mock, MockServer, ResponseTemplate, matchers::method};

use crate::support::{
    process::{self, ShopConfig, ShopProcess},
    tiny_png,
};

const IMAGE_HOST_DOWN: &str = "Der Bilderdienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.";

async fn upload_answer(shop: &ShopProcess) -> (u16, String, Duration) {
    let file = reqwest::multipart::Part::bytes(tiny_png())
        .file_name("logo.png")
        .mime_str("image/png")
        .unwrap();
    let started = Instant::now();
    let response = process::client(None)
        .post(shop.url("/api/images"))
        .header("Origin", &shop.public_url)
        .multipart(reqwest::multipart::Form::new().part("file", file))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap(), started.elapsed())
}

async fn shop_with_image_host(api_base: &str, data: &std::path::Path) -> ShopProcess {
    let url = format!("sqlite://{}", data.join("shop.db").display());
    let config = ShopConfig::new(&url, data, "http://127.0.0.1:18294")
        .with_env("CLOUDINARY_URL", "cloudinary://123456:geheim@primecards")
        .with_env("CLOUDINARY_API_BASE", api_base);
    ShopProcess::start(&config).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_answer_503_in_german_while_the_image_host_is_down_or_failing() {
    let _turn = process::kill_test_turn().await;
    let failing = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("internal error"))
        .mount(&failing)
        .await;
    let refusing = format!("http://127.0.0.1:{}", process::free_port());

    for (what, api_base) in [("refusing", refusing), ("failing", failing.uri())] {
        let data = tempfile::tempdir().unwrap();
        let shop = shop_with_image_host(&api_base, data.path()).await;
        let (status, body, took) = upload_answer(&shop).await;
        eprintln!("image host {what}: upload answered {status} in {took:?}");
        assert_eq!(status, 503, "{what}: {body}");
        assert!(body.contains(IMAGE_HOST_DOWN), "{what}: {body}");
        assert!(took < Duration::from_secs(10), "{what}: took {took:?}");
        drop(shop);
    }
}
