//! An order's life after its payment through the HTTP API: the proof mail's
//! link, a revision (version 2) and the approval of the very bytes served,
//! production only after the approval, shipping with a tracking link, the
//! mail at each step; the customer's 24-hour cancellation on either side of
//! its deadline and after production started.

use std::time::Duration;

use actix_web::{cookie::Cookie, http::StatusCode, test};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    PRINT_LOGO_URL, PUBLIC_URL, TestShop, active_user, call, databases, link_in, mails_to,
    pay_locally, post_json, query_param, shop, shop_on, sign_in, with_cookie,
};

pub(crate) const BUYER: &str = "luca@trattoria-lifecycle.test";

pub(crate) fn card_order() -> Value {
    json!({
        "orderType": "Normal",
        "orderLines": [{
            "productId": 2, "productType": "PrimeProd", "qte": 1,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt", "remarks": "",
            "template": "pizza", "address": "Hauptstr. 1, 41061 Mönchengladbach",
            "phone": "02161 123456", "url": "www.trattoria-luca.de", "cardLogo": PRINT_LOGO_URL
        }],
        "shippingInfo": {"responsableName": "Luca Bianchi", "companyName": "Trattoria Luca",
                         "email": BUYER, "phone": "02161 123456",
                         "shippingAddress": "Hauptstr. 1", "zipCode": "41061", "city": "Mönchengladbach"}
    })
}

pub(crate) type Session = Option<Cookie<'static>>;

