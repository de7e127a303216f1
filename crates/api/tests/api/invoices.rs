//! Invoices through the HTTP API, on SQLite and PostgreSQL: every paid order
//! gets one in the paying transaction, numbered without gaps, frozen, and
//! shown only to whoever may see the order. With `INVOICE_SAMPLES_DIR` set,
//! the issued XML is written there for the offline validator chain
//! (`invoice-check/`, run by `just test`).

use actix_web::{cookie::Cookie, http::StatusCode, test};
use chrono::Datelike;
use futures_util::future::join_all;
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    TestShop, active_user, call,
    databases::TestDatabase,
    get_text,
    orders::{LineSpec, order_body},
    pay_locally, post_json, shop_on, sign_in, with_cookie,
};

/// A guest order of `marker`, placed and paid by its own browser session.
async fn paid_guest_order<S, B>(
    shop: &TestShop,
    service: &S,
    marker: &str,
) -> (i64, Option<Cookie<'static>>)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let mut body = order_body(
        marker,
        &[
            LineSpec {
                product_id: 2,
                packed: true,
                quantity: 2,
            },
            LineSpec {
                product_id: 3,
                packed: false,
                quantity: 1,
            },
        ],
    );
    // The optional invoice fields of the checkout form, as typed.
    body["shippingInfo"]["vatId"] = json!("atu 1234 5678");
    body["shippingInfo"]["orderReference"] = json!("PO-4711");
    let (status, order, cookie) =
        call(service, post_json("/api/orderLine/create-order", &body)).await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    pay_locally(shop, service, &order["id"], &cookie).await;
    (order["id"].as_i64().unwrap(), cookie)
}

async fn invoice_of<S, B>(
    service: &S,
    order_id: i64,
    cookie: &Option<Cookie<'static>>,
) -> (StatusCode, String)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    get_text(
        service,
        &format!("/api/orders/{order_id}/invoice.xml"),
        cookie,
    )
    .await
}

/// Status, `Content-Disposition` and bytes of the order's invoice PDF.
async fn pdf_of<S, B>(
    service: &S,
    order_id: i64,
    cookie: &Option<Cookie<'static>>,
) -> (StatusCode, String, Vec<u8>)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let response = test::call_service(
        service,
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/orders/{order_id}/invoice.pdf")),
            cookie,
        )
        .to_request(),
    )
    .await;
    let status = response.status();
    let disposition = response
        .headers()
        .get("content-disposition")
        .map(|value| value.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (
        status,
        disposition,
        test::read_body(response).await.to_vec(),
    )
}

/// The names of the files mailed to Maria, mail by mail, in their order.
const ATTACHMENTS_TO_MARIA: &str = "SELECT a.file_name AS value FROM mail_outbox_attachments a \
     JOIN mail_outbox m ON m.id = a.mail_id \
     WHERE m.recipient = 'maria@pizzeria-roma.de' ORDER BY a.mail_id, a.position";

fn number_in(xml: &str) -> String {
    let start = xml.find("<ram:ID>RE-").expect("an invoice number") + "<ram:ID>".len();
    xml[start..start + "RE-2026-00001".len()].to_owned()
}

/// Keeps a sample for the validator chain when `just test` asks for it.
pub(crate) fn keep_sample(name: &str, bytes: &[u8]) {
    if let Some(dir) = std::env::var_os("INVOICE_SAMPLES_DIR") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(std::path::Path::new(&dir).join(name), bytes).unwrap();
    }
}

