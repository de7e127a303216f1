//! The short links of printed QR codes: their owners list, repoint and read
//! the scans of their own (a signed-in account, or a guest with the token
//! from the order confirmation mail); admins find, switch off and on any.

use actix_web::{HttpResponse, get, middleware::from_fn, patch, post, web};
use shop_app::qr_links::{LinkRequester, QrLinkError};

use crate::{
    access::{Admin, admin_only},
    dto::qr_links::{
        QrAdminHistoryQuery, QrDisableBody, QrHistoryQuery, QrLinkDto, QrLinkFormat,
        QrLinkHistoryPage, QrScansDto, QrScansQuery, QrTargetBody, QrTokenQuery,
    },
    error::{ApiError, ErrorBody},
    session::SessionHandle,
    state::AppState,
};

/// Days a scan report covers when none are asked for.
const DEFAULT_REPORT_DAYS: u32 = 90;

impl From<QrLinkError> for ApiError {
    fn from(error: QrLinkError) -> Self {
        match error {
            QrLinkError::NotFound => Self::NotFound(error.to_string()),
            QrLinkError::Target(_) | QrLinkError::Reason => Self::Unprocessable(error.to_string()),
            QrLinkError::Throttled(throttled) => throttled.into(),
            QrLinkError::Unknown(store) => store.into(),
        }
    }
}

/// The guest holding `token`, else the signed-in customer (401 for nobody).
async fn requester(
    session: &SessionHandle,
    token: Option<String>,
) -> Result<LinkRequester, ApiError> {
    match token.filter(|token| !token.is_empty()) {
        Some(token) => Ok(LinkRequester::Guest { token }),
        None => Ok(LinkRequester::Customer(session.require_user().await?)),
    }
}

#[utoipa::path(
    tag = "qr-links",
    responses((status = 200, description = "How short links look: the preview shows a code of this length", body = QrLinkFormat))
)]
#[get("/shop/qr-link-format")]
pub async fn qr_link_format(state: web::Data<AppState>) -> HttpResponse {
    let links = state.qr_links.short_links();
    HttpResponse::Ok().json(QrLinkFormat {
        base: links.base().to_owned(),
        code_length: links.code_len(),
    })
}

