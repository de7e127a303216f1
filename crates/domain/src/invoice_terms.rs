//! Pay on invoice ('Kauf auf Rechnung') for regular customers: the terms an
//! admin grants an account (a limit and a number of days), whether the
//! account may order on invoice now, and the due date an invoice gets.
//!
//! The term is agreed before the order (the checkout states it), so the due
//! date is a calendar date and the buyer is in default the day after it
//! without a reminder (§ 286 Abs. 2 Nr. 1 BGB).

use std::fmt;

use chrono::{NaiveDate, NaiveDateTime};

use crate::{
    money::Cents,
    new_order::NewOrder,
    order::{OnInvoice, Order, OrderStatus, PaymentStatus},
};

/// The smallest and largest limit an account may be granted: 1 € and 50.000 €.
pub const LIMIT_MIN_CENTS: i64 = 100;
pub const LIMIT_MAX_CENTS: i64 = 5_000_000;
/// The shortest and longest term in days (§ 271a BGB asks for an express
/// agreement beyond 60 days between businesses).
pub const DAYS_MIN: u16 = 7;
pub const DAYS_MAX: u16 = 60;

/// How the buyer pays an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PaymentMethod {
    /// Up front through the payment provider: card and its other methods.
    #[default]
    Card,
    /// On invoice, by bank transfer within the account's days.
    Invoice,
}

/// A payment method other than `card` or `invoice`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Die Zahlungsart muss „card“ oder „invoice“ sein.")]
pub struct UnknownPaymentMethod;

impl PaymentMethod {
    /// The wire value; absent means `card`.
    ///
    /// # Errors
    /// [`UnknownPaymentMethod`] for any other value.
    pub fn parse(raw: Option<&str>) -> Result<Self, UnknownPaymentMethod> {
        match raw {
            None | Some("card") => Ok(PaymentMethod::Card),
            Some("invoice") => Ok(PaymentMethod::Invoice),
            Some(_) => Err(UnknownPaymentMethod),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            PaymentMethod::Card => "card",
            PaymentMethod::Invoice => "invoice",
        }
    }
}

/// The agreed term as the checkout states it and the confirmation repeats it.
pub fn payment_term_sentence(days: u16) -> String {
    format!("Zahlbar innerhalb von {days} Tagen ab Rechnungsdatum ohne Abzug.")
}

/// What an admin granted an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InvoiceTerms {
    /// The most the account may owe on open invoices at once, VAT included.
    pub limit: Cents,
    /// Days from the invoice date to the due date.
    pub days: u16,
}

/// Why terms cannot be granted as asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TermsError {
    #[error("Das Rechnungslimit muss zwischen 1,00 € und 50.000,00 € liegen.")]
    Limit,
    #[error("Das Zahlungsziel muss zwischen 7 und 60 Tagen liegen.")]
    Days,
}

impl InvoiceTerms {
    /// # Errors
    /// [`TermsError`] for a limit or a term out of range.
    pub fn parse(limit_cents: i64, days: i64) -> Result<Self, TermsError> {
        if !(LIMIT_MIN_CENTS..=LIMIT_MAX_CENTS).contains(&limit_cents) {
            return Err(TermsError::Limit);
        }
        let days = u16::try_from(days)
            .ok()
            .filter(|days| (DAYS_MIN..=DAYS_MAX).contains(days))
            .ok_or(TermsError::Days)?;
        Ok(Self {
            limit: Cents::new(limit_cents),
            days,
        })
    }

    /// The due date of an invoice dated `invoice_date` (BT-9).
    pub fn due_on(&self, invoice_date: NaiveDate) -> NaiveDate {
        OnInvoice {
            days: self.days,
            due_on: None,
        }
        .due_after(invoice_date)
    }
}

impl NewOrder {
    /// The order bought on invoice with `terms`: the days agreed travel with it.
    #[must_use]
    pub fn on_invoice(self, terms: &InvoiceTerms) -> NewOrder {
        NewOrder {
            on_invoice_days: Some(terms.days),
            ..self
        }
    }
}

impl Order {
    /// The placed order bought on invoice, promised to ship on `ship_on`:
    /// it goes ahead as a paid one does, its payment open until the due
    /// date. `None` unless it was placed on invoice and is still waiting (Pending).
    pub fn invoiced(&self, ship_on: NaiveDate) -> Option<Order> {
        (self.on_invoice.is_some()
            && self.payment_status == PaymentStatus::Pending
            && self.order_status == OrderStatus::Processing)
            .then(|| Order {
                payment_status: PaymentStatus::Invoiced,
                shipping_date: Some(ship_on),
                ..self.clone()
            })
    }
}

