//! The short link a printed QR code leads through (`/q/{code}`), so the
//! restaurant can point it somewhere else for as long as the shop exists:
//! the code's form, the address it may point to, and what a scan counts as.
//! Nothing about the person scanning is kept: a scan is a count per code, day
//! and coarse device class.

use std::{borrow::Cow, fmt, fmt::Write as _, net::IpAddr, sync::LazyLock};

use aho_corasick::{AhoCorasick, AhoCorasickKind};
use url::{Host, Position, Url};

use crate::{
    text::{TextKind, printable},
    value_error::ValueError,
    values::{WebsiteUrl, looks_like_web_address},
};

/// The code's characters: digits and capitals without the look-alikes 0/O,
/// 1/I/L, so a code read aloud or typed from a magnet is never ambiguous.
pub const SHORT_CODE_ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Whether `byte` is in [`SHORT_CODE_ALPHABET`], without searching it (every scan parses a code).
const fn in_alphabet(byte: u8) -> bool {
    matches!(byte, b'2'..=b'9' | b'A'..=b'H' | b'J' | b'K' | b'M' | b'N' | b'P'..=b'Z')
}

/// Characters per code: 31^10 ≈ 8.2 × 10^14 codes, 49.5 random bits.
pub const SHORT_CODE_LEN: usize = 10;

/// Longest address a code may point to, in characters.
pub const TARGET_MAX_CHARS: usize = 2_000;

/// The code the designer's preview encodes until the order exists: never
/// drawn for a real link, it answers a page saying it becomes active with
/// the order (a customer scans the preview with a phone to try it).
pub const PREVIEW_PLACEHOLDER: &str = "XXXXXXXXXX";

/// A short link's code, e.g. `7KQ2MZX9PA`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShortCode(String);

impl ShortCode {
    /// The code made of `random` (one byte per character; a byte is kept
    /// only below the largest multiple of 31, so every character is equally
    /// likely). `None` when `random` holds too few usable bytes.
    pub fn from_random(random: &[u8]) -> Option<Self> {
        const USABLE_BELOW: u8 = 248; // 8 × 31
        let code: String = random
            .iter()
            .filter(|byte| **byte < USABLE_BELOW)
            .take(SHORT_CODE_LEN)
            .map(|byte| char::from(SHORT_CODE_ALPHABET[usize::from(*byte % 31)]))
            .collect();
        // The preview's placeholder is reserved: such a draw is drawn again.
        (code.len() == SHORT_CODE_LEN && code != PREVIEW_PLACEHOLDER).then_some(Self(code))
    }

    /// Whether this is the preview's [`PREVIEW_PLACEHOLDER`].
    pub fn is_preview_placeholder(&self) -> bool {
        self.0 == PREVIEW_PLACEHOLDER
    }

    /// The code made of a URL-safe base64 token of random bytes (the shop's
    /// secret generator): each character carries 6 random bits; those below
    /// 62 are kept, so every code character stays equally likely.
    pub fn from_token(token: &str) -> Option<Self> {
        let symbols: Vec<u8> = token
            .bytes()
            .filter_map(|c| match c {
                b'A'..=b'Z' => Some(c - b'A'),
                b'a'..=b'z' => Some(c - b'a' + 26),
                b'0'..=b'9' => Some(c - b'0' + 52),
                b'-' => Some(62),
                b'_' => Some(63),
                _ => None,
            })
            .filter(|symbol| *symbol < 62)
            .map(|symbol| symbol % 31)
            .collect();
        // Each kept symbol is below 31 and so below 248: `from_random` keeps it as it is.
        Self::from_random(&symbols)
    }

