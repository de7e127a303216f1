//! Issuing the invoice of a paid order, after the payment is recorded.
//!
//! The paying transaction only notes that the order is owed an invoice
//! (`invoices_due`); this use case takes that note, draws the next gapless
//! number, renders and stores the invoice and queues the confirmation mail
//! with the PDF, all in one transaction. When rendering fails, that
//! transaction rolls back — no number is used — the confirmation goes out
//! without the invoice, the admin sees the failure on the order, and the
//! hourly housekeeping tries again; the invoice then follows in a mail of
//! its own. Money that arrived is never undone by a document.

use std::sync::Arc;

use shop_domain::OrderId;
use shop_ports::{
    Repos, StoreError, TxError,
    clock::Clock,
    mailer::{Attachment, MailComposer, MailContent},
    transaction, write,
};

use crate::{
    approval_links::ApprovalLinks,
    invoicing::Invoicing,
    order_mails::order_summary,
    qr_links::QrManageLinks,
    terms_file::{TermsFile, terms_file_name},
};

/// What became of an order's owed invoice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InvoiceOutcome {
    /// Issued under this number, e.g. `RE-2026-00012`.
    Issued(String),
    /// It was not owed one (any more): issued by another attempt, or the
    /// order was refunded before it could be issued.
    NotOwed,
    /// Issuing failed; the order stays owed its invoice.
    Failed(String),
}

#[derive(Clone)]
pub struct InvoiceIssuing {
    store: Arc<dyn shop_ports::Store>,
    clock: Arc<dyn Clock>,
    composer: Arc<dyn MailComposer>,
    invoicing: Invoicing,
    confirmations: Arc<Confirmations>,
}

/// What every order confirmation may carry besides the order.
pub struct Confirmations {
    /// Gives a guest's confirmation the link to manage its QR short links.
    pub qr_manage: QrManageLinks,
    /// Gives the confirmation of an order with designs its approval link.
    pub approvals: ApprovalLinks,
    /// The AGB in force as a PDF, attached to the confirmation of an order
    /// that accepted this version (named by [`terms_file_name`]).
    pub terms: TermsFile,
}

/// The AGB file for the confirmation of `order_id`, when the order accepted
/// the version it holds (an order of an earlier version gets none rather
/// than other terms).
fn accepted_terms(
    repos: &mut dyn Repos,
    links: &Confirmations,
    order_id: OrderId,
) -> Result<Option<Attachment>, StoreError> {
    let terms = &links.terms;
    let accepted = repos.orders().buyer(order_id)?.terms_version;
    if accepted.is_none_or(|version| terms.file_name() != terms_file_name(&version)) {
        return Ok(None);
    }
    match terms.attachment() {
        Ok(attachment) => Ok(Some(attachment.clone())),
        // The confirmation still goes out: the buyer must learn that the order
        // stands, and the AGB are on the shop's pages too.
        Err(error) => {
            tracing::error!(order = order_id.get(), %error, "the AGB PDF could not be written; the confirmation goes without it");
            Ok(None)
        }
    }
}

/// The order confirmation, with a guest's link to manage its QR short links
/// and, while printing waits for the buyer's approval, the approval link.
fn confirmation(
    repos: &mut dyn Repos,
    links: &Confirmations,
    order: &shop_domain::Order,
    lines: &[shop_domain::OrderLine],
    shipping: shop_domain::ShippingAddress,
    now: chrono::NaiveDateTime,
) -> Result<MailContent, StoreError> {
    let mut summary = order_summary(order, lines, shipping);
    summary.qr_manage_link = links.qr_manage.issue(repos, order, now)?;
    if order.awaits_approval() {
        summary.approval_link = Some(links.approvals.issue(repos, order.id, now)?);
        summary.approval_promise =
            crate::delivery_promises::promise_while_approval_waits(repos, order, now)?
                .map(|promise| promise.approval_sentence());
    }
    Ok(MailContent::OrderConfirmation(summary))
}

