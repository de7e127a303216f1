//! Custom orders: the back office places an order for a customer and mails
//! a link to pay it; the link works while it is young and the order unpaid.

use std::sync::Arc;

use chrono::TimeDelta;

use shop_domain::{OrderId, OrderStatus, OrderType, PaymentStatus, job::JobKind};
use shop_ports::{
    StoreError,
    mailer::{MailContent, OrderSummary},
    orders::Order,
    read,
};

use super::BackOffice;
use crate::{
    checkout::placing::{PlaceOrder, PlaceOrderError},
    digests::token_hash,
    order_mails::summary_line,
};

#[derive(Debug, thiserror::Error)]
pub enum PaymentLinkError {
    #[error("Dieser Zahlungslink ist ungültig")]
    NotFound,
    #[error(
        "Dieser Zahlungslink ist abgelaufen. Bitte wenden Sie sich an uns, wir senden Ihnen gern einen neuen."
    )]
    Expired,
    #[error(
        "Dieser Zahlungslink gilt nicht mehr: Die Bestellung ist bereits bezahlt oder wurde storniert."
    )]
    Closed,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// Where mailed payment links point and how long they work.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentLinks {
    /// The shop's public address, e.g. `https://shop.example`.
    pub public_url: String,
    pub validity: TimeDelta,
}

impl BackOffice {
    /// Places a custom order (type `Custom`, sent as `Costume`, priced from the catalogue like
    /// any other) and mails the customer a link to pay it, in one transaction.
    ///
    /// # Errors
    /// As [`Checkout::place_order`].
    pub async fn create_custom_order(
        &self,
        mut order: PlaceOrder,
    ) -> Result<Order, PlaceOrderError> {
        // Custom orders belong to no account: they are paid through the link, by whoever holds it.
        order.order_type = OrderType::Custom;
        let token = self.secrets.token();
        let link = format!("{}/api/payments/link/{token}", self.links.public_url);
        let hash = token_hash(&token);
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        let created = self
            .checkout
            .place_order_then(order, move |repos, stored, new_order| {
                repos
                    .payments()
                    .record_payment_link(stored.id, &hash, now)?;
                let summary = OrderSummary {
                    order_id: stored.id,
                    lines: new_order.lines.iter().map(summary_line).collect(),
                    totals: stored.totals,
                    voucher_code: stored.voucher_code.clone(),
                    qr_manage_link: None,
                    approval_link: None,
                    approval_promise: None,
                    shipping: new_order.shipping.clone(),
                    shipping_date: None,
                    payment_terms: None,
                };
                let mail = composer.compose(
                    new_order.shipping.email.as_str(),
                    &MailContent::PaymentLink {
                        order: summary,
                        link: link.clone(),
                    },
                );
                crate::jobs::queue_mail(repos, &mail, Some(stored.id), now)?;
                // As payments do: the print shop sees a bad code before the customer pays.
                crate::jobs::enqueue_for_order(
                    repos,
                    JobKind::CheckCustomOrderQr,
                    stored.id,
                    "created",
                    now,
                )
            })
            .await?;
        Ok(created)
    }

    /// The order a mailed payment link opens: only while the link is young
    /// enough and the order still awaits its money.
    ///
    /// # Errors
    /// [`PaymentLinkError`] naming why the link no longer works.
    pub async fn order_of_payment_link(&self, token: &str) -> Result<OrderId, PaymentLinkError> {
        let hash = token_hash(token);
        let (order, created_at) = read(&*self.store, move |repos| {
            let Some((order_id, created_at)) = repos.payments().payment_link_order(&hash)? else {
                return Ok(None);
            };
            Ok(repos
                .orders()
                .find(order_id)?
                .map(|order| (order, created_at)))
        })
        .await?
        .ok_or(PaymentLinkError::NotFound)?;
        if order.payment_status == PaymentStatus::Paid
            || order.order_status == OrderStatus::Cancelled
        {
            return Err(PaymentLinkError::Closed);
        }
        if created_at + self.links.validity <= self.clock.now() {
            return Err(PaymentLinkError::Expired);
        }
        Ok(order.id)
    }
}
