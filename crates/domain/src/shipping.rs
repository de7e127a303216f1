//! The delivery address of an order, parsed once from the checkout form
//! (spec §5: every field required, e-mail and phone by pattern) and carried
//! typed from there to the database and back.

use crate::value_error::ValueError;
use crate::values::{
    City, CompanyName, ContactPerson, Email, GermanPhone, OrderReference, Street, VatId, ZipCode,
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
    /// Optional: empty when not given.
    pub vat_id: &'a str,
    /// Optional: empty when not given.
    pub order_reference: &'a str,
}

/// A field of the shipping form broke its rule; the text names the field as
/// the form labels it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {error}")]
pub struct ShippingError {
    /// The form's label of the field.
    pub field: &'static str,
    /// What is wrong with it.
    pub error: ValueError,
}

/// Where and to whom an order is delivered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShippingAddress {
    pub contact_person: ContactPerson,
    pub company: CompanyName,
    pub email: Email,
    pub phone: GermanPhone,
    pub street: Street,
    pub zip_code: ZipCode,
    pub city: City,
    /// The buyer's USt-IdNr., printed on the invoice when given (BT-48).
    pub vat_id: Option<VatId>,
    /// The buyer's own order reference, printed on the invoice when given (BT-13).
    pub order_reference: Option<OrderReference>,
}

fn field<T>(name: &'static str, parsed: Result<T, ValueError>) -> Result<T, ShippingError> {
    parsed.map_err(|error| ShippingError { field: name, error })
}

impl ShippingAddress {
    /// Parses the form, field by field in the form's order.
    ///
    /// # Errors
    /// [`ShippingError`] naming the first bad field.
    pub fn parse(form: ShippingForm<'_>) -> Result<ShippingAddress, ShippingError> {
        Ok(ShippingAddress {
            contact_person: field("Ansprechpartner", ContactPerson::parse(form.contact_person))?,
            company: field("Firmenname", CompanyName::parse(form.company))?,
            email: field("E-Mail", Email::parse(form.email))?,
            phone: field("Telefonnummer", GermanPhone::parse(form.phone))?,
            street: field("Lieferadresse", Street::parse(form.street))?,
            zip_code: field("PLZ", ZipCode::parse(form.zip_code))?,
            city: field("Stadt", City::parse(form.city))?,
            vat_id: field("USt-IdNr.", VatId::parse_optional(form.vat_id))?,
            order_reference: field(
                "Ihre Bestellreferenz",
                OrderReference::parse_optional(form.order_reference),
            )?,
        })
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
            vat_id: "",
            order_reference: "",
        }
    }

    #[test]
    fn the_optional_invoice_fields_are_parsed_when_given() {
        let address = ShippingAddress::parse(form()).unwrap();
        assert_eq!((address.vat_id, address.order_reference), (None, None));

        let with_both = ShippingForm {
            vat_id: "de 312456789",
            order_reference: "PO-4711",
            ..form()
        };
        let address = ShippingAddress::parse(with_both).unwrap();
        assert_eq!(address.vat_id.unwrap().as_str(), "DE312456789");
        assert_eq!(address.order_reference.unwrap().as_str(), "PO-4711");

        let bad_vat_id = ShippingForm {
            vat_id: "DE123",
            ..form()
        };
        assert_eq!(
            ShippingAddress::parse(bad_vat_id).unwrap_err().to_string(),
            "USt-IdNr.: Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789)."
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
}
