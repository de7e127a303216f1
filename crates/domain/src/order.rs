//! Orders: the order aggregate with its identifiers, order and payment
//! states, order types, totals, the shipping date and which orders the back
//! office works on. Use cases and the database adapter ask these rules; none
//! of them is written anywhere else.
//!
//! # Order status transitions
//!
//! The spec only says that an admin can pick Cancelled, Shipped or Delivered
//! and that Processing is the default; the restrictions are ours:
//!
//! | from \ to   | Processing | Shipped    | Delivered | Cancelled |
//! |-------------|------------|------------|-----------|-----------|
//! | Processing  | Unchanged  | ok         | ok        | ok        |
//! | Shipped     | NotAllowed | Unchanged  | ok        | ok        |
//! | Delivered   | Final      | Final      | Unchanged | Final     |
//! | Cancelled   | Final      | Final      | Final     | Unchanged |
//!
//! Delivered and Cancelled are final; nothing goes back to Processing; a
//! "transition" to the current status is refused as unchanged, so callers
//! can tell a no-op apart from a change.
//!
//! # Payment status
//!
//! Pending, then Paid exactly once. An unpaid order can only be cancelled:
//! nothing is shipped before it is paid.

use std::fmt;

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, Weekday};

use crate::line::NewOrderLine;
use crate::money::{Cents, Totals};
use crate::order_ids::OrderId;
use crate::shipping::ShippingAddress;
use crate::user::UserId;

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
    /// Any other refused change (a shipped order cannot go back to processing).
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
    /// Placed, not yet shipped (the default).
    #[default]
    Processing,
    /// Handed to the carrier.
    Shipped,
    /// Received by the customer. Final.
    Delivered,
    /// Called off. Final.
    Cancelled,
}

impl OrderStatus {
    /// Every status, in lifecycle order.
    pub const ALL: [OrderStatus; 4] = [
        OrderStatus::Processing,
        OrderStatus::Shipped,
        OrderStatus::Delivered,
        OrderStatus::Cancelled,
    ];

    /// `"Processing"`, `"Shipped"`, `"Delivered"` or `"Cancelled"`.
    pub fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Processing => "Processing",
            OrderStatus::Shipped => "Shipped",
            OrderStatus::Delivered => "Delivered",
            OrderStatus::Cancelled => "Cancelled",
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

    /// The status after changing to `next`, if that change is allowed.
    ///
    /// # Errors
    /// [`TransitionError::Unchanged`] when `next` is the current status,
    /// [`TransitionError::Final`] when the current status is final,
    /// [`TransitionError::NotAllowed`] for going back to Processing.
    pub fn transition_to(self, next: OrderStatus) -> Result<OrderStatus, TransitionError> {
        use OrderStatus::{Cancelled, Delivered, Processing, Shipped};
        if self == next {
            return Err(TransitionError::Unchanged);
        }
        if self.is_final() {
            return Err(TransitionError::Final);
        }
        match (self, next) {
            (Processing, Shipped | Delivered | Cancelled) | (Shipped, Delivered | Cancelled) => {
                Ok(next)
            }
            (from, to) => Err(TransitionError::NotAllowed { from, to }),
        }
    }
}

impl fmt::Display for OrderStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A payment status name was not recognised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannter Zahlungsstatus")]
pub struct InvalidPaymentStatus;

/// The order was already paid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Die Bestellung ist bereits bezahlt")]
pub struct AlreadyPaid;

/// Whether an order has been paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PaymentStatus {
    /// Waiting for the card payment (the default).
    #[default]
    Pending,
    /// Paid.
    Paid,
}

