//! Issued documents of an order: the invoice, and the credit note of a
//! refunded order, each as PDF/A-3b and as its e-invoice XML (Factur-X
//! EN 16931), for whoever may see the order; 404 for everyone else.

use actix_web::{HttpResponse, get, http::header, web};
use shop_app::Requester;
use shop_domain::{DocumentKind, OrderId};
use shop_ports::invoices::StoredDocument;

use crate::{
    access::DocumentReader,
    error::{ApiError, ErrorBody},
    state::AppState,
};

/// The order's document of `kind`, if the requester may see the order.
async fn document_of(
    state: &AppState,
    requester: Requester,
    path: web::Path<i64>,
    kind: DocumentKind,
) -> Result<StoredDocument, ApiError> {
    Ok(state
        .customer_orders
        .document(OrderId::new(path.into_inner()), kind, requester)
        .await?)
}

fn xml_file(document: StoredDocument) -> HttpResponse {
    file(
        "application/xml; charset=utf-8",
        format!("inline; filename=\"{}.xml\"", document.number),
        document.xml.into_bytes(),
    )
}

fn pdf_file(document: StoredDocument) -> HttpResponse {
    file(
        "application/pdf",
        format!("attachment; filename=\"{}.pdf\"", document.number),
        document.pdf,
    )
}

/// A document's bytes; private, never cached (it names the buyer).
pub(crate) fn file(content_type: &str, disposition: String, body: Vec<u8>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CONTENT_DISPOSITION, disposition))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(body)
}

#[utoipa::path(
    tag = "documents",
    params(("order_id" = i64, Path, description = "The order's id")),
    responses(
        (status = 200, description = "The invoice's Factur-X (EN 16931, CII) XML, exactly as issued", content_type = "application/xml"),
        (status = 404, description = "No such order for this user or browser session, or no invoice yet (unpaid)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orders/{order_id}/invoice.xml")]
pub async fn invoice_xml(
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let document = document_of(&state, requester, path, DocumentKind::Invoice).await?;
    Ok(xml_file(document))
}

#[utoipa::path(
    tag = "documents",
    params(("order_id" = i64, Path, description = "The order's id")),
    responses(
        (status = 200, description = "The invoice as PDF/A-3b with its Factur-X XML embedded, exactly as issued", content_type = "application/pdf"),
        (status = 404, description = "No such order for this user or browser session, or no invoice yet (unpaid)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orders/{order_id}/invoice.pdf")]
pub async fn invoice_pdf(
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let document = document_of(&state, requester, path, DocumentKind::Invoice).await?;
    Ok(pdf_file(document))
}

#[utoipa::path(
    tag = "documents",
    params(("order_id" = i64, Path, description = "The order's id")),
    responses(
        (status = 200, description = "The credit note's Factur-X (EN 16931, CII, type 381) XML, exactly as issued", content_type = "application/xml"),
        (status = 404, description = "No such order for this user or browser session, or no credit note (not refunded)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orders/{order_id}/credit-note.xml")]
pub async fn credit_note_xml(
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let document = document_of(&state, requester, path, DocumentKind::CreditNote).await?;
    Ok(xml_file(document))
}

#[utoipa::path(
    tag = "documents",
    params(("order_id" = i64, Path, description = "The order's id")),
    responses(
        (status = 200, description = "The credit note as PDF/A-3b with its Factur-X XML embedded, exactly as issued", content_type = "application/pdf"),
        (status = 404, description = "No such order for this user or browser session, or no credit note (not refunded)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/orders/{order_id}/credit-note.pdf")]
pub async fn credit_note_pdf(
    state: web::Data<AppState>,
    DocumentReader(requester): DocumentReader,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let document = document_of(&state, requester, path, DocumentKind::CreditNote).await?;
    Ok(pdf_file(document))
}
