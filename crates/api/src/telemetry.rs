//! Structured logs through `tracing`, filtered by `RUST_LOG`.

use tracing_subscriber::EnvFilter;

/// Request spans are at `debug` (see `request_log`): `info` leaves them out.
const DEFAULT_FILTER: &str = "info";

pub fn init() {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    // A second init (tests) is harmless; ignore it.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .try_init();
}
