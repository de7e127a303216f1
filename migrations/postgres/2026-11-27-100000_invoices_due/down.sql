DROP TABLE invoices_due;
