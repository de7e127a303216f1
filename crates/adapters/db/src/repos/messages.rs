use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_ports::{
    Page, PageRequest, StoreError,
    messages::{ContactMessage, MessageRepository, NewMessage},
};

use super::{DbRepos, limit_offset};
use crate::{
    errors::{MapDb, count},
    schema::messages,
};

#[derive(Queryable)]
struct MessageRow {
    id: i64,
    name: String,
    email: String,
    phone: String,
    message: String,
    created_at: NaiveDateTime,
}

impl From<MessageRow> for ContactMessage {
    fn from(row: MessageRow) -> Self {
        Self {
            id: row.id,
            name: row.name,
            email: row.email,
            phone: row.phone,
            message: row.message,
            created_at: row.created_at,
        }
    }
}

impl MessageRepository for DbRepos<'_> {
    fn insert(&mut self, message: &NewMessage) -> Result<ContactMessage, StoreError> {
        Ok(diesel::insert_into(messages::table)
            .values((
                messages::name.eq(&message.name),
                messages::email.eq(&message.email),
                messages::phone.eq(&message.phone),
                messages::message.eq(&message.message),
                messages::created_at.eq(message.created_at),
            ))
            .returning(messages::all_columns)
            .get_result::<MessageRow>(self.conn)
            .map_db()?
            .into())
    }

    fn list_page(&mut self, page: PageRequest) -> Result<Page<ContactMessage>, StoreError> {
        let (limit, offset) = limit_offset(page);
        let rows = messages::table
            .order(messages::id.desc())
            .limit(limit)
            .offset(offset)
            .load::<MessageRow>(self.conn)
            .map_db()?;
        let total = count(
            messages::table
                .count()
                .get_result::<i64>(self.conn)
                .map_db()?,
        );
        Ok(Page {
            items: rows.into_iter().map(ContactMessage::from).collect(),
            total,
        })
    }

    fn list_by_email(&mut self, email: &str) -> Result<Vec<ContactMessage>, StoreError> {
        Ok(messages::table
            .filter(messages::email.eq(email))
            .order(messages::id)
            .load::<MessageRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(ContactMessage::from)
            .collect())
    }

    fn delete_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError> {
        let deleted = diesel::delete(messages::table.filter(messages::created_at.lt(before)))
            .execute(self.conn)
            .map_db()?;
        Ok(deleted as u64)
    }
}
