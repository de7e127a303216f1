//! Print production: rendering a line's proof, reading its QR code back,
//! and the stored result of that check per order line.

use chrono::NaiveDateTime;
use shop_domain::{OrderId, OrderLineId, ProductKind, TemplateCategory};

use crate::{StoreError, invoices::RenderError};

/// What the proof of a card shows, with the logo's bytes as the image host keeps them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardProofRequest {
    pub template: TemplateCategory,
    pub logo: Option<Vec<u8>>,
    pub phone: String,
    pub address: String,
    /// The exact text the QR code carries.
    pub qr_text: String,
}

/// What a bottle opener's print area shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BottleOpenerProofRequest {
    pub logo: Option<Vec<u8>>,
    /// The exact text the QR code carries; `None` prints none.
    pub qr_text: Option<String>,
}

/// One page of a proof: one design line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProofPage {
    Card(CardProofRequest),
    BottleOpener(BottleOpenerProofRequest),
}

impl ProofPage {
    pub fn kind(&self) -> ProductKind {
        match self {
            ProofPage::Card(_) => ProductKind::Card,
            ProofPage::BottleOpener(_) => ProductKind::BottleOpener,
        }
    }

    /// The text its QR code carries, if it has one.
    pub fn qr_text(&self) -> Option<&str> {
        match self {
            ProofPage::Card(card) => Some(&card.qr_text),
            ProofPage::BottleOpener(opener) => opener.qr_text.as_deref(),
        }
    }
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ProofRenderer: Send + Sync {
    /// The print-ready proof PDF: one page per design, in the order given.
    ///
    /// # Errors
    /// [`RenderError`] when a logo cannot be embedded or a text does not fit a QR code.
    fn render(&self, pages: &[ProofPage]) -> Result<Vec<u8>, RenderError>;

    /// The texts of the QR codes on the first page of a proof of a `kind`
    /// product, rasterised at `dpi` and decoded as a phone would; empty
    /// when none scans.
    ///
    /// # Errors
    /// [`RenderError`] when the proof cannot be read.
    fn read_qr_codes(
        &self,
        proof: &[u8],
        kind: ProductKind,
        dpi: f32,
    ) -> Result<Vec<String>, RenderError>;
}

/// The result of reading a line's printed QR code back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrCheck {
    pub order_line_id: OrderLineId,
    /// The code decoded to exactly the expected text at every resolution tried.
    pub readable: bool,
    /// What was expected.
    pub expected: String,
    pub checked_at: NaiveDateTime,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ProductionRepository {
    /// Keeps a line's check, replacing an earlier one.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record_qr_check(&mut self, check: &QrCheck) -> Result<(), StoreError>;

    /// The checks of the order's lines.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn qr_checks(&mut self, order_id: OrderId) -> Result<Vec<QrCheck>, StoreError>;
}
