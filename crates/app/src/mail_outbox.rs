//! Delivering one mail of the outbox. Mails are written in the transaction
//! of the event that causes them, each with a [`JobKind::DeliverMail`] job
//! (see [`crate::jobs::queue_mail`]); the job's handler sends it here, and
//! the jobs' backoff policy retries a transient failure.
//!
//! [`JobKind::DeliverMail`]: shop_domain::job::JobKind::DeliverMail

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use shop_domain::job::JobKind;
use shop_ports::{
    Store,
    clock::Clock,
    mailer::{MailError, Mailer},
    read, write,
};

use crate::jobs::JobError;

pub struct MailOutbox {
    store: Arc<dyn Store>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    scrub: Arc<Scrub>,
    /// A delivery failed for a reason that may pass (the server away): the
    /// next one that succeeds sends the mails waiting for their retry at once.
    server_away: Arc<AtomicBool>,
}

/// One scrub of the database files at a time, for every delivery before it:
/// a checkpoint per mail made each delivery wait for the last one's.
#[derive(Default)]
struct Scrub {
    /// A mail was blanked since the running scrub began.
    requested: AtomicBool,
    running: tokio::sync::Mutex<()>,
}

impl Scrub {
    /// Scrubs until no blanked mail is left unscrubbed, unless another
    /// delivery's call is already at it (it sees this request and goes on).
    async fn after_delivery(&self, store: &dyn Store) {
        self.requested.store(true, Ordering::SeqCst);
        let Ok(_running) = self.running.try_lock() else {
            return;
        };
        while self.requested.swap(false, Ordering::SeqCst) {
            if let Err(error) = store.forget_overwritten().await {
                tracing::warn!(%error, "could not scrub the delivered mails from the database files");
            }
        }
    }
}

impl MailOutbox {
    pub fn new(store: Arc<dyn Store>, mailer: Arc<dyn Mailer>, clock: Arc<dyn Clock>) -> Self {
        Self {
            store,
            mailer,
            clock,
            scrub: Arc::default(),
            server_away: Arc::default(),
        }
    }

    /// Sends the mail `mail_id` unless it was sent already, and blanks its
    /// bodies. A mail the server refuses for good is not tried again.
    ///
    /// # Errors
    /// [`JobError::Retry`] for a transient failure or storage failure,
    /// [`JobError::Permanent`] for a mail the server refuses.
    pub async fn deliver(&self, mail_id: i64) -> Result<(), JobError> {
        let Some(queued) = read(&*self.store, move |repos| repos.outbox().unsent(mail_id)).await?
        else {
            // Sent by an earlier run whose end was not recorded: once is enough.
            return Ok(());
        };
        self.mailer
            .send(&queued.mail)
            .await
            .map_err(|error| match error {
                MailError::Rejected(_) => JobError::Permanent(error.to_string()),
                MailError::Transient(_) => {
                    self.server_away.store(true, Ordering::SeqCst);
                    JobError::Retry(error.to_string())
                }
            })?;
        let at = self.clock.now();
        let server_back = self.server_away.swap(false, Ordering::SeqCst);
        let brought_forward = write(&*self.store, move |repos| {
            repos.outbox().mark_sent(mail_id, at)?;
            if server_back {
                repos.jobs().bring_forward(JobKind::DeliverMail, at)
            } else {
                Ok(0)
            }
        })
        .await?;
        if brought_forward > 0 {
            tracing::info!(
                mails = brought_forward,
                "the mail server answers again: sending the mails that waited for it"
            );
        }
        // The sent mail's bodies were blanked: leave no copy of its links in the files.
        self.scrub.after_delivery(&*self.store).await;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use mockall::predicate::{always, eq};
    use shop_ports::{
        clock::MockClock,
        mailer::{MailError, MockMailer, OutgoingMail},
        outbox::QueuedMail,
        testing::MockRepos,
    };

    use shop_domain::job::JobKind;

    use super::MailOutbox;
    use crate::jobs::JobError;

    fn queued(id: i64) -> QueuedMail {
        QueuedMail {
            id,
            mail: OutgoingMail {
                to: format!("k{id}@example.de"),
                subject: "Hallo".into(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            },
        }
    }

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| chrono::DateTime::UNIX_EPOCH.naive_utc());
        Arc::new(clock)
    }

    fn outbox(repos: MockRepos, mailer: MockMailer) -> MailOutbox {
        MailOutbox::new(Arc::new(repos.into_store()), Arc::new(mailer), clock())
    }

    #[tokio::test]
    async fn a_sent_mail_is_marked_sent() {
        let mut repos = MockRepos::default();
        repos
            .outbox
            .expect_unsent()
            .with(eq(1))
            .returning(|id| Ok(Some(queued(id))));
        repos
            .outbox
            .expect_mark_sent()
            .with(eq(1), always())
            .times(1)
            .returning(|_, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer.expect_send().times(1).returning(|_| Ok(()));

        assert_eq!(outbox(repos, mailer).deliver(1).await, Ok(()));
    }

    #[tokio::test]
    async fn a_mail_sent_before_is_not_sent_again() {
        let mut repos = MockRepos::default();
        repos.outbox.expect_unsent().returning(|_| Ok(None));
        repos.outbox.expect_mark_sent().never();
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();

        assert_eq!(outbox(repos, mailer).deliver(4).await, Ok(()));
    }

    #[tokio::test]
    async fn a_transient_failure_is_retried_and_a_refusal_is_not() {
        for (error, retried) in [
            (MailError::Transient(anyhow::anyhow!("timeout")), true),
            (MailError::Rejected("no such mailbox".into()), false),
        ] {
            let mut repos = MockRepos::default();
            repos
                .outbox
                .expect_unsent()
                .returning(|id| Ok(Some(queued(id))));
            repos.outbox.expect_mark_sent().never();
            let mut mailer = MockMailer::new();
            let error = std::sync::Mutex::new(Some(error));
            mailer
                .expect_send()
                .returning(move |_| Err(error.lock().unwrap().take().unwrap()));

            let outcome = outbox(repos, mailer).deliver(5).await;

            assert_eq!(matches!(outcome, Err(JobError::Retry(_))), retried);
            assert_eq!(matches!(outcome, Err(JobError::Permanent(_))), !retried);
        }
    }

    #[tokio::test]
    async fn the_first_mail_through_after_the_server_was_away_sends_the_waiting_ones_at_once() {
        let mut repos = MockRepos::default();
        repos
            .outbox
            .expect_unsent()
            .returning(|id| Ok(Some(queued(id))));
        repos.outbox.expect_mark_sent().returning(|_, _| Ok(()));
        repos
            .jobs
            .expect_bring_forward()
            .with(eq(JobKind::DeliverMail), always())
            .times(1)
            .returning(|_, _| Ok(7));
        let mut mailer = MockMailer::new();
        let mut answers = vec![
            Ok(()),
            Ok(()),
            Err(MailError::Transient(anyhow::anyhow!("connection refused"))),
        ];
        mailer
            .expect_send()
            .times(3)
            .returning(move |_| answers.pop().unwrap());
        let outbox = outbox(repos, mailer);

        assert!(matches!(outbox.deliver(1).await, Err(JobError::Retry(_))));
        // The server is back: this delivery brings the others forward, the next one does not.
        assert_eq!(outbox.deliver(2).await, Ok(()));
        assert_eq!(outbox.deliver(3).await, Ok(()));
    }
}
