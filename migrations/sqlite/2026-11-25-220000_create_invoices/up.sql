-- Gapless numbers: one row per document kind and year, updated in the
-- transaction that issues the document, so a rolled-back issue gives its
-- number back and two instances never draw the same one.
CREATE TABLE document_counters (
    kind TEXT NOT NULL,
    year INTEGER NOT NULL,
    last_sequence BIGINT NOT NULL,
    PRIMARY KEY (kind, year)
);

-- Issued invoices and credit notes, frozen: the XML as issued. An invoiced
-- order can never be deleted (no cascade): invoices are kept ten years.
CREATE TABLE invoices (
    number TEXT PRIMARY KEY NOT NULL,
    order_id BIGINT NOT NULL REFERENCES orders (id),
    kind TEXT NOT NULL,
    issued_on DATE NOT NULL,
    xml TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (order_id, kind)
);
