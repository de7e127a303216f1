//! The sample-number lookup (spec §7 `/samples/get-product-byMNB`).

use actix_web::{HttpResponse, get, web};
use serde::{Deserialize, Serialize};
use shop_domain::{Sample, SampleNumber};
use utoipa::{IntoParams, ToSchema};

use crate::{
    error::{ApiError, ErrorBody},
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
pub struct SampleDto {
    #[serde(rename = "sampleId")]
    pub sample_id: i64,
    #[serde(rename = "musterNumber")]
    pub muster_number: String,
    #[serde(rename = "restaurentName")]
    pub restaurent_name: String,
    #[serde(rename = "sampleImage")]
    pub sample_image: String,
}

impl From<Sample> for SampleDto {
    fn from(sample: Sample) -> Self {
        Self {
            sample_id: sample.id.get(),
            muster_number: sample.muster_number.as_str().to_owned(),
            restaurent_name: sample.restaurant_name,
            sample_image: sample.sample_image,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct SampleFound {
    pub sample: SampleDto,
}

#[derive(Deserialize, IntoParams)]
pub struct SampleQuery {
    /// The sample number printed on the card, at most 10 characters.
    #[serde(rename = "musterNb")]
    #[param(rename = "musterNb")]
    pub muster_nb: Option<String>,
}

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
