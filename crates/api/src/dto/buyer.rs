//! The JSON shapes of a business buyer: the billing address, the VAT
//! decision and the live check of a USt-IdNr.

use serde::{Deserialize, Serialize};
use shop_domain::{BillingAddress, BillingForm, Totals};
use utoipa::ToSchema;

use crate::error::ApiError;

/// Whom the invoice is addressed to, when not the delivery address. Every
/// field is sent (empty when not filled in): the rules name the empty one.
#[derive(Debug, Deserialize, Serialize, ToSchema, Clone)]
pub struct BillingAddressBody {
    /// The full legal name with its legal form, 1–100 characters
    /// ('Pizzeria Da Mario Inh. Mario Rossi e.K.').
    #[serde(rename = "legalName")]
    pub legal_name: String,
    pub street: String,
    #[serde(rename = "zipCode")]
    pub zip_code: String,
    pub city: String,
    /// ISO 3166-1 alpha-2 of a member state; `DE` when empty.
    pub country: String,
}

impl BillingAddressBody {
    /// # Errors
    /// 400 naming the first field that breaks its rule.
    pub fn parse(&self) -> Result<BillingAddress, ApiError> {
        Ok(BillingAddress::parse(BillingForm {
            legal_name: &self.legal_name,
            street: &self.street,
            zip_code: &self.zip_code,
            city: &self.city,
            country: &self.country,
        })?)
    }
}

impl From<&BillingAddress> for BillingAddressBody {
    fn from(billing: &BillingAddress) -> Self {
        Self {
            legal_name: billing.legal_name.to_string(),
            street: billing.street.to_string(),
            zip_code: billing.zip_code.to_string(),
            city: billing.city.to_string(),
            country: billing.country.code().to_owned(),
        }
    }
}

/// `S` (German 19 %) or `K` (tax-exempt intra-community supply).
#[derive(ToSchema)]
#[allow(dead_code)] // Only its schema is used: the field itself is the domain's code.
pub enum TaxCategoryName {
    S,
    K,
}

/// The wire value of a tax category.
pub fn tax_category(totals: &Totals) -> &'static str {
    totals.category.code()
}

/// `POST /api/vat-ids/check`: the number and the billing address it must be registered to.
#[derive(Deserialize, ToSchema)]
pub struct VatIdCheckBody {
    #[serde(rename = "vatId")]
    pub vat_id: String,
    /// The billing address's legal name (or the company).
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub street: String,
    #[serde(rename = "zipCode", default)]
    pub zip_code: String,
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub country: String,
}

#[derive(Serialize, ToSchema)]
pub struct VatIdCheckAnswer {
    /// Whether the shop would accept the number for this address.
    pub valid: bool,
    /// `evatr-0000` (or `evatr-2008`) for a number the tax office confirmed;
    /// `ungueltig` when it says the number is not valid; `Name-oder-Ort`
    /// when it is registered to another name or city; `DE-Pruefziffer` for a
    /// German number (only its check digit can be checked); `Format` for no
    /// VAT number at all.
    pub status: String,
    /// German text for the hint beside the field.
    pub message: String,
}
