//! 'Meine Daten': the customer edits the company, phone and address kept
//! with the account, and changes the password with the current one.

use std::sync::Arc;

use shop_domain::{AccountBuyer, Password, User, UserId};
use shop_ports::{Store, StoreError, TxError, read, transaction, users::Profile};

use crate::passwords;

#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    /// The account was deleted meanwhile.
    #[error("Das Konto wurde nicht gefunden")]
    NotFound,
    #[error("Das aktuelle Passwort ist falsch.")]
    WrongPassword,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(ProfileError);

impl From<anyhow::Error> for ProfileError {
    fn from(error: anyhow::Error) -> Self {
        Self::Unknown(StoreError::Unknown(error))
    }
}

#[derive(Clone)]
pub struct Profiles {
    store: Arc<dyn Store>,
}

impl Profiles {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self { store }
    }

    /// What the account keeps for the checkout (the default for none).
    ///
    /// # Errors
    /// Storage failure.
    pub async fn buyer_details(&self, id: UserId) -> Result<AccountBuyer, StoreError> {
        Ok(
            read(&*self.store, move |repos| repos.users().buyer_details(id))
                .await?
                .unwrap_or_default(),
        )
    }

    /// Saves the checked profile with the buyer's country, USt-IdNr. and
    /// billing address, and answers the account with its details as they
    /// are now, in one transaction.
    ///
    /// # Errors
    /// [`ProfileError::NotFound`] when the account is gone.
    pub async fn update(
        &self,
        id: UserId,
        profile: Profile,
        buyer: AccountBuyer,
    ) -> Result<(User, AccountBuyer), ProfileError> {
        Ok(transaction(&*self.store, move |repos| {
            if !repos.users().update_profile(id, &profile)?
                || !repos.users().update_buyer_details(id, &buyer)?
            {
                return Err(TxError::Rule(ProfileError::NotFound));
            }
            let user = repos
                .users()
                .find_by_id(id)?
                .ok_or(TxError::Rule(ProfileError::NotFound))?;
            let details = repos.users().buyer_details(id)?.unwrap_or_default();
            Ok((user, details))
        })
        .await?)
    }

    /// Sets `new` as the password once `current` is the one stored. The
    /// sessions stay: the customer changing it is signed in right here.
    ///
    /// # Errors
    /// [`ProfileError::WrongPassword`] when `current` is not the password.
    pub async fn change_password(
        &self,
        id: UserId,
        current: String,
        new: Password,
    ) -> Result<(), ProfileError> {
        let user = read(&*self.store, move |repos| repos.users().find_by_id(id))
            .await?
            .ok_or(ProfileError::NotFound)?;
        if !passwords::verify_off_executor(user.password_hash.clone(), current).await? {
            return Err(ProfileError::WrongPassword);
        }
        let hash = passwords::hash_off_executor(new).await?;
        Ok(transaction(&*self.store, move |repos| {
            // Only over the hash just checked: a reset meanwhile wins.
            let still = repos
                .users()
                .find_by_id(id)?
                .is_some_and(|now| now.password_hash == user.password_hash);
            if !still || !repos.users().set_password_hash(id, &hash)? {
                return Err(TxError::Rule(ProfileError::WrongPassword));
            }
            Ok(())
        })
        .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use shop_domain::{Address, CompanyName, Email, Phone, Role};
    use shop_ports::testing::MockRepos;

    fn user(hash: &str) -> User {
        User {
            id: UserId::new(7),
            email: Email::parse("wirt@pizzeria-roma.de").unwrap(),
            company_name: "Pizzeria Roma".into(),
            phone: "02161 123456".into(),
            password_hash: hash.into(),
            role: Role::Customer,
            active: true,
            created_at: NaiveDate::from_ymd_opt(2026, 12, 1)
                .unwrap()
                .and_hms_opt(9, 0, 0)
                .unwrap(),
            address: None,
        }
    }

    fn profile() -> Profile {
        Profile {
            company_name: CompanyName::parse("Trattoria Café Ümit").unwrap(),
            phone: Phone::parse("+49 2161 987654").unwrap(),
            address: Some(Address::parse("Hauptstr. 12 /41061/ Mönchengladbach").unwrap()),
        }
    }

    #[tokio::test]
    async fn the_profile_is_saved_and_answered_as_stored() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_update_profile()
            .withf(|id, saved| *id == UserId::new(7) && *saved == profile())
            .times(1)
            .returning(|_, _| Ok(true));
        let venlo = AccountBuyer {
            country: shop_domain::MemberState::parse("NL").unwrap(),
            vat_id: shop_domain::VatId::parse_optional("NL859108720B01").unwrap(),
            ..AccountBuyer::default()
        };
        let expected = venlo.clone();
        repos
            .users
            .expect_update_buyer_details()
            .withf(move |id, saved| *id == UserId::new(7) && *saved == expected)
            .times(1)
            .returning(|_, _| Ok(true));
        repos.users.expect_find_by_id().returning(|_| {
            Ok(Some(User {
                company_name: "Trattoria Café Ümit".into(),
                ..user("hash")
            }))
        });
        let stored = venlo.clone();
        repos
            .users
            .expect_buyer_details()
            .returning(move |_| Ok(Some(stored.clone())));
        let profiles = Profiles::new(Arc::new(repos.into_store()));

        let (saved, details) = profiles
            .update(UserId::new(7), profile(), venlo.clone())
            .await
            .unwrap();

        assert_eq!(saved.company_name, "Trattoria Café Ümit");
        assert_eq!(details, venlo);
    }

    #[tokio::test]
    async fn a_deleted_account_has_no_profile_to_save() {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_update_profile()
            .returning(|_, _| Ok(false));
        let profiles = Profiles::new(Arc::new(repos.into_store()));

        let result = profiles
            .update(UserId::new(7), profile(), AccountBuyer::default())
            .await;

        assert!(matches!(result, Err(ProfileError::NotFound)));
    }

    #[tokio::test]
    async fn the_password_changes_only_with_the_current_one() {
        let stored = passwords::hash(&Password::parse("altes-Passwort").unwrap()).unwrap();
        let mut repos = MockRepos::default();
        let found = user(&stored);
        repos
            .users
            .expect_find_by_id()
            .returning(move |_| Ok(Some(found.clone())));
        repos
            .users
            .expect_set_password_hash()
            .withf(|_, hash| passwords::verify(hash, "neues-Passwort"))
            .times(1)
            .returning(|_, _| Ok(true));
        let profiles = Profiles::new(Arc::new(repos.into_store()));

        let wrong = profiles
            .change_password(
                UserId::new(7),
                "falsch".into(),
                Password::parse("neues-Passwort").unwrap(),
            )
            .await;
        assert!(matches!(wrong, Err(ProfileError::WrongPassword)));

        profiles
            .change_password(
                UserId::new(7),
                "altes-Passwort".into(),
                Password::parse("neues-Passwort").unwrap(),
            )
            .await
            .unwrap();
    }
}
