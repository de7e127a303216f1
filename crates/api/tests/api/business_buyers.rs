//! The buyer is a business, through the HTTP API on SQLite and PostgreSQL:
//! a Dutch restaurant with a confirmed NL number buys tax-free, its invoice
//! is issued when the goods leave and shows the exemption, and the ZM names
//! it; every refusal of the tax table and of the tax office reads as the
//! issue words it; the seller's register data ends every mail.

use actix_web::{cookie::Cookie, http::StatusCode, test};
use chrono::Datelike;
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;
use shop_tax_office::fake;

use crate::{
    invoices::keep_sample,
    support::{
        active_user, call, databases::TestDatabase, get_json, get_text, mails_to, pay_locally,
        post_json, shop_on, shop_with, sign_in, with_cookie,
    },
};

const BUYER: &str = "inkoop@eetcafe-dehoek.nl";

/// A pack of sample-number magnets (nothing to approve) for the Eetcafe in
/// Venlo, billed to its legal name.
fn venlo_order(vat_id: &str, legal_name: &str) -> Value {
    json!({
        "orderType": "Normal",
        "orderLines": [{"productId": 5, "productType": "MBNprod", "qte": 2,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt", "remarks": "",
            "musterNumber": "MN-1001", "template": "", "address": "", "phone": "", "url": "",
            "cardLogo": ""}],
        "shippingInfo": {
            "responsableName": "Daan de Vries", "companyName": "Eetcafe De Hoek",
            "email": BUYER, "phone": "+31 77 123 4567", "shippingAddress": "Markt 1",
            "zipCode": "5911 AA", "city": "Venlo", "country": "NL", "vatId": vat_id
        },
        "billingAddress": {"legalName": legal_name, "street": "Markt 1",
            "zipCode": "5911 AA", "city": "Venlo", "country": "NL"},
        "businessBuyer": true,
        "userId": null
    })
}

/// The outbox's mails to `to`: subject, text and attachments' names.
async fn outgoing(shop: &crate::support::TestShop, to: &str) -> Vec<(String, String, Vec<String>)> {
    let far_future = chrono::Utc::now().naive_utc() + chrono::TimeDelta::days(365);
    shop_ports::read(&*shop.ctx.state.store, move |repos| {
        repos.outbox().due(far_future, 100)
    })
    .await
    .unwrap()
    .into_iter()
    .filter(|queued| queued.mail.to == to)
    .map(|queued| {
        (
            queued.mail.subject,
            queued.mail.text_body,
            queued
                .mail
                .attachments
                .into_iter()
                .map(|a| a.file_name)
                .collect(),
        )
    })
    .collect()
}

fn status_update(
    order_id: i64,
    status: &str,
    admin: &Option<Cookie<'static>>,
) -> test::TestRequest {
    with_cookie(
        post_json(
            "/api/orderLine/update-order-status",
            &json!({"orderUpdate": {"orderId": order_id, "orderStatus": status}}),
        ),
        admin,
    )
}

