//! The JSON shapes of the payments routes.

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct WebhookAnswer {
    /// `fulfilled`, `already_paid`, `duplicate_event` or `nothing_to_do`.
    pub outcome: &'static str,
}
