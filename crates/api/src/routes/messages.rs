//! The contact form (spec §7 `/messages/save-message`).

use actix_web::{HttpRequest, HttpResponse, post, web};
use chrono::TimeDelta;
use shop_app::{Limit, MessageRequest};

use crate::{
    client_address::client_address,
    dto::{auth::MessageBody, messages::SaveMessageBody},
    error::{ApiError, ErrorBody},
    state::AppState,
    texts,
};

/// Messages one client address may send per hour.
const MESSAGES_PER_ADDRESS: Limit = Limit::new(10, TimeDelta::hours(1));

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
    let _counted = state
        .throttle
        .admit(&[(bucket, MESSAGES_PER_ADDRESS)])
        .await?;
    state
        .contact
        .save(MessageRequest {
            name: fields.name,
            email: fields.email,
            phone: fields.phone,
            message: fields.message,
        })
        .await?;
    Ok(HttpResponse::Created().json(MessageBody {
        message: texts::MESSAGE_SAVED.to_owned(),
    }))
}