async fn dutch_restaurant_on(database: TestDatabase, label: &str) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@b2b.test", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@b2b.test").await);

    let (status, created, buyer) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &venlo_order("NL 859108720 B01", "Eetcafe De Hoek B.V."),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["taxCategory"], "K");
    assert_eq!(created["vatCents"], 0);
    let order_id = created["id"].as_i64().unwrap();
    pay_locally(&shop, &service, &created["id"], &buyer).await;

    // Confirmed, with its evidence; the AGB version; no invoice before it ships.
    let (status, details, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-order-details?order_id={order_id}"
            )),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{details}");
    assert_eq!(details["taxCategory"], "K");
    assert_eq!(details["termsVersion"], "2026-12-07");
    assert!(details["businessBuyerConfirmedAt"].is_string(), "{details}");
    assert_eq!(
        details["billingAddress"]["legalName"],
        "Eetcafe De Hoek B.V."
    );
    assert_eq!(details["shippingDataRow"]["country"], "NL");
    assert_eq!(details["vatIdCheck"]["status"], "evatr-0000");
    assert_eq!(details["vatIdCheck"]["nameMatch"], "A");
    assert_eq!(
        details["vatIdCheck"]["answerSha256"]
            .as_str()
            .unwrap()
            .len(),
        64
    );
    let total = details["orderRow"]["totalAmount"].as_i64().unwrap();
    assert!(total > 0);
    let (status, _) = get_text(
        &service,
        &format!("/api/orders/{order_id}/invoice.xml"),
        &buyer,
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let mails = mails_to(&shop, BUYER).await;
    let confirmation = mails
        .iter()
        .find(|mail| mail.contains("Ihre Zahlung ist bei uns eingegangen"))
        .expect("a confirmation");
    for part in [
        "Ihre Rechnung erhalten Sie mit dem Versand.",
        "Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung: 0,00 €",
        "Niederlande",
        "Registergericht: Amtsgericht Mönchengladbach, HRB 12345",
        "Geschäftsführung: Max Mustermann",
        "USt-IdNr.: DE812345673",
    ] {
        assert!(confirmation.contains(part), "{part}: {confirmation}");
    }

    let confirmation_files = outgoing(&shop, BUYER)
        .await
        .into_iter()
        .find(|(subject, _, _)| subject.contains("Bestellbestätigung"))
        .expect("a confirmation")
        .2;
    assert_eq!(
        confirmation_files,
        vec!["AGB-PrimeCards-2026-12-07.pdf".to_owned()]
    );

    // Shipped: the invoice is issued with the day the goods left and goes with the shipping mail.
    for step in ["InProduction", "Shipped"] {
        let (status, body, _) = call(&service, status_update(order_id, step, &admin)).await;
        assert_eq!(status, StatusCode::OK, "{step}: {body}");
    }
    let (status, xml) = get_text(
        &service,
        &format!("/api/orders/{order_id}/invoice.xml"),
        &buyer,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{xml}");
    let today = chrono::Utc::now().date_naive().format("%Y%m%d").to_string();
    for part in [
        "<ram:CategoryCode>K</ram:CategoryCode>",
        "<ram:RateApplicablePercent>0</ram:RateApplicablePercent>",
        "<ram:ExemptionReason>Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i. V. m. § 6a UStG)</ram:ExemptionReason>",
        "<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>",
        "<ram:ID schemeID=\"VA\">DE812345673</ram:ID>",
        "<ram:ID schemeID=\"VA\">NL859108720B01</ram:ID>",
        "<ram:Name>Eetcafe De Hoek B.V.</ram:Name>",
        "<ram:CountryID>NL</ram:CountryID>",
        "<ram:ShipToTradeParty>",
        "<ram:CalculatedAmount>0.00</ram:CalculatedAmount>",
        &format!("<udt:DateTimeString format=\"102\">{today}</udt:DateTimeString>"),
    ] {
        assert!(xml.contains(part), "{part}: {xml}");
    }
    keep_sample(
        &format!("intra-community-invoice-{label}.xml"),
        xml.as_bytes(),
    );
    let shipped_mail = outgoing(&shop, BUYER)
        .await
        .into_iter()
        .find(|(subject, _, _)| subject.contains("Versendet"))
        .expect("a shipping mail");
    assert!(
        shipped_mail
            .2
            .iter()
            .any(|name| name.starts_with("Rechnung RE-")),
        "{shipped_mail:?}"
    );

    // The ZM of the quarter names the buyer with the net sum in whole euros.
    let now = chrono::Utc::now();
    let quarter = format!("{}-Q{}", now.year(), now.month().div_ceil(3));
    let (status, csv) = get_text(
        &service,
        &format!("/api/admin/reports/zm.csv?period={quarter}"),
        &admin,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{csv}");
    let euros = (total + 50) / 100;
    assert!(csv.starts_with("#v3.0\r\n"), "{csv}");
    assert!(
        csv.contains(&format!("NL,859108720B01,{euros},L\r\n")),
        "{csv}"
    );
    let (status, _) = get_text(&service, "/api/admin/reports/zm.csv?period=2026-Q5", &admin).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = get_text(
        &service,
        &format!("/api/admin/reports/zm.csv?period={quarter}"),
        &buyer,
    )
    .await;
    assert!(
        matches!(status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN),
        "{status}"
    );
}

#[actix_web::test]
async fn a_dutch_restaurant_buys_tax_free_and_is_invoiced_when_shipped_on_sqlite() {
    dutch_restaurant_on(TestDatabase::sqlite(), "sqlite").await;
}

#[actix_web::test]
async fn a_dutch_restaurant_buys_tax_free_and_is_invoiced_when_shipped_on_postgres() {
    let Some(database) = TestDatabase::postgres() else {
        return;
    };
    dutch_restaurant_on(database, "postgres").await;
}

#[actix_web::test]
async fn every_refusal_of_the_tax_table_and_the_tax_office_stores_nothing() {
    let shop = crate::support::shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let count = |table: &str| crate::support::databases::count_rows(&shop.database_url(), table);
    let orders_before = count("orders");
    let refused = |body: Value| {
        let service = &service;
        async move {
            let (status, answer, _) =
                call(service, post_json("/api/orderLine/create-order", &body)).await;
            (
                status,
                answer["message"].as_str().unwrap_or_default().to_owned(),
            )
        }
    };
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut body = venlo_order("NL859108720B01", "Eetcafe De Hoek B.V.");
        edit(&mut body);
        body
    };
    for (body, status, message) in [
        (
            with(&|body| body["shippingInfo"]["country"] = json!("CH")),
            StatusCode::BAD_REQUEST,
            "Wir liefern nur in Länder der Europäischen Union.",
        ),
        (
            with(&|body| body["shippingInfo"]["zipCode"] = json!("59111")),
            StatusCode::BAD_REQUEST,
            "Die Postleitzahl ist für die Niederlande ungültig.",
        ),
        (
            with(&|body| body["billingAddress"]["country"] = json!("BE")),
            StatusCode::BAD_REQUEST,
            "Die Postleitzahl ist für Belgien ungültig.",
        ),
        (
            with(&|body| body["shippingInfo"]["vatId"] = json!("DE123456789")),
            StatusCode::BAD_REQUEST,
            "Diese USt-IdNr. ist ungültig (Prüfziffer).",
        ),
        (
            with(&|body| body["shippingInfo"]["vatId"] = json!("")),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Für Lieferungen in andere EU-Länder benötigen wir Ihre gültige USt-IdNr. aus einem anderen EU-Mitgliedstaat.",
        ),
        (
            with(&|body| body["shippingInfo"]["vatId"] = json!("NL123456789B01")),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Diese USt-IdNr. ist laut Bundeszentralamt für Steuern nicht gültig.",
        ),
        (
            with(&|body| body["shippingInfo"]["vatId"] = json!(fake::EXPIRED_NUMBER)),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Diese USt-IdNr. ist laut Bundeszentralamt für Steuern nicht gültig.",
        ),
        (
            with(&|body| body["billingAddress"]["legalName"] = json!("Pizzeria Venlo B.V.")),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Firmenname oder Ort stimmen nicht mit den Daten überein, die zu dieser USt-IdNr. gespeichert sind. Bitte prüfen Sie die Rechnungsadresse.",
        ),
        (
            with(&|body| body["shippingInfo"]["vatId"] = json!(fake::UNAVAILABLE_NUMBER)),
            StatusCode::SERVICE_UNAVAILABLE,
            "Die USt-IdNr. kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.",
        ),
        (
            with(&|body| body["billingAddress"]["legalName"] = json!("x".repeat(101))),
            StatusCode::BAD_REQUEST,
            "Rechnungsempfänger: Der Rechnungsempfänger darf nicht länger als 100 Zeichen sein",
        ),
    ] {
        assert_eq!(refused(body).await, (status, message.to_owned()));
    }
    assert_eq!(
        count("orders"),
        orders_before,
        "a refused order is not stored"
    );
    assert_eq!(count("vat_id_checks"), 0);

    // A B on street or postal code is kept, not refused; German delivery with a German number pays 19 %.
    let (status, created, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &with(&|body| {
                body["billingAddress"]["street"] = json!("Markt 99");
            }),
        ),
    )
    .await;
    assert_eq!(
        (status, created["taxCategory"].clone()),
        (StatusCode::CREATED, json!("K"))
    );
    let mut german = with(&|body| {
        body["shippingInfo"]["vatId"] = json!("DE136695976");
    });
    german["shippingInfo"]["country"] = json!("DE");
    german["shippingInfo"]["zipCode"] = json!("41061");
    german["billingAddress"] = Value::Null;
    let (status, created, _) =
        call(&service, post_json("/api/orderLine/create-order", &german)).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["taxCategory"], "S");
    assert!(created["vatCents"].as_i64().unwrap() > 0);
    // Delivered to the Netherlands with a German number: German VAT, nothing asked.
    let mut german_number_abroad =
        with(&|body| body["shippingInfo"]["vatId"] = json!("DE136695976"));
    german_number_abroad["businessBuyer"] = Value::Null;
    let (status, created, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &german_number_abroad),
    )
    .await;
    assert_eq!(
        (status, created["taxCategory"].clone()),
        (StatusCode::CREATED, json!("S"))
    );
}

