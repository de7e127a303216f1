//! Short links of printed QR codes through the HTTP API: the redirect (302
//! with `no-store`, no cookie, 404 and 410 pages), what is counted as a scan
//! and what is stored of it, repointing by the owner only, the admin's
//! switch, and the data export.

use actix_web::{cookie::Cookie, http::StatusCode, test};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::Role;

use crate::support::{
    PRINT_LOGO_URL, TestShop, active_user, call, databases,
    orders::{LineSpec, order_body},
    pay_locally, post_json, shop, shop_on_with, shop_with, sign_in, with_cookie,
};

const LOOP: &str = "Die Zieladresse darf nicht selbst ein QR-Kurzlink dieses Shops sein.";

const BROWSER: &str =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

fn card_order(email: &str) -> Value {
    order_body(
        email,
        &[LineSpec {
            product_id: 2,
            packed: true,
            quantity: 1,
        }],
    )
}

/// The code of the newest short link.
fn newest_code(shop: &TestShop) -> String {
    databases::texts(
        &shop.database_url(),
        "SELECT code AS value FROM qr_links ORDER BY created_at DESC, code",
    )
    .into_iter()
    .next()
    .expect("a short link")
}

async fn scan<S, B>(
    service: &S,
    method: &str,
    code: &str,
    agent: Option<&str>,
) -> (StatusCode, actix_web::http::header::HeaderMap, String)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let mut request = match method {
        "HEAD" => test::TestRequest::default().method(actix_web::http::Method::HEAD),
        _ => test::TestRequest::get(),
    }
    .uri(&format!("/q/{code}"))
    .peer_addr("127.0.0.1:50000".parse().unwrap())
    .insert_header(("X-Forwarded-For", "203.0.113.7"));
    if let Some(agent) = agent {
        request = request.insert_header(("User-Agent", agent));
    }
    let response = test::call_service(service, request.to_request()).await;
    let status = response.status();
    let headers = response.headers().clone();
    let body = String::from_utf8(test::read_body(response).await.to_vec()).unwrap();
    (status, headers, body)
}

async fn flushed(shop: &TestShop) -> i64 {
    shop.ctx
        .state
        .scans
        .flush(&*shop.ctx.state.store)
        .await
        .unwrap();
    databases::numbers(
        &shop.database_url(),
        "SELECT CAST(COALESCE(SUM(scans), 0) AS BIGINT) AS value FROM qr_scans",
    )[0]
}

