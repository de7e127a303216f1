//! Money in euro cents, German formatting, VAT and order totals.
//!
//! Prices are net ("exkl. MwSt"); 19 % VAT is added on the subtotal and
//! shipping is free with no minimum order (spec §9). Amounts are whole cents
//! in an `i64`, so no floating point ever touches a price.

use std::fmt;

use crate::tax_treatment::TaxCategory;
pub use crate::tax_treatment::VAT_PERCENT;

/// An amount of money in euro cents.
///
/// Negative values are representable so that differences can be expressed;
/// catalogue prices and totals built by this crate are never negative.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Cents(i64);

impl Cents {
    /// Nothing.
    pub const ZERO: Cents = Cents(0);

    /// Wraps a number of cents.
    pub const fn new(cents: i64) -> Self {
        Cents(cents)
    }

    /// The number of cents.
    pub const fn get(self) -> i64 {
        self.0
    }

    /// `self + other`, or `None` on overflow.
    pub fn checked_add(self, other: Cents) -> Option<Cents> {
        self.0.checked_add(other.0).map(Cents)
    }

    /// `self × factor`, or `None` on overflow.
    pub fn checked_mul(self, factor: u32) -> Option<Cents> {
        self.0.checked_mul(i64::from(factor)).map(Cents)
    }
}

impl fmt::Display for Cents {
    /// German notation: `123456` is shown as `1.234,56 €`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        // `unsigned_abs` keeps `i64::MIN` printable.
        let magnitude = self.0.unsigned_abs();
        let euros = (magnitude / 100).to_string();
        let cents = magnitude % 100;

        let mut grouped = String::with_capacity(euros.len() + euros.len() / 3);
        for (i, digit) in euros.chars().enumerate() {
            if i > 0 && (euros.len() - i).is_multiple_of(3) {
                grouped.push('.');
            }
            grouped.push(digit);
        }
        f.pad(&format!("{sign}{grouped},{cents:02} €"))
    }
}

/// 19 % of `subtotal`, rounded half up to the cent (half away from zero for
/// negative amounts, so a refund mirrors its charge).
pub fn vat_on(subtotal: Cents) -> Cents {
    vat_at(subtotal, VAT_PERCENT)
}

/// `percent` of `subtotal` (between 0 and 100), rounded as [`vat_on`].
fn vat_at(subtotal: Cents, percent: i64) -> Cents {
    // Widened so that `i64::MAX × 19` cannot overflow; the result is smaller
    // than the input in magnitude and therefore always fits back into `i64`.
    let magnitude = i128::from(subtotal.get()).abs();
    let vat = (magnitude * i128::from(percent) + 50) / 100;
    let signed = if subtotal.get() < 0 { -vat } else { vat };
    Cents(i64::try_from(signed).unwrap_or(if signed < 0 { i64::MIN } else { i64::MAX }))
}

/// Shipping is free, with no minimum order value.
pub const SHIPPING: Cents = Cents::ZERO;

/// The money summary of an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    /// Sum of the lines, before VAT and before any discount (the invoice's BT-106).
    pub net: Cents,
    /// Taken off `net` by a discount code (the invoice's document-level
    /// allowance, BT-107); zero without one.
    pub discount: Cents,
    /// VAT on `net − discount`.
    pub vat: Cents,
    /// Shipping costs (always [`SHIPPING`]).
    pub shipping: Cents,
    /// What the customer pays: `net − discount + vat + shipping`.
    pub gross: Cents,
    /// Which VAT `vat` is: German 19 %, or none for an intra-community supply.
    pub category: TaxCategory,
}

impl Totals {
    /// Totals for a net subtotal, or `None` if the gross amount overflows.
    pub fn checked_from_net(net: Cents) -> Option<Totals> {
        Totals::checked_discounted(net, Cents::ZERO)
    }

