-- A proof version keeps its design and its PDF's SHA-256 for ever, but its
-- bytes only while it is the line's current or approved version: a replaced
-- version's PDF becomes NULL. The design columns are NULL for versions
-- stored before designs were kept. SQLite cannot drop a NOT NULL, so the
-- table is rebuilt.
CREATE TABLE proof_versions_kept (
    order_line_id BIGINT NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    pdf BLOB,
    sha256 TEXT NOT NULL,
    qr_readable BOOLEAN,
    created_at TIMESTAMP NOT NULL,
    approved_at TIMESTAMP,
    approved_by TEXT,
    approver_id BIGINT,
    approval_note TEXT,
    template TEXT,
    address TEXT,
    phone TEXT,
    url TEXT,
    card_logo TEXT,
    PRIMARY KEY (order_line_id, version)
);
INSERT INTO proof_versions_kept (order_line_id, version, pdf, sha256, qr_readable, created_at,
                                 approved_at, approved_by, approver_id, approval_note)
SELECT order_line_id, version, pdf, sha256, qr_readable, created_at,
       approved_at, approved_by, approver_id, approval_note
FROM proof_versions;
DROP TABLE proof_versions;
ALTER TABLE proof_versions_kept RENAME TO proof_versions;
