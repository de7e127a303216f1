//! A consistent copy of a SQLite database taken while the shop writes to
//! it: `VACUUM INTO` reads one snapshot of the database in a read
//! transaction (WAL lets writers go on meanwhile) and writes it, compacted,
//! into a new file.

use std::path::Path;

use anyhow::Context;
use diesel::{
    Connection, QueryableByName, RunQueryDsl, SqliteConnection, connection::SimpleConnection,
    sql_types::Text,
};

#[derive(QueryableByName)]
struct IntegrityCheck {
    #[diesel(sql_type = Text)]
    integrity_check: String,
}

/// Writes a snapshot of the SQLite database at `database` into the new file
/// `into`, then checks the copy's integrity.
///
/// # Errors
/// When the database cannot be read, `into` exists or cannot be written,
/// or the copy fails its integrity check.
pub fn snapshot_sqlite(database: &str, into: &Path) -> anyhow::Result<()> {
    let target = into
        .to_str()
        .context("the backup folder's path must be UTF-8")?;
    let mut conn = SqliteConnection::establish(database)
        .with_context(|| format!("opening the SQLite database {database}"))?;
    // Writers hold the lock only briefly; wait for them rather than fail.
    conn.batch_execute("PRAGMA busy_timeout = 10000;")?;
    diesel::sql_query("VACUUM INTO ?")
        .bind::<Text, _>(target)
        .execute(&mut conn)
        .with_context(|| format!("copying the database into {target}"))?;
    let verdict = integrity_of(target)?;
    anyhow::ensure!(
        verdict == "ok",
        "the copy in {target} failed its integrity check: {verdict}"
    );
    Ok(())
}

/// `PRAGMA integrity_check` of the SQLite file at `path`: `ok` when sound.
///
/// # Errors
/// When the file cannot be opened as a database.
pub fn integrity_of(path: &str) -> anyhow::Result<String> {
    let mut conn = SqliteConnection::establish(path)
        .with_context(|| format!("opening the SQLite database {path}"))?;
    let rows: Vec<IntegrityCheck> = diesel::sql_query("PRAGMA integrity_check")
        .load(&mut conn)
        .context("running PRAGMA integrity_check")?;
    Ok(rows
        .into_iter()
        .map(|row| row.integrity_check)
        .collect::<Vec<_>>()
        .join("; "))
}

#[cfg(test)]
mod tests {
    use diesel::{Connection, RunQueryDsl, SqliteConnection, connection::SimpleConnection};

    use super::{integrity_of, snapshot_sqlite};

    #[test]
    fn the_snapshot_holds_what_was_committed_and_is_sound() {
        let folder = tempfile::tempdir().unwrap();
        let database = folder.path().join("shop.db");
        let database = database.to_str().unwrap();
        let mut conn = SqliteConnection::establish(database).unwrap();
        conn.batch_execute(
            "PRAGMA journal_mode = WAL; CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2);",
        )
        .unwrap();
        let copy = folder.path().join("copy.sqlite3");

        snapshot_sqlite(database, &copy).unwrap();

        let copy = copy.to_str().unwrap();
        assert_eq!(integrity_of(copy).unwrap(), "ok");
        let mut read = SqliteConnection::establish(copy).unwrap();
        let count: i64 = diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
            "(SELECT COUNT(*) FROM t)",
        ))
        .get_result(&mut read)
        .unwrap();
        assert_eq!(count, 2);
    }

    #[test]
    fn an_existing_file_is_never_overwritten() {
        let folder = tempfile::tempdir().unwrap();
        let database = folder.path().join("shop.db");
        let mut conn = SqliteConnection::establish(database.to_str().unwrap()).unwrap();
        conn.batch_execute("CREATE TABLE t (x INTEGER);").unwrap();
        let copy = folder.path().join("copy.sqlite3");
        std::fs::write(&copy, b"earlier backup").unwrap();

        assert!(snapshot_sqlite(database.to_str().unwrap(), &copy).is_err());
        assert_eq!(std::fs::read(&copy).unwrap(), b"earlier backup");
    }
}