async fn invoices_on(database: TestDatabase, label: &str) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "chef@rechnung.test", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@rechnung.test").await);
    let year = chrono::Utc::now().year();

    let (order_id, buyer) = paid_guest_order(&shop, &service, "maria@pizzeria-roma.de").await;
    let (status, xml) = invoice_of(&service, order_id, &buyer).await;
    assert_eq!(status, StatusCode::OK, "{xml}");
    assert_eq!(number_in(&xml), format!("RE-{year}-00001"));
    for part in [
        "<ram:TypeCode>380</ram:TypeCode>",
        "urn:cen.eu:en16931:2017",
        "<ram:Name>PrimeCards GmbH</ram:Name>",
        "<ram:ID schemeID=\"VA\">DE812345673</ram:ID>",
        "<ram:Name>Pizzeria Roma</ram:Name>",
        "<ram:TypeCode>48</ram:TypeCode>",
        "<ram:DuePayableAmount>0.00</ram:DuePayableAmount>",
        "Vorlage: Pizza",
        "unitCode=\"XPK\"",
        "<ram:Description>Paket (50 Karten)</ram:Description>",
        "<ram:ID schemeID=\"VA\">ATU12345678</ram:ID>",
        "<ram:IssuerAssignedID>PO-4711</ram:IssuerAssignedID>",
    ] {
        assert!(xml.contains(part), "{part} missing from:\n{xml}");
    }
    keep_sample(&format!("api-{label}-invoice.xml"), xml.as_bytes());
    let (status, disposition, pdf) = pdf_of(&service, order_id, &buyer).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        disposition,
        format!("attachment; filename=\"RE-{year}-00001.pdf\"")
    );
    assert!(pdf.starts_with(b"%PDF-"));
    // The payment confirmation carries that very PDF, and the AGB the buyer accepted.
    assert_eq!(
        crate::support::databases::texts(
            &shop.database_url(),
            // The proof mail (no attachment) is queued in the background at its own pace.
            ATTACHMENTS_TO_MARIA,
        ),
        vec![
            format!("Rechnung RE-{year}-00001.pdf"),
            "AGB-PrimeCards-2026-12-07.pdf".to_owned()
        ]
    );
    keep_sample(&format!("api-{label}-invoice.pdf"), &pdf);

    // Whoever may see the order gets it; a stranger and an unpaid order do not.
    let (stranger, _) = invoice_of(&service, order_id, &None).await;
    let (by_admin, admin_xml) = invoice_of(&service, order_id, &admin).await;
    let (placed, unpaid_order, unpaid_cookie) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order_body(
                "offen@example.de",
                &[LineSpec {
                    product_id: 2,
                    packed: true,
                    quantity: 1,
                }],
            ),
        ),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED);
    let (unpaid, unpaid_body) = invoice_of(
        &service,
        unpaid_order["id"].as_i64().unwrap(),
        &unpaid_cookie,
    )
    .await;
    assert_eq!(stranger, StatusCode::NOT_FOUND);
    assert_eq!(
        (by_admin, admin_xml.as_str()),
        (StatusCode::OK, xml.as_str())
    );
    assert_eq!(unpaid, StatusCode::NOT_FOUND, "{unpaid_body}");

    // A VAT id of no EU format is refused with the form's message; nothing is stored.
    let orders_before = crate::support::databases::count_rows(&shop.database_url(), "orders");
    let mut bad_vat_id = order_body(
        "falsch@example.de",
        &[LineSpec {
            product_id: 2,
            packed: true,
            quantity: 1,
        }],
    );
    bad_vat_id["shippingInfo"]["vatId"] = json!("DE123");
    let (refused, message, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &bad_vat_id),
    )
    .await;
    assert_eq!(refused, StatusCode::BAD_REQUEST, "{message}");
    assert_eq!(
        message["message"],
        "USt-IdNr.: Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE136695976)."
    );
    assert_eq!(
        crate::support::databases::count_rows(&shop.database_url(), "orders"),
        orders_before
    );

    // A renamed, repriced product leaves the issued invoice as it was.
    let (renamed, _, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/products/update-product",
                &json!({"productId": 2, "name": "Ganz neuer Name", "description": "Neu",
                        "price": 99_990, "relativePrice": 0, "specialOffer": null}),
            ),
            &admin,
        ),
    )
    .await;
    assert_eq!(renamed, StatusCode::OK);
    assert_eq!(invoice_of(&service, order_id, &buyer).await.1, xml);
    assert_eq!(
        pdf_of(&service, order_id, &buyer).await.2,
        pdf,
        "the PDF is kept as issued"
    );

    // Twelve payments at once: twelve consecutive numbers, none twice, no gap.
    let orders = join_all((0..12).map(|n| {
        let (shop, service) = (&shop, &service);
        async move { paid_guest_order(shop, service, &format!("parallel-{n}@example.de")).await }
    }))
    .await;
    let mut numbers = Vec::new();
    for (order_id, cookie) in &orders {
        numbers.push(number_in(&invoice_of(&service, *order_id, cookie).await.1));
    }
    numbers.sort();
    let expected: Vec<String> = (2..=13).map(|n| format!("RE-{year}-{n:05}")).collect();
    assert_eq!(numbers, expected);

    refunds_issue_one_credit_note(&shop, &service, &admin, label, (order_id, &buyer), &orders)
        .await;
}

/// The admin's answer to setting `status` on the order.
pub(crate) async fn set_status<S, B>(
    service: &S,
    admin: &Option<Cookie<'static>>,
    order_id: i64,
    status: &str,
) -> (StatusCode, Value)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (code, body, _) = call(
        service,
        with_cookie(
            post_json(
                "/api/orderLine/update-order-status",
                &json!({"orderUpdate": {"orderStatus": status, "orderId": order_id}}),
            ),
            admin,
        ),
    )
    .await;
    (code, body)
}

