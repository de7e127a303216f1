//! Placing an order: every line priced from the catalogue (never from the
//! client), each logo one of the shop's own uploads sharp enough for print,
//! order, lines and delivery address written in one transaction, once per
//! idempotency key.

use std::sync::Arc;

use shop_domain::{
    BillingAddress, Cents, LineError, LineForm, LogoPrintRule, LogoRule, LogoTooSmall, NewOrder,
    NewOrderLine, OrderBuyer, OrderType, ShippingAddress, UserId,
    berlin::berlin_day,
    invoice_terms::{self, InvoiceRefusal, InvoiceTerms, PaymentMethod},
    qr_link::QrChoice,
    voucher::{CartLine, VoucherRefusal},
};
use shop_ports::{
    Repos, StoreError, TxError,
    idempotency::{KeyOwner, StoredKey},
    orders::Order,
    transaction,
};

use super::Checkout;
use crate::line_checks::{LineCheckError, checked_line, product_of};
use crate::{legal, qr_links::KeptLinkError, tax_office::TaxRefusal, vouchers};

fn voucher_refused(error: TxError<VoucherRefusal>) -> TxError<PlaceOrderError> {
    match error {
        TxError::Rule(refusal) => TxError::Rule(PlaceOrderError::Voucher(refusal)),
        TxError::Store(store) => TxError::Store(store),
    }
}

/// Most lines one order may have (a cart holds far fewer).
pub const MAX_LINES: usize = 50;

/// Who places an order; from the session, never from the body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Orderer {
    Guest,
    Customer(UserId),
    /// An administrator, who may also create custom orders for customers.
    Admin(UserId),
}

impl Orderer {
    /// The signed-in account, none for guests.
    pub fn account(self) -> Option<UserId> {
        match self {
            Orderer::Guest => None,
            Orderer::Customer(user) | Orderer::Admin(user) => Some(user),
        }
    }
}

/// The client's name for one attempt to place an order, and a digest of
/// what it sent with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdempotencyKey {
    pub key: String,
    pub fingerprint: String,
}

impl IdempotencyKey {
    /// The key for an attempt that sent `content` (its bytes in a canonical
    /// form, so the same content always gives the same digest).
    pub fn new(key: String, content: &[u8]) -> Self {
        Self {
            key,
            fingerprint: crate::digests::hex_digest(content),
        }
    }
}

/// An order to place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceOrder {
    pub orderer: Orderer,
    pub order_type: OrderType,
    pub lines: Vec<LineForm>,
    pub shipping: ShippingAddress,
    /// Whom the invoice is addressed to, when not the delivery address.
    pub billing: Option<BillingAddress>,
    /// The buyer confirmed ordering as a business (§ 14 BGB).
    pub business_buyer: bool,
    /// When given, the same key with the same content places one order.
    pub idempotency: Option<IdempotencyKey>,
    /// A discount code as typed; the discount is the server's own reckoning.
    pub voucher_code: Option<String>,
    /// Per line, what its QR code carries (missing: a new short link).
    pub qr_choices: Vec<QrChoice>,
    /// Paid up front (the default) or bought on invoice by an account with terms.
    pub payment_method: PaymentMethod,
    /// 'Express-Produktion': ships on the first working day, for a surcharge.
    pub express: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum PlaceOrderError {
    #[error("Der Warenkorb kann nicht leer sein. Bitte fügen Sie einige Produkte hinzu")]
    Empty,
    #[error("Eine Bestellung darf höchstens {MAX_LINES} Positionen haben")]
    TooManyLines,
    #[error("Position {position}: Das Produkt wurde nicht gefunden")]
    UnknownProduct { position: usize },
    #[error("Position {position}: {error}")]
    Line { position: usize, error: LineError },
    /// The logo is not one of the shop's stored uploads (or is gone).
    #[error(
        "Position {position}: Logo: Das Logo ist nicht im Shop gespeichert. Bitte laden Sie es erneut hoch."
    )]
    UnknownLogo { position: usize },
    /// The logo would print blurred: the customer needs a larger file.
    #[error("{0}")]
    LogoTooSmall(LogoTooSmall),
    #[error("Der Bestellwert ist zu hoch")]
    Overflow,
    #[error("{0}")]
    Voucher(#[from] VoucherRefusal),
    /// No VAT can be decided: a foreign delivery without a confirmed number.
    #[error("{0}")]
    Tax(#[from] TaxRefusal),
    /// A reordered line names a short link it may not print again.
    #[error("{0}")]
    KeptLink(KeptLinkError),
    #[error("Individuelle Bestellungen legt nur die Verwaltung an")]
    CustomOrderNotAllowed,
    /// A custom order from someone not signed in: the API asks to sign in.
    #[error("Individuelle Bestellungen legt nur die angemeldete Verwaltung an")]
    CustomOrderNotSignedIn,
    #[error(
        "Diese Bestellung wurde bereits mit anderem Inhalt abgeschickt. Bitte laden Sie die Seite neu und bestellen Sie erneut."
    )]
    KeyReused,
    /// Pay on invoice is not open to this order now.
    #[error("{0}")]
    Invoice(InvoiceRefusal),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(PlaceOrderError);

