ALTER TABLE shipping_data DROP COLUMN order_reference;
ALTER TABLE shipping_data DROP COLUMN vat_id;
