-- What a placed design line's QR code prints, decided once when the line is
-- placed: through the shop's short link (`short`) or straight to the address
-- typed (`direct`), and the exact text encoded. Lines placed before this
-- table are filled in at start-up, where the configured QR domain is known.
CREATE TABLE line_qr_codes (
    order_line_id BIGINT PRIMARY KEY NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
    mode TEXT NOT NULL CHECK (mode IN ('short', 'direct')),
    printed_text TEXT NOT NULL
);
