//! Which characters a free text may hold.
//!
//! Whatever a customer types can end up on a legal document: the invoice
//! and the credit note (PDF/A-3b, which refuses a glyph its font lacks), or
//! the print proof of a card. Both are set in the bundled Liberation Sans
//! (`design/fonts/`), so a text is accepted only when every character is one
//! that font draws left to right: Latin (with Turkish, Polish, Czech,
//! Romanian, Vietnamese …), Greek, Cyrillic and the usual typographic marks.
//! Other scripts and emoji are refused with the character named — the German
//! commercial register only takes company names in Latin script, and
//! silently dropping or replacing characters on an invoice is not allowed.
//! Control and format characters (Unicode Cc and Cf: NUL, bidi overrides and
//! isolates, zero-width characters) and non-characters are refused
//! everywhere: they make the XML say something the PDF does not show.
//!
//! Input is normalised to NFC first, so a decomposed "u + ¨" counts as "ü".
//! The shop's own adapters test that both font files draw every accepted
//! character, and the front end reads the same ranges from the rules file
//! the server writes.

use unicode_normalization::UnicodeNormalization;

use crate::value_error::ValueError;

/// How a field may be laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextKind {
    /// One line: no line breaks.
    SingleLine,
    /// A text area (contact message, remarks, product description): line
    /// breaks are allowed, other control characters are not.
    MultiLine,
}

/// The characters the documents print, as inclusive ranges of code points,
/// ascending. Every one has a glyph in both bundled font files (tested in
/// `shop-documents` and `shop-print`).
pub const PRINTABLE_RANGES: &[(char, char)] = &[
    (' ', '~'),               // Basic Latin
    ('\u{A0}', '\u{AC}'),     // Latin-1 (U+00AD, the soft hyphen, is a format character)
    ('\u{AE}', '\u{24F}'),    // Latin-1, Latin Extended-A and -B
    ('\u{384}', '\u{38A}'),   // Greek with tonos
    ('\u{38C}', '\u{38C}'),   //
    ('\u{38E}', '\u{3A1}'),   //
    ('\u{3A3}', '\u{3CE}'),   // Greek letters
    ('\u{400}', '\u{4FF}'),   // Cyrillic
    ('\u{1E00}', '\u{1E9B}'), // Latin Extended Additional
    ('\u{1E9E}', '\u{1E9E}'), // capital sharp s (ẞ)
    ('\u{1EA0}', '\u{1EF9}'), // Vietnamese
    ('\u{2010}', '\u{2010}'), // hyphen
    ('\u{2012}', '\u{2022}'), // dashes, quotation marks, daggers, bullet
    ('\u{2026}', '\u{2026}'), // ellipsis
    ('\u{2030}', '\u{2030}'), // per mille
    ('\u{2039}', '\u{203A}'), // single guillemets
    ('\u{20AC}', '\u{20AC}'), // euro sign
    ('\u{2116}', '\u{2116}'), // numero sign
    ('\u{2122}', '\u{2122}'), // trade mark sign
];

/// Unicode's format characters (general category Cf, Unicode 16), which
/// change how text around them is shown without being visible themselves.
const FORMAT_RANGES: &[(char, char)] = &[
    ('\u{AD}', '\u{AD}'),
    ('\u{600}', '\u{605}'),
    ('\u{61C}', '\u{61C}'),
    ('\u{6DD}', '\u{6DD}'),
    ('\u{70F}', '\u{70F}'),
    ('\u{890}', '\u{891}'),
    ('\u{8E2}', '\u{8E2}'),
    ('\u{180E}', '\u{180E}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{202A}', '\u{202E}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{2066}', '\u{206F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFF9}', '\u{FFFB}'),
    ('\u{110BD}', '\u{110BD}'),
    ('\u{110CD}', '\u{110CD}'),
    ('\u{13430}', '\u{1343F}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0001}', '\u{E0001}'),
    ('\u{E0020}', '\u{E007F}'),
];

/// Characters refused as control characters, beyond Cc and Cf: the line
/// and paragraph separators (they break a line as a control character
/// would) and the range of non-characters inside the BMP.
const OTHER_CONTROL_RANGES: &[(char, char)] = &[('\u{2028}', '\u{2029}'), ('\u{FDD0}', '\u{FDEF}')];

fn in_ranges(ranges: &[(char, char)], c: char) -> bool {
    ranges
        .iter()
        .any(|(first, last)| (*first..=*last).contains(&c))
}

/// Whether `c` is a control character, a format character, a line or
/// paragraph separator or a non-character (U+FFFE, U+FFFF of every plane).
pub fn is_control(c: char) -> bool {
    c.is_control()
        || in_ranges(FORMAT_RANGES, c)
        || in_ranges(OTHER_CONTROL_RANGES, c)
        || (u32::from(c) & 0xFFFE) == 0xFFFE
}

/// Whether the documents print `c`.
pub fn is_printable(c: char) -> bool {
    in_ranges(PRINTABLE_RANGES, c)
}

