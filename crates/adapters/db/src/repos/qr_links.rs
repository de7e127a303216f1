//! Short links, their changes and their daily scan counts.

use std::collections::HashSet;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::{
    OrderId, OrderLineId, OrderStatus, UserId,
    qr_link::{ChangedBy, PrintedQr, QrMode, QrTarget, ShortCode},
};
use shop_ports::{
    Page, PageRequest, StoreError,
    qr_links::{QrLink, QrLinkChange, QrLinkRepository, Redirect, ScanKey},
};

use super::{DbRepos, limit_offset, on_backend};
use crate::DbConnection;
use crate::{
    errors::{MapDb, corrupt, count},
    schema::{
        line_qr_codes, order_lines, orders, qr_link_changes, qr_link_reprints, qr_links,
        qr_manage_links, qr_scans,
    },
};

type LinkRow = (
    String,
    Option<i64>,
    Option<i64>,
    String,
    Option<String>,
    NaiveDateTime,
    Option<i64>,
    Option<String>,
);

type ChangeRow = (String, String, String, NaiveDateTime);

fn change_of(
    (old_target, new_target, by, changed_at): ChangeRow,
) -> Result<QrLinkChange, StoreError> {
    Ok(QrLinkChange {
        old_target,
        new_target,
        changed_by: ChangedBy::parse(&by).ok_or_else(|| corrupt("changed by", &by))?,
        changed_at,
    })
}

/// The columns of a change, as [`ChangeRow`].
macro_rules! change_columns {
    () => {
        (
            qr_link_changes::old_target,
            qr_link_changes::new_target,
            qr_link_changes::changed_by,
            qr_link_changes::changed_at,
        )
    };
}

/// The links of `rows`, each knowing whether its order was cancelled.
fn links_of(conn: &mut DbConnection, rows: Vec<LinkRow>) -> Result<Vec<QrLink>, StoreError> {
    let orders: Vec<i64> = rows.iter().filter_map(|row| row.6).collect();
    let cancelled: HashSet<i64> = if orders.is_empty() {
        HashSet::new()
    } else {
        orders::table
            .filter(orders::id.eq_any(orders))
            .filter(orders::order_status.eq(OrderStatus::Cancelled.as_str()))
            .select(orders::id)
            .load::<i64>(conn)
            .map_db()?
            .into_iter()
            .collect()
    };
    rows.into_iter()
        .map(|row| link_of(row, &cancelled))
        .collect()
}

fn link_of(row: LinkRow, cancelled_orders: &HashSet<i64>) -> Result<QrLink, StoreError> {
    let (code, line, owner, target, disabled_reason, created_at, order, product) = row;
    Ok(QrLink {
        order_cancelled: order.is_some_and(|order| cancelled_orders.contains(&order)),
        code: ShortCode::parse(&code).ok_or_else(|| corrupt("short code", &code))?,
        order_line_id: line.map(OrderLineId::new),
        order_id: order.map(OrderId::new),
        product_name: product.unwrap_or_default(),
        owner: owner.map(UserId::new),
        target,
        disabled_reason,
        created_at,
    })
}

/// Links with their line's order and product name.
macro_rules! links_query {
    () => {
        qr_links::table.left_join(order_lines::table).select((
            qr_links::code,
            qr_links::order_line_id,
            qr_links::owner_id,
            qr_links::target,
            qr_links::disabled_reason,
            qr_links::created_at,
            order_lines::order_id.nullable(),
            order_lines::name.nullable(),
        ))
    };
}

