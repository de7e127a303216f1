//! The print-ready proofs. A card is one page of 49 × 79 mm (MediaBox =
//! BleedBox) with the 45 × 75 mm card as its TrimBox; a bottle opener's print
//! area is 60 × 30 mm with the same 2 mm bleed. The template artwork is drawn
//! as vectors and runs into the bleed, the QR code is vector modules with its
//! quiet zone, phone and address are real text in the embedded bundled font;
//! the customer's logo is the only raster image, at its own resolution up to
//! 600 dpi at its printed size (see `logo.rs`). The
//! same design gives the same bytes; several designs make one PDF of one page
//! each, for the print operator.

use std::{
    collections::HashMap,
    sync::{Arc, OnceLock},
};

use krilla::{
    Data, Document, SerializeSettings,
    color::rgb,
    geom::{PathBuilder, Point, Rect, Size, Transform},
    page::PageSettings,
    paint::Fill,
    surface::Surface,
    text::{Font, TextDirection},
};
use krilla_svg::{SurfaceExt, SvgSettings};
use qrcode::{Color, EcLevel, QrCode};
use shop_domain::TemplateCategory;
use skrifa::{MetadataProvider, instance::LocationRef};

use crate::{
    layout::{Box2, CardLayout, LAYOUT, Size as Size2, Square, TextLine},
    logo::{Logos, PreparedLogo},
};

/// PDF points per card unit (0.1 mm).
pub(crate) const POINTS_PER_UNIT: f32 = 72.0 / 254.0;

const REGULAR: &[u8] = include_bytes!("../../../../design/fonts/LiberationSans-Regular.ttf");
const BOLD: &[u8] = include_bytes!("../../../../design/fonts/LiberationSans-Bold.ttf");

/// Every template artwork, by the name the domain knows it under.
const TEMPLATES: [(&str, &[u8]); 17] = [
    (
        "baguette",
        include_bytes!("../../../../design/templates/baguette.svg"),
    ),
    (
        "burger",
        include_bytes!("../../../../design/templates/burger.svg"),
    ),
    (
        "bowl",
        include_bytes!("../../../../design/templates/bowl.svg"),
    ),
    (
        "chicken",
        include_bytes!("../../../../design/templates/chicken.svg"),
    ),
    (
        "doner",
        include_bytes!("../../../../design/templates/doner.svg"),
    ),
    (
        "falafel",
        include_bytes!("../../../../design/templates/falafel.svg"),
    ),
    (
        "fisch",
        include_bytes!("../../../../design/templates/fisch.svg"),
    ),
    (
        "grill",
        include_bytes!("../../../../design/templates/grill.svg"),
    ),
    (
        "india",
        include_bytes!("../../../../design/templates/india.svg"),
    ),
    (
        "gyros",
        include_bytes!("../../../../design/templates/gyros.svg"),
    ),
    (
        "pasta",
        include_bytes!("../../../../design/templates/pasta.svg"),
    ),
    (
        "pizza",
        include_bytes!("../../../../design/templates/pizza.svg"),
    ),
    (
        "ramen",
        include_bytes!("../../../../design/templates/ramen.svg"),
    ),
    (
        "rice",
        include_bytes!("../../../../design/templates/rice.svg"),
    ),
    (
        "schnitzel",
        include_bytes!("../../../../design/templates/schnitzel.svg"),
    ),
    (
        "suchi",
        include_bytes!("../../../../design/templates/suchi.svg"),
    ),
    (
        "tacos",
        include_bytes!("../../../../design/templates/tacos.svg"),
    ),
];

#[derive(Debug, Clone, thiserror::Error)]
pub enum ProofError {
    #[error("a bundled file cannot be read: {0}")]
    Bundled(String),
    #[error("the logo is no PNG, JPEG or WebP image krilla can embed: {0}")]
    Logo(String),
    #[error("the QR code cannot hold this text: {0}")]
    QrCode(String),
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
}

/// What one page of a proof shows.
#[derive(Debug, Clone, Copy)]
pub enum Artwork<'a> {
    Card(CardArtwork<'a>),
    BottleOpener(BottleOpenerArtwork<'a>),
}

/// What a bottle opener's print area shows.
#[derive(Debug, Clone, Copy)]
pub struct BottleOpenerArtwork<'a> {
    /// The logo file as the image host keeps it; `None` leaves the box empty.
    pub logo: Option<&'a [u8]>,
    /// The exact text the QR code carries; `None` prints no code.
    pub qr_text: Option<&'a str>,
}

/// What one card shows.
#[derive(Debug, Clone, Copy)]
pub struct CardArtwork<'a> {
    pub template: TemplateCategory,
    /// The logo file as the image host keeps it; `None` leaves the box empty.
    pub logo: Option<&'a [u8]>,
    pub phone: &'a str,
    pub address: &'a str,
    /// The exact text the QR code carries (the normalised URL).
    pub qr_text: &'a str,
}

