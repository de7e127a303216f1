//! `GET /metrics` in the OpenMetrics text format Prometheus scrapes, for the
//! operator only: it needs `Authorization: Bearer {SHOP_METRICS_TOKEN}` and
//! does not exist (404) while no token is set.
//!
//! Requests are counted here, by route template (never the raw path: one
//! series per order id would grow without end), method and status class,
//! with a latency histogram per route. What the business did and what work
//! waits are read from the database at each scrape
//! ([`shop_app::operations`]), so they are totals that survive a restart
//! and agree between instances.

use std::time::Instant;

use actix_web::{
    HttpRequest, HttpResponse,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header,
    middleware::Next,
    web,
};
use prometheus_client::{
    encoding::{
        EncodeLabelSet,
        text::{encode_eof, encode_registry},
    },
    metrics::{
        counter::{ConstCounter, Counter},
        family::Family,
        gauge::{ConstGauge, Gauge},
        histogram::{Histogram, exponential_buckets},
    },
    registry::Registry,
};
use shop_domain::job::{JobKind, JobState};
use shop_ports::{operations::OperationsFigures, store::PoolUsage};

use crate::{error::ApiError, routes, settings::Secret, state::AppState};

/// OpenMetrics 1.0, which Prometheus reads as well as its own format.
const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// The route label of a request no route matched (static files, unknown paths).
const UNMATCHED: &str = "unmatched";

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: String,
    method: String,
    status: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct JobLabels {
    kind: &'static str,
}

/// The request figures of this process, shared by its workers.
pub struct Metrics {
    token: Secret<String>,
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: Family<RouteLabels, Histogram>,
}

impl Metrics {
    /// `None` when no token is set: nothing is counted and `/metrics` is 404.
    pub fn new(token: Option<&Secret<String>>) -> Option<Self> {
        let token = token?.expose().clone();
        let mut registry = Registry::default();
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "http_requests",
            "HTTP requests answered, by route template, method and status class",
            requests.clone(),
        );
        // 1 ms to about 16 s: a QR redirect at the bottom, a first big proof at the top.
        let latency = Family::<RouteLabels, Histogram>::new_with_constructor(|| {
            Histogram::new(exponential_buckets(0.001, 2.0, 15))
        });
        registry.register(
            "http_request_duration_seconds",
            "Time from the request's arrival to its answer's head, by route template",
            latency.clone(),
        );
        Some(Self {
            token: Secret::new(token),
            registry,
            requests,
            latency,
        })
    }

    fn observe(&self, route: String, method: &str, status: u16, took: f64) {
        self.requests
            .get_or_create(&RequestLabels {
                route: route.clone(),
                method: method.to_owned(),
                status: status_class(status),
            })
            .inc();
        self.latency
            .get_or_create(&RouteLabels { route })
            .observe(took);
    }

    /// Whether the request carries this shop's token, compared in constant time.
    fn admits(&self, req: &HttpRequest) -> bool {
        // As bytes: a token with an umlaut arrives as its UTF-8 bytes.
        let Some(given) = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|value| value.as_bytes().strip_prefix(b"Bearer "))
        else {
            return false;
        };
        same_bytes(given.trim_ascii(), self.token.expose().as_bytes())
    }

    /// The exposition: this process's requests, then the shop's figures.
    fn render(
        &self,
        figures: &OperationsFigures,
        pool: PoolUsage,
    ) -> Result<String, std::fmt::Error> {
        let mut text = String::new();
        encode_registry(&mut text, &self.registry)?;
        encode_registry(&mut text, &figures_registry(figures, pool))?;
        encode_eof(&mut text)?;
        Ok(text)
    }
}

/// A route template as a label: `/api/orders/{id}` becomes `/api/orders/:id`
/// (a pattern's regex, `{tail:.*}`, is left out). Braces inside label values
/// are valid, but simpler parsers of the format split on them.
fn route_label(pattern: &str) -> String {
    let mut label = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        label.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let segment = &rest[open + 1..open + close];
        label.push(':');
        label.push_str(segment.split(':').next().unwrap_or_default());
        rest = &rest[open + close + 1..];
    }
    label.push_str(rest);
    label
}

fn status_class(status: u16) -> &'static str {
    match status {
        100..200 => "1xx",
        200..300 => "2xx",
        300..400 => "3xx",
        400..500 => "4xx",
        _ => "5xx",
    }
}

/// Equal bytes, in a time that does not tell how many leading bytes matched.
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

