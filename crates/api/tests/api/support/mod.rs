//! A whole shop on a fresh SQLite database with the demo data, for the API tests.

#![allow(dead_code)]

pub mod after_payment;
pub mod databases;
pub mod eml;
pub mod hostile_files;
pub mod orders;
pub mod private_postgres;
pub mod process;
pub mod purchase;
pub mod smtp_sink;

use actix_web::{
    body::MessageBody,
    cookie::Cookie,
    dev::{Service, ServiceResponse},
    http::{StatusCode, header},
    test,
};
use base64::Engine;
use serde_json::Value;
use shop_api::{session::COOKIE_NAME, settings::Settings, startup::AppContext};
use shop_app::{
    Setup,
    jobs::{JobError, JobHandler, JobWorker},
};
use shop_db::{DatabaseUrl, DbStore};
use shop_domain::job::JobKind;
use shop_ports::clock::SystemClock;
use shop_ports::jobs::Job;

pub const PUBLIC_URL: &str = "http://127.0.0.1:8080";

pub struct TestShop {
    pub ctx: AppContext,
    settings: shop_api::settings::Settings,
    _dir: tempfile::TempDir,
    /// Set when the shop runs on a scratch database instead of its own SQLite file.
    database: Option<databases::TestDatabase>,
}

impl TestShop {
    /// A second instance of this shop: the same settings and database,
    /// its own connections, as a second process behind a load balancer.
    pub async fn another_instance(&self) -> AppContext {
        let db = DbStore::connect(DatabaseUrl::parse(&self.database_url()).unwrap(), 4)
            .await
            .unwrap();
        let adapters = shop_api::startup::adapters(&self.settings).unwrap();
        AppContext::with_adapters(&db, &self.settings, adapters).unwrap()
    }

    /// `DATABASE_URL` of this shop's database.
    pub fn database_url(&self) -> String {
        self.database.as_ref().map_or_else(
            || format!("sqlite://{}", self._dir.path().join("shop.db").display()),
            |database| database.url().to_owned(),
        )
    }

    /// Where uploaded images are stored.
    pub fn uploads_dir(&self) -> std::path::PathBuf {
        self._dir.path().join("uploads")
    }
}

pub async fn shop() -> TestShop {
    shop_with(&[]).await
}

/// A shop with extra settings (e.g. the Stripe keys and a mock's address).
pub async fn shop_with(extra: &[(&str, String)]) -> TestShop {
    build_shop(extra, None).await
}

/// A shop on `database` (SQLite when `None`) with extra settings.
pub async fn shop_on_with(
    database: Option<databases::TestDatabase>,
    extra: &[(&str, String)],
) -> TestShop {
    build_shop(extra, database).await
}

/// A shop on `database` (SQLite or PostgreSQL), with the demo data.
pub async fn shop_on(database: databases::TestDatabase) -> TestShop {
    build_shop(&[], Some(database)).await
}

/// Changes the outside services a test shop gets (e.g. a renderer that fails).
pub type Adapt = Box<dyn FnOnce(shop_api::state::Adapters) -> shop_api::state::Adapters>;

/// A shop on `database` (SQLite when `None`) whose adapters `adapt` changed.
pub async fn shop_adapted(database: Option<databases::TestDatabase>, adapt: Adapt) -> TestShop {
    build_shop_adapted(&[], database, adapt).await
}

async fn build_shop(
    extra: &[(&str, String)],
    database: Option<databases::TestDatabase>,
) -> TestShop {
    build_shop_adapted(extra, database, Box::new(|adapters| adapters)).await
}

