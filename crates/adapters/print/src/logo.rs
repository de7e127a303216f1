//! The customer's logo as the proof embeds it. A logo sharper than print
//! can show is embedded at 600 dpi at its printed size, scaled down with
//! Lanczos3: a 4000 × 4000 px upload in a 3.5 cm box was 16 million pixels
//! to compress into every proof, for detail no press reproduces. A logo at
//! or below 600 dpi is embedded as the file is. The upload itself is never
//! changed, and the DPI verdicts still read its own pixels. An identical
//! logo on several pages of one PDF is prepared once.

use std::{
    collections::HashMap,
    hash::{DefaultHasher, Hash, Hasher},
    io::Cursor,
};

use fast_image_resize::{
    FilterType, PixelType, ResizeAlg, ResizeOptions, Resizer, images::Image as Pixels,
};
use krilla::{Data, image::Image};
use shop_domain::Orientation;

use crate::{layout::Box2, proof::ProofError};

/// The most pixels per inch a logo is embedded with.
pub const MOST_DPI: f32 = 600.0;

/// Card units (0.1 mm) per inch.
const UNITS_PER_INCH: f32 = 254.0;

/// A logo ready to draw: the image to embed and the turn it needs.
pub(crate) type PreparedLogo = (Image, Orientation);

/// The logos of one render, by their bytes and the box they fill.
#[derive(Default)]
pub(crate) struct Logos {
    prepared: HashMap<(u64, Box2Key), PreparedLogo>,
}

/// A box as a hashable key (its corners in card units are exact floats from the layout).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Box2Key([u32; 4]);

impl From<Box2> for Box2Key {
    fn from(area: Box2) -> Self {
        Self([
            area.x.to_bits(),
            area.y.to_bits(),
            area.width.to_bits(),
            area.height.to_bits(),
        ])
    }
}

impl Logos {
    /// The logo in `bytes` as it is embedded when drawn into `area`.
    ///
    /// # Errors
    /// [`ProofError::Logo`] for a file that is no PNG, JPEG or WebP image.
    pub(crate) fn prepare(&mut self, bytes: &[u8], area: Box2) -> Result<PreparedLogo, ProofError> {
        let mut hasher = DefaultHasher::new();
        bytes.hash(&mut hasher);
        let key = (hasher.finish(), Box2Key::from(area));
        if let Some(prepared) = self.prepared.get(&key) {
            return Ok(prepared.clone());
        }
        let prepared = prepare(bytes, area)?;
        self.prepared.insert(key, prepared.clone());
        Ok(prepared)
    }
}

fn prepare(bytes: &[u8], area: Box2) -> Result<PreparedLogo, ProofError> {
    let orientation = Orientation::of_file(bytes);
    let (width, height) = image::ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|error| ProofError::Logo(error.to_string()))?
        .into_dimensions()
        .map_err(|error| ProofError::Logo(error.to_string()))?;
    let image = match embedded_size(width, height, orientation, area) {
        Some((to_width, to_height)) => scaled(bytes, to_width, to_height)?,
        None => as_the_file_is(bytes)?,
    };
    Ok((image, orientation))
}

/// The pixel size to embed a `width` × `height` image at, stored as
/// `orientation` says and drawn into `area`; `None` when it is at most
/// [`MOST_DPI`] there already.
pub(crate) fn embedded_size(
    width: u32,
    height: u32,
    orientation: Orientation,
    area: Box2,
) -> Option<(u32, u32)> {
    let (upright_width, upright_height) = orientation.upright_size(width, height);
    let fitted = crate::proof::fit_contain(upright_width as f32, upright_height as f32, area);
    if fitted.width <= 0.0 {
        return None;
    }
    // Pixels per card unit along the upright width, the same along the height.
    let dpi = upright_width as f32 / fitted.width * UNITS_PER_INCH;
    if dpi <= MOST_DPI {
        return None;
    }
    let scale = MOST_DPI / dpi;
    // Rounded down, so the embedded image stays at or below the limit.
    let scaled = |pixels: u32| ((pixels as f32 * scale).floor() as u32).max(1);
    Some((scaled(width), scaled(height)))
}

/// The file's own pixels, as krilla embeds them (a JPEG stays a JPEG).
fn as_the_file_is(bytes: &[u8]) -> Result<Image, ProofError> {
    let data = Data::from(bytes.to_vec());
    if bytes.starts_with(b"\x89PNG") {
        Image::from_png(data, true)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Image::from_jpeg(data, true)
    } else if bytes.get(8..12) == Some(b"WEBP") {
        Image::from_webp(data, true)
    } else {
        Err("unknown format".to_owned())
    }
    .map_err(ProofError::Logo)
}

/// The image decoded and scaled to `width` × `height` with Lanczos3, alpha kept.
fn scaled(bytes: &[u8], width: u32, height: u32) -> Result<Image, ProofError> {
    let decoded = image::load_from_memory(bytes)
        .map_err(|error| ProofError::Logo(error.to_string()))?
        .into_rgba8();
    let (from_width, from_height) = decoded.dimensions();
    let source = Pixels::from_vec_u8(from_width, from_height, decoded.into_raw(), PixelType::U8x4)
        .map_err(|error| ProofError::Logo(error.to_string()))?;
    let mut target = Pixels::new(width, height, PixelType::U8x4);
    Resizer::new()
        .resize(
            &source,
            &mut target,
            &ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3)),
        )
        .map_err(|error| ProofError::Logo(error.to_string()))?;
    Ok(Image::from_rgba8(target.into_vec(), width, height))
}

#[cfg(test)]
mod tests {
    use shop_domain::Orientation;

    use super::{MOST_DPI, embedded_size};
    use crate::layout::Box2;

    /// 30 × 30 mm: 600 dpi is 708.66 pixels across.
    const AREA: Box2 = Box2 {
        x: 0.0,
        y: 0.0,
        width: 300.0,
        height: 300.0,
    };

    fn dpi(pixels: u32, units: f32) -> f32 {
        pixels as f32 / units * 254.0
    }

    #[test]
    fn a_logo_sharper_than_600_dpi_is_scaled_to_at_most_600() {
        let (width, height) = embedded_size(4000, 4000, Orientation::default(), AREA).unwrap();
        assert_eq!((width, height), (708, 708));
        assert!(dpi(width, AREA.width) <= MOST_DPI);
        assert!(
            dpi(width + 1, AREA.width) > MOST_DPI,
            "no sharper than needed, no softer"
        );
    }

    #[test]
    fn a_logo_at_or_below_600_dpi_is_embedded_as_it_is() {
        assert_eq!(embedded_size(708, 708, Orientation::default(), AREA), None);
        assert_eq!(embedded_size(300, 200, Orientation::default(), AREA), None);
    }

    #[test]
    fn a_wide_logo_keeps_its_aspect_ratio() {
        // 4000 × 1000 fills the width: 708 across, a quarter of that down.
        assert_eq!(
            embedded_size(4000, 1000, Orientation::default(), AREA),
            Some((708, 177))
        );
    }

    #[test]
    fn a_logo_stored_on_its_side_is_measured_upright() {
        let turned = Orientation {
            quarter_turns: 1,
            mirrored: false,
        };
        // Stored 1000 × 4000, shown 4000 × 1000: the stored height is the printed width.
        assert_eq!(embedded_size(1000, 4000, turned, AREA), Some((177, 708)));
    }
}
