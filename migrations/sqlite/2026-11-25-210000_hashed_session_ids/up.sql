-- Sessions are now stored under the SHA-256 of their id; rows keyed by the
-- plain id could be presented by whoever reads the table, so they go.
DELETE FROM sessions;
