//! Server-side sessions for actix-web on `tower-sessions-core`.
//!
//! actix-web is not a tower service, so this small middleware does what the
//! tower layer would: read the cookie, hand the handler a lazy [`Session`],
//! and afterwards save it and set or remove the cookie by tower-sessions'
//! rules. Handlers use the [`SessionHandle`] extractor.

use std::sync::{Arc, OnceLock};

use actix_web::{
    FromRequest, HttpMessage, HttpRequest,
    body::MessageBody,
    cookie::{Cookie, SameSite},
    dev::{Payload, ServiceRequest, ServiceResponse},
    middleware::Next,
    web,
};
use shop_db::DbSessionStore;
use shop_domain::OrderId;
use shop_ports::{sessions::USER_ID_KEY, users::UserId};
use tower_sessions_core::{Expiry, Session, session::Id};

use crate::error::ApiError;

pub const COOKIE_NAME: &str = "primecards_session";
/// The name over https: `__Host-` makes browsers accept the cookie only when
/// Secure, for path `/` and without a domain, so no subdomain can plant one.
pub const SECURE_COOKIE_NAME: &str = "__Host-primecards_session";

/// Session key of the guest orders this browser placed.
const GUEST_ORDERS_KEY: &str = "guest_orders";
/// How many guest orders one browser session can follow.
const MAX_GUEST_ORDERS: usize = 20;

/// How long a session lives without being changed.
const IDLE_LIFETIME: time::Duration = time::Duration::days(7);
/// How long a session lives at most, however busy: a stolen cookie stops
/// working by itself.
pub const ABSOLUTE_LIFETIME: chrono::TimeDelta = chrono::TimeDelta::days(30);
/// Session key of the moment (unix seconds) the session began.
pub const STARTED_AT_KEY: &str = "started_at";

pub struct SessionConfig {
    pub store: Arc<DbSessionStore>,
    pub secure_cookie: bool,
    /// What a session's age is measured by.
    pub clock: Arc<dyn shop_ports::clock::Clock>,
}

impl SessionConfig {
    pub fn cookie_name(&self) -> &'static str {
        if self.secure_cookie {
            SECURE_COOKIE_NAME
        } else {
            COOKIE_NAME
        }
    }
}

