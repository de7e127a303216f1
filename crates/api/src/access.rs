//! Who is asking, settled before a handler reads its body.
//!
//! actix polls a handler's extractors together, so an async check written
//! as the first argument can lose the race against a JSON body that fails
//! to parse. The routes that need a signed-in user or an admin therefore
//! wrap themselves in [`signed_in_only`] or [`admin_only`]: the check runs
//! as route middleware, before any extractor, and leaves its answer in the
//! request for the [`SignedIn`] and [`Admin`] extractors. A guest sending an
//! admin route any body at all gets 401, a customer 403.

use std::future::ready;

use actix_web::{
    FromRequest, HttpMessage, HttpRequest, ResponseError,
    body::{EitherBody, MessageBody},
    dev::{Payload, ServiceRequest, ServiceResponse},
    middleware::Next,
    web,
};
use futures_util::future::LocalBoxFuture;
use shop_app::{Orderer, Requester};
use shop_domain::{Role, UserId};

use crate::{error::ApiError, session::SessionHandle, state::AppState, texts};

/// The signed-in user of a route wrapped in [`signed_in_only`].
#[derive(Debug, Clone, Copy)]
pub struct SignedIn(pub UserId);

/// The signed-in admin of a route wrapped in [`admin_only`].
#[derive(Debug, Clone, Copy)]
pub struct Admin(pub UserId);

/// Whoever asks about an order through this browser session: the signed-in
/// user and the guest orders this session placed or opened by payment link.
pub struct OrderRequester(pub Requester);

fn session_of(req: &HttpRequest) -> Result<SessionHandle, ApiError> {
    req.extensions()
        .get::<SessionHandle>()
        .cloned()
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("session middleware is not installed")))
}

fn state_of(req: &HttpRequest) -> Result<web::Data<AppState>, ApiError> {
    req.app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("application state is not installed")))
}

async fn signed_in(req: &HttpRequest) -> Result<SignedIn, ApiError> {
    Ok(SignedIn(session_of(req)?.require_user().await?))
}

async fn admin(req: &HttpRequest) -> Result<Admin, ApiError> {
    let SignedIn(user) = signed_in(req).await?;
    match state_of(req)?.accounts.current_user(user).await? {
        Some(account) if account.role == Role::Admin => Ok(Admin(user)),
        Some(_) => Err(ApiError::Forbidden(texts::NOT_AN_ADMIN.to_owned())),
        None => Err(ApiError::session_expired()),
    }
}

async fn order_requester(req: &HttpRequest) -> Result<OrderRequester, ApiError> {
    let session = session_of(req)?;
    Ok(OrderRequester(Requester {
        user: session.user_id().await?,
        is_admin: false,
        guest_orders: session.guest_orders().await?,
    }))
}

/// Runs `check` before the route; on refusal answers with its error.
async fn guarded<T: 'static, F>(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
    check: F,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error>
where
    F: AsyncFnOnce(&HttpRequest) -> Result<T, ApiError>,
{
    match check(req.request()).await {
        Ok(found) => {
            req.extensions_mut().insert(found);
            next.call(req)
                .await
                .map(ServiceResponse::map_into_left_body)
        }
        Err(refusal) => Ok(req
            .into_response(refusal.error_response())
            .map_into_right_body()),
    }
}

/// Route middleware: 401 unless someone is signed in.
///
/// # Errors
/// Only what the wrapped route returns.
pub async fn signed_in_only(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    guarded(req, next, signed_in).await
}

/// Route middleware: 401 unless someone is signed in, 403 unless an admin.
///
/// # Errors
/// Only what the wrapped route returns.
pub async fn admin_only(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    guarded(req, next, admin).await
}

/// Takes what the route middleware found; without it (a route that forgot
/// its wrap) checks on the spot, so a missing wrap never opens a route.
fn settled<T: Clone + 'static>(
    req: &HttpRequest,
    check: impl AsyncFnOnce(&HttpRequest) -> Result<T, ApiError> + 'static,
) -> LocalBoxFuture<'static, Result<T, ApiError>> {
    if let Some(found) = req.extensions().get::<T>().cloned() {
        return Box::pin(ready(Ok(found)));
    }
    let req = req.clone();
    Box::pin(async move { check(&req).await })
}

impl FromRequest for SignedIn {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        settled(req, signed_in)
    }
}

impl FromRequest for Admin {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        settled(req, admin)
    }
}

impl FromRequest for OrderRequester {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { order_requester(&req).await })
    }
}

/// Whoever may read an order's documents (invoices): as [`OrderRequester`],
/// and an admin for every order.
pub struct DocumentReader(pub Requester);

async fn document_reader(req: &HttpRequest) -> Result<DocumentReader, ApiError> {
    let OrderRequester(mut requester) = order_requester(req).await?;
    if let Some(user) = requester.user {
        requester.is_admin = state_of(req)?
            .accounts
            .current_user(user)
            .await?
            .is_some_and(|account| account.role == Role::Admin);
    }
    Ok(DocumentReader(requester))
}

impl FromRequest for DocumentReader {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { document_reader(&req).await })
    }
}

/// Who places an order: a guest, a customer, or an admin (who may also
/// create custom orders).
pub struct OrderingParty(pub Orderer);

async fn ordering_party(req: &HttpRequest) -> Result<OrderingParty, ApiError> {
    let Some(user) = session_of(req)?.user_id().await? else {
        return Ok(OrderingParty(Orderer::Guest));
    };
    Ok(OrderingParty(
        match state_of(req)?.accounts.current_user(user).await? {
            Some(account) if account.role == Role::Admin => Orderer::Admin(user),
            Some(_) => Orderer::Customer(user),
            None => return Err(ApiError::session_expired()),
        },
    ))
}

impl FromRequest for OrderingParty {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { ordering_party(&req).await })
    }
}
