DROP TABLE refunds;
ALTER TABLE orders DROP COLUMN refunded_at;
ALTER TABLE payments DROP COLUMN paid_at;
