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
        path = %req.path(),
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
