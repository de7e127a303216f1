//! Catalogue reads (spec §7 `/products/*`).

use actix_web::{
    HttpRequest, HttpResponse, get,
    http::header::{self, ContentType, Header, IfNoneMatch},
    middleware::from_fn,
    post, web,
};
use serde::Serialize;
use shop_app::{ProductEdit, ProductLookupError, catalog};
use shop_domain::{CategoryId, PackingRule, Product, ProductId};

use crate::{
    access::{Admin, admin_only},
    catalogue_json::{Answer, Coding, View},
    dto::products::{ProductDto, ProductList, UpdateProductBody, UpdatedProduct},
    error::{ApiError, ErrorBody},
    state::AppState,
    texts,
};

fn dtos(products: Vec<Product>) -> Vec<ProductDto> {
    products.into_iter().map(ProductDto::from).collect()
}

fn parse_number<T: std::str::FromStr>(raw: &str, what: &str) -> Result<T, ApiError> {
    raw.trim().parse().map_err(|_| {
        ApiError::BadRequest(format!(
            "Ungültige {what}: {}",
            raw.chars().take(20).collect::<String>()
        ))
    })
}

#[utoipa::path(
    tag = "products",
    responses(
        (status = 200, description = "The sample-number magnet packs", body = [ProductDto]),
        (status = 304, description = "Not modified: `If-None-Match` names this answer's `ETag` (the catalogue's answers carry one and `Cache-Control: no-cache`)"),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/products/get-all-cards")]
pub async fn get_all_cards(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    catalogue_answer(&state, &req, View::SamplePacks, |products| {
        json(&dtos(catalog::sample_packs(products)))
    })
    .await
}

/// `view` of the current catalogue snapshot, serialised and compressed once
/// per snapshot, in the form the browser takes, with its `ETag`; `304 Not
/// Modified` when the browser holds that body in any form.
async fn catalogue_answer(
    state: &AppState,
    req: &HttpRequest,
    view: View,
    render: impl FnOnce(&[Product]) -> Result<Vec<u8>, ApiError>,
) -> Result<HttpResponse, ApiError> {
    let snapshot = state.catalog.snapshot().await?;
    let answer = state.catalogue_json.answer(view, &snapshot, render)?;
    let (coding, body, etag) = answer.form(Coding::accepted_by(req));
    // Caches must keep the forms apart.
    let vary = (
        header::VARY,
        header::HeaderValue::from_static("accept-encoding"),
    );
    if holds(req, &answer) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, etag.clone()))
            .insert_header(vary)
            .finish());
    }
    let mut response = HttpResponse::Ok();
    response
        .content_type(ContentType::json())
        .insert_header((header::ETAG, etag.clone()))
        .insert_header(vary);
    if let Some(encoding) = coding.content_encoding() {
        response.insert_header((header::CONTENT_ENCODING, encoding));
    }
    Ok(response.body(body.clone()))
}

/// Whether `If-None-Match` names one of the answer's tags (weak comparison,
/// RFC 9110 §13.1.2) or is `*`.
fn holds(req: &HttpRequest, answer: &Answer) -> bool {
    if !req.headers().contains_key(header::IF_NONE_MATCH) {
        return false;
    }
    match IfNoneMatch::parse(req) {
        Ok(IfNoneMatch::Any) => true,
        Ok(IfNoneMatch::Items(tags)) => answer
            .etags()
            .filter_map(|etag| etag.to_str().ok()?.parse::<header::EntityTag>().ok())
            .any(|ours| tags.iter().any(|tag| tag.weak_eq(&ours))),
        Err(_) => false,
    }
}

fn json(value: &impl Serialize) -> Result<Vec<u8>, ApiError> {
    serde_json::to_vec(value).map_err(ApiError::internal)
}

/// The category lists' and the product pages' paths end in an id. They are
/// mounted as prefixes ([`tail_routes`]) whose handlers read that last
/// segment themselves: the router matches a `{category}` pattern with a
/// regular expression, which was a tenth of a whole catalogue answer's work,
/// and a prefix by comparing bytes.
const CATEGORY_LIST: &str = "/products/get-products-cat";
const PRODUCT: &str = "/products/get-product-byId";

/// The route template of a request [`tail_routes`] answers, for the log and
/// the metrics: the router matched only its prefix, so it cannot tell.
pub fn tail_template(path: &str) -> Option<&'static str> {
    let rest = path.strip_prefix("/api")?;
    // As the router matches a scope: the prefix, then the path's end or a `/`.
    let under = |prefix: &str| {
        rest.strip_prefix(prefix)
            .is_some_and(|tail| tail.is_empty() || tail.starts_with('/'))
    };
    if under(CATEGORY_LIST) {
        Some("/api/products/get-products-cat/{category}")
    } else if under(PRODUCT) {
        Some("/api/products/get-product-byId/{id}")
    } else {
        None
    }
}

