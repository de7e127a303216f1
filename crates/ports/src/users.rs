//! Accounts of companies and administrators.

use chrono::NaiveDateTime;
// Accounts live in the domain; re-exported beside the repository that stores them.
use shop_domain::{AccountBuyer, Address, CompanyName, Email, Phone, Role};
pub use shop_domain::{User, UserId};

use crate::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUser {
    pub email: Email,
    pub company_name: String,
    pub phone: String,
    pub password_hash: String,
    pub role: Role,
    pub active: bool,
    pub created_at: NaiveDateTime,
}

/// What the customer edits on 'Meine Daten', checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub company_name: CompanyName,
    pub phone: Phone,
    /// The address the checkout suggests; `None` to keep none.
    pub address: Option<Address>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait UserRepository {
    /// What the account keeps for the checkout: country, USt-IdNr., billing
    /// address, business confirmation; `None` when no such user.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn buyer_details(&mut self, id: UserId) -> Result<Option<AccountBuyer>, StoreError>;

    /// Writes country, USt-IdNr. and billing address (not the confirmation);
    /// `false` when no such user.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn update_buyer_details(
        &mut self,
        id: UserId,
        details: &AccountBuyer,
    ) -> Result<bool, StoreError>;

    /// Records that the account confirmed buying as a business, at `at`.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn confirm_business_buyer(&mut self, id: UserId, at: NaiveDateTime) -> Result<(), StoreError>;

    /// Writes the account's company, phone and address; `false` when no such user.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn update_profile(&mut self, id: UserId, profile: &Profile) -> Result<bool, StoreError>;

    /// The user with this (lower-case) e-mail, if any.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure; never hides one as `None`.
    fn find_by_email(&mut self, email: &Email) -> Result<Option<User>, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn find_by_id(&mut self, id: UserId) -> Result<Option<User>, StoreError>;

    /// Inserts a user and returns it with its id.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the e-mail is taken.
    fn insert(&mut self, user: &NewUser) -> Result<User, StoreError>;

    /// Creates the user, or when the e-mail exists makes it an active admin with this hash.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn upsert_admin(&mut self, admin: &NewUser) -> Result<User, StoreError>;

    /// Marks the account active; `false` when no such user.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn activate(&mut self, id: UserId) -> Result<bool, StoreError>;

    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn set_password_hash(&mut self, id: UserId, password_hash: &str) -> Result<bool, StoreError>;

    /// Deletes the account with its sessions, tokens and wishlist; its
    /// orders stay, linked to no account. `false` when no such user.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete(&mut self, id: UserId) -> Result<bool, StoreError>;

    /// Deletes accounts never activated that were created before `before`; returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete_inactive_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError>;
}
