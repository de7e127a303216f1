//! The days the shop does not produce, set in the back office.

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::working_days::Closure;

use crate::StoreError;

/// A saved closure and its id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredClosure {
    pub id: i64,
    pub closure: Closure,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ClosureRepository {
    /// The closures that end on or after `from`, by their first day.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn ending_from(&mut self, from: NaiveDate) -> Result<Vec<StoredClosure>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn add(&mut self, closure: &Closure, at: NaiveDateTime) -> Result<StoredClosure, StoreError>;

    /// `false` when there is no such closure.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn remove(&mut self, id: i64) -> Result<bool, StoreError>;
}
