//! Throwaway databases for tests (feature `scratch`): a SQLite file in a
//! temporary folder, or a uniquely named database on the local PostgreSQL
//! that is dropped with the value. Without a reachable PostgreSQL,
//! [`ScratchDatabase::postgres`] skips (`None`) on a developer's machine but
//! panics when `CI` is set, so CI never passes by skipping PostgreSQL.

#![allow(clippy::expect_used)]

use diesel::{Connection, PgConnection, RunQueryDsl};

use crate::DatabaseUrl;

/// The server and maintenance database new test databases are created from.
const POSTGRES_ADMIN_URL_DEFAULT: &str = "postgres://postgres@127.0.0.1:5432/postgres";

pub struct ScratchDatabase {
    url: DatabaseUrl,
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

impl ScratchDatabase {
    /// An empty SQLite file in a new temporary folder.
    pub fn sqlite() -> Self {
        let dir = tempfile::tempdir().expect("creating a temporary folder");
        let path = dir.path().join("shop.db").to_string_lossy().into_owned();
        Self {
            url: DatabaseUrl::Sqlite(path),
            _cleanup: Cleanup::Sqlite(dir),
        }
    }

    /// A new database on `TEST_POSTGRES_URL` (default: the local server);
    /// `None` (skip) only outside CI.
    pub fn postgres() -> Option<Self> {
        let admin_url = std::env::var("TEST_POSTGRES_URL")
            .unwrap_or_else(|_| POSTGRES_ADMIN_URL_DEFAULT.to_owned());
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
        getrandom::fill(&mut random).expect("reading random bytes");
        let suffix: String = random.iter().map(|byte| format!("{byte:02x}")).collect();
        let name = format!("shop_test_{suffix}");
        diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
            .execute(&mut admin)
            .expect("creating the test database");
        let base = admin_url
            .rsplit_once('/')
            .map_or(admin_url.as_str(), |(base, _)| base);
        Some(Self {
            url: DatabaseUrl::Postgres(format!("{base}/{name}")),
            _cleanup: Cleanup::Postgres { admin_url, name },
        })
    }

    pub fn url(&self) -> &DatabaseUrl {
        &self.url
    }

    /// The value for `DATABASE_URL`, as the binary reads it.
    pub fn env_value(&self) -> String {
        match &self.url {
            DatabaseUrl::Sqlite(path) => format!("sqlite://{path}"),
            DatabaseUrl::Postgres(url) => url.clone(),
        }
    }
}
