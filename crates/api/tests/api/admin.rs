//! The back-office through the HTTP API: admins only, status changes by the
//! domain's rules, custom orders paid through a mailed link, samples and
//! messages, and page parameters that never fail a list.

use crate::support::{
    active_user, call, link_in, mails_to, pay_locally, post_json, shop, sign_in, with_cookie,
};
use actix_web::{
    cookie::Cookie,
    http::{StatusCode, header},
    test,
};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

fn custom_order(email: &str) -> Value {
    json!({
        "orderType": "Costume",
        "orderLines": [{
            "productId": 3, "qte": 4,
            "processingType": "Magnete nicht einzeln verpackt",
            "template": "doner", "address": "Bahnhofstr. 5", "phone": "02161 98765",
            "url": "www.doener-eck.de"
        }],
        "shippingInfo": {
            "responsableName": "Ali Demir", "companyName": "Döner Eck", "email": email,
            "phone": "02161 98765", "shippingAddress": "Bahnhofstr. 5", "zipCode": "41061", "city": "Mönchengladbach"
        },
        "userId": null
    })
}

#[actix_web::test]
async fn every_admin_call_answers_401_to_guests_403_to_customers_and_200_to_admins() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "kunde@example.de", Role::Customer).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let customer = Some(sign_in(&service, "kunde@example.de").await);
    let admin = Some(sign_in(&service, "chef@example.de").await);
    type Request = fn() -> test::TestRequest;
    let calls: Vec<(&str, Request, StatusCode)> = vec![
        (
            "valid orders",
            || test::TestRequest::get().uri("/api/orderLine/get-valid-orders?page=1&limit=8"),
            StatusCode::OK,
        ),
        (
            "order details",
            || test::TestRequest::get().uri("/api/orderLine/get-order-details?order_id=999"),
            StatusCode::NOT_FOUND,
        ),
        (
            "status",
            || {
                post_json(
                    "/api/orderLine/update-order-status",
                    &json!({"orderUpdate": {"orderStatus": "Shipped", "orderId": 999}}),
                )
            },
            StatusCode::NOT_FOUND,
        ),
        (
            "samples",
            || test::TestRequest::get().uri("/api/samples/get-samples?page=1&limit=5"),
            StatusCode::OK,
        ),
        (
            "save sample",
            || {
                post_json(
                    "/api/samples/save-sample",
                    &json!({"sample": {"musterNumber": "MN-2000", "restaurentName": "Roma", "sampleImage": "/uploads/a.png"}}),
                )
            },
            StatusCode::CREATED,
        ),
        (
            "delete sample",
            || test::TestRequest::delete().uri("/api/samples/delete-sample-byId?sampleId=999"),
            StatusCode::NOT_FOUND,
        ),
        (
            "messages",
            || test::TestRequest::get().uri("/api/messages/get-messages?page=1&limit=8"),
            StatusCode::OK,
        ),
        (
            "custom order",
            || {
                post_json(
                    "/api/orderLine/create-order",
                    &custom_order("ali@doener-eck.de"),
                )
            },
            StatusCode::CREATED,
        ),
    ];

    for (name, request, admin_status) in calls {
        let (guest, guest_body, _) = call(&service, request()).await;
        let (as_customer, _, _) = call(&service, with_cookie(request(), &customer)).await;
        let (as_admin, body, _) = call(&service, with_cookie(request(), &admin)).await;
        assert_eq!(guest, StatusCode::UNAUTHORIZED, "{name} as guest");
        assert_eq!(guest_body["message"], "Token expired, please sign in again");
        assert_eq!(as_customer, StatusCode::FORBIDDEN, "{name} as customer");
        assert_eq!(as_admin, admin_status, "{name} as admin: {body}");
    }
}