fn job_gauges(figures: &OperationsFigures, state: JobState) -> Family<JobLabels, Gauge> {
    let family = Family::<JobLabels, Gauge>::default();
    // Every kind, zeros included: a series that vanishes looks like a scrape gap.
    for kind in JobKind::ALL {
        let count = i64::try_from(figures.jobs_of(kind, state)).unwrap_or(i64::MAX);
        family
            .get_or_create(&JobLabels {
                kind: kind.as_str(),
            })
            .set(count);
    }
    family
}

/// The figures read at this scrape, as their own registry.
fn figures_registry(figures: &OperationsFigures, pool: PoolUsage) -> Registry {
    let mut registry = Registry::with_prefix("shop");
    registry.register(
        "jobs_pending",
        "Jobs waiting to run, retries included, by kind",
        job_gauges(figures, JobState::Pending),
    );
    registry.register(
        "jobs_failed",
        "Jobs that failed for good and wait for the back office, by kind",
        job_gauges(figures, JobState::Failed),
    );
    let totals = [
        ("orders_placed", "Orders placed", figures.orders_placed),
        (
            "payments_received",
            "Card payments confirmed and bank transfers booked",
            figures.payments_received,
        ),
        (
            "invoices_issued",
            "Invoices issued",
            figures.invoices_issued,
        ),
        (
            "invoices_failed",
            "Invoices whose issuing failed for good",
            figures.jobs_of(JobKind::IssueInvoice, JobState::Failed),
        ),
        (
            "credit_notes_issued",
            "Credit notes issued",
            figures.credit_notes_issued,
        ),
        (
            "mails_sent",
            "Mails delivered to the mail server",
            figures.mails_sent,
        ),
        (
            "mails_failed",
            "Mails the mail server refused for good or that ran out of retries",
            figures.jobs_of(JobKind::DeliverMail, JobState::Failed),
        ),
        (
            "qr_scans",
            "Scans of printed QR codes (written every few seconds)",
            figures.qr_scans,
        ),
    ];
    for (name, help, total) in totals {
        registry.register(name, help, ConstCounter::new(total));
    }
    registry.register(
        "mails_waiting",
        "Mails not yet delivered: queued or waiting for the mail server",
        ConstGauge::new(i64::try_from(figures.mails_waiting()).unwrap_or(i64::MAX)),
    );
    registry.register(
        "db_connections_in_use",
        "Database connections of this process busy right now",
        ConstGauge::new(i64::from(pool.in_use)),
    );
    registry.register(
        "db_connections_idle",
        "Database connections of this process open and idle",
        ConstGauge::new(i64::from(pool.idle)),
    );
    registry
}

/// Counts every request by its route template. Installed only when metrics are on.
///
/// # Errors
/// Only what the wrapped service returns.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let metrics = req.app_data::<web::Data<Metrics>>().cloned();
    let method = req.method().clone();
    let result = next.call(req).await;
    if let Some(metrics) = metrics {
        let (route, status) = match &result {
            Ok(response) => (
                routes::template_of(response.request()),
                response.status().as_u16(),
            ),
            Err(error) => (None, error.as_response_error().status_code().as_u16()),
        };
        metrics.observe(
            route.map_or_else(|| UNMATCHED.to_owned(), |pattern| route_label(&pattern)),
            method.as_str(),
            status,
            started.elapsed().as_secs_f64(),
        );
    }
    result
}

/// `GET /metrics`: 404 unless metrics are on and the token matches.
///
/// # Errors
/// [`ApiError`] when the database cannot be read (503 while it is away).
pub async fn scrape(
    req: HttpRequest,
    metrics: Option<web::Data<Metrics>>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let Some(metrics) = metrics.filter(|metrics| metrics.admits(&req)) else {
        // The same answer with or without metrics: a wrong token learns nothing.
        return Ok(routes::not_found().await);
    };
    let (figures, pool) = state.operations.figures().await?;
    let text = metrics
        .render(&figures, pool)
        .map_err(|error| ApiError::Internal(anyhow::anyhow!("encoding metrics: {error}")))?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, CONTENT_TYPE))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(text))
}

#[cfg(test)]
mod tests {
    use shop_domain::job::{JobKind, JobState};
    use shop_ports::{
        operations::{JobCount, OperationsFigures},
        store::PoolUsage,
    };

    use super::{Metrics, route_label, same_bytes, status_class};
    use crate::settings::Secret;

