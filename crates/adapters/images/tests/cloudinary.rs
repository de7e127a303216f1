//! `CloudinaryImageHost` against a local HTTP mock of Cloudinary's upload API.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::json;
use sha1::{Digest, Sha1};
use shop_images::CloudinaryImageHost;
use shop_ports::images::{ImageError, ImageHost, ImageKind};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const API_KEY: &str = "614335564976464";
const API_SECRET: &str = "test_secret_XYZ";
const CLOUD: &str = "demo-cloud";
const UPLOAD_PATH: &str = "/v1_1/demo-cloud/image/upload";
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
const SECURE_URL: &str = "https://res.cloudinary.com/demo-cloud/image/upload/v1700000000/primecards/k9vbmxqgxd1pbxyz.png";

fn cloudinary_url() -> String {
    format!("cloudinary://{API_KEY}:{API_SECRET}@{CLOUD}")
}

fn host(server: &MockServer) -> CloudinaryImageHost {
    CloudinaryImageHost::from_url(&cloudinary_url(), Some(&server.uri())).unwrap()
}

/// Part of Cloudinary's upload answer.
fn upload_answer(secure_url: &str) -> serde_json::Value {
    json!({
        "asset_id": "3515c6000a548515f1134043f9785c2f",
        "public_id": "primecards/k9vbmxqgxd1pbxyz",
        "version": 1_700_000_000,
        "signature": "251e7bf5ab5b5b2bcd5b4ff1e0a1c3e6a8b1c2d3",
        "width": 1,
        "height": 1,
        "format": "png",
        "resource_type": "image",
        "bytes": 16,
        "url": secure_url.replacen("https://", "http://", 1),
        "secure_url": secure_url,
        "folder": "primecards"
    })
}

async fn server_answering(template: ResponseTemplate) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path(UPLOAD_PATH))
        .respond_with(template)
        .expect(1)
        .mount(&server)
        .await;
    server
}

/// One part of a multipart/form-data body.
#[derive(Debug, PartialEq, Eq)]
struct Field {
    name: String,
    filename: Option<String>,
    content_type: Option<String>,
    value: Vec<u8>,
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn quoted<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let start = header.find(&format!("{key}=\""))? + key.len() + 2;
    let len = header[start..].find('"')?;
    Some(&header[start..start + len])
}

/// A small multipart/form-data reader, enough for what reqwest writes.
fn multipart_fields(request: &Request) -> Vec<Field> {
    let content_type = request
        .headers
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap();
    assert!(
        content_type.starts_with("multipart/form-data;"),
        "{content_type}"
    );
    let boundary = format!("--{}", content_type.split("boundary=").nth(1).unwrap());
    let mut rest = &request.body[..];
    let mut fields = Vec::new();
    let start = find(rest, boundary.as_bytes()).unwrap();
    rest = &rest[start + boundary.len()..];
    while !rest.starts_with(b"--") {
        rest = rest.strip_prefix(b"\r\n").unwrap();
        let end = find(rest, boundary.as_bytes()).unwrap();
        let part = rest[..end].strip_suffix(b"\r\n").unwrap();
        let split = find(part, b"\r\n\r\n").unwrap();
        let headers = std::str::from_utf8(&part[..split]).unwrap();
        let mut field = Field {
            name: String::new(),
            filename: None,
            content_type: None,
            value: part[split + 4..].to_vec(),
        };
        for line in headers.split("\r\n") {
            let (name, value) = line.split_once(':').unwrap();
            match name.to_ascii_lowercase().as_str() {
                "content-disposition" => {
                    field.name = quoted(value, "name").unwrap().to_owned();
                    field.filename = quoted(value, "filename").map(str::to_owned);
                }
                "content-type" => field.content_type = Some(value.trim().to_owned()),
                _ => {}
            }
        }
        fields.push(field);
        rest = &rest[end + boundary.len()..];
    }
    fields.sort_by(|a, b| a.name.cmp(&b.name));
    fields
}

fn text(name: &str, value: &str) -> Field {
    Field {
        name: name.into(),
        filename: None,
        content_type: None,
        value: value.as_bytes().to_vec(),
    }
}

// ---------------------------------------------------------------- store

#[tokio::test]
async fn store_sends_a_signed_multipart_upload_and_returns_the_secure_url() {
    let server =
        server_answering(ResponseTemplate::new(200).set_body_json(upload_answer(SECURE_URL))).await;

    let url = host(&server)
        .store_at(ImageKind::Png, PNG.to_vec(), 1_700_000_000)
        .await
        .unwrap();

    assert_eq!(url, SECURE_URL);
    let received = server.received_requests().await.unwrap();
    assert_eq!(received[0].method.as_str(), "POST");
    assert_eq!(received[0].url.path(), UPLOAD_PATH);
    assert_eq!(
        multipart_fields(&received[0]),
        vec![
            text("api_key", API_KEY),
            Field {
                name: "file".into(),
                filename: Some("upload.png".into()),
                content_type: Some("image/png".into()),
                value: PNG.to_vec(),
            },
            text("folder", "primecards"),
            // sha1("folder=primecards&timestamp=1700000000test_secret_XYZ")
            text("signature", "519807f4f6a4f4094cca889401ecb1f6e3754ca8"),
            text("timestamp", "1700000000"),
        ]
    );
}