impl Order {
    /// The order bought on invoice, paid in full at `at` (the day its last
    /// transfer arrived): its printing and shipping are not touched. `None`
    /// unless it is waiting for its payment.
    pub fn settled(&self, at: NaiveDateTime) -> Option<Order> {
        (self.payment_status == PaymentStatus::Invoiced).then(|| Order {
            payment_status: PaymentStatus::Paid,
            paid_at: Some(at),
            ..self.clone()
        })
    }
}

/// The most one booked payment may be: 1.000.000,00 €.
pub const PAYMENT_MAX_CENTS: i64 = 100_000_000;
/// The longest note of a booked payment.
pub const PAYMENT_NOTE_MAX_CHARS: usize = 200;

/// A payment booked against an order on invoice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookedPayment {
    pub amount: Cents,
    pub paid_on: NaiveDate,
    pub note: String,
}

/// Why a payment cannot be booked as entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PaymentEntryError {
    #[error("Bitte geben Sie einen Betrag zwischen 0,01 € und 1.000.000,00 € ein.")]
    Amount,
    #[error("Das Zahlungsdatum darf nicht in der Zukunft liegen.")]
    InFuture,
    #[error("Die Notiz darf höchstens 200 Zeichen lang sein und keine Steuerzeichen enthalten.")]
    Note,
}

impl BookedPayment {
    /// A payment of `amount_cents` on `paid_on` (not after `today`), with `note`.
    ///
    /// # Errors
    /// [`PaymentEntryError`] naming the field.
    pub fn parse(
        amount_cents: i64,
        paid_on: NaiveDate,
        note: &str,
        today: NaiveDate,
    ) -> Result<Self, PaymentEntryError> {
        if !(1..=PAYMENT_MAX_CENTS).contains(&amount_cents) {
            return Err(PaymentEntryError::Amount);
        }
        if paid_on > today {
            return Err(PaymentEntryError::InFuture);
        }
        let note = note.trim();
        if note.chars().count() > PAYMENT_NOTE_MAX_CHARS || note.chars().any(char::is_control) {
            return Err(PaymentEntryError::Note);
        }
        Ok(Self {
            amount: Cents::new(amount_cents),
            paid_on,
            note: note.to_owned(),
        })
    }
}

/// The oldest invoice of an account that is past its due date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OverdueInvoice {
    pub number: String,
    pub due_on: NaiveDate,
}

/// What an account owes on invoice today.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OpenInvoices {
    /// The unpaid rest of every order on invoice that is not cancelled.
    pub open: Cents,
    /// Of that, what is past its due date.
    pub overdue: Cents,
    /// The invoice that has been due longest, if any is past due.
    pub oldest_overdue: Option<OverdueInvoice>,
}

/// Why an account cannot order on invoice (now); each text is shown at the
/// checkout as it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvoiceRefusal {
    #[error("Kauf auf Rechnung bieten wir Stammkunden nach Freischaltung an.")]
    NotGranted,
    #[error("Ihr Rechnungslimit ist erreicht (offen: {open} von {limit}).")]
    LimitReached { open: Cents, limit: Cents },
    #[error(
        "Die Rechnung {} ist seit dem {} fällig. Bitte begleichen Sie sie zuerst.",
        .0.number,
        GermanDate(.0.due_on)
    )]
    Overdue(OverdueInvoice),
}

impl InvoiceRefusal {
    /// The stable code the API sends beside the text.
    pub fn code(&self) -> &'static str {
        match self {
            Self::NotGranted => "invoice.not_granted",
            Self::LimitReached { .. } => "invoice.limit_reached",
            Self::Overdue(_) => "invoice.overdue",
        }
    }
}

/// `TT.MM.JJJJ`.
struct GermanDate(NaiveDate);

impl fmt::Display for GermanDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.format("%d.%m.%Y"))
    }
}

/// Whether an account with `terms` (if any) and `open` invoices may place
/// an order of `gross` on invoice. An overdue invoice blocks every order;
/// the limit holds for what is open plus the new order.
///
/// # Errors
/// The [`InvoiceRefusal`] to show.
pub fn may_order(
    terms: Option<&InvoiceTerms>,
    open: &OpenInvoices,
    gross: Cents,
) -> Result<InvoiceTerms, InvoiceRefusal> {
    let terms = terms.ok_or(InvoiceRefusal::NotGranted)?;
    if let Some(overdue) = &open.oldest_overdue {
        return Err(InvoiceRefusal::Overdue(overdue.clone()));
    }
    let after = open.open.get().saturating_add(gross.get());
    if after > terms.limit.get() {
        return Err(InvoiceRefusal::LimitReached {
            open: open.open,
            limit: terms.limit,
        });
    }
    Ok(*terms)
}

