//! Print proofs through the HTTP API: the buyer and the admin get a card
//! line's proof (a PDF with the uploaded logo), anyone else 404, a sample
//! pack 404 with its reason; once the order is paid, the admin's order
//! details say per card line whether its QR code read back as its URL.

use actix_web::{http::StatusCode, test};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    active_user, call, hostile_files::png, pay_locally, post_json, shop, sign_in, upload,
    with_cookie,
};

#[actix_web::test]
async fn a_card_lines_proof_is_the_buyers_and_the_admins_and_its_qr_code_is_checked_once_paid() {
    let shop = shop().await;
    active_user(&shop, "druck@proof.test", Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = Some(sign_in(&service, "druck@proof.test").await);

    // The guest uploads a logo and orders a card with it and a sample pack.
    let (status, uploaded, buyer) = call(
        &service,
        upload("logo.png", "image/png", &png(400, 200, None)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{uploaded}");
    let logo = uploaded["secure_url"].as_str().unwrap().to_owned();
    let sample_pack = sample_pack_line();
    let order = order_of(
        json!([card_with(&logo), sample_pack]),
        "maria@proof.test",
        "Normal",
    );
    let (status, placed, placing_session) = call(
        &service,
        with_cookie(post_json("/api/orderLine/create-order", &order), &buyer),
    )
    .await;
    // The session that placed the order is the buyer's from now on.
    let buyer = placing_session.or(buyer);
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let order_id = placed["id"].as_i64().unwrap();
    let (_, details, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-order-details?order_id={order_id}"
            )),
            &admin,
        ),
    )
    .await;
    let line_of = |kind: &str| -> i64 {
        details["orderLines"]
            .as_array()
            .unwrap()
            .iter()
            .find(|line| {
                let is_card = !line["template"].as_str().unwrap().is_empty();
                (kind == "card") == is_card
            })
            .unwrap()["orderLineId"]
            .as_i64()
            .unwrap()
    };
    let (card, sample_pack) = (line_of("card"), line_of("sample"));
    let proof = |line: i64, cookie: Option<actix_web::cookie::Cookie<'static>>| {
        let service = &service;
        async move {
            let response = test::call_service(
                service,
                with_cookie(
                    test::TestRequest::get().uri(&format!("/api/order-lines/{line}/proof.pdf")),
                    &cookie,
                )
                .to_request(),
            )
            .await;
            let status = response.status();
            (status, test::read_body(response).await.to_vec())
        }
    };

    let (by_buyer, pdf) = proof(card, buyer.clone()).await;
    let (by_admin, admin_pdf) = proof(card, admin.clone()).await;
    let (by_stranger, _) = proof(card, None).await;
    let (sample, message) = proof(sample_pack, buyer.clone()).await;

    assert_eq!(by_buyer, StatusCode::OK);
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(admin_pdf, pdf, "the same line gives the same PDF");
    assert_eq!(by_admin, StatusCode::OK);
    assert_eq!(by_stranger, StatusCode::NOT_FOUND);
    assert_eq!(sample, StatusCode::NOT_FOUND);
    let message: Value = serde_json::from_slice(&message).unwrap();
    assert_eq!(
        message["message"],
        "Musternummer-Magnete werden nach einem vorhandenen Muster gedruckt und haben keinen eigenen Druckabzug."
    );

    // Paid: the check runs beside the payment and lands in the order details.
    pay_locally(&shop, &service, &placed["id"], &buyer).await;
    let checks = qr_checks(&shop, &service, &admin, order_id, 1).await;
    assert_eq!(checks[0]["orderLineId"], card, "{checks}");
    assert_eq!(checks[0]["readable"], true, "{checks}");
    // The proof's QR code carries the line's short link, which leads to the address typed.
    assert_eq!(checks[0]["expected"], short_link_of(&shop, card));
    assert_eq!(
        checks.as_array().unwrap().len(),
        1,
        "only the card has a QR code"
    );
}

/// The short link printed for design line `line`, checked against its form.
fn short_link_of(shop: &crate::support::TestShop, line: i64) -> String {
    let codes = crate::support::databases::texts(
        &shop.database_url(),
        &format!("SELECT code AS value FROM qr_links WHERE order_line_id = {line}"),
    );
    assert_eq!(codes.len(), 1, "line {line} has one short link");
    let link = format!("http://127.0.0.1:8080/q/{}", codes[0]);
    assert!(
        shop_domain::qr_link::ShortCode::parse(&codes[0]).is_some(),
        "{link}"
    );
    link
}

/// The order's QR checks as the admin's order details show them, once the
/// jobs that make them (after a payment, after a custom order) have run.
async fn qr_checks<S, B>(
    shop: &crate::support::TestShop,
    service: &S,
    admin: &Option<actix_web::cookie::Cookie<'static>>,
    order_id: i64,
    count: usize,
) -> Value
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    crate::support::run_jobs(shop).await;
    let (_, details, _) = call(
        service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-order-details?order_id={order_id}"
            )),
            admin,
        ),
    )
    .await;
    let checks = details["qrChecks"].clone();
    assert_eq!(checks.as_array().map(Vec::len), Some(count), "{details}");
    checks
}

