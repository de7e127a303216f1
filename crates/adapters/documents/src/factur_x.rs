//! The CII XML of an invoice or credit note. The element order is the one
//! the Factur-X EN 16931 XSD prescribes; askama escapes every text the shop
//! did not write itself (names, addresses, product names).

use askama::Template;
use chrono::NaiveDate;
use shop_domain::{Buyer, Cents, DocumentKind, InvoiceDocument, SalesUnit, Seller, Settlement};
use shop_ports::invoices::{InvoiceRenderer, RenderError, RenderedDocument};

use crate::invoice_pdf::InvoicePdf;

/// Renders [`InvoiceDocument`]s as Factur-X EN 16931: the XML, and the
/// PDF/A-3b that embeds it.
#[derive(Clone, Default)]
pub struct FacturXRenderer {
    pdf: InvoicePdf,
}

struct LineView {
    position: u32,
    description: String,
    quantity: u32,
    unit_code: &'static str,
    /// BT-154: what the unit holds, 'Paket (100 Karten)'; none for pieces.
    unit_name: Option<String>,
    unit_net: String,
    net: String,
}

struct ShipToView {
    name: String,
    street: String,
    zip_code: String,
    city: String,
    /// BT-80.
    country: &'static str,
}

/// BT-9, BT-20 and BG-16 of an invoice paid by bank transfer.
struct TransferView {
    /// BT-83: the invoice number, so the payment finds its invoice.
    reference: String,
    /// BT-84, BT-85, BT-86.
    iban: String,
    account_name: String,
    bic: Option<String>,
    /// BT-20.
    terms: String,
    /// BT-9, format 102.
    due_date: String,
}

#[derive(Template)]
#[template(path = "factur-x.xml")]
struct FacturX<'a> {
    number: String,
    type_code: &'static str,
    issue_date: String,
    payment_note: String,
    lines: Vec<LineView>,
    /// `S` or `K`, on every line, the allowance and the breakdown.
    vat_category: &'static str,
    vat_percent: i64,
    /// BT-120 and BT-121 of a tax-exempt supply.
    exemption: Option<(&'static str, &'static str)>,
    /// BG-13: where the goods went, when not to the buyer's German address.
    ship_to: Option<ShipToView>,
    seller: &'a Seller,
    buyer: &'a Buyer,
    /// BT-14: the shop's order number, which the buyer knows from its mails.
    order_number: String,
    delivery_date: Option<String>,
    /// BT-106, the sum of the lines.
    net: String,
    /// The document-level allowance (BG-20): BT-97 reason and BT-92 amount.
    allowance: Option<(String, String)>,
    /// BT-109 (= BT-106 − BT-107), what VAT is charged on.
    taxable: String,
    vat: String,
    gross: String,
    /// BT-25 and BT-26 (format 102) of the invoice a credit note reverses.
    refers_to: Option<(String, String)>,
    /// How an invoice bought on invoice is paid; `None` when it is paid.
    transfer: Option<TransferView>,
    /// BT-113 and BT-115: paid before, and still due.
    prepaid: String,
    due_payable: String,
}

/// EN 16931 amounts: a decimal point and two places, e.g. `149.80`.
fn amount(cents: Cents) -> String {
    let value = cents.get();
    let sign = if value < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", (value / 100).abs(), (value % 100).abs())
}

/// UN/CEFACT date format 102: `YYYYMMDD`.
fn date_102(date: NaiveDate) -> String {
    date.format("%Y%m%d").to_string()
}

/// The note every document carries (BT-22): how it was or is to be paid.
pub(crate) fn payment_note(document: &InvoiceDocument) -> String {
    let date = |day: NaiveDate| day.format("%d.%m.%Y").to_string();
    match (document.number.kind, document.settlement) {
        (DocumentKind::Invoice, Settlement::Paid { on }) => {
            format!("Bezahlt per Karte am {}.", date(on))
        }
        (DocumentKind::Invoice, Settlement::Transfer { due_on, days }) => format!(
            "Zahlbar innerhalb von {days} Tagen ab Rechnungsdatum ohne Abzug bis zum {}.",
            date(due_on)
        ),
        (DocumentKind::CreditNote, Settlement::Paid { .. }) => {
            "Der Betrag wird auf die Karte erstattet, mit der bezahlt wurde.".to_owned()
        }
        (DocumentKind::CreditNote, Settlement::Transfer { .. }) => {
            "Die Rechnung wird hiermit vollständig aufgehoben; ein bereits überwiesener Betrag wird zurückgezahlt.".to_owned()
        }
    }
}

