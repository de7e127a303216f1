//! Invoices and credit notes as issued (§14 Abs. 4 UStG). A document is
//! frozen when it is issued: it carries copies of everything it shows, so a
//! later product rename, price change or address change never alters it.
//! Numbers are gapless per kind and year: `RE-2026-00001` for invoices,
//! `GS-2026-00001` for credit notes.

use std::fmt;

use chrono::{Datelike, NaiveDate};

use crate::{
    BillingAddress, Cents, LineDesign, MemberState, OrderId, OrderLine, SalesUnit, ShippingAddress,
    TaxCategory, Totals, order::Order, voucher::VoucherCode,
};

/// BT-120 of a tax-exempt intra-community supply, as the document states it.
pub const INTRA_COMMUNITY_EXEMPTION: &str =
    "Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i. V. m. § 6a UStG)";
/// BT-121: the VATEX code of an intra-community supply.
pub const INTRA_COMMUNITY_EXEMPTION_CODE: &str = "VATEX-EU-IC";

/// What a document is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    Invoice,
    CreditNote,
}

impl DocumentKind {
    /// The number's prefix: Rechnung, Gutschrift.
    pub fn prefix(self) -> &'static str {
        match self {
            Self::Invoice => "RE",
            Self::CreditNote => "GS",
        }
    }

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Invoice => "invoice",
            Self::CreditNote => "creditNote",
        }
    }

    /// UNTDID 1001 document type code (BT-3): 380 commercial invoice, 381 credit note.
    pub fn type_code(self) -> &'static str {
        match self {
            Self::Invoice => "380",
            Self::CreditNote => "381",
        }
    }
}

/// A document's number: kind, year and a sequence without gaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DocumentNumber {
    pub kind: DocumentKind,
    pub year: i32,
    pub sequence: u32,
}

impl fmt::Display for DocumentNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}-{}-{:05}",
            self.kind.prefix(),
            self.year,
            self.sequence
        )
    }
}

impl DocumentNumber {
    /// Reads the text [`Display`](fmt::Display) writes, e.g. `RE-2026-00001`.
    pub fn parse(text: &str) -> Option<Self> {
        let mut parts = text.splitn(3, '-');
        let kind = match parts.next()? {
            "RE" => DocumentKind::Invoice,
            "GS" => DocumentKind::CreditNote,
            _ => return None,
        };
        let year = parts.next()?.parse().ok()?;
        let sequence = parts.next()?;
        (sequence.len() >= 5 && sequence.bytes().all(|b| b.is_ascii_digit())).then_some(())?;
        Some(Self {
            kind,
            year,
            sequence: sequence.parse().ok()?,
        })
    }
}

/// The invoice a credit note reverses: its number (BT-25) and date (BT-26).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InvoiceReference {
    pub number: DocumentNumber,
    pub issued_on: NaiveDate,
}

/// The seller as the settings name it (`SHOP_SELLER_*`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seller {
    pub name: String,
    pub street: String,
    pub zip_code: String,
    pub city: String,
    /// ISO 3166-1 alpha-2, e.g. `DE`.
    pub country_code: String,
    /// USt-IdNr., e.g. `DE812345673`; a seller needs it or a tax number.
    pub vat_id: Option<String>,
    pub tax_number: Option<String>,
    pub email: String,
    pub phone: String,
    /// The business-letter data every mail ends with (§ 37a HGB, § 35a
    /// GmbHG): register court ('Amtsgericht Mönchengladbach'), register
    /// number ('HRB 12345') and managing directors; required with real payments.
    pub register_court: Option<String>,
    pub register_number: Option<String>,
    pub managing_directors: Option<String>,
    /// Where invoices payable by transfer are paid to; pay on invoice is
    /// offered only with it.
    pub iban: Option<crate::iban::Iban>,
    pub bic: Option<String>,
}

