//! A signed-in customer's wishlist. The user always comes from the session;
//! a product can be on the list once per product type.

use std::sync::Arc;

use shop_domain::{Product, ProductId, ProductType};
use shop_ports::{
    Store, StoreError, TxError,
    clock::Clock,
    read, transaction,
    users::UserId,
    wishlist::{NewWish, WishId, WishlistItem},
};

#[derive(Debug, thiserror::Error)]
pub enum AddWishError {
    #[error("Das Produkt wurde nicht gefunden")]
    UnknownProduct,
    #[error("Das Produkt befindet sich bereits auf Ihrer Wunschliste")]
    Duplicate,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Debug, thiserror::Error)]
pub enum RemoveWishError {
    /// Also when the item belongs to someone else: nobody learns it exists.
    #[error("Der Eintrag wurde auf Ihrer Wunschliste nicht gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(AddWishError);

#[derive(Clone)]
pub struct Wishlist {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl Wishlist {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self { store, clock }
    }

    /// # Errors
    /// [`AddWishError::UnknownProduct`] or [`AddWishError::Duplicate`].
    pub async fn add(
        &self,
        user: UserId,
        product: ProductId,
        product_type: ProductType,
    ) -> Result<WishlistItem, AddWishError> {
        let wish = NewWish {
            user_id: user,
            product_id: product,
            product_type,
            created_at: self.clock.now(),
        };
        Ok(transaction(&*self.store, move |repos| {
            if repos.products().find(wish.product_id)?.is_none() {
                return Err(TxError::Rule(AddWishError::UnknownProduct));
            }
            let already = repos
                .wishlist()
                .list_for_user(wish.user_id)?
                .iter()
                .any(|item| {
                    item.product_id == wish.product_id && item.product_type == wish.product_type
                });
            if already {
                return Err(TxError::Rule(AddWishError::Duplicate));
            }
            repos.wishlist().insert(&wish).map_err(|error| match error {
                StoreError::Conflict(_) => TxError::Rule(AddWishError::Duplicate),
                other => TxError::Store(other),
            })
        })
        .await?)
    }

    /// The user's items with their products, oldest first.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn items(&self, user: UserId) -> Result<Vec<(WishlistItem, Product)>, StoreError> {
        read(&*self.store, move |repos| {
            let items = repos.wishlist().list_for_user(user)?;
            let mut with_products = Vec::with_capacity(items.len());
            for item in items {
                // Products are removed with their wishlist rows (ON DELETE CASCADE), so one is always there.
                if let Some(product) = repos.products().find(item.product_id)? {
                    with_products.push((item, product));
                }
            }
            Ok(with_products)
        })
        .await
    }

    /// # Errors
    /// [`RemoveWishError::NotFound`] when the user has no such item.
    pub async fn remove(&self, user: UserId, wish: WishId) -> Result<(), RemoveWishError> {
        let removed = transaction(&*self.store, move |repos| {
            Ok::<_, TxError<std::convert::Infallible>>(repos.wishlist().delete(user, wish)?)
        })
        .await
        .map_err(|error| match error {
            TxError::Store(store) => RemoveWishError::Unknown(store),
            TxError::Rule(never) => match never {},
        })?;
        if removed {
            Ok(())
        } else {
            Err(RemoveWishError::NotFound)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use shop_domain::{
        CategoryId, Cents, PackingRule, Product, ProductId, ProductKind, ProductType,
    };
    use shop_ports::{
        clock::MockClock,
        testing::MockRepos,
        users::UserId,
        wishlist::{WishId, WishlistItem},
    };

    use super::{AddWishError, RemoveWishError, Wishlist};

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| chrono::DateTime::UNIX_EPOCH.naive_utc());
        Arc::new(clock)
    }

    fn product() -> Product {
        Product {
            id: ProductId::parse(2).unwrap(),
            name: "PrimeCard Starter".into(),
            description: String::new(),
            price: Cents::new(4990),
            category: CategoryId::CARDS,
            kind: ProductKind::Card,
            packing: PackingRule::Any,
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(2500),
            special_offer: None,
            artikel_num: "PC-50".into(),
            cards_per_pack: shop_domain::CardsPerPack::SINGLE,
        }
    }

    fn item(user: i64) -> WishlistItem {
        WishlistItem {
            id: WishId::new(1),
            user_id: UserId::new(user),
            product_id: ProductId::parse(2).unwrap(),
            product_type: ProductType::PrimeProd,
            created_at: chrono::DateTime::UNIX_EPOCH.naive_utc(),
        }
    }

    #[tokio::test]
    async fn adding_a_product_already_on_the_list_is_a_duplicate() {
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_find()
            .returning(|_| Ok(Some(product())));
        repos
            .wishlist
            .expect_list_for_user()
            .returning(|_| Ok(vec![item(7)]));
        repos.wishlist.expect_insert().never();

        let result = Wishlist::new(Arc::new(repos.into_store()), clock())
            .add(
                UserId::new(7),
                ProductId::parse(2).unwrap(),
                ProductType::PrimeProd,
            )
            .await;

        assert!(matches!(result, Err(AddWishError::Duplicate)));
    }

    #[tokio::test]
    async fn the_same_product_as_another_type_may_be_added() {
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_find()
            .returning(|_| Ok(Some(product())));
        repos
            .wishlist
            .expect_list_for_user()
            .returning(|_| Ok(vec![item(7)]));
        repos.wishlist.expect_insert().times(1).returning(|wish| {
            Ok(WishlistItem {
                id: WishId::new(2),
                user_id: wish.user_id,
                product_id: wish.product_id,
                product_type: wish.product_type,
                created_at: wish.created_at,
            })
        });

        let added = Wishlist::new(Arc::new(repos.into_store()), clock())
            .add(
                UserId::new(7),
                ProductId::parse(2).unwrap(),
                ProductType::MBNprod,
            )
            .await
            .unwrap();

        assert_eq!(added.product_type, ProductType::MBNprod);
    }

    #[tokio::test]
    async fn an_unknown_product_cannot_be_wished_for() {
        let mut repos = MockRepos::default();
        repos.products.expect_find().returning(|_| Ok(None));

        let result = Wishlist::new(Arc::new(repos.into_store()), clock())
            .add(
                UserId::new(7),
                ProductId::parse(99).unwrap(),
                ProductType::PrimeProd,
            )
            .await;

        assert!(matches!(result, Err(AddWishError::UnknownProduct)));
    }

    #[tokio::test]
    async fn removing_someone_elses_item_is_not_found() {
        let mut repos = MockRepos::default();
        repos.wishlist.expect_delete().returning(|_, _| Ok(false));

        let result = Wishlist::new(Arc::new(repos.into_store()), clock())
            .remove(UserId::new(8), WishId::new(1))
            .await;

        assert!(matches!(result, Err(RemoveWishError::NotFound)));
    }
}
