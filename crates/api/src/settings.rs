//! Typed settings from environment variables, with the defaults documented
//! in `.env.example` and the README. Secrets are wrapped so they never print.

use std::path::PathBuf;

use anyhow::Context;
use shop_app::RetentionPolicy;
use shop_db::DatabaseUrl;
use shop_domain::{Cents, Seller, default_interest::BaseRates, express};

use crate::client_address::TrustedProxies;
use shop_domain::{Email, Password};

/// A value that must never reach a log line.
#[derive(Clone)]
pub struct Secret<T>(T);

impl<T> Secret<T> {
    pub fn new(value: T) -> Self {
        Self(value)
    }
    pub fn expose(&self) -> &T {
        &self.0
    }
}

impl<T> std::fmt::Debug for Secret<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(***)")
    }
}

#[derive(Debug, Clone)]
pub struct AdminSettings {
    pub email: Email,
    pub password: Secret<Password>,
}

#[derive(Debug, Clone)]
pub struct Settings {
    pub database_url: DatabaseUrl,
    pub bind: String,
    /// Base of every link the server builds, without a trailing slash.
    pub public_url: String,
    pub data_dir: PathBuf,
    pub static_dir: PathBuf,
    pub admin: Option<AdminSettings>,
    pub demo_data: bool,
    pub smtp_url: Option<Secret<String>>,
    /// `SHOP_METRICS_TOKEN`: the bearer token `GET /metrics` asks for; unset, there are no metrics.
    pub metrics_token: Option<Secret<String>>,
    pub mail_from: String,
    pub database_pool_size: u32,
    /// Who takes card payments; never chosen silently (see [`PaymentProvider`]).
    pub payments: PaymentProvider,
    /// Who issues the invoices (`SHOP_SELLER_*`).
    pub seller: Seller,
    /// How long a mailed payment link can be used (`SHOP_PAYMENT_LINK_DAYS`, default 14).
    pub payment_link_validity: chrono::TimeDelta,
    /// How long data nobody needs is kept (`SHOP_RETENTION_*_DAYS`).
    pub retention: RetentionPolicy,
    /// Reverse proxies believed about the client's address (`X-Forwarded-For`).
    pub trusted_proxies: TrustedProxies,
    /// Cloudinary image host; unset means the local disk under `data_dir/uploads`.
    pub cloudinary: Option<CloudinarySettings>,
    /// What uploads no order uses yet may take together (`SHOP_UNUSED_UPLOADS_MAX_BYTES`).
    pub unused_uploads_max_bytes: u64,
    /// The payment methods offered at Stripe's checkout and named in the
    /// terms and FAQ (`SHOP_PAYMENT_METHODS`, Stripe's names, comma-separated).
    pub payment_methods: Vec<String>,
    /// Where printed QR codes' short links live (`SHOP_QR_BASE_URL`, e.g. a
    /// shorter domain pointing at this shop); the public URL when unset.
    pub qr_base_url: String,
    /// The tax office's VAT-ID confirmation service (`SHOP_EVATR_URL`, the
    /// full request address); `local` runs a local fake of it in the process.
    pub evatr_url: String,
    /// The base rate default interest is reckoned on (`SHOP_BASE_RATE_PERCENT`:
    /// `1.27`, or dated rates `2025-01-01:2.27,2025-07-01:1.27`); the
    /// Bundesbank's published table when unset.
    pub base_rates: BaseRates,
    /// What 'Express-Produktion' costs, net, in cents
    /// (`SHOP_EXPRESS_SURCHARGE_CENTS`, 2990 when unset).
    pub express_surcharge: Cents,
    /// How long a stopping process lets running requests finish
    /// (`SHOP_SHUTDOWN_TIMEOUT_S`, 30 when unset).
    pub shutdown_timeout_s: u64,
}

/// `card` includes Apple Pay and Google Pay at Stripe.
pub const DEFAULT_PAYMENT_METHODS: &str = "card,paypal,klarna,sepa_debit";

