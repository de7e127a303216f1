-- The provider's payment page of a checkout session, so a repeated request
-- (double click, reload) is sent to the same session instead of a second one.
ALTER TABLE payments ADD COLUMN checkout_url TEXT NOT NULL DEFAULT '';
