//! Orders: the order aggregate with its order and payment states, order
//! types, the shipping date and which orders the back office works on (an
//! order about to be placed, with its totals, is `new_order`'s). Use cases and the database adapter ask these rules; none
//! of them is written anywhere else.
//!
//! # Order status transitions
//!
//! An order goes Processing (paid, waiting for the customer's proof
//! approval) → Approved → InProduction → Shipped → Delivered; it can be
//! cancelled until it is delivered. The one table (rows: from, columns: to;
//! `by hand` = the back office may pick it, `approval` = only the customer's
//! last approval reaches it):
//!
//! | from \ to    | Approved | InProduction    | Shipped | Delivered | Cancelled |
//! |--------------|----------|-----------------|---------|-----------|-----------|
//! | Processing   | approval | ApprovalMissing | no      | no        | by hand   |
//! | Approved     | –        | by hand         | no      | no        | by hand   |
//! | InProduction | no       | –               | by hand | no        | by hand   |
//! | Shipped      | no       | no              | –       | by hand   | by hand   |
//! | Delivered    | final    | final           | final   | –         | final     |
//! | Cancelled    | final    | final           | final   | final     | –         |
//!
//! Nothing goes back to Processing; a "transition" to the current status is
//! refused as unchanged, so callers can tell a no-op apart from a change.
//!
//! # Payment status
//!
//! Pending; Processing while a delayed payment (SEPA direct debit) clears;
//! Failed when it did not; Paid exactly once. Only a paid order moves on:
//! an unpaid one can only be cancelled.

use std::fmt;

use chrono::{Days, NaiveDate, NaiveDateTime};

use crate::express::Express;
use crate::money::{Cents, Totals};
use crate::order_ids::OrderId;
use crate::order_steps::{OrderSteps, Shipment};
pub use crate::payment_status::{AlreadyPaid, InvalidPaymentStatus, PaymentStatus};
use crate::tax_treatment::TaxCategory;
use crate::user::UserId;
use crate::voucher::VoucherCode;

/// An order status name was not recognised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannter Bestellstatus")]
pub struct InvalidOrderStatus;

/// Why an order status change was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransitionError {
    /// The order already has the requested status.
    #[error("Die Bestellung hat diesen Status bereits")]
    Unchanged,
    /// The order is delivered or cancelled.
    #[error("Eine abgeschlossene Bestellung kann nicht mehr geändert werden")]
    Final,
    /// Production before the customer approved every proof.
    #[error("Die Druckfreigabe des Kunden fehlt noch.")]
    ApprovalMissing,
    /// Approved is reached by the customer's last approval, never by hand.
    #[error("Den Status „Freigegeben“ setzt nur die Druckfreigabe des Kunden.")]
    ApprovedOnlyByCustomer,
    /// Any other refused change (skipping a step, going back).
    #[error("Statuswechsel von {from} zu {to} ist nicht erlaubt")]
    NotAllowed {
        /// The current status.
        from: OrderStatus,
        /// The requested status.
        to: OrderStatus,
    },
}

/// Where an order is in its fulfilment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum OrderStatus {
    /// Placed (and once paid: waiting for the proof approval); the default.
    #[default]
    Processing,
    /// Every design line's proof approved by the customer.
    Approved,
    /// Being printed: nothing can be changed or cancelled by the customer.
    InProduction,
    /// Handed to the carrier.
    Shipped,
    /// Received by the customer. Final.
    Delivered,
    /// Called off. Final.
    Cancelled,
}

impl OrderStatus {
    /// Every status, in lifecycle order.
    pub const ALL: [OrderStatus; 6] = [
        OrderStatus::Processing,
        OrderStatus::Approved,
        OrderStatus::InProduction,
        OrderStatus::Shipped,
        OrderStatus::Delivered,
        OrderStatus::Cancelled,
    ];

