//! Password hashing with argon2id (its default parameters, RFC 9106).
//! Hashing is CPU-heavy, so callers on the async executor go through
//! [`hash_off_executor`] / [`verify_off_executor`].

use std::sync::LazyLock;

use argon2::{Argon2, PasswordHasher, PasswordVerifier, password_hash::phc::PasswordHash};
use shop_domain::Password;
use tokio::sync::Semaphore;

/// Each hash holds a 19 MiB buffer and a core for tens of milliseconds; more
/// at once than there are cores only queues on the CPU and multiplies the
/// memory (32 parallel sign-ins held 860 MB). So at most one per core runs.
static HASHING_SLOTS: LazyLock<Semaphore> = LazyLock::new(|| {
    Semaphore::new(std::thread::available_parallelism().map_or(2, std::num::NonZero::get))
});

/// # Errors
/// Only if the hasher itself fails, which it does not for valid parameters.
pub fn hash(password: &Password) -> anyhow::Result<String> {
    Argon2::default()
        .hash_password(password.as_str().as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|error| anyhow::anyhow!("argon2 hashing failed: {error}"))
}

/// `true` only when `candidate` matches the stored PHC string; a malformed
/// hash verifies as `false` rather than failing the caller.
pub fn verify(stored_hash: &str, candidate: &str) -> bool {
    PasswordHash::new(stored_hash)
        .map(|parsed| {
            Argon2::default()
                .verify_password(candidate.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// [`hash`] on a blocking thread, one per core at a time.
///
/// # Errors
/// Hashing failure or a cancelled task.
pub async fn hash_off_executor(password: Password) -> anyhow::Result<String> {
    let _slot = HASHING_SLOTS.acquire().await?;
    tokio::task::spawn_blocking(move || hash(&password)).await?
}

/// [`verify`] on a blocking thread, one per core at a time.
///
/// # Errors
/// A cancelled task.
pub async fn verify_off_executor(stored_hash: String, candidate: String) -> anyhow::Result<bool> {
    let _slot = HASHING_SLOTS.acquire().await?;
    Ok(tokio::task::spawn_blocking(move || verify(&stored_hash, &candidate)).await?)
}

#[cfg(test)]
mod tests {
    use shop_domain::Password;

    use super::{hash, verify};

    #[test]
    fn a_hash_verifies_its_password_and_nothing_else() {
        let stored = hash(&Password::parse("geheim123").unwrap()).unwrap();

        assert!(stored.starts_with("$argon2id$"));
        assert!(verify(&stored, "geheim123"));
        assert!(!verify(&stored, "geheim124"));
    }

    #[test]
    fn the_same_password_hashes_differently_each_time() {
        let password = Password::parse("geheim123").unwrap();

        assert_ne!(hash(&password).unwrap(), hash(&password).unwrap());
    }

    #[test]
    fn a_malformed_hash_never_verifies() {
        assert!(!verify("not a phc string", "geheim123"));
    }
}
