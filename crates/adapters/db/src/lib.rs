//! Persistence on SQLite or PostgreSQL through diesel.
//!
//! [`DbStore`] implements the `Store` port: each unit of work runs on a
//! blocking thread with one pooled connection, so diesel never blocks the async
//! executor. Repository queries are written once against [`DbConnection`],
//! which speaks to either backend. [`DbSessionStore`] keeps the web sessions.

mod connection;
mod errors;
mod repos;
mod schema;
#[cfg(feature = "scratch")]
pub mod scratch;
mod session_store;
mod setup_lock;
pub mod snapshot;

pub use connection::{
    DatabaseUrl, DbConnection, DbPool, open_pool, redo_all_migrations, run_migrations,
};
pub use session_store::{DbSessionStore, storage_key as session_storage_key};

use std::sync::{Arc, Mutex, PoisonError};

use async_trait::async_trait;
use diesel::{Connection, connection::SimpleConnection};
use shop_ports::{Store, StoreError, Work, store::PoolUsage};

use crate::{errors::MapDb, repos::DbRepos};

/// The database behind the `Store` port.
#[derive(Clone)]
pub struct DbStore {
    pool: DbPool,
    url: DatabaseUrl,
    /// SQLite: this process's writers take turns here before `BEGIN
    /// IMMEDIATE`. SQLite admits one writer at a time; without the turn, the
    /// others met a locked file and its busy handler slept 1, 2, 5 … up to
    /// 100 ms before trying again, while the lock was long free (p99 of an
    /// order with its checkout 181 ms at 857 orders/s). Another process on
    /// the same file still waits in the busy handler.
    writers: Arc<Mutex<()>>,
}

impl std::fmt::Debug for DbStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DbStore")
            .field("state", &self.pool.state())
            .finish()
    }
}

impl DbStore {
    /// Opens the pool and runs pending migrations, one instance at a time.
    ///
    /// # Errors
    /// When the database is unreachable or a migration fails.
    pub async fn connect(url: DatabaseUrl, max_connections: u32) -> anyhow::Result<Self> {
        tokio::task::spawn_blocking(move || {
            let pool = open_pool(&url, max_connections)?;
            let mut conn = pool.get()?;
            setup_lock::lock(&mut conn)?;
            let applied = run_migrations(&mut conn);
            setup_lock::unlock(&mut conn)?;
            tracing::info!(applied = applied?, "database migrations are up to date");
            Ok(Self {
                pool,
                url,
                writers: Arc::default(),
            })
        })
        .await?
    }

    /// Runs `setup` (creating the admin, seeding) while no other instance
    /// on the same PostgreSQL database runs its own. The lock is held by a
    /// connection of its own, outside the pool `setup` uses; closing it
    /// releases the lock even if `setup` fails.
    ///
    /// # Errors
    /// What `setup` returns, or a failure to take the lock.
    pub async fn exclusively<T, F>(&self, setup: F) -> anyhow::Result<T>
    where
        F: AsyncFnOnce() -> anyhow::Result<T>,
    {
        let DatabaseUrl::Postgres(url) = &self.url else {
            return setup().await;
        };
        let url = url.clone();
        let conn = tokio::task::spawn_blocking(move || -> anyhow::Result<_> {
            let mut conn = DbConnection::establish(&url)?;
            setup_lock::lock(&mut conn)?;
            Ok(conn)
        })
        .await??;
        let outcome = setup().await;
        tokio::task::spawn_blocking(move || drop(conn)).await?;
        outcome
    }

    /// The pool, for adapters that need a connection of their own (the session store).
    pub fn pool(&self) -> &DbPool {
        &self.pool
    }

    /// Runs `f` with a pooled connection on a blocking thread.
    async fn with_connection<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
    {
        self.with_connection_after(None, f).await
    }

    /// As [`DbStore::with_connection`], after waiting for `turn` if given:
    /// the turn first, then a connection, so a writer waiting its turn holds none.
    async fn with_connection_after<T, F>(
        &self,
        turn: Option<Arc<Mutex<()>>>,
        f: F,
    ) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
    {
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || {
            let _turn = turn
                .as_deref()
                .map(|turn| turn.lock().unwrap_or_else(PoisonError::into_inner));
            let mut conn = pool
                .get()
                .map_err(|e| StoreError::Unavailable(format!("no database connection: {e}")))?;
            f(&mut conn)
        })
        .await
        .map_err(|e| StoreError::Unknown(anyhow::anyhow!("database task failed: {e}")))?
    }
}

