//! What the restaurant owner meets after paying, through the HTTP API: the
//! approval page of the order this browser placed (no token), the proof as
//! a picture, 'Meine Daten' with its password change, the packs of the
//! catalogue, and the page behind the preview's placeholder QR code.

use actix_web::{http::StatusCode, test};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    active_user, call, get_json,
    orders::{LineSpec, order_body},
    pay_locally, post_json, shop, sign_in, with_cookie,
};

const CUSTOMER: &str = "wirt@pizzeria-roma.de";

#[actix_web::test]
async fn the_browser_that_paid_opens_its_approval_page_and_sees_the_proof_as_a_picture() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (placed, body, cookie) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order_body(
                "gast@pizzeria-phone.de",
                &[LineSpec {
                    product_id: 2,
                    packed: true,
                    quantity: 5,
                }],
            ),
        ),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{body}");
    pay_locally(&shop, &service, &body["id"], &cookie).await;
    let order_id = body["id"].as_i64().unwrap();

    let (status, payment, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/check-payment-status?order_id={order_id}"
            )),
            &cookie,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{payment}");
    assert_eq!(payment["awaitsApproval"], true, "{payment}");

    let uri = format!("/api/proof-approval?orderId={order_id}");
    let (own, page, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri(&uri), &cookie),
    )
    .await;
    let (stranger, refused, _) = call(&service, test::TestRequest::get().uri(&uri)).await;
    let (neither, incomplete, _) = call(
        &service,
        test::TestRequest::get().uri("/api/proof-approval"),
    )
    .await;
    assert_eq!(own, StatusCode::OK, "{page}");
    assert_eq!(page["order"]["awaitingApproval"], true);
    assert_eq!(stranger, StatusCode::NOT_FOUND, "{refused}");
    assert_eq!(neither, StatusCode::BAD_REQUEST);
    assert_eq!(
        incomplete["message"],
        "Dieser Freigabelink ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail."
    );

    let line = page["orderLines"][0]["orderLineId"].as_i64().unwrap();
    let picture = |width: &str| {
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/order-lines/{line}/proof.png{width}")),
            &cookie,
        )
        .to_request()
    };
    let png = test::call_service(&service, picture("?width=400")).await;
    assert_eq!(png.status(), StatusCode::OK);
    assert_eq!(png.headers().get("content-type").unwrap(), "image/png");
    assert!(png.headers().get("content-encoding").is_none());
    let bytes = test::read_body(png).await;
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(u32::from_be_bytes(bytes[16..20].try_into().unwrap()), 400);
    // Served again from memory: the very same picture.
    let again = test::read_body(test::call_service(&service, picture("?width=400")).await).await;
    assert_eq!(again, bytes);
    for wrong in ["?width=150", "?width=2100", "?width=450", "?width=abc"] {
        let answer = test::call_service(&service, picture(wrong)).await;
        assert_eq!(answer.status(), StatusCode::BAD_REQUEST, "{wrong}");
    }
    let gone = test::call_service(&service, picture("?width=400&version=9")).await;
    assert_eq!(gone.status(), StatusCode::NOT_FOUND);
    let stranger = test::call_service(
        &service,
        test::TestRequest::get()
            .uri(&format!("/api/order-lines/{line}/proof.png"))
            .to_request(),
    )
    .await;
    assert_eq!(stranger.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn meine_daten_saves_company_phone_and_address_and_changes_the_password_with_the_current_one()
{
    let shop = shop().await;
    active_user(&shop, CUSTOMER, Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let cookie = Some(sign_in(&service, CUSTOMER).await);
    let put = |uri: &str, body: Value| {
        with_cookie(test::TestRequest::put().uri(uri).set_json(body), &cookie)
    };

    let (saved, user, _) = call(
        &service,
        put(
            "/api/users/me",
            json!({"companyName": "Trattoria Ümit Çelik", "phone": "02161 987654", "address": "Hauptstr. 12 /41061/ Mönchengladbach"}),
        ),
    )
    .await;
    assert_eq!(saved, StatusCode::OK, "{user}");
    assert_eq!(user["companyName"], "Trattoria Ümit Çelik");
    assert_eq!(user["address"], "Hauptstr. 12 /41061/ Mönchengladbach");
    let (_, check) = get_json(&service, "/api/auth/initialCheck").await;
    assert!(
        check["user"].is_null(),
        "a request without the cookie is nobody"
    );

    for (body, message) in [
        (
            json!({"companyName": "x".repeat(31), "phone": "02161 987654"}),
            "Firmenname",
        ),
        (
            json!({"companyName": "Roma", "phone": "keine Nummer"}),
            "Telefonnummer",
        ),
        // The company is printed on invoices: only what their font can print.
        (
            json!({"companyName": "Pizza 🍕", "phone": "02161 987654"}),
            "Firmenname",
        ),
        (
            json!({"companyName": "Roma", "phone": "02161 987654", "address": "a\u{0}b"}),
            "Adresse",
        ),
        (
            json!({"companyName": "Roma", "phone": "02161 987654", "address": "x".repeat(41)}),
            "Adresse",
        ),
    ] {
        let (refused, answer, _) = call(&service, put("/api/users/me", body)).await;
        assert_eq!(refused, StatusCode::BAD_REQUEST, "{answer}");
        assert!(
            answer["message"].as_str().unwrap().starts_with(message),
            "{answer}"
        );
    }

    let (wrong, wrong_body, _) = call(
        &service,
        put(
            "/api/users/me/password",
            json!({"currentPassword": "falsch", "newPassword": "neues-Passwort"}),
        ),
    )
    .await;
    assert_eq!(wrong, StatusCode::BAD_REQUEST);
    assert_eq!(wrong_body["message"], "Das aktuelle Passwort ist falsch.");
    let (changed, changed_body, _) = call(
        &service,
        put(
            "/api/users/me/password",
            json!({"currentPassword": "geheim123", "newPassword": "neues-Passwort"}),
        ),
    )
    .await;
    assert_eq!(changed, StatusCode::OK, "{changed_body}");
    assert_eq!(changed_body["message"], "Ihr Passwort wurde geändert.");
    let (old, _, _) = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": CUSTOMER, "password": "geheim123"}),
        ),
    )
    .await;
    let (new, _, _) = call(
        &service,
        post_json(
            "/api/auth/sign-in",
            &json!({"email": CUSTOMER, "password": "neues-Passwort"}),
        ),
    )
    .await;
    assert_eq!((old, new), (StatusCode::UNAUTHORIZED, StatusCode::OK));
}

