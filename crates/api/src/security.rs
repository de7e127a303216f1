//! Security headers on every answer. The CSP is what the built front end
//! needs and no more: own scripts only, inline styles (React style props),
//! images from ourselves and data/blob URLs (previews, uploads).

use actix_web::middleware::DefaultHeaders;

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' data: blob: https:; \
style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'self'; \
object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/// A document the shop's own pages show in a frame (a line's proof on the
/// approval page): only they may frame it, and it loads nothing itself.
/// Set by the route; the defaults below never overwrite a handler's headers.
pub const FRAMABLE_DOCUMENT_POLICY: &str =
    "frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/// Browsers that saw the shop over https once never try plain http again
/// for a year (set only when `SHOP_PUBLIC_URL` is https).
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

pub fn headers(https: bool) -> DefaultHeaders {
    let headers = if https {
        DefaultHeaders::new().add(("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY))
    } else {
        DefaultHeaders::new()
    };
    headers
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("Content-Security-Policy", CONTENT_SECURITY_POLICY))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "strict-origin-when-cross-origin"))
        .add((
            "Permissions-Policy",
            "camera=(), microphone=(), geolocation=()",
        ))
        .add(("Cross-Origin-Opener-Policy", "same-origin"))
}
