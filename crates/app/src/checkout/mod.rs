//! Checkout, one service with two jobs in two modules: [`placing`] an
//! order from what the client sends (priced from the catalogue, written
//! whole in one transaction), and its card payment's [`payment_sessions`]
//! (opening, expiring, refunding and reporting it). Who may see an order is
//! decided in [`crate::order_access`].

use std::sync::Arc;

use shop_domain::{Cents, LogoPrintRule, OrderId};
use shop_ports::{Store, clock::Clock, payments::PaymentGateway};

use crate::{front_end, fulfilment::Fulfilment, qr_links::ShortLinks, tax_office::TaxOffice};

pub mod payment_sessions;
pub mod placing;
#[cfg(test)]
mod tests;

/// Where the provider sends the customer back to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnUrls {
    /// The shop's public base URL, without a trailing slash.
    pub public_url: String,
}

impl ReturnUrls {
    pub(super) fn success(&self, order: OrderId) -> String {
        format!(
            "{}?order_id={}",
            front_end::page_url(&self.public_url, front_end::PENDING),
            order.get()
        )
    }

    pub(super) fn cancel(&self) -> String {
        front_end::page_url(&self.public_url, front_end::CART)
    }
}

#[derive(Clone)]
pub struct Checkout {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    gateway: Arc<dyn PaymentGateway>,
    /// Name of the provider behind `gateway`, recorded with each session.
    provider: &'static str,
    fulfilment: Fulfilment,
    return_urls: ReturnUrls,
    /// The smallest print resolution a line's logo may have.
    print_rule: LogoPrintRule,
    /// The provider's names of the payment methods the shop takes (empty: the provider's defaults).
    payment_methods: Vec<String>,
    /// Draws the short links of placed orders' QR codes.
    short_links: ShortLinks,
    /// Decides each order's VAT, asking the tax office about foreign numbers.
    tax_office: TaxOffice,
    /// Whether accounts with terms may buy on invoice (the seller named a bank account).
    pay_on_invoice: bool,
    /// The net price of 'Express-Produktion' (`SHOP_EXPRESS_SURCHARGE_CENTS`).
    express_surcharge: Cents,
}

impl Checkout {
    // Every collaborator is required: none has a default a test could forget.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        gateway: Arc<dyn PaymentGateway>,
        provider: &'static str,
        fulfilment: Fulfilment,
        return_urls: ReturnUrls,
        print_rule: LogoPrintRule,
        tax_office: TaxOffice,
        short_links: ShortLinks,
    ) -> Self {
        Self {
            store,
            clock,
            gateway,
            provider,
            fulfilment,
            return_urls,
            print_rule,
            payment_methods: Vec::new(),
            short_links,
            tax_office,
            pay_on_invoice: false,
            express_surcharge: shop_domain::express::DEFAULT_SURCHARGE,
        }
    }

    /// Charges `surcharge` (net) for 'Express-Produktion'.
    #[must_use]
    pub fn with_express_surcharge(mut self, surcharge: Cents) -> Self {
        self.express_surcharge = surcharge;
        self
    }

    /// The net price of 'Express-Produktion'.
    pub fn express_surcharge(&self) -> Cents {
        self.express_surcharge
    }

    /// Offers exactly `methods` (the provider's names) at the checkout.
    #[must_use]
    pub fn with_payment_methods(mut self, methods: Vec<String>) -> Self {
        self.payment_methods = methods;
        self
    }

    /// Lets accounts with terms buy on invoice: the seller has a bank
    /// account their invoices name (`SHOP_SELLER_IBAN`).
    #[must_use]
    pub fn with_pay_on_invoice(mut self, enabled: bool) -> Self {
        self.pay_on_invoice = enabled;
        self
    }

    /// The tax decision of the checkout, for quotes before an order.
    pub fn tax_office(&self) -> &TaxOffice {
        &self.tax_office
    }

    /// The payment methods offered, as configured.
    pub fn payment_methods(&self) -> &[String] {
        &self.payment_methods
    }
}
