//! The one place where failures become HTTP answers: a status and
//! `{"message": "<German text>"}`. Causes are logged, never sent.

use actix_web::{
    HttpResponse, ResponseError,
    http::{StatusCode, header},
};
use serde::Serialize;
use shop_app::profile::ProfileError;
use shop_app::vouchers::{QuoteError, VoucherAdminError};
use shop_app::{
    ActivationError, AddWishError, DeleteAccountError, DocumentError, FulfilError,
    OpenPaymentError, OrderDetailsError, OrderLinesError, PaymentLinkError, PaymentStatusError,
    PlaceOrderError, ProductLookupError, ProductUpdateError, ProofError, RemoveWishError,
    ResetError, SampleError, SampleLookupError, SaveMessageError, SignInError, SignUpError,
    TaxRefusal, ThrottleError, UpdateStatusError, VatRefusal,
};
use shop_app::{ApprovalError, ApprovalLinkError, CancelError, LateRefundError, ReviseError};
use shop_domain::ShippingError;
use shop_domain::{StatusChangeError, TransitionError};
use shop_ports::StoreError;

use crate::texts;
use utoipa::ToSchema;

/// The body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
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
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let message = match self {
            Self::Internal(cause) => {
                tracing::error!(error = ?cause, "request failed");
                texts::GENERIC_SERVER_ERROR.to_owned()
            }
            other => other.to_string(),
        };
        let mut answer = HttpResponse::build(self.status_code());
        if let Self::TooManyRequests {
            retry_after_secs, ..
        } = self
        {
            answer.insert_header((header::RETRY_AFTER, retry_after_secs.to_string()));
        }
        answer.json(ErrorBody { message })
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        Self::Internal(error.into())
    }
}

impl From<ProductLookupError> for ApiError {
    fn from(error: ProductLookupError) -> Self {
        match error {
            ProductLookupError::NotFound => Self::NotFound(error.to_string()),
            ProductLookupError::Unknown(store) => store.into(),
        }
    }
}

impl From<ProductUpdateError> for ApiError {
    fn from(error: ProductUpdateError) -> Self {
        match error {
            ProductUpdateError::Invalid(_) | ProductUpdateError::Unprintable(..) => {
                Self::BadRequest(error.to_string())
            }
            ProductUpdateError::NotFound => Self::NotFound(error.to_string()),
            ProductUpdateError::Unknown(store) => store.into(),
        }
    }
}

impl From<SampleLookupError> for ApiError {
    fn from(error: SampleLookupError) -> Self {
        match error {
            SampleLookupError::NotFound(_) => Self::NotFound(error.to_string()),
            SampleLookupError::Unknown(store) => store.into(),
        }
    }
}

impl From<SignUpError> for ApiError {
    fn from(error: SignUpError) -> Self {
        match error {
            SignUpError::EmailTaken => Self::Conflict(error.to_string()),
            SignUpError::Unknown(cause) => Self::Internal(cause),
        }
    }
}

impl From<ActivationError> for ApiError {
    fn from(error: ActivationError) -> Self {
        match error {
            ActivationError::InvalidLink => Self::BadRequest(error.to_string()),
            ActivationError::Unknown(cause) => Self::Internal(cause),
        }
    }
}

impl From<SignInError> for ApiError {
    fn from(error: SignInError) -> Self {
        match error {
            SignInError::WrongCredentials => Self::Unauthorized(error.to_string()),
            SignInError::NotActivated => Self::Forbidden(error.to_string()),
            SignInError::Unknown(cause) => Self::Internal(cause),
        }
    }
}

impl From<ResetError> for ApiError {
    fn from(error: ResetError) -> Self {
        match error {
            ResetError::InvalidLink => Self::BadRequest(error.to_string()),
            ResetError::Unknown(cause) => Self::Internal(cause),
        }
    }
}

impl From<AddWishError> for ApiError {
    fn from(error: AddWishError) -> Self {
        match error {
            AddWishError::UnknownProduct => Self::NotFound(error.to_string()),
            AddWishError::Duplicate => Self::Conflict(error.to_string()),
            AddWishError::Unknown(store) => store.into(),
        }
    }
}

