//! Packs: the shop sells cards by the pack, and its buyers count cards.
//! A product says how many cards one pack holds; an order line's quantity
//! is a number of packs. From both come the words the customer reads
//! ('5 Pakete = 500 Karten', '0,80 € pro Karte') and the unit an invoice
//! states (UN/ECE Recommendation 21 code `XPK`, 'Paket (100 Karten)').

use std::fmt;

use crate::Cents;

/// The most cards one pack may hold.
pub const CARDS_PER_PACK_MAX: u32 = 10_000;

/// How many cards (or magnets) one pack of a product holds: 1 to
/// [`CARDS_PER_PACK_MAX`]; 1 for goods sold one by one (bottle openers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardsPerPack(u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Karten pro Paket: bitte eine ganze Zahl von 1 bis 10000")]
pub struct InvalidCardsPerPack;

impl CardsPerPack {
    /// One piece: goods that are not sold in packs.
    pub const SINGLE: CardsPerPack = CardsPerPack(1);

    /// # Errors
    /// [`InvalidCardsPerPack`] outside 1 to [`CARDS_PER_PACK_MAX`].
    pub fn parse(raw: i64) -> Result<Self, InvalidCardsPerPack> {
        u32::try_from(raw)
            .ok()
            .filter(|cards| (1..=CARDS_PER_PACK_MAX).contains(cards))
            .map(CardsPerPack)
            .ok_or(InvalidCardsPerPack)
    }

    /// The number of cards.
    pub fn get(self) -> u32 {
        self.0
    }

    /// Cards in `packs` packs (never overflows: both factors are bounded).
    pub fn cards_in(self, packs: u32) -> u64 {
        u64::from(self.0) * u64::from(packs)
    }

    /// The price of one card when a pack costs `pack_price`, rounded half
    /// up to the cent (prices are never negative).
    pub fn price_per_card(self, pack_price: Cents) -> Cents {
        let cards = i64::from(self.0);
        Cents::new((pack_price.get() * 2 + cards) / (cards * 2))
    }
}

/// The unit a line of this product is counted in, as the invoice states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SalesUnit {
    /// One piece (UN/ECE Rec. 20 `H87`).
    Piece,
    /// A pack of cards or magnets (UN/ECE Rec. 21 `XPK`).
    Pack(CardsPerPack),
}

impl SalesUnit {
    /// The code of BT-130.
    pub fn code(self) -> &'static str {
        match self {
            Self::Piece => "H87",
            Self::Pack(_) => "XPK",
        }
    }

    /// The unit as the buyer reads it on documents: 'Stück', 'Paket (100 Karten)'.
    pub fn name(self) -> String {
        match self {
            Self::Piece => "Stück".to_owned(),
            Self::Pack(cards) => format!("Paket ({} Karten)", cards.get()),
        }
    }
}

/// '1 Paket = 100 Karten', '5 Pakete = 500 Karten'.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackCount {
    pub packs: u32,
    pub cards_per_pack: CardsPerPack,
}

impl fmt::Display for PackCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = if self.packs == 1 { "Paket" } else { "Pakete" };
        write!(
            f,
            "{} {noun} = {} Karten",
            self.packs,
            self.cards_per_pack.cards_in(self.packs)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(cards: i64) -> CardsPerPack {
        CardsPerPack::parse(cards).unwrap()
    }

    #[test]
    fn a_pack_holds_one_to_ten_thousand_cards() {
        assert_eq!(pack(1).get(), 1);
        assert_eq!(pack(10_000).get(), 10_000);
        for wrong in [0, -1, 10_001, i64::from(u32::MAX) + 1, i64::MIN] {
            assert_eq!(
                CardsPerPack::parse(wrong),
                Err(InvalidCardsPerPack),
                "{wrong}"
            );
        }
    }

    #[test]
    fn packs_are_counted_in_cards() {
        for (packs, cards, text) in [
            (1, 100, "1 Paket = 100 Karten"),
            (5, 100, "5 Pakete = 500 Karten"),
            (3, 50, "3 Pakete = 150 Karten"),
            (2, 150, "2 Pakete = 300 Karten"),
        ] {
            let count = PackCount {
                packs,
                cards_per_pack: pack(cards),
            };
            assert_eq!(count.to_string(), text);
        }
        assert_eq!(pack(10_000).cards_in(u32::MAX), 42_949_672_950_000);
    }

    #[test]
    fn the_price_per_card_is_rounded_half_up_to_the_cent() {
        // 129,90 € for 100 cards: 1,299 € → 1,30 €.
        assert_eq!(
            pack(100).price_per_card(Cents::new(12_990)),
            Cents::new(130)
        );
        // 79,90 € for 100: 0,799 → 0,80 €; 49,90 € for 50: 0,998 → 1,00 €.
        assert_eq!(pack(100).price_per_card(Cents::new(7_990)), Cents::new(80));
        assert_eq!(pack(50).price_per_card(Cents::new(4_990)), Cents::new(100));
        // Exactly half a cent goes up: 0,25 € for 10 cards → 2,5 ct → 3 ct.
        assert_eq!(pack(10).price_per_card(Cents::new(25)), Cents::new(3));
        assert_eq!(
            pack(1).price_per_card(Cents::new(14_900)),
            Cents::new(14_900)
        );
    }

    #[test]
    fn a_pack_is_invoiced_as_xpk_with_its_cards_and_a_piece_as_h87() {
        let pack = SalesUnit::Pack(pack(100));
        assert_eq!(
            (pack.code(), pack.name().as_str()),
            ("XPK", "Paket (100 Karten)")
        );
        let piece = SalesUnit::Piece;
        assert_eq!((piece.code(), piece.name().as_str()), ("H87", "Stück"));
    }
}
