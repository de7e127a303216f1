//! The address printed on a card, and how its slashes print.

use super::{ADDRESS_TOO_LONG, bounded};
use crate::value_error::ValueError;

/// A postal address line as printed on a card preview, at most 40 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Address(String);

impl Address {
    /// Longest accepted address, in characters.
    pub const MAX_CHARS: usize = 40;

    /// Parses an address.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, the length message (which ends
    /// with a dot in the specification) when longer than 40 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        bounded(raw, Self::MAX_CHARS, ADDRESS_TOO_LONG).map(Address)
    }

    /// The address as it is printed on the card. The spec's placeholder
    /// 'Straße Nr. /PLZ/ Ort' leads people to type slashes between the
    /// parts; they meant separators, not characters to print. The street
    /// and the rest are joined by ' · ', the rest by spaces:
    /// 'Hauptstr. 12 /41061/ Mönchengladbach' → 'Hauptstr. 12 · 41061 Mönchengladbach'.
    /// Runs of whitespace become one space; an address without a slash is
    /// printed as typed (trimmed).
    pub fn printed(&self) -> String {
        let mut parts = self
            .0
            .split('/')
            .map(|part| part.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|part| !part.is_empty());
        let Some(street) = parts.next() else {
            return String::new();
        };
        let rest: Vec<String> = parts.collect();
        if rest.is_empty() {
            street
        } else {
            format!("{street} · {}", rest.join(" "))
        }
    }
}
text_value!(Address);

/// Typed addresses and how they are printed: the vectors the preview is
/// tested against too (the rules file carries them to the front end).
pub const ADDRESS_PRINT_VECTORS: [(&str, &str); 12] = [
    (
        "Hauptstr. 12 /41061/ Mönchengladbach",
        "Hauptstr. 12 · 41061 Mönchengladbach",
    ),
    (
        "Hauptstr. 12/41061/Mönchengladbach",
        "Hauptstr. 12 · 41061 Mönchengladbach",
    ),
    (
        "Hauptstr. 12 / 41061 Mönchengladbach",
        "Hauptstr. 12 · 41061 Mönchengladbach",
    ),
    (
        "Hauptstr. 12, 41061 Mönchengladbach",
        "Hauptstr. 12, 41061 Mönchengladbach",
    ),
    (
        "  Marktplatz 1   41061  Mönchengladbach ",
        "Marktplatz 1 41061 Mönchengladbach",
    ),
    (
        "/Bismarckstr. 5/41061/Mönchengladbach/",
        "Bismarckstr. 5 · 41061 Mönchengladbach",
    ),
    ("Am Wall 3 //41063// MG", "Am Wall 3 · 41063 MG"),
    ("Kölner Str. 7 /50667/ Köln", "Kölner Str. 7 · 50667 Köln"),
    ("Straße 1 /12345/ Orté", "Straße 1 · 12345 Orté"),
    (
        "Ул. Ленина 1 /101000/ Москва",
        "Ул. Ленина 1 · 101000 Москва",
    ),
    ("Hof 2a / Haus B / 41061 MG", "Hof 2a · Haus B 41061 MG"),
    ("Nur eine Zeile", "Nur eine Zeile"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slashes_in_an_address_print_as_separators() {
        for (typed, printed) in ADDRESS_PRINT_VECTORS {
            let address = Address::parse(typed).unwrap();
            assert_eq!(address.printed(), printed, "{typed}");
            // Printing is stable: a printed address prints as itself.
            assert_eq!(Address::parse(printed).unwrap().printed(), printed);
        }
    }
}
