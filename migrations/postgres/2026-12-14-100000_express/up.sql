-- 'Express-Produktion': the net surcharge of an order that bought it (its
-- own line), and when and by which refund it was given back because the
-- order shipped after its promised day. Written once: the refund's guard.
CREATE TABLE order_express (
    order_id BIGINT PRIMARY KEY NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    surcharge_cents BIGINT NOT NULL CHECK (surcharge_cents > 0),
    refunded_at TIMESTAMP,
    refund_id TEXT
);