/// Stripe's names: lower-case letters and underscores, each once.
fn payment_methods(raw: &str) -> anyhow::Result<Vec<String>> {
    let mut methods: Vec<String> = Vec::new();
    for method in raw.split(',').map(str::trim).filter(|m| !m.is_empty()) {
        anyhow::ensure!(
            method.len() <= 40 && method.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
            "SHOP_PAYMENT_METHODS: {method:?} is not a payment method name such as card or sepa_debit"
        );
        if !methods.iter().any(|known| known == method) {
            methods.push(method.to_owned());
        }
    }
    anyhow::ensure!(
        !methods.is_empty(),
        "SHOP_PAYMENT_METHODS names no payment method"
    );
    Ok(methods)
}

/// The payment provider. Without Stripe keys the shop refuses to start unless
/// `SHOP_PAYMENT_PROVIDER=local` asks for the test provider, whose page pays
/// any order for free: a forgotten key must never open a free shop.
#[derive(Debug, Clone)]
pub enum PaymentProvider {
    Stripe(StripeSettings),
    /// The shop's own test page; for development and tests only.
    Local,
}

#[derive(Debug, Clone)]
pub struct StripeSettings {
    pub secret_key: Secret<String>,
    pub webhook_secret: Secret<String>,
    /// Override of Stripe's API address (tests point it at a local mock).
    pub api_base: Option<String>,
}

#[derive(Debug, Clone)]
pub struct CloudinarySettings {
    pub url: Secret<String>,
    /// Override of Cloudinary's API address (tests point it at a local mock).
    pub api_base: Option<String>,
}

const DEFAULT_DATABASE_URL: &str = "sqlite://data/shop.db";
const DEFAULT_DATA_DIR: &str = "data";

fn from_process_env(key: &str) -> Option<String> {
    std::env::var(key)
        .ok()
        .filter(|value| !value.trim().is_empty())
}

/// Where the shop keeps what it must not lose, as `backup` and `restore` need it.
#[derive(Debug, Clone)]
pub struct Storage {
    pub database_url: DatabaseUrl,
    pub data_dir: PathBuf,
}

impl Storage {
    /// `DATABASE_URL` and `SHOP_DATA_DIR`, with the server's defaults.
    ///
    /// # Errors
    /// When `DATABASE_URL` is unusable.
    pub fn from_env() -> anyhow::Result<Self> {
        Self::from_lookup(from_process_env)
    }

    /// As [`Storage::from_env`], from any key lookup (the server's settings read it so too).
    ///
    /// # Errors
    /// When `DATABASE_URL` is unusable.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        Ok(Self {
            database_url: DatabaseUrl::parse(
                &lookup("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.into()),
            )?,
            data_dir: PathBuf::from(
                lookup("SHOP_DATA_DIR").unwrap_or_else(|| DEFAULT_DATA_DIR.into()),
            ),
        })
    }
}

impl Settings {
    /// # Errors
    /// When a variable is set to something unusable.
    pub fn from_env() -> anyhow::Result<Self> {
        Self::from_lookup(from_process_env)
    }

