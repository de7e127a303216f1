-- Discount codes ('Aktionscodes'). `uses` counts the reserved and redeemed
-- uses; a use is only ever taken by the conditional update
-- `uses = uses + 1 WHERE uses < max_uses`, which two checkouts cannot both
-- pass for the last use.
CREATE TABLE vouchers (
    code TEXT PRIMARY KEY NOT NULL,
    percent_off INTEGER,
    amount_off_cents BIGINT,
    valid_from DATE,
    valid_until DATE,
    max_uses INTEGER NOT NULL,
    max_uses_per_customer INTEGER NOT NULL,
    min_order_cents BIGINT,
    category_id INTEGER,
    active BOOLEAN NOT NULL,
    uses INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL)),
    CHECK (uses >= 0)
);

-- One row per order holding a use: 'reserved' while unpaid, 'redeemed' once
-- paid; deleted when the use is given back. `customer` is 'account:{id}' or
-- 'email:{lower-cased address}'.
CREATE TABLE voucher_uses (
    order_id BIGINT PRIMARY KEY NOT NULL REFERENCES orders (id),
    code TEXT NOT NULL REFERENCES vouchers (code),
    customer TEXT NOT NULL,
    state TEXT NOT NULL,
    reserved_at TIMESTAMP NOT NULL,
    redeemed_at TIMESTAMP
);
CREATE INDEX voucher_uses_code_customer ON voucher_uses (code, customer);

-- The code an order was priced with and what it took off the net subtotal.
ALTER TABLE orders ADD COLUMN voucher_code TEXT;
ALTER TABLE orders ADD COLUMN discount_cents BIGINT NOT NULL DEFAULT 0;
