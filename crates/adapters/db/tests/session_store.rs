//! The tower-sessions store on the database: records survive a new store
//! instance (a restart) and expire.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use shop_db::DbSessionStore;
use tower_sessions_core::{
    SessionStore,
    session::{Id, Record},
};

fn record(expires_in: time::Duration) -> Record {
    let mut data = std::collections::HashMap::new();
    data.insert("redirect".to_owned(), serde_json::json!("/checkout"));
    data.insert("note".to_owned(), serde_json::json!("Grüße"));
    Record {
        id: Id::default(),
        data,
        expiry_date: time::OffsetDateTime::now_utc() + expires_in,
    }
}

async fn round_trip(db: support::TestDb) {
    let store = DbSessionStore::new(db.store.clone());
    let mut created = record(time::Duration::hours(1));
    store.create(&mut created).await.unwrap();

    let restarted = DbSessionStore::new(db.store.clone());
    let loaded = restarted.load(&created.id).await.unwrap().unwrap();
    assert_eq!(loaded.data, created.data);
    assert!((loaded.expiry_date - created.expiry_date).abs() < time::Duration::seconds(1));

    restarted.delete(&created.id).await.unwrap();
    assert!(store.load(&created.id).await.unwrap().is_none());

    let mut expired = record(-time::Duration::minutes(1));
    store.create(&mut expired).await.unwrap();
    assert!(store.load(&expired.id).await.unwrap().is_none());
    assert_eq!(store.delete_expired().await.unwrap(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_round_trip_on_sqlite() {
    round_trip(support::sqlite().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_round_trip_on_postgres() {
    if let Some(db) = support::postgres().await {
        round_trip(db).await;
    }
}
