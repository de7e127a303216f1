//! Black-box tests of the HTTP API: the whole application on a fresh SQLite
//! database with the demo data, driven through actix's test service.

use crate::support::{TestShop, get_json, shop};
use actix_web::{
    App, HttpResponse,
    body::MessageBody,
    cookie::Cookie,
    dev::ServiceResponse,
    http::{StatusCode, header},
    middleware::from_fn,
    test, web,
};
use serde_json::{Value, json};
use shop_api::{
    routes,
    session::{self, COOKIE_NAME, SessionHandle},
    startup::{AppContext, app},
};
use shop_ports::users::UserId;

fn ids(products: &Value) -> Vec<i64> {
    products
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["productId"].as_i64().unwrap())
        .collect()
}

#[actix_web::test]
async fn the_shop_is_alive_and_ready_when_its_database_answers_with_every_migration() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    for path in ["/api/healthz", "/api/readyz"] {
        let (status, body) = get_json(&service, path).await;
        assert_eq!(
            (status, body),
            (StatusCode::OK, json!({"status": "ok"})),
            "{path}"
        );
    }

    // A migration of this build undone: another instance runs an older one, or it is still migrating.
    crate::support::databases::execute(
        &shop.database_url(),
        "DELETE FROM __diesel_schema_migrations WHERE version = \
         (SELECT MAX(version) FROM __diesel_schema_migrations)",
    );
    let (status, body) = get_json(&service, "/api/readyz").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(
        body["message"],
        "Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut."
    );
    let (status, _) = get_json(&service, "/api/healthz").await;
    assert_eq!(status, StatusCode::OK, "alive all the same");
}

#[actix_web::test]
async fn category_tabs_list_their_products() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (_, cards) = get_json(&service, "/api/products/get-products-cat/2").await;
    let (_, openers) = get_json(&service, "/api/products/get-products-cat/3").await;
    let (_, packs) = get_json(&service, "/api/products/get-all-cards").await;
    let (_, all) = get_json(&service, "/api/products/get-products").await;

    assert_eq!(ids(&cards), [2, 3, 4]);
    assert_eq!(ids(&openers), [1, 7]);
    assert_eq!(ids(&packs), [5, 6]);
    assert_eq!(all["products"].as_array().unwrap().len(), 7);
}

fn etag_of<B>(response: &ServiceResponse<B>) -> String {
    response
        .headers()
        .get(header::ETAG)
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned()
}

#[actix_web::test]
async fn the_catalogue_carries_an_etag_and_answers_304_while_it_is_unchanged() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let get = |uri: &str, if_none_match: Option<&str>| {
        let mut request = test::TestRequest::get().uri(uri);
        if let Some(tag) = if_none_match {
            request = request.insert_header((header::IF_NONE_MATCH, tag));
        }
        request.to_request()
    };

    for uri in [
        "/api/products/get-products-cat/2",
        "/api/products/get-products",
        "/api/products/get-all-cards",
        "/api/products/get-product-byId/3",
    ] {
        let first = test::call_service(&service, get(uri, None)).await;
        assert_eq!(first.status(), StatusCode::OK, "{uri}");
        let etag = etag_of(&first);
        assert_eq!(
            first.headers().get(header::CACHE_CONTROL).unwrap(),
            "no-cache",
            "{uri}"
        );
        assert!(first.headers().get(header::SET_COOKIE).is_none(), "{uri}");
        let body = test::read_body(first).await;

        for held in [
            etag.clone(),
            format!("W/{etag}"),
            format!("\"x\", {etag}"),
            "*".to_owned(),
        ] {
            let again = test::call_service(&service, get(uri, Some(&held))).await;
            assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{uri} {held}");
            assert_eq!(again.headers().get(header::ETAG).unwrap(), etag.as_str());
            assert!(test::read_body(again).await.is_empty());
        }
        for other in ["\"anders\"", "kaputt", "\"ü🙂\""] {
            let fresh = test::call_service(&service, get(uri, Some(other))).await;
            assert_eq!(fresh.status(), StatusCode::OK, "{uri} {other}");
            assert_eq!(test::read_body(fresh).await, body, "{uri} {other}");
        }
    }
    let (cards, _) = get_json(&service, "/api/products/get-products-cat/2").await;
    let (unknown, body) = get_json(&service, "/api/products/gibt-es-nicht").await;
    assert_eq!(cards, StatusCode::OK);
    assert_eq!(unknown, StatusCode::NOT_FOUND);
    assert!(body["message"].is_string(), "{body}");
}

