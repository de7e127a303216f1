ALTER TABLE proof_versions DROP COLUMN card_logo;
ALTER TABLE proof_versions DROP COLUMN url;
ALTER TABLE proof_versions DROP COLUMN phone;
ALTER TABLE proof_versions DROP COLUMN address;
ALTER TABLE proof_versions DROP COLUMN template;
UPDATE proof_versions SET pdf = '' WHERE pdf IS NULL;
ALTER TABLE proof_versions ALTER COLUMN pdf SET NOT NULL;
