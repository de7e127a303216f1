//! The API routes, mounted under `/api` with the spec's paths.

pub mod admin;
pub mod api_document;
pub mod auth;
pub mod delivery;
pub mod documents;
pub mod health;
pub mod images;
pub mod invoice_terms;
pub mod jobs;
pub mod legal;
pub mod lifecycle;
pub mod messages;
pub mod orders;
pub mod payments;
pub mod production;
pub mod products;
pub mod profile;
pub mod qr_links;
pub mod reports;
pub mod samples;
pub mod users;
pub mod vat_ids;
pub mod vouchers;
pub mod wishlists;

use actix_web::{App, HttpRequest, HttpResponse, web};
use utoipa::OpenApi;
use utoipa_actix_web::{AppExt, service_config::ServiceConfig};

use actix_web::ResponseError;

use crate::{error::ApiError, texts};

/// Mounts every API route but the catalogue's reads (relative to `/api`).
pub fn configure(cfg: &mut web::ServiceConfig) {
    register_rest(&mut ServiceConfig::new(cfg));
}

/// Mounts the catalogue's public reads (relative to `/api`), served
/// without the session and cross-site checks they do not need.
pub fn configure_catalogue(cfg: &mut web::ServiceConfig) {
    register_catalogue(&mut ServiceConfig::new(cfg));
    products::tail_routes(cfg);
}

/// Every API route but [`products::tail_routes`]. The OpenAPI document is
/// collected from this same registration ([`document`]), so a route cannot
/// exist undocumented; the two tail routes bring their own document, and
/// the API tests call both.
fn register(cfg: &mut ServiceConfig) {
    register_catalogue(cfg);
    register_rest(cfg);
}

/// The catalogue's reads with a fixed path; the two whose path ends in an id
/// are [`products::tail_routes`].
fn register_catalogue(cfg: &mut ServiceConfig) {
    cfg.service(products::get_all_cards)
        .service(products::get_products);
}

fn register_rest(cfg: &mut ServiceConfig) {
    cfg.service(health::healthz)
        .service(health::readyz)
        .service(api_document::openapi_json)
        .service(products::update_product)
        .service(samples::get_sample_by_number)
        .service(auth::sign_up)
        .service(auth::sign_in)
        .service(auth::initial_check)
        .service(auth::logout)
        .service(users::send_activation_email)
        .service(users::activate_user)
        .service(users::forgot_password)
        .service(users::reset_password)
        .service(users::export_my_data)
        .service(users::delete_my_account)
        .service(profile::update_profile)
        .service(profile::change_password)
        .service(wishlists::save_wished_product)
        .service(wishlists::get_wishlist_by_user)
        .service(wishlists::delete_wishlist_product)
        .service(orders::create_order)
        .service(orders::create_checkout_session)
        .service(orders::check_payment_status)
        .service(orders::get_orders_by_user)
        .service(orders::get_user_order_lines)
        .service(documents::invoice_xml)
        .service(documents::invoice_pdf)
        .service(documents::credit_note_xml)
        .service(documents::credit_note_pdf)
        .service(production::proof_pdf)
        .service(production::proof_png)
        .service(production::order_proofs_pdf)
        .service(lifecycle::proof_approval)
        .service(lifecycle::approve_proof)
        .service(lifecycle::revise_proof)
        .service(lifecycle::cancel_order)
        .service(lifecycle::refund_late_payment)
        .service(lifecycle::approved_orders)
        .service(lifecycle::approved_proofs_pdf)
        .service(lifecycle::start_production)
        .service(lifecycle::payment_methods)
        .service(payments::stripe_webhook)
        .service(payments::local_checkout_page)
        .service(payments::local_pay)
        .service(payments::local_debit)
        .service(payments::local_fail)
        .service(messages::save_message)
        .service(images::upload_image)
        .service(payments::payment_link_page)
        .service(payments::payment_link)
        .service(admin::get_valid_orders)
        .service(admin::get_order_details)
        .service(admin::update_order_status)
        .service(admin::get_samples)
        .service(admin::save_sample)
        .service(admin::delete_sample)
        .service(admin::get_messages)
        .service(vouchers::list_vouchers)
        .service(vouchers::create_voucher)
        .service(vouchers::deactivate_voucher)
        .service(vouchers::activate_voucher)
        .service(vouchers::delete_voucher)
        .service(vouchers::check_voucher)
        .service(vat_ids::check_vat_id)
        .service(reports::zm_csv)
        .service(jobs::list_jobs)
        .service(jobs::retry_job)
        .service(invoice_terms::invoice_availability)
        .service(invoice_terms::list_customers)
        .service(invoice_terms::grant_invoice_terms)
        .service(invoice_terms::withdraw_invoice_terms)
        .service(invoice_terms::book_payment)
        .service(invoice_terms::import_bank_statement)
        .service(delivery::delivery_promise)
        .service(delivery::list_closures)
        .service(delivery::closure_affects)
        .service(delivery::add_closure)
        .service(delivery::remove_closure)
        .service(admin::on_time)
        .service(legal::terms_pdf)
        .service(legal::legal_text)
        .service(qr_links::qr_link_format)
        .service(qr_links::list_qr_links)
        .service(qr_links::repoint_qr_link)
        .service(qr_links::qr_link_scans)
        .service(qr_links::qr_link_history)
        .service(qr_links::find_qr_link)
        .service(qr_links::admin_qr_link_history)
        .service(qr_links::disable_qr_link)
        .service(qr_links::enable_qr_link);
}

/// The OpenAPI document of the paths and schemas [`configure`] registers.
pub fn document() -> utoipa::openapi::OpenApi {
    let (_, paths) = App::new()
        .into_utoipa_app()
        .configure(register)
        .split_for_parts();
    crate::openapi::complete(paths.merge_from(products::TailRoutesDocument::openapi()))
}

/// The template of the route that answered `req` (`/api/orders/{id}`), as
/// the router matched it or, for a [`products::tail_routes`] prefix, as that
/// route names it; for the log and the metrics.
pub fn template_of(req: &HttpRequest) -> Option<String> {
    req.match_pattern()
        .or_else(|| products::tail_template(req.path()).map(str::to_owned))
}

pub async fn not_found() -> HttpResponse {
    ApiError::NotFound(texts::NOT_FOUND.to_owned()).error_response()
}
