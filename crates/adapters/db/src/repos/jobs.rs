use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{
    OrderId,
    job::{JobKind, JobState},
};
use shop_ports::{
    StoreError,
    jobs::{Job, JobEnd, JobRepository, NewJob},
};

use super::{DbRepos, on_backend};
use crate::{
    connection::DbConnection,
    errors::{MapDb, corrupt, count},
    schema::jobs,
};

type JobRow = (
    i64,
    String,
    String,
    Option<i64>,
    String,
    i32,
    NaiveDateTime,
    Option<String>,
    NaiveDateTime,
    i64,
);

macro_rules! job_columns {
    () => {
        (
            jobs::id,
            jobs::kind,
            jobs::payload,
            jobs::order_id,
            jobs::state,
            jobs::attempts,
            jobs::due_at,
            jobs::last_error,
            jobs::created_at,
            jobs::claim,
        )
    };
}

fn job_of(row: JobRow) -> Result<Job, StoreError> {
    let (id, kind, payload, order_id, state, attempts, due_at, last_error, created_at, claim) = row;
    Ok(Job {
        id,
        kind: JobKind::parse(&kind).map_err(|error| corrupt("job kind", error))?,
        order_id: order_id.map(OrderId::new),
        payload,
        attempts: u32::try_from(attempts).map_err(|_| corrupt("job attempts", attempts))?,
        due_at,
        last_error,
        state: JobState::parse(&state).map_err(|error| corrupt("job state", error))?,
        created_at,
        claim,
    })
}

/// A stored error is for reading, not for filling the disk.
const ERROR_MAX_CHARS: usize = 2_000;

fn shortened(error: &str) -> String {
    error.chars().take(ERROR_MAX_CHARS).collect()
}

