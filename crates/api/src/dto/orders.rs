//! The JSON shapes of the orders routes.

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use shop_domain::{HostedImage, LineDesign, Order, OrderLine, WebsiteUrl};
use utoipa::{IntoParams, ToSchema};

#[derive(Deserialize, ToSchema)]
pub struct OrderLineBody {
    #[serde(rename = "productId")]
    pub product_id: i64,
    /// `PrimeProd` or `MBNprod`; when sent it must match the product.
    #[serde(rename = "productType", default)]
    pub product_type: Option<String>,
    /// Quantity, 1 to 15.
    #[serde(alias = "quantity")]
    pub qte: i64,
    /// 'Magnete nicht einzeln verpackt' or 'Magnete einzeln in LDPE Tütchen verpackt'; empty for bottle openers.
    #[serde(rename = "processingType", default)]
    pub processing_type: String,
    #[serde(default)]
    pub remarks: String,
    #[serde(rename = "musterNumber", alias = "musterNum", default)]
    pub muster_number: String,
    /// Card template (baguette … tacos).
    #[serde(alias = "templateCat", default)]
    pub template: String,
    #[serde(default)]
    pub address: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub url: String,
    /// URL of the logo returned by `POST /api/images`.
    #[serde(rename = "cardLogo", alias = "logo", default)]
    pub card_logo: String,
    /// Ignored: the name comes from the catalogue.
    #[serde(default)]
    pub name: Option<String>,
    /// Ignored: every unit price is computed from the catalogue.
    #[serde(rename = "UnitPrice", default)]
    pub unit_price: Option<i64>,
    /// Ignored, like `UnitPrice` (the cart's name for it).
    #[serde(default)]
    pub price: Option<i64>,
}

