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
use chrono::Utc;
use shop_bench::{Flags, order};
use shop_db::{DatabaseUrl, DbStore};
use shop_domain::{CategoryId, qr_link::PrintedQr};
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
                    // What each line prints is decided when an order is placed; without it,
                    // the next start would fill in every seeded line first.
                    for line in repos.orders().lines(stored.id)? {
                        if let Some(url) = line.line.design.url() {
                            repos
                                .qr_links()
                                .record_printed(line.id, &PrintedQr::direct(url))?;
                        }
                    }
                    let ship_on = shop_domain::delivery_promise::promise(
                        *paid_at,
                        shop_domain::delivery_promise::Destination::Germany,
                        false,
                        Some(*paid_at),
                        shop_domain::delivery_promise::Approval::At(*paid_at),
                        &[],
                    )
                    .ship_on;
                    let paid = stored.paid(*paid_at, ship_on).map_err(|error| {
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
