//! Pay on invoice ('Kauf auf Rechnung'): the admin grants an account a
//! limit and a term, the back office lists customers with what they owe,
//! and the checkout asks whether the signed-in buyer may order on invoice.

use std::sync::Arc;

use chrono::NaiveDate;
use shop_domain::{
    OrderId, Role, UserId,
    berlin::berlin_day,
    default_interest::BaseRates,
    invoice_terms::{self, BookedPayment, InvoiceRefusal, InvoiceTerms, OpenInvoices, TermsError},
    payment_reminder::ReminderStep,
};
use shop_ports::{
    Page, PageRequest, Store, StoreError, TxError,
    bank_statements::{StatementError, StatementReader},
    clock::Clock,
    invoice_terms::CustomerRow,
    mailer::MailComposer,
    read, transaction,
};

mod payments;
mod reminders;
mod statements;

pub use payments::{BookPaymentError, InvoicePayments};
pub use reminders::schedule_reminders;
pub use statements::{BookedCredit, StatementImport, invoice_numbers};

/// Why a bank statement was not imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error(transparent)]
    Unreadable(#[from] StatementError),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// Why terms cannot be granted or withdrawn.
#[derive(Debug, thiserror::Error)]
pub enum TermsGrantError {
    #[error(transparent)]
    Invalid(#[from] TermsError),
    /// Without the shop's bank account no invoice could say where to pay.
    #[error(
        "Kauf auf Rechnung kann erst freigeschaltet werden, wenn die Bankverbindung des Shops (SHOP_SELLER_IBAN) eingerichtet ist."
    )]
    NoBankAccount,
    /// No such customer account (admins buy nothing).
    #[error("Dieses Kundenkonto wurde nicht gefunden.")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// A customer as the 'Kunden' page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomerView {
    pub customer: CustomerRow,
    pub open: OpenInvoices,
}

#[derive(Clone)]
pub struct PayOnInvoice {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    composer: Arc<dyn MailComposer>,
    /// Reads the bank's camt.053 statements.
    statements: Arc<dyn StatementReader>,
    /// Whether the seller named a bank account (`SHOP_SELLER_IBAN`).
    bank_account: bool,
    /// The base rates default interest is reckoned on (`SHOP_BASE_RATE_PERCENT`).
    base_rates: BaseRates,
}

