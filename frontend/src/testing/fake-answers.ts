/** The answers every handler of the fake API shares (`handlers.ts`, `lifecycle-handlers.ts`). */
import { HttpResponse, type JsonBodyType, type StrictRequest } from 'msw';

import type { Schemas } from '@/lib/api-types';

import { db } from './data';
import serverMessages from './server-messages.json';

/**
 * An error body of the API: `{ code, message }`. The OpenAPI document names
 * only `message` until it is regenerated with the stable `code`.
 */
export type ErrorBody = Schemas['ErrorBody'] & { code?: string };

/** An error answer of the API: a status and its body. */
export type ErrorAnswer = HttpResponse<ErrorBody>;

/** An error answer; `code` where the front end branches on it (`voucher.expired` …). */
export function json(message: string, status: number, code?: string): ErrorAnswer {
  return HttpResponse.json(code === undefined ? { message } : { code, message }, { status });
}

/** Reads the JSON body and records it under `path` (see `receivedOn`). */
export async function receive<T extends JsonBodyType>(path: string, request: StrictRequest<T>): Promise<T> {
  const body = await request.json();
  db.received.push({ path, body });
  return body;
}

/** Like `require_admin`: 401 without a session, 403 for any other role; `null` for an admin. */
export function adminRefusal(): ErrorAnswer | null {
  if (db.sessionUser === null) return json(serverMessages.sessionExpired, 401);
  if (db.sessionUser.role !== 'admin') return json(serverMessages.adminForbidden, 403);
  return null;
}
