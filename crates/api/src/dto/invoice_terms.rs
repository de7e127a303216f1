//! Pay on invoice on the wire: the terms an admin grants, the 'Kunden'
//! page's rows, and what the checkout offers the signed-in buyer.

use serde::{Deserialize, Serialize};
use shop_app::pay_on_invoice::CustomerView;
use shop_domain::invoice_terms::{InvoiceRefusal, InvoiceTerms};
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
