//! The API routes, mounted under `/api` with the spec's paths.

pub mod auth;
pub mod health;
pub mod products;
pub mod samples;

use actix_web::{HttpResponse, web};

use crate::error::ErrorBody;

/// Every API route. `/api` paths that match none answer a JSON 404.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(health::healthz)
        .service(crate::openapi::openapi_json)
        .service(products::get_all_cards)
        .service(products::get_products_by_category)
        .service(products::get_product_by_id)
        .service(products::get_products)
        .service(samples::get_sample_by_number)
        .service(auth::initial_check)
        .service(auth::logout);
}

pub async fn not_found() -> HttpResponse {
    HttpResponse::NotFound().json(ErrorBody {
        message: "Die angeforderte Ressource wurde nicht gefunden".to_owned(),
    })
}
