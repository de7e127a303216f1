use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{OrderId, OrderLineId, UserId};
use shop_ports::{
    StoreError,
    production::{
        Approver, NewProofVersion, ProductionRepository, ProofApproval, ProofVersion, QrCheck,
    },
};

use super::DbRepos;
use crate::{
    errors::{MapDb, corrupt},
    schema::{approval_links, order_lines, proof_versions, qr_checks},
};

type VersionRow = (
    i64,
    i32,
    String,
    Option<bool>,
    NaiveDateTime,
    Option<NaiveDateTime>,
    Option<String>,
    Option<i64>,
    Option<String>,
);

fn version_of(row: VersionRow) -> Result<ProofVersion, StoreError> {
    let (line, version, sha256, qr_readable, created_at, approved_at, by, approver, note) = row;
    let approval = match (approved_at, by.as_deref()) {
        (None, _) => None,
        (Some(at), Some("customer")) => Some(ProofApproval {
            at,
            by: Approver::Customer,
        }),
        (Some(at), Some("admin")) => Some(ProofApproval {
            at,
            by: Approver::Admin {
                admin: UserId::new(approver.unwrap_or_default()),
                note: note.unwrap_or_default(),
            },
        }),
        (Some(_), other) => return Err(corrupt("proof approver", format!("{other:?}"))),
    };
    Ok(ProofVersion {
        order_line_id: OrderLineId::new(line),
        version,
        sha256,
        qr_readable,
        created_at,
        approval,
    })
}

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

    fn add_proof_version(&mut self, proof: &NewProofVersion) -> Result<i32, StoreError> {
        let newest = proof_versions::table
            .filter(proof_versions::order_line_id.eq(proof.order_line_id.get()))
            .select(diesel::dsl::max(proof_versions::version))
            .first::<Option<i32>>(self.conn)
            .map_db()?;
        let version = newest.unwrap_or(0) + 1;
        // The primary key (line, version) refuses a second writer of the same number.
        diesel::insert_into(proof_versions::table)
            .values((
                proof_versions::order_line_id.eq(proof.order_line_id.get()),
                proof_versions::version.eq(version),
                proof_versions::pdf.eq(&proof.pdf),
                proof_versions::sha256.eq(&proof.sha256),
                proof_versions::qr_readable.eq(proof.qr_readable),
                proof_versions::created_at.eq(proof.created_at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(version)
    }

    fn proof_versions(&mut self, order_id: OrderId) -> Result<Vec<ProofVersion>, StoreError> {
        proof_versions::table
            .inner_join(order_lines::table)
            .filter(order_lines::order_id.eq(order_id.get()))
            .select((
                proof_versions::order_line_id,
                proof_versions::version,
                proof_versions::sha256,
                proof_versions::qr_readable,
                proof_versions::created_at,
                proof_versions::approved_at,
                proof_versions::approved_by,
                proof_versions::approver_id,
                proof_versions::approval_note,
            ))
            .order((proof_versions::order_line_id, proof_versions::version))
            .load::<VersionRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(version_of)
            .collect()
    }

    fn proof_pdf(
        &mut self,
        line: OrderLineId,
        version: Option<i32>,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let mut query = proof_versions::table
            .filter(proof_versions::order_line_id.eq(line.get()))
            .select(proof_versions::pdf)
            .order(proof_versions::version.desc())
            .into_boxed();
        if let Some(version) = version {
            query = query.filter(proof_versions::version.eq(version));
        }
        query.first::<Vec<u8>>(self.conn).optional().map_db()
    }

    fn approve_proof(
        &mut self,
        line: OrderLineId,
        version: i32,
        approval: &ProofApproval,
    ) -> Result<bool, StoreError> {
        let newer = proof_versions::table
            .filter(proof_versions::order_line_id.eq(line.get()))
            .filter(proof_versions::version.gt(version))
            .count()
            .get_result::<i64>(self.conn)
            .map_db()?;
        if newer > 0 {
            return Ok(false);
        }
        let (admin, note) = match &approval.by {
            Approver::Customer => (None, None),
            Approver::Admin { admin, note } => (Some(admin.get()), Some(note.as_str())),
        };
        let changed = diesel::update(
            proof_versions::table
                .find((line.get(), version))
                .filter(proof_versions::approved_at.is_null()),
        )
        .set((
            proof_versions::approved_at.eq(approval.at),
            proof_versions::approved_by.eq(approval.by.kind()),
            proof_versions::approver_id.eq(admin),
            proof_versions::approval_note.eq(note),
        ))
        .execute(self.conn)
        .map_db()?;
        Ok(changed == 1)
    }

    fn record_approval_link(
        &mut self,
        order_id: OrderId,
        token_hash: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::insert_into(approval_links::table)
            .values((
                approval_links::token_hash.eq(token_hash),
                approval_links::order_id.eq(order_id.get()),
                approval_links::created_at.eq(at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn approval_link_order(&mut self, token_hash: &str) -> Result<Option<OrderId>, StoreError> {
        Ok(approval_links::table
            .find(token_hash)
            .select(approval_links::order_id)
            .first::<i64>(self.conn)
            .optional()
            .map_db()?
            .map(OrderId::new))
    }
}
