//! Valid values for tests in this and other crates (feature `fixtures`), so
//! each test names only what it is about.
#![allow(clippy::expect_used)] // fixed literals, parsed by the tests that use them

use chrono::{NaiveDate, NaiveDateTime};

use crate::{
    Address, Buyer, CardDesign, CardsPerPack, Cents, DocumentKind, DocumentNumber, HostedImage,
    InvoiceDocument, InvoiceLine, LineDesign, NewOrderLine, Order, OrderId, OrderStatus,
    OrderSteps, OrderType, PaymentStatus, Phone, Processing, ProductId, Quantity, Remarks,
    SalesUnit, SampleNumber, Seller, Settlement, ShippingAddress, ShippingForm, TemplateCategory,
    Totals, WebsiteUrl,
};

/// The logo rule of `design/card-layout.json`: a 23 × 18 mm box, refused
/// below 150 dpi, a warning below 300.
pub const LOGO_PRINT_RULE: crate::LogoPrintRule = crate::LogoPrintRule {
    box_width_mm: 23.0,
    box_height_mm: 18.0,
    minimum_dpi: 150.0,
    recommended_dpi: 300.0,
};

/// Maria Rossi of Pizzeria Roma in Mönchengladbach.
pub fn shipping_form() -> ShippingForm<'static> {
    ShippingForm {
        contact_person: "Maria Rossi",
        company: "Pizzeria Roma",
        email: "maria@pizzeria-roma.de",
        phone: "02161 123456",
        street: "Hauptstr. 1",
        zip_code: "41061",
        city: "Mönchengladbach",
        country: "",
        vat_id: "",
        order_reference: "",
    }
}

/// [`shipping_form`], parsed.
pub fn shipping_address() -> ShippingAddress {
    ShippingAddress::parse(shipping_form()).expect("valid fixture address")
}

/// A card design on the pizza template with a hosted logo.
pub fn card_design() -> CardDesign {
    CardDesign {
        template: TemplateCategory::parse("pizza").expect("known template"),
        logo: Some(HostedImage::parse("/uploads/0123abcd.png").expect("hosted logo")),
        address: Address::parse("Hauptstr. 1, 41061 Mönchengladbach").expect("valid address"),
        phone: Phone::parse("02161 123456").expect("valid phone"),
        url: WebsiteUrl::parse("www.pizzeria-roma.de").expect("valid url"),
    }
}

/// `quantity` cards of product 2 at `unit_cents`, individually packed.
pub fn card_line(unit_cents: i64, quantity: i64) -> NewOrderLine {
    NewOrderLine {
        product_id: ProductId::parse(2).expect("valid id"),
        name: "PrimeCard Starter".into(),
        unit_price: Cents::new(unit_cents),
        quantity: Quantity::new(quantity).expect("1 to 15"),
        processing: Some(Processing::IndividuallyPacked),
        remarks: Remarks::default(),
        design: LineDesign::Card(card_design()),
        cards_per_pack: CardsPerPack::parse(50).expect("1 to 10000"),
    }
}

/// `quantity` magnet packs of product 5 after sample MN-1001.
pub fn sample_pack_line(unit_cents: i64, quantity: i64) -> NewOrderLine {
    NewOrderLine {
        product_id: ProductId::parse(5).expect("valid id"),
        name: "Musternummer-Magnete 50 Stück".into(),
        unit_price: Cents::new(unit_cents),
        quantity: Quantity::new(quantity).expect("1 to 15"),
        processing: Some(Processing::IndividuallyPacked),
        remarks: Remarks::default(),
        design: LineDesign::SamplePack {
            sample_number: SampleNumber::parse("MN-1001").expect("valid number"),
        },
        cards_per_pack: CardsPerPack::parse(50).expect("1 to 10000"),
    }
}

/// PrimeCards GmbH as the Impressum names it.
pub fn seller() -> Seller {
    Seller::demo()
}

