//! The dated steps of an order after its payment — confirmation, proof
//! ready, approved, in production, shipped (with the parcel's carrier and
//! tracking number), delivered, cancelled — the timeline customers and the
//! back office read, and the 24-hour cancellation the shop's terms grant.

use std::fmt;

use chrono::{NaiveDateTime, TimeDelta};

/// How long after the order confirmation a customer may cancel (the terms).
pub const CANCELLATION_WINDOW: TimeDelta = TimeDelta::hours(24);

/// When each step after the payment was reached; `None` until it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OrderSteps {
    /// The order confirmation mail was queued: the cancellation window starts.
    pub confirmed_at: Option<NaiveDateTime>,
    /// Every design line's first proof was rendered and the customer asked to approve it.
    pub proof_ready_at: Option<NaiveDateTime>,
    pub approved_at: Option<NaiveDateTime>,
    pub in_production_at: Option<NaiveDateTime>,
    pub shipped_at: Option<NaiveDateTime>,
    pub delivered_at: Option<NaiveDateTime>,
    pub cancelled_at: Option<NaiveDateTime>,
    /// The parcel, when the back office named it on shipping.
    pub shipment: Option<Shipment>,
    /// The one reminder to approve the proof went out.
    pub approval_reminded_at: Option<NaiveDateTime>,
    /// A cancellation claimed the paid order at this time and its refund is
    /// under way: nothing but completing the cancellation may move it now.
    pub cancelling_since: Option<NaiveDateTime>,
}

/// One entry of an order's timeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimelineStep {
    Paid,
    ProofReady,
    Approved,
    InProduction,
    Shipped,
    Delivered,
    Cancelled,
}

impl TimelineStep {
    /// The wire value: `paid`, `proofReady`, `approved`, `inProduction`,
    /// `shipped`, `delivered`, `cancelled`.
    pub fn as_str(self) -> &'static str {
        match self {
            TimelineStep::Paid => "paid",
            TimelineStep::ProofReady => "proofReady",
            TimelineStep::Approved => "approved",
            TimelineStep::InProduction => "inProduction",
            TimelineStep::Shipped => "shipped",
            TimelineStep::Delivered => "delivered",
            TimelineStep::Cancelled => "cancelled",
        }
    }

    /// The German name mails and pages show.
    pub fn label(self) -> &'static str {
        match self {
            TimelineStep::Paid => "Bezahlt",
            TimelineStep::ProofReady => "Druckabzug bereit",
            TimelineStep::Approved => "Freigegeben",
            TimelineStep::InProduction => "In Produktion",
            TimelineStep::Shipped => "Versendet",
            TimelineStep::Delivered => "Zugestellt",
            TimelineStep::Cancelled => "Storniert",
        }
    }
}

impl OrderSteps {
    /// The steps reached, oldest first (a payment at `paid_at` first).
    pub fn timeline(&self, paid_at: Option<NaiveDateTime>) -> Vec<(TimelineStep, NaiveDateTime)> {
        let mut steps: Vec<(TimelineStep, NaiveDateTime)> = [
            (TimelineStep::Paid, paid_at),
            (TimelineStep::ProofReady, self.proof_ready_at),
            (TimelineStep::Approved, self.approved_at),
            (TimelineStep::InProduction, self.in_production_at),
            (TimelineStep::Shipped, self.shipped_at),
            (TimelineStep::Delivered, self.delivered_at),
            (TimelineStep::Cancelled, self.cancelled_at),
        ]
        .into_iter()
        .filter_map(|(step, at)| at.map(|at| (step, at)))
        .collect();
        // Stable: steps reached in the same second keep the lifecycle order.
        steps.sort_by_key(|(_, at)| *at);
        steps
    }
}

/// A carrier name was not one the shop ships with.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "Bitte wählen Sie einen Versanddienstleister: DHL, DPD, Hermes, UPS, GLS oder Deutsche Post."
)]
pub struct InvalidCarrier;

/// The parcel services the shop ships with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Carrier {
    Dhl,
    Dpd,
    Hermes,
    Ups,
    Gls,
    DeutschePost,
}

impl Carrier {
    pub const ALL: [Carrier; 6] = [
        Carrier::Dhl,
        Carrier::Dpd,
        Carrier::Hermes,
        Carrier::Ups,
        Carrier::Gls,
        Carrier::DeutschePost,
    ];

    /// The wire value, which is also the name shown.
    pub fn as_str(self) -> &'static str {
        match self {
            Carrier::Dhl => "DHL",
            Carrier::Dpd => "DPD",
            Carrier::Hermes => "Hermes",
            Carrier::Ups => "UPS",
            Carrier::Gls => "GLS",
            Carrier::DeutschePost => "Deutsche Post",
        }
    }

    /// # Errors
    /// [`InvalidCarrier`] for anything but the exact names of [`Carrier::as_str`].
    pub fn parse(raw: &str) -> Result<Self, InvalidCarrier> {
        let raw = raw.trim();
        Self::ALL
            .into_iter()
            .find(|carrier| carrier.as_str() == raw)
            .ok_or(InvalidCarrier)
    }

    /// The carrier's public tracking page for `number` (already validated:
    /// letters, digits, spaces and hyphens only, so it needs no escaping
    /// beyond the spaces).
    pub fn tracking_url(self, number: &TrackingNumber) -> String {
        let number = number.as_str().replace(' ', "%20");
        match self {
            Carrier::Dhl | Carrier::DeutschePost => format!(
                "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={number}"
            ),
            Carrier::Dpd => format!("https://tracking.dpd.de/status/de_DE/parcel/{number}"),
            Carrier::Hermes => {
                format!(
                    "https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{number}"
                )
            }
            Carrier::Ups => format!("https://www.ups.com/track?loc=de_DE&tracknum={number}"),
            Carrier::Gls => format!("https://gls-group.com/DE/de/paketverfolgung?match={number}"),
        }
    }
}

