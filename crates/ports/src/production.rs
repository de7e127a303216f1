//! Print production: rendering a line's proof, reading its QR code back,
//! and the stored result of that check per order line.

use chrono::NaiveDateTime;
use shop_domain::{LineDesign, OrderId, OrderLineId, ProductKind, TemplateCategory, UserId};

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

/// One line of the print operator's batch, as its cover lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchRow {
    pub order: String,
    pub line: String,
    pub product: String,
    pub quantity: String,
    pub packing: String,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ProofRenderer: Send + Sync {
    /// The print-ready proof PDF: one page per design, in the order given.
    ///
    /// # Errors
    /// [`RenderError`] when a logo cannot be embedded or a text does not fit a QR code.
    fn render(&self, pages: &[ProofPage]) -> Result<Vec<u8>, RenderError>;

    /// The print operator's batch: a cover titled `title` listing `rows`,
    /// then the first page of each of `proofs` exactly as stored.
    ///
    /// # Errors
    /// [`RenderError`] when a stored proof cannot be read.
    fn render_batch(
        &self,
        title: &str,
        rows: &[BatchRow],
        proofs: &[Vec<u8>],
    ) -> Result<Vec<u8>, RenderError>;

    /// The first page of a stored proof as a PNG `width` pixels wide (bleed
    /// included), for the customer to judge on a screen.
    ///
    /// # Errors
    /// [`RenderError`] when the proof cannot be read.
    fn picture(&self, proof: &[u8], width: u32) -> Result<Vec<u8>, RenderError>;

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

/// Who approved a proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Approver {
    /// The buyer (signed in, or holding the order's guest session or approval link).
    Customer,
    /// An admin on the customer's behalf, saying how the customer approved.
    Admin { admin: UserId, note: String },
}

impl Approver {
    /// `customer` or `admin`, as stored and sent.
    pub fn kind(&self) -> &'static str {
        match self {
            Approver::Customer => "customer",
            Approver::Admin { .. } => "admin",
        }
    }
}

/// The approval of one proof version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProofApproval {
    pub at: NaiveDateTime,
    pub by: Approver,
}

/// A proof version as rendered, before it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewProofVersion {
    pub order_line_id: OrderLineId,
    /// What it shows, kept with it for good (its PDF is not).
    pub design: LineDesign,
    pub pdf: Vec<u8>,
    /// SHA-256 of `pdf`, lowercase hex.
    pub sha256: String,
    /// Whether its QR code read back as expected; `None` for a design without one.
    pub qr_readable: Option<bool>,
    pub created_at: NaiveDateTime,
}

/// A stored proof version, without its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProofVersion {
    pub order_line_id: OrderLineId,
    /// 1, 2, …: each revision adds one.
    pub version: i32,
    pub sha256: String,
    pub qr_readable: Option<bool>,
    pub created_at: NaiveDateTime,
    pub approval: Option<ProofApproval>,
    /// What it shows; `None` for versions stored before designs were kept.
    pub design: Option<LineDesign>,
    /// Whether its PDF is still stored: only the current and the approved
    /// version keep their bytes, a replaced one keeps its hash and design.
    pub pdf_kept: bool,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ProductionRepository {
    /// Stores a line's next proof version (1 for its first) and returns its
    /// number; the PDFs of the versions it replaces are forgotten unless
    /// approved (their hash and design stay).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when another version got that number first.
    fn add_proof_version(&mut self, proof: &NewProofVersion) -> Result<i32, StoreError>;

    /// Every proof version of the order's lines, by line, oldest version first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn proof_versions(&mut self, order_id: OrderId) -> Result<Vec<ProofVersion>, StoreError>;

    /// The bytes of a line's proof `version`, or of its newest when `None`;
    /// `None` as well once a replaced version's bytes were forgotten.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn proof_pdf(
        &mut self,
        line: OrderLineId,
        version: Option<i32>,
    ) -> Result<Option<Vec<u8>>, StoreError>;

    /// Approves `version` of the line, only while it is the newest and
    /// unapproved; `false` otherwise (a revision or another approval came first).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn approve_proof(
        &mut self,
        line: OrderLineId,
        version: i32,
        approval: &ProofApproval,
    ) -> Result<bool, StoreError>;

    /// Whether an approval link of the order was issued (mailed) before.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn approval_link_issued(&mut self, order_id: OrderId) -> Result<bool, StoreError>;

    /// Keeps the hash of an order's mailed approval link.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record_approval_link(
        &mut self,
        order_id: OrderId,
        token_hash: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError>;

    /// The order an approval link's token hash belongs to.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn approval_link_order(&mut self, token_hash: &str) -> Result<Option<OrderId>, StoreError>;

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
