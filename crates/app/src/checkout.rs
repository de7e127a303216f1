//! Checkout: placing an order from what the client sends (priced from the
//! catalogue, written whole in one transaction), opening the card payment for
//! a stored order, and reporting how its payment stands.

use std::sync::Arc;

use chrono::{Duration, NaiveDate, NaiveDateTime};
use shop_domain::{
    Cents, LineError, LineForm, LogoPrintRule, LogoRule, LogoTooSmall, NewOrder, NewOrderLine,
    OrderId, OrderStatus, OrderType, PaymentStatus, ProductId, ShippingAddress, UserId,
};
use shop_ports::{
    Repos, Store, StoreError, TxError,
    clock::Clock,
    idempotency::{KeyOwner, StoredKey},
    orders::Order,
    payments::{
        CheckoutLine, CheckoutRecord, CheckoutRequest, CheckoutSession, PaymentError,
        PaymentGateway, RefundError, RefundRecord, RefundRequest, SessionPayment,
    },
    read, transaction,
};

use crate::fulfilment::{FulfilError, Fulfilment, PaymentReceived};

/// Most lines one order may have (a cart holds far fewer).
pub const MAX_LINES: usize = 50;

/// A checkout session younger than this is offered again instead of a new
/// one (providers keep sessions open for 24 hours).
const REUSE_SESSION_FOR_HOURS: i64 = 23;

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
            fingerprint: crate::accounts::hex_digest(content),
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
    /// When given, the same key with the same content places one order.
    pub idempotency: Option<IdempotencyKey>,
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
    #[error("Individuelle Bestellungen legt nur die Verwaltung an")]
    CustomOrderNotAllowed,
    /// A custom order from someone not signed in: the API asks to sign in.
    #[error("Individuelle Bestellungen legt nur die angemeldete Verwaltung an")]
    CustomOrderNotSignedIn,
    #[error(
        "Diese Bestellung wurde bereits mit anderem Inhalt abgeschickt. Bitte laden Sie die Seite neu und bestellen Sie erneut."
    )]
    KeyReused,
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

/// Who asks about an order: its owner, the browser session that placed it as
/// a guest or followed its payment link, or an admin may; anyone else learns
/// nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Requester {
    pub user: Option<UserId>,
    pub is_admin: bool,
    /// Orders this browser session placed as a guest.
    pub guest_orders: Vec<OrderId>,
}

impl Requester {
    /// `guest_orders` holds only orders this browser session placed or
    /// opened through a mailed payment link: it lives in the server-side
    /// session, never in anything the client sends.
    pub fn may_see(&self, order: &Order) -> bool {
        self.is_admin
            || self.guest_orders.contains(&order.id)
            || order.user_id.is_some_and(|owner| self.user == Some(owner))
    }
}

