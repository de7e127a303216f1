//! The lines, totals and delivery details of an order, as a plain-text
//! table and an HTML table for the order mails.

use shop_ports::mailer::OrderSummary;

use crate::templates::{Block, escape};

const CELL: &str = "padding:6px 8px;border-bottom:1px solid #e7e1d8";

fn right(cell: &str) -> String {
    format!("<td style=\"{CELL};text-align:right;white-space:nowrap\">{cell}</td>")
}

pub(crate) fn order_block(summary: &OrderSummary) -> Block {
    let shipping = &summary.shipping;
    let shipping_date = summary
        .shipping_date
        .map(|date| date.format("%d.%m.%Y").to_string());

    let mut text = format!("Bestellnummer: {}\n\n", summary.order_id.get());
    let mut rows = String::new();
    for line in &summary.lines {
        let processing = if line.processing_type.is_empty() {
            String::new()
        } else {
            format!(" ({})", line.processing_type)
        };
        text.push_str(&format!(
            "{} × {}{processing} à {} = {}\n",
            line.quantity, line.name, line.unit_price, line.subtotal
        ));
        rows.push_str(&format!(
            "<tr><td style=\"{CELL}\">{name}{processing}</td>{quantity}{unit}{subtotal}</tr>",
            name = escape(&line.name),
            processing = escape(&processing),
            quantity = right(&line.quantity.to_string()),
            unit = right(&escape(&line.unit_price.to_string())),
            subtotal = right(&escape(&line.subtotal.to_string())),
        ));
    }
    let totals = &summary.totals;
    text.push_str(&format!(
        "\nZwischensumme (netto): {}\nMwSt. 19 %: {}\nVersand: kostenlos\nGesamtbetrag: {}\n\nLieferadresse:\n{}\n{}\n{}\n{} {}\n",
        totals.net,
        totals.vat,
        totals.gross,
        shipping.company,
        shipping.contact_person,
        shipping.street,
        shipping.zip_code,
        shipping.city,
    ));
    if let Some(date) = &shipping_date {
        text.push_str(&format!("\nVoraussichtlicher Versand: {date}\n"));
    }

    let total_row = |label: &str, amount: String, bold: bool| {
        let weight = if bold { "font-weight:bold;" } else { "" };
        format!(
            "<tr><td colspan=\"3\" style=\"{CELL};{weight}text-align:right\">{label}</td><td style=\"{CELL};{weight}text-align:right;white-space:nowrap\">{amount}</td></tr>",
            amount = escape(&amount)
        )
    };
    let html = format!(
        "<p style=\"margin:0 0 12px\"><strong>Bestellnummer: {order}</strong></p>\
<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"border-collapse:collapse;font-size:14px;margin:0 0 20px\">\
<tr><th align=\"left\" style=\"{CELL}\">Artikel</th><th align=\"right\" style=\"{CELL}\">Menge</th><th align=\"right\" style=\"{CELL}\">Einzelpreis</th><th align=\"right\" style=\"{CELL}\">Summe</th></tr>\
{rows}{net}{vat}{delivery}{gross}</table>\
<p style=\"margin:0 0 16px\"><strong>Lieferadresse</strong><br>{company}<br>{name}<br>{address}<br>{zip} {city}</p>{date}",
        order = summary.order_id.get(),
        net = total_row("Zwischensumme (netto)", totals.net.to_string(), false),
        vat = total_row("MwSt. 19 %", totals.vat.to_string(), false),
        delivery = total_row("Versand", "kostenlos".into(), false),
        gross = total_row("Gesamtbetrag", totals.gross.to_string(), true),
        company = escape(shipping.company.as_str()),
        name = escape(shipping.contact_person.as_str()),
        address = escape(shipping.street.as_str()),
        zip = escape(shipping.zip_code.as_str()),
        city = escape(shipping.city.as_str()),
        date = shipping_date
            .map(|date| format!("<p style=\"margin:0 0 16px\">Voraussichtlicher Versand: <strong>{date}</strong></p>"))
            .unwrap_or_default(),
    );
    Block { text, html }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;
    use shop_domain::{Cents, CompanyName, OrderId, ShippingAddress, Totals, fixtures};
    use shop_ports::mailer::{MailComposer, MailContent, OrderSummary, OrderSummaryLine};

    use crate::GermanMailComposer;

    fn summary() -> OrderSummary {
        OrderSummary {
            order_id: OrderId::new(42),
            lines: vec![OrderSummaryLine {
                name: "PrimeCard <Starter>".into(),
                quantity: 2,
                unit_price: Cents::new(7_490),
                subtotal: Cents::new(14_980),
                processing_type: "Magnete einzeln in LDPE Tütchen verpackt".into(),
            }],
            totals: Totals::from_net(Cents::new(14_980)),
            shipping: ShippingAddress {
                company: CompanyName::parse("Pizzeria & Co").unwrap(),
                ..fixtures::shipping_address()
            },
            shipping_date: NaiveDate::from_ymd_opt(2026, 11, 25),
        }
    }

    #[test]
    fn the_confirmation_lists_lines_totals_address_and_shipping_date() {
        let mail = GermanMailComposer.compose(
            "maria@pizzeria-roma.de",
            &MailContent::OrderConfirmation(summary()),
        );

        assert_eq!(
            mail.subject,
            "Ihre PrimeCards-Bestellung Nr. 42 ist bezahlt"
        );
        for expected in [
            "Bestellnummer: 42",
            "2 × PrimeCard <Starter> (Magnete einzeln in LDPE Tütchen verpackt) à 74,90 € = 149,80 €",
            "MwSt. 19 %: 28,46 €",
            "Gesamtbetrag: 178,26 €",
            "41061 Mönchengladbach",
            "Voraussichtlicher Versand: 25.11.2026",
        ] {
            assert!(mail.text_body.contains(expected), "text lacks {expected}");
        }
        assert!(mail.html_body.contains("PrimeCard &lt;Starter&gt;"));
        assert!(mail.html_body.contains("Pizzeria &amp; Co"));
        assert!(mail.html_body.contains("178,26 €"));
        assert!(!mail.html_body.contains("<Starter>"));
    }
}
