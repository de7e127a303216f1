//! Accounts: sign-up with e-mail activation, sign-in, password reset, and
//! who is signed in. Links carry random single-use tokens of which only a
//! SHA-256 hash is stored; every mail goes through the outbox in the same
//! transaction as the change that causes it.

use std::sync::Arc;

use crate::{digests::token_hash, front_end};
use chrono::TimeDelta;
use shop_domain::{CompanyName, Email, Password, Phone, Role};
use shop_ports::{
    Store, StoreError, TxError,
    clock::Clock,
    mailer::{MailComposer, MailContent},
    read,
    secrets::SecretGenerator,
    tokens::{NewUserToken, TokenPurpose, UserToken},
    transaction,
    users::{NewUser, User, UserId},
};

use crate::passwords;

pub const ACTIVATION_LIFETIME: TimeDelta = TimeDelta::hours(24);
pub const RESET_LIFETIME: TimeDelta = TimeDelta::hours(1);
/// A new activation link is only issued once the last one is this old.
pub const RESEND_PAUSE: TimeDelta = TimeDelta::minutes(2);

/// Longer input is refused before hashing, so nobody can make the server hash megabytes.
const MAX_PASSWORD_BYTES: usize = 1024;

/// A sign-up as the use case takes it: every field already valid.
pub struct SignUp {
    pub company_name: CompanyName,
    pub email: Email,
    pub phone: Phone,
    pub password: Password,
    /// The company confirmed buying as a business (§ 14 BGB); the time is kept.
    pub business_buyer: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum SignUpError {
    #[error("Für diese E-Mail-Adresse besteht bereits ein Konto")]
    EmailTaken,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ActivationError {
    #[error(
        "Der Aktivierungslink ist ungültig oder abgelaufen. Bitte fordern Sie eine neue E-Mail an."
    )]
    InvalidLink,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    #[error("E-Mail oder Passwort ist falsch")]
    WrongCredentials,
    #[error(
        "Ihr Konto ist noch nicht aktiviert. Bitte klicken Sie auf den Link in unserer E-Mail."
    )]
    NotActivated,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ResetError {
    #[error(
        "Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an."
    )]
    InvalidLink,
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

macro_rules! store_is_unknown {
    ($($error:ty),*) => {$(
        impl From<StoreError> for $error {
            fn from(error: StoreError) -> Self {
                Self::Unknown(error.into())
            }
        }
    )*};
}
store_is_unknown!(SignUpError, ActivationError, SignInError, ResetError);
shop_ports::rules_roll_back_as!(SignUpError, ActivationError, SignInError, ResetError);

/// Percent-encodes everything but RFC 3986 unreserved characters.
fn query_value(raw: &str) -> String {
    raw.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            other => format!("%{other:02X}"),
        })
        .collect()
}

/// A token that may be redeemed at `now`.
fn redeemable(token: &UserToken, now: chrono::NaiveDateTime) -> bool {
    token.used_at.is_none() && token.expires_at > now
}

#[derive(Clone)]
pub struct Accounts {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    secrets: Arc<dyn SecretGenerator>,
    composer: Arc<dyn MailComposer>,
    public_url: Arc<str>,
    /// Verified against when the e-mail is unknown, so both cases cost the same time.
    dummy_hash: Arc<str>,
}