    /// A code as it arrives in a URL: exactly its length, only its alphabet
    /// (lower case is read as upper case, as a phone may change it).
    pub fn parse(raw: &str) -> Option<Self> {
        (raw.len() == SHORT_CODE_LEN
            && raw
                .bytes()
                .all(|byte| in_alphabet(byte.to_ascii_uppercase())))
        .then(|| Self(raw.to_ascii_uppercase()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ShortCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Whether a design line's QR code leads through the shop's short link
/// (`short`, the default) or straight to the address typed (`direct`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum QrMode {
    #[default]
    Short,
    Direct,
}

impl QrMode {
    /// # Errors
    /// The German message for another value.
    pub fn parse(raw: Option<&str>) -> Result<Self, TargetError> {
        match raw.map(str::trim) {
            None | Some("" | "short") => Ok(QrMode::Short),
            Some("direct") => Ok(QrMode::Direct),
            Some(_) => Err(TargetError::Mode),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            QrMode::Short => "short",
            QrMode::Direct => "direct",
        }
    }

    /// A stored mode (exactly as [`QrMode::as_str`] wrote it).
    pub fn from_stored(raw: &str) -> Option<Self> {
        match raw {
            "short" => Some(QrMode::Short),
            "direct" => Some(QrMode::Direct),
            _ => None,
        }
    }
}

/// What a placed design line's QR code prints: decided once when the line is
/// placed and stored with it, so every proof, check and revision prints the
/// same text whatever the shop's QR domain is later.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedQr {
    pub mode: QrMode,
    /// Exactly what the code encodes: `{QR base}/q/{code}`, or the address's QR text.
    pub text: String,
}

impl PrintedQr {
    /// Straight to the address typed.
    pub fn direct(url: &crate::WebsiteUrl) -> Self {
        Self {
            mode: QrMode::Direct,
            text: url.qr_text(),
        }
    }

    /// Through the shop's short link `link`.
    pub fn short(link: String) -> Self {
        Self {
            mode: QrMode::Short,
            text: link,
        }
    }

    /// The same line after its address changed to `url`: a short link stays
    /// (it is repointed instead), a direct code prints the new address.
    #[must_use]
    pub fn revised(&self, url: &crate::WebsiteUrl) -> Self {
        match self.mode {
            QrMode::Short => self.clone(),
            QrMode::Direct => Self::direct(url),
        }
    }
}

/// What a placed design line's QR code carries: a new short link (the
/// default), the typed address itself, or the short link of an earlier line
/// printed again (a reorder keeps the code already on the restaurant's
/// magnets), as the client sent it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum QrChoice {
    #[default]
    NewShortLink,
    Direct,
    Keep(String),
}

impl QrChoice {
    /// From a line's `qrMode` and `qrLink`; a blank link is none.
    ///
    /// # Errors
    /// The German message for an unknown mode, or a kept link with `direct`.
    pub fn parse(mode: Option<&str>, kept_link: Option<&str>) -> Result<Self, TargetError> {
        let kept_link = kept_link.map(str::trim).filter(|link| !link.is_empty());
        match (QrMode::parse(mode)?, kept_link) {
            (QrMode::Short, None) => Ok(QrChoice::NewShortLink),
            (QrMode::Short, Some(link)) => Ok(QrChoice::Keep(link.to_owned())),
            (QrMode::Direct, None) => Ok(QrChoice::Direct),
            (QrMode::Direct, Some(_)) => Err(TargetError::KeptLinkNotShort),
        }
    }
}

/// Why an address cannot be a code's target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    #[error("Bitte geben Sie die Zieladresse ein.")]
    Empty,
    #[error("Die Zieladresse darf höchstens 2.000 Zeichen lang sein.")]
    TooLong,
    #[error(
        "Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte)."
    )]
    NotWeb,
    #[error("Die Zieladresse darf keinen Benutzernamen und kein Passwort enthalten.")]
    Credentials,
    #[error("Die Zieladresse darf nicht selbst ein QR-Kurzlink dieses Shops sein.")]
    Loop,
    /// A character an order line's address refuses too, with its text.
    #[error(transparent)]
    Characters(ValueError),
    #[error("Die Art des QR-Codes muss „short“ oder „direct“ sein.")]
    Mode,
    #[error("Ein bisheriger Kurzlink („qrLink“) kann nur mit „qrMode“: „short“ gedruckt werden.")]
    KeptLinkNotShort,
}

/// A host as a browser reaches it: a domain (IDNA, lower case, without
/// trailing dots) or an IP address (an IPv4-mapped IPv6 address counts as
/// its IPv4 address), however it was spelled.
#[derive(Debug, Clone, PartialEq, Eq)]
enum ReachedHost {
    Domain(String),
    Ip(IpAddr),
}

impl ReachedHost {
    fn of(host: Host<&str>) -> Self {
        match host {
            Host::Domain(domain) => Self::Domain(domain.trim_end_matches('.').to_ascii_lowercase()),
            Host::Ipv4(ip) => Self::Ip(IpAddr::V4(ip)),
            Host::Ipv6(ip) => Self::Ip(ip.to_ipv4_mapped().map_or(IpAddr::V6(ip), IpAddr::V4)),
        }
    }

    /// The machine the redirect runs on, whatever the shop's hosts are:
    /// `localhost` and its subdomains, loopback and unspecified addresses.
    fn is_this_machine(&self) -> bool {
        match self {
            Self::Domain(domain) => domain == "localhost" || domain.ends_with(".localhost"),
            Self::Ip(ip) => ip.is_loopback() || ip.is_unspecified(),
        }
    }
}

