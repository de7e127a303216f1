//! The shopping cart and its merge rule (spec §4).
//!
//! A line is identified by six attributes: product id, product type,
//! processing, url, remarks and sample number ([`LineIdentity`]). Adding a
//! line whose identity is already in the cart raises that line's quantity
//! instead of appending, never beyond 15. Lines are removed and updated by
//! the same identity. The total is the sum of unit price × quantity; the
//! item count is the number of lines.
//!
//! The cart is generic over the line's `details` (design data such as
//! template, address, phone and logo) so that this crate does not decide
//! how they are stored.

use crate::catalog::{ProductId, ProductType};
use crate::money::Cents;
use crate::pricing::Processing;

/// A quantity outside 1..=15.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Die Menge muss zwischen 1 und 15 liegen")]
pub struct QuantityError;

/// How many units of a line: 1 to 15.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Quantity(u8);

impl Quantity {
    /// Smallest quantity.
    pub const MIN: u8 = 1;
    /// Largest quantity.
    pub const MAX: u8 = 15;

    /// Accepts 1 to 15.
    ///
    /// # Errors
    /// [`QuantityError`] for anything outside that range.
    pub fn new(raw: i64) -> Result<Quantity, QuantityError> {
        u8::try_from(raw)
            .ok()
            .filter(|q| (Self::MIN..=Self::MAX).contains(q))
            .map(Quantity)
            .ok_or(QuantityError)
    }

    /// The quantity as a number.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The sum, capped at 15.
    pub fn saturating_add(self, other: Quantity) -> Quantity {
        Quantity(self.0.saturating_add(other.0).min(Self::MAX))
    }
}

impl std::fmt::Display for Quantity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.0, f)
    }
}

/// What makes two cart lines "the same item" (spec §4).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LineIdentity {
    /// The product.
    pub product_id: ProductId,
    /// `PrimeProd` or `MBNprod`.
    pub product_type: ProductType,
    /// Packing choice; bottle openers have none.
    pub processing: Option<Processing>,
    /// QR code URL, empty when there is none.
    pub url: String,
    /// Remarks (Hinweise), empty when there are none.
    pub remarks: String,
    /// Sample number, empty when there is none.
    pub muster_num: String,
}

/// One line of the cart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CartLine<T> {
    /// The six attributes that identify the line.
    pub identity: LineIdentity,
    /// How many units.
    pub quantity: Quantity,
    /// Whatever else travels with the line (design data).
    pub details: T,
}

/// What [`Cart::add`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddOutcome {
    /// The line was appended.
    Added,
    /// An identical line existed; its quantity was raised (capped at 15).
    Merged,
}

/// The shopping cart: lines in the order they were first added.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cart<T> {
    lines: Vec<CartLine<T>>,
}

// Written by hand: a derive would demand `T: Default` for an empty cart.
impl<T> Default for Cart<T> {
    fn default() -> Self {
        Cart { lines: Vec::new() }
    }
}

impl<T> Cart<T> {
    /// An empty cart.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a line, or merges it into the line with the same identity.
    ///
    /// On a merge the quantities are added (capped at 15) and the existing
    /// line keeps its details; the new line's details are dropped.
    pub fn add(&mut self, line: CartLine<T>) -> AddOutcome {
        match self.line_mut(&line.identity) {
            Some(existing) => {
                existing.quantity = existing.quantity.saturating_add(line.quantity);
                AddOutcome::Merged
            }
            None => {
                self.lines.push(line);
                AddOutcome::Added
            }
        }
    }

    /// Removes the line with this identity; `false` if there was none.
    pub fn remove(&mut self, identity: &LineIdentity) -> bool {
        let before = self.lines.len();
        self.lines.retain(|line| &line.identity != identity);
        self.lines.len() != before
    }

    /// Sets the quantity of the line with this identity; `false` if there
    /// was none.
    pub fn set_quantity(&mut self, identity: &LineIdentity, q: Quantity) -> bool {
        match self.line_mut(identity) {
            Some(line) => {
                line.quantity = q;
                true
            }
            None => false,
        }
    }

    /// Empties the cart.
    pub fn clear(&mut self) {
        self.lines.clear();
    }

    /// The lines, in the order they were first added.
    pub fn lines(&self) -> &[CartLine<T>] {
        &self.lines
    }

    /// The line with this identity, if any.
    pub fn line(&self, identity: &LineIdentity) -> Option<&CartLine<T>> {
        self.lines.iter().find(|line| &line.identity == identity)
    }

    /// The number of lines (not of units), as the cart badge shows it.
    pub fn item_count(&self) -> usize {
        self.lines.len()
    }

    /// Whether the cart has no lines.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The lines, consuming the cart.
    pub fn into_lines(self) -> Vec<CartLine<T>> {
        self.lines
    }

