//! Black-box tests of the HTTP API, linked as one test binary: each module
//! drives the whole application (through actix's test service, or as the
//! real `shop-api` process) on its own fresh database.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

mod accounts;
mod admin;
mod authorization_matrix;
mod basics;
mod behind_proxy;
mod business_buyers;
mod cancellation_races;
mod checkout;
mod contract;
mod crash_safety;
mod customer_on_a_phone;
mod delivery_promise;
mod express;
mod faults;
mod hostile_input;
mod invoices;
mod lifecycle;
mod operations;
mod order_rules;
mod paid_crash_safety;
mod pay_on_invoice;
mod payment_reminders;
mod printable_text;
mod printed_qr;
mod privacy;
mod proofs;
mod qr_links;
mod revision_limits;
mod session_safety;
mod start_up;
mod stripe_webhooks;
mod throttling;
mod tokens_in_files;
mod two_instances;
mod upload_memory;
mod uploads;
mod vouchers;
mod wishlists;
