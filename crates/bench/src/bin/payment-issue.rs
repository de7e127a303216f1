//! `just bench`: what issuing the invoice adds to a payment. On the bench's
//! shop database (SQLite, demo catalogue) it places fresh orders and times
//!
//! 1. the whole payment as the shop runs it (mark paid, note the invoice
//!    as owed and enqueue its jobs in one transaction; then the invoice
//!    job: number, render, store the invoice and queue the mail with the
//!    PDF in a second), and
//! 2. the issuing alone, in a transaction of its own for an order paid
//!    beforehand: next number, XML + PDF/A-3b, stored.
//!
//! Prints `payment_p50_ms payment_p99_ms issue_p50_ms issue_p99_ms`.
//!
//! `payment-issue --database-url sqlite:///tmp/shop.db --payments 200`

use std::{sync::Arc, time::Instant};

use anyhow::Context;
use chrono::Utc;
use shop_app::{
    ApprovalLinks, FulfilOutcome, Fulfilment, InvoiceIssuing, InvoiceOutcome, Invoicing,
    PaymentReceived, RetryLinks, invoice_issuing::Confirmations, qr_links::QrManageLinks,
    terms_file::TermsFile,
};
use shop_bench::{Flags, order};
use shop_db::{DatabaseUrl, DbStore};
use shop_documents::FacturXRenderer;
use shop_domain::{CategoryId, Seller};
use shop_mail::GermanMailComposer;
use shop_ports::{
    Store, StoreError, clock::SystemClock, orders::Order, payments::CheckoutRecord, read,
    secrets::SecretGenerator, transaction,
};

/// Links of the bench's mails: their tokens need no secrecy here.
struct CountingSecrets(std::sync::atomic::AtomicU64);

impl SecretGenerator for CountingSecrets {
    fn token(&self) -> String {
        let n = self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        format!("bench-token-{n}")
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let url = DatabaseUrl::parse(flags.required("database-url")?)?;
    let runs: usize = flags
        .required("payments")?
        .parse()
        .context("--payments must be a whole number")?;
    let store: Arc<dyn Store> = Arc::new(DbStore::connect(url, 2).await?);
    let invoicing = Invoicing {
        seller: Seller::demo(),
        renderer: Arc::new(FacturXRenderer::new()),
    };
    let secrets = Arc::new(CountingSecrets(0.into()));
    let public_url = "http://127.0.0.1:8080".to_owned();
    let fulfilment = Fulfilment::new(
        Arc::clone(&store),
        Arc::new(SystemClock),
        Arc::new(GermanMailComposer::demo()),
        RetryLinks {
            secrets: secrets.clone(),
            public_url: public_url.clone(),
        },
    );
    let invoices = InvoiceIssuing::new(
        Arc::clone(&store),
        Arc::new(SystemClock),
        Arc::new(GermanMailComposer::demo()),
        invoicing.clone(),
        Confirmations {
            qr_manage: QrManageLinks {
                secrets: secrets.clone(),
                public_url: public_url.clone(),
            },
            approvals: ApprovalLinks {
                secrets,
                public_url,
            },
            terms: TermsFile::new(shop_app::legal::TERMS_VERSION, || {
                Ok(b"%PDF-1.7 bench".to_vec())
            }),
        },
    );

    let mut payments = Vec::new();
    for n in 0..runs {
        let pending = place(&*store, n, runs).await?;
        let started = Instant::now();
        let outcome = fulfilment
            .payment_received(PaymentReceived {
                event_id: None,
                session_id: session_of(&pending),
                order_id: pending.id,
                amount_total: pending.totals.gross,
                currency: "eur".to_owned(),
            })
            .await?;
        anyhow::ensure!(outcome == FulfilOutcome::Fulfilled, "{outcome:?}");
        // The invoice job the payment enqueued, as the worker runs it.
        let issued = invoices.issue(pending.id).await?;
        payments.push(started.elapsed().as_secs_f64() * 1000.0);
        anyhow::ensure!(matches!(issued, InvoiceOutcome::Issued(_)), "{issued:?}");
    }

    let mut issuing = Vec::new();
    for n in 0..runs {
        let pending = place(&*store, n, runs).await?;
        let now = Utc::now().naive_utc();
        let ship_on = shop_domain::delivery_promise::promise(
            now,
            shop_domain::delivery_promise::Destination::Germany,
            false,
            Some(now),
            shop_domain::delivery_promise::Approval::At(now),
            &[],
        )
        .ship_on;
        let paid = pending.paid(now, ship_on)?;
        let stored = pending.clone();
        let marked = paid.clone();
        transaction(&*store, move |repos| {
            repos
                .orders()
                .update_state(&stored, &marked)
                .map_err(shop_ports::TxError::<std::convert::Infallible>::Store)
        })
        .await
        .map_err(|error| anyhow::anyhow!("{error:?}"))?;
        let invoicing = invoicing.clone();
        let started = Instant::now();
        transaction(&*store, move |repos| {
            let lines = repos.orders().lines(paid.id)?;
            let shipping = repos
                .orders()
                .shipping(paid.id)?
                .ok_or_else(|| StoreError::Unknown(anyhow::anyhow!("no shipping data")))?;
            invoicing
                .issue_invoice(repos, &paid, &lines, &shipping, Utc::now().naive_utc())
                .map_err(shop_ports::TxError::<std::convert::Infallible>::Store)
        })
        .await
        .map_err(|error| anyhow::anyhow!("{error:?}"))?;
        issuing.push(started.elapsed().as_secs_f64() * 1000.0);
    }

    let (payment_p50, payment_p99) = percentiles(&mut payments);
    let (issue_p50, issue_p99) = percentiles(&mut issuing);
    println!("{payment_p50:.2} {payment_p99:.2} {issue_p50:.2} {issue_p99:.2}");
    Ok(())
}

fn session_of(order: &Order) -> String {
    format!("cs_bench_{}", order.id.get())
}

/// A pending order of the demo catalogue's cards, with its checkout session.
async fn place(store: &dyn Store, n: usize, total: usize) -> anyhow::Result<Order> {
    let cards = read(store, |repos| {
        repos.products().list_by_category(CategoryId::CARDS)
    })
    .await?;
    anyhow::ensure!(
        !cards.is_empty(),
        "the database has no cards: start the shop once with SHOP_DEMO_DATA=true"
    );
    let (new_order, _) = order(n, total, &cards, Utc::now().naive_utc())?;
    transaction(store, move |repos| {
        let stored = repos.orders().insert(&new_order)?;
        repos.payments().record_checkout(&CheckoutRecord {
            order_id: stored.id,
            provider: "local".to_owned(),
            session_id: session_of(&stored),
            checkout_url: String::new(),
            created_at: stored.created_at,
        })?;
        Ok::<_, shop_ports::TxError<std::convert::Infallible>>(stored)
    })
    .await
    .map_err(|error| anyhow::anyhow!("{error:?}"))
}

/// p50 and p99 of `took`, in its unit.
fn percentiles(took: &mut [f64]) -> (f64, f64) {
    took.sort_by(f64::total_cmp);
    let at = |share: f64| took[((took.len() as f64 * share) as usize).min(took.len() - 1)];
    (at(0.50), at(0.99))
}
