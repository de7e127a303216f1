use diesel::{dsl::count_star, prelude::*};
use shop_domain::{
    DocumentKind,
    job::{JobKind, JobState},
};
use shop_ports::{
    StoreError,
    operations::{JobCount, OperationsFigures, OperationsRepository},
};

use super::DbRepos;
use crate::{
    errors::{MapDb, corrupt, count},
    schema::{invoice_payments, invoices, jobs, mail_outbox, orders, payments, qr_scans},
};

impl OperationsRepository for DbRepos<'_> {
    fn figures(&mut self) -> Result<OperationsFigures, StoreError> {
        let job_rows: Vec<(String, String, i64)> = jobs::table
            .group_by((jobs::kind, jobs::state))
            .select((jobs::kind, jobs::state, count_star()))
            .load(self.conn)
            .map_db()?;
        let jobs = job_rows
            .into_iter()
            .map(|(kind, state, n)| {
                Ok(JobCount {
                    kind: JobKind::parse(&kind).map_err(|error| corrupt("job kind", error))?,
                    state: JobState::parse(&state).map_err(|error| corrupt("job state", error))?,
                    count: count(n),
                })
            })
            .collect::<Result<_, StoreError>>()?;
        let orders_placed: i64 = orders::table.count().get_result(self.conn).map_db()?;
        let card_payments: i64 = payments::table
            .filter(payments::paid_at.is_not_null())
            .count()
            .get_result(self.conn)
            .map_db()?;
        let transfers: i64 = invoice_payments::table
            .count()
            .get_result(self.conn)
            .map_db()?;
        let issued_of = |conn: &mut _, kind: DocumentKind| -> Result<u64, StoreError> {
            let n: i64 = invoices::table
                .filter(invoices::kind.eq(kind.as_str()))
                .count()
                .get_result(conn)
                .map_db()?;
            Ok(count(n))
        };
        let invoices_issued = issued_of(self.conn, DocumentKind::Invoice)?;
        let credit_notes_issued = issued_of(self.conn, DocumentKind::CreditNote)?;
        let mails_sent: i64 = mail_outbox::table
            .filter(mail_outbox::sent_at.is_not_null())
            .count()
            .get_result(self.conn)
            .map_db()?;
        // SUM of BIGINT is NUMERIC on PostgreSQL: cast back for both backends.
        let qr_scans: i64 = qr_scans::table
            .select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
                "CAST(COALESCE(SUM(scans), 0) AS BIGINT)",
            ))
            .get_result(self.conn)
            .map_db()?;
        Ok(OperationsFigures {
            jobs,
            orders_placed: count(orders_placed),
            payments_received: count(card_payments) + count(transfers),
            invoices_issued,
            credit_notes_issued,
            mails_sent: count(mails_sent),
            qr_scans: count(qr_scans),
        })
    }
}
