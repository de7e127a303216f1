-- The plain ids are gone for good; signing in again makes new sessions.
DELETE FROM sessions;
