use std::sync::{Arc, Mutex};

use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
use mockall::predicate::{always, eq};
use shop_domain::{
    OrderId,
    job::{JobKind, JobState},
};
use shop_ports::{
    clock::MockClock,
    jobs::{Job, JobEnd, NewJob},
    mailer::OutgoingMail,
    testing::MockRepos,
    write,
};

use super::{
    JobError, JobWorker, JobsAdmin, LEASE, MockJobHandler, RetryJobError, enqueue_for_order,
    queue_mail,
};

fn noon() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 12, 16)
        .unwrap()
        .and_hms_opt(12, 0, 0)
        .unwrap()
}

fn clock() -> Arc<MockClock> {
    let mut clock = MockClock::new();
    clock.expect_now().returning(noon);
    Arc::new(clock)
}

fn job(id: i64, kind: JobKind, attempts: u32) -> Job {
    Job {
        id,
        kind,
        order_id: Some(OrderId::new(7)),
        payload: "{}".into(),
        attempts,
        due_at: noon(),
        last_error: None,
        state: JobState::Running,
        created_at: noon(),
        claim: 3,
    }
}

/// How each claim ended, by job id, as the worker recorded it.
type Ends = Arc<Mutex<Vec<(i64, JobEnd)>>>;

/// A worker whose table hands out `claimed` once and records how each claim ended.
fn worker_ending(claimed: Vec<Job>, handler: MockJobHandler) -> (JobWorker, Ends) {
    let mut repos = MockRepos::default();
    let once = Mutex::new(Some(claimed));
    repos
        .jobs
        .expect_claim_due()
        .withf(|now, lease, _| *now == noon() && *lease == noon() + LEASE)
        .returning(move |_, _, _| Ok(once.lock().unwrap().take().unwrap_or_default()));
    let ends = Arc::new(Mutex::new(Vec::new()));
    let recorded = Arc::clone(&ends);
    repos
        .jobs
        .expect_finish()
        .returning(move |id, claim, end, _| {
            assert_eq!(claim, 3, "the end is written for the claim that ran");
            recorded.lock().unwrap().push((id, end.clone()));
            Ok(true)
        });
    repos.jobs.expect_renew().returning(|_, _, _| Ok(true));
    let worker = JobWorker::new(Arc::new(repos.into_store()), clock(), Arc::new(handler));
    (worker, ends)
}

#[tokio::test]
async fn a_job_that_succeeds_is_done_and_a_sweep_is_due_again() {
    let mut handler = MockJobHandler::new();
    handler.expect_run().times(2).returning(|_| Ok(()));
    let (worker, ends) = worker_ending(
        vec![
            job(1, JobKind::IssueInvoice, 1),
            job(2, JobKind::CompleteRefunds, 1),
        ],
        handler,
    );

    assert_eq!(worker.run_due().await.unwrap(), 2);

    let mut ends = ends.lock().unwrap().clone();
    ends.sort_by_key(|(id, _)| *id);
    assert_eq!(
        ends,
        [
            (1, JobEnd::Done),
            (2, JobEnd::Again(noon() + TimeDelta::minutes(1)))
        ]
    );
}

#[tokio::test]
async fn a_failed_job_is_retried_by_the_policy_and_fails_for_good_after_the_fifth_pause() {
    let mut handler = MockJobHandler::new();
    handler
        .expect_run()
        .returning(|_| Err(JobError::Retry("renderer down".into())));
    let (worker, ends) = worker_ending(
        vec![
            job(1, JobKind::IssueInvoice, 1),
            job(2, JobKind::IssueInvoice, 3),
            job(3, JobKind::IssueInvoice, 6),
        ],
        handler,
    );

    worker.run_due().await.unwrap();

    let mut ends = ends.lock().unwrap().clone();
    ends.sort_by_key(|(id, _)| *id);
    assert_eq!(
        ends,
        [
            (
                1,
                JobEnd::RetryAt(noon() + TimeDelta::minutes(1), "renderer down".into())
            ),
            (
                2,
                JobEnd::RetryAt(noon() + TimeDelta::minutes(30), "renderer down".into())
            ),
            (3, JobEnd::Failed("renderer down".into())),
        ]
    );
}

