/**
 * Retry policy for queries (spec §9: 3 retries, exponential back-off starting
 * at 1 s, doubling, capped at 30 s). A throttled or unavailable server (429,
 * 503) may name its own wait in `Retry-After`; it is honoured up to the same
 * cap. Mutations are never retried (see `api.ts`).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const MAX_RETRIES = 3;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s, ... never above 30 s. */
export function backoffDelay(attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(BASE_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
}

/** Waits `ms`; rejects early when the request is aborted. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The wait a 429 or 503 answer asks for in its `Retry-After` header (delay in
 * seconds or an HTTP-date), in milliseconds; null when there is none to honour.
 */
export function retryAfterMs(response: Response | undefined, now = Date.now()): number | null {
  if (!response || (response.status !== 429 && response.status !== 503)) return null;
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function isRetryableStatus(status: number): boolean {
  if (status === 408 || status === 429) return true;
  if (status >= 400 && status < 500) return false;
  return status >= 500;
}

/**
 * Whether a failed query should be tried again. Client errors (4xx) are final,
 * except 408 (timeout) and 429 (throttled); server errors, timeouts and
 * network failures are retried up to `maxRetries` times.
 */
export function shouldRetry(error: FetchBaseQueryError, attempt: number, maxRetries = MAX_RETRIES): boolean {
  if (attempt > maxRetries) return false;
  if (typeof error.status === 'number') return isRetryableStatus(error.status);
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return true;
    case 'PARSING_ERROR':
      return isRetryableStatus(error.originalStatus);
    default:
      return false;
  }
}

/**
 * How long to wait before retry number `attempt`, or null for no retry. A
 * server that asks for more than the 30 s cap is given up on rather than
 * hammered early.
 */
export function retryDelay(
  error: FetchBaseQueryError,
  attempt: number,
  { maxRetries = MAX_RETRIES, retryAfter = null }: { maxRetries?: number; retryAfter?: number | null } = {},
): number | null {
  if (!shouldRetry(error, attempt, maxRetries)) return null;
  if (retryAfter === null) return backoffDelay(attempt);
  return retryAfter <= MAX_DELAY_MS ? retryAfter : null;
}
