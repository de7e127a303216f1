//! The delivery address of an order, parsed once from the checkout form
//! (spec §5: every field required, e-mail and phone by pattern) and carried
//! typed from there to the database and back; and the billing address a
//! business may give beside it.

use crate::eu::MemberState;
use crate::value_error::ValueError;
use crate::values::{
    City, CompanyName, ContactPerson, Email, LegalName, OrderReference, Phone, Street, VatId,
    ZipCode,
};

/// The checkout form's fields as typed; untrusted text.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ShippingForm<'a> {
    pub contact_person: &'a str,
    pub company: &'a str,
    pub email: &'a str,
    pub phone: &'a str,
    pub street: &'a str,
    pub zip_code: &'a str,
    pub city: &'a str,
    /// ISO 3166-1 alpha-2; empty means Germany (the spec's clients send none).
    pub country: &'a str,
    /// Optional: empty when not given.
    pub vat_id: &'a str,
    /// Optional: empty when not given.
    pub order_reference: &'a str,
}

/// A field of the shipping form broke its rule; the text names the field as
/// the form labels it, unless the message names it itself.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", field_message(self.field, &self.error))]
pub struct ShippingError {
    /// The form's label of the field.
    pub field: &'static str,
    /// What is wrong with it.
    pub error: ValueError,
}

/// 'Stadt: Pflichtfeld', or a sentence that names its field alone.
pub fn field_message(field: &str, error: &ValueError) -> String {
    if error.names_its_field() {
        error.to_string()
    } else {
        format!("{field}: {error}")
    }
}

/// Where and to whom an order is delivered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShippingAddress {
    pub contact_person: ContactPerson,
    pub company: CompanyName,
    pub email: Email,
    pub phone: Phone,
    pub street: Street,
    /// In the shape of `country`'s postal codes.
    pub zip_code: ZipCode,
    pub city: City,
    pub country: MemberState,
    /// The buyer's USt-IdNr., printed on the invoice when given (BT-48).
    pub vat_id: Option<VatId>,
    /// The buyer's own order reference, printed on the invoice when given (BT-13).
    pub order_reference: Option<OrderReference>,
}

fn field<T>(name: &'static str, parsed: Result<T, ValueError>) -> Result<T, ShippingError> {
    parsed.map_err(|error| ShippingError { field: name, error })
}

/// The country field: Germany when empty, else a member state.
fn country(raw: &str) -> Result<MemberState, ValueError> {
    if raw.trim().is_empty() {
        Ok(MemberState::GERMANY)
    } else {
        Ok(MemberState::parse(raw)?)
    }
}

/// A postal code of `country`'s shape, within the field's length.
fn postal_code(country: MemberState, raw: &str) -> Result<ZipCode, ValueError> {
    let checked_length = ZipCode::parse(raw)?;
    ZipCode::parse(&country.postal_code(checked_length.as_str())?)
}

impl ShippingAddress {
    /// Parses the form, field by field in the form's order (the country
    /// first: the postal code's shape depends on it).
    ///
    /// # Errors
    /// [`ShippingError`] naming the first bad field.
    pub fn parse(form: ShippingForm<'_>) -> Result<ShippingAddress, ShippingError> {
        let country = field("Land", country(form.country))?;
        Ok(ShippingAddress {
            contact_person: field("Ansprechpartner", ContactPerson::parse(form.contact_person))?,
            company: field("Firmenname", CompanyName::parse(form.company))?,
            email: field("E-Mail", Email::parse(form.email))?,
            phone: field("Telefonnummer", Phone::parse(form.phone))?,
            street: field("Lieferadresse", Street::parse(form.street))?,
            zip_code: field("PLZ", postal_code(country, form.zip_code))?,
            city: field("Stadt", City::parse(form.city))?,
            country,
            vat_id: field("USt-IdNr.", VatId::parse_optional(form.vat_id))?,
            order_reference: field(
                "Ihre Bestellreferenz",
                OrderReference::parse_optional(form.order_reference),
            )?,
        })
    }
}

