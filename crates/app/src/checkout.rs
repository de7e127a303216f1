//! Checkout: placing an order from what the client sends (priced from the
//! catalogue, written whole in one transaction), opening the card payment for
//! a stored order, and reporting how its payment stands.

use std::sync::Arc;

use chrono::{Duration, NaiveDate, NaiveDateTime};
use shop_domain::{
    Cents, CompanyName, Email, GermanPhone, OrderId, OrderType, PaymentStatus, ProductId, Totals,
    ValueError,
};
use shop_ports::{
    Store, StoreError, TxError,
    clock::Clock,
    orders::{NewOrder, Order, ShippingData},
    payments::{
        CheckoutLine, CheckoutRecord, CheckoutRequest, CheckoutSession, PaymentError,
        PaymentGateway, SessionPayment,
    },
    read, transaction,
    users::UserId,
};

use crate::fulfilment::{FulfilError, Fulfilment, PaymentReceived};
use crate::order_lines::{LineError, LineRequest, LogoRule, priced_line};

/// Most lines one order may have (a cart holds far fewer).
pub const MAX_LINES: usize = 50;

/// A checkout session younger than this is offered again instead of a new
/// one (providers keep sessions open for 24 hours).
const REUSE_SESSION_FOR_HOURS: i64 = 23;

/// The shipping form as the client sends it; untrusted text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShippingRequest {
    pub responsable_name: String,
    pub company_name: String,
    pub email: String,
    pub phone: String,
    pub shipping_address: String,
    pub zip_code: String,
    pub city: String,
}

/// An order to place. The user comes from the session, never from the body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceOrder {
    pub user: Option<UserId>,
    pub order_type: OrderType,
    pub lines: Vec<LineRequest>,
    pub shipping: ShippingRequest,
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
    #[error("{field}: {error}")]
    Shipping {
        field: &'static str,
        error: ValueError,
    },
    #[error("Der Bestellwert ist zu hoch")]
    Overflow,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

impl From<TxError<PlaceOrderError>> for PlaceOrderError {
    fn from(error: TxError<PlaceOrderError>) -> Self {
        match error {
            TxError::Rule(rule) => rule,
            TxError::Store(store) => Self::Unknown(store),
        }
    }
}

/// Who asks about an order: its owner, the guest who placed it in this
/// browser session, or an admin may; anyone else learns nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Requester {
    pub user: Option<UserId>,
    pub is_admin: bool,
    /// Orders this browser session placed as a guest.
    pub guest_orders: Vec<OrderId>,
}

