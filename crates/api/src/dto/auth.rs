//! The JSON shapes of the auth routes.

use serde::{Deserialize, Serialize};
use shop_app::SignUp;
use shop_domain::{AccountBuyer, CompanyName, Email, Password, Phone, User};
use utoipa::ToSchema;

use crate::error::{ApiError, field};

use super::buyer::BillingAddressBody;

/// The signed-in user as the browser may keep it: never the password hash.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserDto {
    #[serde(rename = "userId")]
    pub user_id: i64,
    pub email: String,
    #[serde(rename = "companyName")]
    pub company_name: String,
    pub phone: String,
    /// `customer` or `admin`.
    pub role: &'static str,
    /// The address kept on 'Meine Daten' (as printed on a card); `null` until saved.
    pub address: Option<String>,
    /// The delivery country the checkout suggests (alpha-2; `DE` until saved).
    pub country: String,
    /// The USt-IdNr. kept with the account; `null` for none.
    #[serde(rename = "vatId")]
    pub vat_id: Option<String>,
    /// The billing address kept with the account; `null` for none.
    #[serde(rename = "billingAddress")]
    pub billing_address: Option<BillingAddressBody>,
    /// When the account confirmed buying as a business (ISO 8601, UTC).
    #[serde(rename = "businessBuyerConfirmedAt")]
    pub business_buyer_confirmed_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct InitialCheck {
    /// `null` when nobody is signed in.
    pub user: Option<UserDto>,
}

#[derive(Serialize, ToSchema)]
pub struct MessageBody {
    pub message: String,
}

#[derive(Serialize, ToSchema)]
pub struct SignInAnswer {
    pub user: UserDto,
    pub message: String,
}

/// Sign-up as sent by the form. Unknown fields (a `role`, say) are ignored:
/// the role is never taken from a payload.
#[derive(Deserialize, ToSchema)]
pub struct SignUpBody {
    #[serde(rename = "companyName", default)]
    pub company_name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub password: String,
    /// The company confirms buying as a business (§ 14 BGB); absent: not confirmed.
    #[serde(rename = "businessBuyer", default)]
    pub business_buyer: Option<bool>,
}

#[derive(Deserialize, ToSchema)]
pub struct SignInBody {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
}

impl UserDto {
    /// The account with what it keeps for the checkout.
    pub fn of(user: User, buyer: &AccountBuyer) -> Self {
        Self {
            user_id: user.id.get(),
            email: user.email.as_str().to_owned(),
            company_name: user.company_name,
            phone: user.phone,
            role: user.role.as_str(),
            address: user.address,
            country: buyer.country.code().to_owned(),
            vat_id: buyer.vat_id.as_ref().map(ToString::to_string),
            billing_address: buyer.billing.as_ref().map(BillingAddressBody::from),
            business_buyer_confirmed_at: buyer.business_buyer_confirmed_at.map(super::orders::iso),
        }
    }
}

impl MessageBody {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }
}

impl SignUpBody {
    /// # Errors
    /// 400 naming the first field that breaks its rule.
    pub fn try_into_domain(self) -> Result<SignUp, ApiError> {
        Ok(SignUp {
            company_name: CompanyName::parse(&self.company_name)
                .map_err(|e| field("Firmenname", e))?,
            email: Email::parse(&self.email).map_err(|e| field("E-Mail", e))?,
            phone: Phone::parse(&self.phone).map_err(|e| field("Telefonnummer", e))?,
            password: Password::parse(&self.password).map_err(|e| field("Passwort", e))?,
            business_buyer: self.business_buyer == Some(true),
        })
    }
}
