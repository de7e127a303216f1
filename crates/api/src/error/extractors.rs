//! actix's own extractor failures (bad JSON, query, path) in our shape.

use actix_web::{
    HttpRequest,
    error::{JsonPayloadError, PathError, QueryPayloadError},
    web,
};

use super::ApiError;
use crate::texts;

/// Largest JSON body the API reads.
pub const JSON_LIMIT: usize = 64 * 1024;

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_LIMIT)
        .error_handler(|error, _req: &HttpRequest| {
            let answer = match &error {
                JsonPayloadError::Overflow { .. }
                | JsonPayloadError::OverflowKnownLength { .. } => {
                    ApiError::PayloadTooLarge(texts::BODY_TOO_LARGE.to_owned())
                }
                JsonPayloadError::ContentType => {
                    ApiError::UnsupportedMediaType(texts::JSON_ONLY.to_owned())
                }
                JsonPayloadError::Deserialize(cause) => ApiError::BadRequest(format!(
                    "{}: {}",
                    texts::INVALID_REQUEST,
                    in_german(cause)
                )),
                _ => ApiError::BadRequest(format!(
                    "{}: {}",
                    texts::INVALID_REQUEST,
                    texts::BODY_UNREADABLE
                )),
            };
            answer.into()
        })
}

/// serde's reason in German: its own wording is English and names Rust
/// types. The position tells a developer where to look.
pub fn in_german(error: &serde_json::Error) -> String {
    use serde_json::error::Category;

    let at = format!("(Zeile {}, Spalte {})", error.line(), error.column());
    match error.classify() {
        Category::Syntax | Category::Eof => format!("Der Inhalt ist kein gültiges JSON {at}"),
        Category::Io => texts::BODY_UNREADABLE.to_owned(),
        Category::Data => {
            let reason = error.to_string();
            if let Some(field) = reason
                .strip_prefix("missing field `")
                .and_then(|rest| rest.split('`').next())
            {
                format!("Das Pflichtfeld \"{field}\" fehlt")
            } else if reason.starts_with("invalid type") {
                let expected = reason
                    .split_once(", expected ")
                    .map_or("", |(_, expected)| expected);
                format!(
                    "Ein Feld hat den falschen Typ, erwartet wird {} {at}",
                    kind_in_german(expected)
                )
            } else {
                format!("Ein Feld hat einen ungültigen Wert {at}")
            }
        }
    }
}

/// What serde expected ("i64", "a sequence", "struct X" …) in words.
fn kind_in_german(expected: &str) -> &'static str {
    let numeric = [
        "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64",
    ];
    if numeric.iter().any(|kind| expected.starts_with(kind))
        || expected.starts_with("an integer")
        || expected.starts_with("a number")
    {
        "eine Zahl"
    } else if expected.starts_with("a string") || expected.starts_with("a borrowed string") {
        "ein Text"
    } else if expected.starts_with("a sequence") {
        "eine Liste"
    } else if expected.starts_with("a boolean") {
        "true oder false"
    } else if expected.starts_with("struct") || expected.starts_with("a map") {
        "ein Objekt"
    } else {
        "ein anderer Wert"
    }
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|error: QueryPayloadError, _req: &HttpRequest| {
        let QueryPayloadError::Deserialize(cause) = &error else {
            return ApiError::BadRequest(texts::INVALID_QUERY.to_owned()).into();
        };
        ApiError::BadRequest(format!(
            "{}: {}",
            texts::INVALID_QUERY,
            value_in_german(&cause.to_string(), "Parameter")
        ))
        .into()
    })
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|error: PathError, _req: &HttpRequest| {
        let PathError::Deserialize(cause) = &error else {
            return ApiError::BadRequest(texts::INVALID_PATH.to_owned()).into();
        };
        ApiError::BadRequest(format!(
            "{}: {}",
            texts::INVALID_PATH,
            value_in_german(&cause.to_string(), "Pfadteil")
        ))
        .into()
    })
}

/// serde's words about a query or path value, in German and without
/// echoing what the client sent.
fn value_in_german(reason: &str, part: &str) -> String {
    if let Some(name) = reason
        .strip_prefix("missing field `")
        .and_then(|rest| rest.split('`').next())
    {
        return format!("Der {part} \"{name}\" fehlt");
    }
    // "can not parse \"abc\" to a i64", "invalid digit found in string", "invalid type: …, expected …"
    let expected = reason
        .rsplit_once(" to a ")
        .or_else(|| reason.split_once(", expected "))
        .map(|(_, expected)| expected);
    match expected {
        Some(expected) => format!(
            "Ein {part} hat den falschen Typ, erwartet wird {}",
            kind_in_german(expected)
        ),
        None if reason.contains("digit") || reason.contains("number") => {
            format!("Ein {part} hat den falschen Typ, erwartet wird eine Zahl")
        }
        None => format!("Ein {part} hat einen ungültigen Wert"),
    }
}
