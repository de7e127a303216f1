//! The 27 member states of the European Union the shop delivers to: their
//! German names (as the customer reads them, with the article where German
//! uses one: 'für die Niederlande'), their postal codes, their telephone
//! prefixes and the prefix of their VAT numbers (Greece: `EL`).

use std::fmt;

/// A member state, by its ISO 3166-1 alpha-2 code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MemberState(&'static State);

#[derive(Debug, PartialEq, Eq, Hash)]
struct State {
    code: &'static str,
    /// The name after 'für': 'Belgien', 'die Niederlande'.
    name_for: &'static str,
    /// The name as a label: 'Belgien', 'Niederlande'.
    name: &'static str,
    /// Postal code shapes: `N` a digit, `L` a letter, `X` either, `_` an
    /// optional space, anything else itself.
    postal: &'static [&'static str],
    /// The international dialling code, without `+`.
    dialling: &'static str,
    /// The prefix of the country's VAT numbers.
    vat_prefix: &'static str,
}

macro_rules! state {
    ($code:literal, $name:literal, $for:literal, $postal:expr, $dial:literal, $vat:literal) => {
        State {
            code: $code,
            name: $name,
            name_for: $for,
            postal: $postal,
            dialling: $dial,
            vat_prefix: $vat,
        }
    };
}

static STATES: [State; 27] = [
    state!("AT", "Österreich", "Österreich", &["NNNN"], "43", "ATU"),
    state!("BE", "Belgien", "Belgien", &["NNNN"], "32", "BE"),
    state!("BG", "Bulgarien", "Bulgarien", &["NNNN"], "359", "BG"),
    state!("CY", "Zypern", "Zypern", &["NNNN"], "357", "CY"),
    state!("CZ", "Tschechien", "Tschechien", &["NNN_NN"], "420", "CZ"),
    state!("DE", "Deutschland", "Deutschland", &["NNNNN"], "49", "DE"),
    state!(
        "DK",
        "Dänemark",
        "Dänemark",
        &["NNNN", "DK-NNNN"],
        "45",
        "DK"
    ),
    state!("EE", "Estland", "Estland", &["NNNNN"], "372", "EE"),
    state!("ES", "Spanien", "Spanien", &["NNNNN"], "34", "ES"),
    state!("FI", "Finnland", "Finnland", &["NNNNN"], "358", "FI"),
    state!("FR", "Frankreich", "Frankreich", &["NNNNN"], "33", "FR"),
    state!(
        "GR",
        "Griechenland",
        "Griechenland",
        &["NNN_NN"],
        "30",
        "EL"
    ),
    state!("HR", "Kroatien", "Kroatien", &["NNNNN"], "385", "HR"),
    state!("HU", "Ungarn", "Ungarn", &["NNNN"], "36", "HU"),
    // Eircode: a routing key (a letter and two digits) and four characters.
    state!(
        "IE",
        "Irland",
        "Irland",
        &["LNN_XXXX", "D6W_XXXX"],
        "353",
        "IE"
    ),
    state!("IT", "Italien", "Italien", &["NNNNN"], "39", "IT"),
    state!(
        "LT",
        "Litauen",
        "Litauen",
        &["NNNNN", "LT-NNNNN"],
        "370",
        "LT"
    ),
    state!(
        "LU",
        "Luxemburg",
        "Luxemburg",
        &["NNNN", "L-NNNN"],
        "352",
        "LU"
    ),
    state!(
        "LV",
        "Lettland",
        "Lettland",
        &["LV-NNNN", "NNNN"],
        "371",
        "LV"
    ),
    state!("MT", "Malta", "Malta", &["LLL_NNNN"], "356", "MT"),
    state!(
        "NL",
        "Niederlande",
        "die Niederlande",
        &["NNNN_LL"],
        "31",
        "NL"
    ),
    state!("PL", "Polen", "Polen", &["NN-NNN"], "48", "PL"),
    state!("PT", "Portugal", "Portugal", &["NNNN-NNN"], "351", "PT"),
    state!("RO", "Rumänien", "Rumänien", &["NNNNNN"], "40", "RO"),
    state!("SE", "Schweden", "Schweden", &["NNN_NN"], "46", "SE"),
    state!(
        "SI",
        "Slowenien",
        "Slowenien",
        &["NNNN", "SI-NNNN"],
        "386",
        "SI"
    ),
    state!("SK", "Slowakei", "die Slowakei", &["NNN_NN"], "421", "SK"),
];