#[tokio::test]
async fn store_signs_with_the_current_time() {
    let server =
        server_answering(ResponseTemplate::new(200).set_body_json(upload_answer(SECURE_URL))).await;
    let before = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();

    host(&server)
        .store(ImageKind::Jpeg, b"\xFF\xD8\xFF\xE0".to_vec())
        .await
        .unwrap();

    let received = server.received_requests().await.unwrap();
    let fields = multipart_fields(&received[0]);
    let value = |name: &str| {
        let field = fields.iter().find(|f| f.name == name).unwrap();
        String::from_utf8(field.value.clone()).unwrap()
    };
    let timestamp: u64 = value("timestamp").parse().unwrap();
    assert!(timestamp >= before && timestamp <= before + 60);
    let expected = hex::encode(Sha1::digest(
        format!("folder=primecards&timestamp={timestamp}{API_SECRET}").as_bytes(),
    ));
    assert_eq!(value("signature"), expected);
    let file = fields.iter().find(|f| f.name == "file").unwrap();
    assert_eq!(file.filename.as_deref(), Some("upload.jpg"));
    assert_eq!(file.content_type.as_deref(), Some("image/jpeg"));
}

#[tokio::test]
async fn store_accepts_an_api_base_with_a_trailing_slash() {
    let server =
        server_answering(ResponseTemplate::new(200).set_body_json(upload_answer(SECURE_URL))).await;
    let host =
        CloudinaryImageHost::from_url(&cloudinary_url(), Some(&format!("{}/", server.uri())))
            .unwrap();

    let url = host
        .store_at(ImageKind::Webp, b"RIFF\0\0\0\0WEBPVP8 ".to_vec(), 1)
        .await
        .unwrap();

    assert_eq!(url, SECURE_URL);
}

#[tokio::test]
async fn refusal_with_a_client_error_is_rejected_with_the_hosts_message() {
    let server = server_answering(ResponseTemplate::new(400).set_body_json(json!({
        "error": { "message": "Invalid Signature 519807f4. String to sign - 'folder=primecards&timestamp=1700000000'." }
    })))
    .await;

    let result = host(&server)
        .store_at(ImageKind::Png, PNG.to_vec(), 1_700_000_000)
        .await;

    let Err(ImageError::Rejected(message)) = result else {
        panic!("expected Rejected, got {result:?}");
    };
    assert_eq!(
        message,
        "Invalid Signature 519807f4. String to sign - 'folder=primecards&timestamp=1700000000'."
    );
}

#[tokio::test]
async fn client_error_without_a_readable_message_is_rejected_with_the_status() {
    let server = server_answering(ResponseTemplate::new(401).set_body_string("nope")).await;

    let result = host(&server)
        .store_at(ImageKind::Png, PNG.to_vec(), 1)
        .await;

    let Err(ImageError::Rejected(message)) = result else {
        panic!("expected Rejected, got {result:?}");
    };
    assert!(message.contains("401"), "{message}");
}

#[tokio::test]
async fn server_error_is_unavailable() {
    let server = server_answering(ResponseTemplate::new(500).set_body_json(json!({
        "error": { "message": "General Error" }
    })))
    .await;

    let result = host(&server)
        .store_at(ImageKind::Png, PNG.to_vec(), 1)
        .await;

    assert!(
        matches!(result, Err(ImageError::Unavailable(_))),
        "{result:?}"
    );
}

#[tokio::test]
async fn unreachable_host_is_unavailable() {
    let host =
        CloudinaryImageHost::from_url(&cloudinary_url(), Some("http://127.0.0.1:9")).unwrap();

    let result = host.store_at(ImageKind::Png, PNG.to_vec(), 1).await;

    let Err(ImageError::Unavailable(error)) = result else {
        panic!("expected Unavailable, got {result:?}");
    };
    assert!(!error.contains(API_SECRET));
}

#[tokio::test]
async fn answer_without_a_secure_url_is_unknown() {
    let server =
        server_answering(ResponseTemplate::new(200).set_body_json(json!({ "public_id": "x" })))
            .await;

    let result = host(&server)
        .store_at(ImageKind::Png, PNG.to_vec(), 1)
        .await;

    assert!(matches!(result, Err(ImageError::Unknown(_))), "{result:?}");
}