#[actix_web::test]
async fn a_short_link_redirects_without_cookie_or_cache_and_counts_people_only() {
    let shop = shop_with(&[("SHOP_TRUSTED_PROXIES", "127.0.0.1".to_owned())]).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (placed, order, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &card_order("scan@qr.test")),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{order}");
    let code = newest_code(&shop);
    assert_eq!(code.len(), 10);

    let (status, headers, _) = scan(&service, "GET", &code, Some(BROWSER)).await;
    assert_eq!(status, StatusCode::FOUND);
    assert_eq!(
        headers.get("location").unwrap(),
        "https://www.pizzeria-roma.de"
    );
    assert_eq!(headers.get("cache-control").unwrap(), "no-store");
    assert!(headers.get("set-cookie").is_none(), "no cookie on a scan");
    let (status, headers, _) = scan(&service, "GET", &code.to_lowercase(), Some(BROWSER)).await;
    assert_eq!(
        (status, headers.get("location").is_some()),
        (StatusCode::FOUND, true)
    );
    let (status, headers, _) = scan(&service, "HEAD", &code, Some(BROWSER)).await;
    assert_eq!(status, StatusCode::FOUND, "HEAD answers like GET");
    assert!(headers.get("location").is_some());
    for bot in [
        "facebookexternalhit/1.1",
        "WhatsApp/2.23.20.0",
        "Slackbot-LinkExpanding 1.0",
        "TelegramBot (like TwitterBot)",
        "Twitterbot/1.0",
        "Mozilla/5.0 (compatible; Discordbot/2.0)",
        "LinkedInBot/1.0",
        "Mozilla/5.0 (compatible; Googlebot/2.1)",
        "Mozilla/5.0 (compatible; bingbot/2.0)",
        "curl/8.5.0",
        "python-requests/2.32.3",
    ] {
        let (status, _, _) = scan(&service, "GET", &code, Some(bot)).await;
        assert_eq!(status, StatusCode::FOUND, "{bot} is redirected");
    }
    assert_eq!(
        flushed(&shop).await,
        2,
        "two people scanned; HEAD and bots are not counted"
    );
    assert_eq!(
        databases::texts(&shop.database_url(), "SELECT device AS value FROM qr_scans"),
        vec!["phone".to_owned()]
    );

    let (status, headers, body) = scan(&service, "GET", "ZZZZZZZZZZ", Some(BROWSER)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(headers.get("cache-control").unwrap(), "no-store");
    assert!(body.contains("Diesen QR-Code gibt es nicht."), "{body}");
    assert_eq!(
        scan(&service, "GET", "kurz", Some(BROWSER)).await.0,
        StatusCode::NOT_FOUND
    );

    // Nothing of the person scanning is written anywhere: not the address the proxy named.
    let file = shop.database_url();
    let path = file
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:");
    for part in [path.to_owned(), format!("{path}-wal")] {
        if let Ok(bytes) = std::fs::read(&part) {
            assert!(
                !bytes.windows(9).any(|window| window == b"203.0.113"),
                "{part} holds the scanning address"
            );
            assert!(
                !bytes.windows(6).any(|window| window == b"iPhone"),
                "{part} holds the scanning user agent"
            );
        }
    }
}

async fn placed_by<S, B>(service: &S, cookie: &Option<Cookie<'static>>, email: &str) -> i64
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let (status, order, _) = call(
        service,
        with_cookie(
            post_json("/api/orderLine/create-order", &card_order(email)),
            cookie,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    order["id"].as_i64().unwrap()
}

/// The admin switches `code` off with `reason`, or on again without one.
async fn admin_switch<S, B>(
    service: &S,
    admin: &Option<Cookie<'static>>,
    code: &str,
    reason: Option<&str>,
) -> (StatusCode, Value)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let request = match reason {
        Some(reason) => post_json(
            &format!("/api/admin/qr-links/{code}/disable"),
            &json!({ "reason": reason }),
        ),
        None => post_json(&format!("/api/admin/qr-links/{code}/enable"), &json!({})),
    };
    let (status, body, _) = call(service, with_cookie(request, admin)).await;
    (status, body)
}

#[actix_web::test]
async fn only_the_owner_repoints_a_link_and_the_next_scan_follows_it() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "wirt@qr.test", Role::Customer).await;
    active_user(&shop, "andere@qr.test", Role::Customer).await;
    active_user(&shop, "chef@qr.test", Role::Admin).await;
    let owner = Some(sign_in(&service, "wirt@qr.test").await);
    let other = Some(sign_in(&service, "andere@qr.test").await);
    let admin = Some(sign_in(&service, "chef@qr.test").await);
    let order_id = placed_by(&service, &owner, "wirt@qr.test").await;

    let (status, links, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/qr-links"), &owner),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{links}");
    let link = &links[0];
    let code = link["code"].as_str().unwrap().to_owned();
    assert_eq!(link["orderId"], order_id);
    assert_eq!(link["target"], "https://www.pizzeria-roma.de");
    assert_eq!(link["shortLink"], format!("http://127.0.0.1:8080/q/{code}"));
    let (_, lines, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-user-orderLines?order_id={order_id}"
            )),
            &owner,
        ),
    )
    .await;
    assert_eq!(lines["orderLines"][0]["qrLink"], link["shortLink"]);
    assert_eq!(lines["orderLines"][0]["qrTarget"], link["target"]);
    let (_, others, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/qr-links"), &other),
    )
    .await;
    assert_eq!(others, json!([]));
    assert_eq!(
        call(&service, test::TestRequest::get().uri("/api/qr-links"))
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );

    let repoint = |cookie: &Option<Cookie<'static>>, target: &str| {
        with_cookie(
            test::TestRequest::patch()
                .uri(&format!("/api/qr-links/{code}"))
                .set_json(json!({"target": target})),
            cookie,
        )
    };
    let (status, refusal, _) = call(&service, repoint(&other, "www.fremd.de")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{refusal}");
    for (target, message) in [
        ("", "Bitte geben Sie die Zieladresse ein."),
        (
            "https://wirt:geheim@x.de",
            "Die Zieladresse darf keinen Benutzernamen und kein Passwort enthalten.",
        ),
        (
            "http://127.0.0.1:8080/q/ABCDEFGHJK",
            "Die Zieladresse darf nicht selbst ein QR-Kurzlink dieses Shops sein.",
        ),
        (
            "javascript:alert(1)",
            "Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte).",
        ),
    ] {
        let (status, refusal, _) = call(&service, repoint(&owner, target)).await;
        assert_eq!(
            (status, refusal["message"].as_str().unwrap()),
            (StatusCode::UNPROCESSABLE_ENTITY, message),
            "{target}"
        );
    }
    let (status, moved, _) = call(&service, repoint(&owner, "www.neue-karte.de/mittag")).await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["target"], "https://www.neue-karte.de/mittag");
    assert_eq!(
        moved["lastChange"]["oldTarget"],
        "https://www.pizzeria-roma.de"
    );
    assert_eq!(moved["lastChange"]["changedBy"], "customer");
    assert_eq!(moved["changeCount"], 1);
    let (_, headers, _) = scan(&service, "GET", &code, Some(BROWSER)).await;
    assert_eq!(
        headers.get("location").unwrap(),
        "https://www.neue-karte.de/mittag",
        "the very next scan"
    );

    let (status, scans, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/qr-links/{code}/scans?days=90")),
            &owner,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{scans}");
    shop.ctx
        .state
        .scans
        .flush(&*shop.ctx.state.store)
        .await
        .unwrap();
    let (_, scans, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!("/api/qr-links/{code}/scans?days=90")),
            &owner,
        ),
    )
    .await;
    assert_eq!(scans["total"], 1);
    assert_eq!(scans["days"][0]["count"], 1);
    assert_eq!(
        call(
            &service,
            with_cookie(
                test::TestRequest::get().uri(&format!("/api/qr-links/{code}/scans")),
                &other
            )
        )
        .await
        .0,
        StatusCode::NOT_FOUND
    );

    // The admin switches it off (a phishing target): scans get a neutral page, the owner sees why.
    let (status, off) = admin_switch(
        &service,
        &admin,
        &code,
        Some("Zieladresse ist eine Phishing-Seite"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{off}");
    let (status, headers, body) = scan(&service, "GET", &code, Some(BROWSER)).await;
    assert_eq!(status, StatusCode::GONE);
    assert!(headers.get("location").is_none());
    assert!(
        body.contains("Dieser QR-Code ist nicht mehr aktiv."),
        "{body}"
    );
    let (_, links, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/qr-links"), &owner),
    )
    .await;
    assert_eq!(
        links[0]["disabledReason"],
        "Zieladresse ist eine Phishing-Seite"
    );
    assert_eq!(
        admin_switch(&service, &admin, &code, None).await.0,
        StatusCode::OK
    );
    assert_eq!(
        scan(&service, "GET", &code, Some(BROWSER)).await.0,
        StatusCode::FOUND
    );

    // The export names the code, its target and its days.
    let (status, export, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/users/me/export"), &owner),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(export["qrCodes"][0]["code"], code.as_str());
    assert_eq!(
        export["qrCodes"][0]["target"],
        "https://www.neue-karte.de/mittag"
    );
    assert_eq!(export["qrCodes"][0]["days"][0]["count"], 1);
    assert_eq!(
        export["qrCodes"][0]["history"][0]["newTarget"], "https://www.neue-karte.de/mittag",
        "the export keeps every change"
    );
}

#[actix_web::test]
async fn a_direct_qr_code_gets_no_short_link() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let mut body = card_order("direkt@qr.test");
    body["orderLines"][0]["qrMode"] = json!("direct");
    let (status, order, _) = call(&service, post_json("/api/orderLine/create-order", &body)).await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    assert_eq!(databases::count_rows(&shop.database_url(), "qr_links"), 0);
    body["orderLines"][0]["qrMode"] = json!("dynamisch");
    let (status, refusal, _) =
        call(&service, post_json("/api/orderLine/create-order", &body)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        refusal["message"],
        "Die Art des QR-Codes muss „short“ oder „direct“ sein."
    );
}

#[actix_web::test]
async fn a_reorder_prints_the_earlier_short_link_again_for_its_owner_only() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "wirt@qr.test", Role::Customer).await;
    active_user(&shop, "andere@qr.test", Role::Customer).await;
    active_user(&shop, "chef@qr.test", Role::Admin).await;
    let owner = Some(sign_in(&service, "wirt@qr.test").await);
    let other = Some(sign_in(&service, "andere@qr.test").await);
    let admin = Some(sign_in(&service, "chef@qr.test").await);
    placed_by(&service, &owner, "wirt@qr.test").await;
    let code = newest_code(&shop);
    let link = format!("http://127.0.0.1:8080/q/{code}");
    let (status, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::patch()
                .uri(&format!("/api/qr-links/{code}"))
                .set_json(json!({"target": "www.neue-karte.de"})),
            &owner,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let mut reorder = card_order("wirt@qr.test");
    reorder["orderLines"][0]["qrLink"] = json!(link);
    let refused = |cookie: &Option<Cookie<'static>>, body: &Value| {
        with_cookie(post_json("/api/orderLine/create-order", body), cookie)
    };
    let orders_before = databases::count_rows(&shop.database_url(), "orders");
    let not_yours = "Position 1: Diesen Kurzlink gibt es in Ihrem Konto nicht.";
    // Another account, a guest, a made-up code and another host get one answer: nothing to probe.
    let mut guest = reorder.clone();
    guest["shippingInfo"]["email"] = json!("gast@qr.test");
    let mut made_up = reorder.clone();
    made_up["orderLines"][0]["qrLink"] = json!("http://127.0.0.1:8080/q/ZZZZZZZZZZ");
    let mut elsewhere = reorder.clone();
    elsewhere["orderLines"][0]["qrLink"] = json!(format!("https://evil.example/q/{code}"));
    for (cookie, body) in [
        (&other, &reorder),
        (&None, &guest),
        (&owner, &made_up),
        (&owner, &elsewhere),
    ] {
        let (status, refusal, _) = call(&service, refused(cookie, body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{refusal}");
        assert_eq!(refusal["message"], not_yours);
    }
    let mut direct = reorder.clone();
    direct["orderLines"][0]["qrMode"] = json!("direct");
    let (status, refusal, _) = call(&service, refused(&owner, &direct)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        refusal["message"],
        "Ein bisheriger Kurzlink („qrLink“) kann nur mit „qrMode“: „short“ gedruckt werden."
    );
    assert_eq!(
        databases::count_rows(&shop.database_url(), "orders"),
        orders_before
    );

    // The owner's reorder prints the same code, leading where it leads now.
    let (status, order, _) = call(&service, refused(&owner, &reorder)).await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    let order_id = order["id"].as_i64().unwrap();
    assert_eq!(databases::count_rows(&shop.database_url(), "qr_links"), 1);
    let (_, lines, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-user-orderLines?order_id={order_id}"
            )),
            &owner,
        ),
    )
    .await;
    assert_eq!(lines["orderLines"][0]["qrLink"], link);
    assert_eq!(
        lines["orderLines"][0]["qrTarget"],
        "https://www.neue-karte.de"
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
    assert_eq!(details["orderLines"][0]["qrLink"], link, "{details}");
    let (_, links, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/qr-links"), &owner),
    )
    .await;
    assert_eq!(links.as_array().unwrap().len(), 1, "{links}");

    // A code the admin switched off is not printed again.
    assert_eq!(
        admin_switch(&service, &admin, &code, Some("Phishing"))
            .await
            .0,
        StatusCode::OK
    );
    let (status, refusal, _) = call(&service, refused(&owner, &reorder)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        refusal["message"],
        "Position 1: Dieser QR-Code wurde von PrimeCards deaktiviert und kann nicht erneut gedruckt werden."
    );
}

