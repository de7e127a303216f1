//! What handlers share: the use cases, wired to the adapters at start.

use std::sync::Arc;

use shop_app::{Accounts, Catalog, Samples, Throttle, Wishlist};
use shop_mail::GermanMailComposer;
use shop_ports::{Store, clock::SystemClock};

use crate::system::OsSecrets;

#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub catalog: Catalog,
    pub samples: Samples,
    pub accounts: Accounts,
    pub throttle: Throttle,
    pub wishlist: Wishlist,
}

impl AppState {
    /// `public_url` is the base of the links the server mails.
    ///
    /// # Errors
    /// Only if the accounts' timing dummy cannot be hashed.
    pub fn new(store: Arc<dyn Store>, public_url: &str) -> anyhow::Result<Self> {
        let clock = Arc::new(SystemClock);
        Ok(Self {
            catalog: Catalog::new(Arc::clone(&store)),
            samples: Samples::new(Arc::clone(&store)),
            accounts: Accounts::new(
                Arc::clone(&store),
                clock.clone(),
                Arc::new(OsSecrets),
                Arc::new(GermanMailComposer),
                public_url,
            )?,
            throttle: Throttle::new(Arc::clone(&store), clock.clone()),
            wishlist: Wishlist::new(Arc::clone(&store), clock),
            store,
        })
    }
}
