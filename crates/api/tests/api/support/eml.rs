//! Mails the real binary delivered as `.eml` files (its file transport
//! writes them to `SHOP_DATA_DIR/mail`). The outbox keeps no body once a mail
//! is sent, so tests of the running process read what was delivered.

use std::{
    path::Path,
    time::{Duration, Instant},
};

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
