//! The back office's order list, page after page by cursor (keyset), on
//! SQLite and on PostgreSQL alike: the pages neither skip nor repeat an
//! order while new orders arrive, and in either sort they list exactly what
//! one long page lists.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use chrono::NaiveDateTime;
use diesel::RunQueryDsl;
use shop_db::DbStore;
use shop_ports::{
    PageRequest,
    orders::{BackOfficeFrom, BackOfficeKey, BackOfficePage, BackOfficeSort},
    read,
};

fn at(raw: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(raw, "%Y-%m-%d %H:%M").unwrap()
}

/// A listed order in `status`, paid, promised to ship on `ship_on`; its id.
async fn listed_order(store: &DbStore, status: &str, ship_on: &str) -> i64 {
    let id = support::card_order(store, None, at("2026-12-01 10:00"))
        .await
        .id
        .get();
    diesel::sql_query(format!(
        "UPDATE orders SET payment_status = 'Paid', order_status = '{status}', \
         listed_in_back_office = TRUE, paid_at = '2026-12-01 10:00:00', \
         shipping_date = '{ship_on}' WHERE id = {id}"
    ))
    .execute(&mut store.pool().get().unwrap())
    .unwrap();
    id
}

async fn page(
    store: &DbStore,
    from: BackOfficeFrom,
    sort: BackOfficeSort,
) -> BackOfficePage<shop_domain::Order> {
    read(store, move |repos| {
        repos.orders().list_back_office(from, sort)
    })
    .await
    .unwrap()
}

fn ids(page: &BackOfficePage<shop_domain::Order>) -> Vec<i64> {
    page.items.iter().map(|order| order.id.get()).collect()
}

/// Every page from the first by cursor, `limit` orders each, calling
/// `between` after each page; the ids in the order listed.
async fn walk<F: AsyncFnMut()>(
    store: &DbStore,
    sort: BackOfficeSort,
    limit: u32,
    mut between: F,
) -> Vec<i64> {
    let mut seen = Vec::new();
    let mut current = page(
        store,
        BackOfficeFrom::Page(PageRequest::new(Some(1), Some(limit), limit)),
        sort,
    )
    .await;
    loop {
        assert!(current.items.len() <= limit as usize);
        seen.extend(ids(&current));
        let Some(last) = current.next else {
            return seen;
        };
        assert_eq!(
            Some(last),
            current
                .items
                .last()
                .map(|order| BackOfficeKey::of(order, sort)),
            "the cursor names the page's last order"
        );
        between().await;
        current = page(store, BackOfficeFrom::After { last, limit }, sort).await;
    }
}

async fn keyset_pages_neither_skip_nor_repeat_while_orders_arrive(store: DbStore) {
    let mut before = Vec::new();
    for _ in 0..7 {
        before.push(listed_order(&store, "Processing", "2026-12-15").await);
    }
    before.reverse();
    let mut arrived = Vec::new();
    let seen = walk(&store, BackOfficeSort::Newest, 2, async || {
        arrived.push(listed_order(&store, "Processing", "2026-12-15").await);
    })
    .await;

    assert_eq!(
        seen, before,
        "each order once, newest first, none of the new ones"
    );
    assert_eq!(arrived.len(), 3);
    // The first page now starts with the orders that arrived.
    let first = page(
        &store,
        BackOfficeFrom::Page(PageRequest::new(Some(1), Some(3), 3)),
        BackOfficeSort::Newest,
    )
    .await;
    assert_eq!(
        ids(&first),
        arrived.iter().rev().copied().collect::<Vec<_>>()
    );
}

async fn cursor_pages_list_what_one_page_lists_in_either_sort(store: DbStore) {
    // Two on the same promised day: the tie goes by id, newest first.
    listed_order(&store, "Approved", "2026-12-18").await;
    listed_order(&store, "Shipped", "2026-12-01").await;
    listed_order(&store, "Processing", "2026-12-15").await;
    listed_order(&store, "InProduction", "2026-12-15").await;
    listed_order(&store, "Cancelled", "2026-12-02").await;
    listed_order(&store, "Processing", "2026-12-21").await;
    listed_order(&store, "Delivered", "2026-12-03").await;

    for sort in [BackOfficeSort::Newest, BackOfficeSort::ShipBy] {
        let whole = page(
            &store,
            BackOfficeFrom::Page(PageRequest::new(Some(1), Some(100), 100)),
            sort,
        )
        .await;
        assert_eq!(whole.next, None, "one page holds them all");
        for limit in [1, 2, 3] {
            assert_eq!(
                walk(&store, sort, limit, async || {}).await,
                ids(&whole),
                "{sort:?} by {limit}"
            );
        }
        // The second page by number is the page after the first one's cursor.
        let first = page(
            &store,
            BackOfficeFrom::Page(PageRequest::new(Some(1), Some(3), 3)),
            sort,
        )
        .await;
        let second = page(
            &store,
            BackOfficeFrom::Page(PageRequest::new(Some(2), Some(3), 3)),
            sort,
        )
        .await;
        let after = page(
            &store,
            BackOfficeFrom::After {
                last: first.next.unwrap(),
                limit: 3,
            },
            sort,
        )
        .await;
        assert_eq!(ids(&after), ids(&second), "{sort:?}");
    }
}

on_both_backends!(
    keyset_pages_neither_skip_nor_repeat_while_orders_arrive,
    cursor_pages_list_what_one_page_lists_in_either_sort,
);
