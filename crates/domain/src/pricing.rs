//! Unit prices: the product's net price plus the processing surcharge.
//!
//! The surcharge for individually packed magnets is product data
//! (`relative_price`, spec §9: product 2 adds 2500 cents, 3 adds 5000, 4 and
//! the others 7500); "Magnete nicht einzeln verpackt" adds nothing. A product
//! whose packing rule is [`PackingRule::PackedOnly`] is only offered
//! individually packed.

use std::fmt;

use crate::catalog::{PackingRule, Product};
use crate::money::Cents;

/// A processing label was not one of the offered options.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Wählen Sie eine Option")]
pub struct InvalidProcessing;

/// Why a unit price could not be computed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PricingError {
    /// The processing is not offered for this product (its packing rule
    /// allows individually packed only).
    #[error("Diese Verarbeitung wird für dieses Produkt nicht angeboten")]
    NotOffered,
    /// Price and surcharge together exceed what can be represented.
    #[error("Der Preis ist zu hoch")]
    Overflow,
}

/// How the magnets are packed (Verarbeitung).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Processing {
    /// Loose magnets, no surcharge.
    NotIndividuallyPacked,
    /// Each magnet in its own LDPE bag, for the product's `relative_price`.
    IndividuallyPacked,
}

impl Processing {
    /// Label of [`Processing::NotIndividuallyPacked`].
    pub const NOT_PACKED_LABEL: &'static str = "Magnete nicht einzeln verpackt";
    /// Label of [`Processing::IndividuallyPacked`], also the default for
    /// non-card magnet packs.
    pub const PACKED_LABEL: &'static str = "Magnete einzeln in LDPE Tütchen verpackt";

    /// Reads a processing label, ignoring surrounding whitespace.
    ///
    /// Besides the two labels, the packed label followed by the price hint
    /// the select shows (`"… verpackt (+25€)"`) is accepted, whatever the
    /// amount in it: the surcharge always comes from the product, never
    /// from the label.
    ///
    /// # Errors
    /// [`InvalidProcessing`] for anything else, including an empty choice.
    pub fn parse(label: &str) -> Result<Processing, InvalidProcessing> {
        let label = label.trim();
        if label == Self::NOT_PACKED_LABEL {
            return Ok(Processing::NotIndividuallyPacked);
        }
        let hint = label
            .strip_prefix(Self::PACKED_LABEL)
            .ok_or(InvalidProcessing)?
            .trim_start();
        if hint.is_empty() || (hint.starts_with("(+") && hint.ends_with("€)")) {
            Ok(Processing::IndividuallyPacked)
        } else {
            Err(InvalidProcessing)
        }
    }

    /// The label shown to users and stored on order lines.
    pub fn label(self) -> &'static str {
        match self {
            Processing::NotIndividuallyPacked => Self::NOT_PACKED_LABEL,
            Processing::IndividuallyPacked => Self::PACKED_LABEL,
        }
    }

    /// The extra amount per unit for this processing of `product`.
    pub fn surcharge(self, product: &Product) -> Cents {
        match self {
            Processing::NotIndividuallyPacked => Cents::ZERO,
            Processing::IndividuallyPacked => product.relative_price,
        }
    }

    /// Whether `product` is offered with this processing.
    pub fn allowed_for(self, product: &Product) -> bool {
        match self {
            Processing::NotIndividuallyPacked => product.packing == PackingRule::Any,
            Processing::IndividuallyPacked => true,
        }
    }
}

impl fmt::Display for Processing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.label())
    }
}

