//! Cancelling an order: the buyer's 24 hours and what may stop them, the
//! claim a refunding cancellation takes before the provider is asked, and
//! the refunded order it ends as.

use chrono::NaiveDateTime;

use crate::{
    order::{Order, OrderStatus, PaymentStatus, StatusChangeError},
    order_steps::CANCELLATION_WINDOW,
};

/// Why a customer may not cancel an order.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CancellationRefused {
    #[error(
        "Die Frist für eine Stornierung (24 Stunden nach der Bestellbestätigung) ist abgelaufen."
    )]
    WindowClosed,
    #[error("Ihre Bestellung ist bereits in Produktion und kann nicht mehr storniert werden.")]
    InProduction,
    #[error("Diese Bestellung ist bereits storniert.")]
    AlreadyCancelled,
}

impl Order {
    /// Whether setting `next` gives the customer's money back first: a paid
    /// order that is cancelled is refunded (and its invoice reversed).
    pub fn cancelling_refunds(&self, next: OrderStatus) -> bool {
        next == OrderStatus::Cancelled
            && self.payment_status == PaymentStatus::Paid
            && self.refunded_at.is_none()
    }

    /// The paid order cancelled, its payment refunded at `at`.
    ///
    /// # Errors
    /// [`StatusChangeError::Unpaid`] when there is no payment to refund,
    /// else the [`TransitionError`] of cancelling.
    pub fn refunded(&self, at: NaiveDateTime) -> Result<Order, StatusChangeError> {
        let cancelled = self.with_status(OrderStatus::Cancelled, at)?;
        if !self.cancelling_refunds(OrderStatus::Cancelled) {
            return Err(StatusChangeError::Unpaid);
        }
        let mut refunded = Order {
            refunded_at: Some(at),
            ..cancelled
        };
        refunded.steps.cancelling_since = None;
        Ok(refunded)
    }

    /// The order claimed at `at` by the cancellation that refunds it, before
    /// the provider is asked: production, shipping and delivery are refused
    /// until [`Order::refunded`] (or [`Order::late_payment_refunded`])
    /// completes it or [`Order::claim_released`] gives it back.
    ///
    /// # Errors
    /// [`StatusChangeError::Cancelling`] when it is claimed already,
    /// [`StatusChangeError::Unpaid`] when there is no money to give back,
    /// else the [`TransitionError`] of cancelling.
    pub fn claimed_for_refund(&self, at: NaiveDateTime) -> Result<Order, StatusChangeError> {
        if self.steps.cancelling_since.is_some() {
            return Err(StatusChangeError::Cancelling);
        }
        if !self.paid_after_cancellation {
            self.refunded(at)?;
        } else if self.refunded_at.is_some() {
            return Err(StatusChangeError::Unpaid);
        }
        let mut claimed = self.clone();
        claimed.steps.cancelling_since = Some(at);
        Ok(claimed)
    }

    /// The claimed order given back unchanged: the provider refused the refund.
    pub fn claim_released(&self) -> Order {
        let mut released = self.clone();
        released.steps.cancelling_since = None;
        released
    }

    /// The money that arrived after the order was cancelled, given back at
    /// `at`; `None` when there is no such money or it was given back.
    pub fn late_payment_refunded(&self, at: NaiveDateTime) -> Option<Order> {
        (self.paid_after_cancellation && self.refunded_at.is_none()).then(|| {
            let mut refunded = Order {
                refunded_at: Some(at),
                ..self.clone()
            };
            refunded.steps.cancelling_since = None;
            refunded
        })
    }

    /// Until when the customer may cancel the order: 24 hours after its
    /// confirmation (its payment, while no confirmation went out yet), and
    /// only while it is paid and not yet in production; `None` otherwise.
    pub fn cancellable_until(&self) -> Option<NaiveDateTime> {
        if !self.payment_status.goes_ahead()
            || self.order_status.is_final()
            || self.order_status.is_in_production_or_later()
        {
            return None;
        }
        // Bought on invoice, the window opens with the order itself.
        let opened = self
            .steps
            .confirmed_at
            .or(self.paid_at)
            .or_else(|| self.on_invoice.map(|_| self.created_at))?;
        Some(opened + CANCELLATION_WINDOW)
    }

