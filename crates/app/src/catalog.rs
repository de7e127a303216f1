//! Reading the catalogue.

use std::sync::Arc;

use shop_domain::{CategoryId, Product, ProductId};
use shop_ports::{Store, StoreError, read};

#[derive(Debug, thiserror::Error)]
pub enum ProductLookupError {
    #[error("Das Produkt wurde nicht gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Clone)]
pub struct Catalog {
    store: Arc<dyn Store>,
}

impl Catalog {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self { store }
    }

    /// Products of one category tab.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn by_category(&self, category: CategoryId) -> Result<Vec<Product>, StoreError> {
        read(&*self.store, move |repos| {
            repos.products().list_by_category(category)
        })
        .await
    }

    /// The sample-number magnet packs ('Für Kunden mit Musternummer').
    ///
    /// # Errors
    /// Storage failure.
    pub async fn sample_packs(&self) -> Result<Vec<Product>, StoreError> {
        read(&*self.store, |repos| repos.products().list_sample_packs()).await
    }

    /// # Errors
    /// Storage failure.
    pub async fn all(&self) -> Result<Vec<Product>, StoreError> {
        read(&*self.store, |repos| repos.products().list_all()).await
    }

    /// # Errors
    /// [`ProductLookupError::NotFound`] when no product has this id.
    pub async fn product(&self, id: ProductId) -> Result<Product, ProductLookupError> {
        read(&*self.store, move |repos| repos.products().find(id))
            .await?
            .ok_or(ProductLookupError::NotFound)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use std::sync::Arc;

    use mockall::predicate::eq;
    use shop_domain::{CategoryId, Cents, Product, ProductId};
    use shop_ports::testing::MockRepos;

    use super::{Catalog, ProductLookupError};

    fn card(id: i64) -> Product {
        Product {
            id: ProductId::parse(id).unwrap(),
            name: format!("Karte {id}"),
            description: String::new(),
            price: Cents::new(4990),
            category: CategoryId::CARDS,
            image: "/demo/products/card.svg".into(),
            image_pack: None,
            relative_price: Cents::new(2500),
            special_offer: None,
            artikel_num: "PC".into(),
        }
    }

    #[tokio::test]
    async fn product_returns_the_stored_product() {
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_find()
            .with(eq(ProductId::parse(2).unwrap()))
            .times(1)
            .returning(|id| Ok(Some(card(id.get()))));
        let catalog = Catalog::new(Arc::new(repos.into_store()));

        let product = catalog.product(ProductId::parse(2).unwrap()).await.unwrap();

        assert_eq!(product.name, "Karte 2");
    }

    #[tokio::test]
    async fn product_that_does_not_exist_is_not_found() {
        let mut repos = MockRepos::default();
        repos.products.expect_find().returning(|_| Ok(None));
        let catalog = Catalog::new(Arc::new(repos.into_store()));

        let result = catalog.product(ProductId::parse(99).unwrap()).await;

        assert!(matches!(result, Err(ProductLookupError::NotFound)));
    }

    #[tokio::test]
    async fn by_category_asks_the_repository_for_that_category() {
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_list_by_category()
            .with(eq(CategoryId::BOTTLE_OPENERS))
            .times(1)
            .returning(|_| Ok(vec![card(1)]));
        let catalog = Catalog::new(Arc::new(repos.into_store()));

        let products = catalog
            .by_category(CategoryId::BOTTLE_OPENERS)
            .await
            .unwrap();

        assert_eq!(products.len(), 1);
    }
}
