-- A mail may carry several files (the invoice and the AGB the buyer
-- accepted). Mails queued before keep theirs in mail_outbox.attachment_*.
CREATE TABLE mail_outbox_attachments (
    mail_id BIGINT NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    file_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (mail_id, position)
);
