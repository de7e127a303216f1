use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::OrderId;
use shop_ports::{
    StoreError,
    payments::{CheckoutRecord, PaymentRepository, RefundRecord},
};

use super::{DbRepos, on_backend};
use crate::{
    errors::MapDb,
    schema::{payment_events, payment_links, payments, refunds},
};

#[derive(Queryable)]
struct PaymentRow {
    _id: i64,
    order_id: i64,
    provider: String,
    session_id: String,
    created_at: NaiveDateTime,
    checkout_url: String,
    _paid_at: Option<NaiveDateTime>,
}

impl PaymentRow {
    fn into_record(self) -> CheckoutRecord {
        CheckoutRecord {
            order_id: OrderId::new(self.order_id),
            provider: self.provider,
            session_id: self.session_id,
            checkout_url: self.checkout_url,
            created_at: self.created_at,
        }
    }
}

impl PaymentRepository for DbRepos<'_> {
    fn record_checkout(&mut self, record: &CheckoutRecord) -> Result<(), StoreError> {
        diesel::insert_into(payments::table)
            .values((
                payments::order_id.eq(record.order_id.get()),
                payments::provider.eq(&record.provider),
                payments::session_id.eq(&record.session_id),
                payments::created_at.eq(record.created_at),
                payments::checkout_url.eq(&record.checkout_url),
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
            .map(PaymentRow::into_record))
    }

    fn mark_checkout_paid(
        &mut self,
        session_id: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::update(payments::table.filter(payments::session_id.eq(session_id)))
            .set(payments::paid_at.eq(at))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn close_checkout(&mut self, session_id: &str) -> Result<(), StoreError> {
        diesel::update(payments::table.filter(payments::session_id.eq(session_id)))
            .set(payments::checkout_url.eq(""))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn paid_checkout(&mut self, order_id: OrderId) -> Result<Option<CheckoutRecord>, StoreError> {
        Ok(payments::table
            .filter(payments::order_id.eq(order_id.get()))
            .filter(payments::paid_at.is_not_null())
            .order(payments::paid_at.desc())
            .first::<PaymentRow>(self.conn)
            .optional()
            .map_db()?
            .map(PaymentRow::into_record))
    }

    fn record_refund(&mut self, refund: &RefundRecord) -> Result<(), StoreError> {
        diesel::insert_into(refunds::table)
            .values((
                refunds::order_id.eq(refund.order_id.get()),
                refunds::provider.eq(&refund.provider),
                refunds::refund_id.eq(&refund.refund_id),
                refunds::amount_cents.eq(refund.amount.get()),
                refunds::created_at.eq(refund.created_at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn find_checkout(&mut self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError> {
        Ok(payments::table
            .filter(payments::session_id.eq(session_id))
            .first::<PaymentRow>(self.conn)
            .optional()
            .map_db()?
            .map(PaymentRow::into_record))
    }

    fn record_payment_link(
        &mut self,
        order_id: OrderId,
        token_hash: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::insert_into(payment_links::table)
            .values((
                payment_links::token_hash.eq(token_hash),
                payment_links::order_id.eq(order_id.get()),
                payment_links::created_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn payment_link_order(
        &mut self,
        token_hash: &str,
    ) -> Result<Option<(OrderId, NaiveDateTime)>, StoreError> {
        Ok(payment_links::table
            .find(token_hash)
            .select((payment_links::order_id, payment_links::created_at))
            .first::<(i64, NaiveDateTime)>(self.conn)
            .optional()
            .map_db()?
            .map(|(order_id, created_at)| (OrderId::new(order_id), created_at)))
    }

    fn record_event(&mut self, event_id: &str, at: NaiveDateTime) -> Result<bool, StoreError> {
        let insert = diesel::insert_into(payment_events::table)
            .values((
                payment_events::event_id.eq(event_id),
                payment_events::received_at.eq(at),
            ))
            .on_conflict_do_nothing();
        // An event seen before is no error: on PostgreSQL an error would abort the
        // transaction, and the same event racing in on two instances waits here
        // for the first one's commit, then changes nothing.
        let inserted = on_backend!(self.conn, insert, execute).map_db()?;
        Ok(inserted == 1)
    }
}
