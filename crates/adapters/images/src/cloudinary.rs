//! The `ImageHost` port on Cloudinary's upload API (or any service speaking it).
//!
//! Uploads are signed (Cloudinary's documented scheme): the parameters that
//! shape the stored asset (`folder`, `timestamp`) are sorted, joined as
//! `k=v&k=v`, followed directly by the API secret, and hashed with SHA-1. The
//! secret itself never leaves the process. Cloudinary names each upload with a
//! random public id, so uploads cannot be enumerated.

use std::fmt;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{Context, anyhow, bail};
use async_trait::async_trait;
use reqwest::multipart::{Form, Part};
use sha1::{Digest, Sha1};
use shop_ports::images::{ImageError, ImageHost, ImageKind};

const DEFAULT_API_BASE: &str = "https://api.cloudinary.com";
/// Every upload of the shop lands in this folder of the cloud.
const FOLDER: &str = "primecards";
/// An upload of at most 4 MB; past this the host is treated as down rather
/// than holding the admin's request open.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
const URL_FORM: &str =
    "CLOUDINARY_URL must have the form cloudinary://API_KEY:API_SECRET@CLOUD_NAME";

/// A secret that cannot be printed by accident.
struct Secret(String);

impl Secret {
    fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

pub struct CloudinaryImageHost {
    http: reqwest::Client,
    upload_url: String,
    destroy_url: String,
    cloud_name: String,
    api_key: String,
    api_secret: Secret,
    /// Plain-http image URLs are only acceptable from a plain-http test host.
    allow_http: bool,
}

impl fmt::Debug for CloudinaryImageHost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CloudinaryImageHost")
            .field("cloud_name", &self.cloud_name)
            .field("upload_url", &self.upload_url)
            .field("api_secret", &self.api_secret)
            .finish_non_exhaustive()
    }
}

/// The three parts of a `CLOUDINARY_URL`.
struct Credentials<'a> {
    api_key: &'a str,
    api_secret: &'a str,
    cloud_name: &'a str,
}

impl<'a> Credentials<'a> {
    /// Errors name the part that is wrong, never the URL: it holds the secret.
    fn parse(url: &'a str) -> anyhow::Result<Self> {
        let Some(rest) = url.trim().strip_prefix("cloudinary://") else {
            bail!("{URL_FORM} (the scheme must be cloudinary://)");
        };
        let Some((credentials, cloud_name)) = rest.rsplit_once('@') else {
            bail!("{URL_FORM} (the @CLOUD_NAME part is missing)");
        };
        let Some((api_key, api_secret)) = credentials.split_once(':') else {
            bail!("{URL_FORM} (the API secret is missing)");
        };
        if api_key.is_empty() {
            bail!("{URL_FORM} (the API key is empty)");
        }
        if api_secret.is_empty() {
            bail!("{URL_FORM} (the API secret is empty)");
        }
        // The cloud name becomes a path segment of the upload URL.
        if cloud_name.is_empty()
            || !cloud_name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            bail!("{URL_FORM} (CLOUD_NAME may hold only letters, digits, '-' and '_')");
        }
        Ok(Self {
            api_key,
            api_secret,
            cloud_name,
        })
    }
}

impl CloudinaryImageHost {
    /// `cloudinary_url` is `CLOUDINARY_URL`, `api_base` is
    /// `CLOUDINARY_API_BASE` (default `https://api.cloudinary.com`; plain
    /// http allowed, for tests).
    ///
    /// # Errors
    /// When the URL or the API base is malformed, or no HTTP client can be built.
    pub fn from_url(cloudinary_url: &str, api_base: Option<&str>) -> anyhow::Result<Self> {
        let credentials = Credentials::parse(cloudinary_url)?;
        let base = api_base.unwrap_or(DEFAULT_API_BASE).trim_end_matches('/');
        let allow_http = if base.starts_with("https://") {
            false
        } else if base.starts_with("http://") {
            true
        } else {
            bail!("CLOUDINARY_API_BASE must be an http:// or https:// URL");
        };
        let http = reqwest::Client::builder()
            .timeout(REQUEST_TIMEOUT)
            .connect_timeout(CONNECT_TIMEOUT)
            .build()
            .context("building the HTTP client for Cloudinary")?;
        Ok(Self {
            http,
            upload_url: format!("{base}/v1_1/{}/image/upload", credentials.cloud_name),
            destroy_url: format!("{base}/v1_1/{}/image/destroy", credentials.cloud_name),
            cloud_name: credentials.cloud_name.to_owned(),
            api_key: credentials.api_key.to_owned(),
            api_secret: Secret(credentials.api_secret.to_owned()),
            allow_http,
        })
    }