impl Seller {
    /// The company of the demo shop's Impressum: the seller of `just run`
    /// and the tests (a real shop names itself in `SHOP_SELLER_*`).
    pub fn demo() -> Self {
        Self {
            name: "PrimeCards GmbH".to_owned(),
            street: "Musterstraße 12".to_owned(),
            zip_code: "41061".to_owned(),
            city: "Mönchengladbach".to_owned(),
            country_code: "DE".to_owned(),
            vat_id: Some("DE812345673".to_owned()),
            tax_number: None,
            email: "info@primecards.de".to_owned(),
            phone: "+49 2161 123 45 67".to_owned(),
            register_court: Some("Amtsgericht Mönchengladbach".to_owned()),
            register_number: Some("HRB 12345".to_owned()),
            managing_directors: Some("Max Mustermann".to_owned()),
            // The standard example IBAN of the German banks: never a real account.
            iban: crate::iban::Iban::parse("DE89370400440532013000").ok(),
            bic: Some("COBADEFFXXX".to_owned()),
        }
    }
}

/// The buyer as the order's delivery address named them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Buyer {
    pub company: String,
    pub contact_person: String,
    pub street: String,
    pub zip_code: String,
    pub city: String,
    pub country_code: String,
    pub email: String,
    /// The buyer's USt-IdNr., when given (BT-48).
    pub vat_id: Option<String>,
    /// The buyer's own order reference, when given (BT-13).
    pub order_reference: Option<String>,
}

impl Buyer {
    /// The buyer (BT-44, BG-8): the billing address when the order names
    /// one, else the delivery address and its company.
    pub fn of(address: &ShippingAddress, billing: Option<&BillingAddress>) -> Self {
        let billing = billing
            .cloned()
            .unwrap_or_else(|| BillingAddress::of_delivery(address));
        Self {
            company: billing.legal_name.to_string(),
            contact_person: address.contact_person.to_string(),
            street: billing.street.to_string(),
            zip_code: billing.zip_code.to_string(),
            city: billing.city.to_string(),
            country_code: billing.country.code().to_owned(),
            email: address.email.to_string(),
            vat_id: address.vat_id.as_ref().map(ToString::to_string),
            order_reference: address.order_reference.as_ref().map(ToString::to_string),
        }
    }

    /// [`Buyer::of`] the delivery address alone.
    pub fn from_shipping(address: &ShippingAddress) -> Self {
        Self::of(address, None)
    }
}

/// Where the goods go (BG-13 with BT-70, BG-15 and BT-80), stated when it
/// is not the buyer's address or lies outside Germany.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShipTo {
    pub name: String,
    pub street: String,
    pub zip_code: String,
    pub city: String,
    pub country: MemberState,
}

impl ShipTo {
    /// The delivery party of an order to `address` billed to `buyer`; `None`
    /// when the goods go to the buyer's own address in Germany.
    pub fn of(address: &ShippingAddress, buyer: &Buyer) -> Option<Self> {
        let ship_to = Self {
            name: address.company.to_string(),
            street: address.street.to_string(),
            zip_code: address.zip_code.to_string(),
            city: address.city.to_string(),
            country: address.country,
        };
        let same_place = buyer.street == ship_to.street
            && buyer.zip_code == ship_to.zip_code
            && buyer.city == ship_to.city
            && buyer.country_code == ship_to.country.code();
        (!same_place || ship_to.country != MemberState::GERMANY).then_some(ship_to)
    }
}

/// One invoiced line: what was delivered, how many, at what net price.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceLine {
    pub position: u32,
    /// Product name with packaging and, for cards, the template.
    pub description: String,
    pub quantity: u32,
    /// What the quantity counts (BT-130): packs of cards or pieces.
    pub unit: SalesUnit,
    pub unit_net: Cents,
    pub net: Cents,
}

impl InvoiceLine {
    fn of(position: u32, stored: &OrderLine) -> Result<Self, InvoiceError> {
        let line = &stored.line;
        let mut description = line.name.clone();
        if !line.processing_label().is_empty() {
            description.push_str(", ");
            description.push_str(line.processing_label());
        }
        match &line.design {
            LineDesign::Card(card) => {
                description.push_str(", Vorlage: ");
                description.push_str(card.template.label());
            }
            LineDesign::SamplePack { sample_number } => {
                description.push_str(", Musternummer ");
                description.push_str(sample_number.as_str());
            }
            LineDesign::BottleOpener(_) => {}
        }
        Ok(Self {
            position,
            description,
            quantity: u32::from(line.quantity.get()),
            unit: line.sales_unit(),
            unit_net: line.unit_price,
            net: line.subtotal().ok_or(InvoiceError::Overflow)?,
        })
    }
}

