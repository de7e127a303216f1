use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::{
    CardsPerPack, Carrier, Cents, LineDesign, NewOrder, NewOrderLine, OnInvoice, Order, OrderBuyer,
    OrderId, OrderLine, OrderLineId, OrderReference, OrderStatus, OrderSteps, OrderType,
    PaymentStatus, Processing, ProductId, Quantity, Remarks, Shipment, ShippingAddress,
    ShippingForm, TaxCategory, Totals, TrackingNumber, UserId, VatId, voucher::VoucherCode,
};
use shop_ports::{
    Page, PageRequest, StoreError,
    orders::{BackOfficeSort, OrderRepository},
};

use super::{
    DbRepos, limit_offset,
    line_design::{DesignColumns, design_of, optional, parsed},
};
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
    /// Derived from the rest by the domain; only the list query reads it.
    _listed_in_back_office: bool,
    paid_after_cancellation: bool,
    refunded_at: Option<NaiveDateTime>,
    confirmed_at: Option<NaiveDateTime>,
    proof_ready_at: Option<NaiveDateTime>,
    approved_at: Option<NaiveDateTime>,
    in_production_at: Option<NaiveDateTime>,
    shipped_at: Option<NaiveDateTime>,
    delivered_at: Option<NaiveDateTime>,
    cancelled_at: Option<NaiveDateTime>,
    carrier: Option<String>,
    tracking_number: Option<String>,
    approval_reminded_at: Option<NaiveDateTime>,
    voucher_code: Option<String>,
    discount_cents: i64,
    cancelling_since: Option<NaiveDateTime>,
    tax_category: String,
    payment_method: String,
    invoice_days: Option<i32>,
    invoice_due_on: Option<NaiveDate>,
}

impl OrderRow {
    fn shipment(&self) -> Result<Option<Shipment>, StoreError> {
        if self.carrier.is_none() && self.tracking_number.is_none() {
            return Ok(None);
        }
        Ok(Some(Shipment {
            carrier: self
                .carrier
                .as_deref()
                .map(Carrier::parse)
                .transpose()
                .map_err(|e| corrupt("carrier", e))?,
            tracking_number: self
                .tracking_number
                .as_deref()
                .map(TrackingNumber::parse)
                .transpose()
                .map_err(|e| corrupt("tracking number", e))?,
        }))
    }
}

impl OrderRow {
    /// How an order bought on invoice is paid; `None` for one paid up front.
    fn on_invoice(&self) -> Result<Option<OnInvoice>, StoreError> {
        match (self.payment_method.as_str(), self.invoice_days) {
            (PAID_UP_FRONT, None) => Ok(None),
            (ON_INVOICE, Some(days)) => Ok(Some(OnInvoice {
                days: u16::try_from(days).map_err(|_| corrupt("invoice days", days))?,
                due_on: self.invoice_due_on,
            })),
            (method, _) => Err(corrupt("payment method", method)),
        }
    }
}

/// `orders.payment_method` of an order paid up front (card and the
/// provider's other methods), and of one bought on invoice.
const PAID_UP_FRONT: &str = "card";
const ON_INVOICE: &str = "invoice";

impl TryFrom<OrderRow> for Order {
    type Error = StoreError;
    fn try_from(row: OrderRow) -> Result<Self, StoreError> {
        let steps = OrderSteps {
            confirmed_at: row.confirmed_at,
            proof_ready_at: row.proof_ready_at,
            approved_at: row.approved_at,
            in_production_at: row.in_production_at,
            shipped_at: row.shipped_at,
            delivered_at: row.delivered_at,
            cancelled_at: row.cancelled_at,
            shipment: row.shipment()?,
            approval_reminded_at: row.approval_reminded_at,
            cancelling_since: row.cancelling_since,
        };
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
                discount: Cents::new(row.discount_cents),
                vat: Cents::new(row.vat_cents),
                shipping: Cents::new(row.shipping_cents),
                gross: Cents::new(row.total_cents),
                category: TaxCategory::parse(&row.tax_category)
                    .ok_or_else(|| corrupt("tax category", &row.tax_category))?,
            },
            voucher_code: row
                .voucher_code
                .as_deref()
                .map(VoucherCode::parse)
                .transpose()
                .map_err(|e| corrupt("voucher code", e))?,
            created_at: row.created_at,
            paid_at: row.paid_at,
            shipping_date: row.shipping_date,
            paid_after_cancellation: row.paid_after_cancellation,
            refunded_at: row.refunded_at,
            on_invoice: row.on_invoice()?,
            steps,
        })
    }
}

