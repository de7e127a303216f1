//! Sending e-mail. Use cases never call the mailer directly: they enqueue in
//! the outbox inside their transaction, and a worker hands mails to this port.

use async_trait::async_trait;
use chrono::NaiveDate;
use shop_domain::{Cents, OrderId, OrderStatus, Shipment, Totals, voucher::VoucherCode};

use shop_domain::ShippingAddress;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    pub to: String,
    pub subject: String,
    pub html_body: String,
    pub text_body: String,
    /// Files sent along: the invoice PDF with the payment confirmation, and
    /// the AGB the buyer accepted.
    pub attachments: Vec<Attachment>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub file_name: String,
    /// MIME type, e.g. `application/pdf`.
    pub content_type: String,
    pub data: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// The address or content was refused; retrying will not help.
    #[error("mail refused: {0}")]
    Rejected(String),
    /// The transport failed; a retry may succeed.
    #[error(transparent)]
    Transient(#[from] anyhow::Error),
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    /// # Errors
    /// [`MailError::Rejected`] for permanent failures, [`MailError::Transient`] otherwise.
    async fn send(&self, mail: &OutgoingMail) -> Result<(), MailError>;
}

/// What a mail is about; the composer turns it into German text and HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailContent {
    /// The link that activates a new account.
    Activation { company_name: String, link: String },
    /// The link that sets a new password.
    PasswordReset { link: String },
    /// The receipt of a paid order.
    OrderConfirmation(OrderSummary),
    /// An order the back-office created, with the link to pay it.
    PaymentLink { order: OrderSummary, link: String },
    /// The account was deleted on the customer's request.
    AccountDeleted { company_name: String },
    /// A paid order was cancelled and its payment refunded; the credit
    /// note's PDF travels as the attachment when the order was invoiced.
    Refunded {
        order_id: OrderId,
        recipient_name: String,
        amount: Cents,
        /// The credit note's number, e.g. `GS-2026-00001`.
        credit_note: Option<String>,
    },
    /// 'Express-Zuschlag erstattet': the order shipped after its promised
    /// day, so its express surcharge (with VAT) goes back, with the credit note.
    ExpressRefunded {
        order_id: OrderId,
        recipient_name: String,
        amount: Cents,
        /// The credit note's number, e.g. `GS-2026-00002`.
        credit_note: Option<String>,
        settled_by: ExpressRefundWay,
    },
    /// The invoice of a paid order whose confirmation went out without it
    /// (issuing failed at first); its PDF travels as the attachment.
    InvoiceIssued {
        order_id: OrderId,
        recipient_name: String,
        /// The invoice's number, e.g. `RE-2026-00001`.
        invoice: String,
    },
    /// The order's status changed (in production, shipped, delivered,
    /// cancelled); a shipped order names its parcel.
    StatusChanged {
        order_id: OrderId,
        recipient_name: String,
        status: OrderStatus,
        shipment: Option<Shipment>,
    },
    /// The paid order's proofs are ready: the link opens the approval page.
    ProofReady {
        order_id: OrderId,
        recipient_name: String,
        link: String,
        /// 'Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.'
        promise: Option<String>,
    },
    /// The one reminder when the approval is still missing after two days.
    ApprovalReminder {
        order_id: OrderId,
        recipient_name: String,
        link: String,
        /// As [`MailContent::ProofReady`]'s.
        promise: Option<String>,
    },
    /// Every proof of the order is approved.
    ApprovalReceived {
        order_id: OrderId,
        recipient_name: String,
    },
    /// The checkout completed with a payment that takes days (SEPA direct
    /// debit): nothing is issued or printed until it arrives.
    PaymentClearing {
        order_id: OrderId,
        recipient_name: String,
    },
    /// The delayed payment failed; the link starts a new one.
    PaymentFailed {
        order_id: OrderId,
        recipient_name: String,
        link: String,
    },
    /// An invoice bought on invoice is paid in full ('Zahlungseingang bestätigt').
    InvoicePaid {
        order_id: OrderId,
        recipient_name: String,
        invoice: String,
        amount: Cents,
        paid_on: chrono::NaiveDate,
    },
    /// The last approval came too late for the promised shipping day:
    /// 'Neuer Liefertermin für Ihre Bestellung Nr. {n}', once per change.
    DeliveryDateMoved {
        order_id: OrderId,
        recipient_name: String,
        before: chrono::NaiveDate,
        ship_on: chrono::NaiveDate,
        reasons: Vec<String>,
    },
    /// An invoice bought on invoice is past due: the friendly reminder or
    /// the dunning letter with its calculation.
    PaymentReminder {
        order_id: OrderId,
        recipient_name: String,
        letter: shop_domain::payment_reminder::ReminderLetter,
    },
}

/// How an express surcharge reaches the buyer again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpressRefundWay {
    /// Back to the card or account the provider charged.
    Refunded,
    /// Taken off an invoice still open.
    Deducted,
    /// An invoice already paid by transfer: the shop transfers it back.
    TransferredBack,
}

/// One line of an order as a mail shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderSummaryLine {
    pub name: String,
    pub quantity: u8,
    /// The quantity as the buyer counts it: '5 Pakete = 500 Karten', '2 Stück'.
    pub quantity_label: String,
    pub unit_price: Cents,
    pub subtotal: Cents,
    /// The processing (packaging) label, empty when the product has none.
    pub processing_type: String,
}

/// What an order mail shows: lines, totals, where it goes and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderSummary {
    pub order_id: OrderId,
    pub lines: Vec<OrderSummaryLine>,
    pub totals: Totals,
    /// The discount code `totals.discount` comes from.
    pub voucher_code: Option<VoucherCode>,
    /// Where a guest manages the order's QR short links (target, scans).
    pub qr_manage_link: Option<String>,
    /// Where the buyer checks and approves the proofs (tokened), for an
    /// order with designs of its own; printing waits for that approval.
    pub approval_link: Option<String>,
    /// With the approval link: 'Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.'
    pub approval_promise: Option<String>,
    pub shipping: ShippingAddress,
    pub shipping_date: Option<NaiveDate>,
    /// Bought on invoice: the agreed term as the checkout stated it, e.g.
    /// 'Zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug.'.
    pub payment_terms: Option<String>,
}

/// Renders mails in the shop's voice (templates live with the mail adapter).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait MailComposer: Send + Sync {
    fn compose(&self, to: &str, content: &MailContent) -> OutgoingMail;
}
