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

    /// Notes that the paid order `order_id` is owed its invoice. Written in
    /// the paying transaction, so money never waits on a document: the
    /// invoice is issued right after, or by the housekeeping's retry.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the order is owed one already.
    fn mark_due(&mut self, order_id: OrderId, at: NaiveDateTime) -> Result<(), StoreError>;

    /// Takes the order off the list of invoices owed, answering what was
    /// noted about it, or `None` when it is not (or no longer) owed one.
    /// Inside a transaction the row stays locked until it ends, so of two
    /// instances issuing at once only one gets `Some`; a rollback puts the
    /// order back on the list.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn claim_due(&mut self, order_id: OrderId) -> Result<Option<InvoiceDue>, StoreError>;

    /// Records that issuing the invoice failed (the order stays owed one),
    /// and whether its confirmation mail went out without it meanwhile.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record_failure(
        &mut self,
        order_id: OrderId,
        error: &str,
        confirmation_sent: bool,
    ) -> Result<(), StoreError>;

    /// The invoices and credit notes of tax-exempt intra-community supplies
    /// issued from `from` to `to` (both included), for the ZM.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn intra_community_documents(
        &mut self,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<Vec<shop_domain::zm::IntraCommunityDocument>, StoreError>;

    /// Notes that the confirmation of `order_id` went out while its invoice
    /// waits (a tax-exempt supply is invoiced when shipped). Answers whether
    /// this call noted it: of two at once, only one sends the mail.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn note_confirmation_sent(&mut self, order_id: OrderId) -> Result<bool, StoreError>;

    /// The orders owed an invoice, oldest first, at most `limit`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn due(&mut self, limit: i64) -> Result<Vec<InvoiceDue>, StoreError>;

    /// What is noted about the invoice `order_id` is owed, if any.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find_due(&mut self, order_id: OrderId) -> Result<Option<InvoiceDue>, StoreError>;
}

/// A paid order still owed its invoice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceDue {
    pub order_id: OrderId,
    pub due_since: NaiveDateTime,
    /// Failed attempts so far; the admin is told once there is one.
    pub attempts: i32,
    pub last_error: Option<String>,
    /// The confirmation mail went out without the invoice, which then
    /// follows in a mail of its own.
    pub confirmation_sent: bool,
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