impl InvoiceLine {
    /// The line of 'Express-Produktion': one piece of service at its surcharge.
    fn express(position: u32, surcharge: Cents) -> Self {
        Self {
            position,
            description: crate::express::LINE_NAME.to_owned(),
            quantity: 1,
            unit: SalesUnit::Piece,
            unit_net: surcharge,
            net: surcharge,
        }
    }

    fn is_express(&self) -> bool {
        self.description == crate::express::LINE_NAME
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum InvoiceError {
    #[error("only a paid order gets an invoice")]
    Unpaid,
    #[error("an order without lines gets no invoice")]
    NoLines,
    #[error("an amount of the invoice does not fit")]
    Overflow,
    #[error("the lines do not add up to the order's net total")]
    TotalsDiffer,
    /// An intra-community supply is invoiced on the day the goods leave.
    #[error("a tax-exempt intra-community supply is invoiced once shipped")]
    NotShipped,
}

/// How an invoice is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settlement {
    /// Paid up front on `on` (card and the provider's other methods).
    Paid { on: NaiveDate },
    /// Bought on invoice: to be paid by bank transfer within the agreed
    /// `days`, by `due_on` (BT-9).
    Transfer { due_on: NaiveDate, days: u16 },
}

impl Settlement {
    /// The payment terms as printed (BT-20) for an invoice due by transfer.
    pub fn terms(&self) -> Option<String> {
        match self {
            Settlement::Paid { .. } => None,
            Settlement::Transfer { due_on, .. } => Some(format!(
                "Zahlbar ohne Abzug bis zum {}.",
                due_on.format("%d.%m.%Y")
            )),
        }
    }
}

/// An issued invoice or credit note, frozen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceDocument {
    pub number: DocumentNumber,
    pub order_id: OrderId,
    /// Invoice date = payment date; a credit note's date is its issue date.
    pub issue_date: NaiveDate,
    /// When the goods are delivered (BT-72); a credit note for goods that
    /// never left the shop has none.
    pub delivery_date: Option<NaiveDate>,
    /// How the invoice is settled: paid before it was issued, or due by a date.
    pub settlement: Settlement,
    pub seller: Seller,
    pub buyer: Buyer,
    /// Where the goods went, when not to the buyer's German address.
    pub ship_to: Option<ShipTo>,
    pub lines: Vec<InvoiceLine>,
    /// With `totals.discount` the document-level allowance (BG-20).
    pub totals: Totals,
    /// The discount code the allowance comes from (its reason, BT-97).
    pub voucher_code: Option<VoucherCode>,
    /// The invoice a credit note reverses (BT-25, BT-26).
    pub refers_to: Option<InvoiceReference>,
}

impl InvoiceDocument {
    /// The invoice of a paid order, numbered `number`.
    ///
    /// # Errors
    /// [`InvoiceError`] when the order is unpaid, empty, or its lines do not
    /// add up to its stored net total (an invoice must never disagree with
    /// what was charged).
    pub fn for_paid_order(
        number: DocumentNumber,
        order: &Order,
        lines: &[OrderLine],
        shipping: &ShippingAddress,
        billing: Option<&BillingAddress>,
        seller: &Seller,
    ) -> Result<Self, InvoiceError> {
        if lines.is_empty() {
            return Err(InvoiceError::NoLines);
        }
        let mut lines = lines
            .iter()
            .zip(1..)
            .map(|(line, position)| InvoiceLine::of(position, line))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(express) = order.express {
            let position = u32::try_from(lines.len() + 1).map_err(|_| InvoiceError::Overflow)?;
            lines.push(InvoiceLine::express(position, express.surcharge));
        }
        let net = lines
            .iter()
            .try_fold(Cents::ZERO, |sum, line| sum.checked_add(line.net))
            .ok_or(InvoiceError::Overflow)?;
        if net != order.totals.net {
            return Err(InvoiceError::TotalsDiffer);
        }
        let buyer = Buyer::of(shipping, billing);
        let (issue_date, delivery_date) = Self::dates_of(order)?;
        let settlement = match (order.on_invoice, order.paid_at) {
            (Some(terms), _) => Settlement::Transfer {
                due_on: terms.due_after(issue_date),
                days: terms.days,
            },
            (None, Some(paid_at)) => Settlement::Paid { on: paid_at.date() },
            (None, None) => return Err(InvoiceError::Unpaid),
        };
        Ok(Self {
            number,
            order_id: order.id,
            issue_date,
            delivery_date: Some(delivery_date),
            settlement,
            seller: seller.clone(),
            ship_to: ShipTo::of(shipping, &buyer),
            buyer,
            lines,
            totals: order.totals,
            voucher_code: order.voucher_code.clone(),
            refers_to: None,
        })
    }

