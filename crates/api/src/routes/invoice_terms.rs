//! Pay on invoice: what the checkout offers the buyer, and the back
//! office's 'Kunden' page where terms are granted and withdrawn.

use actix_web::{
    HttpRequest, HttpResponse, delete, get, http::header, middleware::from_fn, post, put, web,
};
use futures_util::StreamExt;
use shop_app::Orderer;
use shop_domain::{OrderId, UserId};

use crate::{
    access::{Admin, OrderingParty, admin_only},
    dto::invoice_terms::{
        BookPaymentBody, CustomerDto, CustomerPageDto, CustomersQuery, InvoiceAvailabilityDto,
        InvoicePaymentsDto, InvoiceTermsBody, InvoiceTermsDto, StatementImportDto,
    },
    error::{ApiError, ErrorBody},
    state::AppState,
};

/// The longest search the customer list takes.
const SEARCH_MAX_CHARS: usize = 200;

#[utoipa::path(
    tag = "checkout",
    responses(
        (status = 200, description = "Whether this browser's buyer may order on invoice now: the days to pay, or why not ('Kauf auf Rechnung bieten wir Stammkunden nach Freischaltung an.' for guests and accounts without terms, a reached limit, an overdue invoice)", body = InvoiceAvailabilityDto),
        (status = 401, description = "The session ended or its account is gone", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/invoice-terms")]
pub async fn invoice_availability(
    state: web::Data<AppState>,
    OrderingParty(orderer): OrderingParty,
) -> Result<HttpResponse, ApiError> {
    let buyer = match orderer {
        Orderer::Customer(user) => Some(user),
        Orderer::Guest | Orderer::Admin(_) => None,
    };
    let offer = state.pay_on_invoice.offered_to(buyer).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "private, no-store"))
        .json(InvoiceAvailabilityDto::from(offer)))
}

