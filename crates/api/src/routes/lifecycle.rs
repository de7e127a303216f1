//! An order's life after its payment: the approval page a mailed link
//! opens, approving and revising a line's proof, the customer's
//! cancellation, the refund of money that came after a cancellation, and
//! the print operator's batch of approved orders.

use actix_web::{HttpResponse, get, middleware::from_fn, post, web};
use chrono::TimeDelta;
use shop_app::{DesignChange, Limit, SeenVersion};
use shop_domain::{OrderId, OrderLineId};
use shop_ports::production::Approver;

use crate::{
    access::{Admin, DocumentReader, OrderRequester, admin_only},
    dto::{
        auth::MessageBody,
        lifecycle::{
            ApprovalBuyerDto, ApprovalPageDto, ApprovalTokenQuery, ApproveBody, ApprovedDto,
            ApprovedOrderDto, ApprovedOrdersDto, CancelledDto, PaymentMethodsDto, ReviseBody,
            RevisedDto, StartProductionBody, StartedProductionDto,
        },
        orders::{OrderDto, line_dto},
        proofs::ProofDto,
    },
    error::{ApiError, ErrorBody},
    session::SessionHandle,
    state::AppState,
    texts,
};

/// Revisions of one order an hour, whoever asks: each renders a whole proof.
const REVISIONS_PER_ORDER: Limit = Limit::new(20, TimeDelta::hours(1));

fn positive(id: i64) -> Result<i64, ApiError> {
    if id > 0 {
        Ok(id)
    } else {
        Err(ApiError::NotFound(texts::NOT_FOUND.to_owned()))
    }
}

#[utoipa::path(
    tag = "orders",
    params(ApprovalTokenQuery),
    responses(
        (status = 200, description = "The order, its lines and their proofs; from now on this browser session may approve, revise and cancel it and read its documents", body = ApprovalPageDto),
        (status = 400, description = "Neither token nor orderId, or a malformed one", body = ErrorBody),
        (status = 404, description = "Dieser Freigabelink ist ungültig oder nicht mehr gültig. (token); Die Bestellung wurde nicht gefunden (orderId of an order this session may not see)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/proof-approval")]
pub async fn proof_approval(
    state: web::Data<AppState>,
    session: SessionHandle,
    DocumentReader(mut requester): DocumentReader,
    query: web::Query<ApprovalTokenQuery>,
) -> Result<HttpResponse, ApiError> {
    let order_id = match (&query.token, query.order_id) {
        (Some(token), _) => {
            let order_id = state.proof_approvals.order_of_link(token).await?;
            // Whoever holds the mailed link acts for the buyer, also without an account.
            session.remember_guest_order(order_id).await?;
            requester.guest_orders.push(order_id);
            order_id
        }
        // The session's own order: `lines` below refuses any other.
        (None, Some(order_id)) => OrderId::new(positive(order_id)?),
        (None, None) => {
            return Err(ApiError::BadRequest(
                texts::APPROVAL_LINK_INCOMPLETE.to_owned(),
            ));
        }
    };
    let (order, lines, versions) = state.customer_orders.lines(order_id, requester).await?;
    let shipping = state.customer_orders.buyer(order_id).await?;
    let links = state.qr_links.of_order(order_id).await?;
    let approval_promise = state
        .delivery_promises
        .while_approval_waits(&order)
        .await?
        .map(|promise| promise.approval_sentence());
    Ok(HttpResponse::Ok().json(ApprovalPageDto {
        approval_promise,
        order: OrderDto::from(&order),
        order_lines: lines
            .into_iter()
            .map(|line| line_dto(&order, line, &versions, &links))
            .collect(),
        shipping: shipping.map(|address| ApprovalBuyerDto {
            company_name: address.company.to_string(),
            responsable_name: address.contact_person.to_string(),
        }),
    }))
}

/// The line's proof as the answer shows it after a change.
async fn line_proof(
    state: &AppState,
    line_id: OrderLineId,
    requester: shop_app::Requester,
) -> Result<ProofDto, ApiError> {
    let (order, line, versions) = state.customer_orders.line(line_id, requester).await?;
    ProofDto::of(&order, &line, &versions)
        .ok_or_else(|| ApiError::NotFound(texts::NOT_FOUND.to_owned()))
}

