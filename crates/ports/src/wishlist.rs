//! A signed-in customer's wishlist.

use chrono::NaiveDateTime;
use shop_domain::{ProductId, ProductType};

use crate::{StoreError, users::UserId};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WishId(i64);

impl WishId {
    pub const fn new(raw: i64) -> Self {
        Self(raw)
    }
    pub const fn get(self) -> i64 {
        self.0
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WishlistItem {
    pub id: WishId,
    pub user_id: UserId,
    pub product_id: ProductId,
    pub product_type: ProductType,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewWish {
    pub user_id: UserId,
    pub product_id: ProductId,
    pub product_type: ProductType,
    pub created_at: NaiveDateTime,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait WishlistRepository {
    /// Oldest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_for_user(&mut self, user_id: UserId) -> Result<Vec<WishlistItem>, StoreError>;

    /// # Errors
    /// [`StoreError::Conflict`] when the same product and type is on the list already.
    fn insert(&mut self, wish: &NewWish) -> Result<WishlistItem, StoreError>;

    /// Removes the item only if it belongs to `user_id`; `false` otherwise.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete(&mut self, user_id: UserId, id: WishId) -> Result<bool, StoreError>;
}
