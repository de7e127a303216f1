ALTER TABLE orders DROP COLUMN discount_cents;
ALTER TABLE orders DROP COLUMN voucher_code;
DROP TABLE voucher_uses;
DROP TABLE vouchers;
