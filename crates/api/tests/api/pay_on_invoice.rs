//! Pay on invoice through the HTTP API: the admin grants, changes and
//! withdraws an account's terms on the 'Kunden' page; the checkout offers
//! the option to that account only, and tells everyone else why not.

use actix_web::{cookie::Cookie, http::StatusCode, test};
use serde_json::json;
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    active_company_user, call, databases, mails_to,
    orders::{LineSpec, order_body},
    post_json, run_jobs, shop, shop_on, sign_in, with_cookie,
};

pub(crate) const NOT_GRANTED: &str =
    "Kauf auf Rechnung bieten wir Stammkunden nach Freischaltung an.";

#[actix_web::test]
async fn the_admin_grants_terms_and_only_that_account_is_offered_pay_on_invoice() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let roma = active_company_user(
        &shop,
        "wirt@roma-rechnung.test",
        "Pizzeria Roma",
        Role::Customer,
    )
    .await;
    active_company_user(
        &shop,
        "luca@rechnung.test",
        "Trattoria Luca",
        Role::Customer,
    )
    .await;
    let admin_id =
        active_company_user(&shop, "chef@rechnung.test", "PrimeCards", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@rechnung.test").await);
    let customer = Some(sign_in(&service, "wirt@roma-rechnung.test").await);
    let offered = |cookie| {
        let service = &service;
        async move {
            let (status, body, _) = call(
                service,
                with_cookie(test::TestRequest::get().uri("/api/invoice-terms"), &cookie),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body
        }
    };
    let terms = |user: i64, body: serde_json::Value| {
        with_cookie(
            test::TestRequest::put()
                .uri(&format!("/api/admin/customers/{user}/invoice-terms"))
                .set_json(body),
            &admin,
        )
    };

    assert_eq!(
        offered(None).await,
        json!({"available": false, "days": null, "reason": NOT_GRANTED})
    );
    assert_eq!(offered(customer.clone()).await["reason"], NOT_GRANTED);

    for (body, message) in [
        (
            json!({"limitCents": 99, "days": 14}),
            "Das Rechnungslimit muss zwischen 1,00 € und 50.000,00 € liegen.",
        ),
        (
            json!({"limitCents": 5_000_001, "days": 14}),
            "Das Rechnungslimit muss zwischen 1,00 € und 50.000,00 € liegen.",
        ),
        (
            json!({"limitCents": 50000, "days": 61}),
            "Das Zahlungsziel muss zwischen 7 und 60 Tagen liegen.",
        ),
        (
            json!({"limitCents": 50000, "days": 6}),
            "Das Zahlungsziel muss zwischen 7 und 60 Tagen liegen.",
        ),
    ] {
        let (status, refusal, _) = call(&service, terms(roma, body.clone())).await;
        assert_eq!(
            (status, refusal["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(message)),
            "{body}"
        );
    }
    let (status, refusal, _) = call(
        &service,
        terms(admin_id, json!({"limitCents": 50000, "days": 14})),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "an admin buys nothing: {refusal}"
    );
    assert_eq!(
        offered(customer.clone()).await["available"],
        false,
        "nothing was granted"
    );

    let (status, granted, _) = call(
        &service,
        terms(roma, json!({"limitCents": 50000, "days": 14})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{granted}");
    assert_eq!(granted, json!({"limitCents": 50000, "days": 14}));
    assert_eq!(
        offered(customer.clone()).await,
        json!({"available": true, "days": 14, "reason": null})
    );
    assert_eq!(offered(None).await["available"], false, "guests never");
    assert_eq!(
        offered(admin.clone()).await["available"],
        false,
        "nor the admin"
    );

    let (status, list, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/admin/customers?search=ROMA&page=1&pageSize=10"),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(
        list,
        json!({"items": [{"userId": roma, "companyName": "Pizzeria Roma", "email": "wirt@roma-rechnung.test",
                          "openCents": 0, "overdueCents": 0, "terms": {"limitCents": 50000, "days": 14}}],
               "total": 1, "page": 1, "pageSize": 10})
    );
    let (status, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get()
                .uri(&format!("/api/admin/customers?search={}", "x".repeat(201))),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let withdraw = || {
        with_cookie(
            test::TestRequest::delete().uri(&format!("/api/admin/customers/{roma}/invoice-terms")),
            &admin,
        )
    };
    assert_eq!(call(&service, withdraw()).await.0, StatusCode::NO_CONTENT);
    assert_eq!(call(&service, withdraw()).await.0, StatusCode::NOT_FOUND);
    assert_eq!(offered(customer).await["reason"], NOT_GRANTED);
}

/// An order of one packed card (49,90 € + 25,00 € packing) for `email`, to pay as `method`.
pub(crate) fn order_paid_by(email: &str, method: &str) -> serde_json::Value {
    let mut body = order_body(
        email,
        &[LineSpec {
            product_id: 2,
            packed: true,
            quantity: 1,
        }],
    );
    body["paymentMethod"] = json!(method);
    body
}

/// A customer of `shop` with terms of `limit_cents` and 14 days, signed in on `service`.
pub(crate) async fn customer_with_terms<S, B>(
    shop: &crate::support::TestShop,
    service: &S,
    email: &str,
    limit_cents: i64,
) -> Cookie<'static>
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let user = active_company_user(shop, email, "Pizzeria Roma", Role::Customer).await;
    shop.ctx
        .state
        .pay_on_invoice
        .grant(shop_domain::UserId::new(user), limit_cents, 14)
        .await
        .unwrap();
    sign_in(service, email).await
}

/// Places an order of one packed card on invoice as `buyer` and lets its
/// invoice be issued; its id and total in cents.
pub(crate) async fn invoiced_order<S, B>(
    shop: &crate::support::TestShop,
    service: &S,
    buyer: &Option<Cookie<'static>>,
) -> (i64, i64)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, placed, _) = call(
        service,
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_paid_by("wirt@roma-rechnung.test", "invoice"),
            ),
            buyer,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    run_jobs(shop).await;
    (
        placed["id"].as_i64().unwrap(),
        placed["totalAmount"].as_i64().unwrap(),
    )
}

#[actix_web::test]
async fn an_order_on_invoice_goes_ahead_at_once_and_its_invoice_is_due_by_transfer() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let buyer = Some(customer_with_terms(&shop, &service, "wirt@roma-rechnung.test", 50_000).await);

    // Guests and a wrong method are refused before anything is stored.
    let (status, refusal, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &order_paid_by("gast@rechnung.test", "invoice"),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{refusal}");
    assert_eq!(
        (refusal["code"].as_str(), refusal["message"].as_str()),
        (Some("invoice.not_granted"), Some(NOT_GRANTED))
    );
    let (status, refusal, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_paid_by("wirt@roma-rechnung.test", "rechnung"),
            ),
            &buyer,
        ),
    )
    .await;
    assert_eq!(
        (status, refusal["message"].as_str()),
        (
            StatusCode::BAD_REQUEST,
            Some("Die Zahlungsart muss „card“ oder „invoice“ sein.")
        )
    );
    assert_eq!(databases::count_rows(&shop.database_url(), "orders"), 0);

    let (status, placed, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_paid_by("wirt@roma-rechnung.test", "invoice"),
            ),
            &buyer,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    assert_eq!(placed["payementStatus"], "Invoiced");
    let order_id = placed["id"].as_i64().unwrap();
    let total = placed["totalAmount"].as_i64().unwrap();

    // No payment session: it is paid by transfer.
    let (status, _, _) = call(
        &service,
        with_cookie(
            post_json(
                "/api/orderLine/create-checkout-session",
                &json!({"orderId": order_id}),
            ),
            &buyer,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);

    // The invoice is issued by its job, due 14 days after its date.
    run_jobs(&shop).await;
    let (status, orders, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/orderLine/get-orderBy-user"),
            &buyer,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{orders}");
    let listed = &orders["orders"][0];
    let issued_on = chrono::Utc::now().date_naive();
    let due_on = issued_on + chrono::Days::new(14);
    assert_eq!(
        (
            &listed["payementStatus"],
            &listed["paymentMethod"],
            &listed["invoiceDueOn"],
            &listed["paidOn"]
        ),
        (
            &json!("Invoiced"),
            &json!("invoice"),
            &json!(due_on.to_string()),
            &json!(null)
        ),
        "{listed}"
    );
    let xml = test::call_service(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/orders/{order_id}/invoice.xml")),
            &buyer,
        )
        .to_request(),
    )
    .await;
    assert_eq!(xml.status(), StatusCode::OK);
    let xml = String::from_utf8(test::read_body(xml).await.to_vec()).unwrap();
    let due = format!("{:.2}", total as f64 / 100.0);
    for part in [
        "<ram:TypeCode>58</ram:TypeCode>".to_owned(),
        "<ram:IBANID>DE89370400440532013000</ram:IBANID>".to_owned(),
        "<ram:BICID>COBADEFFXXX</ram:BICID>".to_owned(),
        format!(
            "<ram:Description>Zahlbar ohne Abzug bis zum {}.</ram:Description>",
            due_on.format("%d.%m.%Y")
        ),
        format!(
            "<udt:DateTimeString format=\"102\">{}</udt:DateTimeString>",
            due_on.format("%Y%m%d")
        ),
        format!("<ram:DuePayableAmount>{due}</ram:DuePayableAmount>"),
        "<ram:TotalPrepaidAmount>0.00</ram:TotalPrepaidAmount>".to_owned(),
    ] {
        assert!(xml.contains(&part), "{part}: {xml}");
    }
}

/// 20 orders of one account at once against its limit of 500 €: those
/// accepted sum to at most the limit, as many as fit are accepted, every
/// other one is refused with the limit's text; on two instances when
/// `two_instances`.
async fn twenty_orders_race_the_limit(database: databases::TestDatabase, two_instances: bool) {
    let shop = shop_on(database).await;
    let first = test::init_service(app(shop.ctx.clone())).await;
    let second = test::init_service(app(if two_instances {
        shop.another_instance().await
    } else {
        shop.ctx.clone()
    }))
    .await;
    let buyer = Some(customer_with_terms(&shop, &first, "wirt@roma-rechnung.test", 50_000).await);
    let order = || {
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &order_paid_by("wirt@roma-rechnung.test", "invoice"),
            ),
            &buyer,
        )
    };

    let answers = futures_util::future::join_all((0..20).map(|n| {
        let (first, second) = (&first, &second);
        let request = order();
        async move {
            if n % 2 == 0 {
                call(first, request).await
            } else {
                call(second, request).await
            }
        }
    }))
    .await;

    let accepted: Vec<i64> = answers
        .iter()
        .filter(|(status, ..)| *status == StatusCode::CREATED)
        .map(|(_, body, _)| body["totalAmount"].as_i64().unwrap())
        .collect();
    let each = accepted[0];
    assert_eq!(
        accepted.len() as i64,
        50_000 / each,
        "as many as fit: {accepted:?}"
    );
    assert!(accepted.iter().sum::<i64>() <= 50_000);
    for (status, body, _) in answers
        .iter()
        .filter(|(status, ..)| *status != StatusCode::CREATED)
    {
        assert_eq!(*status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["code"], "invoice.limit_reached", "{body}");
    }
    let stored = databases::numbers(
        &shop.database_url(),
        "SELECT CAST(COALESCE(SUM(total_cents), 0) AS BIGINT) AS value FROM orders WHERE payment_status = 'Invoiced'",
    )[0];
    assert_eq!(
        stored,
        accepted.iter().sum::<i64>(),
        "nothing refused was stored"
    );
    println!(
        "limit race ({}): 20 orders of {each} cents against 50000: {} accepted, {stored} cents reserved",
        if two_instances {
            "postgres, two instances"
        } else {
            "sqlite"
        },
        accepted.len()
    );
}

