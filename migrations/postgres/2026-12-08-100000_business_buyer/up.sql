-- Which VAT an order pays: S (German 19 %) or K (a tax-exempt
-- intra-community supply to a business in another member state).
ALTER TABLE orders ADD COLUMN tax_category TEXT NOT NULL DEFAULT 'S';

-- Where the goods go (ISO 3166-1 alpha-2), and whom the invoice is
-- addressed to when that is not the delivery address (all five or none).
ALTER TABLE shipping_data ADD COLUMN country TEXT NOT NULL DEFAULT 'DE';
ALTER TABLE shipping_data ADD COLUMN billing_legal_name TEXT;
ALTER TABLE shipping_data ADD COLUMN billing_street TEXT;
ALTER TABLE shipping_data ADD COLUMN billing_zip_code TEXT;
ALTER TABLE shipping_data ADD COLUMN billing_city TEXT;
ALTER TABLE shipping_data ADD COLUMN billing_country TEXT;

-- The buyer's side of the contract: that it ordered as a business (§ 14
-- BGB) and when, and the AGB version it accepted.
CREATE TABLE order_agreements (
    order_id BIGINT PRIMARY KEY NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    business_buyer_confirmed_at TIMESTAMP,
    terms_version TEXT
);

-- The tax office's confirmation of the buyer's foreign USt-IdNr.: the
-- evidence of a tax-exempt supply, kept as long as the invoice.
CREATE TABLE vat_id_checks (
    order_id BIGINT PRIMARY KEY NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    vat_id TEXT NOT NULL,
    checked_at TIMESTAMP NOT NULL,
    status TEXT NOT NULL,
    name_match TEXT,
    street_match TEXT,
    zip_code_match TEXT,
    city_match TEXT,
    answer_sha256 TEXT NOT NULL
);

-- What a customer keeps on 'Meine Daten' for the checkout to prefill.
ALTER TABLE users ADD COLUMN country TEXT NOT NULL DEFAULT 'DE';
ALTER TABLE users ADD COLUMN vat_id TEXT;
ALTER TABLE users ADD COLUMN billing_legal_name TEXT;
ALTER TABLE users ADD COLUMN billing_street TEXT;
ALTER TABLE users ADD COLUMN billing_zip_code TEXT;
ALTER TABLE users ADD COLUMN billing_city TEXT;
ALTER TABLE users ADD COLUMN billing_country TEXT;
ALTER TABLE users ADD COLUMN business_buyer_confirmed_at TIMESTAMP;
