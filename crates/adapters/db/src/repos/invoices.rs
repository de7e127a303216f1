use chrono::{NaiveDate, NaiveDateTime};
use diesel::{
    prelude::*,
    sql_types::{BigInt, Integer, Text},
};
use shop_domain::{
    Cents, DocumentKind, DocumentNumber, OrderId, TaxCategory, zm::IntraCommunityDocument,
};
use shop_ports::{
    StoreError,
    invoices::{InvoiceDue, InvoiceRepository, StoredDocument},
};

use super::DbRepos;
use crate::{
    connection::DbConnection,
    errors::{MapDb, corrupt},
    schema::{invoices, invoices_due, orders, shipping_data},
};

type DueRow = (i64, NaiveDateTime, i32, Option<String>, bool);

fn due_from_row(
    (order_id, due_since, attempts, last_error, confirmation_sent): DueRow,
) -> InvoiceDue {
    InvoiceDue {
        order_id: OrderId::new(order_id),
        due_since,
        attempts,
        last_error,
        confirmation_sent,
    }
}

fn kind_named(name: &str) -> Result<DocumentKind, StoreError> {
    match name {
        "invoice" => Ok(DocumentKind::Invoice),
        "creditNote" => Ok(DocumentKind::CreditNote),
        other => Err(corrupt("document kind", other)),
    }
}

