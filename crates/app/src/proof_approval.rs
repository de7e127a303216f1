//! The proof approval ("Druckfreigabe"): once an order is paid, each design
//! line's proof is rendered, its QR code read back and its exact bytes
//! stored as version 1; the buyer is mailed a link to approve or revise
//! each one. The last approval moves the order to Approved; only then can it
//! go into production. The approved bytes are what is printed, for ever.

use std::sync::Arc;

use chrono::{NaiveDateTime, TimeDelta};
use shop_domain::{LogoPrintRule, OrderId, OrderLineId, OrderStatus, ProductKind, job::JobKind};
use shop_ports::{
    Repos, Store, StoreError, TxError,
    clock::Clock,
    mailer::{MailComposer, MailContent},
    orders::{Order, OrderLine},
    production::{Approver, ProofApproval, ProofVersion, QrCheck},
    read,
    secrets::SecretGenerator,
    transaction,
};

use crate::{
    approval_links::{ApprovalLinks, ONE_MAIL_WINDOW},
    digests::token_hash,
    jobs::{self, JobError},
    order_access::Requester,
    production::Production,
    qr_links::ShortLinks,
    render_slots::RenderPriority,
};

/// How long after the proof mail the one reminder goes out.
pub const REMINDER_AFTER: TimeDelta = TimeDelta::days(2);

/// The most versions a line's proof may have: each is a render, and what
/// needs more changes than this needs a call.
pub const MAX_PROOF_VERSIONS: i32 = 10;

#[derive(Debug, thiserror::Error)]
pub enum ApprovalError {
    #[error("Diese Bestellposition wurde nicht gefunden.")]
    NotFound,
    #[error(
        "Musternummer-Magnete werden nach einem vorhandenen Muster gedruckt und haben keinen eigenen Druckabzug."
    )]
    NoDesign,
    #[error(
        "Der QR-Code dieses Druckabzugs konnte nicht gelesen werden. Bitte ändern Sie das Design oder kontaktieren Sie uns."
    )]
    QrUnreadable,
    #[error(
        "Der QR-Code dieses Druckabzugs wird noch geprüft. Bitte versuchen Sie es in einigen Sekunden erneut."
    )]
    NotReady,
    #[error("Dieser Druckabzug ist bereits freigegeben.")]
    AlreadyApproved,
    #[error("Diese Bestellung kann nicht mehr geändert werden.")]
    Closed,
    #[error("Bitte geben Sie an, wie der Kunde freigegeben hat (z. B. telefonisch freigegeben).")]
    NoteMissing,
    #[error("Der Druckabzug wurde inzwischen geändert. Bitte laden Sie die Seite neu.")]
    ChangedMeanwhile,
    /// The approval named a version other than the current one: someone
    /// else changed the design after it was shown.
    #[error("Dieser Druckabzug wurde inzwischen geändert. Bitte prüfen Sie die neue Version.")]
    NotTheCurrentVersion,
    #[error("Bitte geben Sie an, welche Version des Druckabzugs Sie freigeben.")]
    VersionMissing,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(ApprovalError, ReviseError);

/// The proof version an approval was given for, as its page showed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeenVersion {
    Number(i32),
    /// SHA-256 of its PDF, hex in either case.
    Sha256(String),
}

