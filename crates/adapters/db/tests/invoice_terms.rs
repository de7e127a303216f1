//! Pay on invoice's storage, on SQLite and on PostgreSQL alike: terms are
//! granted, replaced and withdrawn; customers are searched and paged; what
//! an account owes is the unpaid rest of its orders on invoice.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::RunQueryDsl;
use shop_db::DbStore;
use shop_domain::{
    Cents, Email, Role,
    invoice_terms::{InvoiceTerms, OverdueInvoice},
};
use shop_ports::{
    PageRequest, TxError, read, transaction,
    users::{NewUser, UserId},
};

fn at() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 12, 1)
        .unwrap()
        .and_hms_opt(10, 0, 0)
        .unwrap()
}

fn day(raw: &str) -> NaiveDate {
    NaiveDate::parse_from_str(raw, "%Y-%m-%d").unwrap()
}

async fn user(store: &DbStore, email: &str, company: &str, role: Role) -> UserId {
    let new = NewUser {
        email: Email::parse(email).unwrap(),
        company_name: company.into(),
        phone: "+49 170 1234567".into(),
        password_hash: "hash".into(),
        role,
        active: true,
        created_at: at(),
    };
    transaction(store, move |repos| {
        Ok::<_, TxError<()>>(repos.users().insert(&new)?)
    })
    .await
    .unwrap()
    .id
}

fn execute(store: &DbStore, sql: &str) {
    diesel::sql_query(sql)
        .execute(&mut store.pool().get().unwrap())
        .unwrap();
}

/// An order of `user` on invoice over `total` cents, due on `due_on`, with
/// its invoice `number`; its id.
async fn invoice_order(
    store: &DbStore,
    user: UserId,
    total: i64,
    due_on: &str,
    number: &str,
) -> i64 {
    let order = support::card_order(store, Some(user), at()).await;
    let id = order.id.get();
    execute(
        store,
        &format!(
            "UPDATE orders SET payment_method = 'invoice', payment_status = 'Invoiced', \
             total_cents = {total}, invoice_due_on = '{due_on}' WHERE id = {id}"
        ),
    );
    execute(
        store,
        &format!(
            "INSERT INTO invoices (number, order_id, kind, issued_on, xml, created_at, pdf) \
             VALUES ('{number}', {id}, 'invoice', '2026-12-01', '<x/>', '2026-12-01 10:00:00', '')"
        ),
    );
    id
}

async fn terms_are_granted_replaced_and_withdrawn(store: DbStore) {
    let roma = user(&store, "roma@example.de", "Pizzeria Roma", Role::Customer).await;
    let first = InvoiceTerms::parse(50_000, 14).unwrap();
    let second = InvoiceTerms::parse(100_000, 30).unwrap();
    transaction(&store, move |repos| {
        repos.invoice_terms().grant(roma, &first, at())?;
        repos.invoice_terms().grant(roma, &second, at())?;
        Ok::<_, TxError<()>>(())
    })
    .await
    .unwrap();

    let granted = read(&store, move |repos| repos.invoice_terms().terms_of(roma))
        .await
        .unwrap();
    assert_eq!(granted, Some(second), "the second grant replaces the first");
    let withdraw = || {
        transaction(&store, move |repos| {
            Ok::<_, TxError<()>>(repos.invoice_terms().withdraw(roma)?)
        })
    };
    assert!(withdraw().await.unwrap());
    assert!(!withdraw().await.unwrap(), "nothing left to withdraw");
    let gone = read(&store, move |repos| repos.invoice_terms().terms_of(roma))
        .await
        .unwrap();
    assert_eq!(gone, None);
}

