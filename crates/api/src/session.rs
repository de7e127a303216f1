//! Server-side sessions for actix-web on `tower-sessions-core`.
//!
//! actix-web is not a tower service, so this small middleware does what the
//! tower layer would: read the cookie, hand the handler a lazy [`Session`],
//! and afterwards save it and set or remove the cookie by tower-sessions'
//! rules. Handlers use the [`SessionHandle`] extractor.

use std::sync::Arc;

use actix_web::{
    FromRequest, HttpMessage, HttpRequest,
    body::MessageBody,
    cookie::{Cookie, SameSite},
    dev::{Payload, ServiceRequest, ServiceResponse},
    middleware::Next,
    web,
};
use shop_db::DbSessionStore;
use shop_ports::{sessions::USER_ID_KEY, users::UserId};
use tower_sessions_core::{Expiry, Session, session::Id};

use crate::error::ApiError;

pub const COOKIE_NAME: &str = "primecards_session";

/// How long a session lives without being changed.
const IDLE_LIFETIME: time::Duration = time::Duration::days(7);

pub struct SessionConfig {
    pub store: Arc<DbSessionStore>,
    pub secure_cookie: bool,
}

fn session_cookie(value: String, config: &SessionConfig) -> Cookie<'static> {
    let mut cookie = Cookie::new(COOKIE_NAME, value);
    cookie.set_http_only(true);
    cookie.set_same_site(SameSite::Lax);
    cookie.set_secure(config.secure_cookie);
    cookie.set_path("/");
    cookie
}

/// The middleware; register with `actix_web::middleware::from_fn(session::middleware)`
/// and a `web::Data<SessionConfig>`.
///
/// # Errors
/// A 500 when the session cannot be saved: a lost sign-in must not look like success.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let config = req
        .app_data::<web::Data<SessionConfig>>()
        .cloned()
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("SessionConfig is not registered")))?;
    let cookie_id = req
        .cookie(COOKIE_NAME)
        .and_then(|cookie| cookie.value().parse::<Id>().ok());
    let session = Session::new(
        cookie_id,
        Arc::clone(&config.store),
        Some(Expiry::OnInactivity(IDLE_LIFETIME)),
    );
    req.extensions_mut().insert(session.clone());

    let mut response = next.call(req).await?;

    let modified = session.is_modified();
    let empty = session.is_empty().await;
    if empty {
        if modified && cookie_id.is_some() {
            // Flushed (logout): the browser forgets the id too.
            let mut removal = session_cookie(String::new(), &config);
            removal.make_removal();
            response
                .response_mut()
                .add_cookie(&removal)
                .map_err(ApiError::internal)?;
        }
    } else if modified && !response.status().is_server_error() {
        session.save().await.map_err(ApiError::internal)?;
        let id = session
            .id()
            .ok_or_else(|| ApiError::internal(anyhow::anyhow!("saved session has no id")))?;
        let mut cookie = session_cookie(id.to_string(), &config);
        cookie.set_expires(session.expiry_date());
        response
            .response_mut()
            .add_cookie(&cookie)
            .map_err(ApiError::internal)?;
    }
    Ok(response)
}

/// The request's session, as handlers see it.
#[derive(Clone)]
pub struct SessionHandle(Session);

impl FromRequest for SessionHandle {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(
            req.extensions()
                .get::<Session>()
                .cloned()
                .map(SessionHandle)
                .ok_or_else(|| {
                    ApiError::internal(anyhow::anyhow!("session middleware is not installed"))
                }),
        )
    }
}

impl SessionHandle {
    /// The signed-in user, if any.
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn user_id(&self) -> Result<Option<UserId>, ApiError> {
        let raw: Option<i64> = self.0.get(USER_ID_KEY).await.map_err(ApiError::internal)?;
        Ok(raw.map(UserId::new))
    }

    /// Signs the user in under a new session id (no fixation of an old one).
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn sign_in(&self, user: UserId) -> Result<(), ApiError> {
        self.0.cycle_id().await.map_err(ApiError::internal)?;
        self.0
            .insert(USER_ID_KEY, user.get())
            .await
            .map_err(ApiError::internal)
    }

    /// Deletes the session server-side; the middleware removes the cookie.
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn sign_out(&self) -> Result<(), ApiError> {
        self.0.flush().await.map_err(ApiError::internal)
    }

    /// Raw access for values other than the user id.
    pub fn inner(&self) -> &Session {
        &self.0
    }
}