impl ShippingAddress {
    /// Reads an address as the shop stored it: the postal code's shape and
    /// the German check digit are not asked again, so an order taken before
    /// those rules (or a rule that changes later) stays readable.
    ///
    /// # Errors
    /// [`ShippingError`] when a field breaks a rule that always held.
    pub fn from_stored(form: ShippingForm<'_>) -> Result<ShippingAddress, ShippingError> {
        let country = field("Land", country(form.country))?;
        Ok(ShippingAddress {
            phone: field("Telefonnummer", Phone::from_stored(form.phone))?,
            zip_code: field("PLZ", ZipCode::parse(form.zip_code))?,
            vat_id: field("USt-IdNr.", VatId::from_stored(form.vat_id))?,
            country,
            ..ShippingAddress::parse(ShippingForm {
                country: "",
                phone: "0123456",
                zip_code: "00000",
                vat_id: "",
                ..form
            })?
        })
    }
}

impl BillingAddress {
    /// Reads a billing address as stored (see [`ShippingAddress::from_stored`]).
    ///
    /// # Errors
    /// [`ShippingError`] when a field breaks a rule that always held.
    pub fn from_stored(form: BillingForm<'_>) -> Result<BillingAddress, ShippingError> {
        let country = field("Land", country(form.country))?;
        Ok(BillingAddress {
            zip_code: field("PLZ", ZipCode::parse(form.zip_code))?,
            country,
            ..BillingAddress::parse(BillingForm {
                country: "",
                zip_code: "00000",
                ..form
            })?
        })
    }
}

/// The billing address form's fields as typed; untrusted text.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BillingForm<'a> {
    pub legal_name: &'a str,
    pub street: &'a str,
    pub zip_code: &'a str,
    pub city: &'a str,
    /// Empty means Germany.
    pub country: &'a str,
}

/// Whom the invoice is addressed to (BT-44, BG-8) when that is not the
/// delivery address: the buyer's full legal name and seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillingAddress {
    pub legal_name: LegalName,
    pub street: Street,
    pub zip_code: ZipCode,
    pub city: City,
    pub country: MemberState,
}

impl BillingAddress {
    /// Parses the form, field by field, labelled as the form labels them.
    ///
    /// # Errors
    /// [`ShippingError`] naming the first bad field.
    pub fn parse(form: BillingForm<'_>) -> Result<BillingAddress, ShippingError> {
        let country = field("Rechnungsadresse: Land", country(form.country))?;
        Ok(BillingAddress {
            legal_name: field("Rechnungsempfänger", LegalName::parse(form.legal_name))?,
            street: field("Rechnungsadresse: Straße", Street::parse(form.street))?,
            zip_code: field("Rechnungsadresse: PLZ", postal_code(country, form.zip_code))?,
            city: field("Rechnungsadresse: Ort", City::parse(form.city))?,
            country,
        })
    }

    /// The delivery address as the billing address, for an order that names
    /// no other: the company on the card is whom the invoice goes to.
    pub fn of_delivery(shipping: &ShippingAddress) -> BillingAddress {
        BillingAddress {
            legal_name: LegalName::from_company(&shipping.company),
            street: shipping.street.clone(),
            zip_code: shipping.zip_code.clone(),
            city: shipping.city.clone(),
            country: shipping.country,
        }
    }

    /// Whether goods to `shipping` go elsewhere than this address.
    pub fn differs_from(&self, shipping: &ShippingAddress) -> bool {
        *self != BillingAddress::of_delivery(shipping)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> ShippingForm<'static> {
        ShippingForm {
            contact_person: " Anna Muster ",
            company: "Pizzeria Roma",
            email: "Anna@Roma.de",
            phone: "02161 123456",
            street: "Hauptstr. 1",
            zip_code: "41061",
            city: "Mönchengladbach",
            country: "",
            vat_id: "",
            order_reference: "",
        }
    }

    #[test]
    fn the_optional_invoice_fields_are_parsed_when_given() {
        let address = ShippingAddress::parse(form()).unwrap();
        assert_eq!((address.vat_id, address.order_reference), (None, None));

        let with_both = ShippingForm {
            vat_id: "de 136695976",
            order_reference: "PO-4711",
            ..form()
        };
        let address = ShippingAddress::parse(with_both).unwrap();
        assert_eq!(address.vat_id.unwrap().as_str(), "DE136695976");
        assert_eq!(address.order_reference.unwrap().as_str(), "PO-4711");

        let bad_vat_id = ShippingForm {
            vat_id: "DE123",
            ..form()
        };
        assert_eq!(
            ShippingAddress::parse(bad_vat_id).unwrap_err().to_string(),
            "USt-IdNr.: Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE136695976)."
        );
    }

