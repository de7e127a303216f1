//! Reports the back office files with the tax office: the Zusammenfassende
//! Meldung of a month or quarter.

use std::sync::Arc;

use shop_domain::zm::{ZmPeriod, zm_csv, zm_rows};
use shop_ports::{Store, StoreError, read};

#[derive(Clone)]
pub struct Reports {
    store: Arc<dyn Store>,
}

impl Reports {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self { store }
    }

    /// The ZM of `period` as the BZSt's CSV upload takes it: one row per
    /// buyer USt-IdNr. of the period's tax-exempt supplies.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn zm_csv(&self, period: ZmPeriod) -> Result<String, StoreError> {
        let documents = read(&*self.store, move |repos| {
            repos
                .invoices()
                .intra_community_documents(period.from, period.to)
        })
        .await?;
        Ok(zm_csv(&zm_rows(&documents)))
    }
}
