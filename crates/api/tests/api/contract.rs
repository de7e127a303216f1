//! The front end's copy of the API contract is generated from the server and
//! checked in (`frontend/openapi.json`, from which `npm run api:types` makes
//! the TypeScript types). This test fails when the server's document moved
//! on without it; `UPDATE_CONTRACT=1 cargo test contract` writes it anew.

use std::path::PathBuf;

use shop_api::routes;

fn frontend_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../frontend")
        .join(name)
}

/// Compares `current` with the checked-in file, or rewrites it when asked.
fn check_checked_in(name: &str, current: &str) {
    let path = frontend_file(name);
    if std::env::var_os("UPDATE_CONTRACT").is_some() {
        std::fs::write(&path, current).unwrap();
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == current,
        "{} differs from what the server produces now: run `just contract` and commit it",
        path.display()
    );
}

#[test]
fn the_front_ends_openapi_document_is_the_servers() {
    let document = routes::document().to_pretty_json().unwrap();
    check_checked_in("openapi.json", &format!("{document}\n"));
}
