//! The catalogue: products, their categories and kinds, samples and the
//! preview templates.
//!
//! A product's kind (card, bottle opener, sample pack) and its packing rule
//! are stored with the product: no rule is read from a name or a category
//! number. Category 2 is the PrimeCards tab and 3 the bottle openers (spec
//! §3), but only as the tabs the shop shows. Cards and bottle openers are
//! sold as product type `PrimeProd`, magnet packs as `MBNprod`.

use std::fmt;

use crate::money::Cents;
use crate::pack::{CardsPerPack, SalesUnit};
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

/// A product category: the tab a product is listed under.
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
}

impl fmt::Display for CategoryId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A product kind name was not recognised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannte Produktart")]
pub struct InvalidProductKind;

/// What a product is, which decides its page, its form, its design and its
/// product type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProductKind {
    /// A personalised magnet card with a QR code.
    Card,
    /// A bottle opener.
    BottleOpener,
    /// A magnet pack ordered by sample number.
    SamplePack,
}

impl ProductKind {
    /// Every kind.
    pub const ALL: [ProductKind; 3] = [
        ProductKind::Card,
        ProductKind::BottleOpener,
        ProductKind::SamplePack,
    ];

    /// `"card"`, `"bottleOpener"` or `"samplePack"`: the name stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            ProductKind::Card => "card",
            ProductKind::BottleOpener => "bottleOpener",
            ProductKind::SamplePack => "samplePack",
        }
    }

    /// Reads the exact spelling produced by [`ProductKind::as_str`].
    ///
    /// # Errors
    /// [`InvalidProductKind`] for anything else.
    pub fn parse(raw: &str) -> Result<ProductKind, InvalidProductKind> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == raw)
            .ok_or(InvalidProductKind)
    }

    /// The product type carried by cart and wishlist lines.
    pub fn product_type(self) -> ProductType {
        match self {
            ProductKind::Card | ProductKind::BottleOpener => ProductType::PrimeProd,
            ProductKind::SamplePack => ProductType::MBNprod,
        }
    }

    /// What a line's quantity counts: cards and sample magnets come in
    /// packs, bottle openers one by one.
    pub fn sales_unit(self, cards_per_pack: CardsPerPack) -> SalesUnit {
        match self {
            ProductKind::BottleOpener => SalesUnit::Piece,
            ProductKind::Card | ProductKind::SamplePack => SalesUnit::Pack(cards_per_pack),
        }
    }
}

/// A packing rule name was not recognised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannte Verpackungsregel")]
pub struct InvalidPackingRule;

/// Which packings a product is sold with (spec §4: the premium cards only
/// individually packed). Set by the back office, never derived from a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PackingRule {
    /// Loose or individually packed, as the customer chooses.
    #[default]
    Any,
    /// Only individually packed.
    PackedOnly,
}

impl PackingRule {
    /// Every rule.
    pub const ALL: [PackingRule; 2] = [PackingRule::Any, PackingRule::PackedOnly];

    /// `"any"` or `"packedOnly"`: the name stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            PackingRule::Any => "any",
            PackingRule::PackedOnly => "packedOnly",
        }
    }

    /// Reads the exact spelling produced by [`PackingRule::as_str`].
    ///
    /// # Errors
    /// [`InvalidPackingRule`] for anything else.
    pub fn parse(raw: &str) -> Result<PackingRule, InvalidPackingRule> {
        Self::ALL
            .into_iter()
            .find(|rule| rule.as_str() == raw)
            .ok_or(InvalidPackingRule)
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
    /// Display name; it decides nothing.
    pub name: String,
    /// Description text.
    pub description: String,
    /// Net unit price.
    pub price: Cents,
    /// The tab it is listed under.
    pub category: CategoryId,
    /// What it is.
    pub kind: ProductKind,
    /// Which packings it is sold with.
    pub packing: PackingRule,
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
    /// The cards (or magnets) one pack holds; 1 for bottle openers.
    pub cards_per_pack: CardsPerPack,
}

