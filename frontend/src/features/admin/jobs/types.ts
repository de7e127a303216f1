/**
 * The server's background jobs (`GET /api/admin/jobs`, `POST
 * /api/admin/jobs/{id}/retry`), declared here until the OpenAPI document
 * names them: then `JobDto` and `JobList` become `Schemas['JobDto']` and
 * `Schemas['JobList']` under the same names and fields.
 */

/** What a job does; the server may add kinds, shown as they come. */
export type JobKind =
  | 'deliver_mail'
  | 'issue_invoice'
  | 'prepare_proofs'
  | 'check_custom_order_qr'
  | 'remind_approval'
  | 'complete_refunds'
  | 'release_unpaid_uses'
  | 'delete_unused_uploads';

export type JobState = 'pending' | 'running' | 'done' | 'failed';

/** The two lists the back office shows, failed first. */
export type JobListState = Extract<JobState, 'failed' | 'pending'>;

/** One job; `dueAt` and `createdAt` are RFC 3339. */
export type JobDto = {
  id: number;
  kind: JobKind;
  orderId: number | null;
  attempts: number;
  lastError: string | null;
  dueAt: string;
  state: JobState;
  createdAt: string;
};

/** `GET /api/admin/jobs?state=…`: newest first, at most 100, and how many wait and failed in all. */
export type JobList = {
  jobs: JobDto[];
  pendingCount: number;
  failedCount: number;
};
