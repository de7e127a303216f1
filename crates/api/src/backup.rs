//! `shop-api backup <dir>` and `shop-api restore <dir> <data-dir>`.
//!
//! A backup is a folder: the database (`database.sqlite3`, a consistent
//! snapshot taken while the shop serves, or `database.pgdump` from
//! `pg_dump`), the data folder's files under `files/` (uploads, print
//! files, mails written to disk), and `manifest.json` naming every file
//! with its size and SHA-256. The manifest is written last: a folder
//! without one is an unfinished backup and is never restored.
//!
//! The database is copied first, the files after it: every file a stored
//! row names was written before its row committed, so it is in the copy.

use std::{
    fs,
    io::{self, Read, Write},
    path::{Path, PathBuf},
    process::Command,
    time::Instant,
};

use anyhow::{Context, bail, ensure};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shop_db::DatabaseUrl;

pub const MANIFEST: &str = "manifest.json";
pub const SQLITE_COPY: &str = "database.sqlite3";
pub const POSTGRES_DUMP: &str = "database.pgdump";
const FILES: &str = "files";
/// The database file a restored data folder holds (the default `DATABASE_URL`'s name).
pub const RESTORED_SQLITE: &str = "shop.db";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// `sqlite` or `postgresql`.
    pub database: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// Every file of the backup but the manifest, by its path inside the backup folder.
    pub files: Vec<ManifestEntry>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManifestEntry {
    pub path: String,
    pub bytes: u64,
    pub sha256: String,
}

/// What a backup did, for its report.
#[derive(Debug)]
pub struct BackupReport {
    pub manifest: Manifest,
    pub took: std::time::Duration,
    /// When `pg_dump` was missing: the command that would dump the database.
    pub dump_by_hand: Option<String>,
}

impl BackupReport {
    pub fn bytes(&self) -> u64 {
        self.manifest.files.iter().map(|file| file.bytes).sum()
    }
}

/// Takes a backup of `database` and `data_dir` into `dir`, which must be
/// empty or not exist yet.
///
/// # Errors
/// When `dir` holds something, the database cannot be copied or a file
/// cannot be read or written.
pub fn backup(database: &DatabaseUrl, data_dir: &Path, dir: &Path) -> anyhow::Result<BackupReport> {
    let started = Instant::now();
    prepare_empty(dir)?;
    let mut dump_by_hand = None;
    let mut skip = vec![fs::canonicalize(dir)?];
    let kind = match database {
        DatabaseUrl::Sqlite(path) => {
            shop_db::snapshot::snapshot_sqlite(path, &dir.join(SQLITE_COPY))?;
            // The live database and its log are not copied as files.
            if let Ok(live) = fs::canonicalize(path) {
                for suffix in ["", "-wal", "-shm", "-journal"] {
                    let mut name = live.clone().into_os_string();
                    name.push(suffix);
                    skip.push(PathBuf::from(name));
                }
            }
            "sqlite"
        }
        DatabaseUrl::Postgres(url) => {
            dump_by_hand = dump_postgres(url, &dir.join(POSTGRES_DUMP))?;
            "postgresql"
        }
    };
    if data_dir.exists() {
        copy_tree(data_dir, &dir.join(FILES), &skip)?;
    }
    let manifest = Manifest {
        database: kind.to_owned(),
        created_at: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        files: entries_of(dir)?,
    };
    write_manifest(dir, &manifest)?;
    Ok(BackupReport {
        manifest,
        took: started.elapsed(),
        dump_by_hand,
    })
}

/// Checks `dir`'s files against its manifest and copies them into the new
/// `data_dir` (empty or not existing); the SQLite database becomes
/// `data_dir/shop.db`. Returns the manifest.
///
/// # Errors
/// When the manifest is missing or a file is missing, changed or extra,
/// `data_dir` holds something, or a copy fails.
pub fn restore(dir: &Path, data_dir: &Path) -> anyhow::Result<Manifest> {
    let manifest = verify(dir)?;
    prepare_empty(data_dir)?;
    let files = dir.join(FILES);
    if files.exists() {
        copy_tree(&files, data_dir, &[])?;
    }
    if manifest.database == "sqlite" {
        fs::copy(dir.join(SQLITE_COPY), data_dir.join(RESTORED_SQLITE))
            .context("copying the database into the data folder")?;
    }
    Ok(manifest)
}

