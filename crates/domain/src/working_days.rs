//! The print shop's working days: Monday to Friday, except the public
//! holidays of North Rhine-Westphalia (§ 2 Abs. 1 FeiertG NW) and the
//! closure days the back office sets.

use chrono::{Datelike, Days, Months, NaiveDate, Weekday};

/// Easter Sunday of `year` in the Gregorian calendar (the anonymous
/// Gregorian algorithm of Meeus, Jones and Butcher).
pub fn easter_sunday(year: i32) -> NaiveDate {
    let a = year.rem_euclid(19);
    let b = year.div_euclid(100);
    let c = year.rem_euclid(100);
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    // Both are in range for every year: March or April, 1 to 31.
    NaiveDate::from_ymd_opt(year, month.unsigned_abs(), day.unsigned_abs()).unwrap_or_default()
}

/// The name of the public holiday in North Rhine-Westphalia on `day`, if any.
pub fn nrw_holiday(day: NaiveDate) -> Option<&'static str> {
    let fixed = match (day.month(), day.day()) {
        (1, 1) => Some("Neujahr"),
        (5, 1) => Some("Tag der Arbeit"),
        (10, 3) => Some("Tag der Deutschen Einheit"),
        (11, 1) => Some("Allerheiligen"),
        (12, 25) => Some("1. Weihnachtstag"),
        (12, 26) => Some("2. Weihnachtstag"),
        _ => None,
    };
    fixed.or_else(|| {
        let after_easter = day
            .signed_duration_since(easter_sunday(day.year()))
            .num_days();
        match after_easter {
            -2 => Some("Karfreitag"),
            1 => Some("Ostermontag"),
            39 => Some("Christi Himmelfahrt"),
            50 => Some("Pfingstmontag"),
            60 => Some("Fronleichnam"),
            _ => None,
        }
    })
}

/// Days the shop does not produce (company holidays), set in the back office.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Closure {
    pub from: NaiveDate,
    /// The last closed day (inclusive).
    pub to: NaiveDate,
    /// What the buyer reads, e.g. 'Betriebsferien'.
    pub label: String,
}

/// The longest label a closure may have.
pub const CLOSURE_LABEL_MAX_CHARS: usize = 80;

/// Why a closure cannot be saved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClosureError {
    #[error("Der letzte Tag darf nicht vor dem ersten liegen.")]
    Backwards,
    #[error("Eine Schließzeit darf höchstens ein Jahr lang sein.")]
    TooLong,
    #[error("Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.")]
    Label,
}

impl Closure {
    /// # Errors
    /// [`ClosureError`] for days backwards, more than a year, or an empty,
    /// long or control-character label.
    pub fn parse(from: NaiveDate, to: NaiveDate, label: &str) -> Result<Self, ClosureError> {
        if to < from {
            return Err(ClosureError::Backwards);
        }
        // A year: up to the day before the same date a year later.
        if from
            .checked_add_months(Months::new(12))
            .is_none_or(|a_year_later| to >= a_year_later)
        {
            return Err(ClosureError::TooLong);
        }
        let label = label.trim();
        if label.is_empty()
            || label.chars().count() > CLOSURE_LABEL_MAX_CHARS
            || label.chars().any(char::is_control)
        {
            return Err(ClosureError::Label);
        }
        Ok(Self {
            from,
            to,
            label: label.to_owned(),
        })
    }

    pub fn covers(&self, day: NaiveDate) -> bool {
        (self.from..=self.to).contains(&day)
    }

    /// Whether saving this closure would close a working day (under the
    /// `existing` closures) between `today` and `ship_on`, both included:
    /// an order promised to ship on `ship_on` could then no longer make it.
    pub fn closes_a_working_day_until(
        &self,
        today: NaiveDate,
        ship_on: NaiveDate,
        existing: &[Closure],
    ) -> bool {
        self.from
            .max(today)
            .iter_days()
            .take_while(|day| *day <= self.to.min(ship_on))
            .any(|day| day_off_reason(day, existing).is_none())
    }

    /// 'Betriebsferien vom 24.12. bis 01.01.'
    pub fn sentence(&self) -> String {
        if self.from == self.to {
            format!("{} am {}", self.label, self.from.format("%d.%m."))
        } else {
            format!(
                "{} vom {} bis {}",
                self.label,
                self.from.format("%d.%m."),
                self.to.format("%d.%m.")
            )
        }
    }
}

/// Why a day is no working day, as the buyer reads it.
pub fn day_off_reason(day: NaiveDate, closures: &[Closure]) -> Option<String> {
    if let Some(closure) = closures.iter().find(|closure| closure.covers(day)) {
        return Some(closure.sentence());
    }
    if let Some(holiday) = nrw_holiday(day) {
        return Some(format!("{holiday} (Feiertag in NRW)"));
    }
    matches!(day.weekday(), Weekday::Sat | Weekday::Sun).then(|| "Wochenende".to_owned())
}

/// The next working day after `day`, and the reasons of the days skipped.
pub fn next_working_day(
    day: NaiveDate,
    closures: &[Closure],
    reasons: &mut Vec<String>,
) -> NaiveDate {
    let mut next = day;
    loop {
        next = next
            .checked_add_days(Days::new(1))
            .unwrap_or(NaiveDate::MAX);
        match day_off_reason(next, closures) {
            None => return next,
            Some(reason) => {
                if !reasons.contains(&reason) {
                    reasons.push(reason);
                }
            }
        }
        if next == NaiveDate::MAX {
            return next;
        }
    }
}

