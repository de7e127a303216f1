//! The reference for the catalogue figure: a minimal actix-web server that
//! answers every request with the same pre-serialised JSON body, read once from a
//! file (the shop's own category list, so both servers send identical bytes).
//! With `--headers`, a file of `Name: value` lines captured from the shop's
//! answer, it sends the shop's headers too: the same bytes on the wire.
//!
//! `fixed-json-server --bind 127.0.0.1:18391 --body list.json [--headers list.headers]`

use std::sync::Arc;

use actix_web::{
    App, HttpResponse, HttpServer,
    http::header::{self, HeaderValue},
    web,
};
use anyhow::Context;
use shop_bench::{CapturedResponse, Flags};

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let bind = flags.required("bind")?.to_owned();
    let path = flags.required("body")?;
    let body = web::Bytes::from(std::fs::read(path).with_context(|| format!("reading {path}"))?);
    let headers = match flags.optional("headers") {
        Some(path) => CapturedResponse::read(path)?.headers,
        None => vec![(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
    };

    let headers: Arc<[_]> = headers.into();

    HttpServer::new(move || {
        let body = body.clone();
        let headers = Arc::clone(&headers);
        App::new().default_service(web::to(move || {
            let body = body.clone();
            let headers = Arc::clone(&headers);
            async move {
                let mut response = HttpResponse::Ok();
                for (name, value) in headers.iter() {
                    response.append_header((name.clone(), value.clone()));
                }
                response.body(body)
            }
        }))
    })
    .bind(&bind)
    .with_context(|| format!("binding {bind}"))?
    .run()
    .await
    .context("server failed")
}
