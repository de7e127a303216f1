use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{Address, Email, Role};
use shop_ports::{
    StoreError,
    users::{NewUser, Profile, User, UserId, UserRepository},
};

use super::DbRepos;
use crate::{
    errors::{MapDb, corrupt},
    schema::users,
};

#[derive(Queryable)]
struct UserRow {
    id: i64,
    email: String,
    company_name: String,
    phone: String,
    password_hash: String,
    role: String,
    active: bool,
    created_at: NaiveDateTime,
    address: Option<String>,
}

#[derive(Insertable)]
#[diesel(table_name = users)]
struct NewUserRow<'a> {
    email: &'a str,
    company_name: &'a str,
    phone: &'a str,
    password_hash: &'a str,
    role: &'a str,
    active: bool,
    created_at: NaiveDateTime,
}

impl<'a> From<&'a NewUser> for NewUserRow<'a> {
    fn from(user: &'a NewUser) -> Self {
        Self {
            email: user.email.as_str(),
            company_name: &user.company_name,
            phone: &user.phone,
            password_hash: &user.password_hash,
            role: user.role.as_str(),
            active: user.active,
            created_at: user.created_at,
        }
    }
}

impl TryFrom<UserRow> for User {
    type Error = StoreError;
    fn try_from(row: UserRow) -> Result<Self, StoreError> {
        Ok(User {
            id: UserId::new(row.id),
            email: Email::parse(&row.email).map_err(|e| corrupt("user e-mail", e))?,
            company_name: row.company_name,
            phone: row.phone,
            password_hash: row.password_hash,
            role: Role::parse(&row.role).map_err(|e| corrupt("user role", e))?,
            active: row.active,
            created_at: row.created_at,
            address: row.address,
        })
    }
}

impl UserRepository for DbRepos<'_> {
    fn update_profile(&mut self, id: UserId, profile: &Profile) -> Result<bool, StoreError> {
        let changed = diesel::update(users::table.find(id.get()))
            .set((
                users::company_name.eq(profile.company_name.as_str()),
                users::phone.eq(profile.phone.as_str()),
                users::address.eq(profile.address.as_ref().map(Address::as_str)),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(changed == 1)
    }

    fn find_by_email(&mut self, email: &Email) -> Result<Option<User>, StoreError> {
        users::table
            .filter(users::email.eq(email.as_str()))
            .first::<UserRow>(self.conn)
            .optional()
            .map_db()?
            .map(User::try_from)
            .transpose()
    }

    fn find_by_id(&mut self, id: UserId) -> Result<Option<User>, StoreError> {
        users::table
            .find(id.get())
            .first::<UserRow>(self.conn)
            .optional()
            .map_db()?
            .map(User::try_from)
            .transpose()
    }

    fn insert(&mut self, user: &NewUser) -> Result<User, StoreError> {
        diesel::insert_into(users::table)
            .values(NewUserRow::from(user))
            .returning(users::all_columns)
            .get_result::<UserRow>(self.conn)
            .map_db()?
            .try_into()
    }

    fn upsert_admin(&mut self, admin: &NewUser) -> Result<User, StoreError> {
        let updated = diesel::update(users::table.filter(users::email.eq(admin.email.as_str())))
            .set((
                users::password_hash.eq(&admin.password_hash),
                users::role.eq(Role::Admin.as_str()),
                users::active.eq(true),
            ))
            .returning(users::all_columns)
            .get_result::<UserRow>(self.conn)
            .optional()
            .map_db()?;
        match updated {
            Some(row) => row.try_into(),
            None => self.insert(&NewUser {
                role: Role::Admin,
                active: true,
                ..admin.clone()
            }),
        }
    }

    fn activate(&mut self, id: UserId) -> Result<bool, StoreError> {
        let changed = diesel::update(users::table.find(id.get()))
            .set(users::active.eq(true))
            .execute(self.conn)
            .map_db()?;
        Ok(changed > 0)
    }

    fn set_password_hash(&mut self, id: UserId, password_hash: &str) -> Result<bool, StoreError> {
        let changed = diesel::update(users::table.find(id.get()))
            .set(users::password_hash.eq(password_hash))
            .execute(self.conn)
            .map_db()?;
        Ok(changed > 0)
    }

    // Sessions, tokens and wishlist go by ON DELETE CASCADE, orders keep
    // their rows by ON DELETE SET NULL (both migration trees).
    fn delete(&mut self, id: UserId) -> Result<bool, StoreError> {
        let deleted = diesel::delete(users::table.find(id.get()))
            .execute(self.conn)
            .map_db()?;
        Ok(deleted > 0)
    }

    fn delete_inactive_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError> {
        let deleted = diesel::delete(
            users::table
                .filter(users::active.eq(false))
                .filter(users::created_at.lt(before)),
        )
        .execute(self.conn)
        .map_db()?;
        Ok(deleted as u64)
    }
}
