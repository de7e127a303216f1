//! The back-office calls (spec §7): the order list, details and status,
//! samples and messages. Every route is wrapped in `admin_only`, which
//! answers 401 to nobody and 403 to a customer before the body is read.

use actix_web::{HttpResponse, delete, get, middleware::from_fn, post, web};
use shop_app::{OrderDetailsError, SampleError};
use shop_domain::{HostedImage, OrderId, RestaurantName, SampleId, SampleNumber, ValueError};
use shop_ports::samples::NewSample;

use crate::{
    access::{Admin, admin_only},
    dto::{
        admin::{
            ListedOrderDto, MessageDto, MessagesPage, OnTimeDto, OrderDetailsDto, OrderIdQuery,
            OrderRowDto, OrdersPage, OrdersQuery, PageQuery, QrCheckDto, SampleIdQuery,
            SamplesPage, SaveSampleBody, ShippingDataDto, UpdateStatusBody, UpdatedStatus,
            VatIdCheckDto,
        },
        auth::MessageBody,
        buyer::BillingAddressBody,
        invoice_terms::{InvoiceLetterDto, InvoicePaymentsDto},
        order_cursor,
        orders::{iso, line_dto},
        samples::SampleDto,
    },
    error::field,
    error::{ApiError, ErrorBody},
    state::AppState,
    texts,
};

/// Spec §9: orders and messages 8 per page, samples 5.
const ORDERS_PER_PAGE: u32 = 8;
const MESSAGES_PER_PAGE: u32 = 8;
const SAMPLES_PER_PAGE: u32 = 5;

fn not_found_order() -> ApiError {
    OrderDetailsError::NotFound.into()
}

