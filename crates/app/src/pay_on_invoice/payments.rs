//! Payments of orders bought on invoice: booked by hand (or from a bank
//! statement), added up, and the order paid once they reach its total.

use chrono::{NaiveDate, NaiveDateTime, NaiveTime};
use shop_domain::{
    Cents, DocumentKind, OrderId, OrderStatus, PaymentStatus,
    invoice_terms::{BookedPayment, PaymentEntryError},
};
use shop_ports::{
    Repos, StoreError, TxError,
    mailer::{MailComposer, MailContent},
    orders::Order,
};

/// Why a payment cannot be booked.
#[derive(Debug, thiserror::Error)]
pub enum BookPaymentError {
    #[error(transparent)]
    Invalid(#[from] PaymentEntryError),
    /// No such order, or one paid up front.
    #[error("Diese Bestellung wurde nicht auf Rechnung gekauft.")]
    NotOnInvoice,
    #[error("Diese Rechnung ist bereits vollständig bezahlt.")]
    AlreadyPaid,
    #[error("Diese Bestellung ist storniert; es ist nichts zu zahlen.")]
    Cancelled,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(BookPaymentError);

/// What an order bought on invoice has received.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoicePayments {
    pub total: Cents,
    pub paid: Cents,
    pub payments: Vec<BookedPayment>,
    /// Paid in full: the order is `Paid`.
    pub settled: bool,
}

/// What `order` has received so far.
pub(crate) fn tally(repos: &mut dyn Repos, order: &Order) -> Result<InvoicePayments, StoreError> {
    let payments = repos.invoice_terms().payments_of(order.id)?;
    let paid = payments.iter().fold(0_i64, |sum, payment| {
        sum.saturating_add(payment.amount.get())
    });
    Ok(InvoicePayments {
        // Less an express surcharge credited because the order shipped late.
        total: order.gross_after_refunds(),
        paid: Cents::new(paid),
        payments,
        settled: order.payment_status == PaymentStatus::Paid,
    })
}

/// Books `payment` (a bank entry's when `bank_reference` is set: booked
/// once however often its statement is imported) against order `order_id`
/// in the caller's transaction; settles the order once paid in full and
/// queues the buyer's 'Zahlungseingang bestätigt'. `None` when the bank
/// entry was booked before.
///
/// # Errors
/// [`BookPaymentError`] naming why not.
pub(crate) fn book(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    order_id: OrderId,
    payment: &BookedPayment,
    bank_reference: Option<String>,
    now: NaiveDateTime,
) -> Result<Option<InvoicePayments>, TxError<BookPaymentError>> {
    repos.orders().lock(order_id)?;
    let order = repos
        .orders()
        .find(order_id)?
        .filter(|order| order.on_invoice.is_some())
        .ok_or(TxError::Rule(BookPaymentError::NotOnInvoice))?;
    if order.payment_status == PaymentStatus::Paid {
        return Err(TxError::Rule(BookPaymentError::AlreadyPaid));
    }
    if order.order_status == OrderStatus::Cancelled {
        return Err(TxError::Rule(BookPaymentError::Cancelled));
    }
    if !repos
        .invoice_terms()
        .book_payment(order_id, payment, bank_reference, now)?
    {
        return Ok(None);
    }
    let mut received = tally(repos, &order)?;
    if received.paid >= received.total
        && let Some(settled) = order.settled(payment.paid_on.and_time(NaiveTime::MIN))
        && repos.orders().update_state(&order, &settled)?
    {
        received.settled = true;
        queue_paid_mail(
            repos,
            composer,
            &settled,
            received.paid,
            payment.paid_on,
            now,
        )?;
    }
    Ok(Some(received))
}

/// 'Zahlungseingang bestätigt' to the order's buyer.
fn queue_paid_mail(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    order: &Order,
    paid: Cents,
    paid_on: NaiveDate,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    let Some(shipping) = repos.orders().shipping(order.id)? else {
        return Ok(());
    };
    let invoice = repos
        .invoices()
        .find(order.id, DocumentKind::Invoice)?
        .map(|invoice| invoice.number)
        .unwrap_or_default();
    let mail = composer.compose(
        shipping.email.as_str(),
        &MailContent::InvoicePaid {
            order_id: order.id,
            recipient_name: shipping.contact_person.to_string(),
            invoice,
            amount: paid,
            paid_on,
        },
    );
    crate::jobs::queue_mail(repos, &mail, Some(order.id), now)
}
