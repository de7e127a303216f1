/** The answers every handler of the fake API shares (`handlers.ts`, `lifecycle-handlers.ts`). */
import { HttpResponse, type JsonBodyType, type StrictRequest } from 'msw';

import type { Schemas } from '@/lib/api-types';

import { db } from './data';
import serverMessages from './server-messages.json';

/** An error body of the API: `{ code, message }`. */
export type ErrorBody = Schemas['ErrorBody'];

type ErrorCode = ErrorBody['code'];

/** The code the server gives an answer of `status` that has no code of its own (`ApiError::code`). */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'request.invalid',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'request.too_large',
  415: 'request.unsupported_type',
  422: 'request.refused',
  429: 'rate_limited',
  502: 'upstream.failed',
  503: 'unavailable',
};

/** An error answer of the API: a status and its body. */
export type ErrorAnswer = HttpResponse<ErrorBody>;

/** An error answer; `code` where the server has one of its own (`voucher.expired` …), else the status's. */
export function json(message: string, status: number, code?: ErrorCode): ErrorAnswer {
  return HttpResponse.json({ code: code ?? CODE_OF_STATUS[status] ?? 'internal', message }, { status });
}

/** Reads the JSON body and records it under `path` (see `receivedOn`). */
export async function receive<T extends JsonBodyType>(path: string, request: StrictRequest<T>): Promise<T> {
  const body = await request.json();
  db.received.push({ path, body });
  return body;
}

/** Like `require_admin`: 401 without a session, 403 for any other role; `null` for an admin. */
export function adminRefusal(): ErrorAnswer | null {
  if (db.sessionUser === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
  if (db.sessionUser.role !== 'admin') return json(serverMessages.adminForbidden, 403);
  return null;
}
