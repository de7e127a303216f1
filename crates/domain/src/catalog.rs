//! The catalogue: products, their categories and kinds, samples and the
//! preview templates.
//!
//! Category 2 holds the PrimeCards, category 3 the bottle openers, and any
//! other category a sample-number magnet pack (spec §3). Cards and bottle
//! openers are sold as product type `PrimeProd`, magnet packs as `MBNprod`.

use std::fmt;

use crate::money::Cents;
use crate::values::SampleNumber;

/// A product id was zero or negative.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Ungültige Produkt-ID")]
pub struct InvalidProductId;

/// The identifier of a product; always 1 or above.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProductId(i64);

impl ProductId {
    /// Accepts ids from 1 upwards.
    ///
    /// # Errors
    /// [`InvalidProductId`] for 0 and below (the product page sends those to 404).
    pub fn parse(raw: i64) -> Result<ProductId, InvalidProductId> {
        if raw >= 1 {
            Ok(ProductId(raw))
        } else {
            Err(InvalidProductId)
        }
    }

    /// The raw id.
    pub fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for ProductId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A product category. Any number is a category: unknown ones are magnet packs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CategoryId(i32);

impl CategoryId {
    /// PrimeCards, the default shop tab.
    pub const CARDS: CategoryId = CategoryId(2);
    /// Bottle openers (Flaschenöffner).
    pub const BOTTLE_OPENERS: CategoryId = CategoryId(3);

    /// Wraps a raw category id.
    pub const fn new(raw: i32) -> Self {
        CategoryId(raw)
    }

    /// The raw id.
    pub fn get(self) -> i32 {
        self.0
    }

    /// What kind of product lives in this category.
    pub fn kind(self) -> ProductKind {
        match self {
            Self::CARDS => ProductKind::Card,
            Self::BOTTLE_OPENERS => ProductKind::BottleOpener,
            _ => ProductKind::SampleNumberMagnet,
        }
    }
}

impl fmt::Display for CategoryId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// What a product is, which decides its page, its form and its product type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProductKind {
    /// A personalised magnet card with a QR code (category 2).
    Card,
    /// A bottle opener (category 3).
    BottleOpener,
    /// A magnet pack ordered by sample number (any other category).
    SampleNumberMagnet,
}

impl ProductKind {
    /// The product type carried by cart and wishlist lines.
    pub fn product_type(self) -> ProductType {
        match self {
            ProductKind::Card | ProductKind::BottleOpener => ProductType::PrimeProd,
            ProductKind::SampleNumberMagnet => ProductType::MBNprod,
        }
    }
}

/// A product type name was neither `PrimeProd` nor `MBNprod`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannter Produkttyp")]
pub struct InvalidProductType;

/// The product type of cart, wishlist and order lines, spelt as the spec does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProductType {
    /// Cards and bottle openers.
    PrimeProd,
    /// Sample-number magnet packs.
    MBNprod,
}

impl ProductType {
    /// `"PrimeProd"` or `"MBNprod"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ProductType::PrimeProd => "PrimeProd",
            ProductType::MBNprod => "MBNprod",
        }
    }

    /// Reads the exact spelling produced by [`ProductType::as_str`].
    ///
    /// # Errors
    /// [`InvalidProductType`] for anything else.
    pub fn parse(raw: &str) -> Result<ProductType, InvalidProductType> {
        match raw.trim() {
            "PrimeProd" => Ok(ProductType::PrimeProd),
            "MBNprod" => Ok(ProductType::MBNprod),
            _ => Err(InvalidProductType),
        }
    }
}

impl fmt::Display for ProductType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A product as the shop sells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Product {
    /// Identifier.
    pub id: ProductId,
    /// Display name; a "Plus" in it marks a plus-type product.
    pub name: String,
    /// Description text.
    pub description: String,
    /// Net unit price.
    pub price: Cents,
    /// Category, which decides the kind.
    pub category: CategoryId,
    /// Main image.
    pub image: String,
    /// Pack image, for sample-number products.
    pub image_pack: Option<String>,
    /// Surcharge for individually packed magnets (spec §9).
    pub relative_price: Cents,
    /// Special-offer text.
    pub special_offer: Option<String>,
    /// Article number.
    pub artikel_num: String,
}