#[tokio::test]
async fn a_permanent_failure_is_not_retried() {
    let mut handler = MockJobHandler::new();
    handler
        .expect_run()
        .returning(|_| Err(JobError::Permanent("mailbox unknown".into())));
    let (worker, ends) = worker_ending(vec![job(4, JobKind::DeliverMail, 1)], handler);

    worker.run_due().await.unwrap();

    assert_eq!(
        *ends.lock().unwrap(),
        [(4, JobEnd::Failed("mailbox unknown".into()))]
    );
}

#[tokio::test]
async fn nothing_due_runs_nothing() {
    let mut handler = MockJobHandler::new();
    handler.expect_run().never();
    let (worker, ends) = worker_ending(Vec::new(), handler);

    assert_eq!(worker.run_due().await.unwrap(), 0);
    assert!(ends.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_mail_is_queued_with_its_delivery_job_in_the_same_transaction() {
    let mut repos = MockRepos::default();
    repos
        .outbox
        .expect_enqueue()
        .times(1)
        .returning(|_, _| Ok(41));
    repos
        .jobs
        .expect_enqueue()
        .withf(|job: &NewJob, now| {
            job.kind == JobKind::DeliverMail
                && job.payload == r#"{"mailId":41}"#
                && job.order_id == Some(OrderId::new(7))
                && job.due_at == noon()
                && job.unique_key.as_deref() == Some("deliver_mail:41")
                && *now == noon()
        })
        .times(1)
        .returning(|_, _| Ok(true));
    let store = repos.into_store();
    let mail = OutgoingMail {
        to: "k@example.de".into(),
        subject: "Hallo".into(),
        html_body: String::new(),
        text_body: String::new(),
        attachments: Vec::new(),
    };

    write(&store, move |repos| {
        queue_mail(repos, &mail, Some(OrderId::new(7)), noon())
    })
    .await
    .unwrap();
}

#[tokio::test]
async fn an_order_job_is_keyed_by_order_and_occasion() {
    let mut repos = MockRepos::default();
    repos
        .jobs
        .expect_enqueue()
        .withf(|job: &NewJob, _| {
            job.unique_key.as_deref() == Some("issue_invoice:7:paid") && job.payload == "{}"
        })
        .times(1)
        .returning(|_, _| Ok(false));
    let store = repos.into_store();

    write(&store, |repos| {
        enqueue_for_order(
            repos,
            JobKind::IssueInvoice,
            OrderId::new(7),
            "paid",
            noon(),
        )
    })
    .await
    .unwrap();
}

#[tokio::test]
async fn only_a_failed_job_is_retried_by_hand() {
    let mut repos = MockRepos::default();
    repos
        .jobs
        .expect_retry()
        .with(eq(1), always())
        .returning(|id, _| {
            Ok(Some(Job {
                state: JobState::Pending,
                ..job(id, JobKind::IssueInvoice, 0)
            }))
        });
    repos.jobs.expect_retry().returning(|_, _| Ok(None));
    repos
        .jobs
        .expect_find()
        .returning(|id| Ok((id == 2).then(|| job(2, JobKind::IssueInvoice, 1))));
    let admin = JobsAdmin::new(Arc::new(repos.into_store()), clock());

    assert_eq!(admin.retry(1).await.unwrap().state, JobState::Pending);
    assert!(matches!(
        admin.retry(2).await,
        Err(RetryJobError::NotFailed)
    ));
    assert!(matches!(admin.retry(3).await, Err(RetryJobError::NotFound)));
}

#[tokio::test]
async fn an_order_names_each_kind_that_failed_once() {
    let mut repos = MockRepos::default();
    repos.jobs.expect_failed_for_order().returning(|_| {
        Ok(vec![
            job(1, JobKind::IssueInvoice, 5),
            job(2, JobKind::IssueInvoice, 5),
        ])
    });
    let admin = JobsAdmin::new(Arc::new(repos.into_store()), clock());

    assert_eq!(
        admin.problems_of(OrderId::new(7)).await.unwrap(),
        ["Rechnung konnte nicht erstellt werden – bitte prüfen"]
    );
}