    /// Builds settings from any key lookup, so tests need no process environment.
    ///
    /// # Errors
    /// When a variable is set to something unusable.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        let get = |key: &str, default: &str| lookup(key).unwrap_or_else(|| default.to_owned());
        let Storage {
            database_url,
            data_dir,
        } = Storage::from_lookup(&lookup)?;
        let admin = match (lookup("SHOP_ADMIN_EMAIL"), lookup("SHOP_ADMIN_PASSWORD")) {
            (Some(email), Some(password)) => Some(AdminSettings {
                email: Email::parse(&email)
                    .map_err(|e| anyhow::anyhow!("SHOP_ADMIN_EMAIL: {e}"))?,
                password: Secret::new(
                    Password::parse(&password)
                        .map_err(|e| anyhow::anyhow!("SHOP_ADMIN_PASSWORD: {e}"))?,
                ),
            }),
            (None, None) => None,
            _ => anyhow::bail!("set both SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD, or neither"),
        };
        let pool_default = if database_url.is_sqlite() { "8" } else { "16" };
        let payments = payment_provider(&lookup)?;
        let evatr_url = lookup("SHOP_EVATR_URL")
            .map(|url| url.trim().to_owned())
            .filter(|url| !url.is_empty())
            .unwrap_or_else(|| default_evatr_url(&payments).to_owned());
        let public_url = get("SHOP_PUBLIC_URL", "http://127.0.0.1:8080")
            .trim_end_matches('/')
            .to_owned();
        Ok(Self {
            bind: get("SHOP_BIND", "127.0.0.1:8080"),
            data_dir,
            static_dir: PathBuf::from(get("SHOP_STATIC_DIR", "frontend/dist")),
            admin,
            demo_data: parse_bool("SHOP_DEMO_DATA", &get("SHOP_DEMO_DATA", "false"))?,
            smtp_url: lookup("SMTP_URL").map(Secret::new),
            metrics_token: lookup("SHOP_METRICS_TOKEN")
                .map(|token| token.trim().to_owned())
                .filter(|token| !token.is_empty())
                .map(Secret::new),
            mail_from: get("SHOP_MAIL_FROM", "PrimeCards <noreply@primecards.de>"),
            database_pool_size: get("SHOP_DB_POOL_SIZE", pool_default)
                .parse()
                .context("SHOP_DB_POOL_SIZE must be a whole number")?,
            database_url,
            seller: seller(&lookup, &payments)?,
            payments,
            payment_link_validity: chrono::TimeDelta::days(days(
                "SHOP_PAYMENT_LINK_DAYS",
                &get("SHOP_PAYMENT_LINK_DAYS", "14"),
            )?),
            retention: RetentionPolicy {
                unpaid_guest_orders: chrono::TimeDelta::days(days(
                    "SHOP_RETENTION_GUEST_ORDER_DAYS",
                    &get("SHOP_RETENTION_GUEST_ORDER_DAYS", "30"),
                )?),
                contact_messages: chrono::TimeDelta::days(days(
                    "SHOP_RETENTION_MESSAGE_DAYS",
                    &get("SHOP_RETENTION_MESSAGE_DAYS", "730"),
                )?),
                inactive_accounts: chrono::TimeDelta::days(days(
                    "SHOP_RETENTION_INACTIVE_ACCOUNT_DAYS",
                    &get("SHOP_RETENTION_INACTIVE_ACCOUNT_DAYS", "7"),
                )?),
            },
            trusted_proxies: TrustedProxies::parse(&get("SHOP_TRUSTED_PROXIES", ""))?,
            unused_uploads_max_bytes: get(
                "SHOP_UNUSED_UPLOADS_MAX_BYTES",
                &shop_app::uploads::DEFAULT_UNUSED_UPLOADS_MAX_BYTES.to_string(),
            )
            .parse()
            .context("SHOP_UNUSED_UPLOADS_MAX_BYTES must be a whole number of bytes")?,
            payment_methods: payment_methods(&get(
                "SHOP_PAYMENT_METHODS",
                DEFAULT_PAYMENT_METHODS,
            ))?,
            qr_base_url: lookup("SHOP_QR_BASE_URL")
                .map(|url| url.trim().trim_end_matches('/').to_owned())
                .filter(|url| !url.is_empty())
                .unwrap_or_else(|| public_url.clone()),
            public_url,
            evatr_url,
            base_rates: lookup("SHOP_BASE_RATE_PERCENT")
                .filter(|raw| !raw.trim().is_empty())
                .map_or_else(|| Ok(BaseRates::published()), |raw| BaseRates::parse(&raw))?,
            shutdown_timeout_s: lookup("SHOP_SHUTDOWN_TIMEOUT_S")
                .filter(|raw| !raw.trim().is_empty())
                .map_or(Ok(30), |raw| raw.trim().parse::<u64>())
                .context("SHOP_SHUTDOWN_TIMEOUT_S must be whole seconds, e.g. 30")?,
            express_surcharge: lookup("SHOP_EXPRESS_SURCHARGE_CENTS")
                .filter(|raw| !raw.trim().is_empty())
                .map_or(Ok(express::DEFAULT_SURCHARGE), |raw| {
                    express::parse_surcharge(&raw)
                })?,
            cloudinary: lookup("CLOUDINARY_URL").map(|url| CloudinarySettings {
                url: Secret::new(url),
                api_base: lookup("CLOUDINARY_API_BASE"),
            }),
        })
    }

    /// Cookies get `Secure` when the shop is reached over https.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}

