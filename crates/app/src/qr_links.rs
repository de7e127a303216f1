//! Short links for printed QR codes: drawn for each design line with an
//! address when its order is placed, repointed by their owner (an account,
//! or a guest through the mailed link), switched off and on by an admin, and
//! their daily scan counts read back.

use std::sync::Arc;

use chrono::{Duration, NaiveDate, NaiveDateTime};
use shop_domain::{
    Order, OrderId, UserId, WebsiteUrl,
    berlin::{berlin_day, berlin_day_start},
    qr_link::{ChangedBy, OwnHosts, QrChoice, QrTarget, SHORT_CODE_LEN, ShortCode, TargetError},
};
use shop_ports::{
    Page, PageRequest, Repos, Store, StoreError, TxError,
    clock::Clock,
    qr_links::{QrLink, QrLinkChange, Redirect},
    read, read_inline,
    secrets::SecretGenerator,
    transaction,
};

use crate::{digests::token_hash, front_end, throttle::ThrottleError};

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
            match (choice, line.line.design.url()) {
                (QrChoice::Direct, _) | (QrChoice::NewShortLink, None) => {}
                (QrChoice::NewShortLink, Some(url)) => {
                    let target = self
                        .website_target(url)
                        .map_err(|error| KeptLinkError::Target { position, error })?;
                    let code = self.draw(repos)?;
                    repos
                        .qr_links()
                        .insert(&code, line.id, order.user_id, &target, at)?;
                }
                (QrChoice::Keep(_), None) => return Err(KeptLinkError::NoAddress { position }),
                (QrChoice::Keep(link), Some(_)) => {
                    let code = self.keepable(repos, &link, order.user_id, position)?;
                    repos.qr_links().reprint(&code, line.id)?;
                }
            }
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

/// Who asks about a link: its owner's account, a guest holding the order's
/// mailed token, or an admin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkRequester {
    Customer(UserId),
    Guest { token: String },
    Admin,
}

#[derive(Debug, thiserror::Error)]
pub enum QrLinkError {
    /// Also for someone else's code, or an unknown token.
    #[error("Dieser QR-Code wurde nicht gefunden.")]
    NotFound,
    #[error("{0}")]
    Target(#[from] TargetError),
    #[error("Bitte geben Sie einen Grund an (3 bis 200 Zeichen).")]
    Reason,
    /// The link's changes of the day are used up ([`REPOINTS_PER_DAY`]);
    /// the wait lasts until the next German day.
    #[error(transparent)]
    Throttled(ThrottleError),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(QrLinkError);

/// A link with what its page shows: of its changes, the latest and how
/// many there are (the rest a page at a time, [`QrLinks::history`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkView {
    pub link: QrLink,
    pub short_link: String,
    pub total_scans: u64,
    pub last_change: Option<QrLinkChange>,
    pub changes: u64,
}

/// One page of a link's changes, newest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryPage {
    pub request: PageRequest,
    pub changes: Page<QrLinkChange>,
}

/// A link in its owner's data export: everything kept about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkExport {
    pub view: LinkView,
    /// Every change, oldest first.
    pub history: Vec<QrLinkChange>,
    /// Every day's scans.
    pub scans: ScanReport,
}

/// Changes a page of a link's history shows.
pub const HISTORY_PAGE_SIZE: u32 = 20;

/// Changes of one link's target in one German day: enough to fix a typo
/// many times over, too few for a link to be used as a rotating redirect.
pub const REPOINTS_PER_DAY: u64 = 30;

/// Scans per day of the last days, and all scans ever.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanReport {
    pub total: u64,
    pub days: Vec<(NaiveDate, u64)>,
}

/// Longest period a scan report covers, in days.
pub const MAX_REPORT_DAYS: u32 = 366;

/// The length of the reason an admin gives for switching a code off.
pub const DISABLE_REASON_CHARS: std::ops::RangeInclusive<usize> = 3..=200;

#[derive(Clone)]
pub struct QrLinks {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    links: ShortLinks,
}

fn view(repos: &mut dyn Repos, links: &ShortLinks, link: QrLink) -> Result<LinkView, StoreError> {
    let latest = repos
        .qr_links()
        .history_page(&link.code, PageRequest::new(Some(1), Some(1), 1))?;
    let total_scans = repos.qr_links().total_scans(&link.code)?;
    Ok(LinkView {
        short_link: links.link(&link.code),
        link,
        total_scans,
        last_change: latest.items.into_iter().next(),
        changes: latest.total,
    })
}

/// The wait until the German day after the one of `now`, in seconds.
fn until_tomorrow(now: NaiveDateTime) -> u64 {
    let today = berlin_day(now);
    let tomorrow = today.succ_opt().unwrap_or(today);
    u64::try_from((berlin_day_start(tomorrow) - now).num_seconds())
        .unwrap_or(0)
        .max(1)
}

