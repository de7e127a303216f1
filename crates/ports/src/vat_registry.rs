//! Confirming a foreign USt-IdNr. with the tax office (the BZSt's eVatR
//! service, which asks the member state's VIES): a *qualified* request with
//! the buyer's name and address, asked with the shop's own number.

use async_trait::async_trait;
use shop_domain::{RegistryAnswer, VatId};

/// What the shop asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QualifiedRequest {
    /// The shop's own German number (the requester).
    pub requester: VatId,
    /// The buyer's number, of another member state.
    pub number: VatId,
    /// The billing address's legal name.
    pub name: String,
    pub street: String,
    pub zip_code: String,
    pub city: String,
}

/// An answer as received, with the evidence a tax audit asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceivedAnswer {
    pub answer: RegistryAnswer,
    /// Hex SHA-256 of the answer's raw body.
    pub body_sha256: String,
}

/// The service gave no usable answer: no answer in time, a server error,
/// or a body that is no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the VAT ID service is unavailable: {0}")]
pub struct RegistryUnavailable(pub String);

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait VatIdRegistry: Send + Sync {
    /// Asks for a qualified confirmation. Answers with a status code of the
    /// service's list, try-later codes included, are answers (`Ok`).
    ///
    /// # Errors
    /// [`RegistryUnavailable`] when there is no answer to read.
    async fn confirm(
        &self,
        request: &QualifiedRequest,
    ) -> Result<ReceivedAnswer, RegistryUnavailable>;
}
