//! Wiring: adapters into use cases, use cases into the actix application.

use std::{net::TcpListener, path::PathBuf, sync::Arc, time::Duration};

use actix_web::{
    App, HttpServer,
    body::MessageBody,
    dev::{Server, ServiceFactory, ServiceRequest, ServiceResponse},
    http::{Method, header},
    middleware::{Compress, Condition, DefaultHeaders, from_fn},
    web,
};
use anyhow::Context;
use shop_app::{
    AdminAccount, LOCAL_PROVIDER, RetentionReport, Setup, jobs::JobWorker, scan_counts::ScanCounter,
};
use shop_db::{DbSessionStore, DbStore};
use shop_documents::FacturXRenderer;
use shop_images::{CloudinaryImageHost, DecodingInspector, LocalDiskImageHost};
use shop_mail::LettreMailer;
use shop_payments::{LocalTestGateway, StripeConfig, StripeGateway};
use shop_ports::{
    Store, clock::SystemClock, images::ImageHost, mailer::Mailer, payments::PaymentGateway,
};

use crate::{
    client_address::TrustedProxies,
    demo_assets,
    error::extractors,
    frontend,
    guard::{self, AllowedOrigin},
    memory,
    metrics::{self, Metrics},
    precompressed, qr_redirect, request_log, routes, security,
    session::{self, SessionConfig},
    settings::{PaymentProvider, Settings},
    state::{Adapters, AppState},
};

/// Everything one actix worker needs to build the application.
#[derive(Clone)]
pub struct AppContext {
    pub state: web::Data<AppState>,
    pub sessions: web::Data<SessionConfig>,
    pub origin: web::Data<AllowedOrigin>,
    pub trusted_proxies: web::Data<TrustedProxies>,
    pub static_dir: PathBuf,
    pub data_dir: PathBuf,
    /// Request counting and `GET /metrics`, when `SHOP_METRICS_TOKEN` is set.
    pub metrics: Option<web::Data<Metrics>>,
}

impl AppContext {
    /// Wires the use cases to this database.
    ///
    /// # Errors
    /// When a use case cannot be set up.
    pub fn new(db: &DbStore, settings: &Settings) -> anyhow::Result<Self> {
        Self::with_adapters(db, settings, adapters(settings)?)
    }

    /// As [`AppContext::new`], with the outside services given (tests
    /// replace one of [`adapters`]' choices).
    ///
    /// # Errors
    /// When a use case cannot be set up.
    pub fn with_adapters(
        db: &DbStore,
        settings: &Settings,
        adapters: Adapters,
    ) -> anyhow::Result<Self> {
        let store: Arc<dyn Store> = Arc::new(db.clone());
        let state = AppState::new(store, settings, adapters)?;
        Ok(Self {
            sessions: web::Data::new(SessionConfig {
                store: Arc::new(DbSessionStore::new(db.clone())),
                secure_cookie: settings.secure_cookies(),
                clock: Arc::clone(&state.clock),
            }),
            state: web::Data::new(state),
            origin: web::Data::new(AllowedOrigin(guard::origin_of(&settings.public_url))),
            trusted_proxies: web::Data::new(settings.trusted_proxies.clone()),
            static_dir: settings.static_dir.clone(),
            data_dir: settings.data_dir.clone(),
            metrics: Metrics::new(settings.metrics_token.as_ref()).map(web::Data::new),
        })
    }
}

/// Where the catalogue's public reads live; the rest of `/products` (the
/// admin's edit) is a `POST` and goes through the session.
const CATALOGUE_PATHS: &str = "/api/products/";

/// The whole application; used by the server and by the API tests.
pub fn app(
    ctx: AppContext,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let counting = ctx.metrics.is_some();
    let https = ctx.sessions.secure_cookie;
    let mut app = App::new();
    if let Some(metrics) = ctx.metrics {
        app = app.app_data(metrics);
    }
    app.wrap(from_fn(request_log::middleware))
        // Outermost: the time counted is all the server spent.
        .wrap(Condition::new(counting, from_fn(metrics::middleware)))
        .app_data(ctx.state)
        .app_data(ctx.sessions)
        .app_data(ctx.origin)
        .app_data(ctx.trusted_proxies)
        .app_data(extractors::json_config())
        .app_data(extractors::query_config())
        .app_data(extractors::path_config())
        // The two hottest paths first, with no more machinery than they need:
        // every scan of a printed code, and the public catalogue's reads (the
        // same bytes for everyone, so no session; compressed once per catalogue
        // change, not per request; a browser may keep them if it asks again).
        .service(qr_redirect::service().wrap(security::headers(https)))
        .service(
            web::scope("/api")
                .guard(actix_web::guard::fn_guard(|ctx| {
                    matches!(ctx.head().method, Method::GET | Method::HEAD)
                        && ctx.head().uri.path().starts_with(CATALOGUE_PATHS)
                }))
                .wrap(security::headers(https).add((header::CACHE_CONTROL, "no-cache")))
                .configure(routes::configure_catalogue)
                .default_service(web::to(routes::not_found)),
        )
        // The front end's bundles, compressed by the build, not per request.
        .service(frontend::bundles(&ctx.static_dir).wrap(security::headers(https)))
        .service(
            web::scope("")
                // The shell page and what else the shop sends as text; gzip/brotli when the browser asks.
                .wrap(Compress::default())
                // Outside the compression: PDFs are compressed inside and go out as they are.
                .wrap(from_fn(precompressed::middleware))
                .wrap(security::headers(https))
                .service(
                    web::scope("/api")
                        // Answers carry personal and account data: no browser or proxy may keep
                        // them. A route that may be cached says so itself.
                        .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "no-store")))
                        .wrap(from_fn(session::middleware))
                        .wrap(from_fn(guard::middleware))
                        .configure(routes::configure)
                        .default_service(web::to(routes::not_found)),
                )
                .service(web::resource("/metrics").route(web::get().to(metrics::scrape)))
                .service(demo_assets::demo_asset)
                .service(frontend::uploads(&ctx.data_dir))
                .service(frontend::root(&ctx.static_dir))
                .service(frontend::app_files(&ctx.static_dir)),
        )
}

