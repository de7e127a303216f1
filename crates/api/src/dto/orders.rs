//! The JSON shapes of the orders routes.

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use shop_app::qr_links::LinkView;
use shop_domain::{
    HostedImage, LineDesign, LineForm, Order, OrderLine, Shipment, WebsiteUrl,
    invoice_terms::PaymentMethod,
};
use shop_ports::production::ProofVersion;
use utoipa::{IntoParams, ToSchema};

use super::{
    buyer::{BillingAddressBody, TaxCategoryName, tax_category},
    proofs::ProofDto,
};

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
    /// `short` (also when absent): the printed QR code leads through the
    /// shop's short link, which its owner can point elsewhere later;
    /// `direct`: it encodes the address itself.
    #[serde(rename = "qrMode", default)]
    pub qr_mode: Option<String>,
    /// The short link (`qrLink` of an earlier order line of the signed-in
    /// account) to print again on this line instead of a new one; the line
    /// then keeps that link's current target. Only with `qrMode` `short`
    /// (or absent).
    #[serde(rename = "qrLink", default)]
    pub qr_link: Option<String>,
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
    /// Where the goods go: ISO 3166-1 alpha-2 of an EU member state; `DE`
    /// when absent. The postal code is checked for it.
    #[serde(default)]
    pub country: Option<String>,
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
    /// A discount code ('Aktionscode'), matched case-insensitively; the
    /// server computes the discount itself and reserves one use of the code.
    #[serde(rename = "voucherCode", default)]
    pub voucher_code: Option<String>,
    /// Whom the invoice is addressed to; absent or `null`: the delivery
    /// address and its `companyName`.
    #[serde(rename = "billingAddress", default)]
    pub billing_address: Option<BillingAddressBody>,
    /// The buyer confirms ordering as a business (§ 14 BGB); the time is
    /// stored with the order. Absent: not confirmed (the order is still taken).
    #[serde(rename = "businessBuyer", default)]
    pub business_buyer: Option<bool>,
    /// `card` (the default: a payment session follows) or `invoice`: bought
    /// on invoice by a signed-in account with terms; no payment session,
    /// the order goes ahead at once as `Invoiced`.
    #[serde(rename = "paymentMethod", default)]
    #[schema(value_type = Option<PaymentMethodName>)]
    pub payment_method: Option<String>,
    /// 'Express-Produktion': shipped on the first working day after payment
    /// and approval instead of the third, for `SHOP_EXPRESS_SURCHARGE_CENTS`
    /// (net) as a line of its own, given back when the shop ships late.
    #[serde(default)]
    pub express: Option<bool>,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedOrder {
    /// The new order's id.
    pub id: i64,
    /// What the customer pays in cents, VAT included, after any discount.
    #[serde(rename = "totalAmount")]
    pub total_amount: i64,
    /// Taken off the net subtotal by the discount code, in cents; 0 without one.
    #[serde(rename = "discountCents")]
    pub discount_cents: i64,
    /// The discount code the order was priced with (upper case).
    #[serde(rename = "voucherCode")]
    pub voucher_code: Option<String>,
    /// `S` (19 %) or `K` (tax-exempt intra-community supply), as decided.
    #[serde(rename = "taxCategory")]
    #[schema(value_type = TaxCategoryName)]
    pub tax_category: &'static str,
    /// The VAT in cents: 0 for `K`.
    #[serde(rename = "vatCents")]
    pub vat_cents: i64,
    /// `Pending` (a payment session follows) or `Invoiced` (bought on invoice).
    #[serde(rename = "payementStatus")]
    #[schema(value_type = PaymentStatusName)]
    pub payement_status: &'static str,
    /// 'Express-Produktion': its net surcharge in cents; `null` without.
    #[serde(rename = "expressSurcharge")]
    pub express_surcharge: Option<i64>,
    pub message: String,
}

impl CreatedOrder {
    pub fn of(order: &Order, message: &str) -> Self {
        Self {
            id: order.id.get(),
            total_amount: order.totals.gross.get(),
            discount_cents: order.totals.discount.get(),
            voucher_code: voucher_code_of(order),
            tax_category: tax_category(&order.totals),
            vat_cents: order.totals.vat.get(),
            payement_status: order.payment_status.as_str(),
            express_surcharge: order.express.map(|express| express.surcharge.get()),
            message: message.to_owned(),
        }
    }
}

/// The order's discount code as the answers show it.
pub fn voucher_code_of(order: &Order) -> Option<String> {
    order
        .voucher_code
        .as_ref()
        .map(|code| code.as_str().to_owned())
}

