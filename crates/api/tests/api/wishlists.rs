//! The wishlist through the HTTP API: always the session's own list.

use crate::support::{active_user, call, post_json, shop, sign_in};
use actix_web::{http::StatusCode, test};
use serde_json::json;
use shop_api::startup::app;
use shop_domain::Role;

#[actix_web::test]
async fn a_customer_adds_lists_and_removes_wishes() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let user = active_user(&shop, "a@example.de", Role::Customer).await;
    let cookie = sign_in(&service, "a@example.de").await;
    let save = |body: serde_json::Value| {
        post_json("/api/wishlists/save-wished-product", &body).cookie(cookie.clone())
    };

    let (status, saved, _) = call(
        &service,
        save(json!({"productId": 2, "productType": "PrimeProd", "userId": user})),
    )
    .await;
    let (duplicate, duplicate_body, _) = call(
        &service,
        save(json!({"productId": 2, "productType": "PrimeProd"})),
    )
    .await;
    let (unknown, _, _) = call(
        &service,
        save(json!({"productId": 999, "productType": "PrimeProd"})),
    )
    .await;
    let (bad_type, _, _) = call(
        &service,
        save(json!({"productId": 2, "productType": "Gold"})),
    )
    .await;
    call(
        &service,
        save(json!({"productId": 5, "productType": "MBNprod"})),
    )
    .await;
    let list = |cookie| {
        test::TestRequest::get()
            .uri("/api/wishlists/get-wishList-ByUser")
            .cookie(cookie)
    };
    let (_, items, _) = call(&service, list(cookie.clone())).await;

    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(saved["persistedProduct"]["productId"], 2);
    assert_eq!(saved["persistedProduct"]["userId"], user);
    assert_eq!(duplicate, StatusCode::CONFLICT);
    assert_eq!(
        duplicate_body["message"],
        "Das Produkt befindet sich bereits auf Ihrer Wunschliste"
    );
    assert_eq!(unknown, StatusCode::NOT_FOUND);
    assert_eq!(bad_type, StatusCode::BAD_REQUEST);
    let items = items.as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["name"], "PrimeCard Starter");
    assert_eq!(items[0]["price"], 4990);
    assert!(items[0]["createdAt"].as_str().unwrap().ends_with('Z'));

    let wish = saved["persistedProduct"]["wishId"].as_i64().unwrap();
    let remove = test::TestRequest::delete()
        .uri(&format!(
            "/api/wishlists/delete-wishList-product?wishProductId={wish}&userId={user}"
        ))
        .cookie(cookie.clone());
    assert_eq!(call(&service, remove).await.0, StatusCode::OK);
    let (_, after, _) = call(&service, list(cookie)).await;
    assert_eq!(after.as_array().unwrap().len(), 1);
}

#[actix_web::test]
async fn nobody_reads_or_changes_another_users_wishlist() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let owner = active_user(&shop, "owner@example.de", Role::Customer).await;
    active_user(&shop, "other@example.de", Role::Customer).await;
    let owner_cookie = sign_in(&service, "owner@example.de").await;
    let other_cookie = sign_in(&service, "other@example.de").await;
    let (_, saved, _) = call(
        &service,
        post_json(
            "/api/wishlists/save-wished-product",
            &json!({"productId": 3, "productType": "PrimeProd"}),
        )
        .cookie(owner_cookie.clone()),
    )
    .await;
    let wish = saved["persistedProduct"]["wishId"].as_i64().unwrap();

    let (read_as_owner, _, _) = call(
        &service,
        test::TestRequest::get()
            .uri(&format!(
                "/api/wishlists/get-wishList-ByUser?userId={owner}"
            ))
            .cookie(other_cookie.clone()),
    )
    .await;
    let (save_for_owner, _, _) = call(
        &service,
        post_json(
            "/api/wishlists/save-wished-product",
            &json!({"productId": 4, "productType": "PrimeProd", "userId": owner}),
        )
        .cookie(other_cookie.clone()),
    )
    .await;
    let (delete_foreign, delete_body, _) = call(
        &service,
        test::TestRequest::delete()
            .uri(&format!(
                "/api/wishlists/delete-wishList-product?wishProductId={wish}"
            ))
            .cookie(other_cookie.clone()),
    )
    .await;
    let (guest, guest_body, _) = call(
        &service,
        post_json(
            "/api/wishlists/save-wished-product",
            &json!({"productId": 2, "productType": "PrimeProd"}),
        ),
    )
    .await;
    let (_, owners_list, _) = call(
        &service,
        test::TestRequest::get()
            .uri("/api/wishlists/get-wishList-ByUser")
            .cookie(owner_cookie),
    )
    .await;
    let (_, others_list, _) = call(
        &service,
        test::TestRequest::get()
            .uri("/api/wishlists/get-wishList-ByUser")
            .cookie(other_cookie),
    )
    .await;

    assert_eq!(read_as_owner, StatusCode::FORBIDDEN);
    assert_eq!(save_for_owner, StatusCode::FORBIDDEN);
    assert_eq!(delete_foreign, StatusCode::NOT_FOUND);
    assert_eq!(
        delete_body["message"],
        "Der Eintrag wurde auf Ihrer Wunschliste nicht gefunden"
    );
    assert_eq!(guest, StatusCode::UNAUTHORIZED);
    assert_eq!(guest_body["message"], "Token expired, please sign in again");
    assert_eq!(
        owners_list.as_array().unwrap().len(),
        1,
        "the owner's wish stays"
    );
    assert!(others_list.as_array().unwrap().is_empty());
}
