//! An order as the order mails show it (`templates/order.*`): its lines,
//! totals, delivery address and shipping date, formatted for reading.

use shop_domain::{Cents, MemberState, ShippingAddress, TaxCategory};
use shop_ports::mailer::OrderSummary;

pub(crate) struct LineView<'a> {
    pub(crate) name: &'a str,
    /// The packing, when the product has a choice.
    pub(crate) processing: Option<&'a str>,
    /// '5 Pakete = 500 Karten', '2 Stück'.
    pub(crate) quantity: &'a str,
    pub(crate) unit_price: Cents,
    pub(crate) subtotal: Cents,
}

pub(crate) struct OrderView<'a> {
    pub(crate) order_id: i64,
    pub(crate) lines: Vec<LineView<'a>>,
    pub(crate) net: Cents,
    /// 'Rabatt (Aktionscode {CODE})' and what it took off (negative).
    pub(crate) discount: Option<(String, Cents)>,
    pub(crate) vat: Cents,
    /// 'MwSt. 19 %', or the exemption of an intra-community supply.
    pub(crate) vat_label: &'static str,
    pub(crate) gross: Cents,
    /// The delivery country's German name, when not Germany.
    pub(crate) country: Option<&'static str>,
    pub(crate) shipping: &'a ShippingAddress,
    /// Where a guest manages the order's QR short links.
    pub(crate) qr_manage_link: Option<&'a str>,
    /// `dd.mm.yyyy`.
    pub(crate) shipping_date: Option<String>,
}