impl From<PlaceOrderError> for ApiError {
    fn from(error: PlaceOrderError) -> Self {
        match error {
            PlaceOrderError::Unknown(store) => store.into(),
            PlaceOrderError::CustomOrderNotAllowed => Self::Forbidden(error.to_string()),
            PlaceOrderError::CustomOrderNotSignedIn => {
                Self::Unauthorized(texts::SESSION_EXPIRED.to_owned())
            }
            PlaceOrderError::Tax(refusal) => refusal.into(),
            PlaceOrderError::KeyReused
            | PlaceOrderError::LogoTooSmall(_)
            | PlaceOrderError::Voucher(_) => Self::Unprocessable(error.to_string()),
            rule => Self::BadRequest(rule.to_string()),
        }
    }
}

impl From<TaxRefusal> for ApiError {
    fn from(refusal: TaxRefusal) -> Self {
        match refusal {
            TaxRefusal::Vat(VatRefusal::Unavailable) => Self::Unavailable(refusal.to_string()),
            refused => Self::Unprocessable(refused.to_string()),
        }
    }
}

impl From<QuoteError> for ApiError {
    fn from(error: QuoteError) -> Self {
        match error {
            QuoteError::Unknown(store) => store.into(),
            QuoteError::Refused(_) => Self::Unprocessable(error.to_string()),
            rule => Self::BadRequest(rule.to_string()),
        }
    }
}

impl From<VoucherAdminError> for ApiError {
    fn from(error: VoucherAdminError) -> Self {
        match error {
            VoucherAdminError::Unknown(store) => store.into(),
            VoucherAdminError::NotFound => Self::NotFound(error.to_string()),
            VoucherAdminError::Exists | VoucherAdminError::Used => {
                Self::Conflict(error.to_string())
            }
            rule => Self::Unprocessable(rule.to_string()),
        }
    }
}

impl From<ShippingError> for ApiError {
    fn from(error: ShippingError) -> Self {
        Self::BadRequest(error.to_string())
    }
}

impl From<ThrottleError> for ApiError {
    fn from(error: ThrottleError) -> Self {
        match error {
            ThrottleError::Throttled { retry_after_secs } => Self::TooManyRequests {
                message: error.to_string(),
                retry_after_secs,
            },
            ThrottleError::Unknown(store) => store.into(),
        }
    }
}

impl From<FulfilError> for ApiError {
    fn from(error: FulfilError) -> Self {
        match error {
            FulfilError::UnknownSession => Self::NotFound(texts::PAYMENT_UNKNOWN.to_owned()),
            FulfilError::Mismatch(_) => {
                tracing::error!(error = %error, "a payment does not match its order; nothing changed");
                Self::Unprocessable(texts::PAYMENT_MISMATCH.to_owned())
            }
            FulfilError::Unknown(store) => store.into(),
        }
    }
}

impl From<OrderDetailsError> for ApiError {
    fn from(error: OrderDetailsError) -> Self {
        match error {
            OrderDetailsError::NotFound => Self::NotFound(error.to_string()),
            OrderDetailsError::Unknown(store) => store.into(),
        }
    }
}

impl From<UpdateStatusError> for ApiError {
    fn from(error: UpdateStatusError) -> Self {
        match error {
            UpdateStatusError::NotFound => Self::NotFound(error.to_string()),
            UpdateStatusError::InvalidStatus => Self::BadRequest(error.to_string()),
            // Production waits for the customer: the order is fine, its turn has not come.
            UpdateStatusError::Refused(StatusChangeError::Transition(
                TransitionError::ApprovalMissing,
            )) => Self::Conflict(error.to_string()),
            // A cancellation is giving the money back: the step waits for it, nothing is wrong.
            UpdateStatusError::Refused(StatusChangeError::Cancelling)
            | UpdateStatusError::NotCancellable(_) => Self::Conflict(error.to_string()),
            UpdateStatusError::Refused(_) | UpdateStatusError::ShipmentWithoutShipping => {
                Self::Unprocessable(error.to_string())
            }
            UpdateStatusError::ChangedMeanwhile => Self::Conflict(error.to_string()),
            // The provider refused, or its answer is still owed (the refund completes later).
            UpdateStatusError::RefundFailed(_) | UpdateStatusError::RefundPending => {
                Self::BadGateway(error.to_string())
            }
            UpdateStatusError::Unknown(store) => store.into(),
        }
    }
}

