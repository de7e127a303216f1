//! Discount codes ('Aktionscodes'): the back office manages them; anyone
//! may ask what a code takes off a cart (the order itself is priced again
//! when it is placed, and only then is a use of the code taken), within a
//! limit of refused codes per client.

use actix_web::{HttpRequest, HttpResponse, delete, get, middleware::from_fn, post, web};
use chrono::{NaiveDate, TimeDelta};
use shop_app::{
    Admission, Limit,
    vouchers::{QuoteError, VoucherForm},
};
use shop_domain::{LineForm, MemberState, ValueError, VatId, field_message};

use crate::{
    access::{Admin, admin_only},
    client_address::client_address,
    dto::vouchers::{NewVoucherBody, VoucherCheckBody, VoucherDto, VoucherQuote},
    error::{ApiError, ErrorBody},
    state::AppState,
    texts,
};

/// Refused codes one client (an IPv4 address, an IPv6 /64) may send in an
/// hour, to `/vouchers/check` and as `voucherCode` of create-order together.
/// Unlimited, a script tried 23,000 codes a minute and found `SOMMER10`
/// from an 8-word list; the refusals tell a real code apart ('abgelaufen',
/// the minimum), so they must be this rare.
const REFUSED_CODES_PER_CLIENT: Limit = Limit::new(20, TimeDelta::hours(1));

/// Counts a code check of the client before it is made, so a parallel burst
/// cannot outrun the limit; once the limit is reached every check is
/// refused, a right code too (else the answer would still tell it apart).
///
/// # Errors
/// 429 with the shop's throttle text.
pub(crate) async fn count_code_check(
    state: &AppState,
    req: &HttpRequest,
) -> Result<Admission, ApiError> {
    let bucket = format!("voucher-check:address:{}", client_address(req));
    Ok(state
        .throttle
        .admit(&[(bucket, REFUSED_CODES_PER_CLIENT)])
        .await?)
}

/// Keeps the check's count only when the code was refused: a customer with
/// a right code (or a cart the check never got to) is not counted.
pub(crate) async fn settle_code_check(state: &AppState, check: Admission, refused: bool) {
    if refused {
        return;
    }
    if let Err(error) = state.throttle.forgive(check).await {
        // The client keeps one count too many for an hour; the answer stands.
        tracing::warn!(%error, "could not take back a discount-code check");
    }
}

/// A `YYYY-MM-DD` day of the form, or the field's German refusal.
fn form_day(raw: Option<&str>, field: &str) -> Result<Option<NaiveDate>, ApiError> {
    match raw.map(str::trim).filter(|raw| !raw.is_empty()) {
        None => Ok(None),
        Some(raw) => NaiveDate::parse_from_str(raw, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| ApiError::Unprocessable(format!("{field}: {}", texts::DATE_INVALID))),
    }
}

