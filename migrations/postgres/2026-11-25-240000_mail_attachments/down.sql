ALTER TABLE mail_outbox DROP COLUMN attachment_data;
ALTER TABLE mail_outbox DROP COLUMN attachment_type;
ALTER TABLE mail_outbox DROP COLUMN attachment_name;