    /// Sum of unit price × quantity over all lines, or `None` on overflow.
    pub fn total<F: Fn(&CartLine<T>) -> Cents>(&self, unit_price: F) -> Option<Cents> {
        self.lines.iter().try_fold(Cents::ZERO, |sum, line| {
            let line_total = unit_price(line).checked_mul(u32::from(line.quantity.get()))?;
            sum.checked_add(line_total)
        })
    }

    fn line_mut(&mut self, identity: &LineIdentity) -> Option<&mut CartLine<T>> {
        self.lines
            .iter_mut()
            .find(|line| &line.identity == identity)
    }
}

/// Builds a cart by adding the lines one by one, so duplicates merge.
impl<T> FromIterator<CartLine<T>> for Cart<T> {
    fn from_iter<I: IntoIterator<Item = CartLine<T>>>(lines: I) -> Self {
        let mut cart = Cart::new();
        for line in lines {
            cart.add(line);
        }
        cart
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn identity(product: i64) -> LineIdentity {
        LineIdentity {
            product_id: ProductId::parse(product).unwrap(),
            product_type: ProductType::PrimeProd,
            processing: Some(Processing::NotIndividuallyPacked),
            url: "pizzeria-roma.de".to_owned(),
            remarks: String::new(),
            muster_num: String::new(),
        }
    }

    fn line(
        identity: LineIdentity,
        quantity: i64,
        details: &'static str,
    ) -> CartLine<&'static str> {
        CartLine {
            identity,
            quantity: Quantity::new(quantity).unwrap(),
            details,
        }
    }

    #[test]
    fn quantity_accepts_one_to_fifteen() {
        assert_eq!(Quantity::new(1).unwrap().get(), 1);
        assert_eq!(Quantity::new(15).unwrap().get(), 15);
        assert_eq!(Quantity::new(1).unwrap().get(), Quantity::MIN);
        assert_eq!(Quantity::new(15).unwrap().get(), Quantity::MAX);
    }

    #[test]
    fn quantity_refuses_values_outside_the_range() {
        for raw in [0, 16, -1, 255, 256, i64::MIN, i64::MAX] {
            assert_eq!(Quantity::new(raw), Err(QuantityError), "{raw}");
        }
        assert_eq!(
            QuantityError.to_string(),
            "Die Menge muss zwischen 1 und 15 liegen"
        );
    }

    #[test]
    fn quantity_saturating_add_caps_at_fifteen() {
        let ten = Quantity::new(10).unwrap();
        let fifteen = Quantity::new(15).unwrap();
        assert_eq!(ten.saturating_add(Quantity::new(5).unwrap()).get(), 15);
        assert_eq!(ten.saturating_add(ten).get(), 15);
        assert_eq!(fifteen.saturating_add(fifteen).get(), 15);
        assert_eq!(
            Quantity::new(2)
                .unwrap()
                .saturating_add(Quantity::new(3).unwrap())
                .get(),
            5
        );
    }

    #[test]
    fn adding_a_new_item_appends_a_line() {
        // Arrange
        let mut cart = Cart::new();
        cart.add(line(identity(2), 1, "a"));

        // Act
        let outcome = cart.add(line(identity(3), 2, "b"));

        // Assert
        assert_eq!(outcome, AddOutcome::Added);
        assert_eq!(cart.item_count(), 2);
        assert_eq!(cart.lines()[1].identity, identity(3));
    }

    #[test]
    fn adding_identical_item_raises_quantity() {
        // Arrange
        let mut cart = Cart::new();
        cart.add(line(identity(2), 2, "first"));

        // Act
        let outcome = cart.add(line(identity(2), 3, "second"));

        // Assert
        assert_eq!(outcome, AddOutcome::Merged);
        assert_eq!(cart.item_count(), 1);
        assert_eq!(cart.lines()[0].quantity.get(), 5);
        assert_eq!(cart.lines()[0].details, "first");
    }

    #[test]
    fn merging_never_exceeds_fifteen() {
        // Arrange
        let mut cart = Cart::new();
        cart.add(line(identity(2), 10, "x"));

        // Act
        let outcome = cart.add(line(identity(2), 10, "x"));

        // Assert
        assert_eq!(outcome, AddOutcome::Merged);
        assert_eq!(cart.lines()[0].quantity.get(), 15);
    }

    #[test]
    fn each_identity_attribute_separates_lines() {
        // Arrange
        let base = identity(2);
        let variants = [
            LineIdentity {
                product_id: ProductId::parse(3).unwrap(),
                ..base.clone()
            },
            LineIdentity {
                product_type: ProductType::MBNprod,
                ..base.clone()
            },
            LineIdentity {
                processing: Some(Processing::IndividuallyPacked),
                ..base.clone()
            },
            LineIdentity {
                processing: None,
                ..base.clone()
            },
            LineIdentity {
                url: "other.de".to_owned(),
                ..base.clone()
            },
            LineIdentity {
                remarks: "bitte rot".to_owned(),
                ..base.clone()
            },
            LineIdentity {
                muster_num: "MN-1".to_owned(),
                ..base.clone()
            },
        ];
        let mut cart = Cart::new();
        cart.add(line(base, 1, ""));

        // Act
        let outcomes: Vec<AddOutcome> = variants
            .into_iter()
            .map(|identity| cart.add(line(identity, 1, "")))
            .collect();

        // Assert
        assert!(outcomes.iter().all(|o| *o == AddOutcome::Added));
        assert_eq!(cart.item_count(), 8);
    }