/// The manifest of `dir`, once every file it names is there with its size
/// and hash and no other file is.
///
/// # Errors
/// Names the first file that differs.
pub fn verify(dir: &Path) -> anyhow::Result<Manifest> {
    let text = fs::read_to_string(dir.join(MANIFEST)).with_context(|| {
        format!(
            "{} has no {MANIFEST}: not a backup, or one that did not finish",
            dir.display()
        )
    })?;
    let manifest: Manifest = serde_json::from_str(&text).context("reading the manifest")?;
    let found = entries_of(dir)?;
    for expected in &manifest.files {
        match found.iter().find(|file| file.path == expected.path) {
            None => bail!("{} is missing from the backup", expected.path),
            Some(file) if file != expected => {
                bail!("{} was changed since the backup was taken", expected.path)
            }
            Some(_) => {}
        }
    }
    if let Some(extra) = found.iter().find(|file| {
        !manifest
            .files
            .iter()
            .any(|expected| expected.path == file.path)
    }) {
        bail!(
            "{} is in the backup folder but not in its manifest",
            extra.path
        );
    }
    Ok(manifest)
}

/// Creates `dir`, or accepts it when it exists and is empty.
fn prepare_empty(dir: &Path) -> anyhow::Result<()> {
    if dir.exists() {
        let mut entries =
            fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))?;
        ensure!(
            entries.next().is_none(),
            "{} is not empty: choose a new folder",
            dir.display()
        );
    }
    fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))
}

/// `pg_dump` in its custom format into `into`; `Some(command)` when
/// `pg_dump` is not installed, for the operator to run where it is.
fn dump_postgres(url: &str, into: &Path) -> anyhow::Result<Option<String>> {
    let output = Command::new("pg_dump")
        .arg("--format=custom")
        .arg("--file")
        .arg(into)
        .arg(url)
        .output();
    match output {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(Some(format!(
            "pg_dump --format=custom --file {} \"$DATABASE_URL\"",
            into.display()
        ))),
        Err(error) => Err(error).context("starting pg_dump"),
        Ok(output) if output.status.success() => Ok(None),
        Ok(output) => bail!(
            "pg_dump failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ),
    }
}

/// Copies the files under `from` into `to`, leaving out `skip` (canonical
/// paths). A file deleted while the copy runs (an unused upload swept) is
/// left out too.
fn copy_tree(from: &Path, to: &Path, skip: &[PathBuf]) -> anyhow::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        let path = entry.path();
        if fs::canonicalize(&path).is_ok_and(|real| skip.contains(&real)) {
            continue;
        }
        let file_type = entry.file_type()?;
        let target = to.join(entry.file_name());
        if file_type.is_dir() {
            copy_tree(&path, &target, skip)?;
        } else if file_type.is_file() {
            match fs::copy(&path, &target) {
                Ok(_) => {}
                Err(error) if error.kind() == io::ErrorKind::NotFound => {}
                Err(error) => {
                    return Err(error).with_context(|| format!("copying {}", path.display()));
                }
            }
        }
    }
    Ok(())
}

/// Every file under `dir` but the manifest, sorted by path, with size and hash.
fn entries_of(dir: &Path) -> anyhow::Result<Vec<ManifestEntry>> {
    let mut entries = Vec::new();
    collect(dir, dir, &mut entries)?;
    entries.retain(|entry| entry.path != MANIFEST);
    entries.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(entries)
}

fn collect(root: &Path, dir: &Path, into: &mut Vec<ManifestEntry>) -> anyhow::Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            collect(root, &path, into)?;
        } else {
            let relative = path
                .strip_prefix(root)?
                .to_str()
                .with_context(|| format!("{} is no UTF-8 name", path.display()))?
                .to_owned();
            let (bytes, sha256) = hash_file(&path)?;
            into.push(ManifestEntry {
                path: relative,
                bytes,
                sha256,
            });
        }
    }
    Ok(())
}

/// Size and SHA-256 (lower-case hex) of the file at `path`.
///
/// # Errors
/// When the file cannot be read.
pub fn hash_file(path: &Path) -> anyhow::Result<(u64, String)> {
    let mut file = fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    let mut hasher = Sha256::new();
    let mut buffer = vec![0u8; 64 * 1024];
    let mut bytes = 0u64;
    loop {
        let read = file.read(&mut buffer)?;
        if read == 0 {
            break;
        }
        hasher.update(&buffer[..read]);
        bytes += read as u64;
    }
    let sha256 = hasher
        .finalize()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    Ok((bytes, sha256))
}