/// A country the shop does not deliver to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Wir liefern nur in Länder der Europäischen Union.")]
pub struct NotAMemberState;

/// A postal code that has not the shape of the country's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Die Postleitzahl ist für {0} ungültig.")]
pub struct InvalidPostalCode(&'static str);

impl From<NotAMemberState> for crate::ValueError {
    fn from(error: NotAMemberState) -> Self {
        crate::ValueError::Sentence(error.to_string().into())
    }
}

impl From<InvalidPostalCode> for crate::ValueError {
    fn from(error: InvalidPostalCode) -> Self {
        crate::ValueError::Sentence(error.to_string().into())
    }
}

impl MemberState {
    /// Germany, where an order goes when it names no country.
    pub const GERMANY: MemberState = MemberState(&STATES[5]);

    /// Every member state, by code.
    pub fn all() -> impl Iterator<Item = MemberState> {
        STATES.iter().map(MemberState)
    }

    /// Reads an ISO 3166-1 alpha-2 code (surrounding spaces and case ignored).
    ///
    /// # Errors
    /// [`NotAMemberState`] for any other country or text.
    pub fn parse(raw: &str) -> Result<Self, NotAMemberState> {
        let code = raw.trim();
        STATES
            .iter()
            .find(|state| state.code.eq_ignore_ascii_case(code))
            .map(MemberState)
            .ok_or(NotAMemberState)
    }

    pub fn code(self) -> &'static str {
        self.0.code
    }

    /// The German name as a label: 'Niederlande'.
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// The German name after 'für': 'die Niederlande', 'Belgien'.
    pub fn name_after_for(self) -> &'static str {
        self.0.name_for
    }

    /// The international dialling code with its plus: '+31'.
    pub fn dialling_code(self) -> String {
        format!("+{}", self.0.dialling)
    }

    /// The international dialling code's digits (`31`).
    pub fn dialling_digits(self) -> &'static str {
        self.0.dialling
    }

    /// The shapes its postal codes take (see [`State::postal`]).
    pub fn postal_shapes(self) -> &'static [&'static str] {
        self.0.postal
    }

    /// The prefix of this country's VAT numbers (`EL` for Greece, `ATU` for Austria).
    pub fn vat_prefix(self) -> &'static str {
        self.0.vat_prefix
    }

    /// The postal code as it is written (trimmed, in capitals), if it has
    /// one of this country's shapes.
    ///
    /// # Errors
    /// [`InvalidPostalCode`] naming the country: 'Die Postleitzahl ist für die Niederlande ungültig.'
    pub fn postal_code(self, raw: &str) -> Result<String, InvalidPostalCode> {
        let code = raw.trim().to_uppercase();
        let fits = self.0.postal.iter().any(|shape| fits(&code, shape))
            && (self.0.code != "NL" || dutch_rules(&code));
        if fits {
            Ok(code)
        } else {
            Err(InvalidPostalCode(self.0.name_for))
        }
    }
}

impl fmt::Display for MemberState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.0.code)
    }
}

