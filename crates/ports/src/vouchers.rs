//! Discount codes and their uses. A use is reserved in the transaction that
//! places the order, becomes a redemption when the order is paid and is
//! released when the order will not be paid (or is cancelled and refunded),
//! or when it stays unpaid with no payment page open.

use chrono::NaiveDateTime;
use shop_domain::{OrderId, voucher::Voucher, voucher::VoucherCode};

use crate::StoreError;

/// Who used a code, for its per-customer limit: an e-mail address, trimmed
/// and compared case-insensitively. An account counts as the address it
/// signed up with, so the account and guest orders under that address are
/// one customer, whichever came first. Anything else in the address counts:
/// `chef+2@example.de` and `c.hef@example.de` are other customers than
/// `chef@example.de`, as whether a mailbox ignores tags or dots is its
/// provider's rule, which the shop cannot know.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VoucherCustomer(String);

impl VoucherCustomer {
    pub fn by_email(email: &str) -> Self {
        Self(format!("email:{}", email.trim().to_lowercase()))
    }

    /// The stored key.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Where one use of a code stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UseState {
    /// The order is placed and not paid yet.
    Reserved,
    /// The order is paid.
    Redeemed,
}

impl UseState {
    pub fn as_str(self) -> &'static str {
        match self {
            UseState::Reserved => "reserved",
            UseState::Redeemed => "redeemed",
        }
    }
}

/// One order that holds a use of a code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoucherUse {
    pub order_id: OrderId,
    pub state: UseState,
}

/// A code with the uses it holds, as the back office lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoucherRecord {
    pub voucher: Voucher,
    pub created_at: NaiveDateTime,
    pub uses: Vec<VoucherUse>,
}

impl VoucherRecord {
    pub fn count(&self, state: UseState) -> usize {
        self.uses.iter().filter(|used| used.state == state).count()
    }
}

/// What deleting a code did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoucherDeletion {
    Deleted,
    NotFound,
    /// An order holds or held a use of it: it stays, for the invoices' sake.
    Used,
}

/// What marking an order's use redeemed found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Redemption {
    /// The order's reservation is now a redemption.
    Redeemed,
    /// The order had no reservation (it was released while the payment was
    /// under way); the paid use is recorded anyway, beyond the limit if it
    /// must be: the customer paid the discounted price.
    Restored,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait VoucherRepository {
    /// # Errors
    /// [`StoreError::Conflict`] when the code exists already.
    fn insert(&mut self, voucher: &Voucher, at: NaiveDateTime) -> Result<(), StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, code: &VoucherCode) -> Result<Option<Voucher>, StoreError>;

    /// Every code with its uses, newest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list(&mut self) -> Result<Vec<VoucherRecord>, StoreError>;

    /// `false` when there is no such code.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn set_active(&mut self, code: &VoucherCode, active: bool) -> Result<bool, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete_unused(&mut self, code: &VoucherCode) -> Result<VoucherDeletion, StoreError>;

    /// Uses (reserved or redeemed) of `code` in all and by `customer` (none
    /// counted for no customer).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    // mockall cannot mock an elided lifetime inside `Option<&T>`.
    #[allow(clippy::needless_lifetimes)]
    fn uses<'a>(
        &mut self,
        code: &VoucherCode,
        customer: Option<&'a VoucherCustomer>,
    ) -> Result<(u32, u32), StoreError>;

    /// Reserves one use of the active `code` for `order` by `customer`, if
    /// both of its limits leave room: `false` (and nothing written) when not.
    /// Safe under concurrent calls: the count is taken by a conditional
    /// update of the code's own row, never by reading it first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn reserve(
        &mut self,
        code: &VoucherCode,
        order: OrderId,
        customer: &VoucherCustomer,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError>;

    /// The paid `order`'s use of `code` becomes a redemption.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn redeem(
        &mut self,
        code: &VoucherCode,
        order: OrderId,
        customer: &VoucherCustomer,
        at: NaiveDateTime,
    ) -> Result<Redemption, StoreError>;

    /// Gives the use `order` holds back to its code; `false` when it held none
    /// (so releasing twice gives back one use).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn release(&mut self, order: OrderId) -> Result<bool, StoreError>;

    /// Whether `order` holds a use (reserved or redeemed). A reserved one
    /// counts as reserved at `at` from now on, so [`Self::release_stale`]
    /// leaves it while the order's payment is being opened.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn renew_reservation(&mut self, order: OrderId, at: NaiveDateTime) -> Result<bool, StoreError>;

    /// Gives back every use reserved before `reserved_before` whose order
    /// has no payment (pending or failed) and no checkout created at or
    /// after `open_since` that is still open (its page address kept);
    /// returns those orders. Each use is released by a delete that repeats
    /// these conditions, so of two sweeps at once only one releases it, and
    /// an order whose payment was recorded first keeps it.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn release_stale(
        &mut self,
        reserved_before: NaiveDateTime,
        open_since: NaiveDateTime,
    ) -> Result<Vec<OrderId>, StoreError>;
}
