//! Card payments: the provider's webhook, and the local test provider's
//! checkout page with its two buttons (pay, or make the payment fail).

use actix_web::{HttpResponse, get, http::header, post, web};
use askama::Template;
use shop_app::{FulfilOutcome, LocalPayment, front_end};
use shop_ports::payments::PaymentError;

use crate::{
    access::OrderRequester,
    dto::payments::WebhookAnswer,
    error::{ApiError, ErrorBody},
    session::SessionHandle,
    state::AppState,
    texts,
};

fn outcome_name(outcome: FulfilOutcome) -> &'static str {
    match outcome {
        FulfilOutcome::Fulfilled => "fulfilled",
        FulfilOutcome::AlreadyPaid => "already_paid",
        FulfilOutcome::PaidAfterCancellation => "paid_after_cancellation",
        FulfilOutcome::DuplicateEvent => "duplicate_event",
        FulfilOutcome::Clearing => "payment_clearing",
        FulfilOutcome::PaymentFailed => "payment_failed",
        FulfilOutcome::NothingToDo => "nothing_to_do",
    }
}

#[utoipa::path(
    tag = "payments",
    request_body(content = String, description = "The provider's event, exactly as signed", content_type = "application/json"),
    params(("Stripe-Signature" = String, Header, description = "t=<unix time>,v1=<HMAC-SHA256>")),
    responses(
        (status = 200, description = "Event accepted (acting on it at most once)", body = WebhookAnswer),
        (status = 400, description = "Missing, forged or stale signature, or an unreadable event", body = ErrorBody),
        (status = 422, description = "Signed, but it does not match the order (session, amount or currency)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/webhooks/stripe")]
pub async fn stripe_webhook(
    state: web::Data<AppState>,
    req: actix_web::HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let signature = req
        .headers()
        .get("Stripe-Signature")
        .and_then(|value| value.to_str().ok())
        .ok_or_else(|| ApiError::bad_request(texts::SIGNATURE_MISSING))?;
    let event = match state.payments.gateway.parse_webhook(&body, signature).await {
        Ok(event) => event,
        Err(PaymentError::InvalidSignature) => {
            tracing::warn!("webhook with an invalid or stale signature refused");
            return Err(ApiError::bad_request(texts::SIGNATURE_INVALID));
        }
        Err(PaymentError::Malformed(reason)) => {
            tracing::warn!(%reason, "unreadable webhook refused");
            return Err(ApiError::bad_request(texts::EVENT_UNREADABLE));
        }
        Err(PaymentError::Unknown(cause)) => return Err(ApiError::Internal(cause)),
    };
    let outcome = state.payments.fulfilment.handle_event(event).await?;
    Ok(HttpResponse::Ok().json(WebhookAnswer {
        outcome: outcome_name(outcome),
    }))
}

/// The local test provider, or 404 as for any unknown session when the shop
/// takes real payments: its routes must not exist then.
fn local_provider(state: &AppState) -> Result<&LocalPayment, ApiError> {
    state
        .payments
        .local
        .as_ref()
        .ok_or_else(|| ApiError::NotFound(texts::PAYMENT_UNKNOWN.to_owned()))
}

/// The local test provider's checkout page; askama escapes what it shows.
#[derive(Template)]
#[template(path = "local_payment.html")]
struct LocalPaymentPage<'a> {
    session_id: &'a str,
    order_id: i64,
    total: String,
    paid: bool,
}

#[utoipa::path(
    tag = "payments",
    params(("session_id" = String, Path, description = "A session of the local test provider")),
    responses(
        (status = 200, description = "The test checkout page (HTML)", content_type = "text/html"),
        (status = 404, description = "No such local session, or not this browser's order", body = ErrorBody),
    )
)]
#[get("/payments/local/{session_id}")]
pub async fn local_checkout_page(
    state: web::Data<AppState>,
    OrderRequester(requester): OrderRequester,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let session_id = path.into_inner();
    let checkout = local_provider(&state)?
        .checkout(&session_id, &requester)
        .await?
        .ok_or_else(|| ApiError::NotFound(texts::PAYMENT_UNKNOWN.to_owned()))?;
    let page = LocalPaymentPage {
        session_id: &session_id,
        order_id: checkout.order_id.get(),
        total: checkout.total.to_string(),
        paid: checkout.paid,
    }
    .render()
    .map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(page))
}

fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location.to_owned()))
        .finish()
}