impl From<ApprovalError> for ApiError {
    fn from(error: ApprovalError) -> Self {
        match error {
            ApprovalError::NotFound | ApprovalError::NoDesign => Self::NotFound(error.to_string()),
            ApprovalError::NoteMissing | ApprovalError::VersionMissing => {
                Self::Unprocessable(error.to_string())
            }
            ApprovalError::QrUnreadable
            | ApprovalError::NotTheCurrentVersion
            | ApprovalError::NotReady
            | ApprovalError::AlreadyApproved
            | ApprovalError::Closed
            | ApprovalError::ChangedMeanwhile => Self::Conflict(error.to_string()),
            ApprovalError::Unknown(store) => store.into(),
        }
    }
}

impl From<ReviseError> for ApiError {
    fn from(error: ReviseError) -> Self {
        match error {
            ReviseError::NotFound | ReviseError::NoDesign => Self::NotFound(error.to_string()),
            ReviseError::Invalid(_) | ReviseError::Target(_) => {
                Self::Unprocessable(error.to_string())
            }
            ReviseError::AlreadyApproved
            | ReviseError::InProduction
            | ReviseError::TooManyVersions
            | ReviseError::Closed
            | ReviseError::Proof(_) => Self::Conflict(error.to_string()),
            ReviseError::Unknown(store) => store.into(),
        }
    }
}

impl From<ApprovalLinkError> for ApiError {
    fn from(error: ApprovalLinkError) -> Self {
        match error {
            ApprovalLinkError::Invalid => Self::NotFound(error.to_string()),
            ApprovalLinkError::Unknown(store) => store.into(),
        }
    }
}

impl From<CancelError> for ApiError {
    fn from(error: CancelError) -> Self {
        match error {
            CancelError::NotFound => Self::NotFound(error.to_string()),
            CancelError::Refused(_) => Self::Conflict(error.to_string()),
            CancelError::Failed(failed) => failed.into(),
            CancelError::Unknown(store) => store.into(),
        }
    }
}

impl From<LateRefundError> for ApiError {
    fn from(error: LateRefundError) -> Self {
        match error {
            LateRefundError::NotFound => Self::NotFound(error.to_string()),
            LateRefundError::NothingToRefund => Self::Conflict(error.to_string()),
            LateRefundError::RefundFailed(_) | LateRefundError::Pending(_) => {
                Self::BadGateway(error.to_string())
            }
            LateRefundError::Unknown(store) => store.into(),
        }
    }
}

impl From<SampleError> for ApiError {
    fn from(error: SampleError) -> Self {
        match error {
            SampleError::Duplicate(_) => Self::Conflict(error.to_string()),
            SampleError::NotFound => Self::NotFound(error.to_string()),
            SampleError::Unknown(store) => store.into(),
        }
    }
}

impl From<DocumentError> for ApiError {
    fn from(error: DocumentError) -> Self {
        match error {
            DocumentError::NotFound => Self::NotFound(error.to_string()),
            DocumentError::Unknown(store) => store.into(),
        }
    }
}

impl From<ProofError> for ApiError {
    fn from(error: ProofError) -> Self {
        match error {
            ProofError::NotFound | ProofError::NoDesign | ProofError::NoDesigns => {
                Self::NotFound(error.to_string())
            }
            ProofError::LogoMissing => Self::Conflict(error.to_string()),
            ProofError::Render(reason) => {
                Self::Internal(anyhow::anyhow!("the proof could not be rendered: {reason}"))
            }
            ProofError::Unknown(store) => store.into(),
        }
    }
}

impl From<ProfileError> for ApiError {
    fn from(error: ProfileError) -> Self {
        match error {
            ProfileError::WrongPassword => Self::BadRequest(error.to_string()),
            // The session names an account that is gone: as if signed out.
            ProfileError::NotFound => Self::Unauthorized(texts::SESSION_EXPIRED.to_owned()),
            ProfileError::Unknown(store) => store.into(),
        }
    }
}

