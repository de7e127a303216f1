//! Order lines: what is ordered of one product, priced from the catalogue,
//! with a design whose shape follows the product's kind. A line is parsed
//! once from what the client sent; from then on it is carried typed, to the
//! database and back.

use crate::catalog::{Product, ProductId, ProductKind, ProductType, TemplateCategory};
use crate::money::Cents;
use crate::order_ids::{OrderId, OrderLineId};
use crate::pack::{CardsPerPack, SalesUnit};
use crate::pricing::{InvalidProcessing, PricingError, Processing, unit_price};
use crate::quantity::Quantity;
use crate::value_error::ValueError;
use crate::values::{Address, Phone, Remarks, SampleNumber, WebsiteUrl};

/// Longest image address we store (ours are far shorter).
const MAX_IMAGE_URL: usize = 300;

/// An address was not one of the shop's own image addresses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Das Bild muss über den Bild-Upload des Shops hochgeladen werden")]
pub struct ForeignImage;

/// An image this shop hosts: a path under `/uploads/` (local disk host) or
/// an https URL (the Cloudinary host), short and without anything that
/// could break out of an HTML attribute.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HostedImage(String);

impl HostedImage {
    /// Parses an image address.
    ///
    /// # Errors
    /// [`ForeignImage`] for anything not shaped like the shop's own uploads.
    pub fn parse(raw: &str) -> Result<HostedImage, ForeignImage> {
        let url = raw.trim();
        let ours = url.starts_with("/uploads/") || url.starts_with("https://");
        let harmless = !url
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>' | '\\'));
        if ours && harmless && url.len() <= MAX_IMAGE_URL {
            Ok(HostedImage(url.to_owned()))
        } else {
            Err(ForeignImage)
        }
    }

    /// The address.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The design of a magnet card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardDesign {
    pub template: TemplateCategory,
    /// `None` only on custom orders, which the print shop lays out.
    pub logo: Option<HostedImage>,
    pub address: Address,
    pub phone: Phone,
    /// What the QR code points to.
    pub url: WebsiteUrl,
}

/// The print of a bottle opener.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BottleOpenerDesign {
    pub url: Option<WebsiteUrl>,
    /// `None` only on custom orders.
    pub logo: Option<HostedImage>,
}

/// What is printed on a line's products: one shape per product kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineDesign {
    Card(CardDesign),
    BottleOpener(BottleOpenerDesign),
    /// A reprint of an existing design, found by its sample number.
    SamplePack {
        sample_number: SampleNumber,
    },
}

impl LineDesign {
    /// The kind of product this design belongs to.
    pub fn kind(&self) -> ProductKind {
        match self {
            LineDesign::Card(_) => ProductKind::Card,
            LineDesign::BottleOpener(_) => ProductKind::BottleOpener,
            LineDesign::SamplePack { .. } => ProductKind::SamplePack,
        }
    }

    /// The logo, for the designs that carry one.
    pub fn logo(&self) -> Option<&HostedImage> {
        match self {
            LineDesign::Card(card) => card.logo.as_ref(),
            LineDesign::BottleOpener(opener) => opener.logo.as_ref(),
            LineDesign::SamplePack { .. } => None,
        }
    }

    /// The QR code's address, for the designs that carry one.
    pub fn url(&self) -> Option<&WebsiteUrl> {
        match self {
            LineDesign::Card(card) => Some(&card.url),
            LineDesign::BottleOpener(opener) => opener.url.as_ref(),
            LineDesign::SamplePack { .. } => None,
        }
    }
}

/// An order line as a client describes it; every field is untrusted text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineForm {
    pub product_id: i64,
    /// When sent, it must match the product's own type.
    pub product_type: Option<String>,
    pub quantity: i64,
    pub processing: String,
    pub remarks: String,
    pub sample_number: String,
    pub template: String,
    pub address: String,
    pub phone: String,
    pub url: String,
    pub logo: String,
}

/// Whether a line must carry an uploaded logo. Admin-created orders are laid
/// out by the print shop, so their lines come without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogoRule {
    Required,
    NotRequired,
}