    /// The invoice date and delivery date (BT-72) of a paid order: the
    /// payment's day and the expected shipping day; for a tax-exempt
    /// intra-community supply both are the day the goods left.
    ///
    /// # Errors
    /// [`InvoiceError::Unpaid`], or [`InvoiceError::NotShipped`] for an
    /// intra-community supply still in the shop.
    pub fn dates_of(order: &Order) -> Result<(NaiveDate, NaiveDate), InvoiceError> {
        // Bought on invoice: dated the day it was ordered, as the checkout promised.
        let paid_on = order
            .paid_at
            .or_else(|| order.on_invoice.map(|_| order.created_at))
            .ok_or(InvoiceError::Unpaid)?
            .date();
        match order.totals.category {
            TaxCategory::Standard => Ok((paid_on, order.shipping_date.unwrap_or(paid_on))),
            TaxCategory::IntraCommunity => {
                let shipped = order
                    .steps
                    .shipped_at
                    .ok_or(InvoiceError::NotShipped)?
                    .date();
                Ok((shipped, shipped))
            }
        }
    }

    /// The document-level allowance (BG-20): its reason (BT-97), e.g.
    /// `Aktionscode SOMMER10`, and amount (BT-92); none without a discount.
    pub fn allowance(&self) -> Option<(String, Cents)> {
        if self.totals.discount == Cents::ZERO {
            return None;
        }
        let reason = match &self.voucher_code {
            Some(code) => format!("Aktionscode {}", code.as_str()),
            None => "Rabatt".to_owned(),
        };
        Some((reason, self.totals.discount))
    }

    /// The credit note that reverses this invoice in full: the same buyer,
    /// lines and amounts (positive, as EN 16931 wants for type 381), its
    /// own number and date, and a reference to the invoice. It states the
    /// day the goods left the shop, or no delivery date when they never did.
    pub fn into_credit_note(
        self,
        number: DocumentNumber,
        invoice: InvoiceReference,
        issued_on: NaiveDate,
        shipped_on: Option<NaiveDate>,
    ) -> Self {
        Self {
            number,
            issue_date: issued_on,
            delivery_date: shipped_on,
            refers_to: Some(invoice),
            ..self
        }
    }

    /// The credit note for the express line alone (its surcharge given back
    /// because the order shipped late): that line, its VAT, no discount.
    /// `None` when this invoice has no such line.
    pub fn into_express_credit_note(
        self,
        number: DocumentNumber,
        invoice: InvoiceReference,
        issued_on: NaiveDate,
        shipped_on: Option<NaiveDate>,
    ) -> Option<Self> {
        let line = self.lines.iter().find(|line| line.is_express())?.clone();
        let totals = crate::express::Express::ordered(line.net).totals(self.totals.category);
        Some(Self {
            lines: vec![InvoiceLine {
                position: 1,
                ..line
            }],
            totals,
            voucher_code: None,
            ..self.into_credit_note(number, invoice, issued_on, shipped_on)
        })
    }

    /// The exemption's reason (BT-120) and code (BT-121) of a tax-exempt
    /// supply; none for German VAT.
    pub fn exemption(&self) -> Option<(&'static str, &'static str)> {
        match self.totals.category {
            TaxCategory::Standard => None,
            TaxCategory::IntraCommunity => {
                Some((INTRA_COMMUNITY_EXEMPTION, INTRA_COMMUNITY_EXEMPTION_CODE))
            }
        }
    }

