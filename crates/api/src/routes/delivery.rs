//! The delivery promise the shop pages show, and the back office's closure days.

use actix_web::{HttpResponse, delete, get, middleware::from_fn, post, web};
use shop_domain::{MemberState, delivery_promise::Destination};

use crate::{
    access::{Admin, admin_only},
    dto::delivery::{
        AffectedOrderDto, AffectedOrdersDto, ClosureBody, ClosureDaysQuery, ClosureDto,
        DeliveryPromiseDto, DeliveryPromiseQuery,
    },
    error::{ApiError, ErrorBody},
    state::AppState,
};

#[utoipa::path(
    tag = "orders",
    params(DeliveryPromiseQuery),
    responses(
        (status = 200, description = "When an order placed, paid and approved now ships and arrives, with the cut-off it must beat and the reasons of every day that moved the dates. The same answer for every page", body = DeliveryPromiseDto),
        (status = 400, description = "Wir liefern nur in Länder der Europäischen Union.", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/delivery-promise")]
pub async fn delivery_promise(
    state: web::Data<AppState>,
    query: web::Query<DeliveryPromiseQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let country = query.country.unwrap_or_else(|| "DE".to_owned());
    let state_of = MemberState::parse(&country).map_err(ApiError::bad_request)?;
    let promise = state
        .delivery_promises
        .for_an_order_now(
            Destination::of(state_of.code()),
            query.express.unwrap_or(false),
        )
        .await?;
    Ok(HttpResponse::Ok().json(DeliveryPromiseDto::of(
        promise,
        state.checkout.express_surcharge(),
    )))
}

#[utoipa::path(
    tag = "admin",
    responses(
        (status = 200, description = "The closures that have not ended, by their first day", body = [ClosureDto]),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/closures", wrap = "from_fn(admin_only)")]
pub async fn list_closures(
    state: web::Data<AppState>,
    _admin: Admin,
) -> Result<HttpResponse, ApiError> {
    let closures = state.delivery_promises.closures().await?;
    Ok(HttpResponse::Ok().json(
        closures
            .into_iter()
            .map(ClosureDto::from)
            .collect::<Vec<_>>(),
    ))
}

#[utoipa::path(
    tag = "admin",
    request_body = ClosureBody,
    responses(
        (status = 201, description = "Saved; every promise skips these days from now on", body = ClosureDto),
        (status = 400, description = "Days backwards, longer than a year, already over, or a label that is empty, longer than 80 characters or holds control characters", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 409, description = "50 closures that have not ended are kept already (every promise reads them all)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/closures", wrap = "from_fn(admin_only)")]
pub async fn add_closure(
    state: web::Data<AppState>,
    _admin: Admin,
    body: web::Json<ClosureBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let saved = state
        .delivery_promises
        .add_closure(day(&body.from)?, day(&body.to)?, &body.label)
        .await?;
    Ok(HttpResponse::Created().json(ClosureDto::from(saved)))
}

/// A day as the closure forms send it.
fn day(raw: &str) -> Result<chrono::NaiveDate, ApiError> {
    chrono::NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d")
        .map_err(|_| ApiError::bad_request("Bitte geben Sie die Tage als JJJJ-MM-TT an."))
}

#[utoipa::path(
    tag = "admin",
    params(ClosureDaysQuery),
    responses(
        (status = 200, description = "The orders already promised (still to ship) whose shipping day a closure of these days would break, by promised day. Asked before saving: their promises stay as stored", body = AffectedOrdersDto),
        (status = 400, description = "Days malformed, backwards or longer than a year", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/closures/affected", wrap = "from_fn(admin_only)")]
pub async fn closure_affects(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<ClosureDaysQuery>,
) -> Result<HttpResponse, ApiError> {
    let affected = state
        .delivery_promises
        .affected_by(day(&query.from)?, day(&query.to)?)
        .await?;
    Ok(HttpResponse::Ok().json(AffectedOrdersDto {
        orders: affected.into_iter().map(AffectedOrderDto::from).collect(),
    }))
}

#[utoipa::path(
    tag = "admin",
    params(("id" = i64, Path, description = "The closure")),
    responses(
        (status = 204, description = "Removed; promises count these days again"),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Diese Schließzeit gibt es nicht.", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[delete("/admin/closures/{id}", wrap = "from_fn(admin_only)")]
pub async fn remove_closure(
    state: web::Data<AppState>,
    _admin: Admin,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    if state
        .delivery_promises
        .remove_closure(id.into_inner())
        .await?
    {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(ApiError::NotFound(
            "Diese Schließzeit gibt es nicht.".to_owned(),
        ))
    }
}