#[utoipa::path(
    tag = "admin",
    params(CustomersQuery),
    responses(
        (status = 200, description = "Customer accounts whose company name or e-mail contains the search, by company name, each with what it owes on invoice and its terms", body = CustomerPageDto),
        (status = 400, description = "A search longer than 200 characters", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/customers", wrap = "from_fn(admin_only)")]
pub async fn list_customers(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<CustomersQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let search = query.search.unwrap_or_default();
    if search.chars().count() > SEARCH_MAX_CHARS {
        return Err(ApiError::bad_request(
            "Die Suche darf höchstens 200 Zeichen lang sein.",
        ));
    }
    let clamp = |raw: Option<i64>| raw.map(|value| u32::try_from(value.max(0)).unwrap_or(u32::MAX));
    let page = shop_ports::PageRequest::new(clamp(query.page), clamp(query.page_size), 20);
    let found = state.pay_on_invoice.customers(search, page).await?;
    Ok(HttpResponse::Ok().json(CustomerPageDto {
        items: found.items.into_iter().map(CustomerDto::from).collect(),
        total: found.total,
        page: page.page(),
        page_size: page.limit(),
    }))
}

#[utoipa::path(
    tag = "admin",
    params(("userId" = i64, Path, description = "The customer account")),
    request_body = InvoiceTermsBody,
    responses(
        (status = 200, description = "The terms now granted", body = InvoiceTermsDto),
        (status = 400, description = "'Das Rechnungslimit muss zwischen 1,00 € und 50.000,00 € liegen.' or 'Das Zahlungsziel muss zwischen 7 und 60 Tagen liegen.'", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Dieses Kundenkonto wurde nicht gefunden.", body = ErrorBody),
        (status = 409, description = "invoice.no_bank_account: the shop has no SHOP_SELLER_IBAN", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[put(
    "/admin/customers/{userId}/invoice-terms",
    wrap = "from_fn(admin_only)"
)]
pub async fn grant_invoice_terms(
    state: web::Data<AppState>,
    _admin: Admin,
    user: web::Path<i64>,
    body: web::Json<InvoiceTermsBody>,
) -> Result<HttpResponse, ApiError> {
    let terms = state
        .pay_on_invoice
        .grant(UserId::new(user.into_inner()), body.limit_cents, body.days)
        .await?;
    Ok(HttpResponse::Ok().json(InvoiceTermsDto::from(terms)))
}

#[utoipa::path(
    tag = "admin",
    params(("userId" = i64, Path, description = "The customer account")),
    responses(
        (status = 204, description = "Withdrawn; invoices already issued stay due as agreed"),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "The account has no terms", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[delete(
    "/admin/customers/{userId}/invoice-terms",
    wrap = "from_fn(admin_only)"
)]
pub async fn withdraw_invoice_terms(
    state: web::Data<AppState>,
    _admin: Admin,
    user: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state
        .pay_on_invoice
        .withdraw(UserId::new(user.into_inner()))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    tag = "admin",
    params(("id" = i64, Path, description = "The order bought on invoice")),
    request_body = BookPaymentBody,
    responses(
        (status = 200, description = "Booked; what the order has received. Once it reaches the total the order is Paid and the buyer gets 'Zahlungseingang bestätigt'", body = InvoicePaymentsDto),
        (status = 400, description = "An amount, day or note that breaks its rule", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Diese Bestellung wurde nicht auf Rechnung gekauft.", body = ErrorBody),
        (status = 409, description = "Already paid in full, or cancelled", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/orders/{id}/payments", wrap = "from_fn(admin_only)")]
pub async fn book_payment(
    state: web::Data<AppState>,
    _admin: Admin,
    order: web::Path<i64>,
    body: web::Json<BookPaymentBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let paid_on = chrono::NaiveDate::parse_from_str(&body.paid_on, "%Y-%m-%d").map_err(|_| {
        ApiError::bad_request("Bitte geben Sie das Zahlungsdatum als JJJJ-MM-TT an.")
    })?;
    let received = state
        .pay_on_invoice
        .book_payment(
            OrderId::new(order.into_inner()),
            body.amount_cents,
            paid_on,
            body.note,
        )
        .await?;
    Ok(HttpResponse::Ok().json(InvoicePaymentsDto::from(received)))
}

/// The largest statement taken: a month of a busy account.
const STATEMENT_MAX_BYTES: usize = 5 * 1024 * 1024;

#[utoipa::path(
    tag = "admin",
    request_body(content = String, description = "A camt.053 statement (.001.02 or .001.08) as the bank exports it, at most 5 MB", content_type = "application/xml"),
    responses(
        (status = 200, description = "Each booked euro credit whose remittance names an open invoice booked against its order; the rest listed as 'Nicht zugeordnet'. A statement imported again books nothing twice", body = StatementImportDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 413, description = "Larger than 5 MB", body = ErrorBody),
        (status = 415, description = "Not sent as application/xml or text/xml", body = ErrorBody),
        (status = 422, description = "Malformed XML, another format or version, or no booked credit in euro: nothing is booked", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/bank-statements", wrap = "from_fn(admin_only)")]
pub async fn import_bank_statement(
    state: web::Data<AppState>,
    _admin: Admin,
    request: HttpRequest,
    mut payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let xml_sent = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|kind| matches!(kind.trim(), "application/xml" | "text/xml"));
    if !xml_sent {
        return Err(ApiError::UnsupportedMediaType(
            "Bitte senden Sie den Kontoauszug als XML-Datei (camt.053).".into(),
        ));
    }
    let mut xml = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|error| ApiError::bad_request(error.to_string()))?;
        if xml.len() + chunk.len() > STATEMENT_MAX_BYTES {
            return Err(ApiError::PayloadTooLarge(
                "Der Kontoauszug ist zu groß (höchstens 5 MB).".into(),
            ));
        }
        xml.extend_from_slice(&chunk);
    }
    let import = state.pay_on_invoice.import_statement(xml).await?;
    Ok(HttpResponse::Ok().json(StatementImportDto::from(import)))
}
