//! Each use case's refusals as HTTP answers: the status, the stable code
//! and the German text the customer reads.

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

use super::{ApiError, ErrorCode};
use crate::texts;

/// A refused discount code: 422 with the refusal's own code.
fn voucher_refused(refusal: &shop_domain::voucher::VoucherRefusal) -> ApiError {
    ApiError::Coded {
        status: actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
        code: ErrorCode::of_voucher(refusal),
        message: refusal.to_string(),
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Unavailable(why) => {
                tracing::warn!(%why, "database unavailable");
                Self::Unavailable(texts::SERVICE_UNAVAILABLE.to_owned())
            }
            StoreError::Full(why) => {
                tracing::error!(%why, "the database's disk is full");
                Self::Unavailable(texts::STORAGE_FULL.to_owned())
            }
            other => Self::Internal(other.into()),
        }
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
            SignInError::WrongCredentials => Self::wrong_credentials(&error),
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
            PlaceOrderError::CustomOrderNotSignedIn => Self::session_expired(),
            PlaceOrderError::Tax(refusal) => refusal.into(),
            PlaceOrderError::Voucher(refusal) => voucher_refused(&refusal),
            PlaceOrderError::Invoice(refusal) => Self::Coded {
                status: actix_web::http::StatusCode::CONFLICT,
                code: ErrorCode::of_invoice_refusal(&refusal),
                message: refusal.to_string(),
            },
            PlaceOrderError::KeyReused | PlaceOrderError::LogoTooSmall(_) => {
                Self::Unprocessable(error.to_string())
            }
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
            QuoteError::Refused(refusal) => voucher_refused(&refusal),
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
            ProfileError::NotFound => Self::session_expired(),
            ProfileError::Unknown(store) => store.into(),
        }
    }
}

impl From<DeleteAccountError> for ApiError {
    fn from(error: DeleteAccountError) -> Self {
        match error {
            DeleteAccountError::WrongPassword => Self::wrong_credentials(&error),
            DeleteAccountError::Administrator => Self::Forbidden(error.to_string()),
            // The session names an account that is gone: as if signed out.
            DeleteAccountError::NotFound => Self::session_expired(),
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
                Self::Unavailable(texts::PAYMENT_NOT_STARTED.to_owned())
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

impl From<shop_app::pay_on_invoice::TermsGrantError> for ApiError {
    fn from(error: shop_app::pay_on_invoice::TermsGrantError) -> Self {
        use shop_app::pay_on_invoice::TermsGrantError;
        match error {
            TermsGrantError::Invalid(_) => Self::BadRequest(error.to_string()),
            TermsGrantError::NoBankAccount => Self::Coded {
                status: actix_web::http::StatusCode::CONFLICT,
                code: ErrorCode::InvoiceNoBankAccount,
                message: error.to_string(),
            },
            TermsGrantError::NotFound => Self::NotFound(error.to_string()),
            TermsGrantError::Unknown(store) => store.into(),
        }
    }
}

impl From<shop_app::delivery_promises::ClosureSaveError> for ApiError {
    fn from(error: shop_app::delivery_promises::ClosureSaveError) -> Self {
        use shop_app::delivery_promises::ClosureSaveError;
        match error {
            ClosureSaveError::Invalid(_) | ClosureSaveError::Past => {
                Self::BadRequest(error.to_string())
            }
            ClosureSaveError::TooMany => Self::Conflict(error.to_string()),
            ClosureSaveError::Unknown(store) => store.into(),
        }
    }
}

impl From<shop_app::pay_on_invoice::BookPaymentError> for ApiError {
    fn from(error: shop_app::pay_on_invoice::BookPaymentError) -> Self {
        use shop_app::pay_on_invoice::BookPaymentError;
        match error {
            BookPaymentError::Invalid(_) => Self::BadRequest(error.to_string()),
            BookPaymentError::NotOnInvoice => Self::NotFound(error.to_string()),
            BookPaymentError::AlreadyPaid | BookPaymentError::Cancelled => {
                Self::Conflict(error.to_string())
            }
            BookPaymentError::Unknown(store) => store.into(),
        }
    }
}

impl From<shop_app::pay_on_invoice::ImportError> for ApiError {
    fn from(error: shop_app::pay_on_invoice::ImportError) -> Self {
        use shop_app::pay_on_invoice::ImportError;
        match error {
            ImportError::Unreadable(_) => Self::Unprocessable(error.to_string()),
            ImportError::Unknown(store) => store.into(),
        }
    }
}
