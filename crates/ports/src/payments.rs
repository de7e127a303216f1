//! Card payments: the record of checkout sessions and processed provider
//! events, and the gateway to the payment provider.

use async_trait::async_trait;
use chrono::{NaiveDateTime, TimeDelta};
use shop_domain::{Cents, OrderId};

use crate::StoreError;

/// How long a checkout session takes payment after it was created: Stripe
/// Checkout's default, as the shop sets no other. The local test provider's
/// page has no end of its own; the shop counts its sessions the same.
pub const CHECKOUT_SESSION_LIFETIME: TimeDelta = TimeDelta::hours(24);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutRecord {
    pub order_id: OrderId,
    pub provider: String,
    pub session_id: String,
    /// The provider's payment page for this session.
    pub checkout_url: String,
    pub created_at: NaiveDateTime,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait PaymentRepository {
    /// # Errors
    /// [`StoreError::Conflict`] when the session id is recorded already.
    fn record_checkout(&mut self, record: &CheckoutRecord) -> Result<(), StoreError>;

    /// The newest checkout session of the order.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn latest_checkout(&mut self, order_id: OrderId) -> Result<Option<CheckoutRecord>, StoreError>;
    /// The checkout with this provider session id.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find_checkout(&mut self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError>;

    /// Notes that this session took the order's money, so a refund goes back through it.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_checkout_paid(&mut self, session_id: &str, at: NaiveDateTime)
    -> Result<(), StoreError>;

    /// Notes that this session expired unpaid: its page takes no money, so
    /// it is never offered again (its payment page address is forgotten).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn close_checkout(&mut self, session_id: &str) -> Result<(), StoreError>;

    /// The session that took the order's money, if one did.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn paid_checkout(&mut self, order_id: OrderId) -> Result<Option<CheckoutRecord>, StoreError>;

    /// Keeps the provider's record of a refund.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the order was refunded already.
    fn record_refund(&mut self, refund: &RefundRecord) -> Result<(), StoreError>;

    /// Keeps the hash of a payment link's token for an order.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record_payment_link(
        &mut self,
        order_id: OrderId,
        token_hash: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError>;

    /// The order a payment link's token hash belongs to, and when the link was made.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn payment_link_order(
        &mut self,
        token_hash: &str,
    ) -> Result<Option<(OrderId, NaiveDateTime)>, StoreError>;

    /// Remembers a provider event; `false` when it was processed before (webhooks repeat).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record_event(&mut self, event_id: &str, at: NaiveDateTime) -> Result<bool, StoreError>;
}

/// A refund the provider made, as the shop keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefundRecord {
    pub order_id: OrderId,
    pub provider: String,
    /// The provider's id of the refund (`re_...` at Stripe).
    pub refund_id: String,
    pub amount: Cents,
    pub created_at: NaiveDateTime,
}

/// Give an order's payment back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefundRequest {
    pub order_id: OrderId,
    /// The checkout session that took the money.
    pub session_id: String,
    pub amount: Cents,
    /// The same key for the same order, so a second click or a retried call
    /// cannot refund twice.
    pub idempotency_key: String,
}

/// Why the provider did not refund, in words the admin is shown.
#[derive(Debug, thiserror::Error)]
pub enum RefundError {
    /// The provider refused (for example: already refunded, disputed).
    #[error("{0}")]
    Refused(String),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// One priced line sent to the provider, built from the stored order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutLine {
    pub name: String,
    pub unit_amount: Cents,
    pub quantity: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutRequest {
    pub order_id: OrderId,
    pub lines: Vec<CheckoutLine>,
    pub customer_email: String,
    pub success_url: String,
    pub cancel_url: String,
    /// The same key for the same order, so a retried call cannot create two sessions.
    pub idempotency_key: String,
    /// The provider's names of the payment methods offered (`card`, `sepa_debit`, …).
    pub payment_methods: Vec<String>,
    /// Taken off the lines' sum (the order's discount code), shown by the
    /// provider as a discount: its line items cannot be negative.
    pub discount: Option<CheckoutDiscount>,
}

/// A one-off discount on a checkout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutDiscount {
    /// What the customer sees, e.g. `Aktionscode SOMMER10`.
    pub name: String,
    pub amount: Cents,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutSession {
    pub id: String,
    /// Where the customer's browser goes to pay.
    pub url: String,
}

/// Whether the customer has paid for a checkout session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionPayment {
    Paid,
    Unpaid,
    /// Expired or failed: this session will never be paid.
    Expired,
}

