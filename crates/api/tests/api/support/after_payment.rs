//! What the work after a payment must leave, read from the database and the
//! delivered mails of a real `shop-api`: its jobs run out (none left
//! 'running' under a dead worker's lease), and every paid order has exactly
//! one invoice, numbered without gap, one confirmation mail queued and
//! delivered, and one proof per design line.

use std::{
    collections::{BTreeSet, HashMap},
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use super::{databases, eml::delivered_envelopes};

/// The jobs a payment causes, as an SQL list.
const FOLLOW_UPS: &str = "('issue_invoice', 'prepare_proofs', 'deliver_mail')";
/// The subject word of the order confirmation.
const CONFIRMATION: &str = "Bestellbestätigung";

/// A timestamp as the stores write it, to compare with in SQL.
fn sql_time(at: chrono::NaiveDateTime) -> String {
    at.format("%Y-%m-%d %H:%M:%S%.6f").to_string()
}

fn count(url: &str, sql: &str) -> i64 {
    databases::numbers(url, sql)[0]
}

/// Jobs still 'running' whose lease ran out (a second ago, against a poll's
/// jitter): their worker died and no worker claimed them again yet.
pub fn unleased(url: &str) -> i64 {
    let expired = sql_time(chrono::Utc::now().naive_utc() - chrono::TimeDelta::seconds(1));
    count(
        url,
        &format!(
            "SELECT COUNT(*) AS value FROM jobs WHERE state = 'running' AND lease_until < '{expired}'"
        ),
    )
}

/// Follow-up jobs of payments being run now.
pub fn follow_ups_running(url: &str) -> i64 {
    count(
        url,
        &format!(
            "SELECT COUNT(*) AS value FROM jobs WHERE state = 'running' AND kind IN {FOLLOW_UPS}"
        ),
    )
}

/// Follow-up jobs of payments waiting although due.
pub fn follow_ups_due(url: &str) -> i64 {
    let now = sql_time(chrono::Utc::now().naive_utc());
    count(
        url,
        &format!(
            "SELECT COUNT(*) AS value FROM jobs WHERE state = 'pending' AND kind IN {FOLLOW_UPS} \
             AND due_at <= '{now}'"
        ),
    )
}

/// The unfinished follow-up jobs and every failed job, for a failure's message.
pub fn job_report(url: &str) -> String {
    databases::texts(
        url,
        &format!(
            "SELECT kind || ' ' || state || ' order ' || COALESCE(CAST(order_id AS TEXT), '-') \
             || ' attempt ' || CAST(attempts AS TEXT) || ': ' || COALESCE(last_error, '') AS value \
             FROM jobs WHERE state <> 'done' AND (kind IN {FOLLOW_UPS} OR state = 'failed') \
             ORDER BY id LIMIT 20"
        ),
    )
    .join("\n")
}

/// Watches for jobs left 'running' under an expired lease until `stop`;
/// how long after `since` one was last seen. A task, not a thread: a test
/// that fails before stopping it does not wait for it.
pub fn watch_unleased(
    url: String,
    since: Instant,
    stop: Arc<AtomicBool>,
) -> tokio::task::JoinHandle<Option<Duration>> {
    tokio::spawn(async move {
        let mut last_seen = None;
        while !stop.load(Ordering::SeqCst) {
            if unleased(&url) > 0 {
                last_seen = Some(since.elapsed());
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
        last_seen
    })
}

/// Polls until no job runs, no follow-up job is due and none is held under
/// an expired lease; how long that took. Panics after `within`.
pub async fn settle(url: &str, within: Duration) -> Duration {
    let started = Instant::now();
    loop {
        let running = count(
            url,
            "SELECT COUNT(*) AS value FROM jobs WHERE state = 'running'",
        );
        let (due, unleased) = (follow_ups_due(url), unleased(url));
        if running == 0 && due == 0 && unleased == 0 {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < within,
            "after {within:?} still {running} jobs running ({unleased} of them unleased) \
             and {due} follow-up jobs due:\n{}",
            job_report(url)
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// What the work after the payments left, and every broken rule.
#[derive(Debug, Default)]
pub struct Report {
    /// The orders whose payment status is 'Paid'.
    pub paid: BTreeSet<i64>,
    pub invoices: usize,
    /// Confirmation mails delivered.
    pub mails: usize,
    pub proofs: i64,
    /// Things done twice: a second paid checkout, invoice, proof or confirmation.
    pub duplicates: usize,
    /// Invoice numbers missing from RE-<year>-00001 … N.
    pub gaps: usize,
    /// One line per broken rule.
    pub problems: Vec<String>,
}

impl Report {
    /// `ids` (orders or lines) that break the rule `what`.
    pub fn broken(&mut self, what: &str, ids: Vec<i64>) {
        if !ids.is_empty() {
            self.problems.push(format!("{what}: {ids:?}"));
        }
    }

    /// As [`Report::broken`], each id something done twice.
    pub fn twice(&mut self, what: &str, ids: Vec<i64>) {
        self.duplicates += ids.len();
        self.broken(what, ids);
    }
}

/// Checks the database at `url` and the mails delivered under `mail_root`
/// once the jobs have settled; `buyers` are the orders the test placed,
/// each with its buyer's address (unique per order).
pub fn check(url: &str, mail_root: &Path, buyers: &HashMap<i64, String>) -> Report {
    let ids = |sql: &str| databases::numbers(url, sql);
    let mut report = Report {
        paid: ids("SELECT id AS value FROM orders WHERE payment_status = 'Paid' ORDER BY id")
            .into_iter()
            .collect(),
        ..Report::default()
    };
    let strangers: Vec<i64> = report
        .paid
        .iter()
        .copied()
        .filter(|id| !buyers.contains_key(id))
        .collect();
    report.broken("Paid orders no buyer placed", strangers);

    // Paid once: one paid checkout per paid order, none for the others.
    report.twice(
        "orders with more than one paid checkout",
        ids(
            "SELECT order_id AS value FROM payments WHERE paid_at IS NOT NULL \
             GROUP BY order_id HAVING COUNT(*) > 1",
        ),
    );
    report.broken(
        "Paid orders without payment time or paid checkout",
        ids(
            "SELECT o.id AS value FROM orders o WHERE o.payment_status = 'Paid' AND \
             (o.paid_at IS NULL OR NOT EXISTS (SELECT 1 FROM payments p \
             WHERE p.order_id = o.id AND p.paid_at IS NOT NULL)) ORDER BY o.id",
        ),
    );
    report.broken(
        "unpaid orders with a paid checkout",
        ids(
            "SELECT DISTINCT p.order_id AS value FROM payments p JOIN orders o \
             ON o.id = p.order_id WHERE p.paid_at IS NOT NULL AND o.payment_status <> 'Paid'",
        ),
    );

    check_invoices(url, &mut report);
    check_proofs(url, &mut report);
    check_confirmations(url, mail_root, buyers, &mut report);

    let failed = count(
        url,
        "SELECT COUNT(*) AS value FROM jobs WHERE state = 'failed'",
    );
    if failed > 0 {
        report
            .problems
            .push(format!("{failed} jobs failed:\n{}", job_report(url)));
    }
    report
}

/// One invoice per paid order, none for the others, numbered without gap.
fn check_invoices(url: &str, report: &mut Report) {
    let ids = |sql: &str| databases::numbers(url, sql);
    report.twice(
        "orders with more than one invoice",
        ids(
            "SELECT order_id AS value FROM invoices WHERE kind = 'invoice' \
             GROUP BY order_id HAVING COUNT(*) > 1",
        ),
    );
    report.broken(
        "Paid orders without an invoice",
        ids("SELECT o.id AS value FROM orders o WHERE o.payment_status = 'Paid' AND NOT EXISTS \
             (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.kind = 'invoice') ORDER BY o.id"),
    );
    report.broken(
        "unpaid orders with an invoice",
        ids(
            "SELECT DISTINCT i.order_id AS value FROM invoices i JOIN orders o \
             ON o.id = i.order_id WHERE i.kind = 'invoice' AND o.payment_status <> 'Paid'",
        ),
    );
    let numbers = databases::texts(
        url,
        "SELECT number AS value FROM invoices WHERE kind = 'invoice' ORDER BY number",
    );
    let distinct: BTreeSet<&str> = numbers.iter().map(String::as_str).collect();
    let year = chrono::Utc::now().format("%Y").to_string();
    let missing: Vec<String> = (1..=numbers.len())
        .map(|n| format!("RE-{year}-{n:05}"))
        .filter(|number| !distinct.contains(number.as_str()))
        .collect();
    report.invoices = numbers.len();
    report.gaps = missing.len();
    report.duplicates += numbers.len() - distinct.len();
    if !missing.is_empty() || distinct.len() != numbers.len() {
        report.problems.push(format!(
            "invoice numbers are not RE-{year}-00001 … {}: missing {missing:?}, issued {numbers:?}",
            numbers.len()
        ));
    }
}

/// One proof, version 1, per design line of a paid order.
fn check_proofs(url: &str, report: &mut Report) {
    let ids = |sql: &str| databases::numbers(url, sql);
    let design_lines = count(
        url,
        "SELECT COUNT(*) AS value FROM order_lines l JOIN orders o ON o.id = l.order_id \
         WHERE o.payment_status = 'Paid' AND l.kind <> 'samplePack'",
    );
    report.proofs = databases::count_rows(url, "proof_versions");
    report.broken(
        "design lines of Paid orders without proof version 1",
        ids(
            "SELECT l.id AS value FROM order_lines l JOIN orders o ON o.id = l.order_id \
             WHERE o.payment_status = 'Paid' AND l.kind <> 'samplePack' AND NOT EXISTS \
             (SELECT 1 FROM proof_versions v WHERE v.order_line_id = l.id AND v.version = 1) \
             ORDER BY l.id",
        ),
    );
    report.twice(
        "lines with more than one proof version",
        ids("SELECT order_line_id AS value FROM proof_versions \
             GROUP BY order_line_id HAVING COUNT(*) > 1"),
    );
    if report.proofs != design_lines {
        report.problems.push(format!(
            "{} proof versions for {design_lines} design lines of paid orders",
            report.proofs
        ));
    }
}

/// One confirmation per paid order, queued once and delivered once (the
/// outbox keeps the subject of a sent mail); none for the unpaid.
fn check_confirmations(
    url: &str,
    mail_root: &Path,
    buyers: &HashMap<i64, String>,
    report: &mut Report,
) {
    let mut delivered: HashMap<String, usize> = HashMap::new();
    for envelope in delivered_envelopes(&[mail_root]) {
        if envelope.subject.contains(CONFIRMATION) {
            *delivered.entry(envelope.to).or_default() += 1;
        }
    }
    let mut queued: HashMap<String, usize> = HashMap::new();
    for recipient in databases::texts(
        url,
        &format!(
            "SELECT recipient AS value FROM mail_outbox WHERE subject LIKE '%{CONFIRMATION}%'"
        ),
    ) {
        *queued.entry(recipient).or_default() += 1;
    }
    report.mails = delivered.values().sum();
    let mut orders: Vec<(&i64, &String)> = buyers.iter().collect();
    orders.sort_unstable();
    for (order_id, email) in orders {
        let owed = usize::from(report.paid.contains(order_id));
        let sent = delivered.get(email).copied().unwrap_or_default();
        let written = queued.get(email).copied().unwrap_or_default();
        if sent != owed || written != owed {
            report.problems.push(format!(
                "order {order_id} ({email}): {sent} confirmations delivered, {written} queued, \
                 {owed} owed"
            ));
        }
        if sent > 1 || written > 1 {
            report.duplicates += 1;
        }
    }
}