/// One face of the bundled font, for drawing and for measuring.
#[derive(Clone)]
struct Face {
    font: Font,
    metrics: skrifa::FontRef<'static>,
}

impl Face {
    fn load(data: &'static [u8]) -> Result<Self, ProofError> {
        let unreadable = || ProofError::Bundled("design/fonts".into());
        Ok(Self {
            // The bundled bytes themselves, not a copy: they live as long as the program.
            font: Font::new(Data::from(data), 0).ok_or_else(unreadable)?,
            metrics: skrifa::FontRef::new(data).map_err(|_| unreadable())?,
        })
    }

    /// The advance width of `text` at font size `size`, in the size's unit.
    fn width(&self, text: &str, size: f32) -> f32 {
        let charmap = self.metrics.charmap();
        let metrics = self
            .metrics
            .glyph_metrics(skrifa::instance::Size::new(size), LocationRef::default());
        text.chars()
            .filter_map(|ch| charmap.map(ch))
            .filter_map(|glyph| metrics.advance_width(glyph))
            .sum()
    }
}

/// Renders proofs; the artworks are parsed and the fonts read once, for the
/// first proof: a process that renders none (or not yet) does not hold them.
#[derive(Clone, Default)]
pub struct CardProof {
    assets: Arc<OnceLock<Result<Assets, ProofError>>>,
}

/// The bundled fonts and artworks, ready to draw.
struct Assets {
    regular: Face,
    bold: Face,
    templates: HashMap<&'static str, Arc<usvg::Tree>>,
}

impl Assets {
    /// `text` centred on `line` at the largest size from the line's down to
    /// the layout's smallest at which it fits, as the preview sizes it.
    fn centred_line(
        &self,
        surface: &mut Surface<'_>,
        layout: &CardLayout,
        text: &str,
        line: TextLine,
    ) {
        let face = if line.bold { &self.bold } else { &self.regular };
        let mut font_size = line.size;
        while font_size > layout.min_font_size && face.width(text, font_size) > line.max_width {
            font_size -= 1.0;
        }
        let (red, green, blue) = layout.text_rgb();
        surface.set_fill(Some(Fill {
            paint: rgb::Color::new(red, green, blue).into(),
            ..Fill::default()
        }));
        let width = face.width(text, font_size);
        surface.draw_text(
            Point::from_xy(line.x - width / 2.0, line.y),
            face.font.clone(),
            font_size,
            text,
            false,
            TextDirection::Auto,
        );
    }

    fn load() -> Result<Self, ProofError> {
        let options = usvg::Options::default();
        let templates = TEMPLATES
            .into_iter()
            .map(|(name, svg)| {
                usvg::Tree::from_data(svg, &options)
                    .map(|tree| (name, Arc::new(tree)))
                    .map_err(|error| ProofError::Bundled(format!("{name}.svg: {error}")))
            })
            .collect::<Result<_, _>>()?;
        Ok(Self {
            regular: Face::load(REGULAR)?,
            bold: Face::load(BOLD)?,
            templates,
        })
    }
}

impl CardProof {
    pub fn new() -> Self {
        Self::default()
    }

    /// The fonts and artworks, read on the first call; callers at the same
    /// moment wait for that one reading.
    ///
    /// # Errors
    /// [`ProofError::Bundled`] when a bundled font or artwork is unreadable.
    fn assets(&self) -> Result<&Assets, ProofError> {
        self.assets
            .get_or_init(Assets::load)
            .as_ref()
            .map_err(Clone::clone)
    }

    pub(crate) fn regular_font(&self) -> Result<Font, ProofError> {
        Ok(self.assets()?.regular.font.clone())
    }

    pub(crate) fn bold_font(&self) -> Result<Font, ProofError> {
        Ok(self.assets()?.bold.font.clone())
    }

    /// The proof PDF of one card.
    ///
    /// # Errors
    /// [`ProofError`] for a logo that cannot be embedded, a text too long for
    /// a QR code, or an artwork missing for the template.
    pub fn render(&self, artwork: &CardArtwork<'_>) -> Result<Vec<u8>, ProofError> {
        self.render_pages(&[Artwork::Card(*artwork)])
    }