/// The seller from `SHOP_SELLER_*`. Without any of them the local test
/// provider invoices as the demo company; a shop taking real money must name
/// itself, with an address and a USt-IdNr. or Steuernummer (§14 UStG).
fn seller(
    lookup: &impl Fn(&str) -> Option<String>,
    payments: &PaymentProvider,
) -> anyhow::Result<Seller> {
    const KEYS: [&str; 14] = [
        "SHOP_SELLER_NAME",
        "SHOP_SELLER_STREET",
        "SHOP_SELLER_ZIP",
        "SHOP_SELLER_CITY",
        "SHOP_SELLER_COUNTRY",
        "SHOP_SELLER_VAT_ID",
        "SHOP_SELLER_TAX_NUMBER",
        "SHOP_SELLER_EMAIL",
        "SHOP_SELLER_PHONE",
        "SHOP_SELLER_REGISTER_COURT",
        "SHOP_SELLER_REGISTER_NUMBER",
        "SHOP_SELLER_MANAGING_DIRECTORS",
        "SHOP_SELLER_IBAN",
        "SHOP_SELLER_BIC",
    ];
    if KEYS.iter().all(|key| lookup(key).is_none()) {
        return match payments {
            PaymentProvider::Local => Ok(Seller::demo()),
            PaymentProvider::Stripe(_) => anyhow::bail!(
                "a shop taking card payments issues invoices: set SHOP_SELLER_NAME, SHOP_SELLER_STREET, \
                 SHOP_SELLER_ZIP, SHOP_SELLER_CITY, SHOP_SELLER_EMAIL, SHOP_SELLER_VAT_ID or \
                 SHOP_SELLER_TAX_NUMBER, SHOP_SELLER_REGISTER_COURT, SHOP_SELLER_REGISTER_NUMBER and \
                 SHOP_SELLER_MANAGING_DIRECTORS (see README)"
            ),
        };
    }
    let required = |key: &str| {
        lookup(key).with_context(|| format!("{key} is required once any SHOP_SELLER_* is set"))
    };
    let vat_id = lookup("SHOP_SELLER_VAT_ID").map(|raw| raw.split_whitespace().collect::<String>());
    if let Some(raw) = &vat_id {
        // The shop asks the tax office with it: a wrong one fails every foreign check.
        match shop_domain::VatId::parse_optional(raw) {
            Ok(Some(number)) if number.is_german() => {}
            _ => anyhow::bail!(
                "SHOP_SELLER_VAT_ID {raw:?} is no valid German USt-IdNr. (DE and nine digits whose \
                 last is the check digit of the first eight)"
            ),
        }
    }
    // Invoices payable by transfer print it: wrong check digits would send the money nowhere.
    let iban = lookup("SHOP_SELLER_IBAN")
        .map(|raw| {
            shop_domain::iban::Iban::parse(&raw).map_err(|_| {
                anyhow::anyhow!(
                    "SHOP_SELLER_IBAN {raw:?} is no valid IBAN (its check digits do not hold)"
                )
            })
        })
        .transpose()?;
    let tax_number = lookup("SHOP_SELLER_TAX_NUMBER");
    if vat_id.is_none() && tax_number.is_none() {
        anyhow::bail!("set SHOP_SELLER_VAT_ID or SHOP_SELLER_TAX_NUMBER: an invoice must name one");
    }
    // Every mail must carry them (§ 37a HGB); the local test provider may do without.
    let register = |key: &str| match payments {
        PaymentProvider::Stripe(_) => required(key).map(Some),
        PaymentProvider::Local => Ok(lookup(key)),
    };
    Ok(Seller {
        name: required("SHOP_SELLER_NAME")?,
        street: required("SHOP_SELLER_STREET")?,
        zip_code: required("SHOP_SELLER_ZIP")?,
        city: required("SHOP_SELLER_CITY")?,
        country_code: lookup("SHOP_SELLER_COUNTRY").unwrap_or_else(|| "DE".to_owned()),
        vat_id,
        tax_number,
        email: required("SHOP_SELLER_EMAIL")?,
        phone: lookup("SHOP_SELLER_PHONE").unwrap_or_default(),
        register_court: register("SHOP_SELLER_REGISTER_COURT")?,
        register_number: register("SHOP_SELLER_REGISTER_NUMBER")?,
        managing_directors: register("SHOP_SELLER_MANAGING_DIRECTORS")?,
        iban,
        bic: lookup("SHOP_SELLER_BIC").map(|raw| raw.split_whitespace().collect()),
    })
}

