//! The short links printed QR codes lead through, their changes and their
//! scan counts (per day and device class only).

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::{
    OrderId, OrderLineId, UserId,
    qr_link::{ChangedBy, DeviceClass, PrintedQr, QrTarget, ShortCode},
};

use crate::{Page, PageRequest, StoreError};

/// A link as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrLink {
    pub code: ShortCode,
    /// The design line it was printed for (gone if that order was deleted);
    /// in an order's links, the line that prints it there.
    pub order_line_id: Option<OrderLineId>,
    pub order_id: Option<OrderId>,
    /// The printed product's name.
    pub product_name: String,
    /// Who manages it; `None` for a guest's or a deleted account's link.
    pub owner: Option<UserId>,
    pub target: String,
    /// Why an admin switched it off; `None` while it redirects.
    pub disabled_reason: Option<String>,
    pub created_at: NaiveDateTime,
    /// Its order was cancelled before it was printed: the code never reached anyone.
    pub order_cancelled: bool,
}

/// One change of a link's target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrLinkChange {
    pub old_target: String,
    pub new_target: String,
    pub changed_by: ChangedBy,
    pub changed_at: NaiveDateTime,
}

/// Where a code leads now, as the redirect needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Redirect {
    To(String),
    Disabled,
}

/// Scans of one link on one day from one device class.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ScanKey {
    pub code: ShortCode,
    pub day: NaiveDate,
    pub device: DeviceClass,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait QrLinkRepository {
    /// # Errors
    /// [`StoreError::Conflict`] when the code exists (draw another).
    fn insert(
        &mut self,
        code: &ShortCode,
        line: OrderLineId,
        owner: Option<UserId>,
        target: &QrTarget,
        at: NaiveDateTime,
    ) -> Result<(), StoreError>;

    /// Names `line` a reprint of `code`: the line prints that link again.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn reprint(&mut self, code: &ShortCode, line: OrderLineId) -> Result<(), StoreError>;

    /// Where `code` leads; `None` for an unknown code.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn redirect(&mut self, code: &ShortCode) -> Result<Option<Redirect>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, code: &ShortCode) -> Result<Option<QrLink>, StoreError>;

    /// The code printed for a design line (its own or one it reprints), if it has one.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn code_of_line(&mut self, line: OrderLineId) -> Result<Option<ShortCode>, StoreError>;

    /// Stores what line `line`'s QR code prints (replacing what it printed).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record_printed(&mut self, line: OrderLineId, printed: &PrintedQr) -> Result<(), StoreError>;

    /// What line `line`'s QR code prints, as decided when it was placed;
    /// `None` for a line without a QR code.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn printed_of_line(&mut self, line: OrderLineId) -> Result<Option<PrintedQr>, StoreError>;

    /// Up to `limit` lines that print an address but have no stored
    /// [`PrintedQr`] (placed before it was stored), oldest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn unrecorded_lines(&mut self, limit: i64) -> Result<Vec<OrderLineId>, StoreError>;

    /// The links of an account, newest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn of_owner(&mut self, owner: UserId) -> Result<Vec<QrLink>, StoreError>;

    /// The links of an order's lines, in line order; a reprinted link
    /// stands with the reprinting line.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn of_order(&mut self, order: OrderId) -> Result<Vec<QrLink>, StoreError>;

    /// Points the link to `target`, keeping the change; `false` when the
    /// link does not exist or already points there.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn repoint(
        &mut self,
        code: &ShortCode,
        target: &QrTarget,
        by: ChangedBy,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// Holds the link's row for the rest of the transaction, so two changes
    /// of one link (counted against its daily limit) run one after the
    /// other; `false` when it does not exist.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn lock(&mut self, code: &ShortCode) -> Result<bool, StoreError>;

    /// Changes of the link's target, oldest first: all of them (the
    /// account's data export).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn history(&mut self, code: &ShortCode) -> Result<Vec<QrLinkChange>, StoreError>;

    /// One page of the link's changes, newest first, with how many there are.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn history_page(
        &mut self,
        code: &ShortCode,
        page: PageRequest,
    ) -> Result<Page<QrLinkChange>, StoreError>;

    /// How many changes of the link's target were made at or after `since`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn changes_since(&mut self, code: &ShortCode, since: NaiveDateTime) -> Result<u64, StoreError>;

    /// Switches the link off with a reason, or on again with `None`;
    /// `false` when there is no such link.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn set_disabled(
        &mut self,
        code: &ShortCode,
        reason: Option<String>,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// Adds counted scans (never overwrites: two instances adding at once
    /// lose and double nothing). Scans of unknown codes are dropped.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn add_scans(&mut self, counts: &[(ScanKey, u64)]) -> Result<(), StoreError>;

    /// Scans per day from `since` on (both device classes), oldest first,
    /// and the total of all days.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn scans(
        &mut self,
        code: &ShortCode,
        since: NaiveDate,
    ) -> Result<(Vec<(NaiveDate, u64)>, u64), StoreError>;

    /// All scans of `code` ever.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn total_scans(&mut self, code: &ShortCode) -> Result<u64, StoreError>;

    /// Keeps the hash of a guest's link to manage an order's codes.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn record_manage_token(
        &mut self,
        order: OrderId,
        token_hash: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError>;

    /// The order a guest's manage link names.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn manage_token_order(&mut self, token_hash: &str) -> Result<Option<OrderId>, StoreError>;
}
