//! Signing up, in and out, and the session as the front end sees it
//! (spec §7 `/auth/*`).

use actix_web::{HttpRequest, HttpResponse, get, http::header, post, web};
use chrono::TimeDelta;
use serde::{Deserialize, Serialize};
use shop_app::{Limit, SignInError, SignUp, ThrottleError};
use shop_domain::{CompanyName, Email, GermanPhone, Password};
use shop_ports::users::User;
use utoipa::ToSchema;

use crate::{
    error::{ApiError, ErrorBody, SESSION_EXPIRED},
    routes::client_address,
    session::SessionHandle,
    state::AppState,
};

/// Failed sign-ins allowed per account, and per client address, in [`FAILURE_WINDOW`].
const FAILURES_PER_ACCOUNT: u64 = 5;
const FAILURES_PER_ADDRESS: u64 = 10;
const FAILURE_WINDOW: TimeDelta = TimeDelta::minutes(15);
const SIGN_UPS_PER_ADDRESS: Limit = Limit::new(10, TimeDelta::hours(1));

/// The signed-in user as the browser may keep it: never the password hash.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserDto {
    #[serde(rename = "userId")]
    pub user_id: i64,
    pub email: String,
    #[serde(rename = "companyName")]
    pub company_name: String,
    pub phone: String,
    /// `customer` or `admin`.
    pub role: &'static str,
}

impl From<User> for UserDto {
    fn from(user: User) -> Self {
        Self {
            user_id: user.id.get(),
            email: user.email.as_str().to_owned(),
            company_name: user.company_name,
            phone: user.phone,
            role: user.role.as_str(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct InitialCheck {
    /// `null` when nobody is signed in.
    pub user: Option<UserDto>,
}

#[derive(Serialize, ToSchema)]
pub struct MessageBody {
    pub message: String,
}

impl MessageBody {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct SignedIn {
    pub user: UserDto,
    pub message: String,
}

/// Sign-up as sent by the form. Unknown fields (a `role`, say) are ignored:
/// the role is never taken from a payload.
#[derive(Deserialize, ToSchema)]
pub struct SignUpBody {
    #[serde(rename = "companyName", default)]
    pub company_name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub password: String,
}

impl SignUpBody {
    fn try_into_domain(self) -> Result<SignUp, ApiError> {
        Ok(SignUp {
            company_name: CompanyName::parse(&self.company_name)
                .map_err(|e| field("Firmenname", e))?,
            email: Email::parse(&self.email).map_err(|e| field("E-Mail", e))?,
            phone: GermanPhone::parse(&self.phone).map_err(|e| field("Telefonnummer", e))?,
            password: Password::parse(&self.password).map_err(|e| field("Passwort", e))?,
        })
    }
}

#[derive(Deserialize, ToSchema)]
pub struct SignInBody {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
}

/// A field's rule, named so an API caller knows which field broke it.
pub fn field(name: &str, error: impl std::fmt::Display) -> ApiError {
    ApiError::BadRequest(format!("{name}: {error}"))
}

/// `Some(429 answer with Retry-After)` when a limit is reached, `None` to go on.
///
/// # Errors
/// Storage failure.
pub async fn throttle_gate(
    state: &AppState,
    limits: &[(String, Limit)],
) -> Result<Option<HttpResponse>, ApiError> {
    match state.throttle.check(limits).await {
        Ok(()) => Ok(None),
        Err(error @ ThrottleError::Throttled { retry_after_secs }) => Ok(Some(
            HttpResponse::TooManyRequests()
                .insert_header((header::RETRY_AFTER, retry_after_secs.to_string()))
                .json(ErrorBody {
                    message: error.to_string(),
                }),
        )),
        Err(ThrottleError::Unknown(store)) => Err(store.into()),
    }
}

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
    if let Some(refusal) = throttle_gate(&state, &[(bucket.clone(), SIGN_UPS_PER_ADDRESS)]).await? {
        return Ok(refusal);
    }
    let request = body.into_inner().try_into_domain()?;
    state.throttle.record(&[bucket]).await?;
    state.accounts.sign_up(request).await?;
    Ok(HttpResponse::Created().json(MessageBody::new(
        "Ihr Konto wurde erstellt. Wir haben Ihnen einen Aktivierungslink per E-Mail gesendet.",
    )))
}

#[utoipa::path(
    tag = "auth",
    request_body = SignInBody,
    responses(
        (status = 200, description = "Signed in under a new session id", body = SignedIn),
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
    let account_bucket = format!("sign-in:account:{email}");
    let address_bucket = format!("sign-in:address:{}", client_address(&req));
    let limits = [
        (
            account_bucket.clone(),
            Limit::new(FAILURES_PER_ACCOUNT, FAILURE_WINDOW),
        ),
        (
            address_bucket.clone(),
            Limit::new(FAILURES_PER_ADDRESS, FAILURE_WINDOW),
        ),
    ];
    if let Some(refusal) = throttle_gate(&state, &limits).await? {
        return Ok(refusal);
    }
    match state.accounts.sign_in(email, password).await {
        Ok(user) => {
            state.throttle.clear(account_bucket).await?;
            session.sign_in(user.id).await?;
            Ok(HttpResponse::Ok().json(SignedIn {
                user: user.into(),
                message: "Anmeldung erfolgreich! Sie werden weitergeleitet …".to_owned(),
            }))
        }
        Err(error @ SignInError::WrongCredentials) => {
            state
                .throttle
                .record(&[account_bucket, address_bucket])
                .await?;
            Err(error.into())
        }
        Err(error) => Err(error.into()),
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
        return Err(ApiError::Unauthorized(SESSION_EXPIRED.to_owned()));
    }
    let user = match session.user_id().await? {
        Some(id) => state.accounts.current_user(id).await?,
        None => None,
    };
    Ok(HttpResponse::Ok().json(InitialCheck {
        user: user.map(UserDto::from),
    }))
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
    Ok(HttpResponse::Ok().json(MessageBody::new("Sie wurden erfolgreich abgemeldet")))
}
