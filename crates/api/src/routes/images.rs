//! Image uploads (logos before checkout, sample designs in the back-office),
//! answered like the image hosting service of spec §7: `{"secure_url": ...}`.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, post, web};
use chrono::TimeDelta;
use futures_util::TryStreamExt;
use shop_app::{Limit, UploadError, uploads::MAX_UPLOAD_BYTES};
use shop_ports::images::ImageRejection;

use crate::{
    client_address::client_address,
    dto::images::{UploadForm, UploadedImage},
    error::{ApiError, ErrorBody},
    state::AppState,
    texts,
};

/// Uploads one client address may make per hour (a cart rarely holds more than a few logos).
const UPLOADS_PER_ADDRESS: Limit = Limit::new(120, TimeDelta::hours(1));

/// Reads the `file` part, refusing more than 4 MB as soon as it is exceeded.
async fn file_part(mut form: Multipart) -> Result<Vec<u8>, ApiError> {
    let too_large = || ApiError::PayloadTooLarge(ImageRejection::TooLarge.to_string());
    while let Some(mut field) = form
        .try_next()
        .await
        .map_err(|error| ApiError::bad_request(format!("Ungültiger Upload: {error}")))?
    {
        if field.name() != Some("file") {
            // Drain and ignore other parts.
            while field
                .try_next()
                .await
                .map_err(|error| ApiError::bad_request(format!("Ungültiger Upload: {error}")))?
                .is_some()
            {}
            continue;
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field
            .try_next()
            .await
            .map_err(|error| ApiError::bad_request(format!("Ungültiger Upload: {error}")))?
        {
            if bytes.len() + chunk.len() > MAX_UPLOAD_BYTES {
                return Err(too_large());
            }
            bytes.extend_from_slice(&chunk);
        }
        return Ok(bytes);
    }
    Err(ApiError::bad_request(texts::UPLOAD_FILE_MISSING))
}

#[utoipa::path(
    tag = "images",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored under a new random name", body = UploadedImage),
        (status = 400, description = "No file, an empty file, or not a sound JPEG, PNG or WEBP image", body = ErrorBody),
        (status = 413, description = "Larger than 4 MB", body = ErrorBody),
        (status = 415, description = "Not sent as multipart/form-data", body = ErrorBody),
        (status = 429, description = "Too many uploads from this address", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
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
    let bytes = file_part(form).await?;
    let url = state
        .uploads
        .store(bytes)
        .await
        .map_err(|error| match error {
            UploadError::Rejected(ImageRejection::TooLarge) => {
                ApiError::PayloadTooLarge(ImageRejection::TooLarge.to_string())
            }
            UploadError::Rejected(rejection) => ApiError::bad_request(rejection),
            UploadError::Host(host) => ApiError::internal(host),
        })?;
    Ok(HttpResponse::Created().json(UploadedImage { secure_url: url }))
}