    /// Whether the customer may cancel at `now` (the terms: within 24 hours
    /// of the confirmation, and never once printing has started). An
    /// unpaid order can always be called off: nothing is owed.
    ///
    /// # Errors
    /// [`CancellationRefused`] naming why not.
    pub fn customer_may_cancel(&self, now: NaiveDateTime) -> Result<(), CancellationRefused> {
        if self.order_status == OrderStatus::Cancelled {
            return Err(CancellationRefused::AlreadyCancelled);
        }
        if self.order_status.is_in_production_or_later() {
            return Err(CancellationRefused::InProduction);
        }
        // Claimed within the window: asking again reaches the refund under way.
        if !self.payment_status.goes_ahead() || self.steps.cancelling_since.is_some() {
            return Ok(());
        }
        match self.cancellable_until() {
            Some(deadline) if now <= deadline => Ok(()),
            _ => Err(CancellationRefused::WindowClosed),
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDateTime;

    use super::CancellationRefused;
    use crate::{
        fixtures::order,
        order::{
            Order,
            OrderStatus::{
                self, Approved, Cancelled, Delivered, InProduction, Processing, Shipped,
            },
            OrderType, PaymentStatus,
        },
    };

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    fn confirmed(status: OrderStatus, confirmed_at: &str) -> Order {
        let mut order = order(OrderType::Normal, status, PaymentStatus::Paid);
        order.paid_at = Some(at(confirmed_at));
        order.steps.confirmed_at = Some(at(confirmed_at));
        order
    }

    #[test]
    fn the_customer_may_cancel_for_24_hours_after_the_confirmation() {
        let order = confirmed(Processing, "2026-11-20 10:00");

        assert_eq!(order.cancellable_until(), Some(at("2026-11-21 10:00")));
        assert_eq!(order.customer_may_cancel(at("2026-11-21 09:59")), Ok(()));
        assert_eq!(order.customer_may_cancel(at("2026-11-21 10:00")), Ok(()));
        assert_eq!(
            order.customer_may_cancel(at("2026-11-21 10:01")),
            Err(CancellationRefused::WindowClosed)
        );
        assert_eq!(
            confirmed(Approved, "2026-11-20 10:00").customer_may_cancel(at("2026-11-20 12:00")),
            Ok(())
        );
    }

    #[test]
    fn the_window_starts_at_the_confirmation_not_the_payment() {
        let mut order = confirmed(Processing, "2026-11-20 10:00");
        order.paid_at = Some(at("2026-11-19 10:00"));

        assert_eq!(order.customer_may_cancel(at("2026-11-21 09:59")), Ok(()));

        order.steps.confirmed_at = None;
        assert_eq!(order.cancellable_until(), Some(at("2026-11-20 10:00")));
    }

    #[test]
    fn nothing_in_production_or_cancelled_is_cancelled_by_the_customer() {
        let soon = at("2026-11-20 10:05");
        for status in [InProduction, Shipped, Delivered] {
            let order = confirmed(status, "2026-11-20 10:00");
            assert_eq!(order.cancellable_until(), None, "{status}");
            assert_eq!(
                order.customer_may_cancel(soon),
                Err(CancellationRefused::InProduction),
                "{status}"
            );
        }
        assert_eq!(
            confirmed(Cancelled, "2026-11-20 10:00").customer_may_cancel(soon),
            Err(CancellationRefused::AlreadyCancelled)
        );
        let unpaid = order(OrderType::Normal, Processing, PaymentStatus::Pending);
        assert_eq!(unpaid.cancellable_until(), None);
        assert_eq!(unpaid.customer_may_cancel(soon), Ok(()));
        assert_eq!(
            CancellationRefused::WindowClosed.to_string(),
            "Die Frist für eine Stornierung (24 Stunden nach der Bestellbestätigung) ist abgelaufen."
        );
        assert_eq!(
            CancellationRefused::InProduction.to_string(),
            "Ihre Bestellung ist bereits in Produktion und kann nicht mehr storniert werden."
        );
    }
}
