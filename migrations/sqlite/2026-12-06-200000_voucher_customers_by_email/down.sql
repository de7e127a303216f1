-- Uses of orders placed by an account are keyed by the account again.
UPDATE voucher_uses
SET customer = 'account:' || (
    SELECT orders.user_id FROM orders WHERE orders.id = voucher_uses.order_id
)
WHERE EXISTS (
    SELECT 1 FROM orders
    WHERE orders.id = voucher_uses.order_id AND orders.user_id IS NOT NULL
);
