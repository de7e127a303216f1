//! Delivering the mail outbox. Mails are enqueued in the transaction of the
//! event that causes them; this worker hands due ones to the mailer and
//! retries transient failures with growing pauses, so no mail is lost.

use std::sync::Arc;

use chrono::TimeDelta;
use shop_ports::{
    Store, StoreError, TxError,
    clock::Clock,
    mailer::{MailError, Mailer},
    read, transaction,
};

/// After this many failed attempts a mail is given up (and logged).
pub const MAX_ATTEMPTS: u32 = 8;
const BATCH: u32 = 20;
/// How long a claimed mail is reserved for the instance sending it; if that
/// instance dies mid-send, another sends it after this.
const CLAIM_LEASE: TimeDelta = TimeDelta::minutes(5);

/// Pause before attempt `n + 1`: 1, 2, 4 … minutes, at most 2 hours.
pub fn retry_delay(attempts: u32) -> TimeDelta {
    TimeDelta::minutes(1i64 << attempts.saturating_sub(1).min(7)).min(TimeDelta::hours(2))
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Delivery {
    pub sent: usize,
    pub failed: usize,
}

pub struct MailOutbox {
    store: Arc<dyn Store>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
}

impl MailOutbox {
    pub fn new(store: Arc<dyn Store>, mailer: Arc<dyn Mailer>, clock: Arc<dyn Clock>) -> Self {
        Self {
            store,
            mailer,
            clock,
        }
    }

    /// Sends every due mail once.
    ///
    /// # Errors
    /// Storage failure; a mail that fails to send is recorded, not returned.
    pub async fn deliver_due(&self) -> Result<Delivery, StoreError> {
        let now = self.clock.now();
        let due = read(&*self.store, move |repos| repos.outbox().due(now, BATCH)).await?;
        let mut delivery = Delivery::default();
        for queued in due {
            // Several instances share the outbox: only the one that claims a mail sends it.
            let id = queued.id;
            let claimed = transaction(&*self.store, move |repos| {
                Ok::<_, TxError<std::convert::Infallible>>(repos.outbox().claim(
                    id,
                    now,
                    now + CLAIM_LEASE,
                )?)
            })
            .await
            .map_err(|error| match error {
                TxError::Store(store) => store,
                TxError::Rule(never) => match never {},
            })?;
            if !claimed {
                continue;
            }
            let outcome = self.mailer.send(&queued.mail).await;
            let at = self.clock.now();
            let record = match outcome {
                Ok(()) => {
                    delivery.sent += 1;
                    None
                }
                Err(error) => {
                    delivery.failed += 1;
                    let attempts = queued.attempts + 1;
                    let give_up =
                        matches!(error, MailError::Rejected(_)) || attempts >= MAX_ATTEMPTS;
                    if give_up {
                        tracing::error!(%error, id, attempts, "giving up on a mail");
                    } else {
                        tracing::warn!(%error, id, attempts, "mail failed, will retry");
                    }
                    let next = (!give_up).then(|| at + retry_delay(attempts));
                    Some((attempts, next, error.to_string()))
                }
            };
            transaction(&*self.store, move |repos| {
                match &record {
                    None => repos.outbox().mark_sent(id, at)?,
                    Some((attempts, next, error)) => {
                        repos.outbox().mark_failed(id, *attempts, *next, error)?
                    }
                }
                Ok::<_, TxError<std::convert::Infallible>>(())
            })
            .await
            .map_err(|error| match error {
                TxError::Store(store) => store,
                TxError::Rule(never) => match never {},
            })?;
        }
        if delivery.sent > 0 {
            // The sent mails' bodies were blanked: leave no copy of their links in the files.
            if let Err(error) = self.store.forget_overwritten().await {
                tracing::warn!(%error, "could not scrub the delivered mails from the database files");
            }
        }
        Ok(delivery)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::TimeDelta;
    use mockall::predicate::{always, eq};
    use shop_ports::{
        clock::MockClock,
        mailer::{MailError, MockMailer, OutgoingMail},
        outbox::QueuedMail,
        testing::MockRepos,
    };

    use super::{Delivery, MailOutbox, retry_delay};

    fn queued(id: i64, attempts: u32) -> QueuedMail {
        QueuedMail {
            id,
            mail: OutgoingMail {
                to: format!("k{id}@example.de"),
                subject: "Hallo".into(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            },
            attempts,
        }
    }

    fn claims_everything(repos: &mut MockRepos) {
        repos.outbox.expect_claim().returning(|_, _, _| Ok(true));
    }

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| chrono::DateTime::UNIX_EPOCH.naive_utc());
        Arc::new(clock)
    }

    #[test]
    fn retry_pauses_double_and_are_capped() {
        assert_eq!(retry_delay(1), TimeDelta::minutes(1));
        assert_eq!(retry_delay(3), TimeDelta::minutes(4));
        assert_eq!(retry_delay(20), TimeDelta::hours(2));
    }

    #[tokio::test]
    async fn sent_mails_are_marked_and_failures_scheduled_for_retry() {
        let mut repos = MockRepos::default();
        repos
            .outbox
            .expect_due()
            .returning(|_, _| Ok(vec![queued(1, 0), queued(2, 2)]));
        claims_everything(&mut repos);
        repos
            .outbox
            .expect_mark_sent()
            .with(eq(1), always())
            .times(1)
            .returning(|_, _| Ok(()));
        let epoch = chrono::DateTime::UNIX_EPOCH.naive_utc();
        repos
            .outbox
            .expect_mark_failed()
            .withf(move |id, attempts, next, _| {
                *id == 2 && *attempts == 3 && *next == Some(epoch + TimeDelta::minutes(4))
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer.expect_send().returning(|mail| {
            if mail.to.starts_with("k1") {
                Ok(())
            } else {
                Err(MailError::Transient(anyhow::anyhow!("timeout")))
            }
        });
        let outbox = MailOutbox::new(Arc::new(repos.into_store()), Arc::new(mailer), clock());

        let delivery = outbox.deliver_due().await.unwrap();

        assert_eq!(delivery, Delivery { sent: 1, failed: 1 });
    }

    #[tokio::test]
    async fn a_mail_another_instance_claimed_is_left_to_it() {
        let mut repos = MockRepos::default();
        repos
            .outbox
            .expect_due()
            .returning(|_, _| Ok(vec![queued(7, 0), queued(8, 0)]));
        let epoch = chrono::DateTime::UNIX_EPOCH.naive_utc();
        repos
            .outbox
            .expect_claim()
            .withf(move |_, now, until| *now == epoch && *until == epoch + TimeDelta::minutes(5))
            .returning(|id, _, _| Ok(id == 8));
        repos
            .outbox
            .expect_mark_sent()
            .with(eq(8), always())
            .times(1)
            .returning(|_, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .withf(|mail| mail.to == "k8@example.de")
            .times(1)
            .returning(|_| Ok(()));
        let outbox = MailOutbox::new(Arc::new(repos.into_store()), Arc::new(mailer), clock());

        assert_eq!(
            outbox.deliver_due().await.unwrap(),
            Delivery { sent: 1, failed: 0 }
        );
    }

    #[tokio::test]
    async fn a_rejected_mail_is_not_retried() {
        let mut repos = MockRepos::default();
        repos
            .outbox
            .expect_due()
            .returning(|_, _| Ok(vec![queued(5, 0)]));
        claims_everything(&mut repos);
        repos
            .outbox
            .expect_mark_failed()
            .withf(|_, _, next, _| next.is_none())
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .returning(|_| Err(MailError::Rejected("no such mailbox".into())));
        let outbox = MailOutbox::new(Arc::new(repos.into_store()), Arc::new(mailer), clock());

        assert_eq!(
            outbox.deliver_due().await.unwrap(),
            Delivery { sent: 0, failed: 1 }
        );
    }
}