    /// [`ImageHost::store`] signed with the given unix `timestamp` (Cloudinary
    /// refuses signatures older than an hour), so tests can pin the signature.
    ///
    /// # Errors
    /// As [`ImageHost::store`].
    pub async fn store_at(
        &self,
        kind: ImageKind,
        bytes: Vec<u8>,
        timestamp: i64,
    ) -> Result<String, ImageError> {
        let timestamp = timestamp.to_string();
        let signature = sign(
            &[("folder", FOLDER), ("timestamp", &timestamp)],
            self.api_secret.expose(),
        );
        let file = Part::bytes(bytes)
            .file_name(format!("upload.{}", kind.extension()))
            .mime_str(kind.mime())
            .context("labelling the upload")?;
        let form = Form::new()
            .part("file", file)
            .text("api_key", self.api_key.clone())
            .text("timestamp", timestamp)
            .text("folder", FOLDER)
            .text("signature", signature);

        let response = self
            .http
            .post(&self.upload_url)
            .multipart(form)
            .send()
            .await
            .map_err(|error| {
                ImageError::Unavailable(format!("sending the upload to Cloudinary: {error}"))
            })?;
        let status = response.status();
        if status.is_client_error() {
            // Cloudinary explains a refusal in `error.message` (bad signature,
            // unknown cloud, file too large, ...).
            let message = response
                .json::<ErrorAnswer>()
                .await
                .map(|answer| answer.error.message)
                .unwrap_or_else(|_| format!("HTTP {status}"));
            return Err(ImageError::Rejected(message));
        }
        if !status.is_success() {
            return Err(ImageError::Unavailable(format!(
                "Cloudinary answered HTTP {status}"
            )));
        }
        let answer: UploadAnswer = response
            .json()
            .await
            .context("reading Cloudinary's upload answer")?;
        if is_acceptable_url(&answer.secure_url, self.allow_http) {
            Ok(answer.secure_url)
        } else {
            Err(ImageError::Rejected(
                "the image host answered without an https URL".into(),
            ))
        }
    }
}

#[async_trait]
impl ImageHost for CloudinaryImageHost {
    async fn store(&self, kind: ImageKind, bytes: Vec<u8>) -> Result<String, ImageError> {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .context("the system clock is before 1970")?;
        let timestamp = i64::try_from(now.as_secs()).context("the system clock is far off")?;
        self.store_at(kind, bytes, timestamp).await
    }

    async fn delete(&self, url: &str) -> Result<(), ImageError> {
        let public_id = public_id_of(url, &self.cloud_name)
            .ok_or_else(|| ImageError::Rejected(format!("not an upload of this cloud: {url}")))?;
        let timestamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .context("the system clock is before 1970")?
            .as_secs()
            .to_string();
        let signature = sign(
            &[("public_id", &public_id), ("timestamp", &timestamp)],
            self.api_secret.expose(),
        );
        let response = self
            .http
            .post(&self.destroy_url)
            .form(&[
                ("public_id", public_id.as_str()),
                ("timestamp", &timestamp),
                ("api_key", &self.api_key),
                ("signature", &signature),
            ])
            .send()
            .await
            .context("asking Cloudinary to delete an upload")?;
        let status = response.status();
        if !status.is_success() {
            return Err(anyhow!("Cloudinary answered HTTP {status} to a deletion").into());
        }
        // `ok`, or `not found` for an image deleted before: both leave it gone.
        let answer: DestroyAnswer = response
            .json()
            .await
            .context("reading Cloudinary's deletion answer")?;
        match answer.result.as_str() {
            "ok" | "not found" => Ok(()),
            other => Err(anyhow!("Cloudinary did not delete {public_id}: {other}").into()),
        }
    }

    async fn read(&self, url: &str) -> Result<Vec<u8>, ImageError> {
        self.download(url).await
    }
}

