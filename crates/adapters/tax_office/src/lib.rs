//! Confirming foreign VAT identification numbers with the Bundeszentralamt
//! für Steuern: the client of its eVatR REST service ([`EvatrClient`]) and
//! a local fake that answers from the service's own status list
//! ([`fake::FakeEvatr`]), for tests and the local demo.

mod evatr;
pub mod fake;

pub use evatr::{EVATR_URL, EvatrClient, TIMEOUT};
