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
use shop_bench::Flags;

/// Headers the server adds itself: taking them over would send them twice.
const OWN_HEADERS: [&str; 3] = ["date", "content-length", "connection"];

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let bind = flags.required("bind")?.to_owned();
    let path = flags.required("response")?;
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {path}"))?;
    let mut lines = text.lines();
    let status: u16 = lines
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|code| code.parse().ok())
        .context("the first line must be the status line, e.g. HTTP/1.1 302 Found")?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_owned(), value.trim().to_owned()))
        .filter(|(name, _)| !OWN_HEADERS.contains(&name.to_ascii_lowercase().as_str()))
        .collect();
    let status = StatusCode::from_u16(status).context("an HTTP status")?;

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