impl QrLinkRepository for DbRepos<'_> {
    fn insert(
        &mut self,
        code: &ShortCode,
        line: OrderLineId,
        owner: Option<UserId>,
        target: &QrTarget,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::insert_into(qr_links::table)
            .values((
                qr_links::code.eq(code.as_str()),
                qr_links::order_line_id.eq(Some(line.get())),
                qr_links::owner_id.eq(owner.map(UserId::get)),
                qr_links::target.eq(target.as_str()),
                qr_links::created_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn reprint(&mut self, code: &ShortCode, line: OrderLineId) -> Result<(), StoreError> {
        diesel::insert_into(qr_link_reprints::table)
            .values((
                qr_link_reprints::order_line_id.eq(line.get()),
                qr_link_reprints::code.eq(code.as_str()),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn redirect(&mut self, code: &ShortCode) -> Result<Option<Redirect>, StoreError> {
        let query = qr_links::table
            .find(code.as_str())
            .select((qr_links::target, qr_links::disabled_reason));
        // The hottest read there is, kept prepared: on each backend's own
        // connection (the two-backend one writes the SQL out on every call),
        // and without `first()`'s `LIMIT ?`, whose rebinding makes SQLite
        // prepare the statement anew each time (a key finds one row anyway).
        let row: Option<(String, Option<String>)> = on_backend!(self.conn, query, get_result)
            .optional()
            .map_db()?;
        Ok(row.map(|(target, disabled)| match disabled {
            Some(_) => Redirect::Disabled,
            None => Redirect::To(target),
        }))
    }

    fn find(&mut self, code: &ShortCode) -> Result<Option<QrLink>, StoreError> {
        let row = links_query!()
            .filter(qr_links::code.eq(code.as_str()))
            .first::<LinkRow>(self.conn)
            .optional()
            .map_db()?;
        Ok(links_of(self.conn, row.into_iter().collect())?.pop())
    }

    fn code_of_line(&mut self, line: OrderLineId) -> Result<Option<ShortCode>, StoreError> {
        let own = qr_links::table
            .filter(qr_links::order_line_id.eq(line.get()))
            .select(qr_links::code)
            .first::<String>(self.conn)
            .optional()
            .map_db()?;
        let code = match own {
            Some(code) => Some(code),
            None => qr_link_reprints::table
                .find(line.get())
                .select(qr_link_reprints::code)
                .first::<String>(self.conn)
                .optional()
                .map_db()?,
        };
        code.map(|code| ShortCode::parse(&code).ok_or_else(|| corrupt("short code", &code)))
            .transpose()
    }

    fn record_printed(&mut self, line: OrderLineId, printed: &PrintedQr) -> Result<(), StoreError> {
        let values = (
            line_qr_codes::mode.eq(printed.mode.as_str()),
            line_qr_codes::printed_text.eq(printed.text.as_str()),
        );
        let upsert = diesel::insert_into(line_qr_codes::table)
            .values((line_qr_codes::order_line_id.eq(line.get()), values))
            .on_conflict(line_qr_codes::order_line_id)
            .do_update()
            .set(values);
        on_backend!(self.conn, upsert, execute).map_db()?;
        Ok(())
    }

    fn printed_of_line(&mut self, line: OrderLineId) -> Result<Option<PrintedQr>, StoreError> {
        let row = line_qr_codes::table
            .find(line.get())
            .select((line_qr_codes::mode, line_qr_codes::printed_text))
            .first::<(String, String)>(self.conn)
            .optional()
            .map_db()?;
        row.map(|(mode, text)| {
            let mode = QrMode::from_stored(&mode).ok_or_else(|| corrupt("QR mode", &mode))?;
            Ok(PrintedQr { mode, text })
        })
        .transpose()
    }

    fn unrecorded_lines(&mut self, limit: i64) -> Result<Vec<OrderLineId>, StoreError> {
        let ids = order_lines::table
            .left_join(line_qr_codes::table)
            .filter(line_qr_codes::order_line_id.is_null())
            .filter(order_lines::url.ne(""))
            .order(order_lines::id.asc())
            .limit(limit)
            .select(order_lines::id)
            .load::<i64>(self.conn)
            .map_db()?;
        Ok(ids.into_iter().map(OrderLineId::new).collect())
    }

    fn of_owner(&mut self, owner: UserId) -> Result<Vec<QrLink>, StoreError> {
        let rows = links_query!()
            .filter(qr_links::owner_id.eq(owner.get()))
            .order((qr_links::created_at.desc(), qr_links::code.asc()))
            .load::<LinkRow>(self.conn)
            .map_db()?;
        links_of(self.conn, rows)
    }

    fn of_order(&mut self, order: OrderId) -> Result<Vec<QrLink>, StoreError> {
        let mut rows = links_query!()
            .filter(order_lines::order_id.eq(order.get()))
            .load::<LinkRow>(self.conn)
            .map_db()?;
        // Reprinted links, each with the line of this order that prints it.
        let reprinted = qr_link_reprints::table
            .inner_join(qr_links::table)
            .inner_join(order_lines::table)
            .filter(order_lines::order_id.eq(order.get()))
            .select((
                qr_links::code,
                qr_link_reprints::order_line_id.nullable(),
                qr_links::owner_id,
                qr_links::target,
                qr_links::disabled_reason,
                qr_links::created_at,
                order_lines::order_id.nullable(),
                order_lines::name.nullable(),
            ))
            .load::<LinkRow>(self.conn)
            .map_db()?;
        rows.extend(reprinted);
        rows.sort_by_key(|row| row.1);
        links_of(self.conn, rows)
    }

    fn repoint(
        &mut self,
        code: &ShortCode,
        target: &QrTarget,
        by: ChangedBy,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        let Some(old) = qr_links::table
            .find(code.as_str())
            .select(qr_links::target)
            .first::<String>(self.conn)
            .optional()
            .map_db()?
        else {
            return Ok(false);
        };
        if old == target.as_str() {
            return Ok(false);
        }
        // Only from the target read above: a concurrent change is not overwritten unseen.
        let changed = diesel::update(
            qr_links::table
                .find(code.as_str())
                .filter(qr_links::target.eq(&old)),
        )
        .set(qr_links::target.eq(target.as_str()))
        .execute(self.conn)
        .map_db()?;
        if changed == 1 {
            diesel::insert_into(qr_link_changes::table)
                .values((
                    qr_link_changes::code.eq(code.as_str()),
                    qr_link_changes::old_target.eq(&old),
                    qr_link_changes::new_target.eq(target.as_str()),
                    qr_link_changes::changed_by.eq(by.as_str()),
                    qr_link_changes::changed_at.eq(at),
                ))
                .execute(self.conn)
                .map_db()?;
        }
        Ok(changed == 1)
    }

    fn lock(&mut self, code: &ShortCode) -> Result<bool, StoreError> {
        // A write that changes nothing takes the row lock (PostgreSQL) or the
        // database's write lock (SQLite) until the transaction ends.
        let touched = diesel::update(qr_links::table.find(code.as_str()))
            .set(qr_links::target.eq(qr_links::target))
            .execute(self.conn)
            .map_db()?;
        Ok(touched == 1)
    }

    fn history(&mut self, code: &ShortCode) -> Result<Vec<QrLinkChange>, StoreError> {
        qr_link_changes::table
            .filter(qr_link_changes::code.eq(code.as_str()))
            .order(qr_link_changes::id.asc())
            .select(change_columns!())
            .load::<ChangeRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(change_of)
            .collect()
    }

    fn history_page(
        &mut self,
        code: &ShortCode,
        page: PageRequest,
    ) -> Result<Page<QrLinkChange>, StoreError> {
        let (limit, offset) = limit_offset(page);
        let items = qr_link_changes::table
            .filter(qr_link_changes::code.eq(code.as_str()))
            .order(qr_link_changes::id.desc())
            .limit(limit)
            .offset(offset)
            .select(change_columns!())
            .load::<ChangeRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(change_of)
            .collect::<Result<Vec<_>, _>>()?;
        let total = count(
            qr_link_changes::table
                .filter(qr_link_changes::code.eq(code.as_str()))
                .count()
                .get_result::<i64>(self.conn)
                .map_db()?,
        );
        Ok(Page { items, total })
    }

    fn changes_since(&mut self, code: &ShortCode, since: NaiveDateTime) -> Result<u64, StoreError> {
        Ok(count(
            qr_link_changes::table
                .filter(qr_link_changes::code.eq(code.as_str()))
                .filter(qr_link_changes::changed_at.ge(since))
                .count()
                .get_result::<i64>(self.conn)
                .map_db()?,
        ))
    }

    fn set_disabled(
        &mut self,
        code: &ShortCode,
        reason: Option<String>,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        let disabled_at = reason.as_ref().map(|_| at);
        let changed = diesel::update(qr_links::table.find(code.as_str()))
            .set((
                qr_links::disabled_reason.eq(reason),
                qr_links::disabled_at.eq(disabled_at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(changed == 1)
    }

    fn add_scans(&mut self, counts: &[(ScanKey, u64)]) -> Result<(), StoreError> {
        for (key, scans) in counts {
            let scans = i64::try_from(*scans).unwrap_or(i64::MAX);
            let this = || {
                qr_scans::table
                    .filter(qr_scans::code.eq(key.code.as_str()))
                    .filter(qr_scans::day.eq(key.day))
                    .filter(qr_scans::device.eq(key.device.as_str()))
            };
            // Added to what is there, never set: another instance may add at the same time.
            let added = diesel::update(this())
                .set(qr_scans::scans.eq(qr_scans::scans + scans))
                .execute(self.conn)
                .map_db()?;
            if added == 1 {
                continue;
            }
            let known = qr_links::table
                .find(key.code.as_str())
                .count()
                .get_result::<i64>(self.conn)
                .map_db()?;
            if known == 0 {
                continue;
            }
            // A first row written meanwhile by another instance is a conflict: the caller retries the batch.
            diesel::insert_into(qr_scans::table)
                .values((
                    qr_scans::code.eq(key.code.as_str()),
                    qr_scans::day.eq(key.day),
                    qr_scans::device.eq(key.device.as_str()),
                    qr_scans::scans.eq(scans),
                ))
                .execute(self.conn)
                .map_db()?;
        }
        Ok(())
    }

    fn scans(
        &mut self,
        code: &ShortCode,
        since: NaiveDate,
    ) -> Result<(Vec<(NaiveDate, u64)>, u64), StoreError> {
        let rows: Vec<(NaiveDate, i64)> = qr_scans::table
            .filter(qr_scans::code.eq(code.as_str()))
            .select((qr_scans::day, qr_scans::scans))
            .order(qr_scans::day.asc())
            .load(self.conn)
            .map_db()?;
        let count = |scans: i64| u64::try_from(scans).unwrap_or(0);
        let total = rows.iter().map(|(_, scans)| count(*scans)).sum();
        let mut days: Vec<(NaiveDate, u64)> = Vec::new();
        for (day, scans) in rows.into_iter().filter(|(day, _)| *day >= since) {
            match days.last_mut() {
                Some((last, sum)) if *last == day => *sum += count(scans),
                _ => days.push((day, count(scans))),
            }
        }
        Ok((days, total))
    }

    fn total_scans(&mut self, code: &ShortCode) -> Result<u64, StoreError> {
        // SUM of BIGINT is NUMERIC on PostgreSQL: cast back for both backends.
        let total: i64 = qr_scans::table
            .filter(qr_scans::code.eq(code.as_str()))
            .select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
                "CAST(COALESCE(SUM(scans), 0) AS BIGINT)",
            ))
            .get_result(self.conn)
            .map_db()?;
        Ok(u64::try_from(total).unwrap_or(0))
    }

    fn record_manage_token(
        &mut self,
        order: OrderId,
        token_hash: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::insert_into(qr_manage_links::table)
            .values((
                qr_manage_links::token_hash.eq(token_hash),
                qr_manage_links::order_id.eq(order.get()),
                qr_manage_links::created_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn manage_token_order(&mut self, token_hash: &str) -> Result<Option<OrderId>, StoreError> {
        Ok(qr_manage_links::table
            .find(token_hash)
            .select(qr_manage_links::order_id)
            .first::<i64>(self.conn)
            .optional()
            .map_db()?
            .map(OrderId::new))
    }
}
