//! Image uploads (logos before checkout, sample designs in the back-office),
//! answered like the image hosting service of spec §7: `{"secure_url": ...}`.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::header, post, web};
use chrono::TimeDelta;
use futures_util::TryStreamExt;
use shop_app::{Limit, UploadError, uploads::MAX_UPLOAD_BYTES};
use shop_ports::images::{ImageError, ImageRejection};

use crate::{
    client_address::client_address,
    dto::images::{UploadForm, UploadedImage},
    error::{ApiError, ErrorBody},
    state::AppState,
    texts,
};

/// Uploads one client address may make per hour (a cart rarely holds more than a few logos).
const UPLOADS_PER_ADDRESS: Limit = Limit::new(120, TimeDelta::hours(1));

/// A whole upload request: the 4 MB file and its multipart framing.
const MAX_BODY_BYTES: u64 = 5 * 1024 * 1024;

fn too_large() -> ApiError {
    ApiError::PayloadTooLarge(ImageRejection::TooLarge.to_string())
}

/// Refuses a body announced larger than [`MAX_BODY_BYTES`] before reading any of it.
fn announced_size_fits(req: &HttpRequest) -> Result<(), ApiError> {
    let announced = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<u64>().ok());
    match announced {
        Some(length) if length > MAX_BODY_BYTES => Err(too_large()),
        _ => Ok(()),
    }
}

/// The spec's client names an upload preset beside the file (as image
/// hosts want it); it is read, bounded, and ignored.
const UPLOAD_PRESET_PART: &str = "upload_preset";
const MAX_PRESET_BYTES: usize = 256;

fn unreadable(error: impl std::fmt::Display) -> ApiError {
    ApiError::bad_request(format!("{}: {error}", texts::INVALID_UPLOAD))
}

/// Reads one part, refusing it as soon as it exceeds `max` bytes.
async fn part_bytes(
    field: &mut actix_multipart::Field,
    max: usize,
    too_big: fn() -> ApiError,
) -> Result<Vec<u8>, ApiError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.try_next().await.map_err(unreadable)? {
        if bytes.len() + chunk.len() > max {
            return Err(too_big());
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}

/// Reads the one `file` part (and a small `upload_preset`), refusing more
/// than 4 MB as soon as it is exceeded and any other part at once, so no
/// request makes the server read more than that.
async fn file_part(mut form: Multipart) -> Result<Vec<u8>, ApiError> {
    let unknown_part = || ApiError::bad_request(texts::UPLOAD_UNKNOWN_PART);
    let mut file = None;
    while let Some(mut field) = form.try_next().await.map_err(unreadable)? {
        match field.name() {
            Some("file") if file.is_none() => {
                file = Some(part_bytes(&mut field, MAX_UPLOAD_BYTES, too_large).await?);
            }
            Some(UPLOAD_PRESET_PART) => {
                part_bytes(&mut field, MAX_PRESET_BYTES, || {
                    ApiError::bad_request(texts::UPLOAD_UNKNOWN_PART)
                })
                .await?;
            }
            _ => return Err(unknown_part()),
        }
    }
    file.ok_or_else(|| ApiError::bad_request(texts::UPLOAD_FILE_MISSING))
}

#[utoipa::path(
    tag = "images",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored under a new random name", body = UploadedImage),
        (status = 400, description = "No file, a part other than `file`, an empty file, or not a sound JPEG, PNG or WEBP image of at most 4000 × 4000 pixels", body = ErrorBody),
        (status = 413, description = "A file larger than 4 MB, or a body announced larger than 5 MB", body = ErrorBody),
        (status = 415, description = "Not sent as multipart/form-data", body = ErrorBody),
        (status = 429, description = "Too many uploads from this address", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
        (status = 503, description = "Der Bilderdienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut. Or the server's disk is full ('Der Speicher des Servers ist voll. Bitte versuchen Sie es später erneut.'), or unused uploads took all the space they may", body = ErrorBody),
    )
)]
#[post("/images")]
pub async fn upload_image(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    let bucket = format!("upload:address:{}", client_address(&req));
    // Counted before the work: failed uploads cost as much as good ones.
    let _counted = state
        .throttle
        .admit(&[(bucket, UPLOADS_PER_ADDRESS)])
        .await?;
    announced_size_fits(&req)?;
    let bytes = file_part(form).await?;
    let upload = state
        .uploads
        .store(bytes)
        .await
        .map_err(|error| match error {
            UploadError::Rejected(ImageRejection::TooLarge) => {
                ApiError::PayloadTooLarge(ImageRejection::TooLarge.to_string())
            }
            UploadError::Rejected(rejection) => ApiError::bad_request(rejection),
            UploadError::Full => ApiError::Unavailable(error.to_string()),
            UploadError::Host(ImageError::Unavailable(why)) => {
                tracing::warn!(%why, "image host unavailable");
                ApiError::Unavailable(texts::IMAGE_HOST_UNAVAILABLE.to_owned())
            }
            UploadError::Host(ImageError::StorageFull(why)) => {
                tracing::error!(%why, "the uploads' disk is full");
                ApiError::Unavailable(texts::STORAGE_FULL.to_owned())
            }
            UploadError::Host(host) => ApiError::internal(host),
        })?;
    Ok(HttpResponse::Created().json(UploadedImage {
        secure_url: upload.url,
        width: upload.size.width,
        height: upload.size.height,
    }))
}
