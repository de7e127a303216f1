-- A paid order's refund is under way since this time: the cancellation has
-- claimed the order before the provider is asked, so no production step can
-- slip in between, and an unfinished refund is found and completed.
ALTER TABLE orders ADD COLUMN cancelling_since TIMESTAMP;