impl From<DeleteAccountError> for ApiError {
    fn from(error: DeleteAccountError) -> Self {
        match error {
            DeleteAccountError::WrongPassword => Self::Unauthorized(error.to_string()),
            DeleteAccountError::Administrator => Self::Forbidden(error.to_string()),
            // The session names an account that is gone: as if signed out.
            DeleteAccountError::NotFound => Self::Unauthorized(texts::SESSION_EXPIRED.to_owned()),
            DeleteAccountError::Unknown(store) => store.into(),
        }
    }
}

impl From<PaymentLinkError> for ApiError {
    fn from(error: PaymentLinkError) -> Self {
        match error {
            PaymentLinkError::NotFound => Self::NotFound(error.to_string()),
            PaymentLinkError::Expired | PaymentLinkError::Closed => Self::Gone(error.to_string()),
            PaymentLinkError::Unknown(store) => store.into(),
        }
    }
}

impl From<OpenPaymentError> for ApiError {
    fn from(error: OpenPaymentError) -> Self {
        match error {
            OpenPaymentError::NotFound => Self::NotFound(error.to_string()),
            OpenPaymentError::AlreadyPaid
            | OpenPaymentError::Cancelled
            | OpenPaymentError::Voucher(_) => Self::Conflict(error.to_string()),
            OpenPaymentError::Provider(cause) => {
                tracing::error!(error = %cause, "payment provider failed");
                Self::BadGateway(texts::PROVIDER_UNREACHABLE.to_owned())
            }
            OpenPaymentError::Unknown(store) => store.into(),
        }
    }
}

impl From<PaymentStatusError> for ApiError {
    fn from(error: PaymentStatusError) -> Self {
        match error {
            PaymentStatusError::NotFound => Self::NotFound(error.to_string()),
            PaymentStatusError::Unknown(store) => store.into(),
        }
    }
}

impl From<OrderLinesError> for ApiError {
    fn from(error: OrderLinesError) -> Self {
        match error {
            OrderLinesError::NotFound => Self::NotFound(error.to_string()),
            OrderLinesError::Unknown(store) => store.into(),
        }
    }
}

impl From<SaveMessageError> for ApiError {
    fn from(error: SaveMessageError) -> Self {
        match error {
            SaveMessageError::Invalid { .. } => Self::BadRequest(error.to_string()),
            SaveMessageError::Unknown(store) => store.into(),
        }
    }
}

impl From<shop_app::jobs::RetryJobError> for ApiError {
    fn from(error: shop_app::jobs::RetryJobError) -> Self {
        use shop_app::jobs::RetryJobError;
        match error {
            RetryJobError::NotFound => Self::NotFound(texts::JOB_NOT_FOUND.into()),
            RetryJobError::NotFailed => Self::Conflict(texts::JOB_NOT_FAILED.into()),
            RetryJobError::Unknown(error) => error.into(),
        }
    }
}

impl From<RemoveWishError> for ApiError {
    fn from(error: RemoveWishError) -> Self {
        match error {
            RemoveWishError::NotFound => Self::NotFound(error.to_string()),
            RemoveWishError::Unknown(store) => store.into(),
        }
    }
}

/// actix's own extractor failures (bad JSON, query, path) in our shape.
pub mod extractors {
    use actix_web::{
        HttpRequest,
        error::{JsonPayloadError, PathError, QueryPayloadError},
        web,
    };

    use super::ApiError;
    use crate::texts;

    /// Largest JSON body the API reads.
    pub const JSON_LIMIT: usize = 64 * 1024;

    pub fn json_config() -> web::JsonConfig {
        web::JsonConfig::default()
            .limit(JSON_LIMIT)
            .error_handler(|error, _req: &HttpRequest| {
                let answer = match &error {
                    JsonPayloadError::Overflow { .. }
                    | JsonPayloadError::OverflowKnownLength { .. } => {
                        ApiError::PayloadTooLarge(texts::BODY_TOO_LARGE.to_owned())
                    }
                    JsonPayloadError::ContentType => {
                        ApiError::UnsupportedMediaType(texts::JSON_ONLY.to_owned())
                    }
                    JsonPayloadError::Deserialize(cause) => ApiError::BadRequest(format!(
                        "{}: {}",
                        texts::INVALID_REQUEST,
                        in_german(cause)
                    )),
                    _ => ApiError::BadRequest(format!(
                        "{}: {}",
                        texts::INVALID_REQUEST,
                        texts::BODY_UNREADABLE
                    )),
                };
                answer.into()
            })
    }

