//! What handlers share: the use cases, wired to the adapters at start.

use std::sync::Arc;

use shop_app::{Accounts, Catalog, Samples};
use shop_ports::Store;

#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub catalog: Catalog,
    pub samples: Samples,
    pub accounts: Accounts,
}

impl AppState {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self {
            catalog: Catalog::new(Arc::clone(&store)),
            samples: Samples::new(Arc::clone(&store)),
            accounts: Accounts::new(Arc::clone(&store)),
            store,
        }
    }
}
