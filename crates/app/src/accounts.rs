//! Accounts: who is signed in. Sign-up, activation and password reset join
//! here with the accounts feature.

use std::sync::Arc;

use shop_ports::{
    Store, StoreError, read,
    users::{User, UserId},
};

#[derive(Clone)]
pub struct Accounts {
    store: Arc<dyn Store>,
}

impl Accounts {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self { store }
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
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use std::sync::Arc;

    use shop_domain::{Email, Role};
    use shop_ports::{
        testing::MockRepos,
        users::{User, UserId},
    };

    use super::Accounts;

    fn user(active: bool) -> User {
        User {
            id: UserId::new(7),
            email: Email::parse("kunde@example.de").unwrap(),
            company_name: "Pizzeria".into(),
            phone: "0170 1234567".into(),
            password_hash: "$argon2id$…".into(),
            role: Role::Customer,
            active,
            created_at: chrono::DateTime::UNIX_EPOCH.naive_utc(),
        }
    }

    #[tokio::test]
    async fn an_inactive_account_is_not_signed_in() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_id()
            .returning(|_| Ok(Some(user(false))));
        let accounts = Accounts::new(Arc::new(repos.into_store()));

        assert!(
            accounts
                .current_user(UserId::new(7))
                .await
                .unwrap()
                .is_none()
        );
    }

    #[tokio::test]
    async fn an_active_account_is_returned() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_id()
            .returning(|_| Ok(Some(user(true))));
        let accounts = Accounts::new(Arc::new(repos.into_store()));

        assert_eq!(
            accounts
                .current_user(UserId::new(7))
                .await
                .unwrap()
                .map(|u| u.id),
            Some(UserId::new(7))
        );
    }
}
