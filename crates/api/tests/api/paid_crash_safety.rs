//! Crash safety of the work after a payment: while guests pay their orders,
//! a `shop-api` process is killed with SIGKILL at random moments and started
//! again on the same database and data folder. Once its jobs have run, every
//! paid order has exactly one invoice (numbers without gap), one delivered
//! confirmation mail and one proof per design line; no order is paid twice,
//! no job is left running under a dead worker's lease and none failed.

use std::{
    collections::HashMap,
    net::{IpAddr, Ipv4Addr},
    path::Path,
    sync::{
        Arc, RwLock,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use serde_json::{Value, json};
use wiremock::{
    Mock, MockServer, Request, Respond, ResponseTemplate,
    matchers::{method, path},
};

use crate::{
    crash_safety::random_below,
    stripe_webhooks::{WEBHOOK_SECRET, fixture, signature},
    support::{
        after_payment::{self, Report},
        databases::{self, TestDatabase},
        orders::{LineSpec, order_body},
        process::{self, ShopConfig, ShopProcess},
        seed_print_logo,
    },
    two_instances::session_cookie,
};

/// What the instances are reached under (the `Origin` they expect); they listen elsewhere.
const PUBLIC_URL: &str = "http://127.0.0.1:18312";
const LOCAL_ORDERS: usize = 200;
const WEBHOOK_ORDERS: usize = 200;
/// Buyers paying at once, each from a source address of its own (the shop
/// allows 60 orders per address and hour).
const CLIENTS: u8 = 8;
const KILLS: usize = 4;
/// Each kill comes a random delay in this window after a further share of
/// the orders was acknowledged as paid, so the kills spread over the load.
const KILL_DELAY_MS: (u64, u64) = (50, 600);
/// The longest the load may take to reach the next kill.
const LOAD_DEADLINE: Duration = Duration::from_secs(150);
/// The longest one request is retried (a restart on a busy machine included).
const STEP_DEADLINE: Duration = Duration::from_secs(120);
/// Answers other than the expected one after which a step gives up.
const MAX_REFUSALS: usize = 3;
/// Every so many orders Stripe's event reaches both instances at once.
const BOTH_EVERY: usize = 4;
/// A dead worker's lease runs out after 8 s and a poll claims the job
/// within a second: past this, no job may still read 'running' unleased.
const RECLAIMED_WITHIN: Duration = Duration::from_secs(10);
/// The longest the jobs after the load may take.
const SETTLED_WITHIN: Duration = Duration::from_secs(120);
/// The webhook answers that mean Stripe's event paid the order (now or before).
const ACKNOWLEDGED: [&str; 3] = ["fulfilled", "already_paid", "duplicate_event"];
/// A shop taking card payments through Stripe (its API address aside): it
/// must name its seller, as the in-process tests' shop does.
const CARD_SHOP_ENV: [(&str, &str); 14] = [
    ("SHOP_PAYMENT_PROVIDER", "stripe"),
    ("STRIPE_SECRET_KEY", "sk_test_primecards"),
    ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
    ("SHOP_SELLER_NAME", "PrimeCards GmbH"),
    ("SHOP_SELLER_STREET", "Musterstraße 12"),
    ("SHOP_SELLER_ZIP", "41061"),
    ("SHOP_SELLER_CITY", "Mönchengladbach"),
    ("SHOP_SELLER_EMAIL", "info@primecards.de"),
    ("SHOP_SELLER_PHONE", "+49 2161 123 45 67"),
    ("SHOP_SELLER_VAT_ID", "DE812345673"),
    ("SHOP_SELLER_REGISTER_COURT", "Amtsgericht Mönchengladbach"),
    ("SHOP_SELLER_REGISTER_NUMBER", "HRB 12345"),
    ("SHOP_SELLER_MANAGING_DIRECTORS", "Max Mustermann"),
    ("SHOP_EVATR_URL", "local"),
];

/// How the buyers pay.
#[derive(Debug, Clone, Copy)]
enum Pay {
    /// On the local test provider's page.
    Locally,
    /// By Stripe's signed `checkout.session.completed` event.
    ByWebhook,
}

/// Where each instance listens now; a restarted one listens on a new port.
#[derive(Clone)]
struct Instances(Arc<RwLock<Vec<String>>>);

impl Instances {
    fn of(shops: &[ShopProcess]) -> Self {
        Self(Arc::new(RwLock::new(
            shops.iter().map(|shop| shop.base_url.clone()).collect(),
        )))
    }

    /// The base URL of instance `index`, counted round the instances.
    fn base(&self, index: usize) -> String {
        let bases = self.0.read().unwrap();
        bases[index % bases.len()].clone()
    }

    fn restarted(&self, index: usize, shop: &ShopProcess) {
        self.0.write().unwrap()[index] = shop.base_url.clone();
    }
}

/// One buyer's order and what became of its payment.
#[derive(Debug)]
struct Purchase {
    email: String,
    order_id: Option<i64>,
    /// The local page answered 303, or a webhook 200 with an outcome of [`ACKNOWLEDGED`].
    acknowledged: bool,
    /// The outcome of every acknowledged webhook answer.
    outcomes: Vec<String>,
    /// Every answer that was neither the expected one nor lost.
    refusals: Vec<String>,
}

impl Purchase {
    fn of(n: usize) -> Self {
        Self {
            email: format!("kunde{n}@paid-crash.test"),
            order_id: None,
            acknowledged: false,
            outcomes: Vec::new(),
            refusals: Vec::new(),
        }
    }
}

/// A whole answer: its status, the session cookie it set and its body.
struct Reply {
    status: u16,
    cookie: Option<String>,
    body: String,
}

/// `Err` when no whole answer came back (the instance died on the way).
async fn send(request: reqwest::RequestBuilder) -> Result<Reply, String> {
    let response = request.send().await.map_err(|error| error.to_string())?;
    let status = response.status().as_u16();
    let cookie = session_cookie(&response);
    let body = response.text().await.map_err(|error| error.to_string())?;
    Ok(Reply {
        status,
        cookie,
        body,
    })
}

/// Sends what `request` builds for an instance's base URL until `accepts`
/// takes the answer. A lost answer is sent again, to the next instance as a
/// load balancer would; any other answer is noted in `refusals` and tried
/// again a few times. `None` when it never got through.
async fn until_accepted(
    instances: &Instances,
    first: usize,
    what: &str,
    refusals: &mut Vec<String>,
    request: impl Fn(&str) -> reqwest::RequestBuilder,
    accepts: impl Fn(&Reply) -> bool,
) -> Option<Reply> {
    let started = Instant::now();
    let mut instance = first;
    let mut refused = 0;
    while started.elapsed() < STEP_DEADLINE {
        match send(request(instances.base(instance).as_str())).await {
            Ok(reply) if accepts(&reply) => return Some(reply),
            Ok(reply) => {
                refusals.push(format!("{what}: {} {}", reply.status, reply.body));
                refused += 1;
                if refused == MAX_REFUSALS {
                    return None;
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(_) => {
                instance += 1;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
    refusals.push(format!("{what}: no answer within {STEP_DEADLINE:?}"));
    None
}

/// Every fourth order has designs (a proof each); the others are sample
/// packs, which reprint existing designs: a debug build renders about one
/// proof a second per core, and the scenario must stay near three minutes.
fn has_designs(n: usize) -> bool {
    n.is_multiple_of(4)
}

/// The body of order `n`: its design lines, or a sample pack.
fn order_of(email: &str, n: usize) -> serde_json::Value {
    let mut body = order_body(email, &design_lines(n));
    if !has_designs(n) {
        body["orderLines"] = serde_json::json!([{
            "productId": 5,
            "productType": "MBNprod",
            "qte": 1 + n % 3,
            "processingType": "Magnete einzeln in LDPE Tütchen verpackt",
            "musterNumber": "MN-1001",
            "remarks": format!("Auftrag {email}"),
        }]);
    }
    body
}

/// One card line, and a second for every third order: each is a design with a proof of its own.
fn design_lines(n: usize) -> Vec<LineSpec> {
    let mut lines = vec![LineSpec {
        product_id: 2,
        packed: n.is_multiple_of(2),
        quantity: u8::try_from(1 + n % 10).unwrap(),
    }];
    if n % 3 == 1 {
        lines.push(LineSpec {
            product_id: 3,
            packed: n % 4 == 1,
            quantity: 2,
        });
    }
    lines
}

/// Places order `n` as a guest on instance `n` (round the instances), under
/// an idempotency key, so that the retry of a lost answer orders once; its
/// id, its total and the guest's session cookie.
async fn place(
    http: &reqwest::Client,
    instances: &Instances,
    n: usize,
    purchase: &mut Purchase,
) -> Option<(i64, i64, String)> {
    let body = order_of(&purchase.email, n);
    let key = format!("paid-crash-{n}");
    let reply = until_accepted(
        instances,
        n,
        "create-order",
        &mut purchase.refusals,
        |base| {
            http.post(format!("{base}/api/orderLine/create-order"))
                .header("Origin", PUBLIC_URL)
                .header("Idempotency-Key", &key)
                .json(&body)
        },
        |reply| reply.status == 201,
    )
    .await?;
    let created: Value = serde_json::from_str(&reply.body).unwrap();
    let order_id = created["id"].as_i64().unwrap();
    purchase.order_id = Some(order_id);
    let Some(cookie) = reply.cookie else {
        purchase
            .refusals
            .push(format!("create-order {order_id}: no session cookie"));
        return None;
    };
    Some((order_id, created["totalAmount"].as_i64().unwrap(), cookie))
}

/// Opens the order's payment (the same session again while it is open); the session's id.
async fn open_checkout(
    http: &reqwest::Client,
    instances: &Instances,
    n: usize,
    order_id: i64,
    cookie: &str,
    refusals: &mut Vec<String>,
) -> Option<String> {
    let reply = until_accepted(
        instances,
        n,
        "create-checkout-session",
        refusals,
        |base| {
            http.post(format!("{base}/api/orderLine/create-checkout-session"))
                .header("Origin", PUBLIC_URL)
                .header(reqwest::header::COOKIE, cookie)
                .json(&json!({"orderId": order_id}))
        },
        |reply| reply.status == 200,
    )
    .await?;
    let session: Value = serde_json::from_str(&reply.body).unwrap();
    Some(session["id"].as_str().unwrap().to_owned())
}

/// An order placed with its payment session opened.
struct Checkout {
    order_id: i64,
    total: i64,
    cookie: String,
    session: String,
}

/// Places order `n` and opens its payment; `None` when either was refused
/// for good (noted in `purchase`).
async fn place_and_open(
    http: &reqwest::Client,
    instances: &Instances,
    n: usize,
    purchase: &mut Purchase,
) -> Option<Checkout> {
    let (order_id, total, cookie) = place(http, instances, n, purchase).await?;
    let session = open_checkout(
        http,
        instances,
        n,
        order_id,
        &cookie,
        &mut purchase.refusals,
    )
    .await?;
    Some(Checkout {
        order_id,
        total,
        cookie,
        session,
    })
}

/// Places order `n` and pays it on the local test page; a payment whose
/// answer was lost is paid again (the page answers 303 for a paid session too).
async fn buy_locally(http: &reqwest::Client, instances: &Instances, n: usize) -> Purchase {
    let mut purchase = Purchase::of(n);
    let Some(Checkout {
        session, cookie, ..
    }) = place_and_open(http, instances, n, &mut purchase).await
    else {
        return purchase;
    };
    let paid = until_accepted(
        instances,
        n,
        "local payment",
        &mut purchase.refusals,
        |base| {
            http.post(format!("{base}/api/payments/local/{session}/pay"))
                .header("Origin", PUBLIC_URL)
                .header(reqwest::header::COOKIE, &cookie)
        },
        |reply| reply.status == 303,
    )
    .await;
    purchase.acknowledged = paid.is_some();
    purchase
}

/// The Checkout Session the Stripe mock opens for `order_id`.
fn stripe_session_id(order_id: i64) -> String {
    format!("cs_test_crash_{order_id}")
}

/// Stripe's example session for `order_id`, one id per order.
fn stripe_session(order_id: i64, payment_status: &str, amount: i64) -> Value {
    crate::stripe_webhooks::checkout_session(
        &stripe_session_id(order_id),
        &format!("pi_crash_{order_id}"),
        &order_id.to_string(),
        payment_status,
        amount,
    )
}

fn form(request: &Request) -> Vec<(String, String)> {
    form_urlencoded::parse(&request.body)
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect()
}

/// A new Checkout Session for the order the shop names.
struct OpensSessions;

impl Respond for OpensSessions {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let order_id = form(request)
            .into_iter()
            .find(|(key, _)| key == "client_reference_id")
            .and_then(|(_, value)| value.parse::<i64>().ok())
            .unwrap_or_default();
        ResponseTemplate::new(200).set_body_json(stripe_session(order_id, "unpaid", 0))
    }
}

async fn stripe_mock() -> MockServer {
    let stripe = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(OpensSessions)
        .mount(&stripe)
        .await;
    stripe
}

/// Stripe's signed event: the order's session completed and paid in full.
fn paid_event(order_id: i64, total: i64) -> String {
    let mut event = fixture("event.json");
    event["id"] = json!(format!("evt_crash_{order_id}"));
    event["type"] = json!("checkout.session.completed");
    event["data"]["object"] = stripe_session(order_id, "paid", total);
    event.to_string()
}

/// The webhook call carrying `payload`, signed now (as Stripe signs each retry anew).
fn webhook(http: &reqwest::Client, base: &str, payload: &str) -> reqwest::RequestBuilder {
    http.post(format!("{base}/api/webhooks/stripe"))
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header(
            "Stripe-Signature",
            signature(payload, chrono::Utc::now().timestamp()),
        )
        .body(payload.to_owned())
}

fn outcome(reply: &Reply) -> String {
    serde_json::from_str::<Value>(&reply.body)
        .ok()
        .and_then(|body| body["outcome"].as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn webhook_acknowledged(reply: &Reply) -> bool {
    reply.status == 200 && ACKNOWLEDGED.contains(&outcome(reply).as_str())
}

/// Places order `n` on instance A or B (alternately) and pays it by
/// Stripe's event, sent to the other instance; every [`BOTH_EVERY`]th event
/// goes to both at once, as when Stripe retries while the first delivery
/// still runs. A lost delivery is sent again, as Stripe does.
async fn buy_by_webhook(http: &reqwest::Client, instances: &Instances, n: usize) -> Purchase {
    let mut purchase = Purchase::of(n);
    let Some(Checkout {
        order_id,
        total,
        session,
        ..
    }) = place_and_open(http, instances, n, &mut purchase).await
    else {
        return purchase;
    };
    if session != stripe_session_id(order_id) {
        purchase
            .refusals
            .push(format!("order {order_id} opened session {session}"));
        return purchase;
    }
    let payload = paid_event(order_id, total);
    if n.is_multiple_of(BOTH_EVERY) {
        let (first, second) = tokio::join!(
            send(webhook(http, &instances.base(0), &payload)),
            send(webhook(http, &instances.base(1), &payload))
        );
        for reply in [first, second].into_iter().flatten() {
            if webhook_acknowledged(&reply) {
                purchase.acknowledged = true;
                purchase.outcomes.push(outcome(&reply));
            } else {
                purchase
                    .refusals
                    .push(format!("webhook: {} {}", reply.status, reply.body));
            }
        }
    }
    if !purchase.acknowledged {
        let reply = until_accepted(
            instances,
            n + 1,
            "webhook",
            &mut purchase.refusals,
            |base| webhook(http, base, &payload),
            webhook_acknowledged,
        )
        .await;
        if let Some(reply) = reply {
            purchase.acknowledged = true;
            purchase.outcomes.push(outcome(&reply));
        }
    }
    purchase
}

/// [`CLIENTS`] buyers sharing `orders` between them, each from its own
/// source address in `127.0.<subnet>.0/24`; each acknowledged payment counts
/// in `acknowledged`.
fn spawn_buyers(
    orders: usize,
    subnet: u8,
    pay: Pay,
    instances: &Instances,
    acknowledged: &Arc<AtomicUsize>,
) -> Vec<tokio::task::JoinHandle<Vec<Purchase>>> {
    (0..CLIENTS)
        .map(|client| {
            let (instances, acknowledged) = (instances.clone(), Arc::clone(acknowledged));
            tokio::spawn(async move {
                // Without redirects: the local page's 303 is its answer.
                let http = reqwest::Client::builder()
                    .local_address(Some(IpAddr::V4(Ipv4Addr::new(127, 0, subnet, client + 1))))
                    .timeout(Duration::from_secs(30))
                    .redirect(reqwest::redirect::Policy::none())
                    .build()
                    .unwrap();
                let mut purchases = Vec::new();
                for n in (usize::from(client)..orders).step_by(usize::from(CLIENTS)) {
                    let purchase = match pay {
                        Pay::Locally => buy_locally(&http, &instances, n).await,
                        Pay::ByWebhook => buy_by_webhook(&http, &instances, n).await,
                    };
                    if purchase.acknowledged {
                        acknowledged.fetch_add(1, Ordering::SeqCst);
                    }
                    purchases.push(purchase);
                }
                purchases
            })
        })
        .collect()
}

/// Kills an instance (one of the two at random) [`KILLS`] times while the
/// buyers pay or the work after their payments runs, each time once a
/// further share of the orders is acknowledged and a random delay later,
/// and starts it again on the same database and data folder; what each kill hit.
async fn kill_while_paying(
    shops: &mut [ShopProcess],
    configs: &[ShopConfig],
    instances: &Instances,
    acknowledged: &AtomicUsize,
    orders: usize,
    url: &str,
) -> Vec<String> {
    let started = Instant::now();
    let mut kills = Vec::new();
    for kill in 0..KILLS {
        let threshold = orders * (kill + 1) / (KILLS + 1);
        while acknowledged.load(Ordering::SeqCst) < threshold {
            assert!(
                started.elapsed() < LOAD_DEADLINE,
                "kill {kill}: only {} of {orders} payments acknowledged after {LOAD_DEADLINE:?}",
                acknowledged.load(Ordering::SeqCst)
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let delay = KILL_DELAY_MS.0 + random_below(KILL_DELAY_MS.1 - KILL_DELAY_MS.0);
        tokio::time::sleep(Duration::from_millis(delay)).await;
        let paid = acknowledged.load(Ordering::SeqCst);
        let outstanding =
            after_payment::follow_ups_running(url) + after_payment::follow_ups_due(url);
        assert!(
            paid < orders || outstanding > 0,
            "kill {kill} came after the last payment and its work: the load is too short to prove anything"
        );
        let victim = usize::try_from(random_below(u64::try_from(shops.len()).unwrap())).unwrap();
        shops[victim].kill();
        shops[victim] = ShopProcess::start(&configs[victim]).await;
        instances.restarted(victim, &shops[victim]);
        kills.push(format!(
            "kill {kill}: instance {victim} after {paid} acknowledged payments, {outstanding} follow-up jobs open (+{delay} ms)"
        ));
    }
    kills
}

/// Starts again what has ended on its own (no test killed it): that is a crash, noted.
async fn restart_the_dead(
    shops: &mut [ShopProcess],
    configs: &[ShopConfig],
    instances: &Instances,
) -> Vec<String> {
    let mut crashes = Vec::new();
    for (index, shop) in shops.iter_mut().enumerate() {
        if let Some(status) = shop.exited() {
            crashes.push(format!(
                "instance {index} ended by itself with {status}:\n{}",
                shop.log()
            ));
            *shop = ShopProcess::start(&configs[index]).await;
            instances.restarted(index, shop);
        }
    }
    crashes
}

/// Checks the purchases against what the shop holds, beside the shop's own
/// checks of the work after the payments.
fn check_purchases(url: &str, mail_root: &Path, purchases: &[Purchase]) -> Report {
    let buyers: HashMap<i64, String> = purchases
        .iter()
        .filter_map(|purchase| Some((purchase.order_id?, purchase.email.clone())))
        .collect();
    let mut report = after_payment::check(url, mail_root, &buyers);
    for purchase in purchases {
        report.problems.extend(
            purchase
                .refusals
                .iter()
                .map(|refusal| format!("{}: {refusal}", purchase.email)),
        );
    }
    // Placed once each: a lost answer was retried under the same key.
    let stored = databases::count_rows(url, "orders");
    if stored != i64::try_from(purchases.len()).unwrap() {
        report.problems.push(format!(
            "{stored} orders stored for {} buyers",
            purchases.len()
        ));
    }
    let unacknowledged: Vec<&str> = purchases
        .iter()
        .filter(|purchase| !purchase.acknowledged)
        .map(|purchase| purchase.email.as_str())
        .collect();
    if !unacknowledged.is_empty() {
        report.problems.push(format!(
            "{} payments never acknowledged: {unacknowledged:?}",
            unacknowledged.len()
        ));
    }
    let acknowledged_unpaid: Vec<i64> = purchases
        .iter()
        .filter(|purchase| purchase.acknowledged)
        .filter_map(|purchase| purchase.order_id)
        .filter(|order_id| !report.paid.contains(order_id))
        .collect();
    report.broken("acknowledged as paid but not Paid", acknowledged_unpaid);
    let fulfilled_twice: Vec<i64> = purchases
        .iter()
        .filter(|purchase| {
            purchase
                .outcomes
                .iter()
                .filter(|outcome| *outcome == "fulfilled")
                .count()
                > 1
        })
        .filter_map(|purchase| purchase.order_id)
        .collect();
    report.twice("answered 'fulfilled' more than once", fulfilled_twice);
    report
}

/// One crash test: what is paid how, and from which source addresses.
struct Scenario {
    label: &'static str,
    pay: Pay,
    orders: usize,
    /// The buyers' addresses are `127.0.<subnet>.<buyer>`.
    subnet: u8,
}

/// Pays the scenario's orders through `shops` (started on `configs`) while
/// they are killed, lets the jobs run out and checks what they left.
async fn crash_while_paying(
    scenario: &Scenario,
    db: &TestDatabase,
    mail_root: &Path,
    configs: &[ShopConfig],
    mut shops: Vec<ShopProcess>,
) {
    let Scenario {
        label,
        pay,
        orders,
        subnet,
    } = *scenario;
    let url = db.url();
    let instances = Instances::of(&shops);
    let acknowledged = Arc::new(AtomicUsize::new(0));
    let buyers = spawn_buyers(orders, subnet, pay, &instances, &acknowledged);
    let kills =
        kill_while_paying(&mut shops, configs, &instances, &acknowledged, orders, url).await;
    let last_restart = Instant::now();
    let stop = Arc::new(AtomicBool::new(false));
    let watcher = after_payment::watch_unleased(url.to_owned(), last_restart, Arc::clone(&stop));
    let mut purchases = Vec::new();
    for buyer in buyers {
        purchases.extend(buyer.await.unwrap());
    }
    let mut problems = restart_the_dead(&mut shops, configs, &instances).await;

    let settled = after_payment::settle(url, SETTLED_WITHIN).await;
    stop.store(true, Ordering::SeqCst);
    let unleased_until = watcher.await.unwrap();
    let report = check_purchases(url, mail_root, &purchases);
    problems.extend(report.problems);
    // Still quiet after the checks: nothing was left running or came due again.
    let (running, due, unleased) = (
        after_payment::follow_ups_running(url),
        after_payment::follow_ups_due(url),
        after_payment::unleased(url),
    );
    if running + due + unleased > 0 {
        problems.push(format!(
            "after the checks {running} follow-up jobs run, {due} are due, {unleased} unleased:\n{}",
            after_payment::job_report(url)
        ));
    }

    for kill in &kills {
        println!("{label}: {kill}");
    }
    println!(
        "{label}: kills {}, orders {}, paid {}, invoices {}, mails {}, proofs {}, duplicates {}, \
         gaps {} (jobs done {settled:?} after the load)",
        kills.len(),
        purchases.len(),
        report.paid.len(),
        report.invoices,
        report.mails,
        report.proofs,
        report.duplicates,
        report.gaps
    );
    assert!(
        unleased_until.is_none_or(|seen| seen <= RECLAIMED_WITHIN),
        "{label}: a job was still 'running' under an expired lease {unleased_until:?} after the \
         last restart"
    );
    assert!(problems.is_empty(), "{label}:\n{}", problems.join("\n"));
    assert_eq!((report.duplicates, report.gaps), (0, 0), "{label}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn local_payments_get_one_invoice_mail_and_proof_each_through_sigkills_on_sqlite() {
    let _turn = process::kill_test_turn().await;
    let db = TestDatabase::sqlite();
    let data = tempfile::tempdir().unwrap();
    let config = ShopConfig::new(db.url(), data.path(), PUBLIC_URL);
    let shop = ShopProcess::start(&config).await;
    seed_print_logo(&db.store().await, &[data.path().join("uploads")]).await;

    let scenario = Scenario {
        label: "sqlite, one instance, local payments",
        pay: Pay::Locally,
        orders: LOCAL_ORDERS,
        subnet: 110,
    };
    crash_while_paying(&scenario, &db, data.path(), &[config], vec![shop]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhook_payments_on_two_instances_get_their_work_done_once_through_sigkills_on_postgres() {
    let Some(db) = TestDatabase::postgres() else {
        return;
    };
    let _turn = process::kill_test_turn().await;
    let stripe = stripe_mock().await;
    let data = tempfile::tempdir().unwrap();
    let dirs = [data.path().join("a"), data.path().join("b")];
    let mut configs = Vec::new();
    for dir in &dirs {
        std::fs::create_dir_all(dir).unwrap();
        let mut config =
            ShopConfig::new(db.url(), dir, PUBLIC_URL).with_env("STRIPE_API_BASE", &stripe.uri());
        for (key, value) in CARD_SHOP_ENV {
            config = config.with_env(key, value);
        }
        configs.push(config);
    }
    // One after the other: the second finds the migrations and the demo data in place.
    let mut shops = Vec::new();
    for config in &configs {
        shops.push(ShopProcess::start(config).await);
    }
    seed_print_logo(
        &db.store().await,
        &[dirs[0].join("uploads"), dirs[1].join("uploads")],
    )
    .await;

    let scenario = Scenario {
        label: "postgres, two instances, Stripe webhooks",
        pay: Pay::ByWebhook,
        orders: WEBHOOK_ORDERS,
        subnet: 120,
    };
    crash_while_paying(&scenario, &db, data.path(), &configs, shops).await;
}
