//! Logs through `tracing`, filtered by `RUST_LOG`, as plain text or, with
//! `SHOP_LOG_FORMAT=json`, one JSON object per line for a log collector:
//! time, level, message and fields, and the request's span (its id, method
//! and route; see [`crate::request_log`]).

use tracing::Subscriber;
use tracing_subscriber::{EnvFilter, fmt::MakeWriter, util::SubscriberInitExt};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

impl LogFormat {
    /// `SHOP_LOG_FORMAT`: `text` (the default) or `json`.
    ///
    /// # Errors
    /// Names the value that is neither.
    pub fn parse(raw: Option<&str>) -> anyhow::Result<Self> {
        match raw.map(str::trim) {
            None | Some("" | "text") => Ok(Self::Text),
            Some("json") => Ok(Self::Json),
            Some(other) => anyhow::bail!("SHOP_LOG_FORMAT must be text or json, not {other:?}"),
        }
    }

    /// Without `RUST_LOG`: `info`. Plain text leaves out the line per
    /// request (a terminal is for what went wrong); JSON keeps it, as the
    /// access log a collector wants.
    pub fn default_filter(self) -> &'static str {
        match self {
            Self::Text => "info,shop_api::request_log=warn",
            Self::Json => "info",
        }
    }
}

/// The subscriber for `format` writing to `writer`; `filter` as `RUST_LOG`
/// reads. Colours (`ansi`) only for a terminal.
pub fn subscriber<W>(
    format: LogFormat,
    filter: &str,
    writer: W,
    ansi: bool,
) -> Box<dyn Subscriber + Send + Sync>
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    let filter =
        EnvFilter::try_new(filter).unwrap_or_else(|_| EnvFilter::new(format.default_filter()));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(ansi && format == LogFormat::Text)
        .with_target(false);
    match format {
        LogFormat::Text => Box::new(builder.finish()),
        LogFormat::Json => Box::new(
            builder
                .json()
                .flatten_event(true)
                .with_current_span(true)
                .with_span_list(false)
                .finish(),
        ),
    }
}

/// Installs the process's subscriber from `SHOP_LOG_FORMAT` and `RUST_LOG`.
///
/// # Errors
/// When `SHOP_LOG_FORMAT` is neither `text` nor `json`.
pub fn init() -> anyhow::Result<()> {
    let format = LogFormat::parse(std::env::var("SHOP_LOG_FORMAT").ok().as_deref())?;
    let filter = std::env::var("RUST_LOG").unwrap_or_else(|_| format.default_filter().to_owned());
    // A second init (tests) is harmless; ignore it. Records of the `log` crate are taken in too.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let _ = subscriber(format, &filter, std::io::stdout, ansi).try_init();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::LogFormat;

    #[test]
    fn the_format_is_text_or_json() {
        assert_eq!(LogFormat::parse(None).unwrap(), LogFormat::Text);
        assert_eq!(LogFormat::parse(Some("json")).unwrap(), LogFormat::Json);
        assert_eq!(LogFormat::parse(Some(" text ")).unwrap(), LogFormat::Text);
        assert!(LogFormat::parse(Some("JSON-ish")).is_err());
    }
}
