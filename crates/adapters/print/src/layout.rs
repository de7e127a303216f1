//! The printed products' geometry as `design/card-layout.json` states it, in
//! units of 0.1 mm. The browser preview imports the same file.

use std::sync::LazyLock;

use serde::Deserialize;
use shop_domain::LogoPrintRule;

#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
pub struct Size {
    pub width: f32,
    pub height: f32,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
pub struct Box2 {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
pub struct Panel {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
    pub radius: f32,
}

/// A centred line of text: centre `x`, baseline `y`, the widest it may get,
/// its largest font size.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TextLine {
    pub x: f32,
    pub y: f32,
    pub max_width: f32,
    pub size: f32,
    pub bold: bool,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
pub struct Square {
    pub x: f32,
    pub y: f32,
    pub size: f32,
}

/// Below `minimum` dpi a logo is refused, below `recommended` the customer is warned.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
pub struct LogoDpi {
    pub minimum: f32,
    pub recommended: f32,
}

/// The bottle opener's print area, landscape: logo left, QR code right.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BottleOpenerLayout {
    pub print_area: Size,
    pub logo_box: Box2,
    pub qr_box: Square,
}

#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CardLayout {
    pub card: Size,
    /// Artwork beyond the trim edge on every side, cut off after printing.
    pub bleed: f32,
    pub content_panel: Panel,
    pub logo_box: Box2,
    pub phone_line: TextLine,
    pub address_line: TextLine,
    pub min_font_size: f32,
    /// `#rrggbb`.
    pub text_color: String,
    pub qr_box: Square,
    pub qr_quiet_zone_modules: u32,
    pub logo_dpi: LogoDpi,
    pub bottle_opener: BottleOpenerLayout,
}

const LAYOUT_JSON: &str = include_str!("../../../../design/card-layout.json");

/// The layout every proof is drawn with.
#[allow(clippy::expect_used)] // a file of the repository, read by the tests
pub static LAYOUT: LazyLock<CardLayout> =
    LazyLock::new(|| serde_json::from_str(LAYOUT_JSON).expect("design/card-layout.json is valid"));

impl CardLayout {
    /// The text colour as RGB bytes.
    pub fn text_rgb(&self) -> (u8, u8, u8) {
        let hex = self.text_color.trim_start_matches('#');
        let channel = |at: usize| {
            hex.get(at..at + 2)
                .and_then(|pair| u8::from_str_radix(pair, 16).ok())
                .unwrap_or(0)
        };
        (channel(0), channel(2), channel(4))
    }

    /// The print resolution rule for a logo in the card's logo box; the
    /// bottle opener's box has the same size (checked by a test).
    pub fn logo_print_rule(&self) -> LogoPrintRule {
        LogoPrintRule {
            box_width_mm: f64::from(self.logo_box.width) / 10.0,
            box_height_mm: f64::from(self.logo_box.height) / 10.0,
            minimum_dpi: f64::from(self.logo_dpi.minimum),
            recommended_dpi: f64::from(self.logo_dpi.recommended),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LAYOUT;

    #[test]
    fn the_shared_layout_file_reads_as_the_card_of_45_by_75_mm() {
        assert_eq!((LAYOUT.card.width, LAYOUT.card.height), (450.0, 750.0));
        assert_eq!(LAYOUT.bleed, 20.0);
        assert_eq!(
            (LAYOUT.logo_box.width, LAYOUT.logo_box.height),
            (230.0, 180.0)
        );
        assert_eq!(LAYOUT.text_rgb(), (0x14, 0x21, 0x3d));
        assert_eq!(LAYOUT.qr_quiet_zone_modules, 4);
    }

    #[test]
    fn one_logo_rule_fits_both_products() {
        let opener = LAYOUT.bottle_opener.logo_box;
        assert_eq!(
            (opener.width, opener.height),
            (LAYOUT.logo_box.width, LAYOUT.logo_box.height)
        );
        assert_eq!(
            LAYOUT.logo_print_rule(),
            shop_domain::fixtures::LOGO_PRINT_RULE
        );
    }
}