/// The net price of one unit of `product` with `processing`.
///
/// # Errors
/// [`PricingError::NotOffered`] when the processing is not offered for the
/// product, [`PricingError::Overflow`] when the sum does not fit.
pub fn unit_price(product: &Product, processing: Processing) -> Result<Cents, PricingError> {
    if !processing.allowed_for(product) {
        return Err(PricingError::NotOffered);
    }
    product
        .price
        .checked_add(processing.surcharge(product))
        .ok_or(PricingError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{CategoryId, ProductId, ProductKind};

    /// A product with the surcharge the spec gives its id.
    fn product(id: i64, name: &str, price: i64) -> Product {
        product_packed(id, name, price, PackingRule::Any)
    }

    fn product_packed(id: i64, name: &str, price: i64, packing: PackingRule) -> Product {
        let relative_price = match id {
            2 => 2500,
            3 => 5000,
            _ => 7500,
        };
        Product {
            id: ProductId::parse(id).unwrap(),
            name: name.to_owned(),
            description: String::new(),
            price: Cents::new(price),
            category: CategoryId::CARDS,
            kind: ProductKind::Card,
            packing,
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(relative_price),
            special_offer: None,
            artikel_num: String::new(),
            cards_per_pack: crate::CardsPerPack::SINGLE,
        }
    }

    #[test]
    fn labels_round_trip() {
        for processing in [
            Processing::NotIndividuallyPacked,
            Processing::IndividuallyPacked,
        ] {
            assert_eq!(Processing::parse(processing.label()), Ok(processing));
            assert_eq!(processing.to_string(), processing.label());
        }
    }

    #[test]
    fn labels_are_the_spec_texts() {
        assert_eq!(
            Processing::NotIndividuallyPacked.label(),
            "Magnete nicht einzeln verpackt"
        );
        assert_eq!(
            Processing::IndividuallyPacked.label(),
            "Magnete einzeln in LDPE Tütchen verpackt"
        );
    }

    #[test]
    fn parse_accepts_the_packed_label_with_its_price_hint() {
        assert_eq!(
            Processing::parse("Magnete einzeln in LDPE Tütchen verpackt (+25€)"),
            Ok(Processing::IndividuallyPacked)
        );
        assert_eq!(
            Processing::parse("  Magnete einzeln in LDPE Tütchen verpackt (+75,00€) "),
            Ok(Processing::IndividuallyPacked)
        );
    }

    #[test]
    fn parse_refuses_unknown_labels() {
        for label in [
            "",
            "Wählen Sie eine Option",
            "magnete nicht einzeln verpackt",
            "Magnete einzeln in LDPE Tütchen verpacktXYZ",
            "Magnete einzeln in LDPE Tütchen verpackt (gratis)",
            "Magnete nicht einzeln verpackt (+25€)",
        ] {
            assert_eq!(Processing::parse(label), Err(InvalidProcessing), "{label}");
        }
        assert_eq!(InvalidProcessing.to_string(), "Wählen Sie eine Option");
    }

    #[test]
    fn not_packed_adds_nothing() {
        // Arrange
        let card = product(2, "PrimeCard Starter", 4990);

        // Act
        let price = unit_price(&card, Processing::NotIndividuallyPacked);

        // Assert
        assert_eq!(price, Ok(Cents::new(4990)));
        assert_eq!(
            Processing::NotIndividuallyPacked.surcharge(&card),
            Cents::ZERO
        );
    }

    #[test]
    fn packed_adds_the_products_relative_price() {
        let cases = [(2, 2500), (3, 5000), (4, 7500), (9, 7500)];
        for (id, surcharge) in cases {
            // Arrange
            let item = product(id, "Karte", 4990);

            // Act
            let price = unit_price(&item, Processing::IndividuallyPacked);

            // Assert
            assert_eq!(price, Ok(Cents::new(4990 + surcharge)), "product {id}");
            assert_eq!(
                Processing::IndividuallyPacked.surcharge(&item),
                Cents::new(surcharge)
            );
        }
    }

    #[test]
    fn packed_only_products_are_only_sold_individually_packed() {
        // Arrange: the rule is data, whatever the name says.
        let plus = product_packed(3, "PrimeCard Aktion", 6990, PackingRule::PackedOnly);

        // Act / Assert
        assert!(!Processing::NotIndividuallyPacked.allowed_for(&plus));
        assert!(Processing::IndividuallyPacked.allowed_for(&plus));
        assert_eq!(
            unit_price(&plus, Processing::NotIndividuallyPacked),
            Err(PricingError::NotOffered)
        );
        assert_eq!(
            unit_price(&plus, Processing::IndividuallyPacked),
            Ok(Cents::new(11_990))
        );
    }

    #[test]
    fn products_packed_any_way_offer_both_options_even_named_plus() {
        let card = product(2, "PrimeCard Plus Aktion", 4990);
        assert!(Processing::NotIndividuallyPacked.allowed_for(&card));
        assert!(Processing::IndividuallyPacked.allowed_for(&card));
    }

    #[test]
    fn unit_price_reports_overflow() {
        let huge = product(4, "Karte", i64::MAX);
        assert_eq!(
            unit_price(&huge, Processing::IndividuallyPacked),
            Err(PricingError::Overflow)
        );
        assert_eq!(
            unit_price(&huge, Processing::NotIndividuallyPacked),
            Ok(Cents::new(i64::MAX))
        );
    }

    #[test]
    fn pricing_errors_speak_german() {
        assert_eq!(
            PricingError::NotOffered.to_string(),
            "Diese Verarbeitung wird für dieses Produkt nicht angeboten"
        );
        assert_eq!(PricingError::Overflow.to_string(), "Der Preis ist zu hoch");
    }
}