#[actix_web::test]
async fn a_custom_order_is_mailed_with_a_link_that_leads_to_payment_and_confirmation() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);

    let (empty_status, empty, _) = call(&service, with_cookie(post_json("/api/orderLine/create-order", &json!({"orderType": "Costume", "orderLines": [], "shippingInfo": custom_order("a@b.de")["shippingInfo"]})), &admin)).await;
    let mut no_address = custom_order("ali@doener-eck.de");
    no_address["orderLines"][0]["address"] = json!("");
    let (line_status, _, _) = call(
        &service,
        with_cookie(
            post_json("/api/orderLine/create-order", &no_address),
            &admin,
        ),
    )
    .await;
    let (created, order, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &custom_order("ali@doener-eck.de"),
            ),
            &admin,
        ),
    )
    .await;

    assert_eq!(empty_status, StatusCode::BAD_REQUEST);
    assert_eq!(
        empty["message"],
        "Der Warenkorb kann nicht leer sein. Bitte fügen Sie einige Produkte hinzu"
    );
    assert_eq!(line_status, StatusCode::BAD_REQUEST);
    assert_eq!(created, StatusCode::CREATED, "{order}");
    assert_eq!(
        order["message"],
        "Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!"
    );
    let order_id = order["id"].as_i64().unwrap();
    // PrimeCard Business loose: 79,90 € × 4 = 319,60 € + 60,72 € VAT.
    assert_eq!(order["totalAmount"], 38_032);

    let (_, listed, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/orderLine/get-valid-orders"),
            &admin,
        ),
    )
    .await;
    assert_eq!(listed["orders"][0]["orderId"], order_id);
    assert_eq!(listed["orders"][0]["orderType"], "Costume");
    assert_eq!(listed["orders"][0]["payementStatus"], "Pending");

    let mails = mails_to(&shop, "ali@doener-eck.de").await;
    assert_eq!(mails.len(), 1);
    let link = link_in(&mails[0], "http://127.0.0.1:8080/api/payments/link/");
    let path = link.strip_prefix(crate::support::PUBLIC_URL).unwrap();

    // Opening the link (as a mail provider's link scanner does too) shows the
    // order and its button, and opens no checkout session.
    let opened =
        test::call_service(&service, test::TestRequest::get().uri(path).to_request()).await;
    assert_eq!(opened.status(), StatusCode::OK);
    assert_eq!(
        opened.headers().get(header::CACHE_CONTROL).unwrap(),
        "no-store"
    );
    let page = String::from_utf8(test::read_body(opened).await.to_vec()).unwrap();
    assert!(page.contains("Jetzt bezahlen"), "{page}");
    assert!(
        page.contains(&format!("Bestellung Nr. {order_id}")),
        "{page}"
    );
    assert!(
        page.contains(&format!(r#"method="post" action="{path}""#)),
        "{page}"
    );
    let session = shop_ports::read(&*shop.ctx.state.store, move |repos| {
        repos
            .payments()
            .latest_checkout(shop_domain::OrderId::new(order_id))
    })
    .await
    .unwrap();
    assert!(session.is_none(), "{session:?}");

    // The customer's browser, not signed in: the button opens the payment.
    let followed =
        test::call_service(&service, test::TestRequest::post().uri(path).to_request()).await;
    assert_eq!(followed.status(), StatusCode::SEE_OTHER);
    let cookie = followed
        .response()
        .cookies()
        .find(|c| c.name() == shop_api::session::COOKIE_NAME)
        .map(Cookie::into_owned);
    let payment_page = followed
        .headers()
        .get(header::LOCATION)
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    let local = payment_page
        .strip_prefix(crate::support::PUBLIC_URL)
        .unwrap()
        .to_owned();
    assert!(local.starts_with("/api/payments/local/"));
    let paid = test::call_service(
        &service,
        with_cookie(
            test::TestRequest::post().uri(&format!("{local}/pay")),
            &cookie,
        )
        .to_request(),
    )
    .await;
    assert_eq!(paid.status(), StatusCode::SEE_OTHER);
    let (_, state, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/check-payment-status?order_id={order_id}"
            )),
            &cookie,
        ),
    )
    .await;
    assert_eq!(state["payementStatus"], "Paid");
    // Paid: the link has done its job and opens nothing any more.
    let (spent, spent_body, _) = call(&service, test::TestRequest::get().uri(path)).await;
    assert_eq!(spent, StatusCode::GONE);
    assert_eq!(
        spent_body["message"],
        "Dieser Zahlungslink gilt nicht mehr: Die Bestellung ist bereits bezahlt oder wurde storniert."
    );

    let (bad_link, _, _) = call(
        &service,
        test::TestRequest::get().uri("/api/payments/link/not-a-token"),
    )
    .await;
    assert_eq!(bad_link, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn status_changes_follow_the_domain_and_mail_the_customer() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);
    // A guest order, paid on the local page.
    let mut body = custom_order("gast@example.de");
    body["orderType"] = json!("Normal");
    body["orderLines"][0]["cardLogo"] = json!(crate::support::PRINT_LOGO_URL);
    let (_, order, guest) = call(&service, post_json("/api/orderLine/create-order", &body)).await;
    let order_id = order["id"].as_i64().unwrap();
    let (_, unpaid_change, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/update-order-status",
                &json!({"orderUpdate": {"orderStatus": "Shipped", "orderId": order_id}}),
            ),
            &admin,
        ),
    )
    .await;
    let details_request = || {
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-order-details?order_id={order_id}"
            )),
            &admin,
        )
    };
    let (_, unpaid_details, _) = call(&service, details_request()).await;
    pay_locally(&shop, &service, &json!(order_id), &guest).await;
    let (_, paid_details, _) = call(&service, details_request()).await;
    let update = |status: &str| {
        with_cookie(
            post_json(
                "/api/orderLine/update-order-status",
                &json!({"orderUpdate": {"orderStatus": status, "orderId": order_id}}),
            ),
            &admin,
        )
    };

    // The customer approved the proof on the phone; the admin records that.
    let line = paid_details["orderLines"][0]["orderLineId"]
        .as_i64()
        .unwrap();
    let (early, early_body, _) = call(&service, update("InProduction")).await;
    let approved = approve_on_behalf(&service, &admin, line).await;
    let (by_hand, _, _) = call(&service, update("Approved")).await;
    let (producing, _, _) = call(&service, update("InProduction")).await;
    let (shipped, shipped_body, _) = call(&service, update("Shipped")).await;
    let (back, back_body, _) = call(&service, update("Processing")).await;
    let (unknown, _, _) = call(&service, update("Verloren")).await;
    let (delivered, _, _) = call(&service, update("Delivered")).await;
    let (after_final, _, _) = call(&service, update("Cancelled")).await;
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

    assert_eq!(
        unpaid_change["message"],
        "Eine unbezahlte Bestellung kann nur storniert werden"
    );
    assert_eq!(early, StatusCode::CONFLICT, "{early_body}");
    assert_eq!(
        early_body["message"],
        "Die Druckfreigabe des Kunden fehlt noch."
    );
    assert_eq!(approved["orderStatus"], "Approved", "{approved}");
    assert_eq!(approved["proof"]["versions"][0]["approvedBy"], "admin");
    assert_eq!(
        approved["proof"]["versions"][0]["note"],
        "telefonisch freigegeben"
    );
    assert_eq!(by_hand, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(producing, StatusCode::OK);
    assert_eq!(shipped, StatusCode::OK);
    assert_eq!(shipped_body["orderStatus"], "Shipped");
    assert_eq!(
        shipped_body["message"],
        "Bestellstatus erfolgreich aktualisiert!"
    );
    assert_eq!(back, StatusCode::UNPROCESSABLE_ENTITY, "{back_body}");
    assert_eq!(unknown, StatusCode::BAD_REQUEST);
    assert_eq!(delivered, StatusCode::OK);
    assert_eq!(after_final, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(unpaid_details["allowedStatuses"], json!(["Cancelled"]));
    assert_eq!(paid_details["allowedStatuses"], json!(["Cancelled"]));
    assert_eq!(details["allowedStatuses"], json!([]));
    assert_eq!(details["orderRow"]["orderStatus"], "Delivered");
    assert_eq!(details["orderLines"][0]["template"], "doner");
    assert_eq!(
        details["orderLines"][0]["cardLogo"],
        crate::support::PRINT_LOGO_URL
    );
    assert_eq!(details["shippingDataRow"]["companyName"], "Döner Eck");
    let mails = mails_to(&shop, "gast@example.de").await;
    assert!(
        mails
            .iter()
            .any(|mail| mail.contains("auf dem Weg zu Ihnen")),
        "{mails:?}"
    );
    assert!(mails.iter().any(|mail| mail.contains("wurde zugestellt")));
}

/// Approves the line's current proof for the customer, once its QR check
/// (running beside the payment) has stored version 1.
async fn approve_on_behalf<S, B>(
    service: &S,
    admin: &Option<actix_web::cookie::Cookie<'static>>,
    line: i64,
) -> serde_json::Value
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let approve = || {
        with_cookie(
            post_json(
                &format!("/api/order-lines/{line}/approve"),
                &json!({"note": "telefonisch freigegeben", "version": 1}),
            ),
            admin,
        )
    };
    let (no_note, _, _) = call(
        service,
        with_cookie(
            post_json(
                &format!("/api/order-lines/{line}/approve"),
                &json!({"version": 1}),
            ),
            admin,
        ),
    )
    .await;
    assert_eq!(no_note, StatusCode::UNPROCESSABLE_ENTITY);
    for _ in 0..300 {
        let (status, body, _) = call(service, approve()).await;
        if status == StatusCode::OK {
            return body;
        }
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the proof of line {line} was never ready");
}

#[actix_web::test]
async fn samples_are_added_once_listed_and_deleted() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);
    let save = |number: &str, image: &str| {
        with_cookie(
            post_json(
                "/api/samples/save-sample",
                &json!({"sample": {"musterNumber": number, "restaurentName": "Pizzeria Roma", "sampleImage": image}}),
            ),
            &admin,
        )
    };

    let (added, added_body, _) = call(&service, save("MN-2001", "/uploads/abc.png")).await;
    let (duplicate, duplicate_body, _) = call(&service, save("MN-2001", "/uploads/abc.png")).await;
    let (too_long, _, _) = call(&service, save("MN-20011234", "/uploads/abc.png")).await;
    let (no_image, _, _) = call(&service, save("MN-2002", "")).await;
    let (foreign, _, _) = call(&service, save("MN-2003", "javascript:alert(1)")).await;
    let (_, first_page, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/samples/get-samples?page=1&limit=5"),
            &admin,
        ),
    )
    .await;
    let sample_id = first_page["samples"][0]["sampleId"].as_i64().unwrap();
    let delete = || {
        with_cookie(
            test::TestRequest::delete().uri(&format!(
                "/api/samples/delete-sample-byId?sampleId={sample_id}"
            )),
            &admin,
        )
    };
    let (deleted, deleted_body, _) = call(&service, delete()).await;
    let (again, _, _) = call(&service, delete()).await;
    let (found, _, _) = call(
        &service,
        test::TestRequest::get().uri("/api/samples/get-product-byMNB?musterNb=MN-2001"),
    )
    .await;

    assert_eq!(added, StatusCode::CREATED);
    assert_eq!(added_body["message"], "Probe erfolgreich hinzugefügt!");
    assert_eq!(duplicate, StatusCode::CONFLICT);
    assert_eq!(
        duplicate_body["message"],
        "Die Musternummer MN-2001 ist bereits vergeben"
    );
    assert_eq!(too_long, StatusCode::BAD_REQUEST);
    assert_eq!(no_image, StatusCode::BAD_REQUEST);
    assert_eq!(foreign, StatusCode::BAD_REQUEST);
    assert_eq!(
        first_page["samples"][0]["musterNumber"], "MN-2001",
        "newest first"
    );
    assert_eq!(first_page["samples"].as_array().unwrap().len(), 4);
    assert_eq!(first_page["totalPages"], 1);
    assert_eq!(deleted, StatusCode::OK);
    assert_eq!(deleted_body["message"], "Probe erfolgreich entfernt!");
    assert_eq!(again, StatusCode::NOT_FOUND);
    assert_eq!(found, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn page_parameters_out_of_range_are_clamped_never_an_error() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);

    for list in [
        "/api/orderLine/get-valid-orders",
        "/api/samples/get-samples",
        "/api/messages/get-messages",
    ] {
        for query in [
            "page=0",
            "page=-3",
            "page=999",
            "limit=1000",
            "limit=0",
            "page=1&limit=-5",
            "page=99999999999999",
        ] {
            let (status, body, _) = call(
                &service,
                with_cookie(
                    test::TestRequest::get().uri(&format!("{list}?{query}")),
                    &admin,
                ),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{list}?{query}: {body}");
            assert!(body["totalPages"].as_u64().unwrap() >= 1);
        }
        let (not_a_number, _, _) = call(
            &service,
            with_cookie(
                test::TestRequest::get().uri(&format!("{list}?page=zwei")),
                &admin,
            ),
        )
        .await;
        assert_eq!(not_a_number, StatusCode::BAD_REQUEST, "{list}?page=zwei");
    }
}

