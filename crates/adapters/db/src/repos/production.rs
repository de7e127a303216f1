use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{OrderId, OrderLineId, UserId};
use shop_ports::{
    StoreError,
    production::{
        Approver, NewProofVersion, ProductionRepository, ProofApproval, ProofVersion, QrCheck,
    },
};

use super::{
    DbRepos,
    line_design::{DesignColumns, design_of},
};
use crate::{
    errors::{MapDb, corrupt},
    schema::{approval_links, order_lines, proof_versions, qr_checks},
};

/// A version's columns, its line's kind and whether its PDF is still stored.
#[derive(Queryable)]
struct VersionRow {
    line: i64,
    version: i32,
    sha256: String,
    qr_readable: Option<bool>,
    created_at: NaiveDateTime,
    approved_at: Option<NaiveDateTime>,
    approved_by: Option<String>,
    approver_id: Option<i64>,
    approval_note: Option<String>,
    template: Option<String>,
    address: Option<String>,
    phone: Option<String>,
    url: Option<String>,
    card_logo: Option<String>,
    kind: String,
    pdf_kept: bool,
}

fn version_of(row: VersionRow) -> Result<ProofVersion, StoreError> {
    let approval = match (row.approved_at, row.approved_by.as_deref()) {
        (None, _) => None,
        (Some(at), Some("customer")) => Some(ProofApproval {
            at,
            by: Approver::Customer,
        }),
        (Some(at), Some("admin")) => Some(ProofApproval {
            at,
            by: Approver::Admin {
                admin: UserId::new(row.approver_id.unwrap_or_default()),
                note: row.approval_note.unwrap_or_default(),
            },
        }),
        (Some(_), other) => return Err(corrupt("proof approver", format!("{other:?}"))),
    };
    // Versions stored before designs were kept have none of the columns.
    let design = match (
        &row.template,
        &row.address,
        &row.phone,
        &row.url,
        &row.card_logo,
    ) {
        (None, None, None, None, None) => None,
        (template, address, phone, url, logo) => Some(design_of(
            &row.kind,
            &DesignColumns {
                template: template.as_deref().unwrap_or_default(),
                address: address.as_deref().unwrap_or_default(),
                phone: phone.as_deref().unwrap_or_default(),
                url: url.as_deref().unwrap_or_default(),
                logo: logo.as_deref().unwrap_or_default(),
                sample_number: "",
            },
        )?),
    };
    Ok(ProofVersion {
        order_line_id: OrderLineId::new(row.line),
        version: row.version,
        sha256: row.sha256,
        qr_readable: row.qr_readable,
        created_at: row.created_at,
        approval,
        design,
        pdf_kept: row.pdf_kept,
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
        let design = DesignColumns::from(&proof.design);
        // The primary key (line, version) refuses a second writer of the same number.
        diesel::insert_into(proof_versions::table)
            .values((
                proof_versions::order_line_id.eq(proof.order_line_id.get()),
                proof_versions::version.eq(version),
                proof_versions::pdf.eq(&proof.pdf),
                proof_versions::sha256.eq(&proof.sha256),
                proof_versions::qr_readable.eq(proof.qr_readable),
                proof_versions::created_at.eq(proof.created_at),
                proof_versions::template.eq(design.template),
                proof_versions::address.eq(design.address),
                proof_versions::phone.eq(design.phone),
                proof_versions::url.eq(design.url),
                proof_versions::card_logo.eq(design.logo),
            ))
            .execute(self.conn)
            .map_db()?;
        // Only the current and the approved version keep their bytes: a line's
        // revisions must not fill the disk.
        diesel::update(
            proof_versions::table
                .filter(proof_versions::order_line_id.eq(proof.order_line_id.get()))
                .filter(proof_versions::version.lt(version))
                .filter(proof_versions::approved_at.is_null())
                .filter(proof_versions::pdf.is_not_null()),
        )
        .set(proof_versions::pdf.eq(None::<Vec<u8>>))
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
                proof_versions::template,
                proof_versions::address,
                proof_versions::phone,
                proof_versions::url,
                proof_versions::card_logo,
                order_lines::kind,
                proof_versions::pdf.is_not_null(),
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
        Ok(query
            .first::<Option<Vec<u8>>>(self.conn)
            .optional()
            .map_db()?
            .flatten())
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

    fn approval_link_issued(&mut self, order_id: OrderId) -> Result<bool, StoreError> {
        let links = approval_links::table
            .filter(approval_links::order_id.eq(order_id.get()))
            .count()
            .get_result::<i64>(self.conn)
            .map_db()?;
        Ok(links > 0)
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
