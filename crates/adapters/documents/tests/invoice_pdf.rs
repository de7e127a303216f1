//! The invoice PDF as a reader sees it: PDF/A-3b with the XML embedded as
//! `factur-x.xml`, the Factur-X XMP, the fonts embedded, and the same bytes
//! for the same invoice. The offline validator chain (`invoice-check/`)
//! judges the files the API tests issue; these checks keep the adapter honest
//! on its own.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use shop_documents::FacturXRenderer;
use shop_domain::{
    Buyer, Cents, DocumentKind, DocumentNumber, InvoiceDocument, InvoiceLine, OrderId, Seller,
    Totals,
};
use shop_ports::invoices::InvoiceRenderer;

fn invoice(lines: u32) -> InvoiceDocument {
    let day = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    let lines: Vec<InvoiceLine> =
        (1..=lines)
            .map(|position| InvoiceLine {
                position,
                description:
                    "PrimeCard Starter, Magnete einzeln in LDPE Tütchen verpackt, Vorlage: pizza"
                        .into(),
                quantity: 2,
                unit_net: Cents::new(7_490),
                net: Cents::new(14_980),
            })
            .collect();
    let net = Cents::new(14_980 * i64::from(u32::try_from(lines.len()).unwrap()));
    InvoiceDocument {
        number: DocumentNumber {
            kind: DocumentKind::Invoice,
            year: 2026,
            sequence: 7,
        },
        order_id: OrderId::new(42),
        issue_date: day,
        delivery_date: day,
        paid_on: day,
        seller: Seller {
            name: "PrimeCards GmbH".into(),
            street: "Musterstraße 12".into(),
            zip_code: "41061".into(),
            city: "Mönchengladbach".into(),
            country_code: "DE".into(),
            vat_id: Some("DE312456789".into()),
            tax_number: None,
            email: "info@primecards.de".into(),
            phone: "+49 2161 123 45 67".into(),
        },
        buyer: Buyer {
            company: "Pizzeria Roma".into(),
            contact_person: "Maria Rossi".into(),
            street: "Hauptstr. 1".into(),
            zip_code: "41061".into(),
            city: "Mönchengladbach".into(),
            country_code: "DE".into(),
            email: "maria@pizzeria-roma.de".into(),
        },
        lines,
        totals: Totals::from_net(net),
        refers_to: None,
    }
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
