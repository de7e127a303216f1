//! Discount codes through the HTTP API, on SQLite and PostgreSQL: the back
//! office manages them, anyone checks one against a cart, an order is priced
//! with it by the server alone, and no code is used beyond its limits however
//! many checkouts arrive at once; a use comes back when the order will not be
//! paid or is cancelled. The invoice and credit note of an order with a code
//! go to the offline validator chain like every other.

use actix_web::{cookie::Cookie, http::StatusCode, test};
use futures_util::future::join_all;
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

use crate::{
    invoices::{keep_sample, set_status},
    support::{
        TestShop, active_user, call,
        databases::TestDatabase,
        get_json, get_text, link_in, mails_to,
        orders::{LineSpec, order_body},
        pay_locally, post_json, shop, shop_on, sign_in, with_cookie,
    },
};

const ALREADY_REDEEMED: &str = "Dieser Aktionscode wurde bereits eingelöst.";

/// The bytes of a document the browser session `cookie` may fetch.
async fn pdf_bytes<S, B>(service: &S, uri: &str, cookie: &Option<Cookie<'static>>) -> Vec<u8>
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
        with_cookie(test::TestRequest::get().uri(uri), cookie).to_request(),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK, "{uri}");
    test::read_body(response).await.to_vec()
}

fn guest_order(email: &str, code: &str) -> Value {
    let mut body = order_body(
        email,
        &[LineSpec {
            product_id: 2,
            packed: true,
            quantity: 2,
        }],
    );
    body["voucherCode"] = json!(code);
    body
}

async fn admin_of<S, B>(shop: &TestShop, service: &S) -> Option<Cookie<'static>>
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    active_user(shop, "aktionen@primecards.test", Role::Admin).await;
    Some(sign_in(service, "aktionen@primecards.test").await)
}

async fn create_code<S, B>(service: &S, admin: &Option<Cookie<'static>>, body: Value) -> Value
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, created, _) = call(
        service,
        with_cookie(post_json("/api/admin/vouchers", &body), admin),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    created
}

/// The back office's view of `code`: (redeemed, reserved).
async fn uses_of<S, B>(service: &S, admin: &Option<Cookie<'static>>, code: &str) -> (i64, i64)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, list, _) = call(
        service,
        with_cookie(test::TestRequest::get().uri("/api/admin/vouchers"), admin),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let voucher = list
        .as_array()
        .unwrap()
        .iter()
        .find(|voucher| voucher["code"] == code)
        .unwrap_or_else(|| panic!("{code} not in {list}"));
    (
        voucher["redeemed"].as_i64().unwrap(),
        voucher["reserved"].as_i64().unwrap(),
    )
}

