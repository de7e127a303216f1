//! The JSON shapes of the wishlists routes.

use serde::{Deserialize, Serialize};
use shop_domain::Product;
use shop_ports::wishlist::WishlistItem;
use utoipa::{IntoParams, ToSchema};

/// Wishlist times carry milliseconds, as the spec's examples do.
fn iso(at: chrono::NaiveDateTime) -> String {
    at.and_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[derive(Deserialize, ToSchema)]
pub struct SaveWishBody {
    #[serde(rename = "productId")]
    pub product_id: i64,
    /// `PrimeProd` or `MBNprod`.
    #[serde(rename = "productType")]
    pub product_type: String,
    /// Optional; when sent it must be the signed-in user.
    #[serde(rename = "userId", default)]
    pub user_id: Option<i64>,
}

#[derive(Deserialize, IntoParams)]
pub struct UserQuery {
    /// Optional; when sent it must be the signed-in user.
    #[serde(rename = "userId")]
    #[param(rename = "userId")]
    pub user_id: Option<i64>,
}

#[derive(Deserialize, IntoParams)]
pub struct DeleteWishQuery {
    #[serde(rename = "wishProductId")]
    #[param(rename = "wishProductId")]
    pub wish_product_id: i64,
    /// Optional; when sent it must be the signed-in user.
    #[serde(rename = "userId")]
    #[param(rename = "userId")]
    pub user_id: Option<i64>,
}

/// A saved wish as stored.
#[derive(Serialize, ToSchema)]
pub struct PersistedWish {
    #[serde(rename = "wishId")]
    pub wish_id: i64,
    #[serde(rename = "productId")]
    pub product_id: i64,
    #[serde(rename = "productType")]
    pub product_type: &'static str,
    #[serde(rename = "userId")]
    pub user_id: i64,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct SavedWish {
    #[serde(rename = "persistedProduct")]
    pub persisted_product: PersistedWish,
    pub message: String,
}

/// A wishlist row with the product's name and net price in cents.
#[derive(Serialize, ToSchema)]
pub struct WishDto {
    #[serde(rename = "wishId")]
    pub wish_id: i64,
    #[serde(rename = "productId")]
    pub product_id: i64,
    #[serde(rename = "productType")]
    pub product_type: &'static str,
    pub name: String,
    pub price: i64,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

impl From<WishlistItem> for PersistedWish {
    fn from(item: WishlistItem) -> Self {
        Self {
            wish_id: item.id.get(),
            product_id: item.product_id.get(),
            product_type: item.product_type.as_str(),
            user_id: item.user_id.get(),
            created_at: iso(item.created_at),
        }
    }
}

impl From<(WishlistItem, Product)> for WishDto {
    fn from((item, product): (WishlistItem, Product)) -> Self {
        Self {
            wish_id: item.id.get(),
            product_id: item.product_id.get(),
            product_type: item.product_type.as_str(),
            name: product.name,
            price: product.price.get(),
            created_at: iso(item.created_at),
        }
    }
}
