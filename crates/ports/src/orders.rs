//! Orders with their lines and shipping data. An order is written whole —
//! order, lines and shipping data in one call inside one transaction.

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::{
    Cents, OrderId, OrderStatus, OrderType, PaymentStatus, ProductId, ProductType, Quantity, Totals,
};

use crate::{Page, PageRequest, StoreError, users::UserId};

/// One line as it will be printed: price fixed from the catalogue at order time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrderLine {
    pub product_id: ProductId,
    pub product_type: ProductType,
    pub name: String,
    pub unit_price: Cents,
    pub quantity: Quantity,
    pub processing_type: String,
    pub remarks: String,
    pub muster_number: String,
    pub template: String,
    pub address: String,
    pub phone: String,
    pub url: String,
    pub card_logo: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderLine {
    pub id: i64,
    pub order_id: OrderId,
    pub line: NewOrderLine,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShippingData {
    pub responsable_name: String,
    pub company_name: String,
    pub email: String,
    pub phone_number: String,
    pub shipping_address: String,
    pub zip_code: String,
    pub city: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrder {
    /// `None` for a guest order.
    pub user_id: Option<UserId>,
    pub order_type: OrderType,
    pub totals: Totals,
    pub lines: Vec<NewOrderLine>,
    pub shipping: ShippingData,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    pub id: OrderId,
    pub user_id: Option<UserId>,
    pub order_type: OrderType,
    pub order_status: OrderStatus,
    pub payment_status: PaymentStatus,
    pub totals: Totals,
    pub created_at: NaiveDateTime,
    pub paid_at: Option<NaiveDateTime>,
    pub shipping_date: Option<NaiveDate>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait OrderRepository {
    /// Writes the order, its lines and its shipping data; status Processing, payment Pending.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn insert(&mut self, order: &NewOrder) -> Result<Order, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find(&mut self, id: OrderId) -> Result<Option<Order>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn lines(&mut self, id: OrderId) -> Result<Vec<OrderLine>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn shipping(&mut self, id: OrderId) -> Result<Option<ShippingData>, StoreError>;

    /// The user's orders, newest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_for_user(&mut self, user_id: UserId) -> Result<Vec<Order>, StoreError>;

    /// Paid orders and admin-created orders still awaiting payment, newest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_valid(&mut self, page: PageRequest) -> Result<Page<Order>, StoreError>;

    /// `false` when there is no such order.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn set_status(&mut self, id: OrderId, status: OrderStatus) -> Result<bool, StoreError>;

    /// Pending → Paid, exactly once: `false` when it was paid already or does not exist.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn mark_paid(
        &mut self,
        id: OrderId,
        paid_at: NaiveDateTime,
        shipping_date: NaiveDate,
    ) -> Result<bool, StoreError>;
}
