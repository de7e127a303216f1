//! Image uploads through the HTTP API: only real JPEG, PNG or WEBP images up
//! to 4 MB are stored, whatever the file is called or claims to be.

use crate::support::{BOUNDARY, shop, tiny_png, upload};
use actix_web::{
    http::{StatusCode, header},
    test,
};
use serde_json::Value;
use shop_api::startup::app;

async fn send(request: test::TestRequest) -> (StatusCode, Value) {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let response = test::call_service(&service, request.to_request()).await;
    let status = response.status();
    let body = test::read_body(response).await;
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

#[actix_web::test]
async fn a_real_png_is_stored_and_served_as_an_image_under_a_random_name() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let response = test::call_service(
        &service,
        upload("logo.png", "image/png", &tiny_png()).to_request(),
    )
    .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = serde_json::from_slice(&test::read_body(response).await).unwrap();
    let url = body["secure_url"].as_str().unwrap().to_owned();
    assert!(
        url.starts_with("/uploads/") && url.ends_with(".png"),
        "{url}"
    );
    assert!(!url.contains("logo"), "the client's file name is not used");

    let served =
        test::call_service(&service, test::TestRequest::get().uri(&url).to_request()).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(
        served.headers().get(header::CONTENT_TYPE).unwrap(),
        "image/png"
    );
    assert_eq!(
        served
            .headers()
            .get(header::X_CONTENT_TYPE_OPTIONS)
            .unwrap(),
        "nosniff"
    );
    assert_eq!(test::read_body(served).await.to_vec(), tiny_png());
}

#[actix_web::test]
async fn an_svg_is_refused_even_when_it_claims_to_be_a_png() {
    let svg = b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>";

    let (status, body) = send(upload("logo.png", "image/png", svg)).await;

    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["message"],
        "Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch."
    );
}

#[actix_web::test]
async fn an_html_file_named_png_is_refused() {
    let (status, _) = send(upload(
        "logo.png",
        "image/png",
        b"<!doctype html><script>alert(1)</script>",
    ))
    .await;

    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn a_truncated_png_is_refused() {
    let png = tiny_png();

    let (status, body) = send(upload("logo.png", "image/png", &png[..png.len() - 20])).await;

    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["message"],
        "Das Bild ist beschädigt und kann nicht gelesen werden."
    );
}

#[actix_web::test]
async fn four_megabytes_and_one_byte_is_too_large() {
    let mut big = tiny_png();
    big.resize(4 * 1024 * 1024 + 1, 0);

    let (status, body) = send(upload("logo.png", "image/png", &big)).await;

    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        body["message"],
        "Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB."
    );
}

#[actix_web::test]
async fn an_empty_file_and_a_missing_file_are_refused() {
    let (empty, _) = send(upload("logo.png", "image/png", b"")).await;
    let (missing, _) = send(
        test::TestRequest::post()
            .uri("/api/images")
            .insert_header((
                header::CONTENT_TYPE,
                format!("multipart/form-data; boundary={BOUNDARY}"),
            ))
            .set_payload(format!("--{BOUNDARY}--\r\n")),
    )
    .await;

    assert_eq!(empty, StatusCode::BAD_REQUEST);
    assert_eq!(missing, StatusCode::BAD_REQUEST);
}

