//! Issuing documents inside a transaction: the invoice once an order is
//! paid (see `invoice_issuing`), the credit note when its payment is refunded.
//! Each takes the next gapless number of its kind, is rendered once and
//! kept as issued; the PDF comes back to be attached to the customer's mail.

use std::sync::Arc;

use anyhow::anyhow;
use shop_domain::{
    DocumentKind, DocumentNumber, InvoiceDocument, InvoiceReference, Order, OrderLine, Seller,
    Settlement, ShippingAddress,
};
use shop_ports::{
    Repos, StoreError,
    invoices::{InvoiceRenderer, StoredDocument},
    mailer::Attachment,
};

/// Who issues the invoices (`SHOP_SELLER_*`) and how they become XML and PDF.
#[derive(Clone)]
pub struct Invoicing {
    pub seller: Seller,
    pub renderer: Arc<dyn InvoiceRenderer>,
}

impl Invoicing {
    /// Issues the invoice of a paid order; one bought on invoice gets its
    /// due date and the letters for when it stays unpaid, as jobs.
    ///
    /// # Errors
    /// Storage failure, or an order that cannot be invoiced or rendered
    /// (the issuing transaction then rolls back, and the number with it).
    pub fn issue_invoice(
        &self,
        repos: &mut dyn Repos,
        paid: &Order,
        lines: &[OrderLine],
        shipping: &ShippingAddress,
        now: chrono::NaiveDateTime,
    ) -> Result<(DocumentNumber, Attachment), StoreError> {
        // Bought on invoice: dated the day it was ordered.
        let Some(paid_at) = paid
            .paid_at
            .or_else(|| paid.on_invoice.map(|_| paid.created_at))
        else {
            return Err(not_issuable(paid, "it is not paid"));
        };
        let (issue_date, _) = InvoiceDocument::dates_of(paid)
            .map_err(|error| not_issuable(paid, &error.to_string()))?;
        let year = InvoiceDocument::numbering_year(issue_date);
        let number = repos.invoices().next_number(DocumentKind::Invoice, year)?;
        let billing = repos.orders().buyer(paid.id)?.billing;
        let invoice = InvoiceDocument::for_paid_order(
            number,
            paid,
            lines,
            shipping,
            billing.as_ref(),
            &self.seller,
        )
        .map_err(|error| not_issuable(paid, &error.to_string()))?;
        if let Settlement::Transfer { due_on, .. } = invoice.settlement {
            // An invoice due by transfer must say where to: without the account it is not issued.
            if self.seller.iban.is_none() {
                return Err(not_issuable(
                    paid,
                    "it is due by transfer and SHOP_SELLER_IBAN is not set",
                ));
            }
            repos.invoice_terms().set_due_on(paid.id, due_on)?;
            crate::pay_on_invoice::schedule_reminders(repos, paid.id, due_on, now)?;
        }
        // Kept with the moment it is dated by: a shipped supply's shipping.
        let issued_at = match paid.totals.category {
            shop_domain::TaxCategory::IntraCommunity => paid.steps.shipped_at.unwrap_or(paid_at),
            shop_domain::TaxCategory::Standard => paid_at,
        };
        Ok((number, self.keep(repos, &invoice, issued_at)?))
    }

    /// Issues the credit note that reverses the order's invoice in full,
    /// dated `at`. `None` when the order was never invoiced (paid before
    /// invoices were issued): there is nothing to reverse.
    ///
    /// # Errors
    /// Storage failure, or an invoice that cannot be read back or rendered.
    pub fn issue_credit_note(
        &self,
        repos: &mut dyn Repos,
        refunded: &Order,
        at: chrono::NaiveDateTime,
    ) -> Result<Option<(DocumentNumber, Attachment)>, StoreError> {
        self.issue_credit_note_shaped(
            repos,
            refunded,
            at,
            |invoice, number, reference, on, shipped| {
                Some(invoice.into_credit_note(number, reference, on, shipped))
            },
        )
    }

    /// Issues the credit note for the express line alone, dated `at`: its
    /// surcharge was given back because the order shipped late. `None` when
    /// the order was never invoiced.
    ///
    /// # Errors
    /// Storage failure, or an invoice that cannot be read back or rendered.
    pub fn issue_express_credit_note(
        &self,
        repos: &mut dyn Repos,
        order: &Order,
        at: chrono::NaiveDateTime,
    ) -> Result<Option<(DocumentNumber, Attachment)>, StoreError> {
        self.issue_credit_note_shaped(repos, order, at, InvoiceDocument::into_express_credit_note)
    }

