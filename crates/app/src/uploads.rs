//! Image uploads (logos, sample designs): only real JPEG, PNG or WEBP images
//! up to 4 MB reach the image host, whatever their name or declared type.

use std::sync::Arc;

use shop_ports::images::{ImageError, ImageHost, ImageInspector, ImageRejection};

/// Spec §9: at most 4 MB.
pub const MAX_UPLOAD_BYTES: usize = 4 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error(transparent)]
    Rejected(#[from] ImageRejection),
    #[error("image host failed: {0}")]
    Host(#[from] ImageError),
}

#[derive(Clone)]
pub struct Uploads {
    inspector: Arc<dyn ImageInspector>,
    host: Arc<dyn ImageHost>,
}

impl Uploads {
    pub fn new(inspector: Arc<dyn ImageInspector>, host: Arc<dyn ImageHost>) -> Self {
        Self { inspector, host }
    }

    /// Checks the bytes and stores them; returns the public URL.
    ///
    /// # Errors
    /// [`UploadError::Rejected`] for anything but a sound image of at most
    /// 4 MB, [`UploadError::Host`] when the host fails.
    pub async fn store(&self, bytes: Vec<u8>) -> Result<String, UploadError> {
        if bytes.is_empty() {
            return Err(ImageRejection::Empty.into());
        }
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(ImageRejection::TooLarge.into());
        }
        // Decoding is CPU work: keep it off the threads that serve requests.
        let inspector = Arc::clone(&self.inspector);
        let (kind, bytes) = tokio::task::spawn_blocking(move || {
            inspector.inspect(&bytes).map(|kind| (kind, bytes))
        })
        .await
        .map_err(|error| ImageError::Unknown(anyhow::anyhow!("image check panicked: {error}")))??;
        Ok(self.host.store(kind, bytes).await?)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use shop_ports::images::{ImageKind, ImageRejection, MockImageHost, MockImageInspector};

    use super::{MAX_UPLOAD_BYTES, UploadError, Uploads};

    #[tokio::test]
    async fn a_sound_image_is_stored_with_the_kind_found_inside_it() {
        let mut inspector = MockImageInspector::new();
        inspector
            .expect_inspect()
            .returning(|_| Ok(ImageKind::Webp));
        let mut host = MockImageHost::new();
        host.expect_store()
            .withf(|kind, bytes| *kind == ImageKind::Webp && bytes == b"image")
            .returning(|_, _| Ok("/uploads/abc.webp".into()));

        let url = Uploads::new(Arc::new(inspector), Arc::new(host))
            .store(b"image".to_vec())
            .await
            .unwrap();

        assert_eq!(url, "/uploads/abc.webp");
    }

    #[tokio::test]
    async fn empty_oversized_and_refused_files_never_reach_the_host() {
        let cases = [
            (Vec::new(), ImageRejection::Empty),
            (vec![0u8; MAX_UPLOAD_BYTES + 1], ImageRejection::TooLarge),
            (b"<svg/>".to_vec(), ImageRejection::UnsupportedType),
        ];
        for (bytes, expected) in cases {
            let mut inspector = MockImageInspector::new();
            inspector
                .expect_inspect()
                .returning(|_| Err(ImageRejection::UnsupportedType));
            let mut host = MockImageHost::new();
            host.expect_store().never();

            let result = Uploads::new(Arc::new(inspector), Arc::new(host))
                .store(bytes)
                .await;

            assert!(
                matches!(&result, Err(UploadError::Rejected(found)) if *found == expected),
                "{expected:?}: {result:?}"
            );
        }
    }
}
