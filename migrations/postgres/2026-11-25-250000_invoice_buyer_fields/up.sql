-- The buyer's optional invoice details from the checkout form: USt-IdNr.
-- (BT-48) and their own order reference (BT-13).
ALTER TABLE shipping_data ADD COLUMN vat_id TEXT;
ALTER TABLE shipping_data ADD COLUMN order_reference TEXT;