#[utoipa::path(
    tag = "payments",
    params(("session_id" = String, Path, description = "A session of the local test provider")),
    responses(
        (status = 303, description = "Paid; on to the confirmation page"),
        (status = 404, description = "No such local session, or not this browser's order", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/payments/local/{session_id}/pay")]
pub async fn local_pay(
    state: web::Data<AppState>,
    OrderRequester(requester): OrderRequester,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (order, _) = local_provider(&state)?
        .pay(&path.into_inner(), &requester)
        .await?;
    Ok(see_other(&format!(
        "{}?order_id={}",
        front_end::PENDING,
        order.get()
    )))
}

#[utoipa::path(
    tag = "payments",
    params(("session_id" = String, Path, description = "A session of the local test provider")),
    responses(
        (status = 303, description = "A direct debit that takes days was started (the order's payment is Processing); on to the confirmation page"),
        (status = 404, description = "No such local session, or not this browser's order", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/payments/local/{session_id}/debit")]
pub async fn local_debit(
    state: web::Data<AppState>,
    OrderRequester(requester): OrderRequester,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (order, _) = local_provider(&state)?
        .pay_by_debit(&path.into_inner(), &requester)
        .await?;
    Ok(see_other(&format!(
        "{}?order_id={}",
        front_end::PENDING,
        order.get()
    )))
}

#[utoipa::path(
    tag = "payments",
    params(("session_id" = String, Path, description = "A session of the local test provider")),
    responses(
        (status = 303, description = "Payment failed; on to the payment error page"),
        (status = 404, description = "No such local session, or not this browser's order", body = ErrorBody),
    )
)]
#[post("/payments/local/{session_id}/fail")]
pub async fn local_fail(
    state: web::Data<AppState>,
    OrderRequester(requester): OrderRequester,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let session_id = path.into_inner();
    let checkout = local_provider(&state)?
        .checkout(&session_id, &requester)
        .await?
        .ok_or_else(|| ApiError::NotFound(texts::PAYMENT_UNKNOWN.to_owned()))?;
    // Like a declined card: nothing is charged and the order stays pending.
    tracing::info!(
        order = checkout.order_id.get(),
        "local test payment failed on request"
    );
    Ok(see_other(front_end::PAYMENT_ERROR))
}

/// The page a mailed payment link opens: the order and its total, with a
/// button. Opening it changes nothing, so a mail provider's link scanner
/// does not open checkout sessions; only the button's POST does.
#[derive(Template)]
#[template(path = "payment_link.html")]
struct PaymentLinkPage<'a> {
    token: &'a str,
    order_id: i64,
    lines: Vec<String>,
    total: String,
}

#[utoipa::path(
    tag = "payments",
    params(("token" = String, Path, description = "The token of a mailed payment link")),
    responses(
        (status = 200, description = "The order with its total and 'Jetzt bezahlen' (HTML)", content_type = "text/html"),
        (status = 404, description = "Unknown link", body = ErrorBody),
        (status = 409, description = "The order's discount-code use was given back (the order stayed unpaid, or its payment expired or failed) and the code has none left: '… Bitte bestellen Sie erneut.'", body = ErrorBody),
        (status = 410, description = "The link expired, or its order is paid or cancelled", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/payments/link/{token}")]
pub async fn payment_link_page(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let token = path.into_inner();
    let order = state.back_office.order_of_payment_link(&token).await?;
    let details = state.back_office.order_details(order).await?;
    let page = PaymentLinkPage {
        token: &token,
        order_id: order.get(),
        lines: details
            .lines
            .iter()
            .map(|stored| format!("{} × {}", stored.line.quantity.get(), stored.line.name))
            .collect(),
        total: details.order.totals.gross.to_string(),
    }
    .render()
    .map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(page))
}

#[utoipa::path(
    tag = "payments",
    params(("token" = String, Path, description = "The token of a mailed payment link")),
    responses(
        (status = 303, description = "On to the card payment"),
        (status = 404, description = "Unknown link", body = ErrorBody),
        (status = 409, description = "The order's discount-code use was given back (the order stayed unpaid, or its payment expired or failed) and the code has none left: '… Bitte bestellen Sie erneut.'", body = ErrorBody),
        (status = 410, description = "The link expired, or its order is paid or cancelled", body = ErrorBody),
        (status = 503, description = "The payment provider failed or took longer than 8 s: 'Die Zahlung kann gerade nicht gestartet werden. Bitte versuchen Sie es in wenigen Minuten erneut.' The order stays payable; asked again, the provider answers the same session", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/payments/link/{token}")]
pub async fn payment_link(
    state: web::Data<AppState>,
    session: SessionHandle,
    OrderRequester(mut requester): OrderRequester,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let order = state
        .back_office
        .order_of_payment_link(&path.into_inner())
        .await?;
    // Whoever pays through the link may follow this order to its confirmation page.
    session.remember_guest_order(order).await?;
    requester.guest_orders.push(order);
    let checkout = state.checkout.open_payment(order, requester).await?;
    Ok(see_other(&checkout.url))
}
