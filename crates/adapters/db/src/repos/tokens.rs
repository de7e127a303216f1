use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_ports::{
    StoreError,
    tokens::{NewUserToken, TokenPurpose, TokenRepository, UserToken},
    users::UserId,
};

use super::DbRepos;
use crate::{errors::MapDb, schema::user_tokens};

#[derive(Queryable)]
struct TokenRow {
    id: i64,
    user_id: i64,
    _purpose: String,
    _token_hash: String,
    expires_at: NaiveDateTime,
    used_at: Option<NaiveDateTime>,
    created_at: NaiveDateTime,
}

impl TokenRow {
    fn into_token(self, purpose: TokenPurpose) -> UserToken {
        UserToken {
            id: self.id,
            user_id: UserId::new(self.user_id),
            purpose,
            expires_at: self.expires_at,
            used_at: self.used_at,
            created_at: self.created_at,
        }
    }
}

impl TokenRepository for DbRepos<'_> {
    fn insert(&mut self, token: &NewUserToken) -> Result<(), StoreError> {
        diesel::insert_into(user_tokens::table)
            .values((
                user_tokens::user_id.eq(token.user_id.get()),
                user_tokens::purpose.eq(token.purpose.as_str()),
                user_tokens::token_hash.eq(&token.token_hash),
                user_tokens::expires_at.eq(token.expires_at),
                user_tokens::created_at.eq(token.created_at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn find_by_hash(
        &mut self,
        purpose: TokenPurpose,
        token_hash: &str,
    ) -> Result<Option<UserToken>, StoreError> {
        let row = user_tokens::table
            .filter(user_tokens::purpose.eq(purpose.as_str()))
            .filter(user_tokens::token_hash.eq(token_hash))
            .first::<TokenRow>(self.conn)
            .optional()
            .map_db()?;
        Ok(row.map(|row| row.into_token(purpose)))
    }

    fn latest_unused(
        &mut self,
        user_id: UserId,
        purpose: TokenPurpose,
    ) -> Result<Option<UserToken>, StoreError> {
        let row = user_tokens::table
            .filter(user_tokens::user_id.eq(user_id.get()))
            .filter(user_tokens::purpose.eq(purpose.as_str()))
            .filter(user_tokens::used_at.is_null())
            .order(user_tokens::id.desc())
            .first::<TokenRow>(self.conn)
            .optional()
            .map_db()?;
        Ok(row.map(|row| row.into_token(purpose)))
    }

    fn mark_used(&mut self, id: i64, at: NaiveDateTime) -> Result<bool, StoreError> {
        let changed = diesel::update(
            user_tokens::table
                .find(id)
                .filter(user_tokens::used_at.is_null()),
        )
        .set(user_tokens::used_at.eq(at))
        .execute(self.conn)
        .map_db()?;
        Ok(changed == 1)
    }

    fn void_unused(
        &mut self,
        user_id: UserId,
        purpose: TokenPurpose,
        at: NaiveDateTime,
    ) -> Result<u64, StoreError> {
        let changed = diesel::update(
            user_tokens::table
                .filter(user_tokens::user_id.eq(user_id.get()))
                .filter(user_tokens::purpose.eq(purpose.as_str()))
                .filter(user_tokens::used_at.is_null()),
        )
        .set(user_tokens::used_at.eq(at))
        .execute(self.conn)
        .map_db()?;
        Ok(changed as u64)
    }
}
