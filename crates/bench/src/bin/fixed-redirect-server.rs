//! The reference for the short-link redirect figure: a minimal actix-web
//! server that answers every request with the shop's own redirect, read once
//! from a file of `Name: value` lines (the status line first), captured from
//! the shop itself, so both servers send the same status and headers.
//!
//! `GET /healthz` answers 200, so the benchmark knows it is up.
//!
//! `fixed-redirect-server --bind 127.0.0.1:18392 --response redirect.txt`

use actix_web::{App, HttpResponse, HttpServer, http::StatusCode, web};
use anyhow::Context;
use shop_bench::{CapturedResponse, Flags};

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let bind = flags.required("bind")?.to_owned();
    let captured = CapturedResponse::read(flags.required("response")?)?;
    let status = StatusCode::from_u16(captured.status).context("an HTTP status")?;
    let headers = captured.headers;

    HttpServer::new(move || {
        let headers = headers.clone();
        App::new()
            .route("/healthz", web::get().to(HttpResponse::Ok))
            .default_service(web::to(move || {
                let headers = headers.clone();
                async move {
                    let mut response = HttpResponse::build(status);
                    for header in headers {
                        response.append_header(header);
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
