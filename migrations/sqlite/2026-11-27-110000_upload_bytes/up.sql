-- The bytes of each upload: uploads no order uses yet are capped in total,
-- so clients rotating their addresses cannot fill the disk before the
-- daily clean-up. Uploads recorded before count as empty.
ALTER TABLE uploads ADD COLUMN bytes BIGINT NOT NULL DEFAULT 0;
