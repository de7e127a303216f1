use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::{
    Cents, OrderId, OrderStatus, OrderType, PaymentStatus, ProductId, ProductType, Quantity, Totals,
};
use shop_ports::{
    Page, PageRequest, StoreError,
    orders::{NewOrder, NewOrderLine, Order, OrderLine, OrderRepository, ShippingData},
    users::UserId,
};

use super::{DbRepos, limit_offset};
use crate::{
    connection::DbConnection,
    errors::{MapDb, corrupt, count},
    schema::{order_lines, order_tallies, orders, shipping_data},
};

#[derive(Queryable)]
struct OrderRow {
    id: i64,
    user_id: Option<i64>,
    order_type: String,
    order_status: String,
    payment_status: String,
    net_cents: i64,
    vat_cents: i64,
    shipping_cents: i64,
    total_cents: i64,
    created_at: NaiveDateTime,
    paid_at: Option<NaiveDateTime>,
    shipping_date: Option<NaiveDate>,
}

impl TryFrom<OrderRow> for Order {
    type Error = StoreError;
    fn try_from(row: OrderRow) -> Result<Self, StoreError> {
        Ok(Order {
            id: OrderId::new(row.id),
            user_id: row.user_id.map(UserId::new),
            order_type: OrderType::parse(&row.order_type).map_err(|e| corrupt("order type", e))?,
            order_status: OrderStatus::parse(&row.order_status)
                .map_err(|e| corrupt("order status", e))?,
            payment_status: PaymentStatus::parse(&row.payment_status)
                .map_err(|e| corrupt("payment status", e))?,
            totals: Totals {
                net: Cents::new(row.net_cents),
                vat: Cents::new(row.vat_cents),
                shipping: Cents::new(row.shipping_cents),
                gross: Cents::new(row.total_cents),
            },
            created_at: row.created_at,
            paid_at: row.paid_at,
            shipping_date: row.shipping_date,
        })
    }
}

#[derive(Queryable)]
struct LineRow {
    id: i64,
    order_id: i64,
    product_id: i64,
    product_type: String,
    name: String,
    unit_price_cents: i64,
    quantity: i32,
    processing_type: String,
    remarks: String,
    muster_number: String,
    template: String,
    address: String,
    phone: String,
    url: String,
    card_logo: String,
}

impl TryFrom<LineRow> for OrderLine {
    type Error = StoreError;
    fn try_from(row: LineRow) -> Result<Self, StoreError> {
        Ok(OrderLine {
            id: row.id,
            order_id: OrderId::new(row.order_id),
            line: NewOrderLine {
                product_id: ProductId::parse(row.product_id)
                    .map_err(|e| corrupt("line product", e))?,
                product_type: ProductType::parse(&row.product_type)
                    .map_err(|e| corrupt("line product type", e))?,
                name: row.name,
                unit_price: Cents::new(row.unit_price_cents),
                quantity: Quantity::new(i64::from(row.quantity))
                    .map_err(|e| corrupt("line quantity", e))?,
                processing_type: row.processing_type,
                remarks: row.remarks,
                muster_number: row.muster_number,
                template: row.template,
                address: row.address,
                phone: row.phone,
                url: row.url,
                card_logo: row.card_logo,
            },
        })
    }
}

#[derive(Queryable)]
struct ShippingRow {
    _order_id: i64,
    responsable_name: String,
    company_name: String,
    email: String,
    phone_number: String,
    shipping_address: String,
    zip_code: String,
    city: String,
}

impl From<ShippingRow> for ShippingData {
    fn from(row: ShippingRow) -> Self {
        Self {
            responsable_name: row.responsable_name,
            company_name: row.company_name,
            email: row.email,
            phone_number: row.phone_number,
            shipping_address: row.shipping_address,
            zip_code: row.zip_code,
            city: row.city,
        }
    }
}

/// Orders the back-office works on: paid ones, and admin-created ones awaiting payment.
/// The tally of orders [`valid_orders`] lists.
const VALID_TALLY: &str = "valid";

/// Moves the valid-order tally by `by`, in the caller's transaction.
fn add_to_valid_tally(conn: &mut DbConnection, by: i64) -> Result<(), StoreError> {
    diesel::update(order_tallies::table.find(VALID_TALLY))
        .set(order_tallies::value.eq(order_tallies::value + by))
        .execute(conn)
        .map_db()?;
    Ok(())
}

fn valid_orders() -> orders::BoxedQuery<'static, crate::connection::MultiBackend> {
    orders::table
        .filter(
            orders::payment_status
                .eq(PaymentStatus::Paid.as_str())
                .or(orders::order_type.eq(OrderType::Costume.as_str())),
        )
        .into_boxed()
}

