//! 'Express-Produktion': a surcharge that buys shipping on the first
//! working day after payment and approval instead of the third, with a
//! guarantee: when the shop ships after the day it promised, the surcharge
//! goes back to the buyer, once. A late approval moves the promise itself
//! (it is renewed at the last approval), so it never counts as the shop's delay.

use chrono::{NaiveDate, NaiveDateTime};

use crate::money::{Cents, Totals};
use crate::tax_treatment::TaxCategory;

/// The surcharge's net price unless `SHOP_EXPRESS_SURCHARGE_CENTS` says otherwise.
pub const DEFAULT_SURCHARGE: Cents = Cents::new(2_990);

/// Its line on the order, the payment page, the invoice and the credit note.
pub const LINE_NAME: &str = "Express-Produktion";

/// An order's express production: the surcharge it paid and whether it
/// was given back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Express {
    /// Net, before VAT: one line of the order.
    pub surcharge: Cents,
    /// When the surcharge was refunded (the order shipped late); `None` while kept.
    pub refunded_at: Option<NaiveDateTime>,
}

impl Express {
    /// Ordered with `surcharge`, nothing refunded yet.
    pub fn ordered(surcharge: Cents) -> Self {
        Self {
            surcharge,
            refunded_at: None,
        }
    }

    /// Whether shipping on `shipped_on` breaks the promise of `promised`
    /// and the surcharge is still held, so it is owed back now.
    pub fn owed_back(&self, promised: Option<NaiveDate>, shipped_on: NaiveDate) -> bool {
        self.refunded_at.is_none() && promised.is_some_and(|promised| shipped_on > promised)
    }

    /// The surcharge as its own document taxed as `category`: what a credit
    /// note for its line states and what the buyer gets back.
    ///
    /// # Panics
    /// Never for a surcharge the configuration accepts (far below the limits).
    pub fn totals(&self, category: TaxCategory) -> Totals {
        Totals::checked_taxed(self.surcharge, Cents::ZERO, category)
            .unwrap_or_else(|| Totals::from_net(self.surcharge))
    }

    /// The gross amount given back, or `ZERO` while it is kept.
    pub fn refunded_gross(&self, category: TaxCategory) -> Cents {
        if self.refunded_at.is_some() {
            self.totals(category).gross
        } else {
            Cents::ZERO
        }
    }
}

/// A configured surcharge that is not a positive amount of cents.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("SHOP_EXPRESS_SURCHARGE_CENTS must be whole cents between 1 and 1000000, e.g. 2990")]
pub struct InvalidSurcharge;

/// Reads `SHOP_EXPRESS_SURCHARGE_CENTS`.
///
/// # Errors
/// [`InvalidSurcharge`] for anything but whole cents from 1 to 1,000,000 (10,000 €).
pub fn parse_surcharge(raw: &str) -> Result<Cents, InvalidSurcharge> {
    raw.trim()
        .parse::<i64>()
        .ok()
        .filter(|cents| (1..=1_000_000).contains(cents))
        .map(Cents::new)
        .ok_or(InvalidSurcharge)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 12, d).unwrap()
    }

    #[test]
    fn shipping_after_the_promised_day_owes_the_surcharge_back_once() {
        let express = Express::ordered(DEFAULT_SURCHARGE);

        assert!(!express.owed_back(Some(day(17)), day(16)), "early");
        assert!(!express.owed_back(Some(day(17)), day(17)), "on the day");
        assert!(express.owed_back(Some(day(17)), day(18)), "a day late");
        assert!(!express.owed_back(None, day(18)), "never promised");

        let refunded = Express {
            refunded_at: Some(day(18).and_hms_opt(9, 0, 0).unwrap()),
            ..express
        };
        assert!(
            !refunded.owed_back(Some(day(17)), day(18)),
            "already given back"
        );
    }

    #[test]
    fn the_refund_carries_the_vat_of_the_order() {
        let express = Express {
            surcharge: DEFAULT_SURCHARGE,
            refunded_at: Some(day(18).and_hms_opt(9, 0, 0).unwrap()),
        };

        assert_eq!(
            express.refunded_gross(TaxCategory::Standard),
            Cents::new(3_558)
        );
        assert_eq!(
            express.refunded_gross(TaxCategory::IntraCommunity),
            Cents::new(2_990)
        );
        assert_eq!(
            Express::ordered(DEFAULT_SURCHARGE).refunded_gross(TaxCategory::Standard),
            Cents::ZERO
        );
    }

    #[test]
    fn the_configured_surcharge_is_whole_positive_cents() {
        assert_eq!(parse_surcharge(" 2990 "), Ok(Cents::new(2_990)));
        assert_eq!(parse_surcharge("1"), Ok(Cents::new(1)));
        assert_eq!(parse_surcharge("1000000"), Ok(Cents::new(1_000_000)));
        for wrong in ["", "0", "-5", "29,90", "29.90", "1000001", "zwei"] {
            assert_eq!(parse_surcharge(wrong), Err(InvalidSurcharge), "{wrong:?}");
        }
    }
}