/// Whether the checkout offers pay on invoice at all: as [`may_order`] for
/// the smallest order there is (one cent), so a reached limit is named
/// before the buyer fills the form.
///
/// # Errors
/// The [`InvoiceRefusal`] to show beside the greyed-out option.
pub fn offered(
    terms: Option<&InvoiceTerms>,
    open: &OpenInvoices,
) -> Result<InvoiceTerms, InvoiceRefusal> {
    may_order(terms, open, Cents::new(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(raw: &str) -> NaiveDate {
        NaiveDate::parse_from_str(raw, "%Y-%m-%d").unwrap()
    }

    fn terms() -> InvoiceTerms {
        InvoiceTerms::parse(50_000, 14).unwrap()
    }

    #[test]
    fn terms_hold_a_limit_of_1_to_50000_euros_and_7_to_60_days() {
        assert_eq!(
            InvoiceTerms::parse(50_000, 14),
            Ok(InvoiceTerms {
                limit: Cents::new(50_000),
                days: 14
            })
        );
        assert!(InvoiceTerms::parse(LIMIT_MIN_CENTS, i64::from(DAYS_MIN)).is_ok());
        assert!(InvoiceTerms::parse(LIMIT_MAX_CENTS, i64::from(DAYS_MAX)).is_ok());
        for limit in [LIMIT_MIN_CENTS - 1, LIMIT_MAX_CENTS + 1, 0, -1, i64::MAX] {
            assert_eq!(InvoiceTerms::parse(limit, 14), Err(TermsError::Limit));
        }
        for days in [6, 61, 0, -14, i64::from(u16::MAX) + 14] {
            assert_eq!(InvoiceTerms::parse(50_000, days), Err(TermsError::Days));
        }
    }

    #[test]
    fn the_due_date_is_the_invoice_date_plus_the_days_across_months_and_leap_days() {
        assert_eq!(terms().due_on(date("2026-12-20")), date("2027-01-03"));
        assert_eq!(terms().due_on(date("2028-02-20")), date("2028-03-05"));
        let thirty = InvoiceTerms::parse(50_000, 30).unwrap();
        assert_eq!(thirty.due_on(date("2028-02-01")), date("2028-03-02"));
    }

    #[test]
    fn the_payment_method_is_card_unless_invoice_is_asked_for() {
        assert_eq!(PaymentMethod::parse(None), Ok(PaymentMethod::Card));
        assert_eq!(PaymentMethod::parse(Some("card")), Ok(PaymentMethod::Card));
        assert_eq!(
            PaymentMethod::parse(Some("invoice")),
            Ok(PaymentMethod::Invoice)
        );
        for raw in ["Invoice", "rechnung", "", " invoice"] {
            assert_eq!(
                PaymentMethod::parse(Some(raw)),
                Err(UnknownPaymentMethod),
                "{raw}"
            );
        }
        for method in [PaymentMethod::Card, PaymentMethod::Invoice] {
            assert_eq!(PaymentMethod::parse(Some(method.as_str())), Ok(method));
        }
    }

    #[test]
    fn only_an_account_with_terms_orders_on_invoice() {
        let refusal = may_order(None, &OpenInvoices::default(), Cents::new(100)).unwrap_err();
        assert_eq!(refusal, InvoiceRefusal::NotGranted);
        assert_eq!(
            refusal.to_string(),
            "Kauf auf Rechnung bieten wir Stammkunden nach Freischaltung an."
        );
        assert_eq!(refusal.code(), "invoice.not_granted");
    }

    #[test]
    fn the_open_amount_plus_the_order_may_reach_the_limit_but_not_pass_it() {
        let open = OpenInvoices {
            open: Cents::new(48_000),
            ..OpenInvoices::default()
        };
        assert_eq!(
            may_order(Some(&terms()), &open, Cents::new(2_000)),
            Ok(terms())
        );
        let refusal = may_order(Some(&terms()), &open, Cents::new(2_001)).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "Ihr Rechnungslimit ist erreicht (offen: 480,00 € von 500,00 €)."
        );
        assert_eq!(refusal.code(), "invoice.limit_reached");
        let full = OpenInvoices {
            open: Cents::new(50_000),
            ..OpenInvoices::default()
        };
        assert!(offered(Some(&terms()), &open).is_ok());
        assert!(matches!(
            offered(Some(&terms()), &full),
            Err(InvoiceRefusal::LimitReached { .. })
        ));
    }

    #[test]
    fn an_overdue_invoice_blocks_every_order_until_it_is_paid() {
        let open = OpenInvoices {
            open: Cents::new(1_000),
            overdue: Cents::new(1_000),
            oldest_overdue: Some(OverdueInvoice {
                number: "RE-2026-00012".into(),
                due_on: date("2026-12-20"),
            }),
        };
        let refusal = may_order(Some(&terms()), &open, Cents::new(1)).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "Die Rechnung RE-2026-00012 ist seit dem 20.12.2026 fällig. Bitte begleichen Sie sie zuerst."
        );
        assert_eq!(refusal.code(), "invoice.overdue");
    }

    #[test]
    fn an_order_placed_on_invoice_goes_ahead_as_invoiced_once() {
        let placed = crate::fixtures::order(
            crate::OrderType::Normal,
            OrderStatus::Processing,
            PaymentStatus::Pending,
        );
        assert_eq!(
            placed.invoiced(date("2026-11-25")),
            None,
            "bought with a card"
        );
        let on_invoice = Order {
            on_invoice: Some(OnInvoice {
                days: 14,
                due_on: None,
            }),
            ..placed
        };

        let invoiced = on_invoice.invoiced(date("2026-11-25")).unwrap();

        assert_eq!(invoiced.payment_status, PaymentStatus::Invoiced);
        assert!(invoiced.payment_status.goes_ahead());
        assert!(invoiced.is_listed_in_back_office() && invoiced.is_listed_for_buyer());
        assert_eq!(invoiced.shipping_date, Some(date("2026-11-25")));
        assert_eq!(invoiced.paid_at, None, "nothing is paid yet");
        assert_eq!(invoiced.invoiced(date("2026-11-25")), None, "once");
    }

    #[test]
    fn a_payment_is_a_positive_amount_on_a_past_day_with_a_short_plain_note() {
        let today = date("2026-12-16");
        let booked =
            BookedPayment::parse(9_500, date("2026-12-16"), "  Teilzahlung ", today).unwrap();
        assert_eq!(
            booked,
            BookedPayment {
                amount: Cents::new(9_500),
                paid_on: today,
                note: "Teilzahlung".into()
            }
        );
        for amount in [0, -1, PAYMENT_MAX_CENTS + 1] {
            assert_eq!(
                BookedPayment::parse(amount, today, "", today),
                Err(PaymentEntryError::Amount)
            );
        }
        assert_eq!(
            BookedPayment::parse(100, date("2026-12-17"), "", today),
            Err(PaymentEntryError::InFuture)
        );
        for note in ["a\u{0}b", "Zeile\nZeile"] {
            assert_eq!(
                BookedPayment::parse(100, today, note, today),
                Err(PaymentEntryError::Note)
            );
        }
        assert!(BookedPayment::parse(100, today, &"ü".repeat(200), today).is_ok());
        assert_eq!(
            BookedPayment::parse(100, today, &"ü".repeat(201), today),
            Err(PaymentEntryError::Note)
        );
    }

    #[test]
    fn an_order_on_invoice_is_settled_once_without_moving_its_shipping() {
        let invoiced = Order {
            on_invoice: Some(OnInvoice {
                days: 14,
                due_on: None,
            }),
            ..crate::fixtures::order(
                crate::OrderType::Normal,
                OrderStatus::Processing,
                PaymentStatus::Pending,
            )
        }
        .invoiced(date("2026-12-04"))
        .unwrap();
        let at = date("2026-12-10").and_hms_opt(0, 0, 0).unwrap();

        let paid = invoiced.settled(at).unwrap();

        assert_eq!(paid.payment_status, PaymentStatus::Paid);
        assert_eq!(paid.paid_at, Some(at));
        assert_eq!(paid.shipping_date, invoiced.shipping_date);
        assert_eq!(paid.settled(at), None);
    }

    #[test]
    fn an_order_too_large_for_any_sum_is_refused_not_wrapped() {
        let open = OpenInvoices {
            open: Cents::new(i64::MAX - 1),
            ..OpenInvoices::default()
        };
        assert!(may_order(Some(&terms()), &open, Cents::new(i64::MAX)).is_err());
    }
}