impl JobRepository for DbRepos<'_> {
    fn enqueue(&mut self, job: &NewJob, now: NaiveDateTime) -> Result<bool, StoreError> {
        let insert = diesel::insert_into(jobs::table)
            .values((
                jobs::kind.eq(job.kind.as_str()),
                jobs::payload.eq(&job.payload),
                jobs::order_id.eq(job.order_id.map(OrderId::get)),
                jobs::state.eq(JobState::Pending.as_str()),
                jobs::attempts.eq(0),
                jobs::due_at.eq(job.due_at),
                jobs::claim.eq(0),
                jobs::unique_key.eq(&job.unique_key),
                jobs::created_at.eq(now),
                jobs::updated_at.eq(now),
            ))
            .on_conflict_do_nothing();
        // A unique key seen before is no error: on PostgreSQL an error would end the transaction.
        let inserted = on_backend!(self.conn, insert, execute).map_db()?;
        Ok(inserted == 1)
    }

    fn claim_due(
        &mut self,
        now: NaiveDateTime,
        lease_until: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<Job>, StoreError> {
        let due = jobs::table
            .filter(
                jobs::state
                    .eq(JobState::Pending.as_str())
                    .and(jobs::due_at.le(now))
                    .or(jobs::state
                        .eq(JobState::Running.as_str())
                        .and(jobs::lease_until.lt(now))),
            )
            .order((jobs::due_at, jobs::id))
            .limit(i64::from(limit))
            .select(job_columns!());
        // PostgreSQL: rows another instance is claiming are skipped, not waited
        // for. SQLite writes one transaction at a time, so its select cannot race.
        let candidates: Vec<JobRow> = match self.conn {
            DbConnection::Postgresql(conn) => due.for_update().skip_locked().load(conn),
            DbConnection::Sqlite(conn) => due.load(conn),
        }
        .map_db()?;
        let mut claimed = Vec::with_capacity(candidates.len());
        for row in candidates {
            let mut job = job_of(row)?;
            // Conditional on the claim read: of two racing workers one wins.
            let won = diesel::update(jobs::table.find(job.id).filter(jobs::claim.eq(job.claim)))
                .set((
                    jobs::state.eq(JobState::Running.as_str()),
                    jobs::lease_until.eq(Some(lease_until)),
                    jobs::claim.eq(job.claim + 1),
                    jobs::attempts.eq(jobs::attempts + 1),
                    jobs::updated_at.eq(now),
                ))
                .execute(self.conn)
                .map_db()?;
            if won == 1 {
                job.claim += 1;
                job.attempts += 1;
                job.state = JobState::Running;
                claimed.push(job);
            }
        }
        Ok(claimed)
    }

    fn renew(
        &mut self,
        id: i64,
        claim: i64,
        lease_until: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        let renewed = diesel::update(
            jobs::table
                .find(id)
                .filter(jobs::claim.eq(claim))
                .filter(jobs::state.eq(JobState::Running.as_str())),
        )
        .set(jobs::lease_until.eq(Some(lease_until)))
        .execute(self.conn)
        .map_db()?;
        Ok(renewed == 1)
    }

    fn finish(
        &mut self,
        id: i64,
        claim: i64,
        end: &JobEnd,
        now: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        let mine = jobs::table
            .find(id)
            .filter(jobs::claim.eq(claim))
            .filter(jobs::state.eq(JobState::Running.as_str()));
        let no_lease: Option<NaiveDateTime> = None;
        let written = match end {
            JobEnd::Done => diesel::update(mine)
                .set((
                    jobs::state.eq(JobState::Done.as_str()),
                    jobs::lease_until.eq(no_lease),
                    jobs::updated_at.eq(now),
                ))
                .execute(self.conn),
            JobEnd::Again(due_at) => diesel::update(mine)
                .set((
                    jobs::state.eq(JobState::Pending.as_str()),
                    jobs::attempts.eq(0),
                    jobs::due_at.eq(*due_at),
                    jobs::lease_until.eq(no_lease),
                    jobs::last_error.eq(None::<String>),
                    jobs::updated_at.eq(now),
                ))
                .execute(self.conn),
            JobEnd::RetryAt(due_at, error) => diesel::update(mine)
                .set((
                    jobs::state.eq(JobState::Pending.as_str()),
                    jobs::due_at.eq(*due_at),
                    jobs::lease_until.eq(no_lease),
                    jobs::last_error.eq(Some(shortened(error))),
                    jobs::updated_at.eq(now),
                ))
                .execute(self.conn),
            JobEnd::Failed(error) => diesel::update(mine)
                .set((
                    jobs::state.eq(JobState::Failed.as_str()),
                    jobs::lease_until.eq(no_lease),
                    jobs::last_error.eq(Some(shortened(error))),
                    jobs::updated_at.eq(now),
                ))
                .execute(self.conn),
        }
        .map_db()?;
        Ok(written == 1)
    }

    fn retry(&mut self, id: i64, now: NaiveDateTime) -> Result<Option<Job>, StoreError> {
        let retried = diesel::update(
            jobs::table
                .find(id)
                .filter(jobs::state.eq(JobState::Failed.as_str())),
        )
        .set((
            jobs::state.eq(JobState::Pending.as_str()),
            jobs::attempts.eq(0),
            jobs::due_at.eq(now),
            jobs::updated_at.eq(now),
        ))
        .execute(self.conn)
        .map_db()?;
        if retried == 0 {
            return Ok(None);
        }
        self.find(id)
    }

    fn find(&mut self, id: i64) -> Result<Option<Job>, StoreError> {
        jobs::table
            .find(id)
            .select(job_columns!())
            .first::<JobRow>(self.conn)
            .optional()
            .map_db()?
            .map(job_of)
            .transpose()
    }

    fn list(&mut self, state: JobState, limit: u32) -> Result<Vec<Job>, StoreError> {
        jobs::table
            .filter(jobs::state.eq(state.as_str()))
            .order(jobs::id.desc())
            .limit(i64::from(limit))
            .select(job_columns!())
            .load::<JobRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(job_of)
            .collect()
    }

    fn count(&mut self, state: JobState) -> Result<u64, StoreError> {
        let total: i64 = jobs::table
            .filter(jobs::state.eq(state.as_str()))
            .count()
            .get_result(self.conn)
            .map_db()?;
        Ok(count(total))
    }

    fn bring_forward(&mut self, kind: JobKind, now: NaiveDateTime) -> Result<u64, StoreError> {
        let moved = diesel::update(
            jobs::table
                .filter(jobs::kind.eq(kind.as_str()))
                .filter(jobs::state.eq(JobState::Pending.as_str()))
                .filter(jobs::attempts.gt(0))
                .filter(jobs::due_at.gt(now)),
        )
        .set(jobs::due_at.eq(now))
        .execute(self.conn)
        .map_db()?;
        Ok(moved as u64)
    }

    fn count_of_kind(&mut self, kind: JobKind, states: &[JobState]) -> Result<u64, StoreError> {
        let total: i64 = jobs::table
            .filter(jobs::kind.eq(kind.as_str()))
            .filter(jobs::state.eq_any(states.iter().map(|state| state.as_str())))
            .count()
            .get_result(self.conn)
            .map_db()?;
        Ok(count(total))
    }

    fn failed_for_order(&mut self, order_id: OrderId) -> Result<Vec<Job>, StoreError> {
        jobs::table
            .filter(jobs::order_id.eq(order_id.get()))
            .filter(jobs::state.eq(JobState::Failed.as_str()))
            .order(jobs::id)
            .select(job_columns!())
            .load::<JobRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(job_of)
            .collect()
    }
}