fn session_cookie(value: String, config: &SessionConfig) -> Cookie<'static> {
    let mut cookie = Cookie::new(config.cookie_name(), value);
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
    let cookie = req.cookie(config.cookie_name());
    let cookie_id = cookie
        .as_ref()
        .and_then(|cookie| cookie.value().parse::<Id>().ok());
    let lazy = Arc::new(LazySession {
        cookie_id,
        store: Arc::clone(&config.store),
        session: OnceLock::new(),
    });
    req.extensions_mut().insert(SessionHandle {
        lazy: Arc::clone(&lazy),
        cookie_sent: cookie.is_some(),
        clock: Arc::clone(&config.clock),
    });

    let mut response = next.call(req).await?;

    // A cookie that is no session id at all is removed even where no handler
    // asked for the session; otherwise an untouched session changes nothing.
    let garbled_cookie = cookie.is_some() && lazy.cookie_id.is_none();
    let session = if garbled_cookie {
        Some(lazy.get())
    } else {
        lazy.session.get()
    };
    let Some(session) = session else {
        return Ok(response);
    };

    let modified = session.is_modified();
    let empty = session.is_empty().await;
    if empty {
        if (modified || session.id().is_none()) && cookie.is_some() {
            // Flushed (logout), or the id names no live session: the browser forgets it too.
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

/// The request's session, built the first time a handler asks for it: a
/// route that never does (the catalogue, say) pays for no session at all.
struct LazySession {
    cookie_id: Option<Id>,
    store: Arc<DbSessionStore>,
    session: OnceLock<Session>,
}

impl LazySession {
    fn get(&self) -> &Session {
        self.session.get_or_init(|| {
            Session::new(
                self.cookie_id,
                Arc::clone(&self.store),
                Some(Expiry::OnInactivity(IDLE_LIFETIME)),
            )
        })
    }
}

/// The request's session, as handlers see it.
#[derive(Clone)]
pub struct SessionHandle {
    lazy: Arc<LazySession>,
    /// Whether the browser sent a session cookie at all.
    cookie_sent: bool,
    clock: Arc<dyn shop_ports::clock::Clock>,
}

impl FromRequest for SessionHandle {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(
            req.extensions()
                .get::<SessionHandle>()
                .cloned()
                .ok_or_else(|| {
                    ApiError::internal(anyhow::anyhow!("session middleware is not installed"))
                }),
        )
    }
}

impl SessionHandle {
    fn session(&self) -> &Session {
        self.lazy.get()
    }

    /// The signed-in user, if any.
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn user_id(&self) -> Result<Option<UserId>, ApiError> {
        if self.ended_by_age().await? {
            return Ok(None);
        }
        let raw: Option<i64> = self
            .session()
            .get(USER_ID_KEY)
            .await
            .map_err(ApiError::internal)?;
        Ok(raw.map(UserId::new))
    }

    /// Now, in seconds since the epoch, as the clock port tells it.
    fn now(&self) -> i64 {
        self.clock.now().and_utc().timestamp()
    }

    /// Ends a session older than [`ABSOLUTE_LIFETIME`]; true when it did.
    async fn ended_by_age(&self) -> Result<bool, ApiError> {
        let started: Option<i64> = self
            .session()
            .get(STARTED_AT_KEY)
            .await
            .map_err(ApiError::internal)?;
        let too_old =
            started.is_some_and(|started| self.now() - started > ABSOLUTE_LIFETIME.num_seconds());
        if too_old {
            self.session().flush().await.map_err(ApiError::internal)?;
        }
        Ok(too_old)
    }

    /// Stamps the session's start, once.
    async fn mark_started(&self) -> Result<(), ApiError> {
        let started: Option<i64> = self
            .session()
            .get(STARTED_AT_KEY)
            .await
            .map_err(ApiError::internal)?;
        if started.is_none() {
            self.session()
                .insert(STARTED_AT_KEY, self.now())
                .await
                .map_err(ApiError::internal)?;
        }
        Ok(())
    }

    /// True when the browser sent a session cookie that names no live
    /// session: it expired, was ended by a password reset, or never existed.
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn is_stale(&self) -> Result<bool, ApiError> {
        self.user_id().await?;
        Ok(self.cookie_sent && self.session().id().is_none())
    }

    /// The signed-in user, or 401 with the text the client recognises as an expired session.
    ///
    /// # Errors
    /// [`ApiError::Unauthorized`] when nobody is signed in.
    pub async fn require_user(&self) -> Result<UserId, ApiError> {
        self.user_id().await?.ok_or_else(ApiError::session_expired)
    }

    /// Signs the user in under a new session id (no fixation of an old one).
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn sign_in(&self, user: UserId) -> Result<(), ApiError> {
        self.session()
            .cycle_id()
            .await
            .map_err(ApiError::internal)?;
        // A signed-in session's lifetime counts from the sign-in.
        self.session()
            .insert(STARTED_AT_KEY, self.now())
            .await
            .map_err(ApiError::internal)?;
        self.session()
            .insert(USER_ID_KEY, user.get())
            .await
            .map_err(ApiError::internal)
    }

    /// Orders this browser session placed as a guest (newest last).
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn guest_orders(&self) -> Result<Vec<OrderId>, ApiError> {
        if self.ended_by_age().await? {
            return Ok(Vec::new());
        }
        let raw: Option<Vec<i64>> = self
            .session()
            .get(GUEST_ORDERS_KEY)
            .await
            .map_err(ApiError::internal)?;
        Ok(raw
            .unwrap_or_default()
            .into_iter()
            .map(OrderId::new)
            .collect())
    }

    /// Lets this browser session follow a guest order it placed (the
    /// confirmation page asks for its status). Only the newest few are kept.
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn remember_guest_order(&self, order: OrderId) -> Result<(), ApiError> {
        let mut orders: Vec<i64> = self
            .guest_orders()
            .await?
            .into_iter()
            .map(OrderId::get)
            .collect();
        orders.push(order.get());
        self.mark_started().await?;
        let keep_from = orders.len().saturating_sub(MAX_GUEST_ORDERS);
        self.session()
            .insert(GUEST_ORDERS_KEY, &orders[keep_from..])
            .await
            .map_err(ApiError::internal)
    }

    /// A value the session keeps for a handler (e.g. the last order's fingerprint).
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn get<T: serde::de::DeserializeOwned>(
        &self,
        key: &str,
    ) -> Result<Option<T>, ApiError> {
        self.session().get(key).await.map_err(ApiError::internal)
    }

    /// # Errors
    /// When the session store fails.
    pub async fn insert<T: serde::Serialize>(&self, key: &str, value: T) -> Result<(), ApiError> {
        self.session()
            .insert(key, value)
            .await
            .map_err(ApiError::internal)
    }

    /// Deletes the session server-side; the middleware removes the cookie.
    ///
    /// # Errors
    /// When the session store fails.
    pub async fn sign_out(&self) -> Result<(), ApiError> {
        // Loading first tells whether there is a stored session to delete at all.
        self.user_id().await?;
        if self.session().id().is_none() {
            return Ok(());
        }
        self.session().flush().await.map_err(ApiError::internal)
    }
}
