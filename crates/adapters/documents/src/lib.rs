//! Issued documents as files: the e-invoice XML (Factur-X 1.0 / ZUGFeRD 2.x,
//! profile EN 16931, UN/CEFACT CII) of invoices and credit notes.

mod factur_x;

pub use factur_x::FacturXRenderer;