#[actix_web::test]
async fn a_browser_gets_the_catalogue_compressed_in_the_form_it_takes() {
    use std::io::Read;

    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let uri = "/api/products/get-products";
    let get = |accept: &str, if_none_match: Option<&str>| {
        let mut request = test::TestRequest::get()
            .uri(uri)
            .insert_header((header::ACCEPT_ENCODING, accept));
        if let Some(tag) = if_none_match {
            request = request.insert_header((header::IF_NONE_MATCH, tag));
        }
        request.to_request()
    };
    let plain = test::call_service(&service, get("identity", None)).await;
    assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
    assert_eq!(
        plain.headers().get(header::VARY).unwrap(),
        "accept-encoding"
    );
    let plain_tag = plain.headers().get(header::ETAG).unwrap().clone();
    let plain = test::read_body(plain).await;

    for (accept, coding) in [("gzip, deflate, br, zstd", "br"), ("gzip, deflate", "gzip")] {
        let packed = test::call_service(&service, get(accept, None)).await;
        assert_eq!(packed.status(), StatusCode::OK, "{accept}");
        assert_eq!(
            packed.headers().get(header::CONTENT_ENCODING).unwrap(),
            coding
        );
        assert_eq!(
            packed.headers().get(header::VARY).unwrap(),
            "accept-encoding"
        );
        let tag = etag_of(&packed);
        assert_ne!(
            tag,
            plain_tag.to_str().unwrap(),
            "each form has its own tag"
        );
        let body = test::read_body(packed).await;
        let mut unpacked = Vec::new();
        if coding == "br" {
            brotli::Decompressor::new(&body[..], 4096)
                .read_to_end(&mut unpacked)
                .unwrap();
        } else {
            flate2::read::GzDecoder::new(&body[..])
                .read_to_end(&mut unpacked)
                .unwrap();
        }
        assert_eq!(unpacked, plain, "{accept}");
        assert!(body.len() < plain.len(), "{accept}: {} bytes", body.len());

        // A browser that held the body in another form need not fetch it again.
        for held in [tag.as_str(), plain_tag.to_str().unwrap()] {
            let again = test::call_service(&service, get(accept, Some(held))).await;
            assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{accept} {held}");
            assert_eq!(again.headers().get(header::ETAG).unwrap(), tag.as_str());
        }
    }
}

#[actix_web::test]
async fn a_product_carries_the_spec_field_names_and_its_surcharge() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (status, product) = get_json(&service, "/api/products/get-product-byId/3").await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(product["productId"], 3);
    assert_eq!(product["category_id"], 2);
    assert_eq!(product["relativePrice"], 5000);
    assert_eq!(product["price"], 7990);
    for field in ["name", "image", "imagePack", "specialOffer", "artikelNum"] {
        assert!(product.get(field).is_some(), "missing {field}");
    }
}

