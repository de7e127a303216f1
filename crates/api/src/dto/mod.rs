//! The JSON bodies, queries and answers of the API, as the spec (§7) spells
//! them. Handlers map between these and the use cases' types.

pub mod admin;
pub mod auth;
pub mod buyer;
pub mod delivery;
pub mod images;
pub mod invoice_terms;
pub mod jobs;
pub mod lifecycle;
pub mod messages;
pub mod order_cursor;
pub mod orders;
pub mod payments;
pub mod products;
pub mod proofs;
pub mod qr_links;
pub mod samples;
pub mod users;
pub mod vouchers;
pub mod wishlists;
