//! The print operator's batch: a cover listing every approved line (order,
//! line, product, quantity, packing), then each approved proof's page drawn
//! whole from its stored PDF on a page of the same size and boxes, so what
//! is printed is what the customer approved.

use std::sync::Arc;

use krilla::{
    Document, SerializeSettings,
    color::rgb,
    geom::Point,
    page::PageSettings,
    paint::Fill,
    pdf::{Pdf, PdfDocument},
    text::TextDirection,
};

use shop_ports::production::BatchRow;

use crate::{
    layout::LAYOUT,
    proof::{CardProof, POINTS_PER_UNIT, ProofError, rect, size},
};

/// Characters of a product name the cover shows (its column is that wide).
const PRODUCT_CHARS: usize = 40;

/// A4 portrait, in points.
const A4: (f32, f32) = (595.0, 842.0);
const MARGIN: f32 = 48.0;
const ROW_HEIGHT: f32 = 16.0;
const FONT_SIZE: f32 = 9.0;
/// Left edge of each cover column, from the margin.
const COLUMNS: [f32; 5] = [0.0, 55.0, 110.0, 330.0, 370.0];

impl CardProof {
    /// The cover (as many A4 pages as its rows need) with `title` and
    /// `rows`, then page 1 of each of `proofs` exactly as stored.
    ///
    /// # Errors
    /// [`ProofError::Pdf`] when a stored proof cannot be read or the PDF
    /// cannot be written.
    pub fn render_batch(
        &self,
        title: &str,
        rows: &[BatchRow],
        proofs: &[Vec<u8>],
    ) -> Result<Vec<u8>, ProofError> {
        let (regular, bold) = (self.regular_font()?, self.bold_font()?);
        let mut document = Document::new_with(SerializeSettings::default());
        let header = BatchRow {
            order: "Bestellung".into(),
            line: "Position".into(),
            product: "Produkt".into(),
            quantity: "Menge".into(),
            packing: "Verpackung".into(),
        };
        let per_page = ((A4.1 - 2.0 * MARGIN) / ROW_HEIGHT) as usize - 3;
        let pages: Vec<&[BatchRow]> = if rows.is_empty() {
            vec![&[]]
        } else {
            rows.chunks(per_page).collect()
        };
        for chunk in pages {
            let mut page = document.start_page_with(PageSettings::new(size(A4.0, A4.1)?));
            let mut surface = page.surface();
            surface.set_fill(Some(Fill {
                paint: rgb::Color::new(0, 0, 0).into(),
                ..Fill::default()
            }));
            surface.draw_text(
                Point::from_xy(MARGIN, MARGIN + 14.0),
                bold.clone(),
                14.0,
                title,
                false,
                TextDirection::Auto,
            );
            for (index, row) in std::iter::once(&header).chain(chunk).enumerate() {
                let y = MARGIN + 2.0 * ROW_HEIGHT + ROW_HEIGHT * index as f32 + FONT_SIZE;
                let font = if index == 0 { &bold } else { &regular };
                let product: String = row.product.chars().take(PRODUCT_CHARS).collect();
                let cells = [&row.order, &row.line, &product, &row.quantity, &row.packing];
                for (x, text) in COLUMNS.iter().zip(cells) {
                    surface.draw_text(
                        Point::from_xy(MARGIN + x, y),
                        font.clone(),
                        FONT_SIZE,
                        text,
                        false,
                        TextDirection::Auto,
                    );
                }
            }
            surface.finish();
            page.finish();
        }
        for proof in proofs {
            let pdf = Pdf::new(proof.clone())
                .map_err(|error| ProofError::Pdf(format!("a stored proof: {error:?}")))?;
            let (width, height) = pdf
                .pages()
                .first()
                .map(|page| page.render_dimensions())
                .ok_or_else(|| ProofError::Pdf("a stored proof has no page".into()))?;
            // The approved page drawn whole on a page of its own size, with the
            // boxes every proof has: the bleed all round, the product as TrimBox
            // (copying the page itself would drop both boxes).
            let bleed = LAYOUT.bleed * POINTS_PER_UNIT;
            let mut page = document.start_page_with(
                PageSettings::new(size(width, height)?)
                    .with_bleed_box(Some(rect(0.0, 0.0, width, height)?))
                    .with_trim_box(Some(rect(
                        bleed,
                        bleed,
                        width - 2.0 * bleed,
                        height - 2.0 * bleed,
                    )?)),
            );
            let mut surface = page.surface();
            surface.draw_pdf_page(&PdfDocument::new(Arc::new(pdf)), size(width, height)?, 0);
            surface.finish();
            page.finish();
        }
        document
            .finish()
            .map_err(|error| ProofError::Pdf(format!("{error:?}")))
    }
}
