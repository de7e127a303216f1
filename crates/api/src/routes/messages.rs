//! The contact form (spec §7 `/messages/save-message`).

use actix_web::{HttpRequest, HttpResponse, post, web};
use chrono::TimeDelta;
use serde::Deserialize;
use shop_app::{Limit, MessageRequest};
use utoipa::ToSchema;

use crate::{
    error::{ApiError, ErrorBody},
    routes::{auth::MessageBody, auth::throttle_gate, client_address},
    state::AppState,
};

/// Messages one client address may send per hour.
const MESSAGES_PER_ADDRESS: Limit = Limit::new(10, TimeDelta::hours(1));

#[derive(Deserialize, ToSchema)]
pub struct ContactFields {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub message: String,
}

/// The spec's client sends the form wrapped as `{"message": {...}}`; the
/// plain form object is accepted too.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub enum SaveMessageBody {
    Wrapped { message: ContactFields },
    Plain(ContactFields),
}

#[utoipa::path(
    tag = "messages",
    request_body = SaveMessageBody,
    responses(
        (status = 201, description = "Stored for the back-office", body = MessageBody),
        (status = 400, description = "A field breaks its rule", body = ErrorBody),
        (status = 429, description = "Too many messages from this address", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/messages/save-message")]
pub async fn save_message(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<SaveMessageBody>,
) -> Result<HttpResponse, ApiError> {
    let fields = match body.into_inner() {
        SaveMessageBody::Wrapped { message } | SaveMessageBody::Plain(message) => message,
    };
    let bucket = format!("contact:address:{}", client_address(&req));
    if let Some(refusal) = throttle_gate(&state, &[(bucket.clone(), MESSAGES_PER_ADDRESS)]).await? {
        return Ok(refusal);
    }
    state
        .contact
        .save(MessageRequest {
            name: fields.name,
            email: fields.email,
            phone: fields.phone,
            message: fields.message,
        })
        .await?;
    state.throttle.record(&[bucket]).await?;
    Ok(HttpResponse::Created().json(MessageBody {
        message: "Nachricht erfolgreich gespeichert!".to_owned(),
    }))
}
