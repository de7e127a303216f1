//! The signed-in customer's wishlist (spec §7 `/wishlists/*`). The user is
//! always the session's; a `userId` naming someone else is refused with 403.

use actix_web::{HttpResponse, delete, get, post, web};
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use shop_domain::{ProductId, ProductType};
use shop_ports::{users::UserId, wishlist::WishlistItem};
use utoipa::{IntoParams, ToSchema};

use crate::{
    error::{ApiError, ErrorBody},
    routes::auth::{MessageBody, field},
    session::SessionHandle,
    state::AppState,
};

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

fn iso(at: NaiveDateTime) -> String {
    at.and_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
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

/// The session's user; a `userId` parameter naming anyone else is refused.
async fn acting_user(session: &SessionHandle, claimed: Option<i64>) -> Result<UserId, ApiError> {
    let user = session.require_user().await?;
    match claimed {
        Some(claimed) if claimed != user.get() => Err(ApiError::Forbidden(
            "Sie können nur Ihre eigene Wunschliste bearbeiten".to_owned(),
        )),
        _ => Ok(user),
    }
}

#[utoipa::path(
    tag = "wishlists",
    request_body = SaveWishBody,
    responses(
        (status = 201, description = "Saved", body = SavedWish),
        (status = 400, description = "Unknown product type or id", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "userId names another user", body = ErrorBody),
        (status = 404, description = "No such product", body = ErrorBody),
        (status = 409, description = "Already on the wishlist", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/wishlists/save-wished-product")]
pub async fn save_wished_product(
    state: web::Data<AppState>,
    session: SessionHandle,
    body: web::Json<SaveWishBody>,
) -> Result<HttpResponse, ApiError> {
    let user = acting_user(&session, body.user_id).await?;
    let product = ProductId::parse(body.product_id).map_err(|e| field("Produkt", e))?;
    let product_type =
        ProductType::parse(&body.product_type).map_err(|e| field("Produkttyp", e))?;
    let item = state.wishlist.add(user, product, product_type).await?;
    Ok(HttpResponse::Created().json(SavedWish {
        persisted_product: item.into(),
        message: "Produkt auf der Wunschliste!".to_owned(),
    }))
}

#[utoipa::path(
    tag = "wishlists",
    params(UserQuery),
    responses(
        (status = 200, description = "The signed-in user's wishlist, oldest first", body = [WishDto]),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "userId names another user", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/wishlists/get-wishList-ByUser")]
pub async fn get_wishlist_by_user(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<UserQuery>,
) -> Result<HttpResponse, ApiError> {
    let user = acting_user(&session, query.user_id).await?;
    let items: Vec<WishDto> = state
        .wishlist
        .items(user)
        .await?
        .into_iter()
        .map(|(item, product)| WishDto {
            wish_id: item.id.get(),
            product_id: item.product_id.get(),
            product_type: item.product_type.as_str(),
            name: product.name,
            price: product.price.get(),
            created_at: iso(item.created_at),
        })
        .collect();
    Ok(HttpResponse::Ok().json(items))
}

#[utoipa::path(
    tag = "wishlists",
    params(DeleteWishQuery),
    responses(
        (status = 200, description = "Removed", body = MessageBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "userId names another user", body = ErrorBody),
        (status = 404, description = "The user has no such item", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[delete("/wishlists/delete-wishList-product")]
pub async fn delete_wishlist_product(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<DeleteWishQuery>,
) -> Result<HttpResponse, ApiError> {
    let user = acting_user(&session, query.user_id).await?;
    state
        .wishlist
        .remove(
            user,
            shop_ports::wishlist::WishId::new(query.wish_product_id),
        )
        .await?;
    Ok(HttpResponse::Ok().json(MessageBody::new("Produkt von der Wunschliste entfernt")))
}