fn payment_provider(lookup: &impl Fn(&str) -> Option<String>) -> anyhow::Result<PaymentProvider> {
    let keys = match (lookup("STRIPE_SECRET_KEY"), lookup("STRIPE_WEBHOOK_SECRET")) {
        (Some(secret_key), Some(webhook_secret)) => Some(StripeSettings {
            secret_key: Secret::new(secret_key),
            webhook_secret: Secret::new(webhook_secret),
            api_base: lookup("STRIPE_API_BASE"),
        }),
        (None, None) => None,
        _ => anyhow::bail!("set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither"),
    };
    let chosen = lookup("SHOP_PAYMENT_PROVIDER").map(|raw| raw.trim().to_ascii_lowercase());
    match (chosen.as_deref(), keys) {
        (Some("stripe") | None, Some(stripe)) => Ok(PaymentProvider::Stripe(stripe)),
        (Some("local"), None) => Ok(PaymentProvider::Local),
        (Some("local"), Some(_)) => anyhow::bail!(
            "SHOP_PAYMENT_PROVIDER=local, but Stripe keys are set: remove STRIPE_SECRET_KEY and \
             STRIPE_WEBHOOK_SECRET for the local test provider, or set SHOP_PAYMENT_PROVIDER=stripe"
        ),
        (Some("stripe"), None) => anyhow::bail!(
            "SHOP_PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET"
        ),
        (None, None) => anyhow::bail!(
            "no payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or \
             SHOP_PAYMENT_PROVIDER=local for the local test provider (it pays every order for free; \
             never use it in a real shop)"
        ),
        (Some(other), _) => {
            anyhow::bail!("SHOP_PAYMENT_PROVIDER must be stripe or local, not {other:?}")
        }
    }
}

/// The tax office's service for a shop taking real money; its local fake
/// beside the local test provider (the demo answers without the internet).
fn default_evatr_url(payments: &PaymentProvider) -> &'static str {
    match payments {
        PaymentProvider::Stripe(_) => shop_tax_office::EVATR_URL,
        PaymentProvider::Local => "local",
    }
}

/// A whole number of days, at least one.
fn days(key: &str, raw: &str) -> anyhow::Result<i64> {
    raw.trim()
        .parse::<i64>()
        .ok()
        .filter(|days| (1..=3650).contains(days))
        .with_context(|| {
            format!("{key} must be a whole number of days from 1 to 3650, not {raw:?}")
        })
}

