//! Which uploads exist with their pixel size: an order's logo must be one
//! of them, sharp enough for print, and the ones nothing came to use are
//! deleted.

use chrono::NaiveDateTime;

use crate::{StoreError, images::ImageSize};

/// A stored upload as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedUpload {
    pub url: String,
    /// `None` for uploads recorded before sizes were kept.
    pub size: Option<ImageSize>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait UploadRepository {
    /// Records an upload of `bytes` bytes.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record(
        &mut self,
        upload: &RecordedUpload,
        bytes: u64,
        at: NaiveDateTime,
    ) -> Result<(), StoreError>;

    /// The bytes of all uploads no order line, sample or product refers to.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn unreferenced_bytes(&mut self) -> Result<u64, StoreError>;

    /// The upload stored under `url`, if the shop made it and still keeps it.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, url: &str) -> Result<Option<RecordedUpload>, StoreError>;

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