impl SeenVersion {
    fn is(&self, version: &ProofVersion) -> bool {
        match self {
            SeenVersion::Number(number) => *number == version.version,
            SeenVersion::Sha256(hash) => hash.eq_ignore_ascii_case(&version.sha256),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ApprovalLinkError {
    #[error("Dieser Freigabelink ist ungültig oder nicht mehr gültig.")]
    Invalid,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// The order after an approval.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Approved {
    pub order_status: OrderStatus,
    pub versions: Vec<ProofVersion>,
}

#[derive(Clone)]
pub struct ProofApprovals {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    secrets: Arc<dyn SecretGenerator>,
    composer: Arc<dyn MailComposer>,
    production: Production,
    /// How sharp a revised design's logo must be, as when ordering.
    print_rule: LogoPrintRule,
    /// Where printed short links live: a revised address may not lead back into the shop.
    short_links: ShortLinks,
    /// The shop's public address, e.g. `https://shop.example`.
    public_url: String,
}

/// Whether a line has a design of its own to approve.
fn has_design(line: &OrderLine) -> bool {
    line.line.design.kind() != ProductKind::SamplePack
}

/// The newest version of `line` among `versions`.
fn newest(versions: &[ProofVersion], line: OrderLineId) -> Option<&ProofVersion> {
    versions
        .iter()
        .filter(|version| version.order_line_id == line)
        .max_by_key(|version| version.version)
}

/// Whether every design line's newest version is approved.
fn all_approved(lines: &[OrderLine], versions: &[ProofVersion]) -> bool {
    lines
        .iter()
        .filter(|line| has_design(line))
        .all(|line| newest(versions, line.id).is_some_and(|version| version.approval.is_some()))
}

/// The order of `line_id` if `requester` may see it.
fn visible_line(
    repos: &mut dyn Repos,
    line_id: OrderLineId,
    requester: &Requester,
) -> Result<Option<(OrderLine, Order)>, StoreError> {
    let Some(line) = repos.orders().line(line_id)? else {
        return Ok(None);
    };
    Ok(repos
        .orders()
        .find(line.order_id)?
        .filter(|order| requester.may_see(order))
        .map(|order| (line, order)))
}

impl ProofApprovals {
    // Every collaborator is required: none has a default a test could forget.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        secrets: Arc<dyn SecretGenerator>,
        composer: Arc<dyn MailComposer>,
        production: Production,
        print_rule: LogoPrintRule,
        short_links: ShortLinks,
        public_url: &str,
    ) -> Self {
        Self {
            store,
            clock,
            secrets,
            composer,
            production,
            print_rule,
            short_links,
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// Renders and checks version 1 of every design line the paid order has
    /// no version of yet, stores each, and once all are there asks the
    /// buyer by mail to approve them (once per order, with a fresh link).
    ///
    /// Runs as the order's [`JobKind::PrepareProofs`] job; a second run
    /// renders only what the first left out.
    ///
    /// # Errors
    /// [`JobError::Retry`] on storage failure or when a line could not be
    /// rendered (the job's policy tries again).
    ///
    /// [`JobKind::PrepareProofs`]: shop_domain::job::JobKind::PrepareProofs
    pub async fn prepare(&self, order_id: OrderId) -> Result<(), JobError> {
        let (order, lines, versions) = read(&*self.store, move |repos| {
            Ok(match repos.orders().find(order_id)? {
                Some(order) => Some((
                    order,
                    repos.orders().lines(order_id)?,
                    repos.production().proof_versions(order_id)?,
                )),
                None => None,
            })
        })
        .await?
        .ok_or_else(|| StoreError::Unknown(anyhow::anyhow!("order {order_id} not found")))?;
        if !order.payment_status.goes_ahead() || order.order_status.is_final() {
            return Ok(());
        }
        let mut failure = None;
        for line in lines.iter().filter(|line| has_design(line)) {
            if newest(&versions, line.id).is_some() {
                continue;
            }
            let printed = self
                .production
                .printed_qr_text(line.id, &line.line.design)
                .await?;
            match self
                .production
                .render_version(
                    line.id,
                    &line.line.design,
                    printed.clone(),
                    RenderPriority::Urgent,
                )
                .await
            {
                Ok(proof) => {
                    let check = printed.map(|expected| QrCheck {
                        order_line_id: line.id,
                        readable: proof.qr_readable == Some(true),
                        expected,
                        checked_at: proof.created_at,
                    });
                    let order_id = order.id;
                    shop_ports::write(&*self.store, move |repos| {
                        // Another preparation (the housekeeping, another instance) may have been first.
                        let stored = repos.production().proof_versions(order_id)?;
                        if newest(&stored, proof.order_line_id).is_some() {
                            return Ok(());
                        }
                        repos.production().add_proof_version(&proof)?;
                        if let Some(check) = &check {
                            repos.production().record_qr_check(check)?;
                        }
                        Ok(())
                    })
                    .await?;
                }
                Err(error) => {
                    tracing::error!(order = order_id.get(), line = line.id.get(), %error, "the proof could not be rendered");
                    failure = Some(format!("line {}: {error}", line.id.get()));
                }
            }
        }
        if let Some(failure) = failure {
            return Err(JobError::Retry(failure));
        }
        if lines.iter().any(has_design) {
            self.ask_for_approval(order_id).await?;
        }
        Ok(())
    }

    /// Mails a new approval link for the order — the first one when its
    /// proofs are ready, or the one reminder — in one transaction, only if
    /// `first_time` notes this step for the first time (another instance or
    /// an earlier run may have been there already). Whether it went out.
    async fn mail_approval_link(
        &self,
        order_id: OrderId,
        reminder: bool,
        first_time: fn(&mut dyn Repos, OrderId, NaiveDateTime) -> Result<bool, StoreError>,
    ) -> Result<bool, StoreError> {
        let links = ApprovalLinks {
            secrets: Arc::clone(&self.secrets),
            public_url: self.public_url.clone(),
        };
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        shop_ports::write(&*self.store, move |repos| {
            // Proofs ready within moments of the confirmation: its approval
            // link already leads to them, so the buyer gets one mail, not two.
            let order = repos.orders().find(order_id)?;
            let confirmed_just_now = !reminder
                && order.as_ref().is_some_and(|order| {
                    order
                        .steps
                        .confirmed_at
                        .is_some_and(|confirmed| now - confirmed <= ONE_MAIL_WINDOW)
                });
            let covered =
                confirmed_just_now && repos.production().approval_link_issued(order_id)?;
            if !first_time(repos, order_id, now)? {
                return Ok(false);
            }
            if covered {
                return Ok(true);
            }
            let link = links.issue(repos, order_id, now)?;
            // 'Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.', as the approval page says it.
            let promise = match &order {
                Some(order) => {
                    crate::delivery_promises::promise_while_approval_waits(repos, order, now)?
                        .map(|promise| promise.approval_sentence())
                }
                None => None,
            };
            if let Some(shipping) = repos.orders().shipping(order_id)? {
                let recipient_name = shipping.contact_person.to_string();
                let content = if reminder {
                    MailContent::ApprovalReminder {
                        order_id,
                        recipient_name,
                        link,
                        promise,
                    }
                } else {
                    MailContent::ProofReady {
                        order_id,
                        recipient_name,
                        link,
                        promise,
                    }
                };
                let mail = composer.compose(shipping.email.as_str(), &content);
                crate::jobs::queue_mail(repos, &mail, Some(order_id), now)?;
            }
            Ok(true)
        })
        .await
    }

    /// Notes the proofs ready and mails the approval link, once, with the
    /// reminder to follow [`REMINDER_AFTER`] later.
    async fn ask_for_approval(&self, order_id: OrderId) -> Result<(), StoreError> {
        self.mail_approval_link(order_id, false, |repos, id, at| {
            let first = repos.orders().mark_proof_ready(id, at)?;
            if first {
                jobs::schedule_for_order(
                    repos,
                    JobKind::RemindApproval,
                    id,
                    "proofs",
                    at,
                    at + REMINDER_AFTER,
                )?;
            }
            Ok(first)
        })
        .await
        .map(|_| ())
    }

    /// The one reminder, with a new link, when the order still waits for
    /// its approval (its [`JobKind::RemindApproval`] job, due
    /// [`REMINDER_AFTER`] after the proof mail). Whether it went out.
    ///
    /// # Errors
    /// Storage failure.
    ///
    /// [`JobKind::RemindApproval`]: shop_domain::job::JobKind::RemindApproval
    pub async fn remind(&self, order_id: OrderId) -> Result<bool, StoreError> {
        let waiting = read(&*self.store, move |repos| repos.orders().find(order_id))
            .await?
            .is_some_and(|order| {
                order.order_status == OrderStatus::Processing
                    && order.payment_status.goes_ahead()
                    && order.steps.proof_ready_at.is_some()
            });
        if !waiting {
            return Ok(false);
        }
        self.mail_approval_link(order_id, true, |repos, id, at| {
            repos.orders().mark_reminded(id, at)
        })
        .await
    }

    /// The order a mailed approval link opens, while the order is neither
    /// delivered nor cancelled.
    ///
    /// # Errors
    /// [`ApprovalLinkError::Invalid`] for an unknown token or a closed order.
    pub async fn order_of_link(&self, token: &str) -> Result<OrderId, ApprovalLinkError> {
        let hash = token_hash(token);
        let order = read(&*self.store, move |repos| {
            match repos.production().approval_link_order(&hash)? {
                Some(order_id) => repos.orders().find(order_id),
                None => Ok(None),
            }
        })
        .await?
        .ok_or(ApprovalLinkError::Invalid)?;
        if order.order_status.is_final() {
            return Err(ApprovalLinkError::Invalid);
        }
        Ok(order.id)
    }

    /// The proof versions of an order's lines.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn versions(&self, order_id: OrderId) -> Result<Vec<ProofVersion>, StoreError> {
        read(&*self.store, move |repos| {
            repos.production().proof_versions(order_id)
        })
        .await
    }

    /// Approves the line's current proof version for `approver` (an admin
    /// must say how the customer approved). The last approval of the order
    /// moves it to Approved and thanks the buyer by mail, in the same
    /// transaction.
    ///
    /// # Errors
    /// [`ApprovalError`] naming why not.
    pub async fn approve(
        &self,
        line_id: OrderLineId,
        requester: Requester,
        approver: Approver,
        seen: Option<SeenVersion>,
    ) -> Result<Approved, ApprovalError> {
        let seen = seen.ok_or(ApprovalError::VersionMissing)?;
        if let Approver::Admin { note, .. } = &approver
            && note.trim().is_empty()
        {
            return Err(ApprovalError::NoteMissing);
        }
        let now = self.clock.now();
        let composer = Arc::clone(&self.composer);
        Ok(transaction(&*self.store, move |repos| {
            let (line, order) = visible_line(repos, line_id, &requester)?
                .ok_or(TxError::Rule(ApprovalError::NotFound))?;
            if !has_design(&line) {
                return Err(TxError::Rule(ApprovalError::NoDesign));
            }
            // The last two approvals of an order must not both miss that they are the last.
            repos.orders().lock(order.id)?;
            let order = repos
                .orders()
                .find(order.id)?
                .ok_or(TxError::Rule(ApprovalError::NotFound))?;
            if order.order_status != OrderStatus::Processing
                || !order.payment_status.goes_ahead()
                || order.steps.cancelling_since.is_some()
            {
                return Err(TxError::Rule(
                    if order.order_status == OrderStatus::Approved {
                        ApprovalError::AlreadyApproved
                    } else {
                        ApprovalError::Closed
                    },
                ));
            }
            let versions = repos.production().proof_versions(order.id)?;
            let current =
                newest(&versions, line_id).ok_or(TxError::Rule(ApprovalError::NotReady))?;
            if !seen.is(current) {
                return Err(TxError::Rule(ApprovalError::NotTheCurrentVersion));
            }
            if current.approval.is_some() {
                return Err(TxError::Rule(ApprovalError::AlreadyApproved));
            }
            if current.qr_readable == Some(false) {
                return Err(TxError::Rule(ApprovalError::QrUnreadable));
            }
            let approval = ProofApproval {
                at: now,
                by: approver.clone(),
            };
            if !repos
                .production()
                .approve_proof(line_id, current.version, &approval)?
            {
                return Err(TxError::Rule(ApprovalError::ChangedMeanwhile));
            }
            let versions = repos.production().proof_versions(order.id)?;
            let lines = repos.orders().lines(order.id)?;
            let mut order_status = order.order_status;
            if all_approved(&lines, &versions) {
                let approved = order
                    .approved(now)
                    .map_err(|_| TxError::Rule(ApprovalError::Closed))?;
                if !repos.orders().update_state(&order, &approved)? {
                    return Err(TxError::Rule(ApprovalError::ChangedMeanwhile));
                }
                order_status = approved.order_status;
                let moved = crate::delivery_promises::renew_at_approval(repos, &approved, now)?;
                if let Some(shipping) = repos.orders().shipping(order.id)? {
                    let recipient_name = shipping.contact_person.to_string();
                    let mut contents = vec![MailContent::ApprovalReceived {
                        order_id: order.id,
                        recipient_name: recipient_name.clone(),
                    }];
                    if let Some(moved) = moved {
                        contents.push(MailContent::DeliveryDateMoved {
                            order_id: order.id,
                            recipient_name,
                            before: moved.before,
                            ship_on: moved.ship_on,
                            reasons: moved.reasons,
                        });
                    }
                    for content in contents {
                        let mail = composer.compose(shipping.email.as_str(), &content);
                        crate::jobs::queue_mail(repos, &mail, Some(order.id), now)?;
                    }
                }
            }
            Ok(Approved {
                order_status,
                versions: versions
                    .into_iter()
                    .filter(|version| version.order_line_id == line_id)
                    .collect(),
            })
        })
        .await?)
    }
}

mod revision;

pub use revision::{DesignChange, ReviseError};

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
    use shop_domain::{
        Cents, LogoPrintRule, Order, OrderId, OrderLine, OrderLineId, OrderStatus, OrderType,
        PaymentStatus, Totals, UserId, fixtures,
    };
    use shop_ports::{
        clock::MockClock,
        images::MockImageHost,
        mailer::{MailContent, MockMailComposer, OutgoingMail},
        production::{Approver, MockProofRenderer, ProofApproval, ProofVersion},
        secrets::MockSecretGenerator,
        testing::MockRepos,
    };

    use super::{ApprovalError, DesignChange, ProofApprovals, ReviseError, SeenVersion};
    use crate::{order_access::Requester, production::Production};

    fn now() -> NaiveDateTime {
        NaiveDateTime::parse_from_str("2026-11-21 09:00", "%Y-%m-%d %H:%M").unwrap()
    }

    fn order(status: OrderStatus) -> Order {
        let mut order = Order {
            id: OrderId::new(7),
            user_id: Some(UserId::new(3)),
            order_type: OrderType::Normal,
            order_status: status,
            payment_status: PaymentStatus::Paid,
            totals: Totals::from_net(Cents::new(10_000)),
            voucher_code: None,
            created_at: now(),
            paid_at: Some(now()),
            shipping_date: None,
            paid_after_cancellation: false,
            on_invoice: None,
            express: None,
            refunded_at: None,
            steps: Default::default(),
        };
        order.steps.proof_ready_at = Some(now());
        order
    }

    fn line(id: i64) -> OrderLine {
        OrderLine {
            id: OrderLineId::new(id),
            order_id: OrderId::new(7),
            line: fixtures::card_line(5_000, 1),
        }
    }

    fn version(line: i64, number: i32, qr: Option<bool>, approved: bool) -> ProofVersion {
        ProofVersion {
            order_line_id: OrderLineId::new(line),
            version: number,
            sha256: format!("{number:064}"),
            qr_readable: qr,
            created_at: now(),
            approval: approved.then(|| ProofApproval {
                at: now(),
                by: Approver::Customer,
            }),
            design: Some(fixtures::card_line(5_000, 1).design),
            pdf_kept: true,
        }
    }

    /// The version the approval page showed: the first.
    fn first() -> Option<SeenVersion> {
        Some(SeenVersion::Number(1))
    }

    fn buyer() -> Requester {
        Requester {
            user: Some(UserId::new(3)),
            is_admin: false,
            guest_orders: Vec::new(),
        }
    }

    /// Repos holding a paid order in `status` with `lines` and the versions `before`
    /// (and `after` once approved).
    fn repos(status: OrderStatus, lines: Vec<OrderLine>, before: Vec<ProofVersion>) -> MockRepos {
        repos_promised(status, lines, before, None)
    }

    /// As [`repos`], the order promised to ship on `promised`.
    fn repos_promised(
        status: OrderStatus,
        lines: Vec<OrderLine>,
        before: Vec<ProofVersion>,
        promised: Option<NaiveDate>,
    ) -> MockRepos {
        let mut repos = MockRepos::default();
        let by_id = lines.clone();
        repos
            .orders
            .expect_line()
            .returning(move |id| Ok(by_id.iter().find(|line| line.id == id).cloned()));
        repos.orders.expect_find().returning(move |_| {
            Ok(Some(Order {
                shipping_date: promised,
                ..order(status)
            }))
        });
        repos.orders.expect_lock().returning(|_| Ok(true));
        repos
            .orders
            .expect_lines()
            .returning(move |_| Ok(lines.clone()));
        // Read first (a closed order is refused before its versions are read).
        repos
            .production
            .expect_proof_versions()
            .times(0..=1)
            .returning(move |_| Ok(before.clone()));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        repos
            .closures
            .expect_ending_from()
            .returning(|_| Ok(Vec::new()));
        repos
    }

    fn approvals(repos: MockRepos) -> ProofApprovals {
        let store: Arc<dyn shop_ports::Store> = Arc::new(repos.into_store());
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let clock = Arc::new(clock);
        let mut composer = MockMailComposer::new();
        composer
            .expect_compose()
            .returning(|to, content| OutgoingMail {
                to: to.to_owned(),
                subject: match content {
                    MailContent::ApprovalReceived { .. } => "thanks".into(),
                    MailContent::DeliveryDateMoved { ship_on, .. } => format!("moved {ship_on}"),
                    MailContent::ApprovalReminder { link, .. } => format!("reminder {link}"),
                    _ => "other".into(),
                },
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            });
        let production = Production::new(
            Arc::clone(&store),
            clock.clone(),
            Arc::new(MockImageHost::new()),
            Arc::new(MockProofRenderer::new()),
        );
        let mut secrets = MockSecretGenerator::new();
        secrets.expect_token().returning(|| "frischer-token".into());
        ProofApprovals::new(
            store,
            clock,
            Arc::new(secrets),
            Arc::new(composer),
            production,
            LogoPrintRule {
                box_width_mm: 20.0,
                box_height_mm: 20.0,
                minimum_dpi: 150.0,
                recommended_dpi: 300.0,
            },
            crate::qr_links::testing::short_links(),
            "https://shop.example",
        )
    }

    #[tokio::test]
    async fn the_last_approval_moves_the_order_to_approved_and_thanks_the_buyer_once() {
        let mut repos = repos(
            OrderStatus::Processing,
            vec![line(1), line(2)],
            vec![
                version(1, 1, Some(true), true),
                version(2, 1, Some(true), false),
            ],
        );
        repos
            .production
            .expect_approve_proof()
            .withf(|line, number, approval| {
                *line == OrderLineId::new(2) && *number == 1 && approval.by == Approver::Customer
            })
            .times(1)
            .returning(|_, _, _| Ok(true));
        repos.production.expect_proof_versions().returning(|_| {
            Ok(vec![
                version(1, 1, Some(true), true),
                version(2, 1, Some(true), true),
            ])
        });
        repos
            .orders
            .expect_update_state()
            .withf(|before, after| {
                before.order_status == OrderStatus::Processing
                    && after.order_status == OrderStatus::Approved
                    && after.steps.approved_at == Some(now())
            })
            .times(1)
            .returning(|_, _| Ok(true));
        // Approved on Saturday: promised anew for Thursday, without a mail (none was promised).
        repos
            .orders
            .expect_update_state()
            .withf(|before, after| {
                before.order_status == OrderStatus::Approved
                    && after.shipping_date == NaiveDate::from_ymd_opt(2026, 11, 26)
            })
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| mail.subject == "thanks")
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let approved = approvals(repos)
            .approve(OrderLineId::new(2), buyer(), Approver::Customer, first())
            .await
            .unwrap();

        assert_eq!(approved.order_status, OrderStatus::Approved);
        assert_eq!(approved.versions.len(), 1);
    }

    #[tokio::test]
    async fn a_late_last_approval_moves_the_shipping_day_and_tells_the_buyer_once() {
        // Promised Wednesday when paid; approved on Saturday, it ships on Thursday.
        let mut repos = repos_promised(
            OrderStatus::Processing,
            vec![line(1)],
            vec![version(1, 1, Some(true), false)],
            NaiveDate::from_ymd_opt(2026, 11, 25),
        );
        repos
            .production
            .expect_approve_proof()
            .returning(|_, _, _| Ok(true));
        repos
            .production
            .expect_proof_versions()
            .returning(|_| Ok(vec![version(1, 1, Some(true), true)]));
        repos
            .orders
            .expect_update_state()
            .returning(|_, _| Ok(true));
        for subject in ["thanks", "moved 2026-11-26"] {
            repos
                .outbox
                .expect_enqueue()
                .withf(move |mail, _| mail.subject == subject)
                .times(1)
                .returning(|_, _| Ok(1));
        }
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        approvals(repos)
            .approve(OrderLineId::new(1), buyer(), Approver::Customer, first())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_approval_before_the_last_keeps_the_order_waiting_and_mails_nothing() {
        let mut repos = repos(
            OrderStatus::Processing,
            vec![line(1), line(2)],
            vec![
                version(1, 1, Some(true), false),
                version(2, 1, Some(true), false),
            ],
        );
        repos
            .production
            .expect_approve_proof()
            .times(1)
            .returning(|_, _, _| Ok(true));
        repos.production.expect_proof_versions().returning(|_| {
            Ok(vec![
                version(1, 1, Some(true), true),
                version(2, 1, Some(true), false),
            ])
        });
        repos.orders.expect_update_state().never();
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let approved = approvals(repos)
            .approve(OrderLineId::new(1), buyer(), Approver::Customer, first())
            .await
            .unwrap();

        assert_eq!(approved.order_status, OrderStatus::Processing);
    }

    #[tokio::test]
    async fn an_unreadable_qr_code_an_old_version_and_a_closed_order_are_not_approved() {
        for (status, versions, expected) in [
            (
                OrderStatus::Processing,
                vec![version(1, 1, Some(false), false)],
                "Der QR-Code dieses Druckabzugs konnte nicht gelesen werden. Bitte ändern Sie das Design oder kontaktieren Sie uns.",
            ),
            (
                OrderStatus::Processing,
                vec![version(1, 1, Some(true), true)],
                "Dieser Druckabzug ist bereits freigegeben.",
            ),
            (
                OrderStatus::Processing,
                Vec::new(),
                "Der QR-Code dieses Druckabzugs wird noch geprüft. Bitte versuchen Sie es in einigen Sekunden erneut.",
            ),
            (
                OrderStatus::InProduction,
                vec![version(1, 1, Some(true), false)],
                "Diese Bestellung kann nicht mehr geändert werden.",
            ),
        ] {
            let mut repos = repos(status, vec![line(1)], versions);
            repos
                .production
                .expect_proof_versions()
                .returning(|_| Ok(Vec::new()));
            repos.production.expect_approve_proof().never();
            repos.orders.expect_update_state().never();

            let refused = approvals(repos)
                .approve(OrderLineId::new(1), buyer(), Approver::Customer, first())
                .await
                .unwrap_err();

            assert_eq!(refused.to_string(), expected);
        }
    }

    #[tokio::test]
    async fn an_approval_names_the_version_it_saw_and_an_older_one_is_refused() {
        for (seen, expected) in [
            (
                Some(SeenVersion::Number(1)),
                "Dieser Druckabzug wurde inzwischen geändert. Bitte prüfen Sie die neue Version.",
            ),
            (
                Some(SeenVersion::Sha256(format!("{:064}", 1))),
                "Dieser Druckabzug wurde inzwischen geändert. Bitte prüfen Sie die neue Version.",
            ),
            (
                None,
                "Bitte geben Sie an, welche Version des Druckabzugs Sie freigeben.",
            ),
        ] {
            // Version 2 was made by someone else holding the link after version 1 was shown.
            let mut repos = repos(
                OrderStatus::Processing,
                vec![line(1)],
                vec![
                    version(1, 1, Some(true), false),
                    version(1, 2, Some(true), false),
                ],
            );
            repos.production.expect_approve_proof().never();
            repos.orders.expect_update_state().never();

            let refused = approvals(repos)
                .approve(OrderLineId::new(1), buyer(), Approver::Customer, seen)
                .await
                .unwrap_err();

            assert_eq!(refused.to_string(), expected);
        }
    }

    #[tokio::test]
    async fn an_admin_must_say_how_the_customer_approved_and_a_stranger_finds_nothing() {
        let admin = Approver::Admin {
            admin: UserId::new(1),
            note: "  ".into(),
        };
        let no_note = approvals(MockRepos::default())
            .approve(OrderLineId::new(1), buyer(), admin, first())
            .await;
        assert!(matches!(no_note, Err(ApprovalError::NoteMissing)));

        let mut repos = MockRepos::default();
        repos.orders.expect_line().returning(|_| Ok(Some(line(1))));
        repos
            .orders
            .expect_find()
            .returning(|_| Ok(Some(order(OrderStatus::Processing))));
        let stranger = Requester {
            user: Some(UserId::new(99)),
            ..Requester::default()
        };
        let found = approvals(repos)
            .approve(OrderLineId::new(1), stranger, Approver::Customer, first())
            .await;
        assert!(matches!(found, Err(ApprovalError::NotFound)));
    }

    #[tokio::test]
    async fn an_approved_line_or_an_order_in_production_is_not_revised() {
        for (status, versions, expected) in [
            (
                OrderStatus::Processing,
                vec![version(1, 1, Some(true), true)],
                "Dieser Druckabzug ist bereits freigegeben und kann nicht mehr geändert werden.",
            ),
            (
                OrderStatus::InProduction,
                vec![version(1, 1, Some(true), false)],
                "Ihre Bestellung ist bereits in Produktion und kann nicht mehr geändert werden.",
            ),
        ] {
            let mut repos = repos(status, vec![line(1)], versions);
            repos.orders.expect_update_line_design().never();
            repos.production.expect_add_proof_version().never();

            let refused = approvals(repos)
                .revise(OrderLineId::new(1), buyer(), DesignChange::default())
                .await
                .unwrap_err();

            assert_eq!(refused.to_string(), expected);
            assert!(matches!(
                refused,
                ReviseError::AlreadyApproved | ReviseError::InProduction
            ));
        }
    }

    #[tokio::test]
    async fn proofs_ready_right_after_the_confirmation_send_no_second_mail() {
        // (seconds between the confirmation and the proofs, proof mails expected)
        for (seconds, mails) in [(10, 0), (60, 0), (61, 1)] {
            let mut repos = MockRepos::default();
            // The mail names the promise: no closure moves it here.
            repos
                .closures
                .expect_ending_from()
                .returning(|_| Ok(Vec::new()));
            repos.orders.expect_find().returning(move |_| {
                let mut confirmed = order(OrderStatus::Processing);
                confirmed.steps.proof_ready_at = None;
                confirmed.steps.confirmed_at = Some(now() - TimeDelta::seconds(seconds));
                Ok(Some(confirmed))
            });
            repos
                .production
                .expect_approval_link_issued()
                .returning(|_| Ok(true));
            repos
                .orders
                .expect_mark_proof_ready()
                .times(1)
                .returning(|_, _| Ok(true));
            repos
                .orders
                .expect_shipping()
                .returning(|_| Ok(Some(fixtures::shipping_address())));
            repos
                .orders
                .expect_buyer()
                .returning(|_| Ok(shop_domain::OrderBuyer::default()));
            repos
                .production
                .expect_record_approval_link()
                .times(mails)
                .returning(|_, _, _| Ok(()));
            repos
                .outbox
                .expect_enqueue()
                .times(mails)
                .returning(|_, _| Ok(1));
            repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

            approvals(repos)
                .ask_for_approval(OrderId::new(7))
                .await
                .unwrap();
        }
    }

    #[tokio::test]
    async fn one_reminder_goes_out_with_a_new_link_and_never_twice() {
        let mut repos = MockRepos::default();
        // The mail names the promise: no closure moves it here.
        repos
            .closures
            .expect_ending_from()
            .returning(|_| Ok(Vec::new()));
        repos
            .orders
            .expect_find()
            .returning(|_| Ok(Some(order(OrderStatus::Processing))));
        // The second run is the same job run again (or another instance was first).
        repos
            .orders
            .expect_mark_reminded()
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .orders
            .expect_mark_reminded()
            .times(1)
            .returning(|_, _| Ok(false));
        repos
            .production
            .expect_record_approval_link()
            .withf(|order, hash, _| *order == OrderId::new(7) && hash.len() == 64)
            .times(1)
            .returning(|_, _, _| Ok(()));
        repos
            .orders
            .expect_shipping()
            .returning(|_| Ok(Some(fixtures::shipping_address())));
        repos
            .orders
            .expect_buyer()
            .returning(|_| Ok(shop_domain::OrderBuyer::default()));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| {
                mail.subject == "reminder https://shop.example/proof-approval?token=frischer-token"
            })
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
        let approvals = approvals(repos);

        let first = approvals.remind(OrderId::new(7)).await.unwrap();
        let again = approvals.remind(OrderId::new(7)).await.unwrap();

        assert_eq!((first, again), (true, false));
    }

    #[tokio::test]
    async fn an_approved_order_is_not_reminded() {
        let mut repos = MockRepos::default();
        repos
            .orders
            .expect_find()
            .returning(|_| Ok(Some(order(OrderStatus::Approved))));
        repos.orders.expect_mark_reminded().never();
        repos.outbox.expect_enqueue().never();

        assert!(!approvals(repos).remind(OrderId::new(7)).await.unwrap());
    }
}
