//! Units of work wait for a pooled connection as futures, in the order they
//! came, and all the waiting shares one deadline: many requests queue behind
//! a busy pool without a thread each, and a pool that stays busy answers
//! "unavailable" instead of hanging.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{sync::mpsc, time::Duration};

use shop_db::{DbStore, scratch::ScratchDatabase};
use shop_ports::{StoreError, read, write};

/// A write that holds the store's only connection until `release` is sent.
async fn hold_the_only_connection(
    store: &DbStore,
) -> (mpsc::Sender<()>, tokio::task::JoinHandle<()>) {
    let (release, held) = mpsc::channel::<()>();
    let (entered, has_entered) = tokio::sync::oneshot::channel();
    let holder = tokio::spawn({
        let store = store.clone();
        async move {
            write(&store, move |_repos| {
                entered.send(()).unwrap();
                held.recv().unwrap();
                Ok(())
            })
            .await
            .unwrap();
        }
    });
    has_entered.await.unwrap();
    (release, holder)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_queued_behind_a_busy_pool_all_complete_once_it_frees() {
    let database = ScratchDatabase::sqlite();
    let store = DbStore::connect(database.url().clone(), 1).await.unwrap();
    let (release, holder) = hold_the_only_connection(&store).await;

    let queued: Vec<_> = (0..64)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move { read(&store, |repos| repos.products().list_all()).await })
        })
        .collect();
    tokio::task::yield_now().await;
    release.send(()).unwrap();
    holder.await.unwrap();

    for reader in queued {
        reader.await.unwrap().expect("a queued read failed");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pool_that_stays_busy_answers_unavailable_within_the_wait() {
    let database = ScratchDatabase::sqlite();
    let store = DbStore::connect(database.url().clone(), 1).await.unwrap();
    let (release, holder) = hold_the_only_connection(&store).await;

    // Well past the 3 s wait for a connection: the read must have given up by then.
    let answer = tokio::time::timeout(
        Duration::from_secs(10),
        read(&store, |repos| repos.products().list_all()),
    )
    .await
    .expect("the read hung instead of giving up");
    release.send(()).unwrap();
    holder.await.unwrap();

    assert!(
        matches!(answer, Err(StoreError::Unavailable(_))),
        "expected 'unavailable', got {:?}",
        answer.map(|products| products.len())
    );
    // The connection is back: the next read succeeds.
    read(&store, |repos| repos.products().list_all())
        .await
        .unwrap();
}
