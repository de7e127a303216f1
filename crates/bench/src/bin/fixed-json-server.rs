//! The reference for the catalogue figure: a minimal actix-web server that
//! answers every request with the same pre-serialised JSON body, read once from a
//! file (the shop's own category list, so both servers send identical bytes).
//!
//! `fixed-json-server --bind 127.0.0.1:18391 --body list.json`

use actix_web::{App, HttpResponse, HttpServer, http::header::ContentType, web};
use anyhow::Context;
use shop_bench::Flags;

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let bind = flags.required("bind")?.to_owned();
    let path = flags.required("body")?;
    let body = web::Bytes::from(std::fs::read(path).with_context(|| format!("reading {path}"))?);

    HttpServer::new(move || {
        let body = body.clone();
        App::new().default_service(web::to(move || {
            let body = body.clone();
            async move {
                HttpResponse::Ok()
                    .content_type(ContentType::json())
                    .body(body)
            }
        }))
    })
    .bind(&bind)
    .with_context(|| format!("binding {bind}"))?
    .run()
    .await
    .context("server failed")
}
