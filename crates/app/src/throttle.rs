//! Slowing down repeated attempts: a bucket (an account, a client address)
//! may see at most `max` events within `window`.

use std::sync::Arc;

use chrono::TimeDelta;
use shop_ports::{Store, StoreError, TxError, clock::Clock, read, transaction};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub max: u64,
    pub window: TimeDelta,
}

impl Limit {
    pub const fn new(max: u64, window: TimeDelta) -> Self {
        Self { max, window }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ThrottleError {
    #[error("Zu viele Versuche. Bitte versuchen Sie es später erneut.")]
    Throttled {
        /// Seconds until the oldest counted event leaves the window.
        retry_after_secs: u64,
    },
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

#[derive(Clone)]
pub struct Throttle {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

fn into_store(error: TxError<std::convert::Infallible>) -> StoreError {
    match error {
        TxError::Store(store) => store,
        TxError::Rule(never) => match never {},
    }
}

impl Throttle {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self { store, clock }
    }

    /// Refuses when any bucket has reached its limit.
    ///
    /// # Errors
    /// [`ThrottleError::Throttled`] with the wait that lifts it.
    pub async fn check(&self, buckets: &[(String, Limit)]) -> Result<(), ThrottleError> {
        let now = self.clock.now();
        let buckets = buckets.to_vec();
        let waits = read(&*self.store, move |repos| {
            let mut waits = Vec::new();
            for (bucket, limit) in &buckets {
                let (events, oldest) = repos.throttle().count_since(bucket, now - limit.window)?;
                if events >= limit.max {
                    let lifts_at = oldest.unwrap_or(now) + limit.window;
                    waits.push(
                        u64::try_from((lifts_at - now).num_seconds())
                            .unwrap_or(0)
                            .max(1),
                    );
                }
            }
            Ok(waits)
        })
        .await?;
        match waits.into_iter().max() {
            Some(retry_after_secs) => Err(ThrottleError::Throttled { retry_after_secs }),
            None => Ok(()),
        }
    }

    /// Counts one event in each bucket.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn record(&self, buckets: &[String]) -> Result<(), StoreError> {
        let now = self.clock.now();
        let buckets = buckets.to_vec();
        transaction(&*self.store, move |repos| {
            for bucket in &buckets {
                repos.throttle().record(bucket, now)?;
            }
            Ok(())
        })
        .await
        .map_err(into_store)
    }

    /// # Errors
    /// Storage failure.
    pub async fn clear(&self, bucket: String) -> Result<(), StoreError> {
        transaction(&*self.store, move |repos| {
            Ok(repos.throttle().clear(&bucket)?)
        })
        .await
        .map_err(into_store)
    }

    /// Drops events older than a day (no limit looks further back).
    ///
    /// # Errors
    /// Storage failure.
    pub async fn purge_old(&self) -> Result<u64, StoreError> {
        let before = self.clock.now() - TimeDelta::days(1);
        transaction(&*self.store, move |repos| {
            Ok(repos.throttle().purge_before(before)?)
        })
        .await
        .map_err(into_store)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::TimeDelta;
    use shop_ports::{clock::MockClock, testing::MockRepos};

    use super::{Limit, Throttle, ThrottleError};

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| chrono::DateTime::UNIX_EPOCH.naive_utc() + TimeDelta::hours(1));
        Arc::new(clock)
    }

    #[tokio::test]
    async fn a_full_bucket_is_refused_until_its_oldest_event_ages_out() {
        let mut repos = MockRepos::default();
        let now = chrono::DateTime::UNIX_EPOCH.naive_utc() + TimeDelta::hours(1);
        repos
            .throttle
            .expect_count_since()
            .returning(move |_, _| Ok((5, Some(now - TimeDelta::minutes(10)))));
        let throttle = Throttle::new(Arc::new(repos.into_store()), clock());

        let result = throttle
            .check(&[(
                "sign-in:account:a@b.de".into(),
                Limit::new(5, TimeDelta::minutes(15)),
            )])
            .await;

        assert!(matches!(
            result,
            Err(ThrottleError::Throttled {
                retry_after_secs: 300
            })
        ));
    }

    #[tokio::test]
    async fn a_bucket_below_its_limit_passes() {
        let mut repos = MockRepos::default();
        repos
            .throttle
            .expect_count_since()
            .returning(|_, _| Ok((4, None)));
        let throttle = Throttle::new(Arc::new(repos.into_store()), clock());

        let result = throttle
            .check(&[("x".into(), Limit::new(5, TimeDelta::minutes(15)))])
            .await;

        assert!(result.is_ok());
    }
}
