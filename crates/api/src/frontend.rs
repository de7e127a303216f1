//! The built React app: files from `SHOP_STATIC_DIR`, and `index.html` for
//! every other path so the client router can show its own pages (including
//! its not-found page). Uploaded images are served from `SHOP_DATA_DIR/uploads`.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::{
    HttpRequest, HttpResponse, Resource, Scope,
    dev::{ServiceRequest, ServiceResponse, fn_service},
    http::{
        Method,
        header::{self, ContentEncoding, HeaderValue},
    },
    web,
};

use crate::catalogue_json::Coding;

/// The bundles Vite writes under `assets/`. Their names carry a hash of
/// their content, so a browser may keep them for a year without asking
/// again. The build writes each text bundle also as `.br` and `.gz`
/// (`frontend/scripts/precompress.mjs`); a browser that takes one gets it, so
/// no request compresses a bundle again, and a phone gets the smallest form.
pub fn bundles(static_dir: &Path) -> Scope {
    let dir = static_dir.join("assets");
    web::scope("/assets").default_service(web::to(move |req: HttpRequest| {
        let dir = dir.clone();
        async move { bundle(&req, &dir) }
    }))
}

/// A file name the build may write: one segment of visible ASCII (Rollup
/// replaces what else a module's name holds), not hidden, not escaped (no
/// `%`, so no `..` in disguise either), and not one of the compressed forms,
/// which are asked for by their bundle's name.
fn is_bundle_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && !name.ends_with(".br")
        && !name.ends_with(".gz")
        && name
            .bytes()
            .all(|byte| byte.is_ascii_graphic() && !matches!(byte, b'/' | b'\\' | b'%'))
}

fn bundle(req: &HttpRequest, dir: &Path) -> HttpResponse {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return HttpResponse::MethodNotAllowed()
            .insert_header((header::ALLOW, "GET, HEAD"))
            .finish();
    }
    let Some(name) = req
        .match_info()
        .unprocessed()
        .strip_prefix('/')
        .filter(|name| is_bundle_name(name))
    else {
        return HttpResponse::NotFound().finish();
    };
    let plain = dir.join(name);
    let compressed = match Coding::accepted_by(req) {
        Coding::Brotli => Some((ContentEncoding::Brotli, "br")),
        Coding::Gzip => Some((ContentEncoding::Gzip, "gz")),
        Coding::Identity => None,
    }
    .and_then(|(encoding, suffix)| {
        let file = NamedFile::open(dir.join(format!("{name}.{suffix}"))).ok()?;
        Some(file.set_content_encoding(encoding))
    });
    let Some(file) = compressed.or_else(|| NamedFile::open(&plain).ok()) else {
        return HttpResponse::NotFound().finish();
    };
    let mut response = file
        .set_content_type(actix_files::file_extension_to_mime(
            plain
                .extension()
                .and_then(|ext| ext.to_str())
                .unwrap_or_default(),
        ))
        .disable_content_disposition()
        .into_response(req);
    let headers = response.headers_mut();
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    response
}

/// The front end, with the SPA fallback.
pub fn app_files(static_dir: &Path) -> Files {
    let index = static_dir.join("index.html");
    Files::new("/", static_dir)
        .index_file("index.html")
        .default_handler(fn_service(move |req: ServiceRequest| {
            let index = index.clone();
            async move {
                let (req, _) = req.into_parts();
                let response = spa_index(&req, &index);
                Ok(ServiceResponse::new(req, response))
            }
        }))
}

/// `/` itself: the shell with the same `Cache-Control` as every other
/// client-side path (the file service would answer it without one).
pub fn root(static_dir: &Path) -> Resource {
    let index = static_dir.join("index.html");
    web::resource("/").route(web::get().to(move |req: HttpRequest| {
        let index = index.clone();
        async move { spa_index(&req, &index) }
    }))
}

fn spa_index(req: &HttpRequest, index: &PathBuf) -> HttpResponse {
    match NamedFile::open(index) {
        Ok(file) => {
            let mut response = file.into_response(req);
            // The shell must never be cached stale: it names the hashed bundles.
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static("no-cache"),
            );
            response
        }
        Err(error) => {
            tracing::error!(%error, path = %index.display(), "the front end is not built");
            HttpResponse::ServiceUnavailable()
                .content_type("text/plain; charset=utf-8")
                .body(crate::texts::FRONT_END_NOT_BUILT)
        }
    }
}

/// Uploaded images: random names, never listed, never sniffed as something else.
pub fn uploads(data_dir: &Path) -> Files {
    Files::new("/uploads", data_dir.join("uploads"))
}
