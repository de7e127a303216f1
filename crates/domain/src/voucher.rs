//! Aktionscodes (discount codes): the code's form, its rule (a whole
//! percentage or a fixed amount off the net subtotal of the lines it applies
//! to), the days it is valid on, its minimum order value and product
//! category, and the discounted totals (VAT on the reduced net, as the
//! invoice's document-level allowance states it). How many times a code may
//! be used is counted by the store, which reserves a use in the transaction
//! that places the order; [`Voucher::has_room`] is the rule it applies.

use chrono::NaiveDate;

use crate::catalog::CategoryId;
use crate::money::{Cents, Totals};

/// Shortest and longest code.
pub const CODE_MIN_CHARS: usize = 4;
pub const CODE_MAX_CHARS: usize = 20;
/// The whole percentages a code may take off.
pub const PERCENT_OFF: std::ops::RangeInclusive<u8> = 1..=100;

/// Why an admin's code, percentage or amount was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VoucherFormError {
    #[error("Bitte geben Sie einen Code ein.")]
    EmptyCode,
    #[error("Der Code muss 4 bis 20 Zeichen lang sein.")]
    CodeLength,
    #[error("Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten.")]
    CodeCharacters,
    #[error("Der Rabatt in Prozent muss eine ganze Zahl von 1 bis 100 sein.")]
    Percent,
    #[error("Der Rabattbetrag muss mindestens 1 Cent betragen.")]
    Amount,
    #[error("Bitte geben Sie entweder einen Rabatt in Prozent oder einen Betrag an.")]
    RuleMissing,
    #[error("Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.")]
    DatesReversed,
    #[error("Ein Aktionscode muss mindestens einmal einlösbar sein.")]
    NoUses,
}

/// A code as typed, upper-cased: 4 to 20 of A–Z, 0–9 and '-'. Codes are
/// matched case-insensitively by comparing this form.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VoucherCode(String);

impl VoucherCode {
    /// # Errors
    /// [`VoucherFormError`] naming what is wrong with the code.
    pub fn parse(raw: &str) -> Result<Self, VoucherFormError> {
        let code = raw.trim().to_ascii_uppercase();
        if code.is_empty() {
            return Err(VoucherFormError::EmptyCode);
        }
        if !code
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(VoucherFormError::CodeCharacters);
        }
        if !(CODE_MIN_CHARS..=CODE_MAX_CHARS).contains(&code.len()) {
            return Err(VoucherFormError::CodeLength);
        }
        Ok(Self(code))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a code takes off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiscountRule {
    /// This whole percentage (1–100) of the eligible lines' net subtotal.
    Percent(u8),
    /// This amount off the eligible lines' net subtotal, at most all of it.
    AmountOff(Cents),
}

impl DiscountRule {
    /// The rule from an admin's form: exactly one of a percentage and an amount.
    ///
    /// # Errors
    /// [`VoucherFormError`] for neither, both, or a value out of range.
    pub fn parse(
        percent: Option<i64>,
        amount_cents: Option<i64>,
    ) -> Result<Self, VoucherFormError> {
        match (percent, amount_cents) {
            (Some(percent), None) => u8::try_from(percent)
                .ok()
                .filter(|percent| PERCENT_OFF.contains(percent))
                .map(DiscountRule::Percent)
                .ok_or(VoucherFormError::Percent),
            (None, Some(cents)) if cents >= 1 => Ok(DiscountRule::AmountOff(Cents::new(cents))),
            (None, Some(_)) => Err(VoucherFormError::Amount),
            _ => Err(VoucherFormError::RuleMissing),
        }
    }

    /// The discount on `eligible` (net cents): a percentage rounded half up
    /// to the cent, never more than `eligible`, never negative.
    pub fn discount_on(self, eligible: Cents) -> Cents {
        let eligible = eligible.get().max(0);
        let discount = match self {
            DiscountRule::Percent(percent) => {
                let exact = i128::from(eligible) * i128::from(percent);
                i64::try_from((exact + 50) / 100).unwrap_or(i64::MAX)
            }
            DiscountRule::AmountOff(amount) => amount.get(),
        };
        Cents::new(discount.clamp(0, eligible))
    }
}

/// Why a code does not apply to a cart; the texts are the customer's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VoucherRefusal {
    #[error("Dieser Aktionscode ist ungültig.")]
    Invalid,
    #[error("Dieser Aktionscode ist abgelaufen.")]
    Expired,
    #[error("Dieser Aktionscode ist noch nicht gültig.")]
    NotYetValid,
    #[error("Dieser Aktionscode wurde bereits eingelöst.")]
    AlreadyRedeemed,
    /// Cents print as `25,00 €`.
    #[error("Der Mindestbestellwert für diesen Aktionscode von {0} ist nicht erreicht.")]
    MinimumNotReached(Cents),
    #[error("Dieser Aktionscode gilt nicht für die Artikel in Ihrem Warenkorb.")]
    NotApplicable,
}

