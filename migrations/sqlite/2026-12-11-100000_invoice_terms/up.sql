-- Pay on invoice for regular customers: the terms an admin grants an
-- account, how each order is paid, its invoice's due date, and the
-- payments booked against it (by hand or from a bank statement, whose
-- entry reference makes a second import book nothing twice).
CREATE TABLE invoice_terms (
    user_id BIGINT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    limit_cents BIGINT NOT NULL CHECK (limit_cents > 0),
    days INTEGER NOT NULL CHECK (days > 0),
    granted_at TIMESTAMP NOT NULL
);

ALTER TABLE orders ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'card'
    CHECK (payment_method IN ('card', 'invoice'));
-- The days agreed when it was ordered; its invoice's due date once issued.
ALTER TABLE orders ADD COLUMN invoice_days INTEGER CHECK (invoice_days > 0);
ALTER TABLE orders ADD COLUMN invoice_due_on DATE;
CREATE INDEX orders_on_invoice ON orders (user_id, payment_method, payment_status);

CREATE TABLE invoice_payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
    paid_on DATE NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    bank_reference TEXT UNIQUE,
    booked_at TIMESTAMP NOT NULL
);
CREATE INDEX invoice_payments_order ON invoice_payments (order_id);
