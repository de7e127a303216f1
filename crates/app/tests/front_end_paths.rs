//! Every page the server links to is a route of the front end.

#![allow(clippy::unwrap_used)]

#[test]
fn every_page_the_server_links_to_is_in_the_front_ends_route_table() {
    let paths = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../frontend/src/config/paths.ts");
    let table = std::fs::read_to_string(&paths).unwrap();
    let missing: Vec<&str> = shop_app::front_end::ALL
        .into_iter()
        .filter(|page| !table.contains(&format!("'{page}'")))
        .collect();
    assert_eq!(missing, Vec::<&str>::new(), "not in {}", paths.display());
}

#[test]
fn a_page_missing_from_the_table_is_noticed() {
    let table = "export const paths = { cart: staticRoute('/shopping-cart', 'customer') };";
    assert!(table.contains("'/shopping-cart'"));
    assert!(!table.contains("'/pending-page'"));
}
