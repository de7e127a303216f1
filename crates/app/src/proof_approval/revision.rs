//! Revising a design line before its approval: the new design is checked
//! as an order line is, its proof becomes the next version, and the
//! printed short link follows the new address.

use shop_domain::{
    LineForm, LogoRule, NewOrderLine, OrderId, OrderLineId, OrderStatus,
    qr_link::{ChangedBy, PrintedQr, QrMode, QrTarget, TargetError},
};
use shop_ports::{
    StoreError, TxError,
    orders::{Order, OrderLine},
    production::{ProofVersion, QrCheck},
    read, transaction,
};

use super::{MAX_PROOF_VERSIONS, ProofApprovals, has_design, newest, visible_line};
use crate::{
    line_checks::{LineCheckError, checked_line},
    order_access::Requester,
    production::ProofError,
    render_slots::RenderPriority,
};

#[derive(Debug, thiserror::Error)]
pub enum ReviseError {
    #[error("Diese Bestellposition wurde nicht gefunden.")]
    NotFound,
    #[error(
        "Musternummer-Magnete werden nach einem vorhandenen Muster gedruckt und haben keinen eigenen Druckabzug."
    )]
    NoDesign,
    #[error("Dieser Druckabzug ist bereits freigegeben und kann nicht mehr geändert werden.")]
    AlreadyApproved,
    #[error("Ihre Bestellung ist bereits in Produktion und kann nicht mehr geändert werden.")]
    InProduction,
    #[error(
        "Dieser Druckabzug kann nicht mehr geändert werden (höchstens 10 Versionen). Bitte kontaktieren Sie uns."
    )]
    TooManyVersions,
    #[error("Diese Bestellung kann nicht mehr geändert werden.")]
    Closed,
    /// The new design breaks a rule of an order line (the text names it).
    #[error("{0}")]
    Invalid(LineCheckError),
    /// The line's printed short link cannot lead to the new address (one of the shop's own).
    #[error("{0}")]
    Target(TargetError),
    #[error("Der Druckabzug konnte nicht erstellt werden: {0}")]
    Proof(String),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// A design line's new fields, as the customer typed them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DesignChange {
    pub template: String,
    pub address: String,
    pub phone: String,
    pub url: String,
    pub logo: String,
    pub remarks: String,
}

impl ProofApprovals {
    /// The order of design line `line_id`, for whoever may see it: what a
    /// revision is counted against.
    ///
    /// # Errors
    /// [`ReviseError::NotFound`] for anyone else or a missing line.
    pub async fn order_of_line(
        &self,
        line_id: OrderLineId,
        requester: Requester,
    ) -> Result<OrderId, ReviseError> {
        read(&*self.store, move |repos| {
            visible_line(repos, line_id, &requester).map(|found| found.map(|(_, order)| order.id))
        })
        .await?
        .ok_or(ReviseError::NotFound)
    }

