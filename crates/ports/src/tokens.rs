//! Single-use tokens for account activation and password reset. Only a hash
//! of each token is stored, so a database leak does not leak usable links.

use chrono::NaiveDateTime;

use crate::{StoreError, users::UserId};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenPurpose {
    Activation,
    PasswordReset,
}

impl TokenPurpose {
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Activation => "activation",
            Self::PasswordReset => "password_reset",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUserToken {
    pub user_id: UserId,
    pub purpose: TokenPurpose,
    pub token_hash: String,
    pub expires_at: NaiveDateTime,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserToken {
    pub id: i64,
    pub user_id: UserId,
    pub purpose: TokenPurpose,
    pub expires_at: NaiveDateTime,
    pub used_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait TokenRepository {
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn insert(&mut self, token: &NewUserToken) -> Result<(), StoreError>;

    /// The token with this hash and purpose, used or expired ones included,
    /// so a use case can tell "expired" from "unknown".
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find_by_hash(
        &mut self,
        purpose: TokenPurpose,
        token_hash: &str,
    ) -> Result<Option<UserToken>, StoreError>;

    /// Marks the token used; `false` when it was used already (single use under races).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_used(&mut self, id: i64, at: NaiveDateTime) -> Result<bool, StoreError>;

    /// The newest unused token of this user and purpose, expired ones included.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn latest_unused(
        &mut self,
        user_id: UserId,
        purpose: TokenPurpose,
    ) -> Result<Option<UserToken>, StoreError>;

    /// Voids every unused token of this user and purpose; returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn void_unused(
        &mut self,
        user_id: UserId,
        purpose: TokenPurpose,
        at: NaiveDateTime,
    ) -> Result<u64, StoreError>;
}
