//! The JSON shapes of the images routes.

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct UploadedImage {
    /// Public URL of the stored image.
    pub secure_url: String,
    /// The image's size in pixels, for the designer's print-resolution check.
    pub width: u32,
    pub height: u32,
}

/// The multipart form: the image in `file`, optionally an `upload_preset`
/// (up to 256 bytes, ignored); any other part is refused.
#[derive(ToSchema)]
#[allow(dead_code)] // documents the request body only
pub struct UploadForm {
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}
