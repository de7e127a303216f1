//! Data protection (DSGVO): a customer's data as one export, deleting an
//! account on request, and retention that deletes what nobody needs any more.
//! Orders (and the invoices that will hang on them) are kept for the
//! statutory ten years (§147 AO, §14b UStG): deleting an account only
//! unlinks them from the login.

use std::sync::Arc;

use chrono::TimeDelta;
use shop_domain::Role;
use shop_ports::{
    Store, StoreError, TxError,
    clock::Clock,
    mailer::{MailComposer, MailContent},
    messages::ContactMessage,
    read, transaction,
    users::{User, UserId},
    wishlist::WishlistItem,
    write,
};

use crate::{back_office::OrderDetails, passwords};

/// Everything the shop keeps about one customer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonalData {
    pub user: User,
    /// Country, USt-IdNr., billing address and business confirmation kept with the account.
    pub buyer: shop_domain::AccountBuyer,
    pub orders: Vec<OrderDetails>,
    pub wishlist: Vec<WishlistItem>,
    /// Contact messages sent with the account's e-mail address.
    pub messages: Vec<ContactMessage>,
}

#[derive(Debug, thiserror::Error)]
pub enum DeleteAccountError {
    #[error("Das Passwort ist nicht korrekt.")]
    WrongPassword,
    /// Administrators are managed through the settings, not deleted here.
    #[error("Ein Administratorkonto kann nicht über „Meine Daten“ gelöscht werden.")]
    Administrator,
    #[error("Das Konto wurde nicht gefunden.")]
    NotFound,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

impl From<anyhow::Error> for DeleteAccountError {
    fn from(error: anyhow::Error) -> Self {
        Self::Unknown(StoreError::Unknown(error))
    }
}

shop_ports::rules_roll_back_as!(DeleteAccountError);

/// How long data nobody needs is kept (`SHOP_RETENTION_*`, README).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetentionPolicy {
    /// Unpaid orders of no account: abandoned checkouts.
    pub unpaid_guest_orders: TimeDelta,
    pub contact_messages: TimeDelta,
    /// Accounts whose activation link was never followed.
    pub inactive_accounts: TimeDelta,
}

impl Default for RetentionPolicy {
    fn default() -> Self {
        Self {
            unpaid_guest_orders: TimeDelta::days(30),
            contact_messages: TimeDelta::days(730),
            inactive_accounts: TimeDelta::days(7),
        }
    }
}

/// What one retention run deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RetentionReport {
    pub unpaid_guest_orders: u64,
    pub contact_messages: u64,
    pub inactive_accounts: u64,
}

#[derive(Clone)]
pub struct Privacy {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    composer: Arc<dyn MailComposer>,
    policy: RetentionPolicy,
}

