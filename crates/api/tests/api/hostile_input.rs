//! Hostile input through the HTTP API: polyglot and bomb images, oversized
//! and wrongly typed JSON, fields a client has no say over, and
//! state-changing calls a foreign page could forge. Each is refused with a
//! German `{"message"}` or made harmless, and nothing of it is stored.
//! (Plain SVG/HTML uploads, sizes and truncation: `uploads.rs`; client prices
//! and totals: `checkout.rs`.)

use std::{collections::BTreeMap, time::Instant};

use crate::support::{
    PUBLIC_URL, TestShop, active_user, call, databases::count_rows, hostile_files, orders,
    post_json, shop, sign_in,
};
use actix_web::{
    cookie::Cookie,
    http::{StatusCode, header},
    test,
};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::{Email, Role};
use shop_images::DecodingInspector;
use shop_ports::images::{ImageInspector, ImageKind};

const FOREIGN_ORIGIN: &str = "https://evil.example";

fn upload(bytes: &[u8]) -> test::TestRequest {
    crate::support::upload("logo.png", "image/png", bytes)
        .insert_header((header::ORIGIN, PUBLIC_URL))
}

fn files_in(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |entries| entries.count())
}

/// Every table a refused call could have written to, and the stored uploads.
fn snapshot(shop: &TestShop) -> BTreeMap<&'static str, i64> {
    let url = shop.database_url();
    let mut counts: BTreeMap<&'static str, i64> = [
        "users",
        "sessions",
        "user_tokens",
        "orders",
        "order_lines",
        "shipping_data",
        "messages",
        "samples",
        "wishlist_items",
        "payments",
        "mail_outbox",
        // Not listed: throttle_events. Refused attempts count against their
        // sender on purpose (a failed upload costs the server as much).
    ]
    .into_iter()
    .map(|table| (table, count_rows(&url, table)))
    .collect();
    counts.insert("uploaded files", files_in(&shop.uploads_dir()) as i64);
    counts
}

fn message(body: &Value) -> &str {
    body["message"]
        .as_str()
        .unwrap_or_else(|| panic!("no message in {body}"))
}

/// serde's English wording must not reach the customer.
fn assert_german(body: &Value) {
    let text = message(body);
    for english in [
        "invalid type",
        "expected",
        "missing field",
        "Json deserialize",
    ] {
        assert!(!text.contains(english), "English in {text:?}");
    }
}

/// Serves `url` and checks it can only ever be taken for a PNG image.
async fn assert_served_only_as_png<S, B>(service: &S, url: &str, sent: &[u8])
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    assert!(
        url.starts_with("/uploads/") && url.ends_with(".png"),
        "{url}"
    );
    let served = test::call_service(
        service,
        test::TestRequest::get()
            .uri(url)
            .insert_header((header::ACCEPT, "text/html"))
            .to_request(),
    )
    .await;
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
    // The shop stores what passed the check byte for byte; it does not
    // re-encode. It relies on serving: the name and its extension are the
    // server's, so there is no .html or .zip URL for these bytes, and
    // `image/png` with `nosniff` means no browser renders them as a page or
    // runs them as a script, even from our own origin. The trailing HTML/ZIP
    // is inert data inside a picture.
    assert_eq!(test::read_body(served).await.to_vec(), sent);
    let name = url.trim_start_matches("/uploads/").trim_end_matches(".png");
    for other in ["html", "zip", "svg"] {
        let response = test::call_service(
            service,
            test::TestRequest::get()
                .uri(&format!("/uploads/{name}.{other}"))
                .to_request(),
        )
        .await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, ".{other}");
    }
}

#[actix_web::test]
async fn png_html_polyglots_are_stored_only_as_images() {
    let script = "<html><script>alert(document.cookie)</script></html>";
    let in_text_chunk = hostile_files::png(8, 8, Some(("Comment", script)));
    let mut appended = hostile_files::png(8, 8, None);
    appended.extend_from_slice(script.as_bytes());
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    for polyglot in [in_text_chunk, appended] {
        // The image part is sound: this is a real polyglot, not a broken file.
        assert_eq!(
            DecodingInspector.inspect(&polyglot).map(|image| image.kind),
            Ok(ImageKind::Png)
        );
        let (status, body, _) = call(&service, upload(&polyglot)).await;

        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_served_only_as_png(&service, body["secure_url"].as_str().unwrap(), &polyglot).await;
    }
}

