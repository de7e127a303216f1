//! Orders from the shop (spec §7 `/orderLine/*` for customers and guests):
//! placing an order, opening its card payment, following its payment, and
//! the signed-in customer's order history.

use std::hash::{DefaultHasher, Hash, Hasher};

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{NaiveDateTime, TimeDelta};
use serde::{Deserialize, Serialize};
use shop_app::{Limit, LineRequest, PlaceOrder, Requester, ShippingRequest};
use shop_domain::{OrderId, OrderType, PaymentStatus};
use shop_ports::{
    orders::{Order, OrderLine},
    users::UserId,
};
use utoipa::{IntoParams, ToSchema};

use crate::{
    error::{ApiError, ErrorBody, SESSION_EXPIRED},
    routes::{admin::require_admin, auth::throttle_gate, client_address},
    session::SessionHandle,
    state::AppState,
};

/// Orders one client address may place per hour (stops a script from filling the database).
const ORDERS_PER_ADDRESS: Limit = Limit::new(60, TimeDelta::hours(1));
/// Within this time, the same order sent again from the same browser session
/// is answered with the order placed first (a double click creates one order).
const REPEAT_WINDOW_SECS: i64 = 10 * 60;
const LAST_ORDER_KEY: &str = "last_order";

#[derive(Deserialize, ToSchema)]
pub struct OrderLineBody {
    #[serde(rename = "productId")]
    pub product_id: i64,
    /// `PrimeProd` or `MBNprod`; when sent it must match the product.
    #[serde(rename = "productType", default)]
    pub product_type: Option<String>,
    /// Quantity, 1 to 15.
    #[serde(alias = "quantity")]
    pub qte: i64,
    /// 'Magnete nicht einzeln verpackt' or 'Magnete einzeln in LDPE Tütchen verpackt'; empty for bottle openers.
    #[serde(rename = "processingType", default)]
    pub processing_type: String,
    #[serde(default)]
    pub remarks: String,
    #[serde(rename = "musterNumber", alias = "musterNum", default)]
    pub muster_number: String,
    /// Card template (baguette … tacos).
    #[serde(alias = "templateCat", default)]
    pub template: String,
    #[serde(default)]
    pub address: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub url: String,
    /// URL of the logo returned by `POST /api/images`.
    #[serde(rename = "cardLogo", alias = "logo", default)]
    pub card_logo: String,
    /// Ignored: the name comes from the catalogue.
    #[serde(default)]
    pub name: Option<String>,
    /// Ignored: every unit price is computed from the catalogue.
    #[serde(rename = "UnitPrice", default)]
    pub unit_price: Option<i64>,
    /// Ignored, like `UnitPrice` (the cart's name for it).
    #[serde(default)]
    pub price: Option<i64>,
}

#[derive(Deserialize, ToSchema)]
pub struct ShippingInfoBody {
    #[serde(rename = "responsableName", default)]
    pub responsable_name: String,
    #[serde(rename = "companyName", default)]
    pub company_name: String,
    #[serde(default)]
    pub email: String,
    #[serde(alias = "phoneNumber", default)]
    pub phone: String,
    #[serde(rename = "shippingAddress", default)]
    pub shipping_address: String,
    #[serde(rename = "zipCode", default)]
    pub zip_code: String,
    #[serde(default)]
    pub city: String,
}