/// Why a line was refused; the text is shown to the customer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("Der Produkttyp passt nicht zum Produkt")]
    WrongProductType,
    #[error("Die Menge muss zwischen 1 und 15 liegen")]
    Quantity,
    #[error("Verarbeitung: {0}")]
    Processing(InvalidProcessing),
    #[error("Diese Verarbeitung wird für dieses Produkt nicht angeboten")]
    ProcessingNotOffered,
    #[error("{field}: {error}")]
    Field {
        field: &'static str,
        error: ValueError,
    },
    #[error("Vorlage: Unbekannte Vorlage")]
    Template,
    #[error("Logo: Bitte laden Sie Ihr Logo hoch")]
    LogoMissing,
    #[error("Logo: Das Logo muss über den Bild-Upload des Shops hochgeladen werden")]
    LogoForeign,
    #[error("Der Preis ist zu hoch")]
    Overflow,
}

fn field<T>(name: &'static str, parsed: Result<T, ValueError>) -> Result<T, LineError> {
    parsed.map_err(|error| LineError::Field { field: name, error })
}

fn logo(raw: &str, rule: LogoRule) -> Result<Option<HostedImage>, LineError> {
    if raw.trim().is_empty() {
        return match rule {
            LogoRule::Required => Err(LineError::LogoMissing),
            LogoRule::NotRequired => Ok(None),
        };
    }
    HostedImage::parse(raw)
        .map(Some)
        .map_err(|ForeignImage| LineError::LogoForeign)
}

fn qr_url(raw: &str) -> Result<WebsiteUrl, LineError> {
    field("QR Code URL", WebsiteUrl::parse(raw))
}

/// The design of `kind` from the form's fields; fields a kind does not use are dropped.
fn design(kind: ProductKind, form: &LineForm, rule: LogoRule) -> Result<LineDesign, LineError> {
    Ok(match kind {
        ProductKind::Card => LineDesign::Card(CardDesign {
            template: TemplateCategory::parse(&form.template).map_err(|_| LineError::Template)?,
            address: field("Adresse", Address::parse(&form.address))?,
            phone: field("Telefonnummer", Phone::parse(&form.phone))?,
            url: qr_url(&form.url)?,
            logo: logo(&form.logo, rule)?,
        }),
        ProductKind::BottleOpener => LineDesign::BottleOpener(BottleOpenerDesign {
            url: if form.url.trim().is_empty() {
                None
            } else {
                Some(qr_url(&form.url)?)
            },
            logo: logo(&form.logo, rule)?,
        }),
        ProductKind::SamplePack => LineDesign::SamplePack {
            sample_number: field("Musternummer", SampleNumber::parse(&form.sample_number))?,
        },
    })
}

/// The packing and the unit price it gives. Bottle openers have no packing
/// choice: an empty choice is the catalogue price as it is.
fn processing_and_price(
    product: &Product,
    raw: &str,
) -> Result<(Option<Processing>, Cents), LineError> {
    if product.kind == ProductKind::BottleOpener && raw.trim().is_empty() {
        return Ok((None, product.price));
    }
    let processing = Processing::parse(raw).map_err(LineError::Processing)?;
    let price = unit_price(product, processing).map_err(|error| match error {
        PricingError::NotOffered => LineError::ProcessingNotOffered,
        PricingError::Overflow => LineError::Overflow,
    })?;
    Ok((Some(processing), price))
}

/// One line as it will be printed and charged: price fixed from the
/// catalogue at order time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrderLine {
    pub product_id: ProductId,
    /// The product's name when it was ordered.
    pub name: String,
    pub unit_price: Cents,
    pub quantity: Quantity,
    /// `None` for a bottle opener, which has no packing choice.
    pub processing: Option<Processing>,
    pub remarks: Remarks,
    pub design: LineDesign,
    /// The product's cards per pack when it was ordered: the quantity counts packs.
    pub cards_per_pack: CardsPerPack,
}

impl NewOrderLine {
    /// Checks a line against its product and prices it from the catalogue.
    ///
    /// Cards need the whole design (template, address, phone, QR URL, logo);
    /// bottle openers a logo and optionally a URL; sample packs their sample
    /// number.
    ///
    /// # Errors
    /// The first [`LineError`] found.
    pub fn priced(
        product: &Product,
        form: &LineForm,
        logo_rule: LogoRule,
    ) -> Result<NewOrderLine, LineError> {
        if let Some(sent) = &form.product_type
            && ProductType::parse(sent).ok() != Some(product.product_type())
        {
            return Err(LineError::WrongProductType);
        }
        let quantity = Quantity::new(form.quantity).map_err(|_| LineError::Quantity)?;
        let (processing, unit_price) = processing_and_price(product, &form.processing)?;
        let remarks = field("Hinweise", Remarks::parse(&form.remarks))?;
        Ok(NewOrderLine {
            product_id: product.id,
            name: product.name.clone(),
            unit_price,
            quantity,
            processing,
            remarks,
            design: design(product.kind, form, logo_rule)?,
            cards_per_pack: product.cards_per_pack,
        })
    }

