DROP TABLE mail_outbox_attachments;
