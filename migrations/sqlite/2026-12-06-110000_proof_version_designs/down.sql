CREATE TABLE proof_versions_all (
    order_line_id BIGINT NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    pdf BLOB NOT NULL,
    sha256 TEXT NOT NULL,
    qr_readable BOOLEAN,
    created_at TIMESTAMP NOT NULL,
    approved_at TIMESTAMP,
    approved_by TEXT,
    approver_id BIGINT,
    approval_note TEXT,
    PRIMARY KEY (order_line_id, version)
);
INSERT INTO proof_versions_all
SELECT order_line_id, version, COALESCE(pdf, X''), sha256, qr_readable, created_at,
       approved_at, approved_by, approver_id, approval_note
FROM proof_versions;
DROP TABLE proof_versions;
ALTER TABLE proof_versions_all RENAME TO proof_versions;
