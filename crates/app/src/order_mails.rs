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

/// The line of 'Express-Produktion' at its net `surcharge`.
pub(crate) fn express_line(surcharge: Cents) -> OrderSummaryLine {
    OrderSummaryLine {
        name: shop_domain::express::LINE_NAME.to_owned(),
        quantity: 1,
        quantity_label: "1 Stück".to_owned(),
        unit_price: surcharge,
        subtotal: surcharge,
        processing_type: String::new(),
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
            .chain(order.express.map(|express| express_line(express.surcharge)))
            .collect(),
        totals: order.totals,
        voucher_code: order.voucher_code.clone(),
        qr_manage_link: None,
        approval_link: None,
        approval_promise: None,
        shipping_date: order.shipping_date,
        shipping,
        payment_terms: order
            .on_invoice
            .map(|terms| shop_domain::invoice_terms::payment_term_sentence(terms.days)),
    }
}