#[actix_web::test]
async fn messages_come_back_as_written_newest_first() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);
    for text in ["<script>alert(1)</script> Erste", "Zweite Nachricht"] {
        let (status, _, _) = call(&service, post_json("/api/messages/save-message", &json!({"message": {"name": "Maria", "email": "maria@example.de", "phone": "0170 1234567", "message": text}}))).await;
        assert_eq!(status, StatusCode::CREATED);
    }

    let (_, page, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/messages/get-messages?page=1&limit=8"),
            &admin,
        ),
    )
    .await;

    assert_eq!(page["messages"][0]["message"], "Zweite Nachricht");
    assert_eq!(
        page["messages"][1]["message"],
        "<script>alert(1)</script> Erste"
    );
    assert_eq!(page["totalPages"], 1);
}

/// A custom order and the path of its mailed payment link.
async fn custom_order_with_link<S, B>(
    shop: &crate::support::TestShop,
    service: &S,
    admin: &Option<Cookie<'static>>,
    email: &str,
) -> (i64, String)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (_, order, _) = call(
        service,
        with_cookie(
            post_json("/api/orderLine/create-order", &custom_order(email)),
            admin,
        ),
    )
    .await;
    let mails = mails_to(shop, email).await;
    let link = link_in(
        mails.last().unwrap(),
        "http://127.0.0.1:8080/api/payments/link/",
    );
    (
        order["id"].as_i64().unwrap(),
        link.strip_prefix(crate::support::PUBLIC_URL)
            .unwrap()
            .to_owned(),
    )
}

