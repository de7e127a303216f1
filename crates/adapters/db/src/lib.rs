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

use connection::CONNECTION_WAIT;
pub use connection::{
    DatabaseUrl, DbConnection, DbPool, open_pool, redo_all_migrations, run_migrations,
};
pub use session_store::{DbSessionStore, storage_key as session_storage_key};

use std::{
    sync::{Arc, Mutex, PoisonError},
    time::Duration,
};

use async_trait::async_trait;
use diesel::{Connection, connection::SimpleConnection};
use shop_ports::{Store, StoreError, Work, store::PoolUsage};
use tokio::{
    sync::{OwnedSemaphorePermit, Semaphore},
    time::Instant,
};

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
    /// the same file still waits in the busy handler. The turn is waited for
    /// on the writer's own thread: the next writer starts the moment the
    /// last one ends (waiting as a future put a wake-up and a thread hand-off
    /// between every two writes: 685 → 509 orders/s).
    writers: Arc<Mutex<()>>,
    /// A permit per connection the other work may use, taken before a
    /// blocking thread is: it waits for a connection as a future, in the
    /// order it came, not as a thread parked in the pool. Without it, 32
    /// concurrent admin-list requests kept some 90 blocking threads queued on
    /// the pool's lock, and their wake-ups were a quarter of its CPU time and
    /// its p99 (page 1: 22.9 → 20.0 ms; page 10,000: 31.0 → 21.8 ms). On
    /// SQLite one connection is left out, for the writer holding the turn.
    connections: Arc<Semaphore>,
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
            let for_the_writer = u32::from(matches!(url, DatabaseUrl::Sqlite(_)));
            let permits = pool.max_size().saturating_sub(for_the_writer).max(1);
            Ok(Self {
                connections: Arc::new(Semaphore::new(permits as usize)),
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

    /// Runs `f` with a pooled connection on a blocking thread, after a
    /// permit of the gate. All the waiting shares one deadline,
    /// [`CONNECTION_WAIT`], so a database that is away still answers within it.
    async fn with_connection<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
    {
        let deadline = Instant::now() + CONNECTION_WAIT;
        let permit = tokio::time::timeout_at(deadline, self.permit())
            .await
            .map_err(|_| no_connection("timed out waiting for a connection"))??;
        let pool = self.pool.clone();
        run_blocking(move || {
            let _permit = permit;
            let left = deadline.saturating_duration_since(Instant::now());
            let mut conn = pool
                .get_timeout(left.max(Duration::from_millis(1)))
                .map_err(|e| no_connection(&e.to_string()))?;
            f(&mut conn)
        })
        .await
    }

    async fn permit(&self) -> Result<OwnedSemaphorePermit, StoreError> {
        Arc::clone(&self.connections)
            .acquire_owned()
            .await
            .map_err(|e| StoreError::Unknown(anyhow::anyhow!("connection gate closed: {e}")))
    }

    /// SQLite's writers: the turn first, then a connection, so a writer
    /// waiting its turn holds none; the gate leaves one for the turn's holder.
    async fn with_connection_in_turn<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
    {
        let (pool, turn) = (self.pool.clone(), Arc::clone(&self.writers));
        run_blocking(move || {
            let _turn = turn.lock().unwrap_or_else(PoisonError::into_inner);
            let mut conn = pool.get().map_err(|e| no_connection(&e.to_string()))?;
            f(&mut conn)
        })
        .await
    }
}

async fn run_blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| StoreError::Unknown(anyhow::anyhow!("database task failed: {e}")))?
}

fn no_connection(reason: &str) -> StoreError {
    StoreError::Unavailable(format!("no database connection: {reason}"))
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
        let in_transaction = move |conn: &mut DbConnection| in_transaction(conn, work);
        match self.url {
            DatabaseUrl::Sqlite(_) => self.with_connection_in_turn(in_transaction).await,
            DatabaseUrl::Postgres(_) => self.with_connection(in_transaction).await,
        }
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