#[utoipa::path(
    tag = "admin",
    responses(
        (status = 200, description = "Every discount code with its uses, newest first", body = Vec<VoucherDto>),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/vouchers", wrap = "from_fn(admin_only)")]
pub async fn list_vouchers(
    state: web::Data<AppState>,
    _admin: Admin,
) -> Result<HttpResponse, ApiError> {
    let vouchers = state.vouchers.list().await?;
    Ok(HttpResponse::Ok().json(vouchers.iter().map(VoucherDto::from).collect::<Vec<_>>()))
}

#[utoipa::path(
    tag = "admin",
    request_body = NewVoucherBody,
    responses(
        (status = 201, description = "The code, active", body = VoucherDto),
        (status = 400, description = "Malformed body", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 409, description = "The code exists already", body = ErrorBody),
        (status = 422, description = "A field breaks its rule (German text naming it)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/vouchers", wrap = "from_fn(admin_only)")]
pub async fn create_voucher(
    state: web::Data<AppState>,
    _admin: Admin,
    body: web::Json<NewVoucherBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let form = VoucherForm {
        valid_from: form_day(body.valid_from.as_deref(), "Gültig ab")?,
        valid_until: form_day(body.valid_until.as_deref(), "Gültig bis")?,
        code: body.code,
        percent_off: body.percent_off,
        amount_off_cents: body.amount_off_cents,
        max_uses: body.max_uses,
        max_uses_per_customer: body.max_uses_per_customer,
        min_order_cents: body.min_order_cents,
        category_id: body.category_id,
    };
    let record = state.vouchers.create(form).await?;
    Ok(HttpResponse::Created().json(VoucherDto::from(&record)))
}

#[utoipa::path(
    tag = "admin",
    params(("code" = String, Path, description = "The discount code, any case")),
    responses(
        (status = 200, description = "The code, switched off: no new order can use it", body = VoucherDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such code", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/vouchers/{code}/deactivate", wrap = "from_fn(admin_only)")]
pub async fn deactivate_voucher(
    state: web::Data<AppState>,
    _admin: Admin,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let record = state.vouchers.set_active(&code, false).await?;
    Ok(HttpResponse::Ok().json(VoucherDto::from(&record)))
}

#[utoipa::path(
    tag = "admin",
    params(("code" = String, Path, description = "The discount code, any case")),
    responses(
        (status = 200, description = "The code, switched on again", body = VoucherDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such code", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/vouchers/{code}/activate", wrap = "from_fn(admin_only)")]
pub async fn activate_voucher(
    state: web::Data<AppState>,
    _admin: Admin,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let record = state.vouchers.set_active(&code, true).await?;
    Ok(HttpResponse::Ok().json(VoucherDto::from(&record)))
}

#[utoipa::path(
    tag = "admin",
    params(("code" = String, Path, description = "The discount code, any case")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "No such code", body = ErrorBody),
        (status = 409, description = "An order was priced with it: it stays (deactivate it instead)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[delete("/admin/vouchers/{code}", wrap = "from_fn(admin_only)")]
pub async fn delete_voucher(
    state: web::Data<AppState>,
    _admin: Admin,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    state.vouchers.delete(&code).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    tag = "orders",
    request_body = VoucherCheckBody,
    responses(
        (status = 200, description = "What the code takes off this cart, priced from the catalogue", body = VoucherQuote),
        (status = 400, description = "Malformed body, an empty cart, a line that breaks a rule, a country outside the EU, a malformed USt-IdNr. or billing address", body = ErrorBody),
        (status = 422, description = "The code is refused: 'Dieser Aktionscode ist ungültig.', '… ist abgelaufen.', '… ist noch nicht gültig.', '… wurde bereits eingelöst.', the minimum order value, or none of the lines; or no VAT can be decided: a delivery abroad without a USt-IdNr. of another member state, or one the tax office does not confirm for the billing address", body = ErrorBody),
        (status = 429, description = "This client (IPv4 address, IPv6 /64) had 20 codes refused within the hour, here and in create-order together: every code is refused until the oldest refusal is an hour old (`Retry-After`); or a quote with a foreign USt-IdNr. beyond the client's 30 USt-IdNr. checks an hour (here and in /vat-ids/check together)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
        (status = 503, description = "The tax office cannot confirm the foreign USt-IdNr. now", body = ErrorBody),
    )
)]
#[post("/vouchers/check")]
pub async fn check_voucher(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<VoucherCheckBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let category = quoted_tax(&state, &req, &body).await?;
    let lines = body.order_lines.into_iter().map(LineForm::from).collect();
    let check = count_code_check(&state, &req).await?;
    let quote = state.vouchers.quote(body.code, lines, category).await;
    settle_code_check(&state, check, matches!(quote, Err(QuoteError::Refused(_)))).await;
    Ok(HttpResponse::Ok().json(VoucherQuote::from(&quote?)))
}

/// The VAT the order of a quote would pay, decided as the checkout decides it.
async fn quoted_tax(
    state: &AppState,
    req: &HttpRequest,
    body: &VoucherCheckBody,
) -> Result<shop_domain::TaxCategory, ApiError> {
    let invalid =
        |label: &str, error: ValueError| ApiError::bad_request(field_message(label, &error));
    let country = match body.country.as_deref().map(str::trim) {
        None | Some("") => MemberState::GERMANY,
        Some(code) => MemberState::parse(code).map_err(|e| invalid("Land", e.into()))?,
    };
    let vat_id = VatId::parse_optional(body.vat_id.as_deref().unwrap_or_default())
        .map_err(|e| invalid("USt-IdNr.", e))?;
    let billing = body
        .billing_address
        .as_ref()
        .map(crate::dto::buyer::BillingAddressBody::parse)
        .transpose()?;
    if country != MemberState::GERMANY && vat_id.as_ref().is_some_and(|id| !id.is_german()) {
        // This quote may ask the tax office: it counts as one of the client's checks.
        crate::routes::vat_ids::count_vat_id_check(state, req).await?;
    }
    let decision = state
        .checkout
        .tax_office()
        .decide_for(country, vat_id.as_ref(), billing.as_ref())
        .await?;
    Ok(decision.category)
}
