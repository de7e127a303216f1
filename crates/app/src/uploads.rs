//! Image uploads (logos, sample designs): only real JPEG, PNG or WEBP images
//! up to 4 MB reach the image host, whatever their name or declared type.

use std::sync::Arc;

use chrono::TimeDelta;
use shop_ports::{
    Store, StoreError,
    clock::Clock,
    images::{ImageError, ImageHost, ImageInspector, ImageRejection, ImageSize},
    read,
    uploads::RecordedUpload,
    write,
};
use tokio::sync::Semaphore;

/// Spec §9: at most 4 MB.
pub const MAX_UPLOAD_BYTES: usize = 4 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error(transparent)]
    Rejected(#[from] ImageRejection),
    /// Uploads no order uses yet take all the space they may.
    #[error("Der Upload ist gerade nicht möglich. Bitte versuchen Sie es später erneut.")]
    Full,
    #[error("image host failed: {0}")]
    Host(#[from] ImageError),
}

/// Images decoded at once. A decode may take up to 80 MB; queued uploads
/// wait for a slot holding only their (at most 4 MB) bytes, so a burst of
/// large images cannot add up to gigabytes.
const PARALLEL_DECODES: usize = 2;

/// An upload nothing refers to after this long is deleted: a logo is
/// uploaded right before its order is placed, so a day is plenty.
pub const UNUSED_UPLOAD_LIFETIME: TimeDelta = TimeDelta::hours(24);
/// What uploads no order, sample or product uses may take together. The
/// per-address limits stop one client; this stops many addresses at once
/// from filling the disk within the day before the clean-up.
pub const DEFAULT_UNUSED_UPLOADS_MAX_BYTES: u64 = 1_000_000_000;
/// Deletions per batch; the hourly housekeeping runs batches until done.
const DELETIONS_PER_BATCH: u32 = 100;

/// An image the host now keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredImage {
    pub url: String,
    pub size: ImageSize,
}

#[derive(Clone)]
pub struct Uploads {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    inspector: Arc<dyn ImageInspector>,
    host: Arc<dyn ImageHost>,
    decode_slots: Arc<Semaphore>,
    unused_max_bytes: u64,
}

