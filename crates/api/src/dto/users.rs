//! The JSON shapes of the users routes.

use serde::{Deserialize, Serialize};
use shop_app::{
    PersonalData,
    qr_links::{LinkExport, LinkView},
};
use shop_domain::{AccountBuyer, Address, CompanyName, MemberState, Phone, VatId, field_message};
use shop_ports::users::Profile;
use utoipa::ToSchema;

use crate::error::{ApiError, field};

use super::{
    admin::{MessageDto, ShippingDataDto},
    buyer::BillingAddressBody,
    orders::{OrderDto, OrderLineDto, iso, line_dto},
    qr_links::{QrLinkChangeDto, QrLinkDto, QrScanDayDto, QrScansDto},
    wishlists::PersistedWish,
};

#[derive(Deserialize, ToSchema)]
pub struct ActivationMailBody {
    #[serde(default)]
    pub email: String,
    /// Accepted for compatibility and ignored: the server builds every link itself.
    #[serde(rename = "activationLink", default)]
    pub activation_link: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct ActivateBody {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub token: String,
}

#[derive(Deserialize, ToSchema)]
pub struct ForgotPasswordBody {
    #[serde(default)]
    pub email: String,
}

#[derive(Deserialize, ToSchema)]
pub struct ResetPasswordBody {
    #[serde(default)]
    pub token: String,
    #[serde(rename = "newPassword", default)]
    pub new_password: String,
}

/// 'Meine Daten': the company, phone and address kept with the account.
#[derive(Deserialize, ToSchema)]
pub struct ProfileBody {
    #[serde(rename = "companyName", default)]
    pub company_name: String,
    #[serde(default)]
    pub phone: String,
    /// As printed on a card ('Straße Nr. /PLZ/ Ort'); empty or null for none.
    #[serde(default)]
    pub address: Option<String>,
    /// The delivery country the checkout suggests (alpha-2); `DE` when absent.
    #[serde(default)]
    pub country: Option<String>,
    /// The USt-IdNr.; empty or null for none. A German one must pass its check digit.
    #[serde(rename = "vatId", default)]
    pub vat_id: Option<String>,
    /// The billing address; null for none.
    #[serde(rename = "billingAddress", default)]
    pub billing_address: Option<BillingAddressBody>,
}

impl ProfileBody {
    /// The country, USt-IdNr. and billing address kept for the checkout.
    ///
    /// # Errors
    /// 400 naming the first field that breaks its rule.
    pub fn buyer_details(&self) -> Result<AccountBuyer, ApiError> {
        let country = match self.country.as_deref().map(str::trim) {
            None | Some("") => MemberState::GERMANY,
            Some(code) => MemberState::parse(code)
                .map_err(|e| ApiError::bad_request(field_message("Land", &e.into())))?,
        };
        Ok(AccountBuyer {
            country,
            vat_id: VatId::parse_optional(self.vat_id.as_deref().unwrap_or_default())
                .map_err(|e| ApiError::bad_request(field_message("USt-IdNr.", &e)))?,
            billing: self
                .billing_address
                .as_ref()
                .map(BillingAddressBody::parse)
                .transpose()?,
            business_buyer_confirmed_at: None,
        })
    }