pub struct Application {
    server: Server,
    port: u16,
    public_url: String,
    scans: ScanFlush,
}

/// Writes the short links' counted scans.
#[derive(Clone)]
struct ScanFlush {
    counter: ScanCounter,
    store: Arc<dyn Store>,
}

impl ScanFlush {
    async fn flush(&self) {
        match self.counter.flush(&*self.store).await {
            Ok(0) => {}
            Ok(scans) => tracing::debug!(scans, "wrote counted QR scans"),
            Err(error) => {
                tracing::warn!(%error, "could not write counted QR scans; kept for the next flush")
            }
        }
    }
}

/// How often counted scans are written.
const SCAN_FLUSH_EVERY: Duration = Duration::from_secs(5);

fn spawn_scan_flush(scans: ScanFlush) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(SCAN_FLUSH_EVERY);
        loop {
            tick.tick().await;
            scans.flush().await;
        }
    });
}

impl Application {
    /// Connects the database, runs migrations, creates the admin and demo
    /// data as configured, and binds the listener.
    ///
    /// # Errors
    /// When the database, the listener or the setup fails.
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        std::fs::create_dir_all(settings.data_dir.join("uploads"))
            .context("creating the data folder")?;
        let db =
            DbStore::connect(settings.database_url.clone(), settings.database_pool_size).await?;
        let store: Arc<dyn Store> = Arc::new(db.clone());

        let setup = Setup::new(Arc::clone(&store), Arc::new(SystemClock));
        db.exclusively(async || {
            if let Some(admin) = &settings.admin {
                setup
                    .ensure_admin(AdminAccount {
                        email: admin.email.clone(),
                        password: admin.password.expose().clone(),
                    })
                    .await?;
                tracing::info!(email = %admin.email, "administrator account is ready (from SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD)");
            }
            if settings.demo_data && setup.seed_demo_data().await? {
                tracing::info!("seeded the demo catalogue and samples");
            }
            anyhow::Ok(())
        })
        .await?;

        let ctx = AppContext::new(&db, &settings)?;
        // Lines placed before their printed QR text was stored get it now, under this QR domain.
        let filled = ctx.state.qr_links.record_earlier_lines().await?;
        if filled > 0 {
            tracing::info!(
                lines = filled,
                "stored the printed QR text of earlier order lines"
            );
        }
        let scans = ScanFlush {
            counter: ctx.state.scans.clone(),
            store: Arc::clone(&store),
        };
        spawn_scan_flush(scans.clone());
        spawn_housekeeping(DbSessionStore::new(db), ctx.state.clone());
        let worker = JobWorker::new(
            Arc::clone(&store),
            Arc::new(SystemClock),
            Arc::clone(&ctx.state.job_handler),
        );
        worker.ensure_recurring().await?;
        tokio::spawn(worker.run_forever());

        // What the start allocated and freed goes back once it has settled, then every minute.
        memory::spawn_periodic_release();

