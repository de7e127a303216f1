//! `GET /q/{code}`: where a printed QR code leads. The shop's hottest path
//! (every scan of every magnet) answers from this instance's memory of the
//! code, read from its row at most every half second (on SQLite right on
//! the event loop: handing it to a blocking thread cost more than the read),
//! and does nothing else: no session, no cookie, no write (the scan is
//! counted in memory and written in batches), no compression (a 302 has no
//! body), no pattern matched by the router (`/q` is a prefix, the code is
//! the rest of the path), and `Cache-Control: no-store`, so no browser or
//! proxy keeps the old target after a change. Nothing about the person
//! scanning is kept but the device class of a counted scan.

use actix_web::{
    HttpRequest, HttpResponse, Scope,
    http::{Method, StatusCode, header},
    web,
};
use shop_domain::qr_link::{ShortCode, redirect_location, scanned_from};
use shop_ports::qr_links::Redirect;

use crate::state::AppState;

const NOT_FOUND_PAGE: &str = "<!doctype html><html lang=\"de\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>QR-Code nicht gefunden</title></head><body><main><h1>Diesen QR-Code gibt es nicht.</h1><p>Bitte prüfen Sie den Link oder scannen Sie den Code erneut.</p></main></body></html>";

const DISABLED_PAGE: &str = "<!doctype html><html lang=\"de\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>QR-Code nicht mehr aktiv</title></head><body><main><h1>Dieser QR-Code ist nicht mehr aktiv.</h1></main></body></html>";

const PREVIEW_PAGE: &str = "<!doctype html><html lang=\"de\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>QR-Code der Vorschau</title></head><body><main><h1>Dieser QR-Code wird mit Ihrer Bestellung aktiv und führt dann zu Ihrer Adresse.</h1></main></body></html>";

fn page(status: StatusCode, body: &'static str) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .content_type("text/html; charset=utf-8")
        .body(body)
}

/// `/q` and everything under it: `/q/{code}` redirects, any other path under
/// it is no code.
pub fn service() -> Scope {
    web::scope("/q").default_service(web::to(redirect))
}

/// The redirect, for `GET` and `HEAD`.
async fn redirect(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return HttpResponse::MethodNotAllowed()
            .insert_header((header::ALLOW, "GET, HEAD"))
            .finish();
    }
    let Some(code) = req.path().strip_prefix("/q/").and_then(ShortCode::parse) else {
        return page(StatusCode::NOT_FOUND, NOT_FOUND_PAGE);
    };
    if code.is_preview_placeholder() {
        // The designer's preview: scanned to try it before ordering.
        return page(StatusCode::OK, PREVIEW_PAGE);
    }
    let found = state.qr_links.resolve(&code).await;
    let target = match found {
        Ok(Some(Redirect::To(target))) => target,
        Ok(Some(Redirect::Disabled)) => return page(StatusCode::GONE, DISABLED_PAGE),
        Ok(None) => return page(StatusCode::NOT_FOUND, NOT_FOUND_PAGE),
        Err(error) => {
            tracing::error!(%error, "could not look up a short link");
            return HttpResponse::ServiceUnavailable()
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .insert_header((header::RETRY_AFTER, "5"))
                .finish();
        }
    };
    let agent = req
        .headers()
        .get(header::USER_AGENT)
        .and_then(|value| value.to_str().ok());
    if req.method() == Method::GET
        && let Some(device) = scanned_from(agent)
    {
        state.scans.count(code, device, state.clock.now());
    }
    HttpResponse::Found()
        .insert_header((header::LOCATION, redirect_location(&target).as_ref()))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}