#[derive(Queryable)]
struct LineRow {
    id: i64,
    order_id: i64,
    product_id: i64,
    _product_type: String,
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
    kind: String,
    cards_per_pack: i32,
}

impl LineRow {
    fn design(&self) -> Result<LineDesign, StoreError> {
        design_of(
            &self.kind,
            &DesignColumns {
                template: &self.template,
                address: &self.address,
                phone: &self.phone,
                url: &self.url,
                logo: &self.card_logo,
                sample_number: &self.muster_number,
            },
        )
    }
}

impl TryFrom<LineRow> for OrderLine {
    type Error = StoreError;
    fn try_from(row: LineRow) -> Result<Self, StoreError> {
        let design = row.design()?;
        Ok(OrderLine {
            id: OrderLineId::new(row.id),
            order_id: OrderId::new(row.order_id),
            line: NewOrderLine {
                product_id: parsed("line product", ProductId::parse(row.product_id))?,
                name: row.name,
                unit_price: Cents::new(row.unit_price_cents),
                quantity: parsed("line quantity", Quantity::new(i64::from(row.quantity)))?,
                processing: optional("line processing", &row.processing_type, Processing::parse)?,
                remarks: parsed("line remarks", Remarks::parse(&row.remarks))?,
                design,
                cards_per_pack: parsed(
                    "line cards per pack",
                    CardsPerPack::parse(i64::from(row.cards_per_pack)),
                )?,
            },
        })
    }
}

#[derive(Queryable)]
struct ShippingRow {
    _order_id: i64,
    contact_person: String,
    company: String,
    email: String,
    phone: String,
    street: String,
    zip_code: String,
    city: String,
    vat_id: Option<String>,
    order_reference: Option<String>,
    country: String,
    // The billing address: read by `order_buyers`.
    _billing_legal_name: Option<String>,
    _billing_street: Option<String>,
    _billing_zip_code: Option<String>,
    _billing_city: Option<String>,
    _billing_country: Option<String>,
}

impl TryFrom<ShippingRow> for ShippingAddress {
    type Error = StoreError;
    fn try_from(row: ShippingRow) -> Result<Self, StoreError> {
        parsed(
            "shipping data",
            ShippingAddress::from_stored(ShippingForm {
                contact_person: &row.contact_person,
                company: &row.company,
                email: &row.email,
                phone: &row.phone,
                street: &row.street,
                zip_code: &row.zip_code,
                city: &row.city,
                country: &row.country,
                vat_id: row.vat_id.as_deref().unwrap_or_default(),
                order_reference: row.order_reference.as_deref().unwrap_or_default(),
            }),
        )
    }
}

/// The tally of orders the back office lists.
const VALID_TALLY: &str = "valid";

