//! The card payment of a stored order: opening a checkout session priced
//! from the stored lines, expiring it when the order is cancelled, refunding
//! it, and reporting how it stands (asking the provider while it is pending).

use chrono::{Duration, NaiveDate, NaiveDateTime};
use shop_domain::{
    Cents, OrderId, OrderStatus, PaymentStatus,
    voucher::{VoucherCode, VoucherRefusal},
};
use shop_ports::{
    StoreError, TxError,
    orders::Order,
    payments::{
        CheckoutDiscount, CheckoutLine, CheckoutRecord, CheckoutRequest, CheckoutSession,
        PaymentError, RefundError, RefundRecord, RefundRequest, SessionPayment,
    },
    read, transaction,
};

use super::Checkout;
use crate::{
    fulfilment::{FulfilError, PaymentReceived},
    order_access::Requester,
    vouchers,
};

/// A checkout session younger than this is offered again instead of a new
/// one (providers keep sessions open for 24 hours).
const REUSE_SESSION_FOR_HOURS: i64 = 23;

#[derive(Debug, thiserror::Error)]
pub enum OpenPaymentError {
    /// Also when the order belongs to someone else.
    #[error("Die Bestellung wurde nicht gefunden")]
    NotFound,
    #[error("Die Bestellung ist bereits bezahlt")]
    AlreadyPaid,
    #[error("Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden.")]
    Cancelled,
    /// The order's discount-code use was given back (its payment expired or
    /// failed) and the code has no use left for it now.
    #[error("{0} Bitte bestellen Sie erneut.")]
    Voucher(VoucherRefusal),
    #[error("payment provider failed: {0}")]
    Provider(#[from] PaymentError),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Debug, thiserror::Error)]
pub enum PaymentStatusError {
    /// Also when the order belongs to someone else.
    #[error("Die Bestellung wurde nicht gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// What the confirmation page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentState {
    pub order_id: OrderId,
    pub status: PaymentStatus,
    pub total: Cents,
    /// Taken off by the discount code.
    pub discount: Cents,
    pub voucher_code: Option<VoucherCode>,
    pub shipping_date: Option<NaiveDate>,
    pub paid_at: Option<NaiveDateTime>,
    /// Paid, and printing waits for the buyer's proof approval.
    pub awaits_approval: bool,
    /// German VAT or a tax-exempt intra-community supply.
    pub tax_category: shop_domain::TaxCategory,
}

impl From<&Order> for PaymentState {
    fn from(order: &Order) -> Self {
        Self {
            order_id: order.id,
            status: order.payment_status,
            total: order.totals.gross,
            discount: order.totals.discount,
            voucher_code: order.voucher_code.clone(),
            shipping_date: order.shipping_date,
            paid_at: order.paid_at,
            awaits_approval: order.awaits_approval(),
            tax_category: order.totals.category,
        }
    }
}

impl Checkout {
    /// Opens the card payment for a stored order, priced from the stored
    /// lines (never from the client). A session opened within the last 23
    /// hours is offered again, so a double click or a reload pays once.
    ///
    /// # Errors
    /// [`OpenPaymentError::NotFound`] for an order the requester may not see,
    /// [`OpenPaymentError::AlreadyPaid`], or the provider's failure.
    pub async fn open_payment(
        &self,
        order_id: OrderId,
        requester: Requester,
    ) -> Result<CheckoutSession, OpenPaymentError> {
        let now = self.clock.now();
        let reuse_after = now - Duration::hours(REUSE_SESSION_FOR_HOURS);
        let (order, lines, shipping, latest) = read(&*self.store, move |repos| {
            let Some(order) = repos.orders().find(order_id)? else {
                return Ok(None);
            };
            let lines = repos.orders().lines(order_id)?;
            let shipping = repos.orders().shipping(order_id)?;
            let latest = repos.payments().latest_checkout(order_id)?;
            Ok(Some((order, lines, shipping, latest)))
        })
        .await?
        .ok_or(OpenPaymentError::NotFound)?;
        if !requester.may_see(&order) {
            return Err(OpenPaymentError::NotFound);
        }
        // A delayed payment on its way counts as paid here: a second one would
        // charge twice; an order on invoice is paid by transfer.
        if matches!(
            order.payment_status,
            PaymentStatus::Paid | PaymentStatus::Processing | PaymentStatus::Invoiced
        ) {
            return Err(OpenPaymentError::AlreadyPaid);
        }
        if order.order_status == OrderStatus::Cancelled {
            return Err(OpenPaymentError::Cancelled);
        }
        // An expired session is closed (its address forgotten): the next one needs a key of its own.
        let latest_closed = latest
            .as_ref()
            .is_some_and(|record| record.checkout_url.is_empty());
        let open_session = latest
            .filter(|record| record.created_at > reuse_after && !record.checkout_url.is_empty());
        if let Some(record) = open_session.filter(|_| order.payment_status != PaymentStatus::Failed)
        {
            return Ok(CheckoutSession {
                id: record.session_id,
                url: record.checkout_url,
            });
        }

        self.hold_voucher_use(&order).await?;
        let mut checkout_lines: Vec<CheckoutLine> = lines
            .into_iter()
            .map(|stored| CheckoutLine {
                name: stored.line.name,
                unit_amount: stored.line.unit_price,
                quantity: u32::from(stored.line.quantity.get()),
            })
            .collect();
        if let Some(express) = order.express {
            checkout_lines.push(CheckoutLine {
                name: shop_domain::express::LINE_NAME.to_owned(),
                unit_amount: express.surcharge,
                quantity: 1,
            });
        }
        // Catalogue prices are net: VAT is its own line, computed once for the
        // whole order as on the invoice, so the provider charges the order's total.
        if order.totals.vat != Cents::ZERO {
            checkout_lines.push(CheckoutLine {
                name: format!("MwSt. {} %", shop_domain::VAT_PERCENT),
                unit_amount: order.totals.vat,
                quantity: 1,
            });
        }
        let request = CheckoutRequest {
            order_id,
            lines: checkout_lines,
            customer_email: shipping
                .map(|address| address.email.to_string())
                .unwrap_or_default(),
            success_url: self.return_urls.success(order_id),
            cancel_url: self.return_urls.cancel(),
            idempotency_key: if order.payment_status == PaymentStatus::Failed || latest_closed {
                // A failed delayed payment or an expired checkout is paid again through a new session.
                format!(
                    "primecards-order-{}-checkout-retry-{}",
                    order_id.get(),
                    now.and_utc().timestamp()
                )
            } else {
                format!("primecards-order-{}-checkout", order_id.get())
            },
            payment_methods: self.payment_methods.clone(),
            discount: order.voucher_code.as_ref().map(|code| CheckoutDiscount {
                name: format!("Aktionscode {}", code.as_str()),
                amount: order.totals.discount,
            }),
        };
        let session = self.gateway.create_checkout(&request).await?;
        let record = CheckoutRecord {
            order_id,
            provider: self.provider.to_owned(),
            session_id: session.id.clone(),
            checkout_url: session.url.clone(),
            created_at: now,
        };
        let recorded = transaction(&*self.store, move |repos| {
            repos
                .payments()
                .record_checkout(&record)
                .map_err(TxError::<std::convert::Infallible>::Store)
        })
        .await;
        match recorded {
            // The provider answered an idempotent retry with the session recorded already.
            Ok(()) | Err(TxError::Store(StoreError::Conflict(_))) => Ok(session),
            Err(TxError::Store(store)) => Err(OpenPaymentError::Unknown(store)),
            Err(TxError::Rule(never)) => match never {},
        }
    }

    /// Makes sure the order holds its discount code's use before it is paid:
    /// a use given back (an earlier payment expired or failed, or the order
    /// stayed unpaid too long) is reserved again, under the code's limits
    /// like any other; a use still held counts as reserved now, so the sweep
    /// of unpaid orders' uses leaves it while the session is being opened.
    async fn hold_voucher_use(&self, order: &Order) -> Result<(), OpenPaymentError> {
        if order.voucher_code.is_none() {
            return Ok(());
        }
        let order = order.clone();
        let now = self.clock.now();
        transaction(&*self.store, move |repos| {
            let Some(code) = &order.voucher_code else {
                return Ok(());
            };
            if repos.vouchers().renew_reservation(order.id, now)? {
                return Ok(());
            }
            let customer = vouchers::customer_of(repos, &order)?;
            vouchers::reserve_use(repos, code, order.id, &customer, now).map_err(
                |error| match error {
                    TxError::Rule(refusal) => TxError::Rule(OpenPaymentError::Voucher(refusal)),
                    TxError::Store(store) => TxError::Store(store),
                },
            )
        })
        .await
        .map_err(|error| match error {
            TxError::Rule(rule) => rule,
            TxError::Store(store) => OpenPaymentError::Unknown(store),
        })
    }

    /// Expires the order's open checkout at the provider (the order was
    /// cancelled), so its payment page stops taking money. Best effort: a
    /// payment that still arrives is flagged by fulfilment.
    pub async fn close_payment(&self, order_id: OrderId) {
        let latest = read(&*self.store, move |repos| {
            repos.payments().latest_checkout(order_id)
        })
        .await;
        let record = match latest {
            Ok(Some(record)) if record.provider == self.provider => record,
            Ok(_) => return,
            Err(error) => {
                tracing::warn!(order = order_id.get(), %error, "could not read the order's checkout");
                return;
            }
        };
        if let Err(error) = self.gateway.expire_checkout(&record.session_id).await {
            tracing::warn!(
                order = order_id.get(),
                %error,
                "could not expire the cancelled order's checkout session"
            );
        }
    }

    /// Gives the order's payment back in full through the session that took
    /// it. The order's own idempotency key makes a second click, or a retry
    /// after a lost answer, get the same refund instead of a second one.
    ///
    /// # Errors
    /// [`RefundError::Refused`] when there is no payment this provider can
    /// refund or the provider refuses; [`RefundError::Unknown`] otherwise.
    pub async fn refund_payment(&self, order: &Order) -> Result<RefundRecord, RefundError> {
        // An express surcharge given back before is not given back twice.
        self.refund_part(order, order.gross_after_refunds(), "refund")
            .await
    }

    /// Gives the express surcharge of `order` back (with its VAT) through
    /// the session that took the payment, under a key of its own: a retry
    /// gets the same refund, and a later full refund is not confused with it.
    ///
    /// # Errors
    /// As [`Checkout::refund_payment`].
    pub async fn refund_express(&self, order: &Order) -> Result<RefundRecord, RefundError> {
        let Some(express) = order.express else {
            return Err(RefundError::Refused(
                "Diese Bestellung hat keine Express-Produktion.".into(),
            ));
        };
        let amount = express.totals(order.totals.category).gross;
        self.refund_part(order, amount, "express-refund").await
    }

    /// Refunds `amount` of the order's payment under the order's key named `purpose`.
    async fn refund_part(
        &self,
        order: &Order,
        amount: Cents,
        purpose: &str,
    ) -> Result<RefundRecord, RefundError> {
        let order_id = order.id;
        let session = read(&*self.store, move |repos| {
            // Orders paid before the paying session was recorded: the newest one.
            match repos.payments().paid_checkout(order_id)? {
                Some(paid) => Ok(Some(paid)),
                None => repos.payments().latest_checkout(order_id),
            }
        })
        .await
        .map_err(|error| RefundError::Unknown(error.into()))?
        .ok_or_else(|| {
            RefundError::Refused("Zu dieser Bestellung ist keine Kartenzahlung gespeichert.".into())
        })?;
        if session.provider != self.provider {
            return Err(RefundError::Refused(format!(
                "Die Zahlung lief über den Zahlungsdienst „{}“, der Shop ist mit „{}“ verbunden.",
                session.provider, self.provider
            )));
        }
        let refund_id = self
            .gateway
            .refund(&RefundRequest {
                order_id,
                session_id: session.session_id,
                amount,
                idempotency_key: format!("primecards-order-{}-{purpose}", order_id.get()),
            })
            .await?;
        Ok(RefundRecord {
            order_id,
            provider: self.provider.to_owned(),
            refund_id,
            amount,
            created_at: self.clock.now(),
        })
    }

    /// How the order's payment stands in the shop's own records, without
    /// asking the provider.
    ///
    /// # Errors
    /// [`PaymentStatusError::NotFound`] for an order the requester may not see.
    pub async fn stored_payment_state(
        &self,
        order_id: OrderId,
        requester: Requester,
    ) -> Result<PaymentState, PaymentStatusError> {
        read(&*self.store, move |repos| repos.orders().find(order_id))
            .await?
            .filter(|order| requester.may_see(order))
            .map(|order| PaymentState::from(&order))
            .ok_or(PaymentStatusError::NotFound)
    }

    /// How the order's payment stands. While it is pending, the provider is
    /// asked about the latest session: the customer's redirect can arrive
    /// before the provider's webhook, and a paid session is fulfilled here
    /// through the same code.
    ///
    /// # Errors
    /// [`PaymentStatusError::NotFound`] for an order the requester may not see.
    pub async fn payment_state(
        &self,
        order_id: OrderId,
        requester: Requester,
    ) -> Result<PaymentState, PaymentStatusError> {
        let (order, latest) = read(&*self.store, move |repos| {
            let order = repos.orders().find(order_id)?;
            let latest = repos.payments().latest_checkout(order_id)?;
            Ok((order, latest))
        })
        .await?;
        let order = order
            .filter(|order| requester.may_see(order))
            .ok_or(PaymentStatusError::NotFound)?;
        if order.payment_status.goes_ahead() {
            return Ok(PaymentState::from(&order));
        }
        let Some(checkout) = latest else {
            return Ok(PaymentState::from(&order));
        };
        match self.gateway.session_status(&checkout.session_id).await {
            Ok(Some(report)) if report.payment == SessionPayment::Paid => {
                let received = PaymentReceived {
                    event_id: None,
                    session_id: checkout.session_id,
                    order_id,
                    amount_total: report.amount_total,
                    currency: report.currency,
                };
                match self.fulfilment.payment_received(received).await {
                    Ok(_) => {}
                    Err(FulfilError::Unknown(store)) => return Err(store.into()),
                    Err(refused) => {
                        tracing::warn!(order = order_id.get(), error = %refused, "provider reports a payment that does not match");
                    }
                }
                let order = read(&*self.store, move |repos| repos.orders().find(order_id))
                    .await?
                    .ok_or(PaymentStatusError::NotFound)?;
                Ok(PaymentState::from(&order))
            }
            Ok(_) => Ok(PaymentState::from(&order)),
            Err(error) => {
                // The stored state is still true; the webhook will bring the news.
                tracing::warn!(order = order_id.get(), error = %error, "could not ask the payment provider");
                Ok(PaymentState::from(&order))
            }
        }
    }
}
