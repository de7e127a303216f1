//! The front end's pages the server links to (in mails, redirects and the
//! payment provider's return addresses): one table, checked by a test
//! against the front end's route table, `frontend/src/config/paths.ts`.

/// The confirmation page after a payment, `?order_id=`.
pub const PENDING: &str = "/pending-page";
/// The cart, where a cancelled payment returns.
pub const CART: &str = "/shopping-cart";
/// Approving the proofs, `?token=` from a mail.
pub const PROOF_APPROVAL: &str = "/proof-approval";
/// A guest's QR codes, `?token=` from the order confirmation.
pub const GUEST_QR_CODES: &str = "/qr-codes";
/// Activating an account, `?email=&token=` from the sign-up mail.
pub const ACTIVATE: &str = "/activate";
/// Choosing a new password, `?token=` from the reset mail.
pub const RESET_PASSWORD: &str = "/reset-password";
/// Where the local test provider's declined payment lands.
pub const PAYMENT_ERROR: &str = "/paymentError";

/// Every page above.
pub const ALL: [&str; 7] = [
    PENDING,
    CART,
    PROOF_APPROVAL,
    GUEST_QR_CODES,
    ACTIVATE,
    RESET_PASSWORD,
    PAYMENT_ERROR,
];

/// `page` under the shop's public address (given without a trailing slash).
pub fn page_url(public_url: &str, page: &str) -> String {
    format!("{public_url}{page}")
}
