DROP TABLE invoices;
DROP TABLE document_counters;