#[actix_web::test]
async fn a_cancelled_order_cannot_be_paid_by_link_session_or_test_page() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);
    let (order_id, link) =
        custom_order_with_link(&shop, &service, &admin, "storno@doener-eck.de").await;
    // The customer pays through the link (a test-page session now exists), then the shop cancels.
    let followed =
        test::call_service(&service, test::TestRequest::post().uri(&link).to_request()).await;
    let guest = followed
        .response()
        .cookies()
        .find(|c| c.name() == shop_api::session::COOKIE_NAME)
        .map(Cookie::into_owned);
    let test_page = followed
        .headers()
        .get(header::LOCATION)
        .unwrap()
        .to_str()
        .unwrap()
        .strip_prefix(crate::support::PUBLIC_URL)
        .unwrap()
        .to_owned();
    call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/update-order-status",
                &json!({"orderUpdate": {"orderStatus": "Cancelled", "orderId": order_id}}),
            ),
            &admin,
        ),
    )
    .await;

    let (by_link, by_link_body, _) = call(&service, test::TestRequest::post().uri(&link)).await;
    let (link_page, _, _) = call(&service, test::TestRequest::get().uri(&link)).await;
    let (by_session, by_session_body, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-checkout-session",
                &json!({"orderId": order_id}),
            ),
            &guest,
        ),
    )
    .await;
    let (on_test_page, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::post().uri(&format!("{test_page}/pay")),
            &guest,
        ),
    )
    .await;

    assert_eq!(by_link, StatusCode::GONE, "{by_link_body}");
    assert_eq!(link_page, StatusCode::GONE);
    assert_eq!(by_session, StatusCode::CONFLICT, "{by_session_body}");
    assert_eq!(on_test_page, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn a_payment_link_expires_after_its_days() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);
    let (order_id, _) =
        custom_order_with_link(&shop, &service, &admin, "spaet@doener-eck.de").await;
    // Links made 13 and 15 days ago for the same order (default validity: 14 days).
    for (token, age_days) in [("dreizehn-tage", 13), ("fuenfzehn-tage", 15)] {
        let hash = shop_app::digests::token_hash(token);
        let made = chrono::Utc::now().naive_utc() - chrono::TimeDelta::days(age_days);
        shop_ports::transaction(&*shop.ctx.state.store, move |repos| {
            Ok::<_, shop_ports::TxError<std::convert::Infallible>>(
                repos.payments().record_payment_link(
                    shop_domain::OrderId::new(order_id),
                    &hash,
                    made,
                )?,
            )
        })
        .await
        .unwrap();
    }

    let (young, _, _) = call(
        &service,
        test::TestRequest::post().uri("/api/payments/link/dreizehn-tage"),
    )
    .await;
    let (old, old_body, _) = call(
        &service,
        test::TestRequest::post().uri("/api/payments/link/fuenfzehn-tage"),
    )
    .await;

    assert_eq!(young, StatusCode::SEE_OTHER);
    assert_eq!(old, StatusCode::GONE);
    assert_eq!(
        old_body["message"],
        "Dieser Zahlungslink ist abgelaufen. Bitte wenden Sie sich an uns, wir senden Ihnen gern einen neuen."
    );
}