impl CloudinaryImageHost {
    /// Downloads an image of this cloud's shop folder (its delivery URL).
    async fn download(&self, url: &str) -> Result<Vec<u8>, ImageError> {
        if public_id_of(url, &self.cloud_name).is_none() || !is_acceptable_url(url, self.allow_http)
        {
            return Err(ImageError::Rejected(format!(
                "not an upload of this cloud: {url}"
            )));
        }
        let response = self
            .http
            .get(url)
            .send()
            .await
            .context("downloading an upload from Cloudinary")?;
        let status = response.status();
        if status == reqwest::StatusCode::NOT_FOUND {
            return Err(ImageError::Rejected(format!("the upload is gone: {url}")));
        }
        if !status.is_success() {
            return Err(anyhow!("Cloudinary answered HTTP {status} to a download").into());
        }
        Ok(response
            .bytes()
            .await
            .context("reading an upload from Cloudinary")?
            .to_vec())
    }
}

#[derive(serde::Deserialize)]
struct DestroyAnswer {
    result: String,
}

/// The public id inside a delivery URL of this cloud, e.g.
/// `https://res.cloudinary.com/CLOUD/image/upload/v1712/primecards/abc.png`
/// → `primecards/abc`. Only ids in the shop's own folder are returned.
fn public_id_of(url: &str, cloud_name: &str) -> Option<String> {
    let (_, path) = url.split_once(&format!("/{cloud_name}/image/upload/"))?;
    let path = match path.split_once('/') {
        Some((version, rest))
            if version.len() > 1
                && version.starts_with('v')
                && version[1..].bytes().all(|b| b.is_ascii_digit()) =>
        {
            rest
        }
        _ => path,
    };
    let id = path.rsplit_once('.').map_or(path, |(id, _)| id);
    (id.starts_with(&format!("{FOLDER}/"))
        && id[FOLDER.len() + 1..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-'))
    .then(|| id.to_owned())
}

#[derive(serde::Deserialize)]
struct UploadAnswer {
    secure_url: String,
}

#[derive(serde::Deserialize)]
struct ErrorAnswer {
    error: ErrorDetail,
}

#[derive(serde::Deserialize)]
struct ErrorDetail {
    message: String,
}

/// Cloudinary's signature: SHA-1 (lower-case hex) of the parameters sorted by
/// name, joined `k=v&k=v`, followed directly by the API secret.
fn sign(params: &[(&str, &str)], api_secret: &str) -> String {
    let mut sorted = params.to_vec();
    sorted.sort_unstable();
    let joined = sorted
        .iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect::<Vec<_>>()
        .join("&");
    hex::encode(Sha1::digest(format!("{joined}{api_secret}").as_bytes()))
}

/// The shop embeds these URLs in https pages: anything but https (or http
/// from a plain-http test host) would be mixed content or worse.
fn is_acceptable_url(url: &str, allow_http: bool) -> bool {
    let rest = if let Some(rest) = url.strip_prefix("https://") {
        rest
    } else if let Some(rest) = url.strip_prefix("http://").filter(|_| allow_http) {
        rest
    } else {
        return false;
    };
    !rest.is_empty() && !rest.starts_with('/')
}

#[cfg(test)]
mod tests {
    use super::{is_acceptable_url, sign};

    #[test]
    fn signature_matches_cloudinarys_documented_example() {
        // From Cloudinary's "Generating authentication signatures" guide.
        let signature = sign(
            &[
                ("timestamp", "1315060510"),
                ("public_id", "sample_image"),
                ("eager", "w_400,h_300,c_pad|w_260,h_200,c_crop"),
            ],
            "abcd",
        );

        assert_eq!(signature, "bfd09f95f331f558cbd1320e67aa8d488770583e");
    }

    #[test]
    fn only_https_urls_are_accepted_from_an_https_host() {
        assert!(is_acceptable_url(
            "https://res.cloudinary.com/demo/image/upload/v1/primecards/a.png",
            false
        ));
        assert!(!is_acceptable_url("http://res.cloudinary.com/a.png", false));
        assert!(!is_acceptable_url("javascript:alert(1)", false));
        assert!(!is_acceptable_url("//evil.example/a.png", false));
        assert!(!is_acceptable_url("https://", false));
    }

    #[test]
    fn http_urls_are_accepted_only_from_a_plain_http_host() {
        assert!(is_acceptable_url("http://127.0.0.1:9000/a.png", true));
        assert!(is_acceptable_url("https://res.cloudinary.com/a.png", true));
        assert!(!is_acceptable_url("ftp://127.0.0.1/a.png", true));
    }
}
