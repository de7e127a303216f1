//! Issuing short links: the codes drawn for an order's lines (or an earlier
//! link kept), where they live, and the guest's link to manage them.

use std::sync::Arc;

use shop_domain::{
    Order, UserId, WebsiteUrl,
    qr_link::{OwnHosts, PrintedQr, QrChoice, QrTarget, SHORT_CODE_LEN, ShortCode, TargetError},
};
use shop_ports::{Repos, StoreError, secrets::SecretGenerator};

use crate::{digests::token_hash, front_end};

/// How many fresh codes are drawn before giving up (a collision is about
/// one in a billion at a million codes; ten in a row mean a broken source).
const DRAWS: usize = 10;

/// Where short links live and how their codes are drawn.
#[derive(Clone)]
pub struct ShortLinks {
    secrets: Arc<dyn SecretGenerator>,
    /// `{SHOP_QR_BASE_URL or SHOP_PUBLIC_URL}/q/`.
    base: String,
    /// The hosts short links are served on: no code may point at them.
    own: OwnHosts,
}

impl ShortLinks {
    /// Links under `{base_url}/q/`; `also_served_on` names other base URLs
    /// of the shop (its public URL when a shorter QR domain is set).
    pub fn new(secrets: Arc<dyn SecretGenerator>, base_url: &str, also_served_on: &[&str]) -> Self {
        let base_url = base_url.trim_end_matches('/');
        let mut served_on = vec![base_url];
        served_on.extend_from_slice(also_served_on);
        Self {
            secrets,
            base: format!("{base_url}/q/"),
            own: OwnHosts::of(&served_on),
        }
    }

    /// The address a code's QR encodes.
    pub fn link(&self, code: &ShortCode) -> String {
        format!("{}{code}", self.base)
    }

    /// The common start of every short link, e.g. `https://pc.de/q/`.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The hosts no code may lead to.
    pub fn own_hosts(&self) -> &OwnHosts {
        &self.own
    }

    pub fn code_len(&self) -> usize {
        SHORT_CODE_LEN
    }

    /// `raw` as a target these links may point to.
    ///
    /// # Errors
    /// [`TargetError`] naming what is wrong.
    pub fn target(&self, raw: &str) -> Result<QrTarget, TargetError> {
        QrTarget::parse(raw, &self.own)
    }

    /// Where a line's short link leads: the address printed on it.
    ///
    /// # Errors
    /// [`TargetError`] for an address a link may not lead to (one of the shop's own).
    pub fn website_target(&self, url: &WebsiteUrl) -> Result<QrTarget, TargetError> {
        QrTarget::of_website(url, &self.own)
    }

    fn draw(&self, repos: &mut dyn Repos) -> Result<ShortCode, StoreError> {
        for _ in 0..DRAWS {
            let Some(code) = ShortCode::from_token(&self.secrets.token()) else {
                continue;
            };
            if repos.qr_links().find(&code)?.is_none() {
                return Ok(code);
            }
        }
        Err(StoreError::Unknown(anyhow::anyhow!(
            "no unused short code in {DRAWS} draws"
        )))
    }

    /// The code of a short link as this shop writes it (`{base}{code}`).
    fn code_in(&self, link: &str) -> Option<ShortCode> {
        link.strip_prefix(self.base.as_str())
            .and_then(ShortCode::parse)
    }

    /// For each of the placed `order`'s lines that prints an address, what
    /// `choices` (in line order; a missing one is a new link) asks: a new
    /// link, none, or an earlier link of the same account printed again,
    /// in the transaction that writes the order.
    ///
    /// # Errors
    /// [`KeptLinkError`] for a kept link the orderer may not print, an
    /// address a new link may not lead to, or storage failure.
    pub fn create_for_order(
        &self,
        repos: &mut dyn Repos,
        order: &Order,
        choices: &[QrChoice],
        at: chrono::NaiveDateTime,
    ) -> Result<(), KeptLinkError> {
        let lines = repos.orders().lines(order.id)?;
        for (index, line) in lines.iter().enumerate() {
            let position = index + 1;
            let choice = choices.get(index).cloned().unwrap_or_default();
            let printed = match (choice, line.line.design.url()) {
                (QrChoice::Keep(_), None) => return Err(KeptLinkError::NoAddress { position }),
                (QrChoice::Direct | QrChoice::NewShortLink, None) => continue,
                (QrChoice::Direct, Some(url)) => PrintedQr::direct(url),
                (QrChoice::NewShortLink, Some(url)) => {
                    let target = self
                        .website_target(url)
                        .map_err(|error| KeptLinkError::Target { position, error })?;
                    let code = self.draw(repos)?;
                    repos
                        .qr_links()
                        .insert(&code, line.id, order.user_id, &target, at)?;
                    PrintedQr::short(self.link(&code))
                }
                (QrChoice::Keep(link), Some(_)) => {
                    let code = self.keepable(repos, &link, order.user_id, position)?;
                    repos.qr_links().reprint(&code, line.id)?;
                    PrintedQr::short(self.link(&code))
                }
            };
            // Decided here once: proofs, checks and revisions print what is stored.
            repos.qr_links().record_printed(line.id, &printed)?;
        }
        Ok(())
    }