/// An absolute `http(s)` address as a browser reads it; `None` for one it refuses.
fn web_url(text: &str) -> Option<Url> {
    Url::parse(text)
        .ok()
        .filter(|url| matches!(url.scheme(), "http" | "https") && url.host().is_some())
}

/// The hosts the shop's short links are served on (the QR base URL's and
/// the public URL's), as a browser reaches them: no code may lead there.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OwnHosts(Vec<ReachedHost>);

impl OwnHosts {
    /// The hosts of base URLs such as `https://pc.de` or `http://127.0.0.1:8080`
    /// (without a scheme, `https://` is meant).
    pub fn of(base_urls: &[&str]) -> Self {
        Self(
            base_urls
                .iter()
                .filter_map(|base| {
                    let base = base.trim();
                    web_url(base).or_else(|| web_url(&format!("https://{base}")))
                })
                .filter_map(|url| url.host().map(ReachedHost::of))
                .collect(),
        )
    }

    /// Whether an address on `host` leads back into the shop.
    fn lead_back(&self, host: &ReachedHost) -> bool {
        host.is_this_machine() || self.0.contains(host)
    }
}

/// Where a code leads: an `http`/`https` address of at most 2,000
/// characters, without a user name or password, with only characters an
/// order line's address may hold, not on a host of the shop nor on the
/// machine it runs on; written like the QR text of a card (`www.x.de` is
/// `https://www.x.de`) and kept as the ASCII a browser sends (IDNA host,
/// percent-encoded path and query), so it is a valid `Location` as it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct QrTarget(String);

/// The host of an absolute `http(s)://` address as typed, lower case,
/// without port; [`TargetError::Credentials`] when it names a user
/// (`user@` or `user:pass@`).
fn authority_host(url: &str) -> Result<String, TargetError> {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if authority.contains('@') {
        return Err(TargetError::Credentials);
    }
    let host = if let Some(bracketed) = authority.strip_prefix('[') {
        bracketed.split(']').next().unwrap_or_default()
    } else {
        authority.split(':').next().unwrap_or_default()
    };
    Ok(host.trim_end_matches('.').to_lowercase())
}

/// Whether the typed absolute address names a path after its authority
/// (a browser reads `\` as `/` there).
fn names_path(text: &str) -> bool {
    let rest = text.split_once("://").map_or(text, |(_, rest)| rest);
    rest.find(['/', '\\', '?', '#'])
        .is_some_and(|at| matches!(rest.as_bytes().get(at), Some(b'/' | b'\\')))
}

impl QrTarget {
    /// `raw` as a code's target; `own` are the hosts the shop's short links
    /// are served on (a code may not lead to another code, nor to itself).
    ///
    /// # Errors
    /// [`TargetError`] naming what is wrong.
    pub fn parse(raw: &str, own: &OwnHosts) -> Result<Self, TargetError> {
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            return Err(TargetError::Empty);
        }
        if trimmed.chars().count() > TARGET_MAX_CHARS {
            return Err(TargetError::TooLong);
        }
        // The order line's rule for an address. An unprintable character is
        // named only after the loop check: a full-width dot is a way back
        // into the shop before it is a character the documents lack.
        let characters = printable(trimmed, TextKind::SingleLine);
        let typed = match &characters {
            Ok(composed) => composed.as_str(),
            Err(ValueError::ControlCharacter) => {
                return Err(TargetError::Characters(ValueError::ControlCharacter));
            }
            Err(_) => trimmed,
        };
        if typed.chars().any(char::is_whitespace) {
            return Err(TargetError::NotWeb);
        }
        let lower = typed.to_ascii_lowercase();
        let has_scheme = lower.starts_with("http://") || lower.starts_with("https://");
        if !has_scheme && lower.contains("://") {
            return Err(TargetError::NotWeb);
        }
        // Credentials are named before the shape: `user:pw@host` would not look like a web address.
        authority_host(typed)?;
        if !looks_like_web_address(typed) {
            return Err(TargetError::NotWeb);
        }
        let text = if has_scheme {
            typed.to_owned()
        } else {
            format!("https://{typed}")
        };
        let url = web_url(&text).ok_or(TargetError::NotWeb)?;
        if !url.username().is_empty() || url.password().is_some() {
            return Err(TargetError::Credentials);
        }
        let host = url.host().map(ReachedHost::of).ok_or(TargetError::NotWeb)?;
        if own.lead_back(&host) {
            return Err(TargetError::Loop);
        }
        characters.map_err(TargetError::Characters)?;
        let ascii = if url.path() == "/" && !names_path(&text) {
            // `https://www.x.de` stays as typed, as the card's QR text is, not `https://www.x.de/`.
            format!(
                "{}{}",
                &url[..Position::BeforePath],
                &url[Position::AfterPath..]
            )
        } else {
            String::from(url)
        };
        if ascii.len() > TARGET_MAX_CHARS {
            return Err(TargetError::TooLong);
        }
        Ok(Self(ascii))
    }

    /// The target a card's typed address gives (its QR text), by the same
    /// rules as a typed target.
    ///
    /// # Errors
    /// [`TargetError::Loop`] for an address of the shop's own, or what else
    /// a browser would not read as a web address.
    pub fn of_website(url: &WebsiteUrl, own: &OwnHosts) -> Result<Self, TargetError> {
        Self::parse(url.as_str(), own)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What the redirect sends for a stored target: the target itself, which
/// is ASCII since targets are parsed as a browser reads them; a row stored
/// before that (raw UTF-8) is sent as a browser would have written it, so
/// `Location` is always a valid URI reference.
pub fn redirect_location(stored: &str) -> Cow<'_, str> {
    if stored.is_ascii() {
        return Cow::Borrowed(stored);
    }
    if let Some(url) = web_url(stored) {
        return Cow::Owned(url.into());
    }
    let mut escaped = String::with_capacity(stored.len() * 3);
    for byte in stored.bytes() {
        if byte.is_ascii() {
            escaped.push(char::from(byte));
        } else {
            let _ = write!(escaped, "%{byte:02X}");
        }
    }
    Cow::Owned(escaped)
}

