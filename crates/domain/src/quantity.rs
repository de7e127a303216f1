//! How many units of a line may be ordered (spec §4: 1 to 15).

use std::fmt;

/// A quantity outside 1..=15.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Die Menge muss zwischen 1 und 15 liegen")]
pub struct QuantityError;

/// How many units of a line: 1 to 15.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Quantity(u8);

impl Quantity {
    /// Smallest quantity.
    pub const MIN: u8 = 1;
    /// Largest quantity.
    pub const MAX: u8 = 15;

    /// Accepts 1 to 15.
    ///
    /// # Errors
    /// [`QuantityError`] for anything outside that range.
    pub fn new(raw: i64) -> Result<Quantity, QuantityError> {
        u8::try_from(raw)
            .ok()
            .filter(|q| (Self::MIN..=Self::MAX).contains(q))
            .map(Quantity)
            .ok_or(QuantityError)
    }

    /// The quantity as a number.
    pub fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantity_accepts_one_to_fifteen() {
        assert_eq!(Quantity::new(1).unwrap().get(), Quantity::MIN);
        assert_eq!(Quantity::new(15).unwrap().get(), Quantity::MAX);
        assert_eq!(Quantity::new(7).unwrap().to_string(), "7");
    }

    #[test]
    fn quantity_refuses_values_outside_the_range() {
        for raw in [0, 16, -1, 255, 256, i64::MIN, i64::MAX] {
            assert_eq!(Quantity::new(raw), Err(QuantityError), "{raw}");
        }
        assert_eq!(
            QuantityError.to_string(),
            "Die Menge muss zwischen 1 und 15 liegen"
        );
    }
}
