//! The JSON shapes of the admin routes.

use serde::{Deserialize, Serialize};
use shop_domain::{Carrier, Shipment, ShippingAddress, TrackingNumber};
use shop_ports::{PageRequest, messages::ContactMessage, orders::BackOfficeFrom};
use utoipa::{IntoParams, ToSchema};

use crate::error::ApiError;

use super::{
    buyer::{BillingAddressBody, TaxCategoryName},
    order_cursor,
    orders::{OrderDto, OrderLineDto, iso},
    samples::SampleDto,
};

/// `page` and `limit` as sent; out-of-range values are clamped (page 0 or
/// below is page 1, limit 1..=100), so a list never fails on them.
#[derive(Deserialize, IntoParams)]
pub struct PageQuery {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// How the orders list is sorted.
#[derive(Deserialize, ToSchema, Clone, Copy, Default)]
pub enum OrdersSort {
    /// Newest first (the default).
    #[default]
    #[serde(rename = "newest")]
    Newest,
    /// 'Versand bis': those still to ship first, the earliest promised shipping day first.
    #[serde(rename = "shipBy")]
    ShipBy,
}

impl From<OrdersSort> for shop_ports::orders::BackOfficeSort {
    fn from(sort: OrdersSort) -> Self {
        match sort {
            OrdersSort::Newest => Self::Newest,
            OrdersSort::ShipBy => Self::ShipBy,
        }
    }
}

/// A page of the orders list, sorted as asked.
#[derive(Deserialize, IntoParams)]
pub struct OrdersQuery {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// `newest` (the default) or `shipBy`.
    #[param(inline)]
    pub sort: Option<OrdersSort>,
    /// A previous answer's `nextCursor`: the page right after it, however deep,
    /// without the database skipping rows; `page` is then only shown back.
    pub after: Option<String>,
}

impl OrdersQuery {
    pub fn request(&self, default_limit: u32) -> PageRequest {
        PageQuery {
            page: self.page,
            limit: self.limit,
        }
        .request(default_limit)
    }

