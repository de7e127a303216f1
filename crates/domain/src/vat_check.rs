//! What the BZSt's answer to a qualified confirmation of a foreign USt-IdNr.
//! means for an order: its status code (`evatr-0000`) and the A/B/C/D
//! verdict per field, read into accepted, refused (with the German reason)
//! or "ask again later". The table is the service's own status list.

/// The tax office's verdict on one field of the qualified request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldMatch {
    /// A: matches the registered data.
    Matches,
    /// B: does not match.
    Differs,
    /// C: not asked.
    NotAsked,
    /// D: the member state did not tell.
    NotTold,
}

impl FieldMatch {
    /// Reads `A`, `B`, `C` or `D`.
    pub fn parse(code: &str) -> Option<FieldMatch> {
        match code.trim() {
            "A" => Some(Self::Matches),
            "B" => Some(Self::Differs),
            "C" => Some(Self::NotAsked),
            "D" => Some(Self::NotTold),
            _ => None,
        }
    }

    /// The letter the service uses.
    pub fn code(self) -> &'static str {
        match self {
            Self::Matches => "A",
            Self::Differs => "B",
            Self::NotAsked => "C",
            Self::NotTold => "D",
        }
    }
}

/// The fields of an answer the shop acts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegistryAnswer {
    /// `evatr-0000` and so on.
    pub status: String,
    pub name: Option<FieldMatch>,
    pub street: Option<FieldMatch>,
    pub zip_code: Option<FieldMatch>,
    pub city: Option<FieldMatch>,
}

/// The evidence of a confirmation a tax audit asks for, kept with the
/// order as long as its invoice: when, what was answered, and the digest of
/// the answer as received.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VatEvidence {
    pub vat_id: crate::VatId,
    pub checked_at: chrono::NaiveDateTime,
    pub answer: RegistryAnswer,
    /// Hex SHA-256 of the answer's raw body.
    pub body_sha256: String,
}

/// What an answer means for the order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VatVerdict {
    /// Valid, and neither name nor city differs (a different street or
    /// postal code is kept as evidence but refuses nothing).
    Confirmed,
    /// Not valid at the time of the request.
    Invalid,
    /// Valid, but registered to another name or city.
    NameOrCityDiffers,
    /// The service cannot answer now, or refused the shop's own request.
    Unavailable,
}

/// A foreign number the tax office does not confirm.
pub const VAT_ID_NOT_VALID: &str =
    "Diese USt-IdNr. ist laut Bundeszentralamt für Steuern nicht gültig.";
/// Registered, but to another name or city.
pub const VAT_ID_NAME_OR_CITY: &str = "Firmenname oder Ort stimmen nicht mit den Daten überein, die zu dieser USt-IdNr. gespeichert sind. Bitte prüfen Sie die Rechnungsadresse.";
/// The tax office cannot be asked now.
pub const VAT_ID_UNAVAILABLE: &str = "Die USt-IdNr. kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.";

/// Valid at the time of the request (`0000`; `2008`: valid with a
/// particularity the BZSt answers questions about).
const VALID: [&str; 2] = ["0000", "2008"];
/// Not assigned, not yet or no longer valid, wrong syntax or country code.
const INVALID: [&str; 6] = ["2001", "2002", "2006", "0005", "0012", "2003"];

impl VatVerdict {
    /// The verdict on `answer`. Every status the list does not name as valid
    /// or invalid — the try-later codes and the shop's own request errors
    /// (`0004` its number, `0002` a missing field, `0008` too many requests)
    /// — is [`VatVerdict::Unavailable`]: the buyer can do nothing about it.
    pub fn of(answer: &RegistryAnswer) -> VatVerdict {
        let code = answer.status.trim().trim_start_matches("evatr-");
        if INVALID.contains(&code) {
            return Self::Invalid;
        }
        if !VALID.contains(&code) {
            return Self::Unavailable;
        }
        let differs = |field: Option<FieldMatch>| field == Some(FieldMatch::Differs);
        if differs(answer.name) || differs(answer.city) {
            Self::NameOrCityDiffers
        } else {
            Self::Confirmed
        }
    }

    /// The German message of a refusal; `None` when confirmed.
    pub fn refusal(self) -> Option<&'static str> {
        match self {
            Self::Confirmed => None,
            Self::Invalid => Some(VAT_ID_NOT_VALID),
            Self::NameOrCityDiffers => Some(VAT_ID_NAME_OR_CITY),
            Self::Unavailable => Some(VAT_ID_UNAVAILABLE),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(status: &str, name: &str, street: &str, zip: &str, city: &str) -> RegistryAnswer {
        RegistryAnswer {
            status: status.to_owned(),
            name: FieldMatch::parse(name),
            street: FieldMatch::parse(street),
            zip_code: FieldMatch::parse(zip),
            city: FieldMatch::parse(city),
        }
    }

    #[test]
    fn every_status_group_of_the_official_list() {
        for (status, verdict) in [
            ("evatr-0000", VatVerdict::Confirmed),
            ("evatr-2008", VatVerdict::Confirmed),
            ("evatr-2001", VatVerdict::Invalid),
            ("evatr-2002", VatVerdict::Invalid),
            ("evatr-2006", VatVerdict::Invalid),
            ("evatr-0005", VatVerdict::Invalid),
            ("evatr-0012", VatVerdict::Invalid),
            ("evatr-2003", VatVerdict::Invalid),
            ("evatr-1001", VatVerdict::Unavailable),
            ("evatr-0011", VatVerdict::Unavailable),
            ("evatr-2004", VatVerdict::Unavailable),
            ("evatr-2007", VatVerdict::Unavailable),
            ("evatr-0004", VatVerdict::Unavailable),
            ("evatr-0008", VatVerdict::Unavailable),
            ("something else", VatVerdict::Unavailable),
        ] {
            assert_eq!(
                VatVerdict::of(&answer(status, "A", "A", "A", "A")),
                verdict,
                "{status}"
            );
        }
    }

    #[test]
    fn b_on_name_or_city_refuses_b_on_street_or_postal_code_does_not() {
        let verdict = |name, street, zip, city| {
            VatVerdict::of(&answer("evatr-0000", name, street, zip, city))
        };
        assert_eq!(verdict("B", "A", "A", "A"), VatVerdict::NameOrCityDiffers);
        assert_eq!(verdict("A", "A", "A", "B"), VatVerdict::NameOrCityDiffers);
        assert_eq!(verdict("A", "B", "B", "A"), VatVerdict::Confirmed);
        assert_eq!(verdict("D", "C", "D", "D"), VatVerdict::Confirmed);
        assert_eq!(
            VatVerdict::NameOrCityDiffers.refusal(),
            Some(VAT_ID_NAME_OR_CITY)
        );
        assert_eq!(VatVerdict::Confirmed.refusal(), None);
    }
}