    fn rendered() -> String {
        let metrics = Metrics::new(Some(&Secret::new("geheim".to_owned()))).unwrap();
        metrics.observe("/api/orders/:id".into(), "GET", 200, 0.004);
        metrics.observe("/api/orders/:id".into(), "GET", 404, 0.002);
        let figures = OperationsFigures {
            jobs: vec![
                JobCount {
                    kind: JobKind::DeliverMail,
                    state: JobState::Pending,
                    count: 4,
                },
                JobCount {
                    kind: JobKind::IssueInvoice,
                    state: JobState::Failed,
                    count: 1,
                },
            ],
            orders_placed: 12,
            payments_received: 9,
            invoices_issued: 8,
            credit_notes_issued: 1,
            mails_sent: 30,
            qr_scans: 1_234,
        };
        metrics
            .render(&figures, PoolUsage { in_use: 1, idle: 3 })
            .unwrap()
    }

    /// The sample of `name` with exactly these labels, as Prometheus's own parser reads it.
    fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
        let lines = text.lines().map(|line| Ok(line.to_owned()));
        let scrape = prometheus_parse::Scrape::parse(lines).unwrap();
        let found = scrape
            .samples
            .iter()
            .find(|sample| {
                sample.metric == name
                    && labels
                        .iter()
                        .all(|(key, value)| sample.labels.get(key) == Some(*value))
            })
            .unwrap_or_else(|| panic!("{name} {labels:?} missing from:\n{text}"));
        match found.value {
            prometheus_parse::Value::Counter(v)
            | prometheus_parse::Value::Gauge(v)
            | prometheus_parse::Value::Untyped(v) => v,
            ref other => panic!("{name} is {other:?}"),
        }
    }

    #[test]
    fn requests_are_counted_by_route_template_and_status_class() {
        let text = rendered();
        let route = ("route", "/api/orders/:id");
        assert_eq!(
            sample(&text, "http_requests_total", &[route, ("status", "2xx")]),
            1.0
        );
        assert_eq!(
            sample(&text, "http_requests_total", &[route, ("status", "4xx")]),
            1.0
        );
        assert!(
            text.contains("http_request_duration_seconds_bucket{"),
            "{text}"
        );
        assert!(text.ends_with("# EOF\n"));
    }

    #[test]
    fn the_shops_figures_are_there_with_every_job_kind() {
        let text = rendered();
        assert_eq!(sample(&text, "shop_orders_placed_total", &[]), 12.0);
        assert_eq!(sample(&text, "shop_payments_received_total", &[]), 9.0);
        assert_eq!(sample(&text, "shop_invoices_issued_total", &[]), 8.0);
        assert_eq!(sample(&text, "shop_invoices_failed_total", &[]), 1.0);
        assert_eq!(sample(&text, "shop_mails_sent_total", &[]), 30.0);
        assert_eq!(sample(&text, "shop_qr_scans_total", &[]), 1_234.0);
        assert_eq!(sample(&text, "shop_mails_waiting", &[]), 4.0);
        assert_eq!(
            sample(&text, "shop_jobs_pending", &[("kind", "deliver_mail")]),
            4.0
        );
        assert_eq!(
            sample(&text, "shop_jobs_pending", &[("kind", "refund_express")]),
            0.0
        );
        assert_eq!(
            sample(&text, "shop_jobs_failed", &[("kind", "issue_invoice")]),
            1.0
        );
        assert_eq!(sample(&text, "shop_db_connections_in_use", &[]), 1.0);
        assert_eq!(sample(&text, "shop_db_connections_idle", &[]), 3.0);
    }

    #[test]
    fn no_token_means_no_metrics() {
        assert!(Metrics::new(None).is_none());
    }

    #[test]
    fn tokens_compare_whole() {
        assert!(same_bytes(b"geheim", b"geheim"));
        assert!(!same_bytes(b"geheim", b"geheimX"));
        assert!(!same_bytes(b"geheiM", b"geheim"));
        assert!(!same_bytes(b"", b"geheim"));
    }

    #[test]
    fn route_templates_become_labels_without_braces() {
        assert_eq!(route_label("/api/orders/{id}"), "/api/orders/:id");
        assert_eq!(
            route_label("/api/admin/orders/{id}/lines/{line}"),
            "/api/admin/orders/:id/lines/:line"
        );
        assert_eq!(route_label("/{tail:.*}"), "/:tail");
        assert_eq!(route_label("/api/products"), "/api/products");
    }

    #[test]
    fn statuses_fall_into_their_class() {
        assert_eq!(status_class(201), "2xx");
        assert_eq!(status_class(302), "3xx");
        assert_eq!(status_class(429), "4xx");
        assert_eq!(status_class(503), "5xx");
    }
}
