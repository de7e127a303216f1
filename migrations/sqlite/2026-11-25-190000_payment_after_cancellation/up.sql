-- A payment that arrives for an order cancelled meanwhile is kept (the money
-- was taken) and flagged, so the back office refunds it instead of shipping.
ALTER TABLE orders ADD COLUMN paid_after_cancellation BOOLEAN NOT NULL DEFAULT FALSE;
