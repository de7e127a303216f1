//! A local stand-in for the eVatR service: a small HTTP server that answers
//! `POST …/abfrage` the way the real one does, from a fixed register and the
//! service's own status list. Tests use it, and so does the local demo
//! (`SHOP_EVATR_URL=local`), so that the checkout's foreign numbers work
//! without the internet.
//!
//! | number | answer |
//! |---|---|
//! | a number of [`REGISTER`] | `evatr-0000` (200), A or B per field compared with the register |
//! | `NL777777777B77` | `evatr-2006` (200): was valid until 31.12.2024 |
//! | `NL999999999B99` | `evatr-1001` (503): try later |
//! | `NL888888888B88` | valid, but after 6 s (slower than the shop waits) |
//! | a German number | `evatr-0006` (403) |
//! | any other | `evatr-2001` (404): not assigned |
//!
//! A requester that fails the German check digit gets `evatr-0004` (400);
//! a request without `firmenname` or `ort` gets `evatr-0002` (400).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde::Deserialize;
use serde_json::json;
use shop_domain::VatId;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// The businesses the fake knows: number, name, street, postal code, city.
pub const REGISTER: [(&str, &str, &str, &str, &str); 3] = [
    (
        "NL859108720B01",
        "Eetcafe De Hoek B.V.",
        "Markt 1",
        "5911 AA",
        "Venlo",
    ),
    (
        "BE0412345678",
        "Frituur Het Hoekje BV",
        "Grote Markt 2",
        "2000",
        "Antwerpen",
    ),
    (
        "ATU12345678",
        "Musterhaus GmbH & Co KG",
        "Musterstrasse 22",
        "1010",
        "Wien",
    ),
];

/// Answers "try later".
pub const UNAVAILABLE_NUMBER: &str = "NL999999999B99";
/// Answers after [`SLOW_ANSWER`].
pub const SLOW_NUMBER: &str = "NL888888888B88";
/// Was valid once.
pub const EXPIRED_NUMBER: &str = "NL777777777B77";
/// How long the slow number takes: longer than the shop waits.
pub const SLOW_ANSWER: Duration = Duration::from_secs(6);

/// A running fake.
#[derive(Debug, Clone)]
pub struct FakeEvatr {
    /// The request address to configure as `SHOP_EVATR_URL`.
    pub url: String,
    requests: Arc<AtomicUsize>,
}

impl FakeEvatr {
    /// Starts the fake on a free port of 127.0.0.1; it serves until the
    /// runtime ends. Must be called within a tokio runtime.
    ///
    /// # Errors
    /// When no port can be bound.
    pub fn start() -> std::io::Result<FakeEvatr> {
        let listener = std::net::TcpListener::bind(("127.0.0.1", 0))?;
        listener.set_nonblocking(true)?;
        let address: SocketAddr = listener.local_addr()?;
        let listener = TcpListener::from_std(listener)?;
        let requests = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&requests);
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                counted.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(serve(stream));
            }
        });
        Ok(FakeEvatr {
            url: format!("http://{address}/app/v1/abfrage"),
            requests,
        })
    }

    /// How many requests it has received.
    pub fn requests(&self) -> usize {
        self.requests.load(Ordering::SeqCst)
    }
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct Abfrage {
    anfragende_ustid: String,
    angefragte_ustid: String,
    firmenname: String,
    strasse: String,
    plz: String,
    ort: String,
}

/// Reads one request (headers, then `Content-Length` bytes) and answers it.
async fn serve(mut stream: TcpStream) {
    let mut buffer = Vec::new();
    let mut chunk = [0_u8; 4096];
    let body_start = loop {
        let Ok(read) = stream.read(&mut chunk).await else {
            return;
        };
        if read == 0 || buffer.len() > 64 * 1024 {
            return;
        }
        buffer.extend_from_slice(&chunk[..read]);
        if let Some(end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            break end + 4;
        }
    };
    let head = String::from_utf8_lossy(&buffer[..body_start]).to_lowercase();
    let length = head
        .lines()
        .find_map(|line| line.strip_prefix("content-length:"))
        .and_then(|value| value.trim().parse::<usize>().ok())
        .unwrap_or(0)
        .min(64 * 1024);
    while buffer.len() < body_start + length {
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => return,
            Ok(read) => buffer.extend_from_slice(&chunk[..read]),
        }
    }
    let request: Abfrage = serde_json::from_slice(&buffer[body_start..]).unwrap_or_default();
    let (code, body) = answer(&request).await;
    let body = body.to_string();
    let reply = format!(
        "HTTP/1.1 {code} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        reason(code),
        body.len()
    );
    let _ = stream.write_all(reply.as_bytes()).await;
    let _ = stream.shutdown().await;
}

fn reason(code: u16) -> &'static str {
    match code {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        _ => "Service Unavailable",
    }
}

/// A or B: whether what was asked matches the register (case and
/// surrounding spaces ignored).
fn compare(asked: &str, registered: &str) -> &'static str {
    if asked.trim().eq_ignore_ascii_case(registered) {
        "A"
    } else {
        "B"
    }
}

const ASKED_AT: &str = "2026-12-06T10:27:01.123456789+01:00";

async fn answer(request: &Abfrage) -> (u16, serde_json::Value) {
    let status = |code: u16, status: &str| {
        (
            code,
            json!({"id": "0123456789123456", "anfrageZeitpunkt": ASKED_AT, "status": status}),
        )
    };
    let requester_ok = VatId::parse_optional(&request.anfragende_ustid)
        .ok()
        .flatten()
        .is_some_and(|id| id.is_german());
    if !requester_ok {
        return status(400, "evatr-0004");
    }
    if request.firmenname.trim().is_empty() || request.ort.trim().is_empty() {
        return status(400, "evatr-0002");
    }
    let number = request.angefragte_ustid.trim();
    match number {
        UNAVAILABLE_NUMBER => return status(503, "evatr-1001"),
        EXPIRED_NUMBER => {
            return (
                200,
                json!({"anfrageZeitpunkt": ASKED_AT, "status": "evatr-2006",
                       "gueltigAb": "01.01.2024", "gueltigBis": "31.12.2024"}),
            );
        }
        SLOW_NUMBER => {
            tokio::time::sleep(SLOW_ANSWER).await;
            return status(200, "evatr-0000");
        }
        _ if number.starts_with("DE") => return status(403, "evatr-0006"),
        _ => {}
    }
    let Some((_, name, street, zip, city)) = REGISTER.iter().find(|entry| entry.0 == number) else {
        return status(404, "evatr-2001");
    };
    (
        200,
        json!({
            "id": "0123456789123456",
            "anfrageZeitpunkt": ASKED_AT,
            "status": "evatr-0000",
            "ergFirmenname": compare(&request.firmenname, name),
            "ergStrasse": if request.strasse.trim().is_empty() { "C" } else { compare(&request.strasse, street) },
            "ergPlz": if request.plz.trim().is_empty() { "C" } else { compare(&request.plz, zip) },
            "ergOrt": compare(&request.ort, city),
        }),
    )
}
