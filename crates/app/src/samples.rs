//! Looking up a finished design by its sample number.

use std::sync::Arc;

use shop_domain::{Sample, SampleNumber};
use shop_ports::{Store, StoreError, read};

#[derive(Debug, thiserror::Error)]
pub enum SampleLookupError {
    #[error("Es wurde kein passendes Muster gefunden für: {0}")]
    NotFound(String),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Clone)]
pub struct Samples {
    store: Arc<dyn Store>,
}

impl Samples {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self { store }
    }

    /// # Errors
    /// [`SampleLookupError::NotFound`] naming the number that was asked for.
    pub async fn by_number(&self, number: SampleNumber) -> Result<Sample, SampleLookupError> {
        let shown = number.as_str().to_owned();
        read(&*self.store, move |repos| {
            repos.samples().find_by_number(&number)
        })
        .await?
        .ok_or(SampleLookupError::NotFound(shown))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use shop_domain::SampleNumber;
    use shop_ports::testing::MockRepos;

    use super::{SampleLookupError, Samples};

    #[tokio::test]
    async fn unknown_number_is_reported_with_the_number() {
        let mut repos = MockRepos::default();
        repos
            .samples
            .expect_find_by_number()
            .returning(|_| Ok(None));
        let samples = Samples::new(Arc::new(repos.into_store()));

        let error = samples
            .by_number(SampleNumber::parse("MN-9").unwrap())
            .await
            .unwrap_err();

        assert!(matches!(&error, SampleLookupError::NotFound(n) if n == "MN-9"));
        assert_eq!(
            error.to_string(),
            "Es wurde kein passendes Muster gefunden für: MN-9"
        );
    }
}
