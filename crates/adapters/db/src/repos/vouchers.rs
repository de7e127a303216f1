//! Discount codes. A use is taken only by a conditional update of the code's
//! own row (`uses = uses + 1 WHERE uses < max_uses`): on PostgreSQL the row
//! lock makes a concurrent checkout wait and then re-check the condition
//! against the committed count, on SQLite every write transaction holds the
//! one write lock; either way two checkouts cannot both take the last use.
//! A use is given back only by deleting its row, and the code's count drops
//! only when that delete removed it, so no use is given back twice.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::{
    CategoryId, Cents, OrderId, PaymentStatus,
    voucher::{DiscountRule, Voucher, VoucherCode},
};
use shop_ports::{
    StoreError,
    vouchers::{
        Redemption, UseState, VoucherCustomer, VoucherDeletion, VoucherRecord, VoucherRepository,
        VoucherUse,
    },
};

use super::DbRepos;
use crate::{
    connection::DbConnection,
    errors::{MapDb, corrupt},
    schema::{orders, payments, voucher_uses, vouchers},
};

#[derive(Queryable)]
struct VoucherRow {
    code: String,
    percent_off: Option<i32>,
    amount_off_cents: Option<i64>,
    valid_from: Option<NaiveDate>,
    valid_until: Option<NaiveDate>,
    max_uses: i32,
    max_uses_per_customer: i32,
    min_order_cents: Option<i64>,
    category_id: Option<i32>,
    active: bool,
    _uses: i32,
    created_at: NaiveDateTime,
}

impl TryFrom<VoucherRow> for Voucher {
    type Error = StoreError;
    fn try_from(row: VoucherRow) -> Result<Self, StoreError> {
        let limit = |what, raw: i32| u32::try_from(raw).map_err(|e| corrupt(what, e));
        Ok(Voucher {
            code: VoucherCode::parse(&row.code).map_err(|e| corrupt("voucher code", e))?,
            rule: DiscountRule::parse(row.percent_off.map(i64::from), row.amount_off_cents)
                .map_err(|e| corrupt("voucher rule", e))?,
            valid_from: row.valid_from,
            valid_until: row.valid_until,
            max_uses: limit("voucher limit", row.max_uses)?,
            max_uses_per_customer: limit("voucher customer limit", row.max_uses_per_customer)?,
            min_order: row.min_order_cents.map(Cents::new),
            category: row.category_id.map(CategoryId::new),
            active: row.active,
        })
    }
}

fn use_state(raw: &str) -> Result<UseState, StoreError> {
    match raw {
        "reserved" => Ok(UseState::Reserved),
        "redeemed" => Ok(UseState::Redeemed),
        other => Err(corrupt("voucher use state", other)),
    }
}

fn stored_limit(limit: u32) -> i32 {
    i32::try_from(limit).unwrap_or(i32::MAX)
}

/// Gives back the uses `orders` hold: their rows go, their codes' counts
/// drop by one each. Also used before retention deletes unpaid orders.
pub(crate) fn release_uses(conn: &mut DbConnection, orders: &[i64]) -> Result<u64, StoreError> {
    let held: Vec<(i64, String)> = voucher_uses::table
        .filter(voucher_uses::order_id.eq_any(orders))
        .select((voucher_uses::order_id, voucher_uses::code))
        .load(conn)
        .map_db()?;
    let mut released = 0;
    for (order, code) in held {
        // The delete decides: of two concurrent releases only one removes the row.
        let removed = diesel::delete(voucher_uses::table.filter(voucher_uses::order_id.eq(order)))
            .execute(conn)
            .map_db()?;
        if removed == 1 {
            diesel::update(vouchers::table.filter(vouchers::code.eq(&code)))
                .set(vouchers::uses.eq(vouchers::uses - 1))
                .execute(conn)
                .map_db()?;
            released += 1;
        }
    }
    Ok(released)
}

