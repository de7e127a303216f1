//! Checkout through the HTTP API with the local test payment provider:
//! prices from the catalogue only, orders visible to their owner only, one
//! order and one payment per double click, and fulfilment exactly once.

use crate::support::{
    active_user, call, mails_to, pay_locally, post_json, shop, sign_in, with_cookie,
};
use actix_web::{
    cookie::Cookie,
    http::{StatusCode, header},
    test,
};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

/// Product 2 (PrimeCard Starter, 49,90 €) individually packed (+25 €), twice.
fn card_line() -> Value {
    json!({
        "productId": 2,
        "productType": "PrimeProd",
        "qte": 2,
        "processingType": "Magnete einzeln in LDPE Tütchen verpackt (+25€)",
        "remarks": "",
        "musterNumber": "",
        "template": "pizza",
        "address": "Hauptstr. 1, 41061 Mönchengladbach",
        "phone": "+49 2161 123456",
        "url": "www.pizzeria-roma.de",
        "cardLogo": crate::support::PRINT_LOGO_URL
    })
}

fn shipping(email: &str) -> Value {
    json!({
        "responsableName": "Maria Rossi",
        "companyName": "Pizzeria Roma",
        "email": email,
        "phone": "02161 123456",
        "shippingAddress": "Hauptstr. 1",
        "zipCode": "41061",
        "city": "Mönchengladbach"
    })
}

fn order_body(lines: Value, email: &str) -> Value {
    json!({"orderType": "Normal", "orderLines": lines, "shippingInfo": shipping(email), "userId": null})
}

/// (7490 × 2) net + 19 % VAT (2846,20 → 2846) = 17826 cents.
const EXPECTED_TOTAL: i64 = 17_826;

fn status_request(order: i64) -> test::TestRequest {
    test::TestRequest::get().uri(&format!(
        "/api/orderLine/check-payment-status?order_id={order}"
    ))
}

#[actix_web::test]
async fn a_guest_orders_pays_on_the_local_page_and_gets_one_confirmation() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (created, order, cookie) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order_body(json!([card_line()]), "gast@pizzeria-roma.de"),
        ),
    )
    .await;
    assert_eq!(created, StatusCode::CREATED, "{order}");
    let order_id = order["id"].as_i64().unwrap();
    assert_eq!(order["totalAmount"], EXPECTED_TOTAL);

    let (_, pending, _) = call(&service, with_cookie(status_request(order_id), &cookie)).await;
    assert_eq!(pending["payementStatus"], "Pending");
    assert_eq!(pending["orderTotal"], EXPECTED_TOTAL);
    assert_eq!(pending["paymentTime"], Value::Null);

    let (opened, session, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-checkout-session",
                &json!({"orderId": order_id, "stripeOrderLine": [{"name": "x", "quantity": 1, "price": 1}]}),
            ),
            &cookie,
        ),
    )
    .await;
    assert_eq!(opened, StatusCode::OK, "{session}");
    let url = session["url"].as_str().unwrap();
    let path = url
        .strip_prefix(crate::support::PUBLIC_URL)
        .unwrap()
        .to_owned();
    assert!(path.starts_with("/api/payments/local/cs_local_"));

    // The page belongs to the browser that placed the order.
    let stranger =
        test::call_service(&service, test::TestRequest::get().uri(&path).to_request()).await;
    assert_eq!(stranger.status(), StatusCode::NOT_FOUND);
    let page = test::call_service(
        &service,
        with_cookie(test::TestRequest::get().uri(&path), &cookie).to_request(),
    )
    .await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = String::from_utf8(test::read_body(page).await.to_vec()).unwrap();
    assert!(
        html.contains("Bezahlen") && html.contains("178,26 €"),
        "{html}"
    );

    for _ in 0..2 {
        let paid = test::call_service(
            &service,
            with_cookie(
                test::TestRequest::post().uri(&format!("{path}/pay")),
                &cookie,
            )
            .to_request(),
        )
        .await;
        assert_eq!(paid.status(), StatusCode::SEE_OTHER);
        assert_eq!(
            paid.headers().get(header::LOCATION).unwrap(),
            &format!("/pending-page?order_id={order_id}")
        );
    }

    let (_, done, _) = call(&service, with_cookie(status_request(order_id), &cookie)).await;
    assert_eq!(done["payementStatus"], "Paid");
    assert_eq!(done["orderTotal"], EXPECTED_TOTAL);
    assert!(done["shippingDate"].is_string() && done["paymentTime"].is_string());

    let mails = mails_to(&shop, "gast@pizzeria-roma.de").await;
    assert_eq!(mails.len(), 1, "one confirmation however often it is paid");
    assert!(mails[0].contains("PrimeCard Starter"));
    assert!(mails[0].contains("2 Pakete = 100 Karten"), "{}", mails[0]);
    assert!(mails[0].contains("Gesamtbetrag: 178,26 €"));
}