/// Who changed a link's target (all that is kept of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangedBy {
    Customer,
    Guest,
    Admin,
}

impl ChangedBy {
    pub fn as_str(self) -> &'static str {
        match self {
            ChangedBy::Customer => "customer",
            ChangedBy::Guest => "guest",
            ChangedBy::Admin => "admin",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "customer" => Some(ChangedBy::Customer),
            "guest" => Some(ChangedBy::Guest),
            "admin" => Some(ChangedBy::Admin),
            _ => None,
        }
    }
}

/// What kind of device scanned: all that is kept of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviceClass {
    Phone,
    Other,
}

impl DeviceClass {
    pub fn as_str(self) -> &'static str {
        match self {
            DeviceClass::Phone => "phone",
            DeviceClass::Other => "other",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "phone" => Some(DeviceClass::Phone),
            "other" => Some(DeviceClass::Other),
            _ => None,
        }
    }
}

/// Link-preview fetchers, crawlers and scripts: redirected, never counted.
const NOT_A_SCAN: [&str; 16] = [
    "facebookexternalhit",
    "whatsapp",
    "slackbot",
    "telegrambot",
    "twitterbot",
    "discordbot",
    "linkedinbot",
    "googlebot",
    "bingbot",
    "curl/",
    "python-requests",
    "wget/",
    "bot/",
    "crawler",
    "spider",
    "preview",
];

/// Words in the `User-Agent` of a phone or tablet.
const PHONE_WORDS: [&str; 5] = ["mobile", "android", "iphone", "ipad", "ipod"];

/// Each list searched in one pass over the agent, whatever its case, with
/// no lower-cased copy (every scan of a printed code passes here; 21
/// searches of a copy were a third of the redirect's own work).
static NOT_A_SCAN_WORDS: LazyLock<AhoCorasick> = LazyLock::new(|| words(&NOT_A_SCAN));
static PHONES: LazyLock<AhoCorasick> = LazyLock::new(|| words(&PHONE_WORDS));

#[allow(clippy::expect_used)] // literal words, checked by tests
fn words(list: &[&str]) -> AhoCorasick {
    AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .kind(Some(AhoCorasickKind::DFA))
        .build(list)
        .expect("a handful of short ASCII words always build")
}