#[derive(Debug, thiserror::Error)]
pub enum OpenPaymentError {
    /// Also when the order belongs to someone else.
    #[error("Die Bestellung wurde nicht gefunden")]
    NotFound,
    #[error("Die Bestellung ist bereits bezahlt")]
    AlreadyPaid,
    #[error("Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden.")]
    Cancelled,
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

/// Every line priced from the catalogue, in the order sent, each logo one
/// of the shop's own uploads and sharp enough for print.
fn priced_lines(
    repos: &mut dyn Repos,
    order: &PlaceOrder,
    print_rule: LogoPrintRule,
) -> Result<Vec<NewOrderLine>, TxError<PlaceOrderError>> {
    let logo_rule = match order.order_type {
        OrderType::Normal => LogoRule::Required,
        OrderType::Costume => LogoRule::NotRequired,
    };
    let mut lines = Vec::with_capacity(order.lines.len());
    for (index, form) in order.lines.iter().enumerate() {
        let position = index + 1;
        let product = ProductId::parse(form.product_id)
            .ok()
            .map(|id| repos.products().find(id))
            .transpose()?
            .flatten()
            .ok_or(TxError::Rule(PlaceOrderError::UnknownProduct { position }))?;
        let line = NewOrderLine::priced(&product, form, logo_rule)
            .map_err(|error| TxError::Rule(PlaceOrderError::Line { position, error }))?;
        if let Some(logo) = line.design.logo() {
            let upload = repos
                .uploads()
                .find(logo.as_str())?
                .ok_or(TxError::Rule(PlaceOrderError::UnknownLogo { position }))?;
            // Uploads from before sizes were kept pass: their size is unknown.
            if let Some(size) = upload.size {
                print_rule
                    .check(size.width, size.height)
                    .map_err(|too_small| TxError::Rule(PlaceOrderError::LogoTooSmall(too_small)))?;
            }
        }
        lines.push(line);
    }
    Ok(lines)
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
}

impl Checkout {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        gateway: Arc<dyn PaymentGateway>,
        provider: &'static str,
        fulfilment: Fulfilment,
        return_urls: ReturnUrls,
        print_rule: LogoPrintRule,
    ) -> Self {
        Self {
            store,
            clock,
            gateway,
            provider,
            fulfilment,
            return_urls,
            print_rule,
        }
    }

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
            (OrderType::Costume, Orderer::Guest) => {
                return Err(PlaceOrderError::CustomOrderNotSignedIn);
            }
            (OrderType::Costume, Orderer::Customer(_)) => {
                return Err(PlaceOrderError::CustomOrderNotAllowed);
            }
            _ => {}
        }
        let order = Arc::new(order);
        let then = Arc::new(then);
        let first = self.place_once(Arc::clone(&order), Arc::clone(&then)).await;
        match first {
            // A concurrent request with the same key committed first: its order is the answer.
            Err(PlaceOrderError::Unknown(StoreError::Conflict(_)))
                if order.idempotency.is_some() =>
            {
                self.place_once(order, then).await
            }
            other => other,
        }
    }

    async fn place_once<F>(
        &self,
        order: Arc<PlaceOrder>,
        then: Arc<F>,
    ) -> Result<Order, PlaceOrderError>
    where
        F: Fn(&mut dyn Repos, &Order, &NewOrder) -> Result<(), StoreError> + Send + Sync + 'static,
    {
        let now = self.clock.now();
        let print_rule = self.print_rule;
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
            let new_order = NewOrder::new(
                match order.order_type {
                    OrderType::Normal => order.orderer.account(),
                    // A custom order is the customer's, not the admin's who typed it.
                    OrderType::Costume => None,
                },
                order.order_type,
                priced_lines(repos, &order, print_rule)?,
                order.shipping.clone(),
                now,
            )
            .map_err(|_| TxError::Rule(PlaceOrderError::Overflow))?;
            let stored = repos.orders().insert(&new_order)?;
            if let Some(idempotency) = &order.idempotency {
                let first = StoredKey {
                    fingerprint: idempotency.fingerprint.clone(),
                    order_id: stored.id,
                };
                repos
                    .idempotency()
                    .insert(owner, &idempotency.key, &first, now)?;
            }
            then(repos, &stored, &new_order)?;
            Ok(stored)
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
                .filter(|record| {
                    record.created_at > reuse_after && !record.checkout_url.is_empty()
                });
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
        if order.order_status == OrderStatus::Cancelled {
            return Err(OpenPaymentError::Cancelled);
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
            customer_email: shipping
                .map(|address| address.email.to_string())
                .unwrap_or_default(),
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
        let amount = order.totals.gross;
        let refund_id = self
            .gateway
            .refund(&RefundRequest {
                order_id,
                session_id: session.session_id,
                amount,
                idempotency_key: format!("primecards-order-{}-refund", order_id.get()),
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

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use chrono::NaiveDateTime;
    use shop_domain::{
        CategoryId, Cents, LineForm, NewOrder, Order, OrderId, OrderLine, OrderLineId, OrderStatus,
        OrderType, PackingRule, PaymentStatus, Product, ProductId, ProductKind, Totals, UserId,
        fixtures, vat_on,
    };
    use shop_ports::{
        clock::MockClock,
        idempotency::{KeyOwner, StoredKey},
        mailer::MockMailComposer,
        payments::{CheckoutRecord, CheckoutSession, MockPaymentGateway},
        testing::MockRepos,
    };

    use super::{
        Checkout, IdempotencyKey, OpenPaymentError, Orderer, PlaceOrder, PlaceOrderError,
        Requester, ReturnUrls,
    };
    use crate::fulfilment::Fulfilment;

    fn now() -> NaiveDateTime {
        NaiveDateTime::parse_from_str("2026-11-20 10:00", "%Y-%m-%d %H:%M").unwrap()
    }

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        Arc::new(clock)
    }

    /// The catalogue the tests price against: (id, category, price, surcharge).
    const CATALOGUE: [(i64, i64, i64, i64); 4] = [
        (1, 3, 14_900, 7_500),
        (2, 2, 4_990, 2_500),
        (3, 2, 7_990, 5_000),
        (5, 4, 3_990, 7_500),
    ];

    fn product(id: i64) -> Option<Product> {
        CATALOGUE
            .iter()
            .find(|(pid, ..)| *pid == id)
            .map(|&(id, category, price, surcharge)| Product {
                id: ProductId::parse(id).unwrap(),
                name: format!("Produkt {id}"),
                description: String::new(),
                price: Cents::new(price),
                category: CategoryId::new(i32::try_from(category).unwrap()),
                kind: match category {
                    2 => ProductKind::Card,
                    3 => ProductKind::BottleOpener,
                    _ => ProductKind::SamplePack,
                },
                packing: PackingRule::Any,
                image: String::new(),
                image_pack: None,
                relative_price: Cents::new(surcharge),
                special_offer: None,
                artikel_num: String::new(),
            })
    }

    fn line_for(product_id: i64, quantity: i64, packed: bool) -> LineForm {
        let processing = if packed {
            "Magnete einzeln in LDPE Tütchen verpackt (+1€)"
        } else {
            "Magnete nicht einzeln verpackt"
        };
        LineForm {
            product_id,
            product_type: None,
            quantity,
            processing: if product_id == 1 {
                String::new()
            } else {
                processing.into()
            },
            remarks: String::new(),
            sample_number: "MN-1001".into(),
            template: "burger".into(),
            address: "Hauptstr. 1".into(),
            phone: "0170 1234567".into(),
            url: "www.example.de".into(),
            logo: "/uploads/a.png".into(),
        }
    }

    fn stored(order: &NewOrder) -> Order {
        order.stored_as(OrderId::new(1))
    }

    fn place(orderer: Orderer, lines: Vec<LineForm>) -> PlaceOrder {
        PlaceOrder {
            orderer,
            order_type: OrderType::Normal,
            lines,
            shipping: fixtures::shipping_address(),
            idempotency: None,
        }
    }

    /// A checkout whose every logo is a sharp upload of the shop.
    fn checkout_with(mut repos: MockRepos, gateway: MockPaymentGateway) -> Checkout {
        repos
            .uploads
            .expect_find()
            .returning(|url| Ok(Some(shop_ports::testing::sharp_upload(url))));
        checkout_of(repos, gateway)
    }

    fn checkout_of(repos: MockRepos, gateway: MockPaymentGateway) -> Checkout {
        let store: Arc<dyn shop_ports::Store> = Arc::new(repos.into_store());
        Checkout::new(
            Arc::clone(&store),
            clock(),
            Arc::new(gateway),
            "local",
            Fulfilment::new(
                store,
                clock(),
                Arc::new(MockMailComposer::new()),
                crate::invoicing::testing::invoicing(),
            ),
            ReturnUrls {
                public_url: "https://shop.example".into(),
            },
            fixtures::LOGO_PRINT_RULE,
        )
    }

    /// Places a one-card order whose logo the uploads record as `upload`.
    async fn place_with_logo(
        upload: Option<shop_ports::uploads::RecordedUpload>,
    ) -> Result<Order, PlaceOrderError> {
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_find()
            .returning(|id| Ok(product(id.get())));
        repos
            .uploads
            .expect_find()
            .withf(|url| url == "/uploads/a.png")
            .returning(move |_| Ok(upload.clone()));
        repos.orders.expect_insert().never();
        checkout_of(repos, MockPaymentGateway::new())
            .place_order(place(Orderer::Guest, vec![line_for(2, 1, true)]))
            .await
    }

    #[tokio::test]
    async fn a_logo_the_shop_never_stored_writes_nothing() {
        let result = place_with_logo(None).await;

        assert!(
            matches!(result, Err(PlaceOrderError::UnknownLogo { position: 1 })),
            "{result:?}"
        );
    }

    #[tokio::test]
    async fn a_logo_below_150_dpi_is_refused_with_the_size_that_would_do() {
        let small = shop_ports::uploads::RecordedUpload {
            url: "/uploads/a.png".into(),
            size: Some(shop_ports::images::ImageSize {
                width: 100,
                height: 100,
            }),
        };

        let result = place_with_logo(Some(small)).await;

        assert!(
            matches!(
                result,
                Err(PlaceOrderError::LogoTooSmall(shop_domain::LogoTooSmall {
                    dpi: 141,
                    min_width: 107,
                    min_height: 107
                }))
            ),
            "{result:?}"
        );
    }

    /// A tiny deterministic generator, so the property test needs no extra crate.
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (self.0 >> 33) % n
        }
    }

    #[tokio::test]
    async fn whatever_the_client_sends_the_total_is_catalogue_price_times_quantity_plus_vat() {
        let mut random = Lcg(42);
        for _ in 0..200 {
            let count = 1 + random.below(5) as usize;
            let mut lines = Vec::new();
            let mut expected_net = 0i64;
            for _ in 0..count {
                let (id, category, price, surcharge) = CATALOGUE[random.below(4) as usize];
                let quantity = 1 + random.below(15) as i64;
                let packed = category == 3 || random.below(2) == 0;
                lines.push(line_for(id, quantity, packed));
                let unit = if category == 3 || !packed {
                    price
                } else {
                    price + surcharge
                };
                expected_net += unit * quantity;
            }
            let captured: Arc<Mutex<Option<NewOrder>>> = Arc::default();
            let sink = Arc::clone(&captured);
            let mut repos = MockRepos::default();
            repos
                .products
                .expect_find()
                .returning(|id| Ok(product(id.get())));
            repos.orders.expect_insert().returning(move |order| {
                *sink.lock().unwrap() = Some(order.clone());
                Ok(stored(order))
            });

            let order = checkout_with(repos, MockPaymentGateway::new())
                .place_order(place(Orderer::Customer(UserId::new(3)), lines))
                .await
                .unwrap();

            let written = captured.lock().unwrap().take().unwrap();
            let net = Cents::new(expected_net);
            assert_eq!(written.totals.net, net);
            assert_eq!(written.totals.vat, vat_on(net));
            assert_eq!(
                written.totals.gross,
                Cents::new(expected_net + vat_on(net).get())
            );
            assert_eq!(order.totals, written.totals);
            assert_eq!(written.user_id, Some(UserId::new(3)));
            let line_sum: i64 = written
                .lines
                .iter()
                .map(|line| line.unit_price.get() * i64::from(line.quantity.get()))
                .sum();
            assert_eq!(line_sum, expected_net);
        }
    }

    #[tokio::test]
    async fn an_unknown_product_writes_nothing() {
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_find()
            .returning(|id| Ok(product(id.get())));
        repos.orders.expect_insert().never();

        let result = checkout_with(repos, MockPaymentGateway::new())
            .place_order(place(
                Orderer::Guest,
                vec![line_for(2, 1, true), line_for(99, 1, true)],
            ))
            .await;

        assert!(matches!(
            result,
            Err(PlaceOrderError::UnknownProduct { position: 2 })
        ));
    }

    #[tokio::test]
    async fn empty_orders_and_custom_orders_of_customers_are_refused_before_the_database() {
        let checkout = checkout_with(MockRepos::default(), MockPaymentGateway::new());

        let empty = checkout
            .place_order(place(Orderer::Guest, Vec::new()))
            .await;
        let custom = checkout
            .place_order(PlaceOrder {
                order_type: OrderType::Costume,
                ..place(
                    Orderer::Customer(UserId::new(3)),
                    vec![line_for(2, 1, true)],
                )
            })
            .await;

        assert!(matches!(empty, Err(PlaceOrderError::Empty)));
        assert!(matches!(
            custom,
            Err(PlaceOrderError::CustomOrderNotAllowed)
        ));
    }

    fn keyed(fingerprint: &str) -> PlaceOrder {
        PlaceOrder {
            idempotency: Some(IdempotencyKey {
                key: "attempt-1".into(),
                fingerprint: fingerprint.into(),
            }),
            ..place(
                Orderer::Customer(UserId::new(3)),
                vec![line_for(2, 2, true)],
            )
        }
    }

    fn first_use(
        fingerprint: &'static str,
    ) -> impl Fn(KeyOwner, &str) -> Result<Option<StoredKey>, shop_ports::StoreError> {
        move |owner, key| {
            assert_eq!((owner, key), (KeyOwner::User(UserId::new(3)), "attempt-1"));
            Ok(Some(StoredKey {
                fingerprint: fingerprint.into(),
                order_id: OrderId::new(9),
            }))
        }
    }

    #[tokio::test]
    async fn the_same_key_with_the_same_content_returns_the_first_order() {
        let mut repos = MockRepos::default();
        repos
            .idempotency
            .expect_find()
            .returning(first_use("digest-a"));
        repos
            .orders
            .expect_find()
            .returning(|id| Ok(Some(pending_order(Some(3))).filter(|order| order.id == id)));
        repos.orders.expect_insert().never();
        repos.idempotency.expect_insert().never();

        let order = checkout_with(repos, MockPaymentGateway::new())
            .place_order(keyed("digest-a"))
            .await
            .unwrap();

        assert_eq!(order.id, OrderId::new(9));
    }

    #[tokio::test]
    async fn the_same_key_with_other_content_is_refused() {
        let mut repos = MockRepos::default();
        repos
            .idempotency
            .expect_find()
            .returning(first_use("digest-a"));
        repos.orders.expect_insert().never();

        let result = checkout_with(repos, MockPaymentGateway::new())
            .place_order(keyed("digest-b"))
            .await;

        assert!(matches!(result, Err(PlaceOrderError::KeyReused)));
    }

    #[tokio::test]
    async fn a_new_key_places_an_order_and_is_recorded_with_it() {
        let mut repos = MockRepos::default();
        repos.idempotency.expect_find().returning(|_, _| Ok(None));
        repos
            .products
            .expect_find()
            .returning(|id| Ok(product(id.get())));
        repos
            .orders
            .expect_insert()
            .times(1)
            .returning(|order| Ok(stored(order)));
        repos
            .idempotency
            .expect_insert()
            .withf(|owner, key, first, _| {
                *owner == KeyOwner::User(UserId::new(3))
                    && key == "attempt-1"
                    && first.fingerprint == "digest-a"
                    && first.order_id == OrderId::new(1)
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));

        let order = checkout_with(repos, MockPaymentGateway::new())
            .place_order(keyed("digest-a"))
            .await
            .unwrap();

        assert_eq!(order.id, OrderId::new(1));
        assert_eq!(order.user_id, Some(UserId::new(3)));
    }

    #[tokio::test]
    async fn without_a_key_the_same_content_places_two_orders() {
        let mut repos = MockRepos::default();
        repos.idempotency.expect_find().never();
        repos
            .products
            .expect_find()
            .returning(|id| Ok(product(id.get())));
        repos
            .orders
            .expect_insert()
            .times(2)
            .returning(|order| Ok(stored(order)));
        let checkout = checkout_with(repos, MockPaymentGateway::new());
        let order = || place(Orderer::Guest, vec![line_for(2, 1, true)]);

        checkout.place_order(order()).await.unwrap();
        checkout.place_order(order()).await.unwrap();
    }

    fn pending_order(owner: Option<i64>) -> Order {
        Order {
            id: OrderId::new(9),
            user_id: owner.map(UserId::new),
            order_type: OrderType::Normal,
            order_status: OrderStatus::Processing,
            payment_status: PaymentStatus::Pending,
            totals: Totals::from_net(Cents::new(14_980)),
            created_at: now(),
            paid_at: None,
            shipping_date: None,
            paid_after_cancellation: false,
            refunded_at: None,
        }
    }

    fn stored_line() -> OrderLine {
        OrderLine {
            id: OrderLineId::new(1),
            order_id: OrderId::new(9),
            line: fixtures::card_line(7_490, 2),
        }
    }

    fn repos_with_order(owner: Option<i64>, open: Option<CheckoutRecord>) -> MockRepos {
        let mut repos = MockRepos::default();
        repos
            .orders
            .expect_find()
            .returning(move |_| Ok(Some(pending_order(owner))));
        repos
            .orders
            .expect_lines()
            .returning(|_| Ok(vec![stored_line()]));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .payments
            .expect_latest_checkout()
            .returning(move |_| Ok(open.clone()));
        repos
    }

    #[tokio::test]
    async fn the_payment_is_built_from_the_stored_order_with_vat_as_its_own_line() {
        let mut repos = repos_with_order(Some(3), None);
        repos
            .payments
            .expect_record_checkout()
            .times(1)
            .returning(|_| Ok(()));
        let mut gateway = MockPaymentGateway::new();
        gateway
            .expect_create_checkout()
            .withf(|request| {
                let total: i64 = request
                    .lines
                    .iter()
                    .map(|line| line.unit_amount.get() * i64::from(line.quantity))
                    .sum();
                total == 17_826
                    && request.lines[0].unit_amount == Cents::new(7_490)
                    && request.lines[1].name == "MwSt. 19 %"
                    && request.success_url == "https://shop.example/pending-page?order_id=9"
                    && request.cancel_url == "https://shop.example/shopping-cart"
                    && request.customer_email == "maria@pizzeria-roma.de"
                    && request.idempotency_key == "primecards-order-9-checkout"
            })
            .returning(|_| {
                Ok(CheckoutSession {
                    id: "cs_1".into(),
                    url: "https://pay.example/cs_1".into(),
                })
            });

        let session = checkout_with(repos, gateway)
            .open_payment(
                OrderId::new(9),
                Requester {
                    user: Some(UserId::new(3)),
                    ..Requester::default()
                },
            )
            .await
            .unwrap();

        assert_eq!(session.id, "cs_1");
    }

    #[tokio::test]
    async fn an_open_session_is_offered_again_instead_of_a_second_payment() {
        let open = CheckoutRecord {
            order_id: OrderId::new(9),
            provider: "local".into(),
            session_id: "cs_open".into(),
            checkout_url: "https://pay.example/cs_open".into(),
            created_at: now() - chrono::Duration::minutes(5),
        };
        let mut gateway = MockPaymentGateway::new();
        gateway.expect_create_checkout().never();

        let session = checkout_with(repos_with_order(None, Some(open)), gateway)
            .open_payment(
                OrderId::new(9),
                Requester {
                    guest_orders: vec![OrderId::new(9)],
                    ..Requester::default()
                },
            )
            .await
            .unwrap();

        assert_eq!(session.id, "cs_open");
    }

    #[tokio::test]
    async fn someone_elses_order_is_not_found() {
        let mut gateway = MockPaymentGateway::new();
        gateway.expect_create_checkout().never();
        let checkout = checkout_with(repos_with_order(Some(3), None), gateway);

        for requester in [
            Requester {
                user: Some(UserId::new(4)),
                ..Requester::default()
            },
            Requester {
                guest_orders: vec![OrderId::new(8)],
                ..Requester::default()
            },
            Requester::default(),
        ] {
            let result = checkout.open_payment(OrderId::new(9), requester).await;
            assert!(matches!(result, Err(OpenPaymentError::NotFound)));
        }
    }
}
