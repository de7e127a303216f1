//! `shop-api`: reads its settings, prepares the database and serves the shop.
//! `shop-api backup <dir>` and `shop-api restore <dir> <data-dir>` keep and
//! bring back its database and files (see `shop_api::backup`).

use std::path::PathBuf;

use shop_api::{
    backup,
    settings::{Settings, Storage},
    startup::Application,
    telemetry,
};

const USAGE: &str = "usage: shop-api                           serve the shop
       shop-api backup <dir>              copy the database and files into the new folder <dir>
       shop-api restore <dir> <data-dir>  check the backup in <dir> and restore it into the new folder <data-dir>";

/// Every sign-in hashes with a 19 MiB argon2 buffer on a blocking thread.
/// Once glibc's malloc has freed one block that large it raises its mmap
/// threshold and keeps later ones in per-thread heaps: after a few sign-ins
/// the process held ~100 MB. A fixed threshold hands such buffers back to
/// the system when they are freed. glibc reads it only when a process
/// starts, so the server starts itself once more with it set.
const MALLOC_TUNABLE: &str = "glibc.malloc.mmap_threshold=131072";

fn restart_with_fixed_mmap_threshold() {
    use std::os::unix::process::CommandExt;

    let tunables = std::env::var("GLIBC_TUNABLES").unwrap_or_default();
    if tunables.contains("glibc.malloc.mmap_threshold") {
        return;
    }
    let Ok(program) = std::env::current_exe() else {
        return;
    };
    let tunables = if tunables.is_empty() {
        MALLOC_TUNABLE.to_owned()
    } else {
        format!("{tunables}:{MALLOC_TUNABLE}")
    };
    let error = std::process::Command::new(program)
        .args(std::env::args_os().skip(1))
        .env("GLIBC_TUNABLES", tunables)
        .exec();
    // Only reached when the restart failed: serve anyway, with more memory.
    eprintln!("could not restart with a fixed malloc threshold: {error}");
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] => {
            restart_with_fixed_mmap_threshold();
            serve()
        }
        ["backup", dir] => take_backup(PathBuf::from(dir)),
        ["restore", dir, data_dir] => restore(PathBuf::from(dir), PathBuf::from(data_dir)),
        _ => {
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    }
}

fn read_dotenv() {
    // A missing .env is normal; only a broken one is worth a word.
    if let Err(error) = dotenvy::dotenv()
        && !error.not_found()
    {
        eprintln!("ignoring .env: {error}");
    }
}

fn take_backup(dir: PathBuf) -> anyhow::Result<()> {
    read_dotenv();
    let storage = Storage::from_env()?;
    let report = backup::backup(&storage.database_url, &storage.data_dir, &dir)?;
    println!(
        "backup in {}: {} files, {} bytes, {:.1} s; manifest {}",
        dir.display(),
        report.manifest.files.len(),
        report.bytes(),
        report.took.as_secs_f64(),
        dir.join(backup::MANIFEST).display()
    );
    if let Some(command) = report.dump_by_hand {
        println!(
            "pg_dump is not installed here: the files are saved, the database is not. Run where it is:\n  {command}"
        );
    }
    Ok(())
}

fn restore(dir: PathBuf, data_dir: PathBuf) -> anyhow::Result<()> {
    let manifest = backup::restore(&dir, &data_dir)?;
    println!(
        "restored {} files from {} (taken {}) into {}",
        manifest.files.len(),
        dir.display(),
        manifest.created_at,
        data_dir.display()
    );
    if manifest.database == "sqlite" {
        println!(
            "start the shop with DATABASE_URL=sqlite://{} SHOP_DATA_DIR={}",
            data_dir.join(backup::RESTORED_SQLITE).display(),
            data_dir.display()
        );
    } else {
        println!(
            "restore the database into an empty PostgreSQL database, then start the shop with SHOP_DATA_DIR={}:\n  pg_restore --no-owner --dbname \"$DATABASE_URL\" {}",
            data_dir.display(),
            dir.join(backup::POSTGRES_DUMP).display()
        );
    }
    Ok(())
}

#[actix_web::main]
async fn serve() -> anyhow::Result<()> {
    read_dotenv();
    telemetry::init()?;
    let settings = Settings::from_env()?;
    let application = Application::build(settings).await?;
    tracing::info!(url = %application.public_url(), "PrimeCards shop is listening");
    application.run_until_stopped().await
}