impl Privacy {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        composer: Arc<dyn MailComposer>,
        policy: RetentionPolicy,
    ) -> Self {
        Self {
            store,
            clock,
            composer,
            policy,
        }
    }

    /// The customer's data, `None` when the account is gone.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn export(&self, user_id: UserId) -> Result<Option<PersonalData>, StoreError> {
        read(&*self.store, move |repos| {
            let Some(user) = repos.users().find_by_id(user_id)? else {
                return Ok(None);
            };
            let mut orders = Vec::new();
            for order in repos.orders().list_for_user(user_id)? {
                orders.push(OrderDetails {
                    lines: repos.orders().lines(order.id)?,
                    shipping: repos.orders().shipping(order.id)?,
                    buyer: repos.orders().buyer(order.id)?,
                    // The shop's own bookkeeping, not the customer's data.
                    invoice_failed: false,
                    proof_versions: repos.production().proof_versions(order.id)?,
                    order,
                });
            }
            Ok(Some(PersonalData {
                buyer: repos.users().buyer_details(user_id)?.unwrap_or_default(),
                wishlist: repos.wishlist().list_for_user(user_id)?,
                messages: repos.messages().list_by_email(user.email.as_str())?,
                orders,
                user,
            }))
        })
        .await
    }

    /// Deletes the account after checking its password: its sessions, tokens
    /// and wishlist go with it, its orders stay without a login, and a
    /// confirmation mail is queued in the same transaction.
    ///
    /// # Errors
    /// [`DeleteAccountError`] naming why nothing was deleted.
    pub async fn delete_account(
        &self,
        user_id: UserId,
        password: String,
    ) -> Result<(), DeleteAccountError> {
        let user = read(&*self.store, move |repos| repos.users().find_by_id(user_id))
            .await?
            .ok_or(DeleteAccountError::NotFound)?;
        if user.role == Role::Admin {
            return Err(DeleteAccountError::Administrator);
        }
        if !passwords::verify_off_executor(user.password_hash.clone(), password).await? {
            return Err(DeleteAccountError::WrongPassword);
        }
        let now = self.clock.now();
        let mail = self.composer.compose(
            user.email.as_str(),
            &MailContent::AccountDeleted {
                company_name: user.company_name.clone(),
            },
        );
        transaction(&*self.store, move |repos| {
            if !repos.users().delete(user_id)? {
                return Err(TxError::Rule(DeleteAccountError::NotFound));
            }
            crate::jobs::queue_mail(repos, &mail, None, now)?;
            Ok(())
        })
        .await?;
        Ok(())
    }

    /// Deletes what the [`RetentionPolicy`] no longer keeps.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn apply_retention(&self) -> Result<RetentionReport, StoreError> {
        let now = self.clock.now();
        let policy = self.policy;
        write(&*self.store, move |repos| {
            Ok(RetentionReport {
                unpaid_guest_orders: repos
                    .orders()
                    .delete_unpaid_guest_orders_before(now - policy.unpaid_guest_orders)?,
                contact_messages: repos
                    .messages()
                    .delete_before(now - policy.contact_messages)?,
                inactive_accounts: repos
                    .users()
                    .delete_inactive_before(now - policy.inactive_accounts)?,
            })
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{NaiveDateTime, TimeDelta};
    use shop_domain::{Email, Password, Role};
    use shop_ports::{
        clock::MockClock,
        mailer::{MailContent, MockMailComposer, OutgoingMail},
        testing::MockRepos,
        users::{User, UserId},
    };

    use super::{DeleteAccountError, Privacy, RetentionPolicy, RetentionReport};

    fn now() -> NaiveDateTime {
        chrono::DateTime::UNIX_EPOCH.naive_utc() + TimeDelta::days(1000)
    }

    fn user(role: Role) -> User {
        User {
            id: UserId::new(3),
            email: Email::parse("kunde@example.de").unwrap(),
            company_name: "Pizzeria Bella".into(),
            phone: "0170 1".into(),
            password_hash: crate::passwords::hash(&Password::parse("geheim123").unwrap()).unwrap(),
            role,
            active: true,
            created_at: now(),
            address: None,
        }
    }

    fn privacy(repos: MockRepos) -> Privacy {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut composer = MockMailComposer::new();
        composer.expect_compose().returning(|to, content| {
            assert!(matches!(content, MailContent::AccountDeleted { company_name } if company_name == "Pizzeria Bella"));
            OutgoingMail {
                to: to.to_owned(),
                subject: "Konto gelöscht".into(),
                html_body: String::new(),
                text_body: String::new(),
                attachments: Vec::new(),
            }
        });
        Privacy::new(
            Arc::new(repos.into_store()),
            Arc::new(clock),
            Arc::new(composer),
            RetentionPolicy::default(),
        )
    }

    #[tokio::test]
    async fn the_right_password_deletes_the_account_and_queues_the_confirmation() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_id()
            .returning(|_| Ok(Some(user(Role::Customer))));
        repos
            .users
            .expect_delete()
            .withf(|id| id.get() == 3)
            .times(1)
            .returning(|_| Ok(true));
        repos
            .outbox
            .expect_enqueue()
            .withf(|mail, _| mail.to == "kunde@example.de")
            .times(1)
            .returning(|_, _| Ok(1));
        repos.jobs.expect_enqueue().returning(|_, _| Ok(true));

        privacy(repos)
            .delete_account(UserId::new(3), "geheim123".into())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_wrong_password_or_an_admin_deletes_nothing() {
        for (role, password, expected) in [
            (Role::Customer, "falsch123", "WrongPassword"),
            (Role::Admin, "geheim123", "Administrator"),
        ] {
            let mut repos = MockRepos::default();
            repos
                .users
                .expect_find_by_id()
                .returning(move |_| Ok(Some(user(role))));
            repos.users.expect_delete().never();

            let result = privacy(repos)
                .delete_account(UserId::new(3), password.into())
                .await;

            assert!(
                matches!(
                    (&result, expected),
                    (Err(DeleteAccountError::WrongPassword), "WrongPassword")
                        | (Err(DeleteAccountError::Administrator), "Administrator")
                ),
                "{result:?}"
            );
        }
    }

    #[tokio::test]
    async fn retention_deletes_by_the_policys_ages() {
        let mut repos = MockRepos::default();
        repos
            .orders
            .expect_delete_unpaid_guest_orders_before()
            .withf(|before| *before == now() - TimeDelta::days(30))
            .returning(|_| Ok(4));
        repos
            .messages
            .expect_delete_before()
            .withf(|before| *before == now() - TimeDelta::days(730))
            .returning(|_| Ok(2));
        repos
            .users
            .expect_delete_inactive_before()
            .withf(|before| *before == now() - TimeDelta::days(7))
            .returning(|_| Ok(1));

        let report = privacy(repos).apply_retention().await.unwrap();

        assert_eq!(
            report,
            RetentionReport {
                unpaid_guest_orders: 4,
                contact_messages: 2,
                inactive_accounts: 1,
            }
        );
    }
}
