//! What a business buyer owes for paying late (§ 288 BGB): interest of nine
//! percentage points above the base rate (§ 247 BGB, set each 1 January and
//! 1 July) on the gross amount for each day after the due date, and a flat
//! fee of 40 € (Abs. 5). No compound interest (§ 289).

use chrono::{Datelike, NaiveDate};

use crate::money::Cents;

/// Percentage points above the base rate between businesses (§ 288 Abs. 2 BGB).
pub const POINTS_ABOVE_BASE: i64 = 900;
/// The flat fee a business in default owes (§ 288 Abs. 5 BGB).
pub const DEFAULT_FEE: Cents = Cents::new(4_000);

/// The base rate in hundredths of a percent (1,27 % = 127) from each date on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BaseRates(Vec<(NaiveDate, i64)>);

/// A base-rate table that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "SHOP_BASE_RATE_PERCENT must be a rate such as 1.27 or dated rates such as 2025-01-01:2.27,2025-07-01:1.27"
)]
pub struct InvalidBaseRates;

/// `1.27` or `-0.88` as hundredths of a percent.
fn hundredths(raw: &str) -> Option<i64> {
    let raw = raw.trim();
    let (sign, digits) = match raw.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, raw),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty()
        || fraction.len() > 2
        || !whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let fraction: i64 = format!("{fraction:0<2}").parse().ok()?;
    (whole <= 100).then_some(sign * (whole * 100 + fraction))
}

impl BaseRates {
    /// The Bundesbank's rates since 2025 (1,27 % from 1 July 2025 on), for a
    /// shop that sets none; later changes belong in `SHOP_BASE_RATE_PERCENT`.
    pub fn published() -> Self {
        Self(vec![
            (NaiveDate::from_ymd_opt(2025, 1, 1).unwrap_or_default(), 227),
            (NaiveDate::from_ymd_opt(2025, 7, 1).unwrap_or_default(), 127),
        ])
    }

    /// `1.27` (from any day on) or `2025-01-01:2.27,2025-07-01:1.27`, dates rising.
    ///
    /// # Errors
    /// [`InvalidBaseRates`] for anything else.
    pub fn parse(raw: &str) -> Result<Self, InvalidBaseRates> {
        if let Some(rate) = hundredths(raw) {
            return Ok(Self(vec![(NaiveDate::MIN, rate)]));
        }
        let mut rates: Vec<(NaiveDate, i64)> = Vec::new();
        for part in raw.split(',') {
            let (date, rate) = part.trim().split_once(':').ok_or(InvalidBaseRates)?;
            let date =
                NaiveDate::parse_from_str(date.trim(), "%Y-%m-%d").map_err(|_| InvalidBaseRates)?;
            let rate = hundredths(rate).ok_or(InvalidBaseRates)?;
            if rates.last().is_some_and(|(before, _)| *before >= date) {
                return Err(InvalidBaseRates);
            }
            rates.push((date, rate));
        }
        if rates.is_empty() {
            return Err(InvalidBaseRates);
        }
        Ok(Self(rates))
    }

    /// The base rate on `day`; before the first date, the first rate.
    pub fn on(&self, day: NaiveDate) -> i64 {
        self.0
            .iter()
            .rev()
            .find(|(from, _)| *from <= day)
            .or(self.0.first())
            .map_or(0, |(_, rate)| *rate)
    }
}

/// One stretch of days at one rate within one calendar year (one count of
/// days in the year), as the dunning letter shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InterestPeriod {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// The annual rate in hundredths of a percent (10,27 % = 1027).
    pub rate: i64,
    pub days: i64,
}

/// The default interest on `amount` for the days after `due_on` up to and
/// including `on`, and the flat fee.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefaultInterest {
    pub amount: Cents,
    pub periods: Vec<InterestPeriod>,
    pub interest: Cents,
    pub fee: Cents,
}

impl DefaultInterest {
    /// Interest for each day after `due_on` through `on` at the base rate
    /// of that day plus nine points, per calendar day of its year (366 in a
    /// leap year), summed exactly and rounded once to the cent.
    pub fn owed(amount: Cents, due_on: NaiveDate, on: NaiveDate, rates: &BaseRates) -> Self {
        // 365 · 366: a day's share of its year as a whole number of parts.
        const YEAR_PARTS: i128 = 365 * 366;
        let mut periods: Vec<InterestPeriod> = Vec::new();
        let mut numerator: i128 = 0;
        let mut day = due_on.succ_opt();
        while let Some(current) = day.filter(|day| *day <= on) {
            let rate = rates.on(current) + POINTS_ABOVE_BASE;
            let days_in_year: i128 = if current.leap_year() { 366 } else { 365 };
            numerator += i128::from(amount.get()) * i128::from(rate) * (YEAR_PARTS / days_in_year);
            match periods.last_mut() {
                Some(period) if period.rate == rate && period.to.year() == current.year() => {
                    period.to = current;
                    period.days += 1;
                }
                _ => periods.push(InterestPeriod {
                    from: current,
                    to: current,
                    rate,
                    days: 1,
                }),
            }
            day = current.succ_opt();
        }
        // Hundredths of a percent: ÷ 10 000; the year's parts: ÷ YEAR_PARTS; half up.
        let denominator = 10_000 * YEAR_PARTS;
        let interest = (numerator + denominator / 2) / denominator;
        Self {
            amount,
            periods,
            interest: Cents::new(i64::try_from(interest).unwrap_or(i64::MAX)),
            fee: if on > due_on {
                DEFAULT_FEE
            } else {
                Cents::ZERO
            },
        }
    }

