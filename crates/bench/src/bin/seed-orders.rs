//! Fills a shop database with paid orders for the back-office benchmark.
//!
//! Every order goes through the shop's own repositories (`shop-db`), so the
//! rows are exactly what checkout and fulfilment would have written: an
//! order priced from the catalogue's cards, one line, shipping data, and the
//! Pending → Paid step. Thousands of orders share one transaction, which is
//! what makes 100,000 of them take seconds instead of minutes.
//!
//! `seed-orders --database-url sqlite:///tmp/shop.db --orders 100000`

use std::time::Instant;

use anyhow::Context;
use chrono::{NaiveDateTime, TimeDelta, Utc};
use shop_bench::Flags;
use shop_db::{DatabaseUrl, DbStore};
use shop_domain::{
    CategoryId, LineForm, LogoRule, NewOrder, NewOrderLine, OrderType, Processing, Product,
    ShippingAddress, ShippingForm,
};
use shop_ports::{Store, StoreError, read};

/// Orders written per transaction.
const BATCH: usize = 2_000;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let url = DatabaseUrl::parse(flags.required("database-url")?)?;
    let wanted: usize = flags
        .required("orders")?
        .parse()
        .context("--orders must be a whole number")?;

    let store = DbStore::connect(url, 1).await?;
    let cards = read(&store, |repos| {
        repos.products().list_by_category(CategoryId::CARDS)
    })
    .await?;
    anyhow::ensure!(
        !cards.is_empty(),
        "the database has no cards: start the shop once with SHOP_DEMO_DATA=true"
    );

    let started = Instant::now();
    let now = Utc::now().naive_utc();
    let mut written = 0;
    while written < wanted {
        let batch = (written..wanted.min(written + BATCH))
            .map(|n| order(n, wanted, &cards, now))
            .collect::<anyhow::Result<Vec<_>>>()?;
        written += batch.len();
        store
            .write(Box::new(move |repos| {
                for (order, paid_at) in &batch {
                    let stored = repos.orders().insert(order)?;
                    let paid = stored.paid(*paid_at).map_err(|error| {
                        StoreError::Unknown(anyhow::anyhow!("order {}: {error}", stored.id.get()))
                    })?;
                    if !repos.orders().update_state(&stored, &paid)? {
                        return Err(StoreError::Unknown(anyhow::anyhow!(
                            "order {} was not pending",
                            stored.id.get()
                        )));
                    }
                }
                Ok(())
            }))
            .await?;
    }
    println!(
        "seeded {written} paid orders in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The `n`-th of `total` orders: oldest first, one every few minutes up to
/// `now`, cycling through the cards, quantities and the processing types each card offers.
fn order(
    n: usize,
    total: usize,
    cards: &[Product],
    now: NaiveDateTime,
) -> anyhow::Result<(NewOrder, NaiveDateTime)> {
    let card = &cards[n % cards.len()];
    // Cards packed only come individually packed.
    let processing = if n % 2 == 1 && Processing::NotIndividuallyPacked.allowed_for(card) {
        Processing::NotIndividuallyPacked
    } else {
        Processing::IndividuallyPacked
    };
    let line = NewOrderLine::priced(
        card,
        &LineForm {
            product_id: card.id.get(),
            quantity: i64::try_from(n % 15 + 1)?,
            processing: processing.label().to_owned(),
            template: "pizza".to_owned(),
            address: "Hauptstr. 1, 41061 Mönchengladbach".to_owned(),
            phone: "02161 123456".to_owned(),
            url: "www.example.de".to_owned(),
            logo: "/uploads/0123456789abcdef0123456789abcdef.png".to_owned(),
            ..LineForm::default()
        },
        LogoRule::Required,
    )?;
    let minutes_ago = i64::try_from((total - n) * 5)?;
    let created_at = now - TimeDelta::minutes(minutes_ago);
    let company = format!("Restaurant {n}");
    let email = format!("bestellung{n}@example.de");
    let shipping = ShippingAddress::parse(ShippingForm {
        contact_person: "Maria Rossi",
        company: &company,
        email: &email,
        phone: "02161 123456",
        street: "Hauptstr. 1",
        zip_code: "41061",
        city: "Mönchengladbach",
        ..ShippingForm::default()
    })?;
    let order = NewOrder::new(None, OrderType::Normal, vec![line], shipping, created_at)?;
    Ok((order, created_at + TimeDelta::minutes(1)))
}
