-- The PDF/A-3 as issued, byte for byte (the XML beside it is the same as embedded).
ALTER TABLE invoices ADD COLUMN pdf BLOB NOT NULL DEFAULT x'';
