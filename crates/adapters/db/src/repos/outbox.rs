use std::collections::HashMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_ports::{
    StoreError,
    mailer::{Attachment, OutgoingMail},
    outbox::{OutboxRepository, QueuedMail},
};

use super::DbRepos;
use crate::{
    connection::DbConnection,
    errors::MapDb,
    schema::{mail_outbox, mail_outbox_attachments},
};

type QueuedRow = (
    i64,
    String,
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    Option<Vec<u8>>,
);

/// Unsent mails with the columns a [`QueuedRow`] reads.
macro_rules! queued_query {
    () => {
        mail_outbox::table
            .filter(mail_outbox::sent_at.is_null())
            .select((
                mail_outbox::id,
                mail_outbox::recipient,
                mail_outbox::subject,
                mail_outbox::html_body,
                mail_outbox::text_body,
                mail_outbox::attachment_name,
                mail_outbox::attachment_type,
                mail_outbox::attachment_data,
            ))
    };
}

/// The mails of `rows` with their files.
fn with_attachments(
    conn: &mut DbConnection,
    rows: Vec<QueuedRow>,
) -> Result<Vec<QueuedMail>, StoreError> {
    let ids: Vec<i64> = rows.iter().map(|row| row.0).collect();
    let mut files: HashMap<i64, Vec<Attachment>> = HashMap::new();
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
        .load::<(i64, String, String, Vec<u8>)>(conn)
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
            |(id, to, subject, html_body, text_body, name, kind, data)| {
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
                }
            },
        )
        .collect())
}

impl OutboxRepository for DbRepos<'_> {
    fn enqueue(&mut self, mail: &OutgoingMail, now: NaiveDateTime) -> Result<i64, StoreError> {
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
        Ok(id)
    }

    fn unsent(&mut self, id: i64) -> Result<Option<QueuedMail>, StoreError> {
        let rows = queued_query!()
            .filter(mail_outbox::id.eq(id))
            .load::<QueuedRow>(self.conn)
            .map_db()?;
        Ok(with_attachments(self.conn, rows)?.pop())
    }

    fn due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<QueuedMail>, StoreError> {
        let rows = queued_query!()
            .filter(mail_outbox::next_attempt_at.le(now))
            .order(mail_outbox::id)
            .limit(i64::from(limit))
            .load::<QueuedRow>(self.conn)
            .map_db()?;
        with_attachments(self.conn, rows)
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
}
