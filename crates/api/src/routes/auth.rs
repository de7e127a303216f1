//! Signing up, in and out, and the session as the front end sees it
//! (spec §7 `/auth/*`).

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::TimeDelta;
use shop_app::{Limit, SignInError};
use shop_domain::Email;

use crate::{
    client_address::client_address,
    dto::auth::{InitialCheck, MessageBody, SignInAnswer, SignInBody, SignUpBody, UserDto},
    error::{ApiError, ErrorBody, field},
    session::SessionHandle,
    state::AppState,
    texts,
};

/// Failed sign-ins allowed per account and client address, and per client address, in [`FAILURE_WINDOW`].
const FAILURES_PER_ACCOUNT: u64 = 5;
const FAILURES_PER_ADDRESS: u64 = 10;
const FAILURE_WINDOW: TimeDelta = TimeDelta::minutes(15);
const SIGN_UPS_PER_ADDRESS: Limit = Limit::new(10, TimeDelta::hours(1));

#[utoipa::path(
    tag = "auth",
    request_body = SignUpBody,
    responses(
        (status = 201, description = "Inactive account created; the activation mail is on its way", body = MessageBody),
        (status = 400, description = "A field breaks its rule", body = ErrorBody),
        (status = 409, description = "The e-mail is registered already", body = ErrorBody),
        (status = 415, description = "Not JSON", body = ErrorBody),
        (status = 429, description = "Too many sign-ups from this address", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/auth/sign-up")]
pub async fn sign_up(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<SignUpBody>,
) -> Result<HttpResponse, ApiError> {
    let bucket = format!("sign-up:address:{}", client_address(&req));
    let _counted = state
        .throttle
        .admit(&[(bucket, SIGN_UPS_PER_ADDRESS)])
        .await?;
    let request = body.into_inner().try_into_domain()?;
    state.accounts.sign_up(request).await?;
    Ok(HttpResponse::Created().json(MessageBody::new(texts::SIGNED_UP)))
}

#[utoipa::path(
    tag = "auth",
    request_body = SignInBody,
    responses(
        (status = 200, description = "Signed in under a new session id", body = SignInAnswer),
        (status = 400, description = "Not an e-mail address", body = ErrorBody),
        (status = 401, description = "Wrong e-mail or password (the same answer for both)", body = ErrorBody),
        (status = 403, description = "The account is not activated yet", body = ErrorBody),
        (status = 415, description = "Not JSON", body = ErrorBody),
        (status = 429, description = "Too many failed attempts", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/auth/sign-in")]
pub async fn sign_in(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: SessionHandle,
    body: web::Json<SignInBody>,
) -> Result<HttpResponse, ApiError> {
    let SignInBody { email, password } = body.into_inner();
    let email = Email::parse(&email).map_err(|e| field("E-Mail", e))?;
    let address = client_address(&req);
    // Per account *and* address: wrong passwords sent from elsewhere never
    // lock the owner out; the address's own limit stops one guesser.
    let account_bucket = format!("sign-in:account:{email}:address:{address}");
    let limits = [
        (
            account_bucket.clone(),
            Limit::new(FAILURES_PER_ACCOUNT, FAILURE_WINDOW),
        ),
        (
            format!("sign-in:address:{address}"),
            Limit::new(FAILURES_PER_ADDRESS, FAILURE_WINDOW),
        ),
    ];
    // Every attempt counts before the password is checked (so a parallel
    // burst cannot outrun the limit); only a wrong password keeps its count.
    let attempt = state.throttle.admit(&limits).await?;
    match state.accounts.sign_in(email, password).await {
        Ok(user) => {
            state.throttle.forgive(attempt).await?;
            state.throttle.clear(account_bucket).await?;
            session.sign_in(user.id).await?;
            let buyer = state.profiles.buyer_details(user.id).await?;
            Ok(HttpResponse::Ok().json(SignInAnswer {
                user: UserDto::of(user, &buyer),
                message: texts::SIGNED_IN.to_owned(),
            }))
        }
        Err(error @ SignInError::WrongCredentials) => Err(error.into()),
        Err(error) => {
            state.throttle.forgive(attempt).await?;
            Err(error.into())
        }
    }
}

#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, description = "The signed-in user, or null", body = InitialCheck),
        (status = 401, description = "The session cookie names no live session (expired or ended)", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/auth/initialCheck")]
pub async fn initial_check(
    state: web::Data<AppState>,
    session: SessionHandle,
) -> Result<HttpResponse, ApiError> {
    if session.is_stale().await? {
        return Err(ApiError::session_expired());
    }
    let user = match session.user_id().await? {
        Some(id) => state.accounts.current_user(id).await?,
        None => None,
    };
    let user = match user {
        Some(user) => {
            let buyer = state.profiles.buyer_details(user.id).await?;
            Some(UserDto::of(user, &buyer))
        }
        None => None,
    };
    Ok(HttpResponse::Ok().json(InitialCheck { user }))
}

#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, description = "Signed out; the session is deleted on the server", body = MessageBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/auth/logout")]
pub async fn logout(session: SessionHandle) -> Result<HttpResponse, ApiError> {
    session.sign_out().await?;
    Ok(HttpResponse::Ok().json(MessageBody::new(texts::SIGNED_OUT)))
}
