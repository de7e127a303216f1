//! The JSON shapes of the users routes.

use serde::Deserialize;
use utoipa::ToSchema;

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
