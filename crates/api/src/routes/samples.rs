//! The sample-number lookup (spec §7 `/samples/get-product-byMNB`).

use actix_web::{HttpResponse, get, web};
use shop_domain::SampleNumber;

use crate::{
    dto::samples::{SampleFound, SampleQuery},
    error::{ApiError, ErrorBody},
    state::AppState,
};

#[utoipa::path(
    tag = "samples",
    params(SampleQuery),
    responses(
        (status = 200, description = "The sample with this number", body = SampleFound),
        (status = 400, description = "Missing or too long number", body = ErrorBody),
        (status = 404, description = "No sample has this number", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/samples/get-product-byMNB")]
pub async fn get_sample_by_number(
    state: web::Data<AppState>,
    query: web::Query<SampleQuery>,
) -> Result<HttpResponse, ApiError> {
    let number = SampleNumber::parse(query.muster_nb.as_deref().unwrap_or_default())
        .map_err(ApiError::bad_request)?;
    let sample = state.samples.by_number(number).await?;
    Ok(HttpResponse::Ok().json(SampleFound {
        sample: sample.into(),
    }))
}