#[derive(Deserialize, ToSchema)]
pub struct CreateOrderBody {
    /// `Normal` (the default), or `Costume` for a custom order an admin
    /// creates: it is mailed to `shippingInfo.email` with a payment link.
    #[serde(rename = "orderType", default)]
    pub order_type: Option<String>,
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineBody>,
    #[serde(rename = "shippingInfo")]
    pub shipping_info: ShippingInfoBody,
    /// `null` for a guest; when sent it must be the signed-in user.
    #[serde(rename = "userId", default)]
    pub user_id: Option<i64>,
    /// Ignored: totals are computed from the catalogue.
    #[serde(rename = "totalAmount", default)]
    pub total_amount: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedOrder {
    /// The new order's id.
    pub id: i64,
    /// What the customer pays in cents, VAT included.
    #[serde(rename = "totalAmount")]
    pub total_amount: i64,
    pub message: String,
}

/// One line of the client's `stripeOrderLine`; ignored by the server.
#[derive(Deserialize, ToSchema)]
pub struct ClientCheckoutLine {
    pub name: Option<String>,
    pub quantity: Option<i64>,
    pub price: Option<i64>,
}

#[derive(Deserialize, ToSchema)]
pub struct CreateCheckoutBody {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// Ignored: the payment is built from the stored order.
    #[serde(rename = "stripeOrderLine", default)]
    pub stripe_order_line: Option<Vec<ClientCheckoutLine>>,
}

#[derive(Serialize, ToSchema)]
pub struct CheckoutSessionDto {
    /// The payment provider's session id.
    pub id: String,
    /// Where the browser goes to pay.
    pub url: String,
}

#[derive(Deserialize, IntoParams)]
pub struct OrderQuery {
    #[param(rename = "order_id")]
    pub order_id: i64,
}

#[derive(Deserialize, IntoParams)]
pub struct UserOrdersQuery {
    /// Optional; when sent it must be the signed-in user.
    #[param(rename = "user_id")]
    pub user_id: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct PaymentStatusDto {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// `Pending` or `Paid`.
    #[serde(rename = "payementStatus")]
    pub payement_status: String,
    /// Total in cents, VAT included.
    #[serde(rename = "orderTotal")]
    pub order_total: i64,
    /// Expected shipping date (YYYY-MM-DD) once paid.
    #[serde(rename = "shippingDate")]
    pub shipping_date: Option<String>,
    /// When the payment arrived (ISO 8601, UTC).
    #[serde(rename = "paymentTime")]
    pub payment_time: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct OrderDto {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    /// ISO 8601, UTC.
    pub order_date: String,
    /// `Normal` or `Costume`.
    #[serde(rename = "orderType")]
    pub order_type: String,
    #[serde(rename = "orderStatus")]
    pub order_status: String,
    #[serde(rename = "payementStatus")]
    pub payement_status: String,
    /// Cents, VAT included.
    #[serde(rename = "totalAmount")]
    pub total_amount: i64,
}

#[derive(Serialize, ToSchema)]
pub struct OrdersDto {
    pub orders: Vec<OrderDto>,
}

#[derive(Serialize, ToSchema)]
pub struct OrderLineDto {
    #[serde(rename = "orderLineId")]
    pub order_line_id: i64,
    #[serde(rename = "productId")]
    pub product_id: i64,
    #[serde(rename = "productType")]
    pub product_type: String,
    pub name: String,
    /// Net unit price in cents.
    #[serde(rename = "UnitPrice")]
    pub unit_price: i64,
    pub qte: u8,
    #[serde(rename = "processingType")]
    pub processing_type: String,
    #[serde(rename = "orderType")]
    pub order_type: String,
    pub remarks: String,
    #[serde(rename = "musterNumber")]
    pub muster_number: String,
    pub template: String,
    pub address: String,
    pub phone: String,
    pub url: String,
    #[serde(rename = "cardLogo")]
    pub card_logo: String,
}

#[derive(Serialize, ToSchema)]
pub struct OrderLinesDto {
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineDto>,
}

pub(crate) fn iso(at: NaiveDateTime) -> String {
    at.and_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

impl From<&Order> for OrderDto {
    fn from(order: &Order) -> Self {
        Self {
            order_id: order.id.get(),
            order_date: iso(order.created_at),
            order_type: order.order_type.as_str().to_owned(),
            order_status: order.order_status.as_str().to_owned(),
            payement_status: order.payment_status.as_str().to_owned(),
            total_amount: order.totals.gross.get(),
        }
    }
}

pub(crate) fn line_dto(order: &Order, stored: OrderLine) -> OrderLineDto {
    let line = stored.line;
    OrderLineDto {
        order_line_id: stored.id,
        product_id: line.product_id.get(),
        product_type: line.product_type.as_str().to_owned(),
        name: line.name,
        unit_price: line.unit_price.get(),
        qte: line.quantity.get(),
        processing_type: line.processing_type,
        order_type: order.order_type.as_str().to_owned(),
        remarks: line.remarks,
        muster_number: line.muster_number,
        template: line.template,
        address: line.address,
        phone: line.phone,
        url: line.url,
        card_logo: line.card_logo,
    }
}

/// The signed-in user, checked against a `userId` the client sent: a claim
/// without a session is an expired session, a claim of someone else is refused.
async fn claimed_user(
    session: &SessionHandle,
    claimed: Option<i64>,
) -> Result<Option<UserId>, ApiError> {
    let user = session.user_id().await?;
    match (claimed, user) {
        (Some(_), None) => Err(ApiError::Unauthorized(SESSION_EXPIRED.to_owned())),
        (Some(claimed), Some(user)) if claimed != user.get() => Err(ApiError::Forbidden(
            "Sie können nur für Ihr eigenes Konto bestellen".to_owned(),
        )),
        _ => Ok(user),
    }
}

/// Whoever asks through this browser session: the signed-in user and the
/// guest orders this session placed.
pub(crate) async fn requester(session: &SessionHandle) -> Result<Requester, ApiError> {
    Ok(Requester {
        user: session.user_id().await?,
        is_admin: false,
        guest_orders: session.guest_orders().await?,
    })
}

fn order_id(raw: i64) -> Result<OrderId, ApiError> {
    if raw > 0 {
        Ok(OrderId::new(raw))
    } else {
        Err(ApiError::NotFound(
            "Die Bestellung wurde nicht gefunden".to_owned(),
        ))
    }
}

fn place_order_command(
    body: CreateOrderBody,
    user: Option<UserId>,
) -> Result<PlaceOrder, ApiError> {
    match body.order_type.as_deref().map(OrderType::parse) {
        None | Some(Ok(OrderType::Normal)) => {}
        Some(Ok(OrderType::Costume)) => {
            return Err(ApiError::Forbidden(
                "Individuelle Bestellungen legt nur die Verwaltung an".to_owned(),
            ));
        }
        Some(Err(error)) => return Err(ApiError::bad_request(error)),
    }
    let shipping = body.shipping_info;
    Ok(PlaceOrder {
        user,
        order_type: OrderType::Normal,
        lines: body
            .order_lines
            .into_iter()
            .map(|line| LineRequest {
                product_id: line.product_id,
                product_type: line.product_type,
                quantity: line.qte,
                processing_type: line.processing_type,
                remarks: line.remarks,
                muster_number: line.muster_number,
                template: line.template,
                address: line.address,
                phone: line.phone,
                url: line.url,
                card_logo: line.card_logo,
            })
            .collect(),
        shipping: ShippingRequest {
            responsable_name: shipping.responsable_name,
            company_name: shipping.company_name,
            email: shipping.email,
            phone: shipping.phone,
            shipping_address: shipping.shipping_address,
            zip_code: shipping.zip_code,
            city: shipping.city,
        },
    })
}

/// A fingerprint of everything the order consists of.
fn fingerprint(order: &PlaceOrder) -> u64 {
    let mut hasher = DefaultHasher::new();
    format!("{order:?}").hash(&mut hasher);
    hasher.finish()
}

/// The order this session placed last: (fingerprint, order id, unix seconds).
type LastOrder = (u64, i64, i64);

#[utoipa::path(
    tag = "orders",
    request_body = CreateOrderBody,
    responses(
        (status = 201, description = "Order placed, priced from the catalogue; awaiting payment", body = CreatedOrder),
        (status = 400, description = "Empty order, unknown product, a line or the shipping data breaks a rule", body = ErrorBody),
        (status = 401, description = "userId sent but the session expired", body = ErrorBody),
        (status = 403, description = "userId names another user, or a custom order (`Costume`) from anyone but an admin", body = ErrorBody),
        (status = 429, description = "Too many orders from this address", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/orderLine/create-order")]
pub async fn create_order(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: SessionHandle,
    body: web::Json<CreateOrderBody>,
) -> Result<HttpResponse, ApiError> {
    let mut body = body.into_inner();
    if body.order_type.as_deref().map(str::trim) == Some(OrderType::Costume.as_str()) {
        require_admin(&session, &state).await?;
        body.order_type = None;
        body.user_id = None;
        let order = state
            .back_office
            .create_custom_order(place_order_command(body, None)?)
            .await?;
        return Ok(HttpResponse::Created().json(CreatedOrder {
            id: order.id.get(),
            total_amount: order.totals.gross.get(),
            message: "Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!"
                .to_owned(),
        }));
    }
    let user = claimed_user(&session, body.user_id).await?;
    let command = place_order_command(body, user)?;
    let print = fingerprint(&command);
    let now = chrono::Utc::now().timestamp();

    if let Some((last_print, last_id, at)) = session.get::<LastOrder>(LAST_ORDER_KEY).await?
        && last_print == print
        && now - at < REPEAT_WINDOW_SECS
        && let Ok(state_of_last) = state
            .checkout
            .stored_payment_state(OrderId::new(last_id), requester(&session).await?)
            .await
        && state_of_last.status == PaymentStatus::Pending
    {
        return Ok(HttpResponse::Created().json(CreatedOrder {
            id: last_id,
            total_amount: state_of_last.total.get(),
            message: "Bestellung angelegt".to_owned(),
        }));
    }

    let bucket = format!("order:address:{}", client_address(&req));
    if let Some(refusal) = throttle_gate(&state, &[(bucket.clone(), ORDERS_PER_ADDRESS)]).await? {
        return Ok(refusal);
    }
    let order = state.checkout.place_order(command).await?;
    state.throttle.record(&[bucket]).await?;
    if order.user_id.is_none() {
        session.remember_guest_order(order.id).await?;
    }
    session
        .insert(LAST_ORDER_KEY, (print, order.id.get(), now))
        .await?;
    Ok(HttpResponse::Created().json(CreatedOrder {
        id: order.id.get(),
        total_amount: order.totals.gross.get(),
        message: "Bestellung angelegt".to_owned(),
    }))
}

#[utoipa::path(
    tag = "orders",
    request_body = CreateCheckoutBody,
    responses(
        (status = 200, description = "The payment session for the stored order (the same one again while it is open)", body = CheckoutSessionDto),
        (status = 400, description = "Malformed body", body = ErrorBody),
        (status = 404, description = "No such order for this user or browser session", body = ErrorBody),
        (status = 409, description = "The order is paid already", body = ErrorBody),
        (status = 502, description = "The payment provider failed", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/orderLine/create-checkout-session")]
pub async fn create_checkout_session(
    state: web::Data<AppState>,
    session: SessionHandle,
    body: web::Json<CreateCheckoutBody>,
) -> Result<HttpResponse, ApiError> {
    let order = order_id(body.order_id)?;
    let checkout = state
        .checkout
        .open_payment(order, requester(&session).await?)
        .await?;
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
    session: SessionHandle,
    query: web::Query<OrderQuery>,
) -> Result<HttpResponse, ApiError> {
    let order = order_id(query.order_id)?;
    let payment = state
        .checkout
        .payment_state(order, requester(&session).await?)
        .await?;
    Ok(HttpResponse::Ok().json(PaymentStatusDto {
        order_id: payment.order_id.get(),
        payement_status: payment.status.as_str().to_owned(),
        order_total: payment.total.get(),
        shipping_date: payment
            .shipping_date
            .map(|date| date.format("%Y-%m-%d").to_string()),
        payment_time: payment.paid_at.map(iso),
    }))
}

#[utoipa::path(
    tag = "orders",
    params(UserOrdersQuery),
    responses(
        (status = 200, description = "The signed-in user's paid orders, newest first", body = OrdersDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "user_id names another user", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orderLine/get-orderBy-user")]
pub async fn get_orders_by_user(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<UserOrdersQuery>,
) -> Result<HttpResponse, ApiError> {
    let user = session.require_user().await?;
    if query.user_id.is_some_and(|claimed| claimed != user.get()) {
        return Err(ApiError::Forbidden(
            "Sie können nur Ihre eigenen Bestellungen sehen".to_owned(),
        ));
    }
    let orders = state.customer_orders.paid_orders(user).await?;
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
#[get("/orderLine/get-user-orderLines")]
pub async fn get_user_order_lines(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<OrderQuery>,
) -> Result<HttpResponse, ApiError> {
    session.require_user().await?;
    let order = order_id(query.order_id)?;
    let (order, lines) = state
        .customer_orders
        .lines(order, requester(&session).await?)
        .await?;
    Ok(HttpResponse::Ok().json(OrderLinesDto {
        order_lines: lines
            .into_iter()
            .map(|line| line_dto(&order, line))
            .collect(),
    }))
}