impl Product {
    /// The product type its lines carry.
    pub fn product_type(&self) -> ProductType {
        self.kind.product_type()
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

    /// The name the designer shows ('Burger', 'Döner', 'Sushi'), which the
    /// customer also reads in mails and on invoices as 'Vorlage: Burger'.
    pub fn label(self) -> &'static str {
        TEMPLATE_LABELS
            .iter()
            .find(|(key, _)| *key == self.0)
            .map_or(self.0, |(_, label)| label)
    }
}

/// Each template's German name, as the designer offers it.
pub const TEMPLATE_LABELS: [(&str, &str); 17] = [
    ("baguette", "Baguette"),
    ("burger", "Burger"),
    ("bowl", "Bowl"),
    ("chicken", "Chicken"),
    ("doner", "Döner"),
    ("falafel", "Falafel"),
    ("fisch", "Fisch"),
    ("grill", "Grill"),
    ("india", "Indisch"),
    ("gyros", "Gyros"),
    ("pasta", "Pasta"),
    ("pizza", "Pizza"),
    ("ramen", "Ramen"),
    ("rice", "Reis"),
    ("schnitzel", "Schnitzel"),
    ("suchi", "Sushi"),
    ("tacos", "Tacos"),
];

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
mod tests {
    use super::*;

    fn product(name: &str, kind: ProductKind) -> Product {
        Product {
            id: ProductId::parse(1).unwrap(),
            name: name.to_owned(),
            description: String::new(),
            price: Cents::new(4990),
            category: CategoryId::new(2),
            kind,
            packing: PackingRule::Any,
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(7500),
            special_offer: None,
            artikel_num: String::new(),
            cards_per_pack: crate::CardsPerPack::SINGLE,
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
    fn kinds_and_packing_rules_round_trip_their_names() {
        for kind in ProductKind::ALL {
            assert_eq!(ProductKind::parse(kind.as_str()), Ok(kind));
        }
        assert_eq!(ProductKind::parse("Card"), Err(InvalidProductKind));
        for rule in PackingRule::ALL {
            assert_eq!(PackingRule::parse(rule.as_str()), Ok(rule));
        }
        assert_eq!(PackingRule::parse("packed"), Err(InvalidPackingRule));
        assert_eq!(PackingRule::default(), PackingRule::Any);
    }

    #[test]
    fn only_magnet_packs_are_mbn_products() {
        assert_eq!(ProductKind::Card.product_type(), ProductType::PrimeProd);
        assert_eq!(
            ProductKind::BottleOpener.product_type(),
            ProductType::PrimeProd
        );
        assert_eq!(ProductKind::SamplePack.product_type(), ProductType::MBNprod);
        assert_eq!(
            product("Pack", ProductKind::SamplePack).product_type(),
            ProductType::MBNprod
        );
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
    fn the_kind_is_data_not_the_name_or_the_category() {
        let mut opener = product("PrimeCard Plus", ProductKind::BottleOpener);
        opener.category = CategoryId::CARDS;
        assert_eq!(opener.kind, ProductKind::BottleOpener);
        assert_eq!(opener.product_type(), ProductType::PrimeProd);
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
        let hundred = CardsPerPack::parse(100).unwrap();
        assert_eq!(
            ProductKind::Card.sales_unit(hundred),
            SalesUnit::Pack(hundred)
        );
        assert_eq!(
            ProductKind::SamplePack.sales_unit(hundred),
            SalesUnit::Pack(hundred)
        );
        assert_eq!(
            ProductKind::BottleOpener.sales_unit(hundred),
            SalesUnit::Piece
        );
        // Every template has its German name, in the designer's order.
        let keys: Vec<&str> = TEMPLATE_LABELS.iter().map(|(key, _)| *key).collect();
        assert_eq!(keys, TEMPLATE_CATEGORIES);
        assert_eq!(TemplateCategory::parse("doner").unwrap().label(), "Döner");
        assert_eq!(TemplateCategory::parse("suchi").unwrap().label(), "Sushi");
    }
}