    /// The order's invoice rebuilt from its stored order, then `shape`d into
    /// a credit note numbered with the next number of its year; none when
    /// there is no invoice.
    fn issue_credit_note_shaped(
        &self,
        repos: &mut dyn Repos,
        order: &Order,
        at: chrono::NaiveDateTime,
        shape: impl FnOnce(
            InvoiceDocument,
            DocumentNumber,
            InvoiceReference,
            chrono::NaiveDate,
            Option<chrono::NaiveDate>,
        ) -> Option<InvoiceDocument>,
    ) -> Result<Option<(DocumentNumber, Attachment)>, StoreError> {
        let Some(invoice) = repos.invoices().find(order.id, DocumentKind::Invoice)? else {
            return Ok(None);
        };
        let invoice_number = DocumentNumber::parse(&invoice.number)
            .ok_or_else(|| not_issuable(order, "its invoice number is unreadable"))?;
        let lines = repos.orders().lines(order.id)?;
        let shipping = repos
            .orders()
            .shipping(order.id)?
            .ok_or_else(|| not_issuable(order, "it has no shipping data"))?;
        let billing = repos.orders().buyer(order.id)?.billing;
        let rebuilt = InvoiceDocument::for_paid_order(
            invoice_number,
            order,
            &lines,
            &shipping,
            billing.as_ref(),
            &self.seller,
        )
        .map_err(|error| not_issuable(order, &error.to_string()))?;
        let reference = InvoiceReference {
            number: invoice_number,
            issued_on: invoice.issued_on,
        };
        let year = InvoiceDocument::numbering_year(at.date());
        let number = repos
            .invoices()
            .next_number(DocumentKind::CreditNote, year)?;
        let shipped_on = order.steps.shipped_at.map(|shipped| shipped.date());
        // Nothing to credit would leave a gap: the caller's transaction rolls back with the number.
        let credit_note = shape(rebuilt, number, reference, at.date(), shipped_on)
            .ok_or_else(|| not_issuable(order, "its invoice has nothing to credit"))?;
        Ok(Some((number, self.keep(repos, &credit_note, at)?)))
    }

    /// Renders the document, stores it as issued and answers its PDF as a
    /// mail attachment.
    fn keep(
        &self,
        repos: &mut dyn Repos,
        document: &InvoiceDocument,
        at: chrono::NaiveDateTime,
    ) -> Result<Attachment, StoreError> {
        let rendered = self
            .renderer
            .render(document)
            .map_err(|error| StoreError::Unknown(error.into()))?;
        let attachment = Attachment {
            // Named for the customer's download folder: 'Rechnung RE-2026-00001.pdf'.
            file_name: format!(
                "{} {}.pdf",
                match document.number.kind {
                    DocumentKind::Invoice => "Rechnung",
                    DocumentKind::CreditNote => "Gutschrift",
                },
                document.number
            ),
            content_type: "application/pdf".to_owned(),
            data: rendered.pdf.clone(),
        };
        repos.invoices().insert(
            &StoredDocument {
                number: document.number.to_string(),
                order_id: document.order_id,
                kind: document.number.kind,
                issued_on: document.issue_date,
                xml: rendered.xml,
                pdf: rendered.pdf,
            },
            at,
        )?;
        Ok(attachment)
    }
}

fn not_issuable(order: &Order, why: &str) -> StoreError {
    StoreError::Unknown(anyhow!(
        "order {} cannot be given its document: {why}",
        order.id.get()
    ))
}

/// Invoicing for the use-case tests of this crate.
#[cfg(test)]
pub(crate) mod testing {
    use std::sync::Arc;

    use shop_ports::invoices::{MockInvoiceRenderer, RenderError, RenderedDocument};

    use super::Invoicing;

    /// Who issues, and files that name the number so the test can see it.
    pub(crate) fn invoicing() -> Invoicing {
        let mut renderer = MockInvoiceRenderer::new();
        renderer.expect_render().returning(|document| {
            Ok(RenderedDocument {
                xml: format!("<invoice {}/>", document.number),
                pdf: format!("%PDF {}", document.number).into_bytes(),
            })
        });
        Invoicing {
            seller: shop_domain::fixtures::seller(),
            renderer: Arc::new(renderer),
        }
    }

    /// Invoicing whose renderer always fails, as a font without a glyph would.
    pub(crate) fn failing() -> Invoicing {
        let mut renderer = MockInvoiceRenderer::new();
        renderer
            .expect_render()
            .returning(|_| Err(RenderError("no glyph for a character".into())));
        Invoicing {
            seller: shop_domain::fixtures::seller(),
            renderer: Arc::new(renderer),
        }
    }
}
