ALTER TABLE order_lines DROP COLUMN cards_per_pack;
ALTER TABLE products DROP COLUMN cards_per_pack;
