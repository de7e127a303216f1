//! The short link a printed QR code leads through (`/q/{code}`), so the
//! restaurant can point it somewhere else for as long as the shop exists:
//! the code's form, the address it may point to, and what a scan counts as.
//! Nothing about the person scanning is kept: a scan is a count per code, day
//! and coarse device class.

use std::fmt;

use crate::values::{WebsiteUrl, looks_like_web_address};

/// The code's characters: digits and capitals without the look-alikes 0/O,
/// 1/I/L, so a code read aloud or typed from a magnet is never ambiguous.
pub const SHORT_CODE_ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Characters per code: 31^10 ≈ 8.2 × 10^14 codes, 49.5 random bits.
pub const SHORT_CODE_LEN: usize = 10;

/// Longest address a code may point to, in characters.
pub const TARGET_MAX_CHARS: usize = 2_000;

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
        (code.len() == SHORT_CODE_LEN).then_some(Self(code))
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
        let code = raw.to_ascii_uppercase();
        (code.len() == SHORT_CODE_LEN && code.bytes().all(|b| SHORT_CODE_ALPHABET.contains(&b)))
            .then_some(Self(code))
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
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
    #[error("Die Art des QR-Codes muss „short“ oder „direct“ sein.")]
    Mode,
    #[error("Ein bisheriger Kurzlink („qrLink“) kann nur mit „qrMode“: „short“ gedruckt werden.")]
    KeptLinkNotShort,
}

/// Where a code leads: an `http`/`https` address of at most 2,000
/// characters, without a user name or password, not on the short links' own
/// host; written like the QR text of a card (`www.x.de` is `https://www.x.de`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct QrTarget(String);

/// The host of an absolute `http(s)://` address, lower case, without port,
/// or `None` when the address names a user (`user@` or `user:pass@`).
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

impl QrTarget {
    /// `raw` as a code's target; `short_link_hosts` are the hosts the shop's
    /// short links are served on (a code may not point at another code).
    ///
    /// # Errors
    /// [`TargetError`] naming what is wrong.
    pub fn parse(raw: &str, short_link_hosts: &[String]) -> Result<Self, TargetError> {
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            return Err(TargetError::Empty);
        }
        if trimmed.chars().count() > TARGET_MAX_CHARS {
            return Err(TargetError::TooLong);
        }
        if trimmed.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(TargetError::NotWeb);
        }
        let lower = trimmed.to_ascii_lowercase();
        let has_scheme = lower.starts_with("http://") || lower.starts_with("https://");
        if !has_scheme && lower.contains("://") {
            return Err(TargetError::NotWeb);
        }
        // Credentials are named before the shape: `user:pw@host` would not look like a web address.
        authority_host(trimmed)?;
        if !looks_like_web_address(trimmed) {
            return Err(TargetError::NotWeb);
        }
        let text = if has_scheme {
            trimmed.to_owned()
        } else {
            format!("https://{trimmed}")
        };
        if text.chars().count() > TARGET_MAX_CHARS {
            return Err(TargetError::TooLong);
        }
        let host = authority_host(&text)?;
        if host.is_empty() {
            return Err(TargetError::NotWeb);
        }
        if short_link_hosts
            .iter()
            .any(|own| own.trim_end_matches('.').eq_ignore_ascii_case(&host))
        {
            return Err(TargetError::Loop);
        }
        Ok(Self(text))
    }

    /// The target a card's typed address gives (its QR text).
    pub fn of_website(url: &WebsiteUrl) -> Self {
        Self(url.qr_text())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
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

/// The host part of a base URL such as `https://pc.de` or `http://127.0.0.1:8080`.
pub fn host_of(base_url: &str) -> String {
    authority_host(base_url).unwrap_or_default()
}

/// What kind of device scanned: all that is kept of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviceClass {
    Phone,
    Other,
}

impl DeviceClass {
    /// From a lower-cased `User-Agent` header, which is not kept.
    fn of_lowercase(agent: &str) -> Self {
        const PHONES: [&str; 5] = ["mobile", "android", "iphone", "ipad", "ipod"];
        if PHONES.iter().any(|needle| agent.contains(needle)) {
            DeviceClass::Phone
        } else {
            DeviceClass::Other
        }
    }

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

/// The device class of a scan by a person, from the request's `User-Agent`;
/// `None` for a request that is no scan: no agent, or a link-preview
/// fetcher, crawler or script. The agent is lower-cased once for both.
pub fn scanned_from(user_agent: Option<&str>) -> Option<DeviceClass> {
    let agent = user_agent?.to_ascii_lowercase();
    if agent.trim().is_empty() || NOT_A_SCAN.iter().any(|needle| agent.contains(needle)) {
        return None;
    }
    Some(DeviceClass::of_lowercase(&agent))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hosts() -> Vec<String> {
        vec!["shop.primecards.de".into(), "pc.de".into()]
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
        let target = |raw: &str| QrTarget::parse(raw, &hosts()).map(|t| t.as_str().to_owned());
        assert_eq!(target("www.x.de").unwrap(), "https://www.x.de");
        assert_eq!(
            target(" http://x.de/karte?tisch=4#mittag ").unwrap(),
            "http://x.de/karte?tisch=4#mittag"
        );
        assert_eq!(
            target("HTTPS://Döner-Eck.de/menü").unwrap(),
            "HTTPS://Döner-Eck.de/menü"
        );
        assert_eq!(target(""), Err(TargetError::Empty));
        assert_eq!(target("ftp://x.de"), Err(TargetError::NotWeb));
        assert_eq!(target("javascript:alert(1)"), Err(TargetError::NotWeb));
        assert_eq!(target("data:text/html,hi"), Err(TargetError::NotWeb));
        assert_eq!(target("https://x.de/a b"), Err(TargetError::NotWeb));
        assert_eq!(target("https://x.de/\u{0}"), Err(TargetError::NotWeb));
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
        for agent in [
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
