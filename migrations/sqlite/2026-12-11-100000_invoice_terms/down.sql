DROP TABLE invoice_payments;
DROP INDEX orders_on_invoice;
ALTER TABLE orders DROP COLUMN invoice_due_on;
ALTER TABLE orders DROP COLUMN invoice_days;
ALTER TABLE orders DROP COLUMN payment_method;
DROP TABLE invoice_terms;