impl InvoiceRepository for DbRepos<'_> {
    fn next_number(&mut self, kind: DocumentKind, year: i32) -> Result<DocumentNumber, StoreError> {
        // One statement: the upsert takes the row lock (PostgreSQL) or runs
        // under the write lock (SQLite), so increments cannot interleave. The
        // query builder has no upsert for both backends, so it is written out.
        #[derive(QueryableByName)]
        struct Drawn {
            #[diesel(sql_type = BigInt)]
            last_sequence: i64,
        }
        const UPSERT: &str = "INSERT INTO document_counters (kind, year, last_sequence) VALUES ({kind}, {year}, 1) \
             ON CONFLICT (kind, year) DO UPDATE SET last_sequence = document_counters.last_sequence + 1 \
             RETURNING last_sequence";
        let drawn: Drawn = match self.conn {
            DbConnection::Sqlite(conn) => {
                diesel::sql_query(UPSERT.replace("{kind}", "?").replace("{year}", "?"))
                    .bind::<Text, _>(kind.as_str())
                    .bind::<Integer, _>(year)
                    .get_result(conn)
            }
            DbConnection::Postgresql(conn) => {
                diesel::sql_query(UPSERT.replace("{kind}", "$1").replace("{year}", "$2"))
                    .bind::<Text, _>(kind.as_str())
                    .bind::<Integer, _>(year)
                    .get_result(conn)
            }
        }
        .map_db()?;
        let sequence = drawn.last_sequence;
        Ok(DocumentNumber {
            kind,
            year,
            sequence: u32::try_from(sequence).map_err(|_| corrupt("document counter", sequence))?,
        })
    }

    fn insert(&mut self, document: &StoredDocument, at: NaiveDateTime) -> Result<(), StoreError> {
        diesel::insert_into(invoices::table)
            .values((
                invoices::number.eq(&document.number),
                invoices::order_id.eq(document.order_id.get()),
                invoices::kind.eq(document.kind.as_str()),
                invoices::issued_on.eq(document.issued_on),
                invoices::xml.eq(&document.xml),
                invoices::pdf.eq(&document.pdf),
                invoices::created_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn find(
        &mut self,
        order_id: OrderId,
        kind: DocumentKind,
    ) -> Result<Option<StoredDocument>, StoreError> {
        let row = invoices::table
            .filter(invoices::order_id.eq(order_id.get()))
            .filter(invoices::kind.eq(kind.as_str()))
            .select((
                invoices::number,
                invoices::kind,
                invoices::issued_on,
                invoices::xml,
                invoices::pdf,
            ))
            .first::<(String, String, NaiveDate, String, Vec<u8>)>(self.conn)
            .optional()
            .map_db()?;
        row.map(|(number, kind, issued_on, xml, pdf)| {
            Ok(StoredDocument {
                number,
                order_id,
                kind: kind_named(&kind)?,
                issued_on,
                xml,
                pdf,
            })
        })
        .transpose()
    }

    fn mark_due(&mut self, order_id: OrderId, at: NaiveDateTime) -> Result<(), StoreError> {
        diesel::insert_into(invoices_due::table)
            .values((
                invoices_due::order_id.eq(order_id.get()),
                invoices_due::due_since.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn claim_due(&mut self, order_id: OrderId) -> Result<Option<InvoiceDue>, StoreError> {
        let row = diesel::delete(invoices_due::table.find(order_id.get()))
            .returning(invoices_due::all_columns)
            .get_result::<DueRow>(self.conn)
            .optional()
            .map_db()?;
        Ok(row.map(due_from_row))
    }

    fn record_failure(
        &mut self,
        order_id: OrderId,
        error: &str,
        confirmation_sent: bool,
    ) -> Result<(), StoreError> {
        diesel::update(invoices_due::table.find(order_id.get()))
            .set((
                invoices_due::attempts.eq(invoices_due::attempts + 1),
                invoices_due::last_error.eq(error),
                invoices_due::confirmation_sent.eq(confirmation_sent),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn intra_community_documents(
        &mut self,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<Vec<IntraCommunityDocument>, StoreError> {
        let issued: Vec<(String, i64)> = invoices::table
            .filter(invoices::issued_on.ge(from))
            .filter(invoices::issued_on.le(to))
            .select((invoices::kind, invoices::order_id))
            .order(invoices::number.asc())
            .load(self.conn)
            .map_db()?;
        let ids: Vec<i64> = issued.iter().map(|(_, id)| *id).collect();
        let taxed: std::collections::HashMap<i64, i64> = orders::table
            .filter(orders::id.eq_any(&ids))
            .filter(orders::tax_category.eq(TaxCategory::IntraCommunity.code()))
            .select((orders::id, orders::net_cents - orders::discount_cents))
            .load::<(i64, i64)>(self.conn)
            .map_db()?
            .into_iter()
            .collect();
        let vat_ids: std::collections::HashMap<i64, Option<String>> = shipping_data::table
            .filter(shipping_data::order_id.eq_any(taxed.keys().copied().collect::<Vec<_>>()))
            .select((shipping_data::order_id, shipping_data::vat_id))
            .load::<(i64, Option<String>)>(self.conn)
            .map_db()?
            .into_iter()
            .collect();
        issued
            .into_iter()
            .filter_map(|(kind, order_id)| Some((kind, order_id, *taxed.get(&order_id)?)))
            .map(|(kind, order_id, taxable)| {
                Ok(IntraCommunityDocument {
                    kind: kind_named(&kind)?,
                    buyer_vat_id: vat_ids
                        .get(&order_id)
                        .cloned()
                        .flatten()
                        .ok_or_else(|| corrupt("buyer VAT ID of a tax-exempt supply", order_id))?,
                    taxable: Cents::new(taxable),
                })
            })
            .collect()
    }

    fn note_confirmation_sent(&mut self, order_id: OrderId) -> Result<bool, StoreError> {
        let noted = diesel::update(
            invoices_due::table
                .find(order_id.get())
                .filter(invoices_due::confirmation_sent.eq(false)),
        )
        .set(invoices_due::confirmation_sent.eq(true))
        .execute(self.conn)
        .map_db()?;
        Ok(noted == 1)
    }

    fn due(&mut self, limit: i64) -> Result<Vec<InvoiceDue>, StoreError> {
        let rows = invoices_due::table
            .order((invoices_due::due_since.asc(), invoices_due::order_id.asc()))
            .limit(limit)
            .load::<DueRow>(self.conn)
            .map_db()?;
        Ok(rows.into_iter().map(due_from_row).collect())
    }

    fn find_due(&mut self, order_id: OrderId) -> Result<Option<InvoiceDue>, StoreError> {
        let row = invoices_due::table
            .find(order_id.get())
            .first::<DueRow>(self.conn)
            .optional()
            .map_db()?;
        Ok(row.map(due_from_row))
    }
}