#[actix_web::test]
async fn the_checkout_hint_the_quote_and_a_slow_tax_office() {
    let shop = crate::support::shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let check = |body: Value| {
        let service = &service;
        async move {
            let (status, answer, _) = call(service, post_json("/api/vat-ids/check", &body)).await;
            (status, answer)
        }
    };
    let venlo = |vat_id: &str, name: &str| {
        json!({"vatId": vat_id, "name": name, "street": "Markt 1", "zipCode": "5911 AA",
               "city": "Venlo", "country": "NL"})
    };
    let (status, answer) = check(venlo("NL859108720B01", "Eetcafe De Hoek B.V.")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (answer["valid"].clone(), answer["status"].clone()),
        (json!(true), json!("evatr-0000"))
    );
    let (_, answer) = check(venlo("NL859108720B01", "Andere Firma")).await;
    assert_eq!(answer["valid"], false);
    assert_eq!(
        answer["message"],
        "Firmenname oder Ort stimmen nicht mit den Daten überein, die zu dieser USt-IdNr. gespeichert sind. Bitte prüfen Sie die Rechnungsadresse."
    );
    let (_, answer) = check(venlo("DE 136 695 976", "")).await;
    assert_eq!(
        (answer["valid"].clone(), answer["status"].clone()),
        (json!(true), json!("DE-Pruefziffer"))
    );
    let (_, answer) = check(venlo("DE123456789", "")).await;
    assert_eq!(
        answer["message"],
        "Diese USt-IdNr. ist ungültig (Prüfziffer)."
    );
    let started = std::time::Instant::now();
    let (status, answer) = check(venlo(fake::SLOW_NUMBER, "Eetcafe De Hoek B.V.")).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{answer}");
    assert!(
        started.elapsed() < fake::SLOW_ANSWER,
        "{:?}",
        started.elapsed()
    );

    // The quote carries the same decision: no VAT for the confirmed Dutch buyer.
    let quote = |country: &str| {
        json!({"code": "grenze10", "orderLines": [{"productId": 5, "productType": "MBNprod", "qte": 1,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt", "remarks": "",
            "musterNumber": "MN-1001", "template": "", "address": "", "phone": "", "url": "", "cardLogo": ""}],
            "country": country, "vatId": "NL859108720B01",
            "billingAddress": {"legalName": "Eetcafe De Hoek B.V.", "street": "Markt 1",
                "zipCode": "5911 AA", "city": "Venlo", "country": "NL"}})
    };
    active_user(&shop, "chef@quote.test", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@quote.test").await);
    let (status, voucher, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/admin/vouchers",
                &json!({"code": "GRENZE10", "percentOff": 10}),
            ),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{voucher}");
    let (status, quoted, _) = call(&service, post_json("/api/vouchers/check", &quote("NL"))).await;
    assert_eq!(status, StatusCode::OK, "{quoted}");
    assert_eq!(
        (quoted["taxCategory"].clone(), quoted["vatCents"].clone()),
        (json!("K"), json!(0))
    );
    assert_eq!(
        quoted["totalCents"].as_i64().unwrap(),
        quoted["netCents"].as_i64().unwrap() - quoted["discountCents"].as_i64().unwrap()
    );
    let (status, quoted, _) = call(&service, post_json("/api/vouchers/check", &quote("DE"))).await;
    assert_eq!(
        (status, quoted["taxCategory"].clone()),
        (StatusCode::OK, json!("S"))
    );
    assert!(quoted["vatCents"].as_i64().unwrap() > 0);
    // Quotes that may ask the tax office share the client's 30 checks an hour with the live hint.
    let mut answered = Vec::new();
    for _ in 0..30 {
        let (status, _, _) = call(&service, post_json("/api/vouchers/check", &quote("NL"))).await;
        answered.push(status);
        if status == StatusCode::TOO_MANY_REQUESTS {
            break;
        }
    }
    assert_eq!(
        answered.last(),
        Some(&StatusCode::TOO_MANY_REQUESTS),
        "{answered:?}"
    );
    assert!(
        answered[..answered.len() - 1]
            .iter()
            .all(|status| *status == StatusCode::OK)
    );
    let (status, quoted, _) = call(&service, post_json("/api/vouchers/check", &quote("DE"))).await;
    assert_eq!(
        (status, quoted["taxCategory"].clone()),
        (StatusCode::OK, json!("S")),
        "a German quote asks nobody"
    );
    let (status, refused, _) = call(&service, post_json("/api/vouchers/check", &quote("CH"))).await;
    assert_eq!(
        (status, refused["message"].clone()),
        (
            StatusCode::BAD_REQUEST,
            json!("Wir liefern nur in Länder der Europäischen Union.")
        )
    );
}

#[actix_web::test]
async fn the_legal_texts_live_on_the_server_and_the_terms_are_a_pdf() {
    let shop = shop_with(&[]).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    for document in ["terms", "imprint", "privacy"] {
        let (status, text) = get_json(&service, &format!("/api/legal/{document}")).await;
        assert_eq!(status, StatusCode::OK, "{document}");
        assert_eq!(text["version"].as_str().unwrap().len(), "2026-12-07".len());
        let all = text.to_string();
        assert!(!all.contains("{seller."), "{document}: {all}");
        assert!(
            text["sections"][0]["paragraphs"]
                .as_array()
                .is_some_and(|p| !p.is_empty())
        );
    }
    let (_, imprint) = get_json(&service, "/api/legal/imprint").await;
    assert!(imprint.to_string().contains("HRB 12345"));
    let (status, _) = get_json(&service, "/api/legal/cookies").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let response = test::call_service(
        &service,
        test::TestRequest::get()
            .uri("/api/legal/terms.pdf")
            .to_request(),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let disposition = response
        .headers()
        .get("content-disposition")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.contains("AGB-PrimeCards-2026-12-07.pdf"),
        "{disposition}"
    );
    let pdf = test::read_body(response).await;
    assert!(pdf.starts_with(b"%PDF-"));
}