/// One cart line as a code sees it: its net subtotal and its product's category.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CartLine {
    pub net: Cents,
    pub category: CategoryId,
}

/// A discount code and its rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Voucher {
    pub code: VoucherCode,
    pub rule: DiscountRule,
    /// First day it works (Europe/Berlin), inclusive.
    pub valid_from: Option<NaiveDate>,
    /// Last day it works (Europe/Berlin), inclusive.
    pub valid_until: Option<NaiveDate>,
    /// Uses in all (1: "usable once unless authorised").
    pub max_uses: u32,
    /// Uses per customer (an e-mail address; an account counts as the one it
    /// signed up with).
    pub max_uses_per_customer: u32,
    /// The order's net subtotal must reach this.
    pub min_order: Option<Cents>,
    /// Only lines of this category count, when set.
    pub category: Option<CategoryId>,
    pub active: bool,
}

impl Voucher {
    /// The voucher as an admin set it up, if its terms hold together: its
    /// last day not before its first, and at least one use in all and per
    /// customer.
    ///
    /// # Errors
    /// [`VoucherFormError::DatesReversed`] or [`VoucherFormError::NoUses`].
    pub fn validated(self) -> Result<Self, VoucherFormError> {
        if let (Some(first), Some(last)) = (self.valid_from, self.valid_until)
            && last < first
        {
            return Err(VoucherFormError::DatesReversed);
        }
        if self.max_uses == 0 || self.max_uses_per_customer == 0 {
            return Err(VoucherFormError::NoUses);
        }
        Ok(self)
    }

    /// The code's rule for `lines` on `today` (Europe/Berlin): the discount,
    /// or why the code does not apply. Uses are not counted here.
    ///
    /// # Errors
    /// [`VoucherRefusal`]: inactive, outside its days, below its minimum,
    /// or no line it applies to.
    pub fn discount_for(
        &self,
        lines: &[CartLine],
        today: NaiveDate,
    ) -> Result<Totals, VoucherRefusal> {
        if !self.active {
            return Err(VoucherRefusal::Invalid);
        }
        if self.valid_from.is_some_and(|first| today < first) {
            return Err(VoucherRefusal::NotYetValid);
        }
        if self.valid_until.is_some_and(|last| today > last) {
            return Err(VoucherRefusal::Expired);
        }
        let sum = |lines: &mut dyn Iterator<Item = &CartLine>| {
            Cents::new(lines.map(|line| line.net.get()).sum())
        };
        let net = sum(&mut lines.iter());
        if let Some(minimum) = self.min_order
            && net.get() < minimum.get()
        {
            return Err(VoucherRefusal::MinimumNotReached(minimum));
        }
        let eligible = sum(&mut lines.iter().filter(|line| {
            self.category
                .is_none_or(|category| line.category == category)
        }));
        if eligible.get() <= 0 {
            return Err(VoucherRefusal::NotApplicable);
        }
        // The discount never exceeds the eligible lines, which never exceed the net.
        Totals::checked_discounted(net, self.rule.discount_on(eligible))
            .ok_or(VoucherRefusal::NotApplicable)
    }

