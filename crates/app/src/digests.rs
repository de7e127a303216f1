//! SHA-256 digests as the shop stores them: link tokens are kept only as
//! their hash, files are named by theirs.

use sha2::{Digest, Sha256};

/// The hash under which a link token is stored.
pub fn token_hash(token: &str) -> String {
    hex_digest(token.as_bytes())
}

/// SHA-256 of `bytes` in lower-case hex.
pub fn hex_digest(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
