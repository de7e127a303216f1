//! A tracing span per request, built only when someone listens. The root
//! span of `tracing-actix-web` worked out its fields (a second route lookup,
//! the connection info, a random request id) on every request even with its
//! output filtered away. `RUST_LOG=info,shop_api::request_log=debug` traces
//! each request with its method, path, status and time.

use std::time::Instant;

use actix_web::{
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
};
use tracing::{Instrument, Level, debug, debug_span, field};

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

/// # Errors
/// Only what the wrapped service returns.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if !tracing::enabled!(Level::DEBUG) {
        return next.call(req).await;
    }
    let span = debug_span!(
        "request",
        method = %req.method(),
        path = %loggable_path(req.path()),
        status = field::Empty,
    );
    let started = Instant::now();
    let result = next.call(req).instrument(span.clone()).await;
    let status = match &result {
        Ok(response) => response.status(),
        Err(error) => error.as_response_error().status_code(),
    };
    span.record("status", status.as_u16());
    debug!(
        parent: &span,
        status = status.as_u16(),
        elapsed_ms = started.elapsed().as_secs_f64() * 1000.0,
        "answered"
    );
    result
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use actix_web::{App, HttpResponse, middleware::from_fn, test, web};
    use tracing_subscriber::fmt::MakeWriter;

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

    /// The log of one `GET /tea` (answered 418) under `filter`.
    async fn log_of_one_request(filter: &str) -> String {
        log_of_get("/tea", filter).await
    }

    async fn log_of_get(path: &str, filter: &str) -> String {
        let captured = Captured::default();
        let subscriber = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(captured.clone())
            .with_ansi(false)
            .finish();
        let _guard = tracing::subscriber::set_default(subscriber);
        let app = test::init_service(
            App::new()
                .wrap(from_fn(super::middleware))
                .default_service(web::to(|| async { HttpResponse::ImATeapot().finish() })),
        )
        .await;
        let response =
            test::call_service(&app, test::TestRequest::get().uri(path).to_request()).await;
        assert_eq!(response.status().as_u16(), 418);
        String::from_utf8(captured.0.lock().unwrap().clone()).unwrap()
    }

    #[actix_web::test]
    async fn traces_method_path_and_status_when_its_target_is_at_debug() {
        let log = log_of_one_request("info,shop_api::request_log=debug").await;
        for part in ["method=GET", "path=/tea", "status=418", "answered"] {
            assert!(log.contains(part), "{part} missing from: {log}");
        }
    }

    #[actix_web::test]
    async fn never_writes_a_payment_links_token() {
        let log = log_of_get(
            "/api/payments/link/GeheimesToken123",
            "info,shop_api::request_log=debug",
        )
        .await;

        assert!(log.contains("path=/api/payments/link/<redacted>"), "{log}");
        assert!(!log.contains("GeheimesToken123"), "{log}");
    }

    #[actix_web::test]
    async fn writes_nothing_per_request_at_info() {
        assert_eq!(log_of_one_request("info").await, "");
    }
}