    #[test]
    fn a_complete_form_parses_trimmed_and_normalised() {
        let address = ShippingAddress::parse(form()).unwrap();

        assert_eq!(address.contact_person.as_str(), "Anna Muster");
        assert_eq!(address.email.as_str(), "anna@roma.de");
        assert_eq!(address.city.as_str(), "Mönchengladbach");
    }

    #[test]
    fn the_first_bad_field_is_named_with_its_label() {
        let missing_city = ShippingForm {
            city: " ",
            ..form()
        };
        assert_eq!(
            ShippingAddress::parse(missing_city)
                .unwrap_err()
                .to_string(),
            "Stadt: Pflichtfeld"
        );
        let bad_mail_and_zip = ShippingForm {
            email: "kein-at",
            zip_code: "",
            ..form()
        };
        assert_eq!(
            ShippingAddress::parse(bad_mail_and_zip)
                .unwrap_err()
                .to_string(),
            "E-Mail: Ungültige E-Mail"
        );
    }

    #[test]
    fn the_country_defaults_to_germany_and_shapes_the_postal_code() {
        assert_eq!(
            ShippingAddress::parse(form()).unwrap().country,
            MemberState::GERMANY
        );
        let venlo = ShippingForm {
            country: "nl",
            zip_code: "5911aa",
            city: "Venlo",
            phone: "+31 77 123 4567",
            ..form()
        };
        let address = ShippingAddress::parse(venlo).unwrap();
        assert_eq!(
            (address.country.code(), address.zip_code.as_str()),
            ("NL", "5911AA")
        );
        let refusal = |form| ShippingAddress::parse(form).unwrap_err().to_string();
        assert_eq!(
            refusal(ShippingForm {
                country: "NL",
                ..form()
            }),
            "Die Postleitzahl ist für die Niederlande ungültig."
        );
        assert_eq!(
            refusal(ShippingForm {
                country: "CH",
                ..form()
            }),
            "Wir liefern nur in Länder der Europäischen Union."
        );
        assert_eq!(
            refusal(ShippingForm {
                zip_code: "4106",
                ..form()
            }),
            "Die Postleitzahl ist für Deutschland ungültig."
        );
        assert_eq!(
            refusal(ShippingForm {
                vat_id: "DE123456789",
                ..form()
            }),
            "Diese USt-IdNr. ist ungültig (Prüfziffer)."
        );
    }

    #[test]
    fn a_stored_address_is_read_without_the_rules_that_came_later() {
        let stored = ShippingForm {
            zip_code: "D-41061",
            vat_id: "DE123456789",
            phone: "0012 345678",
            ..form()
        };
        let address = ShippingAddress::from_stored(stored).unwrap();
        assert_eq!(
            (
                address.zip_code.as_str(),
                address.vat_id.unwrap().as_str(),
                address.phone.as_str()
            ),
            ("D-41061", "DE123456789", "0012 345678")
        );
        assert!(ShippingAddress::from_stored(ShippingForm { city: "", ..form() }).is_err());
    }

    #[test]
    fn a_billing_address_is_parsed_with_its_own_country_and_compared() {
        let shipping = ShippingAddress::parse(form()).unwrap();
        let billing = BillingAddress::parse(BillingForm {
            legal_name: "Pizzeria Da Mario Inh. Mario Rossi e.K.",
            street: "Markt 1",
            zip_code: "5911 AA",
            city: "Venlo",
            country: "NL",
        })
        .unwrap();
        assert!(billing.differs_from(&shipping));
        assert!(!BillingAddress::of_delivery(&shipping).differs_from(&shipping));
        assert_eq!(
            BillingAddress::parse(BillingForm {
                legal_name: &"x".repeat(101),
                ..BillingForm::default()
            })
            .unwrap_err()
            .to_string(),
            "Rechnungsempfänger: Der Rechnungsempfänger darf nicht länger als 100 Zeichen sein"
        );
        assert_eq!(
            BillingAddress::parse(BillingForm {
                legal_name: "A",
                street: "B 1",
                zip_code: "1000",
                city: "Bruxelles",
                country: "BE",
            })
            .unwrap()
            .country
            .name(),
            "Belgien"
        );
    }
}