#[actix_web::test]
async fn a_png_zip_polyglot_is_stored_only_as_an_image() {
    let mut polyglot = hostile_files::png(8, 8, None);
    let zip = hostile_files::zip_at(
        polyglot.len(),
        "index.html",
        b"<html><script>alert(1)</script></html>",
    );
    polyglot.extend_from_slice(&zip);
    assert_eq!(
        DecodingInspector.inspect(&polyglot).map(|image| image.kind),
        Ok(ImageKind::Png)
    );
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (status, body, _) = call(&service, upload(&polyglot)).await;

    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_served_only_as_png(&service, body["secure_url"].as_str().unwrap(), &polyglot).await;
}

/// Peak resident memory of this test process, in kB.
fn peak_memory_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap()
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

#[actix_web::test]
async fn a_png_bomb_is_refused_from_its_header_and_the_shop_stays_healthy() {
    // The generator makes real images: a small one decodes completely.
    assert_eq!(
        DecodingInspector
            .inspect(&hostile_files::png_bomb(1000))
            .map(|image| image.kind),
        Ok(ImageKind::Png)
    );
    let bomb = hostile_files::png_bomb(30_000);
    assert!(bomb.len() < 1024 * 1024, "{} bytes", bomb.len());
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let before = snapshot(&shop);
    let peak_before = peak_memory_kb();
    let started = Instant::now();

    let (status, body, _) = call(&service, upload(&bomb)).await;

    let took = started.elapsed();
    let grew_mb = (peak_memory_kb() - peak_before) / 1024;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        message(&body),
        "Das Bild ist zu groß. Erlaubt sind höchstens 4000 × 4000 Pixel."
    );
    // Decoding would need 900 MB and seconds; the header alone needs neither.
    assert!(grew_mb < 100, "peak memory grew by {grew_mb} MB");
    assert!(took.as_secs() < 3, "took {took:?}");
    assert_eq!(snapshot(&shop), before);
    let health = test::call_service(
        &service,
        test::TestRequest::get().uri("/api/healthz").to_request(),
    )
    .await;
    assert_eq!(health.status(), StatusCode::OK);
    let (status, _, _) = call(&service, upload(&hostile_files::png(4, 4, None))).await;
    assert_eq!(status, StatusCode::CREATED, "uploads still work");
}

fn sign_up_body(email: &str) -> Value {
    json!({"companyName": "Pizzeria Roma", "email": email, "phone": "0170 1234567", "password": "geheim123"})
}

/// Two PrimeCards, not packed, for a guest with this e-mail.
fn order_body(email: &str) -> Value {
    orders::order_body(
        email,
        &[orders::LineSpec {
            product_id: 2,
            packed: false,
            quantity: 2,
        }],
    )
}

fn with_origin(request: test::TestRequest) -> test::TestRequest {
    request.insert_header((header::ORIGIN, PUBLIC_URL))
}

#[actix_web::test]
async fn two_megabyte_json_bodies_are_refused_and_store_nothing() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let padding = "x".repeat(2 * 1024 * 1024);
    let mut sign_up = sign_up_body("gross@example.de");
    sign_up["companyName"] = json!(padding);
    let mut order = order_body("gross@example.de");
    order["orderLines"][0]["remarks"] = json!(padding);
    let before = snapshot(&shop);

    for (uri, body) in [
        ("/api/auth/sign-up", sign_up),
        ("/api/orderLine/create-order", order),
    ] {
        let (status, answer, _) = call(&service, with_origin(post_json(uri, &body))).await;

        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{uri}: {answer}");
        assert_eq!(message(&answer), "Die Anfrage ist zu groß");
    }
    assert_eq!(snapshot(&shop), before);
}