    /// Amount, interest and fee together.
    pub fn total(&self) -> Cents {
        Cents::new(
            self.amount
                .get()
                .saturating_add(self.interest.get())
                .saturating_add(self.fee.get()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(raw: &str) -> NaiveDate {
        NaiveDate::parse_from_str(raw, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn thirty_days_on_595_euros_at_10_27_percent_are_5_02_euros_and_the_fee() {
        let owed = DefaultInterest::owed(
            Cents::new(59_500),
            day("2026-01-31"),
            day("2026-03-02"),
            &BaseRates::published(),
        );
        assert_eq!(
            owed.periods,
            [InterestPeriod {
                from: day("2026-02-01"),
                to: day("2026-03-02"),
                rate: 1027,
                days: 30
            }]
        );
        assert_eq!(owed.interest, Cents::new(502));
        assert_eq!(owed.fee, Cents::new(4_000));
        assert_eq!(owed.total(), Cents::new(59_500 + 502 + 4_000));
    }

    #[test]
    fn a_rate_change_on_1_july_splits_the_days_and_a_leap_day_counts_a_366th() {
        let rates = BaseRates::parse("2025-01-01:2.27,2025-07-01:1.27").unwrap();
        let owed = DefaultInterest::owed(
            Cents::new(100_000),
            day("2025-06-20"),
            day("2025-07-10"),
            &rates,
        );
        assert_eq!(
            owed.periods
                .iter()
                .map(|p| (p.rate, p.days))
                .collect::<Vec<_>>(),
            [(1127, 10), (1027, 10)]
        );
        // 1 000 € · (11,27 % · 10 + 10,27 % · 10) / 365 = 5,90 €.
        assert_eq!(owed.interest, Cents::new(590));

        let leap = DefaultInterest::owed(
            Cents::new(366_000),
            day("2028-02-28"),
            day("2028-02-29"),
            &BaseRates::parse("1.00").unwrap(),
        );
        // 3 660 € · 10 % / 366 for the one day = 1,00 €.
        assert_eq!(leap.interest, Cents::new(100));
    }

    #[test]
    fn a_new_year_starts_a_new_stretch_with_its_own_days_in_the_year() {
        let owed = DefaultInterest::owed(
            Cents::new(100_000),
            day("2027-12-25"),
            day("2028-01-05"),
            &BaseRates::parse("1.00").unwrap(),
        );
        assert_eq!(
            owed.periods
                .iter()
                .map(|p| (p.from, p.to, p.days))
                .collect::<Vec<_>>(),
            [
                (day("2027-12-26"), day("2027-12-31"), 6),
                (day("2028-01-01"), day("2028-01-05"), 5)
            ]
        );
        // 1 000 € · 10 % · (6/365 + 5/366) = 1,6438… + 1,3661… = 3,01 €.
        assert_eq!(owed.interest, Cents::new(301));
    }

    #[test]
    fn nothing_is_owed_on_or_before_the_due_date() {
        let owed = DefaultInterest::owed(
            Cents::new(59_500),
            day("2026-12-20"),
            day("2026-12-20"),
            &BaseRates::published(),
        );
        assert_eq!(
            (owed.interest, owed.fee, owed.periods.len()),
            (Cents::ZERO, Cents::ZERO, 0)
        );
    }

    #[test]
    fn base_rates_are_one_rate_or_dated_rates_rising_and_nothing_else() {
        assert_eq!(BaseRates::parse("1.27").unwrap().on(day("2030-01-01")), 127);
        assert_eq!(
            BaseRates::parse("-0.88").unwrap().on(day("2020-01-01")),
            -88
        );
        let table = BaseRates::parse(" 2025-01-01:2.27 , 2025-07-01:1.27").unwrap();
        assert_eq!(table.on(day("2024-12-31")), 227);
        assert_eq!(table.on(day("2025-06-30")), 227);
        assert_eq!(table.on(day("2025-07-01")), 127);
        for raw in [
            "",
            "1,27",
            "2025-07-01:1.27,2025-01-01:2.27",
            "2025-13-01:1",
            "abc",
            "1.234",
            "101",
        ] {
            assert_eq!(BaseRates::parse(raw), Err(InvalidBaseRates), "{raw}");
        }
    }
}
