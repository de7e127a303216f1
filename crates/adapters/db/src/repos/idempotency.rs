use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::OrderId;
use shop_ports::{
    StoreError,
    idempotency::{IdempotencyRepository, KeyOwner, StoredKey},
};

use super::DbRepos;
use crate::{errors::MapDb, schema::idempotency_keys};

/// `guest` or `user:<id>`: the key's namespace.
fn owner_column(owner: KeyOwner) -> String {
    match owner {
        KeyOwner::Guest => "guest".to_owned(),
        KeyOwner::User(user) => format!("user:{}", user.get()),
    }
}

impl IdempotencyRepository for DbRepos<'_> {
    fn find(&mut self, owner: KeyOwner, key: &str) -> Result<Option<StoredKey>, StoreError> {
        Ok(idempotency_keys::table
            .find((owner_column(owner), key))
            .select((idempotency_keys::fingerprint, idempotency_keys::order_id))
            .first::<(String, i64)>(self.conn)
            .optional()
            .map_db()?
            .map(|(fingerprint, order_id)| StoredKey {
                fingerprint,
                order_id: OrderId::new(order_id),
            }))
    }

    fn insert(
        &mut self,
        owner: KeyOwner,
        key: &str,
        stored: &StoredKey,
        created_at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::insert_into(idempotency_keys::table)
            .values((
                idempotency_keys::owner.eq(owner_column(owner)),
                idempotency_keys::key.eq(key),
                idempotency_keys::fingerprint.eq(&stored.fingerprint),
                idempotency_keys::order_id.eq(stored.order_id.get()),
                idempotency_keys::created_at.eq(created_at),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }
}