    #[test]
    fn details_do_not_take_part_in_identity() {
        let mut cart = Cart::new();
        cart.add(line(identity(2), 1, "logo-a"));
        assert_eq!(cart.add(line(identity(2), 1, "logo-b")), AddOutcome::Merged);
    }

    #[test]
    fn removing_by_identity_drops_only_that_line() {
        // Arrange
        let mut cart = Cart::new();
        cart.add(line(identity(2), 1, ""));
        cart.add(line(identity(3), 1, ""));

        // Act
        let removed = cart.remove(&identity(2));

        // Assert
        assert!(removed);
        assert_eq!(cart.item_count(), 1);
        assert!(cart.line(&identity(2)).is_none());
        assert!(cart.line(&identity(3)).is_some());
    }

    #[test]
    fn removing_an_unknown_line_reports_false() {
        let mut cart = Cart::new();
        cart.add(line(identity(2), 1, ""));
        assert!(!cart.remove(&identity(9)));
        assert_eq!(cart.item_count(), 1);
    }

    #[test]
    fn set_quantity_replaces_the_quantity() {
        // Arrange
        let mut cart = Cart::new();
        cart.add(line(identity(2), 4, ""));

        // Act
        let updated = cart.set_quantity(&identity(2), Quantity::new(1).unwrap());

        // Assert
        assert!(updated);
        assert_eq!(cart.lines()[0].quantity.get(), 1);
    }

    #[test]
    fn set_quantity_on_unknown_line_reports_false() {
        let mut cart: Cart<()> = Cart::new();
        assert!(!cart.set_quantity(&identity(2), Quantity::new(3).unwrap()));
        assert!(cart.is_empty());
    }

    #[test]
    fn clear_empties_the_cart() {
        let mut cart = Cart::new();
        cart.add(line(identity(2), 1, ""));
        cart.add(line(identity(3), 1, ""));
        cart.clear();
        assert!(cart.is_empty());
        assert_eq!(cart.item_count(), 0);
        assert_eq!(cart, Cart::default());
    }

    #[test]
    fn item_count_counts_lines_not_units() {
        let mut cart = Cart::new();
        cart.add(line(identity(2), 15, ""));
        cart.add(line(identity(3), 7, ""));
        assert_eq!(cart.item_count(), 2);
    }

    #[test]
    fn total_sums_price_times_quantity() {
        // Arrange
        let mut cart = Cart::new();
        cart.add(line(identity(2), 2, ""));
        cart.add(line(identity(3), 3, ""));
        let price = |l: &CartLine<&str>| match l.identity.product_id.get() {
            2 => Cents::new(4990),
            _ => Cents::new(1000),
        };

        // Act
        let total = cart.total(price);

        // Assert
        assert_eq!(total, Some(Cents::new(2 * 4990 + 3 * 1000)));
    }

    #[test]
    fn total_of_an_empty_cart_is_zero() {
        let cart: Cart<()> = Cart::new();
        assert_eq!(cart.total(|_| Cents::new(4990)), Some(Cents::ZERO));
    }

    #[test]
    fn total_reports_overflow_as_none() {
        let mut cart = Cart::new();
        cart.add(line(identity(2), 2, ""));
        assert_eq!(cart.total(|_| Cents::new(i64::MAX)), None);

        let mut two_lines = Cart::new();
        two_lines.add(line(identity(2), 1, ""));
        two_lines.add(line(identity(3), 1, ""));
        assert_eq!(two_lines.total(|_| Cents::new(i64::MAX)), None);
    }

    #[test]
    fn into_lines_keeps_insertion_order() {
        let mut cart = Cart::new();
        cart.add(line(identity(3), 1, "b"));
        cart.add(line(identity(2), 1, "a"));
        let details: Vec<_> = cart.into_lines().into_iter().map(|l| l.details).collect();
        assert_eq!(details, ["b", "a"]);
    }

    #[test]
    fn collecting_lines_merges_duplicates() {
        let cart: Cart<_> = [
            line(identity(2), 9, ""),
            line(identity(3), 1, ""),
            line(identity(2), 9, ""),
        ]
        .into_iter()
        .collect();
        assert_eq!(cart.item_count(), 2);
        assert_eq!(cart.line(&identity(2)).unwrap().quantity.get(), 15);
    }
}
