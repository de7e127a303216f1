//! Value types for user input: parse, don't validate.
//!
//! Each type has a private field and a `parse` that returns `Result`, so a
//! value that exists is a valid one. Surrounding whitespace is trimmed before
//! the rules apply (except for [`Password`], which is taken exactly as typed).
//! Lengths are counted in characters, not bytes, so "Größe" is five long.
//!
//! The error messages are the German texts of the specification (§5), word
//! for word: they are shown to users as they are.

use std::fmt;
use std::sync::LazyLock;

use regex::Regex;

use crate::text::{TextKind, printable};
use crate::value_error::ValueError;

const INVALID_EMAIL: &str = "Ungültige E-Mail";
const INVALID_PHONE: &str = "Ungültige Telefonnummer";
const PHONE_TOO_LONG: &str = "Die Telefonnummer darf nicht länger als 20 Zeichen sein";
const COMPANY_TOO_LONG: &str = "Der Firmenname darf nicht länger als 30 Zeichen sein";
const PASSWORD_TOO_SHORT: &str = "Das Passwort muss mindestens 6 Zeichen lang sein";
const PASSWORD_TOO_LONG: &str = "Das Passwort darf nicht länger als 128 Zeichen sein";
const ADDRESS_TOO_LONG: &str = "Die Adresse darf nicht länger als 40 Zeichen sein.";
const URL_TOO_LONG: &str = "Die Url der Website darf nicht länger als 40 Zeichen sein";
const INVALID_URL: &str = "Ungültige URL";
const SAMPLE_NUMBER_TOO_LONG: &str = "Die Musternummer darf nicht länger als 10 Zeichen sein";
const NAME_TOO_LONG: &str = "Der Name darf nicht länger als 30 Zeichen sein";
const MESSAGE_TOO_LONG: &str = "Nachricht darf 255 Zeichen nicht überschreiten";
const REMARKS_TOO_LONG: &str = "Die Hinweise dürfen nicht länger als 255 Zeichen sein";
const CONTACT_PERSON_TOO_LONG: &str = "Der Name darf nicht länger als 60 Zeichen sein";
const STREET_TOO_LONG: &str = "Die Lieferadresse darf nicht länger als 100 Zeichen sein";
const ZIP_CODE_TOO_LONG: &str = "Die PLZ darf nicht länger als 10 Zeichen sein";
const CITY_TOO_LONG: &str = "Die Stadt darf nicht länger als 60 Zeichen sein";
const LEGAL_NAME_TOO_LONG: &str = "Der Rechnungsempfänger darf nicht länger als 100 Zeichen sein";
const INVALID_VAT_ID: &str = "Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE136695976).";
/// A German USt-IdNr. whose ninth digit is not the check digit of the first eight.
pub const INVALID_VAT_CHECK_DIGIT: &str = "Diese USt-IdNr. ist ungültig (Prüfziffer).";
const ORDER_REFERENCE_TOO_LONG: &str = "Die Bestellreferenz darf nicht länger als 35 Zeichen sein";

/// The e-mail pattern, in the syntax Rust's `regex` and JavaScript share:
/// the front end reads it from the rules file the server writes.
pub const EMAIL_PATTERN_SOURCE: &str = r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$";
/// Optional +49 or 0049, optional leading 0, then digits and spaces (the
/// digit minimum is [`Phone::MIN_DIGITS`]).
/// A phone number: the international prefix of a member state (`+31`,
/// `0032`) and an optional 0, or a German number without one; then digits
/// and spaces. Built
/// from the member states' dialling codes; the front end reads it from the
/// rules file.
pub static PHONE_PATTERN_SOURCE: LazyLock<String> = LazyLock::new(|| {
    let mut codes: Vec<&str> = crate::eu::MemberState::all()
        .map(crate::eu::MemberState::dialling_digits)
        .collect();
    // Longest first, so that `351` is tried before `35` could ever be.
    codes.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    // At home a number never starts with 00: that is an international call.
    format!(
        r"^(?:(?:\+|00)(?:{})\s*0?[0-9]|0?[1-9])[0-9 ]*$",
        codes.join("|")
    )
});
/// Either an explicit http(s) address (scheme in any case), or a bare host
/// with at least one dot (optionally a port), each followed by an optional
/// path, query or fragment.
pub const URL_PATTERN_SOURCE: &str = r"^(?:[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#]+|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::[0-9]+)?)(?:[/?#]\S*)?$";

