use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_ports::{
    StoreError,
    mailer::{Attachment, OutgoingMail},
    outbox::{OutboxRepository, QueuedMail},
};

use super::DbRepos;
use crate::{
    errors::MapDb,
    schema::{mail_outbox, mail_outbox_attachments},
};

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
        let id: i64 = diesel::insert_into(mail_outbox::table)
            .values((
                mail_outbox::recipient.eq(&mail.to),
                mail_outbox::subject.eq(&mail.subject),
                mail_outbox::html_body.eq(&mail.html_body),
                mail_outbox::text_body.eq(&mail.text_body),
                mail_outbox::attempts.eq(0),
                mail_outbox::next_attempt_at.eq(Some(now)),
                mail_outbox::created_at.eq(now),
            ))
            .returning(mail_outbox::id)
            .get_result(self.conn)
            .map_db()?;
        for (position, attachment) in (0..).zip(&mail.attachments) {
            diesel::insert_into(mail_outbox_attachments::table)
                .values((
                    mail_outbox_attachments::mail_id.eq(id),
                    mail_outbox_attachments::position.eq(position),
                    mail_outbox_attachments::file_name.eq(&attachment.file_name),
                    mail_outbox_attachments::content_type.eq(&attachment.content_type),
                    mail_outbox_attachments::data.eq(&attachment.data),
                ))
                .execute(self.conn)
                .map_db()?;
        }
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
        let ids: Vec<i64> = rows.iter().map(|row| row.0).collect();
        let mut files: std::collections::HashMap<i64, Vec<Attachment>> =
            std::collections::HashMap::new();
        for (mail_id, file_name, content_type, data) in mail_outbox_attachments::table
            .filter(mail_outbox_attachments::mail_id.eq_any(&ids))
            .order((
                mail_outbox_attachments::mail_id,
                mail_outbox_attachments::position,
            ))
            .select((
                mail_outbox_attachments::mail_id,
                mail_outbox_attachments::file_name,
                mail_outbox_attachments::content_type,
                mail_outbox_attachments::data,
            ))
            .load::<(i64, String, String, Vec<u8>)>(self.conn)
            .map_db()?
        {
            files.entry(mail_id).or_default().push(Attachment {
                file_name,
                content_type,
                data,
            });
        }
        Ok(rows
            .into_iter()
            .map(
                |(id, to, subject, html_body, text_body, attempts, name, kind, data)| {
                    // A mail queued before attachments had their own table keeps its one file here.
                    let earlier = match (name, kind, data) {
                        (Some(file_name), Some(content_type), Some(data)) => Some(Attachment {
                            file_name,
                            content_type,
                            data,
                        }),
                        _ => None,
                    };
                    let mut attachments: Vec<Attachment> = earlier.into_iter().collect();
                    attachments.extend(files.remove(&id).unwrap_or_default());
                    QueuedMail {
                        id,
                        mail: OutgoingMail {
                            to,
                            subject,
                            html_body,
                            text_body,
                            attachments,
                        },
                        attempts: u32::try_from(attempts).unwrap_or(0),
                    }
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
        // The documents stay with the shop (invoices table, the AGB in code).
        diesel::delete(
            mail_outbox_attachments::table.filter(mail_outbox_attachments::mail_id.eq(id)),
        )
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
