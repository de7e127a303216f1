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