    /// `PrimeProd` or `MBNprod`, from the design's kind.
    pub fn product_type(&self) -> ProductType {
        self.design.kind().product_type()
    }

    /// The packing label as shown and stored; empty without a packing choice.
    pub fn processing_label(&self) -> &'static str {
        self.processing.map_or("", Processing::label)
    }

    /// What the quantity counts: packs of cards, or pieces.
    pub fn sales_unit(&self) -> SalesUnit {
        self.design.kind().sales_unit(self.cards_per_pack)
    }

    /// Unit price × quantity, or `None` when it does not fit.
    pub fn subtotal(&self) -> Option<Cents> {
        self.unit_price.checked_mul(u32::from(self.quantity.get()))
    }
}

/// A stored line of an order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderLine {
    pub id: OrderLineId,
    pub order_id: OrderId,
    pub line: NewOrderLine,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{CategoryId, PackingRule};

    fn product(id: i64, kind: ProductKind, name: &str) -> Product {
        Product {
            id: ProductId::parse(id).unwrap(),
            name: name.into(),
            description: String::new(),
            price: Cents::new(4990),
            category: CategoryId::CARDS,
            kind,
            packing: PackingRule::Any,
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(2500),
            special_offer: None,
            artikel_num: String::new(),
            cards_per_pack: crate::CardsPerPack::SINGLE,
        }
    }

    fn card() -> Product {
        product(2, ProductKind::Card, "PrimeCard Starter")
    }

    fn card_form() -> LineForm {
        LineForm {
            product_id: 2,
            product_type: Some("PrimeProd".into()),
            quantity: 3,
            processing: "Magnete einzeln in LDPE Tütchen verpackt (+25€)".into(),
            remarks: " Bitte matt ".into(),
            sample_number: "ignored".into(),
            template: "pizza".into(),
            address: "Hauptstr. 1, 41061 Mönchengladbach".into(),
            phone: "+49 2161 123456".into(),
            url: "www.pizzeria-roma.de".into(),
            logo: "/uploads/0123abcd.png".into(),
        }
    }

    fn card_design(line: &NewOrderLine) -> &CardDesign {
        match &line.design {
            LineDesign::Card(card) => card,
            other => panic!("not a card: {other:?}"),
        }
    }

    #[test]
    fn a_card_is_priced_from_the_catalogue_with_its_packaging_surcharge() {
        let line = NewOrderLine::priced(&card(), &card_form(), LogoRule::Required).unwrap();

        assert_eq!(line.unit_price, Cents::new(4990 + 2500));
        assert_eq!(line.subtotal(), Some(Cents::new(3 * 7490)));
        assert_eq!(line.name, "PrimeCard Starter");
        assert_eq!(
            line.processing_label(),
            "Magnete einzeln in LDPE Tütchen verpackt"
        );
        assert_eq!(line.remarks.as_str(), "Bitte matt");
        assert_eq!(card_design(&line).template.as_str(), "pizza");
        assert_eq!(line.design.kind(), ProductKind::Card);
        assert_eq!(line.product_type(), ProductType::PrimeProd);
    }

    #[test]
    fn loose_magnets_cost_the_catalogue_price() {
        let form = LineForm {
            processing: "Magnete nicht einzeln verpackt".into(),
            ..card_form()
        };

        let line = NewOrderLine::priced(&card(), &form, LogoRule::Required).unwrap();

        assert_eq!(line.unit_price, Cents::new(4990));
    }

    #[test]
    fn a_packed_only_product_refuses_loose_magnets_whatever_its_name() {
        let mut packed_only = product(4, ProductKind::Card, "PrimeCard Aktion");
        packed_only.packing = PackingRule::PackedOnly;
        let form = LineForm {
            processing: "Magnete nicht einzeln verpackt".into(),
            ..card_form()
        };

        assert_eq!(
            NewOrderLine::priced(&packed_only, &form, LogoRule::Required),
            Err(LineError::ProcessingNotOffered)
        );
        let named_plus = product(4, ProductKind::Card, "PrimeCard Plus");
        assert!(NewOrderLine::priced(&named_plus, &form, LogoRule::Required).is_ok());
    }

    #[test]
    fn quantities_outside_one_to_fifteen_are_refused() {
        for quantity in [0, 16, -1, i64::MAX] {
            let form = LineForm {
                quantity,
                ..card_form()
            };
            assert_eq!(
                NewOrderLine::priced(&card(), &form, LogoRule::Required),
                Err(LineError::Quantity)
            );
        }
    }

    #[test]
    fn a_card_needs_its_whole_design() {
        type BreakIt = fn(&mut LineForm);
        let cases: [(BreakIt, &str); 5] = [
            (|r| r.template = "kebab".into(), "Vorlage"),
            (|r| r.address = String::new(), "Adresse"),
            (|r| r.phone = "call me".into(), "Telefonnummer"),
            (|r| r.url = "x".repeat(41), "QR Code URL"),
            (|r| r.logo = String::new(), "Logo"),
        ];
        for (break_it, field) in cases {
            let mut form = card_form();
            break_it(&mut form);
            let error = NewOrderLine::priced(&card(), &form, LogoRule::Required).unwrap_err();
            assert!(error.to_string().starts_with(field), "{field}: {error}");
        }
    }

    #[test]
    fn a_logo_must_come_from_the_shops_image_host() {
        for logo in [
            "http://evil.example/x.png",
            "javascript:alert(1)",
            "/uploads/a\" onerror=\"x.png",
            "data:image/png;base64,AAAA",
        ] {
            let form = LineForm {
                logo: logo.into(),
                ..card_form()
            };
            assert_eq!(
                NewOrderLine::priced(&card(), &form, LogoRule::Required),
                Err(LineError::LogoForeign),
                "{logo}"
            );
        }
        let hosted = LineForm {
            logo: "https://res.cloudinary.com/demo/image/upload/v1/primecards/a.png".into(),
            ..card_form()
        };
        assert!(NewOrderLine::priced(&card(), &hosted, LogoRule::Required).is_ok());
        assert_eq!(
            HostedImage::parse(&"/uploads/a".repeat(40)),
            Err(ForeignImage)
        );
    }

    #[test]
    fn admin_orders_may_leave_the_logo_out() {
        let form = LineForm {
            logo: String::new(),
            ..card_form()
        };

        let line = NewOrderLine::priced(&card(), &form, LogoRule::NotRequired).unwrap();

        assert_eq!(line.design.logo(), None);
    }

    #[test]
    fn a_bottle_opener_has_no_packaging_and_an_optional_url() {
        let opener = product(1, ProductKind::BottleOpener, "Flaschenöffner Classic");
        let form = LineForm {
            product_id: 1,
            processing: String::new(),
            url: String::new(),
            template: String::new(),
            address: String::new(),
            phone: String::new(),
            ..card_form()
        };

        let line = NewOrderLine::priced(&opener, &form, LogoRule::Required).unwrap();

        assert_eq!(line.unit_price, Cents::new(4990));
        assert_eq!(line.processing, None);
        assert_eq!(line.processing_label(), "");
        assert_eq!(
            line.design,
            LineDesign::BottleOpener(BottleOpenerDesign {
                url: None,
                logo: Some(HostedImage::parse("/uploads/0123abcd.png").unwrap()),
            })
        );
    }

    #[test]
    fn a_sample_pack_needs_its_number_and_its_own_product_type() {
        let pack = product(5, ProductKind::SamplePack, "Musternummer-Magnete 50");
        let form = LineForm {
            product_id: 5,
            product_type: Some("MBNprod".into()),
            sample_number: "MN-1001".into(),
            logo: String::new(),
            ..card_form()
        };

        let line = NewOrderLine::priced(&pack, &form, LogoRule::Required).unwrap();
        assert_eq!(line.product_type(), ProductType::MBNprod);
        assert_eq!(
            line.design,
            LineDesign::SamplePack {
                sample_number: SampleNumber::parse("MN-1001").unwrap()
            }
        );
        assert_eq!(line.design.url(), None, "packs carry no card design");

        let wrong_type = LineForm {
            product_type: Some("PrimeProd".into()),
            ..form.clone()
        };
        assert_eq!(
            NewOrderLine::priced(&pack, &wrong_type, LogoRule::Required),
            Err(LineError::WrongProductType)
        );
        let no_number = LineForm {
            sample_number: " ".into(),
            ..form
        };
        assert!(NewOrderLine::priced(&pack, &no_number, LogoRule::Required).is_err());
    }
}
