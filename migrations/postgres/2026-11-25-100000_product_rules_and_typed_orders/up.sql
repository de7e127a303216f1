-- Rules that were read from names and category numbers become data.
ALTER TABLE products ADD COLUMN kind TEXT NOT NULL DEFAULT 'samplePack';
ALTER TABLE products ADD COLUMN packing TEXT NOT NULL DEFAULT 'any';
UPDATE products SET kind = 'card' WHERE category_id = 2;
UPDATE products SET kind = 'bottleOpener' WHERE category_id = 3;
-- Until now "Plus" as a whole word of the name meant "individually packed only";
-- it is written down once here and never read from the name again.
UPDATE products SET packing = 'packedOnly'
WHERE name ~ '(^|[^A-Za-z0-9])Plus([^A-Za-z0-9]|$)';

-- Which design shape a line carries (card, bottle opener, sample pack).
ALTER TABLE order_lines ADD COLUMN kind TEXT NOT NULL DEFAULT 'samplePack';
UPDATE order_lines SET kind = CASE
    WHEN product_type = 'MBNprod' THEN 'samplePack'
    WHEN template <> '' THEN 'card'
    ELSE 'bottleOpener'
END;

-- Written from the order aggregate's own rule on every change, so the
-- back-office list filters on one column instead of restating the rule in SQL.
ALTER TABLE orders ADD COLUMN listed_in_back_office BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE orders SET listed_in_back_office = (payment_status = 'Paid' OR order_type = 'Costume');
DROP INDEX orders_valid_listing;
CREATE INDEX orders_back_office ON orders (listed_in_back_office, id);

-- One attempt to place an order, named by the client's Idempotency-Key.
CREATE TABLE idempotency_keys (
    owner TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (owner, key)
);