/// Why one attempt issued nothing.
enum Refusal {
    NotOwed,
    Failed(String),
}

impl InvoiceIssuing {
    pub fn new(
        store: Arc<dyn shop_ports::Store>,
        clock: Arc<dyn Clock>,
        composer: Arc<dyn MailComposer>,
        invoicing: Invoicing,
        confirmations: Confirmations,
    ) -> Self {
        Self {
            store,
            clock,
            composer,
            invoicing,
            confirmations: Arc::new(confirmations),
        }
    }

    /// Issues the invoice `order_id` is owed, if it is owed one.
    ///
    /// # Errors
    /// Only the store's failure while recording a failed attempt; a failed
    /// attempt itself is [`InvoiceOutcome::Failed`].
    pub async fn issue(&self, order_id: OrderId) -> Result<InvoiceOutcome, StoreError> {
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        let invoicing = self.invoicing.clone();
        let links = Arc::clone(&self.confirmations);
        let attempt = transaction(&*self.store, move |repos| {
            if let Some(order) = repos.orders().find(order_id)?
                && order.invoiced_when_shipped()
                && order.refunded_at.is_none()
            {
                // Until it ships only the confirmation goes out, once.
                if repos.invoices().note_confirmation_sent(order_id)? {
                    queue_confirmation_without_invoice(repos, &*composer, &links, order_id, now)?;
                }
                return Ok(None);
            }
            let Some(due) = repos.invoices().claim_due(order_id)? else {
                return Err(TxError::Rule(Refusal::NotOwed));
            };
            let order = repos
                .orders()
                .find(order_id)?
                .ok_or_else(|| TxError::Rule(Refusal::Failed("the order is gone".into())))?;
            let called_off_unpaid = order.payment_status == shop_domain::PaymentStatus::Invoiced
                && order.order_status == shop_domain::OrderStatus::Cancelled;
            if order.refunded_at.is_some() || called_off_unpaid {
                // Refunded in full, or bought on invoice and cancelled, before any
                // invoice stood: nothing to invoice or reverse. The claim stays
                // taken (committed), so no later attempt issues one.
                tracing::warn!(
                    order = order_id.get(),
                    "order refunded or cancelled before its invoice could be issued"
                );
                return Ok(None);
            }
            let lines = repos.orders().lines(order_id)?;
            let shipping = repos.orders().shipping(order_id)?.ok_or_else(|| {
                TxError::Rule(Refusal::Failed("the order has no shipping data".into()))
            })?;
            // Whatever fails here (the renderer, a full disk) rolls the number back.
            let (number, invoice) = invoicing
                .issue_invoice(repos, &order, &lines, &shipping, now)
                .map_err(|error| TxError::Rule(Refusal::Failed(format!("{error:#}"))))?;
            let number = number.to_string();
            let to = shipping.email.as_str().to_owned();
            let mut mail = if due.confirmation_sent {
                composer.compose(
                    &to,
                    &MailContent::InvoiceIssued {
                        order_id,
                        recipient_name: shipping.contact_person.as_str().to_owned(),
                        invoice: number.clone(),
                    },
                )
            } else {
                // The written confirmation starts the 24-hour cancellation window.
                repos.orders().mark_confirmed(order_id, now)?;
                let content = confirmation(repos, &links, &order, &lines, shipping, now)?;
                let mut mail = composer.compose(&to, &content);
                mail.attachments
                    .extend(accepted_terms(repos, &links, order_id)?);
                mail
            };
            mail.attachments.insert(0, invoice);
            crate::jobs::queue_mail(repos, &mail, Some(order_id), now)?;
            Ok(Some(number))
        })
        .await;
        match attempt {
            Ok(Some(number)) => Ok(InvoiceOutcome::Issued(number)),
            Ok(None) | Err(TxError::Rule(Refusal::NotOwed)) => Ok(InvoiceOutcome::NotOwed),
            Err(TxError::Rule(Refusal::Failed(why))) => self.record_failure(order_id, why).await,
            Err(TxError::Store(error)) => self.record_failure(order_id, format!("{error:#}")).await,
        }
    }