/// The order a guest's token opens.
fn token_order(repos: &mut dyn Repos, token: &str) -> Result<Option<OrderId>, StoreError> {
    repos.qr_links().manage_token_order(&token_hash(token))
}

/// The link `code` if `requester` may manage it.
fn permitted(
    repos: &mut dyn Repos,
    requester: &LinkRequester,
    code: &ShortCode,
) -> Result<Option<QrLink>, StoreError> {
    let Some(link) = repos.qr_links().find(code)? else {
        return Ok(None);
    };
    let allowed = match requester {
        LinkRequester::Admin => true,
        LinkRequester::Customer(user) => link.owner == Some(*user),
        LinkRequester::Guest { token } => {
            link.owner.is_none()
                && link.order_id.is_some()
                && token_order(repos, token)? == link.order_id
        }
    };
    Ok(allowed.then_some(link))
}

impl QrLinks {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>, links: ShortLinks) -> Self {
        Self {
            store,
            clock,
            links,
        }
    }

    pub fn short_links(&self) -> &ShortLinks {
        &self.links
    }

    /// Where a scanned short link leads: its target, or that it is switched
    /// off, or `None` for a code the shop never issued. The hottest read
    /// there is: answered on the calling thread when the store can.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn resolve(&self, code: &ShortCode) -> Result<Option<Redirect>, StoreError> {
        let code = code.clone();
        read_inline(&*self.store, move |repos| repos.qr_links().redirect(&code)).await
    }

    /// The links `requester` manages: an account's own, or the links of the
    /// order a guest's token opens.
    ///
    /// # Errors
    /// [`QrLinkError::NotFound`] for an unknown token, and for an admin (who owns no codes).
    pub async fn list(&self, requester: LinkRequester) -> Result<Vec<LinkView>, QrLinkError> {
        let links = self.links.clone();
        read(&*self.store, move |repos| {
            let found = match &requester {
                LinkRequester::Customer(user) => repos.qr_links().of_owner(*user)?,
                LinkRequester::Guest { token } => match token_order(repos, token)? {
                    Some(order) => repos
                        .qr_links()
                        .of_order(order)?
                        .into_iter()
                        .filter(|link| link.owner.is_none())
                        .collect(),
                    None => return Ok(None),
                },
                // The back office finds codes one at a time (`find`); it owns none.
                LinkRequester::Admin => return Ok(None),
            };
            found
                .into_iter()
                .map(|link| view(repos, &links, link))
                .collect::<Result<Vec<_>, _>>()
                .map(Some)
        })
        .await?
        .ok_or(QrLinkError::NotFound)
    }

    /// An account's links with every change and every day's scans, for its data export.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn export(&self, owner: UserId) -> Result<Vec<LinkExport>, StoreError> {
        let links = self.links.clone();
        read(&*self.store, move |repos| {
            let mut exported = Vec::new();
            for link in repos.qr_links().of_owner(owner)? {
                let (days, total) = repos.qr_links().scans(&link.code, NaiveDate::MIN)?;
                let history = repos.qr_links().history(&link.code)?;
                exported.push(LinkExport {
                    view: view(repos, &links, link)?,
                    history,
                    scans: ScanReport { total, days },
                });
            }
            Ok(exported)
        })
        .await
    }

    /// The links of an order's lines, for whoever was already allowed to see the order.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn of_order(&self, order: OrderId) -> Result<Vec<LinkView>, StoreError> {
        let links = self.links.clone();
        read(&*self.store, move |repos| {
            repos
                .qr_links()
                .of_order(order)?
                .into_iter()
                .map(|link| view(repos, &links, link))
                .collect()
        })
        .await
    }

    /// One link, as `requester` may see it.
    ///
    /// # Errors
    /// [`QrLinkError::NotFound`] for an unknown code or someone else's.
    pub async fn find(&self, requester: LinkRequester, raw: &str) -> Result<LinkView, QrLinkError> {
        let code = ShortCode::parse(raw).ok_or(QrLinkError::NotFound)?;
        let links = self.links.clone();
        read(&*self.store, move |repos| {
            permitted(repos, &requester, &code)?
                .map(|link| view(repos, &links, link))
                .transpose()
        })
        .await?
        .ok_or(QrLinkError::NotFound)
    }

    /// Page `page` (from 1) of the link's changes, newest first,
    /// [`HISTORY_PAGE_SIZE`] a page.
    ///
    /// # Errors
    /// [`QrLinkError::NotFound`] for an unknown code or someone else's.
    pub async fn history(
        &self,
        requester: LinkRequester,
        raw: &str,
        page: Option<u32>,
    ) -> Result<HistoryPage, QrLinkError> {
        let code = ShortCode::parse(raw).ok_or(QrLinkError::NotFound)?;
        let request = PageRequest::new(page, None, HISTORY_PAGE_SIZE);
        read(&*self.store, move |repos| {
            if permitted(repos, &requester, &code)?.is_none() {
                return Ok(None);
            }
            let changes = repos.qr_links().history_page(&code, request)?;
            Ok(Some(HistoryPage { request, changes }))
        })
        .await?
        .ok_or(QrLinkError::NotFound)
    }

    /// Points the link somewhere else; the very next scan goes there. At
    /// most [`REPOINTS_PER_DAY`] changes a German day; a change to where
    /// it leads already is none.
    ///
    /// # Errors
    /// [`QrLinkError::Target`] for an address a link may not lead to,
    /// [`QrLinkError::NotFound`] for someone else's code,
    /// [`QrLinkError::Throttled`] once the day's changes are used up.
    pub async fn repoint(
        &self,
        requester: LinkRequester,
        raw: &str,
        target: &str,
    ) -> Result<LinkView, QrLinkError> {
        let code = ShortCode::parse(raw).ok_or(QrLinkError::NotFound)?;
        let target = self.links.target(target)?;
        let by = match requester {
            LinkRequester::Customer(_) => ChangedBy::Customer,
            LinkRequester::Guest { .. } => ChangedBy::Guest,
            LinkRequester::Admin => ChangedBy::Admin,
        };
        let now = self.clock.now();
        let links = self.links.clone();
        Ok(transaction(&*self.store, move |repos| {
            let link =
                permitted(repos, &requester, &code)?.ok_or(TxError::Rule(QrLinkError::NotFound))?;
            // Counted and changed under the link's lock: parallel changes cannot pass the limit together.
            repos.qr_links().lock(&link.code)?;
            let today = berlin_day_start(berlin_day(now));
            if repos.qr_links().changes_since(&link.code, today)? >= REPOINTS_PER_DAY {
                return Err(TxError::Rule(QrLinkError::Throttled(
                    ThrottleError::Throttled {
                        retry_after_secs: until_tomorrow(now),
                    },
                )));
            }
            repos.qr_links().repoint(&link.code, &target, by, now)?;
            let link = repos
                .qr_links()
                .find(&code)?
                .ok_or(TxError::Rule(QrLinkError::NotFound))?;
            Ok(view(repos, &links, link)?)
        })
        .await?)
    }

    /// Scans of the link per day over the last `days` days (German days,
    /// today included) and in all.
    ///
    /// # Errors
    /// [`QrLinkError::NotFound`] for someone else's code.
    pub async fn scans(
        &self,
        requester: LinkRequester,
        raw: &str,
        days: u32,
    ) -> Result<ScanReport, QrLinkError> {
        let code = ShortCode::parse(raw).ok_or(QrLinkError::NotFound)?;
        let days = days.clamp(1, MAX_REPORT_DAYS);
        let since = berlin_day(self.clock.now()) - Duration::days(i64::from(days) - 1);
        read(&*self.store, move |repos| {
            if permitted(repos, &requester, &code)?.is_none() {
                return Ok(None);
            }
            let (days, total) = repos.qr_links().scans(&code, since)?;
            Ok(Some(ScanReport { total, days }))
        })
        .await?
        .ok_or(QrLinkError::NotFound)
    }

    /// Switches a link off with a reason (an admin's), or on again.
    ///
    /// # Errors
    /// [`QrLinkError::Reason`] for a reason of fewer than 3 or more than
    /// 200 characters; [`QrLinkError::NotFound`].
    pub async fn set_disabled(
        &self,
        raw: &str,
        reason: Option<&str>,
    ) -> Result<LinkView, QrLinkError> {
        let code = ShortCode::parse(raw).ok_or(QrLinkError::NotFound)?;
        let reason = match reason.map(str::trim) {
            None => None,
            Some(reason) if DISABLE_REASON_CHARS.contains(&reason.chars().count()) => Some(
                shop_domain::printable(reason, shop_domain::TextKind::SingleLine)
                    .map_err(|_| QrLinkError::Reason)?,
            ),
            Some(_) => return Err(QrLinkError::Reason),
        };
        let now = self.clock.now();
        let links = self.links.clone();
        Ok(transaction(&*self.store, move |repos| {
            if !repos.qr_links().set_disabled(&code, reason, now)? {
                return Err(TxError::Rule(QrLinkError::NotFound));
            }
            let link = repos
                .qr_links()
                .find(&code)?
                .ok_or(TxError::Rule(QrLinkError::NotFound))?;
            Ok(view(repos, &links, link)?)
        })
        .await?)
    }
}
