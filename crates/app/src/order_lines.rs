//! Turning what a client sends for an order line into a line the shop can
//! print and charge. Prices come from the catalogue only: the client's price,
//! name and totals never reach this code.

use shop_domain::{
    Address, GermanPhone, InvalidProcessing, PricingError, Processing, Product, ProductKind,
    ProductType, Quantity, Remarks, SampleNumber, TemplateCategory, ValueError, WebsiteUrl,
    unit_price,
};
use shop_ports::orders::NewOrderLine;

/// An order line as a client describes it; every field is untrusted text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineRequest {
    pub product_id: i64,
    /// When sent, it must match the product's own type.
    pub product_type: Option<String>,
    pub quantity: i64,
    pub processing_type: String,
    pub remarks: String,
    pub muster_number: String,
    pub template: String,
    pub address: String,
    pub phone: String,
    pub url: String,
    pub card_logo: String,
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

/// Longest image address we store (ours are far shorter).
const MAX_IMAGE_URL: usize = 300;

/// Whether `url` names an image this shop hosts: a path under `/uploads/`
/// (local disk host) or an https URL (the Cloudinary host), short and without
/// anything that could break out of an HTML attribute.
pub fn is_hosted_image(url: &str) -> bool {
    let ours = url.starts_with("/uploads/") || url.starts_with("https://");
    ours && url.len() <= MAX_IMAGE_URL
        && !url
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>' | '\\'))
}

/// A logo must be an image this shop hosts.
fn logo(raw: &str, rule: LogoRule) -> Result<String, LineError> {
    let logo = raw.trim();
    if logo.is_empty() {
        return match rule {
            LogoRule::Required => Err(LineError::LogoMissing),
            LogoRule::NotRequired => Ok(String::new()),
        };
    }
    if is_hosted_image(logo) {
        Ok(logo.to_owned())
    } else {
        Err(LineError::LogoForeign)
    }
}

/// The processing label stored on the line, and the unit price it gives.
fn processing_and_price(
    product: &Product,
    raw: &str,
) -> Result<(String, shop_domain::Cents), LineError> {
    if product.kind() == ProductKind::BottleOpener && raw.trim().is_empty() {
        // Bottle openers have no packaging choice: the catalogue price as it is.
        return Ok((String::new(), product.price));
    }
    let processing = Processing::parse(raw).map_err(LineError::Processing)?;
    let price = unit_price(product, processing).map_err(|error| match error {
        PricingError::NotOffered => LineError::ProcessingNotOffered,
        PricingError::Overflow => LineError::Overflow,
    })?;
    Ok((processing.label().to_owned(), price))
}

