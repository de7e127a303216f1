//! Liveness and readiness in one: answers only when the database does.

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use shop_ports::read;
use utoipa::ToSchema;

use crate::{error::ApiError, state::AppState};

#[derive(Serialize, ToSchema)]
pub struct Health {
    #[schema(example = "ok")]
    pub status: &'static str,
}

#[utoipa::path(
    tag = "system",
    responses(
        (status = 200, description = "The shop and its database are up", body = Health),
        (status = 500, description = "The database is unreachable", body = crate::error::ErrorBody),
    )
)]
#[get("/healthz")]
pub async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    read(&*state.store, |repos| repos.products().count()).await?;
    Ok(HttpResponse::Ok().json(Health { status: "ok" }))
}
