//! The order tables' rows as diesel reads them, and how each becomes the
//! domain's value (a stored value that breaks a rule is reported as corrupt).

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::{
    CardsPerPack, Carrier, Cents, LineDesign, NewOrderLine, OnInvoice, Order, OrderId, OrderLine,
    OrderLineId, OrderStatus, OrderSteps, OrderType, PaymentStatus, Processing, ProductId,
    Quantity, Remarks, Shipment, ShippingAddress, ShippingForm, TaxCategory, Totals,
    TrackingNumber, UserId, express::Express, voucher::VoucherCode,
};
use shop_ports::StoreError;

use super::line_design::{DesignColumns, design_of, optional, parsed};
use crate::errors::corrupt;

#[derive(Queryable)]
pub(super) struct OrderRow {
    id: i64,
    user_id: Option<i64>,
    order_type: String,
    order_status: String,
    payment_status: String,
    net_cents: i64,
    vat_cents: i64,
    shipping_cents: i64,
    total_cents: i64,
    created_at: NaiveDateTime,
    paid_at: Option<NaiveDateTime>,
    shipping_date: Option<NaiveDate>,
    /// Derived from the rest by the domain; only the list query reads it.
    _listed_in_back_office: bool,
    paid_after_cancellation: bool,
    refunded_at: Option<NaiveDateTime>,
    confirmed_at: Option<NaiveDateTime>,
    proof_ready_at: Option<NaiveDateTime>,
    approved_at: Option<NaiveDateTime>,
    in_production_at: Option<NaiveDateTime>,
    shipped_at: Option<NaiveDateTime>,
    delivered_at: Option<NaiveDateTime>,
    cancelled_at: Option<NaiveDateTime>,
    carrier: Option<String>,
    tracking_number: Option<String>,
    approval_reminded_at: Option<NaiveDateTime>,
    voucher_code: Option<String>,
    discount_cents: i64,
    cancelling_since: Option<NaiveDateTime>,
    tax_category: String,
    payment_method: String,
    invoice_days: Option<i32>,
    invoice_due_on: Option<NaiveDate>,
}

/// An order's row in `order_express`.
#[derive(Queryable)]
pub(super) struct ExpressRow {
    _order_id: i64,
    surcharge_cents: i64,
    refunded_at: Option<NaiveDateTime>,
    /// The provider's refund of the surcharge, kept for the accounts.
    _refund_id: Option<String>,
}

/// An order's row with its express surcharge, as every order query reads it.
pub(super) type OrderWithExpress = (OrderRow, Option<ExpressRow>);

impl OrderRow {
    fn shipment(&self) -> Result<Option<Shipment>, StoreError> {
        if self.carrier.is_none() && self.tracking_number.is_none() {
            return Ok(None);
        }
        Ok(Some(Shipment {
            carrier: self
                .carrier
                .as_deref()
                .map(Carrier::parse)
                .transpose()
                .map_err(|e| corrupt("carrier", e))?,
            tracking_number: self
                .tracking_number
                .as_deref()
                .map(TrackingNumber::parse)
                .transpose()
                .map_err(|e| corrupt("tracking number", e))?,
        }))
    }
}

impl OrderRow {
    /// How an order bought on invoice is paid; `None` for one paid up front.
    fn on_invoice(&self) -> Result<Option<OnInvoice>, StoreError> {
        match (self.payment_method.as_str(), self.invoice_days) {
            (PAID_UP_FRONT, None) => Ok(None),
            (ON_INVOICE, Some(days)) => Ok(Some(OnInvoice {
                days: u16::try_from(days).map_err(|_| corrupt("invoice days", days))?,
                due_on: self.invoice_due_on,
            })),
            (method, _) => Err(corrupt("payment method", method)),
        }
    }
}

/// `orders.payment_method` of an order paid up front (card and the
/// provider's other methods), and of one bought on invoice.
pub(super) const PAID_UP_FRONT: &str = "card";
pub(super) const ON_INVOICE: &str = "invoice";

impl OrderRow {
    pub(super) fn id(&self) -> i64 {
        self.id
    }
}

