//! `shop-api`: reads its settings, prepares the database and serves the shop.

use shop_api::{settings::Settings, startup::Application, telemetry};

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
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