fn order_of(lines: Value, email: &str, order_type: &str) -> Value {
    json!({
        "orderType": order_type,
        "orderLines": lines,
        "shippingInfo": {"responsableName": "Maria Rossi", "companyName": "Pizzeria Roma",
                         "email": email, "phone": "02161 123456",
                         "shippingAddress": "Hauptstr. 1", "zipCode": "41061", "city": "Mönchengladbach"}
    })
}

fn card_with(logo: &str) -> Value {
    json!({"productId": 2, "productType": "PrimeProd", "qte": 1,
           "processingType": "Magnete einzeln in LDPE Tütchen verpackt", "remarks": "",
           "musterNumber": "", "template": "pizza", "address": "Hauptstr. 1, 41061 Mönchengladbach",
           "phone": "02161 123456", "url": "www.pizzeria-roma.de", "cardLogo": logo})
}

fn sample_pack_line() -> Value {
    json!({"productId": 5, "productType": "MBNprod", "qte": 1,
           "processingType": "Magnete einzeln in LDPE Tütchen verpackt", "remarks": "",
           "musterNumber": "MN-1001", "template": "", "address": "", "phone": "", "url": "",
           "cardLogo": ""})
}

fn bottle_opener_with(logo: &str) -> Value {
    json!({"productId": 1, "productType": "PrimeProd", "qte": 2,
           "processingType": "", "remarks": "", "musterNumber": "", "template": "",
           "address": "", "phone": "", "url": "www.roma-bar.de", "cardLogo": logo})
}

