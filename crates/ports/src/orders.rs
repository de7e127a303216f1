//! Orders with their lines and delivery address. An order is written whole —
//! order, lines and delivery address in one call inside one transaction —
//! and its state changes are written as the domain's [`Order`] decided them.

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::{
    LineDesign, OrderBuyer, OrderId, OrderLineId, OrderStatus, Remarks, ShippingAddress, UserId,
};
// The order aggregate lives in the domain; re-exported beside the repository that stores it.
pub use shop_domain::{NewOrder, NewOrderLine, Order, OrderLine};

use crate::{PageRequest, StoreError};

/// How the back office's order list is sorted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BackOfficeSort {
    #[default]
    Newest,
    /// 'Versand bis': orders still to ship first, the earliest promised day first.
    ShipBy,
}

/// An order's place in the back office's list, named by the page before
/// it so the next page starts right after it (keyset: no rows skipped).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BackOfficeKey {
    /// With [`BackOfficeSort::ShipBy`]: the promised day while the order is
    /// still to ship ([`shop_domain::delivery_promise::promised_day`]).
    pub promised: Option<NaiveDate>,
    pub id: OrderId,
}

impl BackOfficeKey {
    /// The place of `order` in the list sorted by `sort`.
    pub fn of(order: &Order, sort: BackOfficeSort) -> Self {
        Self {
            promised: match sort {
                BackOfficeSort::Newest => None,
                BackOfficeSort::ShipBy => shop_domain::delivery_promise::promised_day(order),
            },
            id: order.id,
        }
    }
}

/// Where a page of the back office's list starts: the n-th page, or right
/// after the order the previous page ended with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BackOfficeFrom {
    Page(PageRequest),
    After { last: BackOfficeKey, limit: u32 },
}

impl BackOfficeFrom {
    pub fn limit(self) -> u32 {
        match self {
            Self::Page(page) => page.limit(),
            Self::After { limit, .. } => limit,
        }
    }
}

/// A page of the back office's list, the number of listed orders and
/// where the next page starts (`None` on the last).
#[derive(Debug, Clone, PartialEq)]
pub struct BackOfficePage<T> {
    pub items: Vec<T>,
    pub total: u64,
    pub next: Option<BackOfficeKey>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait OrderRepository {
    /// Writes the order, its lines and its delivery address as
    /// [`NewOrder::stored_as`] describes it, and counts it in the back
    /// office's list when [`Order::is_listed_in_back_office`] says so.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn insert(&mut self, order: &NewOrder) -> Result<Order, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, id: OrderId) -> Result<Option<Order>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure, or when a stored line no
    /// longer parses into its typed design.
    fn lines(&mut self, id: OrderId) -> Result<Vec<OrderLine>, StoreError>;

    /// One line, by its own id.
    ///
    /// # Errors
    /// As [`OrderRepository::lines`].
    fn line(&mut self, id: OrderLineId) -> Result<Option<OrderLine>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure, or when the stored
    /// address no longer parses.
    fn shipping(&mut self, id: OrderId) -> Result<Option<ShippingAddress>, StoreError>;

    /// The buyer's side of order `id`: billing address, business
    /// confirmation, AGB version, VAT evidence (all empty for an order
    /// placed before they were recorded, or unknown).
    fn buyer(&mut self, id: OrderId) -> Result<OrderBuyer, StoreError>;

    /// The user's orders, newest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_for_user(&mut self, user_id: UserId) -> Result<Vec<Order>, StoreError>;

    /// The orders [`Order::is_listed_in_back_office`] accepts, newest first,
    /// or with [`BackOfficeSort::ShipBy`] those still to ship first, the
    /// earliest promised shipping day first; one page from `from`, and the
    /// total from a tally (no count of the rows).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_back_office(
        &mut self,
        from: BackOfficeFrom,
        sort: BackOfficeSort,
    ) -> Result<BackOfficePage<Order>, StoreError>;

    /// The promised and the actual shipping day (German) of each order
    /// shipped on or after `since`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn shipped_since(
        &mut self,
        since: NaiveDateTime,
    ) -> Result<Vec<(Option<NaiveDate>, NaiveDateTime)>, StoreError>;

    /// The orders still to ship (going ahead, not yet shipped nor
    /// cancelled) promised to ship on or after `from`, by promised day: the
    /// ones a new closure from `from` on may make late.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn to_ship_promised_from(&mut self, from: NaiveDate) -> Result<Vec<Order>, StoreError>;

    /// Notes that the express surcharge of order `id` was given back at
    /// `at` by the provider's refund `refund_id` (empty when nothing was
    /// charged, an invoice not yet paid), once: `false` when it was noted
    /// before or the order has no express surcharge.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_express_refunded(
        &mut self,
        id: OrderId,
        at: NaiveDateTime,
        refund_id: &str,
    ) -> Result<bool, StoreError>;

    /// The buyer's company of each of `orders` that has shipping data.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn companies(&mut self, orders: &[OrderId]) -> Result<Vec<(OrderId, String)>, StoreError>;

    /// Writes `after`'s status, payment status, payment time and shipping
    /// date, but only while the stored order is still as `before` (same
    /// status and payment status): `false` when it changed in between or
    /// does not exist, so a change decided on stale data is never written
    /// (two payment notifications racing pay once).
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn update_state(&mut self, before: &Order, after: &Order) -> Result<bool, StoreError>;

    /// Deletes unpaid orders of no account (guests, unpaid custom orders)
    /// placed before `before`, with their lines, shipping data and payment
    /// records; returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete_unpaid_guest_orders_before(
        &mut self,
        before: NaiveDateTime,
    ) -> Result<u64, StoreError>;

    /// Holds the order's row for the rest of the transaction, so two
    /// transactions deciding on the same order (the last two proof
    /// approvals, say) run one after the other; `false` when it does not exist.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn lock(&mut self, id: OrderId) -> Result<bool, StoreError>;

    /// Notes when the order confirmation mail was queued (the cancellation
    /// window starts), once; `false` when it was noted before.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_confirmed(&mut self, id: OrderId, at: NaiveDateTime) -> Result<bool, StoreError>;

    /// Notes when the customer was first asked to approve the proofs, once.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_proof_ready(&mut self, id: OrderId, at: NaiveDateTime) -> Result<bool, StoreError>;

    /// Notes the one approval reminder, once; `false` when it went out before.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_reminded(&mut self, id: OrderId, at: NaiveDateTime) -> Result<bool, StoreError>;

    /// Replaces a line's design and remarks (a revised proof); its product,
    /// quantity and price stay.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn update_line_design(
        &mut self,
        id: OrderLineId,
        design: &LineDesign,
        remarks: &Remarks,
    ) -> Result<(), StoreError>;

    /// The orders going ahead (paid, or bought on invoice) with `status`,
    /// the earliest promised shipping day first, then the oldest payment.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn paid_with_status(&mut self, status: OrderStatus) -> Result<Vec<Order>, StoreError>;

    /// Paid orders still waiting for their approval whose proofs were ready
    /// before `before` and that had no reminder yet.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn awaiting_approval_since(&mut self, before: NaiveDateTime) -> Result<Vec<Order>, StoreError>;

    /// The orders a cancellation claimed before `before` and has not
    /// completed (its refund's answer or its record was lost), oldest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn cancelling_since_before(&mut self, before: NaiveDateTime) -> Result<Vec<Order>, StoreError>;
}
