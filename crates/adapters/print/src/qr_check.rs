//! Reading a proof the way a phone will: the finished PDF rasterised at a
//! print resolution, and every QR code found in the picture decoded.

use hayro::{
    PixmapSettings, RenderCache, RenderSettings, hayro_interpret::InterpreterSettings,
    hayro_syntax::Pdf, render, vello_cpu::color::palette::css::WHITE,
};

use crate::proof::ProofError;

/// What the check found on a proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrReading {
    /// The texts of the QR codes that decoded, in the order found.
    pub texts: Vec<String>,
    /// The raster's size in pixels.
    pub width: u32,
    pub height: u32,
}

/// Rasterises the first page of `pdf` at `dpi` and decodes its QR codes.
///
/// # Errors
/// [`ProofError::Pdf`] when the PDF cannot be read or has no page.
pub fn read_qr_codes(pdf: &[u8], dpi: f32) -> Result<QrReading, ProofError> {
    let document = Pdf::new(pdf.to_vec())
        .map_err(|error| ProofError::Pdf(format!("unreadable: {error:?}")))?;
    let pages = document.pages();
    let page = pages
        .first()
        .ok_or_else(|| ProofError::Pdf("the proof has no page".into()))?;
    let scale = dpi / 72.0;
    let pixmap = render(
        page,
        &RenderCache::new(),
        &InterpreterSettings::default(),
        &RenderSettings::default(),
        &PixmapSettings {
            x_scale: scale,
            y_scale: scale,
            bg_color: WHITE,
        },
    );
    let (width, height) = (usize::from(pixmap.width()), usize::from(pixmap.height()));
    // Premultiplied RGBA over white: every pixel is opaque, so the channels are the colour.
    let rgba = pixmap.data_as_u8_slice();
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        let at = (y * width + x) * 4;
        let luma = u32::from(rgba[at]) * 299
            + u32::from(rgba[at + 1]) * 587
            + u32::from(rgba[at + 2]) * 114;
        u8::try_from(luma / 1000).unwrap_or(u8::MAX)
    });
    let texts = image
        .detect_grids()
        .into_iter()
        .filter_map(|grid| grid.decode().ok().map(|(_, text)| text))
        .collect();
    Ok(QrReading {
        texts,
        width: u32::try_from(width).unwrap_or(u32::MAX),
        height: u32::try_from(height).unwrap_or(u32::MAX),
    })
}
