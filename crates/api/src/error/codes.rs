//! The stable `code` of every error answer: clients branch on it, never on
//! the German `message`, which may be reworded.

use serde::Serialize;
use utoipa::ToSchema;

/// What went wrong, for a program; `message` says it for a person.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub enum ErrorCode {
    /// A field or parameter breaks its rule (400).
    #[serde(rename = "request.invalid")]
    RequestInvalid,
    /// The body is larger than the route takes (413).
    #[serde(rename = "request.too_large")]
    RequestTooLarge,
    /// The body is not of a type the route takes (415).
    #[serde(rename = "request.unsupported_type")]
    RequestUnsupportedType,
    /// Well-formed, but the shop's rules refuse it (422).
    #[serde(rename = "request.refused")]
    RequestRefused,
    /// Not signed in (401).
    #[serde(rename = "auth.required")]
    AuthRequired,
    /// The session ended or its account is gone: sign in again (401).
    #[serde(rename = "auth.session_expired")]
    AuthSessionExpired,
    /// E-mail address or password do not match (401).
    #[serde(rename = "auth.wrong_credentials")]
    AuthWrongCredentials,
    /// Signed in, but not allowed (403).
    #[serde(rename = "auth.forbidden")]
    AuthForbidden,
    #[serde(rename = "not_found")]
    NotFound,
    /// The state changed meanwhile, or the thing exists already (409).
    #[serde(rename = "conflict")]
    Conflict,
    /// An expired or spent link (410).
    #[serde(rename = "gone")]
    Gone,
    /// Too many requests; `Retry-After` says when to try again (429).
    #[serde(rename = "rate_limited")]
    RateLimited,
    /// The payment provider failed (502).
    #[serde(rename = "upstream.failed")]
    UpstreamFailed,
    /// A capacity is used up or a service is away; try again later (503).
    #[serde(rename = "unavailable")]
    Unavailable,
    #[serde(rename = "internal")]
    Internal,
    /// The discount code does not exist or is switched off.
    #[serde(rename = "voucher.unknown")]
    VoucherUnknown,
    #[serde(rename = "voucher.expired")]
    VoucherExpired,
    #[serde(rename = "voucher.not_yet_valid")]
    VoucherNotYetValid,
    /// Its uses (in all, or this customer's) are spent.
    #[serde(rename = "voucher.used_up")]
    VoucherUsedUp,
    /// None of the cart's articles is one the code applies to.
    #[serde(rename = "voucher.not_applicable")]
    VoucherNotApplicable,
    #[serde(rename = "voucher.minimum_not_reached")]
    VoucherMinimumNotReached,
    /// The account has no terms for pay on invoice (409).
    #[serde(rename = "invoice.not_granted")]
    InvoiceNotGranted,
    /// The order would pass the account's invoice limit (409).
    #[serde(rename = "invoice.limit_reached")]
    InvoiceLimitReached,
    /// One of the account's invoices is past due (409).
    #[serde(rename = "invoice.overdue")]
    InvoiceOverdue,
    /// The shop has no bank account to be paid to (409).
    #[serde(rename = "invoice.no_bank_account")]
    InvoiceNoBankAccount,
}

impl ErrorCode {
    /// The wire value, e.g. `"voucher.used_up"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::RequestInvalid => "request.invalid",
            Self::RequestTooLarge => "request.too_large",
            Self::RequestUnsupportedType => "request.unsupported_type",
            Self::RequestRefused => "request.refused",
            Self::AuthRequired => "auth.required",
            Self::AuthSessionExpired => "auth.session_expired",
            Self::AuthWrongCredentials => "auth.wrong_credentials",
            Self::AuthForbidden => "auth.forbidden",
            Self::NotFound => "not_found",
            Self::Conflict => "conflict",
            Self::Gone => "gone",
            Self::RateLimited => "rate_limited",
            Self::UpstreamFailed => "upstream.failed",
            Self::Unavailable => "unavailable",
            Self::Internal => "internal",
            Self::VoucherUnknown => "voucher.unknown",
            Self::VoucherExpired => "voucher.expired",
            Self::VoucherNotYetValid => "voucher.not_yet_valid",
            Self::VoucherUsedUp => "voucher.used_up",
            Self::VoucherNotApplicable => "voucher.not_applicable",
            Self::VoucherMinimumNotReached => "voucher.minimum_not_reached",
            Self::InvoiceNotGranted => "invoice.not_granted",
            Self::InvoiceLimitReached => "invoice.limit_reached",
            Self::InvoiceOverdue => "invoice.overdue",
            Self::InvoiceNoBankAccount => "invoice.no_bank_account",
        }
    }

    /// The code of a refused order on invoice.
    pub fn of_invoice_refusal(refusal: &shop_domain::invoice_terms::InvoiceRefusal) -> Self {
        use shop_domain::invoice_terms::InvoiceRefusal;
        match refusal {
            InvoiceRefusal::NotGranted => Self::InvoiceNotGranted,
            InvoiceRefusal::LimitReached { .. } => Self::InvoiceLimitReached,
            InvoiceRefusal::Overdue(_) => Self::InvoiceOverdue,
        }
    }

    /// The code of a refused discount code.
    pub fn of_voucher(refusal: &shop_domain::voucher::VoucherRefusal) -> Self {
        use shop_domain::voucher::VoucherRefusal;
        match refusal {
            VoucherRefusal::Invalid => Self::VoucherUnknown,
            VoucherRefusal::Expired => Self::VoucherExpired,
            VoucherRefusal::NotYetValid => Self::VoucherNotYetValid,
            VoucherRefusal::AlreadyRedeemed => Self::VoucherUsedUp,
            VoucherRefusal::MinimumNotReached(_) => Self::VoucherMinimumNotReached,
            VoucherRefusal::NotApplicable => Self::VoucherNotApplicable,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ErrorCode;

    #[test]
    fn the_wire_value_is_the_serialised_one() {
        for code in [
            ErrorCode::RequestInvalid,
            ErrorCode::AuthSessionExpired,
            ErrorCode::NotFound,
            ErrorCode::VoucherUsedUp,
            ErrorCode::VoucherMinimumNotReached,
            ErrorCode::InvoiceLimitReached,
            ErrorCode::InvoiceNoBankAccount,
        ] {
            assert_eq!(
                serde_json::to_value(code).unwrap(),
                serde_json::json!(code.as_str())
            );
        }
    }
}
