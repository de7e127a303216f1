//! The catalogue: what customers browse, served from a short-lived snapshot,
//! and the back-office's product edits.
//!
//! Every product page and tab reads the catalogue, which changes only when an
//! administrator edits a product, so it is read from the store at most once
//! per [`CATALOGUE_FRESHNESS`]. An edit on this instance is visible at once;
//! other instances of the shop see it once their snapshot is older than that.
//! Orders never price from the snapshot: checkout reads the store.

use std::sync::{Arc, Mutex, PoisonError};

use chrono::{NaiveDateTime, TimeDelta};
use shop_domain::{
    CardsPerPack, CategoryId, Cents, PackingRule, Product, ProductId, ProductKind, TextKind,
    ValueError, printable,
};
use shop_ports::{
    Store, StoreError, TxError, clock::Clock, products::ProductChanges, read, transaction,
};

/// How long a snapshot is served before the store is read again; the bound
/// on how stale another instance can be after an edit.
pub const CATALOGUE_FRESHNESS: TimeDelta = TimeDelta::milliseconds(500);

/// Longest product name, in characters (printed on every invoice line).
pub const NAME_MAX: usize = 100;
/// Longest product description, in characters.
pub const DESCRIPTION_MAX: usize = 2000;
/// Longest special-offer text, in characters.
pub const SPECIAL_OFFER_MAX: usize = 100;
/// Highest product price, in cents (10.000,00 €).
pub const PRICE_MAX: i64 = 1_000_000;
/// The rule a product's cards per pack must keep.
pub const CARDS_PER_PACK_RULE: &str = "Karten pro Paket: bitte eine ganze Zahl von 1 bis 10000";
/// Highest packing surcharge, in cents (1.000,00 €).
pub const SURCHARGE_MAX: i64 = 100_000;

