-- A reordered design line prints the short link of the earlier line again
-- (the restaurant's second batch of magnets carries the same code as the
-- first): the link stays the earlier line's, this names the reprint.
CREATE TABLE qr_link_reprints (
    order_line_id BIGINT PRIMARY KEY NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
    code TEXT NOT NULL REFERENCES qr_links (code) ON DELETE CASCADE
);
CREATE INDEX qr_link_reprints_code ON qr_link_reprints (code);
