//! Business documents as files: the e-invoice XML (Factur-X 1.0 / ZUGFeRD
//! 2.x, profile EN 16931, UN/CEFACT CII) of invoices and credit notes and the
//! PDF/A-3b that carries it, and the camt.053 statements the bank sends.

mod camt053;
mod factur_x;
mod invoice_pdf;
mod pdf_kit;
mod terms_pdf;
mod xmp;

pub use camt053::Camt053Reader;
pub use factur_x::FacturXRenderer;
pub use invoice_pdf::{InvoicePdf, PdfError};
pub use terms_pdf::TermsPdf;