impl From<OrderLineBody> for LineForm {
    fn from(line: OrderLineBody) -> Self {
        LineForm {
            product_id: line.product_id,
            product_type: line.product_type,
            quantity: line.qte,
            processing: line.processing_type,
            remarks: line.remarks,
            sample_number: line.muster_number,
            template: line.template,
            address: line.address,
            phone: line.phone,
            url: line.url,
            logo: line.card_logo,
        }
    }
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
    /// `Pending`, `Processing` (a payment that takes days, e.g. SEPA direct
    /// debit, is on its way: stop asking), `Paid` or `Failed`.
    #[serde(rename = "payementStatus")]
    #[schema(value_type = PaymentStatusName)]
    pub payement_status: String,
    /// Total in cents, VAT included, after any discount.
    #[serde(rename = "orderTotal")]
    pub order_total: i64,
    /// Taken off the net subtotal by the discount code, in cents; 0 without one.
    #[serde(rename = "discountCents")]
    pub discount_cents: i64,
    /// The discount code the order was priced with.
    #[serde(rename = "voucherCode")]
    pub voucher_code: Option<String>,
    /// Expected shipping date (YYYY-MM-DD) once paid.
    #[serde(rename = "shippingDate")]
    pub shipping_date: Option<String>,
    /// When the payment arrived (ISO 8601, UTC).
    #[serde(rename = "paymentTime")]
    pub payment_time: Option<String>,
    /// Paid, and printing waits for the proof approval: the confirmation
    /// page sends the buyer to it ('Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe.').
    #[serde(rename = "awaitsApproval")]
    pub awaits_approval: bool,
    /// `S` (the total holds 19 % VAT) or `K` (tax-exempt intra-community supply).
    #[serde(rename = "taxCategory")]
    #[schema(value_type = TaxCategoryName)]
    pub tax_category: &'static str,
}

/// The names `orderStatus` takes (the domain's `OrderStatus::ALL`).
#[derive(ToSchema)]
#[allow(dead_code)] // Only its schema is used: the field itself is the domain's name.
pub enum OrderStatusName {
    Processing,
    Approved,
    InProduction,
    Shipped,
    Delivered,
    Cancelled,
}

/// The names `payementStatus` takes (the domain's `PaymentStatus::ALL`).
#[derive(ToSchema)]
#[allow(dead_code)] // Only its schema is used: the field itself is the domain's name.
pub enum PaymentStatusName {
    Pending,
    Processing,
    Paid,
    Failed,
    /// Bought on invoice, not yet paid in full: 'Offen – fällig am {Datum}'.
    Invoiced,
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
    #[schema(value_type = OrderStatusName)]
    pub order_status: String,
    #[serde(rename = "payementStatus")]
    #[schema(value_type = PaymentStatusName)]
    pub payement_status: String,
    /// Cents, VAT included, after any discount.
    #[serde(rename = "totalAmount")]
    pub total_amount: i64,
    /// Taken off the net subtotal by the discount code, in cents; 0 without
    /// one. Shown as 'Rabatt (Aktionscode {CODE})'.
    #[serde(rename = "discountCents")]
    pub discount_cents: i64,
    /// The discount code the order was priced with.
    #[serde(rename = "voucherCode")]
    pub voucher_code: Option<String>,
    /// When a cancelled paid order's payment was given back (ISO 8601, UTC);
    /// such an order has a credit note beside its invoice.
    #[serde(rename = "refundedAt")]
    pub refunded_at: Option<String>,
    /// The steps reached after the payment, oldest first.
    pub timeline: Vec<TimelineEntryDto>,
    /// Until when the buyer may cancel (ISO 8601, UTC): 24 hours after the
    /// order confirmation, while not yet in production; `null` otherwise.
    #[serde(rename = "cancellableUntil")]
    pub cancellable_until: Option<String>,
    /// `DHL`, `DPD`, `Hermes`, `UPS`, `GLS` or `Deutsche Post`, once shipped.
    pub carrier: Option<String>,
    #[serde(rename = "trackingNumber")]
    pub tracking_number: Option<String>,
    /// The carrier's tracking page for the parcel.
    #[serde(rename = "trackingUrl")]
    pub tracking_url: Option<String>,
    /// Paid, and printing waits for the customer's proof approval ('Wartet auf Ihre Freigabe').
    #[serde(rename = "awaitingApproval")]
    pub awaiting_approval: bool,
    /// `S` (19 %) or `K` (tax-exempt intra-community supply).
    #[serde(rename = "taxCategory")]
    #[schema(value_type = TaxCategoryName)]
    pub tax_category: &'static str,
    /// The VAT in cents: 0 for `K`.
    #[serde(rename = "vatCents")]
    pub vat_cents: i64,
    /// Paid up front (`card`, also the provider's other methods) or bought on invoice.
    #[serde(rename = "paymentMethod")]
    #[schema(value_type = PaymentMethodName)]
    pub payment_method: &'static str,
    /// Bought on invoice: its invoice's due date (YYYY-MM-DD) once issued.
    #[serde(rename = "invoiceDueOn")]
    pub invoice_due_on: Option<String>,
    /// Bought on invoice: the day it was paid in full (YYYY-MM-DD).
    #[serde(rename = "paidOn")]
    pub paid_on: Option<String>,
    /// 'Express-Produktion': its net surcharge in cents (a line of its
    /// own); `null` for an order at the usual pace.
    #[serde(rename = "expressSurcharge")]
    pub express_surcharge: Option<i64>,
    /// When the express surcharge was given back (ISO 8601, UTC): the order
    /// shipped after its promised day.
    #[serde(rename = "expressRefundedAt")]
    pub express_refunded_at: Option<String>,
}

