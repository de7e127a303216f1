//! The one place where failures become HTTP answers: a status and
//! `{"code": "<stable code>", "message": "<German text>"}`. Causes are
//! logged, never sent.

use actix_web::{
    HttpResponse, ResponseError,
    http::{StatusCode, header},
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::texts;

/// The body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub code: ErrorCode,
    /// German text for the user.
    #[schema(example = "Das Produkt wurde nicht gefunden")]
    pub message: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    /// Existed once and no longer works (an expired or spent link).
    #[error("{0}")]
    Gone(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("{0}")]
    Unprocessable(String),
    /// A limit was reached; the client may try again after this many seconds.
    #[error("{message}")]
    TooManyRequests {
        message: String,
        retry_after_secs: u64,
    },
    /// The payment provider failed; the text is for the customer.
    #[error("{0}")]
    BadGateway(String),
    /// The shop cannot take this now (a capacity is used up); try later.
    #[error("{0}")]
    Unavailable(String),
    #[error("internal error")]
    Internal(#[source] anyhow::Error),
    /// A refusal with a code of its own (a discount code's, an expired session's).
    #[error("{message}")]
    Coded {
        status: StatusCode,
        code: ErrorCode,
        message: String,
    },
}

impl ApiError {
    /// The German text of an internal error whose cause is an outage of
    /// the database: away, or its disk full.
    fn store_outage(&self) -> Option<&'static str> {
        use shop_ports::{StoreError, store};
        let Self::Internal(cause) = self else {
            return None;
        };
        // By type, or by text where an adapter could pass on only that (the session store).
        cause
            .chain()
            .find_map(|link| match link.downcast_ref::<StoreError>() {
                Some(StoreError::Unavailable(_)) => Some(texts::SERVICE_UNAVAILABLE),
                Some(StoreError::Full(_)) => Some(texts::STORAGE_FULL),
                _ => {
                    let text = link.to_string();
                    if store::names_unavailable(&text) {
                        Some(texts::SERVICE_UNAVAILABLE)
                    } else if store::names_full(&text) {
                        Some(texts::STORAGE_FULL)
                    } else {
                        None
                    }
                }
            })
    }
}

/// A field's rule, named so an API caller knows which field broke it.
pub fn field(name: &str, error: impl std::fmt::Display) -> ApiError {
    ApiError::BadRequest(format!("{name}: {error}"))
}

impl ApiError {
    pub fn bad_request(message: impl std::fmt::Display) -> Self {
        Self::BadRequest(message.to_string())
    }
    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        Self::Internal(cause.into())
    }
    /// The session ended (or its account is gone): sign in again.
    pub fn session_expired() -> Self {
        Self::Coded {
            status: StatusCode::UNAUTHORIZED,
            code: ErrorCode::AuthSessionExpired,
            message: texts::SESSION_EXPIRED.to_owned(),
        }
    }
    /// Mail address or password do not match.
    pub fn wrong_credentials(message: impl std::fmt::Display) -> Self {
        Self::Coded {
            status: StatusCode::UNAUTHORIZED,
            code: ErrorCode::AuthWrongCredentials,
            message: message.to_string(),
        }
    }

    /// The stable code of this answer.
    pub fn code(&self) -> ErrorCode {
        match self {
            Self::BadRequest(_) => ErrorCode::RequestInvalid,
            Self::Unauthorized(_) => ErrorCode::AuthRequired,
            Self::Forbidden(_) => ErrorCode::AuthForbidden,
            Self::NotFound(_) => ErrorCode::NotFound,
            Self::Conflict(_) => ErrorCode::Conflict,
            Self::Gone(_) => ErrorCode::Gone,
            Self::PayloadTooLarge(_) => ErrorCode::RequestTooLarge,
            Self::UnsupportedMediaType(_) => ErrorCode::RequestUnsupportedType,
            Self::Unprocessable(_) => ErrorCode::RequestRefused,
            Self::TooManyRequests { .. } => ErrorCode::RateLimited,
            Self::BadGateway(_) => ErrorCode::UpstreamFailed,
            Self::Unavailable(_) => ErrorCode::Unavailable,
            Self::Internal(_) => ErrorCode::Internal,
            Self::Coded { code, .. } => *code,
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::Gone(_) => StatusCode::GONE,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::BadGateway(_) => StatusCode::BAD_GATEWAY,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) if self.store_outage().is_some() => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            Self::Coded { status, .. } => *status,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let Some(text) = self.store_outage() {
            // Wrapped on its way up (a session's store, an `anyhow` chain): still a 503.
            tracing::warn!(error = ?self, "the database is out of service");
            return ApiError::Unavailable(text.to_owned()).error_response();
        }
        let message = match self {
            Self::Internal(cause) => {
                tracing::error!(error = ?cause, "request failed");
                texts::GENERIC_SERVER_ERROR.to_owned()
            }
            other => other.to_string(),
        };
        let mut answer = HttpResponse::build(self.status_code());
        match self {
            Self::TooManyRequests {
                retry_after_secs, ..
            } => {
                answer.insert_header((header::RETRY_AFTER, retry_after_secs.to_string()));
            }
            Self::Unavailable(_) => {
                answer.insert_header((header::RETRY_AFTER, "60"));
            }
            _ => {}
        }
        answer.json(ErrorBody {
            code: self.code(),
            message,
        })
    }
}

mod codes;
pub mod extractors;
mod from_app;

pub use codes::ErrorCode;

#[cfg(test)]
mod tests {
    use actix_web::{ResponseError, body::to_bytes, http::StatusCode};

    use super::ApiError;
    use crate::texts::GENERIC_SERVER_ERROR;

    #[actix_web::test]
    async fn internal_errors_hide_their_cause() {
        let error = ApiError::internal(anyhow::anyhow!("password=hunter2 at db host"));

        let response = error.error_response();
        let body = to_bytes(response.into_body()).await.unwrap();

        assert_eq!(error.status_code(), StatusCode::INTERNAL_SERVER_ERROR);
        let json: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(json["message"], GENERIC_SERVER_ERROR);
    }

    #[actix_web::test]
    async fn not_found_carries_its_german_message() {
        let response =
            ApiError::NotFound("Das Produkt wurde nicht gefunden".into()).error_response();
        let body = to_bytes(response.into_body()).await.unwrap();

        assert_eq!(
            &body[..],
            br#"{"code":"not_found","message":"Das Produkt wurde nicht gefunden"}"#
        );
    }
}