impl<'a> OrderView<'a> {
    pub(crate) fn of(summary: &'a OrderSummary) -> Self {
        Self {
            order_id: summary.order_id.get(),
            lines: summary
                .lines
                .iter()
                .map(|line| LineView {
                    name: &line.name,
                    processing: Some(line.processing_type.as_str()).filter(|p| !p.is_empty()),
                    quantity: &line.quantity_label,
                    unit_price: line.unit_price,
                    subtotal: line.subtotal,
                })
                .collect(),
            net: summary.totals.net,
            discount: summary.voucher_code.as_ref().map(|code| {
                (
                    format!("Rabatt (Aktionscode {})", code.as_str()),
                    Cents::new(-summary.totals.discount.get()),
                )
            }),
            vat: summary.totals.vat,
            vat_label: match summary.totals.category {
                TaxCategory::Standard => "MwSt. 19 %",
                TaxCategory::IntraCommunity => {
                    "Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung"
                }
            },
            gross: summary.totals.gross,
            country: Some(summary.shipping.country)
                .filter(|country| *country != MemberState::GERMANY)
                .map(MemberState::name),
            shipping: &summary.shipping,
            qr_manage_link: summary.qr_manage_link.as_deref(),
            shipping_date: summary
                .shipping_date
                .map(|date| date.format("%d.%m.%Y").to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;
    use shop_domain::{
        Cents, CompanyName, OrderId, ShippingAddress, Totals, fixtures, voucher::VoucherCode,
    };
    use shop_ports::mailer::{MailComposer, MailContent, OrderSummary, OrderSummaryLine};

    use crate::GermanMailComposer;

    fn summary() -> OrderSummary {
        OrderSummary {
            order_id: OrderId::new(42),
            lines: vec![OrderSummaryLine {
                name: "PrimeCard <Starter>".into(),
                quantity: 2,
                quantity_label: "2 Pakete = 100 Karten".into(),
                unit_price: Cents::new(7_490),
                subtotal: Cents::new(14_980),
                processing_type: "Magnete einzeln in LDPE Tütchen verpackt".into(),
            }],
            totals: Totals::from_net(Cents::new(14_980)),
            voucher_code: None,
            qr_manage_link: None,
            approval_link: None,
            approval_promise: None,
            shipping: ShippingAddress {
                company: CompanyName::parse("Pizzeria & Co").unwrap(),
                ..fixtures::shipping_address()
            },
            shipping_date: NaiveDate::from_ymd_opt(2026, 11, 25),
            payment_terms: None,
        }
    }

    #[test]
    fn the_confirmation_lists_lines_totals_address_and_shipping_date() {
        let mail = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::OrderConfirmation(summary()),
        );

        assert_eq!(
            mail.subject,
            "PrimeCards-Bestellung Nr. 42 – Bestellbestätigung"
        );
        for expected in [
            "Bestellnummer: 42",
            "PrimeCard <Starter> (Magnete einzeln in LDPE Tütchen verpackt): 2 Pakete = 100 Karten à 74,90 € = 149,80 €",
            "MwSt. 19 %: 28,46 €",
            "Gesamtbetrag: 178,26 €",
            "41061 Mönchengladbach",
            "Zugesagter Versand: 25.11.2026",
        ] {
            assert!(mail.text_body.contains(expected), "text lacks {expected}");
        }
        assert!(mail.html_body.contains("PrimeCard &#60;Starter&#62;"));
        assert!(mail.html_body.contains("Pizzeria &#38; Co"));
        assert!(mail.html_body.contains("178,26 €"));
        assert!(!mail.html_body.contains("<Starter>"));
        assert!(!mail.text_body.contains("Rabatt"));
    }

    /// Bought on invoice: nothing is paid yet, and the agreed term is repeated.
    #[test]
    fn a_confirmation_on_invoice_states_the_term_and_claims_no_payment() {
        let on_invoice = GermanMailComposer::demo().compose(
            "g@x.de",
            &MailContent::OrderConfirmation(OrderSummary {
                payment_terms: Some(
                    "Zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug.".into(),
                ),
                ..summary()
            }),
        );

        for body in [&on_invoice.text_body, &on_invoice.html_body] {
            assert!(
                body.contains("Zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug."),
                "{body}"
            );
            assert!(body.contains("Sie kaufen auf Rechnung"), "{body}");
            assert!(
                !body.contains("Ihre Zahlung ist bei uns eingegangen"),
                "{body}"
            );
        }
    }

    #[test]
    fn a_confirmation_of_designs_says_printing_waits_for_the_approval_and_links_to_it() {
        let link = "https://shop.example/proof-approval?token=abc";
        let waiting = GermanMailComposer::demo().compose(
            "g@x.de",
            &MailContent::OrderConfirmation(OrderSummary {
                approval_link: Some(link.into()),
                approval_promise: Some("Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.".into()),
                ..summary()
            }),
        );
        let packs_only = GermanMailComposer::demo()
            .compose("g@x.de", &MailContent::OrderConfirmation(summary()));

        assert_eq!(
            waiting.subject,
            "PrimeCards-Bestellung Nr. 42 – Bestellbestätigung"
        );
        for body in [&waiting.text_body, &waiting.html_body] {
            assert!(
                body.contains("Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe."),
                "{body}"
            );
            assert!(body.contains(link), "{body}");
            assert!(body.contains("2 Pakete = 100 Karten"), "{body}");
            assert!(
                body.contains("Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12."),
                "{body}"
            );
        }
        for body in [&packs_only.text_body, &packs_only.html_body] {
            assert!(!body.contains("Druckabzug prüfen"), "{body}");
            assert!(!body.contains("beginnen jetzt mit dem Druck"), "{body}");
        }
    }

    #[test]
    fn a_guests_confirmation_links_to_managing_its_qr_codes_and_an_account_holders_does_not() {
        let with_link = OrderSummary {
            qr_manage_link: Some("https://shop.example/qr-codes?token=abc".into()),
            ..summary()
        };
        let guest = GermanMailComposer::demo()
            .compose("g@x.de", &MailContent::OrderConfirmation(with_link));
        let account = GermanMailComposer::demo()
            .compose("k@x.de", &MailContent::OrderConfirmation(summary()));

        assert!(guest.text_body.contains(
            "Ihre QR-Codes verwalten (Ziel ändern, Scans ansehen): https://shop.example/qr-codes?token=abc"
        ));
        assert!(
            guest
                .html_body
                .contains("href=\"https://shop.example/qr-codes?token=abc\"")
        );
        assert!(
            guest
                .text_body
                .contains("Gesamtbetrag: 178,26 €\n\nIhre QR-Codes verwalten")
        );
        assert!(!account.text_body.contains("QR-Codes"));
        assert!(
            account
                .text_body
                .contains("Gesamtbetrag: 178,26 €\n\nLieferadresse:")
        );
    }

    #[test]
    fn a_discount_code_is_a_line_of_its_own_and_vat_is_on_the_reduced_net() {
        let summary = OrderSummary {
            totals: Totals::checked_discounted(Cents::new(14_980), Cents::new(1_498)).unwrap(),
            voucher_code: Some(VoucherCode::parse("sommer10").unwrap()),
            ..summary()
        };

        let mail = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::OrderConfirmation(summary),
        );

        for expected in [
            "Zwischensumme (netto): 149,80 €",
            "Rabatt (Aktionscode SOMMER10): -14,98 €",
            "MwSt. 19 %: 25,62 €",
            "Gesamtbetrag: 160,44 €",
        ] {
            assert!(mail.text_body.contains(expected), "text lacks {expected}");
        }
        assert!(mail.html_body.contains("Rabatt (Aktionscode SOMMER10)"));
        assert!(mail.html_body.contains("-14,98 €"));
    }
}