#[actix_web::test]
async fn bad_and_unknown_product_ids_get_clear_answers() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (zero, zero_body) = get_json(&service, "/api/products/get-product-byId/0").await;
    let (text, text_body) = get_json(&service, "/api/products/get-product-byId/abc").await;
    let (missing, missing_body) = get_json(&service, "/api/products/get-product-byId/999").await;
    let (bad_category, _) = get_json(&service, "/api/products/get-products-cat/zwei").await;

    assert_eq!(zero, StatusCode::BAD_REQUEST);
    assert!(zero_body["message"].is_string());
    assert_eq!(text, StatusCode::BAD_REQUEST);
    assert!(
        text_body["message"]
            .as_str()
            .unwrap()
            .starts_with("Ungültige Produkt-ID")
    );
    assert_eq!(missing, StatusCode::NOT_FOUND);
    assert_eq!(
        missing_body,
        json!({"code": "not_found", "message": "Das Produkt wurde nicht gefunden"})
    );
    assert_eq!(bad_category, StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn an_id_at_the_end_of_a_catalogue_path_is_read_as_the_router_would() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (_, cards) = get_json(&service, "/api/products/get-products-cat/2").await;
    let (_, product) = get_json(&service, "/api/products/get-product-byId/3").await;

    // Percent-encoded digits are the same id.
    assert_eq!(
        get_json(&service, "/api/products/get-products-cat/%32").await,
        (StatusCode::OK, cards)
    );
    assert_eq!(
        get_json(&service, "/api/products/get-product-byId/%33").await,
        (StatusCode::OK, product)
    );

    // No id, or more than one segment: no such route.
    for path in [
        "/api/products/get-products-cat",
        "/api/products/get-products-cat/",
        "/api/products/get-products-cat/2/3",
        "/api/products/get-product-byId/",
        "/api/products/get-product-byId/3/",
        "/api/products/get-products-catalogue",
    ] {
        let (status, body) = get_json(&service, path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(body["code"], "not_found", "{path}");
    }

    // What people and attackers type: a clear 400, the input cut short in the message.
    for raw in [
        "zwei",
        "%C3%BCber",
        "%F0%9F%8D%95",
        "%00",
        "2%2F3",
        &"9".repeat(400),
    ] {
        let (status, body) =
            get_json(&service, &format!("/api/products/get-products-cat/{raw}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{raw}");
        let message = body["message"].as_str().unwrap();
        let prefix = "Ungültige Kategorie: ";
        assert!(message.starts_with(prefix), "{message}");
        assert!(
            message.chars().count() <= prefix.chars().count() + 20,
            "{message}"
        );
    }
}

#[actix_web::test]
async fn sample_lookup_finds_by_number_and_names_a_missing_one() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (found, body) = get_json(&service, "/api/samples/get-product-byMNB?musterNb=MN-1001").await;
    let (missing, missing_body) =
        get_json(&service, "/api/samples/get-product-byMNB?musterNb=XY-9").await;
    let (too_long, too_long_body) = get_json(
        &service,
        "/api/samples/get-product-byMNB?musterNb=12345678901",
    )
    .await;
    let (absent, absent_body) = get_json(&service, "/api/samples/get-product-byMNB").await;

    assert_eq!(found, StatusCode::OK);
    assert_eq!(body["sample"]["restaurentName"], "Da Luigi");
    assert_eq!(body["sample"]["musterNumber"], "MN-1001");
    assert_eq!(body["sample"]["sampleImage"], "/demo/samples/mn-1001.svg");
    assert_eq!(missing, StatusCode::NOT_FOUND);
    assert_eq!(
        missing_body["message"],
        "Es wurde kein passendes Muster gefunden für: XY-9"
    );
    assert_eq!(too_long, StatusCode::BAD_REQUEST);
    assert_eq!(
        too_long_body["message"],
        "Die Musternummer darf nicht länger als 10 Zeichen sein"
    );
    assert_eq!(absent, StatusCode::BAD_REQUEST);
    assert_eq!(absent_body["message"], "Pflichtfeld");
}

#[actix_web::test]
async fn unknown_api_paths_answer_json_and_other_paths_the_app() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (api_status, api_body) = get_json(&service, "/api/does-not-exist").await;
    let page = test::call_service(
        &service,
        test::TestRequest::get()
            .uri("/prime-shop/primeCardsDetails/2")
            .to_request(),
    )
    .await;
    let page_status = page.status();
    let page_body = test::read_body(page).await;

    assert_eq!(api_status, StatusCode::NOT_FOUND);
    assert!(api_body["message"].is_string());
    assert_eq!(page_status, StatusCode::OK);
    assert!(
        std::str::from_utf8(&page_body)
            .unwrap()
            .contains("<div id=root>")
    );
}

/// `/` is the app shell like every other client path: never cached stale.
#[actix_web::test]
async fn the_shell_is_revalidated_at_the_root_and_deeper() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    for path in ["/", "/home", "/prime-shop/primeCardsDetails/2"] {
        let response =
            test::call_service(&service, test::TestRequest::get().uri(path).to_request()).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(
            response.headers().get("cache-control").unwrap(),
            "no-cache",
            "{path}"
        );
        let body = test::read_body(response).await;
        assert!(
            std::str::from_utf8(&body)
                .unwrap()
                .contains("<div id=root>")
        );
    }
}

/// The framework's own refusals are worded in German too, without echoing
/// what the client sent.
#[actix_web::test]
async fn malformed_paths_and_queries_are_answered_in_german() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (path_status, path_body) = get_json(&service, "/api/orders/abc/invoice.pdf").await;
    let (query_status, query_body) =
        get_json(&service, "/api/orderLine/check-payment-status?order_id=abc").await;
    let (missing_status, missing_body) =
        get_json(&service, "/api/orderLine/check-payment-status").await;

    assert_eq!(path_status, StatusCode::BAD_REQUEST);
    assert_eq!(
        path_body["message"],
        "Ungültiger Pfad: Ein Pfadteil hat den falschen Typ, erwartet wird eine Zahl"
    );
    assert_eq!(query_status, StatusCode::BAD_REQUEST);
    assert_eq!(
        query_body["message"],
        "Ungültige Abfrageparameter: Ein Parameter hat den falschen Typ, erwartet wird eine Zahl"
    );
    assert_eq!(missing_status, StatusCode::BAD_REQUEST);
    assert_eq!(
        missing_body["message"],
        "Ungültige Abfrageparameter: Der Parameter \"order_id\" fehlt"
    );
}

