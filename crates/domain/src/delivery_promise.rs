//! One delivery promise from the product page to the door: the day an
//! order starts (paid and approved before 12:00 on a working day, else the
//! next working day), the day it ships (the 3rd working day after, the 1st
//! with express), the days it arrives, and the reason of every day that
//! moved them. All in German time.

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, Weekday};

use crate::{
    berlin::{berlin_day_start, berlin_time},
    order::{Order, OrderStatus},
    working_days::{Closure, day_off_reason, next_working_day, working_days_after},
};

/// Paid and approved by this time (German), an order starts the same day.
pub const CUT_OFF_HOUR: u32 = 12;
/// Working days of production before shipping.
pub const PRODUCTION_DAYS: u32 = 3;
/// … with express production.
pub const EXPRESS_PRODUCTION_DAYS: u32 = 1;

pub const AFTER_CUT_OFF: &str = "Bestellung nach 12:00 Uhr";
pub const APPROVAL_PENDING: &str = "Die Druckfreigabe steht noch aus";

/// Where the parcel goes: the carrier's days in transit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Destination {
    /// 1–2 working days.
    Germany,
    /// Another member state: 2–4 working days.
    OtherMemberState,
}

impl Destination {
    /// By the shipping country's ISO code.
    pub fn of(country_code: &str) -> Self {
        if country_code.eq_ignore_ascii_case("DE") {
            Self::Germany
        } else {
            Self::OtherMemberState
        }
    }

    fn transit_days(self) -> (u32, u32) {
        match self {
            Self::Germany => (1, 2),
            Self::OtherMemberState => (2, 4),
        }
    }
}

/// Where the order's proof approval stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Approval {
    /// Nothing to approve (a sample pack).
    NotNeeded,
    /// A proof still waits: the promise assumes it is approved now.
    Waiting,
    /// The last proof was approved at this moment (UTC).
    At(NaiveDateTime),
}

/// What the shop promises, in German time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryPromise {
    /// Until this moment (UTC) an order placed now starts on the promised day.
    pub order_by: NaiveDateTime,
    /// Until this moment (UTC) the approval keeps the promised day.
    pub approve_by: NaiveDateTime,
    pub ship_on: NaiveDate,
    pub deliver_from: NaiveDate,
    pub deliver_to: NaiveDate,
    /// The German sentence for every kind of day that moved a date, first seen first.
    pub reasons: Vec<String>,
}

fn note(reasons: &mut Vec<String>, reason: &str) {
    if !reasons.iter().any(|known| known == reason) {
        reasons.push(reason.to_owned());
    }
}

/// The promise at `now` (UTC) for an order to `destination`, paid at
/// `paid_at` (`None`: as if paid now) with its proofs as `approval` says,
/// with the shop closed on `closures`.
pub fn promise(
    now: NaiveDateTime,
    destination: Destination,
    express: bool,
    paid_at: Option<NaiveDateTime>,
    approval: Approval,
    closures: &[Closure],
) -> DeliveryPromise {
    let mut reasons = Vec::new();
    let paid = paid_at.unwrap_or(now);
    let ready = match approval {
        Approval::NotNeeded => paid,
        Approval::Waiting => {
            note(&mut reasons, APPROVAL_PENDING);
            paid.max(now)
        }
        Approval::At(approved) => paid.max(approved),
    };
    let local = berlin_time(ready);
    let cut_off = NaiveTime::from_hms_opt(CUT_OFF_HOUR, 0, 0).unwrap_or(NaiveTime::MIN);
    let start = match day_off_reason(local.date(), closures) {
        None if local.time() < cut_off => local.date(),
        None => {
            note(&mut reasons, AFTER_CUT_OFF);
            next_working_day(local.date(), closures, &mut reasons)
        }
        Some(reason) => {
            note(&mut reasons, &reason);
            next_working_day(local.date(), closures, &mut reasons)
        }
    };
    let production = if express {
        EXPRESS_PRODUCTION_DAYS
    } else {
        PRODUCTION_DAYS
    };
    let ship_on = working_days_after(start, production, closures, &mut reasons);
    // The carrier does not keep the shop's closures, only weekends and holidays.
    let (fastest, slowest) = destination.transit_days();
    let deliver_from = working_days_after(ship_on, fastest, &[], &mut reasons);
    let deliver_to = working_days_after(deliver_from, slowest - fastest, &[], &mut reasons);
    let start_cut_off = berlin_day_start(start) + Duration::hours(i64::from(CUT_OFF_HOUR));
    DeliveryPromise {
        order_by: start_cut_off,
        approve_by: start_cut_off,
        ship_on,
        deliver_from,
        deliver_to,
        reasons,
    }
}

/// Where an order still to ship stands against its promised day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShipBy {
    /// The promised day has passed.
    Late,
    /// It ships today.
    Today,
    Upcoming,
}

impl ShipBy {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            ShipBy::Late => "late",
            ShipBy::Today => "today",
            ShipBy::Upcoming => "upcoming",
        }
    }
}

/// The day `order` must ship by while it is still to ship: going ahead and
/// neither shipped, delivered nor cancelled.
pub fn promised_day(order: &Order) -> Option<NaiveDate> {
    let to_ship = matches!(
        order.order_status,
        OrderStatus::Processing | OrderStatus::Approved | OrderStatus::InProduction
    ) && order.payment_status.goes_ahead();
    order.shipping_date.filter(|_| to_ship)
}

/// The day `order` must ship by and how that stands on `today` (German);
/// `None` once shipped, delivered or cancelled, or before it goes ahead.
pub fn ship_by(order: &Order, today: NaiveDate) -> Option<(NaiveDate, ShipBy)> {
    let day = promised_day(order)?;
    let state = match day.cmp(&today) {
        std::cmp::Ordering::Less => ShipBy::Late,
        std::cmp::Ordering::Equal => ShipBy::Today,
        std::cmp::Ordering::Greater => ShipBy::Upcoming,
    };
    Some((day, state))
}