/// The order a row (with its express surcharge) holds; a stored value that
/// breaks a rule is reported as corrupt.
pub(super) fn order_of((row, express): OrderWithExpress) -> Result<Order, StoreError> {
    let steps = OrderSteps {
        confirmed_at: row.confirmed_at,
        proof_ready_at: row.proof_ready_at,
        approved_at: row.approved_at,
        in_production_at: row.in_production_at,
        shipped_at: row.shipped_at,
        delivered_at: row.delivered_at,
        cancelled_at: row.cancelled_at,
        shipment: row.shipment()?,
        approval_reminded_at: row.approval_reminded_at,
        cancelling_since: row.cancelling_since,
    };
    Ok(Order {
        id: OrderId::new(row.id),
        user_id: row.user_id.map(UserId::new),
        order_type: OrderType::parse(&row.order_type).map_err(|e| corrupt("order type", e))?,
        order_status: OrderStatus::parse(&row.order_status)
            .map_err(|e| corrupt("order status", e))?,
        payment_status: PaymentStatus::parse(&row.payment_status)
            .map_err(|e| corrupt("payment status", e))?,
        totals: Totals {
            net: Cents::new(row.net_cents),
            discount: Cents::new(row.discount_cents),
            vat: Cents::new(row.vat_cents),
            shipping: Cents::new(row.shipping_cents),
            gross: Cents::new(row.total_cents),
            category: TaxCategory::parse(&row.tax_category)
                .ok_or_else(|| corrupt("tax category", &row.tax_category))?,
        },
        voucher_code: row
            .voucher_code
            .as_deref()
            .map(VoucherCode::parse)
            .transpose()
            .map_err(|e| corrupt("voucher code", e))?,
        created_at: row.created_at,
        paid_at: row.paid_at,
        shipping_date: row.shipping_date,
        paid_after_cancellation: row.paid_after_cancellation,
        refunded_at: row.refunded_at,
        on_invoice: row.on_invoice()?,
        express: express.map(|express| Express {
            surcharge: Cents::new(express.surcharge_cents),
            refunded_at: express.refunded_at,
        }),
        steps,
    })
}

#[derive(Queryable)]
pub(super) struct LineRow {
    id: i64,
    order_id: i64,
    product_id: i64,
    _product_type: String,
    name: String,
    unit_price_cents: i64,
    quantity: i32,
    processing_type: String,
    remarks: String,
    muster_number: String,
    template: String,
    address: String,
    phone: String,
    url: String,
    card_logo: String,
    kind: String,
    cards_per_pack: i32,
}

impl LineRow {
    fn design(&self) -> Result<LineDesign, StoreError> {
        design_of(
            &self.kind,
            &DesignColumns {
                template: &self.template,
                address: &self.address,
                phone: &self.phone,
                url: &self.url,
                logo: &self.card_logo,
                sample_number: &self.muster_number,
            },
        )
    }
}

impl TryFrom<LineRow> for OrderLine {
    type Error = StoreError;
    fn try_from(row: LineRow) -> Result<Self, StoreError> {
        let design = row.design()?;
        Ok(OrderLine {
            id: OrderLineId::new(row.id),
            order_id: OrderId::new(row.order_id),
            line: NewOrderLine {
                product_id: parsed("line product", ProductId::parse(row.product_id))?,
                name: row.name,
                unit_price: Cents::new(row.unit_price_cents),
                quantity: parsed("line quantity", Quantity::new(i64::from(row.quantity)))?,
                processing: optional("line processing", &row.processing_type, Processing::parse)?,
                remarks: parsed("line remarks", Remarks::parse(&row.remarks))?,
                design,
                cards_per_pack: parsed(
                    "line cards per pack",
                    CardsPerPack::parse(i64::from(row.cards_per_pack)),
                )?,
            },
        })
    }
}

#[derive(Queryable)]
pub(super) struct ShippingRow {
    _order_id: i64,
    contact_person: String,
    company: String,
    email: String,
    phone: String,
    street: String,
    zip_code: String,
    city: String,
    vat_id: Option<String>,
    order_reference: Option<String>,
    country: String,
    // The billing address: read by `order_buyers`.
    _billing_legal_name: Option<String>,
    _billing_street: Option<String>,
    _billing_zip_code: Option<String>,
    _billing_city: Option<String>,
    _billing_country: Option<String>,
}

impl TryFrom<ShippingRow> for ShippingAddress {
    type Error = StoreError;
    fn try_from(row: ShippingRow) -> Result<Self, StoreError> {
        parsed(
            "shipping data",
            ShippingAddress::from_stored(ShippingForm {
                contact_person: &row.contact_person,
                company: &row.company,
                email: &row.email,
                phone: &row.phone,
                street: &row.street,
                zip_code: &row.zip_code,
                city: &row.city,
                country: &row.country,
                vat_id: row.vat_id.as_deref().unwrap_or_default(),
                order_reference: row.order_reference.as_deref().unwrap_or_default(),
            }),
        )
    }
}