/// The manifest through a temporary file and a rename: it is there whole or not at all.
fn write_manifest(dir: &Path, manifest: &Manifest) -> anyhow::Result<()> {
    let partial = dir.join(".manifest.json.partial");
    let mut file = fs::File::create(&partial)?;
    file.write_all(serde_json::to_string_pretty(manifest)?.as_bytes())?;
    file.sync_all()?;
    fs::rename(&partial, dir.join(MANIFEST))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::fs;

    use diesel::{Connection, SqliteConnection, connection::SimpleConnection};
    use shop_db::DatabaseUrl;

    use super::{MANIFEST, RESTORED_SQLITE, backup, restore, verify};

    /// A data folder with its SQLite database (in WAL mode) and two uploads.
    fn shop_data(root: &std::path::Path) -> (DatabaseUrl, std::path::PathBuf) {
        let data = root.join("data");
        fs::create_dir_all(data.join("uploads")).unwrap();
        fs::write(data.join("uploads/logo-ä.png"), b"\x89PNG logo").unwrap();
        fs::write(data.join("uploads/second.png"), b"\x89PNG second").unwrap();
        let database = data.join("shop.db");
        let mut conn = SqliteConnection::establish(database.to_str().unwrap()).unwrap();
        conn.batch_execute(
            "PRAGMA journal_mode = WAL; CREATE TABLE orders (id INTEGER); INSERT INTO orders VALUES (1), (2);",
        )
        .unwrap();
        (
            DatabaseUrl::parse(&format!("sqlite://{}", database.display())).unwrap(),
            data,
        )
    }

    #[test]
    fn a_backup_restores_into_an_empty_folder_with_the_database_and_every_file() {
        let root = tempfile::tempdir().unwrap();
        let (url, data) = shop_data(root.path());
        let dir = root.path().join("backup");

        let report = backup(&url, &data, &dir).unwrap();

        let paths: Vec<&str> = report
            .manifest
            .files
            .iter()
            .map(|f| f.path.as_str())
            .collect();
        assert_eq!(
            paths,
            [
                "database.sqlite3",
                "files/uploads/logo-ä.png",
                "files/uploads/second.png"
            ]
        );
        assert_eq!(report.manifest.database, "sqlite");
        assert!(report.dump_by_hand.is_none());
        let restored = root.path().join("restored");
        restore(&dir, &restored).unwrap();
        assert_eq!(
            fs::read(restored.join("uploads/logo-ä.png")).unwrap(),
            b"\x89PNG logo"
        );
        let database = restored.join(RESTORED_SQLITE);
        assert_eq!(
            shop_db::snapshot::integrity_of(database.to_str().unwrap()).unwrap(),
            "ok"
        );
    }

    #[test]
    fn a_changed_missing_or_extra_file_stops_the_restore_before_it_writes() {
        let root = tempfile::tempdir().unwrap();
        let (url, data) = shop_data(root.path());
        let dir = root.path().join("backup");
        backup(&url, &data, &dir).unwrap();
        assert!(verify(&dir).is_ok());

        fs::write(dir.join("files/uploads/second.png"), b"\x89PNG tampered").unwrap();
        let error = restore(&dir, &root.path().join("restored")).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("files/uploads/second.png was changed"),
            "{error}"
        );
        assert!(!root.path().join("restored").exists());

        fs::remove_file(dir.join("files/uploads/second.png")).unwrap();
        assert!(verify(&dir).unwrap_err().to_string().contains("is missing"));

        fs::write(dir.join("files/uploads/second.png"), b"\x89PNG second").unwrap();
        fs::write(dir.join("files/stray.txt"), b"?").unwrap();
        assert!(
            verify(&dir)
                .unwrap_err()
                .to_string()
                .contains("not in its manifest")
        );
    }

    #[test]
    fn a_folder_without_a_manifest_or_a_full_target_is_refused() {
        let root = tempfile::tempdir().unwrap();
        let (url, data) = shop_data(root.path());
        let unfinished = root.path().join("unfinished");
        fs::create_dir_all(&unfinished).unwrap();
        assert!(
            verify(&unfinished)
                .unwrap_err()
                .to_string()
                .contains(MANIFEST)
        );

        // A backup never writes into a folder that holds something.
        assert!(backup(&url, &data, &data).is_err());
        let dir = root.path().join("backup");
        backup(&url, &data, &dir).unwrap();
        assert!(
            restore(&dir, &data)
                .unwrap_err()
                .to_string()
                .contains("not empty")
        );
    }
}
