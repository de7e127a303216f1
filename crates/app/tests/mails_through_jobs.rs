//! A mail written to the outbox without its delivery job would never be
//! sent: only `jobs::queue_mail` writes to the outbox, and writes both.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// `file:line` of each `outbox().enqueue` call in `text`, however it is wrapped.
fn direct_enqueues(file: &str, text: &str) -> Vec<String> {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = squeezed[from..].find("outbox().enqueue(") {
        found.push(format!("{file}: call {}", found.len() + 1));
        from += at + 1;
    }
    found
}

#[test]
fn only_the_jobs_module_writes_to_the_outbox() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let offenders: Vec<String> = files
        .iter()
        .filter(|path| !path.ends_with("jobs.rs"))
        .flat_map(|path| {
            direct_enqueues(
                &path.display().to_string(),
                &std::fs::read_to_string(path).unwrap(),
            )
        })
        .collect();
    assert_eq!(offenders, Vec::<String>::new());
}

#[test]
fn a_wrapped_call_is_found() {
    let text = "repos\n    .outbox()\n    .enqueue(&mail, now)?;";
    assert_eq!(direct_enqueues("x.rs", text), ["x.rs: call 1"]);
    assert!(direct_enqueues("x.rs", "crate::jobs::queue_mail(repos, &mail, None, now)").is_empty());
}
