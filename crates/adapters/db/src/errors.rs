//! Translating diesel's errors into the port's: a unique violation becomes a
//! conflict the use case can answer, everything else stays `Unknown`.

use diesel::result::{DatabaseErrorKind, Error};
use shop_ports::StoreError;

pub(crate) fn store_error(error: Error) -> StoreError {
    match error {
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
            StoreError::Conflict(info.constraint_name().unwrap_or(info.message()).to_owned())
        }
        other => StoreError::Unknown(anyhow::Error::new(other)),
    }
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
