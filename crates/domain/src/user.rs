//! Accounts: who a user is and what a user may do.

use std::fmt;

use chrono::NaiveDateTime;

use crate::values::Email;

/// The identifier of an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(i64);

impl UserId {
    /// Wraps a raw id.
    pub const fn new(raw: i64) -> Self {
        Self(raw)
    }

    /// The raw id.
    pub const fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A company's or an administrator's account.
#[derive(Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub email: Email,
    pub company_name: String,
    pub phone: String,
    /// argon2id PHC string; never leaves the server.
    pub password_hash: String,
    pub role: Role,
    /// False until the e-mailed activation link was followed.
    pub active: bool,
    pub created_at: NaiveDateTime,
    /// The address the customer keeps on 'Meine Daten' (the checkout
    /// suggests it); `None` until one is saved.
    pub address: Option<String>,
}

impl fmt::Debug for User {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("User")
            .field("id", &self.id)
            .field("email", &self.email)
            .field("role", &self.role)
            .field("active", &self.active)
            .finish_non_exhaustive()
    }
}

/// A role name was not recognised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unbekannte Rolle")]
pub struct InvalidRole;

/// What a signed-in user may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// A company that shops.
    Customer,
    /// Runs the back-office.
    Admin,
}

impl Role {
    /// `"customer"` or `"admin"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Customer => "customer",
            Role::Admin => "admin",
        }
    }

    /// Reads the exact spelling produced by [`Role::as_str`].
    ///
    /// # Errors
    /// [`InvalidRole`] for anything else.
    pub fn parse(s: &str) -> Result<Self, InvalidRole> {
        match s.trim() {
            "customer" => Ok(Role::Customer),
            "admin" => Ok(Role::Admin),
            _ => Err(InvalidRole),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn role_round_trips_lower_case_names() {
        for (role, name) in [(Role::Customer, "customer"), (Role::Admin, "admin")] {
            assert_eq!(role.as_str(), name);
            assert_eq!(role.to_string(), name);
            assert_eq!(Role::parse(name), Ok(role));
        }
        assert_eq!(Role::parse("Admin"), Err(InvalidRole));
        assert_eq!(Role::parse("visitor"), Err(InvalidRole));
        assert_eq!(InvalidRole.to_string(), "Unbekannte Rolle");
    }

    #[test]
    fn a_users_debug_output_leaves_out_the_password_hash() {
        let user = User {
            id: UserId::new(7),
            email: Email::parse("a@b.de").unwrap(),
            company_name: "Pizzeria".into(),
            phone: "0211 1234".into(),
            password_hash: "$argon2id$secret".into(),
            role: Role::Customer,
            active: true,
            created_at: NaiveDateTime::default(),
            address: None,
        };
        let printed = format!("{user:?}");
        assert!(printed.contains("a@b.de"));
        assert!(!printed.contains("argon2id"));
    }
}