    /// Notes the failure on the order and, the first time, sends the
    /// confirmation without the invoice so the customer knows the money
    /// arrived.
    async fn record_failure(
        &self,
        order_id: OrderId,
        why: String,
    ) -> Result<InvoiceOutcome, StoreError> {
        tracing::error!(order = order_id.get(), error = %why, "the invoice could not be issued; its job retries it");
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        let links = Arc::clone(&self.confirmations);
        let error = why.clone();
        write(&*self.store, move |repos| {
            let Some(due) = repos.invoices().find_due(order_id)? else {
                return Ok(());
            };
            if !due.confirmation_sent {
                queue_confirmation_without_invoice(repos, &*composer, &links, order_id, now)?;
            }
            repos.invoices().record_failure(order_id, &error, true)
        })
        .await?;
        Ok(InvoiceOutcome::Failed(why))
    }
}

fn queue_confirmation_without_invoice(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    links: &Confirmations,
    order_id: OrderId,
    now: chrono::NaiveDateTime,
) -> Result<(), StoreError> {
    let (Some(order), Some(shipping)) = (
        repos.orders().find(order_id)?,
        repos.orders().shipping(order_id)?,
    ) else {
        return Ok(());
    };
    let lines = repos.orders().lines(order_id)?;
    let to = shipping.email.as_str().to_owned();
    let content = confirmation(repos, links, &order, &lines, shipping, now)?;
    let mut mail = composer.compose(&to, &content);
    mail.attachments
        .extend(accepted_terms(repos, links, order_id)?);
    repos.orders().mark_confirmed(order_id, now)?;
    crate::jobs::queue_mail(repos, &mail, Some(order_id), now)
}

/// Owed invoices for the use-case tests of this crate.
#[cfg(test)]
pub(crate) mod testing {
    use chrono::NaiveDate;
    use shop_domain::OrderId;
    use shop_ports::invoices::InvoiceDue;

    /// What the tests' confirmations carry: links with the token
    /// `frischer-token` under `https://shop.example` and an AGB file.
    pub(crate) fn confirmations() -> super::Confirmations {
        let secrets = || {
            let mut secrets = shop_ports::secrets::MockSecretGenerator::new();
            secrets.expect_token().returning(|| "frischer-token".into());
            std::sync::Arc::new(secrets)
        };
        super::Confirmations {
            qr_manage: crate::qr_links::QrManageLinks {
                secrets: secrets(),
                public_url: "https://shop.example".into(),
            },
            approvals: crate::approval_links::ApprovalLinks {
                secrets: secrets(),
                public_url: "https://shop.example".into(),
            },
            terms: crate::terms_file::TermsFile::new("2026-12-07", || Ok(b"%PDF AGB".to_vec())),
        }
    }