    /// `link`'s code when it is a link of `owner`'s that still redirects.
    fn keepable(
        &self,
        repos: &mut dyn Repos,
        link: &str,
        owner: Option<UserId>,
        position: usize,
    ) -> Result<ShortCode, KeptLinkError> {
        let not_yours = || KeptLinkError::NotYours { position };
        let code = self.code_in(link).ok_or_else(not_yours)?;
        let stored = repos.qr_links().find(&code)?.ok_or_else(not_yours)?;
        // A guest has no account to keep links in; the same answer as for
        // another account's code, so codes cannot be probed.
        if owner.is_none() || stored.owner != owner {
            return Err(not_yours());
        }
        if stored.disabled_reason.is_some() {
            return Err(KeptLinkError::Disabled { position });
        }
        Ok(code)
    }
}

/// Why a line cannot print the earlier short link it names, or cannot get
/// a new one for its address.
#[derive(Debug, thiserror::Error)]
pub enum KeptLinkError {
    /// The line's address cannot be a short link's target (one of the shop's own).
    #[error("Position {position}: {error}")]
    Target { position: usize, error: TargetError },
    #[error("Position {position}: Diesen Kurzlink gibt es in Ihrem Konto nicht.")]
    NotYours { position: usize },
    #[error(
        "Position {position}: Dieser QR-Code wurde von PrimeCards deaktiviert und kann nicht erneut gedruckt werden."
    )]
    Disabled { position: usize },
    #[error(
        "Position {position}: Diese Position druckt keine Webadresse und damit keinen Kurzlink."
    )]
    NoAddress { position: usize },
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The link a guest gets in the order confirmation to manage the order's
/// short links (there is no account to sign in to).
#[derive(Clone)]
pub struct QrManageLinks {
    pub secrets: Arc<dyn SecretGenerator>,
    /// The shop's public URL, without a trailing slash.
    pub public_url: String,
}

impl QrManageLinks {
    /// For a guest's order with short links: a new link to manage them, of
    /// which only the token's hash is stored; `None` otherwise.
    ///
    /// # Errors
    /// Storage failure.
    pub fn issue(
        &self,
        repos: &mut dyn Repos,
        order: &Order,
        at: chrono::NaiveDateTime,
    ) -> Result<Option<String>, StoreError> {
        if order.user_id.is_some() || repos.qr_links().of_order(order.id)?.is_empty() {
            return Ok(None);
        }
        let token = self.secrets.token();
        repos
            .qr_links()
            .record_manage_token(order.id, &token_hash(&token), at)?;
        Ok(Some(format!(
            "{}?token={token}",
            front_end::page_url(
                self.public_url.trim_end_matches('/'),
                front_end::GUEST_QR_CODES
            )
        )))
    }
}

/// Short links for the use-case tests of this crate.
#[cfg(test)]
pub(crate) mod testing {
    use std::sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    };

    use shop_ports::secrets::MockSecretGenerator;

    /// Links under `https://shop.example/q/`; each draw gives a new code.
    pub(crate) fn short_links() -> super::ShortLinks {
        let drawn = AtomicU64::new(0);
        let mut secrets = MockSecretGenerator::new();
        // The code is read from the token's first symbols: the count comes first.
        secrets.expect_token().returning(move || {
            let number = drawn.fetch_add(1, Ordering::Relaxed);
            format!("{number:012}").chars().rev().collect()
        });
        super::ShortLinks::new(Arc::new(secrets), "https://shop.example", &[])
    }
}
