//! A bank statement booked against the orders bought on invoice: each
//! credit whose remittance names an open invoice pays that order (a short
//! amount as a part payment); the rest is left for the admin to assign.

use shop_domain::{DocumentKind, DocumentNumber, OrderId, invoice_terms::BookedPayment};
use shop_ports::{Repos, StoreError, TxError, bank_statements::BankCredit, mailer::MailComposer};

use super::payments::{self, BookPaymentError};

/// A credit booked against the order of the invoice it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookedCredit {
    pub order_id: OrderId,
    pub invoice: String,
    pub credit: BankCredit,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StatementImport {
    pub booked: Vec<BookedCredit>,
    /// Credits naming no open invoice ('Nicht zugeordnet').
    pub unassigned: Vec<BankCredit>,
}

/// The invoice numbers a remittance names, in the order written, however
/// they are glued to other text ('Rechnung:RE-2026-00042,Kd 17').
pub fn invoice_numbers(remittance: &str) -> Vec<String> {
    remittance
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter_map(|token| DocumentNumber::parse(&token.to_ascii_uppercase()))
        .filter(|number| number.kind == DocumentKind::Invoice)
        .map(|number| number.to_string())
        .collect()
}

/// Books `credits` in the caller's transaction; a credit imported before
/// (the same bank reference) is neither booked nor listed again.
pub(crate) fn book_credits(
    repos: &mut dyn Repos,
    composer: &dyn MailComposer,
    credits: Vec<BankCredit>,
    now: chrono::NaiveDateTime,
) -> Result<StatementImport, StoreError> {
    let mut import = StatementImport::default();
    for credit in credits {
        let mut booked = false;
        for invoice in invoice_numbers(&credit.remittance) {
            let Some(order_id) = repos.invoice_terms().order_of_invoice(&invoice)? else {
                continue;
            };
            let payment = BookedPayment {
                amount: credit.amount,
                paid_on: credit.booked_on,
                note: format!("Kontoauszug: {}", credit.debtor)
                    .chars()
                    .take(shop_domain::invoice_terms::PAYMENT_NOTE_MAX_CHARS)
                    .collect(),
            };
            match payments::book(
                repos,
                composer,
                order_id,
                &payment,
                Some(credit.reference.clone()),
                now,
            ) {
                Ok(Some(_)) => {
                    import.booked.push(BookedCredit {
                        order_id,
                        invoice,
                        credit: credit.clone(),
                    });
                    booked = true;
                }
                // Imported before: already booked, nothing to list.
                Ok(None) => booked = true,
                Err(TxError::Store(error)) => return Err(error),
                Err(TxError::Rule(
                    BookPaymentError::NotOnInvoice
                    | BookPaymentError::AlreadyPaid
                    | BookPaymentError::Cancelled
                    | BookPaymentError::Invalid(_)
                    | BookPaymentError::Unknown(_),
                )) => continue,
            }
            break;
        }
        if !booked {
            import.unassigned.push(credit);
        }
    }
    Ok(import)
}

#[cfg(test)]
mod tests {
    use super::invoice_numbers;

    #[test]
    fn invoice_numbers_are_found_however_they_are_written() {
        assert_eq!(invoice_numbers("Rechnung RE-2026-00042"), ["RE-2026-00042"]);
        assert_eq!(
            invoice_numbers("re-2026-00042,RE-2026-00043 Kd 17"),
            ["RE-2026-00042", "RE-2026-00043"]
        );
        assert_eq!(
            invoice_numbers("Rechnung:RE-2026-00042/danke"),
            ["RE-2026-00042"]
        );
        for none in [
            "",
            "RE 2026 00042",
            "GS-2026-00001",
            "RE-2026-42",
            "Danke für alles",
        ] {
            assert!(invoice_numbers(none).is_empty(), "{none}");
        }
    }
}
