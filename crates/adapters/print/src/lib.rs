//! Print production: the print-ready proofs of card and bottle-opener
//! designs, and the check that the QR code printed on them scans to what the
//! customer was shown.
//!
//! The card's geometry (`design/card-layout.json`), the template artworks
//! (`design/templates/*.svg`) and the font (`design/fonts/`) are the same
//! files the browser preview draws with.

mod batch;
mod layout;
mod logo;
mod port;
mod proof;
mod qr_check;
mod raster;

pub use layout::{CardLayout, LAYOUT};
pub use logo::MOST_DPI as MOST_LOGO_DPI;
pub use proof::{Artwork, BottleOpenerArtwork, CardArtwork, CardProof, ProofError};
pub use qr_check::{PageArea, QrReading, read_qr_codes, read_qr_codes_in};
pub use raster::proof_picture;
