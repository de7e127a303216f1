//! Start-up work (migrations, the admin account, demo data) serialised
//! across instances of the shop on one PostgreSQL database: two instances
//! started at once would otherwise both create the schema or both seed.
//! SQLite is one file for one process, so there it is a no-op.

use diesel::{RunQueryDsl, sql_types::BigInt};

use crate::connection::DbConnection;

/// Any fixed number, the same in every instance: "PRIMECAR" in ASCII.
const SETUP_LOCK_KEY: i64 = 0x5052_494d_4543_4152;

/// Waits for the database-wide start-up lock on this connection.
///
/// # Errors
/// When the lock query fails.
pub fn lock(conn: &mut DbConnection) -> anyhow::Result<()> {
    if let DbConnection::Postgresql(pg) = conn {
        diesel::sql_query("SELECT pg_advisory_lock($1)")
            .bind::<BigInt, _>(SETUP_LOCK_KEY)
            .execute(pg)
            .map_err(|error| anyhow::anyhow!("waiting for the start-up lock: {error}"))?;
    }
    Ok(())
}

/// Releases the lock [`lock`] took on this same connection.
///
/// # Errors
/// When the unlock query fails.
pub fn unlock(conn: &mut DbConnection) -> anyhow::Result<()> {
    if let DbConnection::Postgresql(pg) = conn {
        diesel::sql_query("SELECT pg_advisory_unlock($1)")
            .bind::<BigInt, _>(SETUP_LOCK_KEY)
            .execute(pg)
            .map_err(|error| anyhow::anyhow!("releasing the start-up lock: {error}"))?;
    }
    Ok(())
}
