//! The shop's calendar day (Europe/Berlin) of a UTC time. German time is
//! UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC
//! on the last Sunday of October (the EU rule since 1996); a rule this small
//! does not need a time-zone database.

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime};

fn last_sunday(year: i32, month: u32) -> Option<NaiveDate> {
    let first_of_next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)?
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)?
    };
    let last = first_of_next.pred_opt()?;
    let back = i64::from(last.weekday().num_days_from_sunday());
    Some(last - Duration::days(back))
}

/// Whether German summer time is in force at `utc`.
fn is_summer_time(utc: NaiveDateTime) -> bool {
    let year = utc.year();
    let one_am = NaiveTime::from_hms_opt(1, 0, 0).unwrap_or_default();
    match (last_sunday(year, 3), last_sunday(year, 10)) {
        (Some(start), Some(end)) => utc >= start.and_time(one_am) && utc < end.and_time(one_am),
        _ => false,
    }
}

/// The time in Germany at `utc`.
pub fn berlin_time(utc: NaiveDateTime) -> NaiveDateTime {
    let offset = if is_summer_time(utc) { 2 } else { 1 };
    utc + Duration::hours(offset)
}

/// The calendar day in Germany at `utc`.
pub fn berlin_day(utc: NaiveDateTime) -> NaiveDate {
    berlin_time(utc).date()
}

/// The UTC time at which `day` begins in Germany. German midnight is never
/// inside a switch of the clocks (they move at 02:00 and 03:00), so it is
/// 22:00 UTC the day before in summer time and 23:00 UTC in winter time.
pub fn berlin_day_start(day: NaiveDate) -> NaiveDateTime {
    let midnight = day.and_time(NaiveTime::MIN);
    let in_summer = midnight - Duration::hours(2);
    if is_summer_time(in_summer) {
        in_summer
    } else {
        midnight - Duration::hours(1)
    }
}

#[cfg(test)]
mod tests {
    use chrono::Weekday;

    use super::*;

    fn utc(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn winter_days_begin_at_23_utc_and_summer_days_at_22_utc() {
        assert_eq!(berlin_day(utc("2026-11-30 22:59")), day("2026-11-30"));
        assert_eq!(berlin_day(utc("2026-11-30 23:00")), day("2026-12-01"));
        assert_eq!(berlin_day(utc("2026-07-31 21:59")), day("2026-07-31"));
        assert_eq!(berlin_day(utc("2026-07-31 22:00")), day("2026-08-01"));
        assert_eq!(berlin_day(utc("2026-12-31 23:30")), day("2027-01-01"));
    }

    #[test]
    fn summer_time_runs_from_the_last_sunday_of_march_to_the_last_sunday_of_october() {
        assert_eq!(last_sunday(2026, 3), Some(day("2026-03-29")));
        assert_eq!(last_sunday(2026, 10), Some(day("2026-10-25")));
        assert_eq!(
            berlin_time(utc("2026-03-29 00:59")),
            utc("2026-03-29 01:59")
        );
        assert_eq!(
            berlin_time(utc("2026-03-29 01:00")),
            utc("2026-03-29 03:00")
        );
        assert_eq!(
            berlin_time(utc("2026-10-25 00:59")),
            utc("2026-10-25 02:59")
        );
        assert_eq!(
            berlin_time(utc("2026-10-25 01:00")),
            utc("2026-10-25 02:00")
        );
        assert_eq!(last_sunday(2027, 12), Some(day("2027-12-26")));
        assert_eq!(
            Weekday::Sun,
            last_sunday(2031, 3).unwrap().weekday(),
            "a month ending on a Sunday"
        );
    }

    #[test]
    fn a_german_day_starts_at_its_first_second_also_around_the_clock_changes() {
        assert_eq!(berlin_day_start(day("2026-12-01")), utc("2026-11-30 23:00"));
        assert_eq!(berlin_day_start(day("2026-08-01")), utc("2026-07-31 22:00"));
        assert_eq!(berlin_day_start(day("2026-03-29")), utc("2026-03-28 23:00"));
        assert_eq!(berlin_day_start(day("2026-03-30")), utc("2026-03-29 22:00"));
        assert_eq!(berlin_day_start(day("2026-10-25")), utc("2026-10-24 22:00"));
        assert_eq!(berlin_day_start(day("2026-10-26")), utc("2026-10-25 23:00"));
        let mut date = day("2026-01-01");
        while date < day("2028-01-01") {
            let start = berlin_day_start(date);
            assert_eq!(berlin_day(start), date, "{date}");
            assert_eq!(
                berlin_day(start - Duration::seconds(1)),
                date.pred_opt().unwrap(),
                "{date}"
            );
            date = date.succ_opt().unwrap();
        }
    }
}