impl Product {
    /// The kind of product, from its category.
    pub fn kind(&self) -> ProductKind {
        self.category.kind()
    }

    /// The product type its lines carry.
    pub fn product_type(&self) -> ProductType {
        self.kind().product_type()
    }

    /// Whether this is a plus-type product, which is only offered
    /// individually packed.
    ///
    /// True when "Plus" appears as a whole word of the name, case-sensitive:
    /// "PrimeCard Plus" and "Plus-Paket" are plus products, "Surplus" and
    /// "plus" are not.
    pub fn is_plus(&self) -> bool {
        self.name
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| word == "Plus")
    }
}

/// The identifier of a sample.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SampleId(i64);

impl SampleId {
    /// Wraps a raw id.
    pub const fn new(raw: i64) -> Self {
        SampleId(raw)
    }

    /// The raw id.
    pub fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for SampleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A finished design of a restaurant, found again by its sample number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// Identifier.
    pub id: SampleId,
    /// The sample number (Musternummer) printed on the magnet card.
    pub muster_number: SampleNumber,
    /// The restaurant the design was made for.
    pub restaurant_name: String,
    /// Image of the design.
    pub sample_image: String,
}

/// The preview template categories, spelt as in the spec ("fisch", "suchi").
/// The first one, baguette, is the default.
pub const TEMPLATE_CATEGORIES: [&str; 17] = [
    "baguette",
    "burger",
    "bowl",
    "chicken",
    "doner",
    "falafel",
    "fisch",
    "grill",
    "india",
    "gyros",
    "pasta",
    "pizza",
    "ramen",
    "rice",
    "schnitzel",
    "suchi",
    "tacos",
];

/// A template name was not one of [`TEMPLATE_CATEGORIES`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannte Vorlage")]
pub struct InvalidTemplate;

/// One of the [`TEMPLATE_CATEGORIES`] a card preview is drawn on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TemplateCategory(&'static str);

impl TemplateCategory {
    /// Reads a template name, ignoring surrounding whitespace and ASCII case.
    ///
    /// # Errors
    /// [`InvalidTemplate`] when the name is not a known template.
    pub fn parse(raw: &str) -> Result<TemplateCategory, InvalidTemplate> {
        let wanted = raw.trim();
        TEMPLATE_CATEGORIES
            .into_iter()
            .find(|name| name.eq_ignore_ascii_case(wanted))
            .map(TemplateCategory)
            .ok_or(InvalidTemplate)
    }