    /// serde's reason in German: its own wording is English and names Rust
    /// types. The position tells a developer where to look.
    pub fn in_german(error: &serde_json::Error) -> String {
        use serde_json::error::Category;

        let at = format!("(Zeile {}, Spalte {})", error.line(), error.column());
        match error.classify() {
            Category::Syntax | Category::Eof => format!("Der Inhalt ist kein gültiges JSON {at}"),
            Category::Io => texts::BODY_UNREADABLE.to_owned(),
            Category::Data => {
                let reason = error.to_string();
                if let Some(field) = reason
                    .strip_prefix("missing field `")
                    .and_then(|rest| rest.split('`').next())
                {
                    format!("Das Pflichtfeld \"{field}\" fehlt")
                } else if reason.starts_with("invalid type") {
                    let expected = reason
                        .split_once(", expected ")
                        .map_or("", |(_, expected)| expected);
                    format!(
                        "Ein Feld hat den falschen Typ, erwartet wird {} {at}",
                        kind_in_german(expected)
                    )
                } else {
                    format!("Ein Feld hat einen ungültigen Wert {at}")
                }
            }
        }
    }

    /// What serde expected ("i64", "a sequence", "struct X" …) in words.
    fn kind_in_german(expected: &str) -> &'static str {
        let numeric = [
            "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64",
        ];
        if numeric.iter().any(|kind| expected.starts_with(kind))
            || expected.starts_with("an integer")
            || expected.starts_with("a number")
        {
            "eine Zahl"
        } else if expected.starts_with("a string") || expected.starts_with("a borrowed string") {
            "ein Text"
        } else if expected.starts_with("a sequence") {
            "eine Liste"
        } else if expected.starts_with("a boolean") {
            "true oder false"
        } else if expected.starts_with("struct") || expected.starts_with("a map") {
            "ein Objekt"
        } else {
            "ein anderer Wert"
        }
    }

    pub fn query_config() -> web::QueryConfig {
        web::QueryConfig::default().error_handler(|error: QueryPayloadError, _req: &HttpRequest| {
            let QueryPayloadError::Deserialize(cause) = &error else {
                return ApiError::BadRequest(texts::INVALID_QUERY.to_owned()).into();
            };
            ApiError::BadRequest(format!(
                "{}: {}",
                texts::INVALID_QUERY,
                value_in_german(&cause.to_string(), "Parameter")
            ))
            .into()
        })
    }

    pub fn path_config() -> web::PathConfig {
        web::PathConfig::default().error_handler(|error: PathError, _req: &HttpRequest| {
            let PathError::Deserialize(cause) = &error else {
                return ApiError::BadRequest(texts::INVALID_PATH.to_owned()).into();
            };
            ApiError::BadRequest(format!(
                "{}: {}",
                texts::INVALID_PATH,
                value_in_german(&cause.to_string(), "Pfadteil")
            ))
            .into()
        })
    }

    /// serde's words about a query or path value, in German and without
    /// echoing what the client sent.
    fn value_in_german(reason: &str, part: &str) -> String {
        if let Some(name) = reason
            .strip_prefix("missing field `")
            .and_then(|rest| rest.split('`').next())
        {
            return format!("Der {part} \"{name}\" fehlt");
        }
        // "can not parse \"abc\" to a i64", "invalid digit found in string", "invalid type: …, expected …"
        let expected = reason
            .rsplit_once(" to a ")
            .or_else(|| reason.split_once(", expected "))
            .map(|(_, expected)| expected);
        match expected {
            Some(expected) => format!(
                "Ein {part} hat den falschen Typ, erwartet wird {}",
                kind_in_german(expected)
            ),
            None if reason.contains("digit") || reason.contains("number") => {
                format!("Ein {part} hat den falschen Typ, erwartet wird eine Zahl")
            }
            None => format!("Ein {part} hat einen ungültigen Wert"),
        }
    }
}

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
            br#"{"message":"Das Produkt wurde nicht gefunden"}"#
        );
    }
}