#[actix_web::test]
async fn the_catalogue_counts_cards_per_pack_and_the_back_office_edits_it() {
    let shop = shop().await;
    active_user(&shop, "chef@primecards.de", Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (_, cards) = get_json(&service, "/api/products/get-products").await;
    let packs: Vec<(String, i64)> = cards["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["artikelNum"].as_str().unwrap().to_owned(),
                p["cardsPerPack"].as_i64().unwrap(),
            )
        })
        .collect();
    assert!(packs.contains(&("PC-100".to_owned(), 100)), "{packs:?}");
    assert!(packs.contains(&("PC-150".to_owned(), 150)), "{packs:?}");

    let admin = Some(sign_in(&service, "chef@primecards.de").await);
    let edit = |cards_per_pack: Value| {
        with_cookie(
            post_json(
                "/api/products/update-product",
                &json!({"productId": 3, "name": "PrimeCard Business", "description": "", "price": 7990, "relativePrice": 5000, "cardsPerPack": cards_per_pack}),
            ),
            &admin,
        )
    };
    let (saved, product, _) = call(&service, edit(json!(200))).await;
    let (refused, answer, _) = call(&service, edit(json!(0))).await;
    assert_eq!(saved, StatusCode::OK, "{product}");
    assert_eq!(product["product"]["cardsPerPack"], 200);
    assert_eq!(refused, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer["message"],
        "Karten pro Paket: bitte eine ganze Zahl von 1 bis 10000"
    );
}

