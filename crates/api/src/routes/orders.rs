//! Orders from the shop (spec §7 `/orderLine/*` for customers and guests):
//! placing an order, opening its card payment, following its payment, and
//! the signed-in customer's order history.

use actix_web::{HttpRequest, HttpResponse, get, middleware::from_fn, post, web};
use chrono::TimeDelta;
use shop_app::{IdempotencyKey, Limit, Orderer, PlaceOrder, PlaceOrderError};
use shop_domain::{
    LineForm, OrderId, OrderType, ShippingAddress, ShippingForm, UserId,
    invoice_terms::PaymentMethod, qr_link::QrChoice,
};

use crate::{
    access::{OrderRequester, OrderingParty, SignedIn, signed_in_only},
    client_address::client_address,
    dto::buyer::BillingAddressBody,
    dto::orders::{
        CheckoutSessionDto, CreateCheckoutBody, CreateOrderBody, CreatedOrder, OrderDto,
        OrderLinesDto, OrderQuery, OrdersDto, PaymentStatusDto, UserOrdersQuery, iso, line_dto,
    },
    error::{ApiError, ErrorBody, extractors::in_german},
    routes::vouchers::{count_code_check, settle_code_check},
    session::SessionHandle,
    state::AppState,
    texts,
};

/// Orders one client address may place per hour (stops a script from filling the database).
const ORDERS_PER_ADDRESS: Limit = Limit::new(60, TimeDelta::hours(1));
const IDEMPOTENCY_KEY: &str = "Idempotency-Key";

/// The signed-in user, checked against a `userId` the client sent: a claim
/// without a session is an expired session, a claim of someone else is refused.
fn claimed_user(signed_in: Option<UserId>, claimed: Option<i64>) -> Result<(), ApiError> {
    match (claimed, signed_in) {
        (Some(_), None) => Err(ApiError::Unauthorized(texts::SESSION_EXPIRED.to_owned())),
        (Some(claimed), Some(user)) if claimed != user.get() => Err(ApiError::Forbidden(
            texts::OWN_ACCOUNT_ORDERS_ONLY.to_owned(),
        )),
        _ => Ok(()),
    }
}

fn order_id(raw: i64) -> Result<OrderId, ApiError> {
    if raw > 0 {
        Ok(OrderId::new(raw))
    } else {
        Err(ApiError::NotFound(texts::ORDER_NOT_FOUND.to_owned()))
    }
}

/// The client's `Idempotency-Key`: 1 to 255 visible ASCII characters.
fn idempotency_key(req: &HttpRequest) -> Result<Option<String>, ApiError> {
    let Some(raw) = req.headers().get(IDEMPOTENCY_KEY) else {
        return Ok(None);
    };
    let key = raw
        .to_str()
        .ok()
        .filter(|key| (1..=255).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_graphic()))
        .ok_or_else(|| ApiError::bad_request(texts::IDEMPOTENCY_KEY_INVALID))?;
    Ok(Some(key.to_owned()))
}

