-- A proof version keeps its design and its PDF's SHA-256 for ever, but its
-- bytes only while it is the line's current or approved version: a replaced
-- version's PDF becomes NULL. The design columns are NULL for versions
-- stored before designs were kept.
ALTER TABLE proof_versions ALTER COLUMN pdf DROP NOT NULL;
ALTER TABLE proof_versions ADD COLUMN template TEXT;
ALTER TABLE proof_versions ADD COLUMN address TEXT;
ALTER TABLE proof_versions ADD COLUMN phone TEXT;
ALTER TABLE proof_versions ADD COLUMN url TEXT;
ALTER TABLE proof_versions ADD COLUMN card_logo TEXT;
