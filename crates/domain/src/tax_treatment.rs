//! Which VAT an order pays, decided once from where the goods go and the
//! buyer's VAT number: German 19 % (category S), or none for a tax-exempt
//! intra-community supply to a business in another member state (category
//! K, § 4 Nr. 1b and § 6a UStG).

use crate::eu::MemberState;

/// German standard VAT rate in percent.
pub const VAT_PERCENT: i64 = 19;

/// The VAT category an order's lines carry (UNTDID 5305).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum TaxCategory {
    #[default]
    /// German VAT at the standard rate.
    Standard,
    /// Tax-exempt intra-community supply.
    IntraCommunity,
}

impl TaxCategory {
    /// `S` or `K`.
    pub fn code(self) -> &'static str {
        match self {
            Self::Standard => "S",
            Self::IntraCommunity => "K",
        }
    }

    /// Reads `S` or `K`.
    pub fn parse(code: &str) -> Option<TaxCategory> {
        match code {
            "S" => Some(Self::Standard),
            "K" => Some(Self::IntraCommunity),
            _ => None,
        }
    }

    /// The rate in percent.
    pub fn percent(self) -> i64 {
        match self {
            Self::Standard => VAT_PERCENT,
            Self::IntraCommunity => 0,
        }
    }
}

/// The buyer's VAT number as far as the shop knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuyerVatNumber {
    None,
    /// A German number (shape and check digit hold).
    German,
    /// A number of another member state the tax office confirmed.
    ConfirmedOtherState,
}

/// Goods to another member state without a confirmed number of another member state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "Für Lieferungen in andere EU-Länder benötigen wir Ihre gültige USt-IdNr. aus einem anderen EU-Mitgliedstaat."
)]
pub struct VatNumberNeeded;

/// The tax table: to Germany always S; to another member state K with a
/// confirmed number of another state, S with a German number, and refused
/// without any.
///
/// # Errors
/// [`VatNumberNeeded`] for goods to another member state without a number.
pub fn tax_treatment(
    delivery: MemberState,
    buyer: BuyerVatNumber,
) -> Result<TaxCategory, VatNumberNeeded> {
    if delivery == MemberState::GERMANY {
        return Ok(TaxCategory::Standard);
    }
    match buyer {
        BuyerVatNumber::ConfirmedOtherState => Ok(TaxCategory::IntraCommunity),
        BuyerVatNumber::German => Ok(TaxCategory::Standard),
        BuyerVatNumber::None => Err(VatNumberNeeded),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_of_the_tax_table() {
        let de = MemberState::GERMANY;
        let nl = MemberState::parse("NL").unwrap();
        for (delivery, buyer, expected) in [
            (de, BuyerVatNumber::None, Ok(TaxCategory::Standard)),
            (de, BuyerVatNumber::German, Ok(TaxCategory::Standard)),
            (
                de,
                BuyerVatNumber::ConfirmedOtherState,
                Ok(TaxCategory::Standard),
            ),
            (
                nl,
                BuyerVatNumber::ConfirmedOtherState,
                Ok(TaxCategory::IntraCommunity),
            ),
            (nl, BuyerVatNumber::German, Ok(TaxCategory::Standard)),
            (nl, BuyerVatNumber::None, Err(VatNumberNeeded)),
        ] {
            assert_eq!(
                tax_treatment(delivery, buyer),
                expected,
                "{delivery} {buyer:?}"
            );
        }
        // The same for every other member state.
        for state in MemberState::all().filter(|state| *state != de) {
            assert_eq!(
                tax_treatment(state, BuyerVatNumber::ConfirmedOtherState),
                Ok(TaxCategory::IntraCommunity)
            );
            assert_eq!(
                tax_treatment(state, BuyerVatNumber::None),
                Err(VatNumberNeeded)
            );
        }
        assert_eq!(
            (
                TaxCategory::Standard.code(),
                TaxCategory::Standard.percent()
            ),
            ("S", 19)
        );
        assert_eq!(
            (
                TaxCategory::IntraCommunity.code(),
                TaxCategory::IntraCommunity.percent()
            ),
            ("K", 0)
        );
    }
}