/// How an order is paid: `card` (up front through the payment provider) or `invoice`.
#[derive(ToSchema)]
#[schema(as = PaymentMethodName, rename_all = "lowercase")]
#[allow(dead_code)] // Only its schema is used: the field itself is the domain's name.
pub enum PaymentMethodName {
    Card,
    Invoice,
}

/// How an order bought on invoice stands, as its lists show it.
pub fn invoice_dates(order: &Order) -> (&'static str, Option<String>, Option<String>) {
    match order.on_invoice {
        Some(terms) => (
            PaymentMethod::Invoice.as_str(),
            terms.due_on.map(|day| day.to_string()),
            order.paid_at.map(|at| at.date().to_string()),
        ),
        None => (PaymentMethod::Card.as_str(), None, None),
    }
}

#[derive(Serialize, ToSchema)]
pub struct TimelineEntryDto {
    /// `paid`, `proofReady`, `approved`, `inProduction`, `shipped`, `delivered` or `cancelled`.
    pub step: &'static str,
    /// ISO 8601, UTC.
    pub at: String,
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
    /// The proof versions of a card or bottle opener; `null` for a sample pack.
    pub proof: Option<ProofDto>,
    /// The short link its printed QR code encodes; `null` for a direct QR
    /// code or a line without one.
    #[serde(rename = "qrLink")]
    pub qr_link: Option<String>,
    /// Where the short link leads now.
    #[serde(rename = "qrTarget")]
    pub qr_target: Option<String>,
    /// The short link's scans in all.
    #[serde(rename = "qrScans")]
    pub qr_scans: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct OrderLinesDto {
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineDto>,
}

impl From<&Order> for OrderDto {
    fn from(order: &Order) -> Self {
        let shipment = order.steps.shipment.as_ref();
        let (payment_method, invoice_due_on, paid_on) = invoice_dates(order);
        Self {
            order_id: order.id.get(),
            order_date: iso(order.created_at),
            order_type: order.order_type.as_str().to_owned(),
            order_status: order.order_status.as_str().to_owned(),
            payement_status: order.payment_status.as_str().to_owned(),
            total_amount: order.totals.gross.get(),
            discount_cents: order.totals.discount.get(),
            voucher_code: voucher_code_of(order),
            refunded_at: order.refunded_at.map(iso),
            timeline: order
                .steps
                .timeline(order.paid_at)
                .into_iter()
                .map(|(step, at)| TimelineEntryDto {
                    step: step.as_str(),
                    at: iso(at),
                })
                .collect(),
            cancellable_until: order.cancellable_until().map(iso),
            carrier: shipment
                .and_then(|shipment| shipment.carrier)
                .map(|carrier| carrier.as_str().to_owned()),
            tracking_number: shipment
                .and_then(|shipment| shipment.tracking_number.as_ref())
                .map(|number| number.as_str().to_owned()),
            tracking_url: shipment.and_then(Shipment::tracking_url),
            awaiting_approval: order.awaits_approval(),
            tax_category: tax_category(&order.totals),
            vat_cents: order.totals.vat.get(),
            payment_method,
            invoice_due_on,
            paid_on,
            express_surcharge: order.express.map(|express| express.surcharge.get()),
            express_refunded_at: order
                .express
                .and_then(|express| express.refunded_at)
                .map(iso),
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
pub fn line_dto(
    order: &Order,
    stored: OrderLine,
    versions: &[ProofVersion],
    links: &[LinkView],
) -> OrderLineDto {
    let proof = ProofDto::of(order, &stored, versions);
    let link = links
        .iter()
        .find(|view| view.link.order_line_id == Some(stored.id));
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
        proof,
        qr_link: link.map(|view| view.short_link.clone()),
        qr_target: link.map(|view| view.link.target.clone()),
        qr_scans: link.map(|view| view.total_scans),
    }
}

#[cfg(test)]
mod tests {
    use shop_domain::{OrderStatus, PaymentStatus};
    use utoipa::PartialSchema;

    use super::{OrderStatusName, PaymentStatusName};

    fn names(schema: utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>) -> Vec<String> {
        let json = serde_json::to_value(schema).unwrap();
        json["enum"]
            .as_array()
            .unwrap()
            .iter()
            .map(|name| name.as_str().unwrap().to_owned())
            .collect()
    }

    #[test]
    fn the_documented_status_names_are_the_domains() {
        assert_eq!(
            names(OrderStatusName::schema()),
            OrderStatus::ALL.map(|status| status.as_str().to_owned())
        );
        assert_eq!(
            names(PaymentStatusName::schema()),
            PaymentStatus::ALL.map(|status| status.as_str().to_owned())
        );
    }
}
