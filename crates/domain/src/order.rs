//! Orders: identifiers, order and payment states, order types and roles.
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
//! Pending, then Paid exactly once.

use std::fmt;

/// The identifier of an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OrderId(i64);

impl OrderId {
    /// Wraps a raw id.
    pub const fn new(raw: i64) -> Self {
        OrderId(raw)
    }

    /// The raw id.
    pub fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for OrderId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

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
    /// payment link. Spelt "Costume" as in the spec.
    Costume,
}

impl OrderType {
    /// `"Normal"` or `"Costume"`.
    pub fn as_str(self) -> &'static str {
        match self {
            OrderType::Normal => "Normal",
            OrderType::Costume => "Costume",
        }
    }

    /// Reads the exact spelling produced by [`OrderType::as_str`].
    ///
    /// # Errors
    /// [`InvalidOrderType`] for anything else.
    pub fn parse(s: &str) -> Result<Self, InvalidOrderType> {
        match s.trim() {
            "Normal" => Ok(OrderType::Normal),
            "Costume" => Ok(OrderType::Costume),
            _ => Err(InvalidOrderType),
        }
    }
}

impl fmt::Display for OrderType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A role name was not recognised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannte Rolle")]
pub struct InvalidRole;

/// What a signed-in user may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// A company that shops.
    Customer,
    /// Runs the back-office.
    Admin,
}

impl Role {
    /// `"customer"` or `"admin"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Customer => "customer",
            Role::Admin => "admin",
        }
    }

    /// Reads the exact spelling produced by [`Role::as_str`].
    ///
    /// # Errors
    /// [`InvalidRole`] for anything else.
    pub fn parse(s: &str) -> Result<Self, InvalidRole> {
        match s.trim() {
            "customer" => Ok(Role::Customer),
            "admin" => Ok(Role::Admin),
            _ => Err(InvalidRole),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
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
            (OrderType::Costume, "Costume"),
        ] {
            assert_eq!(kind.as_str(), name);
            assert_eq!(kind.to_string(), name);
            assert_eq!(OrderType::parse(name), Ok(kind));
        }
        assert_eq!(OrderType::parse("Custom"), Err(InvalidOrderType));
        assert_eq!(InvalidOrderType.to_string(), "Unbekannte Bestellart");
    }

    #[test]
    fn role_round_trips_lower_case_names() {
        for (role, name) in [(Role::Customer, "customer"), (Role::Admin, "admin")] {
            assert_eq!(role.as_str(), name);
            assert_eq!(role.to_string(), name);
            assert_eq!(Role::parse(name), Ok(role));
        }
        assert_eq!(Role::parse("Admin"), Err(InvalidRole));
        assert_eq!(Role::parse("visitor"), Err(InvalidRole));
        assert_eq!(InvalidRole.to_string(), "Unbekannte Rolle");
    }
}
