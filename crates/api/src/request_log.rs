//! Every request gets an id, echoed in its answer as `X-Request-Id`: the one
//! a trusted proxy (`SHOP_TRUSTED_PROXIES`) sent, or a new one. A tracing
//! span per request carries it with the method and route into every log
//! line written while the request is served, and one line per request
//! records its status and latency. Span and line are at `info` on the
//! target `shop_api::request_log`, built only when that target is enabled:
//! the plain-text log leaves it out unless asked for, the JSON log
//! (`SHOP_LOG_FORMAT=json`) keeps it (see [`crate::telemetry`]). The root
//! span of `tracing-actix-web` worked out its fields on every request even
//! with its output filtered away; this one costs nothing when off.

use std::{
    sync::{
        LazyLock,
        atomic::{AtomicU64, Ordering},
    },
    time::Instant,
};

use actix_web::{
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::{HeaderName, HeaderValue},
    middleware::Next,
    web,
};
use tracing::{Instrument, Level, field, info, info_span};

use crate::{client_address::TrustedProxies, routes};

pub const X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The longest id taken from a proxy; longer ones are replaced.
const MOST_ID_CHARS: usize = 128;

/// Paths whose last segment is a secret (a mailed payment link's token).
const SECRET_PATH_PREFIXES: [&str; 1] = ["/api/payments/link/"];

/// The path as the log may keep it: secrets in it are replaced.
fn loggable_path(path: &str) -> std::borrow::Cow<'_, str> {
    match SECRET_PATH_PREFIXES
        .iter()
        .find(|prefix| path.starts_with(**prefix))
    {
        Some(prefix) => format!("{prefix}<redacted>").into(),
        None => path.into(),
    }
}

/// This process's ids: a random prefix (unique between instances) and a count.
static PROCESS_PREFIX: LazyLock<u32> = LazyLock::new(|| {
    let mut bytes = [0u8; 4];
    // Without randomness two instances may repeat ids; requests are still served.
    let _ = getrandom::fill(&mut bytes);
    u32::from_le_bytes(bytes)
});
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// How long a new id is: `<prefix>-<count>`, 8 and 16 hex digits.
const NEW_ID_LEN: usize = 25;

/// `<prefix>-<count>` in lower-case hex, written by hand straight into the
/// header's bytes: `format!` and a `String` to copy cost a tenth of a
/// catalogue answer's own work.
fn new_request_id() -> HeaderValue {
    let count = NEXT_ID.fetch_add(1, Ordering::Relaxed);
    let mut id = [0u8; NEW_ID_LEN];
    put_hex(&mut id[..8], u64::from(*PROCESS_PREFIX));
    id[8] = b'-';
    put_hex(&mut id[9..], count);
    // Hex digits and a hyphen are always a valid header value.
    HeaderValue::from_bytes(&id).unwrap_or_else(|_| HeaderValue::from_static("-"))
}

/// The last `to.len()` hex digits of `value`, lower case.
fn put_hex(to: &mut [u8], value: u64) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut rest = value;
    for digit in to.iter_mut().rev() {
        *digit = HEX[(rest & 0xf) as usize];
        rest >>= 4;
    }
}

/// An id a proxy may hand on: short, visible ASCII only, so it can go into a
/// log line and a header as it is.
fn acceptable_id(id: &[u8]) -> bool {
    !id.is_empty() && id.len() <= MOST_ID_CHARS && id.iter().all(u8::is_ascii_graphic)
}

/// The proxy's id when the connection comes from a trusted proxy, else a new one.
fn request_id_of(req: &ServiceRequest) -> HeaderValue {
    let from_trusted_proxy = req.peer_addr().is_some_and(|peer| {
        req.app_data::<web::Data<TrustedProxies>>()
            .is_some_and(|trusted| trusted.trusts(peer.ip()))
    });
    from_trusted_proxy
        .then(|| req.headers().get(X_REQUEST_ID))
        .flatten()
        .filter(|id| acceptable_id(id.as_bytes()))
        .map_or_else(new_request_id, HeaderValue::clone)
}

