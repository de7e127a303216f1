//! The tokened links to an order's approval page, mailed with the proofs
//! or with the confirmation.

use std::sync::Arc;

use chrono::NaiveDateTime;
use shop_domain::OrderId;
use shop_ports::{Repos, StoreError, secrets::SecretGenerator};

use crate::{digests::token_hash, front_end};

/// How soon after the confirmation the proofs must be ready for the
/// confirmation's approval link to stand in for the proof mail.
pub const ONE_MAIL_WINDOW: chrono::TimeDelta = chrono::TimeDelta::seconds(60);

/// The tokened links to an order's approval page: whoever holds one acts
/// for the buyer. Only the token's hash is stored.
#[derive(Clone)]
pub struct ApprovalLinks {
    pub secrets: Arc<dyn SecretGenerator>,
    /// The shop's public URL, without a trailing slash.
    pub public_url: String,
}

impl ApprovalLinks {
    /// A new link to the approval page of `order_id`.
    ///
    /// # Errors
    /// Storage failure.
    pub fn issue(
        &self,
        repos: &mut dyn Repos,
        order_id: OrderId,
        at: NaiveDateTime,
    ) -> Result<String, StoreError> {
        let token = self.secrets.token();
        repos
            .production()
            .record_approval_link(order_id, &token_hash(&token), at)?;
        Ok(format!(
            "{}?token={token}",
            front_end::page_url(
                self.public_url.trim_end_matches('/'),
                front_end::PROOF_APPROVAL
            )
        ))
    }
}
