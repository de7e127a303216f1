-- Whether a line's printed QR code reads back as what the customer was
-- shown, checked on its proof when the order is paid. A failed check never
-- blocks the payment; the back office shows it.
CREATE TABLE qr_checks (
    order_line_id BIGINT PRIMARY KEY NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
    readable BOOLEAN NOT NULL,
    expected TEXT NOT NULL,
    checked_at TIMESTAMP NOT NULL
);