        let listener = TcpListener::bind(&settings.bind)
            .with_context(|| format!("binding {}", settings.bind))?;
        let port = listener.local_addr()?.port();
        // On SIGTERM: stop accepting, let running requests finish (up to the limit), then flush.
        let server = HttpServer::new(move || app(ctx.clone()))
            .keep_alive(IDLE_CONNECTION_KEPT)
            .listen(listener)?
            .shutdown_timeout(settings.shutdown_timeout_s)
            .run();
        Ok(Self {
            server,
            port,
            public_url: settings.public_url,
            scans,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// Serves until SIGINT/SIGTERM, then lets running requests finish and
    /// writes the scans counted since the last flush.
    ///
    /// # Errors
    /// When the server fails.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let served = self.server.await.context("server failed");
        self.scans.flush().await;
        served
    }
}

/// How long an idle keep-alive connection stays open. A client that reuses
/// a connection at the moment the server closes it gets a reset instead of an
/// answer (actix-web's 5 s did that to a browser test's API client between two
/// requests 5 s apart); a proxy's pool of idle connections to the shop has the
/// same race. Longer than the idle time of such pools (nginx's upstream
/// `keepalive_timeout`: 60 s), so the client, which knows when it reuses one,
/// is the side that closes it.
pub const IDLE_CONNECTION_KEPT: Duration = Duration::from_secs(75);

/// SMTP when configured, otherwise `.eml` files under `SHOP_DATA_DIR/mail`.
/// Stripe and Cloudinary when configured, else the local test provider and the local disk.
///
/// # Errors
/// When an adapter cannot be set up from its settings.
pub fn adapters(settings: &Settings) -> anyhow::Result<Adapters> {
    let (gateway, provider): (Arc<dyn PaymentGateway>, &'static str) = match &settings.payments {
        PaymentProvider::Stripe(stripe) => (
            Arc::new(StripeGateway::new(StripeConfig {
                secret_key: stripe.secret_key.expose().clone(),
                webhook_secret: stripe.webhook_secret.expose().clone(),
                api_base: stripe.api_base.clone(),
            })?),
            "stripe",
        ),
        PaymentProvider::Local => {
            tracing::warn!(
                "SHOP_PAYMENT_PROVIDER=local: the local test payment page pays every order for free; never use it in a real shop"
            );
            (
                Arc::new(LocalTestGateway::new(&settings.public_url)),
                LOCAL_PROVIDER,
            )
        }
    };
    let image_host: Arc<dyn ImageHost> = match &settings.cloudinary {
        Some(cloudinary) => Arc::new(CloudinaryImageHost::from_url(
            cloudinary.url.expose(),
            cloudinary.api_base.as_deref(),
        )?),
        None => Arc::new(LocalDiskImageHost::new(
            settings.data_dir.join("uploads"),
            "/uploads/",
        )),
    };
    let evatr_url = if settings.evatr_url == "local" {
        let fake = shop_tax_office::fake::FakeEvatr::start()?;
        tracing::warn!(
            url = %fake.url,
            "SHOP_EVATR_URL=local: foreign VAT IDs are confirmed by a local fake of the tax office; never use it in a real shop"
        );
        fake.url
    } else {
        settings.evatr_url.clone()
    };
    Ok(Adapters {
        gateway,
        provider,
        image_host,
        image_inspector: Arc::new(DecodingInspector),
        invoice_renderer: Arc::new(FacturXRenderer::new()),
        vat_registry: Arc::new(shop_tax_office::EvatrClient::new(evatr_url)),
        mailer: mailer(settings)?,
    })
}

/// The seller's contact address with its name, as `Reply-To`.
fn reply_to(settings: &Settings) -> String {
    format!(
        "{} <{}>",
        settings.seller.name.replace(['<', '>', '"'], ""),
        settings.seller.email
    )
}

fn mailer(settings: &Settings) -> anyhow::Result<Arc<dyn Mailer>> {
    Ok(match &settings.smtp_url {
        Some(url) => Arc::new(
            LettreMailer::smtp(url.expose(), &settings.mail_from)?
                .replying_to(&reply_to(settings))?,
        ),
        None => {
            let folder = settings.data_dir.join("mail");
            tracing::info!(folder = %folder.display(), "no SMTP_URL: mails are written as .eml files");
            Arc::new(
                LettreMailer::files(folder, &settings.mail_from)?
                    .replying_to(&reply_to(settings))?,
            )
        }
    })
}

/// Expired sessions and old throttle events are ignored anyway; removing
/// them keeps the tables small. Retention deletes personal data past its
/// time. (Work owed to someone is a job: see `shop_app::jobs`.)
fn spawn_housekeeping(sessions: DbSessionStore, state: web::Data<AppState>) {
    tokio::spawn(async move {
        let mut every_hour = tokio::time::interval(Duration::from_secs(3600));
        loop {
            every_hour.tick().await;
            match sessions.delete_expired().await {
                Ok(removed) if removed > 0 => tracing::info!(removed, "removed expired sessions"),
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "could not remove expired sessions"),
            }
            if let Err(error) = state.throttle.purge_old().await {
                tracing::warn!(%error, "could not purge old throttle events");
            }
            match state.privacy.apply_retention().await {
                Ok(report) if report != RetentionReport::default() => tracing::info!(
                    unpaid_guest_orders = report.unpaid_guest_orders,
                    contact_messages = report.contact_messages,
                    inactive_accounts = report.inactive_accounts,
                    "retention deleted personal data past its time"
                ),
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "could not apply the retention policy"),
            }
        }
    });
}