#[actix_web::test]
async fn the_back_office_creates_lists_switches_and_deletes_codes_and_anyone_checks_one() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = admin_of(&shop, &service).await;

    let created = create_code(
        &service,
        &admin,
        json!({"code": "sommer10", "percentOff": 10, "validFrom": "2020-01-01", "validUntil": "2099-12-31"}),
    )
    .await;
    assert_eq!(created["code"], "SOMMER10");
    assert_eq!(created["maxUses"], 1, "usable once unless authorised");
    assert_eq!(created["maxUsesPerCustomer"], 1);
    assert_eq!(created["active"], true);
    for (body, status, message) in [
        (
            json!({"code": "SOMMER10", "percentOff": 5}),
            StatusCode::CONFLICT,
            "Diesen Aktionscode gibt es bereits.",
        ),
        (
            json!({"code": "GRÜN 10", "percentOff": 5}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten.",
        ),
        (
            json!({"code": "ABC", "percentOff": 5}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Der Code muss 4 bis 20 Zeichen lang sein.",
        ),
        (
            json!({"code": "HUNDERT1", "percentOff": 101}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Der Rabatt in Prozent muss eine ganze Zahl von 1 bis 100 sein.",
        ),
        (
            json!({"code": "BEIDES", "percentOff": 5, "amountOffCents": 500}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Bitte geben Sie entweder einen Rabatt in Prozent oder einen Betrag an.",
        ),
        (
            json!({"code": "DATUM", "amountOffCents": 500, "validFrom": "2026-08-01", "validUntil": "2026-07-31"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.",
        ),
        (
            json!({"code": "DATUM2", "amountOffCents": 500, "validFrom": "31.07.2026"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Gültig ab: Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).",
        ),
        (
            json!({"code": "NULLMAL", "amountOffCents": 500, "maxUses": 0}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Ein Aktionscode muss mindestens einmal einlösbar sein.",
        ),
    ] {
        let (answered, refusal, _) = call(
            &service,
            with_cookie(post_json("/api/admin/vouchers", &body), &admin),
        )
        .await;
        assert_eq!(
            (answered, refusal["message"].as_str().unwrap()),
            (status, message),
            "{body}"
        );
    }

    let cart = guest_order("pruefer@aktion.test", "")["orderLines"].clone();
    let check = |code: &str| {
        post_json(
            "/api/vouchers/check",
            &json!({"code": code, "orderLines": cart}),
        )
    };
    let (status, quote, _) = call(&service, check(" sommer10 ")).await;
    assert_eq!(status, StatusCode::OK, "{quote}");
    let net = quote["netCents"].as_i64().unwrap();
    let discount = quote["discountCents"].as_i64().unwrap();
    assert_eq!(discount, (net * 10 + 50) / 100, "10 %, rounded half up");
    assert_eq!(quote["vatCents"], ((net - discount) * 19 + 50) / 100);
    assert_eq!(
        quote["totalCents"],
        net - discount + quote["vatCents"].as_i64().unwrap()
    );
    create_code(
        &service,
        &admin,
        json!({"code": "AB-500", "amountOffCents": 500_000, "minOrderCents": net + 1}),
    )
    .await;
    create_code(
        &service,
        &admin,
        json!({"code": "OEFFNER", "percentOff": 20, "categoryId": 3}),
    )
    .await;
    create_code(
        &service,
        &admin,
        json!({"code": "SPAETER", "percentOff": 20, "validFrom": "2099-01-01"}),
    )
    .await;
    create_code(
        &service,
        &admin,
        json!({"code": "VORBEI", "percentOff": 20, "validUntil": "2020-01-01"}),
    )
    .await;
    // Clients branch on the stable code, never on the German text.
    for (code, message, error_code) in [
        (
            "UNBEKANNT",
            "Dieser Aktionscode ist ungültig.",
            "voucher.unknown",
        ),
        (
            "<script>",
            "Dieser Aktionscode ist ungültig.",
            "voucher.unknown",
        ),
        (
            "OEFFNER",
            "Dieser Aktionscode gilt nicht für die Artikel in Ihrem Warenkorb.",
            "voucher.not_applicable",
        ),
        (
            "SPAETER",
            "Dieser Aktionscode ist noch nicht gültig.",
            "voucher.not_yet_valid",
        ),
        (
            "VORBEI",
            "Dieser Aktionscode ist abgelaufen.",
            "voucher.expired",
        ),
    ] {
        let (status, refusal, _) = call(&service, check(code)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{code}");
        assert_eq!(refusal["message"], message, "{code}");
        assert_eq!(refusal["code"], error_code, "{code}");
    }
    let (_, minimum, _) = call(&service, check("ab-500")).await;
    assert_eq!(minimum["code"], "voucher.minimum_not_reached");
    assert!(
        minimum["message"]
            .as_str()
            .unwrap()
            .starts_with("Der Mindestbestellwert für diesen Aktionscode von "),
        "{minimum}"
    );

    let (status, off, _) = call(
        &service,
        with_cookie(
            post_json("/api/admin/vouchers/Sommer10/deactivate", &json!({})),
            &admin,
        ),
    )
    .await;
    assert_eq!(
        (status, off["active"].clone()),
        (StatusCode::OK, json!(false))
    );
    assert_eq!(
        call(&service, check("SOMMER10")).await.1["message"],
        "Dieser Aktionscode ist ungültig."
    );
    call(
        &service,
        with_cookie(
            post_json("/api/admin/vouchers/SOMMER10/activate", &json!({})),
            &admin,
        ),
    )
    .await;
    assert_eq!(call(&service, check("SOMMER10")).await.0, StatusCode::OK);

    let (placed, order, _) = call(
        &service,
        post_json(
            "/api/orderLine/create-order",
            &guest_order("erste@aktion.test", "Sommer10"),
        ),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{order}");
    assert_eq!(
        order["totalAmount"], quote["totalCents"],
        "priced like the check"
    );
    assert_eq!(order["discountCents"], quote["discountCents"]);
    assert_eq!(order["voucherCode"], "SOMMER10");
    let delete = |code: &str| {
        with_cookie(
            test::TestRequest::delete().uri(&format!("/api/admin/vouchers/{code}")),
            &admin,
        )
    };
    let (status, refusal, _) = call(&service, delete("SOMMER10")).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        refusal["message"],
        "Ein bereits verwendeter Aktionscode kann nicht gelöscht werden."
    );
    assert_eq!(
        call(&service, delete("SPAETER")).await.0,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        call(&service, delete("SPAETER")).await.0,
        StatusCode::NOT_FOUND
    );
    let (_, list) = get_json(&service, "/api/admin/vouchers").await;
    assert!(
        list.get("message").is_some(),
        "a guest gets no list: {list}"
    );
}

/// 20 guests order with a single-use code at once: one gets the discount,
/// 19 are refused and leave nothing behind.
async fn twenty_checkouts_at_once(database: TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = admin_of(&shop, &service).await;
    create_code(
        &service,
        &admin,
        json!({"code": "EINMAL", "percentOff": 15}),
    )
    .await;
    let orders_before = crate::support::databases::count_rows(&shop.database_url(), "orders");

    let answers = join_all((0..20).map(|n| {
        let body = guest_order(&format!("gast{n}@rennen.test"), "einmal");
        call(&service, post_json("/api/orderLine/create-order", &body))
    }))
    .await;

    let won: Vec<&Value> = answers
        .iter()
        .filter(|(status, _, _)| *status == StatusCode::CREATED)
        .map(|(_, body, _)| body)
        .collect();
    assert_eq!(won.len(), 1, "exactly one order has the discount");
    assert!(won[0]["discountCents"].as_i64().unwrap() > 0);
    for (status, body, _) in answers
        .iter()
        .filter(|(status, _, _)| *status != StatusCode::CREATED)
    {
        assert_eq!(*status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["message"], ALREADY_REDEEMED);
        assert_eq!(body["code"], "voucher.used_up");
    }
    assert_eq!(
        crate::support::databases::count_rows(&shop.database_url(), "orders"),
        orders_before + 1,
        "the refused orders stored nothing"
    );
    assert_eq!(
        crate::support::databases::count_rows(&shop.database_url(), "voucher_uses"),
        1
    );
    assert_eq!(uses_of(&service, &admin, "EINMAL").await, (0, 1));
}

#[actix_web::test]
async fn twenty_parallel_orders_with_a_single_use_code_discount_one_on_sqlite() {
    twenty_checkouts_at_once(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn twenty_parallel_orders_with_a_single_use_code_discount_one_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        twenty_checkouts_at_once(database).await;
    }
}

async fn limits_and_releases(database: TestDatabase, label: &str) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = admin_of(&shop, &service).await;
    create_code(
        &service,
        &admin,
        json!({"code": "STAMMGAST", "amountOffCents": 1000, "maxUses": 10, "maxUsesPerCustomer": 1}),
    )
    .await;
    let place = |body: Value| call(&service, post_json("/api/orderLine/create-order", &body));

    // A guest is their e-mail address, whatever its case.
    let (first, order, _) = place(guest_order("Maria@Stamm-Gast.de", "STAMMGAST")).await;
    assert_eq!(first, StatusCode::CREATED, "{order}");
    let (again, refusal, _) = place(guest_order("maria@stamm-gast.de", "stammgast")).await;
    assert_eq!(
        (again, refusal["message"].as_str().unwrap()),
        (StatusCode::UNPROCESSABLE_ENTITY, ALREADY_REDEEMED)
    );
    // An account is its account, whatever address it ships to.
    active_user(&shop, "konto@stamm-gast.de", Role::Customer).await;
    let customer = Some(sign_in(&service, "konto@stamm-gast.de").await);
    let by_account = |email: &str| {
        with_cookie(
            post_json(
                "/api/orderLine/create-order",
                &guest_order(email, "STAMMGAST"),
            ),
            &customer,
        )
    };
    assert_eq!(
        call(&service, by_account("liefer1@stamm-gast.de")).await.0,
        StatusCode::CREATED
    );
    let (status, refusal, _) = call(&service, by_account("liefer2@stamm-gast.de")).await;
    assert_eq!(
        (status, refusal["message"].as_str().unwrap()),
        (StatusCode::UNPROCESSABLE_ENTITY, ALREADY_REDEEMED)
    );
    assert_eq!(
        uses_of(&service, &admin, "STAMMGAST").await,
        (0, 2),
        "{label}"
    );

    // The same attempt sent twice (a lost answer) is one order holding one use.
    let keyed = || {
        post_json(
            "/api/orderLine/create-order",
            &guest_order("doppelt@stamm-gast.de", "STAMMGAST"),
        )
        .insert_header(("Idempotency-Key", "7f0c2b9e-voucher-retry"))
    };
    let (one, first_try, _) = call(&service, keyed()).await;
    let (two, second_try, _) = call(&service, keyed()).await;
    assert_eq!(
        (one, two),
        (StatusCode::CREATED, StatusCode::CREATED),
        "{second_try}"
    );
    assert_eq!(first_try["id"], second_try["id"]);
    assert_eq!(
        uses_of(&service, &admin, "STAMMGAST").await,
        (0, 3),
        "{label}"
    );

    // Cancelling the unpaid order gives its use back: Maria may use the code again.
    let order_id = order["id"].as_i64().unwrap();
    assert_eq!(
        set_status(&service, &admin, order_id, "Cancelled").await.0,
        StatusCode::OK
    );
    assert_eq!(
        uses_of(&service, &admin, "STAMMGAST").await,
        (0, 2),
        "{label}"
    );
    let (status, paid_order, maria) = place(guest_order("MARIA@stamm-gast.de", "STAMMGAST")).await;
    assert_eq!(status, StatusCode::CREATED, "{paid_order}");
    pay_locally(&shop, &service, &paid_order["id"], &maria).await;
    assert_eq!(
        uses_of(&service, &admin, "STAMMGAST").await,
        (1, 2),
        "{label}"
    );
    let (_, state, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/check-payment-status?order_id={}",
                paid_order["id"]
            )),
            &maria,
        ),
    )
    .await;
    assert_eq!(state["voucherCode"], "STAMMGAST");
    assert_eq!(state["discountCents"], 1000);

    // The invoice states the discount as a document-level allowance.
    let paid_id = paid_order["id"].as_i64().unwrap();
    let (status, xml) = get_text(
        &service,
        &format!("/api/orders/{paid_id}/invoice.xml"),
        &maria,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{xml}");
    for part in [
        "<ram:AllowanceTotalAmount>10.00</ram:AllowanceTotalAmount>",
        "<ram:Reason>Aktionscode STAMMGAST</ram:Reason>",
        "<ram:ReasonCode>95</ram:ReasonCode>",
    ] {
        assert!(xml.contains(part), "{part} missing in {xml}");
    }
    keep_sample(&format!("voucher-invoice-{label}.xml"), xml.as_bytes());
    let pdf = pdf_bytes(
        &service,
        &format!("/api/orders/{paid_id}/invoice.pdf"),
        &maria,
    )
    .await;
    keep_sample(&format!("voucher-invoice-{label}.pdf"), &pdf);

    // Cancelling the paid order refunds it, reverses the allowance in the credit note and gives the use back.
    assert_eq!(
        set_status(&service, &admin, paid_id, "Cancelled").await.0,
        StatusCode::OK
    );
    assert_eq!(
        uses_of(&service, &admin, "STAMMGAST").await,
        (0, 2),
        "{label}"
    );
    let (status, credit_note) = get_text(
        &service,
        &format!("/api/orders/{paid_id}/credit-note.xml"),
        &maria,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{credit_note}");
    assert!(credit_note.contains("<ram:TypeCode>381</ram:TypeCode>"));
    assert!(credit_note.contains("<ram:AllowanceTotalAmount>10.00</ram:AllowanceTotalAmount>"));
    keep_sample(
        &format!("voucher-credit-note-{label}.xml"),
        credit_note.as_bytes(),
    );
    let pdf = pdf_bytes(
        &service,
        &format!("/api/orders/{paid_id}/credit-note.pdf"),
        &maria,
    )
    .await;
    keep_sample(&format!("voucher-credit-note-{label}.pdf"), &pdf);
}

#[actix_web::test]
async fn per_customer_limits_idempotent_retries_and_releases_on_sqlite() {
    limits_and_releases(TestDatabase::sqlite(), "sqlite").await;
}

#[actix_web::test]
async fn per_customer_limits_idempotent_retries_and_releases_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        limits_and_releases(database, "postgres").await;
    }
}

const TOO_MANY_ATTEMPTS: &str = "Zu viele Versuche. Bitte versuchen Sie es später erneut.";

/// `request` as sent by the client at `address` (IPv4 or IPv6).
fn sent_from(request: test::TestRequest, address: &str) -> test::TestRequest {
    let peer = if address.contains(':') {
        format!("[{address}]:41000")
    } else {
        format!("{address}:41000")
    };
    request.peer_addr(peer.parse().unwrap())
}

/// Guesses against one client's limit: 20 refused codes an hour, through
/// the check and create-order together; a right code costs nothing until
/// the limit is reached, and then is refused like any other; another
/// address, and another IPv6 /64, have budgets of their own.
async fn guesses_limited(database: TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = admin_of(&shop, &service).await;
    create_code(
        &service,
        &admin,
        json!({"code": "SOMMER10", "percentOff": 10, "maxUses": 100, "maxUsesPerCustomer": 100}),
    )
    .await;
    let cart = guest_order("rater@aktion.test", "")["orderLines"].clone();
    let check = |code: &str, address: &str| {
        let request = post_json(
            "/api/vouchers/check",
            &json!({"code": code, "orderLines": cart}),
        );
        call(&service, sent_from(request, address))
    };
    let order = |code: &str, address: &str| {
        let request = post_json(
            "/api/orderLine/create-order",
            &guest_order("rater@aktion.test", code),
        );
        call(&service, sent_from(request, address))
    };

    // 12 wrong guesses by check, 8 by order; right codes in between are free.
    for n in 0..12 {
        let (status, body, _) = check(&format!("RATE{n:04}"), "203.0.113.7").await;
        assert_eq!(
            (status, body["message"].as_str().unwrap()),
            (
                StatusCode::UNPROCESSABLE_ENTITY,
                "Dieser Aktionscode ist ungültig."
            ),
            "guess {n}"
        );
        if n % 4 == 0 {
            assert_eq!(check("sommer10", "203.0.113.7").await.0, StatusCode::OK);
        }
    }
    assert_eq!(
        order("SOMMER10", "203.0.113.7").await.0,
        StatusCode::CREATED
    );
    for n in 12..20 {
        let (status, body, _) = order(&format!("RATE{n:04}"), "203.0.113.7").await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "guess {n}: {body}"
        );
    }

    // The 21st is refused unseen, and so is the right code, by either route.
    for (status, body, _) in [
        check("RATE0020", "203.0.113.7").await,
        check("SOMMER10", "203.0.113.7").await,
        order("SOMMER10", "203.0.113.7").await,
    ] {
        assert_eq!(
            (status, body["message"].as_str().unwrap()),
            (StatusCode::TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS)
        );
    }
    let throttled = test::call_service(
        &service,
        sent_from(
            post_json(
                "/api/vouchers/check",
                &json!({"code": "SOMMER10", "orderLines": cart}),
            ),
            "203.0.113.7",
        )
        .to_request(),
    )
    .await;
    let wait: u64 = throttled
        .headers()
        .get("Retry-After")
        .unwrap()
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((3000..=3600).contains(&wait), "Retry-After {wait}");
    // An order without a code is no guess.
    assert_eq!(
        order_without_code(&service, "203.0.113.7").await,
        StatusCode::CREATED
    );

    // Another address is not affected.
    assert_eq!(
        check("RATE0021", "198.51.100.2").await.0,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(check("SOMMER10", "198.51.100.2").await.0, StatusCode::OK);

    // An IPv6 subscriber's /64 is one client: its neighbour shares the budget.
    for host in 1..=20 {
        let address = format!("2001:db8:5:1:{host:x}::1");
        assert_eq!(
            check("FALSCH-1", &address).await.0,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{address}"
        );
    }
    let (status, body, _) = check("SOMMER10", "2001:db8:5:1:ffff::99").await;
    assert_eq!(
        (status, body["message"].as_str().unwrap()),
        (StatusCode::TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS)
    );
    assert_eq!(
        check("SOMMER10", "2001:db8:5:2::1").await.0,
        StatusCode::OK,
        "the next /64 is another client"
    );
}

async fn order_without_code<S, B>(service: &S, address: &str) -> StatusCode
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let mut body = guest_order("ohne-code@aktion.test", "");
    body.as_object_mut().unwrap().remove("voucherCode");
    let request = post_json("/api/orderLine/create-order", &body);
    call(service, sent_from(request, address)).await.0
}

#[actix_web::test]
async fn the_21st_refused_code_from_one_client_is_throttled_on_sqlite() {
    guesses_limited(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn the_21st_refused_code_from_one_client_is_throttled_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        guesses_limited(database).await;
    }
}

/// A once-per-customer code: an account and guest orders under the address
/// it signed up with are one customer, whichever orders first; an address
/// with a `+tag` is another customer.
async fn account_and_guest_are_one_customer(database: TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = admin_of(&shop, &service).await;
    for code in ["GAST-ZUERST", "KONTO-ZUERST"] {
        create_code(
            &service,
            &admin,
            json!({"code": code, "percentOff": 10, "maxUses": 10, "maxUsesPerCustomer": 1}),
        )
        .await;
    }
    active_user(&shop, "chef@example.de", Role::Customer).await;
    let account = Some(sign_in(&service, "chef@example.de").await);
    let as_guest = |email: &str, code: &str| {
        call(
            &service,
            post_json("/api/orderLine/create-order", &guest_order(email, code)),
        )
    };
    // The account's orders go to another delivery address: the account's own counts.
    let as_account = |code: &str| {
        call(
            &service,
            with_cookie(
                post_json(
                    "/api/orderLine/create-order",
                    &guest_order("lieferung@example.de", code),
                ),
                &account,
            ),
        )
    };
    let refused = |(status, body, _): (StatusCode, Value, Option<Cookie<'static>>)| {
        assert_eq!(
            (status, body["message"].as_str().unwrap_or_default()),
            (StatusCode::UNPROCESSABLE_ENTITY, ALREADY_REDEEMED)
        );
    };

    // Guest first, then the account.
    assert_eq!(
        as_guest(" Chef@Example.de ", "GAST-ZUERST").await.0,
        StatusCode::CREATED
    );
    refused(as_account("GAST-ZUERST").await);
    // The account first, then a guest.
    assert_eq!(as_account("KONTO-ZUERST").await.0, StatusCode::CREATED);
    refused(as_guest(" Chef@Example.de ", "KONTO-ZUERST").await);

    for code in ["GAST-ZUERST", "KONTO-ZUERST"] {
        assert_eq!(
            as_guest("chef+2@example.de", code).await.0,
            StatusCode::CREATED,
            "{code}: a +tag is another customer"
        );
        assert_eq!(uses_of(&service, &admin, code).await, (0, 2), "{code}");
    }
}

#[actix_web::test]
async fn an_account_and_guest_orders_under_its_address_are_one_customer_on_sqlite() {
    account_and_guest_are_one_customer(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn an_account_and_guest_orders_under_its_address_are_one_customer_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        account_and_guest_are_one_customer(database).await;
    }
}

const ORDER_AGAIN: &str = "Dieser Aktionscode wurde bereits eingelöst. Bitte bestellen Sie erneut.";

/// Opens the payment of `order` as the browser session `cookie` placed it.
async fn open_checkout<S, B>(
    service: &S,
    order: &Value,
    cookie: &Option<Cookie<'static>>,
) -> (StatusCode, Value)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, body, _) = call(
        service,
        with_cookie(
            post_json(
                "/api/orderLine/create-checkout-session",
                &json!({"orderId": order["id"]}),
            ),
            cookie,
        ),
    )
    .await;
    (status, body)
}

/// Unpaid orders do not hoard a limited code: an hour after it was placed,
/// an order with no payment and no open checkout gives its use back (an
/// account's, a guest's, the back office's custom order), and the next
/// customer gets the code; opening the payment of a released order (its
/// checkout, or the custom order's mailed link) reserves the use again, or
/// refuses once the code is used up.
async fn unpaid_orders_give_uses_back(database: TestDatabase) {
    let shop = shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let admin = admin_of(&shop, &service).await;
    create_code(
        &service,
        &admin,
        json!({"code": "DREIMAL", "percentOff": 10, "maxUses": 3}),
    )
    .await;
    active_user(&shop, "konto@unbezahlt.test", Role::Customer).await;
    let account = Some(sign_in(&service, "konto@unbezahlt.test").await);
    let place = |email: &str, cookie: &Option<Cookie<'static>>| {
        call(
            &service,
            with_cookie(
                post_json(
                    "/api/orderLine/create-order",
                    &guest_order(email, "DREIMAL"),
                ),
                cookie,
            ),
        )
    };
    let (status, by_account, _) = place("konto@unbezahlt.test", &account).await;
    assert_eq!(status, StatusCode::CREATED, "{by_account}");
    // The back office's custom order, paid through the link it mails.
    let mut custom = guest_order("kunde@unbezahlt.test", "DREIMAL");
    custom["orderType"] = json!("Costume");
    let (status, by_link, _) = call(
        &service,
        with_cookie(post_json("/api/orderLine/create-order", &custom), &admin),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{by_link}");
    let (status, with_checkout, paying) = place("gast2@unbezahlt.test", &None).await;
    assert_eq!(status, StatusCode::CREATED, "{with_checkout}");
    let (status, refused, _) = place("gast3@unbezahlt.test", &None).await;
    assert_eq!(
        (status, refused["message"].as_str().unwrap()),
        (StatusCode::UNPROCESSABLE_ENTITY, ALREADY_REDEEMED)
    );
    // This one's payment page is open: it keeps its use while the page takes payment.
    assert_eq!(
        open_checkout(&service, &with_checkout, &paying).await.0,
        StatusCode::OK
    );

    let an_hour_later = chrono::Utc::now().naive_utc() + chrono::TimeDelta::minutes(61);
    let released = shop
        .ctx
        .state
        .vouchers
        .release_unpaid_at(an_hour_later)
        .await
        .unwrap();

    let ids: Vec<i64> = released.iter().map(|order| order.get()).collect();
    let mut expected = vec![
        by_account["id"].as_i64().unwrap(),
        by_link["id"].as_i64().unwrap(),
    ];
    expected.sort_unstable();
    assert_eq!(ids, expected);
    assert_eq!(uses_of(&service, &admin, "DREIMAL").await, (0, 1));
    let (status, fourth, _) = place("gast3@unbezahlt.test", &None).await;
    assert_eq!(status, StatusCode::CREATED, "{fourth}");
    assert!(fourth["discountCents"].as_i64().unwrap() > 0);

    // Paying later reserves the use again while there is one, then refuses.
    assert_eq!(
        open_checkout(&service, &by_account, &account).await.0,
        StatusCode::OK
    );
    assert_eq!(uses_of(&service, &admin, "DREIMAL").await, (0, 3));
    let mail = mails_to(&shop, "kunde@unbezahlt.test").await;
    let link = link_in(&mail[0], "http://127.0.0.1:8080/api/payments/link/");
    let (status, body, _) = call(
        &service,
        test::TestRequest::post().uri(link.strip_prefix(crate::support::PUBLIC_URL).unwrap()),
    )
    .await;
    assert_eq!(
        (status, body["message"].as_str().unwrap()),
        (StatusCode::CONFLICT, ORDER_AGAIN)
    );
    assert_eq!(uses_of(&service, &admin, "DREIMAL").await, (0, 3));
}

#[actix_web::test]
async fn an_unpaid_orders_use_comes_back_after_an_hour_without_an_open_checkout_on_sqlite() {
    unpaid_orders_give_uses_back(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn an_unpaid_orders_use_comes_back_after_an_hour_without_an_open_checkout_on_postgres() {
    if let Some(database) = TestDatabase::postgres() {
        unpaid_orders_give_uses_back(database).await;
    }
}
