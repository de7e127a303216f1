//! Pay on invoice on the wire: the terms an admin grants, the 'Kunden'
//! page's rows, and what the checkout offers the signed-in buyer.

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use shop_app::pay_on_invoice::{CustomerView, InvoicePayments, StatementImport};
use shop_domain::{
    invoice_terms::{InvoiceRefusal, InvoiceTerms},
    payment_reminder::ReminderStep,
};
use utoipa::{IntoParams, ToSchema};

/// Whether the checkout offers 'Kauf auf Rechnung' to this browser's buyer.
#[derive(Serialize, ToSchema)]
pub struct InvoiceAvailabilityDto {
    pub available: bool,
    /// The agreed days to pay; `null` when not available.
    pub days: Option<u16>,
    /// Why not, in German, to show beside the greyed-out option; `null` when available.
    pub reason: Option<String>,
}

impl From<Result<InvoiceTerms, InvoiceRefusal>> for InvoiceAvailabilityDto {
    fn from(offer: Result<InvoiceTerms, InvoiceRefusal>) -> Self {
        match offer {
            Ok(terms) => Self {
                available: true,
                days: Some(terms.days),
                reason: None,
            },
            Err(refusal) => Self {
                available: false,
                days: None,
                reason: Some(refusal.to_string()),
            },
        }
    }
}

/// Terms granted to an account.
#[derive(Serialize, ToSchema)]
pub struct InvoiceTermsDto {
    /// The most the account may owe on open invoices, in cents, VAT included.
    #[serde(rename = "limitCents")]
    pub limit_cents: i64,
    /// Days from the invoice date to its due date.
    pub days: u16,
}

impl From<InvoiceTerms> for InvoiceTermsDto {
    fn from(terms: InvoiceTerms) -> Self {
        Self {
            limit_cents: terms.limit.get(),
            days: terms.days,
        }
    }
}

/// `PUT /api/admin/customers/{userId}/invoice-terms`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InvoiceTermsBody {
    /// 1,00 € to 50.000,00 €, in cents.
    #[serde(rename = "limitCents")]
    #[schema(example = 50000)]
    pub limit_cents: i64,
    /// 7 to 60.
    #[schema(example = 14)]
    pub days: i64,
}

#[derive(Deserialize, IntoParams)]
pub struct CustomersQuery {
    /// Part of the company name or the e-mail address, any case.
    #[serde(default)]
    #[param(max_length = 200)]
    pub search: Option<String>,
    #[param(minimum = 1)]
    pub page: Option<i64>,
    #[serde(rename = "pageSize")]
    #[param(rename = "pageSize", minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
}

/// A customer account on the 'Kunden' page.
#[derive(Serialize, ToSchema)]
pub struct CustomerDto {
    #[serde(rename = "userId")]
    pub user_id: i64,
    #[serde(rename = "companyName")]
    pub company_name: String,
    pub email: String,
    /// The unpaid rest of its orders on invoice, in cents.
    #[serde(rename = "openCents")]
    pub open_cents: i64,
    /// Of that, what is past its due date.
    #[serde(rename = "overdueCents")]
    pub overdue_cents: i64,
    /// `null` while the account may not order on invoice.
    pub terms: Option<InvoiceTermsDto>,
}