/// The `count`th working day after `day`.
pub fn working_days_after(
    day: NaiveDate,
    count: u32,
    closures: &[Closure],
    reasons: &mut Vec<String>,
) -> NaiveDate {
    (0..count).fold(day, |day, _| next_working_day(day, closures, reasons))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_closure_concerns_an_order_only_when_it_closes_a_working_day_before_its_shipping() {
        let day = |m, d| NaiveDate::from_ymd_opt(2026, m, d).unwrap();
        let today = day(12, 14);
        let christmas = Closure::parse(day(12, 24), day(12, 31), "Betriebsferien").unwrap();

        // Ships on the 23rd: the closure starts after it.
        assert!(!christmas.closes_a_working_day_until(today, day(12, 23), &[]));
        // Ships on the 28th: the 24th (a Thursday) is closed now.
        assert!(christmas.closes_a_working_day_until(today, day(12, 28), &[]));
        // Only the weekend and the holidays before its shipping: nothing moves.
        let holidays = Closure::parse(day(12, 25), day(12, 27), "Feiertage").unwrap();
        assert!(!holidays.closes_a_working_day_until(today, day(12, 28), &[]));
        // Already closed by a closure saved before.
        let saved = Closure::parse(day(12, 24), day(12, 24), "Heiligabend").unwrap();
        let eve = Closure::parse(day(12, 24), day(12, 24), "Betriebsferien").unwrap();
        assert!(!eve.closes_a_working_day_until(today, day(12, 28), &[saved]));
        // A closure that began in the past counts from today.
        let running = Closure::parse(day(12, 1), day(12, 15), "Umbau").unwrap();
        assert!(running.closes_a_working_day_until(today, day(12, 18), &[]));
        assert!(!running.closes_a_working_day_until(day(12, 16), day(12, 18), &[]));
    }

    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn easter_falls_on_the_dates_the_algorithm_s_sources_name() {
        assert_eq!(easter_sunday(1961), day(1961, 4, 2));
        assert_eq!(easter_sunday(2008), day(2008, 3, 23));
        assert_eq!(easter_sunday(2026), day(2026, 4, 5));
        assert_eq!(easter_sunday(2027), day(2027, 3, 28));
    }

    #[test]
    fn the_eleven_holidays_of_2026_in_nrw() {
        let holidays: Vec<NaiveDate> = (0..365)
            .map(|offset| day(2026, 1, 1) + chrono::TimeDelta::days(offset))
            .filter(|day| nrw_holiday(*day).is_some())
            .collect();
        assert_eq!(
            holidays,
            [
                day(2026, 1, 1),
                day(2026, 4, 3),
                day(2026, 4, 6),
                day(2026, 5, 1),
                day(2026, 5, 14),
                day(2026, 5, 25),
                day(2026, 6, 4),
                day(2026, 10, 3),
                day(2026, 11, 1),
                day(2026, 12, 25),
                day(2026, 12, 26),
            ]
        );
        assert_eq!(nrw_holiday(day(2026, 6, 4)), Some("Fronleichnam"));
        assert_eq!(
            nrw_holiday(day(2026, 12, 24)),
            None,
            "Heiligabend is no holiday"
        );
    }

    #[test]
    fn a_closure_is_forwards_at_most_a_year_and_labelled() {
        assert_eq!(
            Closure::parse(day(2026, 12, 24), day(2027, 1, 1), " Betriebsferien ")
                .unwrap()
                .sentence(),
            "Betriebsferien vom 24.12. bis 01.01."
        );
        assert_eq!(
            Closure::parse(day(2026, 12, 31), day(2026, 12, 31), "Inventur")
                .unwrap()
                .sentence(),
            "Inventur am 31.12."
        );
        assert_eq!(
            Closure::parse(day(2026, 12, 24), day(2026, 12, 23), "x"),
            Err(ClosureError::Backwards)
        );
        assert_eq!(
            Closure::parse(day(2026, 1, 1), day(2027, 1, 1), "x"),
            Err(ClosureError::TooLong)
        );
        assert!(Closure::parse(day(2026, 1, 1), day(2026, 12, 31), "x").is_ok());
        for label in ["", "  ", "a\u{0}b", &"ä".repeat(81)] {
            assert_eq!(
                Closure::parse(day(2026, 1, 1), day(2026, 1, 2), label),
                Err(ClosureError::Label),
                "{label:?}"
            );
        }
        assert!(Closure::parse(day(2026, 1, 1), day(2026, 1, 2), &"ä".repeat(80)).is_ok());
    }

    #[test]
    fn a_closure_outranks_a_holiday_which_outranks_the_weekend() {
        let closures =
            [Closure::parse(day(2026, 12, 24), day(2027, 1, 1), "Betriebsferien").unwrap()];
        assert_eq!(
            day_off_reason(day(2026, 12, 25), &closures).as_deref(),
            Some("Betriebsferien vom 24.12. bis 01.01.")
        );
        assert_eq!(
            day_off_reason(day(2026, 12, 25), &[]).as_deref(),
            Some("1. Weihnachtstag (Feiertag in NRW)")
        );
        assert_eq!(
            day_off_reason(day(2026, 12, 19), &[]).as_deref(),
            Some("Wochenende")
        );
        assert_eq!(day_off_reason(day(2026, 12, 18), &[]), None);
    }
}
