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
