//! Short links for printed QR codes: drawn for each design line with an
//! address when its order is placed, repointed by their owner (an account,
//! or a guest through the mailed link), switched off and on by an admin, and
//! their daily scan counts read back.

use std::{sync::Arc, time::Instant};

use chrono::{Duration, NaiveDate, NaiveDateTime};
use shop_domain::{
    OrderId, UserId,
    berlin::{berlin_day, berlin_day_start},
    qr_link::{ChangedBy, PrintedQr, ShortCode, TargetError},
};
use shop_ports::{
    Page, PageRequest, Repos, Store, StoreError, TxError,
    clock::Clock,
    qr_links::{QrLink, QrLinkChange, Redirect},
    read, read_inline, transaction, write,
};

use crate::{digests::token_hash, throttle::ThrottleError};
use redirect_cache::{Lookup, RedirectCache};

mod issuing;
mod redirect_cache;

#[cfg(test)]
pub(crate) use issuing::testing;
pub use issuing::{KeptLinkError, QrManageLinks, ShortLinks};

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
    redirects: Arc<RedirectCache>,
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
            redirects: Arc::default(),
        }
    }

    pub fn short_links(&self) -> &ShortLinks {
        &self.links
    }

    /// Where a scanned short link leads: its target, or that it is switched
    /// off, or `None` for a code the shop never issued. The hottest read
    /// there is: from this instance's memory while its answer is younger
    /// than half a second (a change on another instance is followed within
    /// that time, one made here at once), else answered on the calling
    /// thread when the store can. An unknown code is never remembered.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn resolve(&self, code: &ShortCode) -> Result<Option<Redirect>, StoreError> {
        let read_at = Instant::now();
        let generation = match self.redirects.lookup(code, read_at) {
            Lookup::Hit(redirect) => return Ok(Some(redirect)),
            Lookup::Miss { generation } => generation,
        };
        let asked = code.clone();
        let found =
            read_inline(&*self.store, move |repos| repos.qr_links().redirect(&asked)).await?;
        if let Some(redirect) = &found {
            self.redirects
                .keep(code.clone(), redirect.clone(), read_at, generation);
        }
        Ok(found)
    }

    /// Stores what each line placed before printed QR texts were stored
    /// prints: its short link where it has one, else its address. Run at
    /// start-up, where the configured QR domain is known; how many lines it
    /// filled in (none once every line has its record).
    ///
    /// # Errors
    /// Storage failure.
    pub async fn record_earlier_lines(&self) -> Result<usize, StoreError> {
        let links = self.links.clone();
        write(&*self.store, move |repos| {
            let mut filled = 0;
            for line_id in repos.qr_links().unrecorded_lines(i64::MAX)? {
                let Some(line) = repos.orders().line(line_id)? else {
                    continue;
                };
                let Some(url) = line.line.design.url() else {
                    continue;
                };
                let printed = match repos.qr_links().code_of_line(line_id)? {
                    Some(code) => PrintedQr::short(links.link(&code)),
                    None => PrintedQr::direct(url),
                };
                repos.qr_links().record_printed(line_id, &printed)?;
                filled += 1;
            }
            Ok(filled)
        })
        .await
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
        let changing = code.clone();
        let changed = transaction(&*self.store, move |repos| {
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
        .await;
        // Also after a refusal: forgetting costs one read, and nothing changed then.
        self.redirects.forget(&changing);
        Ok(changed?)
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
        let changing = code.clone();
        let changed = transaction(&*self.store, move |repos| {
            if !repos.qr_links().set_disabled(&code, reason, now)? {
                return Err(TxError::Rule(QrLinkError::NotFound));
            }
            let link = repos
                .qr_links()
                .find(&code)?
                .ok_or(TxError::Rule(QrLinkError::NotFound))?;
            Ok(view(repos, &links, link)?)
        })
        .await;
        self.redirects.forget(&changing);
        Ok(changed?)
    }
}
