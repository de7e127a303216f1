//! The eVatR client: `POST /app/v1/abfrage` with a JSON body, answered by a
//! JSON body whose `status` says what the service found, also on 4xx and
//! 5xx answers (the service puts its verdict in the body, not the status line).

use std::{
    sync::{Arc, OnceLock},
    time::Duration,
};

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shop_domain::{FieldMatch, RegistryAnswer};
use shop_ports::vat_registry::{
    QualifiedRequest, ReceivedAnswer, RegistryUnavailable, VatIdRegistry,
};

/// The official request address.
pub const EVATR_URL: &str = "https://api.evatr.vies.bzst.de/app/v1/abfrage";

/// How long the checkout waits for the tax office before it gives up.
pub const TIMEOUT: Duration = Duration::from_secs(5);

/// The service's request body.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Abfrage<'a> {
    anfragende_ustid: &'a str,
    angefragte_ustid: &'a str,
    firmenname: &'a str,
    strasse: &'a str,
    plz: &'a str,
    ort: &'a str,
}

/// The fields of its answer the shop reads; all strings, all but `status`
/// optional.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Antwort {
    status: String,
    erg_firmenname: Option<String>,
    erg_strasse: Option<String>,
    erg_plz: Option<String>,
    erg_ort: Option<String>,
}

/// Asks the service at one address. Its HTTP client (TLS roots, connection
/// pool) is built for the first question, not when the shop starts: most
/// processes never ask one.
#[derive(Debug, Clone)]
pub struct EvatrClient {
    http: Arc<OnceLock<Result<reqwest::Client, String>>>,
    url: String,
}

impl EvatrClient {
    /// A client for the request address `url` (see [`EVATR_URL`]).
    pub fn new(url: impl Into<String>) -> Self {
        Self {
            http: Arc::default(),
            url: url.into(),
        }
    }

    /// The HTTP client, built on the first call.
    fn http(&self) -> Result<&reqwest::Client, RegistryUnavailable> {
        self.http
            .get_or_init(|| {
                reqwest::Client::builder()
                    .timeout(TIMEOUT)
                    .connect_timeout(TIMEOUT)
                    .build()
                    .map_err(|error| format!("no HTTP client (TLS roots?): {error}"))
            })
            .as_ref()
            .map_err(|error| RegistryUnavailable(error.clone()))
    }
}

fn field(code: Option<&String>) -> Option<FieldMatch> {
    code.and_then(|code| FieldMatch::parse(code))
}

#[async_trait]
impl VatIdRegistry for EvatrClient {
    async fn confirm(
        &self,
        request: &QualifiedRequest,
    ) -> Result<ReceivedAnswer, RegistryUnavailable> {
        let body = Abfrage {
            anfragende_ustid: request.requester.as_str(),
            angefragte_ustid: request.number.as_str(),
            firmenname: &request.name,
            strasse: &request.street,
            plz: &request.zip_code,
            ort: &request.city,
        };
        let response = self
            .http()?
            .post(&self.url)
            .header(reqwest::header::ACCEPT, "application/json")
            .json(&body)
            .send()
            .await
            .map_err(|error| RegistryUnavailable(error.to_string()))?;
        let http_status = response.status();
        let raw = response
            .bytes()
            .await
            .map_err(|error| RegistryUnavailable(error.to_string()))?;
        let Ok(antwort) = serde_json::from_slice::<Antwort>(&raw) else {
            return Err(RegistryUnavailable(format!(
                "HTTP {http_status} without a status in its body"
            )));
        };
        tracing::info!(status = %antwort.status, http = %http_status, "VAT ID service answered");
        Ok(ReceivedAnswer {
            answer: RegistryAnswer {
                status: antwort.status,
                name: field(antwort.erg_firmenname.as_ref()),
                street: field(antwort.erg_strasse.as_ref()),
                zip_code: field(antwort.erg_plz.as_ref()),
                city: field(antwort.erg_ort.as_ref()),
            },
            body_sha256: hex::encode(Sha256::digest(&raw)),
        })
    }
}