#[actix_web::test]
async fn wrongly_typed_fields_get_a_german_400_and_store_nothing() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let create = "/api/orderLine/create-order";
    let sign_up = "/api/auth/sign-up";
    let number = "falschen Typ, erwartet wird eine Zahl";
    let text = "falschen Typ, erwartet wird ein Text";
    type Edit = fn(&mut Value);
    let cases: [(&str, Edit, &str); 13] = [
        (
            create,
            |b| b["orderLines"][0]["qte"] = json!("zwei"),
            number,
        ),
        (
            create,
            |b| b["orderLines"][0]["productId"] = json!("2"),
            number,
        ),
        (create, |b| b["userId"] = json!("1"), number),
        (create, |b| b["shippingInfo"]["email"] = json!(5), text),
        // serde reads an array as the struct's fields in order; an empty
        // one leaves every field empty, which the shipping rules refuse.
        (create, |b| b["shippingInfo"] = json!([]), ""),
        (
            create,
            |b| b["orderLines"] = json!(null),
            "falschen Typ, erwartet wird eine Liste",
        ),
        (
            create,
            |b| b["orderLines"] = json!({"productId": 2}),
            "falschen Typ, erwartet wird eine Liste",
        ),
        (
            create,
            |b| {
                b.as_object_mut().unwrap().remove("shippingInfo");
            },
            "Das Pflichtfeld \"shippingInfo\" fehlt",
        ),
        (sign_up, |b| b["email"] = json!(123), text),
        (sign_up, |b| b["password"] = json!(null), text),
        (sign_up, |b| b["companyName"] = json!(["Pizzeria"]), text),
        (sign_up, |b| *b = json!([]), ""),
        (
            sign_up,
            |b| *b = json!("kein Objekt"),
            "falschen Typ, erwartet wird ein Objekt",
        ),
    ];
    let before = snapshot(&shop);

    for (uri, edit, expected) in cases {
        let mut body = if uri == sign_up {
            sign_up_body("typ@example.de")
        } else {
            order_body("typ@example.de")
        };
        edit(&mut body);
        let (status, answer, _) = call(&service, with_origin(post_json(uri, &body))).await;

        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri} {body}: {answer}");
        let text = message(&answer);
        if !expected.is_empty() {
            assert!(
                text.starts_with("Ungültige Anfrage: ") && text.contains(expected),
                "{uri} {body}: {text:?} should say {expected:?}"
            );
        }
        assert_german(&answer);
    }
    assert_eq!(snapshot(&shop), before);
}

#[actix_web::test]
async fn a_sign_up_claiming_to_be_an_admin_makes_a_plain_inactive_customer() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let mut body = sign_up_body("frech@example.de");
    body["role"] = json!("admin");
    body["isAdmin"] = json!(true);
    body["active"] = json!(true);
    body["userId"] = json!(1);

    let (status, answer, _) =
        call(&service, with_origin(post_json("/api/auth/sign-up", &body))).await;

    assert_eq!(status, StatusCode::CREATED, "{answer}");
    let user = shop_ports::read(&*shop.ctx.state.store, |repos| {
        repos
            .users()
            .find_by_email(&Email::parse("frech@example.de").unwrap())
    })
    .await
    .unwrap()
    .unwrap();
    assert_eq!(user.role, Role::Customer);
    assert!(!user.active);
    let (status, _, _) = call(
        &service,
        with_origin(post_json(
            "/api/auth/sign-in",
            &json!({"email": "frech@example.de", "password": "geheim123"}),
        )),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "not activated, so no session"
    );
}

#[actix_web::test]
async fn an_order_in_another_users_name_is_refused_and_not_stored() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let victim = active_user(&shop, "opfer@example.de", Role::Customer).await;
    active_user(&shop, "taeter@example.de", Role::Customer).await;
    let cookie = sign_in(&service, "taeter@example.de").await;
    let mut body = order_body("taeter@example.de");
    body["userId"] = json!(victim);
    body["role"] = json!("admin");
    body["isAdmin"] = json!(true);
    let before = snapshot(&shop);

    let (as_guest, guest_answer, _) = call(
        &service,
        with_origin(post_json("/api/orderLine/create-order", &body)),
    )
    .await;
    let (as_other, other_answer, _) = call(
        &service,
        with_origin(post_json("/api/orderLine/create-order", &body)).cookie(cookie.clone()),
    )
    .await;

    assert_eq!(as_guest, StatusCode::UNAUTHORIZED, "{guest_answer}");
    assert_eq!(as_other, StatusCode::FORBIDDEN, "{other_answer}");
    assert_eq!(
        message(&other_answer),
        "Sie können nur für Ihr eigenes Konto bestellen"
    );
    assert_eq!(snapshot(&shop), before);
}