#[derive(Debug, thiserror::Error)]
pub enum ProductLookupError {
    #[error("Das Produkt wurde nicht gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Debug, thiserror::Error)]
pub enum ProductUpdateError {
    /// The German rule the change breaks.
    #[error("{0}")]
    Invalid(&'static str),
    /// A text holds a character the invoice cannot print; the field is named.
    #[error("{0}: {1}")]
    Unprintable(&'static str, ValueError),
    #[error("Das Produkt wurde nicht gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(ProductUpdateError);

/// An administrator's edit as sent; checked by [`Catalog::update_product`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductEdit {
    pub name: String,
    pub description: String,
    /// Net price in cents.
    pub price: i64,
    /// Surcharge in cents for individually packed magnets.
    pub relative_price: i64,
    pub special_offer: Option<String>,
    /// `None` keeps the product's packing rule.
    pub packing: Option<PackingRule>,
    /// `None` keeps the product's cards per pack.
    pub cards_per_pack: Option<i64>,
}

impl ProductEdit {
    /// The changes, if every field keeps its rule.
    ///
    /// # Errors
    /// [`ProductUpdateError::Invalid`] naming the first broken rule.
    pub fn validate(self) -> Result<ProductChanges, ProductUpdateError> {
        // The name is printed on every invoice and the offer shown beside it.
        let name = printable(self.name.trim(), TextKind::SingleLine)
            .map_err(|error| ProductUpdateError::Unprintable("Produktname", error))?;
        let description = printable(&self.description, TextKind::MultiLine)
            .map_err(|error| ProductUpdateError::Unprintable("Beschreibung", error))?;
        if name.is_empty() || name.chars().count() > NAME_MAX {
            return Err(ProductUpdateError::Invalid(
                "Der Produktname muss 1 bis 100 Zeichen lang sein",
            ));
        }
        if description.chars().count() > DESCRIPTION_MAX {
            return Err(ProductUpdateError::Invalid(
                "Die Beschreibung darf höchstens 2000 Zeichen lang sein",
            ));
        }
        if !(1..=PRICE_MAX).contains(&self.price) {
            return Err(ProductUpdateError::Invalid(
                "Der Preis muss zwischen 0,01 € und 10.000,00 € liegen",
            ));
        }
        if !(0..=SURCHARGE_MAX).contains(&self.relative_price) {
            return Err(ProductUpdateError::Invalid(
                "Der Aufpreis muss zwischen 0,00 € und 1.000,00 € liegen",
            ));
        }
        let special_offer = self
            .special_offer
            .map(|offer| printable(offer.trim(), TextKind::SingleLine))
            .transpose()
            .map_err(|error| ProductUpdateError::Unprintable("Angebot", error))?
            .filter(|offer| !offer.is_empty());
        if special_offer
            .as_ref()
            .is_some_and(|offer| offer.chars().count() > SPECIAL_OFFER_MAX)
        {
            return Err(ProductUpdateError::Invalid(
                "Das Angebot darf höchstens 100 Zeichen lang sein",
            ));
        }
        let cards_per_pack = self
            .cards_per_pack
            .map(CardsPerPack::parse)
            .transpose()
            .map_err(|_| ProductUpdateError::Invalid(CARDS_PER_PACK_RULE))?;
        Ok(ProductChanges {
            name,
            description,
            price: Cents::new(self.price),
            relative_price: Cents::new(self.relative_price),
            special_offer,
            packing: self.packing,
            cards_per_pack,
        })
    }
}

struct Snapshot {
    products: Arc<Vec<Product>>,
    loaded_at: NaiveDateTime,
}

/// The current snapshot; `generation` counts edits, so a read that began
/// before an edit never stores its older result after it.
#[derive(Default)]
struct SnapshotCache {
    current: Option<Snapshot>,
    generation: u64,
}

#[derive(Clone)]
pub struct Catalog {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    cache: Arc<Mutex<SnapshotCache>>,
}

impl Catalog {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self {
            store,
            clock,
            cache: Arc::default(),
        }
    }

    /// The back-office's edit of a product's name, texts and prices.
    ///
    /// # Errors
    /// [`ProductUpdateError::Invalid`] with the broken rule,
    /// [`ProductUpdateError::NotFound`] for an unknown id.
    pub async fn update_product(
        &self,
        id: ProductId,
        edit: ProductEdit,
    ) -> Result<Product, ProductUpdateError> {
        let changes = edit.validate()?;
        let updated = transaction(&*self.store, move |repos| {
            repos
                .products()
                .update(id, &changes)?
                .ok_or(TxError::Rule(ProductUpdateError::NotFound))
        })
        .await?;
        self.invalidate();
        Ok(updated)
    }

    /// Every product, by id, as of at most [`CATALOGUE_FRESHNESS`] ago; the
    /// same `Arc` until the next read, so callers can keep what they derive
    /// from it (such as serialised answers) for exactly as long.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn snapshot(&self) -> Result<Arc<Vec<Product>>, StoreError> {
        let now = self.clock.now();
        let generation = {
            let cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(snapshot) = &cache.current {
                let age = now - snapshot.loaded_at;
                // A clock that went backwards counts as stale.
                if age >= TimeDelta::zero() && age < CATALOGUE_FRESHNESS {
                    return Ok(Arc::clone(&snapshot.products));
                }
            }
            cache.generation
        };
        let products = Arc::new(read(&*self.store, |repos| repos.products().list_all()).await?);
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.generation == generation {
            cache.current = Some(Snapshot {
                products: Arc::clone(&products),
                loaded_at: now,
            });
        }
        Ok(products)
    }

    fn invalidate(&self) {
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        cache.generation += 1;
        cache.current = None;
    }
}

/// The products of one category, by id.
pub fn in_category(products: &[Product], category: CategoryId) -> Vec<Product> {
    products
        .iter()
        .filter(|product| product.category == category)
        .cloned()
        .collect()
}

/// The sample-number magnet packs, by id.
pub fn sample_packs(products: &[Product]) -> Vec<Product> {
    products
        .iter()
        .filter(|product| product.kind == ProductKind::SamplePack)
        .cloned()
        .collect()
}

pub fn find(products: &[Product], id: ProductId) -> Option<Product> {
    products.iter().find(|product| product.id == id).cloned()
}

#[cfg(test)]
mod tests {
    use std::sync::{
        Arc,
        atomic::{AtomicI64, Ordering},
    };

    use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
    use mockall::predicate::eq;
    use shop_domain::{CategoryId, Cents, PackingRule, Product, ProductId, ProductKind};
    use shop_ports::{clock::Clock, products::ProductChanges, testing::MockRepos};

    use super::{
        CARDS_PER_PACK_RULE, CATALOGUE_FRESHNESS, Catalog, ProductEdit, ProductUpdateError, find,
        in_category, sample_packs,
    };