async fn unused_uploads_are_deleted_on(database: crate::support::databases::TestDatabase) {
    let shop = crate::support::shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let mut urls = Vec::new();
    // Logos sharp enough for print: the order takes the first.
    let logo = crate::support::hostile_files::png(600, 400, None);
    for _ in 0..2 {
        let (status, body, _) =
            crate::support::call(&service, upload("logo.png", "image/png", &logo)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        urls.push(body["secure_url"].as_str().unwrap().to_owned());
    }
    let (used, unused) = (urls[0].clone(), urls[1].clone());
    let mut order = serde_json::json!({
        "orderType": "Normal",
        "orderLines": [{
            "productId": 2, "productType": "PrimeProd", "qte": 1,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt",
            "template": "suchi", "address": "Hauptstr. 1", "phone": "0170 1234567",
            "url": "www.sushi-bar.de"
        }],
        "shippingInfo": {
            "responsableName": "Ken Sato", "companyName": "Sushi Bar", "email": "ken@sushi-bar.de",
            "phone": "0170 1234567", "shippingAddress": "Hauptstr. 1", "zipCode": "41061", "city": "Mönchengladbach"
        },
        "userId": null
    });
    order["orderLines"][0]["cardLogo"] = Value::String(used.clone());
    let (placed, answer, _) = crate::support::call(
        &service,
        crate::support::post_json("/api/orderLine/create-order", &order),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{answer}");
    let file_of = |url: &str| shop.uploads_dir().join(url.trim_start_matches("/uploads/"));

    // Nothing is deleted on its first day…
    assert_eq!(shop.ctx.state.uploads.delete_unused().await.unwrap(), 0);
    // …and both uploads turn 25 hours old.
    let aged = urls.clone();
    shop_ports::write(&*shop.ctx.state.store, move |repos| {
        let then = chrono::Utc::now().naive_utc() - chrono::TimeDelta::hours(25);
        for url in &aged {
            let upload = repos.uploads().find(url)?.unwrap();
            repos.uploads().forget(url)?;
            repos.uploads().record(&upload, 0, then)?;
        }
        Ok(())
    })
    .await
    .unwrap();
    let deleted = shop.ctx.state.uploads.delete_unused().await.unwrap();

    assert_eq!(deleted, 1);
    assert!(file_of(&used).exists(), "the ordered logo stays");
    assert!(!file_of(&unused).exists(), "the unused upload is gone");
    assert_eq!(shop.ctx.state.uploads.delete_unused().await.unwrap(), 0);
}

#[actix_web::test]
async fn uploads_no_order_uses_are_deleted_after_a_day_on_sqlite() {
    unused_uploads_are_deleted_on(crate::support::databases::TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn uploads_no_order_uses_are_deleted_after_a_day_on_postgres() {
    if let Some(database) = crate::support::databases::TestDatabase::postgres() {
        unused_uploads_are_deleted_on(database).await;
    }
}

/// Uploads no order uses yet may take `SHOP_UNUSED_UPLOADS_MAX_BYTES`
/// together, whoever sends them: beyond it the shop answers 503 in German
/// and stores nothing, so rotating addresses cannot fill the disk.
#[actix_web::test]
async fn uploads_beyond_the_cap_of_unused_ones_wait_for_the_clean_up() {
    let logo = crate::support::hostile_files::png(300, 200, None);
    let cap = logo.len() * 2 + logo.len() / 2;
    let shop =
        crate::support::shop_with(&[("SHOP_UNUSED_UPLOADS_MAX_BYTES", cap.to_string())]).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let send = |address: &'static str| {
        let (service, logo) = (&service, logo.clone());
        async move {
            let response = test::call_service(
                service,
                upload("logo.png", "image/png", &logo)
                    .peer_addr(format!("{address}:50000").parse().unwrap())
                    .to_request(),
            )
            .await;
            let status = response.status();
            let body: Value =
                serde_json::from_slice(&test::read_body(response).await).unwrap_or(Value::Null);
            (status, body)
        }
    };

    let first = send("203.0.113.1").await.0;
    let second = send("203.0.113.2").await.0;
    let (third, refusal) = send("203.0.113.3").await;

    assert_eq!((first, second), (StatusCode::CREATED, StatusCode::CREATED));
    assert_eq!(third, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        refusal["message"],
        "Der Upload ist gerade nicht möglich. Bitte versuchen Sie es später erneut."
    );
    let stored = std::fs::read_dir(shop.uploads_dir())
        .unwrap()
        .filter(|entry| {
            entry
                .as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|ext| ext == "png")
        })
        .count();
    // The print logo every test shop has, and the two accepted uploads.
    assert_eq!(stored, 3);
}
