//! Fresh databases ([`ScratchDatabase`]) for tests that run the real binary,
//! and what those tests read back. Raw SQL is only used to enumerate and
//! count rows, which the store ports deliberately do not offer.

use diesel::{
    Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection,
    sql_types::{BigInt, Text},
};
use shop_db::{DatabaseUrl, DbStore, scratch::ScratchDatabase};

pub struct TestDatabase {
    /// The value for `DATABASE_URL`.
    url: String,
    _database: ScratchDatabase,
}

impl TestDatabase {
    fn new(database: ScratchDatabase) -> Self {
        Self {
            url: database.env_value(),
            _database: database,
        }
    }

    pub fn sqlite() -> Self {
        Self::new(ScratchDatabase::sqlite())
    }

    /// `None` (skip) only outside CI.
    pub fn postgres() -> Option<Self> {
        ScratchDatabase::postgres().map(Self::new)
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

pub fn numbers(url: &str, sql: &str) -> Vec<i64> {
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

/// The `value` column of every row `sql` selects.
pub fn texts(url: &str, sql: &str) -> Vec<String> {
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

/// Runs one statement (tests that must age a row the ports never backdate).
pub fn execute(url: &str, sql: &str) {
    use diesel::RunQueryDsl;
    match DatabaseUrl::parse(url).unwrap() {
        DatabaseUrl::Sqlite(path) => {
            diesel::sql_query(sql)
                .execute(&mut SqliteConnection::establish(&path).unwrap())
                .unwrap();
        }
        DatabaseUrl::Postgres(url) => {
            diesel::sql_query(sql)
                .execute(&mut PgConnection::establish(&url).unwrap())
                .unwrap();
        }
    }
}