impl From<CustomerView> for CustomerDto {
    fn from(view: CustomerView) -> Self {
        Self {
            user_id: view.customer.user_id.get(),
            company_name: view.customer.company_name,
            email: view.customer.email,
            open_cents: view.open.open.get(),
            overdue_cents: view.open.overdue.get(),
            terms: view.customer.terms.map(InvoiceTermsDto::from),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CustomerPageDto {
    pub items: Vec<CustomerDto>,
    /// Matching accounts over all pages.
    pub total: u64,
    pub page: u32,
    #[serde(rename = "pageSize")]
    pub page_size: u32,
}

/// `POST /api/admin/orders/{id}/payments`: a transfer that arrived.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BookPaymentBody {
    /// 0,01 € to 1.000.000,00 €, in cents.
    #[serde(rename = "amountCents")]
    pub amount_cents: i64,
    /// The day it arrived (YYYY-MM-DD), not in the future.
    #[serde(rename = "paidOn")]
    #[schema(format = Date, example = "2026-12-10")]
    pub paid_on: String,
    /// Up to 200 characters, e.g. 'Teilzahlung'.
    #[serde(default)]
    pub note: String,
}

#[derive(Serialize, ToSchema)]
pub struct InvoicePaymentDto {
    #[serde(rename = "amountCents")]
    pub amount_cents: i64,
    /// YYYY-MM-DD.
    #[serde(rename = "paidOn")]
    pub paid_on: String,
    pub note: String,
}

/// What an order bought on invoice has received.
#[derive(Serialize, ToSchema)]
pub struct InvoicePaymentsDto {
    #[serde(rename = "paidCents")]
    pub paid_cents: i64,
    #[serde(rename = "totalCents")]
    pub total_cents: i64,
    /// Paid in full: the order is `Paid`.
    pub paid: bool,
    pub payments: Vec<InvoicePaymentDto>,
}

impl From<InvoicePayments> for InvoicePaymentsDto {
    fn from(received: InvoicePayments) -> Self {
        Self {
            paid_cents: received.paid.get(),
            total_cents: received.total.get(),
            paid: received.settled,
            payments: received
                .payments
                .into_iter()
                .map(|payment| InvoicePaymentDto {
                    amount_cents: payment.amount.get(),
                    paid_on: payment.paid_on.to_string(),
                    note: payment.note,
                })
                .collect(),
        }
    }
}

/// Which letter went out for an unpaid invoice, as the wire names it.
#[derive(ToSchema)]
#[schema(as = InvoiceLetterStep, rename_all = "snake_case")]
#[allow(dead_code)]
pub enum InvoiceLetterStepName {
    /// 'Zahlungserinnerung', three days after the due date.
    Reminder,
    /// '1. Mahnung', fourteen days after, with interest and the fee.
    Dunning,
}

/// A letter sent for an unpaid invoice bought on invoice.
#[derive(Serialize, ToSchema)]
pub struct InvoiceLetterDto {
    #[schema(value_type = InvoiceLetterStepName)]
    pub step: &'static str,
    /// ISO 8601, UTC.
    #[serde(rename = "sentAt")]
    pub sent_at: String,
}

impl From<(ReminderStep, NaiveDateTime)> for InvoiceLetterDto {
    fn from((step, sent_at): (ReminderStep, NaiveDateTime)) -> Self {
        Self {
            step: step.as_str(),
            sent_at: super::orders::iso(sent_at),
        }
    }
}

/// A credit booked against the order of the invoice its remittance names.
#[derive(Serialize, ToSchema)]
pub struct BookedCreditDto {
    #[serde(rename = "orderId")]
    pub order_id: i64,
    #[serde(rename = "invoiceNumber")]
    pub invoice_number: String,
    #[serde(rename = "amountCents")]
    pub amount_cents: i64,
    /// The bank entry's reference.
    pub reference: String,
}

/// A credit that names no open invoice ('Nicht zugeordnet').
#[derive(Serialize, ToSchema)]
pub struct UnassignedCreditDto {
    #[serde(rename = "amountCents")]
    pub amount_cents: i64,
    /// YYYY-MM-DD.
    #[serde(rename = "bookedOn")]
    pub booked_on: String,
    pub debtor: String,
    /// The remittance information ('Verwendungszweck').
    pub remittance: String,
    pub reference: String,
}

/// What an imported bank statement booked.
#[derive(Serialize, ToSchema)]
pub struct StatementImportDto {
    pub booked: Vec<BookedCreditDto>,
    pub unassigned: Vec<UnassignedCreditDto>,
}

impl From<StatementImport> for StatementImportDto {
    fn from(import: StatementImport) -> Self {
        Self {
            booked: import
                .booked
                .into_iter()
                .map(|booked| BookedCreditDto {
                    order_id: booked.order_id.get(),
                    invoice_number: booked.invoice,
                    amount_cents: booked.credit.amount.get(),
                    reference: booked.credit.reference,
                })
                .collect(),
            unassigned: import
                .unassigned
                .into_iter()
                .map(|credit| UnassignedCreditDto {
                    amount_cents: credit.amount.get(),
                    booked_on: credit.booked_on.to_string(),
                    debtor: credit.debtor,
                    remittance: credit.remittance,
                    reference: credit.reference,
                })
                .collect(),
        }
    }
}
