//! The API's own description, served as `/api/openapi.json`.

use std::sync::LazyLock;

use actix_web::{HttpResponse, get, http::header::ContentType};

static DOCUMENT_JSON: LazyLock<String> = LazyLock::new(|| {
    super::document()
        .to_json()
        .unwrap_or_else(|error| format!(r#"{{"message":"{error}"}}"#))
});

#[utoipa::path(tag = "system", responses((status = 200, description = "This OpenAPI document", content_type = "application/json")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok()
        .content_type(ContentType::json())
        .body(DOCUMENT_JSON.as_str())
}
