-- Paid orders still owed their invoice. The paying transaction writes the
-- row, the issuing transaction deletes it: a document that fails to render
-- never takes the payment down, and the housekeeping retries what is left.
CREATE TABLE invoices_due (
    order_id BIGINT PRIMARY KEY NOT NULL REFERENCES orders (id),
    due_since TIMESTAMP NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    confirmation_sent BOOLEAN NOT NULL DEFAULT FALSE
);