impl Accounts {
    /// `public_url` is the base of the links in mails, without a trailing slash.
    ///
    /// # Errors
    /// Only if hashing the timing dummy fails.
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        secrets: Arc<dyn SecretGenerator>,
        composer: Arc<dyn MailComposer>,
        public_url: &str,
    ) -> anyhow::Result<Self> {
        let dummy = Password::parse(&secrets.token())
            .map_err(|e| anyhow::anyhow!("dummy password: {e}"))?;
        Ok(Self {
            dummy_hash: passwords::hash(&dummy)?.into(),
            store,
            clock,
            secrets,
            composer,
            public_url: public_url.trim_end_matches('/').into(),
        })
    }

    fn activation_link(&self, email: &Email, token: &str) -> String {
        format!(
            "{}?email={}&token={}",
            front_end::page_url(&self.public_url, front_end::ACTIVATE),
            query_value(email.as_str()),
            query_value(token)
        )
    }

    fn reset_link(&self, token: &str) -> String {
        format!(
            "{}?token={}",
            front_end::page_url(&self.public_url, front_end::RESET_PASSWORD),
            query_value(token)
        )
    }

    /// Creates an inactive customer and mails the activation link. The role is
    /// always `customer`: nothing a client sends can make an admin.
    ///
    /// # Errors
    /// [`SignUpError::EmailTaken`].
    pub async fn sign_up(&self, request: SignUp) -> Result<User, SignUpError> {
        let password_hash = passwords::hash_off_executor(request.password).await?;
        let now = self.clock.now();
        let token = self.secrets.token();
        let mail = self.composer.compose(
            request.email.as_str(),
            &MailContent::Activation {
                company_name: request.company_name.as_str().to_owned(),
                link: self.activation_link(&request.email, &token),
            },
        );
        let business_buyer = request.business_buyer;
        let user = NewUser {
            email: request.email,
            company_name: request.company_name.as_str().to_owned(),
            phone: request.phone.as_str().to_owned(),
            password_hash,
            role: Role::Customer,
            active: false,
            created_at: now,
        };
        Ok(transaction(&*self.store, move |repos| {
            if repos.users().find_by_email(&user.email)?.is_some() {
                return Err(TxError::Rule(SignUpError::EmailTaken));
            }
            let created = repos.users().insert(&user).map_err(|error| match error {
                StoreError::Conflict(_) => TxError::Rule(SignUpError::EmailTaken),
                other => TxError::Store(other),
            })?;
            if business_buyer {
                repos.users().confirm_business_buyer(created.id, now)?;
            }
            repos.tokens().insert(&NewUserToken {
                user_id: created.id,
                purpose: TokenPurpose::Activation,
                token_hash: token_hash(&token),
                expires_at: now + ACTIVATION_LIFETIME,
                created_at: now,
            })?;
            crate::jobs::queue_mail(repos, &mail, None, now)?;
            Ok(created)
        })
        .await?)
    }

    /// Mails a fresh activation link to an inactive account (older links die).
    /// Says nothing about whether the address exists.
    ///
    /// # Errors
    /// Storage failure only.
    pub async fn send_activation_mail(&self, email: Email) -> Result<(), SignUpError> {
        let now = self.clock.now();
        let token = self.secrets.token();
        let link = self.activation_link(&email, &token);
        let composer = Arc::clone(&self.composer);
        Ok(transaction(&*self.store, move |repos| {
            let Some(user) = repos.users().find_by_email(&email)? else {
                return Ok(());
            };
            if user.active {
                return Ok(());
            }
            // The sign-up form asks for the mail right after sign-up mailed one:
            // a link that fresh is kept, so the customer's first mail stays valid.
            let fresh = repos
                .tokens()
                .latest_unused(user.id, TokenPurpose::Activation)?
                .is_some_and(|latest| {
                    latest.expires_at > now && now - latest.created_at < RESEND_PAUSE
                });
            if fresh {
                return Ok(());
            }
            repos
                .tokens()
                .void_unused(user.id, TokenPurpose::Activation, now)?;
            repos.tokens().insert(&NewUserToken {
                user_id: user.id,
                purpose: TokenPurpose::Activation,
                token_hash: token_hash(&token),
                expires_at: now + ACTIVATION_LIFETIME,
                created_at: now,
            })?;
            let content = MailContent::Activation {
                company_name: user.company_name.clone(),
                link,
            };
            let mail = composer.compose(user.email.as_str(), &content);
            crate::jobs::queue_mail(repos, &mail, None, now)?;
            Ok::<_, TxError<SignUpError>>(())
        })
        .await?)
    }

    /// Redeems an activation link.
    ///
    /// # Errors
    /// [`ActivationError::InvalidLink`] for an unknown, used, expired or foreign token.
    pub async fn activate(&self, email: Email, token: String) -> Result<(), ActivationError> {
        let now = self.clock.now();
        Ok(transaction(&*self.store, move |repos| {
            let invalid = || TxError::Rule(ActivationError::InvalidLink);
            let stored = repos
                .tokens()
                .find_by_hash(TokenPurpose::Activation, &token_hash(&token))?
                .filter(|stored| redeemable(stored, now))
                .ok_or_else(invalid)?;
            let user = repos
                .users()
                .find_by_id(stored.user_id)?
                .filter(|user| user.email == email)
                .ok_or_else(invalid)?;
            if !repos.tokens().mark_used(stored.id, now)? {
                return Err(invalid());
            }
            repos.users().activate(user.id)?;
            Ok(())
        })
        .await?)
    }

    /// Checks the credentials. Unknown e-mail and wrong password give the same
    /// error after the same work; only the right password learns "not activated".
    ///
    /// # Errors
    /// [`SignInError::WrongCredentials`] or [`SignInError::NotActivated`].
    pub async fn sign_in(&self, email: Email, password: String) -> Result<User, SignInError> {
        let user = read(&*self.store, move |repos| {
            repos.users().find_by_email(&email)
        })
        .await?;
        let stored_hash = user.as_ref().map_or_else(
            || self.dummy_hash.to_string(),
            |user| user.password_hash.clone(),
        );
        let password_fits = password.len() <= MAX_PASSWORD_BYTES;
        let candidate = if password_fits {
            password
        } else {
            String::new()
        };
        let matches =
            passwords::verify_off_executor(stored_hash, candidate).await? && password_fits;
        match user {
            Some(user) if matches && user.active => Ok(user),
            Some(_) if matches => Err(SignInError::NotActivated),
            _ => Err(SignInError::WrongCredentials),
        }
    }

    /// Mails a reset link to an active account (older links die). Says
    /// nothing about whether the address exists.
    ///
    /// # Errors
    /// Storage failure only.
    pub async fn request_password_reset(&self, email: Email) -> Result<(), ResetError> {
        let now = self.clock.now();
        let token = self.secrets.token();
        let mail_for = {
            let composer = Arc::clone(&self.composer);
            let link = self.reset_link(&token);
            move |to: &str| composer.compose(to, &MailContent::PasswordReset { link })
        };
        Ok(transaction(&*self.store, move |repos| {
            let Some(user) = repos
                .users()
                .find_by_email(&email)?
                .filter(|user| user.active)
            else {
                return Ok(());
            };
            repos
                .tokens()
                .void_unused(user.id, TokenPurpose::PasswordReset, now)?;
            repos.tokens().insert(&NewUserToken {
                user_id: user.id,
                purpose: TokenPurpose::PasswordReset,
                token_hash: token_hash(&token),
                expires_at: now + RESET_LIFETIME,
                created_at: now,
            })?;
            crate::jobs::queue_mail(repos, &mail_for(user.email.as_str()), None, now)?;
            Ok::<_, TxError<ResetError>>(())
        })
        .await?)
    }

    /// Sets a new password through a reset link and ends every session of the user.
    ///
    /// # Errors
    /// [`ResetError::InvalidLink`] for an unknown, used or expired token.
    pub async fn reset_password(
        &self,
        token: String,
        new_password: Password,
    ) -> Result<UserId, ResetError> {
        let now = self.clock.now();
        // The token first: a junk token must not cost an argon2 hash.
        let lookup = token_hash(&token);
        let known = read(&*self.store, move |repos| {
            repos
                .tokens()
                .find_by_hash(TokenPurpose::PasswordReset, &lookup)
        })
        .await?
        .is_some_and(|stored| redeemable(&stored, now));
        if !known {
            return Err(ResetError::InvalidLink);
        }
        let new_hash = passwords::hash_off_executor(new_password).await?;
        Ok(transaction(&*self.store, move |repos| {
            let invalid = || TxError::Rule(ResetError::InvalidLink);
            let stored = repos
                .tokens()
                .find_by_hash(TokenPurpose::PasswordReset, &token_hash(&token))?
                .filter(|stored| redeemable(stored, now))
                .ok_or_else(invalid)?;
            if !repos.tokens().mark_used(stored.id, now)? {
                return Err(invalid());
            }
            if !repos.users().set_password_hash(stored.user_id, &new_hash)? {
                return Err(invalid());
            }
            repos
                .tokens()
                .void_unused(stored.user_id, TokenPurpose::PasswordReset, now)?;
            repos.sessions().delete_for_user(stored.user_id)?;
            Ok(stored.user_id)
        })
        .await?)
    }

    /// The session's user if the account still exists and is active; a
    /// deleted or deactivated account counts as signed out.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn current_user(&self, id: UserId) -> Result<Option<User>, StoreError> {
        let user = read(&*self.store, move |repos| repos.users().find_by_id(id)).await?;
        Ok(user.filter(|user| user.active))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{NaiveDateTime, TimeDelta};
    use mockall::predicate::eq;
    use shop_domain::{CompanyName, Email, Password, Phone, Role};
    use shop_ports::{
        StoreError,
        clock::MockClock,
        mailer::{MailContent, MockMailComposer, OutgoingMail},
        secrets::MockSecretGenerator,
        testing::MockRepos,
        tokens::{TokenPurpose, UserToken},
        users::{User, UserId},
    };

    use super::{Accounts, ActivationError, ResetError, SignInError, SignUp, SignUpError};
    use crate::{digests::token_hash, passwords};

    fn now() -> NaiveDateTime {
        chrono::DateTime::UNIX_EPOCH.naive_utc() + TimeDelta::days(20_000)
    }

    fn email() -> Email {
        Email::parse("kunde@example.de").unwrap()
    }

    fn user(active: bool, password: &str) -> User {
        User {
            id: UserId::new(7),
            email: email(),
            company_name: "Pizzeria Bella".into(),
            phone: "0170 1234567".into(),
            password_hash: passwords::hash(&Password::parse(password).unwrap()).unwrap(),
            role: Role::Customer,
            active,
            created_at: now(),
            address: None,
        }
    }

    fn token(purpose: TokenPurpose, expires_in: TimeDelta, used: bool) -> UserToken {
        UserToken {
            id: 3,
            user_id: UserId::new(7),
            purpose,
            expires_at: now() + expires_in,
            used_at: used.then(now),
            created_at: now() - TimeDelta::hours(1),
        }
    }

    /// Accounts over these repos; the composer records what it was asked to write.
    fn accounts(
        repos: MockRepos,
        composed: Option<Arc<std::sync::Mutex<Vec<MailContent>>>>,
    ) -> Accounts {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut secrets = MockSecretGenerator::new();
        secrets.expect_token().returning(|| "secret-token-1".into());
        let mut composer = MockMailComposer::new();
        composer.expect_compose().returning(move |to, content| {
            if let Some(log) = &composed {
                log.lock().unwrap().push(content.clone());
            }
            OutgoingMail {
                to: to.into(),
                subject: "Betreff".into(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            }
        });
        Accounts::new(
            Arc::new(repos.into_store()),
            Arc::new(clock),
            Arc::new(secrets),
            Arc::new(composer),
            "https://shop.example/",
        )
        .unwrap()
    }

    fn sign_up_request() -> SignUp {
        SignUp {
            company_name: CompanyName::parse("Pizzeria Bella").unwrap(),
            email: email(),
            phone: Phone::parse("+49 170 1234567").unwrap(),
            password: Password::parse("geheim123").unwrap(),
            business_buyer: false,
        }
    }

    #[tokio::test]
    async fn sign_up_creates_an_inactive_customer_with_a_hashed_token_and_a_mail() {
        let mut repos = MockRepos::default();
        repos.users.expect_find_by_email().returning(|_| Ok(None));
        repos
            .users
            .expect_insert()
            .withf(|new| {
                new.role == Role::Customer
                    && !new.active
                    && new.password_hash.starts_with("$argon2id$")
            })
            .times(1)
            .returning(|new| {
                Ok(User {
                    id: UserId::new(7),
                    email: new.email.clone(),
                    company_name: new.company_name.clone(),
                    phone: new.phone.clone(),
                    password_hash: new.password_hash.clone(),
                    role: new.role,
                    active: new.active,
                    created_at: new.created_at,
                    address: None,
                })
            });
        repos
            .tokens
            .expect_insert()
            .withf(|t| {
                t.purpose == TokenPurpose::Activation
                    && t.token_hash == token_hash("secret-token-1")
                    && t.expires_at == now() + TimeDelta::hours(24)
            })
            .times(1)
            .returning(|_| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
        let composed = Arc::new(std::sync::Mutex::new(Vec::new()));
        let accounts = accounts(repos, Some(Arc::clone(&composed)));

        let created = accounts.sign_up(sign_up_request()).await.unwrap();

        assert!(!created.active);
        let mails = composed.lock().unwrap();
        assert_eq!(
            mails[0],
            MailContent::Activation {
                company_name: "Pizzeria Bella".into(),
                link: "https://shop.example/activate?email=kunde%40example.de&token=secret-token-1"
                    .into()
            }
        );
    }

    #[tokio::test]
    async fn sign_up_with_a_taken_email_is_refused_and_sends_nothing() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_email()
            .returning(|_| Ok(Some(user(true, "geheim123"))));
        repos.users.expect_insert().never();
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        let result = accounts(repos, None).sign_up(sign_up_request()).await;

        assert!(matches!(result, Err(SignUpError::EmailTaken)));
    }

    #[tokio::test]
    async fn a_unique_violation_at_insert_also_means_taken() {
        let mut repos = MockRepos::default();
        repos.users.expect_find_by_email().returning(|_| Ok(None));
        repos
            .users
            .expect_insert()
            .returning(|_| Err(StoreError::Conflict("users_email_key".into())));

        let result = accounts(repos, None).sign_up(sign_up_request()).await;

        assert!(matches!(result, Err(SignUpError::EmailTaken)));
    }

    #[tokio::test]
    async fn a_resend_right_after_sign_up_keeps_the_first_link_and_sends_nothing() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_email()
            .returning(|_| Ok(Some(user(false, "geheim123"))));
        repos.tokens.expect_latest_unused().returning(|_, purpose| {
            let mut fresh = token(purpose, TimeDelta::hours(24), false);
            fresh.created_at = now() - TimeDelta::seconds(5);
            Ok(Some(fresh))
        });
        repos.tokens.expect_void_unused().never();
        repos.outbox.expect_enqueue().never();
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        accounts(repos, None)
            .send_activation_mail(email())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_later_resend_voids_the_old_link_and_mails_a_new_one() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_email()
            .returning(|_| Ok(Some(user(false, "geheim123"))));
        repos
            .tokens
            .expect_latest_unused()
            .returning(|_, purpose| Ok(Some(token(purpose, TimeDelta::hours(23), false))));
        repos
            .tokens
            .expect_void_unused()
            .times(1)
            .returning(|_, _, _| Ok(1));
        repos.tokens.expect_insert().times(1).returning(|_| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        accounts(repos, None)
            .send_activation_mail(email())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_valid_activation_token_activates_once() {
        let mut repos = MockRepos::default();
        repos
            .tokens
            .expect_find_by_hash()
            .with(eq(TokenPurpose::Activation), eq(token_hash("abc")))
            .returning(|purpose, _| Ok(Some(token(purpose, TimeDelta::hours(1), false))));
        repos
            .users
            .expect_find_by_id()
            .returning(|_| Ok(Some(user(false, "geheim123"))));
        repos
            .tokens
            .expect_mark_used()
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .users
            .expect_activate()
            .with(eq(UserId::new(7)))
            .times(1)
            .returning(|_| Ok(true));

        accounts(repos, None)
            .activate(email(), "abc".into())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn used_expired_unknown_or_foreign_activation_tokens_fail() {
        for case in ["used", "expired", "unknown", "foreign"] {
            let mut repos = MockRepos::default();
            repos
                .tokens
                .expect_find_by_hash()
                .returning(move |purpose, _| {
                    Ok(match case {
                        "used" => Some(token(purpose, TimeDelta::hours(1), true)),
                        "expired" => Some(token(purpose, -TimeDelta::seconds(1), false)),
                        "unknown" => None,
                        _ => Some(token(purpose, TimeDelta::hours(1), false)),
                    })
                });
            repos.users.expect_find_by_id().returning(|_| {
                let mut other = user(false, "geheim123");
                other.email = Email::parse("andere@example.de").unwrap();
                Ok(Some(other))
            });
            repos.users.expect_activate().never();

            let result = accounts(repos, None).activate(email(), "abc".into()).await;

            assert!(
                matches!(result, Err(ActivationError::InvalidLink)),
                "{case}"
            );
        }
    }

    #[tokio::test]
    async fn sign_in_accepts_the_right_password_of_an_active_account() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_email()
            .returning(|_| Ok(Some(user(true, "geheim123"))));

        let signed_in = accounts(repos, None)
            .sign_in(email(), "geheim123".into())
            .await
            .unwrap();

        assert_eq!(signed_in.id, UserId::new(7));
    }

    #[tokio::test]
    async fn wrong_password_and_unknown_email_fail_alike() {
        let mut known = MockRepos::default();
        known
            .users
            .expect_find_by_email()
            .returning(|_| Ok(Some(user(true, "geheim123"))));
        let mut unknown = MockRepos::default();
        unknown.users.expect_find_by_email().returning(|_| Ok(None));

        let wrong = accounts(known, None)
            .sign_in(email(), "falsch123".into())
            .await
            .unwrap_err();
        let missing = accounts(unknown, None)
            .sign_in(email(), "geheim123".into())
            .await
            .unwrap_err();

        assert_eq!(wrong.to_string(), missing.to_string());
        assert!(matches!(wrong, SignInError::WrongCredentials));
    }

    #[tokio::test]
    async fn an_inactive_account_is_told_to_activate_only_with_the_right_password() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_email()
            .returning(|_| Ok(Some(user(false, "geheim123"))));
        let accounts = accounts(repos, None);

        let right = accounts
            .sign_in(email(), "geheim123".into())
            .await
            .unwrap_err();
        let wrong = accounts
            .sign_in(email(), "falsch123".into())
            .await
            .unwrap_err();

        assert!(matches!(right, SignInError::NotActivated));
        assert!(matches!(wrong, SignInError::WrongCredentials));
    }

    #[tokio::test]
    async fn a_reset_sets_the_hash_voids_other_links_and_ends_all_sessions() {
        let mut repos = MockRepos::default();
        repos
            .tokens
            .expect_find_by_hash()
            .returning(|purpose, _| Ok(Some(token(purpose, TimeDelta::minutes(30), false))));
        repos.tokens.expect_mark_used().returning(|_, _| Ok(true));
        repos
            .users
            .expect_set_password_hash()
            .withf(|id, hash| *id == UserId::new(7) && passwords::verify(hash, "neues-passwort"))
            .times(1)
            .returning(|_, _| Ok(true));
        repos
            .tokens
            .expect_void_unused()
            .times(1)
            .returning(|_, _, _| Ok(0));
        repos
            .sessions
            .expect_delete_for_user()
            .with(eq(UserId::new(7)))
            .times(1)
            .returning(|_| Ok(2));

        let user = accounts(repos, None)
            .reset_password("abc".into(), Password::parse("neues-passwort").unwrap())
            .await
            .unwrap();

        assert_eq!(user, UserId::new(7));
    }

    #[tokio::test]
    async fn an_expired_or_used_reset_link_changes_nothing() {
        for used in [false, true] {
            let mut repos = MockRepos::default();
            let expires = if used {
                TimeDelta::minutes(30)
            } else {
                -TimeDelta::minutes(1)
            };
            repos
                .tokens
                .expect_find_by_hash()
                .returning(move |purpose, _| Ok(Some(token(purpose, expires, used))));
            repos.users.expect_set_password_hash().never();
            repos.sessions.expect_delete_for_user().never();

            let result = accounts(repos, None)
                .reset_password("abc".into(), Password::parse("neues-passwort").unwrap())
                .await;

            assert!(matches!(result, Err(ResetError::InvalidLink)));
        }
    }

    #[tokio::test]
    async fn reset_requests_for_unknown_or_inactive_accounts_send_nothing() {
        for existing in [None, Some(user(false, "geheim123"))] {
            let mut repos = MockRepos::default();
            repos
                .users
                .expect_find_by_email()
                .returning(move |_| Ok(existing.clone()));
            repos.outbox.expect_enqueue().never();
            repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
            repos.tokens.expect_insert().never();

            accounts(repos, None)
                .request_password_reset(email())
                .await
                .unwrap();
        }
    }

    #[tokio::test]
    async fn a_reset_request_voids_older_links_and_mails_a_one_hour_link() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_email()
            .returning(|_| Ok(Some(user(true, "geheim123"))));
        repos
            .tokens
            .expect_void_unused()
            .with(
                eq(UserId::new(7)),
                eq(TokenPurpose::PasswordReset),
                eq(now()),
            )
            .times(1)
            .returning(|_, _, _| Ok(1));
        repos
            .tokens
            .expect_insert()
            .withf(|t| t.expires_at == now() + TimeDelta::hours(1))
            .times(1)
            .returning(|_| Ok(()));
        repos
            .outbox
            .expect_enqueue()
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));
        let composed = Arc::new(std::sync::Mutex::new(Vec::new()));

        accounts(repos, Some(Arc::clone(&composed)))
            .request_password_reset(email())
            .await
            .unwrap();

        assert_eq!(
            composed.lock().unwrap()[0],
            MailContent::PasswordReset {
                link: "https://shop.example/reset-password?token=secret-token-1".into()
            }
        );
    }
}
