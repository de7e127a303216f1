use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::{
    Cents, OrderId, OrderStatus, PaymentStatus, Role, TaxCategory, UserId,
    express::Express,
    invoice_terms::{BookedPayment, InvoiceTerms, OpenInvoices, OverdueInvoice},
    payment_reminder::ReminderStep,
};
use shop_ports::{
    Page, PageRequest, StoreError,
    invoice_terms::{CustomerRow, InvoiceTermsRepository},
};

use super::{DbRepos, limit_offset, on_backend, order_rows::ON_INVOICE};
use crate::{
    errors::{MapDb, corrupt, count},
    schema::{
        invoice_payments, invoice_reminders, invoice_terms, invoices, order_express, orders, users,
    },
};

diesel::define_sql_function!(fn lower(text: diesel::sql_types::Text) -> diesel::sql_types::Text);

/// A customer's id, company, e-mail and terms (limit, days) as selected.
type CustomerTuple = (i64, String, String, Option<i64>, Option<i32>);

fn terms_from(limit_cents: i64, days: i32) -> Result<InvoiceTerms, StoreError> {
    InvoiceTerms::parse(limit_cents, i64::from(days))
        .map_err(|_| corrupt("invoice terms", format!("{limit_cents} cents, {days} days")))
}

/// `search` as a `LIKE` pattern matching it anywhere, its wildcards escaped.
fn contains_pattern(search: &str) -> String {
    let escaped = search
        .to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

impl InvoiceTermsRepository for DbRepos<'_> {
    fn grant(
        &mut self,
        user: UserId,
        terms: &InvoiceTerms,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        let values = (
            invoice_terms::limit_cents.eq(terms.limit.get()),
            invoice_terms::days.eq(i32::from(terms.days)),
            invoice_terms::granted_at.eq(at),
        );
        let upsert = diesel::insert_into(invoice_terms::table)
            .values((invoice_terms::user_id.eq(user.get()), values))
            .on_conflict(invoice_terms::user_id)
            .do_update()
            .set(values);
        on_backend!(self.conn, upsert, execute).map_db()?;
        Ok(())
    }

    fn withdraw(&mut self, user: UserId) -> Result<bool, StoreError> {
        let removed = diesel::delete(invoice_terms::table.find(user.get()))
            .execute(self.conn)
            .map_db()?;
        Ok(removed > 0)
    }

    fn lock(&mut self, user: UserId) -> Result<Option<InvoiceTerms>, StoreError> {
        // A write that changes nothing takes the row lock (PostgreSQL); SQLite
        // holds the database's write lock from the transaction's start.
        diesel::update(invoice_terms::table.find(user.get()))
            .set(invoice_terms::days.eq(invoice_terms::days))
            .execute(self.conn)
            .map_db()?;
        self.terms_of(user)
    }

    fn set_due_on(&mut self, order: OrderId, due_on: NaiveDate) -> Result<(), StoreError> {
        diesel::update(orders::table.find(order.get()))
            .set(orders::invoice_due_on.eq(due_on))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn book_payment(
        &mut self,
        order: OrderId,
        payment: &BookedPayment,
        bank_reference: Option<String>,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        let insert = diesel::insert_into(invoice_payments::table)
            .values((
                invoice_payments::order_id.eq(order.get()),
                invoice_payments::amount_cents.eq(payment.amount.get()),
                invoice_payments::paid_on.eq(payment.paid_on),
                invoice_payments::note.eq(&payment.note),
                invoice_payments::bank_reference.eq(bank_reference),
                invoice_payments::booked_at.eq(at),
            ))
            .on_conflict_do_nothing();
        // A bank entry booked before is no error: on PostgreSQL an error would end the transaction.
        let inserted = on_backend!(self.conn, insert, execute).map_db()?;
        Ok(inserted == 1)
    }

    fn mark_reminder_sent(
        &mut self,
        order: OrderId,
        step: ReminderStep,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        let insert = diesel::insert_into(invoice_reminders::table)
            .values((
                invoice_reminders::order_id.eq(order.get()),
                invoice_reminders::step.eq(step.as_str()),
                invoice_reminders::sent_at.eq(at),
            ))
            .on_conflict_do_nothing();
        let inserted = on_backend!(self.conn, insert, execute).map_db()?;
        Ok(inserted == 1)
    }

    fn reminders_of(
        &mut self,
        order: OrderId,
    ) -> Result<Vec<(ReminderStep, NaiveDateTime)>, StoreError> {
        let rows: Vec<(String, NaiveDateTime)> = invoice_reminders::table
            .filter(invoice_reminders::order_id.eq(order.get()))
            .order(invoice_reminders::sent_at.asc())
            .select((invoice_reminders::step, invoice_reminders::sent_at))
            .load(self.conn)
            .map_db()?;
        rows.into_iter()
            .map(|(step, sent_at)| {
                ReminderStep::parse(&step)
                    .map(|step| (step, sent_at))
                    .map_err(|_| corrupt("invoice reminder step", step))
            })
            .collect()
    }

    fn payments_of(&mut self, order: OrderId) -> Result<Vec<BookedPayment>, StoreError> {
        let rows: Vec<(i64, NaiveDate, String)> = invoice_payments::table
            .filter(invoice_payments::order_id.eq(order.get()))
            .order((invoice_payments::paid_on.asc(), invoice_payments::id.asc()))
            .select((
                invoice_payments::amount_cents,
                invoice_payments::paid_on,
                invoice_payments::note,
            ))
            .load(self.conn)
            .map_db()?;
        Ok(rows
            .into_iter()
            .map(|(amount, paid_on, note)| BookedPayment {
                amount: Cents::new(amount),
                paid_on,
                note,
            })
            .collect())
    }

    fn order_of_invoice(&mut self, number: &str) -> Result<Option<OrderId>, StoreError> {
        Ok(invoices::table
            .find(number)
            .filter(invoices::kind.eq(shop_domain::DocumentKind::Invoice.as_str()))
            .select(invoices::order_id)
            .first::<i64>(self.conn)
            .optional()
            .map_db()?
            .map(OrderId::new))
    }

    fn terms_of(&mut self, user: UserId) -> Result<Option<InvoiceTerms>, StoreError> {
        invoice_terms::table
            .find(user.get())
            .select((invoice_terms::limit_cents, invoice_terms::days))
            .first::<(i64, i32)>(self.conn)
            .optional()
            .map_db()?
            .map(|(limit, days)| terms_from(limit, days))
            .transpose()
    }

    fn open_of(&mut self, user: UserId, today: NaiveDate) -> Result<OpenInvoices, StoreError> {
        type Unpaid = (
            i64,
            i64,
            Option<NaiveDate>,
            String,
            Option<(i64, Option<NaiveDateTime>)>,
        );
        let rows: Vec<Unpaid> = orders::table
            .left_join(order_express::table)
            .filter(orders::user_id.eq(user.get()))
            .filter(orders::payment_method.eq(ON_INVOICE))
            .filter(orders::payment_status.eq(PaymentStatus::Invoiced.as_str()))
            .filter(orders::order_status.ne(OrderStatus::Cancelled.as_str()))
            .select((
                orders::id,
                orders::total_cents,
                orders::invoice_due_on,
                orders::tax_category,
                (order_express::surcharge_cents, order_express::refunded_at).nullable(),
            ))
            .load(self.conn)
            .map_db()?;
        // Owed: the total less an express surcharge credited because the order shipped late.
        let mut unpaid = Vec::with_capacity(rows.len());
        for (id, total, due_on, category, express) in rows {
            let credited = match express {
                Some((surcharge, refunded_at)) => Express {
                    surcharge: Cents::new(surcharge),
                    refunded_at,
                }
                .refunded_gross(
                    TaxCategory::parse(&category)
                        .ok_or_else(|| corrupt("tax category", &category))?,
                )
                .get(),
                None => 0,
            };
            unpaid.push((id, total - credited, due_on));
        }
        if unpaid.is_empty() {
            return Ok(OpenInvoices::default());
        }
        let ids: Vec<i64> = unpaid.iter().map(|(id, ..)| *id).collect();
        let mut paid: HashMap<i64, i64> = HashMap::new();
        for (order, amount) in invoice_payments::table
            .filter(invoice_payments::order_id.eq_any(&ids))
            .select((invoice_payments::order_id, invoice_payments::amount_cents))
            .load::<(i64, i64)>(self.conn)
            .map_db()?
        {
            *paid.entry(order).or_default() += amount;
        }
        let mut open = OpenInvoices::default();
        let mut oldest: Option<(NaiveDate, i64)> = None;
        for (order, total, due_on) in unpaid {
            let rest = (total - paid.get(&order).copied().unwrap_or(0)).max(0);
            open.open = Cents::new(open.open.get().saturating_add(rest));
            if let Some(due_on) = due_on.filter(|due_on| *due_on < today) {
                open.overdue = Cents::new(open.overdue.get().saturating_add(rest));
                if oldest.is_none_or(|(first, _)| due_on < first) {
                    oldest = Some((due_on, order));
                }
            }
        }
        if let Some((due_on, order)) = oldest {
            let number = invoices::table
                .filter(invoices::order_id.eq(order))
                .filter(invoices::kind.eq(shop_domain::DocumentKind::Invoice.as_str()))
                .select(invoices::number)
                .first::<String>(self.conn)
                .optional()
                .map_db()?
                .ok_or_else(|| corrupt("overdue order without invoice", order))?;
            open.oldest_overdue = Some(OverdueInvoice { number, due_on });
        }
        Ok(open)
    }

    fn customers(
        &mut self,
        search: &str,
        page: PageRequest,
    ) -> Result<Page<CustomerRow>, StoreError> {
        let pattern = contains_pattern(search.trim());
        let matching = || {
            users::table
                .filter(users::role.eq(Role::Customer.as_str()))
                .filter(
                    lower(users::company_name)
                        .like(pattern.clone())
                        .escape('\\')
                        .or(lower(users::email).like(pattern.clone()).escape('\\')),
                )
        };
        let total: i64 = matching().count().get_result(self.conn).map_db()?;
        let (limit, offset) = limit_offset(page);
        let rows: Vec<CustomerTuple> = matching()
            .left_join(invoice_terms::table)
            .order((users::company_name.asc(), users::id.asc()))
            .limit(limit)
            .offset(offset)
            .select((
                users::id,
                users::company_name,
                users::email,
                invoice_terms::limit_cents.nullable(),
                invoice_terms::days.nullable(),
            ))
            .load(self.conn)
            .map_db()?;
        let items = rows
            .into_iter()
            .map(|(id, company_name, email, limit, days)| {
                let terms = match (limit, days) {
                    (Some(limit), Some(days)) => Some(terms_from(limit, days)?),
                    _ => None,
                };
                Ok(CustomerRow {
                    user_id: UserId::new(id),
                    company_name,
                    email,
                    terms,
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok(Page {
            items,
            total: count(total),
        })
    }
}