async fn build_shop_adapted(
    extra: &[(&str, String)],
    database: Option<databases::TestDatabase>,
    adapt: Adapt,
) -> TestShop {
    let dir = tempfile::tempdir().unwrap();
    let static_dir = dir.path().join("dist");
    std::fs::create_dir_all(&static_dir).unwrap();
    std::fs::write(
        static_dir.join("index.html"),
        "<!doctype html><title>PrimeCards</title><div id=root></div>",
    )
    .unwrap();
    let database_url = database.as_ref().map_or_else(
        || format!("sqlite://{}", dir.path().join("shop.db").display()),
        |database| database.url().to_owned(),
    );
    let settings = Settings::from_lookup(|key| match key {
        "DATABASE_URL" => Some(database_url.clone()),
        "SHOP_STATIC_DIR" => Some(static_dir.to_string_lossy().into_owned()),
        "SHOP_DATA_DIR" => Some(dir.path().to_string_lossy().into_owned()),
        // The Impressum's company issues the invoices (Stripe shops must name one).
        "SHOP_SELLER_NAME" => Some("PrimeCards GmbH".to_owned()),
        "SHOP_SELLER_STREET" => Some("Musterstraße 12".to_owned()),
        "SHOP_SELLER_ZIP" => Some("41061".to_owned()),
        "SHOP_SELLER_CITY" => Some("Mönchengladbach".to_owned()),
        "SHOP_SELLER_EMAIL" => Some("info@primecards.de".to_owned()),
        "SHOP_SELLER_PHONE" => Some("+49 2161 123 45 67".to_owned()),
        "SHOP_SELLER_VAT_ID" => Some("DE812345673".to_owned()),
        "SHOP_SELLER_REGISTER_COURT" => Some("Amtsgericht Mönchengladbach".to_owned()),
        "SHOP_SELLER_REGISTER_NUMBER" => Some("HRB 12345".to_owned()),
        "SHOP_SELLER_MANAGING_DIRECTORS" => Some("Max Mustermann".to_owned()),
        // The standard example IBAN of the German banks: invoices can be paid by transfer.
        "SHOP_SELLER_IBAN" => Some("DE89 3704 0044 0532 0130 00".to_owned()),
        "SHOP_SELLER_BIC" => Some("COBADEFFXXX".to_owned()),
        // The tax office's local fake, unless a test brings its own.
        "SHOP_EVATR_URL" if !extra.iter().any(|(name, _)| *name == "SHOP_EVATR_URL") => {
            Some("local".to_owned())
        }
        // Tests pay on the local test page unless they bring Stripe keys.
        "SHOP_PAYMENT_PROVIDER" if !extra.iter().any(|(name, _)| *name == "STRIPE_SECRET_KEY") => {
            Some("local".to_owned())
        }
        other => extra
            .iter()
            .find(|(name, _)| *name == other)
            .map(|(_, value)| value.clone()),
    })
    .unwrap();
    let db = DbStore::connect(DatabaseUrl::parse(&database_url).unwrap(), 4)
        .await
        .unwrap();
    Setup::new(
        std::sync::Arc::new(db.clone()),
        std::sync::Arc::new(SystemClock),
    )
    .seed_demo_data()
    .await
    .unwrap();
    seed_print_logo(&db, &[dir.path().join("uploads")]).await;
    let adapters = adapt(shop_api::startup::adapters(&settings).unwrap());
    TestShop {
        ctx: AppContext::with_adapters(&db, &settings, adapters).unwrap(),
        settings,
        _dir: dir,
        database,
    }
}

/// The logo the tests' order lines carry: one of the shop's own uploads,
/// 600 × 400 pixels, sharp enough for print (662 dpi in the 23 × 18 mm box).
pub const PRINT_LOGO_URL: &str = "/uploads/0123456789abcdef.png";

/// Stores [`PRINT_LOGO_URL`] as an upload the shop made: the file in each
/// of `uploads_dirs` (every instance reads it from its own disk) and its
/// record with its size in the database.
pub async fn seed_print_logo(store: &DbStore, uploads_dirs: &[std::path::PathBuf]) {
    let name = PRINT_LOGO_URL.trim_start_matches("/uploads/");
    for dir in uploads_dirs {
        std::fs::create_dir_all(dir).unwrap();
        std::fs::write(dir.join(name), hostile_files::png(600, 400, None)).unwrap();
    }
    let upload = shop_ports::uploads::RecordedUpload {
        url: PRINT_LOGO_URL.to_owned(),
        size: Some(shop_ports::images::ImageSize {
            width: 600,
            height: 400,
        }),
    };
    shop_ports::write(store, move |repos| {
        // A restarted test shop on the same database finds it recorded already.
        if repos.uploads().find(&upload.url)?.is_none() {
            repos
                .uploads()
                .record(&upload, 0, chrono::Utc::now().naive_utc())?;
        }
        Ok(())
    })
    .await
    .unwrap();
}