#[utoipa::path(
    tag = "qr-links",
    params(QrTokenQuery),
    responses(
        (status = 200, description = "The signed-in customer's short links, newest first; with `token`, those of the guest order it names. Each carries its latest change only (`/qr-links/{code}/history` pages through all)", body = Vec<QrLinkDto>),
        (status = 401, description = "Neither signed in nor a token", body = ErrorBody),
        (status = 404, description = "Unknown token", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/qr-links")]
pub async fn list_qr_links(
    state: web::Data<AppState>,
    session: SessionHandle,
    query: web::Query<QrTokenQuery>,
) -> Result<HttpResponse, ApiError> {
    let requester = requester(&session, query.into_inner().token).await?;
    let links = state.qr_links.list(requester).await?;
    Ok(HttpResponse::Ok().json(links.iter().map(QrLinkDto::from).collect::<Vec<_>>()))
}

#[utoipa::path(
    tag = "qr-links",
    params(("code" = String, Path, description = "The short link's code"), QrTokenQuery),
    request_body = QrTargetBody,
    responses(
        (status = 200, description = "Repointed: the next scan goes to the new target", body = QrLinkDto),
        (status = 400, description = "Malformed body", body = ErrorBody),
        (status = 401, description = "Neither signed in nor a token", body = ErrorBody),
        (status = 404, description = "No such code of this customer or token", body = ErrorBody),
        (status = 422, description = "The target is not an http(s) address of at most 2,000 characters (as sent: IDNA host, percent-encoded) without credentials, holds a character an order line's address refuses, or leads back into the shop (a short link, any spelling of its hosts, this machine)", body = ErrorBody),
        (status = 429, description = "The code was repointed 30 times today (German day): nothing changed; `Retry-After` says when the next day begins", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[patch("/qr-links/{code}")]
pub async fn repoint_qr_link(
    state: web::Data<AppState>,
    session: SessionHandle,
    code: web::Path<String>,
    query: web::Query<QrTokenQuery>,
    body: web::Json<QrTargetBody>,
) -> Result<HttpResponse, ApiError> {
    let requester = requester(&session, query.into_inner().token).await?;
    let view = state
        .qr_links
        .repoint(requester, &code, &body.target)
        .await?;
    Ok(HttpResponse::Ok().json(QrLinkDto::from(&view)))
}

#[utoipa::path(
    tag = "qr-links",
    params(("code" = String, Path, description = "The short link's code"), QrHistoryQuery),
    responses(
        (status = 200, description = "One page of the code's changes of target, newest first, 20 a page, with how many there are", body = QrLinkHistoryPage),
        (status = 401, description = "Neither signed in nor a token", body = ErrorBody),
        (status = 404, description = "No such code of this customer or token", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/qr-links/{code}/history")]
pub async fn qr_link_history(
    state: web::Data<AppState>,
    session: SessionHandle,
    code: web::Path<String>,
    query: web::Query<QrHistoryQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let page = query.page();
    let requester = requester(&session, query.token).await?;
    let history = state.qr_links.history(requester, &code, page).await?;
    Ok(HttpResponse::Ok().json(QrLinkHistoryPage::from(&history)))
}

#[utoipa::path(
    tag = "qr-links",
    params(("code" = String, Path, description = "The short link's code"), QrScansQuery),
    responses(
        (status = 200, description = "Scans per German calendar day over the last `days` days and in all", body = QrScansDto),
        (status = 401, description = "Neither signed in nor a token", body = ErrorBody),
        (status = 404, description = "No such code of this customer or token", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/qr-links/{code}/scans")]
pub async fn qr_link_scans(
    state: web::Data<AppState>,
    session: SessionHandle,
    code: web::Path<String>,
    query: web::Query<QrScansQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let requester = requester(&session, query.token).await?;
    let report = state
        .qr_links
        .scans(requester, &code, query.days.unwrap_or(DEFAULT_REPORT_DAYS))
        .await?;
    Ok(HttpResponse::Ok().json(QrScansDto::from(&report)))
}

#[utoipa::path(
    tag = "admin",
    params(("code" = String, Path, description = "The short link's code")),
    responses(
        (status = 200, description = "The code, whoever owns it, with its latest change (`/admin/qr-links/{code}/history` pages through all)", body = QrLinkDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such code", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/qr-links/{code}", wrap = "from_fn(admin_only)")]
pub async fn find_qr_link(
    state: web::Data<AppState>,
    _admin: Admin,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let view = state.qr_links.find(LinkRequester::Admin, &code).await?;
    Ok(HttpResponse::Ok().json(QrLinkDto::from(&view)))
}

#[utoipa::path(
    tag = "admin",
    params(("code" = String, Path, description = "The short link's code"), QrAdminHistoryQuery),
    responses(
        (status = 200, description = "One page of the code's changes of target, newest first, 20 a page, with how many there are", body = QrLinkHistoryPage),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such code", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/qr-links/{code}/history", wrap = "from_fn(admin_only)")]
pub async fn admin_qr_link_history(
    state: web::Data<AppState>,
    _admin: Admin,
    code: web::Path<String>,
    query: web::Query<QrAdminHistoryQuery>,
) -> Result<HttpResponse, ApiError> {
    let history = state
        .qr_links
        .history(LinkRequester::Admin, &code, query.page())
        .await?;
    Ok(HttpResponse::Ok().json(QrLinkHistoryPage::from(&history)))
}

#[utoipa::path(
    tag = "admin",
    params(("code" = String, Path, description = "The short link's code")),
    request_body = QrDisableBody,
    responses(
        (status = 200, description = "Switched off: scans get a neutral page (410) until it is enabled again", body = QrLinkDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such code", body = ErrorBody),
        (status = 422, description = "The reason is not 3 to 200 printable characters", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/qr-links/{code}/disable", wrap = "from_fn(admin_only)")]
pub async fn disable_qr_link(
    state: web::Data<AppState>,
    _admin: Admin,
    code: web::Path<String>,
    body: web::Json<QrDisableBody>,
) -> Result<HttpResponse, ApiError> {
    let view = state
        .qr_links
        .set_disabled(&code, Some(&body.reason))
        .await?;
    Ok(HttpResponse::Ok().json(QrLinkDto::from(&view)))
}

#[utoipa::path(
    tag = "admin",
    params(("code" = String, Path, description = "The short link's code")),
    responses(
        (status = 200, description = "Redirecting again", body = QrLinkDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such code", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/qr-links/{code}/enable", wrap = "from_fn(admin_only)")]
pub async fn enable_qr_link(
    state: web::Data<AppState>,
    _admin: Admin,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let view = state.qr_links.set_disabled(&code, None).await?;
    Ok(HttpResponse::Ok().json(QrLinkDto::from(&view)))
}
