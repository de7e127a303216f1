//! The buyer's VAT identification number (USt-IdNr.): its format per
//! member state and, for German numbers, the check digit.

use std::sync::LazyLock;

use regex::Regex;

use super::{INVALID_VAT_CHECK_DIGIT, INVALID_VAT_ID};
use crate::value_error::ValueError;

/// The national part of an EU VAT identification number, per country prefix
/// (the formats the EU's VIES service checks; `EL` is Greece, `XI` Northern
/// Ireland). Only the format is checked: whether the number is issued, only
/// VIES can tell.
const VAT_ID_FORMATS: [(&str, &str); 28] = [
    ("AT", r"U[0-9]{8}"),
    ("BE", r"[01][0-9]{9}"),
    ("BG", r"[0-9]{9,10}"),
    ("CY", r"[0-9]{8}[A-Z]"),
    ("CZ", r"[0-9]{8,10}"),
    ("DE", r"[0-9]{9}"),
    ("DK", r"[0-9]{8}"),
    ("EE", r"[0-9]{9}"),
    ("EL", r"[0-9]{9}"),
    ("ES", r"[0-9A-Z][0-9]{7}[0-9A-Z]"),
    ("FI", r"[0-9]{8}"),
    ("FR", r"[0-9A-HJ-NP-Z]{2}[0-9]{9}"),
    ("HR", r"[0-9]{11}"),
    ("HU", r"[0-9]{8}"),
    ("IE", r"[0-9]{7}[A-W][A-I]?|[0-9][A-Z+*][0-9]{5}[A-W]"),
    ("IT", r"[0-9]{11}"),
    ("LT", r"[0-9]{9}|[0-9]{12}"),
    ("LU", r"[0-9]{8}"),
    ("LV", r"[0-9]{11}"),
    ("MT", r"[0-9]{8}"),
    ("NL", r"[0-9]{9}B[0-9]{2}"),
    ("PL", r"[0-9]{10}"),
    ("PT", r"[0-9]{9}"),
    ("RO", r"[0-9]{2,10}"),
    ("SE", r"[0-9]{12}"),
    ("SI", r"[0-9]{8}"),
    ("SK", r"[0-9]{10}"),
    ("XI", r"[0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3}"),
];

#[allow(clippy::expect_used)] // literal patterns, checked by tests
static VAT_ID_PATTERN: LazyLock<Regex> = LazyLock::new(|| {
    let alternatives = VAT_ID_FORMATS
        .iter()
        .map(|(country, national)| format!("{country}(?:{national})"))
        .collect::<Vec<_>>()
        .join("|");
    Regex::new(&format!("^(?:{alternatives})$")).expect("valid VAT id regex")
});

/// `raw` without the spaces, dots and dashes people type, in capitals.
fn compact(raw: &str) -> String {
    raw.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '.' | '-'))
        .flat_map(char::to_uppercase)
        .collect()
}

/// An EU VAT identification number (USt-IdNr.) of plausible format, stored
/// without the spaces, dots and dashes people type into it, in capitals.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VatId(String);

impl VatId {
    /// Parses an optional field: empty input is no number.
    ///
    /// # Errors
    /// The format message when the text is no EU VAT number; for a German
    /// number whose check digit is wrong, 'Diese USt-IdNr. ist ungültig (Prüfziffer).'
    pub fn parse_optional(raw: &str) -> Result<Option<Self>, ValueError> {
        let compact = compact(raw);
        if compact.is_empty() {
            return Ok(None);
        }
        if !VAT_ID_PATTERN.is_match(&compact) {
            return Err(ValueError::Invalid(INVALID_VAT_ID));
        }
        let number = VatId(compact);
        if number.passes_check_digit() {
            Ok(Some(number))
        } else {
            Err(ValueError::Sentence(INVALID_VAT_CHECK_DIGIT.into()))
        }
    }

    /// Reads a number as the shop stored it: its shape, not its check digit
    /// (numbers taken before the check digit was asked stay readable).
    ///
    /// # Errors
    /// The format message when the text is no EU VAT number.
    pub fn from_stored(raw: &str) -> Result<Option<Self>, ValueError> {
        match Self::parse_optional(raw) {
            Err(ValueError::Sentence(_)) => Ok(Some(VatId(compact(raw)))),
            other => other,
        }
    }

    /// Whether the number is German (`DE` and nine digits).
    pub fn is_german(&self) -> bool {
        self.0.starts_with("DE")
    }

    /// For a German number: whether its ninth digit is the check digit of
    /// the first eight (DIN ISO 7064, MOD 11,10; ZMDV Anlage 3). The BZSt
    /// confirms no German numbers, so this is all that can be checked of
    /// them. Numbers of other states are not checked here (`true`).
    pub fn passes_check_digit(&self) -> bool {
        let Some(digits) = self.0.strip_prefix("DE") else {
            return true;
        };
        let digits: Vec<u32> = digits.chars().filter_map(|c| c.to_digit(10)).collect();
        let [serial @ .., check] = digits.as_slice() else {
            return false;
        };
        if digits.len() != 9 || serial[0] == 0 {
            return false;
        }
        let product = serial.iter().fold(10, |product, digit| {
            let sum = match (digit + product) % 10 {
                0 => 10,
                sum => sum,
            };
            (2 * sum) % 11
        });
        (11 - product) % 10 == *check
    }
}
text_value!(VatId);

#[cfg(test)]
mod tests {
    use super::*;

    /// The value as the constructor would take it, without the check digit's veto.
    fn number(raw: &str) -> VatId {
        VatId(raw.replace(' ', ""))
    }

    #[test]
    fn a_wrong_german_check_digit_is_refused_with_its_own_sentence() {
        assert_eq!(
            VatId::parse_optional("DE 123 456 789"),
            Err(ValueError::Sentence(INVALID_VAT_CHECK_DIGIT.into()))
        );
        assert_eq!(
            VatId::parse_optional("de136695976")
                .unwrap()
                .unwrap()
                .as_str(),
            "DE136695976"
        );
    }

    #[test]
    fn german_vat_numbers_carry_their_check_digit() {
        for valid in [
            "DE136695976",
            "DE876543219",
            "DE666666660",
            "DE812345673",
            "NL859108720B01",
        ] {
            assert!(number(valid).passes_check_digit(), "{valid}");
        }
        for invalid in ["DE136695978", "DE123456789", "DE876543210", "DE012345678"] {
            assert!(!number(invalid).passes_check_digit(), "{invalid}");
        }
        assert!(number("DE 136 695 976").is_german());
        assert!(!number("NL859108720B01").is_german());
    }
}