    /// # Errors
    /// 400 naming the first field that breaks its rule.
    pub fn try_into_domain(self) -> Result<Profile, ApiError> {
        Ok(Profile {
            company_name: CompanyName::parse(&self.company_name)
                .map_err(|e| field("Firmenname", e))?,
            phone: Phone::parse(&self.phone).map_err(|e| field("Telefonnummer", e))?,
            address: self
                .address
                .filter(|address| !address.trim().is_empty())
                .map(|address| Address::parse(&address))
                .transpose()
                .map_err(|e| field("Adresse", e))?,
        })
    }
}

/// A new password, with the current one.
#[derive(Deserialize, ToSchema)]
pub struct PasswordChangeBody {
    #[serde(rename = "currentPassword", default)]
    pub current_password: String,
    #[serde(rename = "newPassword", default)]
    pub new_password: String,
}

#[derive(Deserialize, ToSchema)]
pub struct DeleteAccountBody {
    #[serde(default)]
    pub password: String,
}

/// The account as the export shows it (never the password hash).
#[derive(Serialize, ToSchema)]
pub struct AccountExport {
    pub email: String,
    #[serde(rename = "companyName")]
    pub company_name: String,
    pub phone: String,
    pub role: &'static str,
    pub active: bool,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
    /// The delivery country kept for the checkout (alpha-2).
    pub country: String,
    #[serde(rename = "vatId")]
    pub vat_id: Option<String>,
    #[serde(rename = "billingAddress")]
    pub billing_address: Option<BillingAddressBody>,
    /// When the account confirmed buying as a business (ISO 8601, UTC).
    #[serde(rename = "businessBuyerConfirmedAt")]
    pub business_buyer_confirmed_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct OrderExport {
    #[serde(flatten)]
    pub order: OrderDto,
    pub lines: Vec<OrderLineDto>,
    #[serde(rename = "shippingData")]
    pub shipping_data: Option<ShippingDataDto>,
    /// Whom the invoice was addressed to, when not the delivery address.
    #[serde(rename = "billingAddress")]
    pub billing_address: Option<BillingAddressBody>,
    /// When the buyer confirmed ordering as a business (ISO 8601, UTC).
    #[serde(rename = "businessBuyerConfirmedAt")]
    pub business_buyer_confirmed_at: Option<String>,
    /// The AGB version accepted with the order.
    #[serde(rename = "termsVersion")]
    pub terms_version: Option<String>,
}

/// Everything the shop keeps about the signed-in customer (Art. 15 and 20 DSGVO).
#[derive(Serialize, ToSchema)]
pub struct PersonalDataExport {
    pub account: AccountExport,
    pub orders: Vec<OrderExport>,
    pub wishlist: Vec<PersistedWish>,
    /// Contact messages sent with the account's e-mail address.
    #[serde(rename = "contactMessages")]
    pub contact_messages: Vec<MessageDto>,
    /// The account's QR short links: where they lead, their changes and
    /// their scans per day (nothing about who scanned is kept).
    #[serde(rename = "qrCodes")]
    pub qr_codes: Vec<QrCodeExport>,
}

/// One short link in the export.
#[derive(Serialize, ToSchema)]
pub struct QrCodeExport {
    #[serde(flatten)]
    pub link: QrLinkDto,
    /// Every change of the target, oldest first.
    pub history: Vec<QrLinkChangeDto>,
    /// Scans per German calendar day, every day with scans.
    pub days: Vec<QrScanDayDto>,
}

impl PersonalDataExport {
    pub fn of(data: PersonalData, links: &[LinkExport]) -> Self {
        let links_only: Vec<LinkView> = links.iter().map(|link| link.view.clone()).collect();
        Self {
            qr_codes: links
                .iter()
                .map(|link| QrCodeExport {
                    link: QrLinkDto::from(&link.view),
                    history: link.history.iter().map(QrLinkChangeDto::from).collect(),
                    days: QrScansDto::from(&link.scans).days,
                })
                .collect(),
            account: AccountExport {
                email: data.user.email.to_string(),
                company_name: data.user.company_name,
                phone: data.user.phone,
                role: data.user.role.as_str(),
                active: data.user.active,
                created_at: iso(data.user.created_at),
                country: data.buyer.country.code().to_owned(),
                vat_id: data.buyer.vat_id.as_ref().map(ToString::to_string),
                billing_address: data.buyer.billing.as_ref().map(BillingAddressBody::from),
                business_buyer_confirmed_at: data.buyer.business_buyer_confirmed_at.map(iso),
            },
            orders: data
                .orders
                .into_iter()
                .map(|details| OrderExport {
                    order: OrderDto::from(&details.order),
                    lines: details
                        .lines
                        .into_iter()
                        .map(|line| {
                            line_dto(&details.order, line, &details.proof_versions, &links_only)
                        })
                        .collect(),
                    shipping_data: details.shipping.map(ShippingDataDto::from),
                    billing_address: details.buyer.billing.as_ref().map(BillingAddressBody::from),
                    business_buyer_confirmed_at: details.buyer.business_buyer_confirmed_at.map(iso),
                    terms_version: details.buyer.terms_version.clone(),
                })
                .collect(),
            wishlist: data.wishlist.into_iter().map(PersistedWish::from).collect(),
            contact_messages: data.messages.into_iter().map(MessageDto::from).collect(),
        }
    }
}
