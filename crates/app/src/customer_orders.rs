//! A customer's own order history ('Meine Bestellungen'): placed orders only,
//! and the lines of an order only for whoever may see it.

use std::sync::Arc;

use shop_domain::{DocumentKind, OrderId, OrderLineId, ShippingAddress};
use shop_ports::{
    Store, StoreError,
    invoices::StoredDocument,
    orders::{Order, OrderLine},
    production::ProofVersion,
    read,
    users::UserId,
};

use crate::order_access::Requester;

#[derive(Debug, thiserror::Error)]
pub enum OrderLinesError {
    /// Also when the order belongs to someone else.
    #[error("Die Bestellung wurde nicht gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Debug, thiserror::Error)]
pub enum DocumentError {
    /// No such order, one of someone else, or no document of this kind yet.
    #[error("Zu dieser Bestellung gibt es kein solches Dokument.")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Clone)]
pub struct CustomerOrders {
    store: Arc<dyn Store>,
}

impl CustomerOrders {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self { store }
    }

    /// The user's placed orders, newest first: paid ones and those whose
    /// payment is on its way (SEPA). Unpaid attempts are not orders the
    /// customer placed, so they stay out of the list.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn placed_orders(&self, user: UserId) -> Result<Vec<Order>, StoreError> {
        let orders = read(&*self.store, move |repos| {
            repos.orders().list_for_user(user)
        })
        .await?;
        Ok(orders
            .into_iter()
            .filter(Order::is_listed_for_buyer)
            .collect())
    }

    /// An issued invoice or credit note of an order the requester may see
    /// (the buyer, the browser that placed or opened it, an admin).
    ///
    /// # Errors
    /// [`DocumentError::NotFound`] for anything else.
    pub async fn document(
        &self,
        order_id: OrderId,
        kind: DocumentKind,
        requester: Requester,
    ) -> Result<StoredDocument, DocumentError> {
        read(&*self.store, move |repos| {
            let visible = repos
                .orders()
                .find(order_id)?
                .is_some_and(|order| requester.may_see(&order));
            if !visible {
                return Ok(None);
            }
            repos.invoices().find(order_id, kind)
        })
        .await?
        .ok_or(DocumentError::NotFound)
    }

    /// The lines of an order the requester may see, with their proof versions.
    ///
    /// # Errors
    /// [`OrderLinesError::NotFound`] for a missing order or one of someone else.
    pub async fn lines(
        &self,
        order_id: OrderId,
        requester: Requester,
    ) -> Result<(Order, Vec<OrderLine>, Vec<ProofVersion>), OrderLinesError> {
        let found = read(&*self.store, move |repos| {
            let Some(order) = repos.orders().find(order_id)? else {
                return Ok(None);
            };
            if !requester.may_see(&order) {
                return Ok(None);
            }
            let lines = repos.orders().lines(order_id)?;
            let versions = repos.production().proof_versions(order_id)?;
            Ok(Some((order, lines, versions)))
        })
        .await?;
        found.ok_or(OrderLinesError::NotFound)
    }

    /// One line of an order the requester may see, with the order's proof versions.
    ///
    /// # Errors
    /// [`OrderLinesError::NotFound`] for a missing line or one of someone else.
    pub async fn line(
        &self,
        line_id: OrderLineId,
        requester: Requester,
    ) -> Result<(Order, OrderLine, Vec<ProofVersion>), OrderLinesError> {
        let found = read(&*self.store, move |repos| {
            let Some(line) = repos.orders().line(line_id)? else {
                return Ok(None);
            };
            let Some(order) = repos.orders().find(line.order_id)? else {
                return Ok(None);
            };
            if !requester.may_see(&order) {
                return Ok(None);
            }
            let versions = repos.production().proof_versions(order.id)?;
            Ok(Some((order, line, versions)))
        })
        .await?;
        found.ok_or(OrderLinesError::NotFound)
    }

    /// Who the order goes to (shown on the approval page to the link's holder).
    ///
    /// # Errors
    /// Storage failure.
    pub async fn buyer(&self, order_id: OrderId) -> Result<Option<ShippingAddress>, StoreError> {
        read(&*self.store, move |repos| repos.orders().shipping(order_id)).await
    }
}
