use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{
    AccountBuyer, Address, BillingAddress, BillingForm, Email, MemberState, Role, VatId,
};
use shop_ports::{
    StoreError,
    users::{NewUser, Profile, User, UserId, UserRepository},
};

use super::DbRepos;
use crate::{
    errors::{MapDb, corrupt},
    schema::users,
};

/// The account's own columns; the buyer's details are read apart. (An
/// insert returns the same columns; the selection does not depend on the
/// backend.)
#[derive(Queryable, Selectable)]
#[diesel(table_name = users)]
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

type BuyerRow = (
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<NaiveDateTime>,
);

fn account_buyer(row: BuyerRow) -> Result<AccountBuyer, StoreError> {
    let (country, vat_id, legal_name, street, zip_code, city, billing_country, confirmed_at) = row;
    let billing = match (legal_name, street, zip_code, city) {
        (Some(legal_name), Some(street), Some(zip_code), Some(city)) => Some(
            BillingAddress::from_stored(BillingForm {
                legal_name: &legal_name,
                street: &street,
                zip_code: &zip_code,
                city: &city,
                country: billing_country.as_deref().unwrap_or_default(),
            })
            .map_err(|e| corrupt("account billing address", e))?,
        ),
        _ => None,
    };
    Ok(AccountBuyer {
        country: MemberState::parse(&country).map_err(|e| corrupt("account country", e))?,
        vat_id: VatId::from_stored(vat_id.as_deref().unwrap_or_default())
            .map_err(|e| corrupt("account VAT ID", e))?,
        billing,
        business_buyer_confirmed_at: confirmed_at,
    })
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
    fn buyer_details(&mut self, id: UserId) -> Result<Option<AccountBuyer>, StoreError> {
        users::table
            .find(id.get())
            .select((
                users::country,
                users::vat_id,
                users::billing_legal_name,
                users::billing_street,
                users::billing_zip_code,
                users::billing_city,
                users::billing_country,
                users::business_buyer_confirmed_at,
            ))
            .first::<BuyerRow>(self.conn)
            .optional()
            .map_db()?
            .map(account_buyer)
            .transpose()
    }

    fn update_buyer_details(
        &mut self,
        id: UserId,
        details: &AccountBuyer,
    ) -> Result<bool, StoreError> {
        let billing = details.billing.as_ref();
        let changed = diesel::update(users::table.find(id.get()))
            .set((
                users::country.eq(details.country.code()),
                users::vat_id.eq(details.vat_id.as_ref().map(VatId::as_str)),
                users::billing_legal_name.eq(billing.map(|b| b.legal_name.as_str())),
                users::billing_street.eq(billing.map(|b| b.street.as_str())),
                users::billing_zip_code.eq(billing.map(|b| b.zip_code.as_str())),
                users::billing_city.eq(billing.map(|b| b.city.as_str())),
                users::billing_country.eq(billing.map(|b| b.country.code())),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(changed == 1)
    }

    fn confirm_business_buyer(&mut self, id: UserId, at: NaiveDateTime) -> Result<(), StoreError> {
        diesel::update(users::table.find(id.get()))
            .set(users::business_buyer_confirmed_at.eq(at))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

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
            .select(UserRow::as_select())
            .first::<UserRow>(self.conn)
            .optional()
            .map_db()?
            .map(User::try_from)
            .transpose()
    }

    fn find_by_id(&mut self, id: UserId) -> Result<Option<User>, StoreError> {
        users::table
            .find(id.get())
            .select(UserRow::as_select())
            .first::<UserRow>(self.conn)
            .optional()
            .map_db()?
            .map(User::try_from)
            .transpose()
    }

    fn insert(&mut self, user: &NewUser) -> Result<User, StoreError> {
        diesel::insert_into(users::table)
            .values(NewUserRow::from(user))
            .returning(<UserRow as Selectable<diesel::sqlite::Sqlite>>::construct_selection())
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
            .returning(<UserRow as Selectable<diesel::sqlite::Sqlite>>::construct_selection())
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
