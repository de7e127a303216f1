//! Payment gateways behind the `PaymentGateway` port.
//!
//! - [`StripeGateway`]: Stripe Checkout through async-stripe, chosen when
//!   `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set.
//! - [`LocalTestGateway`]: the built-in test provider for development and
//!   tests, chosen otherwise.

mod local;
mod stripe_gateway;

pub use local::LocalTestGateway;
pub use stripe_gateway::{StripeConfig, StripeGateway};
