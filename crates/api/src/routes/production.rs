//! Print production: a design line's print-ready proof, and all proofs of an
//! order in one PDF for the print operator, for whoever may see the order;
//! 404 for everyone else and for lines without a design of their own.

use actix_web::{HttpRequest, HttpResponse, get, http::header, web};
use chrono::TimeDelta;
use shop_app::Limit;
use shop_domain::{OrderId, OrderLineId};

use super::documents;
use crate::{
    access::DocumentReader,
    client_address::client_address,
    error::{ApiError, ErrorBody},
    security,
    state::AppState,
    texts,
};

/// An earlier proof version, for the back office.
#[derive(serde::Deserialize, utoipa::IntoParams)]
pub struct ProofVersionQuery {
    /// 1, 2, …: a stored version (admins only; others always get the current one).
    pub version: Option<i32>,
}

/// Whole-order proofs one client address may fetch per hour; a repeated
/// one is served from memory, but a client cycling through orders is not.
const ORDER_PROOFS_PER_ADDRESS: Limit = Limit::new(60, TimeDelta::hours(1));

#[utoipa::path(
    tag = "production",
    params(("order_line_id" = i64, Path, description = "The order line's id"), ProofVersionQuery),
    responses(
        (status = 200, description = "The line's print-ready proof (once paid: the stored bytes of its current version, after approval exactly the approved bytes): for a card one page of 49 × 79 mm (2 mm bleed) with the 45 × 75 mm card as TrimBox, for a bottle opener its 60 × 30 mm print area with the same bleed; vector artwork and QR code, embedded font, the logo as the only raster image", content_type = "application/pdf"),
        (status = 404, description = "No such line for this user or browser session, or a sample pack (no design of its own)", body = ErrorBody),
        (status = 409, description = "The line's logo is no longer stored", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/order-lines/{order_line_id}/proof.pdf")]
pub async fn proof_pdf(
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
    query: web::Query<ProofVersionQuery>,
) -> Result<HttpResponse, ApiError> {
    let line_id = path.into_inner();
    let pdf = state
        .production
        .proof(OrderLineId::new(line_id), requester, query.version)
        .await?;
    // The approval page shows this proof in a frame of the shop's own pages.
    let mut answer = inline_pdf(pdf.to_vec(), &format!("druckabzug-position-{line_id}.pdf"));
    let headers = answer.headers_mut();
    headers.insert(
        header::X_FRAME_OPTIONS,
        header::HeaderValue::from_static("SAMEORIGIN"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        header::HeaderValue::from_static(security::FRAMABLE_DOCUMENT_POLICY),
    );
    Ok(answer)
}

/// How wide a proof's picture may be asked for, in pixels.
const PICTURE_WIDTHS: std::ops::RangeInclusive<u32> = 200..=2000;
const PICTURE_WIDTH_STEP: u32 = 100;
const PICTURE_WIDTH_DEFAULT: u32 = 1000;

/// Proof pictures one client address may fetch per hour: a screen needs one
/// or two widths per version; each new one is a render.
const PROOF_PICTURES_PER_ADDRESS: Limit = Limit::new(120, TimeDelta::hours(1));

/// The width and version of a proof's picture.
#[derive(serde::Deserialize, utoipa::IntoParams)]
pub struct ProofPictureQuery {
    /// Pixels, 200 to 2000 in steps of 100; 1000 when left out.
    #[param(minimum = 200, maximum = 2000, multiple_of = 100)]
    pub width: Option<u32>,
    /// A stored version whose PDF is still kept (the current and the approved one); the current one when left out.
    #[param(minimum = 1)]
    pub version: Option<i32>,
}

#[utoipa::path(
    tag = "production",
    params(("order_line_id" = i64, Path, description = "The order line's id"), ProofPictureQuery),
    responses(
        (status = 200, description = "The line's proof as a PNG of the asked width, bleed included (the page of proof.pdf), rendered from the stored bytes of the version", content_type = "image/png"),
        (status = 400, description = "Die Bildbreite muss zwischen 200 und 2000 Pixeln in Schritten von 100 liegen.", body = ErrorBody),
        (status = 404, description = "No such line for this user or browser session, a sample pack, or a version whose PDF is no longer kept", body = ErrorBody),
        (status = 409, description = "The line's logo is no longer stored", body = ErrorBody),
        (status = 429, description = "Too many proof pictures from this address; try again later", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/order-lines/{order_line_id}/proof.png")]
pub async fn proof_png(
    req: HttpRequest,
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
    query: web::Query<ProofPictureQuery>,
) -> Result<HttpResponse, ApiError> {
    let width = query.width.unwrap_or(PICTURE_WIDTH_DEFAULT);
    if !PICTURE_WIDTHS.contains(&width) || !width.is_multiple_of(PICTURE_WIDTH_STEP) {
        return Err(ApiError::BadRequest(texts::PICTURE_WIDTH.to_owned()));
    }
    let bucket = format!("proof-pictures:address:{}", client_address(&req));
    let _counted = state
        .throttle
        .admit(&[(bucket, PROOF_PICTURES_PER_ADDRESS)])
        .await?;
    let png = state
        .production
        .proof_picture(
            OrderLineId::new(path.into_inner()),
            requester,
            query.version,
            width,
        )
        .await?;
    // A named version never changes; the current one does with a revision.
    let caching = if query.version.is_some() {
        "private, max-age=86400"
    } else {
        "private, no-cache"
    };
    Ok(HttpResponse::Ok()
        .content_type("image/png")
        .insert_header((header::CACHE_CONTROL, caching))
        .body(png.to_vec()))
}

#[utoipa::path(
    tag = "production",
    params(("order_id" = i64, Path, description = "The order's id")),
    responses(
        (status = 200, description = "Every design line's proof of the order, one page each in line order (sample packs have none)", content_type = "application/pdf"),
        (status = 404, description = "No such order for this user or browser session, or an order of sample packs only", body = ErrorBody),
        (status = 409, description = "A line's logo is no longer stored", body = ErrorBody),
        (status = 429, description = "Too many order proofs from this address; try again later", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orders/{order_id}/proofs.pdf")]
pub async fn order_proofs_pdf(
    req: HttpRequest,
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    // A whole order's proofs are the heaviest thing the shop renders.
    let bucket = format!("order-proofs:address:{}", client_address(&req));
    let _counted = state
        .throttle
        .admit(&[(bucket, ORDER_PROOFS_PER_ADDRESS)])
        .await?;
    let order_id = path.into_inner();
    let pdf = state
        .production
        .order_proofs(OrderId::new(order_id), requester)
        .await?;
    Ok(inline_pdf(
        pdf.to_vec(),
        &format!("druckabzuege-bestellung-{order_id}.pdf"),
    ))
}

/// A proof the browser shows itself; private and never cached, like the invoices.
pub(super) fn inline_pdf(pdf: Vec<u8>, file_name: &str) -> HttpResponse {
    documents::file(
        "application/pdf",
        format!("inline; filename=\"{file_name}\""),
        pdf,
    )
}