impl PaymentStatus {
    /// `"Pending"` or `"Paid"`.
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Pending => "Pending",
            PaymentStatus::Paid => "Paid",
        }
    }

    /// Reads the exact spelling produced by [`PaymentStatus::as_str`].
    ///
    /// # Errors
    /// [`InvalidPaymentStatus`] for anything else.
    pub fn parse(s: &str) -> Result<Self, InvalidPaymentStatus> {
        match s.trim() {
            "Pending" => Ok(PaymentStatus::Pending),
            "Paid" => Ok(PaymentStatus::Paid),
            _ => Err(InvalidPaymentStatus),
        }
    }

    /// Pending becomes Paid, once.
    ///
    /// # Errors
    /// [`AlreadyPaid`] when the order is already paid, so a repeated payment
    /// notification can be recognised.
    pub fn mark_paid(self) -> Result<PaymentStatus, AlreadyPaid> {
        match self {
            PaymentStatus::Pending => Ok(PaymentStatus::Paid),
            PaymentStatus::Paid => Err(AlreadyPaid),
        }
    }
}

impl fmt::Display for PaymentStatus {
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

/// Working days between payment and dispatch (printing takes this long).
const PRODUCTION_WORKING_DAYS: u32 = 3;

/// The day an order paid at `paid_at` is expected to ship: three working
/// days (Monday to Friday) later.
pub fn shipping_date_after(paid_at: NaiveDateTime) -> NaiveDate {
    let mut day = paid_at.date();
    let mut remaining = PRODUCTION_WORKING_DAYS;
    while remaining > 0 {
        day += Duration::days(1);
        if !matches!(day.weekday(), Weekday::Sat | Weekday::Sun) {
            remaining -= 1;
        }
    }
    day
}

/// An order about to be placed: its lines priced, its totals computed from
/// them, its delivery address parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrder {
    /// `None` for a guest order.
    pub user_id: Option<UserId>,
    pub order_type: OrderType,
    pub totals: Totals,
    pub lines: Vec<NewOrderLine>,
    pub shipping: ShippingAddress,
    pub created_at: NaiveDateTime,
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
            lines,
            shipping,
            created_at,
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
            created_at: self.created_at,
            paid_at: None,
            shipping_date: None,
            paid_after_cancellation: false,
            refunded_at: None,
        }
    }
}

/// Paid orders, and custom orders while they await payment.
fn listed_in_back_office(order_type: OrderType, payment_status: PaymentStatus) -> bool {
    payment_status == PaymentStatus::Paid || order_type == OrderType::Custom
}

/// Why the back office may not give an order a status.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatusChangeError {
    /// Only cancelling is possible before the payment.
    #[error("Eine unbezahlte Bestellung kann nur storniert werden")]
    Unpaid,
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
    pub created_at: NaiveDateTime,
    pub paid_at: Option<NaiveDateTime>,
    pub shipping_date: Option<NaiveDate>,
    /// The money arrived after the order was cancelled: it is kept and must
    /// be refunded, never shipped.
    pub paid_after_cancellation: bool,
    /// When the payment was given back (the order was cancelled after it
    /// was paid). The order stays paid: its invoice stands, reversed by a
    /// credit note.
    pub refunded_at: Option<NaiveDateTime>,
}

impl Order {
    /// Whether the back office lists the order: paid orders, and custom
    /// orders (created there) while they await payment. An unpaid shop
    /// order is an abandoned checkout, nothing to produce.
    pub fn is_listed_in_back_office(&self) -> bool {
        listed_in_back_office(self.order_type, self.payment_status)
    }

    /// The order with status `next`, if the back office may set it.
    ///
    /// # Errors
    /// [`StatusChangeError::Unpaid`] for anything but cancelling an unpaid
    /// order, else the [`TransitionError`] of the status table.
    pub fn with_status(&self, next: OrderStatus) -> Result<Order, StatusChangeError> {
        if self.payment_status != PaymentStatus::Paid && next != OrderStatus::Cancelled {
            return Err(StatusChangeError::Unpaid);
        }
        let order_status = self.order_status.transition_to(next)?;
        Ok(Order {
            order_status,
            ..self.clone()
        })
    }

