-- The short links printed QR codes lead through (`/q/{code}`): one per
-- design line with an address, pointing where its owner says, for as long as
-- the shop exists. A link outlives its owner's account (the magnets are still
-- in kitchens): `owner_id` is then NULL and only an admin manages it.
CREATE TABLE qr_links (
    code TEXT PRIMARY KEY NOT NULL,
    order_line_id BIGINT UNIQUE REFERENCES order_lines (id) ON DELETE SET NULL,
    owner_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    target TEXT NOT NULL,
    disabled_reason TEXT,
    disabled_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX qr_links_owner ON qr_links (owner_id);

-- Every change of a link's target: who changed it ('customer', 'guest',
-- 'admin'), never more about them.
CREATE TABLE qr_link_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL REFERENCES qr_links (code) ON DELETE CASCADE,
    old_target TEXT NOT NULL,
    new_target TEXT NOT NULL,
    changed_by TEXT NOT NULL,
    changed_at TIMESTAMP NOT NULL
);
CREATE INDEX qr_link_changes_code ON qr_link_changes (code);

-- Scans per link, German calendar day and device class ('phone' or
-- 'other'): nothing about the person scanning (no address, agent, referrer
-- or cookie) is ever written. Counts are added, never overwritten, so
-- instances flushing at once lose and double nothing.
CREATE TABLE qr_scans (
    code TEXT NOT NULL REFERENCES qr_links (code) ON DELETE CASCADE,
    day DATE NOT NULL,
    device TEXT NOT NULL,
    scans BIGINT NOT NULL,
    PRIMARY KEY (code, day, device)
);

-- A guest manages an order's links through a mailed link: only its hash is kept.
CREATE TABLE qr_manage_links (
    token_hash TEXT PRIMARY KEY NOT NULL,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL
);
