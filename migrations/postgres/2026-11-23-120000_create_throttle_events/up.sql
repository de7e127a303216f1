-- Attempts counted for throttling (sign-in failures, sign-ups, mail requests),
-- kept in the database so every instance sees the same counts.
CREATE TABLE throttle_events (
    id BIGSERIAL PRIMARY KEY,
    bucket TEXT NOT NULL,
    occurred_at TIMESTAMP NOT NULL
);
CREATE INDEX throttle_events_bucket_time ON throttle_events (bucket, occurred_at);
