//! SQLite admits one writer at a time: this process's writers take turns
//! before `BEGIN IMMEDIATE` instead of meeting a locked file and sleeping in
//! SQLite's busy handler, and a writer waiting its turn holds no connection,
//! so reads go on while writes queue. Reads wait for a connection as futures,
//! in the order they came, within one deadline: many queue behind a busy pool
//! without a thread each, and a pool that stays busy answers "unavailable"
//! instead of hanging.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{sync::mpsc, time::Duration};

use diesel::RunQueryDsl;
use shop_db::{DbStore, scratch::ScratchDatabase};
use shop_ports::{StoreError, messages::NewMessage, read, write};

fn message(n: i32) -> NewMessage {
    NewMessage {
        name: format!("Name {n}"),
        email: "m@example.de".into(),
        phone: "0170 1".into(),
        message: "Hallo".into(),
        created_at: chrono::NaiveDate::from_ymd_opt(2026, 12, 7)
            .unwrap()
            .and_hms_opt(9, 0, 0)
            .unwrap(),
    }
}

/// A write that has begun and holds its connection (and the writers' turn)
/// until `release` is sent.
async fn hold_a_write(
    store: &DbStore,
) -> (
    mpsc::Sender<()>,
    tokio::task::JoinHandle<Result<(), StoreError>>,
) {
    let (release, held) = mpsc::channel::<()>();
    let (entered, has_entered) = tokio::sync::oneshot::channel();
    let writer = tokio::spawn({
        let store = store.clone();
        async move {
            write(&store, move |_repos| {
                entered.send(()).unwrap();
                held.recv().unwrap();
                Ok(())
            })
            .await
        }
    });
    has_entered.await.unwrap();
    (release, writer)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn waiting_writers_hold_no_connection_and_all_commit() {
    let database = ScratchDatabase::sqlite();
    // Two connections: one for the writer holding the turn, one for the rest.
    let store = DbStore::connect(database.url().clone(), 2).await.unwrap();

    let (release, first) = hold_a_write(&store).await;
    // Eight more writers queue behind the first; each would hold a connection
    // while waiting if it took one before its turn.
    let queued: Vec<_> = (0..8)
        .map(|n| {
            let store = store.clone();
            tokio::spawn(async move {
                write(&store, move |repos| repos.messages().insert(&message(n))).await
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(200)).await;

    // A read still gets the second connection at once.
    let read_while_queued = tokio::time::timeout(
        Duration::from_secs(2),
        read(&store, |repos| repos.products().list_all()),
    )
    .await;
    release.send(()).unwrap();
    first.await.unwrap().unwrap();
    for writer in queued {
        writer.await.unwrap().unwrap();
    }

    assert!(
        matches!(read_while_queued, Ok(Ok(_))),
        "a read waited behind queued writers: {:?}",
        read_while_queued.map(|answer| answer.map(|products| products.len()))
    );
    let count: Vec<Count> = diesel::sql_query("SELECT COUNT(*) AS n FROM messages")
        .load(&mut store.pool().get().unwrap())
        .unwrap();
    assert_eq!(count[0].n, 8);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_queued_behind_a_busy_pool_all_complete_once_it_frees() {
    let database = ScratchDatabase::sqlite();
    let store = DbStore::connect(database.url().clone(), 1).await.unwrap();
    let (release, holder) = hold_a_write(&store).await;

    let queued: Vec<_> = (0..64)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move { read(&store, |repos| repos.products().list_all()).await })
        })
        .collect();
    tokio::task::yield_now().await;
    release.send(()).unwrap();
    holder.await.unwrap().unwrap();

    for reader in queued {
        reader.await.unwrap().expect("a queued read failed");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pool_that_stays_busy_answers_unavailable_within_the_wait() {
    let database = ScratchDatabase::sqlite();
    let store = DbStore::connect(database.url().clone(), 1).await.unwrap();
    let (release, holder) = hold_a_write(&store).await;

    // Well past the 3 s wait for a connection: the read must have given up by then.
    let answer = tokio::time::timeout(
        Duration::from_secs(10),
        read(&store, |repos| repos.products().list_all()),
    )
    .await
    .expect("the read hung instead of giving up");
    release.send(()).unwrap();
    holder.await.unwrap().unwrap();

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

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}
