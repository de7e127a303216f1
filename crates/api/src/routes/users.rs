//! Activation and password reset (spec §7 `/users/*`). The answers never
//! reveal whether an address has an account.

use actix_web::{HttpRequest, HttpResponse, get, http::header, middleware::from_fn, post, web};
use chrono::TimeDelta;
use shop_app::{DeleteAccountError, Limit};
use shop_domain::{Email, Password};

use crate::{
    access::{SignedIn, signed_in_only},
    client_address::client_address,
    dto::{
        auth::MessageBody,
        users::{
            ActivateBody, ActivationMailBody, DeleteAccountBody, ForgotPasswordBody,
            PersonalDataExport, ResetPasswordBody,
        },
    },
    error::{ApiError, ErrorBody, field},
    session::SessionHandle,
    state::AppState,
    texts,
};

const MAILS_PER_ADDRESS_BOX: Limit = Limit::new(3, TimeDelta::hours(1));
const MAILS_PER_CLIENT: Limit = Limit::new(10, TimeDelta::hours(1));
/// Link redemptions (activation, password reset) per client: a guesser of
/// tokens is stopped long before a token could be found.
const LINK_ATTEMPTS_PER_CLIENT: Limit = Limit::new(10, TimeDelta::minutes(15));

/// Counts one redemption of a mailed link against the asking client.
///
/// # Errors
/// 429 when it has tried too often.
async fn admit_link_attempt(
    state: &AppState,
    kind: &str,
    req: &HttpRequest,
) -> Result<(), ApiError> {
    let bucket = format!("{kind}:address:{}", client_address(req));
    let _counted = state
        .throttle
        .admit(&[(bucket, LINK_ATTEMPTS_PER_CLIENT)])
        .await?;
    Ok(())
}

/// Counts a mail request against its mailbox and against the asking client.
///
/// # Errors
/// 429 when either has asked too often.
async fn admit_mail_request(
    state: &AppState,
    kind: &str,
    email: &Email,
    req: &HttpRequest,
) -> Result<(), ApiError> {
    let limits = [
        (format!("{kind}:email:{email}"), MAILS_PER_ADDRESS_BOX),
        (
            format!("{kind}:address:{}", client_address(req)),
            MAILS_PER_CLIENT,
        ),
    ];
    let _counted = state.throttle.admit(&limits).await?;
    Ok(())
}