/// Two instances (two stores, two counters) count scans of one link and
/// flush at the same time, again and again: every scan is stored once.
async fn two_instances_count_every_scan_once(database: databases::TestDatabase) {
    let shop = crate::support::shop_on(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (placed, order, _) = call(
        &service,
        post_json("/api/orderLine/create-order", &card_order("zwei@qr.test")),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{order}");
    let code = shop_domain::qr_link::ShortCode::parse(&newest_code(&shop)).unwrap();
    let url = shop.database_url();
    let stores = [
        shop_db::DbStore::connect(shop_db::DatabaseUrl::parse(&url).unwrap(), 2)
            .await
            .unwrap(),
        shop_db::DbStore::connect(shop_db::DatabaseUrl::parse(&url).unwrap(), 2)
            .await
            .unwrap(),
    ];
    const ROUNDS: u64 = 20;
    const SCANS_PER_ROUND: u64 = 25;
    let now = chrono::Utc::now().naive_utc();
    let instances = stores.into_iter().map(|store| {
        let code = code.clone();
        tokio::spawn(async move {
            let counter = shop_app::scan_counts::ScanCounter::new();
            for _ in 0..ROUNDS {
                for n in 0..SCANS_PER_ROUND {
                    let device = if n % 2 == 0 {
                        shop_domain::qr_link::DeviceClass::Phone
                    } else {
                        shop_domain::qr_link::DeviceClass::Other
                    };
                    counter.count(code.clone(), device, now);
                }
                // A conflict leaves the batch counted; the next flush writes it.
                let _ = counter.flush(&store).await;
            }
            while counter.pending() > 0 {
                counter.flush(&store).await.unwrap();
            }
        })
    });
    for instance in instances.collect::<Vec<_>>() {
        instance.await.unwrap();
    }

    let stored = databases::numbers(
        &url,
        "SELECT CAST(SUM(scans) AS BIGINT) AS value FROM qr_scans",
    )[0];
    assert_eq!(stored, i64::try_from(2 * ROUNDS * SCANS_PER_ROUND).unwrap());
}

#[actix_web::test]
async fn two_instances_flushing_at_once_lose_and_double_no_scan_on_sqlite() {
    two_instances_count_every_scan_once(databases::TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn two_instances_flushing_at_once_lose_and_double_no_scan_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        two_instances_count_every_scan_once(database).await;
    }
}

#[actix_web::test]
async fn a_guest_manages_the_orders_codes_through_the_confirmation_mails_link() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (placed, order, guest) = call(
        &service,
        post_json("/api/orderLine/create-order", &card_order("gast@qr.test")),
    )
    .await;
    assert_eq!(placed, StatusCode::CREATED, "{order}");
    crate::support::pay_locally(&shop, &service, &order["id"], &guest).await;
    let mails = crate::support::mails_to(&shop, "gast@qr.test").await;
    let confirmation = mails
        .iter()
        .find(|mail| mail.contains("Ihre QR-Codes verwalten"))
        .expect("the confirmation names the link");
    assert!(confirmation.contains("Ihre QR-Codes bleiben aktiv – ohne Abo und ohne Laufzeit."));
    let link = crate::support::link_in(confirmation, "http://127.0.0.1:8080/qr-codes?token=");
    let token = crate::support::query_param(&link, "token");
    let stored = databases::texts(
        &shop.database_url(),
        "SELECT token_hash AS value FROM qr_manage_links",
    );
    assert!(!stored.contains(&token), "only the token's hash is kept");

    let (status, links, _) = call(
        &service,
        test::TestRequest::get().uri(&format!("/api/qr-links?token={token}")),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{links}");
    let code = links[0]["code"].as_str().unwrap().to_owned();
    let (status, moved, _) = call(
        &service,
        test::TestRequest::patch()
            .uri(&format!("/api/qr-links/{code}?token={token}"))
            .set_json(json!({"target": "www.gast-karte.de"})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["lastChange"]["changedBy"], "guest");
    let (_, links, _) = call(
        &service,
        test::TestRequest::get().uri(&format!("/api/qr-links?token={token}")),
    )
    .await;
    assert_eq!(
        links[0]["lastChange"]["newTarget"],
        "https://www.gast-karte.de"
    );
    assert!(links[0].get("history").is_none(), "{links}");
    let (status, history, _) = call(
        &service,
        test::TestRequest::get().uri(&format!("/api/qr-links/{code}/history?token={token}")),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{history}");
    assert_eq!(history["total"], 1);
    assert_eq!(history["changes"][0]["changedBy"], "guest");
    for (uri, refused) in [
        (
            "/api/qr-links?token=falsch".to_owned(),
            StatusCode::NOT_FOUND,
        ),
        (
            format!("/api/qr-links/{code}/history?token=falsch"),
            StatusCode::NOT_FOUND,
        ),
        (
            format!("/api/qr-links/{code}/history"),
            StatusCode::UNAUTHORIZED,
        ),
    ] {
        let (status, _, _) = call(&service, test::TestRequest::get().uri(&uri)).await;
        assert_eq!(status, refused, "{uri}");
    }
}

/// Scans counted since the last flush are written when the shop is stopped
/// (SIGTERM), not lost with the process.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scans_counted_before_a_stop_are_written_on_sigterm() {
    use crate::support::process::{ShopConfig, ShopProcess, client};
    let database = databases::TestDatabase::sqlite();
    let data = tempfile::tempdir().unwrap();
    let mut process = ShopProcess::start(&ShopConfig::new(
        database.url(),
        data.path(),
        "http://127.0.0.1:18377",
    ))
    .await;
    crate::support::seed_print_logo(&database.store().await, &[data.path().join("uploads")]).await;
    let http = client(None);
    let placed = http
        .post(process.url("/api/orderLine/create-order"))
        .header("Origin", "http://127.0.0.1:18377")
        .json(&card_order("stopp@qr.test"))
        .send()
        .await
        .unwrap();
    assert_eq!(placed.status(), 201);
    let code = databases::texts(database.url(), "SELECT code AS value FROM qr_links")[0].clone();
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    for _ in 0..3 {
        let scanned = no_redirects
            .get(process.url(&format!("/q/{code}")))
            .header("User-Agent", BROWSER)
            .send()
            .await
            .unwrap();
        assert_eq!(scanned.status(), 302);
    }

    // Well within the 5 s between flushes.
    let stopped = process.terminate();

    assert!(stopped.success(), "{stopped:?}\n{}", process.log());
    assert_eq!(
        databases::numbers(
            database.url(),
            "SELECT CAST(COALESCE(SUM(scans), 0) AS BIGINT) AS value FROM qr_scans"
        ),
        vec![3]
    );
}

fn repoint_request(
    code: &str,
    target: &str,
    cookie: &Option<Cookie<'static>>,
) -> test::TestRequest {
    with_cookie(
        test::TestRequest::patch()
            .uri(&format!("/api/qr-links/{code}"))
            .set_json(json!({ "target": target })),
        cookie,
    )
}

/// A shop whose short links live on a QR domain of their own, besides its
/// public address (an IP here, as before a shop has a domain).
async fn shop_with_qr_domain(database: databases::TestDatabase) -> TestShop {
    shop_on_with(
        Some(database),
        &[("SHOP_QR_BASE_URL", "https://qr.example".to_owned())],
    )
    .await
}

/// Every spelling of a link to `code` on the shop's hosts that a browser
/// reads as one: the QR domain's and the public IP address's.
fn spellings_of_a_link_to(code: &str) -> Vec<String> {
    vec![
        format!("https://qr.example/q/{code}"),
        format!("https://qr.example%2E/q/{code}"),
        format!("https://qr%2Eexample/q/{code}"),
        format!("https://qr\u{FF0E}example/q/{code}"),
        format!("https://qr.example\\q\\{code}"),
        format!("HTTPS://QR.EXAMPLE./q/{code}"),
        format!("http://127.0.0.1:8080/q/{code}"),
        format!("http://localhost:8080/q/{code}"),
        format!("http://2130706433:8080/q/{code}"),
        format!("http://0x7f.0.0.1:8080/q/{code}"),
        format!("http://127.1:8080/q/{code}"),
        format!("http://[::ffff:127.0.0.1]:8080/q/{code}"),
        format!("127.1:8080/q/{code}"),
    ]
}

/// A → B → A sends a phone through redirects until it gives up: no
/// spelling of the shop's hosts may build it, neither by repointing, nor
/// by an order or a proof revision whose address is a short link.
async fn no_spelling_lets_two_codes_point_at_each_other(database: databases::TestDatabase) {
    let shop = shop_with_qr_domain(database).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "wirt@qr.test", Role::Customer).await;
    let owner = Some(sign_in(&service, "wirt@qr.test").await);
    let first = placed_by(&service, &owner, "wirt@qr.test").await;
    pay_locally(&shop, &service, &json!(first), &owner).await;
    let second = placed_by(&service, &owner, "wirt@qr.test").await;
    pay_locally(&shop, &service, &json!(second), &owner).await;
    let (_, links, _) = call(
        &service,
        with_cookie(test::TestRequest::get().uri("/api/qr-links"), &owner),
    )
    .await;
    let code_of = |order: i64| {
        links
            .as_array()
            .unwrap()
            .iter()
            .find(|link| link["orderId"] == order)
            .map(|link| link["code"].as_str().unwrap().to_owned())
            .unwrap()
    };
    let (a, b) = (code_of(first), code_of(second));

    for (from, to) in [(&a, &b), (&b, &a)] {
        for target in spellings_of_a_link_to(to) {
            let (status, refusal, _) = call(&service, repoint_request(from, &target, &owner)).await;
            assert_eq!(
                (status, refusal["message"].as_str().unwrap_or_default()),
                (StatusCode::UNPROCESSABLE_ENTITY, LOOP),
                "{from} → {target}"
            );
        }
    }
    assert_eq!(
        databases::count_rows(&shop.database_url(), "qr_link_changes"),
        0
    );
    for code in [&a, &b] {
        let (status, headers, _) = scan(&service, "GET", code, Some(BROWSER)).await;
        assert_eq!(status, StatusCode::FOUND);
        assert_eq!(
            headers.get("location").unwrap(),
            "https://www.pizzeria-roma.de"
        );
    }

    // A new code for a card whose address is a short link would be A → B from the start.
    let mut reorder = card_order("wirt@qr.test");
    reorder["orderLines"][0]["url"] = json!(format!("127.1:8080/q/{b}"));
    let (status, refusal, _) = call(
        &service,
        with_cookie(post_json("/api/orderLine/create-order", &reorder), &owner),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refusal}");
    assert_eq!(refusal["message"], format!("Position 1: {LOOP}"));
    reorder["orderLines"][0]["qrMode"] = json!("direct");
    let (status, direct, _) = call(
        &service,
        with_cookie(post_json("/api/orderLine/create-order", &reorder), &owner),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "printed as typed: {direct}");

    // A revised proof repoints the line's code to the revised address: not to B.
    let (_, lines, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-user-orderLines?order_id={first}"
            )),
            &owner,
        ),
    )
    .await;
    let line_id = lines["orderLines"][0]["orderLineId"].as_i64().unwrap();
    let revision = json!({"template": "pizza", "address": "Hauptstr. 1, 41061 Mönchengladbach",
                          "phone": "02161 999999", "url": format!("http://2130706433:8080/q/{b}"),
                          "cardLogo": PRINT_LOGO_URL, "remarks": ""});
    let (status, refusal, _) = call(
        &service,
        with_cookie(
            post_json(&format!("/api/order-lines/{line_id}/revise"), &revision),
            &owner,
        ),
    )
    .await;
    assert_eq!(
        (status, refusal["message"].as_str().unwrap_or_default()),
        (StatusCode::UNPROCESSABLE_ENTITY, LOOP)
    );
    assert_eq!(
        databases::count_rows(&shop.database_url(), "qr_link_changes"),
        0
    );
}

