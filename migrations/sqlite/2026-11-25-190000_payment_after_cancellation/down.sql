ALTER TABLE orders DROP COLUMN paid_after_cancellation;