/// BT-9, BT-20 and BG-16 of an invoice due by transfer to the seller's account.
fn transfer_of(document: &InvoiceDocument) -> Option<TransferView> {
    let Settlement::Transfer { due_on, .. } = document.settlement else {
        return None;
    };
    if document.number.kind != DocumentKind::Invoice {
        return None;
    }
    let iban = document.seller.iban.as_ref()?;
    Some(TransferView {
        reference: document.number.to_string(),
        iban: iban.as_str().to_owned(),
        account_name: document.seller.name.clone(),
        bic: document.seller.bic.clone(),
        terms: document.settlement.terms().unwrap_or_default(),
        due_date: date_102(due_on),
    })
}

impl FacturXRenderer {
    pub fn new() -> Self {
        Self::default()
    }

    /// The CII XML of `document`.
    pub fn xml(&self, document: &InvoiceDocument) -> String {
        // An invoice due by transfer is owed in full; anything else is settled.
        let (prepaid, due) = if transfer_of(document).is_some() {
            (Cents::ZERO, document.totals.gross)
        } else {
            (document.totals.gross, Cents::ZERO)
        };
        let view = FacturX {
            number: document.number.to_string(),
            type_code: document.number.kind.type_code(),
            issue_date: date_102(document.issue_date),
            payment_note: payment_note(document),
            lines: document
                .lines
                .iter()
                .map(|line| LineView {
                    position: line.position,
                    description: line.description.clone(),
                    quantity: line.quantity,
                    unit_code: line.unit.code(),
                    unit_name: matches!(line.unit, SalesUnit::Pack(_)).then(|| line.unit.name()),
                    unit_net: amount(line.unit_net),
                    net: amount(line.net),
                })
                .collect(),
            vat_category: document.vat_category(),
            vat_percent: document.vat_percent(),
            exemption: document.exemption(),
            ship_to: document.ship_to.as_ref().map(|ship_to| ShipToView {
                name: ship_to.name.clone(),
                street: ship_to.street.clone(),
                zip_code: ship_to.zip_code.clone(),
                city: ship_to.city.clone(),
                country: ship_to.country.code(),
            }),
            seller: &document.seller,
            buyer: &document.buyer,
            order_number: document.order_id.get().to_string(),
            delivery_date: document.delivery_date.map(date_102),
            net: amount(document.totals.net),
            allowance: document
                .allowance()
                .map(|(reason, cents)| (reason, amount(cents))),
            taxable: amount(document.totals.taxable()),
            vat: amount(document.totals.vat),
            gross: amount(document.totals.gross),
            refers_to: document
                .refers_to
                .map(|invoice| (invoice.number.to_string(), date_102(invoice.issued_on))),
            transfer: transfer_of(document),
            prepaid: amount(prepaid),
            due_payable: amount(due),
        };
        // Every value is a string or number already formatted: only a broken
        // template can fail, and the tests render every path of it.
        view.render().unwrap_or_else(|error| {
            tracing::error!(%error, "the Factur-X template failed to render");
            String::new()
        })
    }
}

impl InvoiceRenderer for FacturXRenderer {
    fn render(&self, document: &InvoiceDocument) -> Result<RenderedDocument, RenderError> {
        let xml = self.xml(document);
        let pdf = self
            .pdf
            .render(document, &xml)
            .map_err(|error| RenderError(error.to_string()))?;
        Ok(RenderedDocument { xml, pdf })
    }
}

#[cfg(test)]
mod tests {
    use super::{FacturXRenderer, amount};
    use chrono::NaiveDate;
    use proptest::prelude::*;
    use shop_domain::{
        Cents, DocumentKind, DocumentNumber, InvoiceDocument, InvoiceLine, InvoiceReference,
        SalesUnit, Totals, fixtures,
        voucher::{DiscountRule, VoucherCode},
    };

    fn document(buyer_company: &str, refers_to: Option<InvoiceReference>) -> InvoiceDocument {
        let mut document = fixtures::invoice_document(3, 1);
        document.buyer.company = buyer_company.into();
        document.seller.tax_number = Some("121/815/08150".into());
        if refers_to.is_some() {
            document.number.kind = DocumentKind::CreditNote;
        }
        document.refers_to = refers_to;
        document
    }

