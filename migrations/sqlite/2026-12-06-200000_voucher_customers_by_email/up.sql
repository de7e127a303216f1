-- A code's per-customer limit counts an e-mail address: an account's use is
-- now keyed by the address it signed up with ('email:{address}', stored
-- lower-cased like every account address), the key of a guest order under
-- that address, so the account and its guest orders are one customer.
-- Uses of accounts deleted since keep their old key.
UPDATE voucher_uses
SET customer = 'email:' || (
    SELECT users.email FROM users WHERE 'account:' || users.id = voucher_uses.customer
)
WHERE EXISTS (
    SELECT 1 FROM users WHERE 'account:' || users.id = voucher_uses.customer
);
