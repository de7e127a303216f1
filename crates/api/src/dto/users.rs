//! The JSON shapes of the users routes.

use serde::{Deserialize, Serialize};
use shop_app::{
    PersonalData,
    qr_links::{LinkExport, LinkView},
};
use shop_domain::{Address, CompanyName, GermanPhone};
use shop_ports::users::Profile;
use utoipa::ToSchema;

use crate::error::{ApiError, field};

use super::{
    admin::{MessageDto, ShippingDataDto},
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
}

impl ProfileBody {
    /// # Errors
    /// 400 naming the first field that breaks its rule.
    pub fn try_into_domain(self) -> Result<Profile, ApiError> {
        Ok(Profile {
            company_name: CompanyName::parse(&self.company_name)
                .map_err(|e| field("Firmenname", e))?,
            phone: GermanPhone::parse(&self.phone).map_err(|e| field("Telefonnummer", e))?,
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
}

#[derive(Serialize, ToSchema)]
pub struct OrderExport {
    #[serde(flatten)]
    pub order: OrderDto,
    pub lines: Vec<OrderLineDto>,
    #[serde(rename = "shippingData")]
    pub shipping_data: Option<ShippingDataDto>,
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
                })
                .collect(),
            wishlist: data.wishlist.into_iter().map(PersistedWish::from).collect(),
            contact_messages: data.messages.into_iter().map(MessageDto::from).collect(),
        }
    }
}
