//! The samples a restaurant names by their number, kept by the back office.

use shop_domain::{Sample, SampleId};
use shop_ports::{Page, PageRequest, StoreError, TxError, read, samples::NewSample, transaction};

use super::BackOffice;

#[derive(Debug, thiserror::Error)]
pub enum SampleError {
    #[error("Die Musternummer {0} ist bereits vergeben")]
    Duplicate(String),
    #[error("Die Probe wurde nicht gefunden")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

impl BackOffice {
    /// # Errors
    /// Storage failure.
    pub async fn samples(&self, page: PageRequest) -> Result<Page<Sample>, StoreError> {
        read(&*self.store, move |repos| repos.samples().list_page(page)).await
    }

    /// # Errors
    /// [`SampleError::Duplicate`] when the number is taken.
    pub async fn add_sample(&self, sample: NewSample) -> Result<Sample, SampleError> {
        let number = sample.muster_number.as_str().to_owned();
        transaction(&*self.store, move |repos| {
            if repos
                .samples()
                .find_by_number(&sample.muster_number)?
                .is_some()
            {
                return Err(TxError::Rule(SampleError::Duplicate(
                    sample.muster_number.as_str().to_owned(),
                )));
            }
            Ok(repos.samples().insert(&sample)?)
        })
        .await
        .map_err(|error| match error {
            TxError::Rule(rule) => rule,
            TxError::Store(StoreError::Conflict(_)) => SampleError::Duplicate(number),
            TxError::Store(store) => SampleError::Unknown(store),
        })
    }

    /// # Errors
    /// [`SampleError::NotFound`] when there is no such sample.
    pub async fn delete_sample(&self, id: SampleId) -> Result<(), SampleError> {
        let deleted = transaction(&*self.store, move |repos| {
            repos
                .samples()
                .delete(id)
                .map_err(TxError::<std::convert::Infallible>::Store)
        })
        .await
        .map_err(|error| match error {
            TxError::Store(store) => SampleError::Unknown(store),
            TxError::Rule(never) => match never {},
        })?;
        if deleted {
            Ok(())
        } else {
            Err(SampleError::NotFound)
        }
    }
}
