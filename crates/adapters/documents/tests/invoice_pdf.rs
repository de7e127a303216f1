//! The invoice PDF as a reader sees it: PDF/A-3b with the XML embedded as
//! `factur-x.xml`, the Factur-X XMP, the fonts embedded, and the same bytes
//! for the same invoice. The offline validator chain (`invoice-check/`)
//! judges the files the API tests issue; these checks keep the adapter honest
//! on its own.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use shop_documents::FacturXRenderer;
use shop_domain::{DocumentKind, DocumentNumber, InvoiceDocument, InvoiceReference, fixtures};
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
    let renderer = FacturXRenderer::new();

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
    let renderer = FacturXRenderer::new();

    let first = renderer.render(&invoice(3)).unwrap();
    let second = renderer.render(&invoice(3)).unwrap();

    assert_eq!(first, second);
}

#[test]
fn many_lines_continue_on_further_pages() {
    let renderer = FacturXRenderer::new();

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

/// The GiroCode a banking app reads off the first page at 300 dpi, field by field.
fn giro_code_fields(pdf: &[u8]) -> Vec<Vec<String>> {
    shop_print::read_qr_codes(pdf, 300.0)
        .unwrap()
        .texts
        .iter()
        .map(|text| text.split('\n').map(str::to_owned).collect())
        .collect()
}

#[test]
fn an_invoice_due_by_transfer_carries_a_giro_code_a_banking_app_reads() {
    let renderer = FacturXRenderer::new();
    let mut invoice = fixtures::invoice_document(42, 2);
    invoice.settlement = shop_domain::Settlement::Transfer {
        due_on: NaiveDate::from_ymd_opt(2026, 12, 4).unwrap(),
        days: 14,
    };
    let gross = invoice.totals.gross.get();

    let pdf = renderer.render(&invoice).unwrap().pdf;

    let codes = giro_code_fields(&pdf);
    assert_eq!(codes.len(), 1, "one GiroCode on the page: {codes:?}");
    let amount = format!("EUR{}.{:02}", gross / 100, gross % 100);
    assert_eq!(
        codes[0],
        [
            "BCD",
            "002",
            "1",
            "SCT",
            "COBADEFFXXX",
            "PrimeCards GmbH",
            "DE89370400440532013000",
            amount.as_str(),
            "",
            "",
            "RE-2026-00042",
        ]
    );
    println!("GiroCode payload: {:?}", codes[0].join("\n"));
    assert!(text_of(&pdf).contains("GiroCode: mit Ihrer Banking-App scannen"));
}

#[test]
fn an_invoice_paid_up_front_and_a_credit_note_carry_no_giro_code() {
    let renderer = FacturXRenderer::new();
    let paid = invoice(2);
    let mut on_invoice = invoice(2);
    on_invoice.settlement = shop_domain::Settlement::Transfer {
        due_on: NaiveDate::from_ymd_opt(2026, 12, 4).unwrap(),
        days: 14,
    };
    let credit_note = on_invoice.clone().into_credit_note(
        DocumentNumber {
            kind: DocumentKind::CreditNote,
            year: 2026,
            sequence: 4,
        },
        InvoiceReference {
            number: on_invoice.number,
            issued_on: on_invoice.issue_date,
        },
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
        None,
    );

    for document in [paid, credit_note] {
        let pdf = renderer.render(&document).unwrap().pdf;
        assert_eq!(giro_code_fields(&pdf), Vec::<Vec<String>>::new());
    }
}

/// The page's text as poppler's `pdftotext` reads it (what a reader can
/// search and copy), in reading order.
fn text_of(pdf: &[u8]) -> String {
    let path = std::env::temp_dir().join(format!("invoice-text-{}.pdf", std::process::id()));
    std::fs::write(&path, pdf).unwrap();
    let output = std::process::Command::new("pdftotext")
        .args(["-layout", path.to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    std::fs::remove_file(&path).unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_credit_note_states_what_section_14_asks_and_the_invoice_it_reverses() {
    let mut invoice = invoice(1);
    invoice.buyer.vat_id = Some("ATU12345678".into());
    invoice.buyer.order_reference = Some("PO-4711".into());
    let reference = InvoiceReference {
        number: invoice.number,
        issued_on: invoice.issue_date,
    };
    let number = DocumentNumber {
        kind: DocumentKind::CreditNote,
        year: 2026,
        sequence: 2,
    };
    let credit = invoice.into_credit_note(
        number,
        reference,
        NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
        None,
    );

    let text = text_of(&FacturXRenderer::new().render(&credit).unwrap().pdf);

    // The goods never left the shop: no delivery date. The invoice it
    // reverses is too long to share a line with its label, so it gets its own.
    assert!(!text.contains("Lieferdatum"), "{text}");
    let lines: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    let label = lines
        .iter()
        .position(|line| line.contains("Zur Rechnung"))
        .expect("the credit note names its invoice");
    let value = lines
        .iter()
        .position(|line| line.contains("RE-2026-00007 vom 20.11.2026"))
        .expect("the invoice's number and date");
    assert!(value > label, "{text}");

    for expected in [
        "Gutschrift GS-2026-00002",
        "PrimeCards GmbH",
        "USt-IdNr. DE812345673",
        "Pizzeria Roma",
        "USt-IdNr. ATU12345678",
        "Ihre Bestellreferenz",
        "PO-4711",
        "Zur Rechnung",
        "RE-2026-00007 vom 20.11.2026",
        "01.12.2026",
        "Umsatzsteuer 19 %",
        "178,26 €",
    ] {
        assert!(text.contains(expected), "{expected} missing in:\n{text}");
    }
}
