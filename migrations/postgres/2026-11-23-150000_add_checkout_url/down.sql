ALTER TABLE payments DROP COLUMN checkout_url;
