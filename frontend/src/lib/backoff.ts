/**
 * Retry policy for API calls (spec §9: 3 retries, exponential back-off starting
 * at 1 s, doubling, capped at 30 s).
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

/** Waits `backoffDelay(attempt)`; rejects early when the request is aborted. */
export function backoff(attempt: number, _maxRetries?: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, backoffDelay(attempt));
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isRetryableStatus(status: number): boolean {
  if (status === 408 || status === 429) return true;
  if (status >= 400 && status < 500) return false;
  return status >= 500;
}

/**
 * Whether a failed call should be tried again. Client errors (4xx) are final,
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
