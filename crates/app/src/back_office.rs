//! The back-office: the order list and details, status changes with a mail
//! to the customer, custom orders with a mailed payment link, samples and
//! contact messages. Who may call these is the API's check (admins only).

use std::{collections::HashMap, sync::Arc};

use shop_domain::{
    CancellationRefused, OrderBuyer, OrderId, OrderStatus, PaymentStatus, Shipment,
    ShippingAddress, StatusChangeError,
};
use shop_ports::{
    Page, PageRequest, Repos, Store, StoreError, TxError,
    clock::Clock,
    mailer::{Attachment, MailComposer, MailContent},
    messages::ContactMessage,
    orders::{BackOfficeFrom, BackOfficePage, BackOfficeSort, Order, OrderLine},
    production::ProofVersion,
    read,
    secrets::SecretGenerator,
    transaction,
};

use crate::{checkout::Checkout, invoicing::Invoicing, vouchers};

mod custom_orders;
mod samples;

pub use custom_orders::{PaymentLinkError, PaymentLinks};
pub use samples::SampleError;

/// The days 'Termintreue' looks back.
const ON_TIME_DAYS: i64 = 90;

/// An order of the back office's list, with the buyer's company.
#[derive(Debug, Clone)]
pub struct ListedOrder {
    pub order: Order,
    /// `None` when the order has no shipping data.
    pub company: Option<String>,
}

/// An order with everything the print shop needs to produce it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderDetails {
    pub order: Order,
    pub lines: Vec<OrderLine>,
    pub shipping: Option<ShippingAddress>,
    /// Billing address, business confirmation, AGB version, VAT evidence.
    pub buyer: OrderBuyer,
    /// Issuing the invoice the paid order is owed has failed so far (the
    /// housekeeping retries it); the admin should look at it.
    pub invoice_failed: bool,
    /// Every proof version of its design lines.
    pub proof_versions: Vec<ProofVersion>,
}

#[derive(Debug, thiserror::Error)]
pub enum OrderDetailsError {
    #[error("Keine Bestellung gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Debug, thiserror::Error)]
pub enum UpdateStatusError {
    #[error("Keine Bestellung gefunden")]
    NotFound,
    #[error("Unbekannter Bestellstatus")]
    InvalidStatus,
    #[error("Versanddienstleister und Sendungsnummer gibt es nur beim Status „Versendet“.")]
    ShipmentWithoutShipping,
    #[error("{0}")]
    Refused(#[from] StatusChangeError),
    #[error("Die Bestellung wurde inzwischen geändert. Bitte laden Sie die Seite neu.")]
    ChangedMeanwhile,
    /// The customer's terms do not allow the cancellation (any more).
    #[error("{0}")]
    NotCancellable(#[from] CancellationRefused),
    /// The provider's answer to the refund was lost (or its record could not
    /// be written): the order stays claimed, and the refund is completed in
    /// the background, never made twice.
    #[error(
        "Die Stornierung ist vorgemerkt. Der Zahlungsdienst hat die Erstattung noch nicht bestätigt; sie wird automatisch abgeschlossen."
    )]
    RefundPending,
    /// The provider did not give the money back: the order stays paid and
    /// is not cancelled.
    #[error(
        "Die Erstattung ist fehlgeschlagen, die Bestellung bleibt bezahlt und wurde nicht storniert. {0}"
    )]
    RefundFailed(String),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(UpdateStatusError);

/// Why a conditional update of order `id` found it changed: a cancellation
/// claimed it meanwhile, or anything else did.
pub(crate) fn changed_meanwhile(
    repos: &mut dyn Repos,
    id: OrderId,
) -> Result<UpdateStatusError, StoreError> {
    let claimed = repos
        .orders()
        .find(id)?
        .is_some_and(|order| order.steps.cancelling_since.is_some());
    Ok(if claimed {
        UpdateStatusError::Refused(StatusChangeError::Cancelling)
    } else {
        UpdateStatusError::ChangedMeanwhile
    })
}

