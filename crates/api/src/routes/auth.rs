//! Session state as the front end sees it (spec §7 `/auth/initialCheck`, `/auth/logout`).

use actix_web::{HttpResponse, get, post, web};
use serde::Serialize;
use shop_ports::users::User;
use utoipa::ToSchema;

use crate::{
    error::{ApiError, ErrorBody},
    session::SessionHandle,
    state::AppState,
};

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

#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, description = "The signed-in user, or null", body = InitialCheck),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/auth/initialCheck")]
pub async fn initial_check(
    state: web::Data<AppState>,
    session: SessionHandle,
) -> Result<HttpResponse, ApiError> {
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
    Ok(HttpResponse::Ok().json(MessageBody {
        message: "Sie wurden erfolgreich abgemeldet".to_owned(),
    }))
}
