//! Secure random tokens for links sent by e-mail.

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SecretGenerator: Send + Sync {
    /// A new URL-safe token with at least 256 bits from a cryptographic source.
    fn token(&self) -> String;
}
