-- The letters sent for an unpaid invoice bought on invoice: a row is
-- written in the transaction that queues the letter's mail, so each
-- letter goes out once even when its job runs twice.
CREATE TABLE invoice_reminders (
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    step TEXT NOT NULL CHECK (step IN ('reminder', 'dunning')),
    sent_at TIMESTAMP NOT NULL,
    PRIMARY KEY (order_id, step)
);
