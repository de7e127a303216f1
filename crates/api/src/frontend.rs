//! The built React app: files from `SHOP_STATIC_DIR`, and `index.html` for
//! every other path so the client router can show its own pages (including
//! its not-found page). Uploaded images are served from `SHOP_DATA_DIR/uploads`.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::{
    HttpRequest, HttpResponse, Resource,
    dev::{ServiceRequest, ServiceResponse, fn_service},
    http::header,
    web,
};

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
