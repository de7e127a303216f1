use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::{
    Carrier, LineDesign, NewOrder, Order, OrderBuyer, OrderId, OrderLine, OrderLineId,
    OrderReference, OrderStatus, PaymentStatus, Remarks, ShippingAddress, TrackingNumber, UserId,
    VatId, voucher::VoucherCode,
};
use shop_ports::{
    StoreError,
    orders::{BackOfficeFrom, BackOfficeKey, BackOfficePage, BackOfficeSort, OrderRepository},
};

use super::order_rows::{
    ExpressRow, LineRow, ON_INVOICE, OrderRow, OrderWithExpress, PAID_UP_FRONT, ShippingRow,
    order_of,
};
use super::{DbRepos, limit_offset, line_design::DesignColumns};
use crate::{
    connection::DbConnection,
    errors::{MapDb, count},
    schema::{order_express, order_lines, order_tallies, orders, shipping_data},
};

/// The statuses of an order still to ship, and the payment states that let it go ahead.
const TO_SHIP_STATUSES: [&str; 3] = ["Processing", "Approved", "InProduction"];
const GOING_AHEAD: [&str; 2] = ["Paid", "Invoiced"];

/// Every order query: the order's row with its express surcharge, if any.
macro_rules! with_express {
    () => {
        orders::table
            .left_join(order_express::table)
            .select((orders::all_columns, order_express::all_columns.nullable()))
    };
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
        let stored = diesel::insert_into(orders::table)
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
            .map_db()?;
        let express = match order.express_surcharge {
            Some(surcharge) => Some(
                diesel::insert_into(order_express::table)
                    .values((
                        order_express::order_id.eq(stored.id()),
                        order_express::surcharge_cents.eq(surcharge.get()),
                    ))
                    .returning(order_express::all_columns)
                    .get_result::<ExpressRow>(self.conn)
                    .map_db()?,
            ),
            None => None,
        };
        let stored = order_of((stored, express))?;
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
        with_express!()
            .filter(orders::id.eq(id.get()))
            .first::<OrderWithExpress>(self.conn)
            .optional()
            .map_db()?
            .map(order_of)
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
        with_express!()
            .filter(orders::user_id.eq(user_id.get()))
            .order(orders::id.desc())
            .load::<OrderWithExpress>(self.conn)
            .map_db()?
            .into_iter()
            .map(order_of)
            .collect()
    }

    fn list_back_office(
        &mut self,
        from: BackOfficeFrom,
        sort: BackOfficeSort,
    ) -> Result<BackOfficePage<Order>, StoreError> {
        // Still to ship (and going ahead) with a promised day: first with `ShipBy`.
        let to_ship = || {
            orders::order_status
                .eq_any(TO_SHIP_STATUSES)
                .and(orders::payment_status.eq_any(GOING_AHEAD))
                .and(orders::shipping_date.is_not_null())
        };
        let page_size = from.limit();
        let mut listed = with_express!()
            .filter(orders::listed_in_back_office.eq(true))
            .into_boxed();
        match from {
            BackOfficeFrom::Page(page) => listed = listed.offset(limit_offset(page).1),
            // The rows after the previous page's last one, in the sort's own order.
            BackOfficeFrom::After { last, .. } => {
                let id = last.id.get();
                listed = match (sort, last.promised) {
                    (BackOfficeSort::Newest, _) => listed.filter(orders::id.lt(id)),
                    (BackOfficeSort::ShipBy, Some(day)) => {
                        let promised = orders::shipping_date.assume_not_null();
                        listed.filter(
                            diesel::dsl::not(to_ship())
                                .or(promised.gt(day).or(promised.eq(day).and(orders::id.lt(id)))),
                        )
                    }
                    (BackOfficeSort::ShipBy, None) => listed
                        .filter(diesel::dsl::not(to_ship()))
                        .filter(orders::id.lt(id)),
                };
            }
        }
        // One row more than the page: whether a next page exists.
        listed = listed.limit(i64::from(page_size) + 1);
        let rows = match sort {
            BackOfficeSort::Newest => listed
                .order(orders::id.desc())
                .load::<OrderWithExpress>(self.conn),
            // Still to ship first, by promised day; the rest newest first.
            BackOfficeSort::ShipBy => {
                use diesel::{dsl::case_when, sql_types::Integer};
                let done = case_when(to_ship(), 0.into_sql::<Integer>())
                    .otherwise(1.into_sql::<Integer>());
                let promised = case_when(to_ship(), orders::shipping_date);
                listed
                    .order((done, promised.asc(), orders::id.desc()))
                    .load::<OrderWithExpress>(self.conn)
            }
        }
        .map_db()?;
        let mut items = rows
            .into_iter()
            .map(order_of)
            .collect::<Result<Vec<_>, _>>()?;
        let page_size = usize::try_from(page_size).unwrap_or(usize::MAX);
        let more = items.len() > page_size;
        items.truncate(page_size);
        let next = items
            .last()
            .filter(|_| more)
            .map(|order| BackOfficeKey::of(order, sort));
        let total = count(
            order_tallies::table
                .find(VALID_TALLY)
                .select(order_tallies::value)
                .first::<i64>(self.conn)
                .map_db()?,
        );
        Ok(BackOfficePage { items, total, next })
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

    fn to_ship_promised_from(&mut self, from: NaiveDate) -> Result<Vec<Order>, StoreError> {
        with_express!()
            .filter(orders::order_status.eq_any(TO_SHIP_STATUSES))
            .filter(orders::payment_status.eq_any(GOING_AHEAD))
            .filter(orders::shipping_date.ge(from))
            .order((orders::shipping_date.asc(), orders::id.asc()))
            .load::<OrderWithExpress>(self.conn)
            .map_db()?
            .into_iter()
            .map(order_of)
            .collect()
    }

    fn mark_express_refunded(
        &mut self,
        id: OrderId,
        at: NaiveDateTime,
        refund_id: &str,
    ) -> Result<bool, StoreError> {
        let changed = diesel::update(
            order_express::table
                .find(id.get())
                .filter(order_express::refunded_at.is_null()),
        )
        .set((
            order_express::refunded_at.eq(at),
            order_express::refund_id.eq(refund_id),
        ))
        .execute(self.conn)
        .map_db()?;
        Ok(changed == 1)
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
        with_express!()
            .filter(orders::order_status.eq(status.as_str()))
            // Bought on invoice goes ahead as paid does.
            .filter(orders::payment_status.eq_any(GOING_AHEAD))
            .order((
                orders::shipping_date.asc(),
                orders::paid_at.asc(),
                orders::id.asc(),
            ))
            .load::<OrderWithExpress>(self.conn)
            .map_db()?
            .into_iter()
            .map(order_of)
            .collect()
    }

    fn awaiting_approval_since(&mut self, before: NaiveDateTime) -> Result<Vec<Order>, StoreError> {
        with_express!()
            .filter(orders::order_status.eq(OrderStatus::Processing.as_str()))
            .filter(orders::payment_status.eq_any(GOING_AHEAD))
            .filter(orders::proof_ready_at.lt(before))
            .filter(orders::approval_reminded_at.is_null())
            .order(orders::id.asc())
            .load::<OrderWithExpress>(self.conn)
            .map_db()?
            .into_iter()
            .map(order_of)
            .collect()
    }

    fn cancelling_since_before(&mut self, before: NaiveDateTime) -> Result<Vec<Order>, StoreError> {
        with_express!()
            .filter(orders::cancelling_since.lt(before))
            .order((orders::cancelling_since.asc(), orders::id.asc()))
            .load::<OrderWithExpress>(self.conn)
            .map_db()?
            .into_iter()
            .map(order_of)
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
