-- The whole shop schema. Money in integer cents, timestamps in UTC.
CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    company_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('customer', 'admin')),
    active BOOLEAN NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE sessions (
    id TEXT PRIMARY KEY NOT NULL,
    data TEXT NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    user_id BIGINT REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE user_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX user_tokens_user_purpose ON user_tokens (user_id, purpose);

CREATE TABLE products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    price_cents BIGINT NOT NULL CHECK (price_cents >= 0),
    category_id INTEGER NOT NULL,
    image TEXT NOT NULL,
    image_pack TEXT,
    relative_price_cents BIGINT NOT NULL CHECK (relative_price_cents >= 0),
    special_offer TEXT,
    artikel_num TEXT NOT NULL
);
CREATE INDEX products_category_id ON products (category_id);

CREATE TABLE samples (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    muster_number TEXT NOT NULL UNIQUE,
    restaurant_name TEXT NOT NULL,
    sample_image TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE wishlist_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    product_type TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, product_id, product_type)
);

CREATE TABLE orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    order_type TEXT NOT NULL,
    order_status TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    net_cents BIGINT NOT NULL,
    vat_cents BIGINT NOT NULL,
    shipping_cents BIGINT NOT NULL,
    total_cents BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    paid_at TIMESTAMP,
    shipping_date DATE
);
CREATE INDEX orders_user_id ON orders (user_id);
CREATE INDEX orders_valid_listing ON orders (payment_status, order_type, id);

CREATE TABLE order_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id),
    product_type TEXT NOT NULL,
    name TEXT NOT NULL,
    unit_price_cents BIGINT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 15),
    processing_type TEXT NOT NULL,
    remarks TEXT NOT NULL,
    muster_number TEXT NOT NULL,
    template TEXT NOT NULL,
    address TEXT NOT NULL,
    phone TEXT NOT NULL,
    url TEXT NOT NULL,
    card_logo TEXT NOT NULL
);
CREATE INDEX order_lines_order_id ON order_lines (order_id);

CREATE TABLE shipping_data (
    order_id BIGINT PRIMARY KEY NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    responsable_name TEXT NOT NULL,
    company_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    shipping_address TEXT NOT NULL,
    zip_code TEXT NOT NULL,
    city TEXT NOT NULL
);

CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    session_id TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX payments_order_id ON payments (order_id);

CREATE TABLE payment_events (
    event_id TEXT PRIMARY KEY NOT NULL,
    received_at TIMESTAMP NOT NULL
);

CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    html_body TEXT NOT NULL,
    text_body TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP,
    sent_at TIMESTAMP,
    last_error TEXT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX mail_outbox_due ON mail_outbox (sent_at, next_attempt_at);