impl OrderRepository for DbRepos<'_> {
    fn insert(&mut self, order: &NewOrder) -> Result<Order, StoreError> {
        let stored: Order = diesel::insert_into(orders::table)
            .values((
                orders::user_id.eq(order.user_id.map(UserId::get)),
                orders::order_type.eq(order.order_type.as_str()),
                orders::order_status.eq(OrderStatus::Processing.as_str()),
                orders::payment_status.eq(PaymentStatus::Pending.as_str()),
                orders::net_cents.eq(order.totals.net.get()),
                orders::vat_cents.eq(order.totals.vat.get()),
                orders::shipping_cents.eq(order.totals.shipping.get()),
                orders::total_cents.eq(order.totals.gross.get()),
                orders::created_at.eq(order.created_at),
            ))
            .returning(orders::all_columns)
            .get_result::<OrderRow>(self.conn)
            .map_db()?
            .try_into()?;
        if order.order_type == OrderType::Costume {
            add_to_valid_tally(self.conn, 1)?;
        }
        for line in &order.lines {
            diesel::insert_into(order_lines::table)
                .values((
                    order_lines::order_id.eq(stored.id.get()),
                    order_lines::product_id.eq(line.product_id.get()),
                    order_lines::product_type.eq(line.product_type.as_str()),
                    order_lines::name.eq(&line.name),
                    order_lines::unit_price_cents.eq(line.unit_price.get()),
                    order_lines::quantity.eq(i32::from(line.quantity.get())),
                    order_lines::processing_type.eq(&line.processing_type),
                    order_lines::remarks.eq(&line.remarks),
                    order_lines::muster_number.eq(&line.muster_number),
                    order_lines::template.eq(&line.template),
                    order_lines::address.eq(&line.address),
                    order_lines::phone.eq(&line.phone),
                    order_lines::url.eq(&line.url),
                    order_lines::card_logo.eq(&line.card_logo),
                ))
                .execute(self.conn)
                .map_db()?;
        }
        let shipping = &order.shipping;
        diesel::insert_into(shipping_data::table)
            .values((
                shipping_data::order_id.eq(stored.id.get()),
                shipping_data::responsable_name.eq(&shipping.responsable_name),
                shipping_data::company_name.eq(&shipping.company_name),
                shipping_data::email.eq(&shipping.email),
                shipping_data::phone_number.eq(&shipping.phone_number),
                shipping_data::shipping_address.eq(&shipping.shipping_address),
                shipping_data::zip_code.eq(&shipping.zip_code),
                shipping_data::city.eq(&shipping.city),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(stored)
    }

    fn find(&mut self, id: OrderId) -> Result<Option<Order>, StoreError> {
        orders::table
            .find(id.get())
            .first::<OrderRow>(self.conn)
            .optional()
            .map_db()?
            .map(Order::try_from)
            .transpose()
    }

    fn lines(&mut self, id: OrderId) -> Result<Vec<OrderLine>, StoreError> {
        order_lines::table
            .filter(order_lines::order_id.eq(id.get()))
            .order(order_lines::id)
            .load::<LineRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(OrderLine::try_from)
            .collect()
    }

    fn shipping(&mut self, id: OrderId) -> Result<Option<ShippingData>, StoreError> {
        Ok(shipping_data::table
            .find(id.get())
            .first::<ShippingRow>(self.conn)
            .optional()
            .map_db()?
            .map(ShippingData::from))
    }

    fn list_for_user(&mut self, user_id: UserId) -> Result<Vec<Order>, StoreError> {
        orders::table
            .filter(orders::user_id.eq(user_id.get()))
            .order(orders::id.desc())
            .load::<OrderRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(Order::try_from)
            .collect()
    }

    fn list_valid(&mut self, page: PageRequest) -> Result<Page<Order>, StoreError> {
        let (limit, offset) = limit_offset(page);
        let rows = valid_orders()
            .order(orders::id.desc())
            .limit(limit)
            .offset(offset)
            .load::<OrderRow>(self.conn)
            .map_db()?;
        let total = count(
            order_tallies::table
                .find(VALID_TALLY)
                .select(order_tallies::value)
                .first::<i64>(self.conn)
                .map_db()?,
        );
        Ok(Page {
            items: rows
                .into_iter()
                .map(Order::try_from)
                .collect::<Result<_, _>>()?,
            total,
        })
    }

    fn set_status(&mut self, id: OrderId, status: OrderStatus) -> Result<bool, StoreError> {
        let changed = diesel::update(orders::table.find(id.get()))
            .set(orders::order_status.eq(status.as_str()))
            .execute(self.conn)
            .map_db()?;
        Ok(changed > 0)
    }

    fn mark_paid(
        &mut self,
        id: OrderId,
        paid_at: NaiveDateTime,
        shipping_date: NaiveDate,
    ) -> Result<bool, StoreError> {
        let changed = diesel::update(
            orders::table
                .find(id.get())
                .filter(orders::payment_status.eq(PaymentStatus::Pending.as_str())),
        )
        .set((
            orders::payment_status.eq(PaymentStatus::Paid.as_str()),
            orders::paid_at.eq(paid_at),
            orders::shipping_date.eq(shipping_date),
        ))
        .execute(self.conn)
        .map_db()?;
        if changed == 1 {
            // A custom order was counted when it was placed.
            let order_type = orders::table
                .find(id.get())
                .select(orders::order_type)
                .first::<String>(self.conn)
                .map_db()?;
            if order_type != OrderType::Costume.as_str() {
                add_to_valid_tally(self.conn, 1)?;
            }
        }
        Ok(changed == 1)
    }
}
