//! The seller's bank account, printed on invoices payable by transfer.

use std::fmt;

/// An IBAN whose check digits hold (ISO 13616, MOD 97-10), stored without
/// spaces in upper case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Iban(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "no valid IBAN: a country code, two check digits and up to 30 letters or digits whose check digits hold"
)]
pub struct InvalidIban;

impl Iban {
    /// Reads an IBAN as people write it (`DE89 3704 0044 0532 0130 00`).
    ///
    /// # Errors
    /// [`InvalidIban`] for a wrong shape or wrong check digits.
    pub fn parse(raw: &str) -> Result<Self, InvalidIban> {
        let iban: String = raw
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let bytes = iban.as_bytes();
        let shaped = (15..=34).contains(&bytes.len())
            && bytes[..2].iter().all(u8::is_ascii_uppercase)
            && bytes[2..4].iter().all(u8::is_ascii_digit)
            && bytes[4..].iter().all(u8::is_ascii_alphanumeric);
        if !shaped {
            return Err(InvalidIban);
        }
        // The first four characters move to the end; letters count as 10..35.
        let remainder = bytes[4..]
            .iter()
            .chain(&bytes[..4])
            .fold(0_u32, |remainder, &c| {
                let value = u32::from(if c.is_ascii_digit() {
                    c - b'0'
                } else {
                    c - b'A' + 10
                });
                let shift = if value >= 10 { 100 } else { 10 };
                (remainder * shift + value) % 97
            });
        if remainder == 1 {
            Ok(Self(iban))
        } else {
            Err(InvalidIban)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Iban {
    /// In groups of four, as printed on an invoice.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let groups: Vec<&str> = self
            .0
            .as_bytes()
            .chunks(4)
            .map(|chunk| std::str::from_utf8(chunk).unwrap_or_default())
            .collect();
        f.write_str(&groups.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_iban_whose_check_digits_hold_is_read_as_people_write_it() {
        let iban = Iban::parse("de89 3704 0044 0532 0130 00").unwrap();
        assert_eq!(iban.as_str(), "DE89370400440532013000");
        assert_eq!(iban.to_string(), "DE89 3704 0044 0532 0130 00");
        assert!(Iban::parse("NL91ABNA0417164300").is_ok());
        assert!(Iban::parse("GB29 NWBK 6016 1331 9268 19").is_ok());
    }

    #[test]
    fn wrong_check_digits_or_shapes_are_refused() {
        for raw in [
            "DE88370400440532013000",
            "DE89370400440532013001",
            "NL91ABNA0417164301",
            "",
            "DE89",
            "8989370400440532013000",
            "DE8937040044053201300Ä",
            "DE89-3704-0044-0532-0130-00",
        ] {
            assert_eq!(Iban::parse(raw), Err(InvalidIban), "{raw}");
        }
    }
}