#[actix_web::test]
async fn no_spelling_lets_two_codes_point_at_each_other_on_sqlite() {
    no_spelling_lets_two_codes_point_at_each_other(databases::TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn no_spelling_lets_two_codes_point_at_each_other_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        no_spelling_lets_two_codes_point_at_each_other(database).await;
    }
}

/// A target holds what an order line's address may hold, with the same
/// texts, and is stored and sent as ASCII; a row stored before is sent as
/// ASCII too.
async fn a_target_is_sent_as_ascii_and_holds_what_an_order_line_may(
    database: databases::TestDatabase,
) {
    let shop = shop_on_with(Some(database), &[]).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    active_user(&shop, "wirt@qr.test", Role::Customer).await;
    let owner = Some(sign_in(&service, "wirt@qr.test").await);
    placed_by(&service, &owner, "wirt@qr.test").await;
    let code = newest_code(&shop);

    for target in [
        "https://x.de/\u{202E}fdp.exe",
        "https://x\u{200B}.de/karte",
        "https://x.de/🍕",
    ] {
        let (status, refusal, _) = call(&service, repoint_request(&code, target, &owner)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{target:?}");
        let mut line = card_order("wirt@qr.test");
        line["orderLines"][0]["url"] = json!(target);
        let (status, line_refusal, _) = call(
            &service,
            with_cookie(post_json("/api/orderLine/create-order", &line), &owner),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{target:?}");
        let message = refusal["message"].as_str().unwrap();
        assert!(
            line_refusal["message"]
                .as_str()
                .unwrap()
                .ends_with(&format!("QR Code URL: {message}")),
            "{target:?}: {line_refusal} and {refusal}"
        );
    }
    assert_eq!(
        databases::count_rows(&shop.database_url(), "qr_link_changes"),
        0
    );

    let (status, moved, _) = call(
        &service,
        repoint_request(&code, "https://Döner-Eck.de/menü?gericht=Käse", &owner),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    let ascii = "https://xn--dner-eck-n4a.de/men%C3%BC?gericht=K%C3%A4se";
    assert_eq!(moved["target"], ascii);
    let (status, headers, _) = scan(&service, "GET", &code, Some(BROWSER)).await;
    assert_eq!(status, StatusCode::FOUND);
    assert_eq!(
        headers.get("location").unwrap().as_bytes(),
        ascii.as_bytes()
    );
    let (status, moved, _) = call(
        &service,
        repoint_request(&code, "https://рrimecards.de", &owner),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["target"], "https://xn--rimecards-k3h.de");

    // A row stored as raw UTF-8 before targets were parsed like this.
    databases::execute(
        &shop.database_url(),
        &format!("UPDATE qr_links SET target = 'https://döner.de/menü' WHERE code = '{code}'"),
    );
    let (status, headers, _) = scan(&service, "GET", &code, Some(BROWSER)).await;
    assert_eq!(status, StatusCode::FOUND);
    assert_eq!(
        headers.get("location").unwrap().as_bytes(),
        b"https://xn--dner-5qa.de/men%C3%BC"
    );
}

#[actix_web::test]
async fn a_target_is_sent_as_ascii_and_holds_what_an_order_line_may_on_sqlite() {
    a_target_is_sent_as_ascii_and_holds_what_an_order_line_may(databases::TestDatabase::sqlite())
        .await;
}

#[actix_web::test]
async fn a_target_is_sent_as_ascii_and_holds_what_an_order_line_may_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        a_target_is_sent_as_ascii_and_holds_what_an_order_line_may(database).await;
    }
}

const THROTTLED: &str = "Zu viele Versuche. Bitte versuchen Sie es später erneut.";

/// A code of a signed-in customer's placed order, with the customer's cookie.
async fn owned_code<S, B>(shop: &TestShop, service: &S) -> (String, Option<Cookie<'static>>)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    active_user(shop, "wirt@qr.test", Role::Customer).await;
    let owner = Some(sign_in(service, "wirt@qr.test").await);
    placed_by(service, &owner, "wirt@qr.test").await;
    (newest_code(shop), owner)
}

/// Moves every change made so far to a German day long past.
fn changes_made_long_ago(shop: &TestShop) {
    databases::execute(
        &shop.database_url(),
        "UPDATE qr_link_changes SET changed_at = '2026-01-15 12:00:00'",
    );
}

/// 30 changes of a code a German day; the 31st is 429 with the shop's
/// throttle text and stores nothing, also when changes arrive at once.
async fn the_31st_repoint_of_a_day_is_refused_and_stores_nothing(
    database: databases::TestDatabase,
) {
    let shop = shop_on_with(Some(database), &[]).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (code, owner) = owned_code(&shop, &service).await;

    for n in 1..=25 {
        let (status, moved, _) = call(
            &service,
            repoint_request(&code, &format!("www.karte-{n}.de"), &owner),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "change {n}: {moved}");
    }
    // Ten at once: the five left today pass, the rest are refused.
    let answers = futures_util::future::join_all((26..=35).map(|n| {
        let request = repoint_request(&code, &format!("www.karte-{n}.de"), &owner);
        call(&service, request)
    }))
    .await;
    let passed = answers
        .iter()
        .filter(|(status, _, _)| *status == StatusCode::OK)
        .count();
    assert_eq!(passed, 5, "{answers:?}");
    for (status, refusal, _) in answers
        .iter()
        .filter(|(status, _, _)| *status != StatusCode::OK)
    {
        assert_eq!(
            (*status, refusal["message"].as_str().unwrap_or_default()),
            (StatusCode::TOO_MANY_REQUESTS, THROTTLED)
        );
    }
    assert_eq!(
        databases::count_rows(&shop.database_url(), "qr_link_changes"),
        30
    );
    let stored = databases::texts(
        &shop.database_url(),
        &format!("SELECT target AS value FROM qr_links WHERE code = '{code}'"),
    );

    let response = test::call_service(
        &service,
        repoint_request(&code, "www.noch-eine-karte.de", &owner).to_request(),
    )
    .await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after: u64 = response
        .headers()
        .get("retry-after")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse().ok())
        .expect("Retry-After");
    assert!(
        (1..=25 * 3600).contains(&retry_after),
        "until the next German day: {retry_after}"
    );
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["message"], THROTTLED);
    assert_eq!(
        databases::count_rows(&shop.database_url(), "qr_link_changes"),
        30,
        "nothing stored"
    );
    assert_eq!(
        databases::texts(
            &shop.database_url(),
            &format!("SELECT target AS value FROM qr_links WHERE code = '{code}'"),
        ),
        stored,
        "the target stays"
    );

    // Changes of an earlier day do not count today.
    changes_made_long_ago(&shop);
    let (status, moved, _) = call(
        &service,
        repoint_request(&code, "www.noch-eine-karte.de", &owner),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["changeCount"], 31);
}

