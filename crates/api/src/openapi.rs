//! The OpenAPI document, generated from the handlers' annotations.

use actix_web::{HttpResponse, get};
use utoipa::OpenApi;

use crate::routes::{
    admin, auth, health, images, messages, orders, payments, products, samples, users, wishlists,
};

#[derive(OpenApi)]
#[openapi(
    info(title = "PrimeCards Shop API", description = "API of the PrimeCards web shop. Every error answers `{\"message\": \"<German text>\"}`."),
    servers((url = "/api")),
    paths(
        health::healthz,
        crate::openapi::openapi_json,
        products::get_all_cards,
        products::get_products_by_category,
        products::get_product_by_id,
        products::get_products,
        samples::get_sample_by_number,
        auth::sign_up,
        auth::sign_in,
        auth::initial_check,
        auth::logout,
        users::send_activation_email,
        users::activate_user,
        users::forgot_password,
        users::reset_password,
        wishlists::save_wished_product,
        wishlists::get_wishlist_by_user,
        wishlists::delete_wishlist_product,
        orders::create_order,
        orders::create_checkout_session,
        orders::check_payment_status,
        orders::get_orders_by_user,
        orders::get_user_order_lines,
        payments::stripe_webhook,
        payments::local_checkout_page,
        payments::local_pay,
        payments::local_fail,
        messages::save_message,
        images::upload_image,
        payments::payment_link,
        admin::get_valid_orders,
        admin::get_order_details,
        admin::update_order_status,
        admin::get_samples,
        admin::save_sample,
        admin::delete_sample,
        admin::get_messages,
    ),
    tags(
        (name = "system", description = "Health and API description"),
        (name = "products", description = "The catalogue"),
        (name = "samples", description = "Designs by sample number"),
        (name = "auth", description = "Sign-up, sign-in and sessions"),
        (name = "users", description = "Activation and password reset"),
        (name = "wishlists", description = "The signed-in customer's wishlist"),
        (name = "orders", description = "Checkout, payment status and the customer's orders"),
        (name = "payments", description = "Provider webhook and the local test payment provider"),
        (name = "messages", description = "The contact form"),
        (name = "images", description = "Image uploads"),
        (name = "admin", description = "The back-office (admins only)"),
    )
)]
pub struct ApiDoc;

#[utoipa::path(tag = "system", responses((status = 200, description = "This OpenAPI document", content_type = "application/json")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(ApiDoc::openapi())
}
