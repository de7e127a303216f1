//! What an operator watches: the shop's totals and waiting work, read from
//! its records, and its database connections.

use std::sync::Arc;

use shop_ports::{Store, StoreError, operations::OperationsFigures, read, store::PoolUsage};

#[derive(Clone)]
pub struct Operations {
    store: Arc<dyn Store>,
}

impl Operations {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self { store }
    }

    /// The pool as it was before this read took a connection of it, and the totals.
    ///
    /// # Errors
    /// [`StoreError`] when the database cannot be read.
    pub async fn figures(&self) -> Result<(OperationsFigures, PoolUsage), StoreError> {
        let pool = self.store.pool_usage();
        let figures = read(&*self.store, |repos| repos.operations().figures()).await?;
        Ok((figures, pool))
    }
}
