//! The JSON shapes of the short-link routes.

use serde::{Deserialize, Serialize};
use shop_app::qr_links::{HistoryPage, LinkView, ScanReport};
use shop_ports::qr_links::QrLinkChange;
use utoipa::{IntoParams, ToSchema};

use super::orders::iso;

/// How short links look, for the designer's preview before the order exists.
#[derive(Serialize, ToSchema)]
pub struct QrLinkFormat {
    /// Every short link starts with this, e.g. `https://shop.example/q/`.
    pub base: String,
    /// Characters of a code after `base`.
    #[serde(rename = "codeLength")]
    pub code_length: usize,
}

/// One change of a link's target.
#[derive(Serialize, ToSchema)]
pub struct QrLinkChangeDto {
    #[serde(rename = "oldTarget")]
    pub old_target: String,
    #[serde(rename = "newTarget")]
    pub new_target: String,
    /// ISO 8601, UTC.
    #[serde(rename = "changedAt")]
    pub changed_at: String,
    /// `customer`, `guest` or `admin`.
    #[serde(rename = "changedBy")]
    pub changed_by: &'static str,
}

impl From<&QrLinkChange> for QrLinkChangeDto {
    fn from(change: &QrLinkChange) -> Self {
        Self {
            old_target: change.old_target.clone(),
            new_target: change.new_target.clone(),
            changed_at: iso(change.changed_at),
            changed_by: change.changed_by.as_str(),
        }
    }
}

/// A short link a printed QR code leads through.
#[derive(Serialize, ToSchema)]
pub struct QrLinkDto {
    pub code: String,
    /// What the QR code encodes.
    #[serde(rename = "shortLink")]
    pub short_link: String,
    /// Where it leads now.
    pub target: String,
    #[serde(rename = "orderId")]
    pub order_id: Option<i64>,
    /// The printed product.
    #[serde(rename = "productName")]
    pub product_name: String,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
    /// Why PrimeCards switched it off; `null` while it redirects.
    #[serde(rename = "disabledReason")]
    pub disabled_reason: Option<String>,
    #[serde(rename = "totalScans")]
    pub total_scans: u64,
    /// The latest change of the target; `null` before the first. All of
    /// them, a page at a time: `GET /qr-links/{code}/history`.
    #[serde(rename = "lastChange")]
    pub last_change: Option<QrLinkChangeDto>,
    /// How many times the target was changed.
    #[serde(rename = "changeCount")]
    pub change_count: u64,
    /// Its order was cancelled before printing: the code was never printed ('Bestellung storniert – nicht gedruckt').
    #[serde(rename = "orderCancelled")]
    pub order_cancelled: bool,
}

impl From<&LinkView> for QrLinkDto {
    fn from(view: &LinkView) -> Self {
        Self {
            code: view.link.code.as_str().to_owned(),
            short_link: view.short_link.clone(),
            target: view.link.target.clone(),
            order_id: view.link.order_id.map(shop_domain::OrderId::get),
            product_name: view.link.product_name.clone(),
            created_at: iso(view.link.created_at),
            disabled_reason: view.link.disabled_reason.clone(),
            total_scans: view.total_scans,
            last_change: view.last_change.as_ref().map(QrLinkChangeDto::from),
            change_count: view.changes,
            order_cancelled: view.link.order_cancelled,
        }
    }
}

/// One page of a link's changes, newest first, 20 a page.
#[derive(Serialize, ToSchema)]
pub struct QrLinkHistoryPage {
    pub changes: Vec<QrLinkChangeDto>,
    /// Changes over all pages.
    pub total: u64,
    /// Pages there are (at least 1).
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    #[serde(rename = "currentPage")]
    pub current_page: u32,
}

impl From<&HistoryPage> for QrLinkHistoryPage {
    fn from(page: &HistoryPage) -> Self {
        Self {
            changes: page
                .changes
                .items
                .iter()
                .map(QrLinkChangeDto::from)
                .collect(),
            total: page.changes.total,
            total_pages: page.request.total_pages(page.changes.total),
            current_page: page.request.page(),
        }
    }
}

/// Scans on one German calendar day.
#[derive(Serialize, ToSchema)]
pub struct QrScanDayDto {
    /// `YYYY-MM-DD`.
    pub day: String,
    pub count: u64,
}

/// A link's scans: per day over the asked period (days without scans left
/// out), and in all.
#[derive(Serialize, ToSchema)]
pub struct QrScansDto {
    pub total: u64,
    pub days: Vec<QrScanDayDto>,
}

impl From<&ScanReport> for QrScansDto {
    fn from(report: &ScanReport) -> Self {
        Self {
            total: report.total,
            days: report
                .days
                .iter()
                .map(|(day, count)| QrScanDayDto {
                    day: day.format("%Y-%m-%d").to_string(),
                    count: *count,
                })
                .collect(),
        }
    }
}

#[derive(Deserialize, ToSchema)]
pub struct QrTargetBody {
    /// An `http`/`https` address (`www.x.de` is read as `https://www.x.de`).
    pub target: String,
}

#[derive(Deserialize, ToSchema)]
pub struct QrDisableBody {
    /// Why, 3 to 200 characters; the link's owner sees it.
    pub reason: String,
}

/// A guest's mailed token (signed-in customers send none).
#[derive(Deserialize, IntoParams)]
pub struct QrTokenQuery {
    pub token: Option<String>,
}

/// A page number as sent: below 1 (or none) is page 1, so the history never fails on it.
fn page_number(raw: Option<i64>) -> Option<u32> {
    raw.map(|page| u32::try_from(page.max(0)).unwrap_or(u32::MAX))
}

#[derive(Deserialize, IntoParams)]
pub struct QrHistoryQuery {
    /// From 1, newest changes first (default 1).
    pub page: Option<i64>,
    pub token: Option<String>,
}

impl QrHistoryQuery {
    pub fn page(&self) -> Option<u32> {
        page_number(self.page)
    }
}

#[derive(Deserialize, IntoParams)]
pub struct QrAdminHistoryQuery {
    /// From 1, newest changes first (default 1).
    pub page: Option<i64>,
}

impl QrAdminHistoryQuery {
    pub fn page(&self) -> Option<u32> {
        page_number(self.page)
    }
}

#[derive(Deserialize, IntoParams)]
pub struct QrScansQuery {
    /// The last this many days, today included (1–366, default 90).
    pub days: Option<u32>,
    pub token: Option<String>,
}
