//! Hosting uploaded images (logos, sample designs).

use async_trait::async_trait;

/// The image formats the shop accepts, recognised by content, never by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
    Webp,
}

impl ImageKind {
    /// Recognises JPEG, PNG and WEBP by their magic bytes.
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        match bytes {
            [0xFF, 0xD8, 0xFF, ..] => Some(Self::Jpeg),
            [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => Some(Self::Png),
            [
                b'R',
                b'I',
                b'F',
                b'F',
                _,
                _,
                _,
                _,
                b'W',
                b'E',
                b'B',
                b'P',
                ..,
            ] => Some(Self::Webp),
            _ => None,
        }
    }

    pub const fn extension(self) -> &'static str {
        match self {
            Self::Jpeg => "jpg",
            Self::Png => "png",
            Self::Webp => "webp",
        }
    }

    pub const fn mime(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::Png => "image/png",
            Self::Webp => "image/webp",
        }
    }
}

/// An image's size in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageSize {
    pub width: u32,
    pub height: u32,
}

/// What inspecting uploaded bytes found: a sound image of this kind and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InspectedImage {
    pub kind: ImageKind,
    pub size: ImageSize,
}

#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    #[error("image host refused the upload: {0}")]
    Rejected(String),
    /// The host cannot be reached or fails on its side (down, overloaded,
    /// too slow): worth trying again in a few minutes, never the caller's fault.
    #[error("image host unavailable: {0}")]
    Unavailable(String),
    /// The disk the images are kept on is full.
    #[error("no space left for images: {0}")]
    StorageFull(String),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Why uploaded bytes are not accepted as an image.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImageRejection {
    #[error("Die Datei ist leer.")]
    Empty,
    #[error("Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.")]
    TooLarge,
    #[error("Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.")]
    UnsupportedType,
    #[error("Das Bild ist beschädigt und kann nicht gelesen werden.")]
    Undecodable,
    #[error("Das Bild ist zu groß. Erlaubt sind höchstens 4000 × 4000 Pixel.")]
    TooManyPixels,
}

/// Looks inside uploaded bytes: only a real, decodable JPEG, PNG or WEBP of
/// sane dimensions passes, whatever its name or declared type says.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ImageInspector: Send + Sync {
    /// # Errors
    /// The [`ImageRejection`] that describes what is wrong.
    fn inspect(&self, bytes: &[u8]) -> Result<InspectedImage, ImageRejection>;
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ImageHost: Send + Sync {
    /// Stores checked image bytes under a new random name and returns its public URL.
    ///
    /// # Errors
    /// [`ImageError::Rejected`] when the host refuses, [`ImageError::Unknown`] otherwise.
    async fn store(&self, kind: ImageKind, bytes: Vec<u8>) -> Result<String, ImageError>;

    /// Deletes an image this host stored; an image that is gone already is fine.
    ///
    /// # Errors
    /// [`ImageError::Rejected`] for a URL this host did not make,
    /// [`ImageError::Unknown`] when the host fails.
    async fn delete(&self, url: &str) -> Result<(), ImageError>;

    /// The bytes of an image this host stored, for the print proof; never
    /// fetched from an address this host did not make.
    ///
    /// # Errors
    /// [`ImageError::Rejected`] for a URL this host did not make or an
    /// image that is gone, [`ImageError::Unknown`] when the host fails.
    async fn read(&self, url: &str) -> Result<Vec<u8>, ImageError>;
}

#[cfg(test)]
mod tests {
    use super::ImageKind;

    #[test]
    fn sniff_recognises_the_three_formats_by_content() {
        assert_eq!(
            ImageKind::sniff(&[0xFF, 0xD8, 0xFF, 0xE0]),
            Some(ImageKind::Jpeg)
        );
        assert_eq!(
            ImageKind::sniff(b"\x89PNG\r\n\x1a\nrest"),
            Some(ImageKind::Png)
        );
        assert_eq!(
            ImageKind::sniff(b"RIFF\0\0\0\0WEBPVP8 "),
            Some(ImageKind::Webp)
        );
    }

    #[test]
    fn sniff_refuses_svg_html_and_empty_files() {
        assert_eq!(
            ImageKind::sniff(b"<svg xmlns='http://www.w3.org/2000/svg'/>"),
            None
        );
        assert_eq!(ImageKind::sniff(b"<html><script>"), None);
        assert_eq!(ImageKind::sniff(b""), None);
    }
}
