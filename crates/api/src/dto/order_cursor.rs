//! The back office's order-list cursor (`after`, `nextCursor`): where the
//! next page starts, as one opaque string. `n.<id>` when sorted newest
//! first; `s.<promised day>.<id>` or `s..<id>` (no longer to ship) when
//! sorted by 'Versand bis'. A cursor of the other sort is refused.

use chrono::NaiveDate;
use shop_domain::OrderId;
use shop_ports::orders::{BackOfficeKey, BackOfficeSort};

use crate::error::ApiError;

/// The cursor naming `key` in the list sorted by `sort`.
pub fn encode(key: BackOfficeKey, sort: BackOfficeSort) -> String {
    let id = key.id.get();
    match sort {
        BackOfficeSort::Newest => format!("n.{id}"),
        BackOfficeSort::ShipBy => match key.promised {
            Some(day) => format!("s.{}.{id}", day.format("%Y-%m-%d")),
            None => format!("s..{id}"),
        },
    }
}

/// The place `raw` names in the list sorted by `sort`.
///
/// # Errors
/// 400 'Ungültige Seitenmarke: …' for anything [`encode`] did not write for `sort`.
pub fn decode(raw: &str, sort: BackOfficeSort) -> Result<BackOfficeKey, ApiError> {
    parse(raw, sort).ok_or_else(|| {
        ApiError::BadRequest(format!(
            "Ungültige Seitenmarke: {}",
            raw.chars().take(20).collect::<String>()
        ))
    })
}

fn parse(raw: &str, sort: BackOfficeSort) -> Option<BackOfficeKey> {
    let id = |digits: &str| {
        // Digits only: `parse` would also take a leading '+'.
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let id: i64 = digits.parse().ok()?;
        (id >= 1).then_some(OrderId::new(id))
    };
    match sort {
        BackOfficeSort::Newest => Some(BackOfficeKey {
            promised: None,
            id: id(raw.strip_prefix("n.")?)?,
        }),
        BackOfficeSort::ShipBy => {
            let (day, order) = raw.strip_prefix("s.")?.split_once('.')?;
            let promised = match day {
                "" => None,
                day if day.len() == 10 => Some(NaiveDate::parse_from_str(day, "%Y-%m-%d").ok()?),
                _ => return None,
            };
            Some(BackOfficeKey {
                promised,
                id: id(order)?,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(promised: Option<NaiveDate>, id: i64) -> BackOfficeKey {
        BackOfficeKey {
            promised,
            id: OrderId::new(id),
        }
    }

    #[test]
    fn a_cursor_reads_back_as_the_place_it_names() {
        let day = NaiveDate::from_ymd_opt(2026, 12, 21);
        for (place, sort) in [
            (key(None, 99_990), BackOfficeSort::Newest),
            (key(day, 7), BackOfficeSort::ShipBy),
            (key(None, 12), BackOfficeSort::ShipBy),
        ] {
            let cursor = encode(place, sort);
            assert_eq!(decode(&cursor, sort).unwrap(), place, "{cursor}");
        }
        assert_eq!(
            encode(key(day, 7), BackOfficeSort::ShipBy),
            "s.2026-12-21.7"
        );
    }

    #[test]
    fn anything_else_is_refused_with_its_beginning() {
        for (raw, sort) in [
            ("", BackOfficeSort::Newest),
            ("n.", BackOfficeSort::Newest),
            ("n.+5", BackOfficeSort::Newest),
            ("n.0", BackOfficeSort::Newest),
            ("n.-3", BackOfficeSort::Newest),
            ("n.99999999999999999999999", BackOfficeSort::Newest),
            ("n.5", BackOfficeSort::ShipBy),
            ("s..5", BackOfficeSort::Newest),
            ("s.2026-13-01.5", BackOfficeSort::ShipBy),
            ("s.2026-1-1.5", BackOfficeSort::ShipBy),
            ("s.5", BackOfficeSort::ShipBy),
            ("n.5\u{0}", BackOfficeSort::Newest),
            ("n.٥", BackOfficeSort::Newest),
            ("n.5🙂", BackOfficeSort::Newest),
        ] {
            let error = decode(raw, sort).unwrap_err();
            assert!(
                matches!(&error, ApiError::BadRequest(message) if message.starts_with("Ungültige Seitenmarke: ")),
                "{raw:?}: {error:?}"
            );
        }
        let long = format!("n.{}", "9".repeat(500));
        let ApiError::BadRequest(message) = decode(&long, BackOfficeSort::Newest).unwrap_err()
        else {
            panic!("not a 400");
        };
        assert_eq!(
            message.chars().count(),
            "Ungültige Seitenmarke: ".chars().count() + 20
        );
    }
}
