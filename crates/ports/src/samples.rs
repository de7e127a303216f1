//! Finished designs customers can re-order by their sample number (Musternummer).

use shop_domain::{Sample, SampleId, SampleNumber};

use crate::{Page, PageRequest, StoreError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSample {
    pub muster_number: SampleNumber,
    pub restaurant_name: String,
    pub sample_image: String,
    pub created_at: chrono::NaiveDateTime,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SampleRepository {
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find_by_number(&mut self, number: &SampleNumber) -> Result<Option<Sample>, StoreError>;

    /// Newest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_page(&mut self, page: PageRequest) -> Result<Page<Sample>, StoreError>;

    /// # Errors
    /// [`StoreError::Conflict`] when the sample number exists.
    fn insert(&mut self, sample: &NewSample) -> Result<Sample, StoreError>;

    /// `false` when there was no such sample.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete(&mut self, id: SampleId) -> Result<bool, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn count(&mut self) -> Result<u64, StoreError>;
}