#[actix_web::test]
async fn the_31st_repoint_of_a_day_is_refused_and_stores_nothing_on_sqlite() {
    the_31st_repoint_of_a_day_is_refused_and_stores_nothing(databases::TestDatabase::sqlite())
        .await;
}

#[actix_web::test]
async fn the_31st_repoint_of_a_day_is_refused_and_stores_nothing_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        the_31st_repoint_of_a_day_is_refused_and_stores_nothing(database).await;
    }
}

/// The history comes a page of 20 at a time, newest first, with the total;
/// the lists (the owner's, the admin's search) carry the latest change only.
async fn the_history_is_paged_and_the_lists_carry_the_latest_change_only(
    database: databases::TestDatabase,
) {
    let shop = shop_on_with(Some(database), &[]).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (code, owner) = owned_code(&shop, &service).await;
    active_user(&shop, "chef@qr.test", Role::Admin).await;
    let admin = Some(sign_in(&service, "chef@qr.test").await);
    let targets: Vec<String> = (1..=45)
        .map(|n| format!("https://www.karte-{n}.de"))
        .collect();
    for (n, target) in targets.iter().enumerate() {
        if n == 25 {
            changes_made_long_ago(&shop);
        }
        let (status, moved, _) = call(&service, repoint_request(&code, target, &owner)).await;
        assert_eq!(status, StatusCode::OK, "{target}: {moved}");
    }

    let page = |cookie: &Option<Cookie<'static>>, uri: String| {
        with_cookie(test::TestRequest::get().uri(&uri), cookie)
    };
    let mut seen = Vec::new();
    for (number, size) in [(1, 20), (2, 20), (3, 5), (4, 0)] {
        let (status, history, _) = call(
            &service,
            page(
                &owner,
                format!("/api/qr-links/{code}/history?page={number}"),
            ),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{history}");
        assert_eq!(
            (
                history["changes"].as_array().unwrap().len(),
                &history["total"],
                &history["totalPages"],
                &history["currentPage"]
            ),
            (size, &json!(45), &json!(3), &json!(number)),
            "page {number}"
        );
        seen.extend(
            history["changes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|change| change["newTarget"].as_str().unwrap().to_owned()),
        );
    }
    let newest_first: Vec<String> = targets.iter().rev().cloned().collect();
    assert_eq!(seen, newest_first);
    let (_, first, _) = call(
        &service,
        page(&owner, format!("/api/qr-links/{code}/history")),
    )
    .await;
    let (_, zeroth, _) = call(
        &service,
        page(&owner, format!("/api/qr-links/{code}/history?page=0")),
    )
    .await;
    assert_eq!(first["changes"][0]["newTarget"], targets[44]);
    assert_eq!(zeroth, first, "no page or page 0 is page 1");
    let (_, admin_page, _) = call(
        &service,
        page(&admin, format!("/api/admin/qr-links/{code}/history?page=3")),
    )
    .await;
    assert_eq!(admin_page["changes"].as_array().unwrap().len(), 5);
    assert_eq!(
        admin_page["changes"][4]["oldTarget"],
        "https://www.pizzeria-roma.de"
    );
    assert_eq!(
        call(
            &service,
            page(&admin, format!("/api/qr-links/{code}/history"))
        )
        .await
        .0,
        StatusCode::NOT_FOUND,
        "not the admin's code: the admin reads it in the back office"
    );

    let (_, links, _) = call(&service, page(&owner, "/api/qr-links".to_owned())).await;
    let (_, found, _) = call(
        &service,
        page(&admin, format!("/api/admin/qr-links/{code}")),
    )
    .await;
    for link in [&links[0], &found] {
        assert!(link.get("history").is_none(), "{link}");
        assert_eq!(link["changeCount"], 45);
        assert_eq!(link["lastChange"]["oldTarget"], targets[43]);
        assert_eq!(link["lastChange"]["newTarget"], targets[44]);
    }
}

#[actix_web::test]
async fn the_history_is_paged_and_the_lists_carry_the_latest_change_only_on_sqlite() {
    the_history_is_paged_and_the_lists_carry_the_latest_change_only(
        databases::TestDatabase::sqlite(),
    )
    .await;
}

#[actix_web::test]
async fn the_history_is_paged_and_the_lists_carry_the_latest_change_only_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        the_history_is_paged_and_the_lists_carry_the_latest_change_only(database).await;
    }
}