#[actix_web::test]
async fn answers_carry_security_headers() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let response =
        test::call_service(&service, test::TestRequest::get().uri("/home").to_request()).await;
    let headers = response.headers();

    assert_eq!(headers.get("x-content-type-options").unwrap(), "nosniff");
    let csp = headers
        .get("content-security-policy")
        .unwrap()
        .to_str()
        .unwrap();
    assert!(csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"));
}

#[actix_web::test]
async fn demo_artwork_is_served_as_svg() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let found = test::call_service(
        &service,
        test::TestRequest::get()
            .uri("/demo/products/primecard-starter.svg")
            .to_request(),
    )
    .await;
    let missing = test::call_service(
        &service,
        test::TestRequest::get()
            .uri("/demo/products/../../Cargo.toml")
            .to_request(),
    )
    .await;

    assert_eq!(found.status(), StatusCode::OK);
    assert_eq!(
        found.headers().get(header::CONTENT_TYPE).unwrap(),
        "image/svg+xml"
    );
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn the_openapi_document_describes_the_routes() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (status, doc) = get_json(&service, "/api/openapi.json").await;

    assert_eq!(status, StatusCode::OK);
    let paths = doc["paths"].as_object().unwrap();
    for path in [
        "/healthz",
        "/products/get-product-byId/{id}",
        "/samples/get-product-byMNB",
        "/auth/initialCheck",
    ] {
        assert!(paths.contains_key(path), "{path} is not described");
    }
}

#[actix_web::test]
async fn state_changing_calls_need_json_and_our_origin() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let plain = test::TestRequest::post()
        .uri("/api/auth/logout")
        .insert_header((header::CONTENT_TYPE, "text/plain"))
        .set_payload("hello")
        .to_request();
    let foreign = test::TestRequest::post()
        .uri("/api/auth/logout")
        .insert_header((header::ORIGIN, "https://evil.example"))
        .to_request();
    let ours = test::TestRequest::post()
        .uri("/api/auth/logout")
        .insert_header((header::ORIGIN, "http://127.0.0.1:8080"))
        .to_request();

    assert_eq!(
        test::call_service(&service, plain).await.status(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE
    );
    assert_eq!(
        test::call_service(&service, foreign).await.status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        test::call_service(&service, ours).await.status(),
        StatusCode::OK
    );
}

#[actix_web::test]
async fn a_malformed_json_body_is_answered_in_german_json() {
    let shop = shop().await;
    let service = test::init_service(
        App::new()
            .app_data(shop_api::error::extractors::json_config())
            .route(
                "/echo",
                web::post().to(|body: web::Json<Value>| async move {
                    HttpResponse::Ok().json(body.into_inner())
                }),
            ),
    )
    .await;

    let response = test::call_service(
        &service,
        test::TestRequest::post()
            .uri("/echo")
            .insert_header((header::CONTENT_TYPE, "application/json"))
            .set_payload("{nope")
            .to_request(),
    )
    .await;
    let status = response.status();
    let body: Value = serde_json::from_slice(&test::read_body(response).await).unwrap();

    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("Ungültige Anfrage")
    );
    drop(shop);
}

async fn insert_user(shop: &TestShop, email: &str, role: shop_domain::Role) -> i64 {
    let user = shop_ports::users::NewUser {
        email: shop_domain::Email::parse(email).unwrap(),
        company_name: "Pizzeria Bella".into(),
        phone: "0170 1234567".into(),
        password_hash: "not-a-real-hash".into(),
        role,
        active: true,
        created_at: chrono::Utc::now().naive_utc(),
    };
    shop_ports::read(&*shop.ctx.state.store, move |repos| {
        repos.users().insert(&user)
    })
    .await
    .unwrap()
    .id
    .get()
}

