//! Adapters of the operating system: secure randomness for link tokens.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use shop_ports::secrets::SecretGenerator;

/// 32 bytes from the OS's cryptographic source, URL-safe base64 (43 characters).
pub struct OsSecrets;

impl SecretGenerator for OsSecrets {
    fn token(&self) -> String {
        let mut bytes = [0u8; 32];
        // The OS source does not fail on a running Linux system; if it ever
        // did, refusing to issue a guessable token is the only safe answer.
        #[allow(clippy::expect_used)]
        getrandom::fill(&mut bytes).expect("the operating system's random source failed");
        URL_SAFE_NO_PAD.encode(bytes)
    }
}

#[cfg(test)]
mod tests {
    use shop_ports::secrets::SecretGenerator;

    use super::OsSecrets;

    #[test]
    fn tokens_are_long_url_safe_and_different() {
        let (a, b) = (OsSecrets.token(), OsSecrets.token());

        assert_eq!(a.len(), 43);
        assert!(
            a.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        );
        assert_ne!(a, b);
    }
}