/// The share of `shipments` (promised day, shipped day) that left on or
/// before their promised day, in whole percent; `None` without any.
pub fn on_time_percent(shipments: &[(NaiveDate, NaiveDate)]) -> Option<u8> {
    if shipments.is_empty() {
        return None;
    }
    let on_time = shipments
        .iter()
        .filter(|(promised, shipped)| shipped <= promised)
        .count();
    // Rounded down: 99,9 % is not yet 100 %.
    u8::try_from(on_time * 100 / shipments.len()).ok()
}

fn weekday(day: NaiveDate) -> &'static str {
    match day.weekday() {
        Weekday::Mon => "Mo",
        Weekday::Tue => "Di",
        Weekday::Wed => "Mi",
        Weekday::Thu => "Do",
        Weekday::Fri => "Fr",
        Weekday::Sat => "Sa",
        Weekday::Sun => "So",
    }
}

/// 'Mi, 16.12.'
pub fn short_day(day: NaiveDate) -> String {
    format!("{}, {}", weekday(day), day.format("%d.%m."))
}

/// 'heute, 12:00 Uhr', 'morgen, 12:00 Uhr' or 'Mo, 21.12., 12:00 Uhr' as seen at `now`.
pub fn deadline(at: NaiveDateTime, now: NaiveDateTime) -> String {
    let (at, today) = (berlin_time(at), berlin_time(now).date());
    let day = if at.date() == today {
        "heute".to_owned()
    } else if today.succ_opt() == Some(at.date()) {
        "morgen".to_owned()
    } else {
        short_day(at.date())
    };
    format!("{day}, {} Uhr", at.format("%H:%M"))
}

impl DeliveryPromise {
    /// 'Lieferung voraussichtlich Mi, 16.12. – Do, 17.12., wenn Sie bis
    /// heute, 12:00 Uhr bestellen und freigeben.'
    pub fn sentence(&self, now: NaiveDateTime) -> String {
        format!(
            "Lieferung voraussichtlich {} – {}, wenn Sie bis {} bestellen und freigeben.",
            short_day(self.deliver_from),
            short_day(self.deliver_to),
            deadline(self.order_by, now)
        )
    }

    /// 'Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.'
    pub fn approval_sentence(&self) -> String {
        let approve_by = berlin_time(self.approve_by);
        format!(
            "Freigabe bis {}, {} Uhr → Versand am {}",
            weekday(approve_by.date()),
            approve_by.format("%H:%M"),
            short_day(self.ship_on)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(raw: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(raw, "%Y-%m-%d %H:%M").unwrap()
    }

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn an_order_to_ship_is_late_due_today_or_upcoming_and_a_shipped_one_is_neither() {
        use crate::{OrderType, PaymentStatus, fixtures::order};
        let today = day(2026, 12, 16);
        let promised = |ship_on: NaiveDate, status: OrderStatus| Order {
            shipping_date: Some(ship_on),
            ..order(OrderType::Normal, status, PaymentStatus::Paid)
        };
        assert_eq!(
            ship_by(&promised(day(2026, 12, 15), OrderStatus::Approved), today),
            Some((day(2026, 12, 15), ShipBy::Late))
        );
        assert_eq!(
            ship_by(&promised(today, OrderStatus::InProduction), today),
            Some((today, ShipBy::Today))
        );
        assert_eq!(
            ship_by(&promised(day(2026, 12, 17), OrderStatus::Processing), today),
            Some((day(2026, 12, 17), ShipBy::Upcoming))
        );
        for done in [
            OrderStatus::Shipped,
            OrderStatus::Delivered,
            OrderStatus::Cancelled,
        ] {
            assert_eq!(ship_by(&promised(day(2026, 12, 1), done), today), None);
        }
        let unpaid = Order {
            shipping_date: Some(today),
            ..order(
                OrderType::Normal,
                OrderStatus::Processing,
                PaymentStatus::Pending,
            )
        };
        assert_eq!(ship_by(&unpaid, today), None);
    }

    #[test]
    fn the_on_time_share_counts_shipments_on_or_before_their_day_rounded_down() {
        let (d1, d2, d3) = (day(2026, 12, 1), day(2026, 12, 2), day(2026, 12, 3));
        assert_eq!(on_time_percent(&[]), None);
        assert_eq!(on_time_percent(&[(d2, d1), (d2, d2), (d2, d3)]), Some(66));
        assert_eq!(on_time_percent(&[(d2, d1)]), Some(100));
    }

    #[test]
    fn paid_and_approved_on_wednesday_morning_ships_on_monday() {
        // 10:00 in Germany is 09:00 UTC in December.
        let now = utc("2026-12-16 09:00");
        let promise = promise(
            now,
            Destination::Germany,
            false,
            None,
            Approval::At(now),
            &[],
        );
        assert_eq!(promise.ship_on, day(2026, 12, 21));
        assert_eq!(
            (promise.deliver_from, promise.deliver_to),
            (day(2026, 12, 22), day(2026, 12, 23))
        );
        assert_eq!(promise.order_by, utc("2026-12-16 11:00"));
        assert_eq!(promise.reasons, ["Wochenende"]);
        assert_eq!(
            promise.sentence(now),
            "Lieferung voraussichtlich Di, 22.12. – Mi, 23.12., wenn Sie bis heute, 12:00 Uhr bestellen und freigeben."
        );
        assert_eq!(
            promise.approval_sentence(),
            "Freigabe bis Mi, 12:00 Uhr → Versand am Mo, 21.12."
        );
    }
}
