//! The back-office calls (spec §7): the order list, details and status,
//! samples and messages. Every one checks on the server that the session
//! belongs to an admin: 401 for nobody, 403 for a customer.

use actix_web::{HttpResponse, delete, get, post, web};
use serde::{Deserialize, Serialize};
use shop_app::{OrderDetailsError, SampleError, UpdateStatusError, order_lines::is_hosted_image};
use shop_domain::{OrderId, Role, SampleId, SampleNumber};
use shop_ports::{PageRequest, samples::NewSample};
use utoipa::{IntoParams, ToSchema};

use crate::{
    error::{ApiError, ErrorBody, SESSION_EXPIRED},
    routes::{
        auth::{MessageBody, field},
        orders::{OrderDto, OrderLineDto, iso, line_dto},
        samples::SampleDto,
    },
    session::SessionHandle,
    state::AppState,
};

/// Spec §9: orders and messages 8 per page, samples 5.
const ORDERS_PER_PAGE: u32 = 8;
const MESSAGES_PER_PAGE: u32 = 8;
const SAMPLES_PER_PAGE: u32 = 5;

/// Refuses anyone but a signed-in, active admin.
///
/// # Errors
/// 401 without a session user, 403 for any other role.
pub async fn require_admin(session: &SessionHandle, state: &AppState) -> Result<(), ApiError> {
    let user = session.require_user().await?;
    match state.accounts.current_user(user).await? {
        Some(account) if account.role == Role::Admin => Ok(()),
        Some(_) => Err(ApiError::Forbidden(
            "Sie haben keine Berechtigung für diesen Bereich".to_owned(),
        )),
        None => Err(ApiError::Unauthorized(SESSION_EXPIRED.to_owned())),
    }
}

/// `page` and `limit` as sent; out-of-range values are clamped (page 0 or
/// below is page 1, limit 1..=100), so a list never fails on them.
#[derive(Deserialize, IntoParams)]
pub struct PageQuery {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

impl PageQuery {
    fn request(&self, default_limit: u32) -> PageRequest {
        let clamp =
            |raw: Option<i64>| raw.map(|value| u32::try_from(value.max(0)).unwrap_or(u32::MAX));
        PageRequest::new(clamp(self.page), clamp(self.limit), default_limit)
    }
}

#[derive(Serialize, ToSchema)]
pub struct OrdersPage {
    pub orders: Vec<OrderDto>,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    #[serde(rename = "currentPage")]
    pub current_page: u32,
}

#[derive(Serialize, ToSchema)]
pub struct OrderRowDto {
    #[serde(flatten)]
    pub order: OrderDto,
    /// VAT-free sum of the lines, in cents.
    #[serde(rename = "netAmount")]
    pub net_amount: i64,
    #[serde(rename = "vatAmount")]
    pub vat_amount: i64,
    #[serde(rename = "userId")]
    pub user_id: Option<i64>,
    /// ISO 8601, UTC.
    #[serde(rename = "paymentTime")]
    pub payment_time: Option<String>,
    #[serde(rename = "shippingDate")]
    pub shipping_date: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ShippingDataDto {
    #[serde(rename = "responsableName")]
    pub responsable_name: String,
    #[serde(rename = "companyName")]
    pub company_name: String,
    pub email: String,
    #[serde(rename = "phoneNumber")]
    pub phone_number: String,
    #[serde(rename = "shippingAddress")]
    pub shipping_address: String,
    #[serde(rename = "zipCode")]
    pub zip_code: String,
    pub city: String,
}

#[derive(Serialize, ToSchema)]
pub struct OrderDetailsDto {
    #[serde(rename = "orderRow")]
    pub order_row: OrderRowDto,
    #[serde(rename = "orderLines")]
    pub order_lines: Vec<OrderLineDto>,
    #[serde(rename = "shippingDataRow")]
    pub shipping_data_row: Option<ShippingDataDto>,
}

#[derive(Deserialize, IntoParams)]
pub struct OrderIdQuery {
    #[param(rename = "order_id")]
    pub order_id: i64,
}

#[derive(Deserialize, ToSchema)]
pub struct OrderUpdate {
    /// `Shipped`, `Delivered` or `Cancelled`.
    #[serde(rename = "orderStatus")]
    pub order_status: String,
    #[serde(rename = "orderId")]
    pub order_id: i64,
}

/// The spec's client sends `{"orderUpdate": {...}}`; the bare object is accepted too.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub enum UpdateStatusBody {
    Wrapped {
        #[serde(rename = "orderUpdate")]
        order_update: OrderUpdate,
    },
    Plain(OrderUpdate),
}

#[derive(Serialize, ToSchema)]
pub struct UpdatedStatus {
    #[serde(rename = "orderStatus")]
    pub order_status: &'static str,
    pub message: String,
}

#[derive(Deserialize, ToSchema)]
pub struct SampleFields {
    #[serde(rename = "musterNumber", default)]
    pub muster_number: String,
    #[serde(rename = "restaurentName", default)]
    pub restaurent_name: String,
    /// URL returned by `POST /api/images`.
    #[serde(rename = "sampleImage", default)]
    pub sample_image: String,
}

/// The spec's client sends `{"sample": {...}}`; the bare object is accepted too.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub enum SaveSampleBody {
    Wrapped { sample: SampleFields },
    Plain(SampleFields),
}