/// # Errors
/// Only what the wrapped service returns.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let request_id = request_id_of(&req);
    let mut result = if tracing::enabled!(Level::INFO) {
        // Visible ASCII only (either checked or written so).
        logged(req, next, request_id.to_str().unwrap_or_default()).await
    } else {
        next.call(req).await
    };
    if let Ok(response) = &mut result {
        response.headers_mut().insert(X_REQUEST_ID, request_id);
    }
    result
}

/// The request served inside its span, with its line at the end.
async fn logged<B: MessageBody>(
    req: ServiceRequest,
    next: Next<B>,
    request_id: &str,
) -> Result<ServiceResponse<B>, actix_web::Error> {
    // The template (`/api/orders/{id}`) tells what was asked without an id or a secret.
    let route = req
        .match_pattern()
        .or_else(|| routes::products::tail_template(req.path()).map(str::to_owned));
    let span = info_span!(
        "request",
        request_id = %request_id,
        method = %req.method(),
        route = route.as_deref().map(field::display),
        path = %loggable_path(req.path()),
    );
    let started = Instant::now();
    let result = next.call(req).instrument(span.clone()).await;
    let status = match &result {
        Ok(response) => response.status(),
        Err(error) => error.as_response_error().status_code(),
    };
    info!(
        parent: &span,
        status = status.as_u16(),
        latency_ms = started.elapsed().as_secs_f64() * 1000.0,
        "answered"
    );
    result
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use actix_web::{App, HttpResponse, middleware::from_fn, test, web};
    use tracing_subscriber::fmt::MakeWriter;

    use crate::{
        client_address::TrustedProxies,
        telemetry::{LogFormat, subscriber},
    };

    /// What the subscriber wrote.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'a> MakeWriter<'a> for Captured {
        type Writer = Self;

        fn make_writer(&'a self) -> Self::Writer {
            self.clone()
        }
    }

    /// What one `GET path` wrote to a `format` log under `filter`, and the
    /// answer's `X-Request-Id`. The request comes from 10.0.0.2 (trusted
    /// when `trusted`) and carries `sent_id` when given.
    struct Served {
        log: String,
        request_id: String,
    }

    async fn serve(
        format: LogFormat,
        filter: &str,
        path: &str,
        sent_id: Option<&str>,
        trusted: bool,
    ) -> Served {
        let captured = Captured::default();
        let _guard =
            tracing::subscriber::set_default(subscriber(format, filter, captured.clone(), false));
        let proxies = TrustedProxies::parse(if trusted { "10.0.0.2" } else { "" }).unwrap();
        let app = test::init_service(
            App::new()
                .app_data(web::Data::new(proxies))
                .wrap(from_fn(super::middleware))
                .service(web::resource("/orders/{id}").to(|| async {
                    tracing::warn!("the teapot is empty");
                    HttpResponse::ImATeapot().finish()
                }))
                .service(
                    web::scope("/api/products/get-product-byId")
                        .default_service(web::to(|| async { HttpResponse::ImATeapot().finish() })),
                )
                .default_service(web::to(|| async { HttpResponse::ImATeapot().finish() })),
        )
        .await;
        let mut request = test::TestRequest::get()
            .uri(path)
            .peer_addr("10.0.0.2:4711".parse().unwrap());
        if let Some(id) = sent_id {
            request = request.insert_header(("X-Request-Id", id));
        }
        let response = test::call_service(&app, request.to_request()).await;
        assert_eq!(response.status().as_u16(), 418);
        let request_id = response
            .headers()
            .get("x-request-id")
            .expect("every answer carries its request id")
            .to_str()
            .unwrap()
            .to_owned();
        Served {
            log: String::from_utf8(captured.0.lock().unwrap().clone()).unwrap(),
            request_id,
        }
    }

    #[actix_web::test]
    async fn traces_method_route_and_status_when_its_target_is_at_info() {
        let served = serve(LogFormat::Text, "info", "/orders/17", None, false).await;
        for part in [
            "method=GET",
            "route=/orders/{id}",
            "path=/orders/17",
            "status=418",
            "answered",
            &format!("request_id={}", served.request_id),
        ] {
            assert!(
                served.log.contains(part),
                "{part} missing from: {}",
                served.log
            );
        }
    }

    #[actix_web::test]
    async fn never_writes_a_payment_links_token() {
        let log = serve(
            LogFormat::Text,
            "info",
            "/api/payments/link/GeheimesToken123",
            None,
            false,
        )
        .await
        .log;

        assert!(log.contains("path=/api/payments/link/<redacted>"), "{log}");
        assert!(!log.contains("GeheimesToken123"), "{log}");
    }

    #[actix_web::test]
    async fn the_text_log_writes_nothing_per_request_by_default_but_the_id_is_still_answered() {
        let served = serve(
            LogFormat::Text,
            LogFormat::Text.default_filter(),
            "/tea",
            None,
            false,
        )
        .await;
        assert_eq!(served.log, "");
        assert_eq!(served.request_id.len(), 25, "{}", served.request_id);
    }

    #[actix_web::test]
    async fn a_trusted_proxys_id_travels_into_every_json_line_of_its_request() {
        let served = serve(
            LogFormat::Json,
            LogFormat::Json.default_filter(),
            "/orders/17",
            Some("proxy-4711-abc"),
            true,
        )
        .await;
        assert_eq!(served.request_id, "proxy-4711-abc");
        let lines: Vec<serde_json::Value> = served
            .log
            .lines()
            .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
            .collect();
        assert_eq!(lines.len(), 2, "{}", served.log);
        for line in &lines {
            assert_eq!(line["span"]["request_id"], "proxy-4711-abc", "{line}");
            assert_eq!(line["span"]["route"], "/orders/{id}", "{line}");
            assert!(line["timestamp"].is_string(), "{line}");
        }
        assert_eq!(lines[0]["level"], "WARN");
        assert_eq!(lines[0]["message"], "the teapot is empty");
        assert_eq!(lines[1]["level"], "INFO");
        assert_eq!(lines[1]["status"], 418);
        assert!(lines[1]["latency_ms"].as_f64().unwrap() >= 0.0);
    }

    #[actix_web::test]
    async fn a_tail_route_the_router_matched_by_its_prefix_is_logged_by_its_template() {
        let served = serve(
            LogFormat::Text,
            "info",
            "/api/products/get-product-byId/7",
            None,
            false,
        )
        .await;
        assert!(
            served
                .log
                .contains("route=/api/products/get-product-byId/{id}")
                && served.log.contains("status=418"),
            "{}",
            served.log
        );
    }

    #[actix_web::test]
    async fn an_id_from_anyone_else_or_unfit_for_a_log_is_replaced() {
        let untrusted = serve(LogFormat::Json, "info", "/tea", Some("forged"), false).await;
        assert_ne!(untrusted.request_id, "forged");
        assert!(untrusted.log.contains(&untrusted.request_id));

        let unfit = serve(LogFormat::Json, "info", "/tea", Some("a b\"c"), true).await;
        assert_ne!(unfit.request_id, "a b\"c");
        let too_long = "x".repeat(129);
        let long = serve(LogFormat::Json, "info", "/tea", Some(&too_long), true).await;
        assert_ne!(long.request_id, too_long);
    }

    #[actix_web::test]
    async fn new_ids_differ_and_read_as_the_prefix_and_count_in_hex() {
        let (first, second) = (super::new_request_id(), super::new_request_id());
        let (first, second) = (first.to_str().unwrap(), second.to_str().unwrap());
        assert_ne!(first, second);
        assert_eq!(
            first,
            format!(
                "{:08x}-{:016x}",
                *super::PROCESS_PREFIX,
                u64::from_str_radix(&first[9..], 16).unwrap()
            )
        );
        assert_eq!(
            u64::from_str_radix(&second[9..], 16).unwrap(),
            u64::from_str_radix(&first[9..], 16).unwrap() + 1
        );
    }
}
