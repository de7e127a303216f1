//! The words of the letters for an unpaid invoice: the friendly reminder
//! and the first dunning letter, whose default interest is shown with its
//! calculation so the buyer can check every cent.

use chrono::{Datelike, NaiveDate};
use shop_domain::{
    Seller,
    default_interest::{DefaultInterest, POINTS_ABOVE_BASE},
    payment_reminder::{ReminderLetter, ReminderStep},
};

/// Days a dunning letter gives to pay.
const DUNNING_DAYS_TO_PAY: u64 = 7;

/// The paragraphs of `letter` and the line after them.
pub(crate) struct LetterText {
    pub paragraphs: Vec<String>,
    pub after: &'static str,
}

/// Where to pay: 'PrimeCards GmbH · IBAN DE89 … · BIC …'; `None` without
/// the shop's bank account (no invoice is then payable by transfer).
pub(crate) fn bank_line(seller: &Seller) -> Option<String> {
    let iban = seller.iban.as_ref()?;
    let mut line = format!("{} · IBAN {iban}", seller.name);
    if let Some(bic) = &seller.bic {
        line.push_str(&format!(" · BIC {bic}"));
    }
    Some(line)
}

fn date(day: NaiveDate) -> String {
    day.format("%d.%m.%Y").to_string()
}

/// A rate in hundredths of a percent the German way: `1027` → '10,27 %'.
fn percent(hundredths: i64) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let magnitude = hundredths.unsigned_abs();
    format!("{sign}{},{:02} %", magnitude / 100, magnitude % 100)
}

fn days_in_year(day: NaiveDate) -> u32 {
    if NaiveDate::from_ymd_opt(day.year(), 2, 29).is_some() {
        366
    } else {
        365
    }
}

/// The text of `letter`, paid to `bank`.
pub(crate) fn letter_text(letter: &ReminderLetter, bank: Option<&str>) -> LetterText {
    let pay_to = |amount: String, by: Option<NaiveDate>| {
        let by = by
            .map(|day| format!(" bis zum {}", date(day)))
            .unwrap_or_default();
        match bank {
            Some(bank) => format!(
                "Bitte überweisen Sie {amount}{by} unter Angabe der Rechnungsnummer {} an: {bank}",
                letter.invoice
            ),
            None => format!(
                "Bitte überweisen Sie {amount}{by} unter Angabe der Rechnungsnummer {} auf das Konto, das auf der Rechnung steht.",
                letter.invoice
            ),
        }
    };
    match (&letter.step, &letter.interest) {
        (ReminderStep::Dunning, Some(interest)) => {
            let mut paragraphs = vec![
                format!(
                    "unsere Rechnung {} war am {} fällig. Trotz unserer Zahlungserinnerung ist der Betrag bis heute nicht vollständig bei uns eingegangen. Seit dem {} befinden Sie sich in Zahlungsverzug (§ 286 Abs. 2 Nr. 1 BGB).",
                    letter.invoice,
                    date(letter.due_on),
                    date(letter.due_on.succ_opt().unwrap_or(letter.due_on)),
                ),
                format!("Aufstellung zum {}:", date(letter.dated)),
            ];
            paragraphs.extend(calculation(interest));
            let by = letter
                .dated
                .checked_add_days(chrono::Days::new(DUNNING_DAYS_TO_PAY));
            paragraphs.push(pay_to(letter.total().to_string(), by));
            LetterText {
                paragraphs,
                after: "Haben Sie den Betrag inzwischen überwiesen, betrachten Sie dieses Schreiben bitte als gegenstandslos. Bei Fragen antworten Sie einfach auf diese E-Mail.",
            }
        }
        _ => LetterText {
            paragraphs: vec![
                format!(
                    "sicher ist es Ihnen im Alltag entgangen: Unsere Rechnung {} war am {} fällig, und der offene Betrag von {} ist bei uns noch nicht eingegangen.",
                    letter.invoice,
                    date(letter.due_on),
                    letter.open
                ),
                pay_to(letter.open.to_string(), None),
            ],
            after: "Haben Sie den Betrag inzwischen überwiesen, ist diese Erinnerung gegenstandslos – vielen Dank! Bei Fragen antworten Sie einfach auf diese E-Mail.",
        },
    }
}

