-- Every stored upload, so files no order or sample came to use can be
-- deleted after a day (a logo is uploaded right before its order is placed).
CREATE TABLE uploads (
    url TEXT PRIMARY KEY NOT NULL,
    uploaded_at TIMESTAMP NOT NULL
);
CREATE INDEX uploads_uploaded_at ON uploads (uploaded_at);
