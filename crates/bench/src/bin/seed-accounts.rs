//! Active customer accounts for the sign-in benchmark: sign-ins are
//! throttled per account, so one account signed in over and over measures
//! refusals, not sign-ins. Every account gets the same password, hashed once
//! with the shop's own parameters.
//!
//! `seed-accounts --database-url sqlite:///tmp/shop.db --accounts 256 --password …`

use anyhow::Context;
use chrono::Utc;
use shop_bench::Flags;
use shop_db::{DatabaseUrl, DbStore};
use shop_domain::{Email, Password, Role};
use shop_ports::{StoreError, TxError, transaction, users::NewUser};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let flags = Flags::parse(std::env::args().skip(1))?;
    let url = DatabaseUrl::parse(flags.required("database-url")?)?;
    let accounts: usize = flags
        .required("accounts")?
        .parse()
        .context("--accounts must be a whole number")?;
    let password = Password::parse(flags.required("password")?)
        .map_err(|error| anyhow::anyhow!("--password: {error}"))?;
    let password_hash = shop_app::passwords::hash(&password)?;
    let store = DbStore::connect(url, 1).await?;
    let now = Utc::now().naive_utc();
    let created = transaction(&store, move |repos| {
        let mut created = 0;
        for n in 0..accounts {
            let email = Email::parse(&format!("bench-{n}@primecards.test"))
                .map_err(|error| TxError::Store(StoreError::Unknown(anyhow::anyhow!(error))))?;
            if repos.users().find_by_email(&email)?.is_some() {
                continue;
            }
            repos.users().insert(&NewUser {
                email,
                company_name: format!("Benchmark {n}"),
                phone: "+49 2161 123456".into(),
                password_hash: password_hash.clone(),
                role: Role::Customer,
                active: true,
                created_at: now,
            })?;
            created += 1;
        }
        Ok::<_, TxError<()>>(created)
    })
    .await
    .map_err(|error| match error {
        TxError::Store(store) => anyhow::Error::new(store),
        TxError::Rule(()) => anyhow::anyhow!("rolled back"),
    })?;
    println!("{created} accounts created");
    Ok(())
}