/// Moves the back-office tally by `by`, in the caller's transaction.
fn add_to_valid_tally(conn: &mut DbConnection, by: i64) -> Result<(), StoreError> {
    diesel::update(order_tallies::table.find(VALID_TALLY))
        .set(order_tallies::value.eq(order_tallies::value + by))
        .execute(conn)
        .map_db()?;
    Ok(())
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
                orders::discount_cents.eq(order.totals.discount.get()),
                orders::voucher_code.eq(order.voucher_code.as_ref().map(VoucherCode::as_str)),
                orders::created_at.eq(order.created_at),
                orders::listed_in_back_office.eq(order.is_listed_in_back_office()),
                orders::tax_category.eq(order.totals.category.code()),
                orders::payment_method.eq(if order.on_invoice_days.is_some() {
                    ON_INVOICE
                } else {
                    PAID_UP_FRONT
                }),
                orders::invoice_days.eq(order.on_invoice_days.map(i32::from)),
            ))
            .returning(orders::all_columns)
            .get_result::<OrderRow>(self.conn)
            .map_db()?
            .try_into()?;
        if order.is_listed_in_back_office() {
            add_to_valid_tally(self.conn, 1)?;
        }
        for line in &order.lines {
            let design = DesignColumns::from(&line.design);
            diesel::insert_into(order_lines::table)
                .values((
                    order_lines::order_id.eq(stored.id.get()),
                    order_lines::product_id.eq(line.product_id.get()),
                    order_lines::product_type.eq(line.product_type().as_str()),
                    order_lines::name.eq(&line.name),
                    order_lines::unit_price_cents.eq(line.unit_price.get()),
                    order_lines::quantity.eq(i32::from(line.quantity.get())),
                    order_lines::processing_type.eq(line.processing_label()),
                    order_lines::remarks.eq(line.remarks.as_str()),
                    order_lines::muster_number.eq(design.sample_number),
                    order_lines::template.eq(design.template),
                    order_lines::address.eq(design.address),
                    order_lines::phone.eq(design.phone),
                    order_lines::url.eq(design.url),
                    order_lines::card_logo.eq(design.logo),
                    order_lines::kind.eq(line.design.kind().as_str()),
                    order_lines::cards_per_pack
                        .eq(i32::try_from(line.cards_per_pack.get()).unwrap_or(i32::MAX)),
                ))
                .execute(self.conn)
                .map_db()?;
        }
        let shipping = &order.shipping;
        diesel::insert_into(shipping_data::table)
            .values((
                shipping_data::order_id.eq(stored.id.get()),
                shipping_data::responsable_name.eq(shipping.contact_person.as_str()),
                shipping_data::company_name.eq(shipping.company.as_str()),
                shipping_data::email.eq(shipping.email.as_str()),
                shipping_data::phone_number.eq(shipping.phone.as_str()),
                shipping_data::shipping_address.eq(shipping.street.as_str()),
                shipping_data::zip_code.eq(shipping.zip_code.as_str()),
                shipping_data::city.eq(shipping.city.as_str()),
                shipping_data::vat_id.eq(shipping.vat_id.as_ref().map(VatId::as_str)),
                shipping_data::order_reference.eq(shipping
                    .order_reference
                    .as_ref()
                    .map(OrderReference::as_str)),
                shipping_data::country.eq(shipping.country.code()),
            ))
            .execute(self.conn)
            .map_db()?;
        super::order_buyers::insert(self.conn, stored.id, &order.buyer)?;
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

    fn line(&mut self, id: OrderLineId) -> Result<Option<OrderLine>, StoreError> {
        order_lines::table
            .find(id.get())
            .first::<LineRow>(self.conn)
            .optional()
            .map_db()?
            .map(OrderLine::try_from)
            .transpose()
    }

    fn shipping(&mut self, id: OrderId) -> Result<Option<ShippingAddress>, StoreError> {
        shipping_data::table
            .find(id.get())
            .first::<ShippingRow>(self.conn)
            .optional()
            .map_db()?
            .map(ShippingAddress::try_from)
            .transpose()
    }

    fn buyer(&mut self, id: OrderId) -> Result<OrderBuyer, StoreError> {
        super::order_buyers::of(self.conn, id)
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

    fn list_back_office(
        &mut self,
        page: PageRequest,
        sort: BackOfficeSort,
    ) -> Result<Page<Order>, StoreError> {
        let (limit, offset) = limit_offset(page);
        let listed = orders::table
            .filter(orders::listed_in_back_office.eq(true))
            .limit(limit)
            .offset(offset);
        let rows = match sort {
            BackOfficeSort::Newest => listed.order(orders::id.desc()).load::<OrderRow>(self.conn),
            BackOfficeSort::ShipBy => {
                // Still to ship (and going ahead) first, by promised day; the rest newest first.
                const TO_SHIP: &str = "order_status IN ('Processing', 'Approved', 'InProduction') \
                     AND payment_status IN ('Paid', 'Invoiced') AND shipping_date IS NOT NULL";
                let done = diesel::dsl::sql::<diesel::sql_types::Integer>(&format!(
                    "CASE WHEN {TO_SHIP} THEN 0 ELSE 1 END"
                ));
                let promised =
                    diesel::dsl::sql::<diesel::sql_types::Nullable<diesel::sql_types::Date>>(
                        &format!("CASE WHEN {TO_SHIP} THEN shipping_date END"),
                    );
                listed
                    .order((done, promised.asc(), orders::id.desc()))
                    .load::<OrderRow>(self.conn)
            }
        }
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

    fn shipped_since(
        &mut self,
        since: NaiveDateTime,
    ) -> Result<Vec<(Option<NaiveDate>, NaiveDateTime)>, StoreError> {
        orders::table
            .filter(orders::shipped_at.ge(since))
            .select((orders::shipping_date, orders::shipped_at.assume_not_null()))
            .load(self.conn)
            .map_db()
    }

    fn companies(&mut self, ids: &[OrderId]) -> Result<Vec<(OrderId, String)>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        Ok(shipping_data::table
            .filter(shipping_data::order_id.eq_any(ids.iter().map(|id| id.get())))
            .select((shipping_data::order_id, shipping_data::company_name))
            .load::<(i64, String)>(self.conn)
            .map_db()?
            .into_iter()
            .map(|(id, company)| (OrderId::new(id), company))
            .collect())
    }

    fn update_state(&mut self, before: &Order, after: &Order) -> Result<bool, StoreError> {
        let changed = diesel::update(
            orders::table
                .find(before.id.get())
                .filter(orders::order_status.eq(before.order_status.as_str()))
                .filter(orders::payment_status.eq(before.payment_status.as_str()))
                // A cancellation's claim (or its completion) in between makes `before` stale.
                .filter(
                    orders::cancelling_since
                        .is_null()
                        .eq(before.steps.cancelling_since.is_none()),
                ),
        )
        .set((
            orders::cancelling_since.eq(after.steps.cancelling_since),
            orders::order_status.eq(after.order_status.as_str()),
            orders::payment_status.eq(after.payment_status.as_str()),
            orders::paid_at.eq(after.paid_at),
            orders::shipping_date.eq(after.shipping_date),
            orders::listed_in_back_office.eq(after.is_listed_in_back_office()),
            orders::paid_after_cancellation.eq(after.paid_after_cancellation),
            orders::refunded_at.eq(after.refunded_at),
        ))
        .execute(self.conn)
        .map_db()?;
        if changed != 1 {
            return Ok(false);
        }
        // The steps a status change dates; the others have writers of their own
        // (mark_confirmed, mark_proof_ready, mark_reminded), so concurrent
        // transactions never write back each other's stale values.
        let steps = &after.steps;
        let shipment = steps.shipment.as_ref();
        diesel::update(orders::table.find(before.id.get()))
            .set((
                orders::approved_at.eq(steps.approved_at),
                orders::in_production_at.eq(steps.in_production_at),
                orders::shipped_at.eq(steps.shipped_at),
                orders::delivered_at.eq(steps.delivered_at),
                orders::cancelled_at.eq(steps.cancelled_at),
                orders::carrier.eq(shipment
                    .and_then(|shipment| shipment.carrier)
                    .map(Carrier::as_str)),
                orders::tracking_number.eq(shipment
                    .and_then(|shipment| shipment.tracking_number.as_ref())
                    .map(TrackingNumber::as_str)),
            ))
            .execute(self.conn)
            .map_db()?;
        let listed = |order: &Order| i64::from(order.is_listed_in_back_office());
        let moved = listed(after) - listed(before);
        if moved != 0 {
            add_to_valid_tally(self.conn, moved)?;
        }
        Ok(true)
    }

    fn lock(&mut self, id: OrderId) -> Result<bool, StoreError> {
        // A write that changes nothing takes the row lock (PostgreSQL) or the
        // database's write lock (SQLite) until the transaction ends.
        let touched = diesel::update(orders::table.find(id.get()))
            .set(orders::order_status.eq(orders::order_status))
            .execute(self.conn)
            .map_db()?;
        Ok(touched == 1)
    }

    fn mark_confirmed(&mut self, id: OrderId, at: NaiveDateTime) -> Result<bool, StoreError> {
        let changed = diesel::update(
            orders::table
                .find(id.get())
                .filter(orders::confirmed_at.is_null()),
        )
        .set(orders::confirmed_at.eq(at))
        .execute(self.conn)
        .map_db()?;
        Ok(changed == 1)
    }

    fn mark_proof_ready(&mut self, id: OrderId, at: NaiveDateTime) -> Result<bool, StoreError> {
        let changed = diesel::update(
            orders::table
                .find(id.get())
                .filter(orders::proof_ready_at.is_null()),
        )
        .set(orders::proof_ready_at.eq(at))
        .execute(self.conn)
        .map_db()?;
        Ok(changed == 1)
    }

    fn mark_reminded(&mut self, id: OrderId, at: NaiveDateTime) -> Result<bool, StoreError> {
        let changed = diesel::update(
            orders::table
                .find(id.get())
                .filter(orders::approval_reminded_at.is_null()),
        )
        .set(orders::approval_reminded_at.eq(at))
        .execute(self.conn)
        .map_db()?;
        Ok(changed == 1)
    }

    fn update_line_design(
        &mut self,
        id: OrderLineId,
        design: &LineDesign,
        remarks: &Remarks,
    ) -> Result<(), StoreError> {
        let columns = DesignColumns::from(design);
        diesel::update(order_lines::table.find(id.get()))
            .set((
                order_lines::template.eq(columns.template),
                order_lines::address.eq(columns.address),
                order_lines::phone.eq(columns.phone),
                order_lines::url.eq(columns.url),
                order_lines::card_logo.eq(columns.logo),
                order_lines::remarks.eq(remarks.as_str()),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn paid_with_status(&mut self, status: OrderStatus) -> Result<Vec<Order>, StoreError> {
        orders::table
            .filter(orders::order_status.eq(status.as_str()))
            .filter(orders::payment_status.eq(PaymentStatus::Paid.as_str()))
            .order((orders::paid_at.asc(), orders::id.asc()))
            .load::<OrderRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(Order::try_from)
            .collect()
    }

    fn awaiting_approval_since(&mut self, before: NaiveDateTime) -> Result<Vec<Order>, StoreError> {
        orders::table
            .filter(orders::order_status.eq(OrderStatus::Processing.as_str()))
            .filter(orders::payment_status.eq(PaymentStatus::Paid.as_str()))
            .filter(orders::proof_ready_at.lt(before))
            .filter(orders::approval_reminded_at.is_null())
            .order(orders::id.asc())
            .load::<OrderRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(Order::try_from)
            .collect()
    }

    fn cancelling_since_before(&mut self, before: NaiveDateTime) -> Result<Vec<Order>, StoreError> {
        orders::table
            .filter(orders::cancelling_since.lt(before))
            .order((orders::cancelling_since.asc(), orders::id.asc()))
            .load::<OrderRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(Order::try_from)
            .collect()
    }

    // Lines, shipping data, payment records, links and idempotency keys go
    // by ON DELETE CASCADE. Unpaid custom orders are listed in the back
    // office, so the tally drops by those.
    fn delete_unpaid_guest_orders_before(
        &mut self,
        before: NaiveDateTime,
    ) -> Result<u64, StoreError> {
        let expired = || {
            orders::table
                .filter(orders::user_id.is_null())
                // A delayed payment still clearing is kept; a failed one goes.
                .filter(orders::payment_status.eq_any([
                    PaymentStatus::Pending.as_str(),
                    PaymentStatus::Failed.as_str(),
                ]))
                .filter(orders::created_at.lt(before))
        };
        let listed = expired()
            .filter(orders::listed_in_back_office.eq(true))
            .count()
            .get_result::<i64>(self.conn)
            .map_db()?;
        // Their discount-code uses go back to their codes first.
        let held = expired()
            .select(orders::id)
            .load::<i64>(self.conn)
            .map_db()?;
        super::vouchers::release_uses(self.conn, &held)?;
        let deleted = diesel::delete(expired()).execute(self.conn).map_db()?;
        if listed > 0 {
            add_to_valid_tally(self.conn, -listed)?;
        }
        Ok(deleted as u64)
    }
}
