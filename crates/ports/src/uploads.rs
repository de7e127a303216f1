//! Which uploads exist, so the ones nothing came to use can be deleted.

use chrono::NaiveDateTime;

use crate::StoreError;

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait UploadRepository {
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record(&mut self, url: &str, at: NaiveDateTime) -> Result<(), StoreError>;

    /// Up to `limit` uploads made before `before` that no order line, sample
    /// or product refers to.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn unreferenced_before(
        &mut self,
        before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<String>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn forget(&mut self, url: &str) -> Result<(), StoreError>;
}