/// An app with the real session middleware and store, plus two test routes.
fn session_app(
    ctx: AppContext,
) -> App<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    App::new()
        .app_data(ctx.state)
        .app_data(ctx.sessions)
        .service(
            web::scope("/api")
                .wrap(from_fn(session::middleware))
                .route(
                    "/test/sign-in/{id}",
                    web::post().to(|session: SessionHandle, id: web::Path<i64>| async move {
                        session.sign_in(UserId::new(*id)).await?;
                        Ok::<_, shop_api::error::ApiError>(HttpResponse::Ok().finish())
                    }),
                )
                .route(
                    "/test/whoami",
                    web::get().to(|session: SessionHandle| async move {
                        let id = session.user_id().await?;
                        Ok::<_, shop_api::error::ApiError>(
                            HttpResponse::Ok().json(json!({ "userId": id.map(UserId::get) })),
                        )
                    }),
                )
                .configure(routes::configure),
        )
}

fn session_cookie(response: &ServiceResponse<impl MessageBody>) -> Option<Cookie<'static>> {
    response
        .response()
        .cookies()
        .find(|c| c.name() == COOKIE_NAME)
        .map(Cookie::into_owned)
}

#[actix_web::test]
async fn a_session_value_survives_the_next_request_and_a_restart() {
    let shop = shop().await;
    let service = test::init_service(session_app(shop.ctx.clone())).await;
    let user = insert_user(&shop, "kunde@example.de", shop_domain::Role::Customer).await;

    let signed_in = test::call_service(
        &service,
        test::TestRequest::post()
            .uri(&format!("/api/test/sign-in/{user}"))
            .to_request(),
    )
    .await;
    let cookie = session_cookie(&signed_in).expect("sign-in sets the session cookie");
    let (_, next) = {
        let response = test::call_service(
            &service,
            test::TestRequest::get()
                .uri("/api/test/whoami")
                .cookie(cookie.clone())
                .to_request(),
        )
        .await;
        (
            response.status(),
            serde_json::from_slice::<Value>(&test::read_body(response).await).unwrap(),
        )
    };
    let restarted = test::init_service(session_app(shop.ctx.clone())).await;
    let after_restart: Value = {
        let response = test::call_service(
            &restarted,
            test::TestRequest::get()
                .uri("/api/test/whoami")
                .cookie(cookie.clone())
                .to_request(),
        )
        .await;
        serde_json::from_slice(&test::read_body(response).await).unwrap()
    };

    assert!(cookie.http_only().unwrap_or(false));
    assert_eq!(cookie.same_site(), Some(actix_web::cookie::SameSite::Lax));
    assert_eq!(next, json!({"userId": user}));
    assert_eq!(after_restart, json!({"userId": user}));
}

#[actix_web::test]
async fn initial_check_and_logout_follow_the_session_and_an_ended_session_is_expired() {
    let shop = shop().await;
    let service = test::init_service(session_app(shop.ctx.clone())).await;
    let admin = insert_user(&shop, "chef@example.de", shop_domain::Role::Admin).await;

    let (_, anonymous) = get_json(&service, "/api/auth/initialCheck").await;
    let signed_in = test::call_service(
        &service,
        test::TestRequest::post()
            .uri(&format!("/api/test/sign-in/{admin}"))
            .to_request(),
    )
    .await;
    let cookie = session_cookie(&signed_in).unwrap();
    let check = |cookie: Cookie<'static>| {
        test::TestRequest::get()
            .uri("/api/auth/initialCheck")
            .cookie(cookie)
            .to_request()
    };
    let known: Value = serde_json::from_slice(
        &test::read_body(test::call_service(&service, check(cookie.clone())).await).await,
    )
    .unwrap();
    let logout = test::call_service(
        &service,
        test::TestRequest::post()
            .uri("/api/auth/logout")
            .cookie(cookie.clone())
            .to_request(),
    )
    .await;
    let removal = session_cookie(&logout).unwrap();
    let after: Value = serde_json::from_slice(
        &test::read_body(test::call_service(&service, check(cookie)).await).await,
    )
    .unwrap();

    assert_eq!(anonymous, json!({"user": null}));
    assert_eq!(known["user"]["role"], "admin");
    assert_eq!(known["user"]["email"], "chef@example.de");
    assert!(
        known["user"].get("password_hash").is_none() && known["user"].get("passwordHash").is_none()
    );
    assert_eq!(removal.value(), "");
    // A browser that kept the ended session's cookie is told the session expired.
    assert_eq!(
        after,
        json!({"code": "auth.session_expired", "message": "Token expired, please sign in again"})
    );
}