/// A scan's answer in short: `302 <target>`, or the status alone.
fn answer(status: StatusCode, headers: &actix_web::http::header::HeaderMap) -> String {
    match headers.get(actix_web::http::header::LOCATION) {
        Some(location) => format!("{} {}", status.as_u16(), location.to_str().unwrap()),
        None => status.as_u16().to_string(),
    }
}

/// Each instance remembers a code's answer for a moment: a change made on
/// instance A is followed by A's very next scan, and by B's scans (B on the
/// same database, its own memory) within a second, checked every 100 ms.
async fn a_change_on_one_instance_reaches_the_others_scans_within_a_second(
    database: databases::TestDatabase,
) {
    let shop = crate::support::shop_on(database).await;
    let a = test::init_service(app(shop.ctx.clone())).await;
    let b = test::init_service(app(shop.another_instance().await)).await;
    let (code, owner) = owned_code(&shop, &a).await;
    active_user(&shop, "chef@qr.test", Role::Admin).await;
    let admin = Some(sign_in(&a, "chef@qr.test").await);
    let before = "302 https://www.pizzeria-roma.de";
    for service in [&a, &b] {
        let (status, headers, _) = scan(service, "GET", &code, Some(BROWSER)).await;
        assert_eq!(
            answer(status, &headers),
            before,
            "both remember the first target"
        );
    }

    let moved = "302 https://www.neue-karte.de/mittag";
    for (change, expected) in [("repoint", moved), ("disable", "410"), ("enable", moved)] {
        let status = match change {
            "repoint" => {
                let request = test::TestRequest::patch()
                    .uri(&format!("/api/qr-links/{code}"))
                    .set_json(json!({"target": "www.neue-karte.de/mittag"}));
                call(&a, with_cookie(request, &owner)).await.0
            }
            "disable" => {
                admin_switch(&a, &admin, &code, Some("Betrug gemeldet"))
                    .await
                    .0
            }
            _ => admin_switch(&a, &admin, &code, None).await.0,
        };
        assert_eq!(status, StatusCode::OK, "{change}");
        let (status, headers, _) = scan(&a, "GET", &code, Some(BROWSER)).await;
        assert_eq!(answer(status, &headers), expected, "{change}: at once on A");

        let started = std::time::Instant::now();
        loop {
            let (status, headers, _) = scan(&b, "GET", &code, Some(BROWSER)).await;
            if answer(status, &headers) == expected {
                break;
            }
            assert!(
                started.elapsed() < std::time::Duration::from_secs(1),
                "{change}: B still answers {} after {:?}",
                answer(status, &headers),
                started.elapsed()
            );
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        println!("{change}: B followed after {:?}", started.elapsed());
    }
}

#[actix_web::test]
async fn a_change_on_one_instance_reaches_the_others_scans_within_a_second_on_sqlite() {
    a_change_on_one_instance_reaches_the_others_scans_within_a_second(
        databases::TestDatabase::sqlite(),
    )
    .await;
}

#[actix_web::test]
async fn a_change_on_one_instance_reaches_the_others_scans_within_a_second_on_postgres() {
    if let Some(database) = databases::TestDatabase::postgres() {
        a_change_on_one_instance_reaches_the_others_scans_within_a_second(database).await;
    }
}
