//! The catalogue.

use shop_domain::{CardsPerPack, CategoryId, Cents, PackingRule, Product, ProductId, ProductKind};

use crate::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewProduct {
    pub name: String,
    pub description: String,
    pub price: Cents,
    pub category: CategoryId,
    pub kind: ProductKind,
    pub packing: PackingRule,
    pub image: String,
    pub image_pack: Option<String>,
    pub relative_price: Cents,
    pub special_offer: Option<String>,
    pub artikel_num: String,
    pub cards_per_pack: CardsPerPack,
}

/// What the back-office may change on a product; the category, kind, images
/// and article number stay as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductChanges {
    pub name: String,
    pub description: String,
    pub price: Cents,
    pub relative_price: Cents,
    pub special_offer: Option<String>,
    /// `None` leaves the packing rule as it is.
    pub packing: Option<PackingRule>,
    /// `None` leaves the cards per pack as they are.
    pub cards_per_pack: Option<CardsPerPack>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ProductRepository {
    /// Products of one category, by id.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_by_category(&mut self, category: CategoryId) -> Result<Vec<Product>, StoreError>;

    /// Every product, by id.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_all(&mut self) -> Result<Vec<Product>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, id: ProductId) -> Result<Option<Product>, StoreError>;

    /// Inserts a product and returns it with its id.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn insert(&mut self, product: &NewProduct) -> Result<Product, StoreError>;

    /// Applies the changes; `None` when no product has this id.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn update(
        &mut self,
        id: ProductId,
        changes: &ProductChanges,
    ) -> Result<Option<Product>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn count(&mut self) -> Result<u64, StoreError>;
}
