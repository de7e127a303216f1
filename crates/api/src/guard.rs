//! Cross-site request forgery defence for the API: a state-changing call must
//! carry JSON (or multipart for uploads) — which a plain HTML form cannot
//! send cross-site — and, when the browser names an `Origin`, it must be ours.

use actix_web::{
    HttpMessage, ResponseError,
    body::{EitherBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    http::{Method, header},
    middleware::Next,
    web,
};

use crate::{error::ApiError, texts};

/// The origin (`scheme://host[:port]`) the shop is served from.
pub struct AllowedOrigin(pub String);

fn changes_state(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

fn has_body(req: &ServiceRequest) -> bool {
    let length = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<u64>().ok());
    length.is_some_and(|n| n > 0) || req.headers().contains_key(header::TRANSFER_ENCODING)
}

/// Answers 403 for a foreign origin and 415 for a body that is neither JSON,
/// multipart nor XML, as responses (not errors) so the outer middleware still
/// adds the security headers.
///
/// # Errors
/// Only what the wrapped service returns.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    if let Err(refusal) = check(&req) {
        return Ok(req
            .into_response(refusal.error_response())
            .map_into_right_body());
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_left_body)
}

fn check(req: &ServiceRequest) -> Result<(), ApiError> {
    if changes_state(req.method()) {
        let allowed = req
            .app_data::<web::Data<AllowedOrigin>>()
            .map(|origin| origin.0.clone());
        if let (Some(origin), Some(allowed)) = (req.headers().get(header::ORIGIN), allowed)
            && origin.as_bytes() != allowed.as_bytes()
        {
            return Err(ApiError::Forbidden(texts::FOREIGN_ORIGIN.to_owned()));
        }
        let mime = req.mime_type().ok().flatten();
        // None of these is a type a foreign page may send without asking first
        // (CORS preflight), except multipart, whose routes check the origin above.
        let acceptable = mime.as_ref().is_some_and(|mime| {
            (mime.type_() == "application" && mime.subtype() == "json")
                || (mime.type_() == "multipart" && mime.subtype() == "form-data")
                // Bank statements (camt.053) arrive as the bank's XML file.
                || (matches!(mime.type_().as_str(), "application" | "text")
                    && mime.subtype() == "xml")
        });
        if has_body(req) && !acceptable {
            return Err(ApiError::UnsupportedMediaType(texts::JSON_ONLY.to_owned()));
        }
    }
    Ok(())
}

/// `scheme://host[:port]` of a URL such as the public URL setting.
pub fn origin_of(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    format!("{scheme}://{host}")
}

#[cfg(test)]
mod tests {
    use super::origin_of;

    #[test]
    fn origin_drops_path_query_and_fragment() {
        assert_eq!(
            origin_of("https://shop.example:8443/a/b?c#d"),
            "https://shop.example:8443"
        );
        assert_eq!(origin_of("http://127.0.0.1:8080"), "http://127.0.0.1:8080");
    }
}
