//! The `ImageHost` port on the local disk: files under a folder with random
//! names, published under a URL prefix (the API serves `/uploads/`).

use std::path::PathBuf;

use anyhow::Context;
use async_trait::async_trait;
use shop_ports::images::{ImageError, ImageHost, ImageKind};

pub struct LocalDiskImageHost {
    folder: PathBuf,
    url_prefix: String,
}

impl LocalDiskImageHost {
    pub fn new(folder: PathBuf, url_prefix: &str) -> Self {
        Self {
            folder,
            url_prefix: url_prefix.trim_end_matches('/').to_owned(),
        }
    }
}

impl LocalDiskImageHost {
    /// The file name inside the folder of an upload's URL. Only a name this
    /// host made: hex, a dot, an extension; nothing that could walk out of
    /// the folder.
    fn file_name<'u>(&self, url: &'u str) -> Result<&'u str, ImageError> {
        url.strip_prefix(&self.url_prefix)
            .and_then(|rest| rest.strip_prefix('/'))
            .filter(|name| {
                !name.is_empty()
                    && !name.starts_with('.')
                    && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.')
            })
            .ok_or_else(|| ImageError::Rejected(format!("not an upload of this shop: {url}")))
    }
}

/// 128 random bits as hex: unguessable, so uploads cannot be enumerated.
fn random_name() -> anyhow::Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

#[async_trait]
impl ImageHost for LocalDiskImageHost {
    async fn store(&self, kind: ImageKind, bytes: Vec<u8>) -> Result<String, ImageError> {
        let name = format!("{}.{}", random_name()?, kind.extension());
        tokio::fs::create_dir_all(&self.folder)
            .await
            .context("creating the upload folder")?;
        let path = self.folder.join(&name);
        // Write beside, then rename: a reader never sees half a file.
        let partial = self.folder.join(format!(".{name}.part"));
        if let Err(error) = tokio::fs::write(&partial, &bytes).await {
            // A full disk leaves part of the file: take it away again.
            let _ = tokio::fs::remove_file(&partial).await;
            return Err(match error.kind() {
                std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded => {
                    ImageError::StorageFull(format!("writing the upload: {error}"))
                }
                _ => ImageError::Unknown(anyhow::Error::new(error).context("writing the upload")),
            });
        }
        tokio::fs::rename(&partial, &path)
            .await
            .context("publishing the upload")?;
        Ok(format!("{}/{name}", self.url_prefix))
    }

    async fn delete(&self, url: &str) -> Result<(), ImageError> {
        let name = self.file_name(url)?;
        match tokio::fs::remove_file(self.folder.join(name)).await {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(error) => Err(anyhow::Error::new(error)
                .context("deleting an upload")
                .into()),
        }
    }

    async fn read(&self, url: &str) -> Result<Vec<u8>, ImageError> {
        let name = self.file_name(url)?;
        match tokio::fs::read(self.folder.join(name)).await {
            Ok(bytes) => Ok(bytes),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                Err(ImageError::Rejected(format!("the upload is gone: {url}")))
            }
            Err(error) => Err(anyhow::Error::new(error)
                .context("reading an upload")
                .into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use shop_ports::images::{ImageHost, ImageKind};

    use super::LocalDiskImageHost;

    #[tokio::test]
    async fn stores_bytes_under_a_random_name_with_the_kind_extension() {
        let folder = tempfile::tempdir().unwrap();
        let host = LocalDiskImageHost::new(folder.path().to_path_buf(), "/uploads/");

        let first = host
            .store(ImageKind::Png, b"\x89PNG\r\n\x1a\n".to_vec())
            .await
            .unwrap();
        let second = host
            .store(ImageKind::Png, b"\x89PNG\r\n\x1a\n".to_vec())
            .await
            .unwrap();

        assert!(first.starts_with("/uploads/") && first.ends_with(".png"));
        assert_ne!(first, second);
        let name = first.trim_start_matches("/uploads/");
        assert_eq!(
            std::fs::read(folder.path().join(name)).unwrap(),
            b"\x89PNG\r\n\x1a\n"
        );
    }
}