/// The terms under which the account orders on invoice, held until the
/// order commits: refused unless a signed-in customer with terms orders for
/// itself, no invoice of it is overdue and the open amount plus `gross`
/// stays within its limit.
fn invoice_terms_for(
    repos: &mut dyn Repos,
    order: &PlaceOrder,
    account: Option<UserId>,
    gross: Cents,
    today: chrono::NaiveDate,
) -> Result<InvoiceTerms, TxError<PlaceOrderError>> {
    let refused = |refusal| TxError::Rule(PlaceOrderError::Invoice(refusal));
    let Some(user) = account.filter(|_| matches!(order.orderer, Orderer::Customer(_))) else {
        return Err(refused(InvoiceRefusal::NotGranted));
    };
    let terms = repos.invoice_terms().lock(user)?;
    let open = repos.invoice_terms().open_of(user, today)?;
    invoice_terms::may_order(terms.as_ref(), &open, gross).map_err(refused)
}

/// Every line priced from the catalogue, in the order sent, each logo one
/// of the shop's own uploads and sharp enough for print; beside each, what a
/// discount code sees of it.
fn priced_lines(
    repos: &mut dyn Repos,
    order: &PlaceOrder,
    print_rule: LogoPrintRule,
) -> Result<(Vec<NewOrderLine>, Vec<CartLine>), TxError<PlaceOrderError>> {
    let logo_rule = match order.order_type {
        OrderType::Normal => LogoRule::Required,
        OrderType::Custom => LogoRule::NotRequired,
    };
    let mut lines = Vec::with_capacity(order.lines.len());
    let mut cart = Vec::with_capacity(order.lines.len());
    for (index, form) in order.lines.iter().enumerate() {
        let position = index + 1;
        let product = product_of(repos, form)?
            .ok_or(TxError::Rule(PlaceOrderError::UnknownProduct { position }))?;
        let line =
            checked_line(repos, &product, form, logo_rule, print_rule).map_err(
                |error| match error {
                    TxError::Store(store) => TxError::Store(store),
                    TxError::Rule(LineCheckError::Line(error)) => {
                        TxError::Rule(PlaceOrderError::Line { position, error })
                    }
                    TxError::Rule(LineCheckError::UnknownLogo) => {
                        TxError::Rule(PlaceOrderError::UnknownLogo { position })
                    }
                    TxError::Rule(LineCheckError::LogoTooSmall(too_small)) => {
                        TxError::Rule(PlaceOrderError::LogoTooSmall(too_small))
                    }
                },
            )?;
        cart.push(CartLine {
            net: line
                .subtotal()
                .ok_or(TxError::Rule(PlaceOrderError::Overflow))?,
            category: product.category,
        });
        lines.push(line);
    }
    Ok((lines, cart))
}

impl Checkout {
    /// Validates and prices every line from the catalogue, then writes order,
    /// lines and delivery address in one transaction. Prices, totals and
    /// status a client might send never get here.
    ///
    /// # Errors
    /// [`PlaceOrderError`] for the first problem found; nothing is written then.
    pub async fn place_order(&self, order: PlaceOrder) -> Result<Order, PlaceOrderError> {
        self.place_order_then(order, |_, _, _| Ok(())).await
    }

    /// [`Checkout::place_order`], running `then` in the same transaction
    /// right after the order is written (e.g. to queue its payment-link mail),
    /// so either both happen or neither. An order found again by its
    /// idempotency key is returned as it is, without running `then` again.
    ///
    /// # Errors
    /// As [`Checkout::place_order`]; a failure of `then` rolls the order back.
    pub async fn place_order_then<F>(
        &self,
        order: PlaceOrder,
        then: F,
    ) -> Result<Order, PlaceOrderError>
    where
        F: Fn(&mut dyn Repos, &Order, &NewOrder) -> Result<(), StoreError> + Send + Sync + 'static,
    {
        if order.lines.is_empty() {
            return Err(PlaceOrderError::Empty);
        }
        if order.lines.len() > MAX_LINES {
            return Err(PlaceOrderError::TooManyLines);
        }
        match (order.order_type, order.orderer) {
            (OrderType::Custom, Orderer::Guest) => {
                return Err(PlaceOrderError::CustomOrderNotSignedIn);
            }
            (OrderType::Custom, Orderer::Customer(_)) => {
                return Err(PlaceOrderError::CustomOrderNotAllowed);
            }
            _ => {}
        }
        // Asked before the transaction: a remote call must not hold it open.
        let billing = order
            .billing
            .clone()
            .unwrap_or_else(|| BillingAddress::of_delivery(&order.shipping));
        let tax = self.tax_office.decide(&order.shipping, &billing).await?;
        let buyer = OrderBuyer {
            billing: order
                .billing
                .clone()
                .filter(|billing| billing.differs_from(&order.shipping)),
            business_buyer_confirmed_at: order.business_buyer.then(|| self.clock.now()),
            terms_version: Some(legal::TERMS_VERSION.to_owned()),
            vat_check: tax.evidence,
        };
        let order = Arc::new(order);
        let then = Arc::new(then);
        let taxed = Arc::new((buyer, tax.category));
        let first = self
            .place_once(Arc::clone(&order), Arc::clone(&taxed), Arc::clone(&then))
            .await;
        match first {
            // A concurrent request with the same key committed first: its order is the answer.
            Err(PlaceOrderError::Unknown(StoreError::Conflict(_)))
                if order.idempotency.is_some() =>
            {
                self.place_once(order, taxed, then).await
            }
            other => other,
        }
    }