#[allow(clippy::expect_used)] // literal pattern, checked by tests
static EMAIL_PATTERN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(EMAIL_PATTERN_SOURCE).expect("valid e-mail regex"));

#[allow(clippy::expect_used)] // literal pattern, checked by tests
static PHONE_PATTERN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&PHONE_PATTERN_SOURCE).expect("valid phone regex"));

#[allow(clippy::expect_used)] // literal pattern, checked by tests
static URL_PATTERN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(URL_PATTERN_SOURCE).expect("valid url regex"));

/// Whether `text` looks like a web address as a card's QR URL must.
pub(crate) fn looks_like_web_address(text: &str) -> bool {
    URL_PATTERN.is_match(text)
}

/// Trims and refuses an empty result.
fn required(raw: &str) -> Result<&str, ValueError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        Err(ValueError::Required)
    } else {
        Ok(trimmed)
    }
}

/// Refuses `value` if it has more than `max` characters.
fn at_most(value: &str, max: usize, message: &'static str) -> Result<(), ValueError> {
    if value.chars().count() > max {
        Err(ValueError::Invalid(message))
    } else {
        Ok(())
    }
}

/// A required, trimmed one-line text of at most `max` characters that the
/// documents can print.
fn bounded(raw: &str, max: usize, message: &'static str) -> Result<String, ValueError> {
    let value = printable(required(raw)?, TextKind::SingleLine)?;
    at_most(&value, max, message)?;
    Ok(value)
}

/// As [`bounded`], for a text area: line breaks are kept.
fn bounded_lines(raw: &str, max: usize, message: &'static str) -> Result<String, ValueError> {
    let value = printable(required(raw)?, TextKind::MultiLine)?;
    at_most(&value, max, message)?;
    Ok(value)
}

/// `as_str`, `Display` and `AsRef<str>` for a text newtype.
macro_rules! text_value {
    ($name:ident) => {
        impl $name {
            /// The parsed text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.pad(&self.0)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }
    };
}

/// An e-mail address (`local@domain.tld`), stored in lower case because
/// addresses are matched case-insensitively.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

impl Email {
    /// Longest address SMTP can carry.
    pub const MAX_CHARS: usize = 254;

    /// Parses an e-mail address.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, otherwise 'Ungültige E-Mail' when
    /// it does not match the pattern or is longer than 254 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        let value = required(raw)?;
        if !EMAIL_PATTERN.is_match(value) {
            return Err(ValueError::Invalid(INVALID_EMAIL));
        }
        at_most(value, Self::MAX_CHARS, INVALID_EMAIL)?;
        Ok(Email(value.to_lowercase()))
    }
}
text_value!(Email);

/// Phone numbers and whether the shop takes them: the vectors the front end
/// is tested against too.
pub const PHONE_VECTORS: [(&str, bool); 15] = [
    ("02161 123456", true),
    ("+49 2161 123456", true),
    ("0049 2161 123456", true),
    ("+31 77 123 4567", true),
    ("0032 2 123 45 67", true),
    ("+43 1 2345678", true),
    ("+351 21 1234567", true),
    ("+420 123 456 789", true),
    ("+1 212 5550100", false),
    ("+41 44 1234567", false),
    ("0041 44 1234567", false),
    ("+44 20 12345678", false),
    ("0170-1234567", false),
    ("+31", false),
    ("+31 abc", false),
];

/// A phone number: German as it is dialled at home (`02161 123456`) or
/// with the international prefix of a member state (`+49`, `+31 …`,
/// `0032 …`), digits and spaces, at most 20 characters. Stored as entered
/// (trimmed).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Phone(String);

impl Phone {
    /// Longest accepted number, in characters.
    pub const MAX_CHARS: usize = 20;
    /// Fewest digits (prefix included) that can make a reachable number.
    pub const MIN_DIGITS: usize = 5;

