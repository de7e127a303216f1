DROP TABLE invoice_reminders;
