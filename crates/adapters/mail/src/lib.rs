//! The `Mailer` port on lettre: SMTP (`smtp://` with STARTTLS, `smtps://`)
//! or, when no SMTP server is configured, `.eml` files in a folder so a
//! developer can open every mail the shop would have sent. The German
//! mails are rendered here too ([`GermanMailComposer`], from `templates/`).

mod composer;
mod order_view;
mod payment_letters;

use std::path::PathBuf;

use anyhow::Context;
use async_trait::async_trait;
pub use composer::GermanMailComposer;
use lettre::{
    AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Attachment as LettreAttachment, Mailbox, MultiPart, header::ContentType},
};
use shop_ports::mailer::{MailError, Mailer, OutgoingMail};

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(AsyncFileTransport<Tokio1Executor>),
}

pub struct LettreMailer {
    from: Mailbox,
    /// The shop's contact address: a customer's answer reaches a person
    /// even when `from` is a no-reply sender.
    reply_to: Option<Mailbox>,
    transport: Transport,
}

impl LettreMailer {
    /// Sends through the SMTP server of `url`, e.g. `smtp://user:pass@host:587`.
    ///
    /// # Errors
    /// When the URL or the sender address is malformed.
    pub fn smtp(url: &str, from: &str) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .context("SMTP_URL is malformed")?
            .build();
        Ok(Self {
            from: from.parse().context("SHOP_MAIL_FROM is not an address")?,
            reply_to: None,
            transport: Transport::Smtp(transport),
        })
    }

    /// Writes each mail as `<uuid>.eml` into `folder` (created if missing).
    ///
    /// # Errors
    /// When the folder cannot be created or the sender address is malformed.
    pub fn files(folder: PathBuf, from: &str) -> anyhow::Result<Self> {
        std::fs::create_dir_all(&folder)
            .with_context(|| format!("creating {}", folder.display()))?;
        Ok(Self {
            from: from.parse().context("SHOP_MAIL_FROM is not an address")?,
            reply_to: None,
            transport: Transport::Files(AsyncFileTransport::new(folder)),
        })
    }

    /// Answers to every mail go to `reply_to` (the shop's contact address).
    ///
    /// # Errors
    /// When the address is malformed.
    pub fn replying_to(mut self, reply_to: &str) -> anyhow::Result<Self> {
        self.reply_to = Some(
            reply_to
                .parse()
                .context("the reply-to address is malformed")?,
        );
        Ok(self)
    }

    fn message(&self, mail: &OutgoingMail) -> Result<Message, MailError> {
        let to: Mailbox = mail
            .to
            .parse()
            .map_err(|e| MailError::Rejected(format!("recipient {}: {e}", mail.to)))?;
        let text =
            MultiPart::alternative_plain_html(mail.text_body.clone(), mail.html_body.clone());
        let body = if mail.attachments.is_empty() {
            text
        } else {
            let mut mixed = MultiPart::mixed().multipart(text);
            for attachment in &mail.attachments {
                let content_type = ContentType::parse(&attachment.content_type)
                    .map_err(|e| MailError::Rejected(format!("attachment type: {e}")))?;
                mixed = mixed.singlepart(
                    LettreAttachment::new(attachment.file_name.clone())
                        .body(attachment.data.clone(), content_type),
                );
            }
            mixed
        };
        let mut builder = Message::builder().from(self.from.clone());
        if let Some(reply_to) = &self.reply_to {
            builder = builder.reply_to(reply_to.clone());
        }
        builder
            .to(to)
            .subject(&mail.subject)
            .multipart(body)
            .map_err(|e| MailError::Rejected(e.to_string()))
    }
}

#[async_trait]
impl Mailer for LettreMailer {
    async fn send(&self, mail: &OutgoingMail) -> Result<(), MailError> {
        let message = self.message(mail)?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await.map_err(|e| {
                    if e.is_permanent() {
                        MailError::Rejected(e.to_string())
                    } else {
                        MailError::Transient(e.into())
                    }
                })?;
            }
            Transport::Files(files) => {
                files
                    .send(message)
                    .await
                    .map_err(|e| MailError::Transient(e.into()))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use shop_ports::mailer::{Attachment, MailError, Mailer, OutgoingMail};

    use super::LettreMailer;

    fn mail(to: &str) -> OutgoingMail {
        OutgoingMail {
            to: to.into(),
            subject: "Ihre Bestellung bei PrimeCards".into(),
            html_body: "<p>Vielen Dank für Ihre Bestellung!</p>".into(),
            text_body: "Vielen Dank für Ihre Bestellung!".into(),
            attachments: Vec::new(),
        }
    }

    #[tokio::test]
    async fn file_transport_writes_one_eml_with_both_parts() {
        let folder = tempfile::tempdir().unwrap();
        let mailer = LettreMailer::files(
            folder.path().to_path_buf(),
            "PrimeCards <noreply@primecards.de>",
        )
        .unwrap();

        mailer.send(&mail("kunde@example.de")).await.unwrap();

        let files: Vec<_> = std::fs::read_dir(folder.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(files.len(), 1);
        let eml = std::fs::read_to_string(&files[0]).unwrap();
        assert!(eml.contains("To: kunde@example.de"));
        assert!(eml.contains("text/plain") && eml.contains("text/html"));
    }

    #[tokio::test]
    async fn attachments_travel_beside_both_parts() {
        let folder = tempfile::tempdir().unwrap();
        let mailer =
            LettreMailer::files(folder.path().to_path_buf(), "noreply@primecards.de").unwrap();
        let mut with_invoice = mail("kunde@example.de");
        with_invoice.attachments = vec![
            Attachment {
                file_name: "RE-2026-00001.pdf".into(),
                content_type: "application/pdf".into(),
                data: b"%PDF-1.7 Rechnung".to_vec(),
            },
            Attachment {
                file_name: "AGB-PrimeCards-2026-12-07.pdf".into(),
                content_type: "application/pdf".into(),
                data: b"%PDF-1.7 AGB".to_vec(),
            },
        ];

        mailer.send(&with_invoice).await.unwrap();

        let file = std::fs::read_dir(folder.path())
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .path();
        let eml = std::fs::read_to_string(file).unwrap();
        assert!(eml.contains("multipart/mixed"), "{eml}");
        assert!(eml.contains("text/plain") && eml.contains("text/html"));
        assert!(eml.contains("Content-Type: application/pdf"), "{eml}");
        assert!(
            eml.contains("attachment; filename=\"RE-2026-00001.pdf\""),
            "{eml}"
        );
        assert!(
            eml.contains("attachment; filename=\"AGB-PrimeCards-2026-12-07.pdf\""),
            "{eml}"
        );
    }

    #[tokio::test]
    async fn a_malformed_recipient_is_rejected_not_retried() {
        let folder = tempfile::tempdir().unwrap();
        let mailer =
            LettreMailer::files(folder.path().to_path_buf(), "noreply@primecards.de").unwrap();

        let result = mailer.send(&mail("not an address")).await;

        assert!(matches!(result, Err(MailError::Rejected(_))));
    }
}
