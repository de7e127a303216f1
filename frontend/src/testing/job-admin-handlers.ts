/**
 * The fake API of the server's background jobs: the failed or the waiting
 * ones, newest first (at most 100) with both counts and the number of mails
 * waiting to be sent, and the retry of a failed one, for admins only. The
 * jobs live in their own small store here, emptied before each test like
 * `db` (setup-tests.ts); a test seeds jobs with `seedJob`. The OpenAPI
 * document does not name these calls yet, so they are plain msw handlers.
 */
import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';

import type { JobDto, JobList, JobListState } from '@/features/admin/jobs/types';

import { db } from './data';
import { adminRefusal, json, type ErrorBody } from './fake-answers';

/** The contract's texts, word for word. */
export const jobAdminMessages = {
  notFound: 'Die Aufgabe wurde nicht gefunden.',
  notFailed: 'Nur fehlgeschlagene Aufgaben können erneut versucht werden.',
} as const;

/** The most jobs one list holds. */
const LIST_LIMIT = 100;

export const jobAdminDb = {
  /** The jobs, oldest first (the lists answer newest first). */
  jobs: [] as JobDto[],
};

export function resetJobAdminDb(): void {
  jobAdminDb.jobs = [];
}

/** Stores a job: a failed mail of no order after 5 attempts, created after those before it, unless told otherwise. */
export function seedJob(job: Partial<JobDto> = {}): JobDto {
  const created = Date.UTC(2026, 4, 1, 8) + jobAdminDb.jobs.length * 60_000;
  const stored: JobDto = {
    id: jobAdminDb.jobs.length + 1,
    kind: 'deliver_mail',
    orderId: null,
    attempts: 5,
    lastError: 'SMTP: Verbindung abgelehnt',
    dueAt: new Date(created + 3_600_000).toISOString(),
    state: 'failed',
    createdAt: new Date(created).toISOString(),
    ...job,
  };
  jobAdminDb.jobs.push(stored);
  return stored;
}

function isListState(state: string | null): state is JobListState {
  return state === 'failed' || state === 'pending';
}

function countOf(state: JobListState): number {
  return jobAdminDb.jobs.filter((job) => job.state === state).length;
}

/** The mails not yet delivered: the waiting mail jobs, those waiting for another attempt included. */
function waitingMailCount(): number {
  return jobAdminDb.jobs.filter((job) => job.kind === 'deliver_mail' && job.state === 'pending').length;
}

export const jobAdminHandlers = [
  http.get<PathParams, DefaultBodyType, JobList | ErrorBody>('/api/admin/jobs', ({ request }) => {
    const refusal = adminRefusal();
    if (refusal !== null) return refusal;
    const state = new URL(request.url).searchParams.get('state');
    if (!isListState(state)) return json('Ungültige Anfrage', 400, 'request.invalid');
    const jobs = jobAdminDb.jobs
      .filter((job) => job.state === state)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, LIST_LIMIT);
    return HttpResponse.json<JobList>({
      jobs,
      pendingCount: countOf('pending'),
      failedCount: countOf('failed'),
      waitingMailCount: waitingMailCount(),
    });
  }),
  http.post<{ id: string }, DefaultBodyType, JobDto | ErrorBody>('/api/admin/jobs/:id/retry', ({ params }) => {
    const refusal = adminRefusal();
    if (refusal !== null) return refusal;
    db.received.push({ path: `/admin/jobs/${params.id}/retry`, body: null });
    const job = jobAdminDb.jobs.find((candidate) => String(candidate.id) === params.id);
    if (job === undefined) return json(jobAdminMessages.notFound, 404, 'not_found');
    if (job.state !== 'failed') return json(jobAdminMessages.notFailed, 409, 'conflict');
    job.state = 'pending';
    job.dueAt = new Date().toISOString();
    return HttpResponse.json<JobDto>(job);
  }),
];
