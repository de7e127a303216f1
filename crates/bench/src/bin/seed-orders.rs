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
    CategoryId, Cents, OrderType, Processing, Product, ProductType, Quantity, Totals, unit_price,
};
use shop_ports::{
    Store, StoreError,
    orders::{NewOrder, NewOrderLine, ShippingData},
    read,
};

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
                    let shipping_date = (*paid_at + TimeDelta::days(3)).date();
                    if !repos
                        .orders()
                        .mark_paid(stored.id, *paid_at, shipping_date)?
                    {
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
    // Plus cards come individually packed only.
    let processing = if n % 2 == 1 && Processing::NotIndividuallyPacked.allowed_for(card) {
        Processing::NotIndividuallyPacked
    } else {
        Processing::IndividuallyPacked
    };
    let quantity = Quantity::new(i64::try_from(n % 15 + 1)?)?;
    let unit = unit_price(card, processing)?;
    let net = Cents::new(unit.get() * i64::from(quantity.get()));
    let minutes_ago = i64::try_from((total - n) * 5)?;
    let created_at = now - TimeDelta::minutes(minutes_ago);
    let customer = format!("Restaurant {n}");
    let order = NewOrder {
        user_id: None,
        order_type: OrderType::Normal,
        totals: Totals::from_net(net),
        lines: vec![NewOrderLine {
            product_id: card.id,
            product_type: ProductType::PrimeProd,
            name: card.name.clone(),
            unit_price: unit,
            quantity,
            processing_type: processing.label().to_owned(),
            remarks: String::new(),
            muster_number: String::new(),
            template: "pizza".to_owned(),
            address: "Hauptstr. 1, 41061 Mönchengladbach".to_owned(),
            phone: "02161 123456".to_owned(),
            url: "www.example.de".to_owned(),
            card_logo: "/uploads/0123456789abcdef0123456789abcdef.png".to_owned(),
        }],
        shipping: ShippingData {
            responsable_name: "Maria Rossi".to_owned(),
            company_name: customer,
            email: format!("bestellung{n}@example.de"),
            phone_number: "02161 123456".to_owned(),
            shipping_address: "Hauptstr. 1".to_owned(),
            zip_code: "41061".to_owned(),
            city: "Mönchengladbach".to_owned(),
        },
        created_at,
    };
    Ok((order, created_at + TimeDelta::minutes(1)))
}
