//! `just bench`: how long issuing an invoice's files takes (the Factur-X
//! XML and the PDF/A-3b that embeds it, as the paying transaction renders
//! them) and how large the PDF is. Prints `p50_ms p99_ms per_second bytes`.

use std::time::Instant;

use chrono::NaiveDate;
use shop_documents::FacturXRenderer;
use shop_domain::{
    Buyer, Cents, DocumentKind, DocumentNumber, InvoiceDocument, InvoiceLine, OrderId, Seller,
    Totals,
};
use shop_ports::invoices::InvoiceRenderer;

/// A typical order: three design lines.
fn invoice(sequence: u32) -> anyhow::Result<InvoiceDocument> {
    let day = NaiveDate::from_ymd_opt(2026, 11, 20).ok_or_else(|| anyhow::anyhow!("date"))?;
    let lines: Vec<InvoiceLine> = (1..=3)
        .map(|position| InvoiceLine {
            position,
            description:
                "PrimeCard Starter, Magnete einzeln in LDPE Tütchen verpackt, Vorlage: pizza"
                    .to_owned(),
            quantity: 2,
            unit_net: Cents::new(7_490),
            net: Cents::new(14_980),
        })
        .collect();
    Ok(InvoiceDocument {
        number: DocumentNumber {
            kind: DocumentKind::Invoice,
            year: 2026,
            sequence,
        },
        order_id: OrderId::new(i64::from(sequence)),
        issue_date: day,
        delivery_date: day,
        paid_on: day,
        seller: Seller {
            name: "PrimeCards GmbH".to_owned(),
            street: "Musterstraße 12".to_owned(),
            zip_code: "41061".to_owned(),
            city: "Mönchengladbach".to_owned(),
            country_code: "DE".to_owned(),
            vat_id: Some("DE312456789".to_owned()),
            tax_number: None,
            email: "info@primecards.de".to_owned(),
            phone: "+49 2161 123 45 67".to_owned(),
        },
        buyer: Buyer {
            company: "Pizzeria Roma".to_owned(),
            contact_person: "Maria Rossi".to_owned(),
            street: "Hauptstr. 1".to_owned(),
            zip_code: "41061".to_owned(),
            city: "Mönchengladbach".to_owned(),
            country_code: "DE".to_owned(),
            email: "maria@pizzeria-roma.de".to_owned(),
        },
        lines,
        totals: Totals::from_net(Cents::new(3 * 14_980)),
        refers_to: None,
    })
}

fn main() -> anyhow::Result<()> {
    let runs: u32 = std::env::args()
        .nth(1)
        .map(|raw| raw.parse())
        .transpose()?
        .unwrap_or(300);
    let renderer = FacturXRenderer::new()?;
    let mut bytes = 0;
    for sequence in 0..10 {
        bytes = renderer.render(&invoice(sequence)?)?.pdf.len();
    }
    let mut took = Vec::new();
    let began = Instant::now();
    for sequence in 0..runs {
        let started = Instant::now();
        renderer.render(&invoice(sequence)?)?;
        took.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    let total = began.elapsed().as_secs_f64();
    took.sort_by(f64::total_cmp);
    let at = |share: f64| took[((took.len() as f64 * share) as usize).min(took.len() - 1)];
    println!(
        "{:.2} {:.2} {:.0} {bytes}",
        at(0.50),
        at(0.99),
        f64::from(runs) / total
    );
    Ok(())
}