    /// Replaces the line's design with `change` (checked as an order line
    /// is: texts, the logo one of the shop's uploads and sharp enough) and
    /// stores the new proof as the next version, whose approval starts
    /// over. The price stays.
    ///
    /// # Errors
    /// [`ReviseError`] naming why not.
    pub async fn revise(
        &self,
        line_id: OrderLineId,
        requester: Requester,
        change: DesignChange,
    ) -> Result<Vec<ProofVersion>, ReviseError> {
        let print_rule = self.print_rule;
        let own = self.short_links.own_hosts().clone();
        let (line, target, printed) = transaction(&*self.store, move |repos| {
            let (line, order) = visible_line(repos, line_id, &requester)?
                .ok_or(TxError::Rule(ReviseError::NotFound))?;
            let versions = repos.production().proof_versions(order.id)?;
            revisable(&line, &order, &versions).map_err(TxError::Rule)?;
            let product = repos
                .products()
                .find(line.line.product_id)?
                .ok_or(TxError::Rule(ReviseError::Closed))?;
            // A line's design is changed with the same rules it was ordered with.
            let form = LineForm {
                product_id: line.line.product_id.get(),
                product_type: None,
                quantity: i64::from(line.line.quantity.get()),
                processing: line.line.processing_label().to_owned(),
                remarks: change.remarks.clone(),
                sample_number: String::new(),
                template: change.template.clone(),
                address: change.address.clone(),
                phone: change.phone.clone(),
                url: change.url.clone(),
                logo: change.logo.clone(),
            };
            let revised: NewOrderLine =
                checked_line(repos, &product, &form, LogoRule::Required, print_rule).map_err(
                    |error| match error {
                        TxError::Rule(rule) => TxError::Rule(ReviseError::Invalid(rule)),
                        TxError::Store(store) => TxError::Store(store),
                    },
                )?;
            // The printed short link stays and leads to the revised address
            // (never back into the shop); a direct code prints the new address.
            let printed = match (
                revised.design.url(),
                repos.qr_links().printed_of_line(line_id)?,
            ) {
                (Some(url), Some(printed)) => Some(printed.revised(url)),
                (Some(url), None) => Some(PrintedQr::direct(url)),
                (None, _) => None,
            };
            let target = match (&printed, revised.design.url()) {
                (
                    Some(PrintedQr {
                        mode: QrMode::Short,
                        ..
                    }),
                    Some(url),
                ) => Some(
                    QrTarget::of_website(url, &own)
                        .map_err(|error| TxError::Rule(ReviseError::Target(error)))?,
                ),
                _ => None,
            };
            let line = OrderLine {
                line: NewOrderLine {
                    design: revised.design,
                    remarks: revised.remarks,
                    ..line.line
                },
                ..line
            };
            Ok((line, target, printed))
        })
        .await?;
        let proof = self
            .production
            .render_version(
                line_id,
                &line.line.design,
                printed.as_ref().map(|printed| printed.text.clone()),
                RenderPriority::Revision,
            )
            .await
            .map_err(|error| match error {
                ProofError::NoDesign | ProofError::NoDesigns => ReviseError::NoDesign,
                other => ReviseError::Proof(other.to_string()),
            })?;
        let check = printed.as_ref().map(|printed| QrCheck {
            order_line_id: line_id,
            readable: proof.qr_readable == Some(true),
            expected: printed.text.clone(),
            checked_at: proof.created_at,
        });
        Ok(transaction(&*self.store, move |repos| {
            repos.orders().lock(line.order_id)?;
            let order = repos
                .orders()
                .find(line.order_id)?
                .ok_or(TxError::Rule(ReviseError::NotFound))?;
            let versions = repos.production().proof_versions(order.id)?;
            // Checked again under the lock: an approval may have come in while the proof rendered.
            revisable(&line, &order, &versions).map_err(TxError::Rule)?;
            repos
                .orders()
                .update_line_design(line_id, &line.line.design, &line.line.remarks)?;
            // The printed short link stays; the revised address becomes where it leads.
            if let (Some(target), Some(code)) = (&target, repos.qr_links().code_of_line(line_id)?) {
                repos
                    .qr_links()
                    .repoint(&code, target, ChangedBy::Customer, proof.created_at)?;
            }
            // Without an address the record stays: a short link returns with the address.
            if let Some(printed) = &printed {
                repos.qr_links().record_printed(line_id, printed)?;
            }
            repos.production().add_proof_version(&proof)?;
            if let Some(check) = &check {
                repos.production().record_qr_check(check)?;
            }
            Ok(repos
                .production()
                .proof_versions(order.id)?
                .into_iter()
                .filter(|version| version.order_line_id == line_id)
                .collect())
        })
        .await?)
    }
}

/// Whether the line's design may still change.
fn revisable(
    line: &OrderLine,
    order: &Order,
    versions: &[ProofVersion],
) -> Result<(), ReviseError> {
    if !has_design(line) {
        return Err(ReviseError::NoDesign);
    }
    if order.order_status.is_in_production_or_later() {
        return Err(ReviseError::InProduction);
    }
    // An order whose cancellation is refunding it gets no new render.
    if order.order_status == OrderStatus::Cancelled
        || !order.payment_status.goes_ahead()
        || order.steps.cancelling_since.is_some()
    {
        return Err(ReviseError::Closed);
    }
    let current = newest(versions, line.id);
    if current.is_some_and(|version| version.approval.is_some()) {
        return Err(ReviseError::AlreadyApproved);
    }
    if current.is_some_and(|version| version.version >= MAX_PROOF_VERSIONS) {
        return Err(ReviseError::TooManyVersions);
    }
    Ok(())
}