/// Tells the buyer about the order's new status, in the caller's transaction.
pub(crate) fn queue_status_mail(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    order: &Order,
    now: chrono::NaiveDateTime,
) -> Result<(), StoreError> {
    queue_status_mail_attaching(repos, composer, order, None, now)
}

/// [`queue_status_mail`] with a document attached (the invoice of a
/// tax-exempt supply goes out with its shipping mail).
fn queue_status_mail_attaching(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    order: &Order,
    attachment: Option<Attachment>,
    now: chrono::NaiveDateTime,
) -> Result<(), StoreError> {
    let Some(shipping) = repos.orders().shipping(order.id)? else {
        return Ok(());
    };
    let mut mail = composer.compose(
        shipping.email.as_str(),
        &MailContent::StatusChanged {
            order_id: order.id,
            recipient_name: shipping.contact_person.to_string(),
            status: order.order_status,
            shipment: order.steps.shipment.clone(),
        },
    );
    mail.attachments.extend(attachment);
    crate::jobs::queue_mail(repos, &mail, Some(order.id), now)
}

/// Issues the invoice a tax-exempt supply was owed until it shipped, in
/// the shipping transaction; `None` for every other order.
fn invoice_on_shipping(
    repos: &mut dyn Repos,
    invoicing: &Invoicing,
    before: &Order,
    shipped: &Order,
    now: chrono::NaiveDateTime,
) -> Result<Option<Attachment>, StoreError> {
    if !before.invoiced_when_shipped() || shipped.invoiced_when_shipped() {
        return Ok(None);
    }
    if repos.invoices().claim_due(shipped.id)?.is_none() {
        return Ok(None);
    }
    let lines = repos.orders().lines(shipped.id)?;
    let Some(shipping) = repos.orders().shipping(shipped.id)? else {
        return Ok(None);
    };
    let (_, invoice) = invoicing.issue_invoice(repos, shipped, &lines, &shipping, now)?;
    Ok(Some(invoice))
}

#[derive(Clone)]
pub struct BackOffice {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    secrets: Arc<dyn SecretGenerator>,
    composer: Arc<dyn MailComposer>,
    checkout: Checkout,
    invoicing: Invoicing,
    links: PaymentLinks,
}

