//! An order about to be placed: its lines priced from the catalogue, its
//! totals computed from them (with VAT as the tax decision says, a discount
//! code's allowance and an express surcharge), and the order it becomes
//! once stored.

use chrono::NaiveDateTime;

use crate::buyer::OrderBuyer;
use crate::express::Express;
use crate::line::NewOrderLine;
use crate::money::{Cents, Totals};
use crate::order::{
    OnInvoice, Order, OrderStatus, OrderType, PaymentStatus, listed_in_back_office,
};
use crate::order_ids::OrderId;
use crate::order_steps::OrderSteps;
use crate::shipping::ShippingAddress;
use crate::tax_treatment::TaxCategory;
use crate::user::UserId;
use crate::voucher::VoucherCode;

/// The order's total does not fit.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Der Bestellwert ist zu hoch")]
pub struct TotalsOverflow;

/// Net subtotal of the lines (unit price × quantity each), 19 % VAT on it and
/// the gross total; `None` when a sum does not fit.
pub fn totals_of(lines: &[NewOrderLine]) -> Option<Totals> {
    let net = lines.iter().try_fold(Cents::ZERO, |net, line| {
        line.subtotal()
            .and_then(|subtotal| net.checked_add(subtotal))
    })?;
    Totals::checked_from_net(net)
}

/// An order about to be placed: its lines priced, its totals computed from
/// them, its delivery address parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrder {
    /// `None` for a guest order.
    pub user_id: Option<UserId>,
    pub order_type: OrderType,
    pub totals: Totals,
    /// The discount code its `totals.discount` comes from.
    pub voucher_code: Option<VoucherCode>,
    pub lines: Vec<NewOrderLine>,
    pub shipping: ShippingAddress,
    /// Billing address, business confirmation, AGB version, VAT evidence.
    pub buyer: OrderBuyer,
    pub created_at: NaiveDateTime,
    /// The days to pay agreed for an order on invoice; `None` when paid up front.
    pub on_invoice_days: Option<u16>,
    /// 'Express-Produktion': its net surcharge, a line of its own; `None` without.
    pub express_surcharge: Option<Cents>,
}

impl NewOrder {
    /// An order of `lines`, with its totals.
    ///
    /// # Errors
    /// [`TotalsOverflow`] when the total does not fit.
    pub fn new(
        user_id: Option<UserId>,
        order_type: OrderType,
        lines: Vec<NewOrderLine>,
        shipping: ShippingAddress,
        created_at: NaiveDateTime,
    ) -> Result<NewOrder, TotalsOverflow> {
        let totals = totals_of(&lines).ok_or(TotalsOverflow)?;
        Ok(NewOrder {
            user_id,
            order_type,
            totals,
            voucher_code: None,
            lines,
            shipping,
            buyer: OrderBuyer::default(),
            created_at,
            on_invoice_days: None,
            express_surcharge: None,
        })
    }

    /// The order taxed as `category` (its totals recomputed) for `buyer`.
    ///
    /// # Errors
    /// [`TotalsOverflow`] when a sum does not fit.
    pub fn for_buyer(
        self,
        buyer: OrderBuyer,
        category: TaxCategory,
    ) -> Result<NewOrder, TotalsOverflow> {
        let totals = self.totals.taxed_as(category).ok_or(TotalsOverflow)?;
        Ok(NewOrder {
            totals,
            buyer,
            ..self
        })
    }

    /// The order with `discount` taken off its net subtotal by `code`, VAT
    /// on what remains.
    ///
    /// # Errors
    /// [`TotalsOverflow`] when the discount is negative or above the net subtotal.
    pub fn with_discount(
        self,
        code: VoucherCode,
        discount: Cents,
    ) -> Result<NewOrder, TotalsOverflow> {
        let totals = Totals::checked_taxed(self.totals.net, discount, self.totals.category)
            .ok_or(TotalsOverflow)?;
        Ok(NewOrder {
            totals,
            voucher_code: Some(code),
            ..self
        })
    }

    /// The order with 'Express-Produktion' for `surcharge` (net): a line of
    /// its own, added to the net subtotal and taxed with it. A discount
    /// already taken stays as it was: codes are reckoned on the products.
    ///
    /// # Errors
    /// [`TotalsOverflow`] when a sum does not fit.
    pub fn with_express(self, surcharge: Cents) -> Result<NewOrder, TotalsOverflow> {
        let net = self
            .totals
            .net
            .checked_add(surcharge)
            .ok_or(TotalsOverflow)?;
        let totals = Totals::checked_taxed(net, self.totals.discount, self.totals.category)
            .ok_or(TotalsOverflow)?;
        Ok(NewOrder {
            totals,
            express_surcharge: Some(surcharge),
            ..self
        })
    }

    /// Whether the back office lists the order once placed (see
    /// [`Order::is_listed_in_back_office`]).
    pub fn is_listed_in_back_office(&self) -> bool {
        listed_in_back_office(self.order_type, PaymentStatus::Pending)
    }

    /// The order as stored under `id`: Processing, payment Pending.
    pub fn stored_as(&self, id: OrderId) -> Order {
        Order {
            id,
            user_id: self.user_id,
            order_type: self.order_type,
            order_status: OrderStatus::Processing,
            payment_status: PaymentStatus::Pending,
            totals: self.totals,
            voucher_code: self.voucher_code.clone(),
            created_at: self.created_at,
            paid_at: None,
            shipping_date: None,
            paid_after_cancellation: false,
            refunded_at: None,
            steps: OrderSteps::default(),
            on_invoice: self
                .on_invoice_days
                .map(|days| OnInvoice { days, due_on: None }),
            express: self.express_surcharge.map(Express::ordered),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack_line(unit: i64, quantity: i64) -> NewOrderLine {
        use crate::{LineDesign, Processing, ProductId, Quantity, Remarks, SampleNumber};
        NewOrderLine {
            product_id: ProductId::parse(5).unwrap(),
            name: "Musternummer-Magnete".into(),
            unit_price: Cents::new(unit),
            quantity: Quantity::new(quantity).unwrap(),
            processing: Some(Processing::IndividuallyPacked),
            remarks: Remarks::default(),
            design: LineDesign::SamplePack {
                sample_number: SampleNumber::parse("MN-1").unwrap(),
            },
            cards_per_pack: crate::CardsPerPack::SINGLE,
        }
    }

    #[test]
    fn totals_are_the_line_subtotals_with_19_percent_vat_on_their_sum() {
        let totals = totals_of(&[pack_line(4990, 3), pack_line(1999, 1)]).unwrap();

        assert_eq!(totals.net, Cents::new(16_969));
        assert_eq!(totals.vat, Cents::new(3_224));
        assert_eq!(totals.gross, Cents::new(20_193));
        assert_eq!(totals_of(&[pack_line(i64::MAX, 2)]), None);
        assert_eq!(totals_of(&[pack_line(i64::MAX, 1), pack_line(1, 1)]), None);
    }
}
