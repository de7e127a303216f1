-- The order's life after its payment: the dated steps of its timeline, the
-- parcel it went out in, the one approval reminder.
ALTER TABLE orders ADD COLUMN confirmed_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN proof_ready_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN approved_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN in_production_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN shipped_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN delivered_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN cancelled_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN carrier TEXT;
ALTER TABLE orders ADD COLUMN tracking_number TEXT;
ALTER TABLE orders ADD COLUMN approval_reminded_at TIMESTAMP;

-- Every proof a design line was shown as, with its exact bytes: the
-- approved version is what is printed, byte for byte, for ever.
CREATE TABLE proof_versions (
    order_line_id BIGINT NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    pdf BLOB NOT NULL,
    sha256 TEXT NOT NULL,
    -- NULL until the QR code was read back (or when the design has none).
    qr_readable BOOLEAN,
    created_at TIMESTAMP NOT NULL,
    approved_at TIMESTAMP,
    -- 'customer' or 'admin' (on the customer's behalf, with a note).
    approved_by TEXT,
    approver_id BIGINT,
    approval_note TEXT,
    PRIMARY KEY (order_line_id, version)
);

-- The mailed approval link of an order: only the token's hash is kept.
CREATE TABLE approval_links (
    token_hash TEXT PRIMARY KEY NOT NULL,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX approval_links_order ON approval_links (order_id);