/// Places and pays a card order as a guest; its id and the guest's session.
pub(crate) async fn paid_card_order<S, B>(shop: &TestShop, service: &S) -> (i64, Session)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, placed, buyer) = call(
        service,
        post_json("/api/orderLine/create-order", &card_order()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    pay_locally(shop, service, &placed["id"], &buyer).await;
    (placed["id"].as_i64().unwrap(), buyer)
}

/// The text of the first mail with the approval link, once the proofs it
/// leads to are ready: the confirmation carries the link while printing
/// waits for the approval (the proof mail follows only when the proofs took
/// longer than a minute).
pub(crate) async fn proof_mail(shop: &TestShop) -> String {
    let url = shop.database_url();
    for _ in 0..300 {
        let ready = databases::numbers(
            &url,
            "SELECT COUNT(*) AS value FROM orders WHERE proof_ready_at IS NOT NULL",
        )[0] > 0;
        if let Some(mail) = mails_to(shop, BUYER)
            .await
            .into_iter()
            .find(|mail| mail.contains("/proof-approval?token="))
            .filter(|_| ready)
        {
            return mail;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no ready proofs and approval link for {BUYER}");
}

async fn journey(shop: TestShop) {
    active_user(&shop, "chef@lifecycle.test", Role::Admin).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = Some(sign_in(&service, "chef@lifecycle.test").await);
    let (order_id, _guest) = paid_card_order(&shop, &service).await;
    let status_update = |status: &str, extra: Value| {
        let mut update = json!({"orderId": order_id, "orderStatus": status});
        update
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        with_cookie(
            post_json(
                "/api/orderLine/update-order-status",
                &json!({"orderUpdate": update}),
            ),
            &admin,
        )
    };

    // The mailed link opens the order in a browser that never saw it.
    let mail = proof_mail(&shop).await;
    assert!(
        mail.contains("Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe."),
        "{mail}"
    );
    let link = link_in(&mail, &format!("{PUBLIC_URL}/proof-approval?token="));
    let token = query_param(&link, "token");
    let (status, page, holder) = call(
        &service,
        test::TestRequest::get().uri(&format!("/api/proof-approval?token={token}")),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["order"]["orderStatus"], "Processing");
    let steps: Vec<&str> = page["order"]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| step["step"].as_str().unwrap())
        .collect();
    assert_eq!(steps, ["paid", "proofReady"]);
    let promised = page["approvalPromise"].as_str().unwrap_or_default();
    assert!(
        promised.starts_with("Freigabe bis ") && promised.contains(" → Versand am "),
        "{page}"
    );
    assert!(page["order"]["cancellableUntil"].is_string(), "{page}");
    let line = &page["orderLines"][0];
    let line_id = line["orderLineId"].as_i64().unwrap();
    assert_eq!(line["proof"]["currentVersion"], 1, "{line}");
    assert_eq!(line["proof"]["versions"][0]["qrReadable"], true, "{line}");
    let (bad, _, _) = call(
        &service,
        test::TestRequest::get().uri("/api/proof-approval?token=nicht-gueltig"),
    )
    .await;
    assert_eq!(bad, StatusCode::NOT_FOUND);

    // Production before the approval is refused.
    let (early, refused, _) = call(&service, status_update("InProduction", json!({}))).await;
    assert_eq!(early, StatusCode::CONFLICT);
    assert_eq!(
        refused["message"],
        "Die Druckfreigabe des Kunden fehlt noch."
    );

    // A change: version 2 with the new phone number, the approval starts over.
    let revision = json!({"template": "pizza", "address": "Hauptstr. 1, 41061 Mönchengladbach",
                          "phone": "02161 999999", "url": "www.trattoria-luca.de",
                          "cardLogo": PRINT_LOGO_URL, "remarks": "Neue Nummer"});
    let (status, revised, _) = call(
        &service,
        with_cookie(
            post_json(&format!("/api/order-lines/{line_id}/revise"), &revision),
            &holder,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{revised}");
    assert_eq!(revised["proof"]["currentVersion"], 2);
    assert_eq!(revised["proof"]["approved"], false);
    let bad_phone = json!({"template": "pizza", "address": "Hauptstr. 1", "phone": "12",
                           "url": "www.trattoria-luca.de", "cardLogo": PRINT_LOGO_URL});
    let (status, _, _) = call(
        &service,
        with_cookie(
            post_json(&format!("/api/order-lines/{line_id}/revise"), &bad_phone),
            &holder,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // Version 1 was on the page before the change: approving it is refused.
    let (stale, refused, _) = call(
        &service,
        with_cookie(
            post_json(
                &format!("/api/order-lines/{line_id}/approve"),
                &json!({"version": 1}),
            ),
            &holder,
        ),
    )
    .await;
    assert_eq!(stale, StatusCode::CONFLICT);
    assert_eq!(
        refused["message"],
        "Dieser Druckabzug wurde inzwischen geändert. Bitte prüfen Sie die neue Version."
    );

    // The approval stores the hash of exactly the bytes served.
    let (status, approved, _) = call(
        &service,
        with_cookie(
            post_json(
                &format!("/api/order-lines/{line_id}/approve"),
                &json!({"version": 2}),
            ),
            &holder,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{approved}");
    assert_eq!(approved["message"], "Vielen Dank für Ihre Druckfreigabe.");
    assert_eq!(approved["orderStatus"], "Approved");
    let response = test::call_service(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/order-lines/{line_id}/proof.pdf")),
            &holder,
        )
        .to_request(),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    // The approval page frames it; no other site may.
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(header("x-frame-options"), "SAMEORIGIN");
    assert!(header("content-security-policy").contains("frame-ancestors 'self'"));
    let pdf = test::read_body(response).await;
    let served = hex::encode(Sha256::digest(&pdf));
    assert_eq!(approved["proof"]["versions"][1]["sha256"], served.as_str());
    assert_eq!(approved["proof"]["versions"][1]["approvedBy"], "customer");
    let (again, answer, _) = call(
        &service,
        with_cookie(
            post_json(&format!("/api/order-lines/{line_id}/revise"), &revision),
            &holder,
        ),
    )
    .await;
    assert_eq!(again, StatusCode::CONFLICT);
    assert_eq!(
        answer["message"],
        "Dieser Druckabzug ist bereits freigegeben und kann nicht mehr geändert werden."
    );

    // The print operator's batch, then shipping with a tracking number.
    let (_, batch, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/production/approved-orders"),
            &admin,
        ),
    )
    .await;
    assert!(
        batch["orders"]
            .as_array()
            .unwrap()
            .iter()
            .any(|order| order["orderId"] == order_id),
        "{batch}"
    );
    let batch_pdf = || {
        let (service, admin) = (&service, &admin);
        async move {
            let response = test::call_service(
                service,
                with_cookie(
                    test::TestRequest::get().uri("/api/production/approved-proofs.pdf"),
                    admin,
                )
                .to_request(),
            )
            .await;
            (response.status(), test::read_body(response).await.to_vec())
        }
    };
    let (status, batch) = batch_pdf().await;
    assert_eq!(status, StatusCode::OK);
    assert!(batch.starts_with(b"%PDF-"));
    assert!(
        batch.windows(7).any(|window| window == b"TrimBox"),
        "the approved card page keeps its boxes"
    );
    let (status, started, _) = call(
        &service,
        with_cookie(
            post_json("/api/production/start", &json!({"orderIds": [order_id]})),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{started}");
    assert_eq!(started["orderIds"], json!([order_id]));
    let (none_left, message) = batch_pdf().await;
    assert_eq!(none_left, StatusCode::NOT_FOUND);
    assert!(
        String::from_utf8_lossy(&message).contains("Es gibt keine freigegebenen Bestellungen.")
    );
    let (late, refused, _) = call(
        &service,
        with_cookie(
            post_json(&format!("/api/orders/{order_id}/cancel"), &json!({})),
            &holder,
        ),
    )
    .await;
    assert_eq!(late, StatusCode::CONFLICT);
    assert_eq!(
        refused["message"],
        "Ihre Bestellung ist bereits in Produktion und kann nicht mehr storniert werden."
    );
    let (bad_carrier, _, _) = call(
        &service,
        status_update("Shipped", json!({"carrier": "Brieftaube"})),
    )
    .await;
    assert_eq!(bad_carrier, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, shipped, _) = call(
        &service,
        status_update(
            "Shipped",
            json!({"carrier": "DHL", "trackingNumber": "00340434161094042557"}),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{shipped}");
    let (_, page, _) = call(
        &service,
        test::TestRequest::get().uri(&format!("/api/proof-approval?token={token}")),
    )
    .await;
    assert_eq!(page["order"]["orderStatus"], "Shipped");
    assert_eq!(page["order"]["carrier"], "DHL");
    assert_eq!(
        page["order"]["trackingUrl"],
        "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557"
    );

    // One mail per step, each once.
    let mails = mails_to(&shop, BUYER).await;
    for (text, expected) in [
        ("Ihr Druckabzug ist bereit", 0),
        ("Sie haben alle Druckabzüge Ihrer Bestellung", 1),
        ("wir drucken jetzt Ihre Magnete", 1),
        ("piececode=00340434161094042557", 1),
    ] {
        let found = mails.iter().filter(|mail| mail.contains(text)).count();
        if expected > 0 {
            assert_eq!(found, expected, "{text}: {mails:#?}");
        }
    }
    // The confirmation carries the link; a proof mail follows only when the
    // proofs took longer than a minute (a busy machine): never a third.
    let with_link = mails
        .iter()
        .filter(|mail| mail.contains("/proof-approval?token="))
        .count();
    assert!(
        (1..=2).contains(&with_link),
        "{with_link} mails with the link"
    );
}

#[actix_web::test]
async fn a_guest_revises_and_approves_the_proof_and_the_order_goes_through_production_on_sqlite() {
    journey(shop().await).await;
}

#[actix_web::test]
async fn a_guest_revises_and_approves_the_proof_and_the_order_goes_through_production_on_postgres()
{
    let Some(database) = databases::TestDatabase::postgres() else {
        return;
    };
    journey(shop_on(database).await).await;
}

#[actix_web::test]
async fn the_customer_cancels_within_24_hours_of_the_confirmation_and_not_after() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (inside, guest) = paid_card_order(&shop, &service).await;
    let (outside, other_guest) = paid_card_order(&shop, &service).await;
    // The clock of the shop's records: confirmed 24 h 1 min and 23 h 59 min ago.
    let url = shop.database_url();
    let ago = |minutes: i64| {
        (chrono::Utc::now().naive_utc() - chrono::TimeDelta::minutes(minutes))
            .format("%Y-%m-%d %H:%M:%S")
            .to_string()
    };
    databases::execute(
        &url,
        &format!(
            "UPDATE orders SET confirmed_at = '{}' WHERE id = {outside}",
            ago(24 * 60 + 1)
        ),
    );
    databases::execute(
        &url,
        &format!(
            "UPDATE orders SET confirmed_at = '{}' WHERE id = {inside}",
            ago(23 * 60 + 59)
        ),
    );
    let cancel = |order: i64, session: &Session| {
        with_cookie(
            post_json(&format!("/api/orders/{order}/cancel"), &json!({})),
            session,
        )
    };

    let (stranger, _, _) = call(&service, cancel(inside, &None)).await;
    let (late, refused, _) = call(&service, cancel(outside, &other_guest)).await;
    let (status, cancelled, _) = call(&service, cancel(inside, &guest)).await;

    assert_eq!(stranger, StatusCode::NOT_FOUND);
    assert_eq!(late, StatusCode::CONFLICT);
    assert_eq!(
        refused["message"],
        "Die Frist für eine Stornierung (24 Stunden nach der Bestellbestätigung) ist abgelaufen."
    );
    assert_eq!(status, StatusCode::OK, "{cancelled}");
    assert_eq!(cancelled["orderStatus"], "Cancelled");
    let (credit_note, _) = crate::support::get_text(
        &service,
        &format!("/api/orders/{inside}/credit-note.xml"),
        &guest,
    )
    .await;
    assert_eq!(
        credit_note,
        StatusCode::OK,
        "the refund reversed the invoice"
    );
    let (twice, _, _) = call(&service, cancel(inside, &guest)).await;
    assert_eq!(twice, StatusCode::CONFLICT);
}
