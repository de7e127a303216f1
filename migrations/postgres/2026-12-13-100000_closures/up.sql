-- Days the shop does not produce (company holidays): every delivery
-- promise skips them from the moment they are saved.
CREATE TABLE closures (
    id BIGSERIAL PRIMARY KEY,
    from_on DATE NOT NULL,
    to_on DATE NOT NULL CHECK (to_on >= from_on),
    label TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX closures_to_on ON closures (to_on);
