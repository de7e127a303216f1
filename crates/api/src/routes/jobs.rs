//! 'Hintergrundaufgaben': the back office's window on the jobs table.

use actix_web::{HttpResponse, get, middleware::from_fn, post, web};

use crate::{
    access::{Admin, admin_only},
    dto::jobs::{JobDto, JobList, JobStateQuery},
    error::{ApiError, ErrorBody},
    state::AppState,
};

#[utoipa::path(
    tag = "admin",
    params(JobStateQuery),
    responses(
        (status = 200, description = "The newest 100 jobs in the state asked for (failed when none), newest first, with the counts of pending and failed jobs", body = JobList),
        (status = 400, description = "A state other than failed or pending", body = ErrorBody),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[get("/admin/jobs", wrap = "from_fn(admin_only)")]
pub async fn list_jobs(
    state: web::Data<AppState>,
    _admin: Admin,
    query: web::Query<JobStateQuery>,
) -> Result<HttpResponse, ApiError> {
    let wanted = query
        .state()
        .ok_or_else(|| ApiError::bad_request("state: bitte 'failed' oder 'pending' angeben"))?;
    let list = state.jobs.list(wanted).await?;
    Ok(HttpResponse::Ok().json(JobList {
        jobs: list.jobs.iter().map(JobDto::from).collect(),
        pending_count: list.pending,
        failed_count: list.failed,
        waiting_mail_count: list.waiting_mails,
    }))
}

#[utoipa::path(
    tag = "admin",
    params(("id" = i64, Path, description = "The job's id")),
    responses(
        (status = 200, description = "The job, pending again and due now with fresh attempts", body = JobDto),
        (status = 401, description = "Not signed in or session expired", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "Die Aufgabe wurde nicht gefunden.", body = ErrorBody),
        (status = 409, description = "Nur fehlgeschlagene Aufgaben können erneut versucht werden.", body = ErrorBody),
        (status = 500, description = "Server error", body = ErrorBody),
    )
)]
#[post("/admin/jobs/{id}/retry", wrap = "from_fn(admin_only)")]
pub async fn retry_job(
    state: web::Data<AppState>,
    _admin: Admin,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let job = state.jobs.retry(id.into_inner()).await?;
    Ok(HttpResponse::Ok().json(JobDto::from(&job)))
}
