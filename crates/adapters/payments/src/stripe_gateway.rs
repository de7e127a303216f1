//! The `PaymentGateway` port on Stripe Checkout (async-stripe 1.0).
//!
//! A checkout is a Stripe-hosted payment page for one stored order. Its line
//! items are priced from the order in EUR cents; the order id travels in
//! `metadata[order_id]` (and `client_reference_id`, for Stripe's dashboard) so
//! a webhook leads back to the order; the order's idempotency key makes a
//! retried call answer with the same session instead of opening a second one.

use std::collections::HashMap;
use std::fmt;
use std::time::Duration;

use anyhow::{Context, anyhow};
use async_trait::async_trait;
use serde::Serialize;
use shop_domain::{Cents, OrderId};
use shop_ports::payments::{
    CheckoutDiscount, CheckoutLine, CheckoutRequest, CheckoutSession, PaymentError, PaymentEvent,
    PaymentGateway, RefundError, RefundRequest, SessionPayment, SessionReport,
};
use stripe::{Client, ClientBuilder, IdempotencyKey, RequestStrategy, StripeError, StripeRequest};
use stripe_checkout::checkout_session::{
    CreateCheckoutSession, CreateCheckoutSessionAllowedPaymentMethodTypes,
    CreateCheckoutSessionDiscounts, CreateCheckoutSessionLineItems,
    CreateCheckoutSessionLineItemsPriceData, ExpireCheckoutSession, ProductData,
    RetrieveCheckoutSession,
};
use stripe_checkout::{
    CheckoutSession as StripeSession, CheckoutSessionMode, CheckoutSessionPaymentStatus,
    CheckoutSessionStatus,
};
use stripe_client_core::{RequestBuilder, StripeMethod};
use stripe_types::Currency;
use stripe_webhook::{EventObject, Webhook, WebhookError};

/// The async client has no timeout of its own; a hung Stripe call must not
/// hold a customer's checkout request: answered within 10 s, the checkout
/// can say so and offer paying later (the same idempotency key then gets
/// the session Stripe may have opened meanwhile).
const REQUEST_TIMEOUT: Duration = Duration::from_secs(8);

/// How to reach Stripe. Built from `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`
/// and `STRIPE_API_BASE`; its `Debug` never shows the two secrets.
#[derive(Clone)]
pub struct StripeConfig {
    /// The API secret key (`sk_live_...`, `sk_test_...`).
    pub secret_key: String,
    /// The webhook endpoint's signing secret (`whsec_...`).
    pub webhook_secret: String,
    /// Another API base (a local mock in tests, plain http allowed);
    /// `None` is Stripe's own.
    pub api_base: Option<String>,
}

impl fmt::Debug for StripeConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StripeConfig")
            .field("secret_key", &Redacted)
            .field("webhook_secret", &Redacted)
            .field("api_base", &self.api_base)
            .finish()
    }
}

/// Stands in for a secret in `Debug` output.
struct Redacted;

impl fmt::Debug for Redacted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

/// A secret that cannot be printed by accident.
struct Secret(String);

impl Secret {
    fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Redacted.fmt(f)
    }
}

pub struct StripeGateway {
    // async-stripe marks the bearer header sensitive, so the client's own
    // `Debug` does not show the API key either.
    client: Client,
    webhook_secret: Secret,
    api_base: Option<String>,
}

