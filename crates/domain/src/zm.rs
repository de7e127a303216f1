//! The Zusammenfassende Meldung (§ 18a UStG): per buyer USt-IdNr., the net
//! sum of a period's tax-exempt intra-community supplies of goods (type
//! `L`), its credit notes netted in, in whole euros, as the BZSt's CSV
//! upload takes it.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};

use crate::{Cents, DocumentKind};

/// A reporting period: a calendar month or quarter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZmPeriod {
    /// The first day.
    pub from: NaiveDate,
    /// The last day.
    pub to: NaiveDate,
}

/// A period that is neither `YYYY-MM` nor `YYYY-Qn`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Bitte geben Sie einen Zeitraum als Monat (2026-12) oder Quartal (2026-Q4) an.")]
pub struct InvalidPeriod;

impl ZmPeriod {
    /// Reads `2026-12` or `2026-Q4` (years 2000 to 2999).
    ///
    /// # Errors
    /// [`InvalidPeriod`] for anything else.
    pub fn parse(raw: &str) -> Result<Self, InvalidPeriod> {
        let (year, part) = raw.trim().split_once('-').ok_or(InvalidPeriod)?;
        let year: i32 = year.parse().map_err(|_| InvalidPeriod)?;
        if !(2000..=2999).contains(&year) || year.to_string().len() != 4 {
            return Err(InvalidPeriod);
        }
        let (first_month, months) = match part.strip_prefix('Q').or_else(|| part.strip_prefix('q'))
        {
            Some(quarter) => match quarter {
                "1" | "2" | "3" | "4" => (
                    quarter.parse::<u32>().map_err(|_| InvalidPeriod)? * 3 - 2,
                    3,
                ),
                _ => return Err(InvalidPeriod),
            },
            None if part.len() == 2 => (part.parse::<u32>().map_err(|_| InvalidPeriod)?, 1),
            None => return Err(InvalidPeriod),
        };
        let from = NaiveDate::from_ymd_opt(year, first_month, 1).ok_or(InvalidPeriod)?;
        let next = from
            .checked_add_months(chrono::Months::new(months))
            .ok_or(InvalidPeriod)?;
        Ok(Self {
            from,
            to: next.pred_opt().ok_or(InvalidPeriod)?,
        })
    }

    /// Whether `day` lies in the period.
    pub fn contains(&self, day: NaiveDate) -> bool {
        (self.from..=self.to).contains(&day)
    }

    /// For the file name: `2026-Q4`, `2026-12`.
    pub fn label(&self) -> String {
        if self.from.month() == self.to.month() {
            format!("{}-{:02}", self.from.year(), self.from.month())
        } else {
            format!("{}-Q{}", self.from.year(), self.from.month().div_ceil(3))
        }
    }
}

/// A tax-exempt supply's document of the period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IntraCommunityDocument {
    pub kind: DocumentKind,
    /// The buyer's USt-IdNr. as invoiced (BT-48), e.g. `NL859108720B01`.
    pub buyer_vat_id: String,
    /// What was supplied tax-free: net less discount (BT-116).
    pub taxable: Cents,
}

/// One line of the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZmRow {
    /// `NL`; `EL` for Greece.
    pub country: String,
    /// The number without its country code.
    pub number: String,
    /// Whole euros, rounded half up (away from zero); negative when credit
    /// notes outweigh the period's invoices.
    pub euros: i64,
}

/// The rows of a period's documents: one per buyer number, invoices minus
/// credit notes, sorted by number. A buyer netted to zero is reported as 0.
pub fn zm_rows(documents: &[IntraCommunityDocument]) -> Vec<ZmRow> {
    let mut sums: BTreeMap<&str, i128> = BTreeMap::new();
    for document in documents {
        let signed = match document.kind {
            DocumentKind::Invoice => i128::from(document.taxable.get()),
            DocumentKind::CreditNote => -i128::from(document.taxable.get()),
        };
        *sums.entry(document.buyer_vat_id.as_str()).or_default() += signed;
    }
    sums.into_iter()
        .map(|(vat_id, cents)| {
            let (country, number) = vat_id.split_at(vat_id.len().min(2));
            let euros = (cents.abs() + 50) / 100;
            ZmRow {
                country: country.to_owned(),
                number: number.to_owned(),
                euros: i64::try_from(if cents < 0 { -euros } else { euros }).unwrap_or(i64::MAX),
            }
        })
        .collect()
}

/// The CSV the BZSt's online upload takes (version 3.0, UTF-8): `#v3.0`,
/// the field names, then one row per buyer: country code, number, amount,
/// type `L` (intra-community supply of goods).
pub fn zm_csv(rows: &[ZmRow]) -> String {
    let mut csv =
        String::from("#v3.0\r\nLänderkennzeichen,USt-IdNr.,Betrag (EUR),Art der Leistung\r\n");
    for row in rows {
        csv.push_str(&format!(
            "{},{},{},L\r\n",
            row.country, row.number, row.euros
        ));
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn months_and_quarters_are_read_and_nothing_else() {
        let q4 = ZmPeriod::parse("2026-Q4").unwrap();
        assert_eq!((q4.from, q4.to), (day(2026, 10, 1), day(2026, 12, 31)));
        assert_eq!(q4.label(), "2026-Q4");
        let february = ZmPeriod::parse("2028-02").unwrap();
        assert_eq!(february.to, day(2028, 2, 29));
        assert_eq!(february.label(), "2028-02");
        assert!(q4.contains(day(2026, 12, 31)) && !q4.contains(day(2027, 1, 1)));
        for bad in [
            "2026-Q5",
            "2026-13",
            "2026-00",
            "2026-1",
            "26-12",
            "2026",
            "",
            "2026-Q",
            "2026-12-01",
            "١٢٣٤-12",
        ] {
            assert_eq!(ZmPeriod::parse(bad), Err(InvalidPeriod), "{bad}");
        }
    }

    #[test]
    fn a_buyer_is_one_row_invoices_minus_credit_notes_rounded_half_up() {
        let document = |kind, vat: &str, cents| IntraCommunityDocument {
            kind,
            buyer_vat_id: vat.to_owned(),
            taxable: Cents::new(cents),
        };
        let rows = zm_rows(&[
            document(DocumentKind::Invoice, "NL859108720B01", 29_950),
            document(DocumentKind::Invoice, "NL859108720B01", 29_600),
            document(DocumentKind::Invoice, "BE0412345678", 10_049),
            document(DocumentKind::Invoice, "ATU12345678", 5_000),
            document(DocumentKind::CreditNote, "ATU12345678", 5_000),
            document(DocumentKind::CreditNote, "ELX0000000", 12_050),
        ]);
        let csv = zm_csv(&rows);
        assert_eq!(
            csv,
            "#v3.0\r\nLänderkennzeichen,USt-IdNr.,Betrag (EUR),Art der Leistung\r\n\
             AT,U12345678,0,L\r\nBE,0412345678,100,L\r\nEL,X0000000,-121,L\r\nNL,859108720B01,596,L\r\n"
        );
    }
}
