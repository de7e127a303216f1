//! Valid values for tests in this and other crates (feature `fixtures`), so
//! each test names only what it is about.
#![allow(clippy::expect_used)] // fixed literals, parsed by the tests that use them

use crate::{
    Address, CardDesign, Cents, GermanPhone, HostedImage, LineDesign, NewOrderLine, Processing,
    ProductId, Quantity, Remarks, SampleNumber, ShippingAddress, ShippingForm, TemplateCategory,
    WebsiteUrl,
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
        phone: GermanPhone::parse("02161 123456").expect("valid phone"),
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
    }
}