/// Checks a line against its product and prices it from the catalogue.
///
/// Cards need the whole design (template, address, phone, QR URL, logo);
/// bottle openers a logo and optionally a URL; sample-number packs their
/// sample number. Fields a product does not use are dropped.
///
/// # Errors
/// The first [`LineError`] found.
pub fn priced_line(
    product: &Product,
    request: &LineRequest,
    logo_rule: LogoRule,
) -> Result<NewOrderLine, LineError> {
    let product_type = product.product_type();
    if let Some(sent) = &request.product_type
        && ProductType::parse(sent).ok() != Some(product_type)
    {
        return Err(LineError::WrongProductType);
    }
    let quantity = Quantity::new(request.quantity).map_err(|_| LineError::Quantity)?;
    let (processing_type, unit_price) = processing_and_price(product, &request.processing_type)?;
    let remarks = field("Hinweise", Remarks::parse(&request.remarks))?;

    let mut line = NewOrderLine {
        product_id: product.id,
        product_type,
        name: product.name.clone(),
        unit_price,
        quantity,
        processing_type,
        remarks: remarks.as_str().to_owned(),
        muster_number: String::new(),
        template: String::new(),
        address: String::new(),
        phone: String::new(),
        url: String::new(),
        card_logo: String::new(),
    };
    match product.kind() {
        ProductKind::Card => {
            line.template = TemplateCategory::parse(&request.template)
                .map_err(|_| LineError::Template)?
                .as_str()
                .to_owned();
            line.address = field("Adresse", Address::parse(&request.address))?.to_string();
            line.phone = field("Telefonnummer", GermanPhone::parse(&request.phone))?.to_string();
            line.url = field("QR Code URL", WebsiteUrl::parse(&request.url))?.to_string();
            line.card_logo = logo(&request.card_logo, logo_rule)?;
        }
        ProductKind::BottleOpener => {
            if !request.url.trim().is_empty() {
                line.url = field("QR Code URL", WebsiteUrl::parse(&request.url))?.to_string();
            }
            line.card_logo = logo(&request.card_logo, logo_rule)?;
        }
        ProductKind::SampleNumberMagnet => {
            line.muster_number =
                field("Musternummer", SampleNumber::parse(&request.muster_number))?.to_string();
        }
    }
    Ok(line)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use shop_domain::{CategoryId, Cents, Product, ProductId, ProductType};

    use super::{LineError, LineRequest, LogoRule, priced_line};

    fn product(id: i64, category: CategoryId, name: &str) -> Product {
        Product {
            id: ProductId::parse(id).unwrap(),
            name: name.into(),
            description: String::new(),
            price: Cents::new(4990),
            category,
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(2500),
            special_offer: None,
            artikel_num: String::new(),
        }
    }

    fn card() -> Product {
        product(2, CategoryId::CARDS, "PrimeCard Starter")
    }

    fn card_request() -> LineRequest {
        LineRequest {
            product_id: 2,
            product_type: Some("PrimeProd".into()),
            quantity: 3,
            processing_type: "Magnete einzeln in LDPE Tütchen verpackt (+25€)".into(),
            remarks: " Bitte matt ".into(),
            muster_number: "ignored".into(),
            template: "pizza".into(),
            address: "Hauptstr. 1, 41061 Mönchengladbach".into(),
            phone: "+49 2161 123456".into(),
            url: "www.pizzeria-roma.de".into(),
            card_logo: "/uploads/0123abcd.png".into(),
        }
    }

    #[test]
    fn a_card_is_priced_from_the_catalogue_with_its_packaging_surcharge() {
        let line = priced_line(&card(), &card_request(), LogoRule::Required).unwrap();

        assert_eq!(line.unit_price, Cents::new(4990 + 2500));
        assert_eq!(line.quantity.get(), 3);
        assert_eq!(line.name, "PrimeCard Starter");
        assert_eq!(
            line.processing_type,
            "Magnete einzeln in LDPE Tütchen verpackt"
        );
        assert_eq!(line.remarks, "Bitte matt");
        assert_eq!(line.template, "pizza");
        assert_eq!(line.muster_number, "", "cards carry no sample number");
    }

    #[test]
    fn loose_magnets_cost_the_catalogue_price() {
        let request = LineRequest {
            processing_type: "Magnete nicht einzeln verpackt".into(),
            ..card_request()
        };

        let line = priced_line(&card(), &request, LogoRule::Required).unwrap();

        assert_eq!(line.unit_price, Cents::new(4990));
    }

    #[test]
    fn a_plus_product_is_only_sold_individually_packed() {
        let plus = product(4, CategoryId::CARDS, "PrimeCard Plus");
        let request = LineRequest {
            processing_type: "Magnete nicht einzeln verpackt".into(),
            ..card_request()
        };

        assert_eq!(
            priced_line(&plus, &request, LogoRule::Required),
            Err(LineError::ProcessingNotOffered)
        );
    }

    #[test]
    fn quantities_outside_one_to_fifteen_are_refused() {
        for quantity in [0, 16, -1, i64::MAX] {
            let request = LineRequest {
                quantity,
                ..card_request()
            };
            assert_eq!(
                priced_line(&card(), &request, LogoRule::Required),
                Err(LineError::Quantity)
            );
        }
    }

    #[test]
    fn a_card_needs_its_whole_design() {
        type BreakIt = fn(&mut LineRequest);
        let cases: [(BreakIt, &str); 5] = [
            (|r| r.template = "kebab".into(), "Vorlage"),
            (|r| r.address = String::new(), "Adresse"),
            (|r| r.phone = "call me".into(), "Telefonnummer"),
            (|r| r.url = "x".repeat(41), "QR Code URL"),
            (|r| r.card_logo = String::new(), "Logo"),
        ];
        for (break_it, field) in cases {
            let mut request = card_request();
            break_it(&mut request);
            let error = priced_line(&card(), &request, LogoRule::Required).unwrap_err();
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
            let request = LineRequest {
                card_logo: logo.into(),
                ..card_request()
            };
            assert_eq!(
                priced_line(&card(), &request, LogoRule::Required),
                Err(LineError::LogoForeign),
                "{logo}"
            );
        }
        let hosted = LineRequest {
            card_logo: "https://res.cloudinary.com/demo/image/upload/v1/primecards/a.png".into(),
            ..card_request()
        };
        assert!(priced_line(&card(), &hosted, LogoRule::Required).is_ok());
    }

    #[test]
    fn admin_orders_may_leave_the_logo_out() {
        let request = LineRequest {
            card_logo: String::new(),
            ..card_request()
        };

        let line = priced_line(&card(), &request, LogoRule::NotRequired).unwrap();

        assert_eq!(line.card_logo, "");
    }

    #[test]
    fn a_bottle_opener_has_no_packaging_and_an_optional_url() {
        let opener = product(1, CategoryId::BOTTLE_OPENERS, "Flaschenöffner Classic");
        let request = LineRequest {
            product_id: 1,
            processing_type: String::new(),
            url: String::new(),
            template: String::new(),
            address: String::new(),
            phone: String::new(),
            ..card_request()
        };

        let line = priced_line(&opener, &request, LogoRule::Required).unwrap();

        assert_eq!(line.unit_price, Cents::new(4990));
        assert_eq!(line.processing_type, "");
        assert_eq!(line.template, "");
    }

    #[test]
    fn a_sample_number_pack_needs_its_number_and_its_own_product_type() {
        let pack = product(5, CategoryId::new(4), "Musternummer-Magnete 50");
        let request = LineRequest {
            product_id: 5,
            product_type: Some("MBNprod".into()),
            muster_number: "MN-1001".into(),
            card_logo: String::new(),
            ..card_request()
        };

        let line = priced_line(&pack, &request, LogoRule::Required).unwrap();
        assert_eq!(line.product_type, ProductType::MBNprod);
        assert_eq!(line.muster_number, "MN-1001");
        assert_eq!(line.address, "", "packs carry no card design");

        let wrong_type = LineRequest {
            product_type: Some("PrimeProd".into()),
            ..request.clone()
        };
        assert_eq!(
            priced_line(&pack, &wrong_type, LogoRule::Required),
            Err(LineError::WrongProductType)
        );
        let no_number = LineRequest {
            muster_number: " ".into(),
            ..request
        };
        assert!(priced_line(&pack, &no_number, LogoRule::Required).is_err());
    }
}
