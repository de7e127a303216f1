//! The finished proof as a picture: its first page rasterised over white,
//! for the QR check (at a print resolution) and for the customer's screen
//! (as a PNG of a chosen width).

use hayro::{
    RenderCache, RenderSettings,
    hayro_interpret::{InterpreterSettings, util::TransformExt},
    hayro_syntax::Pdf,
    kurbo::Affine,
    render_into,
    vello_cpu::{
        Pixmap, RasterizerSettings, RenderContext, Resources, TargetInit,
        color::palette::css::WHITE,
    },
};

use crate::{proof::ProofError, qr_check::PageArea};

/// Rasterises `area` of the first page of `pdf` (the whole page without
/// one) at `scale` pixels per point.
///
/// # Errors
/// [`ProofError::Pdf`] when the PDF cannot be read or has no page.
pub(crate) fn rasterise(
    pdf: &[u8],
    scale: f64,
    area: Option<PageArea>,
) -> Result<Pixmap, ProofError> {
    let document = Pdf::new(pdf.to_vec())
        .map_err(|error| ProofError::Pdf(format!("unreadable: {error:?}")))?;
    let pages = document.pages();
    let page = pages
        .first()
        .ok_or_else(|| ProofError::Pdf("the proof has no page".into()))?;
    let (page_width, page_height) = page.render_dimensions();
    let area = area.unwrap_or(PageArea {
        x: 0.0,
        y: 0.0,
        width: f64::from(page_width),
        height: f64::from(page_height),
    });
    let pixels = |points: f64| (points * scale).round().clamp(1.0, f64::from(u16::MAX)) as u16;
    let mut context = RenderContext::new(pixels(area.width), pixels(area.height));
    let transform = Affine::scale(scale)
        * Affine::translate((-area.x, -area.y))
        * page.initial_transform(true).to_kurbo();
    render_into(
        page,
        &RenderCache::new(),
        &InterpreterSettings::default(),
        &RenderSettings::default(),
        &mut context,
        transform,
    );
    context.flush();
    let mut pixmap = Pixmap::new(context.width(), context.height());
    context.render_with(
        &mut pixmap,
        &mut Resources::default(),
        RasterizerSettings {
            target_init: TargetInit::Clear(WHITE),
            ..Default::default()
        },
    );
    Ok(pixmap)
}

/// The whole first page of `pdf` (bleed included) as a PNG `width` pixels
/// wide, its height in the page's proportions.
///
/// # Errors
/// [`ProofError::Pdf`] when the PDF cannot be read or the PNG not written.
pub fn proof_picture(pdf: &[u8], width: u32) -> Result<Vec<u8>, ProofError> {
    let document = Pdf::new(pdf.to_vec())
        .map_err(|error| ProofError::Pdf(format!("unreadable: {error:?}")))?;
    let page_width = document
        .pages()
        .first()
        .map(|page| page.render_dimensions().0)
        .ok_or_else(|| ProofError::Pdf("the proof has no page".into()))?;
    let scale = f64::from(width) / f64::from(page_width).max(1.0);
    rasterise(pdf, scale, None)?
        .into_png()
        .map_err(|error| ProofError::Pdf(format!("PNG: {error}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Artwork, CardArtwork, CardProof};

    #[test]
    fn a_proof_becomes_a_png_of_the_asked_width_in_the_pages_proportions() {
        let proof = CardProof::new();
        let pdf = proof
            .render_pages(&[Artwork::Card(CardArtwork {
                template: shop_domain::TemplateCategory::parse("burger").unwrap(),
                logo: None,
                phone: "02161 123456",
                address: "Hauptstr. 12 · 41061 Mönchengladbach",
                qr_text: "https://primecards.de/q/ABCDEFGHJK",
            })])
            .unwrap();

        let png = proof_picture(&pdf, 600).unwrap();

        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        // The IHDR chunk: width and height, big-endian, after the signature and chunk head.
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
        // The card's page is 49 × 79 mm (bleed included): portrait.
        assert_eq!(width, 600);
        assert_eq!(height, 967);
        assert!(proof_picture(b"not a pdf", 600).is_err());
    }
}
