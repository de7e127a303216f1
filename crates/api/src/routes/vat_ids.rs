//! `POST /api/vat-ids/check`: the checkout's live hint beside the
//! USt-IdNr. field — the German check digit, or the tax office's qualified
//! confirmation of a foreign number for the billing address.

use actix_web::{HttpRequest, HttpResponse, post, web};
use chrono::TimeDelta;
use shop_app::{Limit, VatRefusal};
use shop_domain::{BillingAddress, BillingForm, ValueError, VatId, field_message};

use crate::{
    client_address::client_address,
    dto::buyer::{VatIdCheckAnswer, VatIdCheckBody},
    error::{ApiError, ErrorBody},
    state::AppState,
};

/// Checks one client (an IPv4 address, an IPv6 /64) may ask for in an hour,
/// here and in a quote with a foreign number together: each foreign number
/// is a request to the tax office, which limits the shop's own requests.
const CHECKS_PER_CLIENT: Limit = Limit::new(30, TimeDelta::hours(1));

/// Counts one question about a USt-IdNr. of the client.
///
/// # Errors
/// 429 with the shop's throttle text once the client asked too often.
pub(crate) async fn count_vat_id_check(
    state: &AppState,
    req: &HttpRequest,
) -> Result<(), ApiError> {
    let bucket = format!("vat-id-check:address:{}", client_address(req));
    let _counted = state.throttle.admit(&[(bucket, CHECKS_PER_CLIENT)]).await?;
    Ok(())
}

/// The status of a German number, which only its check digit can confirm.
const GERMAN_STATUS: &str = "DE-Pruefziffer";

fn answer(valid: bool, status: &str, message: impl Into<String>) -> HttpResponse {
    HttpResponse::Ok().json(VatIdCheckAnswer {
        valid,
        status: status.to_owned(),
        message: message.into(),
    })
}

#[utoipa::path(
    tag = "orders",
    request_body = VatIdCheckBody,
    responses(
        (status = 200, description = "Whether the shop takes the number for this address: a German number by its check digit (status `DE-Pruefziffer`), another member state's by the tax office's qualified confirmation (its status code, e.g. `evatr-0000`); a malformed number is `valid: false` with status `Format`", body = VatIdCheckAnswer),
        (status = 400, description = "A foreign number with a billing address that breaks a rule", body = ErrorBody),
        (status = 429, description = "Too many checks from this client within the hour (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "'Die USt-IdNr. kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.'", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/vat-ids/check")]
pub async fn check_vat_id(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<VatIdCheckBody>,
) -> Result<HttpResponse, ApiError> {
    count_vat_id_check(&state, &req).await?;
    let number = match VatId::parse_optional(&body.vat_id) {
        Ok(Some(number)) => number,
        Ok(None) => {
            return Err(ApiError::bad_request(field_message(
                "USt-IdNr.",
                &ValueError::Required,
            )));
        }
        Err(error @ ValueError::Sentence(_)) => {
            return Ok(answer(false, GERMAN_STATUS, error.to_string()));
        }
        Err(error) => return Ok(answer(false, "Format", error.to_string())),
    };
    if number.is_german() {
        return Ok(answer(
            true,
            GERMAN_STATUS,
            "Die Prüfziffer der USt-IdNr. stimmt.",
        ));
    }
    let billing = BillingAddress::parse(BillingForm {
        legal_name: &body.name,
        street: &body.street,
        zip_code: &body.zip_code,
        city: &body.city,
        country: &body.country,
    })?;
    match state.checkout.tax_office().confirm(&number, &billing).await {
        Ok(evidence) => Ok(answer(
            true,
            &evidence.answer.status,
            "Die USt-IdNr. ist laut Bundeszentralamt für Steuern gültig.",
        )),
        Err(VatRefusal::Unavailable) => {
            Err(ApiError::Unavailable(VatRefusal::Unavailable.to_string()))
        }
        Err(refused) => Ok(answer(false, refused_status(refused), refused.to_string())),
    }
}

/// A short status for a refusal (the tax office's own code is not kept for it).
fn refused_status(refusal: VatRefusal) -> &'static str {
    match refusal {
        VatRefusal::Invalid => "ungueltig",
        VatRefusal::NameOrCityDiffers => "Name-oder-Ort",
        VatRefusal::Unavailable => "nicht-erreichbar",
    }
}
