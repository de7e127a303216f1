//! Cancellations outside the back office's status list: the customer's own
//! within 24 hours of the confirmation (the shop's terms), and giving back
//! money that arrived after an order was cancelled. Both run the refund
//! path the back office uses.

use std::sync::Arc;

use shop_domain::{CancellationRefused, OrderId, OrderStatus, PaymentStatus};
use shop_ports::{
    StoreError, TxError, mailer::MailContent, payments::RefundError, read, transaction,
};

use crate::{
    back_office::{BackOffice, UpdateStatusError},
    order_access::Requester,
};

#[derive(Debug, thiserror::Error)]
pub enum CancelError {
    #[error("Keine Bestellung gefunden")]
    NotFound,
    #[error("{0}")]
    Refused(#[from] CancellationRefused),
    /// The back office's cancellation (refund, credit note) refused.
    #[error("{0}")]
    Failed(UpdateStatusError),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Debug, thiserror::Error)]
pub enum LateRefundError {
    #[error("Keine Bestellung gefunden")]
    NotFound,
    #[error("Für diese Bestellung ist keine Zahlung zu erstatten.")]
    NothingToRefund,
    #[error("Die Erstattung ist fehlgeschlagen, die Zahlung wurde nicht zurückgegeben. {0}")]
    RefundFailed(String),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(LateRefundError);

impl BackOffice {
    /// The buyer cancels: allowed within 24 hours of the order confirmation
    /// and before production ([`shop_domain::Order::customer_may_cancel`]). A
    /// paid order is refunded, its invoice reversed by a credit note, both
    /// mailed.
    ///
    /// # Errors
    /// [`CancelError::NotFound`] for an order the requester may not see,
    /// [`CancelError::Refused`] with the terms' reason.
    pub async fn cancel_for_customer(
        &self,
        order_id: OrderId,
        requester: Requester,
    ) -> Result<OrderStatus, CancelError> {
        let order = read(&*self.store(), move |repos| repos.orders().find(order_id))
            .await?
            .filter(|order| requester.may_see(order))
            .ok_or(CancelError::NotFound)?;
        order.customer_may_cancel(self.now())?;
        if order.payment_status == PaymentStatus::Paid {
            self.cancel_with_refund(order).await
        } else {
            self.update_status(order_id, OrderStatus::Cancelled.as_str(), None)
                .await
        }
        .map_err(|error| match error {
            UpdateStatusError::Unknown(store) => CancelError::Unknown(store),
            other => CancelError::Failed(other),
        })
    }

    /// Gives back money that arrived after the order was cancelled (there is
    /// no invoice to reverse) and tells the buyer, once.
    ///
    /// # Errors
    /// [`LateRefundError::NothingToRefund`] when no such money is held,
    /// [`LateRefundError::RefundFailed`] when the provider refused.
    pub async fn refund_late_payment(&self, order_id: OrderId) -> Result<(), LateRefundError> {
        let order = read(&*self.store(), move |repos| repos.orders().find(order_id))
            .await?
            .ok_or(LateRefundError::NotFound)?;
        if order.late_payment_refunded(self.now()).is_none() {
            return Err(LateRefundError::NothingToRefund);
        }
        let refund = self
            .checkout()
            .refund_payment(&order)
            .await
            .map_err(|error| match error {
                RefundError::Refused(reason) => LateRefundError::RefundFailed(reason),
                RefundError::Unknown(error) => {
                    tracing::error!(order = order_id.get(), error = format!("{error:#}"), "refund failed");
                    LateRefundError::RefundFailed(
                        "Der Zahlungsdienst ist nicht erreichbar. Bitte versuchen Sie es später erneut."
                            .into(),
                    )
                }
            })?;
        let now = self.now();
        let composer = Arc::clone(self.composer());
        transaction(&*self.store(), move |repos| {
            let current = repos
                .orders()
                .find(order_id)?
                .ok_or(TxError::Rule(LateRefundError::NotFound))?;
            let refunded = current
                .late_payment_refunded(now)
                .ok_or(TxError::Rule(LateRefundError::NothingToRefund))?;
            repos.orders().update_state(&current, &refunded)?;
            repos.payments().record_refund(&refund)?;
            if let Some(shipping) = repos.orders().shipping(order_id)? {
                let mail = composer.compose(
                    shipping.email.as_str(),
                    &MailContent::Refunded {
                        order_id,
                        recipient_name: shipping.contact_person.to_string(),
                        amount: refund.amount,
                        credit_note: None,
                    },
                );
                repos.outbox().enqueue(&mail, now)?;
            }
            Ok(())
        })
        .await
        .map_err(LateRefundError::from)
    }
}
