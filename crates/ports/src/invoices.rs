//! Issued invoices and credit notes, and the counters that number them.

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::{DocumentKind, DocumentNumber, InvoiceDocument, OrderId};

use crate::StoreError;

/// An issued document as stored: its number and its XML exactly as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredDocument {
    pub number: String,
    pub order_id: OrderId,
    pub kind: DocumentKind,
    pub issued_on: NaiveDate,
    /// The Factur-X (CII) XML, byte for byte as issued.
    pub xml: String,
    /// The PDF/A-3b with that XML embedded, byte for byte as issued.
    pub pdf: Vec<u8>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait InvoiceRepository {
    /// Draws the next number of `kind` in `year`. Inside a transaction the
    /// counter row stays locked until it ends, and a rollback returns the
    /// number: no gaps, no repeats, on any number of instances.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn next_number(&mut self, kind: DocumentKind, year: i32) -> Result<DocumentNumber, StoreError>;

    /// # Errors
    /// [`StoreError::Conflict`] when the order has a document of this kind already.
    fn insert(&mut self, document: &StoredDocument, at: NaiveDateTime) -> Result<(), StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(
        &mut self,
        order_id: OrderId,
        kind: DocumentKind,
    ) -> Result<Option<StoredDocument>, StoreError>;
}

/// An issued document as files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderedDocument {
    pub xml: String,
    pub pdf: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
#[error("the document could not be rendered: {0}")]
pub struct RenderError(pub String);

/// Turns an issued document into its e-invoice: the Factur-X EN 16931 CII
/// XML, and the PDF/A-3b that embeds it.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait InvoiceRenderer: Send + Sync {
    /// # Errors
    /// [`RenderError`] when the document cannot be written (a defect, never the customer's input).
    fn render(&self, document: &InvoiceDocument) -> Result<RenderedDocument, RenderError>;
}