    /// The wire value: `"Processing"`, `"Approved"`, `"InProduction"`,
    /// `"Shipped"`, `"Delivered"` or `"Cancelled"`.
    pub fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Processing => "Processing",
            OrderStatus::Approved => "Approved",
            OrderStatus::InProduction => "InProduction",
            OrderStatus::Shipped => "Shipped",
            OrderStatus::Delivered => "Delivered",
            OrderStatus::Cancelled => "Cancelled",
        }
    }

    /// The German name customers and the back office read.
    pub fn label(self) -> &'static str {
        match self {
            OrderStatus::Processing => "In Bearbeitung",
            OrderStatus::Approved => "Freigegeben",
            OrderStatus::InProduction => "In Produktion",
            OrderStatus::Shipped => "Versendet",
            OrderStatus::Delivered => "Zugestellt",
            OrderStatus::Cancelled => "Storniert",
        }
    }

    /// Reads the exact spelling produced by [`OrderStatus::as_str`].
    ///
    /// # Errors
    /// [`InvalidOrderStatus`] for anything else.
    pub fn parse(s: &str) -> Result<Self, InvalidOrderStatus> {
        let s = s.trim();
        Self::ALL
            .into_iter()
            .find(|status| status.as_str() == s)
            .ok_or(InvalidOrderStatus)
    }

    /// Whether no further change is possible (Delivered, Cancelled).
    pub fn is_final(self) -> bool {
        matches!(self, OrderStatus::Delivered | OrderStatus::Cancelled)
    }

    /// Whether printing has started (or the order is done): the customer
    /// can no longer change or cancel it.
    pub fn is_in_production_or_later(self) -> bool {
        matches!(
            self,
            OrderStatus::InProduction | OrderStatus::Shipped | OrderStatus::Delivered
        )
    }

    /// The status after changing to `next`, if the lifecycle table (module
    /// documentation) allows it; Processing → Approved is the approval's.
    ///
    /// # Errors
    /// [`TransitionError::Unchanged`] when `next` is the current status,
    /// [`TransitionError::Final`] when the current status is final,
    /// [`TransitionError::ApprovalMissing`] for production before approval,
    /// [`TransitionError::NotAllowed`] for every other step off the table.
    pub fn transition_to(self, next: OrderStatus) -> Result<OrderStatus, TransitionError> {
        use OrderStatus::{Approved, Cancelled, Delivered, InProduction, Processing, Shipped};
        if self == next {
            return Err(TransitionError::Unchanged);
        }
        if self.is_final() {
            return Err(TransitionError::Final);
        }
        match (self, next) {
            (_, Cancelled)
            | (Processing, Approved)
            | (Approved, InProduction)
            | (InProduction, Shipped)
            | (Shipped, Delivered) => Ok(next),
            (Processing, InProduction) => Err(TransitionError::ApprovalMissing),
            (from, to) => Err(TransitionError::NotAllowed { from, to }),
        }
    }
}

impl fmt::Display for OrderStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// An order type name was not recognised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannte Bestellart")]
pub struct InvalidOrderType;

/// How an order came about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum OrderType {
    /// Placed by a customer or guest through the shop (the default).
    #[default]
    Normal,
    /// A custom order created by an admin for a customer, who then gets a
    /// payment link. Only the wire keeps the spec's spelling "Costume".
    Custom,
}

impl OrderType {
    /// `"Normal"` or `"Costume"`.
    pub fn as_str(self) -> &'static str {
        match self {
            OrderType::Normal => "Normal",
            OrderType::Custom => "Costume",
        }
    }

    /// Reads the exact spelling produced by [`OrderType::as_str`].
    ///
    /// # Errors
    /// [`InvalidOrderType`] for anything else.
    pub fn parse(s: &str) -> Result<Self, InvalidOrderType> {
        match s.trim() {
            "Normal" => Ok(OrderType::Normal),
            "Costume" => Ok(OrderType::Custom),
            _ => Err(InvalidOrderType),
        }
    }
}

impl fmt::Display for OrderType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// How an order bought on invoice is to be paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnInvoice {
    /// The days to pay agreed when it was ordered.
    pub days: u16,
    /// Its invoice's due date (BT-9), once the invoice is issued.
    pub due_on: Option<NaiveDate>,
}

impl OnInvoice {
    /// The due date of its invoice dated `invoice_date` (BT-9): the agreed days later.
    pub fn due_after(&self, invoice_date: NaiveDate) -> NaiveDate {
        invoice_date
            .checked_add_days(Days::new(u64::from(self.days)))
            .unwrap_or(NaiveDate::MAX)
    }
}

/// Paid orders, and custom orders while they await payment.
pub(crate) fn listed_in_back_office(order_type: OrderType, payment_status: PaymentStatus) -> bool {
    payment_status.goes_ahead() || order_type == OrderType::Custom
}

/// Why the back office may not give an order a status.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatusChangeError {
    /// Only cancelling is possible before the payment.
    #[error("Eine unbezahlte Bestellung kann nur storniert werden")]
    Unpaid,
    /// Its cancellation is giving the money back: only completing it may move the order.
    #[error("Diese Bestellung wird gerade storniert.")]
    Cancelling,
    /// Shipped late, its express surcharge was given back with a credit note.
    #[error(
        "Der Express-Zuschlag dieser versendeten Bestellung wurde bereits erstattet und gutgeschrieben. Sie kann im Shop nicht mehr storniert werden; bitte wickeln Sie eine Rücksendung über die Buchhaltung ab."
    )]
    ExpressRefunded,
    #[error("{0}")]
    Transition(#[from] TransitionError),
}