    /// Parses a phone number.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty; 'Ungültige Telefonnummer' when it
    /// does not match the pattern or has fewer than 5 digits; the length
    /// message when longer than 20 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        // Printed on the card: a line break or a bidi override must not pass as "white space".
        let value = printable(required(raw)?, TextKind::SingleLine)?;
        let digits = value.chars().filter(char::is_ascii_digit).count();
        if !PHONE_PATTERN.is_match(&value) || digits < Self::MIN_DIGITS {
            return Err(ValueError::Invalid(INVALID_PHONE));
        }
        at_most(&value, Self::MAX_CHARS, PHONE_TOO_LONG)?;
        Ok(Phone(value))
    }

    /// Reads a number as the shop stored it, without the pattern, which
    /// changed over time (a stored order must stay readable).
    ///
    /// # Errors
    /// When it is empty, unprintable or too long (rules that always held).
    pub fn from_stored(raw: &str) -> Result<Self, ValueError> {
        bounded(raw, Self::MAX_CHARS, PHONE_TOO_LONG).map(Phone)
    }
}
text_value!(Phone);

/// A customer's company name, at most 30 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CompanyName(String);

impl CompanyName {
    /// Longest accepted name, in characters.
    pub const MAX_CHARS: usize = 30;

    /// Parses a company name.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, the length message when longer
    /// than 30 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        bounded(raw, Self::MAX_CHARS, COMPANY_TOO_LONG).map(CompanyName)
    }
}
text_value!(CompanyName);

/// A plain-text password between 6 and 128 characters, taken exactly as
/// typed (spaces count). It never prints: `Debug` shows `Password(***)` and
/// there is no `Display`.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    /// Shortest accepted password, in characters.
    pub const MIN_CHARS: usize = 6;
    /// Longest accepted password; guards the (slow) hashing against huge inputs.
    pub const MAX_CHARS: usize = 128;

    /// Parses a password without trimming it.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, otherwise the minimum or maximum
    /// length message.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        if raw.is_empty() {
            return Err(ValueError::Required);
        }
        let length = raw.chars().count();
        if length < Self::MIN_CHARS {
            return Err(ValueError::Invalid(PASSWORD_TOO_SHORT));
        }
        if length > Self::MAX_CHARS {
            return Err(ValueError::Invalid(PASSWORD_TOO_LONG));
        }
        Ok(Password(raw.to_owned()))
    }

    /// The password itself, for hashing or verifying.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Password {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

mod card_address;
mod vat_id;

pub use card_address::{ADDRESS_PRINT_VECTORS, Address};
pub use vat_id::VatId;

/// The web address a card's QR code points to, at most 40 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct WebsiteUrl(String);

impl WebsiteUrl {
    /// Longest accepted address, in characters (it must fit the QR code).
    pub const MAX_CHARS: usize = 40;

    /// Parses a web address: `http(s)://…` or a host with a dot such as
    /// `www.example.de/menu`, without spaces.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, the length message when longer
    /// than 40 characters, 'Ungültige URL' when it does not look like a web
    /// address.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        let value = bounded(raw, Self::MAX_CHARS, URL_TOO_LONG)?;
        if !URL_PATTERN.is_match(&value) {
            return Err(ValueError::Invalid(INVALID_URL));
        }
        Ok(WebsiteUrl(value))
    }

    /// What the card's QR code carries: the address as typed, with
    /// `https://` in front when it names no scheme (`www.x.de` becomes
    /// `https://www.x.de`), so a phone opens it as a web page. The preview,
    /// the order and the proof all use this one text.
    pub fn qr_text(&self) -> String {
        let has_scheme = self
            .0
            .get(..8)
            .is_some_and(|start| start.eq_ignore_ascii_case("https://"))
            || self
                .0
                .get(..7)
                .is_some_and(|start| start.eq_ignore_ascii_case("http://"));
        if has_scheme {
            self.0.clone()
        } else {
            format!("https://{}", self.0)
        }
    }
}
text_value!(WebsiteUrl);

/// A sample number (Musternummer), at most 10 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SampleNumber(String);

impl SampleNumber {
    /// Longest accepted number, in characters.
    pub const MAX_CHARS: usize = 10;

    /// Parses a sample number.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, the length message when longer
    /// than 10 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        bounded(raw, Self::MAX_CHARS, SAMPLE_NUMBER_TOO_LONG).map(SampleNumber)
    }
}
text_value!(SampleNumber);

/// The sender's name on the contact form, at most 30 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ContactName(String);

