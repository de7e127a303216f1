//! Time, so use cases can be tested at any instant.

use chrono::{NaiveDateTime, Utc};

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Clock: Send + Sync {
    /// The current time in UTC.
    fn now(&self) -> NaiveDateTime;
}

/// The real clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> NaiveDateTime {
        Utc::now().naive_utc()
    }
}