    /// One PDF with a page per artwork, in the order given.
    ///
    /// # Errors
    /// As [`CardProof::render`], for the first page that fails.
    pub fn render_pages(&self, pages: &[Artwork<'_>]) -> Result<Vec<u8>, ProofError> {
        let mut document = Document::new_with(SerializeSettings::default());
        let mut logos = Logos::default();
        for page in pages {
            match page {
                Artwork::Card(card) => self.card_page(&mut document, &mut logos, card)?,
                Artwork::BottleOpener(opener) => {
                    bottle_opener_page(&mut document, &mut logos, opener)?;
                }
            }
        }
        document
            .finish()
            .map_err(|error| ProofError::Pdf(format!("{error:?}")))
    }

    fn card_page(
        &self,
        document: &mut Document,
        logos: &mut Logos,
        artwork: &CardArtwork<'_>,
    ) -> Result<(), ProofError> {
        let layout: &CardLayout = &LAYOUT;
        let assets = self.assets()?;
        let template = assets
            .templates
            .get(artwork.template.as_str())
            .ok_or_else(|| ProofError::Bundled(format!("{}.svg", artwork.template.as_str())))?;
        let logo = artwork
            .logo
            .map(|bytes| logos.prepare(bytes, layout.logo_box))
            .transpose()?;
        let qr = qr_code(artwork.qr_text)?;
        let bleed = layout.bleed;
        let card = layout.card;
        let mut page = start_page(document, card)?;
        let mut surface = page.surface();
        surface.push_transform(&Transform::from_scale(POINTS_PER_UNIT, POINTS_PER_UNIT));

        // The artwork stretched over the bleed first, so colour runs past the
        // cut; then exactly on the card, where the layout's boxes refer to it.
        surface.push_transform(&Transform::from_scale(
            (card.width + 2.0 * bleed) / card.width,
            (card.height + 2.0 * bleed) / card.height,
        ));
        surface.draw_svg(
            template,
            size(card.width, card.height)?,
            SvgSettings::default(),
        );
        surface.pop();
        surface.push_transform(&Transform::from_translate(bleed, bleed));
        surface.draw_svg(
            template,
            size(card.width, card.height)?,
            SvgSettings::default(),
        );

        if let Some(logo) = logo {
            draw_logo(&mut surface, logo, layout.logo_box)?;
        }
        assets.centred_line(&mut surface, layout, artwork.phone, layout.phone_line);
        assets.centred_line(&mut surface, layout, artwork.address, layout.address_line);
        draw_qr_code(
            &mut surface,
            layout.qr_box,
            layout.qr_quiet_zone_modules,
            &qr,
        )?;

        surface.pop();
        surface.pop();
        surface.finish();
        page.finish();
        Ok(())
    }
}

/// The bottle opener's print area on white: the logo left, the QR code right.
fn bottle_opener_page(
    document: &mut Document,
    logos: &mut Logos,
    artwork: &BottleOpenerArtwork<'_>,
) -> Result<(), ProofError> {
    let layout: &CardLayout = &LAYOUT;
    let opener = layout.bottle_opener;
    let logo = artwork
        .logo
        .map(|bytes| logos.prepare(bytes, opener.logo_box))
        .transpose()?;
    let qr = artwork.qr_text.map(qr_code).transpose()?;
    let mut page = start_page(document, opener.print_area)?;
    let mut surface = page.surface();
    surface.push_transform(&Transform::from_scale(POINTS_PER_UNIT, POINTS_PER_UNIT));
    surface.push_transform(&Transform::from_translate(layout.bleed, layout.bleed));
    if let Some(logo) = logo {
        draw_logo(&mut surface, logo, opener.logo_box)?;
    }
    if let Some(qr) = qr {
        draw_qr_code(
            &mut surface,
            opener.qr_box,
            layout.qr_quiet_zone_modules,
            &qr,
        )?;
    }
    surface.pop();
    surface.pop();
    surface.finish();
    page.finish();
    Ok(())
}

/// A page of `trim` plus the bleed on every side: MediaBox = BleedBox, the
/// trimmed product as TrimBox.
fn start_page(document: &mut Document, trim: Size2) -> Result<krilla::page::Page<'_>, ProofError> {
    let bleed = LAYOUT.bleed;
    let points = |units: f32| units * POINTS_PER_UNIT;
    let (width, height) = (trim.width + 2.0 * bleed, trim.height + 2.0 * bleed);
    let media = rect(0.0, 0.0, points(width), points(height))?;
    let trim_box = rect(
        points(bleed),
        points(bleed),
        points(trim.width),
        points(trim.height),
    )?;
    Ok(document.start_page_with(
        PageSettings::new(size(points(width), points(height))?)
            .with_bleed_box(Some(media))
            .with_trim_box(Some(trim_box)),
    ))
}

/// A QR code at error-correction level M: 15 % of the code may be soiled or
/// scratched and it still scans, at modules large enough for 150 dpi.
fn qr_code(text: &str) -> Result<QrCode, ProofError> {
    QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .map_err(|error| ProofError::QrCode(error.to_string()))
}

