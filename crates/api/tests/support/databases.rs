//! Fresh databases for tests that run the real binary: a SQLite file in a
//! temporary folder, or a new, uniquely named database on the local
//! PostgreSQL that is dropped afterwards. Without a reachable PostgreSQL the
//! PostgreSQL test is skipped locally but fails when `CI` is set, as in the
//! db adapter's tests. Raw SQL is only used to enumerate and count rows,
//! which the store ports deliberately do not offer.

use diesel::{
    Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection,
    sql_types::{BigInt, Text},
};
use shop_db::{DatabaseUrl, DbStore};

const POSTGRES_ADMIN_URL_DEFAULT: &str = "postgres://postgres@127.0.0.1:5432/postgres";

pub struct TestDatabase {
    /// The value for `DATABASE_URL`.
    url: String,
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

impl TestDatabase {
    pub fn sqlite() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("shop.db");
        Self {
            url: format!("sqlite://{}", path.display()),
            _cleanup: Cleanup::Sqlite(dir),
        }
    }

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
                eprintln!("skipping the PostgreSQL test: {error}");
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
        Some(Self {
            url: format!("{base}/{name}"),
            _cleanup: Cleanup::Postgres { admin_url, name },
        })
    }

    pub fn url(&self) -> &str {
        &self.url
    }

    /// A store on this database (runs pending migrations, like the binary).
    pub async fn store(&self) -> DbStore {
        DbStore::connect(DatabaseUrl::parse(&self.url).unwrap(), 2)
            .await
            .unwrap()
    }

    /// Ids of every order, in id order.
    pub fn order_ids(&self) -> Vec<i64> {
        numbers(&self.url, "SELECT id AS value FROM orders ORDER BY id")
    }

    /// Rows in `table`.
    pub fn count(&self, table: &str) -> i64 {
        count_rows(&self.url, table)
    }

    /// Text bodies of every mail ever queued for `recipient`, sent or not,
    /// oldest first. `recipient` is the test's own address (no quoting needed).
    pub fn mails_to(&self, recipient: &str) -> Vec<String> {
        assert!(!recipient.contains('\''));
        texts(
            &self.url,
            &format!(
                "SELECT text_body AS value FROM mail_outbox WHERE recipient = '{recipient}' ORDER BY id"
            ),
        )
    }
}

/// Rows in `table` of the database at `url` (a `DATABASE_URL` value).
pub fn count_rows(url: &str, table: &str) -> i64 {
    numbers(url, &format!("SELECT COUNT(*) AS value FROM {table}"))[0]
}

fn numbers(url: &str, sql: &str) -> Vec<i64> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = BigInt)]
        value: i64,
    }
    let rows: Vec<Row> = match DatabaseUrl::parse(url).unwrap() {
        DatabaseUrl::Sqlite(path) => diesel::sql_query(sql)
            .load(&mut SqliteConnection::establish(&path).unwrap())
            .unwrap(),
        DatabaseUrl::Postgres(url) => diesel::sql_query(sql)
            .load(&mut PgConnection::establish(&url).unwrap())
            .unwrap(),
    };
    rows.into_iter().map(|row| row.value).collect()
}

fn texts(url: &str, sql: &str) -> Vec<String> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = Text)]
        value: String,
    }
    let rows: Vec<Row> = match DatabaseUrl::parse(url).unwrap() {
        DatabaseUrl::Sqlite(path) => diesel::sql_query(sql)
            .load(&mut SqliteConnection::establish(&path).unwrap())
            .unwrap(),
        DatabaseUrl::Postgres(url) => diesel::sql_query(sql)
            .load(&mut PgConnection::establish(&url).unwrap())
            .unwrap(),
    };
    rows.into_iter().map(|row| row.value).collect()
}