#[async_trait]
impl Store for DbStore {
    async fn read(&self, work: Work) -> Result<(), StoreError> {
        self.with_connection(move |conn| work(&mut DbRepos::new(conn)))
            .await
    }

    /// SQLite only: a read of a file this process has open takes
    /// microseconds and in WAL mode never waits for a writer; a PostgreSQL
    /// read waits on the network and must not hold up the event loop. Only
    /// an idle connection is taken: never a wait for one.
    fn try_read_inline(&self, work: Work) -> Result<Result<(), StoreError>, Work> {
        if !matches!(self.url, DatabaseUrl::Sqlite(_)) {
            return Err(work);
        }
        match self.pool.try_get() {
            Some(mut conn) => Ok(work(&mut DbRepos::new(&mut conn))),
            None => Err(work),
        }
    }

    async fn write(&self, work: Work) -> Result<(), StoreError> {
        let turn = matches!(self.url, DatabaseUrl::Sqlite(_)).then(|| Arc::clone(&self.writers));
        self.with_connection_after(turn, move |conn| in_transaction(conn, work))
            .await
    }

    async fn ready(&self) -> Result<(), StoreError> {
        self.with_connection(|conn| {
            let pending = connection::pending_migrations(conn)?;
            if pending == 0 {
                Ok(())
            } else {
                Err(StoreError::Unknown(anyhow::anyhow!(
                    "{pending} migrations are not applied yet"
                )))
            }
        })
        .await
    }

    fn pool_usage(&self) -> PoolUsage {
        let state = self.pool.state();
        PoolUsage {
            in_use: state.connections.saturating_sub(state.idle_connections),
            idle: state.idle_connections,
        }
    }

    async fn forget_overwritten(&self) -> Result<(), StoreError> {
        self.with_connection(|conn| match conn {
            // The log still holds the pages as they were before the overwrite:
            // copy the current ones into the file (whose freed space
            // secure_delete zeroed) and cut the log to nothing.
            DbConnection::Sqlite(sqlite) => sqlite
                .batch_execute("PRAGMA wal_checkpoint(TRUNCATE);")
                .map_err(|error| StoreError::Unknown(error.into())),
            // Old row versions go with autovacuum; the files are the server's.
            DbConnection::Postgresql(_) => Ok(()),
        })
        .await
    }
}

/// SQLite takes the write lock up front (`BEGIN IMMEDIATE`): a deferred
/// transaction that later upgrades can fail with "database is locked" under
/// concurrent writers. PostgreSQL uses diesel's ordinary transaction.
fn in_transaction(conn: &mut DbConnection, work: Work) -> Result<(), StoreError> {
    match conn {
        DbConnection::Sqlite(_) => {
            let mut tx = SqliteTransaction::begin(conn)?;
            work(&mut DbRepos::new(tx.conn()))?;
            tx.commit()
        }
        DbConnection::Postgresql(_) => conn
            .transaction::<(), TxFailure, _>(|conn| {
                work(&mut DbRepos::new(conn)).map_err(TxFailure::Store)
            })
            .map_err(|failure| match failure {
                TxFailure::Store(error) => error,
                TxFailure::Database(error) => errors::store_error(error),
            }),
    }
}

/// An open SQLite transaction that rolls back when dropped uncommitted — on
/// an error or a panic — so a pooled connection never goes back mid-transaction.
struct SqliteTransaction<'c> {
    conn: &'c mut DbConnection,
    committed: bool,
}

impl<'c> SqliteTransaction<'c> {
    fn begin(conn: &'c mut DbConnection) -> Result<Self, StoreError> {
        conn.batch_execute("BEGIN IMMEDIATE").map_db()?;
        Ok(Self {
            conn,
            committed: false,
        })
    }

    fn conn(&mut self) -> &mut DbConnection {
        self.conn
    }

    fn commit(mut self) -> Result<(), StoreError> {
        self.conn.batch_execute("COMMIT").map_db()?;
        self.committed = true;
        Ok(())
    }
}

impl Drop for SqliteTransaction<'_> {
    fn drop(&mut self) {
        if !self.committed
            && let Err(error) = self.conn.batch_execute("ROLLBACK")
        {
            tracing::error!(%error, "rolling back a SQLite transaction failed");
        }
    }
}

enum TxFailure {
    Store(StoreError),
    Database(diesel::result::Error),
}

impl From<diesel::result::Error> for TxFailure {
    fn from(error: diesel::result::Error) -> Self {
        Self::Database(error)
    }
}