/// The logo fitted into `area`, aspect ratio kept, centred, and turned
/// upright as its EXIF orientation says (as the browser's preview shows it).
fn draw_logo(
    surface: &mut Surface<'_>,
    (logo, orientation): PreparedLogo,
    area: Box2,
) -> Result<(), ProofError> {
    let (width, height) = logo.size();
    let (shown_width, shown_height) = orientation.upright_size(width, height);
    let fitted = fit_contain(shown_width as f32, shown_height as f32, area);
    if fitted.width > 0.0 && fitted.height > 0.0 {
        let quarter_turned = orientation.quarter_turns % 2 == 1;
        let (drawn_width, drawn_height) = if quarter_turned {
            (fitted.height, fitted.width)
        } else {
            (fitted.width, fitted.height)
        };
        // About the box's centre: turn, mirror, then the stored image centred on it.
        surface.push_transform(&Transform::from_translate(
            fitted.x + fitted.width / 2.0,
            fitted.y + fitted.height / 2.0,
        ));
        surface.push_transform(&Transform::from_rotate(
            90.0 * f32::from(orientation.quarter_turns),
        ));
        surface.push_transform(&Transform::from_scale(
            if orientation.mirrored { -1.0 } else { 1.0 },
            1.0,
        ));
        surface.push_transform(&Transform::from_translate(
            -drawn_width / 2.0,
            -drawn_height / 2.0,
        ));
        surface.draw_image(logo, size(drawn_width, drawn_height)?);
        for _ in 0..4 {
            surface.pop();
        }
    }
    Ok(())
}

/// The QR code centred in its box on white, `quiet_zone` modules of white
/// around it, every dark run of a row one rectangle.
fn draw_qr_code(
    surface: &mut Surface<'_>,
    square: Square,
    quiet_zone: u32,
    qr: &QrCode,
) -> Result<(), ProofError> {
    surface.set_fill(Some(Fill {
        paint: rgb::Color::white().into(),
        ..Fill::default()
    }));
    let mut white = PathBuilder::new();
    white.push_rect(rect(square.x, square.y, square.size, square.size)?);
    if let Some(path) = white.finish() {
        surface.draw_path(&path);
    }
    let modules = qr.width();
    let quiet = quiet_zone as usize;
    let module = square.size / (modules + 2 * quiet) as f32;
    let colors = qr.to_colors();
    let mut dark = PathBuilder::new();
    for row in 0..modules {
        let mut column = 0;
        while column < modules {
            if colors[row * modules + column] != Color::Dark {
                column += 1;
                continue;
            }
            let start = column;
            while column < modules && colors[row * modules + column] == Color::Dark {
                column += 1;
            }
            dark.push_rect(rect(
                square.x + (start + quiet) as f32 * module,
                square.y + (row + quiet) as f32 * module,
                (column - start) as f32 * module,
                module,
            )?);
        }
    }
    surface.set_fill(Some(Fill {
        paint: rgb::Color::black().into(),
        ..Fill::default()
    }));
    if let Some(path) = dark.finish() {
        surface.draw_path(&path);
    }
    Ok(())
}

/// The largest rectangle of the image's aspect ratio inside `area`, centred
/// (the preview's `fitContain`).
pub(crate) fn fit_contain(width: f32, height: f32, area: Box2) -> Box2 {
    if width <= 0.0 || height <= 0.0 {
        return Box2 {
            x: area.x + area.width / 2.0,
            y: area.y + area.height / 2.0,
            width: 0.0,
            height: 0.0,
        };
    }
    let scale = (area.width / width).min(area.height / height);
    let (fitted_width, fitted_height) = (width * scale, height * scale);
    Box2 {
        x: area.x + (area.width - fitted_width) / 2.0,
        y: area.y + (area.height - fitted_height) / 2.0,
        width: fitted_width,
        height: fitted_height,
    }
}

pub(crate) fn rect(x: f32, y: f32, width: f32, height: f32) -> Result<Rect, ProofError> {
    Rect::from_xywh(x, y, width, height).ok_or_else(|| ProofError::Pdf("an empty rectangle".into()))
}

pub(crate) fn size(width: f32, height: f32) -> Result<Size, ProofError> {
    Size::from_wh(width, height).ok_or_else(|| ProofError::Pdf("an empty size".into()))
}

#[cfg(test)]
mod tests {
    use shop_domain::catalog::TEMPLATE_CATEGORIES;

    use super::*;

    /// The start no longer reads them, so a broken artwork would first show
    /// on a customer's proof: every template the designer offers is bundled
    /// and parses, and the fonts read.
    #[test]
    fn every_template_the_designer_offers_is_bundled_and_readable() {
        let proof = CardProof::new();
        let assets = proof.assets().unwrap();
        for name in TEMPLATE_CATEGORIES {
            assert!(assets.templates.contains_key(name), "{name}.svg missing");
        }
        assert!(proof.regular_font().is_ok() && proof.bold_font().is_ok());
    }
}