impl PayOnInvoice {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        composer: Arc<dyn MailComposer>,
        statements: Arc<dyn StatementReader>,
        bank_account: bool,
    ) -> Self {
        Self {
            store,
            clock,
            composer,
            statements,
            bank_account,
            base_rates: BaseRates::published(),
        }
    }

    /// Reckons default interest on `rates` instead of the published table.
    #[must_use]
    pub fn with_base_rates(mut self, rates: BaseRates) -> Self {
        self.base_rates = rates;
        self
    }

    /// Sends letter `step` for order `order_id` bought on invoice (its
    /// [`ReminderStep::job_kind`] job): once, and only while the invoice
    /// is open and the letter's day has come. Whether it went out.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn send_reminder(
        &self,
        order_id: OrderId,
        step: ReminderStep,
    ) -> Result<bool, StoreError> {
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        let rates = self.base_rates.clone();
        shop_ports::write(&*self.store, move |repos| {
            reminders::send(repos, &*composer, &rates, order_id, step, now)
        })
        .await
    }

    /// Books a transfer of `amount_cents` that arrived on `paid_on` against
    /// order `order_id` bought on invoice. Part payments add up; once they
    /// reach its total the order is paid and the buyer gets 'Zahlungseingang
    /// bestätigt', once.
    ///
    /// # Errors
    /// [`BookPaymentError`] naming why not.
    pub async fn book_payment(
        &self,
        order_id: OrderId,
        amount_cents: i64,
        paid_on: NaiveDate,
        note: String,
    ) -> Result<InvoicePayments, BookPaymentError> {
        let now = self.clock.now();
        let payment = BookedPayment::parse(amount_cents, paid_on, &note, berlin_day(now))?;
        let composer = Arc::clone(&self.composer);
        let booked = transaction(&*self.store, move |repos| {
            payments::book(repos, &*composer, order_id, &payment, None, now)
        })
        .await?;
        // Without a bank reference every booking is a new one.
        booked.ok_or(BookPaymentError::Unknown(StoreError::Unknown(
            anyhow::anyhow!("a payment without a bank reference was taken for a duplicate"),
        )))
    }

    /// Books a camt.053 statement: every credit naming an open invoice pays
    /// its order, the rest is listed for the admin; the same statement
    /// imported again books nothing twice. A file that is no statement
    /// changes nothing.
    ///
    /// # Errors
    /// [`ImportError::Unreadable`] with the German reason, or storage failure.
    pub async fn import_statement(&self, xml: Vec<u8>) -> Result<StatementImport, ImportError> {
        let credits = self.statements.credits(&xml)?;
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        Ok(shop_ports::write(&*self.store, move |repos| {
            statements::book_credits(repos, &*composer, credits, now)
        })
        .await?)
    }

    /// What order `order_id` bought on invoice has received; `None` for an
    /// order paid up front.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn payments_of(
        &self,
        order_id: OrderId,
    ) -> Result<Option<InvoicePayments>, StoreError> {
        read(&*self.store, move |repos| {
            match repos.orders().find(order_id)? {
                Some(order) if order.on_invoice.is_some() => {
                    payments::tally(repos, &order).map(Some)
                }
                _ => Ok(None),
            }
        })
        .await
    }

    /// The letters sent for order `order_id`'s unpaid invoice, oldest first.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn letters_of(
        &self,
        order_id: OrderId,
    ) -> Result<Vec<(ReminderStep, chrono::NaiveDateTime)>, StoreError> {
        read(&*self.store, move |repos| {
            repos.invoice_terms().reminders_of(order_id)
        })
        .await
    }

    /// Grants customer `user` a limit of `limit_cents` and `days` to pay.
    ///
    /// # Errors
    /// [`TermsGrantError`] naming why not.
    pub async fn grant(
        &self,
        user: UserId,
        limit_cents: i64,
        days: i64,
    ) -> Result<InvoiceTerms, TermsGrantError> {
        let terms = InvoiceTerms::parse(limit_cents, days)?;
        if !self.bank_account {
            return Err(TermsGrantError::NoBankAccount);
        }
        let now = self.clock.now();
        Ok(transaction(&*self.store, move |repos| {
            let customer = repos.users().find_by_id(user)?;
            if !customer.is_some_and(|account| account.role == Role::Customer) {
                return Err(TxError::Rule(TermsGrantError::NotFound));
            }
            repos.invoice_terms().grant(user, &terms, now)?;
            Ok(terms)
        })
        .await?)
    }

    /// Withdraws `user`'s terms; invoices already issued stay due as agreed.
    ///
    /// # Errors
    /// [`TermsGrantError::NotFound`] when it had none.
    pub async fn withdraw(&self, user: UserId) -> Result<(), TermsGrantError> {
        let withdrawn = transaction(&*self.store, move |repos| {
            Ok::<_, TxError<TermsGrantError>>(repos.invoice_terms().withdraw(user)?)
        })
        .await?;
        if withdrawn {
            Ok(())
        } else {
            Err(TermsGrantError::NotFound)
        }
    }

    /// Customer accounts matching `search`, each with what it owes today.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn customers(
        &self,
        search: String,
        page: PageRequest,
    ) -> Result<Page<CustomerView>, StoreError> {
        let today = berlin_day(self.clock.now());
        read(&*self.store, move |repos| {
            let found = repos.invoice_terms().customers(&search, page)?;
            let items = found
                .items
                .into_iter()
                .map(|customer| {
                    let open = repos.invoice_terms().open_of(customer.user_id, today)?;
                    Ok(CustomerView { customer, open })
                })
                .collect::<Result<_, StoreError>>()?;
            Ok(Page {
                items,
                total: found.total,
            })
        })
        .await
    }

    /// Whether `user` (a guest when `None`) may order on invoice now: its
    /// terms, or the reason shown beside the greyed-out option.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn offered_to(
        &self,
        user: Option<UserId>,
    ) -> Result<Result<InvoiceTerms, InvoiceRefusal>, StoreError> {
        let Some(user) = user.filter(|_| self.bank_account) else {
            return Ok(Err(InvoiceRefusal::NotGranted));
        };
        let today = berlin_day(self.clock.now());
        read(&*self.store, move |repos| {
            let terms = repos.invoice_terms().terms_of(user)?;
            let open = repos.invoice_terms().open_of(user, today)?;
            Ok(invoice_terms::offered(terms.as_ref(), &open))
        })
        .await
    }
}