#[utoipa::path(
    tag = "users",
    request_body = ActivationMailBody,
    responses(
        (status = 200, description = "The same answer whether or not the address has an inactive account", body = MessageBody),
        (status = 400, description = "Not an e-mail address", body = ErrorBody),
        (status = 429, description = "Too many mails requested", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/users/send-activation-email")]
pub async fn send_activation_email(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ActivationMailBody>,
) -> Result<HttpResponse, ApiError> {
    let email = Email::parse(&body.email).map_err(|e| field("E-Mail", e))?;
    admit_mail_request(&state, "activation-mail", &email, &req).await?;
    state.accounts.send_activation_mail(email).await?;
    Ok(HttpResponse::Ok().json(MessageBody::new(texts::ACTIVATION_MAIL_SENT)))
}

#[utoipa::path(
    tag = "users",
    request_body = ActivateBody,
    responses(
        (status = 200, description = "Activated", body = MessageBody),
        (status = 400, description = "Unknown, used or expired link", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/users/activate-user")]
pub async fn activate_user(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ActivateBody>,
) -> Result<HttpResponse, ApiError> {
    admit_link_attempt(&state, "activation", &req).await?;
    let ActivateBody { email, token } = body.into_inner();
    let email =
        Email::parse(&email).map_err(|_| ApiError::from(shop_app::ActivationError::InvalidLink))?;
    state.accounts.activate(email, token).await?;
    Ok(HttpResponse::Ok().json(MessageBody::new(texts::ACTIVATED)))
}

#[utoipa::path(
    tag = "users",
    request_body = ForgotPasswordBody,
    responses(
        (status = 200, description = "The same answer whether or not the address has an account", body = MessageBody),
        (status = 400, description = "Not an e-mail address", body = ErrorBody),
        (status = 429, description = "Too many mails requested", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/users/forgot-password")]
pub async fn forgot_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ForgotPasswordBody>,
) -> Result<HttpResponse, ApiError> {
    let email = Email::parse(&body.email).map_err(|e| field("E-Mail", e))?;
    admit_mail_request(&state, "reset-mail", &email, &req).await?;
    state.accounts.request_password_reset(email).await?;
    Ok(HttpResponse::Ok().json(MessageBody::new(texts::RESET_MAIL_SENT)))
}

#[utoipa::path(
    tag = "users",
    request_body = ResetPasswordBody,
    responses(
        (status = 200, description = "New password set; every session of the account has ended", body = MessageBody),
        (status = 400, description = "Unknown, used or expired link, or a password that breaks the rules", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/users/reset-password")]
pub async fn reset_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ResetPasswordBody>,
) -> Result<HttpResponse, ApiError> {
    admit_link_attempt(&state, "password-reset", &req).await?;
    let ResetPasswordBody {
        token,
        new_password,
    } = body.into_inner();
    let new_password = Password::parse(&new_password).map_err(|e| field("Neues Passwort", e))?;
    state.accounts.reset_password(token, new_password).await?;
    Ok(HttpResponse::Ok().json(MessageBody::new(texts::PASSWORD_RESET)))
}

/// Password checks for deleting an account, per account and client: a
/// borrowed session cannot be used to guess the password.
const DELETE_ATTEMPTS: Limit = Limit::new(5, TimeDelta::minutes(15));

#[utoipa::path(
    tag = "users",
    responses(
        (status = 200, description = "The signed-in customer's data as a JSON download", body = PersonalDataExport),
        (status = 401, description = "Nobody is signed in", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/users/me/export", wrap = "from_fn(signed_in_only)")]
pub async fn export_my_data(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let data = state
        .privacy
        .export(user)
        .await?
        .ok_or_else(|| ApiError::Unauthorized(texts::SESSION_EXPIRED.to_owned()))?;
    let links = state.qr_links.export(user).await?;
    Ok(HttpResponse::Ok()
        .insert_header((
            header::CONTENT_DISPOSITION,
            "attachment; filename=\"primecards-meine-daten.json\"",
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(PersonalDataExport::of(data, &links)))
}

#[utoipa::path(
    tag = "users",
    request_body = DeleteAccountBody,
    responses(
        (status = 200, description = "Account, wishlist, sessions and tokens deleted; orders kept without a login; confirmation mailed", body = MessageBody),
        (status = 401, description = "Nobody is signed in, or the password is wrong", body = ErrorBody),
        (status = 403, description = "Administrator accounts are not deleted here", body = ErrorBody),
        (status = 429, description = "Too many wrong passwords", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/users/me/delete", wrap = "from_fn(signed_in_only)")]
pub async fn delete_my_account(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: SessionHandle,
    SignedIn(user): SignedIn,
    body: web::Json<DeleteAccountBody>,
) -> Result<HttpResponse, ApiError> {
    let bucket = format!(
        "delete-account:user:{}:address:{}",
        user.get(),
        client_address(&req)
    );
    let attempt = state.throttle.admit(&[(bucket, DELETE_ATTEMPTS)]).await?;
    match state
        .privacy
        .delete_account(user, body.into_inner().password)
        .await
    {
        Ok(()) => {
            session.sign_out().await?;
            Ok(HttpResponse::Ok().json(MessageBody::new(texts::ACCOUNT_DELETED)))
        }
        Err(error @ DeleteAccountError::WrongPassword) => Err(error.into()),
        Err(error) => {
            state.throttle.forgive(attempt).await?;
            Err(error.into())
        }
    }
}
