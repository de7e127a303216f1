//! The letters to a buyer who has not paid an invoice bought on invoice:
//! a friendly reminder three days after the due date, then the first
//! dunning letter with default interest and the flat fee (§ 288 BGB).
//! With an agreed due date the buyer is in default from the next day
//! without a reminder (§ 286 Abs. 2 Nr. 1 BGB); the letters only ask.

use chrono::NaiveDate;

use crate::{
    default_interest::{BaseRates, DefaultInterest},
    job::{JobKind, UnknownJobName},
    money::Cents,
};

/// Which letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReminderStep {
    /// 'Zahlungserinnerung': friendly, without fees.
    Reminder,
    /// '1. Mahnung': with default interest and the flat fee.
    Dunning,
}

impl ReminderStep {
    pub const ALL: [ReminderStep; 2] = [ReminderStep::Reminder, ReminderStep::Dunning];

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            ReminderStep::Reminder => "reminder",
            ReminderStep::Dunning => "dunning",
        }
    }

    /// # Errors
    /// [`UnknownJobName`] for a name [`ReminderStep::as_str`] never writes.
    pub fn parse(name: &str) -> Result<Self, UnknownJobName> {
        Self::ALL
            .into_iter()
            .find(|step| step.as_str() == name)
            .ok_or_else(|| UnknownJobName(name.to_owned()))
    }

    /// Days after the due date on which the letter goes out.
    pub fn days_after_due(self) -> u64 {
        match self {
            ReminderStep::Reminder => 3,
            ReminderStep::Dunning => 14,
        }
    }

    /// The day the letter is owed for an invoice due on `due_on`.
    pub fn on(self, due_on: NaiveDate) -> NaiveDate {
        due_on
            .checked_add_days(chrono::Days::new(self.days_after_due()))
            .unwrap_or(NaiveDate::MAX)
    }

    /// The job that sends the letter.
    pub fn job_kind(self) -> JobKind {
        match self {
            ReminderStep::Reminder => JobKind::RemindInvoice,
            ReminderStep::Dunning => JobKind::DunInvoice,
        }
    }

    /// The mail's subject.
    pub fn subject(self, invoice: &str) -> String {
        match self {
            ReminderStep::Reminder => format!("Zahlungserinnerung zu Rechnung {invoice}"),
            ReminderStep::Dunning => format!("1. Mahnung zu Rechnung {invoice}"),
        }
    }
}

/// One letter as written on `dated`: what is open and, in a dunning
/// letter, the default interest through that day and the fee.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReminderLetter {
    pub step: ReminderStep,
    pub invoice: String,
    pub due_on: NaiveDate,
    pub dated: NaiveDate,
    /// The invoice's amount not yet paid.
    pub open: Cents,
    /// `None` in a friendly reminder.
    pub interest: Option<DefaultInterest>,
}

impl ReminderLetter {
    /// The letter of `step` for an invoice with `open` left to pay, written
    /// on `today`; `None` before its day or when nothing is open. Interest
    /// runs on what is open today for every day of default: a late part
    /// payment lowers it for the days before it too, in the buyer's favour.
    pub fn write(
        step: ReminderStep,
        invoice: &str,
        due_on: NaiveDate,
        open: Cents,
        today: NaiveDate,
        rates: &BaseRates,
    ) -> Option<Self> {
        if today < step.on(due_on) || open.get() <= 0 {
            return None;
        }
        let interest = match step {
            ReminderStep::Reminder => None,
            ReminderStep::Dunning => Some(DefaultInterest::owed(open, due_on, today, rates)),
        };
        Some(Self {
            step,
            invoice: invoice.to_owned(),
            due_on,
            dated: today,
            open,
            interest,
        })
    }

    /// What the letter asks the buyer to pay now.
    pub fn total(&self) -> Cents {
        self.interest
            .as_ref()
            .map_or(self.open, DefaultInterest::total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_reminder_comes_three_days_and_the_dunning_fourteen_days_after_the_due_date() {
        let due = day(2026, 12, 28);
        assert_eq!(ReminderStep::Reminder.on(due), day(2026, 12, 31));
        assert_eq!(ReminderStep::Dunning.on(due), day(2027, 1, 11));
        assert_eq!(
            ReminderStep::Reminder.subject("RE-2026-00042"),
            "Zahlungserinnerung zu Rechnung RE-2026-00042"
        );
        assert_eq!(
            ReminderStep::Dunning.subject("RE-2026-00042"),
            "1. Mahnung zu Rechnung RE-2026-00042"
        );
        for step in ReminderStep::ALL {
            assert_eq!(ReminderStep::parse(step.as_str()), Ok(step));
        }
        assert!(ReminderStep::parse("mahnung").is_err());
    }

    #[test]
    fn no_letter_before_its_day_or_when_nothing_is_open() {
        let rates = BaseRates::published();
        let due = day(2026, 12, 1);
        let write = |step, open, today| {
            ReminderLetter::write(step, "RE-1", due, Cents::new(open), today, &rates)
        };
        assert_eq!(
            write(ReminderStep::Reminder, 59_500, day(2026, 12, 3)),
            None
        );
        assert_eq!(
            write(ReminderStep::Dunning, 59_500, day(2026, 12, 14)),
            None
        );
        assert_eq!(write(ReminderStep::Dunning, 0, day(2026, 12, 20)), None);
        assert!(write(ReminderStep::Reminder, 59_500, day(2026, 12, 4)).is_some());
    }

    #[test]
    fn a_reminder_asks_for_what_is_open_and_nothing_more() {
        let letter = ReminderLetter::write(
            ReminderStep::Reminder,
            "RE-1",
            day(2026, 12, 1),
            Cents::new(59_500),
            day(2026, 12, 4),
            &BaseRates::published(),
        )
        .unwrap();
        assert_eq!(letter.interest, None);
        assert_eq!(letter.total(), Cents::new(59_500));
    }

    #[test]
    fn a_dunning_letter_adds_fourteen_days_of_interest_and_the_fee() {
        // 595,00 € × 10,27 % × 14 / 365 = 2,3437… → 2,34 €; + 40,00 €.
        let letter = ReminderLetter::write(
            ReminderStep::Dunning,
            "RE-1",
            day(2026, 12, 1),
            Cents::new(59_500),
            day(2026, 12, 15),
            &BaseRates::published(),
        )
        .unwrap();
        let interest = letter.interest.clone().unwrap();
        assert_eq!(interest.interest, Cents::new(234));
        assert_eq!(interest.fee, Cents::new(4_000));
        assert_eq!(interest.periods.len(), 1);
        assert_eq!(interest.periods[0].days, 14);
        assert_eq!(interest.periods[0].rate, 1_027);
        assert_eq!(letter.total(), Cents::new(63_734));
    }

    #[test]
    fn a_part_payment_lowers_the_interest_base() {
        let letter = ReminderLetter::write(
            ReminderStep::Dunning,
            "RE-1",
            day(2026, 12, 1),
            Cents::new(20_000),
            day(2026, 12, 15),
            &BaseRates::published(),
        )
        .unwrap();
        // 200,00 € × 10,27 % × 14 / 365 = 0,7878… → 0,79 €.
        assert_eq!(letter.interest.unwrap().interest, Cents::new(79));
    }
}
