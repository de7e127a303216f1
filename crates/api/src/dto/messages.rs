//! The JSON shapes of the messages routes.

use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
pub struct ContactFields {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub message: String,
}

/// The spec's client sends the form wrapped as `{"message": {...}}`; the
/// plain form object is accepted too.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub enum SaveMessageBody {
    Wrapped { message: ContactFields },
    Plain(ContactFields),
}
