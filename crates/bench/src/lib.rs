//! Helpers of `just bench` (see `bench/run`): the binaries `fixed-json-server`
//! and `seed-orders`. This file only holds their shared argument reading.

use anyhow::Context;

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
        self.pairs
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
            .with_context(|| format!("missing --{name}"))
    }
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