    /// Where the page starts: after the cursor's order, or at `page`.
    ///
    /// # Errors
    /// 400 for a cursor this sort did not write.
    pub fn start(&self, default_limit: u32) -> Result<BackOfficeFrom, ApiError> {
        let page = self.request(default_limit);
        Ok(match &self.after {
            Some(cursor) => BackOfficeFrom::After {
                last: order_cursor::decode(cursor, self.sort.unwrap_or_default().into())?,
                limit: page.limit(),
            },
            None => BackOfficeFrom::Page(page),
        })
    }
}

/// Where an order still to ship stands against its promised day, as the wire names it.
#[derive(ToSchema)]
#[schema(as = ShipByState, rename_all = "lowercase")]
#[allow(dead_code)]
pub enum ShipByStateName {
    Late,
    Today,
    Upcoming,
}

/// 'Termintreue (90 Tage)'.
#[derive(Serialize, ToSchema)]
pub struct OnTimeDto {
    /// The share of the orders shipped in the last 90 days that left on or
    /// before their promised day, in whole percent (rounded down); `null`
    /// when none shipped.
    pub percent: Option<u8>,
    /// How many shipped in those 90 days with a promised day.
    pub shipped: usize,
}

#[derive(Serialize, ToSchema)]
pub struct OrdersPage {
    pub orders: Vec<ListedOrderDto>,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    #[serde(rename = "currentPage")]
    pub current_page: u32,
    /// The cursor of the next page (`after`), null on the last page.
    #[serde(rename = "nextCursor")]
    pub next_cursor: Option<String>,
}

/// An order of the back office's list.
#[derive(Serialize, ToSchema)]
pub struct ListedOrderDto {
    #[serde(flatten)]
    pub order: OrderDto,
    /// The buyer's company, from the shipping data; `null` without any.
    #[serde(rename = "companyName")]
    pub company_name: Option<String>,
    /// 'Versand bis': the promised shipping day (YYYY-MM-DD) while the
    /// order is still to ship; `null` once shipped, delivered or cancelled.
    #[serde(rename = "shipBy")]
    pub ship_by: Option<String>,
    /// How that day stands today (German time): `late`, `today` or `upcoming`.
    #[serde(rename = "shipByState")]
    #[schema(value_type = Option<ShipByStateName>)]
    pub ship_by_state: Option<&'static str>,
}

impl ListedOrderDto {
    /// `listed` as seen on `today` (German).
    pub fn of(listed: &shop_app::back_office::ListedOrder, today: chrono::NaiveDate) -> Self {
        let ship_by = shop_domain::delivery_promise::ship_by(&listed.order, today);
        Self {
            order: OrderDto::from(&listed.order),
            company_name: listed.company.clone(),
            ship_by: ship_by.map(|(day, _)| day.to_string()),
            ship_by_state: ship_by.map(|(_, state)| state.as_str()),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct OrderRowDto {
    #[serde(flatten)]
    pub order: OrderDto,
    /// VAT-free sum of the lines, in cents.
    #[serde(rename = "netAmount")]
    pub net_amount: i64,
    #[serde(rename = "vatAmount")]
    pub vat_amount: i64,
    #[serde(rename = "userId")]
    pub user_id: Option<i64>,
    /// ISO 8601, UTC.
    #[serde(rename = "paymentTime")]
    pub payment_time: Option<String>,
    #[serde(rename = "shippingDate")]
    pub shipping_date: Option<String>,
    /// The money arrived after the order was cancelled: refund it, ship nothing.
    #[serde(rename = "paidAfterCancellation")]
    pub paid_after_cancellation: bool,
}

impl From<&shop_domain::Order> for OrderRowDto {
    fn from(order: &shop_domain::Order) -> Self {
        Self {
            order: OrderDto::from(order),
            net_amount: order.totals.net.get(),
            vat_amount: order.totals.vat.get(),
            user_id: order.user_id.map(shop_domain::UserId::get),
            payment_time: order.paid_at.map(iso),
            shipping_date: order
                .shipping_date
                .map(|date| date.format("%Y-%m-%d").to_string()),
            paid_after_cancellation: order.paid_after_cancellation,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ShippingDataDto {
    #[serde(rename = "responsableName")]
    pub responsable_name: String,
    #[serde(rename = "companyName")]
    pub company_name: String,
    pub email: String,
    #[serde(rename = "phoneNumber")]
    pub phone_number: String,
    #[serde(rename = "shippingAddress")]
    pub shipping_address: String,
    #[serde(rename = "zipCode")]
    pub zip_code: String,
    pub city: String,
    /// The buyer's USt-IdNr., when given at checkout.
    #[serde(rename = "vatId")]
    pub vat_id: Option<String>,
    /// The buyer's own order reference, when given at checkout.
    #[serde(rename = "orderReference")]
    pub order_reference: Option<String>,
    /// Where the goods go: ISO 3166-1 alpha-2.
    pub country: String,
}

#[derive(Serialize, ToSchema)]
pub struct OrderDetailsDto {
    /// The statuses the back office may give the order now; empty when none.
    #[serde(rename = "allowedStatuses")]
    pub allowed_statuses: Vec<String>,
    #[serde(rename = "orderRow")]
    pub order_row: OrderRowDto,
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineDto>,
    #[serde(rename = "shippingDataRow")]
    pub shipping_data_row: Option<ShippingDataDto>,
    /// Whether each card line's printed QR code reads back as its URL,
    /// checked on its proof when the order was paid; empty until then.
    #[serde(rename = "qrChecks")]
    pub qr_checks: Vec<QrCheckDto>,
    /// The order is paid but its invoice could not be issued yet; its job
    /// tries again.
    #[serde(rename = "invoiceFailed")]
    pub invoice_failed: bool,
    /// What failed for good in the work after the order's commit, one
    /// German sentence per kind of job, e.g. 'Rechnung konnte nicht
    /// erstellt werden – bitte prüfen'; empty when nothing did.
    #[serde(rename = "jobProblems")]
    pub job_problems: Vec<String>,
    /// Bought on invoice: what it has received; `null` for an order paid up front.
    #[serde(rename = "invoicePayments")]
    pub invoice_payments: Option<super::invoice_terms::InvoicePaymentsDto>,
    /// Bought on invoice: the reminder and dunning letters sent for its
    /// unpaid invoice, oldest first; empty otherwise.
    #[serde(rename = "invoiceLetters")]
    pub invoice_letters: Vec<super::invoice_terms::InvoiceLetterDto>,
    /// Bought on invoice: its invoice's due date (YYYY-MM-DD) once issued.
    #[serde(rename = "invoiceDueOn")]
    pub invoice_due_on: Option<String>,
    /// When the buyer confirmed ordering as a business (§ 14 BGB), ISO 8601
    /// UTC; `null`: not confirmed ('Nicht bestätigt').
    #[serde(rename = "businessBuyerConfirmedAt")]
    pub business_buyer_confirmed_at: Option<String>,
    /// The AGB version the buyer accepted; `null` for orders before versions were kept.
    #[serde(rename = "termsVersion")]
    pub terms_version: Option<String>,
    /// `S` (19 %) or `K` (tax-exempt intra-community supply).
    #[serde(rename = "taxCategory")]
    #[schema(value_type = TaxCategoryName)]
    pub tax_category: &'static str,
    /// Whom the invoice is addressed to, when not the delivery address.
    #[serde(rename = "billingAddress")]
    pub billing_address: Option<BillingAddressBody>,
    /// The tax office's confirmation of the buyer's foreign USt-IdNr.
    #[serde(rename = "vatIdCheck")]
    pub vat_id_check: Option<VatIdCheckDto>,
}

/// The evidence of a confirmed foreign USt-IdNr.
#[derive(Serialize, ToSchema)]
pub struct VatIdCheckDto {
    #[serde(rename = "vatId")]
    pub vat_id: String,
    /// ISO 8601, UTC.
    #[serde(rename = "checkedAt")]
    pub checked_at: String,
    /// The tax office's status code (`evatr-0000`).
    pub status: String,
    /// A, B, C or D per field: name, street, postal code, city.
    #[serde(rename = "nameMatch")]
    pub name_match: Option<&'static str>,
    #[serde(rename = "streetMatch")]
    pub street_match: Option<&'static str>,
    #[serde(rename = "zipCodeMatch")]
    pub zip_code_match: Option<&'static str>,
    #[serde(rename = "cityMatch")]
    pub city_match: Option<&'static str>,
    /// SHA-256 of the answer as received, lowercase hex.
    #[serde(rename = "answerSha256")]
    pub answer_sha256: String,
}

impl From<&shop_domain::VatEvidence> for VatIdCheckDto {
    fn from(evidence: &shop_domain::VatEvidence) -> Self {
        let code =
            |field: Option<shop_domain::FieldMatch>| field.map(shop_domain::FieldMatch::code);
        Self {
            vat_id: evidence.vat_id.to_string(),
            checked_at: super::orders::iso(evidence.checked_at),
            status: evidence.answer.status.clone(),
            name_match: code(evidence.answer.name),
            street_match: code(evidence.answer.street),
            zip_code_match: code(evidence.answer.zip_code),
            city_match: code(evidence.answer.city),
            answer_sha256: evidence.body_sha256.clone(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct QrCheckDto {
    #[serde(rename = "orderLineId")]
    pub order_line_id: i64,
    /// The code decoded to exactly `expected` at 600 and at 150 dpi.
    pub readable: bool,
    /// The text the code must carry (the card's URL with its scheme).
    pub expected: String,
    /// ISO 8601, UTC.
    #[serde(rename = "checkedAt")]
    pub checked_at: String,
}

#[derive(Deserialize, IntoParams)]
pub struct OrderIdQuery {
    #[param(rename = "order_id")]
    pub order_id: i64,
}

#[derive(Deserialize, ToSchema)]
pub struct OrderUpdate {
    /// One of `allowedStatuses` of the order's details: `InProduction`,
    /// `Shipped`, `Delivered` or `Cancelled` (never `Approved`: the
    /// customer's last approval sets it).
    #[serde(rename = "orderStatus")]
    pub order_status: String,
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// Only with `Shipped`: `DHL`, `DPD`, `Hermes`, `UPS`, `GLS` or `Deutsche Post`.
    #[serde(default)]
    pub carrier: Option<String>,
    /// Only with `Shipped`: 1–40 letters, digits, spaces and hyphens.
    #[serde(rename = "trackingNumber", default)]
    pub tracking_number: Option<String>,
}

impl OrderUpdate {
    /// The parcel named, if any (empty fields count as not given).
    ///
    /// # Errors
    /// [`ApiError::Unprocessable`] for an unknown carrier or a malformed number.
    pub fn shipment(&self) -> Result<Option<Shipment>, ApiError> {
        let given = |value: &Option<String>| {
            value
                .as_deref()
                .map(str::trim)
                .filter(|value| !value.is_empty())
                .map(str::to_owned)
        };
        let (carrier, number) = (given(&self.carrier), given(&self.tracking_number));
        if carrier.is_none() && number.is_none() {
            return Ok(None);
        }
        let unprocessable =
            |error: &dyn std::fmt::Display| ApiError::Unprocessable(error.to_string());
        Ok(Some(Shipment {
            carrier: carrier
                .as_deref()
                .map(Carrier::parse)
                .transpose()
                .map_err(|error| unprocessable(&error))?,
            tracking_number: number
                .as_deref()
                .map(TrackingNumber::parse)
                .transpose()
                .map_err(|error| unprocessable(&error))?,
        }))
    }
}

/// The spec's client sends `{"orderUpdate": {...}}`; the bare object is accepted too.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub enum UpdateStatusBody {
    Wrapped {
        #[serde(rename = "orderUpdate")]
        order_update: OrderUpdate,
    },
    Plain(OrderUpdate),
}

#[derive(Serialize, ToSchema)]
pub struct UpdatedStatus {
    #[serde(rename = "orderStatus")]
    pub order_status: &'static str,
    pub message: String,
}

#[derive(Deserialize, ToSchema)]
pub struct SampleFields {
    #[serde(rename = "musterNumber", default)]
    pub muster_number: String,
    #[serde(rename = "restaurentName", default)]
    pub restaurent_name: String,
    /// URL returned by `POST /api/images`.
    #[serde(rename = "sampleImage", default)]
    pub sample_image: String,
}

/// The spec's client sends `{"sample": {...}}`; the bare object is accepted too.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub enum SaveSampleBody {
    Wrapped { sample: SampleFields },
    Plain(SampleFields),
}

#[derive(Serialize, ToSchema)]
pub struct SamplesPage {
    pub samples: Vec<SampleDto>,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    #[serde(rename = "currentPage")]
    pub current_page: u32,
}

#[derive(Deserialize, IntoParams)]
pub struct SampleIdQuery {
    #[serde(rename = "sampleId")]
    #[param(rename = "sampleId")]
    pub sample_id: i64,
}

#[derive(Serialize, ToSchema)]
pub struct MessageDto {
    #[serde(rename = "messageId")]
    pub message_id: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    /// Plain text as the sender wrote it; show it as text, never as HTML.
    pub message: String,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct MessagesPage {
    pub messages: Vec<MessageDto>,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    #[serde(rename = "currentPage")]
    pub current_page: u32,
}

impl PageQuery {
    pub fn request(&self, default_limit: u32) -> PageRequest {
        let clamp =
            |raw: Option<i64>| raw.map(|value| u32::try_from(value.max(0)).unwrap_or(u32::MAX));
        PageRequest::new(clamp(self.page), clamp(self.limit), default_limit)
    }
}

impl From<ContactMessage> for MessageDto {
    fn from(message: ContactMessage) -> Self {
        Self {
            message_id: message.id,
            name: message.name,
            email: message.email,
            phone: message.phone,
            message: message.message,
            created_at: iso(message.created_at),
        }
    }
}

impl From<ShippingAddress> for ShippingDataDto {
    fn from(address: ShippingAddress) -> Self {
        Self {
            responsable_name: address.contact_person.to_string(),
            company_name: address.company.to_string(),
            email: address.email.to_string(),
            phone_number: address.phone.to_string(),
            shipping_address: address.street.to_string(),
            zip_code: address.zip_code.to_string(),
            city: address.city.to_string(),
            vat_id: address.vat_id.map(|id| id.to_string()),
            order_reference: address
                .order_reference
                .map(|reference| reference.to_string()),
            country: address.country.code().to_owned(),
        }
    }
}