    /// The template name in the spec's spelling.
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

impl Default for TemplateCategory {
    /// Baguette.
    fn default() -> Self {
        TemplateCategory(TEMPLATE_CATEGORIES[0])
    }
}

impl fmt::Display for TemplateCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.0)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn product(name: &str, category: i32) -> Product {
        Product {
            id: ProductId::parse(1).unwrap(),
            name: name.to_owned(),
            description: String::new(),
            price: Cents::new(4990),
            category: CategoryId::new(category),
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(7500),
            special_offer: None,
            artikel_num: String::new(),
        }
    }

    #[test]
    fn product_id_must_be_at_least_one() {
        assert_eq!(ProductId::parse(0), Err(InvalidProductId));
        assert_eq!(ProductId::parse(-5), Err(InvalidProductId));
        assert_eq!(ProductId::parse(1).unwrap().get(), 1);
        assert_eq!(ProductId::parse(i64::MAX).unwrap().get(), i64::MAX);
    }

    #[test]
    fn category_decides_the_kind() {
        assert_eq!(CategoryId::CARDS.kind(), ProductKind::Card);
        assert_eq!(CategoryId::BOTTLE_OPENERS.kind(), ProductKind::BottleOpener);
        assert_eq!(CategoryId::new(2), CategoryId::CARDS);
        assert_eq!(CategoryId::new(3).get(), 3);
        for other in [i32::MIN, -1, 0, 1, 4, 99] {
            assert_eq!(
                CategoryId::new(other).kind(),
                ProductKind::SampleNumberMagnet
            );
        }
    }

    #[test]
    fn only_magnet_packs_are_mbn_products() {
        assert_eq!(ProductKind::Card.product_type(), ProductType::PrimeProd);
        assert_eq!(
            ProductKind::BottleOpener.product_type(),
            ProductType::PrimeProd
        );
        assert_eq!(
            ProductKind::SampleNumberMagnet.product_type(),
            ProductType::MBNprod
        );
        assert_eq!(product("Pack", 7).product_type(), ProductType::MBNprod);
    }

    #[test]
    fn product_type_round_trips_exact_spellings() {
        for kind in [ProductType::PrimeProd, ProductType::MBNprod] {
            assert_eq!(ProductType::parse(kind.as_str()), Ok(kind));
        }
        assert_eq!(ProductType::PrimeProd.to_string(), "PrimeProd");
        assert_eq!(ProductType::MBNprod.as_str(), "MBNprod");
        assert_eq!(ProductType::parse("primeprod"), Err(InvalidProductType));
        assert_eq!(ProductType::parse("MBNProd"), Err(InvalidProductType));
        assert_eq!(ProductType::parse(""), Err(InvalidProductType));
    }

    #[test]
    fn product_kind_follows_its_category() {
        assert_eq!(product("Karte", 2).kind(), ProductKind::Card);
        assert_eq!(product("Öffner", 3).kind(), ProductKind::BottleOpener);
        assert_eq!(product("Pack", 4).kind(), ProductKind::SampleNumberMagnet);
    }

    #[test]
    fn plus_is_recognised_as_a_case_sensitive_word() {
        assert!(product("PrimeCard Plus", 2).is_plus());
        assert!(product("Plus-Paket 50 Stück", 2).is_plus());
        assert!(product("Magnet (Plus)", 4).is_plus());
        assert!(!product("PrimeCard plus", 2).is_plus());
        assert!(!product("Surplus Karte", 2).is_plus());
        assert!(!product("PrimeCardPlus", 2).is_plus());
        assert!(!product("PrimeCard Starter", 2).is_plus());
    }

    #[test]
    fn sample_id_wraps_its_value() {
        assert_eq!(SampleId::new(7).get(), 7);
    }

    #[test]
    fn template_categories_keep_spec_spellings() {
        assert_eq!(TEMPLATE_CATEGORIES.len(), 17);
        for name in TEMPLATE_CATEGORIES {
            assert_eq!(TemplateCategory::parse(name).unwrap().as_str(), name);
        }
        assert_eq!(TemplateCategory::parse("suchi").unwrap().as_str(), "suchi");
        assert_eq!(TemplateCategory::parse("sushi"), Err(InvalidTemplate));
        assert_eq!(TemplateCategory::parse("fish"), Err(InvalidTemplate));
        assert_eq!(TemplateCategory::parse(""), Err(InvalidTemplate));
    }

    #[test]
    fn template_parse_ignores_case_and_whitespace() {
        assert_eq!(
            TemplateCategory::parse(" Pizza ").unwrap().as_str(),
            "pizza"
        );
    }

    #[test]
    fn baguette_is_the_default_template() {
        assert_eq!(TemplateCategory::default().as_str(), "baguette");
        assert_eq!(TemplateCategory::default().to_string(), "baguette");
    }

    #[test]
    fn catalogue_errors_speak_german() {
        assert_eq!(InvalidProductId.to_string(), "Ungültige Produkt-ID");
        assert_eq!(InvalidProductType.to_string(), "Unbekannter Produkttyp");
        assert_eq!(InvalidTemplate.to_string(), "Unbekannte Vorlage");
    }
}