    /// Totals for a net subtotal less `discount` (between zero and `net`),
    /// VAT on what remains; `None` if a sum overflows or the discount is out
    /// of range.
    pub fn checked_discounted(net: Cents, discount: Cents) -> Option<Totals> {
        Totals::checked_taxed(net, discount, TaxCategory::Standard)
    }

    /// As [`Totals::checked_discounted`], with the VAT of `category`.
    pub fn checked_taxed(net: Cents, discount: Cents, category: TaxCategory) -> Option<Totals> {
        if discount.get() < 0 || discount.get() > net.get().max(0) {
            return None;
        }
        let taxable = Cents(net.get().checked_sub(discount.get())?);
        let vat = vat_at(taxable, category.percent());
        let gross = taxable.checked_add(vat)?.checked_add(SHIPPING)?;
        Some(Totals {
            net,
            discount,
            vat,
            shipping: SHIPPING,
            gross,
            category,
        })
    }

    /// The same amounts taxed as `category`; `None` if a sum overflows.
    pub fn taxed_as(&self, category: TaxCategory) -> Option<Totals> {
        Totals::checked_taxed(self.net, self.discount, category)
    }

    /// Totals for a net subtotal.
    ///
    /// The gross amount saturates at the `i64` limits; only a net amount above
    /// roughly 77 quadrillion euro could reach them. Use
    /// [`Totals::checked_from_net`] to detect that case instead.
    pub fn from_net(net: Cents) -> Totals {
        let vat = vat_on(net);
        let gross = net
            .get()
            .saturating_add(vat.get())
            .saturating_add(SHIPPING.get());
        Totals {
            net,
            discount: Cents::ZERO,
            vat,
            shipping: SHIPPING,
            gross: Cents(gross),
            category: TaxCategory::Standard,
        }
    }

