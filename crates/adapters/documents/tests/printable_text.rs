//! Every character the shop accepts in a free text renders on its invoice:
//! both bundled font files draw each one, and invoices whose buyer fields
//! hold them are written as PDF/A-3b (which refuses a missing glyph). The
//! domain decides what is accepted (`shop_domain::text`); this holds the
//! fonts to it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use shop_documents::FacturXRenderer;
use shop_domain::{fixtures, text};
use shop_ports::invoices::InvoiceRenderer;
use skrifa::MetadataProvider;

const FONTS: [(&str, &[u8]); 2] = [
    (
        "Regular",
        include_bytes!("../../../../design/fonts/LiberationSans-Regular.ttf"),
    ),
    (
        "Bold",
        include_bytes!("../../../../design/fonts/LiberationSans-Bold.ttf"),
    ),
];

fn printable_characters() -> Vec<char> {
    text::PRINTABLE_RANGES
        .iter()
        .flat_map(|(first, last)| *first..=*last)
        .collect()
}

#[test]
fn both_fonts_draw_every_accepted_character() {
    let accepted = printable_characters();
    for (face, data) in FONTS {
        let font = skrifa::FontRef::new(data).unwrap();
        let charmap = font.charmap();
        let missing: Vec<String> = accepted
            .iter()
            .filter(|c| charmap.map(**c).is_none_or(|glyph| glyph.to_u32() == 0))
            .map(|c| format!("U+{:04X}", u32::from(*c)))
            .collect();
        assert!(missing.is_empty(), "{face} lacks {missing:?}");
    }
    println!(
        "{} accepted characters, drawn by both faces",
        accepted.len()
    );
}

/// Every accepted character once, 30 to an invoice (the company name's limit),
/// in each buyer field the PDF prints.
#[test]
fn invoices_render_with_every_accepted_character() {
    let renderer = FacturXRenderer::new();
    let accepted = printable_characters();
    for chunk in accepted.chunks(30) {
        let text: String = chunk.iter().collect();
        let mut invoice = fixtures::invoice_document(1, 1);
        invoice.buyer.company = text.clone();
        invoice.buyer.contact_person = text.clone();
        invoice.buyer.street = text.clone();
        invoice.buyer.city = text.clone();
        invoice.buyer.order_reference = Some(text.clone());
        invoice.lines[0].description = text.clone();

        let rendered = renderer.render(&invoice);

        assert!(rendered.is_ok(), "{text:?}: {:?}", rendered.err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Whatever a customer may type into the company name renders.
    #[test]
    fn any_accepted_company_name_renders(
        picks in prop::collection::vec(any::<prop::sample::Index>(), 1..=30)
    ) {
        let accepted = printable_characters();
        let company: String = picks.iter().map(|pick| *pick.get(&accepted)).collect();
        let Ok(company) = text::printable(company.trim(), text::TextKind::SingleLine) else {
            return Err(TestCaseError::fail("an accepted character was refused"));
        };
        let mut invoice = fixtures::invoice_document(1, 1);
        invoice.buyer.company = company.clone();

        let rendered = FacturXRenderer::new().render(&invoice);

        prop_assert!(rendered.is_ok(), "{company:?}: {:?}", rendered.err());
    }
}
