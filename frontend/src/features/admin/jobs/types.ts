/**
 * The server's background jobs (`GET /api/admin/jobs`, `POST
 * /api/admin/jobs/{id}/retry`) as the OpenAPI document names them.
 */
import type { Schemas } from '@/lib/api-types';

/** What a job does; the server may add kinds, shown as they come. */
export type JobKind = Schemas['JobKind'];

export type JobState = Schemas['JobState'];

/** The two lists the back office shows, failed first. */
export type JobListState = Extract<JobState, 'failed' | 'pending'>;

/** One job; `dueAt` and `createdAt` are RFC 3339. */
export type JobDto = Schemas['JobDto'];

/**
 * `GET /api/admin/jobs?state=…`: newest first, at most 100, how many wait
 * and failed in all, and how many mails are not yet delivered.
 */
export type JobList = Schemas['JobList'];
