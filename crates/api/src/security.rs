//! Security headers on every answer. The CSP is what the built front end
//! needs and no more: own scripts only, inline styles (React style props),
//! images from ourselves and data/blob URLs (previews, uploads).

use actix_web::middleware::DefaultHeaders;

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' data: blob: https:; \
style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'self'; \
object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

pub fn headers() -> DefaultHeaders {
    DefaultHeaders::new()
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