    /// A clock the test moves forward by hand.
    #[derive(Default)]
    struct HandClock(AtomicI64);

    impl HandClock {
        fn advance(&self, by: TimeDelta) {
            self.0.fetch_add(by.num_milliseconds(), Ordering::SeqCst);
        }
    }

    impl Clock for HandClock {
        fn now(&self) -> NaiveDateTime {
            NaiveDate::from_ymd_opt(2026, 11, 23)
                .unwrap()
                .and_hms_opt(12, 0, 0)
                .unwrap()
                + TimeDelta::milliseconds(self.0.load(Ordering::SeqCst))
        }
    }

    fn product(id: i64, category: CategoryId) -> Product {
        Product {
            id: ProductId::parse(id).unwrap(),
            name: format!("Produkt {id}"),
            description: String::new(),
            price: Cents::new(4990),
            category,
            // As the demo data has it, so the category and kind agree.
            kind: match category {
                CategoryId::CARDS => ProductKind::Card,
                CategoryId::BOTTLE_OPENERS => ProductKind::BottleOpener,
                _ => ProductKind::SamplePack,
            },
            packing: PackingRule::Any,
            image: "/demo/products/card.svg".into(),
            image_pack: None,
            relative_price: Cents::new(2500),
            special_offer: None,
            artikel_num: "PC".into(),
            cards_per_pack: shop_domain::CardsPerPack::SINGLE,
        }
    }

    fn catalogue() -> Vec<Product> {
        vec![
            product(1, CategoryId::CARDS),
            product(2, CategoryId::BOTTLE_OPENERS),
            product(3, CategoryId::new(4)),
            product(4, CategoryId::CARDS),
        ]
    }

    fn edit() -> ProductEdit {
        ProductEdit {
            name: "  Neue Karte ".into(),
            description: "Beschreibung".into(),
            price: 5990,
            relative_price: 2500,
            special_offer: Some("   ".into()),
            packing: Some(PackingRule::PackedOnly),
            cards_per_pack: Some(100),
        }
    }

    fn catalog_over(repos: MockRepos, clock: &Arc<HandClock>) -> Catalog {
        Catalog::new(Arc::new(repos.into_store()), clock.clone())
    }

    /// A catalog whose store must be read exactly `reads` times.
    fn catalog_reading(reads: usize, clock: &Arc<HandClock>) -> Catalog {
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_list_all()
            .times(reads)
            .returning(|| Ok(catalogue()));
        catalog_over(repos, clock)
    }

    #[tokio::test]
    async fn tabs_product_pages_and_packs_share_one_read_while_it_is_fresh() {
        let clock = Arc::new(HandClock::default());
        let catalog = catalog_reading(1, &clock);

        let first = catalog.snapshot().await.unwrap();
        clock.advance(CATALOGUE_FRESHNESS - TimeDelta::milliseconds(1));
        let second = catalog.snapshot().await.unwrap();

        let ids = |products: &[Product]| products.iter().map(|p| p.id.get()).collect::<Vec<_>>();
        assert!(Arc::ptr_eq(&first, &second));
        assert_eq!(ids(&in_category(&second, CategoryId::CARDS)), vec![1, 4]);
        assert_eq!(ids(&sample_packs(&second)), vec![3]);
        assert_eq!(
            find(&second, ProductId::parse(2).unwrap())
                .unwrap()
                .category,
            CategoryId::BOTTLE_OPENERS
        );
        assert_eq!(find(&second, ProductId::parse(99).unwrap()), None);
        assert_eq!(second.len(), 4);
    }

    #[tokio::test]
    async fn a_snapshot_older_than_the_freshness_is_read_again() {
        let clock = Arc::new(HandClock::default());
        let catalog = catalog_reading(2, &clock);

        catalog.snapshot().await.unwrap();
        clock.advance(CATALOGUE_FRESHNESS);
        catalog.snapshot().await.unwrap();
        catalog.snapshot().await.unwrap();
    }

    #[tokio::test]
    async fn a_clock_that_went_backwards_reads_again() {
        let clock = Arc::new(HandClock::default());
        let catalog = catalog_reading(2, &clock);

        catalog.snapshot().await.unwrap();
        clock.advance(TimeDelta::milliseconds(-1));
        catalog.snapshot().await.unwrap();
    }

