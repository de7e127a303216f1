//! The JSON shapes of an order's life after its payment: the approval page,
//! approving and revising a proof, cancelling, the print operator's batch.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::admin::OrderRowDto;
use super::{
    orders::{OrderDto, OrderLineDto},
    proofs::ProofDto,
};

#[derive(Deserialize, IntoParams)]
pub struct ApprovalTokenQuery {
    /// The token of the mailed approval link.
    pub token: Option<String>,
    /// Without a token: an order this browser session may already see (the
    /// one it just placed and paid, or one of the signed-in buyer).
    #[serde(rename = "orderId")]
    #[param(rename = "orderId", minimum = 1)]
    pub order_id: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct ApprovalBuyerDto {
    #[serde(rename = "companyName")]
    pub company_name: String,
    #[serde(rename = "responsableName")]
    pub responsable_name: String,
}

/// What the approval page shows: the order, its lines with their proofs.
#[derive(Serialize, ToSchema)]
pub struct ApprovalPageDto {
    pub order: OrderDto,
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineDto>,
    pub shipping: Option<ApprovalBuyerDto>,
    /// While a proof waits: 'Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.'
    /// (the delivery promise if approved in time); `null` otherwise.
    #[serde(rename = "approvalPromise")]
    pub approval_promise: Option<String>,
}

/// The version the approver saw (`version`, or its PDF's `sha256`); an
/// admin approving on the customer's behalf also says how the customer
/// approved.
#[derive(Deserialize, ToSchema, Default)]
pub struct ApproveBody {
    #[serde(default)]
    pub note: Option<String>,
    /// The version number the page showed.
    #[serde(default)]
    #[schema(minimum = 1)]
    pub version: Option<i32>,
    /// Or the SHA-256 of the PDF the page showed, hex.
    #[serde(default)]
    #[schema(max_length = 64)]
    pub sha256: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ApprovedDto {
    pub message: String,
    /// `Approved` once every design line is approved, else `Processing`.
    #[serde(rename = "orderStatus")]
    pub order_status: &'static str,
    pub proof: ProofDto,
}

/// The design fields of a card or bottle-opener line, as in `create-order`.
#[derive(Deserialize, ToSchema)]
pub struct ReviseBody {
    #[serde(default)]
    pub template: String,
    #[serde(default)]
    pub address: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub url: String,
    #[serde(rename = "cardLogo", alias = "logo", default)]
    pub card_logo: String,
    #[serde(default)]
    pub remarks: String,
}

#[derive(Serialize, ToSchema)]
pub struct RevisedDto {
    pub message: String,
    pub proof: ProofDto,
}

#[derive(Serialize, ToSchema)]
pub struct CancelledDto {
    pub message: String,
    #[serde(rename = "orderStatus")]
    pub order_status: &'static str,
}

#[derive(Serialize, ToSchema)]
pub struct ApprovedOrdersDto {
    /// Every order going ahead whose proofs are all approved, the earliest
    /// promised shipping day first.
    pub orders: Vec<ApprovedOrderDto>,
}

/// An approved order on the production page.
#[derive(Serialize, ToSchema)]
pub struct ApprovedOrderDto {
    #[serde(flatten)]
    pub row: OrderRowDto,
    /// 'Versand bis': the promised shipping day (YYYY-MM-DD).
    #[serde(rename = "shipBy")]
    pub ship_by: Option<String>,
    /// How that day stands today (German time): `late`, `today` or `upcoming`.
    #[serde(rename = "shipByState")]
    #[schema(value_type = Option<crate::dto::admin::ShipByStateName>)]
    pub ship_by_state: Option<&'static str>,
}

impl ApprovedOrderDto {
    /// `order` as seen on `today` (German).
    pub fn of(order: &shop_domain::Order, today: chrono::NaiveDate) -> Self {
        let ship_by = shop_domain::delivery_promise::ship_by(order, today);
        Self {
            row: OrderRowDto::from(order),
            ship_by: ship_by.map(|(day, _)| day.to_string()),
            ship_by_state: ship_by.map(|(_, state)| state.as_str()),
        }
    }
}

#[derive(Deserialize, ToSchema)]
pub struct StartProductionBody {
    #[serde(rename = "orderIds")]
    pub order_ids: Vec<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct StartedProductionDto {
    /// The orders moved to `InProduction` (those no longer approved are left out).
    #[serde(rename = "orderIds")]
    pub order_ids: Vec<i64>,
    pub message: String,
}

#[derive(Serialize, ToSchema)]
pub struct PaymentMethodsDto {
    /// The provider's names of the methods the shop takes, in order
    /// (`card` includes Apple Pay and Google Pay).
    pub methods: Vec<String>,
}
