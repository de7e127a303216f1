//! Where an order's payment stands: pending, clearing, paid, failed, or
//! bought on invoice, and the moves between them.

use std::fmt;

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
    /// Waiting for the payment (the default).
    #[default]
    Pending,
    /// The checkout completed with a payment that takes days to arrive
    /// (SEPA direct debit, bank transfer): nothing is issued or printed yet.
    Processing,
    /// Paid.
    Paid,
    /// The delayed payment did not arrive; the customer may pay again.
    Failed,
    /// Bought on invoice by an account with terms: the buyer is bound to pay
    /// by the invoice's due date, and the order goes on as a paid one does.
    Invoiced,
}

impl PaymentStatus {
    /// Every status.
    pub const ALL: [PaymentStatus; 5] = [
        PaymentStatus::Pending,
        PaymentStatus::Processing,
        PaymentStatus::Paid,
        PaymentStatus::Failed,
        PaymentStatus::Invoiced,
    ];

    /// `"Pending"`, `"Processing"`, `"Paid"`, `"Failed"` or `"Invoiced"`.
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Pending => "Pending",
            PaymentStatus::Processing => "Processing",
            PaymentStatus::Paid => "Paid",
            PaymentStatus::Failed => "Failed",
            PaymentStatus::Invoiced => "Invoiced",
        }
    }

    /// Reads the exact spelling produced by [`PaymentStatus::as_str`].
    ///
    /// # Errors
    /// [`InvalidPaymentStatus`] for anything else.
    pub fn parse(s: &str) -> Result<Self, InvalidPaymentStatus> {
        let s = s.trim();
        Self::ALL
            .into_iter()
            .find(|status| status.as_str() == s)
            .ok_or(InvalidPaymentStatus)
    }

    /// Becomes Paid, once, from any unpaid state.
    ///
    /// # Errors
    /// [`AlreadyPaid`] when the order is already paid, so a repeated payment
    /// notification can be recognised.
    pub fn mark_paid(self) -> Result<PaymentStatus, AlreadyPaid> {
        match self {
            PaymentStatus::Paid => Err(AlreadyPaid),
            _ => Ok(PaymentStatus::Paid),
        }
    }

    /// Whether the order goes on to its proofs, production and shipping:
    /// paid, or bought on invoice (the buyer is bound to pay by the due date).
    pub fn goes_ahead(self) -> bool {
        matches!(self, PaymentStatus::Paid | PaymentStatus::Invoiced)
    }

    /// A completed checkout whose money is still on its way: Pending (or
    /// Failed, paid again) becomes Processing; `None` when the order is
    /// already clearing or paid (a late or repeated notification).
    pub fn mark_clearing(self) -> Option<PaymentStatus> {
        matches!(self, PaymentStatus::Pending | PaymentStatus::Failed)
            .then_some(PaymentStatus::Processing)
    }

    /// The delayed payment failed: Processing becomes Failed; `None` for
    /// any other state (a paid order stays paid).
    pub fn mark_failed(self) -> Option<PaymentStatus> {
        (self == PaymentStatus::Processing).then_some(PaymentStatus::Failed)
    }
}

impl fmt::Display for PaymentStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}
