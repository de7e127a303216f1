//! The back office's reports for the tax office.

use actix_web::{HttpResponse, get, http::header, middleware::from_fn, web};
use serde::Deserialize;
use shop_domain::zm::ZmPeriod;
use utoipa::IntoParams;

use crate::{
    access::{Admin, admin_only},
    error::{ApiError, ErrorBody},
    state::AppState,
};

#[derive(Deserialize, IntoParams)]
pub struct PeriodQuery {
    /// A month (`2026-12`) or a quarter (`2026-Q4`).
    #[serde(default)]
    pub period: String,
}

#[utoipa::path(
    tag = "admin",
    params(PeriodQuery),
    responses(
        (status = 200, description = "The Zusammenfassende Meldung as the BZSt's CSV upload takes it (v3.0, UTF-8): per buyer USt-IdNr. the country code, the number without it, the net sum in whole euros (rounded half up) of the period's tax-exempt supplies less their credit notes, and the type `L`", content_type = "text/csv"),
        (status = 400, description = "The period is neither a month nor a quarter", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/reports/zm.csv", wrap = "from_fn(admin_only)")]
pub async fn zm_csv(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<PeriodQuery>,
) -> Result<HttpResponse, ApiError> {
    let period = ZmPeriod::parse(&query.period).map_err(ApiError::bad_request)?;
    let csv = state.reports.zm_csv(period).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"ZM-{}.csv\"", period.label()),
        ))
        .body(csv))
}
