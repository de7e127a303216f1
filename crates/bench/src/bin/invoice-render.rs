//! `just bench`: how long issuing an invoice's files takes (the Factur-X
//! XML and the PDF/A-3b that embeds it, as the paying transaction renders
//! them) for a typical order of three lines, and how large the PDF is.
//! Prints `p50_ms p99_ms per_second bytes`.

use std::time::Instant;

use shop_documents::FacturXRenderer;
use shop_domain::fixtures::invoice_document;
use shop_ports::invoices::InvoiceRenderer;

fn main() -> anyhow::Result<()> {
    let runs: u32 = std::env::args()
        .nth(1)
        .map(|raw| raw.parse())
        .transpose()?
        .unwrap_or(300);
    let renderer = FacturXRenderer::new();
    let mut bytes = 0;
    for sequence in 0..10 {
        bytes = renderer.render(&invoice_document(sequence, 3))?.pdf.len();
    }
    let mut took = Vec::new();
    let began = Instant::now();
    for sequence in 0..runs {
        let started = Instant::now();
        renderer.render(&invoice_document(sequence, 3))?;
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