pub async fn get_json<S, B>(service: &S, uri: &str) -> (StatusCode, Value)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let response =
        test::call_service(service, test::TestRequest::get().uri(uri).to_request()).await;
    let status = response.status();
    let body = test::read_body(response).await;
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

/// A GET of `uri` with `cookie`: the status and the body as text (documents, pages).
pub async fn get_text<S, B>(
    service: &S,
    uri: &str,
    cookie: &Option<Cookie<'static>>,
) -> (StatusCode, String)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let response = test::call_service(
        service,
        with_cookie(test::TestRequest::get().uri(uri), cookie).to_request(),
    )
    .await;
    let status = response.status();
    let body = test::read_body(response).await;
    (status, String::from_utf8_lossy(&body).into_owned())
}

/// A JSON call; returns the status, the body and the session cookie if one was set.
pub async fn call<S, B>(
    service: &S,
    request: test::TestRequest,
) -> (StatusCode, Value, Option<Cookie<'static>>)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let response = test::call_service(service, request.to_request()).await;
    let status = response.status();
    let cookie = response
        .response()
        .cookies()
        .find(|c| c.name() == COOKIE_NAME)
        .map(Cookie::into_owned);
    let body = test::read_body(response).await;
    (
        status,
        serde_json::from_slice(&body).unwrap_or(Value::Null),
        cookie,
    )
}

pub fn post_json(uri: &str, body: &Value) -> test::TestRequest {
    test::TestRequest::post().uri(uri).set_json(body)
}

/// Mails stay in the outbox, where [`mails_to`] reads them; every other
/// job runs as the worker runs it.
struct KeepingMails(std::sync::Arc<dyn JobHandler>);

#[async_trait::async_trait]
impl JobHandler for KeepingMails {
    async fn run(&self, job: &Job) -> Result<(), JobError> {
        if job.kind == JobKind::DeliverMail {
            return Ok(());
        }
        self.0.run(job).await
    }
}

/// The real clock, `ahead` in the future.
struct AheadClock(chrono::TimeDelta);

impl shop_ports::clock::Clock for AheadClock {
    fn now(&self) -> chrono::NaiveDateTime {
        chrono::Utc::now().naive_utc() + self.0
    }
}

/// Runs the jobs that are due, and those they enqueue, until none is due
/// (the work after a payment: invoice, proofs, checks); how many ran. Mails
/// are left in the outbox for [`mails_to`].
pub async fn run_jobs(shop: &TestShop) -> usize {
    run_jobs_ahead(shop, chrono::TimeDelta::zero()).await
}

/// [`run_jobs`] as it runs `ahead` from now: a retry due in a minute runs too.
pub async fn run_jobs_ahead(shop: &TestShop, ahead: chrono::TimeDelta) -> usize {
    let state = &shop.ctx.state;
    let worker = JobWorker::new(
        std::sync::Arc::clone(&state.store),
        std::sync::Arc::new(AheadClock(ahead)),
        std::sync::Arc::new(KeepingMails(std::sync::Arc::clone(&state.job_handler))),
    );
    let mut ran = 0;
    loop {
        match worker.run_due().await.unwrap() {
            0 => return ran,
            more => ran += more,
        }
    }
}

/// Texts of the mails waiting in the outbox for `to`, oldest first, once
/// the jobs due have run (a payment's confirmation is its invoice job's).
pub async fn mails_to(shop: &TestShop, to: &str) -> Vec<String> {
    run_jobs(shop).await;
    let far_future = chrono::Utc::now().naive_utc() + chrono::TimeDelta::days(365);
    let due = shop_ports::read(&*shop.ctx.state.store, move |repos| {
        repos.outbox().due(far_future, 100)
    })
    .await
    .unwrap();
    due.into_iter()
        .filter(|queued| queued.mail.to == to)
        .map(|queued| queued.mail.text_body)
        .collect()
}