/// Cancel → refund → credit note: once, even when clicked twice, one after
/// the other or at the same moment; the invoice stays as it was.
async fn refunds_issue_one_credit_note<S, B>(
    shop: &crate::support::TestShop,
    service: &S,
    admin: &Option<Cookie<'static>>,
    label: &str,
    (order_id, buyer): (i64, &Option<Cookie<'static>>),
    others: &[(i64, Option<Cookie<'static>>)],
) where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let year = chrono::Utc::now().year();
    let credit_note_uri = format!("/api/orders/{order_id}/credit-note.xml");
    let invoice_before = invoice_of(service, order_id, buyer).await.1;
    assert_eq!(
        get_text(service, &credit_note_uri, buyer).await.0,
        StatusCode::NOT_FOUND,
        "no credit note before a refund"
    );

    let (first, body) = set_status(service, admin, order_id, "Cancelled").await;
    let (second, second_body) = set_status(service, admin, order_id, "Cancelled").await;

    assert_eq!(first, StatusCode::OK, "{body}");
    assert_eq!(second, StatusCode::UNPROCESSABLE_ENTITY, "{second_body}");
    let (status, credit_note) = get_text(service, &credit_note_uri, buyer).await;
    assert_eq!(status, StatusCode::OK, "{credit_note}");
    let invoice_number = number_in(&invoice_before);
    for part in [
        format!("<ram:ID>GS-{year}-00001</ram:ID>"),
        "<ram:TypeCode>381</ram:TypeCode>".to_owned(),
        format!("<ram:IssuerAssignedID>{invoice_number}</ram:IssuerAssignedID>"),
        "<ram:ID schemeID=\"VA\">ATU12345678</ram:ID>".to_owned(),
    ] {
        assert!(
            credit_note.contains(&part),
            "{part} missing from:\n{credit_note}"
        );
    }
    assert_eq!(
        invoice_of(service, order_id, buyer).await.1,
        invoice_before,
        "the invoice stays as issued"
    );
    assert_eq!(
        get_text(service, &credit_note_uri, &None).await.0,
        StatusCode::NOT_FOUND,
        "a stranger gets no credit note"
    );
    keep_sample(
        &format!("api-{label}-credit-note.xml"),
        credit_note.as_bytes(),
    );
    let pdf = test::read_body(
        test::call_service(
            service,
            with_cookie(
                test::TestRequest::get().uri(&format!("/api/orders/{order_id}/credit-note.pdf")),
                admin,
            )
            .to_request(),
        )
        .await,
    )
    .await;
    assert!(pdf.starts_with(b"%PDF-"));
    keep_sample(&format!("api-{label}-credit-note.pdf"), &pdf);
    let url = shop.database_url();
    assert_eq!(
        crate::support::databases::texts(
            &url,
            &format!("SELECT refund_id AS value FROM refunds WHERE order_id = {order_id}"),
        ),
        vec![format!("re_local_{order_id}")]
    );
    assert!(
        crate::support::databases::texts(
            &url,
            // The proof mail (no attachment) is queued in the background at its own pace.
            ATTACHMENTS_TO_MARIA,
        )
        .contains(&format!("Gutschrift GS-{year}-00001.pdf")),
        "the credit note is mailed"
    );

    // Two admins click at the same moment: one refund, one credit note.
    let (other, _) = &others[0];
    let clicks = join_all((0..2).map(|_| set_status(service, admin, *other, "Cancelled"))).await;
    let succeeded = clicks
        .iter()
        .filter(|(code, _)| *code == StatusCode::OK)
        .count();
    assert_eq!(succeeded, 1, "{clicks:?}");
    assert_eq!(
        crate::support::databases::texts(
            &url,
            &format!(
                "SELECT number AS value FROM invoices WHERE order_id = {other} AND kind = 'creditNote'"
            ),
        ),
        vec![format!("GS-{year}-00002")]
    );
    assert_eq!(
        crate::support::databases::texts(
            &url,
            &format!("SELECT refund_id AS value FROM refunds WHERE order_id = {other}"),
        )
        .len(),
        1
    );
}

#[actix_web::test]
async fn paid_orders_get_gapless_frozen_invoices_their_buyers_can_fetch_on_sqlite() {
    invoices_on(TestDatabase::sqlite(), "sqlite").await;
}

#[actix_web::test]
async fn paid_orders_get_gapless_frozen_invoices_their_buyers_can_fetch_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        invoices_on(database, "postgres").await;
    }
}

#[actix_web::test]
async fn a_signed_in_buyer_fetches_the_invoice_of_an_own_order_only() {
    let shop = crate::support::shop().await;
    let user = active_user(&shop, "kunde@rechnung.test", Role::Customer).await;
    active_user(&shop, "andere@rechnung.test", Role::Customer).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let owner = Some(sign_in(&service, "kunde@rechnung.test").await);
    let other = Some(sign_in(&service, "andere@rechnung.test").await);
    let mut body = order_body(
        "kunde@rechnung.test",
        &[LineSpec {
            product_id: 2,
            packed: true,
            quantity: 1,
        }],
    );
    body["userId"] = Value::from(user);
    let (_, order, _) = call(
        &service,
        with_cookie(post_json("/api/orderLine/create-order", &body), &owner),
    )
    .await;
    pay_locally(&shop, &service, &order["id"], &owner).await;
    let order_id = order["id"].as_i64().unwrap();

    assert_eq!(
        invoice_of(&service, order_id, &owner).await.0,
        StatusCode::OK
    );
    assert_eq!(
        invoice_of(&service, order_id, &other).await.0,
        StatusCode::NOT_FOUND
    );
}