impl fmt::Display for Carrier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// Longest tracking number accepted (carriers use up to about 35).
pub const TRACKING_NUMBER_MAX_CHARS: usize = 40;

/// A tracking number was empty, too long or had other characters than
/// letters, digits, spaces and hyphens.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "Die Sendungsnummer darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten und höchstens 40 Zeichen lang sein."
)]
pub struct InvalidTrackingNumber;

/// A parcel's tracking number: 1 to 40 ASCII letters, digits, spaces and
/// hyphens, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrackingNumber(String);

impl TrackingNumber {
    /// # Errors
    /// [`InvalidTrackingNumber`] for anything else.
    pub fn parse(raw: &str) -> Result<Self, InvalidTrackingNumber> {
        let trimmed = raw.trim();
        let valid = !trimmed.is_empty()
            && trimmed.chars().count() <= TRACKING_NUMBER_MAX_CHARS
            && trimmed
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-');
        if valid {
            Ok(Self(trimmed.to_owned()))
        } else {
            Err(InvalidTrackingNumber)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The parcel an order went out in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shipment {
    pub carrier: Option<Carrier>,
    pub tracking_number: Option<TrackingNumber>,
}

impl Shipment {
    /// The carrier's tracking page, when both carrier and number are known.
    pub fn tracking_url(&self) -> Option<String> {
        Some(self.carrier?.tracking_url(self.tracking_number.as_ref()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    #[test]
    fn the_timeline_lists_the_reached_steps_oldest_first() {
        let steps = OrderSteps {
            proof_ready_at: Some(at("2026-11-20 10:01")),
            approved_at: Some(at("2026-11-21 08:00")),
            shipped_at: None,
            in_production_at: Some(at("2026-11-21 09:00")),
            ..OrderSteps::default()
        };

        let timeline = steps.timeline(Some(at("2026-11-20 10:00")));

        assert_eq!(
            timeline,
            vec![
                (TimelineStep::Paid, at("2026-11-20 10:00")),
                (TimelineStep::ProofReady, at("2026-11-20 10:01")),
                (TimelineStep::Approved, at("2026-11-21 08:00")),
                (TimelineStep::InProduction, at("2026-11-21 09:00")),
            ]
        );
        assert!(OrderSteps::default().timeline(None).is_empty());
    }

    #[test]
    fn steps_reached_in_the_same_second_keep_the_lifecycle_order() {
        let same = at("2026-11-20 10:00");
        let steps = OrderSteps {
            proof_ready_at: Some(same),
            approved_at: Some(same),
            ..OrderSteps::default()
        };

        let names: Vec<_> = steps
            .timeline(Some(same))
            .into_iter()
            .map(|(step, _)| step.as_str())
            .collect();

        assert_eq!(names, ["paid", "proofReady", "approved"]);
    }

    #[test]
    fn carriers_round_trip_and_link_their_tracking_pages() {
        for carrier in Carrier::ALL {
            assert_eq!(Carrier::parse(carrier.as_str()), Ok(carrier));
        }
        assert_eq!(Carrier::parse("dhl"), Err(InvalidCarrier));
        assert_eq!(Carrier::parse(""), Err(InvalidCarrier));
        let number = TrackingNumber::parse(" 00340434161094042557 ").unwrap();
        assert_eq!(
            Carrier::Dhl.tracking_url(&number),
            "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557"
        );
        assert_eq!(
            Carrier::Ups.tracking_url(&TrackingNumber::parse("1Z 999").unwrap()),
            "https://www.ups.com/track?loc=de_DE&tracknum=1Z%20999"
        );
    }

    #[test]
    fn tracking_numbers_are_plain_ascii_of_at_most_40_characters() {
        assert!(TrackingNumber::parse(&"A".repeat(40)).is_ok());
        for bad in [
            "",
            "   ",
            &"A".repeat(41),
            "12345&x=1",
            "<script>",
            "ÄÖÜ123",
            "12\n34",
            "📦123",
        ] {
            assert_eq!(
                TrackingNumber::parse(bad),
                Err(InvalidTrackingNumber),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_shipment_links_only_with_carrier_and_number() {
        let number = TrackingNumber::parse("123").ok();
        assert!(
            Shipment {
                carrier: Some(Carrier::Dpd),
                tracking_number: number.clone()
            }
            .tracking_url()
            .is_some()
        );
        assert!(
            Shipment {
                carrier: None,
                tracking_number: number
            }
            .tracking_url()
            .is_none()
        );
        assert!(
            Shipment {
                carrier: Some(Carrier::Gls),
                tracking_number: None
            }
            .tracking_url()
            .is_none()
        );
    }
}
