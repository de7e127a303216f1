//! What the shop records of an order's buyer beyond the delivery address:
//! whom the invoice is addressed to, that the buyer confirmed ordering as a
//! business (and when), which AGB version was accepted, and the tax
//! office's confirmation of a foreign USt-IdNr.

use chrono::NaiveDateTime;

use crate::shipping::BillingAddress;
use crate::vat_check::VatEvidence;

/// The buyer's side of an order's contract.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OrderBuyer {
    /// `None`: the delivery address and its company are the billing address.
    pub billing: Option<BillingAddress>,
    /// When the buyer confirmed ordering as a business (§ 14 BGB); `None`
    /// for clients that do not ask (the spec's own clients send no such field).
    pub business_buyer_confirmed_at: Option<NaiveDateTime>,
    /// The AGB version in force when the order was placed.
    pub terms_version: Option<String>,
    /// The confirmation of the buyer's foreign USt-IdNr., for a tax-exempt supply.
    pub vat_check: Option<VatEvidence>,
}

/// What a customer keeps with the account for the checkout to prefill:
/// the delivery country, the USt-IdNr., a billing address, and when the
/// account confirmed buying as a business.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountBuyer {
    pub country: crate::MemberState,
    pub vat_id: Option<crate::VatId>,
    pub billing: Option<BillingAddress>,
    pub business_buyer_confirmed_at: Option<NaiveDateTime>,
}

impl Default for AccountBuyer {
    fn default() -> Self {
        Self {
            country: crate::MemberState::GERMANY,
            vat_id: None,
            billing: None,
            business_buyer_confirmed_at: None,
        }
    }
}