impl VoucherRepository for DbRepos<'_> {
    fn insert(&mut self, voucher: &Voucher, at: NaiveDateTime) -> Result<(), StoreError> {
        let (percent, amount) = match voucher.rule {
            DiscountRule::Percent(percent) => (Some(i32::from(percent)), None),
            DiscountRule::AmountOff(amount) => (None, Some(amount.get())),
        };
        diesel::insert_into(vouchers::table)
            .values((
                vouchers::code.eq(voucher.code.as_str()),
                vouchers::percent_off.eq(percent),
                vouchers::amount_off_cents.eq(amount),
                vouchers::valid_from.eq(voucher.valid_from),
                vouchers::valid_until.eq(voucher.valid_until),
                vouchers::max_uses.eq(stored_limit(voucher.max_uses)),
                vouchers::max_uses_per_customer.eq(stored_limit(voucher.max_uses_per_customer)),
                vouchers::min_order_cents.eq(voucher.min_order.map(Cents::get)),
                vouchers::category_id.eq(voucher.category.map(CategoryId::get)),
                vouchers::active.eq(voucher.active),
                vouchers::uses.eq(0),
                vouchers::created_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn find(&mut self, code: &VoucherCode) -> Result<Option<Voucher>, StoreError> {
        vouchers::table
            .find(code.as_str())
            .first::<VoucherRow>(self.conn)
            .optional()
            .map_db()?
            .map(Voucher::try_from)
            .transpose()
    }

    fn list(&mut self) -> Result<Vec<VoucherRecord>, StoreError> {
        let rows = vouchers::table
            .order((vouchers::created_at.desc(), vouchers::code.asc()))
            .load::<VoucherRow>(self.conn)
            .map_db()?;
        let uses: Vec<(i64, String, String)> = voucher_uses::table
            .order(voucher_uses::order_id.asc())
            .select((
                voucher_uses::order_id,
                voucher_uses::code,
                voucher_uses::state,
            ))
            .load(self.conn)
            .map_db()?;
        rows.into_iter()
            .map(|row| {
                let created_at = row.created_at;
                let code = row.code.clone();
                let uses = uses
                    .iter()
                    .filter(|(_, used, _)| *used == code)
                    .map(|(order, _, state)| {
                        Ok(VoucherUse {
                            order_id: OrderId::new(*order),
                            state: use_state(state)?,
                        })
                    })
                    .collect::<Result<Vec<_>, StoreError>>()?;
                Ok(VoucherRecord {
                    voucher: Voucher::try_from(row)?,
                    created_at,
                    uses,
                })
            })
            .collect()
    }

    fn set_active(&mut self, code: &VoucherCode, active: bool) -> Result<bool, StoreError> {
        let changed = diesel::update(vouchers::table.find(code.as_str()))
            .set(vouchers::active.eq(active))
            .execute(self.conn)
            .map_db()?;
        Ok(changed == 1)
    }

    fn delete_unused(&mut self, code: &VoucherCode) -> Result<VoucherDeletion, StoreError> {
        if self.find(code)?.is_none() {
            return Ok(VoucherDeletion::NotFound);
        }
        // Any order priced with it keeps it, paid or not, so its invoice can name it.
        let priced = crate::schema::orders::table
            .filter(crate::schema::orders::voucher_code.eq(code.as_str()))
            .count()
            .get_result::<i64>(self.conn)
            .map_db()?;
        if priced > 0 {
            return Ok(VoucherDeletion::Used);
        }
        let deleted = diesel::delete(
            vouchers::table
                .find(code.as_str())
                .filter(vouchers::uses.eq(0)),
        )
        .execute(self.conn)
        .map_db()?;
        // None deleted: a use was reserved since the checks above.
        Ok(if deleted == 1 {
            VoucherDeletion::Deleted
        } else {
            VoucherDeletion::Used
        })
    }

    fn uses(
        &mut self,
        code: &VoucherCode,
        customer: Option<&VoucherCustomer>,
    ) -> Result<(u32, u32), StoreError> {
        let all = vouchers::table
            .find(code.as_str())
            .select(vouchers::uses)
            .first::<i32>(self.conn)
            .optional()
            .map_db()?
            .unwrap_or(0);
        let by_customer = match customer {
            Some(customer) => voucher_uses::table
                .filter(voucher_uses::code.eq(code.as_str()))
                .filter(voucher_uses::customer.eq(customer.as_str()))
                .count()
                .get_result::<i64>(self.conn)
                .map_db()?,
            None => 0,
        };
        Ok((
            u32::try_from(all).unwrap_or(0),
            u32::try_from(by_customer).unwrap_or(u32::MAX),
        ))
    }

    fn reserve(
        &mut self,
        code: &VoucherCode,
        order: OrderId,
        customer: &VoucherCustomer,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        let taken = diesel::update(
            vouchers::table
                .find(code.as_str())
                .filter(vouchers::active.eq(true))
                .filter(vouchers::uses.lt(vouchers::max_uses)),
        )
        .set(vouchers::uses.eq(vouchers::uses + 1))
        .execute(self.conn)
        .map_db()?;
        if taken != 1 {
            return Ok(false);
        }
        // The code's row is locked by the update above until commit, so no
        // other checkout of this code can add a use meanwhile: this count,
        // a statement of its own, sees every committed one.
        let limit = vouchers::table
            .find(code.as_str())
            .select(vouchers::max_uses_per_customer)
            .first::<i32>(self.conn)
            .map_db()?;
        let by_customer = voucher_uses::table
            .filter(voucher_uses::code.eq(code.as_str()))
            .filter(voucher_uses::customer.eq(customer.as_str()))
            .count()
            .get_result::<i64>(self.conn)
            .map_db()?;
        if by_customer >= i64::from(limit) {
            diesel::update(vouchers::table.find(code.as_str()))
                .set(vouchers::uses.eq(vouchers::uses - 1))
                .execute(self.conn)
                .map_db()?;
            return Ok(false);
        }
        diesel::insert_into(voucher_uses::table)
            .values((
                voucher_uses::order_id.eq(order.get()),
                voucher_uses::code.eq(code.as_str()),
                voucher_uses::customer.eq(customer.as_str()),
                voucher_uses::state.eq(UseState::Reserved.as_str()),
                voucher_uses::reserved_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(true)
    }

    fn redeem(
        &mut self,
        code: &VoucherCode,
        order: OrderId,
        customer: &VoucherCustomer,
        at: NaiveDateTime,
    ) -> Result<Redemption, StoreError> {
        let marked = diesel::update(voucher_uses::table.find(order.get()))
            .set((
                voucher_uses::state.eq(UseState::Redeemed.as_str()),
                voucher_uses::redeemed_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        if marked == 1 {
            return Ok(Redemption::Redeemed);
        }
        diesel::update(vouchers::table.find(code.as_str()))
            .set(vouchers::uses.eq(vouchers::uses + 1))
            .execute(self.conn)
            .map_db()?;
        diesel::insert_into(voucher_uses::table)
            .values((
                voucher_uses::order_id.eq(order.get()),
                voucher_uses::code.eq(code.as_str()),
                voucher_uses::customer.eq(customer.as_str()),
                voucher_uses::state.eq(UseState::Redeemed.as_str()),
                voucher_uses::reserved_at.eq(at),
                voucher_uses::redeemed_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(Redemption::Restored)
    }

    fn release(&mut self, order: OrderId) -> Result<bool, StoreError> {
        Ok(release_uses(self.conn, &[order.get()])? == 1)
    }

    fn renew_reservation(&mut self, order: OrderId, at: NaiveDateTime) -> Result<bool, StoreError> {
        let renewed = diesel::update(
            voucher_uses::table
                .find(order.get())
                .filter(voucher_uses::state.eq(UseState::Reserved.as_str())),
        )
        .set(voucher_uses::reserved_at.eq(at))
        .execute(self.conn)
        .map_db()?;
        if renewed == 1 {
            return Ok(true);
        }
        let held = voucher_uses::table
            .find(order.get())
            .count()
            .get_result::<i64>(self.conn)
            .map_db()?;
        Ok(held == 1)
    }

    fn release_stale(
        &mut self,
        reserved_before: NaiveDateTime,
        open_since: NaiveDateTime,
    ) -> Result<Vec<OrderId>, StoreError> {
        let stale = || {
            let unpaid = orders::table
                .filter(orders::payment_status.eq_any([
                    PaymentStatus::Pending.as_str(),
                    PaymentStatus::Failed.as_str(),
                ]))
                .select(orders::id);
            // An expired session is closed by forgetting its address.
            let open_checkout = payments::table
                .filter(payments::checkout_url.ne(""))
                .filter(payments::created_at.ge(open_since))
                .select(payments::order_id);
            voucher_uses::table
                .filter(voucher_uses::state.eq(UseState::Reserved.as_str()))
                .filter(voucher_uses::reserved_at.lt(reserved_before))
                .filter(voucher_uses::order_id.eq_any(unpaid))
                .filter(voucher_uses::order_id.ne_all(open_checkout))
        };
        let found: Vec<(i64, String)> = stale()
            .select((voucher_uses::order_id, voucher_uses::code))
            .order(voucher_uses::order_id.asc())
            .load(self.conn)
            .map_db()?;
        let mut released = Vec::with_capacity(found.len());
        for (order, code) in found {
            // The conditions again, in the statement that deletes: what
            // committed since the list was read wins. On PostgreSQL a delete
            // that waited for the row (a payment redeeming it, a renewal,
            // another sweep) checks the row as that left it.
            let removed = diesel::delete(stale().filter(voucher_uses::order_id.eq(order)))
                .execute(self.conn)
                .map_db()?;
            if removed == 1 {
                diesel::update(vouchers::table.filter(vouchers::code.eq(&code)))
                    .set(vouchers::uses.eq(vouchers::uses - 1))
                    .execute(self.conn)
                    .map_db()?;
                released.push(OrderId::new(order));
            }
        }
        Ok(released)
    }
}