#[actix_web::test]
async fn an_orders_logo_must_be_a_stored_upload_sharp_enough_for_print() {
    let shop = shop().await;
    active_user(&shop, "druck@logo.test", Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = Some(sign_in(&service, "druck@logo.test").await);

    let (status, small, _) = call(
        &service,
        upload("klein.png", "image/png", &png(100, 100, None)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{small}");
    assert_eq!(
        (small["width"].as_u64(), small["height"].as_u64()),
        (Some(100), Some(100))
    );
    let small = small["secure_url"].as_str().unwrap().to_owned();
    let place = |body: Value, cookie: Option<actix_web::cookie::Cookie<'static>>| {
        let service = &service;
        async move {
            let (status, answer, _) = call(
                service,
                with_cookie(post_json("/api/orderLine/create-order", &body), &cookie),
            )
            .await;
            (
                status,
                answer["message"].as_str().unwrap_or_default().to_owned(),
            )
        }
    };
    let too_small = "Ihr Logo ist für den Druck zu klein (141 dpi). Bitte laden Sie eine Datei mit mindestens 107 × 107 Pixeln hoch.";

    assert_eq!(
        place(
            order_of(json!([card_with(&small)]), "a@logo.test", "Normal"),
            None
        )
        .await,
        (StatusCode::UNPROCESSABLE_ENTITY, too_small.to_owned())
    );
    assert_eq!(
        place(
            order_of(json!([bottle_opener_with(&small)]), "a@logo.test", "Normal"),
            None
        )
        .await,
        (StatusCode::UNPROCESSABLE_ENTITY, too_small.to_owned())
    );
    assert_eq!(
        place(
            order_of(json!([card_with(&small)]), "a@logo.test", "Costume"),
            admin.clone()
        )
        .await,
        (StatusCode::UNPROCESSABLE_ENTITY, too_small.to_owned()),
        "the custom order too"
    );
    for never_uploaded in [
        "/uploads/ffffffffffffffff.png",
        "https://example.com/logo.png",
    ] {
        let (status, message) = place(
            order_of(json!([card_with(never_uploaded)]), "a@logo.test", "Normal"),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{never_uploaded}");
        assert_eq!(
            message,
            "Position 1: Logo: Das Logo ist nicht im Shop gespeichert. Bitte laden Sie es erneut hoch.",
            "{never_uploaded}"
        );
    }
    assert_eq!(
        crate::support::databases::count_rows(&shop.database_url(), "orders"),
        0,
        "nothing refused was stored"
    );

    let (status, _) = place(
        order_of(
            json!([card_with(crate::support::PRINT_LOGO_URL)]),
            "a@logo.test",
            "Normal",
        ),
        None,
    )
    .await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "a 600 × 400 px logo prints at 662 dpi"
    );
}

#[actix_web::test]
async fn a_bottle_opener_has_its_proof_and_an_order_has_all_its_proofs_in_one_pdf() {
    let shop = shop().await;
    active_user(&shop, "druck@alle.test", Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = Some(sign_in(&service, "druck@alle.test").await);
    let logo = crate::support::PRINT_LOGO_URL;
    let sample_pack = sample_pack_line();
    let (status, placed, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_of(
                    json!([card_with(logo), sample_pack, bottle_opener_with(logo)]),
                    "maria@alle.test",
                    "Costume",
                ),
            ),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let order_id = placed["id"].as_i64().unwrap();
    let get_pdf = |uri: String| {
        let service = &service;
        let admin = admin.clone();
        async move {
            let response = test::call_service(
                service,
                with_cookie(test::TestRequest::get().uri(&uri), &admin).to_request(),
            )
            .await;
            let status = response.status();
            (status, test::read_body(response).await.to_vec())
        }
    };

    let (status, all) = get_pdf(format!("/api/orders/{order_id}/proofs.pdf")).await;
    assert_eq!(status, StatusCode::OK);
    let text = String::from_utf8_lossy(&all);
    assert_eq!(
        text.matches("/TrimBox").count(),
        2,
        "a page per design line"
    );

    // The custom order's QR codes are checked once it is created, before anyone pays.
    let checks = qr_checks(&shop, &service, &admin, order_id, 2).await;
    let expected: Vec<(&str, bool)> = checks
        .as_array()
        .unwrap()
        .iter()
        .map(|check| {
            (
                check["expected"].as_str().unwrap(),
                check["readable"].as_bool().unwrap(),
            )
        })
        .collect();
    let links: Vec<String> = checks
        .as_array()
        .unwrap()
        .iter()
        .map(|check| short_link_of(&shop, check["orderLineId"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        expected,
        [(links[0].as_str(), true), (links[1].as_str(), true)],
        "{checks}"
    );
    let opener_line = checks[1]["orderLineId"].as_i64().unwrap();
    let (status, opener) = get_pdf(format!("/api/order-lines/{opener_line}/proof.pdf")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(opener.starts_with(b"%PDF-"));
    if let Some(dir) = std::env::var_os("PROOF_SAMPLES_DIR") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("api-order-proofs.pdf"), &all).unwrap();
        std::fs::write(dir.join("api-bottle-opener.pdf"), &opener).unwrap();
    }
}

/// A whole order's proofs are rendered once and served again as the same
/// bytes; a client asking for them over and over is stopped after 60 an
/// hour, while another address still gets them.
#[actix_web::test]
async fn all_proofs_pdfs_are_served_again_from_memory_and_throttled_per_address() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (status, placed, buyer) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order_of(
                json!([card_with(crate::support::PRINT_LOGO_URL)]),
                "viele@abzuege.test",
                "Normal",
            ),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let uri = format!("/api/orders/{}/proofs.pdf", placed["id"]);
    let fetch = |address: &'static str| {
        let (service, buyer, uri) = (&service, buyer.clone(), uri.clone());
        async move {
            let response = test::call_service(
                service,
                with_cookie(test::TestRequest::get().uri(&uri), &buyer)
                    .peer_addr(format!("{address}:50000").parse().unwrap())
                    .to_request(),
            )
            .await;
            let status = response.status();
            (status, test::read_body(response).await.to_vec())
        }
    };

    let (first_status, first) = fetch("198.51.100.40").await;
    let (again_status, again) = fetch("198.51.100.40").await;
    assert_eq!(
        (first_status, again_status),
        (StatusCode::OK, StatusCode::OK)
    );
    assert_eq!(first, again, "the same bytes, served from memory");
    for _ in 2..60 {
        assert_eq!(fetch("198.51.100.40").await.0, StatusCode::OK);
    }
    let (throttled, body) = fetch("198.51.100.40").await;
    let (elsewhere, _) = fetch("198.51.100.41").await;

    assert_eq!(
        throttled,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        String::from_utf8_lossy(&body)
    );
    assert_eq!(elsewhere, StatusCode::OK);
}

#[actix_web::test]
async fn pdfs_are_sent_without_content_encoding_while_json_is_still_compressed() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (status, placed, buyer) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order_of(
                json!([card_with(crate::support::PRINT_LOGO_URL)]),
                "gepackt@abzuege.test",
                "Normal",
            ),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let asking_for_gzip = |uri: String| {
        with_cookie(test::TestRequest::get().uri(&uri), &buyer)
            .insert_header(("Accept-Encoding", "gzip, deflate, br, zstd"))
            .to_request()
    };

    let pdf = test::call_service(
        &service,
        asking_for_gzip(format!("/api/orders/{}/proofs.pdf", placed["id"])),
    )
    .await;
    let json = test::call_service(&service, asking_for_gzip("/api/openapi.json".to_owned())).await;

    assert_eq!(pdf.status(), StatusCode::OK);
    assert!(
        !pdf.headers().contains_key("content-encoding"),
        "{:?}",
        pdf.headers()
    );
    assert!(test::read_body(pdf).await.starts_with(b"%PDF-"));
    assert_eq!(json.status(), StatusCode::OK);
    assert!(
        json.headers().contains_key("content-encoding"),
        "the rest is compressed as before"
    );
}