/// How a checkout session stands at the provider, with the amount it charges,
/// so a payment is only accepted for the order's own total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionReport {
    pub payment: SessionPayment,
    pub amount_total: Cents,
    /// Lower-case ISO 4217 code, e.g. `eur`.
    pub currency: String,
}

/// A verified event from the provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentEvent {
    /// The customer completed the checkout (`checkout.session.completed`) or
    /// a delayed payment cleared (`checkout.session.async_payment_succeeded`).
    /// `paid` is `false` while a delayed method is still clearing.
    CheckoutCompleted {
        event_id: String,
        session_id: String,
        order_id: OrderId,
        paid: bool,
        amount_total: Cents,
        /// Lower-case ISO 4217 code, e.g. `eur`.
        currency: String,
    },
    /// The session expired unpaid (`checkout.session.expired`): nothing was charged.
    CheckoutFailed {
        event_id: String,
        session_id: String,
        order_id: OrderId,
    },
    /// A delayed payment did not arrive (`checkout.session.async_payment_failed`).
    AsyncPaymentFailed {
        event_id: String,
        session_id: String,
        order_id: OrderId,
    },
    /// Any other event type; acknowledged and otherwise ignored.
    Ignored { event_id: String },
}

#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    /// The webhook's signature or timestamp did not check out.
    #[error("invalid webhook signature")]
    InvalidSignature,
    #[error("malformed provider payload: {0}")]
    Malformed(String),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PaymentGateway: Send + Sync {
    /// Opens a checkout session for a stored order.
    ///
    /// # Errors
    /// [`PaymentError::Unknown`] when the provider is unreachable or refuses.
    async fn create_checkout(
        &self,
        request: &CheckoutRequest,
    ) -> Result<CheckoutSession, PaymentError>;

    /// Verifies a webhook's signature and parses it.
    ///
    /// # Errors
    /// [`PaymentError::InvalidSignature`] or [`PaymentError::Malformed`].
    async fn parse_webhook(
        &self,
        payload: &[u8],
        signature: &str,
    ) -> Result<PaymentEvent, PaymentError>;

    /// Asks the provider how a session stands (the redirect can beat the
    /// webhook). `None` when the provider keeps no state of its own for the
    /// session (the local test provider records payments in the shop directly).
    ///
    /// # Errors
    /// [`PaymentError::Unknown`] when the provider is unreachable or answers
    /// something unreadable.
    async fn session_status(&self, session_id: &str)
    -> Result<Option<SessionReport>, PaymentError>;

    /// Closes an open session so it can no longer be paid (its order was
    /// cancelled). The local test provider has nothing to close: its page
    /// refuses cancelled orders itself.
    ///
    /// # Errors
    /// [`PaymentError::Unknown`] when the provider is unreachable or refuses
    /// (for example because the session completed meanwhile).
    async fn expire_checkout(&self, session_id: &str) -> Result<(), PaymentError>;

    /// Refunds the payment taken through a session, in full, and answers the
    /// provider's refund id. The same idempotency key answers the same
    /// refund again instead of refunding twice.
    ///
    /// # Errors
    /// [`RefundError::Refused`] with the provider's reason, or
    /// [`RefundError::Unknown`] when it cannot be reached.
    async fn refund(&self, request: &RefundRequest) -> Result<String, RefundError>;
}
