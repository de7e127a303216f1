//! Reading a proof the way a phone will: the finished PDF rasterised at a
//! print resolution, and every QR code found in the picture decoded.

use crate::{
    layout::{LAYOUT, Square},
    proof::ProofError,
    raster::rasterise,
};

/// PDF points per card unit (0.1 mm).
const POINTS_PER_UNIT: f64 = 72.0 / 254.0;

/// What the check found on a proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrReading {
    /// The texts of the QR codes that decoded, in the order found.
    pub texts: Vec<String>,
    /// The raster's size in pixels.
    pub width: u32,
    pub height: u32,
}

/// A rectangle of the page in points, from its top left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PageArea {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl PageArea {
    /// The card's QR box on a proof page with 2 mm of card around it: all
    /// a phone needs to see, a tenth of the page's pixels.
    pub fn qr_box() -> Self {
        Self::around(LAYOUT.qr_box)
    }

    /// The bottle opener's QR box on its proof page, with 2 mm around it.
    pub fn bottle_opener_qr_box() -> Self {
        Self::around(LAYOUT.bottle_opener.qr_box)
    }

    fn around(square: Square) -> Self {
        let margin = 20.0;
        let unit = |value: f32| f64::from(value) * POINTS_PER_UNIT;
        Self {
            x: unit(LAYOUT.bleed + square.x - margin),
            y: unit(LAYOUT.bleed + square.y - margin),
            width: unit(square.size + 2.0 * margin),
            height: unit(square.size + 2.0 * margin),
        }
    }
}

/// Rasterises the first page of `pdf` at `dpi` and decodes its QR codes.
///
/// # Errors
/// [`ProofError::Pdf`] when the PDF cannot be read or has no page.
pub fn read_qr_codes(pdf: &[u8], dpi: f32) -> Result<QrReading, ProofError> {
    read_qr_codes_in(pdf, dpi, None)
}

/// As [`read_qr_codes`], rasterising only `area` of the page when given.
///
/// # Errors
/// [`ProofError::Pdf`] when the PDF cannot be read or has no page.
pub fn read_qr_codes_in(
    pdf: &[u8],
    dpi: f32,
    area: Option<PageArea>,
) -> Result<QrReading, ProofError> {
    let pixmap = rasterise(pdf, f64::from(dpi) / 72.0, area)?;
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