impl Uploads {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        inspector: Arc<dyn ImageInspector>,
        host: Arc<dyn ImageHost>,
    ) -> Self {
        Self {
            store,
            clock,
            inspector,
            host,
            decode_slots: Arc::new(Semaphore::new(PARALLEL_DECODES)),
            unused_max_bytes: DEFAULT_UNUSED_UPLOADS_MAX_BYTES,
        }
    }

    /// Caps the bytes of uploads no order uses yet (default 1 GB).
    #[must_use]
    pub fn with_unused_max_bytes(mut self, bytes: u64) -> Self {
        self.unused_max_bytes = bytes;
        self
    }

    /// Deletes uploads older than [`UNUSED_UPLOAD_LIFETIME`] that no order,
    /// sample or product uses, at the host and from the records. One that
    /// the host fails to delete stays recorded and is tried again next time.
    ///
    /// # Errors
    /// Storage failure; returns how many were deleted.
    pub async fn delete_unused(&self) -> Result<u64, StoreError> {
        let before = self.clock.now() - UNUSED_UPLOAD_LIFETIME;
        let mut deleted = 0;
        let mut failed = std::collections::HashSet::new();
        loop {
            let batch = read(&*self.store, move |repos| {
                repos
                    .uploads()
                    .unreferenced_before(before, DELETIONS_PER_BATCH)
            })
            .await?;
            let fresh: Vec<String> = batch
                .into_iter()
                .filter(|url| !failed.contains(url))
                .collect();
            if fresh.is_empty() {
                return Ok(deleted);
            }
            for url in fresh {
                match self.host.delete(&url).await {
                    Ok(()) => {
                        let forgotten = url.clone();
                        write(&*self.store, move |repos| {
                            repos.uploads().forget(&forgotten)
                        })
                        .await?;
                        deleted += 1;
                    }
                    Err(error) => {
                        tracing::warn!(%url, %error, "could not delete an unused upload");
                        failed.insert(url);
                    }
                }
            }
        }
    }

    /// Checks the bytes and stores them; returns the public URL and the
    /// image's pixel size, both recorded.
    ///
    /// # Errors
    /// [`UploadError::Rejected`] for anything but a sound image of at most
    /// 4 MB, [`UploadError::Full`] when unused uploads take all their space,
    /// [`UploadError::Host`] when the host fails.
    pub async fn store(&self, bytes: Vec<u8>) -> Result<StoredImage, UploadError> {
        if bytes.is_empty() {
            return Err(ImageRejection::Empty.into());
        }
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(ImageRejection::TooLarge.into());
        }
        let size = bytes.len() as u64;
        // Two uploads checked at once may both pass: the cap can be exceeded
        // by a few uploads, never by a disk's worth.
        let unused = read(&*self.store, |repos| repos.uploads().unreferenced_bytes())
            .await
            .map_err(|error| ImageError::Unknown(error.into()))?;
        if unused.saturating_add(size) > self.unused_max_bytes {
            tracing::warn!(unused, "uploads no order uses take all their space");
            return Err(UploadError::Full);
        }
        // Decoding is CPU work: keep it off the threads that serve requests.
        let inspector = Arc::clone(&self.inspector);
        let slot = Arc::clone(&self.decode_slots)
            .acquire_owned()
            .await
            .map_err(|error| {
                ImageError::Unknown(anyhow::anyhow!("decode slots closed: {error}"))
            })?;
        let (image, bytes) = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            inspector.inspect(&bytes).map(|image| (image, bytes))
        })
        .await
        .map_err(|error| ImageError::Unknown(anyhow::anyhow!("image check panicked: {error}")))??;
        let url = self.host.store(image.kind, bytes).await?;
        let now = self.clock.now();
        let recorded = RecordedUpload {
            url: url.clone(),
            size: Some(image.size),
        };
        if let Err(error) = write(&*self.store, move |repos| {
            repos.uploads().record(&recorded, size, now)
        })
        .await
        {
            // Unrecorded, the image would never be swept: take it away again.
            if let Err(delete_error) = self.host.delete(&url).await {
                tracing::warn!(%url, %delete_error, "could not delete an upload left unrecorded");
            }
            return Err(ImageError::Unknown(error.into()).into());
        }
        Ok(StoredImage {
            url,
            size: image.size,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{NaiveDateTime, TimeDelta};
    use shop_ports::{
        clock::MockClock,
        images::{
            ImageError, ImageKind, ImageRejection, ImageSize, InspectedImage, MockImageHost,
            MockImageInspector,
        },
        testing::MockRepos,
    };

    use super::{MAX_UPLOAD_BYTES, UploadError, Uploads};

    fn now() -> NaiveDateTime {
        chrono::DateTime::UNIX_EPOCH.naive_utc() + TimeDelta::days(400)
    }

    fn uploads(repos: MockRepos, inspector: MockImageInspector, host: MockImageHost) -> Uploads {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        Uploads::new(
            Arc::new(repos.into_store()),
            Arc::new(clock),
            Arc::new(inspector),
            Arc::new(host),
        )
    }

    #[tokio::test]
    async fn unused_uploads_older_than_a_day_are_deleted_and_a_host_failure_is_retried_later() {
        let mut repos = MockRepos::default();
        let mut batches = vec![
            vec!["/uploads/kaputt.png".to_owned()],
            vec![
                "/uploads/alt.png".to_owned(),
                "/uploads/kaputt.png".to_owned(),
            ],
        ];
        repos
            .uploads
            .expect_unreferenced_before()
            .withf(|before, _| *before == now() - TimeDelta::hours(24))
            .returning(move |_, _| Ok(batches.pop().unwrap_or_default()));
        repos
            .uploads
            .expect_forget()
            .withf(|url| url == "/uploads/alt.png")
            .times(1)
            .returning(|_| Ok(()));
        let mut host = MockImageHost::new();
        host.expect_delete()
            .withf(|url| url == "/uploads/alt.png")
            .times(1)
            .returning(|_| Ok(()));
        host.expect_delete()
            .withf(|url| url == "/uploads/kaputt.png")
            .times(1)
            .returning(|_| Err(ImageError::Unknown(anyhow::anyhow!("host down"))));

        let deleted = uploads(repos, MockImageInspector::new(), host)
            .delete_unused()
            .await
            .unwrap();

        assert_eq!(deleted, 1);
    }

    #[tokio::test]
    async fn a_sound_image_is_stored_with_the_kind_and_size_found_inside_it() {
        let size = ImageSize {
            width: 600,
            height: 400,
        };
        let mut inspector = MockImageInspector::new();
        inspector.expect_inspect().returning(move |_| {
            Ok(InspectedImage {
                kind: ImageKind::Webp,
                size,
            })
        });
        let mut host = MockImageHost::new();
        host.expect_store()
            .withf(|kind, bytes| *kind == ImageKind::Webp && bytes == b"image")
            .returning(|_, _| Ok("/uploads/abc.webp".into()));

        let mut repos = MockRepos::default();
        repos
            .uploads
            .expect_unreferenced_bytes()
            .returning(|| Ok(0));
        repos
            .uploads
            .expect_record()
            .withf(move |upload, bytes, _| {
                upload.url == "/uploads/abc.webp" && upload.size == Some(size) && *bytes == 5
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let upload = uploads(repos, inspector, host)
            .store(b"image".to_vec())
            .await
            .unwrap();

        assert_eq!(upload.url, "/uploads/abc.webp");
        assert_eq!(upload.size, size);
    }

    /// Unused uploads may take 1 GB together: one more byte is refused
    /// before anything is decoded or stored.
    #[tokio::test]
    async fn an_upload_beyond_the_cap_of_unused_uploads_is_refused() {
        let mut inspector = MockImageInspector::new();
        inspector.expect_inspect().never();
        let mut host = MockImageHost::new();
        host.expect_store().never();
        let mut repos = MockRepos::default();
        repos
            .uploads
            .expect_unreferenced_bytes()
            .returning(|| Ok(super::DEFAULT_UNUSED_UPLOADS_MAX_BYTES - 4));
        repos.uploads.expect_record().never();

        let result = uploads(repos, inspector, host)
            .store(b"image".to_vec())
            .await;

        assert!(matches!(result, Err(UploadError::Full)));
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
            let mut repos = MockRepos::default();
            repos
                .uploads
                .expect_unreferenced_bytes()
                .returning(|| Ok(0));

            let result = uploads(repos, inspector, host).store(bytes).await;

            assert!(
                matches!(&result, Err(UploadError::Rejected(found)) if *found == expected),
                "{expected:?}: {result:?}"
            );
        }
    }
}
