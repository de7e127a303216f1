//! Mails the real binary delivered as `.eml` files (its file transport
//! writes them to `SHOP_DATA_DIR/mail`). The outbox keeps no body once a mail
//! is sent, so tests of the running process read what was delivered.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use base64::Engine;

/// Quoted-printable as lettre writes it: soft line breaks and `=XX` bytes.
fn decode_quoted_printable(raw: &str) -> String {
    let joined = raw.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'=' && i + 2 < bytes.len())
            .then(|| std::str::from_utf8(&bytes[i + 1..(i + 3).min(bytes.len())]).ok())
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `dir/mail` and the `mail` folders one level down (one data folder per instance).
fn mail_folders(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut folders = vec![dir.join("mail")];
    if let Ok(entries) = std::fs::read_dir(dir) {
        folders.extend(entries.flatten().map(|entry| entry.path().join("mail")));
    }
    folders
}

/// The decoded text of every mail delivered to `recipient` under the data folders.
pub fn delivered_to(data_dirs: &[&Path], recipient: &str) -> Vec<String> {
    let to = format!("\nTo: {recipient}\n");
    data_dirs
        .iter()
        .flat_map(|dir| mail_folders(dir))
        .filter_map(|folder| std::fs::read_dir(folder).ok())
        .flatten()
        .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
        .map(|raw| raw.replace("\r\n", "\n"))
        .filter(|raw| raw.contains(&to))
        .map(|raw| decode_quoted_printable(&raw))
        .collect()
}

/// Who a delivered mail went to and its subject, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Envelope {
    /// The bare address of the `To` header.
    pub to: String,
    pub subject: String,
}

/// The envelope of every mail delivered under the data folders; only the
/// headers are read (a confirmation's attached terms make the bodies large).
pub fn delivered_envelopes(data_dirs: &[&Path]) -> Vec<Envelope> {
    data_dirs
        .iter()
        .flat_map(|dir| mail_folders(dir))
        .filter_map(|folder| std::fs::read_dir(folder).ok())
        .flatten()
        .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
        .map(|raw| envelope(&raw.replace("\r\n", "\n")))
        .collect()
}

/// `To` and `Subject` of one mail, its folded header lines joined.
fn envelope(raw: &str) -> Envelope {
    let head = raw.split("\n\n").next().unwrap_or_default();
    let mut headers: Vec<String> = Vec::new();
    for line in head.lines() {
        if line.starts_with([' ', '\t'])
            && let Some(last) = headers.last_mut()
        {
            last.push(' ');
            last.push_str(line.trim_start());
        } else {
            headers.push(line.to_owned());
        }
    }
    let value = |name: &str| {
        headers
            .iter()
            .find_map(|header| header.strip_prefix(name))
            .unwrap_or_default()
            .trim()
            .to_owned()
    };
    let to = value("To: ");
    let to = match (to.rfind('<'), to.rfind('>')) {
        (Some(start), Some(end)) if start < end => to[start + 1..end].to_owned(),
        _ => to,
    };
    Envelope {
        to,
        subject: decode_encoded_words(&value("Subject: ")),
    }
}

/// A header value with its RFC 2047 encoded words (`=?utf-8?b?…?=`, as
/// lettre writes a subject that is not ASCII) decoded; the space between
/// two encoded words belongs to neither.
fn decode_encoded_words(value: &str) -> String {
    let mut decoded = String::new();
    let mut after_encoded = false;
    for word in value.split_whitespace() {
        let text = encoded_word(word);
        // The space between two encoded words belongs to neither.
        let joins_encoded = after_encoded && text.is_some();
        if !decoded.is_empty() && !joins_encoded {
            decoded.push(' ');
        }
        after_encoded = text.is_some();
        decoded.push_str(text.as_deref().unwrap_or(word));
    }
    decoded
}

/// The text of one encoded word; `None` for a plain word.
fn encoded_word(word: &str) -> Option<String> {
    let inner = word.strip_prefix("=?")?.strip_suffix("?=")?;
    let mut parts = inner.splitn(3, '?');
    let (_charset, encoding, text) = (parts.next()?, parts.next()?, parts.next()?);
    match encoding {
        "b" | "B" => base64::engine::general_purpose::STANDARD
            .decode(text)
            .ok()
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
        "q" | "Q" => Some(decode_quoted_printable(&text.replace('_', " "))),
        _ => None,
    }
}

/// Waits until one mail to `recipient` has been delivered and returns it.
pub async fn wait_for_mail(data_dirs: &[&Path], recipient: &str) -> String {
    let started = Instant::now();
    loop {
        if let Some(mail) = delivered_to(data_dirs, recipient).pop() {
            return mail;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "no mail to {recipient} was delivered"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
