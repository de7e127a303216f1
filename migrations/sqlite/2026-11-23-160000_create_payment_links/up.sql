-- Payment links mailed for orders the back-office creates: only the hash of
-- the link's random token is kept.
CREATE TABLE payment_links (
    token_hash TEXT PRIMARY KEY NOT NULL,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX payment_links_order_id ON payment_links (order_id);