impl BackOffice {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        secrets: Arc<dyn SecretGenerator>,
        composer: Arc<dyn MailComposer>,
        checkout: Checkout,
        invoicing: Invoicing,
        links: PaymentLinks,
    ) -> Self {
        Self {
            store,
            clock,
            secrets,
            composer,
            checkout,
            invoicing,
            links: PaymentLinks {
                public_url: links.public_url.trim_end_matches('/').to_owned(),
                ..links
            },
        }
    }

    pub(crate) fn store(&self) -> Arc<dyn Store> {
        Arc::clone(&self.store)
    }

    pub(crate) fn now(&self) -> chrono::NaiveDateTime {
        self.clock.now()
    }

    pub(crate) fn checkout(&self) -> &Checkout {
        &self.checkout
    }

    /// 'Termintreue (90 Tage)': the share of the orders shipped in the last
    /// 90 days that left on or before their promised day, and how many shipped.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn on_time(&self) -> Result<(Option<u8>, usize), StoreError> {
        let since = self.clock.now() - chrono::TimeDelta::days(ON_TIME_DAYS);
        let shipped = read(&*self.store, move |repos| {
            repos.orders().shipped_since(since)
        })
        .await?;
        let promised: Vec<(chrono::NaiveDate, chrono::NaiveDate)> = shipped
            .into_iter()
            .filter_map(|(promised, shipped_at)| {
                promised.map(|day| (day, shop_domain::berlin::berlin_day(shipped_at)))
            })
            .collect();
        Ok((
            shop_domain::delivery_promise::on_time_percent(&promised),
            promised.len(),
        ))
    }

    pub(crate) fn composer(&self) -> &Arc<dyn MailComposer> {
        &self.composer
    }

    pub(crate) fn invoicing(&self) -> &Invoicing {
        &self.invoicing
    }

    /// The orders the back office works on ([`Order::is_listed_in_back_office`]),
    /// sorted as `sort` says.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn valid_orders(
        &self,
        from: BackOfficeFrom,
        sort: BackOfficeSort,
    ) -> Result<BackOfficePage<ListedOrder>, StoreError> {
        read(&*self.store, move |repos| {
            let page = repos.orders().list_back_office(from, sort)?;
            let ids: Vec<OrderId> = page.items.iter().map(|order| order.id).collect();
            let companies: HashMap<OrderId, String> =
                repos.orders().companies(&ids)?.into_iter().collect();
            Ok(BackOfficePage {
                total: page.total,
                next: page.next,
                items: page
                    .items
                    .into_iter()
                    .map(|order| ListedOrder {
                        company: companies.get(&order.id).cloned(),
                        order,
                    })
                    .collect(),
            })
        })
        .await
    }

    /// # Errors
    /// [`OrderDetailsError::NotFound`] for a missing order.
    pub async fn order_details(&self, id: OrderId) -> Result<OrderDetails, OrderDetailsError> {
        read(&*self.store, move |repos| {
            let Some(order) = repos.orders().find(id)? else {
                return Ok(None);
            };
            Ok(Some(OrderDetails {
                lines: repos.orders().lines(id)?,
                shipping: repos.orders().shipping(id)?,
                buyer: repos.orders().buyer(id)?,
                invoice_failed: repos
                    .invoices()
                    .find_due(id)?
                    .is_some_and(|due| due.attempts > 0),
                proof_versions: repos.production().proof_versions(id)?,
                order,
            }))
        })
        .await?
        .ok_or(OrderDetailsError::NotFound)
    }

    /// Moves the order to `status` if the domain allows it and tells the
    /// customer by mail, in one transaction. An unpaid order can only be
    /// cancelled: nothing is shipped before it is paid. Cancelling a paid
    /// order refunds it first ([`BackOffice::cancel_with_refund`]).
    ///
    /// # Errors
    /// [`UpdateStatusError`] naming why the change is refused.
    pub async fn update_status(
        &self,
        id: OrderId,
        raw_status: &str,
        shipment: Option<Shipment>,
    ) -> Result<OrderStatus, UpdateStatusError> {
        let next = OrderStatus::parse(raw_status).map_err(|_| UpdateStatusError::InvalidStatus)?;
        if shipment.is_some() && next != OrderStatus::Shipped {
            return Err(UpdateStatusError::ShipmentWithoutShipping);
        }
        let order = read(&*self.store, move |repos| repos.orders().find(id))
            .await?
            .ok_or(UpdateStatusError::NotFound)?;
        if order.cancelling_refunds(next) {
            // The same rule as cancelling by hand, checked again under the claim.
            return self
                .cancel_with_refund(id, |order, now| {
                    order
                        .refunded(now)
                        .map(|_| ())
                        .map_err(UpdateStatusError::Refused)
                })
                .await;
        }
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        let invoicing = self.invoicing.clone();
        let (status, unpaid) = transaction(&*self.store, move |repos| {
            let order = repos
                .orders()
                .find(id)?
                .ok_or(TxError::Rule(UpdateStatusError::NotFound))?;
            let changed = match (next, shipment) {
                (OrderStatus::Shipped, Some(shipment)) => order.shipped(shipment, now),
                _ => order.with_status(next, now),
            }
            .map_err(|refused| TxError::Rule(UpdateStatusError::Refused(refused)))?;
            if !repos.orders().update_state(&order, &changed)? {
                return Err(TxError::Rule(changed_meanwhile(repos, id)?));
            }
            if changed.order_status == OrderStatus::Cancelled {
                vouchers::release_use(repos, &changed)?;
            }
            if changed.shipped_express_late(&order) {
                // The express guarantee: its surcharge goes back, as a job after this commit.
                crate::jobs::enqueue_for_order(
                    repos,
                    shop_domain::job::JobKind::RefundExpress,
                    id,
                    "shipped late",
                    now,
                )?;
            }
            let document = match invoice_on_shipping(repos, &invoicing, &order, &changed, now)? {
                Some(invoice) => Some(invoice),
                // Bought on invoice and called off: nothing was paid, so nothing is
                // refunded; the credit note reverses the invoice and ends the debt.
                None if changed.order_status == OrderStatus::Cancelled
                    && changed.payment_status == PaymentStatus::Invoiced =>
                {
                    invoicing
                        .issue_credit_note(repos, &changed, now)?
                        .map(|(_, credit_note)| credit_note)
                }
                None => None,
            };
            queue_status_mail_attaching(repos, &*composer, &changed, document, now)?;
            Ok((
                changed.order_status,
                changed.payment_status != PaymentStatus::Paid,
            ))
        })
        .await?;
        if status == OrderStatus::Cancelled && unpaid {
            self.checkout.close_payment(id).await;
        }
        Ok(status)
    }

    /// Moves each of `orders` that is still Approved into production, each
    /// with its mail, and returns those moved (the rest changed meanwhile).
    ///
    /// # Errors
    /// Storage failure.
    pub async fn start_production(&self, orders: Vec<OrderId>) -> Result<Vec<OrderId>, StoreError> {
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        shop_ports::write(&*self.store, move |repos| {
            let mut moved = Vec::new();
            for id in orders {
                let Some(order) = repos.orders().find(id)? else {
                    continue;
                };
                if order.order_status != OrderStatus::Approved {
                    continue;
                }
                let Ok(producing) = order.with_status(OrderStatus::InProduction, now) else {
                    continue;
                };
                if repos.orders().update_state(&order, &producing)? {
                    queue_status_mail(repos, &*composer, &producing, now)?;
                    moved.push(id);
                }
            }
            Ok(moved)
        })
        .await
    }

    /// The orders going ahead whose every proof is approved, the earliest
    /// promised shipping day first ('Versand bis'): the print operator's
    /// next batch.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn approved_orders(&self) -> Result<Vec<Order>, StoreError> {
        read(&*self.store, |repos| {
            repos.orders().paid_with_status(OrderStatus::Approved)
        })
        .await
    }

    /// Newest first.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn messages(&self, page: PageRequest) -> Result<Page<ContactMessage>, StoreError> {
        read(&*self.store, move |repos| repos.messages().list_page(page)).await
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use std::sync::Arc;

    use chrono::NaiveDateTime;
    use shop_domain::{
        Cents, Order, OrderId, OrderStatus, OrderType, PaymentStatus, StatusChangeError, Totals,
        TransitionError, fixtures,
    };
    use shop_ports::{
        clock::MockClock,
        invoices::StoredDocument,
        mailer::{MailContent, MockMailComposer, OutgoingMail},
        payments::{CheckoutRecord, MockPaymentGateway, RefundError},
        secrets::MockSecretGenerator,
        testing::MockRepos,
    };

    use super::{BackOffice, PaymentLinks, UpdateStatusError};
    use crate::{
        checkout::{Checkout, ReturnUrls},
        fulfilment::Fulfilment,
    };

    pub(crate) fn now() -> NaiveDateTime {
        chrono::DateTime::UNIX_EPOCH.naive_utc()
    }

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        Arc::new(clock)
    }

    fn composer() -> Arc<MockMailComposer> {
        let mut composer = MockMailComposer::new();
        composer.expect_compose().returning(|to, content| {
            assert!(matches!(
                content,
                MailContent::StatusChanged {
                    status: OrderStatus::Shipped,
                    ..
                }
            ));
            OutgoingMail {
                to: to.to_owned(),
                subject: String::new(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            }
        });
        Arc::new(composer)
    }

    pub(crate) fn order(status: OrderStatus, payment: PaymentStatus) -> Order {
        Order {
            id: OrderId::new(4),
            user_id: None,
            order_type: OrderType::Normal,
            order_status: status,
            payment_status: payment,
            totals: Totals::from_net(Cents::new(1_000)),
            voucher_code: None,
            created_at: now(),
            paid_at: None,
            shipping_date: None,
            paid_after_cancellation: false,
            on_invoice: None,
            express: None,
            refunded_at: None,
            steps: Default::default(),
        }
    }

    fn back_office(repos: MockRepos) -> BackOffice {
        back_office_with(repos, MockPaymentGateway::new(), composer())
    }

    pub(crate) fn back_office_with(
        mut repos: MockRepos,
        gateway: MockPaymentGateway,
        composer: Arc<MockMailComposer>,
    ) -> BackOffice {
        repos
            .uploads
            .expect_find()
            .returning(|url| Ok(Some(shop_ports::testing::sharp_upload(url))));
        let store: Arc<dyn shop_ports::Store> = Arc::new(repos.into_store());
        let checkout = Checkout::new(
            Arc::clone(&store),
            clock(),
            Arc::new(gateway),
            "local",
            Fulfilment::new(
                Arc::clone(&store),
                clock(),
                Arc::new(MockMailComposer::new()),
                crate::fulfilment::testing::retry_links(),
            ),
            ReturnUrls {
                public_url: "https://shop.example".into(),
            },
            fixtures::LOGO_PRINT_RULE,
            crate::tax_office::testing::domestic(),
            crate::qr_links::testing::short_links(),
        );
        BackOffice::new(
            store,
            clock(),
            Arc::new(MockSecretGenerator::new()),
            composer,
            checkout,
            crate::invoicing::testing::invoicing(),
            PaymentLinks {
                public_url: "https://shop.example".into(),
                validity: chrono::TimeDelta::days(14),
            },
        )
    }

    #[tokio::test]
    async fn shipping_a_paid_order_stores_the_status_and_mails_the_customer() {
        let mut repos = MockRepos::default();
        repos
            .orders
            .expect_find()
            .returning(|_| Ok(Some(order(OrderStatus::InProduction, PaymentStatus::Paid))));
        repos
            .orders
            .expect_update_state()
            .withf(|before, after| {
                before.order_status == OrderStatus::InProduction
                    && after.id == OrderId::new(4)
                    && after.order_status == OrderStatus::Shipped
                    && after.steps.shipped_at.is_some()
            })
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| mail.to == "maria@pizzeria-roma.de")
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let status = back_office(repos)
            .update_status(OrderId::new(4), "Shipped", None)
            .await
            .unwrap();

        assert_eq!(status, OrderStatus::Shipped);
    }

    #[tokio::test]
    async fn refused_changes_store_nothing_and_mail_nobody() {
        let cases = [
            (
                order(OrderStatus::Delivered, PaymentStatus::Paid),
                "Shipped",
            ),
            (
                order(OrderStatus::Processing, PaymentStatus::Pending),
                "Shipped",
            ),
            (
                order(OrderStatus::Shipped, PaymentStatus::Paid),
                "Processing",
            ),
            (order(OrderStatus::Processing, PaymentStatus::Paid), "Lost"),
        ];
        for (stored, next) in cases {
            let mut repos = MockRepos::default();
            let found = stored.clone();
            repos
                .orders
                .expect_find()
                .returning(move |_| Ok(Some(found.clone())));
            repos.orders.expect_update_state().never();
            repos.outbox.expect_enqueue().never();
            repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

            let result = back_office(repos)
                .update_status(OrderId::new(4), next, None)
                .await;

            assert!(
                matches!(
                    result,
                    Err(UpdateStatusError::Refused(
                        StatusChangeError::Transition(TransitionError::Final)
                            | StatusChangeError::Unpaid
                            | StatusChangeError::Transition(TransitionError::NotAllowed { .. })
                    ) | UpdateStatusError::InvalidStatus)
                ),
                "{:?} → {next}: {result:?}",
                stored.order_status
            );
        }
    }

    #[tokio::test]
    async fn a_missing_order_is_not_found() {
        let mut repos = MockRepos::default();
        repos.orders.expect_find().returning(|_| Ok(None));

        let result = back_office(repos)
            .update_status(OrderId::new(4), "Cancelled", None)
            .await;

        assert!(matches!(result, Err(UpdateStatusError::NotFound)));
    }

    fn paid(status: OrderStatus) -> Order {
        Order {
            paid_at: Some(now()),
            ..order(status, PaymentStatus::Paid)
        }
    }

    /// Repositories of one paid order, `stored`, the local provider took the
    /// money for: read by `find`, changed by the conditional `update_state`
    /// as the database would.
    /// Order 4's card payment, as the local provider recorded it.
    pub(crate) fn expect_card_payment(repos: &mut MockRepos) {
        repos.payments.expect_paid_checkout().returning(|order_id| {
            Ok(Some(CheckoutRecord {
                order_id,
                provider: "local".into(),
                session_id: "cs_local_4".into(),
                checkout_url: String::new(),
                created_at: now(),
            }))
        });
    }

    /// What a credit note of order 4 reads: its invoice RE-1970-00003, its
    /// one card line (2 × 5,00 € net) and the buyer's address.
    pub(crate) fn expect_invoiced_order(repos: &mut MockRepos) {
        repos.invoices.expect_find().returning(|order_id, kind| {
            Ok(
                (kind == shop_domain::DocumentKind::Invoice).then(|| StoredDocument {
                    number: "RE-1970-00003".into(),
                    order_id,
                    kind,
                    issued_on: now().date(),
                    xml: String::new(),
                    pdf: Vec::new(),
                }),
            )
        });
        repos.orders.expect_lines().returning(|order_id| {
            Ok(vec![shop_ports::orders::OrderLine {
                id: shop_domain::OrderLineId::new(1),
                order_id,
                line: fixtures::card_line(500, 2),
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
    }

    fn paid_order_repos_holding(stored: Arc<std::sync::Mutex<Order>>) -> MockRepos {
        let mut repos = MockRepos::default();
        let read = Arc::clone(&stored);
        repos
            .orders
            .expect_find()
            .returning(move |_| Ok(Some(read.lock().unwrap().clone())));
        repos
            .orders
            .expect_update_state()
            .returning(move |before, after| {
                let mut current = stored.lock().unwrap();
                let unchanged = current.order_status == before.order_status
                    && current.steps.cancelling_since.is_none()
                        == before.steps.cancelling_since.is_none();
                if unchanged {
                    *current = after.clone();
                }
                Ok(unchanged)
            });
        expect_card_payment(&mut repos);
        repos
    }

    fn refund_mail_composer() -> Arc<MockMailComposer> {
        let mut composer = MockMailComposer::new();
        composer
            .expect_compose()
            .withf(|to, content| {
                to == "maria@pizzeria-roma.de"
                    && *content
                        == MailContent::Refunded {
                            order_id: OrderId::new(4),
                            recipient_name: "Maria Rossi".into(),
                            amount: Cents::new(1_190),
                            credit_note: Some("GS-1970-00001".into()),
                        }
            })
            .times(1)
            .returning(|to, _| OutgoingMail {
                to: to.to_owned(),
                subject: String::new(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            });
        Arc::new(composer)
    }

    #[tokio::test]
    async fn cancelling_a_paid_order_claims_it_refunds_it_and_mails_the_credit_note() {
        let stored = Arc::new(std::sync::Mutex::new(paid(OrderStatus::Processing)));
        let mut repos = paid_order_repos_holding(Arc::clone(&stored));
        let mut gateway = MockPaymentGateway::new();
        let at_refund = Arc::clone(&stored);
        gateway
            .expect_refund()
            .withf(move |request| {
                // The provider is asked only once the order is claimed.
                at_refund.lock().unwrap().steps.cancelling_since == Some(now())
                    && request.session_id == "cs_local_4"
                    && request.amount == Cents::new(1_190)
                    && request.idempotency_key == "primecards-order-4-refund"
            })
            .times(1)
            .returning(|_| Ok("re_local_4".into()));
        repos
            .payments
            .expect_record_refund()
            .withf(|refund| {
                refund.refund_id == "re_local_4"
                    && refund.provider == "local"
                    && refund.amount == Cents::new(1_190)
            })
            .times(1)
            .returning(|_| Ok(()));
        expect_invoiced_order(&mut repos);
        repos
            .invoices
            .expect_next_number()
            .withf(|kind, _| *kind == shop_domain::DocumentKind::CreditNote)
            .times(1)
            .returning(|kind, year| {
                Ok(shop_domain::DocumentNumber {
                    kind,
                    year,
                    sequence: 1,
                })
            });
        repos
            .invoices
            .expect_insert()
            .withf(|document, _| {
                document.number == "GS-1970-00001"
                    && document.kind == shop_domain::DocumentKind::CreditNote
                    && document.xml == "<invoice GS-1970-00001/>"
            })
            .times(1)
            .returning(|_, _| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| {
                mail.attachments
                    .first()
                    .is_some_and(|pdf| pdf.file_name == "Gutschrift GS-1970-00001.pdf")
            })
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let status = back_office_with(repos, gateway, refund_mail_composer())
            .update_status(OrderId::new(4), "Cancelled", None)
            .await
            .unwrap();

        assert_eq!(status, OrderStatus::Cancelled);
        let cancelled = stored.lock().unwrap().clone();
        assert_eq!(cancelled.order_status, OrderStatus::Cancelled);
        assert_eq!(cancelled.payment_status, PaymentStatus::Paid);
        assert_eq!(cancelled.refunded_at, Some(now()));
        assert_eq!(cancelled.steps.cancelling_since, None);
    }

    #[tokio::test]
    async fn a_refused_refund_leaves_the_order_paid_and_tells_why() {
        let stored = Arc::new(std::sync::Mutex::new(paid(OrderStatus::Processing)));
        let mut repos = paid_order_repos_holding(Arc::clone(&stored));
        let mut gateway = MockPaymentGateway::new();
        gateway.expect_refund().returning(|_| {
            Err(RefundError::Refused(
                "Stripe lehnt die Erstattung ab (400): charge_disputed".into(),
            ))
        });
        repos.payments.expect_record_refund().times(0);
        repos.outbox.expect_enqueue().times(0);
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let error = back_office_with(repos, gateway, composer())
            .update_status(OrderId::new(4), "Cancelled", None)
            .await
            .unwrap_err();

        assert!(matches!(error, UpdateStatusError::RefundFailed(_)));
        assert_eq!(
            error.to_string(),
            "Die Erstattung ist fehlgeschlagen, die Bestellung bleibt bezahlt und wurde nicht storniert. Stripe lehnt die Erstattung ab (400): charge_disputed"
        );
        assert_eq!(
            *stored.lock().unwrap(),
            paid(OrderStatus::Processing),
            "the claim is given back"
        );
    }

    #[tokio::test]
    async fn an_unanswered_refund_keeps_the_claim_until_the_background_completes_it() {
        let stored = Arc::new(std::sync::Mutex::new(paid(OrderStatus::Approved)));
        let mut repos = paid_order_repos_holding(Arc::clone(&stored));
        let mut gateway = MockPaymentGateway::new();
        let mut answers = vec![
            Ok("re_local_4".to_owned()),
            Err(RefundError::Unknown(anyhow::anyhow!("connection reset"))),
        ];
        gateway
            .expect_refund()
            .withf(|request| request.idempotency_key == "primecards-order-4-refund")
            .times(2)
            .returning(move |_| answers.pop().unwrap());
        let claimed = Arc::clone(&stored);
        repos
            .orders
            .expect_cancelling_since_before()
            .returning(move |_| {
                let order = claimed.lock().unwrap().clone();
                Ok(order
                    .steps
                    .cancelling_since
                    .map(|_| order)
                    .into_iter()
                    .collect())
            });
        repos
            .payments
            .expect_record_refund()
            .times(1)
            .returning(|_| Ok(()));
        repos.invoices.expect_find().returning(|_, _| Ok(None));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        repos
            .outbox
            .expect_enqueue()
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
        let mut composer = MockMailComposer::new();
        composer
            .expect_compose()
            .times(1)
            .returning(|to, _| OutgoingMail {
                to: to.to_owned(),
                subject: String::new(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            });
        let back_office = back_office_with(repos, gateway, Arc::new(composer));

        let asked = back_office
            .update_status(OrderId::new(4), "Cancelled", None)
            .await;
        let production_meanwhile = back_office
            .update_status(OrderId::new(4), "InProduction", None)
            .await;
        // Minutes later (past the two the background waits) it asks again under the same key.
        *stored
            .lock()
            .unwrap()
            .steps
            .cancelling_since
            .as_mut()
            .unwrap() -= chrono::TimeDelta::minutes(3);
        let report = back_office.complete_interrupted_refunds().await.unwrap();

        assert!(
            matches!(asked, Err(UpdateStatusError::RefundPending)),
            "{asked:?}"
        );
        assert_eq!(
            production_meanwhile.unwrap_err().to_string(),
            "Diese Bestellung wird gerade storniert."
        );
        assert_eq!(report.completed, 1);
        let cancelled = stored.lock().unwrap().clone();
        assert_eq!(cancelled.order_status, OrderStatus::Cancelled);
        assert_eq!(cancelled.steps.cancelling_since, None);
        assert!(cancelled.refunded_at.is_some());
    }

    fn confirmed(status: OrderStatus, minutes_ago: i64) -> Order {
        let mut order = order(status, PaymentStatus::Paid);
        order.user_id = Some(shop_domain::UserId::new(5));
        order.paid_at = Some(now() - chrono::TimeDelta::minutes(minutes_ago));
        order.steps.confirmed_at = order.paid_at;
        order
    }

    fn buyer() -> crate::order_access::Requester {
        crate::order_access::Requester {
            user: Some(shop_domain::UserId::new(5)),
            ..Default::default()
        }
    }

    #[tokio::test]
    async fn the_customer_cannot_cancel_late_in_production_or_anothers_order_and_nothing_is_refunded()
     {
        for (order, requester, expected) in [
            (
                confirmed(OrderStatus::Processing, 24 * 60 + 1),
                buyer(),
                "Die Frist für eine Stornierung (24 Stunden nach der Bestellbestätigung) ist abgelaufen.",
            ),
            (
                confirmed(OrderStatus::InProduction, 10),
                buyer(),
                "Ihre Bestellung ist bereits in Produktion und kann nicht mehr storniert werden.",
            ),
            (
                confirmed(OrderStatus::Processing, 10),
                crate::order_access::Requester::default(),
                "Keine Bestellung gefunden",
            ),
        ] {
            let mut repos = MockRepos::default();
            repos
                .orders
                .expect_find()
                .returning(move |_| Ok(Some(order.clone())));
            repos.orders.expect_update_state().never();
            repos.outbox.expect_enqueue().never();
            repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
            let mut gateway = MockPaymentGateway::new();
            gateway.expect_refund().never();

            let refused = back_office_with(repos, gateway, composer())
                .cancel_for_customer(OrderId::new(4), requester)
                .await
                .unwrap_err();

            assert_eq!(refused.to_string(), expected);
        }
    }

    #[tokio::test]
    async fn money_after_a_cancellation_is_not_refunded_when_none_is_held() {
        let mut repos = MockRepos::default();
        repos
            .orders
            .expect_find()
            .returning(|_| Ok(Some(order(OrderStatus::Cancelled, PaymentStatus::Pending))));
        let mut gateway = MockPaymentGateway::new();
        gateway.expect_refund().never();

        let refused = back_office_with(repos, gateway, composer())
            .refund_late_payment(OrderId::new(4))
            .await
            .unwrap_err();

        assert_eq!(
            refused.to_string(),
            "Für diese Bestellung ist keine Zahlung zu erstatten."
        );
    }
}