/// Whether `code` has `shape` (see [`State::postal`]).
fn fits(code: &str, shape: &str) -> bool {
    let mut chars = code.chars().peekable();
    for expected in shape.chars() {
        match expected {
            '_' => {
                if chars.peek() == Some(&' ') {
                    chars.next();
                }
            }
            'N' => {
                if !chars.next().is_some_and(|c| c.is_ascii_digit()) {
                    return false;
                }
            }
            'L' => {
                if !chars.next().is_some_and(|c| c.is_ascii_uppercase()) {
                    return false;
                }
            }
            'X' => {
                if !chars
                    .next()
                    .is_some_and(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
                {
                    return false;
                }
            }
            literal => {
                if chars.next() != Some(literal) {
                    return false;
                }
            }
        }
    }
    chars.next().is_none()
}

/// Dutch codes never start with 0 and never end in SA, SD or SS.
fn dutch_rules(code: &str) -> bool {
    !code.starts_with('0')
        && !["SA", "SD", "SS"]
            .iter()
            .any(|letters| code.ends_with(letters))
}

/// Postal codes and what the shop makes of them: the vectors the front end
/// is tested against too. `None`: refused.
pub const POSTAL_CODE_VECTORS: [(&str, &str, Option<&str>); 40] = [
    ("DE", "41061", Some("41061")),
    ("DE", "4106", None),
    ("DE", "41061 ", Some("41061")),
    ("NL", "5911 AA", Some("5911 AA")),
    ("NL", "5911aa", Some("5911AA")),
    ("NL", "0911 AA", None),
    ("NL", "5911 SS", None),
    ("NL", "59111", None),
    ("BE", "1000", Some("1000")),
    ("BE", "10000", None),
    ("AT", "1010", Some("1010")),
    ("DK", "1050", Some("1050")),
    ("LU", "1234", Some("1234")),
    ("LU", "L-1234", Some("L-1234")),
    ("PL", "00-950", Some("00-950")),
    ("PL", "00950", None),
    ("PT", "1000-001", Some("1000-001")),
    ("CZ", "110 00", Some("110 00")),
    ("CZ", "11000", Some("11000")),
    ("SK", "811 01", Some("811 01")),
    ("SE", "114 55", Some("114 55")),
    ("GR", "105 57", Some("105 57")),
    ("FR", "75008", Some("75008")),
    ("ES", "28013", Some("28013")),
    ("IT", "00184", Some("00184")),
    ("FI", "00100", Some("00100")),
    ("EE", "10111", Some("10111")),
    ("HR", "10000", Some("10000")),
    ("HU", "1051", Some("1051")),
    ("BG", "1000", Some("1000")),
    ("CY", "1010", Some("1010")),
    ("RO", "010011", Some("010011")),
    ("SI", "1000", Some("1000")),
    ("LT", "LT-01100", Some("LT-01100")),
    ("LV", "LV-1050", Some("LV-1050")),
    ("MT", "VLT 1117", Some("VLT 1117")),
    ("MT", "VLT1117", Some("VLT1117")),
    ("IE", "A65 F4E2", Some("A65 F4E2")),
    ("IE", "D6W 1234", Some("D6W 1234")),
    ("IE", "A65-F4E2", None),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_27_member_states_and_nothing_else() {
        assert_eq!(MemberState::all().count(), 27);
        let mut codes: Vec<&str> = MemberState::all().map(MemberState::code).collect();
        codes.dedup();
        assert_eq!(codes.len(), 27, "each once, in code order");
        assert_eq!(MemberState::parse(" nl ").unwrap().code(), "NL");
        assert_eq!(MemberState::GERMANY.code(), "DE");
        for outside in [
            "CH", "GB", "NO", "US", "", "EU", "DEU", "D", "🇩🇪", "N\u{0}L",
        ] {
            assert_eq!(
                MemberState::parse(outside),
                Err(NotAMemberState),
                "{outside}"
            );
        }
        assert_eq!(
            NotAMemberState.to_string(),
            "Wir liefern nur in Länder der Europäischen Union."
        );
    }

    #[test]
    fn postal_codes_have_their_countrys_shape() {
        for (country, typed, expected) in POSTAL_CODE_VECTORS {
            let state = MemberState::parse(country).unwrap();
            assert_eq!(
                state.postal_code(typed).ok().as_deref(),
                expected,
                "{country} {typed}"
            );
        }
        // Every country has at least one accepted vector.
        for state in MemberState::all() {
            assert!(
                POSTAL_CODE_VECTORS
                    .iter()
                    .any(|(country, _, ok)| *country == state.code() && ok.is_some()),
                "{state}"
            );
        }
    }

    #[test]
    fn a_wrong_postal_code_names_the_country_in_german() {
        let refusal = |country| {
            MemberState::parse(country)
                .unwrap()
                .postal_code("x")
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            refusal("NL"),
            "Die Postleitzahl ist für die Niederlande ungültig."
        );
        assert_eq!(refusal("BE"), "Die Postleitzahl ist für Belgien ungültig.");
        assert_eq!(
            refusal("SK"),
            "Die Postleitzahl ist für die Slowakei ungültig."
        );
    }

    #[test]
    fn dialling_codes_and_vat_prefixes() {
        let nl = MemberState::parse("NL").unwrap();
        assert_eq!(
            (nl.dialling_code(), nl.vat_prefix()),
            ("+31".to_owned(), "NL")
        );
        assert_eq!(MemberState::parse("GR").unwrap().vat_prefix(), "EL");
        assert_eq!(MemberState::parse("BE").unwrap().dialling_code(), "+32");
        let mut codes: Vec<String> = MemberState::all().map(MemberState::dialling_code).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), 27, "no two states share a dialling code");
    }
}