#[actix_web::test]
async fn twenty_orders_at_once_stay_within_the_limit_on_sqlite() {
    twenty_orders_race_the_limit(databases::TestDatabase::sqlite(), false).await;
}

#[actix_web::test]
async fn twenty_orders_at_once_on_two_instances_stay_within_the_limit_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        twenty_orders_race_the_limit(database, true).await;
    }
}

#[actix_web::test]
async fn payments_add_up_until_the_order_is_paid_and_the_buyer_is_told_once() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let buyer = Some(customer_with_terms(&shop, &service, "wirt@roma-rechnung.test", 50_000).await);
    active_company_user(&shop, "chef@rechnung.test", "PrimeCards", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@rechnung.test").await);
    let (order_id, total) = invoiced_order(&shop, &service, &buyer).await;
    let today = chrono::Utc::now().date_naive();
    let book = |body: serde_json::Value| {
        with_cookie(
            post_json(&format!("/api/admin/orders/{order_id}/payments"), &body),
            &admin,
        )
    };

    for (body, message) in [
        (
            json!({"amountCents": 0, "paidOn": today.to_string(), "note": ""}),
            "Bitte geben Sie einen Betrag zwischen 0,01 € und 1.000.000,00 € ein.",
        ),
        (
            json!({"amountCents": 100, "paidOn": (today + chrono::Days::new(2)).to_string(), "note": ""}),
            "Das Zahlungsdatum darf nicht in der Zukunft liegen.",
        ),
        (
            json!({"amountCents": 100, "paidOn": "10.12.2026", "note": ""}),
            "Bitte geben Sie das Zahlungsdatum als JJJJ-MM-TT an.",
        ),
        (
            json!({"amountCents": 100, "paidOn": today.to_string(), "note": "a\u{7}b"}),
            "Die Notiz darf höchstens 200 Zeichen lang sein und keine Steuerzeichen enthalten.",
        ),
    ] {
        let (status, refusal, _) = call(&service, book(body.clone())).await;
        assert_eq!(
            (status, refusal["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(message)),
            "{body}"
        );
    }

    let (status, part, _) = call(
        &service,
        book(json!({"amountCents": 1000, "paidOn": today.to_string(), "note": "Teilzahlung 🍕"})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{part}");
    assert_eq!(
        part,
        json!({"paidCents": 1000, "totalCents": total, "paid": false,
               "payments": [{"amountCents": 1000, "paidOn": today.to_string(), "note": "Teilzahlung 🍕"}]})
    );
    let (status, rest, _) = call(
        &service,
        book(json!({"amountCents": total - 1000, "paidOn": today.to_string(), "note": ""})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{rest}");
    assert_eq!(
        (rest["paidCents"].as_i64(), &rest["paid"]),
        (Some(total), &json!(true))
    );
    let (status, refusal, _) = call(
        &service,
        book(json!({"amountCents": 100, "paidOn": today.to_string(), "note": ""})),
    )
    .await;
    assert_eq!(
        (status, refusal["message"].as_str()),
        (
            StatusCode::CONFLICT,
            Some("Diese Rechnung ist bereits vollständig bezahlt.")
        )
    );

    let (_, orders, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri("/api/orderLine/get-orderBy-user"),
            &buyer,
        ),
    )
    .await;
    assert_eq!(
        (
            &orders["orders"][0]["payementStatus"],
            &orders["orders"][0]["paidOn"]
        ),
        (&json!("Paid"), &json!(today.to_string()))
    );
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
    assert_eq!(details["invoicePayments"]["paid"], true, "{details}");
    assert_eq!(
        details["invoicePayments"]["payments"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    let mails = mails_to(&shop, "wirt@roma-rechnung.test").await;
    let paid_mails: Vec<_> = mails
        .iter()
        .filter(|mail| mail.contains("vollständig bei uns eingegangen"))
        .collect();
    assert_eq!(paid_mails.len(), 1, "told once: {mails:#?}");
}

/// A camt.053.001.02 statement of `credits` (amount in cents, debtor, remittance) and one debit.
fn statement(credits: &[(i64, &str, &str)]) -> String {
    let entries: String = credits
        .iter()
        .map(|(cents, debtor, remittance)| {
            format!(
                r#"<Ntry><Amt Ccy="EUR">{}.{:02}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2026-12-01</Dt></BookgDt><ValDt><Dt>2026-12-01</Dt></ValDt>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>{debtor}</Nm></Dbtr></RltdPties>
<RmtInf><Ustrd>{remittance}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>"#,
                cents / 100,
                cents % 100
            )
        })
        .collect();
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-12-02T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>2026-12-01-00001</Id><CreDtTm>2026-12-02T06:00:00+01:00</CreDtTm>
<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
{entries}
<Ntry><Amt Ccy="EUR">4.90</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt>
<BkTxCd><Domn><Cd>ACMT</Cd></Domn></BkTxCd></Ntry>
</Stmt></BkToCstmrStmt></Document>"#
    )
}

#[actix_web::test]
async fn a_bank_statement_pays_the_invoice_it_names_once_and_lists_the_rest() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let buyer = Some(customer_with_terms(&shop, &service, "wirt@roma-rechnung.test", 50_000).await);
    active_company_user(&shop, "chef@rechnung.test", "PrimeCards", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@rechnung.test").await);
    let (order_id, total) = invoiced_order(&shop, &service, &buyer).await;
    let invoice = databases::texts(
        &shop.database_url(),
        &format!("SELECT number AS value FROM invoices WHERE order_id = {order_id}"),
    )[0]
    .clone();
    let import = |xml: String, content_type: &str| {
        with_cookie(
            test::TestRequest::post()
                .uri("/api/admin/bank-statements")
                .insert_header(("Content-Type", content_type.to_owned()))
                .set_payload(xml),
            &admin,
        )
    };
    let file = statement(&[
        (
            1000,
            "Pizzeria Roma",
            &format!("Teilzahlung {}", invoice.to_lowercase()),
        ),
        (
            total - 1000,
            "Pizzeria Roma",
            &format!("Rechnung:{invoice},Kd 17"),
        ),
        (12_345, "Unbekannt GmbH", "Spende ohne Angabe"),
    ]);

    let (status, first, _) = call(&service, import(file.clone(), "application/xml")).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["booked"].as_array().unwrap().len(), 2, "{first}");
    assert_eq!(first["booked"][1]["invoiceNumber"], invoice.as_str());
    assert_eq!(first["booked"][1]["orderId"], order_id);
    assert_eq!(
        first["unassigned"],
        json!([{"amountCents": 12_345, "bookedOn": "2026-12-01", "debtor": "Unbekannt GmbH",
                "remittance": "Spende ohne Angabe", "reference": "2026-12-01-00001#3"}])
    );
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
    assert_eq!(details["orderRow"]["payementStatus"], "Paid", "{details}");
    assert_eq!(details["invoicePayments"]["paidCents"], total);

    // The same statement again books nothing twice.
    let (status, again, _) = call(&service, import(file, "text/xml; charset=utf-8")).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["booked"], json!([]));
    assert_eq!(
        databases::count_rows(&shop.database_url(), "invoice_payments"),
        2
    );

    for (xml, content_type, expected) in [
        (
            "<Document>".to_owned(),
            "application/xml",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            statement(&[]),
            "application/xml",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            statement(&[]),
            "text/plain",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
    ] {
        let (status, refusal, _) = call(&service, import(xml, content_type)).await;
        assert_eq!(status, expected, "{refusal}");
        assert!(refusal["message"].is_string(), "{refusal}");
    }
    assert_eq!(
        databases::count_rows(&shop.database_url(), "invoice_payments"),
        2
    );
}

/// Bought on invoice, the order goes ahead as a paid one does: its proof is
/// rendered and the buyer approves it, long before any money arrives.
#[actix_web::test]
async fn an_order_on_invoice_gets_its_proof_and_the_buyer_approves_it() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let buyer = Some(customer_with_terms(&shop, &service, "wirt@roma-rechnung.test", 50_000).await);
    let (order_id, _) = invoiced_order(&shop, &service, &buyer).await;
    let line_id = databases::numbers(
        &shop.database_url(),
        &format!("SELECT id AS value FROM order_lines WHERE order_id = {order_id}"),
    )[0];

    let (status, approved, _) = call(
        &service,
        with_cookie(
            post_json(
                &format!("/api/order-lines/{line_id}/approve"),
                &json!({"version": 1}),
            ),
            &buyer,
        ),
    )
    .await;

    assert_eq!(status, StatusCode::OK, "{approved}");
    assert_eq!(approved["orderStatus"], "Approved", "{approved}");
}