/// The first link in a mail text that starts with `prefix`.
pub fn link_in(text: &str, prefix: &str) -> String {
    let start = text
        .find(prefix)
        .unwrap_or_else(|| panic!("no {prefix} link in {text}"));
    text[start..].split_whitespace().next().unwrap().to_owned()
}

/// The value of `name` in a link's query string.
pub fn query_param(link: &str, name: &str) -> String {
    let query = link.split_once('?').unwrap().1;
    let raw = query
        .split('&')
        .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
        .unwrap();
    raw.replace("%40", "@").replace("%2B", "+")
}

/// An active account with password `geheim123`, created directly in the store.
pub async fn active_user(shop: &TestShop, email: &str, role: shop_domain::Role) -> i64 {
    active_company_user(shop, email, "Pizzeria Bella", role).await
}

/// [`active_user`] with a company name of its own.
pub async fn active_company_user(
    shop: &TestShop,
    email: &str,
    company_name: &str,
    role: shop_domain::Role,
) -> i64 {
    let user = shop_ports::users::NewUser {
        email: shop_domain::Email::parse(email).unwrap(),
        company_name: company_name.into(),
        phone: "0170 1234567".into(),
        password_hash: shop_app::passwords::hash(
            &shop_domain::Password::parse("geheim123").unwrap(),
        )
        .unwrap(),
        role,
        active: true,
        created_at: chrono::Utc::now().naive_utc(),
    };
    shop_ports::read(&*shop.ctx.state.store, move |repos| {
        repos.users().insert(&user)
    })
    .await
    .unwrap()
    .id
    .get()
}

/// Signs in through the API and returns the session cookie.
pub async fn sign_in<S, B>(service: &S, email: &str) -> Cookie<'static>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let body = serde_json::json!({"email": email, "password": "geheim123"});
    let (status, _, cookie) = call(service, post_json("/api/auth/sign-in", &body)).await;
    assert_eq!(status, StatusCode::OK, "sign-in of {email}");
    cookie.unwrap()
}

/// A valid 1 × 1 PNG.
const TINY_PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

pub fn tiny_png() -> Vec<u8> {
    base64::engine::general_purpose::STANDARD
        .decode(TINY_PNG)
        .unwrap()
}

pub const BOUNDARY: &str = "----primecards-test-boundary";

/// `POST /api/images` as the front end sends it: multipart with an upload
/// preset and one file.
pub fn upload(file_name: &str, content_type: &str, bytes: &[u8]) -> test::TestRequest {
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"upload_preset\"\r\n\r\nprimecards\r\n\
--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: {content_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    test::TestRequest::post()
        .uri("/api/images")
        .insert_header((
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        ))
        .set_payload(body)
}

/// `request` with the session cookie, when there is one.
pub fn with_cookie(
    request: test::TestRequest,
    cookie: &Option<Cookie<'static>>,
) -> test::TestRequest {
    match cookie {
        Some(cookie) => request.cookie(cookie.clone()),
        None => request,
    }
}

/// Opens the order's payment and pays it on the local test provider's page,
/// as the browser session `cookie` (the one that placed the order); then
/// runs the jobs the payment enqueued (invoice, proofs).
pub async fn pay_locally<S, B>(
    shop: &TestShop,
    service: &S,
    order_id: &Value,
    cookie: &Option<Cookie<'static>>,
) where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let (status, session, _) = call(
        service,
        with_cookie(
            post_json(
                "/api/orderLine/create-checkout-session",
                &serde_json::json!({"orderId": order_id}),
            ),
            cookie,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{session}");
    let page = session["url"]
        .as_str()
        .unwrap()
        .strip_prefix(PUBLIC_URL)
        .unwrap()
        .to_owned();
    let paid = test::call_service(
        service,
        with_cookie(
            test::TestRequest::post().uri(&format!("{page}/pay")),
            cookie,
        )
        .to_request(),
    )
    .await;
    assert_eq!(paid.status(), StatusCode::SEE_OTHER);
    run_jobs(shop).await;
}
