-- The address a customer keeps on 'Meine Daten'; the checkout suggests it.
ALTER TABLE users ADD COLUMN address TEXT;
