//! `shop-api`: reads its settings, prepares the database and serves the shop.

use shop_api::{settings::Settings, startup::Application, telemetry};

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
    restart_with_fixed_mmap_threshold();
    serve()
}

#[actix_web::main]
async fn serve() -> anyhow::Result<()> {
    // A missing .env is normal; only a broken one is worth a word.
    if let Err(error) = dotenvy::dotenv()
        && !error.not_found()
    {
        eprintln!("ignoring .env: {error}");
    }
    telemetry::init();
    let settings = Settings::from_env()?;
    let application = Application::build(settings).await?;
    tracing::info!(url = %application.public_url(), "PrimeCards shop is listening");
    application.run_until_stopped().await
}
