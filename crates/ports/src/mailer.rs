//! Sending e-mail. Use cases never call the mailer directly: they enqueue in
//! the outbox inside their transaction, and a worker hands mails to this port.

use async_trait::async_trait;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    pub to: String,
    pub subject: String,
    pub html_body: String,
    pub text_body: String,
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// The address or content was refused; retrying will not help.
    #[error("mail refused: {0}")]
    Rejected(String),
    /// The transport failed; a retry may succeed.
    #[error(transparent)]
    Transient(#[from] anyhow::Error),
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    /// # Errors
    /// [`MailError::Rejected`] for permanent failures, [`MailError::Transient`] otherwise.
    async fn send(&self, mail: &OutgoingMail) -> Result<(), MailError>;
}

/// What a mail is about; the composer turns it into German text and HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailContent {
    /// The link that activates a new account.
    Activation { company_name: String, link: String },
    /// The link that sets a new password.
    PasswordReset { link: String },
}

/// Renders mails in the shop's voice (templates live with the mail adapter).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait MailComposer: Send + Sync {
    fn compose(&self, to: &str, content: &MailContent) -> OutgoingMail;
}
