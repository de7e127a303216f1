use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_ports::{
    StoreError,
    mailer::{Attachment, OutgoingMail},
    outbox::{OutboxRepository, QueuedMail},
};

use super::DbRepos;
use crate::{errors::MapDb, schema::mail_outbox};

type QueuedRow = (
    i64,
    String,
    String,
    String,
    String,
    i32,
    Option<String>,
    Option<String>,
    Option<Vec<u8>>,
);

impl OutboxRepository for DbRepos<'_> {
    fn enqueue(&mut self, mail: &OutgoingMail, now: NaiveDateTime) -> Result<(), StoreError> {
        diesel::insert_into(mail_outbox::table)
            .values((
                mail_outbox::recipient.eq(&mail.to),
                mail_outbox::subject.eq(&mail.subject),
                mail_outbox::html_body.eq(&mail.html_body),
                mail_outbox::text_body.eq(&mail.text_body),
                mail_outbox::attachment_name.eq(mail.attachment.as_ref().map(|a| &a.file_name)),
                mail_outbox::attachment_type.eq(mail.attachment.as_ref().map(|a| &a.content_type)),
                mail_outbox::attachment_data.eq(mail.attachment.as_ref().map(|a| &a.data)),
                mail_outbox::attempts.eq(0),
                mail_outbox::next_attempt_at.eq(Some(now)),
                mail_outbox::created_at.eq(now),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<QueuedMail>, StoreError> {
        let rows = mail_outbox::table
            .filter(mail_outbox::sent_at.is_null())
            .filter(mail_outbox::next_attempt_at.le(now))
            .order(mail_outbox::id)
            .limit(i64::from(limit))
            .select((
                mail_outbox::id,
                mail_outbox::recipient,
                mail_outbox::subject,
                mail_outbox::html_body,
                mail_outbox::text_body,
                mail_outbox::attempts,
                mail_outbox::attachment_name,
                mail_outbox::attachment_type,
                mail_outbox::attachment_data,
            ))
            .load::<QueuedRow>(self.conn)
            .map_db()?;
        Ok(rows
            .into_iter()
            .map(
                |(id, to, subject, html_body, text_body, attempts, name, kind, data)| QueuedMail {
                    id,
                    mail: OutgoingMail {
                        to,
                        subject,
                        html_body,
                        text_body,
                        attachment: match (name, kind, data) {
                            (Some(file_name), Some(content_type), Some(data)) => Some(Attachment {
                                file_name,
                                content_type,
                                data,
                            }),
                            _ => None,
                        },
                    },
                    attempts: u32::try_from(attempts).unwrap_or(0),
                },
            )
            .collect())
    }

    fn claim(
        &mut self,
        id: i64,
        now: NaiveDateTime,
        until: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        // The condition is re-checked under the row lock, so of two racing workers only one wins.
        let claimed = diesel::update(
            mail_outbox::table
                .find(id)
                .filter(mail_outbox::sent_at.is_null())
                .filter(mail_outbox::next_attempt_at.le(now)),
        )
        .set(mail_outbox::next_attempt_at.eq(Some(until)))
        .execute(self.conn)
        .map_db()?;
        Ok(claimed == 1)
    }

    fn mark_sent(&mut self, id: i64, at: NaiveDateTime) -> Result<(), StoreError> {
        diesel::update(mail_outbox::table.find(id))
            .set((
                mail_outbox::sent_at.eq(Some(at)),
                mail_outbox::next_attempt_at.eq(None::<NaiveDateTime>),
                // The bodies hold live links (activation, reset, payment): once
                // delivered they are only a risk. Recipient, subject and times stay.
                mail_outbox::html_body.eq(""),
                mail_outbox::text_body.eq(""),
                mail_outbox::attachment_data.eq(None::<Vec<u8>>),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn mark_failed(
        &mut self,
        id: i64,
        attempts: u32,
        next_attempt_at: Option<NaiveDateTime>,
        error: &str,
    ) -> Result<(), StoreError> {
        diesel::update(mail_outbox::table.find(id))
            .set((
                mail_outbox::attempts.eq(i32::try_from(attempts).unwrap_or(i32::MAX)),
                mail_outbox::next_attempt_at.eq(next_attempt_at),
                mail_outbox::last_error.eq(Some(error)),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }
}