#[actix_web::test]
async fn the_previews_placeholder_code_answers_a_page_instead_of_a_404() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let answer = test::call_service(
        &service,
        test::TestRequest::get().uri("/q/XXXXXXXXXX").to_request(),
    )
    .await;
    assert_eq!(answer.status(), StatusCode::OK);
    let page = String::from_utf8(test::read_body(answer).await.to_vec()).unwrap();
    assert!(
        page.contains(
            "Dieser QR-Code wird mit Ihrer Bestellung aktiv und führt dann zu Ihrer Adresse."
        ),
        "{page}"
    );
}

#[actix_web::test]
async fn a_bundle_goes_out_in_the_smallest_form_the_phone_takes_and_may_be_kept_for_a_year() {
    use actix_web::http::header;

    let shop = shop().await;
    let assets = shop.ctx.static_dir.join("assets");
    std::fs::create_dir_all(&assets).unwrap();
    for (name, body) in [
        ("index-Bw1k.js", "console.log('plain')"),
        ("index-Bw1k.js.br", "brotli form"),
        ("index-Bw1k.js.gz", "gzip form"),
        ("fonts-9a8b.woff2", "woff2"),
        ("vendor@2(x)-Xy_Z.js", "vendor"),
    ] {
        std::fs::write(assets.join(name), body).unwrap();
    }
    let service = test::init_service(app(shop.ctx.clone())).await;
    let fetch = |path: &str, accept: Option<&str>| {
        let mut request = test::TestRequest::get().uri(path);
        if let Some(accept) = accept {
            request = request.insert_header((header::ACCEPT_ENCODING, accept));
        }
        request.to_request()
    };

    for (accept, body, encoding) in [
        (Some("gzip, deflate, br, zstd"), "brotli form", Some("br")),
        (Some("gzip"), "gzip form", Some("gzip")),
        (Some("br;q=0.5, gzip"), "gzip form", Some("gzip")),
        (None, "console.log('plain')", None),
        (Some("identity"), "console.log('plain')", None),
    ] {
        let response = test::call_service(&service, fetch("/assets/index-Bw1k.js", accept)).await;
        assert_eq!(response.status(), StatusCode::OK, "{accept:?}");
        let headers = response.headers().clone();
        assert_eq!(
            headers
                .get(header::CONTENT_ENCODING)
                .map(|v| v.to_str().unwrap()),
            encoding,
            "{accept:?}"
        );
        assert!(
            headers
                .get(header::CONTENT_TYPE)
                .unwrap()
                .to_str()
                .unwrap()
                .contains("javascript"),
            "{accept:?}"
        );
        assert_eq!(
            headers.get(header::CACHE_CONTROL).unwrap(),
            "public, max-age=31536000, immutable"
        );
        assert_eq!(headers.get(header::VARY).unwrap(), "accept-encoding");
        assert!(!headers.contains_key(header::CONTENT_DISPOSITION));
        assert_eq!(
            test::read_body(response).await,
            body.as_bytes(),
            "{accept:?}"
        );
    }

    // A file without compressed forms goes out as it is.
    let font = test::call_service(&service, fetch("/assets/fonts-9a8b.woff2", Some("br"))).await;
    assert_eq!(font.status(), StatusCode::OK);
    assert!(!font.headers().contains_key(header::CONTENT_ENCODING));
    assert_eq!(test::read_body(font).await, "woff2".as_bytes());
    // Whatever visible characters the build leaves in a module's name.
    let vendor = test::call_service(&service, fetch("/assets/vendor@2(x)-Xy_Z.js", None)).await;
    assert_eq!(test::read_body(vendor).await, "vendor".as_bytes());

    // Nothing else is served from there: no shell page for a missing bundle
    // (a browser would run it as a script), no compressed form by name, no
    // way out of the folder.
    for path in [
        "/assets/missing-1234.js",
        "/assets/index-Bw1k.js.br",
        "/assets/../index.html",
        "/assets/%2e%2e%2findex.html",
        "/assets/.hidden",
        "/assets/",
        "/assets/a/b.js",
        "/assets/m%C3%BCll.js",
    ] {
        let response = test::call_service(&service, fetch(path, Some("br"))).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let post = test::call_service(
        &service,
        test::TestRequest::post()
            .uri("/assets/index-Bw1k.js")
            .to_request(),
    )
    .await;
    assert_eq!(post.status(), StatusCode::METHOD_NOT_ALLOWED);
}