async fn customers_are_searched_in_any_case_without_wildcards_and_paged(store: DbStore) {
    let roma = user(&store, "roma@example.de", "Pizzeria Roma", Role::Customer).await;
    user(
        &store,
        "luca@trattoria.de",
        "Trattoria 100% Luca",
        Role::Customer,
    )
    .await;
    user(&store, "bar@example.de", "Bar_Centrale", Role::Customer).await;
    user(&store, "chef@example.de", "PrimeCards", Role::Admin).await;
    let terms = InvoiceTerms::parse(50_000, 14).unwrap();
    transaction(&store, move |repos| {
        Ok::<_, TxError<()>>(repos.invoice_terms().grant(roma, &terms, at())?)
    })
    .await
    .unwrap();
    let search = |text: &'static str, page: u32| {
        read(&store, move |repos| {
            repos
                .invoice_terms()
                .customers(text, PageRequest::new(Some(page), Some(2), 20))
        })
    };

    let all = search("", 1).await.unwrap();
    assert_eq!(all.total, 3, "admins are no customers");
    let names: Vec<String> = all
        .items
        .iter()
        .map(|row| row.company_name.clone())
        .collect();
    assert_eq!(names, ["Bar_Centrale", "Pizzeria Roma"]);
    assert_eq!(all.items[1].terms, Some(terms));
    assert_eq!(all.items[0].terms, None);
    let second = search("", 2).await.unwrap();
    assert_eq!(second.items.len(), 1);

    assert_eq!(search("PIZZERIA", 1).await.unwrap().total, 1);
    assert_eq!(
        search("TRATTORIA.DE", 1).await.unwrap().total,
        1,
        "by e-mail"
    );
    assert_eq!(search("100%", 1).await.unwrap().total, 1);
    assert_eq!(
        search("%", 1).await.unwrap().total,
        1,
        "a % is a character, not a wildcard"
    );
    assert_eq!(search("_", 1).await.unwrap().total, 1, "so is _");
    assert_eq!(search("Nirgendwo", 1).await.unwrap().total, 0);
}

async fn an_account_owes_the_unpaid_rest_of_its_orders_on_invoice(store: DbStore) {
    let roma = user(&store, "roma@example.de", "Pizzeria Roma", Role::Customer).await;
    let other = user(&store, "luca@example.de", "Trattoria Luca", Role::Customer).await;
    let owes = |today: &'static str| {
        read(&store, move |repos| {
            repos.invoice_terms().open_of(roma, day(today))
        })
    };
    assert_eq!(owes("2026-12-16").await.unwrap(), Default::default());

    let paid_in_part = invoice_order(&store, roma, 59_500, "2026-12-15", "RE-2026-00012").await;
    invoice_order(&store, roma, 11_900, "2026-12-29", "RE-2026-00013").await;
    let cancelled = invoice_order(&store, roma, 30_000, "2026-12-10", "RE-2026-00014").await;
    invoice_order(&store, other, 99_900, "2026-12-01", "RE-2026-00015").await;
    execute(
        &store,
        &format!("UPDATE orders SET order_status = 'Cancelled' WHERE id = {cancelled}"),
    );
    execute(
        &store,
        &format!(
            "INSERT INTO invoice_payments (order_id, amount_cents, paid_on, note, booked_at) \
             VALUES ({paid_in_part}, 9500, '2026-12-10', 'Teilzahlung', '2026-12-10 09:00:00')"
        ),
    );

    let on_due_day = owes("2026-12-15").await.unwrap();
    assert_eq!(on_due_day.open, Cents::new(50_000 + 11_900));
    assert_eq!(
        on_due_day.overdue,
        Cents::new(0),
        "due today is not overdue"
    );
    assert_eq!(on_due_day.oldest_overdue, None);

    let after = owes("2026-12-16").await.unwrap();
    assert_eq!(after.overdue, Cents::new(50_000));
    assert_eq!(
        after.oldest_overdue,
        Some(OverdueInvoice {
            number: "RE-2026-00012".into(),
            due_on: day("2026-12-15"),
        })
    );

    // Paid in full: nothing of it is open or overdue any more.
    execute(
        &store,
        &format!("UPDATE orders SET payment_status = 'Paid' WHERE id = {paid_in_part}"),
    );
    let settled = owes("2026-12-16").await.unwrap();
    assert_eq!(settled.open, Cents::new(11_900));
    assert_eq!(settled.oldest_overdue, None);

    // Shipped late with express: the surcharge credited (29,90 € + 19 %) is no longer owed.
    let express = invoice_order(&store, roma, 35_580, "2026-12-30", "RE-2026-00016").await;
    execute(
        &store,
        &format!(
            "INSERT INTO order_express (order_id, surcharge_cents, refunded_at, refund_id) \
             VALUES ({express}, 2990, NULL, NULL)"
        ),
    );
    assert_eq!(
        owes("2026-12-16").await.unwrap().open,
        Cents::new(11_900 + 35_580)
    );
    execute(
        &store,
        &format!(
            "UPDATE order_express SET refunded_at = '2026-12-18 09:00:00', refund_id = '' \
             WHERE order_id = {express}"
        ),
    );
    assert_eq!(
        owes("2026-12-16").await.unwrap().open,
        Cents::new(11_900 + 35_580 - 3_558)
    );
}

on_both_backends!(
    terms_are_granted_replaced_and_withdrawn,
    customers_are_searched_in_any_case_without_wildcards_and_paged,
    an_account_owes_the_unpaid_rest_of_its_orders_on_invoice,
);
