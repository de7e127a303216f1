//! The invoice PDF as a reader sees it: PDF/A-3b with the XML embedded as
//! `factur-x.xml`, the Factur-X XMP, the fonts embedded, and the same bytes
//! for the same invoice. The offline validator chain (`invoice-check/`)
//! judges the files the API tests issue; these checks keep the adapter honest
//! on its own.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use shop_documents::FacturXRenderer;
use shop_domain::{InvoiceDocument, fixtures};
use shop_ports::invoices::InvoiceRenderer;

fn invoice(lines: u32) -> InvoiceDocument {
    fixtures::invoice_document(7, lines)
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle.as_bytes())
}

#[test]
fn the_pdf_is_pdf_a_3b_with_the_xml_the_factur_x_xmp_and_embedded_fonts() {
    let renderer = FacturXRenderer::new().unwrap();

    let rendered = renderer.render(&invoice(2)).unwrap();

    let pdf = &rendered.pdf;
    assert!(pdf.starts_with(b"%PDF-1.7"), "PDF/A-3 is based on PDF 1.7");
    for part in [
        "factur-x.xml",
        "/AFRelationship/Alternative",
        "<pdfaid:part>3</pdfaid:part>",
        "<pdfaid:conformance>B</pdfaid:conformance>",
        "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
        "<fx:DocumentType>INVOICE</fx:DocumentType>",
        "/FontFile2",
        "/OutputIntents",
    ] {
        assert!(contains(pdf, part), "{part} missing");
    }
    println!("invoice PDF with 2 lines: {} bytes", pdf.len());
}

#[test]
fn the_same_invoice_gives_the_same_bytes() {
    let renderer = FacturXRenderer::new().unwrap();

    let first = renderer.render(&invoice(3)).unwrap();
    let second = renderer.render(&invoice(3)).unwrap();

    assert_eq!(first, second);
}

#[test]
fn many_lines_continue_on_further_pages() {
    let renderer = FacturXRenderer::new().unwrap();

    let long = renderer.render(&invoice(60)).unwrap().pdf;
    let short = renderer.render(&invoice(1)).unwrap().pdf;

    let count = |pdf: &[u8], needle: &[u8]| {
        pdf.windows(needle.len())
            .filter(|window| window == &needle)
            .count()
    };
    // Every "/Type/Pages" also matches "/Type/Page".
    let pages = |pdf: &[u8]| count(pdf, b"/Type/Page") - count(pdf, b"/Type/Pages");
    assert!(
        pages(&long) > pages(&short),
        "{} vs {}",
        pages(&long),
        pages(&short)
    );
}
