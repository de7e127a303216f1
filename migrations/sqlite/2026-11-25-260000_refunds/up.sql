-- Which checkout session took the money: the one a refund goes back through
-- (an order can have several sessions when a customer comes back a day later).
ALTER TABLE payments ADD COLUMN paid_at TIMESTAMP;

-- A cancelled paid order is refunded; the order stays paid (its invoice
-- stands, reversed by a credit note) and records when the money went back.
ALTER TABLE orders ADD COLUMN refunded_at TIMESTAMP;

-- The provider's record of each refund: at most one per order, written in
-- the transaction that cancels the order and issues its credit note.
CREATE TABLE refunds (
    order_id BIGINT PRIMARY KEY NOT NULL REFERENCES orders (id),
    provider TEXT NOT NULL,
    refund_id TEXT NOT NULL,
    amount_cents BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