/// An order: its state, its money and its dates. Its lines and delivery
/// address are read separately, as only some views need them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    pub id: OrderId,
    pub user_id: Option<UserId>,
    pub order_type: OrderType,
    pub order_status: OrderStatus,
    pub payment_status: PaymentStatus,
    pub totals: Totals,
    /// The discount code its `totals.discount` comes from.
    pub voucher_code: Option<VoucherCode>,
    pub created_at: NaiveDateTime,
    pub paid_at: Option<NaiveDateTime>,
    pub shipping_date: Option<NaiveDate>,
    /// The money arrived after the order was cancelled: it is kept and must
    /// be refunded, never shipped.
    pub paid_after_cancellation: bool,
    /// When the payment was given back (the order was cancelled after it
    /// was paid, or the money came after it was cancelled). The order stays
    /// paid: its invoice, if any, stands, reversed by a credit note.
    pub refunded_at: Option<NaiveDateTime>,
    /// The dated steps after the payment.
    pub steps: OrderSteps,
    /// Bought on invoice ('Kauf auf Rechnung'): the agreed days and, once
    /// the invoice is issued, its due date; `None` for an order paid up front.
    pub on_invoice: Option<OnInvoice>,
    /// 'Express-Produktion' with its surcharge; `None` for the usual pace.
    pub express: Option<Express>,
}

impl Order {
    /// Whether the customer's approval is what the order waits for: it is
    /// paid and still Processing (an order of sample packs only is Approved
    /// on payment, so a paid Processing order has a design to approve).
    pub fn awaits_approval(&self) -> bool {
        self.payment_status.goes_ahead() && self.order_status == OrderStatus::Processing
    }

    /// Whether it was ordered with 'Express-Produktion'.
    pub fn is_express(&self) -> bool {
        self.express.is_some()
    }

    /// What the buyer still owes or was charged, less an express surcharge
    /// given back: what a full refund returns and what settles an invoice.
    pub fn gross_after_refunds(&self) -> Cents {
        let refunded = self.express.map_or(Cents::ZERO, |express| {
            express.refunded_gross(self.totals.category)
        });
        Cents::new(self.totals.gross.get().saturating_sub(refunded.get()))
    }

    /// Whether this order, `before` not yet shipped, has just shipped after
    /// its promised day (German time) with an express surcharge still held:
    /// the surcharge is owed back.
    pub fn shipped_express_late(&self, before: &Order) -> bool {
        match (self.express, self.steps.shipped_at) {
            (Some(express), Some(shipped_at)) => {
                before.steps.shipped_at.is_none()
                    && express.owed_back(self.shipping_date, crate::berlin::berlin_day(shipped_at))
            }
            _ => false,
        }
    }

    /// Whether its invoice waits for the shipping: a tax-exempt
    /// intra-community supply is invoiced on the day the goods leave (BT-72).
    pub fn invoiced_when_shipped(&self) -> bool {
        self.totals.category == TaxCategory::IntraCommunity && self.steps.shipped_at.is_none()
    }

    /// Whether the buyer's list shows the order: paid, or paid with a method
    /// whose money takes days to arrive (listed as 'Zahlung in Bearbeitung').
    pub fn is_listed_for_buyer(&self) -> bool {
        matches!(
            self.payment_status,
            PaymentStatus::Paid | PaymentStatus::Processing | PaymentStatus::Invoiced
        )
    }

    /// Whether the back office lists the order: paid orders, and custom
    /// orders (created there) while they await payment. An unpaid shop
    /// order is an abandoned checkout, nothing to produce.
    pub fn is_listed_in_back_office(&self) -> bool {
        listed_in_back_office(self.order_type, self.payment_status)
    }

    /// The order with status `next`, set by the back office at `at`, if the
    /// lifecycle table allows it by hand; the step's time is noted.
    ///
    /// # Errors
    /// [`StatusChangeError::Unpaid`] for anything but cancelling an unpaid
    /// order, [`TransitionError::ApprovedOnlyByCustomer`] for Approved, else
    /// the [`TransitionError`] of the table.
    pub fn with_status(
        &self,
        next: OrderStatus,
        at: NaiveDateTime,
    ) -> Result<Order, StatusChangeError> {
        if next == OrderStatus::Approved && self.order_status != OrderStatus::Approved {
            return Err(TransitionError::ApprovedOnlyByCustomer.into());
        }
        self.moved_to(next, at)
    }

