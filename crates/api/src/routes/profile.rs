//! 'Meine Daten': the signed-in customer edits the company, phone and
//! address kept with the account, and changes the password.

use actix_web::{HttpRequest, HttpResponse, middleware::from_fn, put, web};
use chrono::TimeDelta;
use shop_app::{Limit, profile::ProfileError};
use shop_domain::Password;

use crate::{
    access::{SignedIn, signed_in_only},
    client_address::client_address,
    dto::{
        auth::{MessageBody, UserDto},
        users::{PasswordChangeBody, ProfileBody},
    },
    error::{ApiError, ErrorBody, field},
    state::AppState,
    texts,
};

/// Wrong current passwords per account and address: as many as a person
/// mistypes, too few to guess one.
const PASSWORD_ATTEMPTS: Limit = Limit::new(5, TimeDelta::minutes(15));

#[utoipa::path(
    tag = "users",
    request_body = ProfileBody,
    responses(
        (status = 200, description = "The account as saved", body = UserDto),
        (status = 400, description = "A field breaks its rule (the field is named)", body = ErrorBody),
        (status = 401, description = "Nobody is signed in", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[put("/users/me", wrap = "from_fn(signed_in_only)")]
pub async fn update_profile(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<ProfileBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let buyer = body.buyer_details()?;
    let profile = body.try_into_domain()?;
    let (saved, buyer) = state.profiles.update(user, profile, buyer).await?;
    Ok(HttpResponse::Ok().json(UserDto::of(saved, &buyer)))
}

#[utoipa::path(
    tag = "users",
    request_body = PasswordChangeBody,
    responses(
        (status = 200, description = "Ihr Passwort wurde geändert.", body = MessageBody),
        (status = 400, description = "Das aktuelle Passwort ist falsch. / the new password breaks its rule", body = ErrorBody),
        (status = 401, description = "Nobody is signed in", body = ErrorBody),
        (status = 429, description = "Too many wrong current passwords", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[put("/users/me/password", wrap = "from_fn(signed_in_only)")]
pub async fn change_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<PasswordChangeBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let new = Password::parse(&body.new_password).map_err(|e| field("Neues Passwort", e))?;
    let bucket = format!(
        "change-password:user:{}:address:{}",
        user.get(),
        client_address(&req)
    );
    // Counted before the check, so a parallel burst cannot outrun it; only a wrong password keeps its count.
    let attempt = state.throttle.admit(&[(bucket, PASSWORD_ATTEMPTS)]).await?;
    match state
        .profiles
        .change_password(user, body.current_password, new)
        .await
    {
        Ok(()) => {
            state.throttle.forgive(attempt).await?;
            Ok(HttpResponse::Ok().json(MessageBody::new(texts::PASSWORD_CHANGED)))
        }
        Err(error @ ProfileError::WrongPassword) => Err(error.into()),
        Err(error) => {
            state.throttle.forgive(attempt).await?;
            Err(error.into())
        }
    }
}