#[utoipa::path(
    tag = "orders",
    params(("order_line_id" = i64, Path, description = "The design line's id")),
    request_body = ApproveBody,
    responses(
        (status = 200, description = "The line's current proof version, the one named, is approved (its SHA-256 and the time are stored); the last approval makes the order Approved", body = ApprovedDto),
        (status = 404, description = "No such line for this user or browser session, or a sample pack", body = ErrorBody),
        (status = 409, description = "The version named is not the current one, the QR code could not be read, the check is still running, the proof is approved already or the order can no longer change", body = ErrorBody),
        (status = 422, description = "No version named, or an admin approving on the customer's behalf gave no note", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/order-lines/{order_line_id}/approve")]
pub async fn approve_proof(
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
    body: Option<web::Json<ApproveBody>>,
) -> Result<HttpResponse, ApiError> {
    let line_id = OrderLineId::new(positive(path.into_inner())?);
    let body = body.map(web::Json::into_inner).unwrap_or_default();
    let approver = match (requester.is_admin, requester.user) {
        (true, Some(admin)) => Approver::Admin {
            admin,
            note: body.note.unwrap_or_default().trim().to_owned(),
        },
        _ => Approver::Customer,
    };
    let seen = match (body.version, body.sha256) {
        (Some(version), _) => Some(SeenVersion::Number(version)),
        (None, Some(sha256)) => Some(SeenVersion::Sha256(sha256)),
        (None, None) => None,
    };
    let approved = state
        .proof_approvals
        .approve(line_id, requester.clone(), approver, seen)
        .await?;
    Ok(HttpResponse::Ok().json(ApprovedDto {
        message: texts::PROOF_APPROVED.to_owned(),
        order_status: approved.order_status.as_str(),
        proof: line_proof(&state, line_id, requester).await?,
    }))
}

#[utoipa::path(
    tag = "orders",
    params(("order_line_id" = i64, Path, description = "The design line's id")),
    request_body = ReviseBody,
    responses(
        (status = 200, description = "The new design is stored and its proof rendered and QR-checked as the next version; the approval starts over, the price stays", body = RevisedDto),
        (status = 404, description = "No such line for this user or browser session, or a sample pack", body = ErrorBody),
        (status = 409, description = "The proof is approved already, has its 10 versions, or the order is in production or closed", body = ErrorBody),
        (status = 422, description = "A design field breaks a rule of an order line (the text names it)", body = ErrorBody),
        (status = 429, description = "20 revisions of this order within the hour", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/order-lines/{order_line_id}/revise")]
pub async fn revise_proof(
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
    body: web::Json<ReviseBody>,
) -> Result<HttpResponse, ApiError> {
    let line_id = OrderLineId::new(positive(path.into_inner())?);
    let body = body.into_inner();
    let order_id = state
        .proof_approvals
        .order_of_line(line_id, requester.clone())
        .await?;
    // Each revision renders and checks a whole proof: counted per order, whoever holds it.
    let _counted = state
        .throttle
        .admit(&[(
            format!("revise:order:{}", order_id.get()),
            REVISIONS_PER_ORDER,
        )])
        .await?;
    state
        .proof_approvals
        .revise(
            line_id,
            requester.clone(),
            DesignChange {
                template: body.template,
                address: body.address,
                phone: body.phone,
                url: body.url,
                logo: body.card_logo,
                remarks: body.remarks,
            },
        )
        .await?;
    Ok(HttpResponse::Ok().json(RevisedDto {
        message: texts::PROOF_REVISED.to_owned(),
        proof: line_proof(&state, line_id, requester).await?,
    }))
}

#[utoipa::path(
    tag = "orders",
    params(("order_id" = i64, Path, description = "The order's id")),
    responses(
        (status = 200, description = "Cancelled; a paid order is refunded and its credit note mailed", body = CancelledDto),
        (status = 404, description = "No such order for this user or browser session", body = ErrorBody),
        (status = 409, description = "The 24 hours after the order confirmation are over, or the order is in production", body = ErrorBody),
        (status = 502, description = "The payment provider did not refund: nothing changed", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/orders/{order_id}/cancel")]
pub async fn cancel_order(
    state: web::Data<AppState>,
    // The buyer's own route; the back office cancels through update-order-status.
    OrderRequester(requester): OrderRequester,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let order_id = OrderId::new(positive(path.into_inner())?);
    let status = state
        .back_office
        .cancel_for_customer(order_id, requester)
        .await?;
    Ok(HttpResponse::Ok().json(CancelledDto {
        message: texts::ORDER_CANCELLED_BY_CUSTOMER.to_owned(),
        order_status: status.as_str(),
    }))
}

#[utoipa::path(
    tag = "admin",
    params(("order_id" = i64, Path, description = "The order's id")),
    responses(
        (status = 200, description = "The money that arrived after the cancellation was given back; the buyer is mailed", body = MessageBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Keine Bestellung gefunden", body = ErrorBody),
        (status = 409, description = "No payment to give back", body = ErrorBody),
        (status = 502, description = "The payment provider did not refund", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post(
    "/admin/orders/{order_id}/refund-payment",
    wrap = "from_fn(admin_only)"
)]
pub async fn refund_late_payment(
    state: web::Data<AppState>,
    _admin: Admin,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let order_id = OrderId::new(positive(path.into_inner())?);
    state.back_office.refund_late_payment(order_id).await?;
    Ok(HttpResponse::Ok().json(MessageBody {
        message: texts::LATE_PAYMENT_REFUNDED.to_owned(),
    }))
}

#[utoipa::path(
    tag = "production",
    responses(
        (status = 200, description = "Every order going ahead (paid or bought on invoice) whose proofs are all approved, the earliest promised shipping day (`shipBy`) first", body = ApprovedOrdersDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/production/approved-orders", wrap = "from_fn(admin_only)")]
pub async fn approved_orders(
    state: web::Data<AppState>,
    _admin: Admin,
) -> Result<HttpResponse, ApiError> {
    let orders = state.back_office.approved_orders().await?;
    let today = shop_domain::berlin::berlin_day(state.clock.now());
    Ok(HttpResponse::Ok().json(ApprovedOrdersDto {
        orders: orders
            .iter()
            .map(|order| ApprovedOrderDto::of(order, today))
            .collect(),
    }))
}

#[utoipa::path(
    tag = "production",
    responses(
        (status = 200, description = "A cover listing order, line, product, quantity and packing of every approved order (the earliest promised shipping day first), then each approved proof's page exactly as the customer approved it", content_type = "application/pdf"),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Es gibt keine freigegebenen Bestellungen.", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/production/approved-proofs.pdf", wrap = "from_fn(admin_only)")]
pub async fn approved_proofs_pdf(
    state: web::Data<AppState>,
    _admin: Admin,
) -> Result<HttpResponse, ApiError> {
    let pdf = state
        .production
        .approved_batch()
        .await?
        .ok_or_else(|| ApiError::NotFound(texts::NO_APPROVED_ORDERS.to_owned()))?;
    Ok(super::production::inline_pdf(
        pdf,
        "freigegebene-druckabzuege.pdf",
    ))
}

#[utoipa::path(
    tag = "production",
    request_body = StartProductionBody,
    responses(
        (status = 200, description = "The listed orders that were still approved are in production; each buyer is mailed", body = StartedProductionDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/production/start", wrap = "from_fn(admin_only)")]
pub async fn start_production(
    state: web::Data<AppState>,
    _admin: Admin,
    body: web::Json<StartProductionBody>,
) -> Result<HttpResponse, ApiError> {
    let orders = body
        .into_inner()
        .order_ids
        .into_iter()
        .filter(|id| *id > 0)
        .take(1_000)
        .map(OrderId::new)
        .collect();
    let moved = state.back_office.start_production(orders).await?;
    let message = match moved.len() {
        1 => "1 Bestellung ist in Produktion.".to_owned(),
        n => format!("{n} Bestellungen sind in Produktion."),
    };
    Ok(HttpResponse::Ok().json(StartedProductionDto {
        order_ids: moved.into_iter().map(OrderId::get).collect(),
        message,
    }))
}

#[utoipa::path(
    tag = "products",
    responses(
        (status = 200, description = "The payment methods the shop takes (SHOP_PAYMENT_METHODS), as the checkout offers them", body = PaymentMethodsDto),
    )
)]
#[get("/shop/payment-methods")]
pub async fn payment_methods(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(PaymentMethodsDto {
        methods: state.checkout.payment_methods().to_vec(),
    })
}