    #[tokio::test]
    async fn an_edit_is_stored_trimmed_and_seen_at_once() {
        let mut repos = MockRepos::default();
        let mut reads = 0;
        repos
            .products
            .expect_list_all()
            .times(2)
            .returning(move || {
                reads += 1;
                let mut products = catalogue();
                if reads == 2 {
                    products[0].name = "Neue Karte".into();
                }
                Ok(products)
            });
        repos
            .products
            .expect_update()
            .with(
                eq(ProductId::parse(1).unwrap()),
                eq(ProductChanges {
                    name: "Neue Karte".into(),
                    description: "Beschreibung".into(),
                    price: Cents::new(5990),
                    relative_price: Cents::new(2500),
                    special_offer: None,
                    packing: Some(PackingRule::PackedOnly),
                    cards_per_pack: Some(shop_domain::CardsPerPack::parse(100).unwrap()),
                }),
            )
            .times(1)
            .returning(|id, changes| {
                let mut stored = product(id.get(), CategoryId::CARDS);
                stored.name.clone_from(&changes.name);
                Ok(Some(stored))
            });
        let clock = Arc::new(HandClock::default());
        let catalog = catalog_over(repos, &clock);
        let id = ProductId::parse(1).unwrap();

        assert_eq!(
            find(&catalog.snapshot().await.unwrap(), id).unwrap().name,
            "Produkt 1"
        );
        let updated = catalog.update_product(id, edit()).await.unwrap();

        assert_eq!(updated.name, "Neue Karte");
        assert_eq!(
            find(&catalog.snapshot().await.unwrap(), id).unwrap().name,
            "Neue Karte"
        );
    }

    #[tokio::test]
    async fn an_edit_of_an_unknown_product_is_not_found() {
        let mut repos = MockRepos::default();
        repos.products.expect_update().returning(|_, _| Ok(None));
        let catalog = catalog_over(repos, &Arc::new(HandClock::default()));

        let result = catalog
            .update_product(ProductId::parse(99).unwrap(), edit())
            .await;

        assert!(matches!(result, Err(ProductUpdateError::NotFound)));
    }

    #[tokio::test]
    async fn an_edit_that_breaks_a_rule_is_refused_without_writing() {
        let cases = [
            (
                ProductEdit {
                    name: "   ".into(),
                    ..edit()
                },
                "Der Produktname muss 1 bis 100 Zeichen lang sein",
            ),
            (
                ProductEdit {
                    name: "x".repeat(101),
                    ..edit()
                },
                "Der Produktname muss 1 bis 100 Zeichen lang sein",
            ),
            (
                ProductEdit {
                    description: "x".repeat(2001),
                    ..edit()
                },
                "Die Beschreibung darf höchstens 2000 Zeichen lang sein",
            ),
            (
                ProductEdit { price: 0, ..edit() },
                "Der Preis muss zwischen 0,01 € und 10.000,00 € liegen",
            ),
            (
                ProductEdit {
                    price: 1_000_001,
                    ..edit()
                },
                "Der Preis muss zwischen 0,01 € und 10.000,00 € liegen",
            ),
            (
                ProductEdit {
                    relative_price: -1,
                    ..edit()
                },
                "Der Aufpreis muss zwischen 0,00 € und 1.000,00 € liegen",
            ),
            (
                ProductEdit {
                    special_offer: Some("x".repeat(101)),
                    ..edit()
                },
                "Das Angebot darf höchstens 100 Zeichen lang sein",
            ),
            (
                ProductEdit {
                    cards_per_pack: Some(0),
                    ..edit()
                },
                CARDS_PER_PACK_RULE,
            ),
            (
                ProductEdit {
                    cards_per_pack: Some(10_001),
                    ..edit()
                },
                CARDS_PER_PACK_RULE,
            ),
        ];
        for (bad, message) in cases {
            let mut repos = MockRepos::default();
            repos.products.expect_update().times(0);
            let catalog = catalog_over(repos, &Arc::new(HandClock::default()));

            let result = catalog
                .update_product(ProductId::parse(1).unwrap(), bad)
                .await;

            assert!(
                matches!(result, Err(ProductUpdateError::Invalid(text)) if text == message),
                "expected {message}"
            );
        }
    }
}