    async fn place_once<F>(
        &self,
        order: Arc<PlaceOrder>,
        taxed: Arc<(OrderBuyer, shop_domain::TaxCategory)>,
        then: Arc<F>,
    ) -> Result<Order, PlaceOrderError>
    where
        F: Fn(&mut dyn Repos, &Order, &NewOrder) -> Result<(), StoreError> + Send + Sync + 'static,
    {
        let now = self.clock.now();
        let print_rule = self.print_rule;
        let short_links = self.short_links.clone();
        let pay_on_invoice = self.pay_on_invoice;
        let express_surcharge = self.express_surcharge;
        Ok(transaction(&*self.store, move |repos| {
            let owner = match order.orderer.account() {
                Some(user) => KeyOwner::User(user),
                None => KeyOwner::Guest,
            };
            if let Some(idempotency) = &order.idempotency
                && let Some(first) = repos.idempotency().find(owner, &idempotency.key)?
            {
                if first.fingerprint != idempotency.fingerprint {
                    return Err(TxError::Rule(PlaceOrderError::KeyReused));
                }
                return repos.orders().find(first.order_id)?.ok_or_else(|| {
                    TxError::Store(StoreError::Unknown(anyhow::anyhow!(
                        "idempotency key names a missing order"
                    )))
                });
            }
            let owner_account = match order.order_type {
                OrderType::Normal => order.orderer.account(),
                // A custom order is the customer's, not the admin's who typed it.
                OrderType::Custom => None,
            };
            let (lines, cart) = priced_lines(repos, &order, print_rule)?;
            let mut new_order = NewOrder::new(
                owner_account,
                order.order_type,
                lines,
                order.shipping.clone(),
                now,
            )
            .and_then(|new_order| new_order.for_buyer(taxed.0.clone(), taxed.1))
            .map_err(|_| TxError::Rule(PlaceOrderError::Overflow))?;
            let mut reservation = None;
            if let Some(raw) = order.voucher_code.as_deref() {
                let customer =
                    vouchers::customer(repos, owner_account, order.shipping.email.as_str())?;
                let (code, totals) =
                    vouchers::discount_for(repos, raw, &cart, Some(&customer), berlin_day(now))
                        .map_err(voucher_refused)?;
                new_order = new_order
                    .with_discount(code.clone(), totals.discount)
                    .map_err(|_| TxError::Rule(PlaceOrderError::Overflow))?;
                reservation = Some((code, customer));
            }
            if order.express {
                new_order = new_order
                    .with_express(express_surcharge)
                    .map_err(|_| TxError::Rule(PlaceOrderError::Overflow))?;
            }
            if order.payment_method == PaymentMethod::Invoice {
                let terms = invoice_terms_for(
                    repos,
                    &order,
                    owner_account.filter(|_| pay_on_invoice),
                    new_order.totals.gross,
                    berlin_day(now),
                )?;
                new_order = new_order.on_invoice(&terms);
            }
            let mut stored = repos.orders().insert(&new_order)?;
            if let Some((code, customer)) = &reservation {
                // The conditional reservation decides a race the check above let through.
                vouchers::reserve_use(repos, code, stored.id, customer, now)
                    .map_err(voucher_refused)?;
            }
            short_links
                .create_for_order(repos, &stored, &order.qr_choices, now)
                .map_err(|error| match error {
                    KeptLinkError::Store(store) => TxError::Store(store),
                    refused => TxError::Rule(PlaceOrderError::KeptLink(refused)),
                })?;
            if let Some(idempotency) = &order.idempotency {
                let first = StoredKey {
                    fingerprint: idempotency.fingerprint.clone(),
                    order_id: stored.id,
                };
                repos
                    .idempotency()
                    .insert(owner, &idempotency.key, &first, now)?;
            }
            if stored.on_invoice.is_some() {
                let ship_on = crate::delivery_promises::promised_ship_on(repos, &stored, now)?;
                if let Some(invoiced) = stored.invoiced(ship_on) {
                    // Bought on invoice: it goes ahead now, as a paid order does.
                    repos.orders().update_state(&stored, &invoiced)?;
                    stored = crate::fulfilment::go_ahead(repos, &invoiced, "invoiced", now)?;
                }
            }
            then(repos, &stored, &new_order)?;
            Ok(stored)
        })
        .await?)
    }
}
