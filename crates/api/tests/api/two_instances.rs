//! Two `shop-api` processes on one PostgreSQL database, as behind a load
//! balancer: both have the same public URL, so a browser's session and
//! origin are the same whichever instance answers.

use std::{
    net::{IpAddr, Ipv4Addr},
    time::{Duration, Instant},
};

use crate::support::{
    databases::TestDatabase,
    eml::wait_for_mail,
    orders::{Answer, Target, place, verify},
    process::{ShopConfig, ShopProcess, client},
};
use serde_json::{Value, json};

/// What the load balancer would be reached under; the instances listen elsewhere.
const PUBLIC_URL: &str = "http://127.0.0.1:18298";
const ADMIN_EMAIL: &str = "verwaltung@primecards.test";
const ADMIN_PASSWORD: &str = "verwaltung-geheim-123";
const SESSION_COOKIE: &str = "primecards_session";

struct Pair {
    a: ShopProcess,
    b: ShopProcess,
    db: TestDatabase,
    _data: tempfile::TempDir,
}

fn config(db: &TestDatabase, data: &std::path::Path) -> ShopConfig {
    ShopConfig::new(db.url(), data, PUBLIC_URL)
        .with_env("SHOP_ADMIN_EMAIL", ADMIN_EMAIL)
        .with_env("SHOP_ADMIN_PASSWORD", ADMIN_PASSWORD)
}

/// Two instances started one after the other (the second finds the
/// migrations and the demo data in place); `None` without PostgreSQL outside CI.
async fn pair() -> Option<Pair> {
    let db = TestDatabase::postgres()?;
    let data = tempfile::tempdir().unwrap();
    let (dir_a, dir_b) = (data.path().join("a"), data.path().join("b"));
    std::fs::create_dir_all(&dir_a).unwrap();
    std::fs::create_dir_all(&dir_b).unwrap();
    let a = ShopProcess::start(&config(&db, &dir_a)).await;
    let b = ShopProcess::start(&config(&db, &dir_b)).await;
    crate::support::seed_print_logo(
        &db.store().await,
        &[dir_a.join("uploads"), dir_b.join("uploads")],
    )
    .await;
    Some(Pair {
        a,
        b,
        db,
        _data: data,
    })
}

/// The session cookie a response sets, as `name=value`.
pub(crate) fn session_cookie(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .find(|value| value.starts_with(&format!("{SESSION_COOKIE}=")))
        .map(|value| value.split(';').next().unwrap().to_owned())
}

async fn post(
    http: &reqwest::Client,
    shop: &ShopProcess,
    path: &str,
    cookie: Option<&str>,
    body: &Value,
) -> reqwest::Response {
    let mut request = http
        .post(shop.url(path))
        .header("Origin", PUBLIC_URL)
        .json(body);
    if let Some(cookie) = cookie {
        request = request.header(reqwest::header::COOKIE, cookie);
    }
    request.send().await.unwrap()
}

async fn get(
    http: &reqwest::Client,
    shop: &ShopProcess,
    path: &str,
    cookie: Option<&str>,
) -> Value {
    let mut request = http.get(shop.url(path));
    if let Some(cookie) = cookie {
        request = request.header(reqwest::header::COOKIE, cookie);
    }
    let response = request.send().await.unwrap();
    assert!(response.status().is_success(), "GET {path}: {response:?}");
    response.json().await.unwrap()
}

