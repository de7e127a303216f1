//! Idempotency keys: a client names each attempt to place an order, so that
//! sending the same attempt again (a lost answer, a double click, a retry)
//! returns the order it created instead of a second one.

use chrono::NaiveDateTime;
use shop_domain::{OrderId, UserId};

use crate::StoreError;

/// Whose key it is: the same key from another account is another key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyOwner {
    Guest,
    User(UserId),
}

/// What a key was first used for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredKey {
    /// Digest of the request content the key was first sent with.
    pub fingerprint: String,
    pub order_id: OrderId,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait IdempotencyRepository {
    /// The key's first use, if any.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, owner: KeyOwner, key: &str) -> Result<Option<StoredKey>, StoreError>;

    /// Records the key with the order it created; call it in the order's
    /// transaction, so the key exists exactly when its order does.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the key was recorded meanwhile (a
    /// concurrent request with the same key), [`StoreError::Unknown`] else.
    fn insert(
        &mut self,
        owner: KeyOwner,
        key: &str,
        stored: &StoredKey,
        created_at: NaiveDateTime,
    ) -> Result<(), StoreError>;
}