/// The category list and the product page under their prefixes (relative to
/// `/api`); documented by [`TailRoutesDocument`].
pub fn tail_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::scope(CATEGORY_LIST).default_service(web::to(get_products_by_category)))
        .service(web::scope(PRODUCT).default_service(web::to(get_product_by_id)));
}

/// The OpenAPI paths of [`tail_routes`].
#[derive(utoipa::OpenApi)]
#[openapi(paths(get_products_by_category, get_product_by_id))]
pub struct TailRoutesDocument;

/// The one path segment after a [`tail_routes`] prefix, percent-decoded as
/// the router decodes a `{name}`: `/2` is `2`. An empty segment or more than
/// one is no such route.
fn last_segment(req: &HttpRequest) -> Result<String, ApiError> {
    req.match_info()
        .unprocessed()
        .strip_prefix('/')
        .filter(|segment| !segment.is_empty() && !segment.contains('/'))
        .and_then(|segment| {
            percent_encoding::percent_decode_str(segment)
                .decode_utf8()
                .ok()
        })
        .map(String::from)
        .ok_or_else(|| ApiError::NotFound(texts::NOT_FOUND.to_owned()))
}

#[utoipa::path(
    get,
    path = "/products/get-products-cat/{category}",
    tag = "products",
    params(("category" = String, Path, description = "Category id: 2 cards, 3 bottle openers")),
    responses(
        (status = 200, description = "Products of the category", body = [ProductDto]),
        (status = 304, description = "Not modified: `If-None-Match` names this answer's `ETag` (the catalogue's answers carry one and `Cache-Control: no-cache`)"),
        (status = 400, description = "Not a category id", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
pub async fn get_products_by_category(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let category = last_segment(&req)?;
    let category = CategoryId::new(parse_number(&category, "Kategorie")?);
    catalogue_answer(&state, &req, View::Category(category.get()), |products| {
        json(&dtos(catalog::in_category(products, category)))
    })
    .await
}

#[utoipa::path(
    get,
    path = "/products/get-product-byId/{id}",
    tag = "products",
    params(("id" = String, Path, description = "Product id, 1 or more")),
    responses(
        (status = 200, description = "The product", body = ProductDto),
        (status = 304, description = "Not modified: `If-None-Match` names this answer's `ETag` (the catalogue's answers carry one and `Cache-Control: no-cache`)"),
        (status = 400, description = "Not a product id", body = ErrorBody),
        (status = 404, description = "No such product", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
pub async fn get_product_by_id(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let id = last_segment(&req)?;
    let id = ProductId::parse(parse_number(&id, "Produkt-ID")?).map_err(ApiError::bad_request)?;
    catalogue_answer(&state, &req, View::Product(id.get()), |products| {
        let product = catalog::find(products, id).ok_or(ProductLookupError::NotFound)?;
        json(&ProductDto::from(product))
    })
    .await
}

#[utoipa::path(
    tag = "products",
    responses(
        (status = 200, description = "Every product", body = ProductList),
        (status = 304, description = "Not modified: `If-None-Match` names this answer's `ETag` (the catalogue's answers carry one and `Cache-Control: no-cache`)"),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/products/get-products")]
pub async fn get_products(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    catalogue_answer(&state, &req, View::All, |products| {
        json(&ProductList {
            products: dtos(products.to_vec()),
        })
    })
    .await
}

#[utoipa::path(
    tag = "admin",
    request_body = UpdateProductBody,
    responses(
        (status = 200, description = "The product as stored; every instance of the shop shows it within a second", body = UpdatedProduct),
        (status = 400, description = "A field breaks a rule or the id is not a product id", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such product", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/products/update-product", wrap = "from_fn(admin_only)")]
pub async fn update_product(
    state: web::Data<AppState>,
    _admin: Admin,
    body: web::Json<UpdateProductBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let id = ProductId::parse(body.product_id).map_err(ApiError::bad_request)?;
    let packing = body
        .packing_rule
        .as_deref()
        .map(PackingRule::parse)
        .transpose()
        .map_err(ApiError::bad_request)?;
    let product = state
        .catalog
        .update_product(
            id,
            ProductEdit {
                name: body.name,
                description: body.description,
                price: body.price,
                relative_price: body.relative_price,
                special_offer: body.special_offer,
                packing,
                cards_per_pack: body.cards_per_pack,
            },
        )
        .await?;
    Ok(HttpResponse::Ok().json(UpdatedProduct {
        product: product.into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::tail_template;

    #[test]
    fn a_tail_routes_template_is_named_only_under_its_own_prefix() {
        for (path, template) in [
            (
                "/api/products/get-products-cat/2",
                Some("/api/products/get-products-cat/{category}"),
            ),
            (
                "/api/products/get-products-cat",
                Some("/api/products/get-products-cat/{category}"),
            ),
            (
                "/api/products/get-product-byId/7",
                Some("/api/products/get-product-byId/{id}"),
            ),
            ("/api/products/get-products-catalogue", None),
            ("/api/products/get-products", None),
            ("/products/get-products-cat/2", None),
        ] {
            assert_eq!(tail_template(path), template, "{path}");
        }
    }
}
