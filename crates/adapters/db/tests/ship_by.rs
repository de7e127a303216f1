//! The back office's 'Versand bis' on SQLite and on PostgreSQL alike: the
//! orders still to ship come first, by their promised shipping day; the
//! shipped orders of a period come back with their promised day; a new
//! closure's preview finds the orders still to ship from its first day; and
//! an express surcharge is stored with its order and given back once.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::RunQueryDsl;
use shop_db::DbStore;
use shop_ports::{
    PageRequest,
    orders::{BackOfficeFrom, BackOfficePage, BackOfficeSort},
    read,
};

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
            repos.orders().list_back_office(
                BackOfficeFrom::Page(PageRequest::new(Some(1), None, 8)),
                sort,
            )
        })
    };
    let ids = |page: BackOfficePage<shop_domain::Order>| {
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

async fn the_orders_still_to_ship_from_a_day_are_found_by_promised_day(store: DbStore) {
    let _shipped = promised_order(&store, "Shipped", "2026-12-28").await;
    let _before = promised_order(&store, "Approved", "2026-12-22").await;
    let later = promised_order(&store, "Processing", "2026-12-29").await;
    let sooner = promised_order(&store, "InProduction", "2026-12-24").await;
    let _cancelled = promised_order(&store, "Cancelled", "2026-12-28").await;

    let found = read(&store, |repos| {
        repos.orders().to_ship_promised_from(day("2026-12-24"))
    })
    .await
    .unwrap();

    assert_eq!(
        found.iter().map(|order| order.id.get()).collect::<Vec<_>>(),
        [sooner, later]
    );
}

async fn an_express_surcharge_is_stored_with_its_order_and_given_back_once(store: DbStore) {
    let express = support::card_order_shaped(&store, None, at("2026-12-01 10:00"), |order| {
        order.with_express(shop_domain::express::DEFAULT_SURCHARGE)
    })
    .await;
    let plain = support::card_order(&store, None, at("2026-12-01 10:00")).await;
    assert_eq!(
        express.express,
        Some(shop_domain::express::Express::ordered(
            shop_domain::Cents::new(2_990)
        ))
    );
    assert_eq!(express.totals.net, shop_domain::Cents::new(4_990 + 2_990));

    let (id, other) = (express.id, plain.id);
    let marks = shop_ports::write(&store, move |repos| {
        Ok::<_, shop_ports::StoreError>([
            repos
                .orders()
                .mark_express_refunded(id, at("2026-12-18 09:00"), "re_1")?,
            repos
                .orders()
                .mark_express_refunded(id, at("2026-12-18 09:01"), "re_2")?,
            repos
                .orders()
                .mark_express_refunded(other, at("2026-12-18 09:00"), "re_3")?,
        ])
    })
    .await
    .unwrap();
    let found = read(&store, move |repos| repos.orders().find(id))
        .await
        .unwrap()
        .unwrap();

    assert_eq!(
        marks,
        [true, false, false],
        "once, and only with a surcharge"
    );
    assert_eq!(
        found.express.and_then(|express| express.refunded_at),
        Some(at("2026-12-18 09:00"))
    );
    let plain_found = read(&store, move |repos| repos.orders().find(other))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(plain_found.express, None);
}

on_both_backends!(
    orders_still_to_ship_come_first_by_their_promised_day,
    the_orders_still_to_ship_from_a_day_are_found_by_promised_day,
    an_express_surcharge_is_stored_with_its_order_and_given_back_once,
);