#[utoipa::path(
    tag = "admin",
    params(OrdersQuery),
    responses(
        (status = 200, description = "Paid orders, orders on invoice and custom orders awaiting payment, 8 per page: newest first, or with sort=shipBy those still to ship first by their promised shipping day ('Versand bis'), each marked late, today or upcoming", body = OrdersPage),
        (status = 400, description = "A sort other than newest or shipBy, or an `after` this sort did not write ('Ungültige Seitenmarke: …')", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orderLine/get-valid-orders", wrap = "from_fn(admin_only)")]
pub async fn get_valid_orders(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<OrdersQuery>,
) -> Result<HttpResponse, ApiError> {
    let request = query.request(ORDERS_PER_PAGE);
    let sort = query.sort.unwrap_or_default().into();
    let page = state
        .back_office
        .valid_orders(query.start(ORDERS_PER_PAGE)?, sort)
        .await?;
    let today = shop_domain::berlin::berlin_day(state.clock.now());
    Ok(HttpResponse::Ok().json(OrdersPage {
        orders: page
            .items
            .iter()
            .map(|listed| ListedOrderDto::of(listed, today))
            .collect(),
        total_pages: request.total_pages(page.total),
        current_page: request.page(),
        next_cursor: page.next.map(|key| order_cursor::encode(key, sort)),
    }))
}

#[utoipa::path(
    tag = "admin",
    responses(
        (status = 200, description = "'Termintreue (90 Tage)': the share of the orders shipped in the last 90 days that left on or before their promised shipping day", body = OnTimeDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/on-time", wrap = "from_fn(admin_only)")]
pub async fn on_time(state: web::Data<AppState>, _admin: Admin) -> Result<HttpResponse, ApiError> {
    let (percent, shipped) = state.back_office.on_time().await?;
    Ok(HttpResponse::Ok().json(OnTimeDto { percent, shipped }))
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
#[get("/orderLine/get-order-details", wrap = "from_fn(admin_only)")]
pub async fn get_order_details(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<OrderIdQuery>,
) -> Result<HttpResponse, ApiError> {
    if query.order_id <= 0 {
        return Err(not_found_order());
    }
    let details = state
        .back_office
        .order_details(OrderId::new(query.order_id))
        .await?;
    let order = &details.order;
    let qr_checks = state.production.qr_checks(order.id).await?;
    let links = state.qr_links.of_order(order.id).await?;
    Ok(HttpResponse::Ok().json(OrderDetailsDto {
        allowed_statuses: order
            .allowed_next_statuses()
            .into_iter()
            .map(|status| status.as_str().to_owned())
            .collect(),
        order_row: OrderRowDto::from(order),
        order_lines: details
            .lines
            .into_iter()
            .map(|line| line_dto(order, line, &details.proof_versions, &links))
            .collect(),
        shipping_data_row: details.shipping.map(ShippingDataDto::from),
        business_buyer_confirmed_at: details.buyer.business_buyer_confirmed_at.map(iso),
        terms_version: details.buyer.terms_version.clone(),
        tax_category: order.totals.category.code(),
        billing_address: details.buyer.billing.as_ref().map(BillingAddressBody::from),
        vat_id_check: details.buyer.vat_check.as_ref().map(VatIdCheckDto::from),
        qr_checks: qr_checks
            .into_iter()
            .map(|check| QrCheckDto {
                order_line_id: check.order_line_id.get(),
                readable: check.readable,
                expected: check.expected,
                checked_at: iso(check.checked_at),
            })
            .collect(),
        invoice_failed: details.invoice_failed,
        job_problems: state.jobs.problems_of(order.id).await?,
        invoice_payments: state
            .pay_on_invoice
            .payments_of(order.id)
            .await?
            .map(InvoicePaymentsDto::from),
        invoice_letters: state
            .pay_on_invoice
            .letters_of(order.id)
            .await?
            .into_iter()
            .map(InvoiceLetterDto::from)
            .collect(),
        invoice_due_on: order
            .on_invoice
            .and_then(|terms| terms.due_on)
            .map(|day| day.to_string()),
    }))
}

#[utoipa::path(
    tag = "admin",
    request_body = UpdateStatusBody,
    responses(
        (status = 200, description = "The status now stored; the customer is mailed. Cancelling a paid order refunds its payment first and mails the credit note", body = UpdatedStatus),
        (status = 400, description = "Unknown status", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Keine Bestellung gefunden", body = ErrorBody),
        (status = 409, description = "The order changed meanwhile (another admin, a second click)", body = ErrorBody),
        (status = 422, description = "The change is not allowed from the current status, or the order is unpaid", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
        (status = 502, description = "The payment provider did not refund: the order stays paid and is not cancelled", body = ErrorBody),
    )
)]
#[post("/orderLine/update-order-status", wrap = "from_fn(admin_only)")]
pub async fn update_order_status(
    state: web::Data<AppState>,
    _admin: Admin,
    body: web::Json<UpdateStatusBody>,
) -> Result<HttpResponse, ApiError> {
    let update = match body.into_inner() {
        UpdateStatusBody::Wrapped { order_update } | UpdateStatusBody::Plain(order_update) => {
            order_update
        }
    };
    if update.order_id <= 0 {
        return Err(not_found_order());
    }
    let shipment = update.shipment()?;
    let status = state
        .back_office
        .update_status(
            OrderId::new(update.order_id),
            &update.order_status,
            shipment,
        )
        .await?;
    Ok(HttpResponse::Ok().json(UpdatedStatus {
        order_status: status.as_str(),
        message: texts::STATUS_UPDATED.to_owned(),
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
#[get("/samples/get-samples", wrap = "from_fn(admin_only)")]
pub async fn get_samples(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
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
#[post("/samples/save-sample", wrap = "from_fn(admin_only)")]
pub async fn save_sample(
    state: web::Data<AppState>,
    _admin: Admin,
    body: web::Json<SaveSampleBody>,
) -> Result<HttpResponse, ApiError> {
    let fields = match body.into_inner() {
        SaveSampleBody::Wrapped { sample } | SaveSampleBody::Plain(sample) => sample,
    };
    let muster_number =
        SampleNumber::parse(&fields.muster_number).map_err(|e| field("Musternummer", e))?;
    let restaurant_name =
        RestaurantName::parse(&fields.restaurent_name).map_err(|e| field("Restaurant", e))?;
    let image = fields.sample_image.trim();
    if image.is_empty() {
        return Err(field("Bild", ValueError::Required));
    }
    let image = HostedImage::parse(image).map_err(|error| field("Bild", error))?;
    state
        .back_office
        .add_sample(NewSample {
            muster_number,
            restaurant_name: restaurant_name.to_string(),
            sample_image: image.as_str().to_owned(),
            created_at: state.clock.now(),
        })
        .await?;
    Ok(HttpResponse::Created().json(MessageBody::new(texts::SAMPLE_ADDED)))
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
#[delete("/samples/delete-sample-byId", wrap = "from_fn(admin_only)")]
pub async fn delete_sample(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<SampleIdQuery>,
) -> Result<HttpResponse, ApiError> {
    if query.sample_id <= 0 {
        return Err(SampleError::NotFound.into());
    }
    state
        .back_office
        .delete_sample(SampleId::new(query.sample_id))
        .await?;
    Ok(HttpResponse::Ok().json(MessageBody::new(texts::SAMPLE_REMOVED)))
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
#[get("/messages/get-messages", wrap = "from_fn(admin_only)")]
pub async fn get_messages(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let request = query.request(MESSAGES_PER_PAGE);
    let page = state.back_office.messages(request).await?;
    Ok(HttpResponse::Ok().json(MessagesPage {
        messages: page.items.into_iter().map(MessageDto::from).collect(),
        total_pages: request.total_pages(page.total),
        current_page: request.page(),
    }))
}
