use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::OrderId;
use shop_ports::{
    StoreError,
    payments::{CheckoutRecord, PaymentRepository},
};

use super::DbRepos;
use crate::{
    errors::MapDb,
    schema::{payment_events, payments},
};

#[derive(Queryable)]
struct PaymentRow {
    _id: i64,
    order_id: i64,
    provider: String,
    session_id: String,
    created_at: NaiveDateTime,
}

impl PaymentRepository for DbRepos<'_> {
    fn record_checkout(&mut self, record: &CheckoutRecord) -> Result<(), StoreError> {
        diesel::insert_into(payments::table)
            .values((
                payments::order_id.eq(record.order_id.get()),
                payments::provider.eq(&record.provider),
                payments::session_id.eq(&record.session_id),
                payments::created_at.eq(record.created_at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn latest_checkout(&mut self, order_id: OrderId) -> Result<Option<CheckoutRecord>, StoreError> {
        Ok(payments::table
            .filter(payments::order_id.eq(order_id.get()))
            .order(payments::id.desc())
            .first::<PaymentRow>(self.conn)
            .optional()
            .map_db()?
            .map(|row| CheckoutRecord {
                order_id: OrderId::new(row.order_id),
                provider: row.provider,
                session_id: row.session_id,
                created_at: row.created_at,
            }))
    }

    fn record_event(&mut self, event_id: &str, at: NaiveDateTime) -> Result<bool, StoreError> {
        // Checked first: on PostgreSQL a failed insert would abort the surrounding transaction.
        let seen = diesel::select(diesel::dsl::exists(payment_events::table.find(event_id)))
            .get_result::<bool>(self.conn)
            .map_db()?;
        if seen {
            return Ok(false);
        }
        diesel::insert_into(payment_events::table)
            .values((
                payment_events::event_id.eq(event_id),
                payment_events::received_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(true)
    }
}
