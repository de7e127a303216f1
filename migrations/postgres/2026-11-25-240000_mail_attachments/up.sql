-- One file a mail carries (the invoice PDF with the payment confirmation);
-- dropped with the bodies once the mail is delivered.
ALTER TABLE mail_outbox ADD COLUMN attachment_name TEXT;
ALTER TABLE mail_outbox ADD COLUMN attachment_type TEXT;
ALTER TABLE mail_outbox ADD COLUMN attachment_data BYTEA;
