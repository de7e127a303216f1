//! The delivery promise against a table computed apart from the code: Easter
//! Sundays from `dateutil.easter`, and every expected date, reason and
//! deadline from a separate Python model of the rules (German time by
//! `zoneinfo` Europe/Berlin, NRW holidays counted from those Easter dates).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::delivery_promise::{Approval, Destination, promise};
use shop_domain::working_days::{Closure, easter_sunday};

/// 'YYYY-MM-DD HH:MM', UTC.
fn utc(raw: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(raw, "%Y-%m-%d %H:%M").expect(raw)
}

/// 'YYYY-MM-DD'.
fn day(raw: &str) -> NaiveDate {
    NaiveDate::parse_from_str(raw, "%Y-%m-%d").expect(raw)
}

/// A closure as the back office enters it: first day, last day (inclusive), label.
type ClosureRow = (&'static str, &'static str, &'static str);

fn closures(rows: &[ClosureRow]) -> Vec<Closure> {
    rows.iter()
        .map(|&(from, to, label)| Closure::parse(day(from), day(to), label).expect(label))
        .collect()
}

#[test]
fn easter_sundays_2024_to_2040_match_an_independent_table() {
    // python3 -c "from dateutil.easter import easter; print([str(easter(y)) for y in range(2024, 2041)])"
    let table = [
        (2024, "2024-03-31"),
        (2025, "2025-04-20"),
        (2026, "2026-04-05"),
        (2027, "2027-03-28"),
        (2028, "2028-04-16"),
        (2029, "2029-04-01"),
        (2030, "2030-04-21"),
        (2031, "2031-04-13"),
        (2032, "2032-03-28"),
        (2033, "2033-04-17"),
        (2034, "2034-04-09"),
        (2035, "2035-03-25"),
        (2036, "2036-04-13"),
        (2037, "2037-04-05"),
        (2038, "2038-04-25"),
        (2039, "2039-04-10"),
        (2040, "2040-04-01"),
    ];
    assert_eq!(table.len(), 17);
    for (year, sunday) in table {
        assert_eq!(easter_sunday(year), day(sunday), "Easter Sunday {year}");
    }
}

/// The proof approval of a case (`Approval` holds a parsed time, the table holds text).
#[derive(Clone, Copy)]
enum Proof {
    NotNeeded,
    Waiting,
    /// Approved at this UTC time.
    At(&'static str),
}

struct Case {
    label: &'static str,
    /// UTC.
    now: &'static str,
    express: bool,
    destination: Destination,
    proof: Proof,
    /// UTC; `None`: paid now.
    paid_at: Option<&'static str>,
    closures: &'static [ClosureRow],
    ship_on: &'static str,
    deliver_from: &'static str,
    deliver_to: &'static str,
    /// `None`: not checked in this case.
    reasons: Option<&'static [&'static str]>,
    /// UTC; `None`: not checked in this case.
    order_by: Option<&'static str>,
}

/// What a case does not say: standard production to Germany, nothing to
/// approve, paid now, no closures. Every case gives its own label, time and
/// expected dates (an empty date would fail to parse).
const ORDER: Case = Case {
    label: "",
    now: "",
    express: false,
    destination: Destination::Germany,
    proof: Proof::NotNeeded,
    paid_at: None,
    closures: &[],
    ship_on: "",
    deliver_from: "",
    deliver_to: "",
    reasons: None,
    order_by: None,
};

const CHRISTMAS_2026: ClosureRow = ("2026-12-24", "2027-01-01", "Betriebsferien");
const SUMMER_2026: ClosureRow = ("2026-08-10", "2026-08-21", "Betriebsferien");
const INVENTORY_2026: ClosureRow = ("2026-07-15", "2026-07-15", "Inventur");

const AFTER_CUT_OFF: &str = "Bestellung nach 12:00 Uhr";
const WEEKEND: &str = "Wochenende";
const APPROVAL_PENDING: &str = "Die Druckfreigabe steht noch aus";
const NEUJAHR: &str = "Neujahr (Feiertag in NRW)";
const KARFREITAG: &str = "Karfreitag (Feiertag in NRW)";
const OSTERMONTAG: &str = "Ostermontag (Feiertag in NRW)";
const TAG_DER_ARBEIT: &str = "Tag der Arbeit (Feiertag in NRW)";
const HIMMELFAHRT: &str = "Christi Himmelfahrt (Feiertag in NRW)";
const PFINGSTMONTAG: &str = "Pfingstmontag (Feiertag in NRW)";
const FRONLEICHNAM: &str = "Fronleichnam (Feiertag in NRW)";
const EINHEIT: &str = "Tag der Deutschen Einheit (Feiertag in NRW)";
const ALLERHEILIGEN: &str = "Allerheiligen (Feiertag in NRW)";
const WEIHNACHTSTAG_1: &str = "1. Weihnachtstag (Feiertag in NRW)";
const WEIHNACHTSTAG_2: &str = "2. Weihnachtstag (Feiertag in NRW)";
const CHRISTMAS_CLOSED: &str = "Betriebsferien vom 24.12. bis 01.01.";

/// German time in the labels; UTC in `now`, `paid_at`, `Proof::At` and `order_by`.
const CASES: &[Case] = &[
    // Friday cut-off, winter (CET = UTC+1)
    Case {
        label: "Fri 20.11.2026 11:59 CET: starts Friday",
        now: "2026-11-20 10:59",
        ship_on: "2026-11-25",
        deliver_from: "2026-11-26",
        deliver_to: "2026-11-27",
        reasons: Some(&[WEEKEND]),
        order_by: Some("2026-11-20 11:00"),
        ..ORDER
    },
    Case {
        label: "Fri 20.11.2026 12:00 CET: after the cut-off",
        now: "2026-11-20 11:00",
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        order_by: Some("2026-11-23 11:00"),
        ..ORDER
    },
    Case {
        label: "Fri 20.11.2026 12:01 CET: after the cut-off",
        now: "2026-11-20 11:01",
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        ..ORDER
    },
    Case {
        label: "Fri 20.11.2026 11:59 CET, express",
        now: "2026-11-20 10:59",
        express: true,
        ship_on: "2026-11-23",
        deliver_from: "2026-11-24",
        deliver_to: "2026-11-25",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Fri 20.11.2026 12:00 CET, express",
        now: "2026-11-20 11:00",
        express: true,
        ship_on: "2026-11-24",
        deliver_from: "2026-11-25",
        deliver_to: "2026-11-26",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    // Friday cut-off, summer (CEST = UTC+2)
    Case {
        label: "Fri 10.07.2026 11:59 CEST: starts Friday",
        now: "2026-07-10 09:59",
        ship_on: "2026-07-15",
        deliver_from: "2026-07-16",
        deliver_to: "2026-07-17",
        reasons: Some(&[WEEKEND]),
        order_by: Some("2026-07-10 10:00"),
        ..ORDER
    },
    Case {
        label: "Fri 10.07.2026 12:00 CEST: after the cut-off",
        now: "2026-07-10 10:00",
        ship_on: "2026-07-16",
        deliver_from: "2026-07-17",
        deliver_to: "2026-07-20",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        order_by: Some("2026-07-13 10:00"),
        ..ORDER
    },
    Case {
        label: "Fri 10.07.2026 12:01 CEST: after the cut-off",
        now: "2026-07-10 10:01",
        ship_on: "2026-07-16",
        deliver_from: "2026-07-17",
        deliver_to: "2026-07-20",
        ..ORDER
    },
    Case {
        label: "Fri 10.07.2026 11:59 CEST, abroad",
        now: "2026-07-10 09:59",
        destination: Destination::OtherMemberState,
        ship_on: "2026-07-15",
        deliver_from: "2026-07-17",
        deliver_to: "2026-07-21",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Fri 10.07.2026 12:01 CEST, express abroad",
        now: "2026-07-10 10:01",
        express: true,
        destination: Destination::OtherMemberState,
        ship_on: "2026-07-14",
        deliver_from: "2026-07-16",
        deliver_to: "2026-07-20",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    // The German calendar day, not the UTC one
    Case {
        label: "Sun 22.11.2026 23:30 UTC is Mon 00:30 CET",
        now: "2026-11-22 23:30",
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        reasons: Some(&[WEEKEND]),
        order_by: Some("2026-11-23 11:00"),
        ..ORDER
    },
    Case {
        label: "Fri 10.07.2026 22:30 UTC is Sat 00:30 CEST",
        now: "2026-07-10 22:30",
        ship_on: "2026-07-16",
        deliver_from: "2026-07-17",
        deliver_to: "2026-07-20",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    // Saturday and Sunday orders
    Case {
        label: "Sat 21.11.2026 morning",
        now: "2026-11-21 09:00",
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        reasons: Some(&[WEEKEND]),
        order_by: Some("2026-11-23 11:00"),
        ..ORDER
    },
    Case {
        label: "Sun 22.11.2026 afternoon",
        now: "2026-11-22 15:00",
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Sun 22.11.2026 afternoon, express abroad",
        now: "2026-11-22 15:00",
        express: true,
        destination: Destination::OtherMemberState,
        ship_on: "2026-11-24",
        deliver_from: "2026-11-26",
        deliver_to: "2026-11-30",
        ..ORDER
    },
    // Easter 2026 (Karfreitag 3.4., Ostermontag 6.4.)
    Case {
        label: "Thu 02.04.2026 (before Karfreitag) morning",
        now: "2026-04-02 07:00",
        ship_on: "2026-04-09",
        deliver_from: "2026-04-10",
        deliver_to: "2026-04-13",
        reasons: Some(&[KARFREITAG, WEEKEND, OSTERMONTAG]),
        order_by: Some("2026-04-02 10:00"),
        ..ORDER
    },
    Case {
        label: "Thu 02.04.2026 (before Karfreitag) afternoon",
        now: "2026-04-02 12:00",
        ship_on: "2026-04-10",
        deliver_from: "2026-04-13",
        deliver_to: "2026-04-14",
        reasons: Some(&[AFTER_CUT_OFF, KARFREITAG, WEEKEND, OSTERMONTAG]),
        order_by: Some("2026-04-07 10:00"),
        ..ORDER
    },
    Case {
        label: "Thu 02.04.2026 morning, express",
        now: "2026-04-02 07:00",
        express: true,
        ship_on: "2026-04-07",
        deliver_from: "2026-04-08",
        deliver_to: "2026-04-09",
        ..ORDER
    },
    Case {
        label: "Thu 02.04.2026 afternoon, express abroad",
        now: "2026-04-02 12:00",
        express: true,
        destination: Destination::OtherMemberState,
        ship_on: "2026-04-08",
        deliver_from: "2026-04-10",
        deliver_to: "2026-04-14",
        reasons: Some(&[AFTER_CUT_OFF, KARFREITAG, WEEKEND, OSTERMONTAG]),
        ..ORDER
    },
    Case {
        label: "Fri 03.04.2026 Karfreitag",
        now: "2026-04-03 08:00",
        ship_on: "2026-04-10",
        deliver_from: "2026-04-13",
        deliver_to: "2026-04-14",
        reasons: Some(&[KARFREITAG, WEEKEND, OSTERMONTAG]),
        ..ORDER
    },
    Case {
        label: "Sat 04.04.2026 before Ostermontag",
        now: "2026-04-04 08:00",
        ship_on: "2026-04-10",
        deliver_from: "2026-04-13",
        deliver_to: "2026-04-14",
        reasons: Some(&[WEEKEND, OSTERMONTAG]),
        ..ORDER
    },
    // Gründonnerstag 2027 (Easter 28.3.2027, still CET on the Thursday)
    Case {
        label: "Thu 25.03.2027 Gründonnerstag morning",
        now: "2027-03-25 08:00",
        ship_on: "2027-04-01",
        deliver_from: "2027-04-02",
        deliver_to: "2027-04-05",
        reasons: Some(&[KARFREITAG, WEEKEND, OSTERMONTAG]),
        order_by: Some("2027-03-25 11:00"),
        ..ORDER
    },
    Case {
        label: "Thu 25.03.2027 Gründonnerstag afternoon",
        now: "2027-03-25 13:00",
        ship_on: "2027-04-02",
        deliver_from: "2027-04-05",
        deliver_to: "2027-04-06",
        reasons: Some(&[AFTER_CUT_OFF, KARFREITAG, WEEKEND, OSTERMONTAG]),
        order_by: Some("2027-03-30 10:00"),
        ..ORDER
    },
    Case {
        label: "Thu 25.03.2027 Gründonnerstag afternoon, express",
        now: "2027-03-25 13:00",
        express: true,
        ship_on: "2027-03-31",
        deliver_from: "2027-04-01",
        deliver_to: "2027-04-02",
        reasons: Some(&[AFTER_CUT_OFF, KARFREITAG, WEEKEND, OSTERMONTAG]),
        ..ORDER
    },
    // Christi Himmelfahrt 14.5.2026, Pfingstmontag 25.5.2026
    Case {
        label: "Wed 13.05.2026 before Christi Himmelfahrt, morning",
        now: "2026-05-13 08:00",
        ship_on: "2026-05-19",
        deliver_from: "2026-05-20",
        deliver_to: "2026-05-21",
        reasons: Some(&[HIMMELFAHRT, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Wed 13.05.2026 morning, express",
        now: "2026-05-13 08:00",
        express: true,
        ship_on: "2026-05-15",
        deliver_from: "2026-05-18",
        deliver_to: "2026-05-19",
        ..ORDER
    },
    Case {
        label: "Thu 14.05.2026 Christi Himmelfahrt",
        now: "2026-05-14 08:00",
        ship_on: "2026-05-20",
        deliver_from: "2026-05-21",
        deliver_to: "2026-05-22",
        reasons: Some(&[HIMMELFAHRT, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Fri 22.05.2026 before Pfingsten, afternoon",
        now: "2026-05-22 12:00",
        ship_on: "2026-05-29",
        deliver_from: "2026-06-01",
        deliver_to: "2026-06-02",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND, PFINGSTMONTAG]),
        ..ORDER
    },
    Case {
        label: "Mon 25.05.2026 Pfingstmontag",
        now: "2026-05-25 08:00",
        ship_on: "2026-05-29",
        deliver_from: "2026-06-01",
        deliver_to: "2026-06-02",
        reasons: Some(&[PFINGSTMONTAG, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Fri 22.05.2026 morning, express abroad",
        now: "2026-05-22 08:00",
        express: true,
        destination: Destination::OtherMemberState,
        ship_on: "2026-05-26",
        deliver_from: "2026-05-28",
        deliver_to: "2026-06-01",
        reasons: Some(&[WEEKEND, PFINGSTMONTAG]),
        ..ORDER
    },
    // Fronleichnam 4.6.2026 and the days around it
    Case {
        label: "Tue 02.06.2026 morning",
        now: "2026-06-02 08:00",
        ship_on: "2026-06-08",
        deliver_from: "2026-06-09",
        deliver_to: "2026-06-10",
        ..ORDER
    },
    Case {
        label: "Wed 03.06.2026 morning",
        now: "2026-06-03 08:00",
        ship_on: "2026-06-09",
        deliver_from: "2026-06-10",
        deliver_to: "2026-06-11",
        reasons: Some(&[FRONLEICHNAM, WEEKEND]),
        order_by: Some("2026-06-03 10:00"),
        ..ORDER
    },
    Case {
        label: "Wed 03.06.2026 afternoon",
        now: "2026-06-03 12:00",
        ship_on: "2026-06-10",
        deliver_from: "2026-06-11",
        deliver_to: "2026-06-12",
        reasons: Some(&[AFTER_CUT_OFF, FRONLEICHNAM, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Wed 03.06.2026 afternoon, express",
        now: "2026-06-03 12:00",
        express: true,
        ship_on: "2026-06-08",
        deliver_from: "2026-06-09",
        deliver_to: "2026-06-10",
        reasons: Some(&[AFTER_CUT_OFF, FRONLEICHNAM, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Thu 04.06.2026 Fronleichnam",
        now: "2026-06-04 08:00",
        ship_on: "2026-06-10",
        deliver_from: "2026-06-11",
        deliver_to: "2026-06-12",
        reasons: Some(&[FRONLEICHNAM, WEEKEND]),
        order_by: Some("2026-06-05 10:00"),
        ..ORDER
    },
    Case {
        label: "Fri 05.06.2026 morning",
        now: "2026-06-05 08:00",
        ship_on: "2026-06-10",
        deliver_from: "2026-06-11",
        deliver_to: "2026-06-12",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Mon 01.06.2026 morning, express: ships Tue, delivery around Fronleichnam",
        now: "2026-06-01 08:00",
        express: true,
        ship_on: "2026-06-02",
        deliver_from: "2026-06-03",
        deliver_to: "2026-06-05",
        reasons: Some(&[FRONLEICHNAM]),
        ..ORDER
    },
    // 1 May 2026 on a Friday
    Case {
        label: "Thu 30.04.2026 afternoon",
        now: "2026-04-30 12:00",
        ship_on: "2026-05-07",
        deliver_from: "2026-05-08",
        deliver_to: "2026-05-11",
        reasons: Some(&[AFTER_CUT_OFF, TAG_DER_ARBEIT, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Fri 01.05.2026 Tag der Arbeit",
        now: "2026-05-01 08:00",
        ship_on: "2026-05-07",
        deliver_from: "2026-05-08",
        deliver_to: "2026-05-11",
        reasons: Some(&[TAG_DER_ARBEIT, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Thu 30.04.2026 morning, express",
        now: "2026-04-30 08:00",
        express: true,
        ship_on: "2026-05-04",
        deliver_from: "2026-05-05",
        deliver_to: "2026-05-06",
        ..ORDER
    },
    // 3 October 2027 (Sunday), 1 November 2027 (Monday; clocks change on 31.10.2027)
    Case {
        label: "Fri 01.10.2027 afternoon",
        now: "2027-10-01 12:00",
        ship_on: "2027-10-07",
        deliver_from: "2027-10-08",
        deliver_to: "2027-10-11",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND, EINHEIT]),
        ..ORDER
    },
    Case {
        label: "Sun 03.10.2027 Tag der Deutschen Einheit on a Sunday",
        now: "2027-10-03 08:00",
        ship_on: "2027-10-07",
        deliver_from: "2027-10-08",
        deliver_to: "2027-10-11",
        reasons: Some(&[EINHEIT, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Fri 29.10.2027 11:59 CEST",
        now: "2027-10-29 09:59",
        ship_on: "2027-11-04",
        deliver_from: "2027-11-05",
        deliver_to: "2027-11-08",
        reasons: Some(&[WEEKEND, ALLERHEILIGEN]),
        order_by: Some("2027-10-29 10:00"),
        ..ORDER
    },
    Case {
        label: "Fri 29.10.2027 12:00 CEST",
        now: "2027-10-29 10:00",
        ship_on: "2027-11-05",
        deliver_from: "2027-11-08",
        deliver_to: "2027-11-09",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND, ALLERHEILIGEN]),
        order_by: Some("2027-11-02 11:00"),
        ..ORDER
    },
    Case {
        label: "Sat 30.10.2027 before Allerheiligen",
        now: "2027-10-30 08:00",
        ship_on: "2027-11-05",
        deliver_from: "2027-11-08",
        deliver_to: "2027-11-09",
        reasons: Some(&[WEEKEND, ALLERHEILIGEN]),
        ..ORDER
    },
    Case {
        label: "Thu 28.10.2027 afternoon, express abroad",
        now: "2027-10-28 12:00",
        express: true,
        destination: Destination::OtherMemberState,
        ship_on: "2027-11-02",
        deliver_from: "2027-11-04",
        deliver_to: "2027-11-08",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND, ALLERHEILIGEN]),
        ..ORDER
    },
    // Christmas 2026, with and without the closure 24.12.2026-01.01.2027
    Case {
        label: "Thu 24.12.2026 morning, no closure",
        now: "2026-12-24 08:00",
        ship_on: "2026-12-30",
        deliver_from: "2026-12-31",
        deliver_to: "2027-01-04",
        reasons: Some(&[WEIHNACHTSTAG_1, WEIHNACHTSTAG_2, WEEKEND, NEUJAHR]),
        order_by: Some("2026-12-24 11:00"),
        ..ORDER
    },
    Case {
        label: "Thu 24.12.2026 afternoon, no closure",
        now: "2026-12-24 13:00",
        ship_on: "2026-12-31",
        deliver_from: "2027-01-04",
        deliver_to: "2027-01-05",
        ..ORDER
    },
    Case {
        label: "Thu 24.12.2026 morning, closure",
        now: "2026-12-24 08:00",
        closures: &[CHRISTMAS_2026],
        ship_on: "2027-01-07",
        deliver_from: "2027-01-08",
        deliver_to: "2027-01-11",
        reasons: Some(&[CHRISTMAS_CLOSED, WEEKEND]),
        order_by: Some("2027-01-04 11:00"),
        ..ORDER
    },
    Case {
        label: "Thu 24.12.2026 morning, closure, express abroad",
        now: "2026-12-24 08:00",
        express: true,
        destination: Destination::OtherMemberState,
        closures: &[CHRISTMAS_2026],
        ship_on: "2027-01-05",
        deliver_from: "2027-01-07",
        deliver_to: "2027-01-11",
        reasons: Some(&[CHRISTMAS_CLOSED, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Wed 23.12.2026 morning, no closure",
        now: "2026-12-23 08:00",
        ship_on: "2026-12-29",
        deliver_from: "2026-12-30",
        deliver_to: "2026-12-31",
        reasons: Some(&[WEIHNACHTSTAG_1, WEIHNACHTSTAG_2, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Wed 23.12.2026 morning, closure",
        now: "2026-12-23 08:00",
        closures: &[CHRISTMAS_2026],
        ship_on: "2027-01-06",
        deliver_from: "2027-01-07",
        deliver_to: "2027-01-08",
        reasons: Some(&[CHRISTMAS_CLOSED, WEEKEND]),
        order_by: Some("2026-12-23 11:00"),
        ..ORDER
    },
    Case {
        label: "Wed 23.12.2026 morning, closure, express",
        now: "2026-12-23 08:00",
        express: true,
        closures: &[CHRISTMAS_2026],
        ship_on: "2027-01-04",
        deliver_from: "2027-01-05",
        deliver_to: "2027-01-06",
        reasons: Some(&[CHRISTMAS_CLOSED, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Wed 23.12.2026 afternoon, closure",
        now: "2026-12-23 13:00",
        closures: &[CHRISTMAS_2026],
        ship_on: "2027-01-07",
        deliver_from: "2027-01-08",
        deliver_to: "2027-01-11",
        reasons: Some(&[AFTER_CUT_OFF, CHRISTMAS_CLOSED, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Mon 21.12.2026 morning, closure, express: delivery ignores the closure",
        now: "2026-12-21 08:00",
        express: true,
        closures: &[CHRISTMAS_2026],
        ship_on: "2026-12-22",
        deliver_from: "2026-12-23",
        deliver_to: "2026-12-24",
        reasons: Some(&[]),
        ..ORDER
    },
    // New Year's Day 2027 (Friday)
    Case {
        label: "Thu 31.12.2026 afternoon, no closure",
        now: "2026-12-31 13:00",
        ship_on: "2027-01-07",
        deliver_from: "2027-01-08",
        deliver_to: "2027-01-11",
        reasons: Some(&[AFTER_CUT_OFF, NEUJAHR, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Fri 01.01.2027 Neujahr",
        now: "2027-01-01 08:00",
        ship_on: "2027-01-07",
        deliver_from: "2027-01-08",
        deliver_to: "2027-01-11",
        reasons: Some(&[NEUJAHR, WEEKEND]),
        order_by: Some("2027-01-04 11:00"),
        ..ORDER
    },
    Case {
        label: "Fri 01.01.2027 Neujahr, express abroad",
        now: "2027-01-01 08:00",
        express: true,
        destination: Destination::OtherMemberState,
        ship_on: "2027-01-05",
        deliver_from: "2027-01-07",
        deliver_to: "2027-01-11",
        reasons: Some(&[NEUJAHR, WEEKEND]),
        ..ORDER
    },
    // Clock change 29.3.2026 (CET -> CEST)
    Case {
        label: "Fri 27.03.2026 10:59 UTC = 11:59 CET",
        now: "2026-03-27 10:59",
        ship_on: "2026-04-01",
        deliver_from: "2026-04-02",
        deliver_to: "2026-04-07",
        reasons: Some(&[WEEKEND, KARFREITAG, OSTERMONTAG]),
        order_by: Some("2026-03-27 11:00"),
        ..ORDER
    },
    Case {
        label: "Fri 27.03.2026 11:00 UTC = 12:00 CET",
        now: "2026-03-27 11:00",
        ship_on: "2026-04-02",
        deliver_from: "2026-04-07",
        deliver_to: "2026-04-08",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND, KARFREITAG, OSTERMONTAG]),
        order_by: Some("2026-03-30 10:00"),
        ..ORDER
    },
    Case {
        label: "Mon 30.03.2026 09:59 UTC = 11:59 CEST",
        now: "2026-03-30 09:59",
        ship_on: "2026-04-02",
        deliver_from: "2026-04-07",
        deliver_to: "2026-04-08",
        reasons: Some(&[KARFREITAG, WEEKEND, OSTERMONTAG]),
        order_by: Some("2026-03-30 10:00"),
        ..ORDER
    },
    Case {
        label: "Mon 30.03.2026 10:00 UTC = 12:00 CEST",
        now: "2026-03-30 10:00",
        ship_on: "2026-04-07",
        deliver_from: "2026-04-08",
        deliver_to: "2026-04-09",
        reasons: Some(&[AFTER_CUT_OFF, KARFREITAG, WEEKEND, OSTERMONTAG]),
        order_by: Some("2026-03-31 10:00"),
        ..ORDER
    },
    Case {
        label: "Mon 30.03.2026 10:59 UTC = 12:59 CEST (would be 11:59 in winter)",
        now: "2026-03-30 10:59",
        ship_on: "2026-04-07",
        deliver_from: "2026-04-08",
        deliver_to: "2026-04-09",
        reasons: Some(&[AFTER_CUT_OFF, KARFREITAG, WEEKEND, OSTERMONTAG]),
        ..ORDER
    },
    Case {
        label: "Mon 30.03.2026 09:59 UTC, abroad",
        now: "2026-03-30 09:59",
        destination: Destination::OtherMemberState,
        ship_on: "2026-04-02",
        deliver_from: "2026-04-08",
        deliver_to: "2026-04-10",
        ..ORDER
    },
    // Clock change 25.10.2026 (CEST -> CET)
    Case {
        label: "Fri 23.10.2026 09:59 UTC = 11:59 CEST",
        now: "2026-10-23 09:59",
        ship_on: "2026-10-28",
        deliver_from: "2026-10-29",
        deliver_to: "2026-10-30",
        reasons: Some(&[WEEKEND]),
        order_by: Some("2026-10-23 10:00"),
        ..ORDER
    },
    Case {
        label: "Fri 23.10.2026 10:00 UTC = 12:00 CEST",
        now: "2026-10-23 10:00",
        ship_on: "2026-10-29",
        deliver_from: "2026-10-30",
        deliver_to: "2026-11-02",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND, ALLERHEILIGEN]),
        order_by: Some("2026-10-26 11:00"),
        ..ORDER
    },
    Case {
        label: "Mon 26.10.2026 10:59 UTC = 11:59 CET",
        now: "2026-10-26 10:59",
        ship_on: "2026-10-29",
        deliver_from: "2026-10-30",
        deliver_to: "2026-11-02",
        reasons: Some(&[WEEKEND, ALLERHEILIGEN]),
        order_by: Some("2026-10-26 11:00"),
        ..ORDER
    },
    Case {
        label: "Mon 26.10.2026 11:00 UTC = 12:00 CET",
        now: "2026-10-26 11:00",
        ship_on: "2026-10-30",
        deliver_from: "2026-11-02",
        deliver_to: "2026-11-03",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND, ALLERHEILIGEN]),
        order_by: Some("2026-10-27 11:00"),
        ..ORDER
    },
    Case {
        label: "Mon 26.10.2026 10:00 UTC = 11:00 CET (would be 12:00 in summer)",
        now: "2026-10-26 10:00",
        ship_on: "2026-10-29",
        deliver_from: "2026-10-30",
        deliver_to: "2026-11-02",
        reasons: Some(&[WEEKEND, ALLERHEILIGEN]),
        ..ORDER
    },
    // 29 February 2028 (Tuesday)
    Case {
        label: "Mon 28.02.2028 morning",
        now: "2028-02-28 08:00",
        ship_on: "2028-03-02",
        deliver_from: "2028-03-03",
        deliver_to: "2028-03-06",
        ..ORDER
    },
    Case {
        label: "Tue 29.02.2028 morning",
        now: "2028-02-29 08:00",
        ship_on: "2028-03-03",
        deliver_from: "2028-03-06",
        deliver_to: "2028-03-07",
        reasons: Some(&[WEEKEND]),
        order_by: Some("2028-02-29 11:00"),
        ..ORDER
    },
    Case {
        label: "Tue 29.02.2028 afternoon",
        now: "2028-02-29 13:00",
        ship_on: "2028-03-06",
        deliver_from: "2028-03-07",
        deliver_to: "2028-03-08",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Tue 29.02.2028 morning, express",
        now: "2028-02-29 08:00",
        express: true,
        ship_on: "2028-03-01",
        deliver_from: "2028-03-02",
        deliver_to: "2028-03-03",
        reasons: Some(&[]),
        ..ORDER
    },
    Case {
        label: "Mon 28.02.2028 afternoon, express abroad",
        now: "2028-02-28 13:00",
        express: true,
        destination: Destination::OtherMemberState,
        ship_on: "2028-03-01",
        deliver_from: "2028-03-03",
        deliver_to: "2028-03-07",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Sat 26.02.2028",
        now: "2028-02-26 10:00",
        ship_on: "2028-03-02",
        deliver_from: "2028-03-03",
        deliver_to: "2028-03-06",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    // Approval and payment
    Case {
        label: "Waiting, paid Mon morning, looked at Mon afternoon",
        now: "2026-11-23 13:00",
        proof: Proof::Waiting,
        paid_at: Some("2026-11-23 08:00"),
        ship_on: "2026-11-27",
        deliver_from: "2026-11-30",
        deliver_to: "2026-12-01",
        reasons: Some(&[APPROVAL_PENDING, AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Waiting, paid last week, looked at Tue morning",
        now: "2026-11-24 08:00",
        proof: Proof::Waiting,
        paid_at: Some("2026-11-18 08:00"),
        ship_on: "2026-11-27",
        deliver_from: "2026-11-30",
        deliver_to: "2026-12-01",
        reasons: Some(&[APPROVAL_PENDING, WEEKEND]),
        order_by: Some("2026-11-24 11:00"),
        ..ORDER
    },
    Case {
        label: "Waiting, paid Fri, looked at Sat",
        now: "2026-11-21 09:00",
        proof: Proof::Waiting,
        paid_at: Some("2026-11-20 08:00"),
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        reasons: Some(&[APPROVAL_PENDING, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "NotNeeded, paid Tue morning, looked at Wed afternoon",
        now: "2026-11-25 14:00",
        paid_at: Some("2026-11-24 08:00"),
        ship_on: "2026-11-27",
        deliver_from: "2026-11-30",
        deliver_to: "2026-12-01",
        reasons: Some(&[WEEKEND]),
        order_by: Some("2026-11-24 11:00"),
        ..ORDER
    },
    Case {
        label: "NotNeeded, paid Fri morning, looked at Sun",
        now: "2026-11-22 10:00",
        paid_at: Some("2026-11-20 08:00"),
        ship_on: "2026-11-25",
        deliver_from: "2026-11-26",
        deliver_to: "2026-11-27",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    Case {
        label: "NotNeeded, paid Fri afternoon, looked at Sun",
        now: "2026-11-22 10:00",
        paid_at: Some("2026-11-20 13:00"),
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "At later than paid: paid Mon morning, approved Mon afternoon",
        now: "2026-11-25 08:00",
        proof: Proof::At("2026-11-23 13:00"),
        paid_at: Some("2026-11-23 08:00"),
        ship_on: "2026-11-27",
        deliver_from: "2026-11-30",
        deliver_to: "2026-12-01",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "At later than paid: paid Fri morning, approved Sat",
        now: "2026-11-23 08:00",
        proof: Proof::At("2026-11-21 09:00"),
        paid_at: Some("2026-11-20 08:00"),
        ship_on: "2026-11-26",
        deliver_from: "2026-11-27",
        deliver_to: "2026-11-30",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    Case {
        label: "At before paid: approved Mon morning, paid Tue afternoon",
        now: "2026-11-25 08:00",
        proof: Proof::At("2026-11-23 08:00"),
        paid_at: Some("2026-11-24 13:00"),
        ship_on: "2026-11-30",
        deliver_from: "2026-12-01",
        deliver_to: "2026-12-02",
        reasons: Some(&[AFTER_CUT_OFF, WEEKEND]),
        ..ORDER
    },
    Case {
        label: "At, not paid yet (paid now): approved Mon, now Tue morning",
        now: "2026-11-24 08:00",
        proof: Proof::At("2026-11-23 08:00"),
        ship_on: "2026-11-27",
        deliver_from: "2026-11-30",
        deliver_to: "2026-12-01",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    // Closures that are not Christmas
    Case {
        label: "Tue 14.07.2026 morning, Inventur on Wed 15.07.",
        now: "2026-07-14 07:00",
        closures: &[INVENTORY_2026],
        ship_on: "2026-07-20",
        deliver_from: "2026-07-21",
        deliver_to: "2026-07-22",
        reasons: Some(&["Inventur am 15.07.", WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Wed 15.07.2026 on the Inventur day",
        now: "2026-07-15 07:00",
        closures: &[INVENTORY_2026],
        ship_on: "2026-07-21",
        deliver_from: "2026-07-22",
        deliver_to: "2026-07-23",
        reasons: Some(&["Inventur am 15.07.", WEEKEND]),
        order_by: Some("2026-07-16 10:00"),
        ..ORDER
    },
    Case {
        label: "Thu 06.08.2026 morning, express: delivery ignores the summer closure",
        now: "2026-08-06 07:00",
        express: true,
        closures: &[SUMMER_2026],
        ship_on: "2026-08-07",
        deliver_from: "2026-08-10",
        deliver_to: "2026-08-11",
        reasons: Some(&[WEEKEND]),
        ..ORDER
    },
    Case {
        label: "Thu 06.08.2026 morning: production stops for the summer closure",
        now: "2026-08-06 07:00",
        closures: &[SUMMER_2026],
        ship_on: "2026-08-25",
        deliver_from: "2026-08-26",
        deliver_to: "2026-08-27",
        reasons: Some(&[WEEKEND, "Betriebsferien vom 10.08. bis 21.08."]),
        order_by: Some("2026-08-06 10:00"),
        ..ORDER
    },
    Case {
        label: "Sat 08.08.2026, summer closure, abroad",
        now: "2026-08-08 07:00",
        destination: Destination::OtherMemberState,
        closures: &[SUMMER_2026],
        ship_on: "2026-08-27",
        deliver_from: "2026-08-31",
        deliver_to: "2026-09-02",
        reasons: Some(&[WEEKEND, "Betriebsferien vom 10.08. bis 21.08."]),
        order_by: Some("2026-08-24 10:00"),
        ..ORDER
    },
];

#[test]
fn the_promise_matches_the_independently_computed_table() {
    assert_eq!(CASES.len(), 90);
    for case in CASES {
        let approval = match case.proof {
            Proof::NotNeeded => Approval::NotNeeded,
            Proof::Waiting => Approval::Waiting,
            Proof::At(at) => Approval::At(utc(at)),
        };
        let got = promise(
            utc(case.now),
            case.destination,
            case.express,
            case.paid_at.map(utc),
            approval,
            &closures(case.closures),
        );
        assert_eq!(got.ship_on, day(case.ship_on), "ship_on: {}", case.label);
        assert_eq!(
            got.deliver_from,
            day(case.deliver_from),
            "deliver_from: {}",
            case.label
        );
        assert_eq!(
            got.deliver_to,
            day(case.deliver_to),
            "deliver_to: {}",
            case.label
        );
        if let Some(reasons) = case.reasons {
            assert_eq!(got.reasons, reasons, "reasons: {}", case.label);
        }
        if let Some(order_by) = case.order_by {
            assert_eq!(got.order_by, utc(order_by), "order_by: {}", case.label);
        }
    }
}

#[test]
fn the_worked_example_paid_and_approved_wednesday_10_00_ships_monday() {
    // Wed 16.12.2026, 10:00 German time (CET) is 09:00 UTC.
    let now = utc("2026-12-16 09:00");
    let got = promise(
        now,
        Destination::Germany,
        false,
        Some(now),
        Approval::At(now),
        &[],
    );
    assert_eq!(got.ship_on, day("2026-12-21"), "ships Mon 21.12.");
    assert_eq!(
        got.deliver_from,
        day("2026-12-22"),
        "arrives from Tue 22.12."
    );
    assert_eq!(got.deliver_to, day("2026-12-23"), "arrives by Wed 23.12.");
    assert_eq!(
        got.order_by,
        utc("2026-12-16 11:00"),
        "order by Wed 12:00 German time"
    );
    assert_eq!(got.reasons, [WEEKEND]);
}
