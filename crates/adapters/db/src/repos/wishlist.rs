use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{ProductId, ProductType};
use shop_ports::{
    StoreError,
    users::UserId,
    wishlist::{NewWish, WishId, WishlistItem, WishlistRepository},
};

use super::DbRepos;
use crate::{
    errors::{MapDb, corrupt},
    schema::wishlist_items,
};

#[derive(Queryable)]
struct WishRow {
    id: i64,
    user_id: i64,
    product_id: i64,
    product_type: String,
    created_at: NaiveDateTime,
}

impl TryFrom<WishRow> for WishlistItem {
    type Error = StoreError;
    fn try_from(row: WishRow) -> Result<Self, StoreError> {
        Ok(WishlistItem {
            id: WishId::new(row.id),
            user_id: UserId::new(row.user_id),
            product_id: ProductId::parse(row.product_id)
                .map_err(|e| corrupt("wishlist product", e))?,
            product_type: ProductType::parse(&row.product_type)
                .map_err(|e| corrupt("wishlist product type", e))?,
            created_at: row.created_at,
        })
    }
}

impl WishlistRepository for DbRepos<'_> {
    fn list_for_user(&mut self, user_id: UserId) -> Result<Vec<WishlistItem>, StoreError> {
        wishlist_items::table
            .filter(wishlist_items::user_id.eq(user_id.get()))
            .order(wishlist_items::id)
            .load::<WishRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(WishlistItem::try_from)
            .collect()
    }

    fn insert(&mut self, wish: &NewWish) -> Result<WishlistItem, StoreError> {
        diesel::insert_into(wishlist_items::table)
            .values((
                wishlist_items::user_id.eq(wish.user_id.get()),
                wishlist_items::product_id.eq(wish.product_id.get()),
                wishlist_items::product_type.eq(wish.product_type.as_str()),
                wishlist_items::created_at.eq(wish.created_at),
            ))
            .returning(wishlist_items::all_columns)
            .get_result::<WishRow>(self.conn)
            .map_db()?
            .try_into()
    }

    fn delete(&mut self, user_id: UserId, id: WishId) -> Result<bool, StoreError> {
        let deleted = diesel::delete(
            wishlist_items::table
                .find(id.get())
                .filter(wishlist_items::user_id.eq(user_id.get())),
        )
        .execute(self.conn)
        .map_db()?;
        Ok(deleted > 0)
    }
}
