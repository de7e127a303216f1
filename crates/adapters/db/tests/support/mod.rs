//! Fresh databases for the adapter tests: a temporary SQLite file, and a new
//! database on the local PostgreSQL dropped afterwards. Without a reachable
//! PostgreSQL the PostgreSQL half is skipped locally, but fails when `CI` is set.

#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use diesel::{Connection, PgConnection, RunQueryDsl};
use shop_db::{DatabaseUrl, DbStore};

pub const POSTGRES_ADMIN_URL_DEFAULT: &str = "postgres://postgres@127.0.0.1:5432/postgres";

pub struct TestDb {
    pub store: DbStore,
    pub url: DatabaseUrl,
    _cleanup: Cleanup,
}

enum Cleanup {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres { admin_url: String, name: String },
}

impl Drop for Cleanup {
    fn drop(&mut self) {
        if let Cleanup::Postgres { admin_url, name } = self
            && let Ok(mut conn) = PgConnection::establish(admin_url)
        {
            let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                .execute(&mut conn);
        }
    }
}

pub async fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().unwrap();
    let url = DatabaseUrl::Sqlite(dir.path().join("shop.db").to_string_lossy().into_owned());
    let store = DbStore::connect(url.clone(), 4).await.unwrap();
    TestDb {
        store,
        url,
        _cleanup: Cleanup::Sqlite(dir),
    }
}

fn postgres_admin_url() -> String {
    std::env::var("TEST_POSTGRES_URL").unwrap_or_else(|_| POSTGRES_ADMIN_URL_DEFAULT.to_owned())
}

/// `None` (skip) only outside CI.
pub async fn postgres() -> Option<TestDb> {
    let admin_url = postgres_admin_url();
    let mut admin = match PgConnection::establish(&admin_url) {
        Ok(conn) => conn,
        Err(error) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "PostgreSQL at {admin_url} is required in CI: {error}"
            );
            eprintln!("skipping the PostgreSQL half: {error}");
            return None;
        }
    };
    let mut random = [0u8; 8];
    getrandom::fill(&mut random).unwrap();
    let name = format!(
        "shop_test_{}",
        random
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
        .execute(&mut admin)
        .unwrap();
    let base = admin_url
        .rsplit_once('/')
        .map(|(base, _)| base)
        .unwrap_or(&admin_url);
    let url = DatabaseUrl::Postgres(format!("{base}/{name}"));
    let store = DbStore::connect(url.clone(), 4).await.unwrap();
    Some(TestDb {
        store,
        url,
        _cleanup: Cleanup::Postgres { admin_url, name },
    })
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