#[derive(Serialize, ToSchema)]
pub struct SamplesPage {
    pub samples: Vec<SampleDto>,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    #[serde(rename = "currentPage")]
    pub current_page: u32,
}

#[derive(Deserialize, IntoParams)]
pub struct SampleIdQuery {
    #[serde(rename = "sampleId")]
    #[param(rename = "sampleId")]
    pub sample_id: i64,
}

#[derive(Serialize, ToSchema)]
pub struct MessageDto {
    #[serde(rename = "messageId")]
    pub message_id: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    /// Plain text as the sender wrote it; show it as text, never as HTML.
    pub message: String,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct MessagesPage {
    pub messages: Vec<MessageDto>,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    #[serde(rename = "currentPage")]
    pub current_page: u32,
}

fn not_found_order() -> ApiError {
    ApiError::NotFound("Keine Bestellung gefunden".to_owned())
}

#[utoipa::path(
    tag = "admin",
    params(PageQuery),
    responses(
        (status = 200, description = "Paid orders and custom orders awaiting payment, newest first, 8 per page", body = OrdersPage),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orderLine/get-valid-orders")]
pub async fn get_valid_orders(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    require_admin(&session, &state).await?;
    let request = query.request(ORDERS_PER_PAGE);
    let page = state.back_office.valid_orders(request).await?;
    Ok(HttpResponse::Ok().json(OrdersPage {
        orders: page.items.iter().map(OrderDto::from).collect(),
        total_pages: request.total_pages(page.total),
        current_page: request.page(),
    }))
}

#[utoipa::path(
    tag = "admin",
    params(OrderIdQuery),
    responses(
        (status = 200, description = "The order with its lines (design data included) and shipping data", body = OrderDetailsDto),
        (status = 400, description = "Missing or malformed order_id", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Keine Bestellung gefunden", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orderLine/get-order-details")]
pub async fn get_order_details(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<OrderIdQuery>,
) -> Result<HttpResponse, ApiError> {
    require_admin(&session, &state).await?;
    if query.order_id <= 0 {
        return Err(not_found_order());
    }
    let details = state
        .back_office
        .order_details(OrderId::new(query.order_id))
        .await
        .map_err(|error| match error {
            OrderDetailsError::NotFound => not_found_order(),
            OrderDetailsError::Unknown(store) => store.into(),
        })?;
    let order = &details.order;
    Ok(HttpResponse::Ok().json(OrderDetailsDto {
        order_row: OrderRowDto {
            order: OrderDto::from(order),
            net_amount: order.totals.net.get(),
            vat_amount: order.totals.vat.get(),
            user_id: order.user_id.map(shop_ports::users::UserId::get),
            payment_time: order.paid_at.map(iso),
            shipping_date: order
                .shipping_date
                .map(|date| date.format("%Y-%m-%d").to_string()),
        },
        order_lines: details
            .lines
            .into_iter()
            .map(|line| line_dto(order, line))
            .collect(),
        shipping_data_row: details.shipping.map(|shipping| ShippingDataDto {
            responsable_name: shipping.responsable_name,
            company_name: shipping.company_name,
            email: shipping.email,
            phone_number: shipping.phone_number,
            shipping_address: shipping.shipping_address,
            zip_code: shipping.zip_code,
            city: shipping.city,
        }),
    }))
}

#[utoipa::path(
    tag = "admin",
    request_body = UpdateStatusBody,
    responses(
        (status = 200, description = "The status now stored; the customer is mailed", body = UpdatedStatus),
        (status = 400, description = "Unknown status", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Keine Bestellung gefunden", body = ErrorBody),
        (status = 422, description = "The change is not allowed from the current status, or the order is unpaid", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/orderLine/update-order-status")]
pub async fn update_order_status(
    state: web::Data<AppState>,
    session: SessionHandle,
    body: web::Json<UpdateStatusBody>,
) -> Result<HttpResponse, ApiError> {
    require_admin(&session, &state).await?;
    let update = match body.into_inner() {
        UpdateStatusBody::Wrapped { order_update } | UpdateStatusBody::Plain(order_update) => {
            order_update
        }
    };
    if update.order_id <= 0 {
        return Err(not_found_order());
    }
    let status = state
        .back_office
        .update_status(OrderId::new(update.order_id), &update.order_status)
        .await
        .map_err(|error| match error {
            UpdateStatusError::NotFound => not_found_order(),
            UpdateStatusError::InvalidStatus => ApiError::BadRequest(error.to_string()),
            UpdateStatusError::Unpaid | UpdateStatusError::Transition(_) => {
                ApiError::Unprocessable(error.to_string())
            }
            UpdateStatusError::Unknown(store) => store.into(),
        })?;
    Ok(HttpResponse::Ok().json(UpdatedStatus {
        order_status: status.as_str(),
        message: "Bestellstatus erfolgreich aktualisiert!".to_owned(),
    }))
}

#[utoipa::path(
    tag = "admin",
    params(PageQuery),
    responses(
        (status = 200, description = "Samples, newest first, 5 per page by default", body = SamplesPage),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/samples/get-samples")]
pub async fn get_samples(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    require_admin(&session, &state).await?;
    let request = query.request(SAMPLES_PER_PAGE);
    let page = state.back_office.samples(request).await?;
    Ok(HttpResponse::Ok().json(SamplesPage {
        samples: page.items.into_iter().map(SampleDto::from).collect(),
        total_pages: request.total_pages(page.total),
        current_page: request.page(),
    }))
}

#[utoipa::path(
    tag = "admin",
    request_body = SaveSampleBody,
    responses(
        (status = 201, description = "Probe erfolgreich hinzugefügt!", body = MessageBody),
        (status = 400, description = "A field breaks its rule", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 409, description = "The sample number is taken", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/samples/save-sample")]
pub async fn save_sample(
    state: web::Data<AppState>,
    session: SessionHandle,
    body: web::Json<SaveSampleBody>,
) -> Result<HttpResponse, ApiError> {
    require_admin(&session, &state).await?;
    let fields = match body.into_inner() {
        SaveSampleBody::Wrapped { sample } | SaveSampleBody::Plain(sample) => sample,
    };
    let muster_number =
        SampleNumber::parse(&fields.muster_number).map_err(|e| field("Musternummer", e))?;
    let restaurant_name = fields.restaurent_name.trim();
    if restaurant_name.is_empty() {
        return Err(field("Restaurant", "Pflichtfeld"));
    }
    if restaurant_name.chars().count() > 60 {
        return Err(field(
            "Restaurant",
            "Der Name darf nicht länger als 60 Zeichen sein",
        ));
    }
    let image = fields.sample_image.trim();
    if image.is_empty() {
        return Err(field("Bild", "Pflichtfeld"));
    }
    if !is_hosted_image(image) {
        return Err(field(
            "Bild",
            "Das Bild muss über den Bild-Upload des Shops hochgeladen werden",
        ));
    }
    state
        .back_office
        .add_sample(NewSample {
            muster_number,
            restaurant_name: restaurant_name.to_owned(),
            sample_image: image.to_owned(),
        })
        .await
        .map_err(|error| match error {
            SampleError::Duplicate(_) => ApiError::Conflict(error.to_string()),
            SampleError::NotFound => ApiError::NotFound(error.to_string()),
            SampleError::Unknown(store) => store.into(),
        })?;
    Ok(HttpResponse::Created().json(MessageBody::new("Probe erfolgreich hinzugefügt!")))
}

#[utoipa::path(
    tag = "admin",
    params(SampleIdQuery),
    responses(
        (status = 200, description = "Probe erfolgreich entfernt!", body = MessageBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such sample", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[delete("/samples/delete-sample-byId")]
pub async fn delete_sample(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<SampleIdQuery>,
) -> Result<HttpResponse, ApiError> {
    require_admin(&session, &state).await?;
    let missing = || ApiError::NotFound("Die Probe wurde nicht gefunden".to_owned());
    if query.sample_id <= 0 {
        return Err(missing());
    }
    let id = SampleId::new(query.sample_id);
    state
        .back_office
        .delete_sample(id)
        .await
        .map_err(|error| match error {
            SampleError::NotFound | SampleError::Duplicate(_) => missing(),
            SampleError::Unknown(store) => store.into(),
        })?;
    Ok(HttpResponse::Ok().json(MessageBody::new("Probe erfolgreich entfernt!")))
}

#[utoipa::path(
    tag = "admin",
    params(PageQuery),
    responses(
        (status = 200, description = "Contact messages, newest first, 8 per page", body = MessagesPage),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/messages/get-messages")]
pub async fn get_messages(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    require_admin(&session, &state).await?;
    let request = query.request(MESSAGES_PER_PAGE);
    let page = state.back_office.messages(request).await?;
    Ok(HttpResponse::Ok().json(MessagesPage {
        messages: page
            .items
            .into_iter()
            .map(|message| MessageDto {
                message_id: message.id,
                name: message.name,
                email: message.email,
                phone: message.phone,
                message: message.message,
                created_at: iso(message.created_at),
            })
            .collect(),
        total_pages: request.total_pages(page.total),
        current_page: request.page(),
    }))
}
