//! AGB, Impressum and Datenschutz as the server keeps them, and the AGB
//! as a PDF to download and store.

use actix_web::{HttpResponse, get, http::header, web};
use shop_app::legal::{LegalDocument, LegalText};

use crate::{
    error::{ApiError, ErrorBody},
    state::AppState,
};

#[utoipa::path(
    tag = "pages",
    params(("document" = String, Path, description = "`terms` (AGB), `imprint` (Impressum) or `privacy` (Datenschutz)")),
    responses(
        (status = 200, description = "The text with its version and date; a paragraph starting with '• ' is a list item", body = LegalTextDto),
        (status = 404, description = "No such text", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/legal/{document}")]
pub async fn legal_text(
    state: web::Data<AppState>,
    document: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let document = LegalDocument::parse(&document)
        .ok_or_else(|| ApiError::NotFound("Diese Seite gibt es nicht.".to_owned()))?;
    let text = state.legal.document(document).map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok().json(LegalTextDto::from(text)))
}

#[utoipa::path(
    tag = "pages",
    responses(
        (status = 200, description = "The AGB in force as a PDF/A-3b, 'AGB-PrimeCards-{version}.pdf'", content_type = "application/pdf"),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/legal/terms.pdf")]
pub async fn terms_pdf(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    // Written on the first download or confirmation: off the async workers.
    let terms = state.terms_pdf.clone();
    let attachment = web::block(move || terms.attachment().cloned().map_err(str::to_owned))
        .await
        .map_err(ApiError::internal)?
        .map_err(|error| ApiError::internal(anyhow::anyhow!(error)))?;
    Ok(HttpResponse::Ok()
        .content_type(attachment.content_type.as_str())
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("inline; filename=\"{}\"", attachment.file_name),
        ))
        .body(attachment.data))
}

/// The JSON of a legal text.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct LegalTextDto {
    /// The version an order records (`termsVersion`), e.g. `2026-12-07`.
    pub version: String,
    /// YYYY-MM-DD.
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
    pub sections: Vec<LegalSectionDto>,
}

#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct LegalSectionDto {
    pub title: String,
    pub paragraphs: Vec<String>,
}

impl From<LegalText> for LegalTextDto {
    fn from(text: LegalText) -> Self {
        Self {
            version: text.version,
            updated_at: text.updated_at,
            sections: text
                .sections
                .into_iter()
                .map(|section| LegalSectionDto {
                    title: section.title,
                    paragraphs: section.paragraphs,
                })
                .collect(),
        }
    }
}