    /// What VAT is charged on: the net subtotal less the discount (BT-109).
    pub fn taxable(&self) -> Cents {
        Cents(self.net.get().saturating_sub(self.discount.get()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_uses_decimal_comma_and_euro_sign() {
        // Arrange
        let price = Cents::new(4990);

        // Act
        let shown = price.to_string();

        // Assert
        assert_eq!(shown, "49,90 €");
    }

    #[test]
    fn display_groups_thousands_with_dots() {
        assert_eq!(Cents::new(123_456).to_string(), "1.234,56 €");
        assert_eq!(Cents::new(100_000).to_string(), "1.000,00 €");
        assert_eq!(Cents::new(99_999).to_string(), "999,99 €");
        assert_eq!(Cents::new(123_456_789).to_string(), "1.234.567,89 €");
        assert_eq!(Cents::new(12_345_678_901).to_string(), "123.456.789,01 €");
    }

    #[test]
    fn display_pads_small_amounts_with_leading_zeros() {
        assert_eq!(Cents::new(5).to_string(), "0,05 €");
        assert_eq!(Cents::new(50).to_string(), "0,50 €");
        assert_eq!(Cents::ZERO.to_string(), "0,00 €");
    }

    #[test]
    fn display_puts_minus_before_negative_amounts() {
        assert_eq!(Cents::new(-250).to_string(), "-2,50 €");
        assert_eq!(Cents::new(-123_456).to_string(), "-1.234,56 €");
    }

    #[test]
    fn display_handles_the_extremes() {
        assert_eq!(
            Cents::new(i64::MAX).to_string(),
            "92.233.720.368.547.758,07 €"
        );
        assert_eq!(
            Cents::new(i64::MIN).to_string(),
            "-92.233.720.368.547.758,08 €"
        );
    }

    #[test]
    fn checked_arithmetic_reports_overflow() {
        assert_eq!(
            Cents::new(2).checked_add(Cents::new(3)),
            Some(Cents::new(5))
        );
        assert_eq!(Cents::new(4990).checked_mul(3), Some(Cents::new(14_970)));
        assert_eq!(Cents::new(i64::MAX).checked_add(Cents::new(1)), None);
        assert_eq!(Cents::new(i64::MAX).checked_mul(2), None);
        assert_eq!(Cents::new(7).checked_mul(0), Some(Cents::ZERO));
    }

    #[test]
    fn vat_rounds_half_up_to_the_cent() {
        assert_eq!(vat_on(Cents::new(1)), Cents::new(0)); // 0.19
        assert_eq!(vat_on(Cents::new(3)), Cents::new(1)); // 0.57
        assert_eq!(vat_on(Cents::new(50)), Cents::new(10)); // 9.5 -> 10
        assert_eq!(vat_on(Cents::new(10_000)), Cents::new(1900));
        assert_eq!(vat_on(Cents::new(4990)), Cents::new(948)); // 948.1
        assert_eq!(vat_on(Cents::ZERO), Cents::ZERO);
    }

    #[test]
    fn vat_on_negative_amount_mirrors_positive() {
        assert_eq!(vat_on(Cents::new(-50)), Cents::new(-10));
        assert_eq!(vat_on(Cents::new(-4990)), Cents::new(-948));
    }

    #[test]
    fn vat_never_overflows() {
        assert_eq!(
            vat_on(Cents::new(i64::MAX)).get(),
            1_752_440_687_002_407_403
        );
        assert!(vat_on(Cents::new(i64::MIN)).get() < 0);
    }

    #[test]
    fn shipping_is_free() {
        assert_eq!(SHIPPING, Cents::ZERO);
    }

    #[test]
    fn totals_add_vat_and_free_shipping_to_net() {
        // Arrange
        let net = Cents::new(14_980);

        // Act
        let totals = Totals::from_net(net);

        // Assert
        assert_eq!(
            totals,
            Totals {
                net,
                discount: Cents::ZERO,
                vat: Cents::new(2846), // 2846.2
                shipping: Cents::ZERO,
                gross: Cents::new(17_826),
                category: TaxCategory::Standard,
            }
        );
        assert_eq!(Totals::checked_from_net(net), Some(totals));
    }

    #[test]
    fn an_intra_community_supply_pays_no_vat_also_after_a_discount() {
        let totals = Totals::checked_taxed(
            Cents::new(10_000),
            Cents::new(1_000),
            TaxCategory::IntraCommunity,
        )
        .unwrap();
        assert_eq!((totals.vat, totals.gross), (Cents::ZERO, Cents::new(9_000)));
        assert_eq!(
            totals.taxed_as(TaxCategory::Standard).unwrap().gross,
            Cents::new(10_710)
        );
    }

    #[test]
    fn totals_report_or_saturate_on_overflow() {
        let net = Cents::new(i64::MAX);
        assert_eq!(Totals::checked_from_net(net), None);
        assert_eq!(Totals::from_net(net).gross, Cents::new(i64::MAX));
    }

    #[test]
    fn a_discount_lowers_what_vat_is_charged_on_and_stays_within_the_net() {
        let totals = Totals::checked_discounted(Cents::new(14_980), Cents::new(1_498)).unwrap();

        assert_eq!(totals.taxable(), Cents::new(13_482));
        assert_eq!(
            totals.vat,
            Cents::new(2_562),
            "19 % of 134.82 € is 25.6158 €"
        );
        assert_eq!(totals.gross, Cents::new(13_482 + 2_562));
        let free = Totals::checked_discounted(Cents::new(4_990), Cents::new(4_990)).unwrap();
        assert_eq!((free.vat, free.gross), (Cents::ZERO, Cents::ZERO));
        assert_eq!(
            Totals::checked_discounted(Cents::new(100), Cents::new(101)),
            None
        );
        assert_eq!(
            Totals::checked_discounted(Cents::new(100), Cents::new(-1)),
            None
        );
        assert_eq!(
            Totals::checked_discounted(Cents::new(100), Cents::ZERO),
            Totals::checked_from_net(Cents::new(100))
        );
    }
}