#[actix_web::test]
async fn the_order_list_pages_on_by_the_cursor_it_hands_out() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@example.de", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@example.de").await);
    let mut placed = Vec::new();
    for n in 0..3 {
        let (status, order, _) = call(
            &service,
            with_cookie(
                post_json(
                    "/api/orderLine/create-order",
                    &custom_order(&format!("kunde{n}@example.de")),
                ),
                &admin,
            ),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{order}");
        placed.push(order["id"].as_i64().unwrap());
    }
    let list = |query: &str| {
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/orderLine/get-valid-orders?{query}")),
            &admin,
        )
    };
    let ids = |page: &Value| {
        page["orders"]
            .as_array()
            .unwrap()
            .iter()
            .map(|order| order["orderId"].as_i64().unwrap())
            .collect::<Vec<_>>()
    };

    let (_, first, _) = call(&service, list("page=1&limit=2")).await;
    let cursor = first["nextCursor"].as_str().unwrap().to_owned();
    let (status, second, _) = call(
        &service,
        list(&format!("page=2&limit=2&after={}", query_value(&cursor))),
    )
    .await;
    let (_, by_ship_day, _) = call(&service, list("limit=2&sort=shipBy")).await;
    let (garbled, refused, _) = call(&service, list("after=n.abc%00%F0%9F%99%82")).await;
    let (other_sort, _, _) = call(
        &service,
        list(&format!("sort=shipBy&after={}", query_value(&cursor))),
    )
    .await;

    assert_eq!(ids(&first), [placed[2], placed[1]]);
    assert_eq!(status, StatusCode::OK, "{second}");
    assert_eq!(ids(&second), [placed[0]]);
    assert_eq!(second["currentPage"], 2);
    assert_eq!(second["totalPages"], 2);
    assert_eq!(second["nextCursor"], Value::Null, "the last page");
    assert!(
        by_ship_day["nextCursor"]
            .as_str()
            .unwrap()
            .starts_with("s."),
        "{by_ship_day}"
    );
    assert_eq!(garbled, StatusCode::BAD_REQUEST);
    assert_eq!(refused["message"], "Ungültige Seitenmarke: n.abc\u{0}🙂");
    assert_eq!(
        other_sort,
        StatusCode::BAD_REQUEST,
        "a cursor of the other sort"
    );
}

/// `raw` as a query value.
fn query_value(raw: &str) -> String {
    form_urlencoded::byte_serialize(raw.as_bytes()).collect()
}