impl fmt::Debug for StripeGateway {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StripeGateway")
            .field("webhook_secret", &self.webhook_secret)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

impl StripeGateway {
    /// # Errors
    /// When a secret is empty or the API base is not a usable URL.
    pub fn new(config: StripeConfig) -> anyhow::Result<Self> {
        anyhow::ensure!(
            !config.secret_key.trim().is_empty(),
            "STRIPE_SECRET_KEY is empty"
        );
        // Anyone can compute an HMAC under an empty key: such a "secret" would
        // accept forged webhooks.
        anyhow::ensure!(
            !config.webhook_secret.trim().is_empty(),
            "STRIPE_WEBHOOK_SECRET is empty"
        );
        let mut builder = ClientBuilder::new(config.secret_key).timeout(REQUEST_TIMEOUT);
        // async-stripe appends `v1/...` to the base verbatim, so the base must
        // end in exactly one slash (`http://127.0.0.1:1234/`).
        let api_base = config
            .api_base
            .map(|base| format!("{}/", base.trim_end_matches('/')));
        if let Some(base) = &api_base {
            builder = builder.url(base.as_str());
        }
        let client = builder.build().context("configuring the Stripe client")?;
        Ok(Self {
            client,
            webhook_secret: Secret(config.webhook_secret),
            api_base,
        })
    }
}

#[async_trait]
impl PaymentGateway for StripeGateway {
    async fn create_checkout(
        &self,
        request: &CheckoutRequest,
    ) -> Result<CheckoutSession, PaymentError> {
        if request.lines.is_empty() {
            return Err(anyhow!("order {} has no lines to pay for", request.order_id).into());
        }
        let key = IdempotencyKey::new(&request.idempotency_key)
            .map_err(|e| anyhow!("unusable idempotency key for Stripe: {e}"))?;
        let order_id = request.order_id.get().to_string();
        // The methods the shop names in its terms and FAQ, and no other.
        let methods: Vec<CreateCheckoutSessionAllowedPaymentMethodTypes> = request
            .payment_methods
            .iter()
            .map(|method| method.parse().unwrap_or_else(|never| match never {}))
            .collect();
        let mut session = CreateCheckoutSession::new();
        if !methods.is_empty() {
            session = session.allowed_payment_method_types(methods);
        }
        if let Some(discount) = &request.discount {
            let coupon = self.one_off_coupon(request, discount).await?;
            let mut applied = CreateCheckoutSessionDiscounts::new();
            applied.coupon = Some(coupon);
            session = session.discounts(vec![applied]);
        }
        let session = session
            .mode(CheckoutSessionMode::Payment)
            .currency(Currency::EUR)
            .line_items(request.lines.iter().map(line_item).collect::<Vec<_>>())
            .metadata(HashMap::from([("order_id".to_owned(), order_id.clone())]))
            .client_reference_id(order_id)
            .customer_email(request.customer_email.as_str())
            .success_url(request.success_url.as_str())
            .cancel_url(request.cancel_url.as_str())
            .customize()
            .request_strategy(RequestStrategy::Idempotent(key))
            .send(&self.client)
            .await
            .with_context(|| {
                format!(
                    "creating a Stripe checkout session for order {}",
                    request.order_id
                )
            })?;
        let url = session.url.ok_or_else(|| {
            anyhow!(
                "Stripe answered checkout session {} without a payment page URL",
                session.id
            )
        })?;
        Ok(CheckoutSession {
            id: session.id.to_string(),
            url,
        })
    }

    async fn parse_webhook(
        &self,
        payload: &[u8],
        signature: &str,
    ) -> Result<PaymentEvent, PaymentError> {
        // Stripe signs a UTF-8 JSON body; other bytes cannot carry its signature.
        let payload = std::str::from_utf8(payload).map_err(|_| PaymentError::InvalidSignature)?;
        let event = match Webhook::construct_event(payload, signature, self.webhook_secret.expose())
        {
            Ok(event) => event,
            // async-stripe parses only after the signature and the timestamp
            // checked out, so this payload is Stripe's own.
            Err(WebhookError::BadParse(reason)) => return unreadable_event(payload, &reason),
            Err(_) => return Err(PaymentError::InvalidSignature),
        };
        let event_id = event.id.to_string();
        match event.data.object {
            EventObject::CheckoutSessionCompleted(session) => {
                // A delayed method (e.g. SEPA debit) completes the checkout
                // unpaid; its money arrives with `async_payment_succeeded`.
                let paid = matches!(session.payment_status, CheckoutSessionPaymentStatus::Paid);
                completed(event_id, &session, paid)
            }
            EventObject::CheckoutSessionAsyncPaymentSucceeded(session) => {
                completed(event_id, &session, true)
            }
            EventObject::CheckoutSessionExpired(session) => Ok(PaymentEvent::CheckoutFailed {
                event_id,
                session_id: session.id.to_string(),
                order_id: order_id_of(&session)?,
            }),
            EventObject::CheckoutSessionAsyncPaymentFailed(session) => {
                Ok(PaymentEvent::AsyncPaymentFailed {
                    event_id,
                    session_id: session.id.to_string(),
                    order_id: order_id_of(&session)?,
                })
            }
            _ => Ok(PaymentEvent::Ignored { event_id }),
        }
    }

