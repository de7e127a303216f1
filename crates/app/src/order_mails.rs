//! What the order mails show of an order: its lines with their subtotals,
//! its totals, where it goes and when.

use shop_domain::{Cents, NewOrderLine, Order, OrderLine, PackCount, SalesUnit, ShippingAddress};
use shop_ports::mailer::{OrderSummary, OrderSummaryLine};

/// One order line as the order mails show it.
pub(crate) fn summary_line(line: &NewOrderLine) -> OrderSummaryLine {
    OrderSummaryLine {
        name: line.name.clone(),
        quantity: line.quantity.get(),
        quantity_label: quantity_label(line),
        unit_price: line.unit_price,
        // A line's subtotal is bounded by the order total, which was checked when it was placed.
        subtotal: line.subtotal().unwrap_or(Cents::ZERO),
        processing_type: line.processing_label().to_owned(),
    }
}

/// '1 Paket = 100 Karten', '5 Pakete = 500 Karten', '2 Stück'.
fn quantity_label(line: &NewOrderLine) -> String {
    let packs = u32::from(line.quantity.get());
    match line.sales_unit() {
        SalesUnit::Pack(cards_per_pack) => PackCount {
            packs,
            cards_per_pack,
        }
        .to_string(),
        SalesUnit::Piece => format!("{packs} Stück"),
    }
}

/// A stored order as its confirmation shows it.
pub(crate) fn order_summary(
    order: &Order,
    lines: &[OrderLine],
    shipping: ShippingAddress,
) -> OrderSummary {
    OrderSummary {
        order_id: order.id,
        lines: lines
            .iter()
            .map(|stored| summary_line(&stored.line))
            .collect(),
        totals: order.totals,
        voucher_code: order.voucher_code.clone(),
        qr_manage_link: None,
        approval_link: None,
        shipping_date: order.shipping_date,
        shipping,
        payment_terms: order
            .on_invoice
            .map(|terms| shop_domain::invoice_terms::payment_term_sentence(terms.days)),
    }
}