/// Normalises `raw` to NFC and checks every character of it for `kind`.
/// Line breaks (`\n`, `\r`) pass in multi-line texts.
///
/// # Errors
/// [`ValueError::ControlCharacter`] or [`ValueError::Unprintable`] for the
/// first character the documents cannot carry.
pub fn printable(raw: &str, kind: TextKind) -> Result<String, ValueError> {
    let normalized: String = raw.nfc().collect();
    for c in normalized.chars() {
        if kind == TextKind::MultiLine && matches!(c, '\n' | '\r') {
            continue;
        }
        if is_control(c) {
            return Err(ValueError::ControlCharacter);
        }
        if !is_printable(c) {
            return Err(ValueError::Unprintable(c));
        }
    }
    Ok(normalized)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_printable_ranges_are_ascending_and_disjoint() {
        for pair in PRINTABLE_RANGES.windows(2) {
            assert!(pair[0].0 <= pair[0].1 && pair[0].1 < pair[1].0, "{pair:?}");
        }
    }

    #[test]
    fn no_printable_character_is_a_control_character() {
        for (first, last) in PRINTABLE_RANGES {
            for c in *first..=*last {
                assert!(!is_control(c), "U+{:04X}", u32::from(c));
            }
        }
    }

    /// What real people type, per script, and what attackers type.
    #[test]
    fn each_script_and_control_class_has_its_verdict() {
        let unprintable = |c: char| Err(ValueError::Unprintable(c));
        let control = Err(ValueError::ControlCharacter);
        let cases: Vec<(&str, Result<(), ValueError>)> = vec![
            ("Bäckerei Müller & Söhne GmbH", Ok(())),
            ("Straße 5 – Hinterhaus", Ok(())),
            ("„Zum Löwen“ ‚klein‘ … 100 €", Ok(())),
            ("ẞ ÀÉÎÕÜ àéîõü ñ ç ø å æ œ", Ok(())),
            ("İstanbul Kebap Ağaç Şiş Çığ", Ok(())),
            ("Łódź Żółć Dvořák Şcoală Țară", Ok(())),
            ("Ταβέρνα Ζορμπάς", Ok(())),
            ("Ресторан Москва", Ok(())),
            ("Phở Việt Nam", Ok(())),
            ("№ 7 Bistro™", Ok(())),
            ("北京烤鸭 GmbH", unprintable('北')),
            ("Pizza 🍕 GmbH", unprintable('🍕')),
            ("مطعم Bistro", unprintable('م')),
            ("מסעדה", unprintable('מ')),
            ("दिल्ली", unprintable('द')),
            ("Cafe\u{E000}", unprintable('\u{E000}')),
            ("Bistro\u{202E}RAB", control.clone()),
            ("Bistro\u{2066}x\u{2069}", control.clone()),
            ("Bis\u{200B}tro", control.clone()),
            ("Bis\u{200D}tro", control.clone()),
            ("Bis\u{FEFF}tro", control.clone()),
            ("Bis\u{AD}tro", control.clone()),
            ("A\u{0}B", control.clone()),
            ("A\u{7}B", control.clone()),
            ("A\u{9}B", control.clone()),
            ("A\u{85}B", control.clone()),
            ("A\u{FFFE}B", control.clone()),
            ("A\u{1FFFF}B", control.clone()),
            ("A\u{2028}B", control.clone()),
            ("A\u{E0041}B", control.clone()),
            ("Zeile 1\nZeile 2", control.clone()),
        ];
        for (input, verdict) in cases {
            assert_eq!(
                printable(input, TextKind::SingleLine).map(|_| ()),
                verdict,
                "{input:?}"
            );
        }
    }

    #[test]
    fn line_breaks_pass_only_in_multi_line_texts() {
        assert_eq!(
            printable("Zeile 1\r\nZeile 2", TextKind::MultiLine).unwrap(),
            "Zeile 1\r\nZeile 2"
        );
        assert_eq!(
            printable("Zeile\t1", TextKind::MultiLine),
            Err(ValueError::ControlCharacter)
        );
    }

    #[test]
    fn decomposed_umlauts_are_composed() {
        assert_eq!(
            printable("Mu\u{308}ller", TextKind::SingleLine).unwrap(),
            "Müller"
        );
        // A mark that composes with nothing has no place on a document.
        assert_eq!(
            printable("q\u{308}", TextKind::SingleLine),
            Err(ValueError::Unprintable('\u{308}'))
        );
    }

    #[test]
    fn the_first_offending_character_decides_the_message() {
        assert_eq!(
            printable("🍕\u{202E}", TextKind::SingleLine),
            Err(ValueError::Unprintable('🍕'))
        );
        // A family emoji is joined by U+200D, but the customer typed an emoji.
        assert_eq!(
            printable("👨\u{200D}👩", TextKind::SingleLine),
            Err(ValueError::Unprintable('👨'))
        );
    }

    #[test]
    fn the_messages_are_the_issue_texts() {
        assert_eq!(
            ValueError::ControlCharacter.to_string(),
            "Dieses Feld enthält unzulässige Steuerzeichen."
        );
        assert_eq!(
            ValueError::Unprintable('🍕').to_string(),
            "Dieses Zeichen kann nicht gedruckt werden: „🍕“. Bitte verwenden Sie lateinische Buchstaben."
        );
    }
}
