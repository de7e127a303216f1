//! Why a raw input was refused: the error of every value type, with the
//! German texts of the specification (§5) and of the shop's printing rules.

/// The message for a control or format character.
pub const CONTROL_CHARACTER: &str = "Dieses Feld enthält unzulässige Steuerzeichen.";

/// The message for a character the documents cannot print, with `{char}`
/// standing for the character.
pub const UNPRINTABLE_TEMPLATE: &str = "Dieses Zeichen kann nicht gedruckt werden: „{char}“. Bitte verwenden Sie lateinische Buchstaben.";

/// Why a raw input was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    /// The field was empty (after trimming).
    #[error("Pflichtfeld")]
    Required,
    /// The field breaks a rule; the text is the user-facing message.
    #[error("{0}")]
    Invalid(&'static str),
    /// The field holds a control or format character (see `text`).
    #[error("{}", CONTROL_CHARACTER)]
    ControlCharacter,
    /// The field holds a character the shop's documents cannot print.
    #[error("{}", UNPRINTABLE_TEMPLATE.replace("{char}", &.0.to_string()))]
    Unprintable(char),
    /// A whole sentence that names its field itself ('Die Postleitzahl ist
    /// für Belgien ungültig.'): shown as it is, without the field's label.
    #[error("{0}")]
    Sentence(std::borrow::Cow<'static, str>),
}

impl ValueError {
    /// Whether the message names its field itself (see [`ValueError::Sentence`]).
    pub fn names_its_field(&self) -> bool {
        matches!(self, ValueError::Sentence(_))
    }
}