#[tokio::test]
async fn answer_with_a_script_url_is_rejected() {
    let server = server_answering(
        ResponseTemplate::new(200).set_body_json(upload_answer("javascript:alert(1)")),
    )
    .await;

    let result = host(&server)
        .store_at(ImageKind::Png, PNG.to_vec(), 1)
        .await;

    assert!(matches!(result, Err(ImageError::Rejected(_))), "{result:?}");
}

// ---------------------------------------------------------------- from_url

#[test]
fn from_url_accepts_the_documented_form_and_debug_hides_the_secret() {
    let host = CloudinaryImageHost::from_url(&cloudinary_url(), None).unwrap();

    let printed = format!("{host:?}");

    assert!(printed.contains(CLOUD), "{printed}");
    assert!(
        printed.contains("https://api.cloudinary.com/v1_1/demo-cloud/image/upload"),
        "{printed}"
    );
    assert!(!printed.contains(API_SECRET), "{printed}");
    assert!(printed.contains("<redacted>"), "{printed}");
}

fn refusal(url: &str) -> String {
    let error = CloudinaryImageHost::from_url(url, None).unwrap_err();
    let message = format!("{error:#}");
    assert!(!message.contains(API_SECRET), "{message}");
    assert!(
        message.contains("cloudinary://API_KEY:API_SECRET@CLOUD_NAME"),
        "{message}"
    );
    message
}

#[test]
fn from_url_refuses_a_missing_secret() {
    let message = refusal(&format!("cloudinary://{API_KEY}@{CLOUD}"));

    assert!(message.contains("secret"), "{message}");
    refusal(&format!("cloudinary://{API_KEY}:@{CLOUD}"));
}

#[test]
fn from_url_refuses_another_scheme_without_echoing_the_secret() {
    let message = refusal(&format!("https://{API_KEY}:{API_SECRET}@{CLOUD}"));

    assert!(message.contains("scheme"), "{message}");
}

#[test]
fn from_url_refuses_a_missing_or_odd_cloud_name() {
    refusal(&format!("cloudinary://{API_KEY}:{API_SECRET}"));
    refusal(&format!("cloudinary://{API_KEY}:{API_SECRET}@"));
    refusal(&format!(
        "cloudinary://{API_KEY}:{API_SECRET}@demo/../other"
    ));
    refusal(&format!(":{API_SECRET}@{CLOUD}"));
    refusal(&format!("cloudinary://:{API_SECRET}@{CLOUD}"));
}

#[test]
fn from_url_refuses_an_api_base_that_is_not_http() {
    let error =
        CloudinaryImageHost::from_url(&cloudinary_url(), Some("ftp://127.0.0.1")).unwrap_err();

    assert!(!format!("{error:#}").contains(API_SECRET));
}

/// An `application/x-www-form-urlencoded` body as name → value.
fn form_fields(body: &[u8]) -> std::collections::HashMap<String, String> {
    let decode = |raw: &str| {
        let bytes = raw.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'%' => {
                    out.push(u8::from_str_radix(&raw[i + 1..i + 3], 16).unwrap());
                    i += 3;
                }
                b'+' => {
                    out.push(b' ');
                    i += 1;
                }
                byte => {
                    out.push(byte);
                    i += 1;
                }
            }
        }
        String::from_utf8(out).unwrap()
    };
    std::str::from_utf8(body)
        .unwrap()
        .split('&')
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap();
            (decode(name), decode(value))
        })
        .collect()
}

#[tokio::test]
async fn delete_sends_a_signed_destroy_for_the_public_id_in_the_url() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1_1/demo-cloud/image/destroy"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"result": "ok"})))
        .expect(1)
        .mount(&server)
        .await;

    host(&server).delete(SECURE_URL).await.unwrap();

    let received = server.received_requests().await.unwrap();
    let form = form_fields(&received[0].body);
    assert_eq!(form["public_id"], "primecards/k9vbmxqgxd1pbxyz");
    assert_eq!(form["api_key"], API_KEY);
    let expected = hex::encode(Sha1::digest(
        format!(
            "public_id=primecards/k9vbmxqgxd1pbxyz&timestamp={}{API_SECRET}",
            form["timestamp"]
        )
        .as_bytes(),
    ));
    assert_eq!(form["signature"], expected);
}

#[tokio::test]
async fn delete_accepts_an_image_gone_already_and_refuses_foreign_urls() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1_1/demo-cloud/image/destroy"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"result": "not found"})))
        .expect(1)
        .mount(&server)
        .await;
    let host = host(&server);

    host.delete(SECURE_URL).await.unwrap();
    for foreign in [
        "https://res.cloudinary.com/other-cloud/image/upload/v1/primecards/abc.png",
        "https://res.cloudinary.com/demo-cloud/image/upload/v1/elsewhere/abc.png",
        "https://res.cloudinary.com/demo-cloud/image/upload/v1/primecards/../x.png",
    ] {
        assert!(
            matches!(host.delete(foreign).await, Err(ImageError::Rejected(_))),
            "{foreign}"
        );
    }
}
