//! The EPC QR code ('GiroCode', EPC069-12) on an invoice payable by
//! transfer: a banking app scans it and fills in the transfer — payee,
//! IBAN, amount and the invoice number as the reference.

use crate::{iban::Iban, money::Cents};

/// The longest payee name the format carries.
pub const NAME_MAX_CHARS: usize = 70;
/// The longest unstructured reference the format carries.
pub const REFERENCE_MAX_CHARS: usize = 140;
/// The largest payload (QR version 13 at error level M).
pub const PAYLOAD_MAX_BYTES: usize = 331;
/// The largest amount the format carries: 999 999 999,99 €.
const AMOUNT_MAX_CENTS: i64 = 99_999_999_999;

/// Why a transfer cannot be put into a GiroCode.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GiroCodeError {
    #[error("the amount must be between 0.01 and 999999999.99 EUR")]
    Amount,
    #[error("the BIC must have 8 or 11 letters and digits")]
    Bic,
    #[error("the reference must have 1 to 140 characters")]
    Reference,
    #[error("the payload passes the format's 331 bytes")]
    TooLong,
}

/// The payload of one GiroCode, version 002 (the BIC may be left out), UTF-8.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiroCode(String);

impl GiroCode {
    /// The transfer of `amount` to `name`'s `iban` with `reference` as the
    /// remittance information. A name longer than the format's 70
    /// characters is cut there (banks match the IBAN, not the name).
    ///
    /// # Errors
    /// [`GiroCodeError`] for an amount, BIC or reference the format cannot carry.
    pub fn transfer(
        bic: Option<&str>,
        name: &str,
        iban: &Iban,
        amount: Cents,
        reference: &str,
    ) -> Result<Self, GiroCodeError> {
        if !(1..=AMOUNT_MAX_CENTS).contains(&amount.get()) {
            return Err(GiroCodeError::Amount);
        }
        let bic = bic.map(str::trim).unwrap_or_default();
        if !(bic.is_empty()
            || ([8, 11].contains(&bic.len()) && bic.bytes().all(|b| b.is_ascii_alphanumeric())))
        {
            return Err(GiroCodeError::Bic);
        }
        let reference = one_line(reference);
        if reference.is_empty() || reference.chars().count() > REFERENCE_MAX_CHARS {
            return Err(GiroCodeError::Reference);
        }
        let name: String = one_line(name).chars().take(NAME_MAX_CHARS).collect();
        let cents = amount.get();
        // One element per line; the purpose and the structured reference stay empty.
        let lines = [
            "BCD".to_owned(),
            "002".to_owned(),
            "1".to_owned(),
            "SCT".to_owned(),
            bic.to_ascii_uppercase(),
            name,
            iban.as_str().to_owned(),
            format!("EUR{}.{:02}", cents / 100, cents % 100),
            String::new(),
            String::new(),
            reference,
        ];
        let payload = lines.join("\n");
        // Characters of several bytes in the name and reference can pass the bytes.
        if payload.len() > PAYLOAD_MAX_BYTES {
            return Err(GiroCodeError::TooLong);
        }
        Ok(Self(payload))
    }

    /// The text the QR code encodes.
    pub fn payload(&self) -> &str {
        &self.0
    }
}

/// `text` on one line: a line break would shift every later element.
fn one_line(text: &str) -> String {
    text.split(char::is_control)
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .trim()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iban() -> Iban {
        Iban::parse("DE89 3704 0044 0532 0130 00").unwrap()
    }

    #[test]
    fn an_invoice_becomes_the_twelve_lines_a_banking_app_reads() {
        let code = GiroCode::transfer(
            Some("COBADEFFXXX"),
            "Magnetdruck Beispiel GmbH",
            &iban(),
            Cents::new(59_500),
            "RE-2026-00042",
        )
        .unwrap();
        assert_eq!(
            code.payload(),
            "BCD\n002\n1\nSCT\nCOBADEFFXXX\nMagnetdruck Beispiel GmbH\nDE89370400440532013000\nEUR595.00\n\n\nRE-2026-00042"
        );
    }

    #[test]
    fn cents_keep_two_digits_and_the_bic_may_be_left_out() {
        let code =
            GiroCode::transfer(None, "Müller & Söhne", &iban(), Cents::new(8_905), "RE-1").unwrap();
        let lines: Vec<&str> = code.payload().split('\n').collect();
        assert_eq!(lines[4], "");
        assert_eq!(lines[5], "Müller & Söhne");
        assert_eq!(lines[7], "EUR89.05");
        let smallest = GiroCode::transfer(None, "A", &iban(), Cents::new(1), "R").unwrap();
        assert!(smallest.payload().contains("\nEUR0.01\n"));
    }

    #[test]
    fn a_line_break_in_a_name_or_reference_cannot_shift_the_elements() {
        let code = GiroCode::transfer(
            None,
            "Pizzeria\nRoma\r\n",
            &iban(),
            Cents::new(100),
            "RE-2026-00001\nEUR1000.00",
        )
        .unwrap();
        let lines: Vec<&str> = code.payload().split('\n').collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[5], "Pizzeria Roma");
        assert_eq!(lines[10], "RE-2026-00001 EUR1000.00");
    }

    #[test]
    fn a_long_name_is_cut_at_seventy_characters() {
        let name = "Ä".repeat(90);
        let code = GiroCode::transfer(None, &name, &iban(), Cents::new(100), "RE-1").unwrap();
        assert_eq!(
            code.payload().split('\n').nth(5).unwrap().chars().count(),
            70
        );
        assert!(code.payload().len() <= PAYLOAD_MAX_BYTES);
    }

    #[test]
    fn what_the_format_cannot_carry_is_refused() {
        let transfer = |bic: Option<&str>, amount: i64, reference: &str| {
            GiroCode::transfer(bic, "A", &iban(), Cents::new(amount), reference)
        };
        assert_eq!(transfer(None, 0, "R"), Err(GiroCodeError::Amount));
        assert_eq!(transfer(None, -5, "R"), Err(GiroCodeError::Amount));
        assert_eq!(
            transfer(None, 100_000_000_000, "R"),
            Err(GiroCodeError::Amount)
        );
        assert!(transfer(None, 99_999_999_999, "R").is_ok());
        assert_eq!(transfer(Some("COBADE"), 100, "R"), Err(GiroCodeError::Bic));
        assert_eq!(
            transfer(Some("COBA-EFFXXX"), 100, "R"),
            Err(GiroCodeError::Bic)
        );
        assert_eq!(transfer(None, 100, " "), Err(GiroCodeError::Reference));
        assert_eq!(
            transfer(None, 100, &"x".repeat(141)),
            Err(GiroCodeError::Reference)
        );
        assert!(transfer(None, 100, &"x".repeat(140)).is_ok());
        assert_eq!(
            GiroCode::transfer(
                None,
                &"😀".repeat(70),
                &iban(),
                Cents::new(100),
                &"€".repeat(40)
            ),
            Err(GiroCodeError::TooLong)
        );
    }
}
