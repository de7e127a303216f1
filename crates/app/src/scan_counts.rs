//! Scans of short links, counted in memory and written in batches: the
//! redirect writes nothing to the database, and a batch only ever adds to
//! the stored counts, so instances flushing at the same time lose and double
//! nothing. A batch that fails stays in memory for the next flush.

use std::{
    collections::HashMap,
    mem,
    sync::{Arc, Mutex, PoisonError},
};

use chrono::NaiveDateTime;
use shop_domain::{
    berlin::berlin_day,
    qr_link::{DeviceClass, ShortCode},
};
use shop_ports::{Store, StoreError, TxError, qr_links::ScanKey, transaction};

/// How often a batch that met another instance's first row is tried again.
const ATTEMPTS: usize = 3;

#[derive(Clone, Default)]
pub struct ScanCounter {
    pending: Arc<Mutex<HashMap<ScanKey, u64>>>,
}

impl ScanCounter {
    pub fn new() -> Self {
        Self::default()
    }

    /// One scan of `code` at `at` from a `device`.
    pub fn count(&self, code: ShortCode, device: DeviceClass, at: NaiveDateTime) {
        let key = ScanKey {
            code,
            day: berlin_day(at),
            device,
        };
        *self
            .pending
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(key)
            .or_default() += 1;
    }

    /// Scans counted and not written yet.
    pub fn pending(&self) -> u64 {
        self.pending
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .values()
            .sum()
    }

    /// Writes what was counted since the last flush; returns how many scans.
    ///
    /// # Errors
    /// Storage failure; the scans stay counted for the next flush.
    pub async fn flush(&self, store: &dyn Store) -> Result<u64, StoreError> {
        let batch: Vec<(ScanKey, u64)> =
            mem::take(&mut *self.pending.lock().unwrap_or_else(PoisonError::into_inner))
                .into_iter()
                .collect();
        if batch.is_empty() {
            return Ok(0);
        }
        let scans = batch.iter().map(|(_, n)| n).sum();
        let mut outcome = Err(StoreError::RolledBack);
        for _ in 0..ATTEMPTS {
            let attempt = batch.clone();
            outcome = transaction(store, move |repos| {
                repos
                    .qr_links()
                    .add_scans(&attempt)
                    .map_err(TxError::<std::convert::Infallible>::Store)
            })
            .await
            .map_err(|error| match error {
                TxError::Store(store) => store,
                TxError::Rule(never) => match never {},
            });
            // A conflict means another instance wrote a first row meanwhile: the whole batch rolled back.
            if !matches!(outcome, Err(StoreError::Conflict(_))) {
                break;
            }
        }
        match outcome {
            Ok(()) => Ok(scans),
            Err(error) => {
                let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
                for (key, n) in batch {
                    *pending.entry(key).or_default() += n;
                }
                Err(error)
            }
        }
    }
}
