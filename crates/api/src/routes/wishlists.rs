//! The signed-in customer's wishlist (spec §7 `/wishlists/*`). The user is
//! always the session's; a `userId` naming someone else is refused with 403.

use actix_web::{HttpResponse, delete, get, middleware::from_fn, post, web};
use shop_domain::UserId;
use shop_domain::{ProductId, ProductType};

use crate::{
    access::{SignedIn, signed_in_only},
    dto::{
        auth::MessageBody,
        wishlists::{DeleteWishQuery, SaveWishBody, SavedWish, UserQuery, WishDto},
    },
    error::{ApiError, ErrorBody, field},
    state::AppState,
    texts,
};

/// The session's user; a `userId` parameter naming anyone else is refused.
fn acting_user(SignedIn(user): SignedIn, claimed: Option<i64>) -> Result<UserId, ApiError> {
    match claimed {
        Some(claimed) if claimed != user.get() => {
            Err(ApiError::Forbidden(texts::OWN_WISHLIST_ONLY.to_owned()))
        }
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
#[post("/wishlists/save-wished-product", wrap = "from_fn(signed_in_only)")]
pub async fn save_wished_product(
    state: web::Data<AppState>,
    signed_in: SignedIn,
    body: web::Json<SaveWishBody>,
) -> Result<HttpResponse, ApiError> {
    let user = acting_user(signed_in, body.user_id)?;
    let product = ProductId::parse(body.product_id).map_err(|e| field("Produkt", e))?;
    let product_type =
        ProductType::parse(&body.product_type).map_err(|e| field("Produkttyp", e))?;
    let item = state.wishlist.add(user, product, product_type).await?;
    Ok(HttpResponse::Created().json(SavedWish {
        persisted_product: item.into(),
        message: texts::WISH_ADDED.to_owned(),
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
#[get("/wishlists/get-wishList-ByUser", wrap = "from_fn(signed_in_only)")]
pub async fn get_wishlist_by_user(
    state: web::Data<AppState>,
    signed_in: SignedIn,
    query: web::Query<UserQuery>,
) -> Result<HttpResponse, ApiError> {
    let user = acting_user(signed_in, query.user_id)?;
    let items: Vec<WishDto> = state
        .wishlist
        .items(user)
        .await?
        .into_iter()
        .map(WishDto::from)
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
#[delete("/wishlists/delete-wishList-product", wrap = "from_fn(signed_in_only)")]
pub async fn delete_wishlist_product(
    state: web::Data<AppState>,
    signed_in: SignedIn,
    query: web::Query<DeleteWishQuery>,
) -> Result<HttpResponse, ApiError> {
    let user = acting_user(signed_in, query.user_id)?;
    state
        .wishlist
        .remove(
            user,
            shop_ports::wishlist::WishId::new(query.wish_product_id),
        )
        .await?;
    Ok(HttpResponse::Ok().json(MessageBody::new(texts::WISH_REMOVED)))
}