    /// The move to `next` at `at`, whoever makes it.
    fn moved_to(&self, next: OrderStatus, at: NaiveDateTime) -> Result<Order, StatusChangeError> {
        if self.steps.cancelling_since.is_some() && next != OrderStatus::Cancelled {
            return Err(StatusChangeError::Cancelling);
        }
        if !self.payment_status.goes_ahead() && next != OrderStatus::Cancelled {
            return Err(StatusChangeError::Unpaid);
        }
        // An order has one credit note: the express surcharge's took its place.
        if next == OrderStatus::Cancelled
            && self
                .express
                .is_some_and(|express| express.refunded_at.is_some())
        {
            return Err(StatusChangeError::ExpressRefunded);
        }
        let order_status = self.order_status.transition_to(next)?;
        let mut steps = self.steps.clone();
        let slot = match order_status {
            OrderStatus::Processing => None,
            OrderStatus::Approved => Some(&mut steps.approved_at),
            OrderStatus::InProduction => Some(&mut steps.in_production_at),
            OrderStatus::Shipped => Some(&mut steps.shipped_at),
            OrderStatus::Delivered => Some(&mut steps.delivered_at),
            OrderStatus::Cancelled => Some(&mut steps.cancelled_at),
        };
        if let Some(slot) = slot {
            *slot = Some(at);
        }
        Ok(Order {
            order_status,
            steps,
            ..self.clone()
        })
    }

    /// The order once the customer approved its last proof at `at`:
    /// Processing becomes Approved.
    ///
    /// # Errors
    /// The [`StatusChangeError`] of moving to Approved (unpaid, not Processing).
    pub fn approved(&self, at: NaiveDateTime) -> Result<Order, StatusChangeError> {
        self.moved_to(OrderStatus::Approved, at)
    }

    /// The shipped order with its parcel.
    ///
    /// # Errors
    /// As [`Order::with_status`] to Shipped.
    pub fn shipped(
        &self,
        shipment: Shipment,
        at: NaiveDateTime,
    ) -> Result<Order, StatusChangeError> {
        let mut shipped = self.with_status(OrderStatus::Shipped, at)?;
        shipped.steps.shipment = Some(shipment);
        Ok(shipped)
    }

    /// The statuses [`Order::with_status`] accepts now, in lifecycle order.
    pub fn allowed_next_statuses(&self) -> Vec<OrderStatus> {
        // Whether a move is allowed does not depend on when it is made.
        let now = self.created_at;
        OrderStatus::ALL
            .into_iter()
            .filter(|next| self.with_status(*next, now).is_ok())
            .collect()
    }

    /// The order paid at `at`, promised to ship on `ship_on` (the delivery
    /// promise at this moment). A cancelled order stays cancelled: its
    /// payment is flagged for a refund and gets no shipping date.
    ///
    /// # Errors
    /// [`AlreadyPaid`] when it was paid before.
    pub fn paid(&self, at: NaiveDateTime, ship_on: NaiveDate) -> Result<Order, AlreadyPaid> {
        let cancelled = self.order_status == OrderStatus::Cancelled;
        Ok(Order {
            payment_status: self.payment_status.mark_paid()?,
            paid_at: Some(at),
            shipping_date: (!cancelled).then_some(ship_on),
            paid_after_cancellation: cancelled,
            ..self.clone()
        })
    }