    async fn session_status(
        &self,
        session_id: &str,
    ) -> Result<Option<SessionReport>, PaymentError> {
        checked_session_id(session_id)?;
        let session = RetrieveCheckoutSession::new(session_id)
            .send(&self.client)
            .await
            .with_context(|| format!("retrieving Stripe checkout session {session_id}"))?;
        let payment = if matches!(session.status, Some(CheckoutSessionStatus::Expired)) {
            SessionPayment::Expired
        } else if matches!(
            session.payment_status,
            CheckoutSessionPaymentStatus::Paid | CheckoutSessionPaymentStatus::NoPaymentRequired
        ) {
            SessionPayment::Paid
        } else {
            SessionPayment::Unpaid
        };
        let amount_total = session
            .amount_total
            .ok_or_else(|| anyhow!("Stripe session {session_id} has no amount_total"))?;
        let currency = session
            .currency
            .as_ref()
            .map(currency_code)
            .ok_or_else(|| anyhow!("Stripe session {session_id} has no currency"))?;
        Ok(Some(SessionReport {
            payment,
            amount_total: Cents::new(amount_total),
            currency,
        }))
    }

    async fn expire_checkout(&self, session_id: &str) -> Result<(), PaymentError> {
        checked_session_id(session_id)?;
        ExpireCheckoutSession::new(session_id)
            .send(&self.client)
            .await
            .with_context(|| format!("expiring Stripe checkout session {session_id}"))?;
        Ok(())
    }

    async fn refund(&self, request: &RefundRequest) -> Result<String, RefundError> {
        let session_id = request.session_id.as_str();
        checked_session_id(session_id).map_err(|error| RefundError::Unknown(error.into()))?;
        let key = IdempotencyKey::new(&request.idempotency_key)
            .map_err(|e| anyhow!("unusable idempotency key for Stripe: {e}"))?;
        let session = RetrieveCheckoutSession::new(session_id)
            .send(&self.client)
            .await
            .map_err(|error| refund_error(error, request.order_id))?;
        let Some(intent) = session.payment_intent else {
            return Err(RefundError::Refused(format!(
                "Stripe kennt zur Zahlung {session_id} keinen Zahlungsvorgang, der erstattet werden könnte."
            )));
        };
        let form = RefundForm {
            payment_intent: intent.id().as_str(),
            amount: request.amount.get(),
            reason: "requested_by_customer",
            metadata: HashMap::from([("order_id", request.order_id.get().to_string())]),
        };
        let refund: stripe_shared::Refund = RequestBuilder::new(StripeMethod::Post, "/refunds")
            .form(&form)
            .customize()
            .request_strategy(RequestStrategy::Idempotent(key))
            .send(&self.client)
            .await
            .map_err(|error| refund_error(error, request.order_id))?;
        match refund.status.as_deref() {
            Some(status @ ("failed" | "canceled")) => Err(RefundError::Refused(format!(
                "Stripe meldet die Erstattung {} als {status}{}.",
                refund.id,
                refund
                    .failure_reason
                    .map(|reason| format!(" ({reason})"))
                    .unwrap_or_default()
            ))),
            // `succeeded`, or `pending` while the card network confirms it.
            _ => Ok(refund.id.to_string()),
        }
    }
}

impl StripeGateway {
    /// A coupon of exactly the order's discount, usable once, that Stripe's
    /// payment page and receipt show as a discount (its line items cannot be
    /// negative). Created under a key derived from the checkout's, so a retry
    /// gets the same coupon back.
    async fn one_off_coupon(
        &self,
        request: &CheckoutRequest,
        discount: &CheckoutDiscount,
    ) -> Result<String, PaymentError> {
        let key = IdempotencyKey::new(format!("{}-coupon", request.idempotency_key))
            .map_err(|e| anyhow!("unusable idempotency key for Stripe: {e}"))?;
        let form = CouponForm {
            amount_off: discount.amount.get(),
            currency: "eur",
            duration: "once",
            max_redemptions: 1,
            name: discount.name.as_str(),
        };
        let coupon: stripe_shared::Coupon = RequestBuilder::new(StripeMethod::Post, "/coupons")
            .form(&form)
            .customize()
            .request_strategy(RequestStrategy::Idempotent(key))
            .send(&self.client)
            .await
            .with_context(|| {
                format!(
                    "creating the discount coupon for order {}",
                    request.order_id
                )
            })?;
        Ok(coupon.id.to_string())
    }
}

/// The form of `POST /v1/coupons`: a fixed amount off, once.
#[derive(Serialize)]
struct CouponForm<'a> {
    amount_off: i64,
    currency: &'a str,
    duration: &'a str,
    max_redemptions: i64,
    name: &'a str,
}