#[actix_web::test]
async fn prices_totals_names_and_status_sent_by_the_client_are_ignored() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let mut line = card_line();
    line["UnitPrice"] = json!(1);
    line["name"] = json!("Gratis-Karte");
    line["price"] = json!(1);
    let mut body = order_body(json!([line]), "gast@example.de");
    body["totalAmount"] = json!(1);
    body["payementStatus"] = json!("Paid");

    let (status, order, cookie) =
        call(&service, post_json("/api/orderLine/create-order", &body)).await;
    let order_id = order["id"].as_i64().unwrap();
    let (_, state, _) = call(&service, with_cookie(status_request(order_id), &cookie)).await;

    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(order["totalAmount"], EXPECTED_TOTAL);
    assert_eq!(state["orderTotal"], EXPECTED_TOTAL);
    assert_eq!(state["payementStatus"], "Pending");
}

#[actix_web::test]
async fn invalid_orders_are_refused_with_a_german_message() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let mut too_many = card_line();
    too_many["qte"] = json!(16);
    let mut unknown = card_line();
    unknown["productId"] = json!(999);
    let mut no_logo = card_line();
    no_logo["cardLogo"] = json!("");
    let mut foreign_logo = card_line();
    foreign_logo["cardLogo"] = json!("http://evil.example/x.png");
    let mut bad_processing = card_line();
    bad_processing["processingType"] = json!("Gold verpackt");
    let mut bad_email = order_body(json!([card_line()]), "maria@");
    bad_email["shippingInfo"]["email"] = json!("maria@");

    let cases = [
        (
            order_body(json!([]), "a@example.de"),
            "Der Warenkorb kann nicht leer sein",
        ),
        (
            order_body(json!([too_many]), "a@example.de"),
            "Position 1: Die Menge muss zwischen 1 und 15 liegen",
        ),
        (
            order_body(json!([card_line(), unknown]), "a@example.de"),
            "Position 2: Das Produkt wurde nicht gefunden",
        ),
        (order_body(json!([no_logo]), "a@example.de"), "Logo"),
        (order_body(json!([foreign_logo]), "a@example.de"), "Logo"),
        (
            order_body(json!([bad_processing]), "a@example.de"),
            "Verarbeitung",
        ),
        (bad_email, "E-Mail: Ungültige E-Mail"),
    ];
    for (body, expected) in cases {
        let (status, answer, _) =
            call(&service, post_json("/api/orderLine/create-order", &body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert!(
            answer["message"].as_str().unwrap().contains(expected),
            "{expected} in {answer}"
        );
    }
    let (wrong_type, _, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &json!({"orderLines": "viele", "shippingInfo": {}}),
        ),
    )
    .await;
    assert_eq!(wrong_type, StatusCode::BAD_REQUEST);
    let mut custom = order_body(json!([card_line()]), "a@example.de");
    custom["orderType"] = json!("Costume");
    let (costume, _, _) = call(&service, post_json("/api/orderLine/create-order", &custom)).await;
    // Custom orders are the back-office's: a guest is told to sign in.
    assert_eq!(costume, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn a_double_click_creates_one_order_and_one_payment_session() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let body = order_body(json!([card_line()]), "gast@example.de");
    // The checkout page sends one key per attempt to order.
    let attempt = || {
        post_json("/api/orderLine/create-order", &body)
            .insert_header(("Idempotency-Key", "0b7f4a52-checkout-attempt"))
    };

    let (_, first, cookie) = call(&service, attempt()).await;
    let (again, second, _) = call(&service, with_cookie(attempt(), &cookie)).await;
    let open = |order: i64| {
        with_cookie(
            post_json(
                "/api/orderLine/create-checkout-session",
                &json!({"orderId": order}),
            ),
            &cookie,
        )
    };
    let order_id = first["id"].as_i64().unwrap();
    let (_, session_one, _) = call(&service, open(order_id)).await;
    let (_, session_two, _) = call(&service, open(order_id)).await;

    assert_eq!(again, StatusCode::CREATED);
    assert_eq!(second["id"], first["id"]);
    assert_eq!(session_one["id"], session_two["id"]);
    assert_eq!(session_one["url"], session_two["url"]);
}

#[actix_web::test]
async fn nobody_else_sees_or_pays_an_order() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let anna = active_user(&shop, "anna@example.de", Role::Customer).await;
    active_user(&shop, "bert@example.de", Role::Customer).await;
    let anna_cookie = Some(sign_in(&service, "anna@example.de").await);
    let bert_cookie = Some(sign_in(&service, "bert@example.de").await);
    let mut body = order_body(json!([card_line()]), "anna@example.de");
    body["userId"] = json!(anna);

    let (created, order, _) = call(
        &service,
        with_cookie(
            post_json("/api/orderLine/create-order", &body),
            &anna_cookie,
        ),
    )
    .await;
    assert_eq!(created, StatusCode::CREATED, "{order}");
    let order_id = order["id"].as_i64().unwrap();

    let (own, _, _) = call(
        &service,
        with_cookie(status_request(order_id), &anna_cookie),
    )
    .await;
    let (bert_status, _, _) = call(
        &service,
        with_cookie(status_request(order_id), &bert_cookie),
    )
    .await;
    let (guest_status, _, _) = call(&service, status_request(order_id)).await;
    let (bert_pays, _, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-checkout-session",
                &json!({"orderId": order_id}),
            ),
            &bert_cookie,
        ),
    )
    .await;
    let lines = |cookie: &Option<Cookie<'static>>| {
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-user-orderLines?order_id={order_id}"
            )),
            cookie,
        )
    };
    let (anna_lines, anna_lines_body, _) = call(&service, lines(&anna_cookie)).await;
    let (bert_lines, _, _) = call(&service, lines(&bert_cookie)).await;
    let (bert_lists_anna, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get()
                .uri(&format!("/api/orderLine/get-orderBy-user?user_id={anna}")),
            &bert_cookie,
        ),
    )
    .await;
    let (bert_orders_as_anna, _, _) = call(
        &service,
        with_cookie(
            post_json("/api/orderLine/create-order", &body),
            &bert_cookie,
        ),
    )
    .await;
    let (guest_orders_as_anna, _, _) =
        call(&service, post_json("/api/orderLine/create-order", &body)).await;

    assert_eq!(own, StatusCode::OK);
    assert_eq!(bert_status, StatusCode::NOT_FOUND);
    assert_eq!(guest_status, StatusCode::NOT_FOUND);
    assert_eq!(bert_pays, StatusCode::NOT_FOUND);
    assert_eq!(anna_lines, StatusCode::OK);
    assert_eq!(anna_lines_body["orderLines"][0]["UnitPrice"], 7_490);
    assert_eq!(anna_lines_body["orderLines"][0]["template"], "pizza");
    assert_eq!(bert_lines, StatusCode::NOT_FOUND);
    assert_eq!(bert_lists_anna, StatusCode::FORBIDDEN);
    assert_eq!(bert_orders_as_anna, StatusCode::FORBIDDEN);
    assert_eq!(guest_orders_as_anna, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn my_orders_lists_paid_orders_only() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "anna@example.de", Role::Customer).await;
    let cookie = Some(sign_in(&service, "anna@example.de").await);
    let place = || {
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_body(json!([card_line()]), "anna@example.de"),
            ),
            &cookie,
        )
    };
    let (_, unpaid, _) = call(&service, place()).await;
    let mut second_line = card_line();
    second_line["qte"] = json!(1);
    let (_, paid, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_body(json!([second_line]), "anna@example.de"),
            ),
            &cookie,
        ),
    )
    .await;
    pay_locally(&shop, &service, &paid["id"], &cookie).await;

    let (status, orders, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/orderLine/get-orderBy-user"),
            &cookie,
        ),
    )
    .await;
    let (guest, _, _) = call(
        &service,
        test::TestRequest::get().uri("/api/orderLine/get-orderBy-user"),
    )
    .await;

    assert_eq!(status, StatusCode::OK);
    let listed: Vec<&Value> = orders["orders"].as_array().unwrap().iter().collect();
    assert_eq!(listed.len(), 1, "{orders}");
    assert_eq!(listed[0]["orderId"], paid["id"]);
    assert_ne!(listed[0]["orderId"], unpaid["id"]);
    assert_eq!(listed[0]["payementStatus"], "Paid");
    assert_eq!(guest, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn the_local_provider_refuses_every_webhook_and_unknown_sessions() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (unsigned, _, _) = call(
        &service,
        post_json(
            "/api/webhooks/stripe",
            &json!({"type": "checkout.session.completed"}),
        ),
    )
    .await;
    let (signed, _, _) = call(
        &service,
        post_json(
            "/api/webhooks/stripe",
            &json!({"type": "checkout.session.completed"}),
        )
        .insert_header(("Stripe-Signature", "t=1,v1=abc")),
    )
    .await;
    let page = test::call_service(
        &service,
        test::TestRequest::get()
            .uri("/api/payments/local/cs_local_1_nothere")
            .to_request(),
    )
    .await;
    let pay = test::call_service(
        &service,
        test::TestRequest::post()
            .uri("/api/payments/local/cs_local_1_nothere/pay")
            .to_request(),
    )
    .await;

    assert_eq!(unsigned, StatusCode::BAD_REQUEST);
    assert_eq!(signed, StatusCode::BAD_REQUEST);
    assert_eq!(page.status(), StatusCode::NOT_FOUND);
    assert_eq!(pay.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn contact_messages_are_stored_or_refused_with_the_rule() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let message = json!({"name": "Maria", "email": "maria@example.de", "phone": "0170 1234567", "message": "Bitte rufen Sie mich an."});

    let (wrapped, body, _) = call(
        &service,
        post_json("/api/messages/save-message", &json!({"message": message})),
    )
    .await;
    let (plain, _, _) = call(&service, post_json("/api/messages/save-message", &message)).await;
    let mut long = message.clone();
    long["message"] = json!("x".repeat(256));
    let (too_long, refusal, _) = call(
        &service,
        post_json("/api/messages/save-message", &json!({"message": long})),
    )
    .await;

    assert_eq!(wrapped, StatusCode::CREATED);
    assert_eq!(body["message"], "Nachricht erfolgreich gespeichert!");
    assert_eq!(plain, StatusCode::CREATED);
    assert_eq!(too_long, StatusCode::BAD_REQUEST);
    assert_eq!(
        refusal["message"],
        "Nachricht: Nachricht darf 255 Zeichen nicht überschreiten"
    );
}