#[derive(Deserialize, ToSchema)]
pub struct ShippingInfoBody {
    #[serde(rename = "responsableName", default)]
    pub responsable_name: String,
    #[serde(rename = "companyName", default)]
    pub company_name: String,
    #[serde(default)]
    pub email: String,
    #[serde(alias = "phoneNumber", default)]
    pub phone: String,
    #[serde(rename = "shippingAddress", default)]
    pub shipping_address: String,
    #[serde(rename = "zipCode", default)]
    pub zip_code: String,
    #[serde(default)]
    pub city: String,
    /// Optional USt-IdNr. for the invoice; empty or absent when not given.
    #[serde(rename = "vatId", default)]
    pub vat_id: Option<String>,
    /// Optional order reference of the buyer for the invoice.
    #[serde(rename = "orderReference", default)]
    pub order_reference: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct CreateOrderBody {
    /// `Normal` (the default), or `Costume` for a custom order an admin
    /// creates: it is mailed to `shippingInfo.email` with a payment link.
    #[serde(rename = "orderType", default)]
    pub order_type: Option<String>,
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineBody>,
    #[serde(rename = "shippingInfo")]
    pub shipping_info: ShippingInfoBody,
    /// `null` for a guest; when sent it must be the signed-in user.
    #[serde(rename = "userId", default)]
    pub user_id: Option<i64>,
    /// Ignored: totals are computed from the catalogue.
    #[serde(rename = "totalAmount", default)]
    pub total_amount: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedOrder {
    /// The new order's id.
    pub id: i64,
    /// What the customer pays in cents, VAT included.
    #[serde(rename = "totalAmount")]
    pub total_amount: i64,
    pub message: String,
}

/// One line of the client's `stripeOrderLine`; ignored by the server.
#[derive(Deserialize, ToSchema)]
pub struct ClientCheckoutLine {
    pub name: Option<String>,
    pub quantity: Option<i64>,
    pub price: Option<i64>,
}

#[derive(Deserialize, ToSchema)]
pub struct CreateCheckoutBody {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// Ignored: the payment is built from the stored order.
    #[serde(rename = "stripeOrderLine", default)]
    pub stripe_order_line: Option<Vec<ClientCheckoutLine>>,
}

#[derive(Serialize, ToSchema)]
pub struct CheckoutSessionDto {
    /// The payment provider's session id.
    pub id: String,
    /// Where the browser goes to pay.
    pub url: String,
}

#[derive(Deserialize, IntoParams)]
pub struct OrderQuery {
    #[param(rename = "order_id")]
    pub order_id: i64,
}

#[derive(Deserialize, IntoParams)]
pub struct UserOrdersQuery {
    /// Optional; when sent it must be the signed-in user.
    #[param(rename = "user_id")]
    pub user_id: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct PaymentStatusDto {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// `Pending` or `Paid`.
    #[serde(rename = "payementStatus")]
    pub payement_status: String,
    /// Total in cents, VAT included.
    #[serde(rename = "orderTotal")]
    pub order_total: i64,
    /// Expected shipping date (YYYY-MM-DD) once paid.
    #[serde(rename = "shippingDate")]
    pub shipping_date: Option<String>,
    /// When the payment arrived (ISO 8601, UTC).
    #[serde(rename = "paymentTime")]
    pub payment_time: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct OrderDto {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// ISO 8601, UTC.
    pub order_date: String,
    /// `Normal` or `Costume`.
    #[serde(rename = "orderType")]
    pub order_type: String,
    #[serde(rename = "orderStatus")]
    pub order_status: String,
    #[serde(rename = "payementStatus")]
    pub payement_status: String,
    /// Cents, VAT included.
    #[serde(rename = "totalAmount")]
    pub total_amount: i64,
    /// When a cancelled paid order's payment was given back (ISO 8601, UTC);
    /// such an order has a credit note beside its invoice.
    #[serde(rename = "refundedAt")]
    pub refunded_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct OrdersDto {
    pub orders: Vec<OrderDto>,
}

#[derive(Serialize, ToSchema)]
pub struct OrderLineDto {
    #[serde(rename = "orderLineId")]
    pub order_line_id: i64,
    #[serde(rename = "productId")]
    pub product_id: i64,
    #[serde(rename = "productType")]
    pub product_type: String,
    pub name: String,
    /// Net unit price in cents.
    #[serde(rename = "UnitPrice")]
    pub unit_price: i64,
    pub qte: u8,
    #[serde(rename = "processingType")]
    pub processing_type: String,
    #[serde(rename = "orderType")]
    pub order_type: String,
    pub remarks: String,
    #[serde(rename = "musterNumber")]
    pub muster_number: String,
    pub template: String,
    pub address: String,
    pub phone: String,
    pub url: String,
    #[serde(rename = "cardLogo")]
    pub card_logo: String,
}

#[derive(Serialize, ToSchema)]
pub struct OrderLinesDto {
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineDto>,
}

impl From<&Order> for OrderDto {
    fn from(order: &Order) -> Self {
        Self {
            order_id: order.id.get(),
            order_date: iso(order.created_at),
            order_type: order.order_type.as_str().to_owned(),
            order_status: order.order_status.as_str().to_owned(),
            payement_status: order.payment_status.as_str().to_owned(),
            total_amount: order.totals.gross.get(),
            refunded_at: order.refunded_at.map(iso),
        }
    }
}

/// A time as the API writes it: ISO 8601 in UTC, to the second.
pub fn iso(at: NaiveDateTime) -> String {
    at.and_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// A stored line in the spec's flat shape: the fields its design does not
/// have are empty.
pub fn line_dto(order: &Order, stored: OrderLine) -> OrderLineDto {
    let line = stored.line;
    let text = |value: Option<&str>| value.unwrap_or_default().to_owned();
    let (template, address, phone, sample_number) = match &line.design {
        LineDesign::Card(card) => (
            card.template.as_str().to_owned(),
            card.address.to_string(),
            card.phone.to_string(),
            String::new(),
        ),
        LineDesign::BottleOpener(_) => (String::new(), String::new(), String::new(), String::new()),
        LineDesign::SamplePack { sample_number } => (
            String::new(),
            String::new(),
            String::new(),
            sample_number.to_string(),
        ),
    };
    OrderLineDto {
        order_line_id: stored.id.get(),
        product_id: line.product_id.get(),
        product_type: line.product_type().as_str().to_owned(),
        unit_price: line.unit_price.get(),
        qte: line.quantity.get(),
        processing_type: line.processing_label().to_owned(),
        order_type: order.order_type.as_str().to_owned(),
        remarks: line.remarks.to_string(),
        muster_number: sample_number,
        template,
        address,
        phone,
        url: text(line.design.url().map(WebsiteUrl::as_str)),
        card_logo: text(line.design.logo().map(HostedImage::as_str)),
        name: line.name,
    }
}
