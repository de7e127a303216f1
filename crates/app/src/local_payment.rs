//! The local test payment provider's side in the shop: its checkout page
//! shows the order's amount, and paying there goes through the very same
//! fulfilment as a provider's webhook.

use std::sync::Arc;

use shop_domain::{Cents, OrderId, OrderStatus, PaymentStatus};
use shop_ports::{Store, StoreError, read};

use crate::{
    fulfilment::{CURRENCY, FulfilError, FulfilOutcome, Fulfilment, PaymentReceived},
    order_access::Requester,
};

/// Provider name recorded with the local provider's sessions.
pub const LOCAL_PROVIDER: &str = "local";

/// What the local checkout page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalCheckout {
    pub order_id: OrderId,
    pub total: Cents,
    pub paid: bool,
}

#[derive(Clone)]
pub struct LocalPayment {
    store: Arc<dyn Store>,
    fulfilment: Fulfilment,
}

impl LocalPayment {
    pub fn new(store: Arc<dyn Store>, fulfilment: Fulfilment) -> Self {
        Self { store, fulfilment }
    }

    /// The order behind a local session; `None` for any other session and
    /// for a requester who may not see that order. The provider's page is
    /// a test tool: only the browser that placed the order (or followed its
    /// payment link), its signed-in owner or an admin may open or pay it.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn checkout(
        &self,
        session_id: &str,
        requester: &Requester,
    ) -> Result<Option<LocalCheckout>, StoreError> {
        let session_id = session_id.to_owned();
        let requester = requester.clone();
        read(&*self.store, move |repos| {
            let Some(record) = repos.payments().find_checkout(&session_id)? else {
                return Ok(None);
            };
            if record.provider != LOCAL_PROVIDER {
                return Ok(None);
            }
            Ok(repos
                .orders()
                .find(record.order_id)?
                .filter(|order| {
                    requester.may_see(order) && order.order_status != OrderStatus::Cancelled
                })
                .map(|order| LocalCheckout {
                    order_id: order.id,
                    total: order.totals.gross,
                    paid: order.payment_status == PaymentStatus::Paid,
                }))
        })
        .await
    }

    /// What a provider would report for the session's order: its whole
    /// amount, under an event id of `kind` (so a repeated click is one event).
    async fn report(
        &self,
        session_id: &str,
        requester: &Requester,
        kind: &str,
    ) -> Result<PaymentReceived, FulfilError> {
        let checkout = self
            .checkout(session_id, requester)
            .await?
            .ok_or(FulfilError::UnknownSession)?;
        Ok(PaymentReceived {
            event_id: Some(format!("{LOCAL_PROVIDER}:{session_id}:{kind}")),
            session_id: session_id.to_owned(),
            order_id: checkout.order_id,
            amount_total: checkout.total,
            currency: CURRENCY.to_owned(),
        })
    }

    /// Pays the session's order in full, as a provider would report it.
    ///
    /// # Errors
    /// [`FulfilError::UnknownSession`] for a session that is not local.
    pub async fn pay(
        &self,
        session_id: &str,
        requester: &Requester,
    ) -> Result<(OrderId, FulfilOutcome), FulfilError> {
        let payment = self.report(session_id, requester, "paid").await?;
        let order_id = payment.order_id;
        Ok((order_id, self.fulfilment.payment_received(payment).await?))
    }

    /// Starts a direct debit for the session's order, as a provider reports
    /// a checkout completed with a payment that takes days: the order waits
    /// for its money (Processing) and nothing is issued yet.
    ///
    /// # Errors
    /// [`FulfilError::UnknownSession`] for a session that is not local.
    pub async fn pay_by_debit(
        &self,
        session_id: &str,
        requester: &Requester,
    ) -> Result<(OrderId, FulfilOutcome), FulfilError> {
        let payment = self.report(session_id, requester, "debit").await?;
        let order_id = payment.order_id;
        Ok((order_id, self.fulfilment.payment_clearing(payment).await?))
    }
}