fn parse_bool(key: &str, raw: &str) -> anyhow::Result<bool> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        other => anyhow::bail!("{key} must be true or false, not {other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::{PaymentProvider, Settings};

    fn settings(pairs: &[(&str, &str)]) -> anyhow::Result<Settings> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Settings::from_lookup(|key| map.get(key).cloned())
    }

    #[test]
    fn defaults_match_the_documented_runtime_contract() {
        let s = settings(&[("SHOP_PAYMENT_PROVIDER", "local")]).unwrap();

        assert_eq!(s.bind, "127.0.0.1:8080");
        assert_eq!(s.public_url, "http://127.0.0.1:8080");
        assert!(s.database_url.is_sqlite());
        assert!(s.admin.is_none());
        assert!(!s.secure_cookies());
    }

    #[test]
    fn the_base_rate_is_the_published_table_or_what_is_set_and_nothing_unreadable() {
        let day = |raw: &str| chrono::NaiveDate::parse_from_str(raw, "%Y-%m-%d").unwrap();
        let published = settings(&[("SHOP_PAYMENT_PROVIDER", "local")]).unwrap();
        assert_eq!(published.base_rates.on(day("2026-12-06")), 127);
        let set = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_BASE_RATE_PERCENT", "2025-01-01:2.27,2026-07-01:1.02"),
        ])
        .unwrap();
        assert_eq!(set.base_rates.on(day("2026-12-06")), 102);
        let error = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_BASE_RATE_PERCENT", "1,27"),
        ])
        .unwrap_err();
        assert!(
            error.to_string().contains("SHOP_BASE_RATE_PERCENT"),
            "{error}"
        );
    }

    #[test]
    fn the_express_surcharge_is_2990_cents_or_what_is_set_and_nothing_unreadable() {
        let default = settings(&[("SHOP_PAYMENT_PROVIDER", "local")]).unwrap();
        assert_eq!(default.express_surcharge, shop_domain::Cents::new(2_990));
        let set = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_EXPRESS_SURCHARGE_CENTS", "3490"),
        ])
        .unwrap();
        assert_eq!(set.express_surcharge, shop_domain::Cents::new(3_490));
        let error = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_EXPRESS_SURCHARGE_CENTS", "29,90"),
        ])
        .unwrap_err();
        assert!(
            error.to_string().contains("SHOP_EXPRESS_SURCHARGE_CENTS"),
            "{error}"
        );
    }

    #[test]
    fn a_stopping_shop_waits_30_seconds_for_running_requests_or_what_is_set() {
        let default = settings(&[("SHOP_PAYMENT_PROVIDER", "local")]).unwrap();
        assert_eq!(default.shutdown_timeout_s, 30);
        let set = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_SHUTDOWN_TIMEOUT_S", "5"),
        ])
        .unwrap();
        assert_eq!(set.shutdown_timeout_s, 5);
        let error = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_SHUTDOWN_TIMEOUT_S", "halbe Minute"),
        ])
        .unwrap_err();
        assert!(
            error.to_string().contains("SHOP_SHUTDOWN_TIMEOUT_S"),
            "{error}"
        );
    }

    #[test]
    fn admin_needs_both_variables_and_never_prints_its_password() {
        assert!(
            settings(&[
                ("SHOP_PAYMENT_PROVIDER", "local"),
                ("SHOP_ADMIN_EMAIL", "a@b.de")
            ])
            .is_err()
        );
        let s = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_ADMIN_EMAIL", "a@b.de"),
            ("SHOP_ADMIN_PASSWORD", "sehr-geheim"),
        ])
        .unwrap();

        assert!(!format!("{s:?}").contains("sehr-geheim"));
    }

    #[test]
    fn https_public_url_makes_cookies_secure() {
        let s = settings(&[
            ("SHOP_PAYMENT_PROVIDER", "local"),
            ("SHOP_PUBLIC_URL", "https://shop.example/"),
        ])
        .unwrap();

        assert!(s.secure_cookies());
        assert_eq!(s.public_url, "https://shop.example");
    }

    #[test]
    fn without_stripe_keys_the_shop_refuses_to_start_unless_local_is_asked_for() {
        let error = settings(&[]).unwrap_err().to_string();
        assert!(error.contains("SHOP_PAYMENT_PROVIDER"), "{error}");

        assert!(matches!(
            settings(&[("SHOP_PAYMENT_PROVIDER", "local")])
                .unwrap()
                .payments,
            PaymentProvider::Local
        ));
        assert!(settings(&[("SHOP_PAYMENT_PROVIDER", "stripe")]).is_err());
        assert!(settings(&[("SHOP_PAYMENT_PROVIDER", "paypal")]).is_err());
    }

    #[test]
    fn stripe_keys_choose_stripe_and_contradict_local() {
        let keys = [
            ("STRIPE_SECRET_KEY", "sk_test_x"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_x"),
        ];
        let with_seller = |extra: &[(&'static str, &'static str)]| {
            let mut pairs = vec![
                keys[0],
                keys[1],
                ("SHOP_SELLER_NAME", "PrimeCards GmbH"),
                ("SHOP_SELLER_STREET", "Musterstraße 12"),
                ("SHOP_SELLER_ZIP", "41061"),
                ("SHOP_SELLER_CITY", "Mönchengladbach"),
                ("SHOP_SELLER_EMAIL", "info@primecards.de"),
                ("SHOP_SELLER_VAT_ID", "DE812345673"),
                ("SHOP_SELLER_REGISTER_COURT", "Amtsgericht Mönchengladbach"),
                ("SHOP_SELLER_REGISTER_NUMBER", "HRB 12345"),
                ("SHOP_SELLER_MANAGING_DIRECTORS", "Max Mustermann"),
            ];
            pairs.extend_from_slice(extra);
            settings(&pairs)
        };
        assert!(matches!(
            with_seller(&[]).unwrap().payments,
            PaymentProvider::Stripe(_)
        ));
        assert!(matches!(
            with_seller(&[("SHOP_PAYMENT_PROVIDER", "stripe")])
                .unwrap()
                .payments,
            PaymentProvider::Stripe(_)
        ));
        assert!(settings(&[keys[0], keys[1], ("SHOP_PAYMENT_PROVIDER", "local")]).is_err());
    }

    #[test]
    fn stripe_needs_the_seller_and_local_invoices_as_the_demo_company() {
        let keys = [
            ("STRIPE_SECRET_KEY", "sk_test_x"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_x"),
        ];
        let error = settings(&keys).unwrap_err().to_string();
        assert!(error.contains("SHOP_SELLER_NAME"), "{error}");

        let local = settings(&[("SHOP_PAYMENT_PROVIDER", "local")]).unwrap();
        assert_eq!(local.seller.name, "PrimeCards GmbH");

        let named = settings(&[
            keys[0],
            keys[1],
            ("SHOP_SELLER_NAME", "Druck & Co. KG"),
            ("SHOP_SELLER_STREET", "Hafenstr. 1"),
            ("SHOP_SELLER_ZIP", "20457"),
            ("SHOP_SELLER_CITY", "Hamburg"),
            ("SHOP_SELLER_EMAIL", "rechnung@druck.example"),
            ("SHOP_SELLER_VAT_ID", "DE 136 695 976"),
            ("SHOP_SELLER_REGISTER_COURT", "Amtsgericht Hamburg"),
            ("SHOP_SELLER_REGISTER_NUMBER", "HRA 4711"),
            ("SHOP_SELLER_MANAGING_DIRECTORS", "Erika Druck"),
        ])
        .unwrap();
        assert_eq!(named.seller.vat_id.as_deref(), Some("DE136695976"));
        assert_eq!(named.seller.country_code, "DE");
        assert_eq!(named.seller.register_number.as_deref(), Some("HRA 4711"));
        let named_pairs = |vat_id: &'static str, court: Option<&'static str>| {
            let mut pairs = vec![
                keys[0],
                keys[1],
                ("SHOP_SELLER_NAME", "Druck & Co. KG"),
                ("SHOP_SELLER_STREET", "Hafenstr. 1"),
                ("SHOP_SELLER_ZIP", "20457"),
                ("SHOP_SELLER_CITY", "Hamburg"),
                ("SHOP_SELLER_EMAIL", "rechnung@druck.example"),
                ("SHOP_SELLER_VAT_ID", vat_id),
                ("SHOP_SELLER_REGISTER_NUMBER", "HRA 4711"),
                ("SHOP_SELLER_MANAGING_DIRECTORS", "Erika Druck"),
            ];
            pairs.extend(court.map(|court| ("SHOP_SELLER_REGISTER_COURT", court)));
            settings(&pairs)
        };
        let wrong_digit = named_pairs("DE123456789", Some("Amtsgericht Hamburg"))
            .unwrap_err()
            .to_string();
        assert!(wrong_digit.contains("check digit"), "{wrong_digit}");
        let no_court = named_pairs("DE136695976", None).unwrap_err().to_string();
        assert!(
            no_court.contains("SHOP_SELLER_REGISTER_COURT"),
            "{no_court}"
        );
        assert!(settings(&[keys[0], keys[1], ("SHOP_SELLER_NAME", "Ohne Steuer GmbH")]).is_err());
    }
}
