use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{OrderId, OrderLineId};
use shop_ports::{
    StoreError,
    production::{ProductionRepository, QrCheck},
};

use super::DbRepos;
use crate::{
    errors::MapDb,
    schema::{order_lines, qr_checks},
};

impl ProductionRepository for DbRepos<'_> {
    fn record_qr_check(&mut self, check: &QrCheck) -> Result<(), StoreError> {
        diesel::delete(qr_checks::table.find(check.order_line_id.get()))
            .execute(self.conn)
            .map_db()?;
        diesel::insert_into(qr_checks::table)
            .values((
                qr_checks::order_line_id.eq(check.order_line_id.get()),
                qr_checks::readable.eq(check.readable),
                qr_checks::expected.eq(&check.expected),
                qr_checks::checked_at.eq(check.checked_at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn qr_checks(&mut self, order_id: OrderId) -> Result<Vec<QrCheck>, StoreError> {
        Ok(qr_checks::table
            .inner_join(order_lines::table)
            .filter(order_lines::order_id.eq(order_id.get()))
            .select((
                qr_checks::order_line_id,
                qr_checks::readable,
                qr_checks::expected,
                qr_checks::checked_at,
            ))
            .order(qr_checks::order_line_id)
            .load::<(i64, bool, String, NaiveDateTime)>(self.conn)
            .map_db()?
            .into_iter()
            .map(|(line, readable, expected, checked_at)| QrCheck {
                order_line_id: OrderLineId::new(line),
                readable,
                expected,
                checked_at,
            })
            .collect())
    }
}
