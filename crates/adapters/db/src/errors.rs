//! Translating diesel's errors into the port's: a unique violation becomes a
//! conflict the use case can answer, a lost connection the database being
//! unavailable, everything else stays `Unknown`.

use diesel::result::{DatabaseErrorKind, Error};
use shop_ports::StoreError;

pub(crate) fn store_error(error: Error) -> StoreError {
    match error {
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
            StoreError::Conflict(info.constraint_name().unwrap_or(info.message()).to_owned())
        }
        Error::DatabaseError(DatabaseErrorKind::ClosedConnection, info) => {
            StoreError::Unavailable(info.message().to_owned())
        }
        Error::DatabaseError(_, info) if connection_lost(info.message()) => {
            StoreError::Unavailable(info.message().to_owned())
        }
        Error::DatabaseError(_, info) if disk_full(info.message()) => {
            StoreError::Full(info.message().to_owned())
        }
        other => StoreError::Unknown(anyhow::Error::new(other)),
    }
}

/// Whether PostgreSQL's (or libpq's) message says the connection went away:
/// a server shutting down (SQLSTATE 57P01 and its kin) or gone from the network.
fn connection_lost(message: &str) -> bool {
    const LOST: [&str; 6] = [
        "terminating connection",
        "server closed the connection",
        "the database system is shutting down",
        "the database system is starting up",
        "no connection to the server",
        "could not receive data from server",
    ];
    LOST.iter().any(|lost| message.contains(lost))
}

/// Whether SQLite's (SQLITE_FULL) or PostgreSQL's (SQLSTATE 53100) message
/// says the disk is full.
fn disk_full(message: &str) -> bool {
    const FULL: [&str; 3] = [
        "database or disk is full",
        "No space left on device",
        "could not extend file",
    ];
    FULL.iter().any(|full| message.contains(full))
}

/// `?`-friendly mapping of diesel results.
pub(crate) trait MapDb<T> {
    fn map_db(self) -> Result<T, StoreError>;
}

impl<T> MapDb<T> for Result<T, Error> {
    fn map_db(self) -> Result<T, StoreError> {
        self.map_err(store_error)
    }
}

/// A stored value that no longer parses into its domain type: the data is
/// broken, which is an infrastructure failure, never "not found".
pub(crate) fn corrupt(what: &str, detail: impl std::fmt::Display) -> StoreError {
    StoreError::Unknown(anyhow::anyhow!("stored {what} is invalid: {detail}"))
}

/// Row counts arrive as `i64` from the database.
pub(crate) fn count(raw: i64) -> u64 {
    u64::try_from(raw).unwrap_or(0)
}
