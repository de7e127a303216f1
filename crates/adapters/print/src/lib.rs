//! Print production: the print-ready proof of a card design, and the check
//! that the QR code printed on it scans to what the customer was shown.
//!
//! The card's geometry (`design/card-layout.json`), the template artworks
//! (`design/templates/*.svg`) and the font (`design/fonts/`) are the same
//! files the browser preview draws with.

mod layout;
mod port;
mod proof;
mod qr_check;

pub use layout::{CardLayout, LAYOUT};
pub use proof::{CardArtwork, CardProof, ProofError};
pub use qr_check::{PageArea, QrReading, read_qr_codes, read_qr_codes_in};
