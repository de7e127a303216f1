//! Fresh databases for the adapter tests ([`ScratchDatabase`]), each with a
//! connected store.

#![allow(dead_code)]

use shop_db::{DatabaseUrl, DbStore, scratch::ScratchDatabase};

pub struct TestDb {
    pub store: DbStore,
    pub url: DatabaseUrl,
    _database: ScratchDatabase,
}

async fn open(database: ScratchDatabase) -> TestDb {
    let url = database.url().clone();
    let store = DbStore::connect(url.clone(), 4).await.unwrap();
    TestDb {
        store,
        url,
        _database: database,
    }
}

pub async fn sqlite() -> TestDb {
    open(ScratchDatabase::sqlite()).await
}

/// `None` (skip) only outside CI.
pub async fn postgres() -> Option<TestDb> {
    Some(open(ScratchDatabase::postgres()?).await)
}

/// Runs one async check against SQLite and against PostgreSQL.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    let db = $crate::support::sqlite().await;
                    super::$name(db.store.clone()).await;
                }

                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    if let Some(db) = $crate::support::postgres().await {
                        super::$name(db.store.clone()).await;
                    }
                }
            }
        )*
    };
}

/// A card product and an order of one card of it by `user` (a guest when
/// `None`) placed at `at`, as the checkout stores them.
#[allow(dead_code)] // Each test binary uses its own share of the helpers.
pub async fn card_order(
    store: &DbStore,
    user: Option<shop_ports::users::UserId>,
    at: chrono::NaiveDateTime,
) -> shop_domain::Order {
    card_order_shaped(store, user, at, Ok).await
}

/// As [`card_order`], the order `shape`d before it is stored (with
/// 'Express-Produktion', say).
#[allow(dead_code)]
pub async fn card_order_shaped(
    store: &DbStore,
    user: Option<shop_ports::users::UserId>,
    at: chrono::NaiveDateTime,
    shape: fn(shop_domain::NewOrder) -> Result<shop_domain::NewOrder, shop_domain::TotalsOverflow>,
) -> shop_domain::Order {
    use shop_domain::{Cents, NewOrder, OrderType, fixtures};
    shop_ports::transaction(store, move |repos| {
        let product = repos.products().insert(&shop_ports::products::NewProduct {
            name: "Karte".into(),
            description: String::new(),
            price: Cents::new(4990),
            category: shop_domain::CategoryId::new(2),
            kind: shop_domain::ProductKind::Card,
            packing: shop_domain::PackingRule::Any,
            image: "/demo/products/primecard-starter.svg".into(),
            image_pack: None,
            relative_price: Cents::new(0),
            special_offer: None,
            artikel_num: String::new(),
            cards_per_pack: shop_domain::CardsPerPack::SINGLE,
        })?;
        let mut card = fixtures::card_line(4990, 1);
        card.product_id = product.id;
        let order = NewOrder::new(
            user,
            OrderType::Normal,
            vec![card],
            fixtures::shipping_address(),
            at,
        )
        .and_then(shape)
        .unwrap();
        Ok::<_, shop_ports::TxError<()>>(repos.orders().insert(&order)?)
    })
    .await
    .unwrap()
}
