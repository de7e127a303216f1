//! The back office's 'Versand bis' on SQLite and on PostgreSQL alike: the
//! orders still to ship come first, by their promised shipping day; and the
//! shipped orders of a period come back with their promised day.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::RunQueryDsl;
use shop_db::DbStore;
use shop_ports::{PageRequest, orders::BackOfficeSort, read};

fn at(raw: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(raw, "%Y-%m-%d %H:%M").unwrap()
}

fn day(raw: &str) -> NaiveDate {
    NaiveDate::parse_from_str(raw, "%Y-%m-%d").unwrap()
}

fn execute(store: &DbStore, sql: &str) {
    diesel::sql_query(sql)
        .execute(&mut store.pool().get().unwrap())
        .unwrap();
}

/// A paid order in `status` promised to ship on `ship_on`; its id.
async fn promised_order(store: &DbStore, status: &str, ship_on: &str) -> i64 {
    let order = support::card_order(store, None, at("2026-12-01 10:00")).await;
    let id = order.id.get();
    let shipped = if status == "Shipped" {
        "'2026-12-10 09:00:00'"
    } else {
        "NULL"
    };
    execute(
        store,
        &format!(
            "UPDATE orders SET payment_status = 'Paid', order_status = '{status}', \
             listed_in_back_office = TRUE, paid_at = '2026-12-01 10:00:00', \
             shipping_date = '{ship_on}', shipped_at = {shipped} WHERE id = {id}"
        ),
    );
    id
}

async fn orders_still_to_ship_come_first_by_their_promised_day(store: DbStore) {
    let shipped = promised_order(&store, "Shipped", "2026-12-01").await;
    let later = promised_order(&store, "Approved", "2026-12-18").await;
    let sooner = promised_order(&store, "Processing", "2026-12-15").await;
    let cancelled = promised_order(&store, "Cancelled", "2026-12-02").await;

    let list = |sort| {
        read(&store, move |repos| {
            repos
                .orders()
                .list_back_office(PageRequest::new(Some(1), None, 8), sort)
        })
    };
    let ids = |page: shop_ports::Page<shop_domain::Order>| {
        page.items
            .iter()
            .map(|order| order.id.get())
            .collect::<Vec<_>>()
    };

    assert_eq!(
        ids(list(BackOfficeSort::ShipBy).await.unwrap()),
        [sooner, later, cancelled, shipped]
    );
    assert_eq!(
        ids(list(BackOfficeSort::Newest).await.unwrap()),
        [cancelled, sooner, later, shipped]
    );

    let since = read(&store, |repos| {
        repos.orders().shipped_since(at("2026-12-05 00:00"))
    })
    .await
    .unwrap();
    assert_eq!(since, [(Some(day("2026-12-01")), at("2026-12-10 09:00"))]);
    let none = read(&store, |repos| {
        repos.orders().shipped_since(at("2026-12-11 00:00"))
    })
    .await
    .unwrap();
    assert!(none.is_empty());
}

on_both_backends!(orders_still_to_ship_come_first_by_their_promised_day,);