/// Parses the body once: the delivery address into its typed value, the
/// lines into forms the use case prices against the catalogue.
fn place_order_command(
    orderer: Orderer,
    body: CreateOrderBody,
    idempotency: Option<IdempotencyKey>,
) -> Result<PlaceOrder, ApiError> {
    let order_type = match body.order_type.as_deref() {
        None => OrderType::Normal,
        Some(raw) => OrderType::parse(raw).map_err(ApiError::bad_request)?,
    };
    let shipping = &body.shipping_info;
    let shipping = ShippingAddress::parse(ShippingForm {
        contact_person: &shipping.responsable_name,
        company: &shipping.company_name,
        email: &shipping.email,
        phone: &shipping.phone,
        street: &shipping.shipping_address,
        zip_code: &shipping.zip_code,
        city: &shipping.city,
        country: shipping.country.as_deref().unwrap_or_default(),
        vat_id: shipping.vat_id.as_deref().unwrap_or_default(),
        order_reference: shipping.order_reference.as_deref().unwrap_or_default(),
    })?;
    let billing = body
        .billing_address
        .as_ref()
        .map(BillingAddressBody::parse)
        .transpose()?;
    let qr_choices = body
        .order_lines
        .iter()
        .map(|line| QrChoice::parse(line.qr_mode.as_deref(), line.qr_link.as_deref()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(ApiError::bad_request)?;
    let payment_method =
        PaymentMethod::parse(body.payment_method.as_deref()).map_err(ApiError::bad_request)?;
    Ok(PlaceOrder {
        orderer,
        order_type,
        qr_choices,
        payment_method,
        lines: body.order_lines.into_iter().map(LineForm::from).collect(),
        shipping,
        billing,
        business_buyer: body.business_buyer == Some(true),
        idempotency,
        voucher_code: body.voucher_code,
        express: body.express == Some(true),
    })
}

#[utoipa::path(
    tag = "orders",
    request_body = CreateOrderBody,
    params(
        ("Idempotency-Key" = Option<String>, Header, description = "One value per attempt to order (a UUID): sent again with the same body, the first answer comes back instead of a second order"),
    ),
    responses(
        (status = 201, description = "Order placed, priced from the catalogue; awaiting payment (or the order this Idempotency-Key placed before)", body = CreatedOrder),
        (status = 400, description = "Empty order, unknown product, a line or the shipping data breaks a rule, or a malformed Idempotency-Key", body = ErrorBody),
        (status = 401, description = "userId sent but the session expired", body = ErrorBody),
        (status = 403, description = "userId names another user, or a custom order (`Costume`) from anyone but an admin", body = ErrorBody),
        (status = 422, description = "This Idempotency-Key was used before with another body, or the discount code (`voucherCode`) is refused: unknown, expired, not yet valid, used up, below its minimum or for none of the lines (nothing is stored then)", body = ErrorBody),
        (status = 429, description = "Too many orders from this address, or, with a `voucherCode`, 20 codes refused to this client (IPv4 address, IPv6 /64) within the hour, here and in /vouchers/check together: then every code is refused until the oldest refusal is an hour old (`Retry-After`)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/orderLine/create-order")]
pub async fn create_order(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: SessionHandle,
    OrderingParty(orderer): OrderingParty,
    body: web::Json<serde_json::Value>,
) -> Result<HttpResponse, ApiError> {
    let content = body.into_inner();
    let idempotency =
        idempotency_key(&req)?.map(|key| IdempotencyKey::new(key, content.to_string().as_bytes()));
    let body: CreateOrderBody = serde_json::from_value(content).map_err(|error| {
        ApiError::BadRequest(format!("{}: {}", texts::INVALID_REQUEST, in_german(&error)))
    })?;
    claimed_user(orderer.account(), body.user_id)?;
    let command = place_order_command(orderer, body, idempotency)?;

    if command.order_type == OrderType::Custom {
        let order = state.back_office.create_custom_order(command).await?;
        return Ok(
            HttpResponse::Created().json(CreatedOrder::of(&order, texts::CUSTOM_ORDER_MAILED))
        );
    }
    // A code sent with the order is a guess like one sent to /vouchers/check.
    let code_check = match command.voucher_code {
        Some(_) => Some(count_code_check(&state, &req).await?),
        None => None,
    };
    let bucket = format!("order:address:{}", client_address(&req));
    let _counted = match state.throttle.admit(&[(bucket, ORDERS_PER_ADDRESS)]).await {
        Ok(counted) => counted,
        Err(throttled) => {
            // The code was never looked at.
            if let Some(check) = code_check {
                settle_code_check(&state, check, false).await;
            }
            return Err(throttled.into());
        }
    };
    let placed = state.checkout.place_order(command).await;
    if let Some(check) = code_check {
        let refused = matches!(placed, Err(PlaceOrderError::Voucher(_)));
        settle_code_check(&state, check, refused).await;
    }
    let order = placed?;
    if order.user_id.is_none() {
        session.remember_guest_order(order.id).await?;
    }
    Ok(HttpResponse::Created().json(CreatedOrder::of(&order, texts::ORDER_PLACED)))
}

#[utoipa::path(
    tag = "orders",
    request_body = CreateCheckoutBody,
    responses(
        (status = 200, description = "The payment session for the stored order (the same one again while it is open)", body = CheckoutSessionDto),
        (status = 400, description = "Malformed body", body = ErrorBody),
        (status = 404, description = "No such order for this user or browser session", body = ErrorBody),
        (status = 409, description = "The order is paid already, or cancelled, or its discount code's use was given back (the order stayed unpaid, or its payment expired or failed) and the code has none left: '… Bitte bestellen Sie erneut.'", body = ErrorBody),
        (status = 503, description = "The payment provider failed or took longer than 8 s: 'Die Zahlung kann gerade nicht gestartet werden. Bitte versuchen Sie es in wenigen Minuten erneut.' The order stays payable; asked again, the provider answers the same session", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/orderLine/create-checkout-session")]
pub async fn create_checkout_session(
    state: web::Data<AppState>,
    OrderRequester(requester): OrderRequester,
    body: web::Json<CreateCheckoutBody>,
) -> Result<HttpResponse, ApiError> {
    let order = order_id(body.order_id)?;
    let checkout = state.checkout.open_payment(order, requester).await?;
    Ok(HttpResponse::Ok().json(CheckoutSessionDto {
        id: checkout.id,
        url: checkout.url,
    }))
}

#[utoipa::path(
    tag = "orders",
    params(OrderQuery),
    responses(
        (status = 200, description = "How the order's payment stands", body = PaymentStatusDto),
        (status = 400, description = "Missing or malformed order_id", body = ErrorBody),
        (status = 404, description = "No such order for this user or browser session", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orderLine/check-payment-status")]
pub async fn check_payment_status(
    state: web::Data<AppState>,
    OrderRequester(requester): OrderRequester,
    query: web::Query<OrderQuery>,
) -> Result<HttpResponse, ApiError> {
    let order = order_id(query.order_id)?;
    let payment = state.checkout.payment_state(order, requester).await?;
    Ok(HttpResponse::Ok().json(PaymentStatusDto {
        order_id: payment.order_id.get(),
        payement_status: payment.status.as_str().to_owned(),
        order_total: payment.total.get(),
        discount_cents: payment.discount.get(),
        voucher_code: payment.voucher_code.map(|code| code.as_str().to_owned()),
        shipping_date: payment
            .shipping_date
            .map(|date| date.format("%Y-%m-%d").to_string()),
        payment_time: payment.paid_at.map(iso),
        awaits_approval: payment.awaits_approval,
        tax_category: payment.tax_category.code(),
    }))
}

#[utoipa::path(
    tag = "orders",
    params(UserOrdersQuery),
    responses(
        (status = 200, description = "The signed-in user's placed orders (paid, or payment processing), newest first", body = OrdersDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "user_id names another user", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orderLine/get-orderBy-user", wrap = "from_fn(signed_in_only)")]
pub async fn get_orders_by_user(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    query: web::Query<UserOrdersQuery>,
) -> Result<HttpResponse, ApiError> {
    if query.user_id.is_some_and(|claimed| claimed != user.get()) {
        return Err(ApiError::Forbidden(texts::OWN_ORDERS_ONLY.to_owned()));
    }
    let orders = state.customer_orders.placed_orders(user).await?;
    Ok(HttpResponse::Ok().json(OrdersDto {
        orders: orders.iter().map(OrderDto::from).collect(),
    }))
}

#[utoipa::path(
    tag = "orders",
    params(OrderQuery),
    responses(
        (status = 200, description = "The lines of one of the user's orders", body = OrderLinesDto),
        (status = 400, description = "Missing or malformed order_id", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 404, description = "No such order of this user", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orderLine/get-user-orderLines", wrap = "from_fn(signed_in_only)")]
pub async fn get_user_order_lines(
    state: web::Data<AppState>,
    OrderRequester(requester): OrderRequester,
    query: web::Query<OrderQuery>,
) -> Result<HttpResponse, ApiError> {
    let order = order_id(query.order_id)?;
    let (order, lines, versions) = state.customer_orders.lines(order, requester).await?;
    let links = state.qr_links.of_order(order.id).await?;
    Ok(HttpResponse::Ok().json(OrderLinesDto {
        order_lines: lines
            .into_iter()
            .map(|line| line_dto(&order, line, &versions, &links))
            .collect(),
    }))
}
