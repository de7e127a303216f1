//! What the shop's PDFs draw with: the bundled font's faces (drawn and
//! measured), a pen that writes top-down on an A4 page, line breaking, and
//! the page's measures.

use krilla::{
    Data,
    color::rgb,
    geom::{PathBuilder, Point, Rect},
    num::NormalizedF32,
    paint::Fill,
    surface::Surface,
    text::{Font, TextDirection},
};
use skrifa::{MetadataProvider, instance::LocationRef, instance::Size};

pub(crate) const REGULAR: &[u8] =
    include_bytes!("../../../../design/fonts/LiberationSans-Regular.ttf");
pub(crate) const BOLD: &[u8] = include_bytes!("../../../../design/fonts/LiberationSans-Bold.ttf");

/// A4 in points.
pub(crate) const PAGE_WIDTH: f32 = 595.28;
pub(crate) const PAGE_HEIGHT: f32 = 841.89;
pub(crate) const MARGIN: f32 = 56.0;

#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    #[error("the bundled font cannot be read")]
    Font,
    #[error("the PDF could not be written: {0}")]
    Krilla(String),
    #[error("the XMP metadata could not be completed: {0}")]
    Xmp(String),
}

/// One face of the bundled font, for drawing and for measuring; its tables
/// are read once, when the renderer is made.
#[derive(Clone)]
pub(crate) struct Face {
    pub(crate) font: Font,
    metrics: skrifa::FontRef<'static>,
}

impl Face {
    pub(crate) fn load(data: &'static [u8]) -> Result<Self, PdfError> {
        // The bundled bytes themselves, not a copy: they live as long as the program.
        let font = Font::new(Data::from(data), 0).ok_or(PdfError::Font)?;
        let metrics = skrifa::FontRef::new(data).map_err(|_| PdfError::Font)?;
        Ok(Self { font, metrics })
    }

    /// The width of `text` at `size` points (no kerning: what krilla draws).
    pub(crate) fn width(&self, text: &str, size: f32) -> f32 {
        let charmap = self.metrics.charmap();
        let metrics = self
            .metrics
            .glyph_metrics(Size::new(size), LocationRef::default());
        text.chars()
            .filter_map(|ch| charmap.map(ch))
            .filter_map(|glyph| metrics.advance_width(glyph))
            .sum()
    }
}

/// Lines of at most `width` points, broken between words.
pub(crate) fn wrapped(face: &Face, text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if face.width(&candidate, size) > width && !current.is_empty() {
            lines.push(std::mem::replace(&mut current, word.to_owned()));
        } else {
            current = candidate;
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// Draws on the current page, top-down in points.
pub(crate) struct Pen<'s, 'p> {
    pub(crate) surface: &'s mut Surface<'p>,
}

impl Pen<'_, '_> {
    pub(crate) fn text(&mut self, face: &Face, size: f32, x: f32, y: f32, text: &str) {
        self.surface.draw_text(
            Point::from_xy(x, y),
            face.font.clone(),
            size,
            text,
            false,
            TextDirection::Auto,
        );
    }

    pub(crate) fn right(&mut self, face: &Face, size: f32, right: f32, y: f32, text: &str) {
        let x = right - face.width(text, size);
        self.text(face, size, x, y, text);
    }

    /// `qr` as a square of `size` points from (`x`, `y`), its top left
    /// corner, without a quiet zone (the caller keeps the page around it
    /// empty). Each row's runs of dark modules are one rectangle each, so
    /// no viewer shows seams between neighbours.
    pub(crate) fn qr_code(&mut self, qr: &qrcode::QrCode, x: f32, y: f32, size: f32) {
        let width = qr.width();
        let module = size / width as f32;
        let colors = qr.to_colors();
        let mut path = PathBuilder::new();
        for (row, modules) in colors.chunks(width).enumerate() {
            let mut run_start = None;
            // A light module after the row closes its last run.
            for (column, color) in modules.iter().chain([&qrcode::Color::Light]).enumerate() {
                match (color, run_start) {
                    (qrcode::Color::Dark, None) => run_start = Some(column),
                    (qrcode::Color::Light, Some(start)) => {
                        let run = Rect::from_xywh(
                            x + start as f32 * module,
                            y + row as f32 * module,
                            (column - start) as f32 * module,
                            module,
                        );
                        if let Some(run) = run {
                            path.push_rect(run);
                        }
                        run_start = None;
                    }
                    _ => {}
                }
            }
        }
        if let Some(path) = path.finish() {
            self.surface.set_fill(Some(Fill {
                paint: rgb::Color::black().into(),
                opacity: NormalizedF32::ONE,
                rule: Default::default(),
            }));
            self.surface.draw_path(&path);
            self.surface.set_fill(Some(Fill::default()));
        }
    }

    pub(crate) fn rule(&mut self, y: f32) {
        let mut path = PathBuilder::new();
        if let Some(rect) = Rect::from_xywh(MARGIN, y, PAGE_WIDTH - 2.0 * MARGIN, 0.6) {
            path.push_rect(rect);
        }
        if let Some(path) = path.finish() {
            self.surface.set_fill(Some(Fill {
                paint: rgb::Color::new(20, 33, 61).into(),
                opacity: NormalizedF32::ONE,
                rule: Default::default(),
            }));
            self.surface.draw_path(&path);
            self.surface.set_fill(Some(Fill::default()));
        }
    }
}
