//! The OpenAPI document's frame: the API's description and tags, and the
//! answers every call can get from the layers in front of the handlers.
//! The paths come from the routes' own registration (`routes::document`).

use utoipa::{
    OpenApi,
    openapi::{ContentBuilder, HttpMethod, RefOr, Response, ResponseBuilder, path::Operation},
};

#[derive(OpenApi)]
#[openapi(
    info(title = "PrimeCards Shop API", description = "API of the PrimeCards web shop. Every error answers `{\"message\": \"<German text>\"}`."),
    servers((url = "/api")),
    tags(
        (name = "system", description = "Health and API description"),
        (name = "products", description = "The catalogue"),
        (name = "samples", description = "Designs by sample number"),
        (name = "auth", description = "Sign-up, sign-in and sessions"),
        (name = "users", description = "Activation, password reset and the customer's own data (DSGVO)"),
        (name = "wishlists", description = "The signed-in customer's wishlist"),
        (name = "orders", description = "Checkout, payment status and the customer's orders"),
        (name = "documents", description = "Invoices and credit notes of paid orders (Factur-X EN 16931)"),
        (name = "production", description = "Print-ready proofs of design lines"),
        (name = "payments", description = "Provider webhook and the local test payment provider"),
        (name = "messages", description = "The contact form"),
        (name = "images", description = "Image uploads"),
        (name = "admin", description = "The back-office (admins only)"),
    )
)]
pub struct ApiDoc;

/// The whole document for `paths`: described, and with the common answers.
pub fn complete(paths: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    let mut doc = ApiDoc::openapi().merge_from(paths);
    for (_, item) in doc.paths.paths.iter_mut() {
        for (method, operation) in [
            (HttpMethod::Get, &mut item.get),
            (HttpMethod::Post, &mut item.post),
            (HttpMethod::Put, &mut item.put),
            (HttpMethod::Delete, &mut item.delete),
            (HttpMethod::Patch, &mut item.patch),
        ] {
            if let Some(operation) = operation {
                add_common_answers(&method, operation);
            }
        }
    }
    doc
}

/// What the guard, the extractors and the error mapper answer before or
/// around any handler, so the document is true for every call.
fn add_common_answers(method: &HttpMethod, operation: &mut Operation) {
    let changes_state = !matches!(
        method,
        HttpMethod::Get | HttpMethod::Head | HttpMethod::Options
    );
    let takes_input = changes_state
        || operation
            .parameters
            .as_ref()
            .is_some_and(|parameters| !parameters.is_empty());
    let mut common = vec![("500", "Server error")];
    if takes_input {
        common.push(("400", "Malformed parameters or body"));
    }
    if changes_state {
        common.extend([
            ("403", "Sent from a foreign Origin"),
            ("413", "Body larger than the API reads"),
            ("415", "Body neither JSON nor (for uploads) multipart"),
        ]);
    }
    for (status, description) in common {
        operation
            .responses
            .responses
            .entry(status.to_owned())
            .or_insert_with(|| RefOr::T(error_answer(description)));
    }
}

fn error_answer(description: &str) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            ContentBuilder::new()
                .schema(Some(RefOr::Ref(utoipa::openapi::Ref::from_schema_name(
                    "ErrorBody",
                ))))
                .build(),
        )
        .build()
}
