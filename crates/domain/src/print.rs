//! Whether a logo is sharp enough for print: its pixels fitted into the
//! printed logo box give its effective resolution. The browser's designer
//! (frontend/src/features/designer/logo-resolution.ts) computes the same
//! with the same arithmetic, so both agree at the boundaries.

/// The logo box and the resolutions that matter; the print adapter reads
/// them from the shared layout file (`design/card-layout.json`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LogoPrintRule {
    /// The printed box in millimetres.
    pub box_width_mm: f64,
    pub box_height_mm: f64,
    /// Below this the logo is refused.
    pub minimum_dpi: f64,
    /// Below this the customer is warned.
    pub recommended_dpi: f64,
}

/// What a logo of a given pixel size looks like in print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogoResolution {
    Sharp {
        dpi: u32,
    },
    /// Printable, but below the recommended resolution.
    Low {
        dpi: u32,
    },
    /// Below the minimum: refused, with the smallest pixel size of the same
    /// shape that would pass.
    TooSmall {
        dpi: u32,
        min_width: u32,
        min_height: u32,
    },
}

/// A logo printed below the minimum resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "Ihr Logo ist für den Druck zu klein ({dpi} dpi). Bitte laden Sie eine Datei mit mindestens {min_width} × {min_height} Pixeln hoch."
)]
pub struct LogoTooSmall {
    pub dpi: u32,
    pub min_width: u32,
    pub min_height: u32,
}

impl LogoPrintRule {
    /// The resolution of a `width` × `height` pixel logo fitted, aspect
    /// ratio kept, into the box: the side that fills the box decides.
    pub fn assess(&self, width: u32, height: u32) -> LogoResolution {
        let (width, height) = (f64::from(width), f64::from(height));
        let exact = (width / self.box_width_mm).max(height / self.box_height_mm) * 25.4;
        let dpi = whole(exact.floor());
        if exact < self.minimum_dpi {
            LogoResolution::TooSmall {
                dpi,
                min_width: whole((width * self.minimum_dpi / exact).ceil()),
                min_height: whole((height * self.minimum_dpi / exact).ceil()),
            }
        } else if exact < self.recommended_dpi {
            LogoResolution::Low { dpi }
        } else {
            LogoResolution::Sharp { dpi }
        }
    }

    /// # Errors
    /// [`LogoTooSmall`] for a logo below the minimum resolution.
    pub fn check(&self, width: u32, height: u32) -> Result<LogoResolution, LogoTooSmall> {
        match self.assess(width, height) {
            LogoResolution::TooSmall {
                dpi,
                min_width,
                min_height,
            } => Err(LogoTooSmall {
                dpi,
                min_width,
                min_height,
            }),
            fine => Ok(fine),
        }
    }
}

/// A non-negative whole number of pixels or dots; a zero-sized logo has no
/// resolution (its minimum size is then unbounded and shown as the largest).
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn whole(value: f64) -> u32 {
    if value.is_finite() {
        value.clamp(0.0, f64::from(u32::MAX)) as u32
    } else {
        u32::MAX
    }
}

#[cfg(test)]
mod tests {
    use super::{LogoPrintRule, LogoResolution, LogoTooSmall};

    const RULE: LogoPrintRule = LogoPrintRule {
        box_width_mm: 23.0,
        box_height_mm: 18.0,
        minimum_dpi: 150.0,
        recommended_dpi: 300.0,
    };

    #[test]
    fn the_side_that_fills_the_box_decides_the_resolution() {
        // 230 × 180 px fill 23 × 18 mm exactly: 10 px per mm.
        assert_eq!(RULE.assess(230, 180), LogoResolution::Low { dpi: 254 });
        // A square fills the box's height: 1000 px over 18 mm.
        assert_eq!(RULE.assess(1000, 1000), LogoResolution::Sharp { dpi: 1411 });
        // A wide banner fills its width: 2300 px over 23 mm.
        assert_eq!(RULE.assess(2300, 100), LogoResolution::Sharp { dpi: 2540 });
    }

    #[test]
    fn a_logo_below_150_dpi_is_refused_with_the_size_that_would_pass() {
        let refused = RULE.check(100, 100).unwrap_err();
        assert_eq!(
            refused,
            LogoTooSmall {
                dpi: 141,
                min_width: 107,
                min_height: 107
            }
        );
        assert_eq!(
            refused.to_string(),
            "Ihr Logo ist für den Druck zu klein (141 dpi). Bitte laden Sie eine Datei mit mindestens 107 × 107 Pixeln hoch."
        );
        // The size it names passes.
        assert!(RULE.check(107, 107).is_ok());
    }

    #[test]
    fn the_boundaries_belong_to_the_better_side() {
        // The fewest pixels across the 23 mm box that reach 150 and 300 dpi, and one less.
        let width_at = |dpi: f64| (dpi * 23.0 / 25.4).ceil() as u32;
        assert!(matches!(
            RULE.assess(width_at(150.0), 1),
            LogoResolution::Low { dpi: 150 }
        ));
        assert!(matches!(
            RULE.assess(width_at(150.0) - 1, 1),
            LogoResolution::TooSmall { dpi: 149, .. }
        ));
        assert!(matches!(
            RULE.assess(width_at(300.0), 1),
            LogoResolution::Sharp { dpi: 300 }
        ));
        assert!(matches!(
            RULE.assess(width_at(300.0) - 1, 1),
            LogoResolution::Low { dpi: 299 }
        ));
    }

    #[test]
    fn an_empty_image_is_too_small() {
        assert!(matches!(
            RULE.assess(0, 0),
            LogoResolution::TooSmall { dpi: 0, .. }
        ));
    }
}
