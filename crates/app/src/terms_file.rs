//! The AGB in force as a PDF file. Its name is known at start; its bytes are
//! written the first time a confirmation or a download needs them and kept
//! from then on. Writing them at start loaded the PDF writer and its fonts
//! into every process, also into one that never sends a confirmation.

use std::{
    fmt,
    sync::{Arc, OnceLock},
};

use shop_ports::mailer::Attachment;

/// 'AGB-PrimeCards-2026-12-07.pdf'.
pub fn terms_file_name(version: &str) -> String {
    format!("AGB-PrimeCards-{version}.pdf")
}

/// Writes the PDF's bytes; the same bytes each time.
type Render = dyn Fn() -> Result<Vec<u8>, String> + Send + Sync;

/// The AGB of one version as a PDF, written once per process when first asked for.
#[derive(Clone)]
pub struct TermsFile {
    inner: Arc<Inner>,
}

struct Inner {
    file_name: String,
    render: Box<Render>,
    written: OnceLock<Result<Attachment, String>>,
}

impl TermsFile {
    /// The AGB of `version`, whose bytes `render` writes.
    pub fn new(
        version: &str,
        render: impl Fn() -> Result<Vec<u8>, String> + Send + Sync + 'static,
    ) -> Self {
        Self {
            inner: Arc::new(Inner {
                file_name: terms_file_name(version),
                render: Box::new(render),
                written: OnceLock::new(),
            }),
        }
    }

    /// 'AGB-PrimeCards-2026-12-07.pdf'.
    pub fn file_name(&self) -> &str {
        &self.inner.file_name
    }

    /// The file as a mail attachment, written on the first call. Callers at
    /// the same moment wait for that one writing.
    ///
    /// # Errors
    /// Why the PDF could not be written; kept, as the same text fails the same way again.
    pub fn attachment(&self) -> Result<&Attachment, &str> {
        let inner = &*self.inner;
        inner
            .written
            .get_or_init(|| {
                (inner.render)().map(|data| Attachment {
                    file_name: inner.file_name.clone(),
                    content_type: "application/pdf".to_owned(),
                    data,
                })
            })
            .as_ref()
            .map_err(String::as_str)
    }
}

impl fmt::Debug for TermsFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TermsFile")
            .field("file_name", &self.inner.file_name)
            .field("written", &self.inner.written.get().is_some())
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[test]
    fn is_written_once_on_first_use_and_named_by_its_version() {
        let writes = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&writes);
        let terms = TermsFile::new("2026-12-07", move || {
            counted.fetch_add(1, Ordering::SeqCst);
            Ok(b"%PDF AGB".to_vec())
        });
        assert_eq!(terms.file_name(), "AGB-PrimeCards-2026-12-07.pdf");
        assert_eq!(
            writes.load(Ordering::SeqCst),
            0,
            "nothing written before it is needed"
        );

        let copies = terms.clone();
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let terms = copies.clone();
                std::thread::spawn(move || terms.attachment().unwrap().data.clone())
            })
            .collect();
        for thread in threads {
            assert_eq!(thread.join().unwrap(), b"%PDF AGB");
        }
        let attachment = terms.attachment().unwrap();
        assert_eq!(attachment.file_name, "AGB-PrimeCards-2026-12-07.pdf");
        assert_eq!(attachment.content_type, "application/pdf");
        assert_eq!(writes.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn a_failure_is_kept_and_told_every_time() {
        let writes = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&writes);
        let terms = TermsFile::new("2026-12-07", move || {
            counted.fetch_add(1, Ordering::SeqCst);
            Err("font unreadable".to_owned())
        });
        assert_eq!(terms.attachment().unwrap_err(), "font unreadable");
        assert_eq!(terms.attachment().unwrap_err(), "font unreadable");
        assert_eq!(writes.load(Ordering::SeqCst), 1);
    }
}