/// The form of `POST /v1/refunds`: the whole amount of the session's payment.
#[derive(Serialize)]
struct RefundForm<'a> {
    payment_intent: &'a str,
    amount: i64,
    reason: &'static str,
    metadata: HashMap<&'static str, String>,
}

/// Stripe's refusal in its own words (they are written for the merchant),
/// anything else as a failure to reach it.
fn refund_error(error: StripeError, order_id: OrderId) -> RefundError {
    match error {
        StripeError::Stripe(errors, status) => RefundError::Refused(format!(
            "Stripe lehnt die Erstattung ab ({status}): {}",
            errors.message.as_deref().unwrap_or("ohne Begründung")
        )),
        other => RefundError::Unknown(
            anyhow::Error::new(other).context(format!("refunding order {order_id} at Stripe")),
        ),
    }
}

/// The id becomes part of the request path: refuse anything that could
/// steer the request to another endpoint.
fn checked_session_id(session_id: &str) -> Result<(), PaymentError> {
    if session_id.is_empty()
        || !session_id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        return Err(anyhow!("not a Stripe checkout session id").into());
    }
    Ok(())
}

fn line_item(line: &CheckoutLine) -> CreateCheckoutSessionLineItems {
    let mut price = CreateCheckoutSessionLineItemsPriceData::new(Currency::EUR);
    price.unit_amount = Some(line.unit_amount.get());
    price.product_data = Some(ProductData::new(line.name.as_str()));
    let mut item = CreateCheckoutSessionLineItems::new();
    item.price_data = Some(price);
    item.quantity = Some(u64::from(line.quantity));
    item
}

fn completed(
    event_id: String,
    session: &StripeSession,
    paid: bool,
) -> Result<PaymentEvent, PaymentError> {
    let order_id = order_id_of(session)?;
    let amount_total = session.amount_total.ok_or_else(|| {
        PaymentError::Malformed(format!(
            "checkout session {} has no amount_total",
            session.id
        ))
    })?;
    let currency = session
        .currency
        .as_ref()
        .map(currency_code)
        .ok_or_else(|| {
            PaymentError::Malformed(format!("checkout session {} has no currency", session.id))
        })?;
    Ok(PaymentEvent::CheckoutCompleted {
        event_id,
        session_id: session.id.to_string(),
        order_id,
        paid,
        amount_total: Cents::new(amount_total),
        currency,
    })
}

/// The order a session pays for, from the metadata `create_checkout` set.
fn order_id_of(session: &StripeSession) -> Result<OrderId, PaymentError> {
    session
        .metadata
        .as_ref()
        .and_then(|metadata| metadata.get("order_id"))
        .and_then(|raw| raw.trim().parse::<i64>().ok())
        .map(OrderId::new)
        .ok_or_else(|| {
            PaymentError::Malformed(format!(
                "checkout session {} has no usable metadata.order_id",
                session.id
            ))
        })
}

fn currency_code(currency: &Currency) -> String {
    currency.to_string().to_ascii_lowercase()
}

/// A verified event async-stripe could not read. Checkout events must be
/// readable; any other type is acknowledged as ignored, so a type whose
/// shape this SDK version does not know cannot make Stripe retry it forever.
fn unreadable_event(payload: &str, reason: &str) -> Result<PaymentEvent, PaymentError> {
    let envelope: serde_json::Value = serde_json::from_str(payload)
        .map_err(|e| PaymentError::Malformed(format!("webhook body is not JSON: {e}")))?;
    let text = |field: &str| envelope.get(field).and_then(serde_json::Value::as_str);
    match (text("id"), text("type")) {
        (Some(event_id), Some(kind)) if !kind.starts_with("checkout.session.") => {
            Ok(PaymentEvent::Ignored {
                event_id: event_id.to_owned(),
            })
        }
        _ => Err(PaymentError::Malformed(reason.to_owned())),
    }
}
