//! The JSON shapes of the discount-code routes.

use serde::{Deserialize, Serialize};
use shop_app::vouchers::Quote;
use shop_domain::voucher::DiscountRule;
use shop_ports::vouchers::{UseState, VoucherRecord};
use utoipa::ToSchema;

use super::buyer::{BillingAddressBody, TaxCategoryName};
use super::orders::{OrderLineBody, iso};

/// A new discount code. Exactly one of `percentOff` and `amountOffCents`.
#[derive(Deserialize, ToSchema)]
pub struct NewVoucherBody {
    /// 4 to 20 of A–Z, 0–9 and '-', matched case-insensitively.
    pub code: String,
    /// A whole percentage, 1 to 100, of the eligible lines' net subtotal.
    #[serde(rename = "percentOff", default)]
    pub percent_off: Option<i64>,
    /// Cents off the eligible lines' net subtotal (never more than they cost).
    #[serde(rename = "amountOffCents", default)]
    pub amount_off_cents: Option<i64>,
    /// First day it works (Europe/Berlin), `YYYY-MM-DD`.
    #[serde(rename = "validFrom", default)]
    pub valid_from: Option<String>,
    /// Last day it works (Europe/Berlin), `YYYY-MM-DD`.
    #[serde(rename = "validUntil", default)]
    pub valid_until: Option<String>,
    /// Uses in all; 1 when absent ("usable once unless authorised").
    #[serde(rename = "maxUses", default)]
    pub max_uses: Option<i64>,
    /// Uses per customer (an e-mail address; an account counts as the one it signed up with); 1 when absent.
    #[serde(rename = "maxUsesPerCustomer", default)]
    pub max_uses_per_customer: Option<i64>,
    /// The order's net subtotal must reach this many cents.
    #[serde(rename = "minOrderCents", default)]
    pub min_order_cents: Option<i64>,
    /// Only lines of this category count: 2 cards, 3 bottle openers.
    #[serde(rename = "categoryId", default)]
    pub category_id: Option<i64>,
}

/// One order holding a use of a code.
#[derive(Serialize, ToSchema)]
pub struct VoucherUseDto {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// `reserved` (placed, not paid yet) or `redeemed` (paid).
    pub state: &'static str,
}

/// A discount code as the back office lists it.
#[derive(Serialize, ToSchema)]
pub struct VoucherDto {
    pub code: String,
    #[serde(rename = "percentOff")]
    pub percent_off: Option<i64>,
    #[serde(rename = "amountOffCents")]
    pub amount_off_cents: Option<i64>,
    #[serde(rename = "validFrom")]
    pub valid_from: Option<String>,
    #[serde(rename = "validUntil")]
    pub valid_until: Option<String>,
    #[serde(rename = "maxUses")]
    pub max_uses: u32,
    #[serde(rename = "maxUsesPerCustomer")]
    pub max_uses_per_customer: u32,
    #[serde(rename = "minOrderCents")]
    pub min_order_cents: Option<i64>,
    #[serde(rename = "categoryId")]
    pub category_id: Option<i32>,
    pub active: bool,
    /// Uses by paid orders.
    pub redeemed: usize,
    /// Uses held by placed orders awaiting payment.
    pub reserved: usize,
    /// The orders holding a use, oldest first.
    pub orders: Vec<VoucherUseDto>,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

fn day(date: chrono::NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

impl From<&VoucherRecord> for VoucherDto {
    fn from(record: &VoucherRecord) -> Self {
        let voucher = &record.voucher;
        let (percent_off, amount_off_cents) = match voucher.rule {
            DiscountRule::Percent(percent) => (Some(i64::from(percent)), None),
            DiscountRule::AmountOff(amount) => (None, Some(amount.get())),
        };
        Self {
            code: voucher.code.as_str().to_owned(),
            percent_off,
            amount_off_cents,
            valid_from: voucher.valid_from.map(day),
            valid_until: voucher.valid_until.map(day),
            max_uses: voucher.max_uses,
            max_uses_per_customer: voucher.max_uses_per_customer,
            min_order_cents: voucher.min_order.map(shop_domain::Cents::get),
            category_id: voucher.category.map(shop_domain::CategoryId::get),
            active: voucher.active,
            redeemed: record.count(UseState::Redeemed),
            reserved: record.count(UseState::Reserved),
            orders: record
                .uses
                .iter()
                .map(|used| VoucherUseDto {
                    order_id: used.order_id.get(),
                    state: used.state.as_str(),
                })
                .collect(),
            created_at: iso(record.created_at),
        }
    }
}

/// A code to price against a cart.
#[derive(Deserialize, ToSchema)]
pub struct VoucherCheckBody {
    pub code: String,
    /// The cart's lines, as `create-order` takes them.
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineBody>,
    /// Where the goods go (alpha-2; `DE` when absent): with `vatId` and
    /// `billingAddress` it decides the VAT of the quote as the order's.
    #[serde(default)]
    pub country: Option<String>,
    #[serde(rename = "vatId", default)]
    pub vat_id: Option<String>,
    /// The invoice's address (the delivery address when the form has no
    /// other): a foreign `vatId` is checked for its name and city.
    #[serde(rename = "billingAddress", default)]
    pub billing_address: Option<BillingAddressBody>,
}

/// What a code takes off a cart, computed by the server.
#[derive(Serialize, ToSchema)]
pub struct VoucherQuote {
    /// The code, upper case.
    pub code: String,
    /// Taken off the net subtotal.
    #[serde(rename = "discountCents")]
    pub discount_cents: i64,
    /// The net subtotal before the discount.
    #[serde(rename = "netCents")]
    pub net_cents: i64,
    /// The VAT on the net subtotal less the discount: 19 % for `S`, none for `K`.
    #[serde(rename = "vatCents")]
    pub vat_cents: i64,
    /// What the order would cost: net − discount + VAT.
    #[serde(rename = "totalCents")]
    pub total_cents: i64,
    /// `S` (19 %) or `K` (tax-exempt intra-community supply), as decided.
    #[serde(rename = "taxCategory")]
    #[schema(value_type = TaxCategoryName)]
    pub tax_category: &'static str,
}

impl From<&Quote> for VoucherQuote {
    fn from(quote: &Quote) -> Self {
        Self {
            code: quote.code.as_str().to_owned(),
            discount_cents: quote.totals.discount.get(),
            tax_category: quote.totals.category.code(),
            net_cents: quote.totals.net.get(),
            vat_cents: quote.totals.vat.get(),
            total_cents: quote.totals.gross.get(),
        }
    }
}