    /// Whether one more use fits, with `used` uses (redeemed or reserved) in
    /// all and `used_by_customer` by this customer.
    ///
    /// # Errors
    /// [`VoucherRefusal::AlreadyRedeemed`] when either limit is reached.
    pub fn has_room(&self, used: u32, used_by_customer: u32) -> Result<(), VoucherRefusal> {
        if used >= self.max_uses || used_by_customer >= self.max_uses_per_customer {
            return Err(VoucherRefusal::AlreadyRedeemed);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn voucher(rule: DiscountRule) -> Voucher {
        Voucher {
            code: VoucherCode::parse("SOMMER10").unwrap(),
            rule,
            valid_from: Some(day("2026-06-01")),
            valid_until: Some(day("2026-08-31")),
            max_uses: 1,
            max_uses_per_customer: 1,
            min_order: None,
            category: None,
            active: true,
        }
    }

    fn card(net: i64) -> CartLine {
        CartLine {
            net: Cents::new(net),
            category: CategoryId::CARDS,
        }
    }

    fn opener(net: i64) -> CartLine {
        CartLine {
            net: Cents::new(net),
            category: CategoryId::BOTTLE_OPENERS,
        }
    }

    #[test]
    fn codes_are_4_to_20_letters_digits_and_hyphens_matched_in_upper_case() {
        assert_eq!(
            VoucherCode::parse(" sommer-10 ").unwrap().as_str(),
            "SOMMER-10"
        );
        assert_eq!(VoucherCode::parse("ABCD").unwrap().as_str(), "ABCD");
        assert!(VoucherCode::parse(&"A".repeat(20)).is_ok());
        for (raw, error) in [
            ("", VoucherFormError::EmptyCode),
            ("   ", VoucherFormError::EmptyCode),
            ("ABC", VoucherFormError::CodeLength),
            (&"A".repeat(21), VoucherFormError::CodeLength),
            ("SOMMER 10", VoucherFormError::CodeCharacters),
            ("SOMMER_10", VoucherFormError::CodeCharacters),
            ("GRÜN10", VoucherFormError::CodeCharacters),
            ("SOMMER🎉", VoucherFormError::CodeCharacters),
            ("SOM\u{0}MER", VoucherFormError::CodeCharacters),
            ("ＳＯＭＭＥＲ", VoucherFormError::CodeCharacters),
        ] {
            assert_eq!(VoucherCode::parse(raw), Err(error), "{raw:?}");
        }
        assert_eq!(
            VoucherFormError::CodeCharacters.to_string(),
            "Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten."
        );
    }

    #[test]
    fn a_rule_is_a_whole_percentage_from_1_to_100_or_an_amount_of_at_least_a_cent() {
        assert_eq!(
            DiscountRule::parse(Some(1), None),
            Ok(DiscountRule::Percent(1))
        );
        assert_eq!(
            DiscountRule::parse(Some(100), None),
            Ok(DiscountRule::Percent(100))
        );
        assert_eq!(
            DiscountRule::parse(None, Some(1)),
            Ok(DiscountRule::AmountOff(Cents::new(1)))
        );
        for (percent, amount, error) in [
            (Some(0), None, VoucherFormError::Percent),
            (Some(101), None, VoucherFormError::Percent),
            (Some(-5), None, VoucherFormError::Percent),
            (Some(i64::MAX), None, VoucherFormError::Percent),
            (None, Some(0), VoucherFormError::Amount),
            (None, Some(-100), VoucherFormError::Amount),
            (None, None, VoucherFormError::RuleMissing),
            (Some(10), Some(500), VoucherFormError::RuleMissing),
        ] {
            assert_eq!(
                DiscountRule::parse(percent, amount),
                Err(error),
                "{percent:?} {amount:?}"
            );
        }
    }

    #[test]
    fn a_percentage_is_rounded_half_up_and_an_amount_never_exceeds_what_the_lines_cost() {
        let percent = |p, cents| {
            DiscountRule::Percent(p)
                .discount_on(Cents::new(cents))
                .get()
        };
        assert_eq!(percent(10, 14_980), 1_498);
        assert_eq!(percent(10, 1_005), 101, "100.5 rounds up");
        assert_eq!(percent(10, 1_004), 100, "100.4 rounds down");
        assert_eq!(percent(15, 333), 50, "49.95 rounds up");
        assert_eq!(percent(100, 4_990), 4_990);
        assert_eq!(percent(100, i64::MAX), i64::MAX, "no overflow at the limit");
        assert_eq!(percent(50, i64::MAX), i64::MAX / 2 + 1, "….5 rounds up");
        let off = |amount, cents| {
            DiscountRule::AmountOff(Cents::new(amount))
                .discount_on(Cents::new(cents))
                .get()
        };
        assert_eq!(off(500, 4_990), 500);
        assert_eq!(off(5_000, 4_990), 4_990, "never more than the lines cost");
        assert_eq!(off(500, 0), 0);
        assert_eq!(off(500, -10), 0, "never below zero");
    }

    #[test]
    fn a_code_works_from_its_first_to_its_last_day_inclusive() {
        let code = voucher(DiscountRule::Percent(10));
        let lines = [card(10_000)];

        assert_eq!(
            code.discount_for(&lines, day("2026-05-31")),
            Err(VoucherRefusal::NotYetValid)
        );
        assert!(code.discount_for(&lines, day("2026-06-01")).is_ok());
        assert!(code.discount_for(&lines, day("2026-08-31")).is_ok());
        assert_eq!(
            code.discount_for(&lines, day("2026-09-01")),
            Err(VoucherRefusal::Expired)
        );
        let open = Voucher {
            valid_from: None,
            valid_until: None,
            ..code.clone()
        };
        assert!(open.discount_for(&lines, day("2099-01-01")).is_ok());
        let inactive = Voucher {
            active: false,
            ..code
        };
        assert_eq!(
            inactive.discount_for(&lines, day("2026-07-01")),
            Err(VoucherRefusal::Invalid)
        );
    }

    #[test]
    fn the_minimum_is_the_orders_net_subtotal_reached_at_the_cent() {
        let code = Voucher {
            min_order: Some(Cents::new(2_500)),
            ..voucher(DiscountRule::AmountOff(Cents::new(500)))
        };
        let today = day("2026-07-01");

        assert!(code.discount_for(&[card(2_500)], today).is_ok());
        let refused = code.discount_for(&[card(2_499)], today).unwrap_err();
        assert_eq!(
            refused,
            VoucherRefusal::MinimumNotReached(Cents::new(2_500))
        );
        assert_eq!(
            refused.to_string(),
            "Der Mindestbestellwert für diesen Aktionscode von 25,00 € ist nicht erreicht."
        );
    }

    #[test]
    fn a_category_code_counts_only_its_lines() {
        let code = Voucher {
            category: Some(CategoryId::BOTTLE_OPENERS),
            ..voucher(DiscountRule::Percent(50))
        };
        let today = day("2026-07-01");

        let mixed = code
            .discount_for(&[card(10_000), opener(2_000)], today)
            .unwrap();
        assert_eq!(mixed.net, Cents::new(12_000));
        assert_eq!(
            mixed.discount,
            Cents::new(1_000),
            "half of the openers only"
        );
        assert_eq!(
            code.discount_for(&[card(10_000)], today),
            Err(VoucherRefusal::NotApplicable)
        );
        assert_eq!(
            VoucherRefusal::NotApplicable.to_string(),
            "Dieser Aktionscode gilt nicht für die Artikel in Ihrem Warenkorb."
        );
    }

    #[test]
    fn terms_must_hold_together() {
        let code = voucher(DiscountRule::Percent(10));
        assert!(code.clone().validated().is_ok());
        let one_day = Voucher {
            valid_until: code.valid_from,
            ..code.clone()
        };
        assert!(one_day.validated().is_ok());
        let reversed = Voucher {
            valid_from: Some(day("2026-09-01")),
            ..code.clone()
        };
        assert_eq!(reversed.validated(), Err(VoucherFormError::DatesReversed));
        let never = Voucher {
            max_uses: 0,
            ..code.clone()
        };
        assert_eq!(never.validated(), Err(VoucherFormError::NoUses));
        let nobody = Voucher {
            max_uses_per_customer: 0,
            ..code
        };
        assert_eq!(nobody.validated(), Err(VoucherFormError::NoUses));
    }

    #[test]
    fn one_more_use_fits_below_both_limits_only() {
        let once = voucher(DiscountRule::Percent(10));
        assert_eq!(once.has_room(0, 0), Ok(()));
        assert_eq!(once.has_room(1, 0), Err(VoucherRefusal::AlreadyRedeemed));
        let shared = Voucher {
            max_uses: 100,
            max_uses_per_customer: 2,
            ..once
        };
        assert_eq!(shared.has_room(99, 1), Ok(()));
        assert_eq!(
            shared.has_room(100, 0),
            Err(VoucherRefusal::AlreadyRedeemed)
        );
        assert_eq!(shared.has_room(5, 2), Err(VoucherRefusal::AlreadyRedeemed));
        assert_eq!(
            VoucherRefusal::AlreadyRedeemed.to_string(),
            "Dieser Aktionscode wurde bereits eingelöst."
        );
    }
}