    /// The VAT category every line carries: `S` or `K`.
    pub fn vat_category(&self) -> &'static str {
        self.totals.category.code()
    }

    /// The VAT rate every line carries, in percent.
    pub fn vat_percent(&self) -> i64 {
        self.totals.category.percent()
    }

    /// The year a new document issued on `date` is numbered in.
    pub fn numbering_year(date: NaiveDate) -> i32 {
        date.year()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_prefixed_per_kind_and_padded_to_five_digits() {
        let invoice = DocumentNumber {
            kind: DocumentKind::Invoice,
            year: 2026,
            sequence: 1,
        };
        let credit = DocumentNumber {
            kind: DocumentKind::CreditNote,
            year: 2027,
            sequence: 123_456,
        };

        assert_eq!(invoice.to_string(), "RE-2026-00001");
        assert_eq!(credit.to_string(), "GS-2027-123456");
        assert_eq!(DocumentKind::Invoice.type_code(), "380");
        assert_eq!(DocumentKind::CreditNote.type_code(), "381");
    }

    #[test]
    fn a_number_reads_back_from_its_text_and_nothing_else_does() {
        for number in [
            NUMBER,
            DocumentNumber {
                kind: DocumentKind::CreditNote,
                year: 2027,
                sequence: 123_456,
            },
        ] {
            assert_eq!(DocumentNumber::parse(&number.to_string()), Some(number));
        }
        for text in [
            "",
            "RE-2026",
            "XX-2026-00001",
            "RE-2026-1",
            "RE-20x6-00001",
            "RE-2026-0000a",
        ] {
            assert_eq!(DocumentNumber::parse(text), None, "{text}");
        }
    }

    #[test]
    fn a_credit_note_repeats_the_invoice_with_its_own_number_and_date_and_names_the_invoice() {
        let lines = [crate::fixtures::card_line(7_490, 2)];
        let order = paid_order(&lines);
        let invoice = invoice_of(&order, &lines);
        let number = DocumentNumber {
            kind: DocumentKind::CreditNote,
            year: 2026,
            sequence: 3,
        };
        let reference = InvoiceReference {
            number: NUMBER,
            issued_on: invoice.issue_date,
        };
        let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();

        let credit = invoice
            .clone()
            .into_credit_note(number, reference, today, None);

        assert_eq!(credit.number, number);
        assert_eq!(credit.issue_date, today);
        assert_eq!(credit.refers_to, Some(reference));
        assert_eq!(
            (
                &credit.lines,
                credit.totals,
                &credit.buyer,
                credit.settlement
            ),
            (
                &invoice.lines,
                invoice.totals,
                &invoice.buyer,
                invoice.settlement
            )
        );
    }

    #[test]
    fn an_express_order_is_invoiced_with_its_line_and_credited_for_it_alone() {
        let lines = [crate::fixtures::card_line(7_490, 2)];
        let surcharge = crate::express::DEFAULT_SURCHARGE;
        let order = Order {
            totals: Totals::from_net(Cents::new(14_980 + 2_990)),
            express: Some(crate::express::Express::ordered(surcharge)),
            ..paid_order(&lines)
        };
        let invoice = invoice_of(&order, &lines);
        let express_line = invoice.lines.last().unwrap();
        assert_eq!(
            (
                express_line.position,
                express_line.description.as_str(),
                express_line.quantity,
                express_line.net
            ),
            (2, "Express-Produktion", 1, surcharge)
        );
        let number = DocumentNumber {
            kind: DocumentKind::CreditNote,
            year: 2026,
            sequence: 4,
        };
        let reference = InvoiceReference {
            number: NUMBER,
            issued_on: invoice.issue_date,
        };
        let today = NaiveDate::from_ymd_opt(2026, 12, 18).unwrap();

        let credit = invoice
            .clone()
            .into_express_credit_note(number, reference, today, Some(today))
            .unwrap();

        assert_eq!(credit.lines.len(), 1);
        assert_eq!(credit.lines[0].position, 1);
        assert_eq!(credit.lines[0].description, "Express-Produktion");
        assert_eq!(
            (credit.totals.net, credit.totals.vat, credit.totals.gross),
            (Cents::new(2_990), Cents::new(568), Cents::new(3_558))
        );
        assert_eq!(credit.refers_to, Some(reference));
        let plain = invoice_of(&paid_order(&lines), &lines);
        assert_eq!(
            plain.into_express_credit_note(number, reference, today, None),
            None
        );
    }

    fn paid_order(lines: &[crate::NewOrderLine]) -> Order {
        let net = lines.iter().fold(Cents::ZERO, |sum, line| {
            sum.checked_add(line.subtotal().unwrap()).unwrap()
        });
        let at = NaiveDate::from_ymd_opt(2026, 11, 20)
            .unwrap()
            .and_hms_opt(10, 0, 0)
            .unwrap();
        Order {
            id: OrderId::new(7),
            user_id: None,
            order_type: crate::OrderType::Normal,
            order_status: crate::OrderStatus::Processing,
            payment_status: crate::PaymentStatus::Paid,
            totals: Totals::from_net(net),
            voucher_code: None,
            created_at: at,
            paid_at: Some(at),
            shipping_date: Some(NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()),
            paid_after_cancellation: false,
            on_invoice: None,
            express: None,
            refunded_at: None,
            steps: Default::default(),
        }
    }

    /// The invoice `NUMBER` of `order` with `lines`, to the fixtures' address and seller.
    fn invoice_of(order: &Order, lines: &[crate::NewOrderLine]) -> InvoiceDocument {
        InvoiceDocument::for_paid_order(
            NUMBER,
            order,
            &stored(lines),
            &crate::fixtures::shipping_address(),
            None,
            &crate::fixtures::seller(),
        )
        .unwrap()
    }

    fn stored(lines: &[crate::NewOrderLine]) -> Vec<OrderLine> {
        lines
            .iter()
            .zip(1..)
            .map(|(line, id)| OrderLine {
                id: crate::OrderLineId::new(id),
                order_id: OrderId::new(7),
                line: line.clone(),
            })
            .collect()
    }

    const NUMBER: DocumentNumber = DocumentNumber {
        kind: DocumentKind::Invoice,
        year: 2026,
        sequence: 1,
    };

    #[test]
    fn an_invoice_copies_the_paid_order_with_payment_date_delivery_date_and_line_texts() {
        let lines = [
            crate::fixtures::card_line(7_490, 2),
            crate::fixtures::sample_pack_line(2_990, 1),
        ];
        let order = paid_order(&lines);

        let invoice = invoice_of(&order, &lines);

        assert_eq!(
            invoice.issue_date,
            NaiveDate::from_ymd_opt(2026, 11, 20).unwrap()
        );
        assert_eq!(invoice.delivery_date, NaiveDate::from_ymd_opt(2026, 11, 25));
        assert_eq!(invoice.lines.len(), 2);
        assert_eq!(invoice.lines[0].position, 1);
        assert_eq!(invoice.lines[0].quantity, 2);
        assert_eq!(invoice.lines[0].net, Cents::new(14_980));
        assert!(
            invoice.lines[0].description.contains("Vorlage: "),
            "{}",
            invoice.lines[0].description
        );
        assert!(
            invoice.lines[1].description.contains("Musternummer"),
            "{}",
            invoice.lines[1].description
        );
        assert_eq!(invoice.totals, order.totals);
        assert_eq!(invoice.buyer.company, "Pizzeria Roma");
    }

    #[test]
    fn an_unpaid_order_or_lines_that_disagree_with_the_total_get_no_invoice() {
        let lines = [crate::fixtures::card_line(7_490, 2)];
        let mut unpaid = paid_order(&lines);
        unpaid.paid_at = None;
        let mut tampered = paid_order(&lines);
        tampered.totals = Totals::from_net(Cents::new(1));
        let address = crate::fixtures::shipping_address();

        assert_eq!(
            InvoiceDocument::for_paid_order(
                NUMBER,
                &unpaid,
                &stored(&lines),
                &address,
                None,
                &crate::fixtures::seller()
            ),
            Err(InvoiceError::Unpaid)
        );
        assert_eq!(
            InvoiceDocument::for_paid_order(
                NUMBER,
                &tampered,
                &stored(&lines),
                &address,
                None,
                &crate::fixtures::seller()
            ),
            Err(InvoiceError::TotalsDiffer)
        );
        assert_eq!(
            InvoiceDocument::for_paid_order(
                NUMBER,
                &paid_order(&lines),
                &[],
                &address,
                None,
                &crate::fixtures::seller()
            ),
            Err(InvoiceError::NoLines)
        );
    }
}
