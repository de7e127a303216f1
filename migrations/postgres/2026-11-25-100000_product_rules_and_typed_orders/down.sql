DROP TABLE idempotency_keys;
DROP INDEX orders_back_office;
CREATE INDEX orders_valid_listing ON orders (payment_status, order_type, id);
ALTER TABLE orders DROP COLUMN listed_in_back_office;
ALTER TABLE order_lines DROP COLUMN kind;
ALTER TABLE products DROP COLUMN packing;
ALTER TABLE products DROP COLUMN kind;
