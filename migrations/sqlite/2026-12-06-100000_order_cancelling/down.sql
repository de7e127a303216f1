ALTER TABLE orders DROP COLUMN cancelling_since;