/// The activation link's token from the mail delivered to `email` (either
/// instance may be the one that delivers it; the queue is shared).
pub(crate) async fn activation_token(data_dirs: &[&std::path::Path], email: &str) -> String {
    let mail = wait_for_mail(data_dirs, email).await;
    let start = mail.find("token=").expect("an activation link");
    mail[start + "token=".len()..]
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .next()
        .unwrap()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_made_on_one_instance_is_valid_on_the_other() {
    let Some(pair) = pair().await else { return };
    let http = client(None);
    let email = "kunde@pizzeria-roma.test";

    let signed_up = post(
        &http,
        &pair.a,
        "/api/auth/sign-up",
        None,
        &json!({"companyName": "Pizzeria Roma", "email": email, "phone": "0170 1234567", "password": "geheim123"}),
    )
    .await;
    assert_eq!(signed_up.status(), 201);
    let token = activation_token(&[pair._data.path()], email).await;
    let activated = post(
        &http,
        &pair.b,
        "/api/users/activate-user",
        None,
        &json!({"email": email, "token": token}),
    )
    .await;
    assert_eq!(activated.status(), 200, "activation made on A works on B");

    let signed_in = post(
        &http,
        &pair.a,
        "/api/auth/sign-in",
        None,
        &json!({"email": email, "password": "geheim123"}),
    )
    .await;
    assert_eq!(signed_in.status(), 200);
    let cookie = session_cookie(&signed_in).expect("a session cookie");

    let on_b = get(&http, &pair.b, "/api/auth/initialCheck", Some(&cookie)).await;
    assert_eq!(on_b["user"]["email"], email);
    assert_eq!(on_b["user"]["role"], "customer");

    // Signing out on B ends the session on A too: it lives in the database only.
    let out = post(
        &http,
        &pair.b,
        "/api/auth/logout",
        Some(&cookie),
        &json!({}),
    )
    .await;
    assert_eq!(out.status(), 200);
    let on_a = http
        .get(pair.a.url("/api/auth/initialCheck"))
        .header(reqwest::header::COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    let status = on_a.status();
    let body: Value = on_a.json().await.unwrap();
    assert!(
        status == 401 || body["user"].is_null(),
        "after logout on B, A must not know the user: {status} {body}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn orders_placed_concurrently_on_both_instances_are_all_there() {
    const CUSTOMERS_PER_INSTANCE: u8 = 4;
    const ORDERS_PER_CUSTOMER: u64 = 10;
    let Some(pair) = pair().await else { return };
    let targets = [Target::of(&pair.a), Target::of(&pair.b)];

    let mut tasks = Vec::new();
    for (instance, target) in targets.iter().enumerate() {
        for customer in 0..CUSTOMERS_PER_INSTANCE {
            let target = target.clone();
            // Own source address per customer: the order limit is per address.
            let address = IpAddr::V4(Ipv4Addr::new(127, 0, 50 + instance as u8, customer + 1));
            tasks.push(tokio::spawn(async move {
                let http = client(Some(address));
                let mut sent = Vec::new();
                for n in 0..ORDERS_PER_CUSTOMER {
                    let marker = format!("i{instance}-c{customer}-{n}@two.test");
                    sent.push(place(&http, &target, marker, n).await);
                }
                sent
            }));
        }
    }
    let mut sent = Vec::new();
    for task in tasks {
        sent.extend(task.await.unwrap());
    }

    let not_created: Vec<_> = sent
        .iter()
        .filter(|s| !matches!(s.answer, Answer::Created(_)))
        .map(|s| format!("{}: {:?}", s.marker, s.answer))
        .collect();
    assert!(not_created.is_empty(), "{not_created:#?}");
    let verdict = verify(&pair.db.store().await, pair.db.order_ids(), &sent).await;
    println!(
        "sent {}, answered {}, present {}, stored {}",
        sent.len(),
        verdict.answered,
        verdict.present,
        verdict.stored
    );
    assert!(
        verdict.problems.is_empty(),
        "{}",
        verdict.problems.join("\n")
    );
    assert_eq!(verdict.present, sent.len());
    assert_eq!(verdict.stored, sent.len());
}

/// A guest places one order on `target` and pays it on the local provider's
/// page of the same instance; answers the order's id.
async fn place_and_pay(http: &reqwest::Client, target: &Target, marker: &str) -> i64 {
    let placed = http
        .post(format!("{}/api/orderLine/create-order", target.base_url))
        .header("Origin", PUBLIC_URL)
        .json(&crate::support::orders::order_body(
            marker,
            &[crate::support::orders::LineSpec {
                product_id: 2,
                packed: true,
                quantity: 1,
            }],
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(placed.status(), 201);
    let cookie = session_cookie(&placed).unwrap();
    let order_id = placed.json::<Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap();
    let session: Value = http
        .post(format!(
            "{}/api/orderLine/create-checkout-session",
            target.base_url
        ))
        .header("Origin", PUBLIC_URL)
        .header(reqwest::header::COOKIE, &cookie)
        .json(&json!({"orderId": order_id}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let page = session["url"]
        .as_str()
        .unwrap()
        .strip_prefix(PUBLIC_URL)
        .unwrap()
        .to_owned();
    let paid = http
        .post(format!("{}{page}/pay", target.base_url))
        .header("Origin", PUBLIC_URL)
        .header(reqwest::header::COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert!(
        paid.status().is_success() || paid.status().is_redirection(),
        "{paid:?}"
    );
    order_id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn payments_on_both_instances_draw_invoice_numbers_from_one_gapless_counter() {
    const PAYMENTS_PER_INSTANCE: u8 = 6;
    let Some(pair) = pair().await else { return };
    let targets = [Target::of(&pair.a), Target::of(&pair.b)];

    let mut tasks = Vec::new();
    for (instance, target) in targets.iter().enumerate() {
        for n in 0..PAYMENTS_PER_INSTANCE {
            let target = target.clone();
            let address = IpAddr::V4(Ipv4Addr::new(127, 0, 70 + instance as u8, n + 1));
            tasks.push(tokio::spawn(async move {
                let marker = format!("rechnung-i{instance}-{n}@two.test");
                place_and_pay(&client(Some(address)), &target, &marker).await
            }));
        }
    }
    let mut paid = Vec::new();
    for task in tasks {
        paid.push(task.await.unwrap());
    }

    // The invoices are the instances' jobs, issued moments after each payment.
    let deadline = Instant::now() + Duration::from_secs(30);
    let numbers = loop {
        let numbers = crate::support::databases::texts(
            pair.db.url(),
            "SELECT number AS value FROM invoices WHERE kind = 'invoice' ORDER BY number",
        );
        if numbers.len() >= paid.len() || Instant::now() > deadline {
            break numbers;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let year = chrono::Utc::now().format("%Y");
    let expected: Vec<String> = (1..=paid.len())
        .map(|n| format!("RE-{year}-{n:05}"))
        .collect();
    assert_eq!(
        numbers, expected,
        "one number per payment, none twice, no gap"
    );
}

async fn admin_cookie(http: &reqwest::Client, shop: &ShopProcess) -> String {
    let response = post(
        http,
        shop,
        "/api/auth/sign-in",
        None,
        &json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
    )
    .await;
    assert_eq!(response.status(), 200);
    session_cookie(&response).unwrap()
}

/// Polls `shop` until product 1 has `name`; returns how long that took.
async fn time_until_named(http: &reqwest::Client, shop: &ShopProcess, name: &str) -> Duration {
    let started = Instant::now();
    loop {
        let product = get(http, shop, "/api/products/get-product-byId/1", None).await;
        if product["name"] == name {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{} still shows {product} after 5 s",
            shop.base_url
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_change_to_a_product_shows_on_both_instances_within_a_second() {
    let Some(pair) = pair().await else { return };
    let http = client(None);
    // Both instances have served (and may have cached) the catalogue.
    for shop in [&pair.a, &pair.b] {
        get(&http, shop, "/api/products/get-product-byId/1", None).await;
        get(&http, shop, "/api/products/get-products", None).await;
    }

    for (round, (writer, other)) in [(&pair.a, &pair.b), (&pair.b, &pair.a)]
        .into_iter()
        .enumerate()
    {
        let cookie = admin_cookie(&http, writer).await;
        let name = format!("Flaschenöffner Classic {round}");
        let update = json!({
            "productId": 1,
            "name": name,
            "description": format!("Neue Beschreibung {round}"),
            "price": 2990 + round,
            "relativePrice": 2500,
            "specialOffer": null
        });
        let response = post(
            &http,
            writer,
            "/api/products/update-product",
            Some(&cookie),
            &update,
        )
        .await;
        assert_eq!(response.status(), 200);
        let answer: Value = response.json().await.unwrap();
        let shown = get(&http, writer, "/api/products/get-product-byId/1", None).await;
        assert_eq!(
            answer["product"], shown,
            "the answer is the product as GET shows it"
        );
        assert_eq!(shown["name"], name.as_str());
        assert_eq!(shown["price"], 2990 + round);
        assert_eq!(shown["relativePrice"], 2500);
        assert_eq!(shown["specialOffer"], Value::Null);

        let elapsed = time_until_named(&http, other, &name).await;
        println!("round {round}: the other instance showed the change after {elapsed:?}");
        assert!(elapsed < Duration::from_secs(1), "{elapsed:?}");
        let list = get(&http, other, "/api/products/get-products", None).await;
        assert!(
            list.to_string().contains(&name),
            "the list on the other instance shows the change too: {list}"
        );
    }
}

/// Started at the same moment on an empty database, both run the migrations
/// and the seeding; both must come up, with one catalogue and one admin.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_started_at_once_on_a_fresh_database_share_one_catalogue() {
    let Some(db) = TestDatabase::postgres() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let (dir_a, dir_b) = (data.path().join("a"), data.path().join("b"));
    std::fs::create_dir_all(&dir_a).unwrap();
    std::fs::create_dir_all(&dir_b).unwrap();

    let mut a = ShopProcess::spawn(&config(&db, &dir_a));
    let mut b = ShopProcess::spawn(&config(&db, &dir_b));
    a.wait_until_healthy().await;
    b.wait_until_healthy().await;

    assert_eq!(db.count("products"), 7, "the demo catalogue once");
    assert_eq!(db.count("users"), 1, "one admin");
    let http = client(None);
    for shop in [&a, &b] {
        let list = get(&http, shop, "/api/products/get-products", None).await;
        assert_eq!(list.to_string().matches("\"productId\"").count(), 7);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_single_use_code_sent_to_both_instances_at_once_discounts_one_order() {
    const ORDERS_PER_INSTANCE: u8 = 10;
    let Some(pair) = pair().await else { return };
    let http = client(None);
    let admin = admin_cookie(&http, &pair.a).await;
    let created = post(
        &http,
        &pair.a,
        "/api/admin/vouchers",
        Some(&admin),
        &json!({"code": "ZWEIMAL-NEIN", "percentOff": 20}),
    )
    .await;
    assert_eq!(created.status(), 201);

    let mut tasks = Vec::new();
    for (instance, target) in [Target::of(&pair.a), Target::of(&pair.b)]
        .into_iter()
        .enumerate()
    {
        for n in 0..ORDERS_PER_INSTANCE {
            let target = target.clone();
            let address = IpAddr::V4(Ipv4Addr::new(127, 0, 90 + instance as u8, n + 1));
            tasks.push(tokio::spawn(async move {
                let mut body = crate::support::orders::order_body(
                    &format!("rabatt-i{instance}-{n}@two.test"),
                    &crate::support::orders::lines_for(u64::from(n)),
                );
                body["voucherCode"] = json!("zweimal-nein");
                let answer = client(Some(address))
                    .post(format!("{}/api/orderLine/create-order", target.base_url))
                    .header("Origin", PUBLIC_URL)
                    .json(&body)
                    .send()
                    .await
                    .unwrap();
                let status = answer.status().as_u16();
                (status, answer.json::<Value>().await.unwrap())
            }));
        }
    }
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.unwrap());
    }

    let placed = answers.iter().filter(|(status, _)| *status == 201).count();
    assert_eq!(placed, 1, "{answers:?}");
    assert!(answers.iter().all(|(status, body)| *status == 201
        || (*status == 422 && body["message"] == "Dieser Aktionscode wurde bereits eingelöst.")));
    assert_eq!(pair.db.count("voucher_uses"), 1);
    assert_eq!(
        crate::support::databases::numbers(
            pair.db.url(),
            "SELECT COUNT(*) AS value FROM orders WHERE voucher_code IS NOT NULL"
        ),
        vec![1]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_codes_sent_to_both_instances_count_against_one_limit() {
    let Some(pair) = pair().await else { return };
    let http = client(Some(IpAddr::V4(Ipv4Addr::new(127, 0, 95, 1))));
    let lines = crate::support::orders::order_body(
        "rater@two.test",
        &[crate::support::orders::LineSpec {
            product_id: 2,
            packed: true,
            quantity: 1,
        }],
    )["orderLines"]
        .clone();
    async fn guess(
        http: &reqwest::Client,
        shop: &ShopProcess,
        lines: &Value,
        n: u32,
    ) -> reqwest::Response {
        let body = json!({"code": format!("RATE{n:04}"), "orderLines": lines});
        post(http, shop, "/api/vouchers/check", None, &body).await
    }

    for n in 0..20 {
        let shop = if n % 2 == 0 { &pair.a } else { &pair.b };
        assert_eq!(
            guess(&http, shop, &lines, n).await.status(),
            422,
            "guess {n}"
        );
    }

    for shop in [&pair.a, &pair.b] {
        let answer = guess(&http, shop, &lines, 20).await;
        assert_eq!(answer.status(), 429);
        assert_eq!(
            answer.json::<Value>().await.unwrap()["message"],
            "Zu viele Versuche. Bitte versuchen Sie es später erneut."
        );
    }
}
