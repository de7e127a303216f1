//! The reference for the short-link redirect figure: a minimal actix-web
//! server that answers every request with the shop's own redirect, read once
//! from a file of `Name: value` lines (the status line first), captured from
//! the shop itself, so both servers send the same status and headers.
//!
//! `GET /healthz` answers 200, so the benchmark knows it is up.
//!
//! `fixed-redirect-server --bind 127.0.0.1:18392 --response redirect.txt`

use std::sync::Arc;

use actix_web::{App, HttpResponse, HttpServer, web};
use anyhow::Context;
use shop_bench::{CapturedResponse, Flags};

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let bind = flags.required("bind")?.to_owned();
    let CapturedResponse { status, headers } = CapturedResponse::read(flags.required("response")?)?;
    let headers: Arc<[_]> = headers.into();

    HttpServer::new(move || {
        let headers = Arc::clone(&headers);
        App::new()
            .route("/healthz", web::get().to(HttpResponse::Ok))
            .default_service(web::to(move || {
                let headers = Arc::clone(&headers);
                async move {
                    let mut response = HttpResponse::build(status);
                    for (name, value) in headers.iter() {
                        response.append_header((name.clone(), value.clone()));
                    }
                    response.finish()
                }
            }))
    })
    .bind(&bind)
    .with_context(|| format!("binding {bind}"))?
    .run()
    .await
    .context("server failed")
}