    /// `order` owed its invoice since the payment, never tried.
    pub(crate) fn owed(order: OrderId) -> InvoiceDue {
        InvoiceDue {
            order_id: order,
            due_since: NaiveDate::from_ymd_opt(2026, 11, 20)
                .and_then(|day| day.and_hms_opt(10, 0, 0))
                .unwrap_or_default(),
            attempts: 0,
            last_error: None,
            confirmation_sent: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::NaiveDateTime;
    use shop_domain::{
        Cents, DocumentNumber, Order, OrderId, OrderLine, OrderLineId, OrderStatus, OrderType,
        PaymentStatus, Totals, fixtures,
    };
    use shop_ports::{
        clock::MockClock,
        mailer::{MailContent, MockMailComposer, OutgoingMail},
        testing::MockRepos,
    };

    use super::{InvoiceIssuing, InvoiceOutcome, testing::owed};
    use crate::invoicing::testing::invoicing;

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    fn paid_order(refunded: bool) -> Order {
        Order {
            id: OrderId::new(7),
            user_id: None,
            order_type: OrderType::Normal,
            order_status: OrderStatus::Processing,
            payment_status: PaymentStatus::Paid,
            totals: Totals::from_net(Cents::new(10_000)),
            voucher_code: None,
            created_at: at("2026-11-20 09:00"),
            paid_at: Some(at("2026-11-20 10:00")),
            shipping_date: None,
            paid_after_cancellation: false,
            on_invoice: None,
            express: None,
            refunded_at: refunded.then(|| at("2026-11-20 11:00")),
            steps: Default::default(),
        }
    }

    /// A composer that names the mail after what it is.
    fn composer() -> Arc<MockMailComposer> {
        let mut composer = MockMailComposer::new();
        composer
            .expect_compose()
            .returning(|to, content| OutgoingMail {
                to: to.to_owned(),
                subject: match content {
                    MailContent::OrderConfirmation(_) => "confirmation".into(),
                    MailContent::InvoiceIssued { invoice, .. } => format!("invoice {invoice}"),
                    _ => "other".into(),
                },
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            });
        Arc::new(composer)
    }

    fn issuing(repos: MockRepos) -> InvoiceIssuing {
        let mut clock = MockClock::new();
        clock.expect_now().returning(|| at("2026-11-20 11:00"));
        InvoiceIssuing::new(
            Arc::new(repos.into_store()),
            Arc::new(clock),
            composer(),
            invoicing(),
            super::testing::confirmations(),
        )
    }

    fn repos_with_order(refunded: bool) -> MockRepos {
        let mut repos = MockRepos::default();
        // The confirmation names the approval deadline: no closure moves it here.
        repos
            .closures
            .expect_ending_from()
            .returning(|_| Ok(Vec::new()));
        repos
            .orders
            .expect_find()
            .returning(move |_| Ok(Some(paid_order(refunded))));
        repos.orders.expect_lines().returning(|_| {
            Ok(vec![OrderLine {
                id: OrderLineId::new(1),
                order_id: OrderId::new(7),
                line: fixtures::card_line(5_000, 2),
            }])
        });
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        repos.invoices.expect_next_number().returning(|kind, year| {
            Ok(DocumentNumber {
                kind,
                year,
                sequence: 3,
            })
        });
        repos
    }

    fn first_attempt(repos: &mut MockRepos) {
        repos
            .invoices
            .expect_claim_due()
            .times(1)
            .returning(|order| Ok(Some(owed(order))));
        // A guest's order without short links, waiting for its approval.
        repos
            .qr_links
            .expect_of_order()
            .returning(|_| Ok(Vec::new()));
        repos
            .production
            .expect_record_approval_link()
            .returning(|_, _, _| Ok(()));
        // The confirmation starts the cancellation window.
        repos
            .orders
            .expect_mark_confirmed()
            .times(1)
            .returning(|_, _| Ok(true));
    }

    /// The invoice job after a payment: the invoice goes out attached to
    /// the confirmation, which carries the approval link.
    #[tokio::test]
    async fn a_first_invoice_goes_out_with_the_confirmation() {
        let mut repos = repos_with_order(false);
        first_attempt(&mut repos);
        repos
            .invoices
            .expect_insert()
            .withf(|document, _| {
                document.number == "RE-2026-00003"
                    && document.order_id == OrderId::new(7)
                    && document.xml == "<invoice RE-2026-00003/>"
            })
            .times(1)
            .returning(|_, _| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| {
                mail.subject == "confirmation"
                    && mail.to == "maria@pizzeria-roma.de"
                    && mail.attachments.first().is_some_and(|file| {
                        file.file_name == "Rechnung RE-2026-00003.pdf"
                            && file.content_type == "application/pdf"
                            && file.data == b"%PDF RE-2026-00003"
                    })
            })
            .times(1)
            .returning(|_, _| Ok(1));
        repos
            .jobs
            .expect_enqueue()
            .times(1)
            .returning(|_, _| Ok(true));

        let outcome = issuing(repos).issue(OrderId::new(7)).await.unwrap();

        assert_eq!(outcome, InvoiceOutcome::Issued("RE-2026-00003".into()));
    }

    /// The money stays recorded whatever happens to the invoice: the order
    /// stays owed it with the failure noted (its job retries it), and the
    /// customer gets the confirmation without it.
    #[tokio::test]
    async fn an_invoice_that_fails_to_render_leaves_the_confirmation_alone_and_the_order_owed() {
        let mut repos = repos_with_order(false);
        first_attempt(&mut repos);
        repos.invoices.expect_insert().never();
        repos
            .invoices
            .expect_find_due()
            .returning(|order| Ok(Some(owed(order))));
        repos
            .invoices
            .expect_record_failure()
            .withf(|order, error, confirmation_sent| {
                *order == OrderId::new(7) && error.contains("no glyph") && *confirmation_sent
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| mail.subject == "confirmation" && mail.attachments.is_empty())
            .times(1)
            .returning(|_, _| Ok(1));
        repos
            .jobs
            .expect_enqueue()
            .times(1)
            .returning(|_, _| Ok(true));
        let mut clock = MockClock::new();
        clock.expect_now().returning(|| at("2026-11-20 11:00"));
        let issuing = InvoiceIssuing::new(
            Arc::new(repos.into_store()),
            Arc::new(clock),
            composer(),
            crate::invoicing::testing::failing(),
            super::testing::confirmations(),
        );

        let outcome = issuing.issue(OrderId::new(7)).await.unwrap();

        assert!(matches!(outcome, InvoiceOutcome::Failed(why) if why.contains("no glyph")));
    }

    /// After a failed first attempt the confirmation went out alone; the
    /// retry sends the invoice in a mail of its own.
    #[tokio::test]
    async fn a_retried_invoice_follows_the_confirmation_in_its_own_mail() {
        let mut repos = repos_with_order(false);
        repos
            .invoices
            .expect_claim_due()
            .times(1)
            .returning(|order| {
                let mut due = owed(order);
                due.attempts = 1;
                due.confirmation_sent = true;
                Ok(Some(due))
            });
        repos
            .invoices
            .expect_insert()
            .withf(|document, _| document.number == "RE-2026-00003")
            .times(1)
            .returning(|_, _| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| {
                mail.subject == "invoice RE-2026-00003"
                    && mail
                        .attachments
                        .first()
                        .is_some_and(|file| file.file_name == "Rechnung RE-2026-00003.pdf")
            })
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let outcome = issuing(repos).issue(OrderId::new(7)).await.unwrap();

        assert_eq!(outcome, InvoiceOutcome::Issued("RE-2026-00003".into()));
    }

    /// Another instance issued it a moment ago: nothing is issued twice.
    #[tokio::test]
    async fn an_invoice_no_longer_owed_is_not_issued_again() {
        let mut repos = repos_with_order(false);
        repos.invoices.expect_claim_due().returning(|_| Ok(None));
        repos.invoices.expect_next_number().never();
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let outcome = issuing(repos).issue(OrderId::new(7)).await.unwrap();

        assert_eq!(outcome, InvoiceOutcome::NotOwed);
    }

    #[tokio::test]
    async fn an_order_refunded_before_its_invoice_gets_none() {
        let mut repos = repos_with_order(true);
        repos
            .invoices
            .expect_claim_due()
            .returning(|order| Ok(Some(owed(order))));
        repos.invoices.expect_next_number().never();
        repos.invoices.expect_insert().never();
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let outcome = issuing(repos).issue(OrderId::new(7)).await.unwrap();

        assert_eq!(outcome, InvoiceOutcome::NotOwed);
    }
}