/// The device class of a scan by a person, from the request's `User-Agent`
/// (which is not kept); `None` for a request that is no scan: no agent, or a
/// link-preview fetcher, crawler or script.
pub fn scanned_from(user_agent: Option<&str>) -> Option<DeviceClass> {
    let agent = user_agent?;
    if agent.trim().is_empty() || NOT_A_SCAN_WORDS.is_match(agent) {
        return None;
    }
    Some(if PHONES.is_match(agent) {
        DeviceClass::Phone
    } else {
        DeviceClass::Other
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn own() -> OwnHosts {
        OwnHosts::of(&["https://shop.primecards.de", "pc.de"])
    }

    fn target_with(raw: &str, own: &OwnHosts) -> Result<String, TargetError> {
        QrTarget::parse(raw, own).map(|t| t.as_str().to_owned())
    }

    #[test]
    fn codes_are_10_of_31_unmistakable_characters_from_every_random_byte_alike() {
        assert!(SHORT_CODE_ALPHABET.iter().all(|c| !b"01OIL".contains(c)));
        let bits = (SHORT_CODE_LEN as f64) * 31_f64.log2();
        assert!(bits >= 40.0, "{bits} bits");
        let code = ShortCode::from_random(&[0, 30, 31, 247, 1, 2, 3, 4, 5, 6]).unwrap();
        assert_eq!(code.as_str(), "2Z2Z345678", "byte % 31 picks the character");
        assert_eq!(
            ShortCode::from_random(&[248, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
                .unwrap()
                .as_str(),
            "2222222222",
            "bytes from 248 up are skipped: every character stays equally likely"
        );
        assert_eq!(ShortCode::from_random(&[0; 9]), None);
        // The preview's placeholder is parsed (its page answers) but never drawn.
        assert_eq!(ShortCode::from_random(&[28; 10]), None);
        assert!(
            ShortCode::parse("xxxxxxxxxx")
                .unwrap()
                .is_preview_placeholder()
        );
        assert_eq!(
            ShortCode::from_token("AB-_ff9AAAAAAA").unwrap().as_str(),
            "2322Z22222",
            "A=0, B=1, '-' and '_' (62, 63) skipped, f=31→0, 9=61→30"
        );
        assert_eq!(ShortCode::from_token("AAAA"), None);
    }

    #[test]
    fn a_code_in_a_url_is_its_alphabet_at_its_length_in_any_case() {
        assert_eq!(
            ShortCode::parse("7kq2mzx9pa").unwrap().as_str(),
            "7KQ2MZX9PA"
        );
        for raw in [
            "7KQ2MZX9P",
            "7KQ2MZX9PAB",
            "7KQ2MZX9P0",
            "7KQ2MZX9PI",
            "7KQ2MZX9P/",
            "7KQ2MZX9PÄ",
            "",
        ] {
            assert_eq!(ShortCode::parse(raw), None, "{raw:?}");
        }
    }

    #[test]
    fn a_target_is_a_web_address_written_like_the_cards_qr_text() {
        let target = |raw: &str| target_with(raw, &own());
        assert_eq!(target("www.x.de").unwrap(), "https://www.x.de");
        assert_eq!(target("https://www.x.de/").unwrap(), "https://www.x.de/");
        assert_eq!(
            target("www.x.de?tisch=4").unwrap(),
            "https://www.x.de?tisch=4"
        );
        assert_eq!(
            target(" http://x.de/karte?tisch=4#mittag ").unwrap(),
            "http://x.de/karte?tisch=4#mittag"
        );
        assert_eq!(target(""), Err(TargetError::Empty));
        assert_eq!(target("ftp://x.de"), Err(TargetError::NotWeb));
        assert_eq!(target("javascript:alert(1)"), Err(TargetError::NotWeb));
        assert_eq!(target("data:text/html,hi"), Err(TargetError::NotWeb));
        assert_eq!(target("https://x.de/a b"), Err(TargetError::NotWeb));
        assert_eq!(
            target("https://x.de/\u{0}"),
            Err(TargetError::Characters(ValueError::ControlCharacter))
        );
        assert_eq!(target("karte"), Err(TargetError::NotWeb));
        assert_eq!(
            target("https://wirt:geheim@x.de"),
            Err(TargetError::Credentials)
        );
        assert_eq!(target("https://wirt@x.de/"), Err(TargetError::Credentials));
        assert_eq!(target("wirt:geheim@x.de"), Err(TargetError::Credentials));
        assert_eq!(target("https://PC.de/q/7KQ2MZX9PA"), Err(TargetError::Loop));
        assert_eq!(target("shop.primecards.de/q/x"), Err(TargetError::Loop));
        assert_eq!(
            target("https://shop.primecards.de./q/x"),
            Err(TargetError::Loop)
        );
        assert_eq!(
            target("https://shop.primecards.de:443/q/x"),
            Err(TargetError::Loop)
        );
        assert!(
            target("https://primecards.de/speisekarte").is_ok(),
            "another host of the company"
        );
        let longest = format!("https://x.de/{}", "a".repeat(TARGET_MAX_CHARS - 13));
        assert_eq!(target(&longest).unwrap().chars().count(), TARGET_MAX_CHARS);
        assert_eq!(target(&format!("{longest}a")), Err(TargetError::TooLong));
        let bare = format!("x.de/{}", "a".repeat(TARGET_MAX_CHARS - 5));
        assert_eq!(
            target(&bare),
            Err(TargetError::TooLong),
            "too long once https:// is in front"
        );
    }

    /// Every way of writing a host of the shop that a browser reads as it
    /// (percent-encoding, full-width dots, backslashes, case, trailing
    /// dots, ports) and the machine the shop runs on.
    #[test]
    fn no_spelling_of_the_shops_hosts_or_of_this_machine_passes_as_a_target() {
        let own = OwnHosts::of(&["https://qr.example", "https://shop.primecards.de"]);
        for raw in [
            "https://qr.example%2E/q/7KQ2MZX9PA",
            "https://qr%2Eexample/q/7KQ2MZX9PA",
            "https://qr%2eexample/q/7KQ2MZX9PA",
            "https://%71r.example/q/7KQ2MZX9PA",
            "https://qr\u{FF0E}example/q/7KQ2MZX9PA",
            "https://qr.example\u{FF0E}/q/7KQ2MZX9PA",
            "https://qr\u{3002}example/q/7KQ2MZX9PA",
            "https://qr.example\\q\\7KQ2MZX9PA",
            "https://qr.example\\",
            "HTTPS://QR.EXAMPLE./q/7KQ2MZX9PA",
            "https://qr.example..",
            "https://qr.example:8443/q/7KQ2MZX9PA",
            "qr.example/q/7KQ2MZX9PA",
            "qr.example:443/q/7KQ2MZX9PA",
            "http://Shop.PrimeCards.DE/q/7KQ2MZX9PA",
            "https://shop.primecards.de%2E/q/x",
            "https://ＱＲ.example/q/7KQ2MZX9PA",
            "http://localhost/q/7KQ2MZX9PA",
            "http://LOCALHOST./q/7KQ2MZX9PA",
            "http://localhost:8080/q/7KQ2MZX9PA",
            "http://shop.localhost/q/7KQ2MZX9PA",
            "http://127.0.0.1:8080/q/7KQ2MZX9PA",
            "http://127.1:8080/q/7KQ2MZX9PA",
            "http://2130706433:8080/q/7KQ2MZX9PA",
            "http://0x7f.0.0.1:8080/q/7KQ2MZX9PA",
            "http://0x7f000001/q/7KQ2MZX9PA",
            "http://0177.0.0.1/q/7KQ2MZX9PA",
            "http://127.0.0.1./q/7KQ2MZX9PA",
            "http://127.8.9.10/q/7KQ2MZX9PA",
            "http://[::ffff:127.0.0.1]:8080/q/7KQ2MZX9PA",
            "http://[::ffff:7f00:1]/q/7KQ2MZX9PA",
            "http://[::1]:8080/q/7KQ2MZX9PA",
            "http://0.0.0.0:8080/q/7KQ2MZX9PA",
            "http://0:8080/q/7KQ2MZX9PA",
            "http://[::]/q/7KQ2MZX9PA",
            "127.1:8080/q/7KQ2MZX9PA",
        ] {
            assert_eq!(target_with(raw, &own), Err(TargetError::Loop), "{raw}");
        }
        assert_eq!(
            target_with("https:\\\\qr.example/q/7KQ2MZX9PA", &own),
            Err(TargetError::NotWeb)
        );
        for elsewhere in [
            "https://qr.example.de/",
            "https://example/",
            "https://qr-example.de/",
            "https://shop.primecards.de.evil.example/q/x",
            "http://localhost.example/",
            "http://128.0.0.1/",
        ] {
            assert!(target_with(elsewhere, &own).is_ok(), "{elsewhere}");
        }
    }

    /// With an IP base (the shop before it has a domain), every spelling of
    /// that address leads back; its neighbour does not.
    #[test]
    fn every_spelling_of_an_ip_base_is_the_shop() {
        let own = OwnHosts::of(&["http://203.0.113.9:8080"]);
        for raw in [
            "http://203.0.113.9/q/7KQ2MZX9PA",
            "http://203.0.113.9:9999/",
            "203.0.113.9:8080/q/7KQ2MZX9PA",
            "http://3405803785/q/7KQ2MZX9PA",
            "http://0xcb.0.0x71.9/q/7KQ2MZX9PA",
            "http://0xCB007109/q/7KQ2MZX9PA",
            "http://0313.0.0161.011/q/7KQ2MZX9PA",
            "http://203.0.28937/q/7KQ2MZX9PA",
            "http://203.28937/q/7KQ2MZX9PA",
            "http://[::ffff:203.0.113.9]/q/7KQ2MZX9PA",
            "http://[::ffff:cb00:7109]/q/7KQ2MZX9PA",
            "http://203%2E0.113.9/q/7KQ2MZX9PA",
            "http://203\u{FF0E}0\u{FF0E}113\u{FF0E}9/q/7KQ2MZX9PA",
        ] {
            assert_eq!(target_with(raw, &own), Err(TargetError::Loop), "{raw}");
        }
        assert!(target_with("http://203.0.113.10/", &own).is_ok());
        assert_eq!(
            OwnHosts::of(&["http://[::ffff:203.0.113.9]"]),
            own,
            "an IPv4-mapped base is its IPv4 address"
        );
    }

    /// The order line's rule for an address (`WebsiteUrl`), with its texts.
    #[test]
    fn a_target_refuses_the_characters_an_order_lines_address_refuses() {
        let target = |raw: &str| target_with(raw, &own());
        for raw in [
            "https://x.de/\u{202E}fdp.exe",
            "https://x\u{202E}ed.pc",
            "https://x.de/a\u{200B}b",
            "https://x\u{200B}.de",
            "https://x.de/\u{FEFF}",
            "https://x.de/\u{2066}x\u{2069}",
        ] {
            assert_eq!(
                target(raw),
                Err(TargetError::Characters(ValueError::ControlCharacter)),
                "{raw:?}"
            );
            assert_eq!(
                target(raw).unwrap_err().to_string(),
                WebsiteUrl::parse(raw).unwrap_err().to_string(),
                "the order line's text for {raw:?}"
            );
        }
        for (raw, character) in [
            ("https://x.de/🍕", '🍕'),
            ("https://🍕.de", '🍕'),
            ("https://北京.cn", '北'),
            ("https://x.de/\u{E000}", '\u{E000}'),
        ] {
            assert_eq!(
                target(raw),
                Err(TargetError::Characters(ValueError::Unprintable(character))),
                "{raw:?}"
            );
            assert_eq!(
                target(raw).unwrap_err().to_string(),
                WebsiteUrl::parse(raw).unwrap_err().to_string(),
                "the order line's text for {raw:?}"
            );
        }
        assert_eq!(
            ValueError::Unprintable('🍕').to_string(),
            "Dieses Zeichen kann nicht gedruckt werden: „🍕“. Bitte verwenden Sie lateinische Buchstaben."
        );
    }

    /// Kept as the ASCII a browser sends. A Cyrillic host passes as the
    /// order line's address does (Cyrillic is a script the documents print,
    /// Russian restaurants write it); kept as punycode, a look-alike of a
    /// Latin name shows what it is wherever the target is shown.
    #[test]
    fn a_target_is_kept_as_the_ascii_a_browser_sends() {
        let target = |raw: &str| target_with(raw, &own());
        assert_eq!(
            target("HTTPS://Döner-Eck.de/menü").unwrap(),
            "https://xn--dner-eck-n4a.de/men%C3%BC"
        );
        assert_eq!(
            target("https://x.de/karte?gericht=Käse&ort=Köln#Überblick").unwrap(),
            "https://x.de/karte?gericht=K%C3%A4se&ort=K%C3%B6ln#%C3%9Cberblick"
        );
        assert_eq!(
            target("https://x.de/Mu\u{308}ller").unwrap(),
            "https://x.de/M%C3%BCller",
            "composed first, as the order line's address"
        );
        assert_eq!(
            target("https://рrimecards.de").unwrap(),
            "https://xn--rimecards-k3h.de"
        );
        assert_eq!(
            target("https://рс.de/q/x").unwrap(),
            "https://xn--p1ac.de/q/x"
        );
        assert_eq!(target("https://x.de\\karte").unwrap(), "https://x.de/karte");
        for raw in [
            "https://x.de/menü",
            "www.pizzeria-roma.de",
            "http://x.de/karte?tisch=4#mittag",
        ] {
            assert!(target(raw).unwrap().is_ascii(), "{raw}");
        }
        let umlauts = format!("https://x.de/{}", "ü".repeat(600));
        assert_eq!(
            target(&umlauts),
            Err(TargetError::TooLong),
            "2,000 characters as sent: ü is %C3%BC"
        );
    }

    #[test]
    fn a_card_address_on_the_shops_host_is_no_target() {
        let url = WebsiteUrl::parse("127.1:8080/q/7KQ2MZX9PA").unwrap();
        assert_eq!(
            QrTarget::of_website(&url, &OwnHosts::of(&["http://127.0.0.1:8080"])),
            Err(TargetError::Loop)
        );
        let url = WebsiteUrl::parse("https://www.döner.de").unwrap();
        assert_eq!(
            QrTarget::of_website(&url, &own()).unwrap().as_str(),
            "https://www.xn--dner-5qa.de"
        );
    }

    #[test]
    fn a_stored_target_is_sent_as_a_valid_uri_reference() {
        assert!(matches!(
            redirect_location("https://x.de/karte"),
            Cow::Borrowed("https://x.de/karte")
        ));
        assert_eq!(
            redirect_location("HTTPS://Döner-Eck.de/menü"),
            "https://xn--dner-eck-n4a.de/men%C3%BC"
        );
        assert_eq!(redirect_location("Döner"), "D%C3%B6ner");
    }

    #[test]
    fn the_alphabet_test_knows_exactly_the_alphabet() {
        for byte in 0..=u8::MAX {
            assert_eq!(
                in_alphabet(byte),
                SHORT_CODE_ALPHABET.contains(&byte),
                "{byte}"
            );
        }
        assert_eq!(
            ShortCode::parse("7kq2mzx9pa").map(|code| code.to_string()),
            Some("7KQ2MZX9PA".to_owned())
        );
        for raw in [
            "7KQ2MZX9P",
            "7KQ2MZX9PAA",
            "7KQ2MZX9PÄ",
            "7KQ2MZX9P🍕",
            "7KQ2MZX9PO",
            "",
        ] {
            assert_eq!(ShortCode::parse(raw), None, "{raw}");
        }
    }

    #[test]
    fn a_scan_is_a_person_with_a_browser_and_only_its_device_class_is_kept() {
        let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
        assert_eq!(scanned_from(Some(iphone)), Some(DeviceClass::Phone));
        assert_eq!(
            scanned_from(Some(
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36"
            )),
            Some(DeviceClass::Phone)
        );
        assert_eq!(
            scanned_from(Some(
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0"
            )),
            Some(DeviceClass::Other)
        );
        assert_eq!(
            scanned_from(Some("Mozilla/5.0 (IPAD; Größe 🍕 中文)")),
            Some(DeviceClass::Phone),
            "whatever the case, among any characters"
        );
        for agent in [
            "WGET/1.21",
            "Mozilla/5.0 (compatible; SPIDER 🕷)",
            "Mozilla/5.0 (iPhone; Mobile) LinkPreview",
            "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
            "WhatsApp/2.23.20.0",
            "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
            "TelegramBot (like TwitterBot)",
            "Twitterbot/1.0",
            "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
            "LinkedInBot/1.0 (compatible; Mozilla/5.0)",
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
            "curl/8.5.0",
            "python-requests/2.32.3",
            "",
        ] {
            assert_eq!(scanned_from(Some(agent)), None, "{agent}");
        }
        assert_eq!(scanned_from(None), None);
    }

    #[test]
    fn the_qr_mode_is_short_unless_direct_is_asked_for() {
        assert_eq!(QrMode::parse(None), Ok(QrMode::Short));
        assert_eq!(QrMode::parse(Some("short")), Ok(QrMode::Short));
        assert_eq!(QrMode::parse(Some("direct")), Ok(QrMode::Direct));
        assert_eq!(QrMode::parse(Some("DIRECT")), Err(TargetError::Mode));
        for mode in [QrMode::Short, QrMode::Direct] {
            assert_eq!(QrMode::from_stored(mode.as_str()), Some(mode));
        }
        assert_eq!(QrMode::from_stored("Short"), None);
    }

    #[test]
    fn a_revised_address_is_printed_by_a_direct_code_and_only_led_to_by_a_short_link() {
        let old = crate::WebsiteUrl::parse("www.alt.de").unwrap();
        let new = crate::WebsiteUrl::parse("www.neu.de/karte").unwrap();
        let short = PrintedQr::short("https://pc.example/q/ABCD2345".into());

        assert_eq!(short.revised(&new), short);
        assert_eq!(
            PrintedQr::direct(&old).revised(&new),
            PrintedQr {
                mode: QrMode::Direct,
                text: "https://www.neu.de/karte".into()
            }
        );
    }

    #[test]
    fn a_line_keeps_an_earlier_short_link_only_in_short_mode() {
        let link = "https://pc.de/q/ABCDEFGH23";
        assert_eq!(QrChoice::parse(None, None), Ok(QrChoice::NewShortLink));
        assert_eq!(
            QrChoice::parse(Some("short"), Some("  ")),
            Ok(QrChoice::NewShortLink)
        );
        assert_eq!(QrChoice::parse(Some("direct"), None), Ok(QrChoice::Direct));
        assert_eq!(
            QrChoice::parse(None, Some(&format!(" {link} "))),
            Ok(QrChoice::Keep(link.to_owned()))
        );
        assert_eq!(
            QrChoice::parse(Some("direct"), Some(link)),
            Err(TargetError::KeptLinkNotShort)
        );
        assert_eq!(
            QrChoice::parse(Some("kurz"), Some(link)),
            Err(TargetError::Mode)
        );
    }
}
