//! One connection type over both backends, its pool and the migrations.

use std::time::Duration;

use anyhow::Context;
use diesel::{
    PgConnection, SqliteConnection,
    connection::SimpleConnection,
    r2d2::{ConnectionManager, CustomizeConnection, Pool},
};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
use shop_ports::StoreError;

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../../migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../../migrations/postgres");

/// A connection to whichever backend the URL names. Queries are written once against it.
#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    Postgresql(PgConnection),
    Sqlite(SqliteConnection),
}

pub type DbPool = Pool<ConnectionManager<DbConnection>>;

/// Where the data lives, parsed from `DATABASE_URL`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseUrl {
    /// A file path (`sqlite://PATH` or `sqlite:PATH`).
    Sqlite(String),
    /// `postgres://…` or `postgresql://…`, passed to libpq as it is.
    Postgres(String),
}

impl DatabaseUrl {
    /// # Errors
    /// When the scheme is neither SQLite nor PostgreSQL.
    pub fn parse(raw: &str) -> anyhow::Result<Self> {
        if raw.starts_with("postgres://") || raw.starts_with("postgresql://") {
            return Ok(Self::Postgres(raw.to_owned()));
        }
        let path = raw
            .strip_prefix("sqlite://")
            .or_else(|| raw.strip_prefix("sqlite:"))
            .context("DATABASE_URL must start with sqlite:// or postgres://")?;
        anyhow::ensure!(!path.is_empty(), "DATABASE_URL names no SQLite file");
        Ok(Self::Sqlite(path.to_owned()))
    }

    pub fn is_sqlite(&self) -> bool {
        matches!(self, Self::Sqlite(_))
    }
}

/// SQLite needs these pragmas on every connection; `secure_delete` zeroes
/// what a write frees, so a delivered mail's blanked links leave no trace in
/// the file (see `Store::forget_overwritten` for the log). WAL (readers beside the
/// writer) is not among them: it is a property of the file, switched on once
/// by [`open_pool`] before the pool opens its connections in parallel —
/// switching from several connections at once failed with "database is
/// locked" in about one start in three.
#[derive(Debug)]
struct SqlitePragmas;

impl CustomizeConnection<DbConnection, diesel::r2d2::Error> for SqlitePragmas {
    fn on_acquire(&self, conn: &mut DbConnection) -> Result<(), diesel::r2d2::Error> {
        if let DbConnection::Sqlite(sqlite) = conn {
            sqlite
                .batch_execute(
                    "PRAGMA busy_timeout = 10000; PRAGMA synchronous = NORMAL; \
                     PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;",
                )
                .map_err(diesel::r2d2::Error::QueryError)?;
        }
        Ok(())
    }
}

/// Puts the SQLite file into WAL mode from one connection.
fn enable_wal(path: &str) -> anyhow::Result<()> {
    let mut conn = <SqliteConnection as diesel::Connection>::establish(path)
        .with_context(|| format!("opening {path}"))?;
    conn.batch_execute("PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL;")
        .with_context(|| format!("switching {path} to WAL"))
}

/// The longest wait for a pooled connection before the database counts as unavailable.
pub const CONNECTION_WAIT: Duration = Duration::from_secs(3);

/// Connections kept open while the shop is idle.
const MIN_IDLE: u32 = 2;

/// Opens a pool, creating the SQLite file's folder if needed.
///
/// # Errors
/// When the database cannot be reached within the timeout.
pub fn open_pool(url: &DatabaseUrl, max_size: u32) -> anyhow::Result<DbPool> {
    let target = match url {
        DatabaseUrl::Sqlite(path) => {
            if let Some(parent) = std::path::Path::new(path)
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
            {
                std::fs::create_dir_all(parent)
                    .with_context(|| format!("creating the folder of {path}"))?;
            }
            enable_wal(path)?;
            path.clone()
        }
        DatabaseUrl::Postgres(conninfo) => conninfo.clone(),
    };
    // A SQLite connection is a file handle of this process: nothing breaks
    // it between uses, and testing it on each checkout (`SELECT 1`) doubled
    // the work of every short read. A PostgreSQL server may drop one.
    let test_on_check_out = matches!(url, DatabaseUrl::Postgres(_));
    Pool::builder()
        .max_size(max_size)
        // Opened as the load asks, not all at the start: each SQLite
        // connection holds its own copy of the schema and page cache.
        .min_idle(Some(MIN_IDLE.min(max_size)))
        .test_on_check_out(test_on_check_out)
        // A request waits at most this long for a connection, so while the
        // database is away it is answered 503 well within 5 s.
        .connection_timeout(CONNECTION_WAIT)
        .connection_customizer(Box::new(SqlitePragmas))
        .build(ConnectionManager::<DbConnection>::new(target))
        .context("opening the database pool")
}

/// The migration tree of the connection's backend.
fn migrations_for(conn: &DbConnection) -> EmbeddedMigrations {
    match conn {
        DbConnection::Postgresql(_) => POSTGRES_MIGRATIONS,
        DbConnection::Sqlite(_) => SQLITE_MIGRATIONS,
    }
}

/// Runs every pending migration of the connection's backend; returns how many ran.
///
/// # Errors
/// When a migration fails.
pub fn run_migrations(conn: &mut DbConnection) -> anyhow::Result<usize> {
    let applied = conn
        .run_pending_migrations(migrations_for(conn))
        .map_err(|error| anyhow::anyhow!("running migrations: {error}"))?;
    Ok(applied.len())
}

/// How many migrations of this build the database has not applied.
///
/// # Errors
/// When the migrations table cannot be read (the database went away).
pub fn pending_migrations(conn: &mut DbConnection) -> Result<usize, StoreError> {
    conn.pending_migrations(migrations_for(conn))
        .map(|pending| pending.len())
        .map_err(|error| StoreError::Unavailable(format!("reading the migrations: {error}")))
}

/// Reverts every migration and applies them again (tests prove `down.sql` works).
///
/// # Errors
/// When a migration fails.
pub fn redo_all_migrations(conn: &mut DbConnection) -> anyhow::Result<()> {
    conn.revert_all_migrations(migrations_for(conn))
        .map_err(|error| anyhow::anyhow!("reverting migrations: {error}"))?;
    conn.run_pending_migrations(migrations_for(conn))
        .map_err(|error| anyhow::anyhow!("re-running migrations: {error}"))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::DatabaseUrl;

    #[test]
    fn sqlite_urls_become_file_paths() {
        assert_eq!(
            DatabaseUrl::parse("sqlite://data/shop.db").unwrap(),
            DatabaseUrl::Sqlite("data/shop.db".into())
        );
        assert_eq!(
            DatabaseUrl::parse("sqlite:///tmp/x.db").unwrap(),
            DatabaseUrl::Sqlite("/tmp/x.db".into())
        );
    }

    #[test]
    fn postgres_urls_pass_through_and_others_are_refused() {
        assert!(matches!(
            DatabaseUrl::parse("postgres://u@h/db").unwrap(),
            DatabaseUrl::Postgres(_)
        ));
        assert!(DatabaseUrl::parse("mysql://x").is_err());
        assert!(DatabaseUrl::parse("sqlite://").is_err());
    }
}
