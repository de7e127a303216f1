//! Slowing down repeated attempts: a bucket (an account, a client address)
//! may see at most `max` events within `window`.

use std::sync::Arc;

use chrono::TimeDelta;
use shop_ports::{
    Store, StoreError, TxError, clock::Clock, throttle::ThrottleEventId, transaction,
};

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

/// The events one admitted attempt counted.
#[derive(Debug)]
#[must_use = "an admission is either kept (counted) or forgiven"]
pub struct Admission {
    events: Vec<ThrottleEventId>,
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

    /// Counts one attempt in every bucket, or refuses it (counting nothing)
    /// when a bucket is full. Check and count are one transaction and the
    /// buckets are locked in it, so a burst of parallel attempts gets at
    /// most the limit through, on every instance.
    ///
    /// # Errors
    /// [`ThrottleError::Throttled`] with the wait that lifts it.
    pub async fn admit(&self, buckets: &[(String, Limit)]) -> Result<Admission, ThrottleError> {
        let now = self.clock.now();
        let mut buckets = buckets.to_vec();
        // One order for the locks, so two attempts never wait on each other crosswise.
        buckets.sort_by(|a, b| a.0.cmp(&b.0));
        transaction(&*self.store, move |repos| {
            let mut waits = Vec::new();
            for (bucket, limit) in &buckets {
                repos.throttle().lock(bucket)?;
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
            if let Some(retry_after_secs) = waits.into_iter().max() {
                return Err(TxError::Rule(ThrottleError::Throttled { retry_after_secs }));
            }
            let mut events = Vec::with_capacity(buckets.len());
            for (bucket, _) in &buckets {
                events.push(repos.throttle().record(bucket, now)?);
            }
            Ok(Admission { events })
        })
        .await
        .map_err(|error| match error {
            TxError::Rule(throttled) => throttled,
            TxError::Store(store) => ThrottleError::Unknown(store),
        })
    }

    /// Takes an admitted attempt back: it proved harmless (a right password).
    ///
    /// # Errors
    /// Storage failure.
    pub async fn forgive(&self, admission: Admission) -> Result<(), StoreError> {
        transaction(&*self.store, move |repos| {
            Ok(repos.throttle().remove(&admission.events)?)
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
    use shop_ports::{clock::MockClock, testing::MockRepos, throttle::ThrottleEventId};

    use super::{Limit, Throttle, ThrottleError};

    fn now() -> chrono::NaiveDateTime {
        chrono::DateTime::UNIX_EPOCH.naive_utc() + TimeDelta::hours(1)
    }

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        Arc::new(clock)
    }

    #[tokio::test]
    async fn a_full_bucket_is_refused_until_its_oldest_event_ages_out_and_nothing_is_counted() {
        let mut repos = MockRepos::default();
        repos.throttle.expect_lock().returning(|_| Ok(()));
        repos
            .throttle
            .expect_count_since()
            .returning(move |_, _| Ok((5, Some(now() - TimeDelta::minutes(10)))));
        repos.throttle.expect_record().never();
        let throttle = Throttle::new(Arc::new(repos.into_store()), clock());

        let result = throttle
            .admit(&[(
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
    async fn an_attempt_below_the_limits_is_counted_in_every_bucket_after_locking_it() {
        let mut repos = MockRepos::default();
        let mut sequence = mockall::Sequence::new();
        for bucket in ["a", "b"] {
            repos
                .throttle
                .expect_lock()
                .withf(move |locked| locked == bucket)
                .times(1)
                .in_sequence(&mut sequence)
                .returning(|_| Ok(()));
            repos
                .throttle
                .expect_count_since()
                .times(1)
                .in_sequence(&mut sequence)
                .returning(|_, _| Ok((4, None)));
        }
        repos
            .throttle
            .expect_record()
            .times(2)
            .returning(|_, _| Ok(ThrottleEventId(7)));
        let throttle = Throttle::new(Arc::new(repos.into_store()), clock());
        let limit = Limit::new(5, TimeDelta::minutes(15));

        // Given in reverse: locks are always taken in one order.
        let result = throttle
            .admit(&[("b".into(), limit), ("a".into(), limit)])
            .await;

        assert!(result.is_ok());
    }
}