/// The dunning letter's lines: the amount, each stretch of interest with
/// its formula, the interest rounded once, the fee and the sum.
fn calculation(interest: &DefaultInterest) -> Vec<String> {
    let mut lines = vec![format!("Offener Rechnungsbetrag: {}", interest.amount)];
    lines.push(format!(
        "Verzugszinsen von {} Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 2 BGB):",
        POINTS_ABOVE_BASE / 100
    ));
    for period in &interest.periods {
        lines.push(format!(
            "{} – {}: {} × {} (Basiszinssatz {}) × {} / {} Tage",
            date(period.from),
            date(period.to),
            interest.amount,
            percent(period.rate),
            percent(period.rate - POINTS_ABOVE_BASE),
            period.days,
            days_in_year(period.from),
        ));
    }
    lines.push(format!(
        "Verzugszinsen (auf den Cent gerundet): {}",
        interest.interest
    ));
    lines.push(format!(
        "Verzugspauschale (§ 288 Abs. 5 BGB): {}",
        interest.fee
    ));
    lines.push(format!("Zu zahlender Gesamtbetrag: {}", interest.total()));
    lines
}

#[cfg(test)]
mod tests {
    use shop_domain::{Cents, default_interest::BaseRates};

    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn letter(step: ReminderStep, today: NaiveDate) -> ReminderLetter {
        ReminderLetter::write(
            step,
            "RE-2026-00042",
            day(2026, 12, 1),
            Cents::new(59_500),
            today,
            &BaseRates::published(),
        )
        .unwrap()
    }

    #[test]
    fn the_dunning_letter_shows_how_each_cent_is_reckoned() {
        let text = letter_text(
            &letter(ReminderStep::Dunning, day(2026, 12, 15)),
            Some("PrimeCards GmbH · IBAN DE89 3704 0044 0532 0130 00"),
        );
        assert_eq!(
            text.paragraphs[1..],
            [
                "Aufstellung zum 15.12.2026:",
                "Offener Rechnungsbetrag: 595,00 €",
                "Verzugszinsen von 9 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 2 BGB):",
                "02.12.2026 – 15.12.2026: 595,00 € × 10,27 % (Basiszinssatz 1,27 %) × 14 / 365 Tage",
                "Verzugszinsen (auf den Cent gerundet): 2,34 €",
                "Verzugspauschale (§ 288 Abs. 5 BGB): 40,00 €",
                "Zu zahlender Gesamtbetrag: 637,34 €",
                "Bitte überweisen Sie 637,34 € bis zum 22.12.2026 unter Angabe der Rechnungsnummer RE-2026-00042 an: PrimeCards GmbH · IBAN DE89 3704 0044 0532 0130 00",
            ]
        );
        assert!(
            text.paragraphs[0].contains("Seit dem 02.12.2026 befinden Sie sich in Zahlungsverzug")
        );
    }

    #[test]
    fn the_reminder_asks_for_the_open_amount_without_fees() {
        let text = letter_text(&letter(ReminderStep::Reminder, day(2026, 12, 4)), None);
        let all = text.paragraphs.join("\n");
        assert!(all.contains("war am 01.12.2026 fällig"));
        assert!(all.contains(
            "Bitte überweisen Sie 595,00 € unter Angabe der Rechnungsnummer RE-2026-00042"
        ));
        assert!(!all.contains("Verzug"));
        assert!(!all.contains("40,00 €"));
    }

    #[test]
    fn negative_base_rates_keep_their_sign() {
        assert_eq!(percent(-88), "-0,88 %");
        assert_eq!(percent(1027), "10,27 %");
        assert_eq!(percent(5), "0,05 %");
    }
}
