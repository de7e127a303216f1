//! The delivery promise and the closure days on the wire.

use serde::{Deserialize, Serialize};
use shop_app::delivery_promises::{AffectedOrder, PromiseNow};
use shop_domain::working_days::CLOSURE_LABEL_MAX_CHARS;
use shop_ports::closures::StoredClosure;
use utoipa::{IntoParams, ToSchema};

use super::orders::iso;

#[derive(Deserialize, IntoParams)]
pub struct DeliveryPromiseQuery {
    /// The shipping country's ISO code, a member state of the EU; `DE` when left out.
    #[param(example = "DE", max_length = 2)]
    pub country: Option<String>,
    /// With 'Express-Produktion'; `false` when left out.
    pub express: Option<bool>,
}

/// What the shop promises for an order placed, paid and approved now (German time).
#[derive(Serialize, ToSchema)]
pub struct DeliveryPromiseDto {
    /// Until this moment (ISO 8601, UTC) an order placed and approved keeps this promise;
    /// ask again after it.
    #[serde(rename = "orderBy")]
    pub order_by: String,
    /// Until this moment (ISO 8601, UTC) the approval keeps the shipping day.
    #[serde(rename = "approveBy")]
    pub approve_by: String,
    /// YYYY-MM-DD.
    #[serde(rename = "shipOn")]
    #[schema(format = Date)]
    pub ship_on: String,
    #[serde(rename = "deliverFrom")]
    #[schema(format = Date)]
    pub deliver_from: String,
    #[serde(rename = "deliverTo")]
    #[schema(format = Date)]
    pub deliver_to: String,
    /// German sentences for the days that moved the dates, e.g. 'Wochenende',
    /// 'Fronleichnam (Feiertag in NRW)', 'Bestellung nach 12:00 Uhr'.
    pub reasons: Vec<String>,
    /// 'Lieferung voraussichtlich Mi, 16.12. – Do, 17.12., wenn Sie bis heute, 12:00 Uhr bestellen und freigeben.'
    pub text: String,
    /// What 'Express-Produktion' costs, net, in cents (`SHOP_EXPRESS_SURCHARGE_CENTS`).
    #[serde(rename = "expressSurcharge")]
    pub express_surcharge: i64,
}

impl DeliveryPromiseDto {
    /// `now`'s promise, with 'Express-Produktion' priced at `express_surcharge`.
    pub fn of(now: PromiseNow, express_surcharge: shop_domain::Cents) -> Self {
        let text = now.sentence();
        let promise = now.promise;
        Self {
            order_by: iso(promise.order_by),
            approve_by: iso(promise.approve_by),
            ship_on: promise.ship_on.to_string(),
            deliver_from: promise.deliver_from.to_string(),
            deliver_to: promise.deliver_to.to_string(),
            reasons: promise.reasons,
            text,
            express_surcharge: express_surcharge.get(),
        }
    }
}

/// Days the shop does not produce.
#[derive(Deserialize, ToSchema)]
pub struct ClosureBody {
    /// The first closed day, YYYY-MM-DD.
    #[schema(format = Date, example = "2026-12-24")]
    pub from: String,
    /// The last closed day (inclusive), YYYY-MM-DD; at most a year after `from`.
    #[schema(format = Date, example = "2027-01-01")]
    pub to: String,
    /// What the buyer reads, e.g. 'Betriebsferien'.
    #[schema(max_length = 80, example = "Betriebsferien")]
    pub label: String,
}

const _: () = assert!(CLOSURE_LABEL_MAX_CHARS == 80);

#[derive(Serialize, ToSchema)]
pub struct ClosureDto {
    pub id: i64,
    #[schema(format = Date)]
    pub from: String,
    #[schema(format = Date)]
    pub to: String,
    pub label: String,
    /// As promises name it: 'Betriebsferien vom 24.12. bis 01.01.'
    pub sentence: String,
}

impl From<StoredClosure> for ClosureDto {
    fn from(stored: StoredClosure) -> Self {
        Self {
            id: stored.id,
            from: stored.closure.from.to_string(),
            to: stored.closure.to.to_string(),
            sentence: stored.closure.sentence(),
            label: stored.closure.label,
        }
    }
}

/// The days of a closure about to be saved.
#[derive(Deserialize, IntoParams)]
pub struct ClosureDaysQuery {
    /// The first closed day, YYYY-MM-DD.
    #[param(example = "2026-12-24")]
    pub from: String,
    /// The last closed day (inclusive), YYYY-MM-DD.
    #[param(example = "2027-01-01")]
    pub to: String,
}

/// An order whose promised shipping day a new closure would break.
#[derive(Serialize, ToSchema)]
pub struct AffectedOrderDto {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// Its promised shipping day ('Versand bis'), YYYY-MM-DD.
    #[serde(rename = "shipBy")]
    #[schema(format = Date)]
    pub ship_by: String,
    /// The buyer's company; `null` without one.
    #[serde(rename = "companyName")]
    pub company_name: Option<String>,
}

impl From<AffectedOrder> for AffectedOrderDto {
    fn from(affected: AffectedOrder) -> Self {
        Self {
            order_id: affected.order_id.get(),
            ship_by: affected.ship_on.to_string(),
            company_name: affected.company,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct AffectedOrdersDto {
    pub orders: Vec<AffectedOrderDto>,
}
