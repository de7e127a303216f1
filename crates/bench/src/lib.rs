//! Helpers of `just bench` (see `bench/run`): the reference servers
//! `fixed-json-server` and `fixed-redirect-server`, `seed-orders`,
//! `seed-accounts`, `invoice-render` and `payment-issue`. This file holds
//! their shared argument reading, the shop's captured responses the
//! reference servers repeat, and the orders they write.

use actix_web::http::{
    StatusCode,
    header::{HeaderName, HeaderValue},
};
use anyhow::Context;
use chrono::{NaiveDateTime, TimeDelta};
use shop_domain::{
    LineForm, LogoRule, NewOrder, NewOrderLine, OrderType, Processing, Product, ShippingAddress,
    ShippingForm,
};

/// Command-line flags given as `--name value` pairs.
#[derive(Debug)]
pub struct Flags {
    pairs: Vec<(String, String)>,
}

impl Flags {
    /// Reads `--name value` pairs; anything else is an error, so a typo never goes unnoticed.
    ///
    /// # Errors
    /// A word that is not a flag, or a flag without a value.
    pub fn parse(args: impl IntoIterator<Item = String>) -> anyhow::Result<Self> {
        let mut pairs = Vec::new();
        let mut args = args.into_iter();
        while let Some(word) = args.next() {
            let name = word
                .strip_prefix("--")
                .with_context(|| format!("expected a --flag, got {word:?}"))?
                .to_owned();
            let value = args
                .next()
                .with_context(|| format!("--{name} needs a value"))?;
            pairs.push((name, value));
        }
        Ok(Self { pairs })
    }

    /// The value of `--name`.
    ///
    /// # Errors
    /// When the flag is missing.
    pub fn required(&self, name: &str) -> anyhow::Result<&str> {
        self.optional(name)
            .with_context(|| format!("missing --{name}"))
    }

    /// The value of `--name`, if given.
    pub fn optional(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }
}

/// A response captured from the shop with `curl -D`: its status and headers,
/// for a reference server to send the very same ones.
#[derive(Debug)]
pub struct CapturedResponse {
    pub status: StatusCode,
    /// Without those a server sets itself (sending them twice would be wrong);
    /// parsed once, so the reference does no more work per request than the shop.
    pub headers: Vec<(HeaderName, HeaderValue)>,
}

/// Headers every server writes itself, or that describe the shop's own body.
const OWN_HEADERS: [&str; 5] = [
    "date",
    "content-length",
    "connection",
    "transfer-encoding",
    "content-encoding",
];

impl CapturedResponse {
    /// Reads a file of `Name: value` lines, the status line first.
    ///
    /// # Errors
    /// An unreadable file or a first line that is no status line.
    pub fn read(path: &str) -> anyhow::Result<Self> {
        let text = std::fs::read_to_string(path).with_context(|| format!("reading {path}"))?;
        let mut lines = text.lines();
        let status = lines
            .next()
            .and_then(|line| line.split_whitespace().nth(1))
            .and_then(|code| StatusCode::from_bytes(code.as_bytes()).ok())
            .context("the first line must be the status line, e.g. HTTP/1.1 302 Found")?;
        let headers = lines
            .filter_map(|line| line.split_once(':'))
            .filter(|(name, _)| !OWN_HEADERS.contains(&name.trim().to_ascii_lowercase().as_str()))
            .map(|(name, value)| {
                let pair = (
                    HeaderName::from_bytes(name.trim().as_bytes())?,
                    HeaderValue::from_str(value.trim())?,
                );
                anyhow::Ok(pair)
            })
            .collect::<Result<_, _>>()
            .with_context(|| format!("a header line of {path}"))?;
        Ok(Self { status, headers })
    }
}

/// The `n`-th of `total` orders: oldest first, one every few minutes up to
/// `now`, cycling through the cards, quantities and the processing types
/// each card offers; with the time it is paid at.
///
/// # Errors
/// When a card refuses the line (it should not: the line follows its rules).
pub fn order(
    n: usize,
    total: usize,
    cards: &[Product],
    now: NaiveDateTime,
) -> anyhow::Result<(NewOrder, NaiveDateTime)> {
    let card = &cards[n % cards.len()];
    // Cards packed only come individually packed.
    let processing = if n % 2 == 1 && Processing::NotIndividuallyPacked.allowed_for(card) {
        Processing::NotIndividuallyPacked
    } else {
        Processing::IndividuallyPacked
    };
    let line = NewOrderLine::priced(
        card,
        &LineForm {
            product_id: card.id.get(),
            quantity: i64::try_from(n % 15 + 1)?,
            processing: processing.label().to_owned(),
            template: "pizza".to_owned(),
            address: "Hauptstr. 1, 41061 Mönchengladbach".to_owned(),
            phone: "02161 123456".to_owned(),
            url: "www.example.de".to_owned(),
            logo: "/uploads/0123456789abcdef0123456789abcdef.png".to_owned(),
            ..LineForm::default()
        },
        LogoRule::Required,
    )?;
    let minutes_ago = i64::try_from((total - n) * 5)?;
    let created_at = now - TimeDelta::minutes(minutes_ago);
    let company = format!("Restaurant {n}");
    let email = format!("bestellung{n}@example.de");
    let shipping = ShippingAddress::parse(ShippingForm {
        contact_person: "Maria Rossi",
        company: &company,
        email: &email,
        phone: "02161 123456",
        street: "Hauptstr. 1",
        zip_code: "41061",
        city: "Mönchengladbach",
        ..ShippingForm::default()
    })?;
    let order = NewOrder::new(None, OrderType::Normal, vec![line], shipping, created_at)?;
    Ok((order, created_at + TimeDelta::minutes(1)))
}

#[cfg(test)]
mod tests {
    use super::Flags;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn reads_pairs_and_names_what_is_missing() {
        let flags = Flags::parse(words("--bind 127.0.0.1:1 --body x.json")).unwrap();

        assert_eq!(flags.required("body").unwrap(), "x.json");
        assert!(
            flags
                .required("orders")
                .unwrap_err()
                .to_string()
                .contains("--orders")
        );
    }

    #[test]
    fn refuses_stray_words_and_flags_without_value() {
        assert!(Flags::parse(words("bind 1")).is_err());
        assert!(Flags::parse(words("--bind")).is_err());
    }
}