/// Invoice `RE-2026-<sequence>` of 20 November 2026 for Pizzeria Roma:
/// `lines` times two packed PrimeCard Starter at 74,90 €.
pub fn invoice_document(sequence: u32, lines: u32) -> InvoiceDocument {
    let day = NaiveDate::from_ymd_opt(2026, 11, 20).expect("a date");
    let address = shipping_address();
    InvoiceDocument {
        number: DocumentNumber {
            kind: DocumentKind::Invoice,
            year: 2026,
            sequence,
        },
        order_id: OrderId::new(i64::from(sequence)),
        issue_date: day,
        delivery_date: Some(day),
        settlement: Settlement::Paid { on: day },
        seller: seller(),
        buyer: Buyer::from_shipping(&address),
        ship_to: None,
        lines: (1..=lines)
            .map(|position| InvoiceLine {
                position,
                description:
                    "PrimeCard Starter, Magnete einzeln in LDPE Tütchen verpackt, Vorlage: Pizza"
                        .into(),
                quantity: 2,
                unit: SalesUnit::Pack(CardsPerPack::parse(50).expect("1 to 10000")),
                unit_net: Cents::new(7_490),
                net: Cents::new(14_980),
            })
            .collect(),
        totals: Totals::from_net(Cents::new(14_980 * i64::from(lines))),
        voucher_code: None,
        refers_to: None,
    }
}

/// [`invoice_document`] as a tax-exempt intra-community supply to the
/// Eetcafe in Venlo (NL), billed to its legal name, with a 10 % discount
/// code: category K, no VAT, the delivery party in the Netherlands.
pub fn intra_community_invoice_document(sequence: u32) -> InvoiceDocument {
    let venlo = ShippingAddress::parse(ShippingForm {
        company: "Eetcafe De Hoek",
        street: "Markt 1",
        zip_code: "5911 AA",
        city: "Venlo",
        country: "NL",
        phone: "+31 77 123 4567",
        vat_id: "NL859108720B01",
        ..shipping_form()
    })
    .expect("a valid Dutch address");
    let billing = crate::BillingAddress::parse(crate::BillingForm {
        legal_name: "Eetcafe De Hoek B.V.",
        street: "Postbus 12",
        zip_code: "5900 AA",
        city: "Venlo",
        country: "NL",
    })
    .expect("a valid billing address");
    let mut document = discounted_invoice_document(sequence, 2, "GRENZE10", 2_996);
    document.totals = document
        .totals
        .taxed_as(crate::TaxCategory::IntraCommunity)
        .expect("totals that fit");
    document.buyer = Buyer::of(&venlo, Some(&billing));
    document.ship_to = crate::invoice::ShipTo::of(&venlo, &document.buyer);
    document
}

/// [`invoice_document`] priced with the discount code `code`, which took
/// `discount` off its net subtotal.
pub fn discounted_invoice_document(
    sequence: u32,
    lines: u32,
    code: &str,
    discount: i64,
) -> InvoiceDocument {
    let mut document = invoice_document(sequence, lines);
    document.totals = Totals::checked_discounted(document.totals.net, Cents::new(discount))
        .expect("a discount within the net subtotal");
    document.voucher_code = Some(crate::voucher::VoucherCode::parse(code).expect("a valid code"));
    document
}

/// An order of one net 10 €, placed 2026-11-20 10:00, with `status` and `payment`.
pub fn order(order_type: OrderType, status: OrderStatus, payment: PaymentStatus) -> Order {
    Order {
        id: OrderId::new(1),
        user_id: None,
        order_type,
        order_status: status,
        payment_status: payment,
        totals: Totals::from_net(Cents::new(1000)),
        voucher_code: None,
        created_at: NaiveDateTime::parse_from_str("2026-11-20 10:00", "%Y-%m-%d %H:%M")
            .expect("a time"),
        paid_at: None,
        shipping_date: None,
        paid_after_cancellation: false,
        on_invoice: None,
        express: None,
        refunded_at: None,
        steps: OrderSteps::default(),
    }
}