/// One state-changing call of each kind a forged page could aim at.
struct Forgery {
    name: &'static str,
    request: fn(Option<&Cookie<'static>>) -> test::TestRequest,
}

fn json_post(uri: &str, body: &Value, cookie: Option<&Cookie<'static>>) -> test::TestRequest {
    let request = post_json(uri, body);
    match cookie {
        Some(cookie) => request.cookie(cookie.clone()),
        None => request,
    }
}

fn forgeries() -> Vec<Forgery> {
    vec![
        Forgery {
            name: "sign-up",
            request: |c| json_post("/api/auth/sign-up", &sign_up_body("neu@example.de"), c),
        },
        Forgery {
            name: "sign-in",
            request: |c| {
                json_post(
                    "/api/auth/sign-in",
                    &json!({"email": "admin@example.de", "password": "geheim123"}),
                    c,
                )
            },
        },
        Forgery {
            name: "create-order",
            request: |c| {
                json_post(
                    "/api/orderLine/create-order",
                    &order_body("gast@example.de"),
                    c,
                )
            },
        },
        Forgery {
            name: "save-message",
            request: |c| {
                json_post(
                    "/api/messages/save-message",
                    &json!({"message": {"name": "Maria", "email": "maria@example.de", "phone": "0170 1234567", "message": "Hallo, bitte rufen Sie mich an."}}),
                    c,
                )
            },
        },
        Forgery {
            name: "save-wished-product",
            request: |c| {
                json_post(
                    "/api/wishlists/save-wished-product",
                    &json!({"productId": 2, "productType": "PrimeProd"}),
                    c,
                )
            },
        },
        Forgery {
            name: "save-sample (admin)",
            request: |c| {
                json_post(
                    "/api/samples/save-sample",
                    &json!({"sample": {"musterNumber": "X-1", "restaurentName": "Pizzeria Roma", "sampleImage": "/uploads/0123456789abcdef.png"}}),
                    c,
                )
            },
        },
        Forgery {
            name: "delete-sample (admin)",
            request: |c| {
                let request = test::TestRequest::delete()
                    .uri("/api/samples/delete-sample-byId?id=1")
                    .insert_header((header::CONTENT_TYPE, "application/json"));
                match c {
                    Some(cookie) => request.cookie(cookie.clone()),
                    None => request,
                }
            },
        },
        Forgery {
            name: "logout",
            request: |c| json_post("/api/auth/logout", &json!({}), c),
        },
        Forgery {
            name: "image upload",
            request: |c| {
                let request = upload(&hostile_files::png(4, 4, None));
                match c {
                    Some(cookie) => request.cookie(cookie.clone()),
                    None => request,
                }
            },
        },
    ]
}

#[actix_web::test]
async fn calls_from_a_foreign_origin_are_refused_and_change_nothing() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "admin@example.de", Role::Admin).await;
    // The victim is a signed-in admin whose browser sends the cookie along.
    let cookie = sign_in(&service, "admin@example.de").await;
    let before = snapshot(&shop);

    for forgery in forgeries() {
        for origin in [FOREIGN_ORIGIN, "null", "http://127.0.0.1:8081"] {
            let request = (forgery.request)(Some(&cookie)).insert_header((header::ORIGIN, origin));
            let (status, answer, _) = call(&service, request).await;

            assert_eq!(
                status,
                StatusCode::FORBIDDEN,
                "{} from {origin}: {answer}",
                forgery.name
            );
            assert_eq!(
                message(&answer),
                "Anfragen von fremden Seiten sind nicht erlaubt"
            );
        }
    }
    assert_eq!(snapshot(&shop), before);
    // The admin is still signed in: the forged logout did nothing either.
    let (status, body, _) = call(
        &service,
        test::TestRequest::get()
            .uri("/api/auth/initialCheck")
            .cookie(cookie),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["user"]["email"], "admin@example.de");
}

#[actix_web::test]
async fn calls_sent_as_text_plain_are_refused_and_change_nothing() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "admin@example.de", Role::Admin).await;
    let cookie = sign_in(&service, "admin@example.de").await;
    let before = snapshot(&shop);

    for forgery in forgeries() {
        // What an HTML form may send cross-site without a preflight; with
        // our own origin, so only the content type is wrong.
        let request = (forgery.request)(Some(&cookie))
            .insert_header((header::ORIGIN, PUBLIC_URL))
            .insert_header((header::CONTENT_TYPE, "text/plain"))
            .set_payload(r#"{"email":"admin@example.de","password":"geheim123"}"#);
        let (status, answer, _) = call(&service, request).await;

        assert_eq!(
            status,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{}: {answer}",
            forgery.name
        );
        assert_eq!(
            message(&answer),
            "Die Anfrage muss als application/json gesendet werden"
        );
    }
    assert_eq!(snapshot(&shop), before);
}
