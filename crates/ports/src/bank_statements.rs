//! Bank statements as the shop's bank exports them: the credits that may
//! pay invoices bought on invoice.

use chrono::NaiveDate;
use shop_domain::Cents;

/// One booked credit of a statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankCredit {
    pub amount: Cents,
    pub booked_on: NaiveDate,
    /// Who paid, as the bank names them (may be empty).
    pub debtor: String,
    /// The unstructured remittance information ('Verwendungszweck').
    pub remittance: String,
    /// The entry's own reference: the same entry imported again has the same one.
    pub reference: String,
}

/// Why a statement cannot be read; each text is shown to the admin as it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatementError {
    #[error("Die Datei ist kein lesbares XML: {0}")]
    NotXml(String),
    #[error(
        "Dies ist kein Kontoauszug im Format camt.053.001.02 oder camt.053.001.08 (gefunden: {0})."
    )]
    Version(String),
    #[error("Der Kontoauszug ist unvollständig: {0}")]
    Incomplete(String),
    #[error("Der Kontoauszug enthält keine gebuchten Gutschriften in Euro.")]
    NoCredits,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait StatementReader: Send + Sync {
    /// The booked euro credits of a camt.053 statement, in statement order.
    ///
    /// # Errors
    /// [`StatementError`] for a file that is no such statement or has no credit.
    fn credits(&self, xml: &[u8]) -> Result<Vec<BankCredit>, StatementError>;
}