    /// Whether setting `next` gives the customer's money back first: a paid
    /// order that is cancelled is refunded (and its invoice reversed).
    pub fn cancelling_refunds(&self, next: OrderStatus) -> bool {
        next == OrderStatus::Cancelled
            && self.payment_status == PaymentStatus::Paid
            && self.refunded_at.is_none()
    }

    /// The paid order cancelled, its payment refunded at `at`.
    ///
    /// # Errors
    /// [`StatusChangeError::Unpaid`] when there is no payment to refund,
    /// else the [`TransitionError`] of cancelling.
    pub fn refunded(&self, at: NaiveDateTime) -> Result<Order, StatusChangeError> {
        let cancelled = self.with_status(OrderStatus::Cancelled)?;
        if !self.cancelling_refunds(OrderStatus::Cancelled) {
            return Err(StatusChangeError::Unpaid);
        }
        Ok(Order {
            refunded_at: Some(at),
            ..cancelled
        })
    }

    /// The statuses [`Order::with_status`] accepts now, in lifecycle order.
    pub fn allowed_next_statuses(&self) -> Vec<OrderStatus> {
        OrderStatus::ALL
            .into_iter()
            .filter(|next| self.with_status(*next).is_ok())
            .collect()
    }

    /// The order paid at `at`, with the shipping date that gives. A
    /// cancelled order stays cancelled: its payment is flagged for a refund
    /// and gets no shipping date.
    ///
    /// # Errors
    /// [`AlreadyPaid`] when it was paid before.
    pub fn paid(&self, at: NaiveDateTime) -> Result<Order, AlreadyPaid> {
        let cancelled = self.order_status == OrderStatus::Cancelled;
        Ok(Order {
            payment_status: self.payment_status.mark_paid()?,
            paid_at: Some(at),
            shipping_date: (!cancelled).then(|| shipping_date_after(at)),
            paid_after_cancellation: cancelled,
            ..self.clone()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use OrderStatus::{Cancelled, Delivered, Processing, Shipped};

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
        for (status, name) in [
            (Processing, "Processing"),
            (Shipped, "Shipped"),
            (Delivered, "Delivered"),
            (Cancelled, "Cancelled"),
        ] {
            assert_eq!(status.as_str(), name);
            assert_eq!(status.to_string(), name);
            assert_eq!(OrderStatus::parse(name), Ok(status));
        }
        assert_eq!(OrderStatus::parse("processing"), Err(InvalidOrderStatus));
        assert_eq!(OrderStatus::parse("Canceled"), Err(InvalidOrderStatus));
        assert_eq!(OrderStatus::parse(""), Err(InvalidOrderStatus));
    }

    #[test]
    fn only_delivered_and_cancelled_are_final() {
        assert!(!Processing.is_final());
        assert!(!Shipped.is_final());
        assert!(Delivered.is_final());
        assert!(Cancelled.is_final());
    }

    #[test]
    fn transitions_follow_the_table() {
        // Arrange: every pair with its expected outcome.
        let unchanged = Err(TransitionError::Unchanged);
        let final_ = Err(TransitionError::Final);
        let table = [
            (Processing, Processing, unchanged.clone()),
            (Processing, Shipped, Ok(Shipped)),
            (Processing, Delivered, Ok(Delivered)),
            (Processing, Cancelled, Ok(Cancelled)),
            (
                Shipped,
                Processing,
                Err(TransitionError::NotAllowed {
                    from: Shipped,
                    to: Processing,
                }),
            ),
            (Shipped, Shipped, unchanged.clone()),
            (Shipped, Delivered, Ok(Delivered)),
            (Shipped, Cancelled, Ok(Cancelled)),
            (Delivered, Processing, final_.clone()),
            (Delivered, Shipped, final_.clone()),
            (Delivered, Delivered, unchanged.clone()),
            (Delivered, Cancelled, final_.clone()),
            (Cancelled, Processing, final_.clone()),
            (Cancelled, Shipped, final_.clone()),
            (Cancelled, Delivered, final_),
            (Cancelled, Cancelled, unchanged),
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
            (PaymentStatus::Paid, "Paid"),
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

    fn order(order_type: OrderType, status: OrderStatus, payment: PaymentStatus) -> Order {
        Order {
            id: OrderId::new(1),
            user_id: None,
            order_type,
            order_status: status,
            payment_status: payment,
            totals: Totals::from_net(Cents::new(1000)),
            created_at: at("2026-11-20 10:00"),
            paid_at: None,
            shipping_date: None,
            paid_after_cancellation: false,
            refunded_at: None,
        }
    }

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

    #[test]
    fn orders_ship_three_working_days_after_payment() {
        let date = |text: &str| NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap();
        assert_eq!(
            shipping_date_after(at("2026-11-20 10:00")),
            date("2026-11-25")
        );
        assert_eq!(
            shipping_date_after(at("2026-11-23 23:59")),
            date("2026-11-26")
        );
        assert_eq!(
            shipping_date_after(at("2026-11-21 08:00")),
            date("2026-11-25")
        );
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

        assert_eq!(unpaid.allowed_next_statuses(), vec![Cancelled]);
        assert_eq!(unpaid.with_status(Shipped), Err(StatusChangeError::Unpaid));
        assert_eq!(
            unpaid.with_status(Cancelled).unwrap().order_status,
            Cancelled
        );
    }

    #[test]
    fn a_paid_order_offers_the_transitions_of_the_table() {
        let paid = |status| order(OrderType::Normal, status, PaymentStatus::Paid);

        assert_eq!(
            paid(Processing).allowed_next_statuses(),
            vec![Shipped, Delivered, Cancelled]
        );
        assert_eq!(
            paid(Shipped).allowed_next_statuses(),
            vec![Delivered, Cancelled]
        );
        assert!(paid(Delivered).allowed_next_statuses().is_empty());
        assert!(paid(Cancelled).allowed_next_statuses().is_empty());
        assert_eq!(
            paid(Delivered).with_status(Cancelled),
            Err(StatusChangeError::Transition(TransitionError::Final))
        );
        assert_eq!(
            StatusChangeError::Unpaid.to_string(),
            "Eine unbezahlte Bestellung kann nur storniert werden"
        );
    }

    #[test]
    fn paying_sets_the_time_and_the_shipping_date_once() {
        let unpaid = order(OrderType::Normal, Processing, PaymentStatus::Pending);

        let paid = unpaid.paid(at("2026-11-20 10:00")).unwrap();

        assert_eq!(paid.payment_status, PaymentStatus::Paid);
        assert_eq!(paid.paid_at, Some(at("2026-11-20 10:00")));
        assert_eq!(
            paid.shipping_date,
            Some(NaiveDate::from_ymd_opt(2026, 11, 25).unwrap())
        );
        assert!(paid.is_listed_in_back_office());
        assert_eq!(paid.paid(at("2026-11-21 10:00")), Err(AlreadyPaid));
    }

    #[test]
    fn a_payment_for_a_cancelled_order_is_flagged_and_ships_nothing() {
        let cancelled = order(OrderType::Normal, Cancelled, PaymentStatus::Pending);

        let paid = cancelled.paid(at("2026-11-20 10:00")).unwrap();

        assert_eq!(paid.order_status, Cancelled);
        assert_eq!(paid.payment_status, PaymentStatus::Paid);
        assert!(paid.paid_after_cancellation);
        assert_eq!(paid.shipping_date, None);
        assert!(paid.is_listed_in_back_office());
        assert!(
            !order(OrderType::Normal, Processing, PaymentStatus::Pending)
                .paid(at("2026-11-20 10:00"))
                .unwrap()
                .paid_after_cancellation
        );
    }

    #[test]
    fn cancelling_a_paid_order_refunds_it_once_and_keeps_it_paid() {
        let paid = order(OrderType::Normal, OrderStatus::Shipped, PaymentStatus::Paid);
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
