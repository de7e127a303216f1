//! Pay on invoice: the terms granted to accounts and what each account owes
//! on its orders on invoice.

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::{
    OrderId, UserId,
    invoice_terms::{BookedPayment, InvoiceTerms, OpenInvoices},
    payment_reminder::ReminderStep,
};

use crate::{Page, PageRequest, StoreError};

/// A customer account as the back office's 'Kunden' page lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomerRow {
    pub user_id: UserId,
    pub company_name: String,
    pub email: String,
    pub terms: Option<InvoiceTerms>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait InvoiceTermsRepository {
    /// Grants `terms` to `user`, replacing what it had.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn grant(
        &mut self,
        user: UserId,
        terms: &InvoiceTerms,
        at: NaiveDateTime,
    ) -> Result<(), StoreError>;

    /// Withdraws `user`'s terms; `false` when it had none.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn withdraw(&mut self, user: UserId) -> Result<bool, StoreError>;

    /// `user`'s terms, holding them for the rest of the transaction, so two
    /// orders of one account against its limit are reserved one after the other.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn lock(&mut self, user: UserId) -> Result<Option<InvoiceTerms>, StoreError>;

    /// Notes the due date of order `order`'s invoice, once issued.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn set_due_on(&mut self, order: OrderId, due_on: NaiveDate) -> Result<(), StoreError>;

    /// Books `payment` against order `order`; with a bank reference, a
    /// second booking of the same bank entry books nothing (`false`).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn book_payment(
        &mut self,
        order: OrderId,
        payment: &BookedPayment,
        bank_reference: Option<String>,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// The payments booked against order `order`, in the order they arrived.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn payments_of(&mut self, order: OrderId) -> Result<Vec<BookedPayment>, StoreError>;

    /// Notes letter `step` sent for order `order`'s invoice; `false` when
    /// it was sent before, so the caller sends nothing twice.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_reminder_sent(
        &mut self,
        order: OrderId,
        step: ReminderStep,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// The letters sent for order `order`'s invoice and when, oldest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn reminders_of(
        &mut self,
        order: OrderId,
    ) -> Result<Vec<(ReminderStep, NaiveDateTime)>, StoreError>;

    /// The order invoice `number` was issued for, if there is such an invoice.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn order_of_invoice(&mut self, number: &str) -> Result<Option<OrderId>, StoreError>;

    /// `user`'s terms, if granted.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn terms_of(&mut self, user: UserId) -> Result<Option<InvoiceTerms>, StoreError>;

    /// What `user` owes on invoice on `today` (Berlin): the unpaid rest of
    /// its orders on invoice that are not cancelled, what of it is past due,
    /// and the invoice due longest.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn open_of(&mut self, user: UserId, today: NaiveDate) -> Result<OpenInvoices, StoreError>;

    /// Customer accounts (not admins) whose company name or e-mail contains
    /// `search` (any case; all when empty), by company name.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn customers(
        &mut self,
        search: &str,
        page: PageRequest,
    ) -> Result<Page<CustomerRow>, StoreError>;
}
