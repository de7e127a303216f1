//! The HTTP side of the shop: settings, wiring, routes, error mapping, the
//! session middleware and the static front end. `main.rs` is a thin caller.

pub mod access;
pub mod backup;
pub mod catalogue_json;
pub mod client_address;
pub mod demo_assets;
pub mod dto;
pub mod error;
pub mod frontend;
pub mod guard;
pub mod memory;
pub mod metrics;
pub mod openapi;
pub mod precompressed;
pub mod qr_redirect;
pub mod request_log;
pub mod routes;
pub mod security;
pub mod session;
pub mod settings;
pub mod startup;
pub mod state;
pub mod system;
pub mod telemetry;
pub mod texts;
