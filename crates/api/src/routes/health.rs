//! Liveness and readiness, apart: `healthz` answers while the process runs
//! (restarting it would not bring a database back), `readyz` only while the
//! database answers and this build's migrations are applied.

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
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
        (status = 200, description = "The process answers (liveness)", body = Health),
    )
)]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health { status: "ok" })
}

#[utoipa::path(
    tag = "system",
    responses(
        (status = 200, description = "The database answers and every migration is applied: send traffic (readiness)", body = Health),
        (status = 503, description = "Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.", body = crate::error::ErrorBody),
    )
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    state.store.ready().await.map_err(|error| match error {
        // Pending migrations: another instance is still migrating, or this one is newer.
        shop_ports::StoreError::Unknown(why) => {
            tracing::warn!(%why, "not ready");
            ApiError::Unavailable(crate::texts::SERVICE_UNAVAILABLE.to_owned())
        }
        other => other.into(),
    })?;
    Ok(HttpResponse::Ok().json(Health { status: "ok" }))
}