impl Requester {
    pub fn may_see(&self, order: &Order) -> bool {
        if self.is_admin {
            return true;
        }
        match order.user_id {
            Some(owner) => self.user == Some(owner),
            None => self.guest_orders.contains(&order.id),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum OpenPaymentError {
    /// Also when the order belongs to someone else.
    #[error("Die Bestellung wurde nicht gefunden")]
    NotFound,
    #[error("Die Bestellung ist bereits bezahlt")]
    AlreadyPaid,
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
    pub shipping_date: Option<NaiveDate>,
    pub paid_at: Option<NaiveDateTime>,
}

impl From<&Order> for PaymentState {
    fn from(order: &Order) -> Self {
        Self {
            order_id: order.id,
            status: order.payment_status,
            total: order.totals.gross,
            shipping_date: order.shipping_date,
            paid_at: order.paid_at,
        }
    }
}

/// Where the provider sends the customer back to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnUrls {
    /// The shop's public base URL, without a trailing slash.
    pub public_url: String,
}

impl ReturnUrls {
    fn success(&self, order: OrderId) -> String {
        format!("{}/pending-page?order_id={}", self.public_url, order.get())
    }

    fn cancel(&self) -> String {
        format!("{}/shopping-cart", self.public_url)
    }
}

fn shipping_field<T>(
    name: &'static str,
    parsed: Result<T, ValueError>,
) -> Result<T, PlaceOrderError> {
    parsed.map_err(|error| PlaceOrderError::Shipping { field: name, error })
}

/// A required text of at most `max` characters.
fn text(raw: &str, max: usize, too_long: &'static str) -> Result<String, ValueError> {
    let value = raw.trim();
    if value.is_empty() {
        Err(ValueError::Required)
    } else if value.chars().count() > max {
        Err(ValueError::Invalid(too_long))
    } else {
        Ok(value.to_owned())
    }
}

/// Checks the shipping form (spec §5: every field required, e-mail and phone
/// by pattern).
///
/// # Errors
/// [`PlaceOrderError::Shipping`] naming the first bad field.
pub fn shipping_data(request: &ShippingRequest) -> Result<ShippingData, PlaceOrderError> {
    Ok(ShippingData {
        responsable_name: shipping_field(
            "Ansprechpartner",
            text(
                &request.responsable_name,
                60,
                "Der Name darf nicht länger als 60 Zeichen sein",
            ),
        )?,
        company_name: shipping_field("Firmenname", CompanyName::parse(&request.company_name))?
            .to_string(),
        email: shipping_field("E-Mail", Email::parse(&request.email))?.to_string(),
        phone_number: shipping_field("Telefonnummer", GermanPhone::parse(&request.phone))?
            .to_string(),
        shipping_address: shipping_field(
            "Lieferadresse",
            text(
                &request.shipping_address,
                100,
                "Die Lieferadresse darf nicht länger als 100 Zeichen sein",
            ),
        )?,
        zip_code: shipping_field(
            "PLZ",
            text(
                &request.zip_code,
                10,
                "Die PLZ darf nicht länger als 10 Zeichen sein",
            ),
        )?,
        city: shipping_field(
            "Stadt",
            text(
                &request.city,
                60,
                "Die Stadt darf nicht länger als 60 Zeichen sein",
            ),
        )?,
    })
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
}

impl Checkout {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        gateway: Arc<dyn PaymentGateway>,
        provider: &'static str,
        fulfilment: Fulfilment,
        return_urls: ReturnUrls,
    ) -> Self {
        Self {
            store,
            clock,
            gateway,
            provider,
            fulfilment,
            return_urls,
        }
    }

    /// Validates and prices every line from the catalogue, then writes order,
    /// lines and shipping data in one transaction. Prices, totals and status
    /// a client might send never get here.
    ///
    /// # Errors
    /// [`PlaceOrderError`] for the first problem found; nothing is written then.
    pub async fn place_order(&self, order: PlaceOrder) -> Result<Order, PlaceOrderError> {
        if order.lines.is_empty() {
            return Err(PlaceOrderError::Empty);
        }
        if order.lines.len() > MAX_LINES {
            return Err(PlaceOrderError::TooManyLines);
        }
        let shipping = shipping_data(&order.shipping)?;
        let logo_rule = match order.order_type {
            OrderType::Normal => LogoRule::Required,
            OrderType::Costume => LogoRule::NotRequired,
        };
        let now = self.clock.now();
        Ok(transaction(&*self.store, move |repos| {
            let mut lines = Vec::with_capacity(order.lines.len());
            let mut net = Cents::ZERO;
            for (index, request) in order.lines.iter().enumerate() {
                let position = index + 1;
                let product = ProductId::parse(request.product_id)
                    .ok()
                    .map(|id| repos.products().find(id))
                    .transpose()?
                    .flatten()
                    .ok_or(TxError::Rule(PlaceOrderError::UnknownProduct { position }))?;
                let line = priced_line(&product, request, logo_rule)
                    .map_err(|error| TxError::Rule(PlaceOrderError::Line { position, error }))?;
                net = line
                    .unit_price
                    .checked_mul(u32::from(line.quantity.get()))
                    .and_then(|subtotal| net.checked_add(subtotal))
                    .ok_or(TxError::Rule(PlaceOrderError::Overflow))?;
                lines.push(line);
            }
            let totals =
                Totals::checked_from_net(net).ok_or(TxError::Rule(PlaceOrderError::Overflow))?;
            Ok(repos.orders().insert(&NewOrder {
                user_id: order.user,
                order_type: order.order_type,
                totals,
                lines,
                shipping,
                created_at: now,
            })?)
        })
        .await?)
    }

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
        let (order, lines, shipping, open_session) = read(&*self.store, move |repos| {
            let Some(order) = repos.orders().find(order_id)? else {
                return Ok(None);
            };
            let lines = repos.orders().lines(order_id)?;
            let shipping = repos.orders().shipping(order_id)?;
            let open_session = repos
                .payments()
                .latest_checkout(order_id)?
                .filter(|record| record.created_at > reuse_after && !record.checkout_url.is_empty());
            Ok(Some((order, lines, shipping, open_session)))
        })
        .await?
        .ok_or(OpenPaymentError::NotFound)?;
        if !requester.may_see(&order) {
            return Err(OpenPaymentError::NotFound);
        }
        if order.payment_status == PaymentStatus::Paid {
            return Err(OpenPaymentError::AlreadyPaid);
        }
        if let Some(record) = open_session {
            return Ok(CheckoutSession {
                id: record.session_id,
                url: record.checkout_url,
            });
        }

        let mut checkout_lines: Vec<CheckoutLine> = lines
            .into_iter()
            .map(|stored| CheckoutLine {
                name: stored.line.name,
                unit_amount: stored.line.unit_price,
                quantity: u32::from(stored.line.quantity.get()),
            })
            .collect();
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
            customer_email: shipping.map(|data| data.email).unwrap_or_default(),
            success_url: self.return_urls.success(order_id),
            cancel_url: self.return_urls.cancel(),
            idempotency_key: format!("primecards-order-{}-checkout", order_id.get()),
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
        if order.payment_status == PaymentStatus::Paid {
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