    /// The order with its payment `status` (a delayed payment clearing or failed).
    pub fn with_payment_status(&self, status: PaymentStatus) -> Order {
        Order {
            payment_status: status,
            ..self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::order;
    use OrderStatus::{Approved, Cancelled, Delivered, InProduction, Processing, Shipped};

    #[test]
    fn an_order_whose_express_surcharge_was_given_back_is_not_cancelled_in_the_shop() {
        let at = NaiveDateTime::default();
        let shipped = Order {
            express: Some(Express {
                surcharge: Cents::new(2_990),
                refunded_at: Some(at),
            }),
            ..order(OrderType::Normal, Shipped, PaymentStatus::Paid)
        };

        assert_eq!(
            shipped.with_status(Cancelled, at),
            Err(StatusChangeError::ExpressRefunded)
        );
        assert_eq!(
            shipped.claimed_for_refund(at),
            Err(StatusChangeError::ExpressRefunded)
        );
        assert!(shipped.with_status(Delivered, at).is_ok());
    }

    #[test]
    fn an_express_order_shipped_after_its_promised_day_owes_its_surcharge_once() {
        let day = |d| NaiveDate::from_ymd_opt(2026, 12, d).unwrap();
        // 23:30 UTC on the 17th is already the 18th in Germany.
        let late_evening = day(17).and_hms_opt(23, 30, 0).unwrap();
        let approved = Order {
            express: Some(Express::ordered(Cents::new(2_990))),
            shipping_date: Some(day(17)),
            ..order(OrderType::Normal, InProduction, PaymentStatus::Paid)
        };
        let on_time = approved
            .with_status(Shipped, day(17).and_hms_opt(15, 0, 0).unwrap())
            .unwrap();
        let late = approved.with_status(Shipped, late_evening).unwrap();

        assert!(!on_time.shipped_express_late(&approved));
        assert!(late.shipped_express_late(&approved));
        assert!(
            !late.shipped_express_late(&late),
            "only when it just shipped"
        );
        let plain = Order {
            express: None,
            ..approved.clone()
        };
        assert!(
            !plain
                .with_status(Shipped, late_evening)
                .unwrap()
                .shipped_express_late(&plain)
        );
    }

    #[test]
    fn order_id_wraps_its_value() {
        assert_eq!(OrderId::new(42).get(), 42);
        assert_eq!(OrderId::new(42).to_string(), "42");
    }

    #[test]
    fn new_orders_are_processing() {
        assert_eq!(OrderStatus::default(), Processing);
    }

    #[test]
    fn order_status_round_trips_its_names() {
        for (status, name, label) in [
            (Processing, "Processing", "In Bearbeitung"),
            (Approved, "Approved", "Freigegeben"),
            (InProduction, "InProduction", "In Produktion"),
            (Shipped, "Shipped", "Versendet"),
            (Delivered, "Delivered", "Zugestellt"),
            (Cancelled, "Cancelled", "Storniert"),
        ] {
            assert_eq!(status.as_str(), name);
            assert_eq!(status.label(), label);
            assert_eq!(status.to_string(), name);
            assert_eq!(OrderStatus::parse(name), Ok(status));
        }
        assert_eq!(OrderStatus::parse("processing"), Err(InvalidOrderStatus));
        assert_eq!(OrderStatus::parse("Canceled"), Err(InvalidOrderStatus));
        assert_eq!(OrderStatus::parse("In Production"), Err(InvalidOrderStatus));
        assert_eq!(OrderStatus::parse(""), Err(InvalidOrderStatus));
    }

    #[test]
    fn a_claimed_order_moves_only_to_cancelled_and_is_claimed_once() {
        let at = NaiveDateTime::default();
        let order = order(OrderType::Normal, Approved, PaymentStatus::Paid);

        let claimed = order.claimed_for_refund(at).unwrap();

        assert_eq!(claimed.order_status, Approved);
        assert_eq!(claimed.steps.cancelling_since, Some(at));
        for next in [InProduction, Shipped, Delivered] {
            assert_eq!(
                claimed.with_status(next, at).unwrap_err().to_string(),
                "Diese Bestellung wird gerade storniert."
            );
        }
        assert_eq!(claimed.approved(at), Err(StatusChangeError::Cancelling));
        assert_eq!(
            claimed.claimed_for_refund(at),
            Err(StatusChangeError::Cancelling)
        );
        let refunded = claimed.refunded(at).unwrap();
        assert_eq!(refunded.order_status, Cancelled);
        assert_eq!(refunded.steps.cancelling_since, None);
        assert_eq!(claimed.claim_released(), order);
        let mut unpaid = order.clone();
        unpaid.payment_status = PaymentStatus::Pending;
        assert_eq!(
            unpaid.claimed_for_refund(at),
            Err(StatusChangeError::Unpaid)
        );
        let mut delivered = order.clone();
        delivered.order_status = Delivered;
        assert!(delivered.claimed_for_refund(at).is_err());
    }

    #[test]
    fn only_delivered_and_cancelled_are_final() {
        for status in OrderStatus::ALL {
            assert_eq!(
                status.is_final(),
                matches!(status, Delivered | Cancelled),
                "{status}"
            );
        }
    }

    #[test]
    fn transitions_follow_the_table() {
        // Arrange: every pair with its expected outcome, row by row as in the module's table.
        use TransitionError::{ApprovalMissing, Final, NotAllowed, Unchanged};
        let no = |from, to| Err(NotAllowed { from, to });
        let table = [
            (Processing, Processing, Err(Unchanged)),
            (Processing, Approved, Ok(Approved)),
            (Processing, InProduction, Err(ApprovalMissing)),
            (Processing, Shipped, no(Processing, Shipped)),
            (Processing, Delivered, no(Processing, Delivered)),
            (Processing, Cancelled, Ok(Cancelled)),
            (Approved, Processing, no(Approved, Processing)),
            (Approved, Approved, Err(Unchanged)),
            (Approved, InProduction, Ok(InProduction)),
            (Approved, Shipped, no(Approved, Shipped)),
            (Approved, Delivered, no(Approved, Delivered)),
            (Approved, Cancelled, Ok(Cancelled)),
            (InProduction, Processing, no(InProduction, Processing)),
            (InProduction, Approved, no(InProduction, Approved)),
            (InProduction, InProduction, Err(Unchanged)),
            (InProduction, Shipped, Ok(Shipped)),
            (InProduction, Delivered, no(InProduction, Delivered)),
            (InProduction, Cancelled, Ok(Cancelled)),
            (Shipped, Processing, no(Shipped, Processing)),
            (Shipped, Approved, no(Shipped, Approved)),
            (Shipped, InProduction, no(Shipped, InProduction)),
            (Shipped, Shipped, Err(Unchanged)),
            (Shipped, Delivered, Ok(Delivered)),
            (Shipped, Cancelled, Ok(Cancelled)),
            (Delivered, Processing, Err(Final)),
            (Delivered, Approved, Err(Final)),
            (Delivered, InProduction, Err(Final)),
            (Delivered, Shipped, Err(Final)),
            (Delivered, Delivered, Err(Unchanged)),
            (Delivered, Cancelled, Err(Final)),
            (Cancelled, Processing, Err(Final)),
            (Cancelled, Approved, Err(Final)),
            (Cancelled, InProduction, Err(Final)),
            (Cancelled, Shipped, Err(Final)),
            (Cancelled, Delivered, Err(Final)),
            (Cancelled, Cancelled, Err(Unchanged)),
        ];
        assert_eq!(table.len(), OrderStatus::ALL.len() * OrderStatus::ALL.len());

        for (from, to, expected) in table {
            // Act
            let actual = from.transition_to(to);

            // Assert
            assert_eq!(actual, expected, "{from} -> {to}");
        }
    }

    #[test]
    fn nothing_goes_back_to_processing() {
        for from in OrderStatus::ALL {
            assert!(from.transition_to(Processing).is_err(), "{from}");
        }
    }

    #[test]
    fn transition_errors_speak_german() {
        assert_eq!(
            TransitionError::Unchanged.to_string(),
            "Die Bestellung hat diesen Status bereits"
        );
        assert_eq!(
            TransitionError::Final.to_string(),
            "Eine abgeschlossene Bestellung kann nicht mehr geändert werden"
        );
        assert_eq!(
            TransitionError::ApprovalMissing.to_string(),
            "Die Druckfreigabe des Kunden fehlt noch."
        );
        assert_eq!(
            TransitionError::NotAllowed {
                from: Shipped,
                to: Processing
            }
            .to_string(),
            "Statuswechsel von Shipped zu Processing ist nicht erlaubt"
        );
        assert_eq!(InvalidOrderStatus.to_string(), "Unbekannter Bestellstatus");
    }

    #[test]
    fn payment_is_pending_until_marked_paid_once() {
        // Arrange
        let status = PaymentStatus::default();

        // Act
        let paid = status.mark_paid();

        // Assert
        assert_eq!(status, PaymentStatus::Pending);
        assert_eq!(paid, Ok(PaymentStatus::Paid));
        assert_eq!(PaymentStatus::Paid.mark_paid(), Err(AlreadyPaid));
        assert_eq!(
            AlreadyPaid.to_string(),
            "Die Bestellung ist bereits bezahlt"
        );
    }

    #[test]
    fn payment_status_round_trips_its_names() {
        for (status, name) in [
            (PaymentStatus::Pending, "Pending"),
            (PaymentStatus::Processing, "Processing"),
            (PaymentStatus::Paid, "Paid"),
            (PaymentStatus::Failed, "Failed"),
            (PaymentStatus::Invoiced, "Invoiced"),
        ] {
            assert_eq!(status.as_str(), name);
            assert_eq!(status.to_string(), name);
            assert_eq!(PaymentStatus::parse(name), Ok(status));
        }
        assert_eq!(PaymentStatus::parse("paid"), Err(InvalidPaymentStatus));
        assert_eq!(
            InvalidPaymentStatus.to_string(),
            "Unbekannter Zahlungsstatus"
        );
    }

    #[test]
    fn a_delayed_payment_clears_then_pays_or_fails() {
        use PaymentStatus::{Failed, Paid, Pending};
        assert_eq!(Pending.mark_clearing(), Some(PaymentStatus::Processing));
        assert_eq!(Failed.mark_clearing(), Some(PaymentStatus::Processing));
        assert_eq!(PaymentStatus::Processing.mark_clearing(), None);
        assert_eq!(Paid.mark_clearing(), None);
        assert_eq!(PaymentStatus::Processing.mark_failed(), Some(Failed));
        for not_clearing in [Pending, Paid, Failed] {
            assert_eq!(not_clearing.mark_failed(), None, "{not_clearing}");
        }
        for unpaid in [Pending, PaymentStatus::Processing, Failed] {
            assert_eq!(unpaid.mark_paid(), Ok(Paid), "{unpaid}");
        }
    }

    #[test]
    fn order_type_keeps_the_spec_spelling_costume() {
        assert_eq!(OrderType::default(), OrderType::Normal);
        for (kind, name) in [
            (OrderType::Normal, "Normal"),
            (OrderType::Custom, "Costume"),
        ] {
            assert_eq!(kind.as_str(), name);
            assert_eq!(kind.to_string(), name);
            assert_eq!(OrderType::parse(name), Ok(kind));
        }
        assert_eq!(OrderType::parse("Custom"), Err(InvalidOrderType));
        assert_eq!(InvalidOrderType.to_string(), "Unbekannte Bestellart");
    }

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    /// A promised shipping day.
    fn day() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
    }

    #[test]
    fn the_back_office_lists_paid_orders_and_custom_orders() {
        use OrderType::{Custom, Normal};
        use PaymentStatus::{Paid, Pending};
        for (order_type, payment, listed) in [
            (Normal, Pending, false),
            (Normal, Paid, true),
            (Custom, Pending, true),
            (Custom, Paid, true),
        ] {
            let order = order(order_type, Processing, payment);
            assert_eq!(
                order.is_listed_in_back_office(),
                listed,
                "{order_type} {payment}"
            );
        }
    }

    #[test]
    fn an_unpaid_order_can_only_be_cancelled() {
        let unpaid = order(OrderType::Custom, Processing, PaymentStatus::Pending);
        let now = at("2026-11-20 11:00");

        assert_eq!(unpaid.allowed_next_statuses(), vec![Cancelled]);
        assert_eq!(
            unpaid.with_status(Shipped, now),
            Err(StatusChangeError::Unpaid)
        );
        let cancelled = unpaid.with_status(Cancelled, now).unwrap();
        assert_eq!(cancelled.order_status, Cancelled);
        assert_eq!(cancelled.steps.cancelled_at, Some(now));
    }

    #[test]
    fn a_paid_order_offers_the_transitions_of_the_table_but_never_approved() {
        let paid = |status| order(OrderType::Normal, status, PaymentStatus::Paid);
        let now = at("2026-11-20 11:00");

        assert_eq!(paid(Processing).allowed_next_statuses(), vec![Cancelled]);
        assert_eq!(
            paid(Approved).allowed_next_statuses(),
            vec![InProduction, Cancelled]
        );
        assert_eq!(
            paid(InProduction).allowed_next_statuses(),
            vec![Shipped, Cancelled]
        );
        assert_eq!(
            paid(Shipped).allowed_next_statuses(),
            vec![Delivered, Cancelled]
        );
        assert!(paid(Delivered).allowed_next_statuses().is_empty());
        assert!(paid(Cancelled).allowed_next_statuses().is_empty());
        assert_eq!(
            paid(Processing).with_status(Approved, now),
            Err(StatusChangeError::Transition(
                TransitionError::ApprovedOnlyByCustomer
            ))
        );
        assert_eq!(
            paid(Processing).with_status(InProduction, now),
            Err(StatusChangeError::Transition(
                TransitionError::ApprovalMissing
            ))
        );
        assert_eq!(
            paid(Delivered).with_status(Cancelled, now),
            Err(StatusChangeError::Transition(TransitionError::Final))
        );
        assert_eq!(
            StatusChangeError::Unpaid.to_string(),
            "Eine unbezahlte Bestellung kann nur storniert werden"
        );
    }

    #[test]
    fn each_step_notes_its_time() {
        let paid = order(OrderType::Normal, Processing, PaymentStatus::Paid);
        let approved = paid.approved(at("2026-11-21 08:00")).unwrap();
        let producing = approved
            .with_status(InProduction, at("2026-11-21 09:00"))
            .unwrap();
        let shipment = Shipment {
            carrier: Some(crate::Carrier::Dhl),
            tracking_number: crate::TrackingNumber::parse("123").ok(),
        };
        let shipped = producing
            .shipped(shipment.clone(), at("2026-11-22 09:00"))
            .unwrap();
        let delivered = shipped
            .with_status(Delivered, at("2026-11-23 09:00"))
            .unwrap();

        assert_eq!(approved.order_status, Approved);
        assert_eq!(delivered.steps.approved_at, Some(at("2026-11-21 08:00")));
        assert_eq!(
            delivered.steps.in_production_at,
            Some(at("2026-11-21 09:00"))
        );
        assert_eq!(delivered.steps.shipped_at, Some(at("2026-11-22 09:00")));
        assert_eq!(delivered.steps.delivered_at, Some(at("2026-11-23 09:00")));
        assert_eq!(delivered.steps.shipment, Some(shipment));
        assert!(
            paid.approved(at("2026-11-21 08:00"))
                .unwrap()
                .approved(at("2026-11-21 08:01"))
                .is_err()
        );
        assert_eq!(
            order(OrderType::Normal, Processing, PaymentStatus::Pending)
                .approved(at("2026-11-21 08:00")),
            Err(StatusChangeError::Unpaid)
        );
    }

    #[test]
    fn money_after_a_cancellation_is_refunded_once() {
        let mut late = order(OrderType::Normal, Cancelled, PaymentStatus::Paid);
        late.paid_after_cancellation = true;

        let refunded = late.late_payment_refunded(at("2026-11-22 10:00")).unwrap();

        assert_eq!(refunded.refunded_at, Some(at("2026-11-22 10:00")));
        assert_eq!(refunded.late_payment_refunded(at("2026-11-22 10:01")), None);
        assert_eq!(
            order(OrderType::Normal, Cancelled, PaymentStatus::Paid)
                .late_payment_refunded(at("2026-11-22 10:00")),
            None
        );
    }

    #[test]
    fn paying_sets_the_time_and_the_shipping_date_once() {
        let unpaid = order(OrderType::Normal, Processing, PaymentStatus::Pending);

        let promised = NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();

        let paid = unpaid.paid(at("2026-11-20 10:00"), promised).unwrap();

        assert_eq!(paid.payment_status, PaymentStatus::Paid);
        assert_eq!(paid.paid_at, Some(at("2026-11-20 10:00")));
        assert_eq!(paid.shipping_date, Some(promised));
        assert!(paid.is_listed_in_back_office());
        assert_eq!(
            paid.paid(at("2026-11-21 10:00"), promised),
            Err(AlreadyPaid)
        );
    }

    #[test]
    fn a_payment_for_a_cancelled_order_is_flagged_and_ships_nothing() {
        let cancelled = order(OrderType::Normal, Cancelled, PaymentStatus::Pending);

        let paid = cancelled.paid(at("2026-11-20 10:00"), day()).unwrap();

        assert_eq!(paid.order_status, Cancelled);
        assert_eq!(paid.payment_status, PaymentStatus::Paid);
        assert!(paid.paid_after_cancellation);
        assert_eq!(paid.shipping_date, None);
        assert!(paid.is_listed_in_back_office());
        assert!(
            !order(OrderType::Normal, Processing, PaymentStatus::Pending)
                .paid(at("2026-11-20 10:00"), day())
                .unwrap()
                .paid_after_cancellation
        );
    }

    #[test]
    fn cancelling_a_paid_order_refunds_it_once_and_keeps_it_paid() {
        let paid = order(OrderType::Normal, OrderStatus::Shipped, PaymentStatus::Paid);
        assert_eq!(paid.cancellable_until(), None);
        assert!(paid.cancelling_refunds(OrderStatus::Cancelled));
        assert!(!paid.cancelling_refunds(OrderStatus::Delivered));

        let refunded = paid.refunded(at("2026-11-30 09:00")).unwrap();

        assert_eq!(refunded.order_status, OrderStatus::Cancelled);
        assert_eq!(refunded.payment_status, PaymentStatus::Paid);
        assert_eq!(refunded.refunded_at, Some(at("2026-11-30 09:00")));
        assert!(!refunded.cancelling_refunds(OrderStatus::Cancelled));
        assert!(refunded.refunded(at("2026-11-30 09:01")).is_err());
    }

    #[test]
    fn an_unpaid_or_delivered_order_is_not_refunded() {
        let unpaid = order(
            OrderType::Custom,
            OrderStatus::Processing,
            PaymentStatus::Pending,
        );
        assert!(!unpaid.cancelling_refunds(OrderStatus::Cancelled));
        assert_eq!(
            unpaid.refunded(at("2026-11-30 09:00")),
            Err(StatusChangeError::Unpaid)
        );
        let delivered = order(
            OrderType::Normal,
            OrderStatus::Delivered,
            PaymentStatus::Paid,
        );
        assert!(delivered.refunded(at("2026-11-30 09:00")).is_err());
    }
}