shop_ports::rules_roll_back_as!(TermsGrantError);

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::NaiveDateTime;
    use shop_domain::{Cents, Role, UserId, invoice_terms::InvoiceRefusal};
    use shop_ports::{clock::MockClock, testing::MockRepos};

    use super::{PayOnInvoice, TermsGrantError};

    fn now() -> NaiveDateTime {
        NaiveDateTime::parse_from_str("2026-12-16 10:00", "%Y-%m-%d %H:%M").unwrap()
    }

    fn desk(repos: MockRepos, bank_account: bool) -> PayOnInvoice {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        PayOnInvoice::new(
            Arc::new(repos.into_store()),
            Arc::new(clock),
            Arc::new(shop_ports::mailer::MockMailComposer::new()),
            Arc::new(shop_ports::bank_statements::MockStatementReader::new()),
            bank_account,
        )
    }

    fn account(
        role: Role,
    ) -> impl Fn(UserId) -> Result<Option<shop_domain::User>, shop_ports::StoreError> {
        move |id| {
            Ok(Some(shop_domain::User {
                id,
                email: shop_domain::Email::parse("chef@pizzeria-roma.de").unwrap(),
                company_name: "Pizzeria Roma".into(),
                phone: "0170 1234567".into(),
                password_hash: String::new(),
                role,
                active: true,
                created_at: now(),
                address: None,
            }))
        }
    }

    #[tokio::test]
    async fn a_customer_is_granted_terms_in_range_once_the_shop_has_a_bank_account() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_id()
            .returning(account(Role::Customer));
        repos
            .invoice_terms
            .expect_grant()
            .withf(|user, terms, at| {
                *user == UserId::new(7)
                    && terms.limit == Cents::new(50_000)
                    && terms.days == 14
                    && *at == now()
            })
            .times(1)
            .returning(|_, _, _| Ok(()));

        let granted = desk(repos, true)
            .grant(UserId::new(7), 50_000, 14)
            .await
            .unwrap();

        assert_eq!(granted.days, 14);
    }

    #[tokio::test]
    async fn no_terms_without_a_bank_account_out_of_range_or_for_an_admin() {
        let mut repos = MockRepos::default();
        repos.invoice_terms.expect_grant().never();
        repos
            .users
            .expect_find_by_id()
            .returning(account(Role::Admin));
        let desk_without = desk(MockRepos::default(), false);
        let with = desk(repos, true);

        assert!(matches!(
            desk_without.grant(UserId::new(7), 50_000, 14).await,
            Err(TermsGrantError::NoBankAccount)
        ));
        assert!(matches!(
            with.grant(UserId::new(7), 50_000, 61).await,
            Err(TermsGrantError::Invalid(_))
        ));
        assert!(matches!(
            with.grant(UserId::new(1), 50_000, 14).await,
            Err(TermsGrantError::NotFound)
        ));
    }

    #[tokio::test]
    async fn a_guest_and_an_account_without_terms_are_told_why_not() {
        let mut repos = MockRepos::default();
        repos
            .invoice_terms
            .expect_terms_of()
            .returning(|_| Ok(None));
        repos
            .invoice_terms
            .expect_open_of()
            .returning(|_, _| Ok(Default::default()));
        let desk = desk(repos, true);

        assert_eq!(
            desk.offered_to(None).await.unwrap(),
            Err(InvoiceRefusal::NotGranted)
        );
        assert_eq!(
            desk.offered_to(Some(UserId::new(7))).await.unwrap(),
            Err(InvoiceRefusal::NotGranted)
        );
    }
}