impl ContactName {
    /// Longest accepted name, in characters.
    ///
    /// The specification has two readings: its rule says 20, its message
    /// says 30. We follow the message, because the limit users are told
    /// must be the one that is enforced, and it refuses fewer real names.
    pub const MAX_CHARS: usize = 30;

    /// Parses a contact name.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, the length message when longer
    /// than 30 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        bounded(raw, Self::MAX_CHARS, NAME_TOO_LONG).map(ContactName)
    }
}
text_value!(ContactName);

/// The text of a contact message, at most 255 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ContactMessage(String);

impl ContactMessage {
    /// Longest accepted message, in characters.
    pub const MAX_CHARS: usize = 255;

    /// Parses a contact message.
    ///
    /// # Errors
    /// [`ValueError::Required`] when empty, the length message when longer
    /// than 255 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        bounded_lines(raw, Self::MAX_CHARS, MESSAGE_TOO_LONG).map(ContactMessage)
    }
}
text_value!(ContactMessage);

impl LegalName {
    /// A company name (at most 30 characters) as a legal name.
    pub fn from_company(company: &CompanyName) -> LegalName {
        LegalName(company.as_str().to_owned())
    }
}

/// Declares a required, trimmed text of at most `$max` characters.
macro_rules! bounded_text {
    ($(#[$doc:meta])* $name:ident, $max:expr, $message:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub struct $name(String);

        impl $name {
            /// Longest accepted text, in characters.
            pub const MAX_CHARS: usize = $max;

            /// Parses the text.
            ///
            /// # Errors
            /// [`ValueError::Required`] when empty, the length message when longer.
            pub fn parse(raw: &str) -> Result<Self, ValueError> {
                bounded(raw, Self::MAX_CHARS, $message).map($name)
            }
        }
        text_value!($name);
    };
}

bounded_text!(
    /// The person to ask for at a delivery address (Ansprechpartner).
    ContactPerson,
    60,
    CONTACT_PERSON_TOO_LONG
);
bounded_text!(
    /// The restaurant a sample design was made for.
    RestaurantName,
    60,
    CONTACT_PERSON_TOO_LONG
);
bounded_text!(
    /// Street and house number of a delivery address (Lieferadresse).
    Street,
    100,
    STREET_TOO_LONG
);
bounded_text!(
    /// A postal code (PLZ); foreign codes are allowed, so only its length is checked.
    ZipCode,
    10,
    ZIP_CODE_TOO_LONG
);
bounded_text!(
    /// The buyer's full legal name on the invoice, with its legal form
    /// ('Pizzeria Da Mario Inh. Mario Rossi e.K.'): longer than the 30
    /// characters a company name on a card may have.
    LegalName,
    100,
    LEGAL_NAME_TOO_LONG
);
bounded_text!(
    /// The city of a delivery address.
    City,
    60,
    CITY_TOO_LONG
);

/// Optional free-text remarks (Hinweise) on an order line; may be empty.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Remarks(String);

impl Remarks {
    /// Longest accepted remarks, in characters.
    pub const MAX_CHARS: usize = 255;

    /// Parses remarks; empty input gives empty remarks.
    ///
    /// # Errors
    /// The length message when longer than 255 characters.
    pub fn parse(raw: &str) -> Result<Self, ValueError> {
        let value = printable(raw.trim(), TextKind::MultiLine)?;
        at_most(&value, Self::MAX_CHARS, REMARKS_TOO_LONG)?;
        Ok(Remarks(value))
    }

    /// Whether there are no remarks.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}
text_value!(Remarks);

/// The buyer's own reference for an order (BT-13 of an e-invoice), at most
/// 35 characters as the order reference fields of EDI messages allow.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OrderReference(String);

impl OrderReference {
    /// Longest accepted reference, in characters.
    pub const MAX_CHARS: usize = 35;

    /// Parses an optional field: empty input is no reference.
    ///
    /// # Errors
    /// The length message when longer than 35 characters.
    pub fn parse_optional(raw: &str) -> Result<Option<Self>, ValueError> {
        let value = raw.trim();
        if value.is_empty() {
            return Ok(None);
        }
        let value = printable(value, TextKind::SingleLine)?;
        at_most(&value, Self::MAX_CHARS, ORDER_REFERENCE_TOO_LONG)?;
        Ok(Some(OrderReference(value)))
    }
}
text_value!(OrderReference);

#[cfg(test)]
mod tests {
    use super::*;

    fn invalid(message: &'static str) -> Result<(), ValueError> {
        Err(ValueError::Invalid(message))
    }

    /// Runs a parser and forgets the value, to compare outcomes only.
    fn outcome<T>(result: Result<T, ValueError>) -> Result<(), ValueError> {
        result.map(|_| ())
    }

    #[test]
    fn value_error_messages_are_the_spec_texts() {
        assert_eq!(ValueError::Required.to_string(), "Pflichtfeld");
        assert_eq!(
            ValueError::Invalid("Ungültige E-Mail").to_string(),
            "Ungültige E-Mail"
        );
    }

    #[test]
    fn regexes_compile() {
        assert!(EMAIL_PATTERN.is_match("a@b.de"));
        assert!(PHONE_PATTERN.is_match("0170 1234567"));
        assert!(URL_PATTERN.is_match("example.de"));
    }

    // --- Email ---

    #[test]
    fn email_is_trimmed_and_lowercased() {
        // Arrange
        let raw = "  Chef@Pizzeria-Roma.DE \n";

        // Act
        let email = Email::parse(raw).unwrap();

        // Assert
        assert_eq!(email.as_str(), "chef@pizzeria-roma.de");
        assert_eq!(email.to_string(), "chef@pizzeria-roma.de");
        assert_eq!(email.as_ref(), "chef@pizzeria-roma.de");
    }

    #[test]
    fn email_accepts_common_shapes() {
        for raw in [
            "a@b.de",
            "first.last+tag@sub.example.com",
            "x_y%z-1@mail-server.info",
            "admin@example.test",
        ] {
            assert!(Email::parse(raw).is_ok(), "{raw}");
        }
    }

    #[test]
    fn email_refuses_empty_input_as_required() {
        assert_eq!(Email::parse(""), Err(ValueError::Required));
        assert_eq!(Email::parse("   "), Err(ValueError::Required));
    }

    #[test]
    fn email_refuses_malformed_addresses() {
        for raw in [
            "chef",
            "chef@",
            "@example.de",
            "chef@example",
            "chef@example.d",
            "chef@example.d3",
            "ch ef@example.de",
            "chef@@example.de",
            "chéf@example.de",
        ] {
            assert_eq!(
                outcome(Email::parse(raw)),
                invalid("Ungültige E-Mail"),
                "{raw}"
            );
        }
    }

    #[test]
    fn email_refuses_more_than_254_characters() {
        // Arrange: "@example.de" is 11 characters.
        let longest = format!("{}@example.de", "a".repeat(243));
        let too_long = format!("{}@example.de", "a".repeat(244));

        // Act / Assert
        assert_eq!(longest.len(), 254);
        assert!(Email::parse(&longest).is_ok());
        assert_eq!(
            outcome(Email::parse(&too_long)),
            invalid("Ungültige E-Mail")
        );
    }

    #[test]
    fn emails_differing_in_case_are_equal() {
        assert_eq!(
            Email::parse("CHEF@example.de").unwrap(),
            Email::parse("chef@EXAMPLE.de").unwrap()
        );
    }

    // --- Phone ---

    #[test]
    fn phone_accepts_german_formats() {
        for raw in [
            "+49 170 1234567",
            "+491701234567",
            "0049 170 1234567",
            "0170 1234567",
            "01701234567",
            "2161 12345",
            "12345",
            "+49 0170 123",
        ] {
            assert!(Phone::parse(raw).is_ok(), "{raw}");
        }
    }

    #[test]
    fn phone_keeps_the_trimmed_input() {
        let phone = Phone::parse("  +49 170 1234567 ").unwrap();
        assert_eq!(phone.as_str(), "+49 170 1234567");
    }

    #[test]
    fn phone_takes_the_international_prefix_of_every_member_state() {
        for (raw, accepted) in PHONE_VECTORS {
            assert_eq!(Phone::parse(raw).is_ok(), accepted, "{raw}");
        }
        for state in crate::eu::MemberState::all() {
            let number = format!("{} 123 4567", state.dialling_code());
            assert!(Phone::parse(&number).is_ok(), "{number}");
        }
    }

    #[test]
    fn phone_refuses_empty_input_as_required() {
        assert_eq!(Phone::parse(" "), Err(ValueError::Required));
    }

    #[test]
    fn phone_refuses_other_characters_and_prefixes() {
        for raw in [
            "+1 212 5550100",
            "+41 44 1234567",
            "0041 44 1234567",
            "0170-1234567",
            "(0170) 1234567",
            "0170/1234567",
            "telefon",
            "+49",
            "+49 abc",
        ] {
            assert_eq!(
                outcome(Phone::parse(raw)),
                invalid("Ungültige Telefonnummer"),
                "{raw}"
            );
        }
    }

    #[test]
    fn phone_needs_at_least_five_digits() {
        assert!(Phone::parse("12345").is_ok());
        assert_eq!(
            outcome(Phone::parse("1234")),
            invalid("Ungültige Telefonnummer")
        );
        assert_eq!(
            outcome(Phone::parse("1 2 3 4")),
            invalid("Ungültige Telefonnummer")
        );
    }

    #[test]
    fn phone_of_twenty_characters_is_accepted() {
        let raw = "+49 170 123456789012"; // 20 characters
        assert_eq!(raw.chars().count(), 20);
        assert!(Phone::parse(raw).is_ok());
    }

    #[test]
    fn phone_of_twenty_one_characters_is_too_long() {
        let raw = "+49 170 1234567890123"; // 21 characters
        assert_eq!(raw.chars().count(), 21);
        assert_eq!(
            outcome(Phone::parse(raw)),
            invalid("Die Telefonnummer darf nicht länger als 20 Zeichen sein")
        );
    }

    // --- CompanyName ---

    #[test]
    fn company_name_of_thirty_characters_is_accepted() {
        let name = CompanyName::parse(&"ö".repeat(30)).unwrap();
        assert_eq!(name.as_str().chars().count(), 30);
    }

    #[test]
    fn company_name_of_thirty_one_characters_is_too_long() {
        assert_eq!(
            outcome(CompanyName::parse(&"a".repeat(31))),
            invalid("Der Firmenname darf nicht länger als 30 Zeichen sein")
        );
    }

    #[test]
    fn company_name_is_trimmed_and_required() {
        assert_eq!(
            CompanyName::parse("  Pizzeria Roma  ").unwrap().to_string(),
            "Pizzeria Roma"
        );
        assert_eq!(CompanyName::parse("\t"), Err(ValueError::Required));
        // Surrounding whitespace does not count towards the limit.
        assert!(CompanyName::parse(&format!("  {}  ", "a".repeat(30))).is_ok());
    }

    // --- Password ---

    #[test]
    fn password_of_five_characters_is_too_short() {
        assert_eq!(
            outcome(Password::parse("abcde")),
            invalid("Das Passwort muss mindestens 6 Zeichen lang sein")
        );
    }

    #[test]
    fn password_of_six_characters_is_accepted() {
        assert_eq!(Password::parse("abcdef").unwrap().as_str(), "abcdef");
    }

    #[test]
    fn password_length_counts_characters_not_bytes() {
        // Five characters but ten bytes.
        assert!(Password::parse("ääääß").is_err());
        assert!(Password::parse("äääääß").is_ok());
    }

    #[test]
    fn password_is_not_trimmed() {
        let password = Password::parse("  geheim  ").unwrap();
        assert_eq!(password.as_str(), "  geheim  ");
        assert_eq!(password.as_ref(), "  geheim  ");
        assert!(Password::parse("      ").is_ok());
    }

    #[test]
    fn empty_password_is_required() {
        assert_eq!(outcome(Password::parse("")), Err(ValueError::Required));
    }

    #[test]
    fn password_longer_than_128_characters_is_refused() {
        assert!(Password::parse(&"x".repeat(128)).is_ok());
        assert_eq!(
            outcome(Password::parse(&"x".repeat(129))),
            invalid("Das Passwort darf nicht länger als 128 Zeichen sein")
        );
    }

    #[test]
    fn password_debug_hides_the_secret() {
        // Arrange
        let password = Password::parse("streng-geheim").unwrap();

        // Act
        let debug = format!("{password:?}");

        // Assert
        assert_eq!(debug, "Password(***)");
    }

    // --- Address ---

    #[test]
    fn address_of_forty_characters_is_accepted() {
        assert!(Address::parse(&"ß".repeat(40)).is_ok());
    }

    #[test]
    fn address_of_forty_one_characters_is_too_long() {
        assert_eq!(
            outcome(Address::parse(&"a".repeat(41))),
            invalid("Die Adresse darf nicht länger als 40 Zeichen sein.")
        );
    }

    #[test]
    fn address_is_required() {
        assert_eq!(Address::parse(""), Err(ValueError::Required));
        assert_eq!(
            Address::parse(" Hauptstr. 1, 41061 Mönchengladbach ")
                .unwrap()
                .as_str(),
            "Hauptstr. 1, 41061 Mönchengladbach"
        );
    }

    // --- WebsiteUrl ---

    #[test]
    fn url_accepts_web_addresses() {
        for raw in [
            "https://pizzeria-roma.de",
            "http://localhost",
            "HTTPS://Example.de/menu?tisch=4",
            "www.pizzeria-roma.de",
            "pizzeria-roma.de/speisekarte",
            "example.de:8080/x",
            "bit.ly/abc#top",
        ] {
            assert!(WebsiteUrl::parse(raw).is_ok(), "{raw}");
        }
    }

    #[test]
    fn url_refuses_what_is_not_a_web_address() {
        for raw in [
            "pizzeria",
            "http://",
            "https:// example.de",
            "pizzeria roma.de",
            "ftp://example.de",
            "mailto:chef@example.de",
            ".de",
            "example.",
        ] {
            assert_eq!(
                outcome(WebsiteUrl::parse(raw)),
                invalid("Ungültige URL"),
                "{raw}"
            );
        }
    }

    #[test]
    fn url_of_forty_characters_is_accepted() {
        let raw = format!("https://{}.de", "a".repeat(29));
        assert_eq!(raw.chars().count(), 40);
        assert_eq!(WebsiteUrl::parse(&raw).unwrap().as_str(), raw);
    }

    #[test]
    fn url_of_forty_one_characters_is_too_long() {
        let raw = format!("https://{}.de", "a".repeat(30));
        assert_eq!(
            outcome(WebsiteUrl::parse(&raw)),
            invalid("Die Url der Website darf nicht länger als 40 Zeichen sein")
        );
    }

    #[test]
    fn url_is_required_and_trimmed() {
        assert_eq!(WebsiteUrl::parse("  "), Err(ValueError::Required));
        assert_eq!(
            WebsiteUrl::parse(" example.de ").unwrap().as_str(),
            "example.de"
        );
    }

    // --- SampleNumber ---

    #[test]
    fn sample_number_of_ten_characters_is_accepted() {
        assert_eq!(
            SampleNumber::parse(" MN-1234567 ").unwrap().as_str(),
            "MN-1234567"
        );
    }

    #[test]
    fn sample_number_of_eleven_characters_is_too_long() {
        assert_eq!(
            outcome(SampleNumber::parse("MN-12345678")),
            invalid("Die Musternummer darf nicht länger als 10 Zeichen sein")
        );
    }

    #[test]
    fn sample_number_is_required() {
        assert_eq!(SampleNumber::parse(""), Err(ValueError::Required));
    }

    // --- ContactName ---

    #[test]
    fn contact_name_allows_thirty_characters() {
        assert!(ContactName::parse(&"a".repeat(21)).is_ok());
        assert!(ContactName::parse(&"a".repeat(30)).is_ok());
    }

    #[test]
    fn contact_name_of_thirty_one_characters_is_too_long() {
        assert_eq!(
            outcome(ContactName::parse(&"a".repeat(31))),
            invalid("Der Name darf nicht länger als 30 Zeichen sein")
        );
    }

    #[test]
    fn contact_name_is_required() {
        assert_eq!(ContactName::parse(" "), Err(ValueError::Required));
    }

    // --- ContactMessage ---

    #[test]
    fn contact_message_of_255_characters_is_accepted() {
        assert!(ContactMessage::parse(&"ü".repeat(255)).is_ok());
    }

    #[test]
    fn contact_message_of_256_characters_is_too_long() {
        assert_eq!(
            outcome(ContactMessage::parse(&"a".repeat(256))),
            invalid("Nachricht darf 255 Zeichen nicht überschreiten")
        );
    }

    #[test]
    fn contact_message_is_required() {
        assert_eq!(ContactMessage::parse("\n"), Err(ValueError::Required));
    }

    // --- Remarks ---

    #[test]
    fn remarks_may_be_empty() {
        let remarks = Remarks::parse("   ").unwrap();
        assert!(remarks.is_empty());
        assert_eq!(remarks, Remarks::default());
    }

    #[test]
    fn remarks_of_255_characters_are_accepted() {
        let remarks = Remarks::parse(&format!(" {} ", "ä".repeat(255))).unwrap();
        assert_eq!(remarks.as_str().chars().count(), 255);
        assert!(!remarks.is_empty());
    }

    #[test]
    fn remarks_of_256_characters_are_too_long() {
        assert_eq!(
            outcome(Remarks::parse(&"a".repeat(256))),
            invalid("Die Hinweise dürfen nicht länger als 255 Zeichen sein")
        );
    }

    #[test]
    fn delivery_address_parts_are_required_and_bounded() {
        assert_eq!(ContactPerson::parse("  "), Err(ValueError::Required));
        assert_eq!(
            ContactPerson::parse(&"a".repeat(61)),
            Err(ValueError::Invalid(
                "Der Name darf nicht länger als 60 Zeichen sein"
            ))
        );
        assert_eq!(
            Street::parse(" Hauptstr. 1 ").unwrap().as_str(),
            "Hauptstr. 1"
        );
        assert!(Street::parse(&"ß".repeat(100)).is_ok());
        assert!(Street::parse(&"ß".repeat(101)).is_err());
        assert_eq!(ZipCode::parse("41061").unwrap().to_string(), "41061");
        assert_eq!(
            ZipCode::parse("12345678901"),
            Err(ValueError::Invalid(
                "Die PLZ darf nicht länger als 10 Zeichen sein"
            ))
        );
        assert_eq!(
            City::parse("Mönchengladbach").unwrap().as_str(),
            "Mönchengladbach"
        );
        assert_eq!(City::parse(""), Err(ValueError::Required));
    }

    #[test]
    fn vat_ids_of_eu_formats_are_accepted_in_capitals_without_separators() {
        for (typed, stored) in [
            ("DE 136 695 976", "DE136695976"),
            ("de136695976", "DE136695976"),
            ("ATU12345678", "ATU12345678"),
            ("FR-12.345678901", "FR12345678901"),
            ("NL123456789B01", "NL123456789B01"),
            ("ESX1234567A", "ESX1234567A"),
        ] {
            let parsed = VatId::parse_optional(typed).unwrap().unwrap();
            assert_eq!(parsed.as_str(), stored, "{typed}");
        }
        assert_eq!(VatId::parse_optional("  "), Ok(None));
    }

    #[test]
    fn vat_ids_of_wrong_length_or_unknown_country_are_refused() {
        for typed in [
            "DE12345678",
            "DE1234567890",
            "US123456789",
            "123456789",
            "ATX12345678",
            "DE12345678A",
        ] {
            assert_eq!(
                VatId::parse_optional(typed),
                invalid(INVALID_VAT_ID).map(|()| None),
                "{typed}"
            );
        }
    }

    #[test]
    fn an_order_reference_is_optional_and_at_most_35_characters() {
        assert_eq!(OrderReference::parse_optional(""), Ok(None));
        assert_eq!(
            OrderReference::parse_optional(" PO-4711 ")
                .unwrap()
                .unwrap()
                .as_str(),
            "PO-4711"
        );
        assert!(OrderReference::parse_optional(&"x".repeat(35)).is_ok());
        assert_eq!(
            OrderReference::parse_optional(&"x".repeat(36)),
            invalid(ORDER_REFERENCE_TOO_LONG).map(|()| None)
        );
    }

    #[test]
    fn the_qr_code_carries_the_address_with_a_scheme() {
        let qr = |raw: &str| WebsiteUrl::parse(raw).unwrap().qr_text();
        assert_eq!(qr("www.pizzeria-roma.de"), "https://www.pizzeria-roma.de");
        assert_eq!(
            qr("pizzeria-roma.de/karte"),
            "https://pizzeria-roma.de/karte"
        );
        assert_eq!(qr("http://roma.de"), "http://roma.de");
        assert_eq!(qr("HTTPS://Roma.de"), "HTTPS://Roma.de");
    }
}