    /// Keeps a sample for the validator chain when `just test` asks for it.
    fn keep_sample(name: &str, bytes: &[u8]) {
        if let Some(dir) = std::env::var_os("INVOICE_SAMPLES_DIR") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(std::path::Path::new(&dir).join(name), bytes).unwrap();
        }
    }

    /// Bought on invoice: the due date (BT-9), the terms (BT-20), the SEPA
    /// transfer to the seller's account (BG-16) with the invoice number as
    /// reference (BT-83), the whole amount due (BT-115); its credit note
    /// asks for nothing.
    #[test]
    fn an_invoice_due_by_transfer_states_its_due_date_terms_and_account() {
        use shop_ports::invoices::InvoiceRenderer;
        let renderer = FacturXRenderer::new();
        let mut invoice = fixtures::invoice_document(43, 1);
        invoice.settlement = shop_domain::Settlement::Transfer {
            due_on: NaiveDate::from_ymd_opt(2026, 12, 4).unwrap(),
            days: 14,
        };
        let credit_note = invoice.clone().into_credit_note(
            DocumentNumber {
                kind: DocumentKind::CreditNote,
                year: 2026,
                sequence: 4,
            },
            InvoiceReference {
                number: invoice.number,
                issued_on: invoice.issue_date,
            },
            NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
            None,
        );
        let gross = amount(invoice.totals.gross);

        let rendered = renderer.render(&invoice).unwrap();
        let xml = &rendered.xml;
        for part in [
            "<ram:PaymentReference>RE-2026-00043</ram:PaymentReference>".to_owned(),
            "<ram:TypeCode>58</ram:TypeCode>".to_owned(),
            "<ram:IBANID>DE89370400440532013000</ram:IBANID>".to_owned(),
            "<ram:AccountName>PrimeCards GmbH</ram:AccountName>".to_owned(),
            "<ram:BICID>COBADEFFXXX</ram:BICID>".to_owned(),
            "<ram:Description>Zahlbar ohne Abzug bis zum 04.12.2026.</ram:Description>".to_owned(),
            "<udt:DateTimeString format=\"102\">20261204</udt:DateTimeString>".to_owned(),
            "<ram:TotalPrepaidAmount>0.00</ram:TotalPrepaidAmount>".to_owned(),
            format!("<ram:DuePayableAmount>{gross}</ram:DuePayableAmount>"),
            "Zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug bis zum 04.12.2026."
                .to_owned(),
        ] {
            assert!(xml.contains(&part), "{part}: {xml}");
        }
        assert!(!xml.contains("Kartenzahlung"));
        keep_sample("transfer-invoice.xml", xml.as_bytes());
        keep_sample("transfer-invoice.pdf", &rendered.pdf);

        let credit = renderer.render(&credit_note).unwrap();
        assert!(!credit.xml.contains("<ram:TypeCode>58</ram:TypeCode>"));
        assert!(
            credit
                .xml
                .contains("<ram:DuePayableAmount>0.00</ram:DuePayableAmount>")
        );
        keep_sample("transfer-credit-note.xml", credit.xml.as_bytes());
        keep_sample("transfer-credit-note.pdf", &credit.pdf);
    }

    #[test]
    fn an_intra_community_supply_and_its_credit_note_are_category_k_with_both_numbers() {
        use shop_ports::invoices::InvoiceRenderer;
        let renderer = FacturXRenderer::new();
        let invoice = fixtures::intra_community_invoice_document(7);
        let credit_note = invoice.clone().into_credit_note(
            DocumentNumber {
                kind: DocumentKind::CreditNote,
                year: 2026,
                sequence: 2,
            },
            InvoiceReference {
                number: invoice.number,
                issued_on: invoice.issue_date,
            },
            NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
            invoice.delivery_date,
        );
        for (document, name) in [(&invoice, "k-invoice"), (&credit_note, "k-credit-note")] {
            let rendered = renderer.render(document).unwrap();
            let xml = &rendered.xml;
            for part in [
                "<ram:CategoryCode>K</ram:CategoryCode>",
                "<ram:RateApplicablePercent>0</ram:RateApplicablePercent>",
                "<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>",
                "<ram:ID schemeID=\"VA\">NL859108720B01</ram:ID>",
                "<ram:ID schemeID=\"VA\">DE812345673</ram:ID>",
                "<ram:Name>Eetcafe De Hoek B.V.</ram:Name>",
                "<ram:LineOne>Postbus 12</ram:LineOne>",
                "<ram:ShipToTradeParty>",
                "<ram:CountryID>NL</ram:CountryID>",
                "<ram:TaxTotalAmount currencyID=\"EUR\">0.00</ram:TaxTotalAmount>",
                "<udt:DateTimeString format=\"102\">20261120</udt:DateTimeString>",
            ] {
                assert!(xml.contains(part), "{name}: {part}: {xml}");
            }
            // BT-80 is the delivery's country, the buyer's address its own.
            let ship_to = &xml[xml.find("<ram:ShipToTradeParty>").unwrap()..];
            assert!(ship_to.contains("<ram:LineOne>Markt 1</ram:LineOne>"));
            assert!(!xml.contains("<ram:CategoryCode>S</ram:CategoryCode>"));
            keep_sample(&format!("{name}.xml"), xml.as_bytes());
            keep_sample(&format!("{name}.pdf"), &rendered.pdf);
        }
        assert!(
            renderer
                .xml(&credit_note)
                .contains("<ram:TypeCode>381</ram:TypeCode>")
        );
    }

    #[test]
    fn names_the_client_typed_are_escaped_and_the_amounts_are_the_orders() {
        let xml = FacturXRenderer::new().xml(&document("Döner & <Grill>", None));

        assert!(!xml.contains("<Grill>"), "{xml}");
        assert!(
            xml.contains("Döner &#38; &#60;Grill&#62;")
                || xml.contains("Döner &amp; &lt;Grill&gt;"),
            "{xml}"
        );
        assert!(xml.contains("<ram:ID>RE-2026-00003</ram:ID>"));
        assert!(xml.contains("<ram:GrandTotalAmount>178.26</ram:GrandTotalAmount>"));
        assert!(xml.contains("<ram:ID schemeID=\"FC\">121/815/08150</ram:ID>"));
        assert!(!xml.contains("InvoiceReferencedDocument"));
        assert!(!xml.contains("BuyerOrderReferencedDocument"));
    }

    #[test]
    fn the_buyers_vat_id_and_order_reference_are_stated_when_given() {
        let mut with_both = document("Döner Eck", None);
        with_both.buyer.vat_id = Some("ATU12345678".into());
        with_both.buyer.order_reference = Some("PO-4711".into());

        let xml = FacturXRenderer::new().xml(&with_both);

        let buyer = &xml[xml.find("<ram:BuyerTradeParty>").unwrap()
            ..xml.find("</ram:BuyerTradeParty>").unwrap()];
        assert!(
            buyer.contains("<ram:ID schemeID=\"VA\">ATU12345678</ram:ID>"),
            "{xml}"
        );
        assert!(xml.contains(
            "<ram:BuyerOrderReferencedDocument>\n        <ram:IssuerAssignedID>PO-4711</ram:IssuerAssignedID>"
        ), "{xml}");
        assert!(xml.contains(
            "<ram:SellerOrderReferencedDocument>\n        <ram:IssuerAssignedID>3</ram:IssuerAssignedID>"
        ), "{xml}");
    }

    #[test]
    fn a_credit_note_is_type_381_and_names_the_invoice_it_reverses() {
        let invoice = InvoiceReference {
            number: DocumentNumber {
                kind: DocumentKind::Invoice,
                year: 2026,
                sequence: 1,
            },
            issued_on: NaiveDate::from_ymd_opt(2026, 11, 20).unwrap(),
        };

        let xml = FacturXRenderer::new().xml(&document("Döner Eck", Some(invoice)));

        assert!(xml.contains("<ram:ID>GS-2026-00003</ram:ID>"));
        assert!(xml.contains("<ram:TypeCode>381</ram:TypeCode>"));
        assert!(xml.contains("<ram:IssuerAssignedID>RE-2026-00001</ram:IssuerAssignedID>"));
        assert!(xml.contains("<qdt:DateTimeString format=\"102\">20261120</qdt:DateTimeString>"));
    }

    #[test]
    fn amounts_have_a_point_and_two_places() {
        assert_eq!(amount(Cents::new(14_980)), "149.80");
        assert_eq!(amount(Cents::new(5)), "0.05");
        assert_eq!(amount(Cents::new(-1_999)), "-19.99");
        assert_eq!(amount(Cents::ZERO), "0.00");
    }

    /// Every value of `element` in `xml`, read back as cents.
    fn amounts(xml: &str, element: &str) -> Vec<i64> {
        let open = format!("<ram:{element}");
        xml.match_indices(&open)
            .map(|(at, _)| {
                let value = &xml[at..];
                let value = &value[value.find('>').unwrap() + 1..value.find("</").unwrap()];
                let (euros, cents) = value.split_once('.').unwrap();
                assert_eq!(cents.len(), 2, "{value}");
                euros.parse::<i64>().unwrap() * 100 + cents.parse::<i64>().unwrap()
            })
            .collect()
    }

    fn one(xml: &str, element: &str) -> i64 {
        let found = amounts(xml, element);
        assert_eq!(found.len(), 1, "{element}");
        found[0]
    }

    proptest! {
        /// The EN 16931 sum rules on the XML of generated carts, with and
        /// without a percent or fixed discount code: BR-CO-10 (lines add up),
        /// BR-CO-11 and BR-CO-13 (allowances add up, tax basis = lines −
        /// allowances), BR-31 to BR-33 (the allowance's amount, VAT category
        /// and reason), BR-CO-14 and BR-CO-17 (VAT = basis × 19 %, rounded to
        /// the cent), BR-CO-15 (gross = basis + VAT), BR-CO-16 (due = gross −
        /// prepaid), and each line's net is its quantity times its net price.
        #[test]
        fn the_xml_sums_obey_the_en16931_rules(
            cart in prop::collection::vec((1_i64..=250_000, 1_u32..=15), 1..=25),
            code in prop::option::of(prop_oneof![
                (1_u8..=100).prop_map(DiscountRule::Percent),
                (1_i64..=5_000_000).prop_map(|cents| DiscountRule::AmountOff(Cents::new(cents))),
            ]),
        ) {
            let mut document = fixtures::invoice_document(1, 1);
            document.lines = cart
                .iter()
                .zip(1..)
                .map(|(&(unit, quantity), position)| InvoiceLine {
                    position,
                    description: format!("Artikel {position}"),
                    quantity,
                    unit: SalesUnit::Piece,
                    unit_net: Cents::new(unit),
                    net: Cents::new(unit * i64::from(quantity)),
                })
                .collect();
            let net = Cents::new(document.lines.iter().map(|line| line.net.get()).sum());
            let discount = code.map_or(Cents::ZERO, |rule| rule.discount_on(net));
            document.totals = Totals::checked_discounted(net, discount).unwrap();
            document.voucher_code = code.map(|_| VoucherCode::parse("SOMMER10").unwrap());

            let xml = FacturXRenderer::new().xml(&document);

            let line_nets = amounts(&xml, "LineTotalAmount");
            let (header, lines) = line_nets.split_last().unwrap();
            let unit_prices = amounts(&xml, "ChargeAmount");
            for ((line, unit), (_, quantity)) in lines.iter().zip(&unit_prices).zip(&cart) {
                prop_assert_eq!(*line, unit * i64::from(*quantity));
            }
            prop_assert_eq!(lines.iter().sum::<i64>(), *header);
            let allowances = amounts(&xml, "ActualAmount");
            let allowance_total = amounts(&xml, "AllowanceTotalAmount");
            if discount == Cents::ZERO {
                prop_assert!(allowances.is_empty() && allowance_total.is_empty());
            } else {
                prop_assert_eq!(&allowances, &vec![discount.get()]);
                prop_assert_eq!(&allowance_total, &allowances);
                prop_assert!(xml.contains("<ram:Reason>Aktionscode SOMMER10</ram:Reason>"));
                prop_assert!(xml.contains("<ram:ReasonCode>95</ram:ReasonCode>"));
            }
            let basis = one(&xml, "TaxBasisTotalAmount");
            prop_assert_eq!(basis, *header - allowances.iter().sum::<i64>());
            prop_assert_eq!(one(&xml, "BasisAmount"), basis);
            let vat = one(&xml, "TaxTotalAmount");
            // Half up, in whole cents: (basis × 19 + 50) / 100.
            prop_assert_eq!(vat, (basis * 19 + 50) / 100);
            prop_assert_eq!(one(&xml, "CalculatedAmount"), vat);
            let gross = one(&xml, "GrandTotalAmount");
            prop_assert_eq!(gross, basis + vat);
            prop_assert_eq!(one(&xml, "DuePayableAmount"), gross - one(&xml, "TotalPrepaidAmount"));
            prop_assert_eq!(gross, document.totals.gross.get());
        }
    }
}
