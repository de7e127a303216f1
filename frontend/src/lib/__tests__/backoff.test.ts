import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { backoffDelay, MAX_RETRIES, retryAfterMs, retryDelay, shouldRetry, wait } from '../backoff';

describe('backoffDelay', () => {
  it('starts at one second and doubles', () => {
    expect([1, 2, 3, 4, 5].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits longer than 30 seconds', () => {
    expect(backoffDelay(6)).toBe(30000);
    expect(backoffDelay(20)).toBe(30000);
  });

  it('treats attempt 0 like the first retry', () => {
    expect(backoffDelay(0)).toBe(1000);
  });
});

describe('wait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves after the given delay', async () => {
    let done = false;
    const waiting = wait(2000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('rejects at once when the request is aborted', async () => {
    const controller = new AbortController();
    const waiting = wait(4000, controller.signal);
    controller.abort(new Error('abgebrochen'));
    await expect(waiting).rejects.toThrow('abgebrochen');
  });
});

describe('shouldRetry', () => {
  const http = (status: number): FetchBaseQueryError => ({ status, data: { message: 'x' } });

  it('retries server errors, timeouts and network failures', () => {
    expect(shouldRetry(http(500), 1)).toBe(true);
    expect(shouldRetry(http(503), 1)).toBe(true);
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 1)).toBe(true);
    expect(shouldRetry({ status: 'TIMEOUT_ERROR', error: 'timeout' }, 1)).toBe(true);
  });

  it('does not retry client errors except 408 and 429', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) {
      expect(shouldRetry(http(status), 1)).toBe(false);
    }
    expect(shouldRetry(http(408), 1)).toBe(true);
    expect(shouldRetry(http(429), 1)).toBe(true);
  });

  it('stops after three retries by default', () => {
    expect(MAX_RETRIES).toBe(3);
    expect(shouldRetry(http(500), 3)).toBe(true);
    expect(shouldRetry(http(500), 4)).toBe(false);
  });

  it('honours a lower retry count of an endpoint', () => {
    expect(shouldRetry(http(500), 1, 0)).toBe(false);
  });

  it('judges unparsable bodies by their HTTP status', () => {
    expect(shouldRetry({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }, 1)).toBe(true);
    expect(shouldRetry({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' }, 1)).toBe(false);
  });
});

describe('retryAfterMs', () => {
  const answer = (status: number, retryAfter?: string) =>
    new Response(null, { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });

  it('reads a delay in seconds from a 429 or 503 answer', () => {
    expect(retryAfterMs(answer(429, '2'))).toBe(2000);
    expect(retryAfterMs(answer(503, '0'))).toBe(0);
  });

  it('reads an HTTP-date as the time left until then', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(retryAfterMs(answer(503, 'Sat, 01 Mar 2025 12:00:05 GMT'), now)).toBe(5000);
    expect(retryAfterMs(answer(503, 'Sat, 01 Mar 2025 11:59:00 GMT'), now)).toBe(0);
  });

  it('ignores the header on other answers and unreadable values', () => {
    expect(retryAfterMs(answer(500, '2'))).toBeNull();
    expect(retryAfterMs(answer(429))).toBeNull();
    expect(retryAfterMs(answer(429, 'bald'))).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });
});

describe('retryDelay', () => {
  const http = (status: number): FetchBaseQueryError => ({ status, data: { message: 'x' } });

  it('backs off exponentially without a Retry-After', () => {
    expect([1, 2, 3].map((attempt) => retryDelay(http(500), attempt))).toEqual([1000, 2000, 4000]);
  });

  it('waits as long as the server asks, up to 30 seconds', () => {
    expect(retryDelay(http(429), 1, { retryAfter: 2000 })).toBe(2000);
    expect(retryDelay(http(503), 3, { retryAfter: 30_000 })).toBe(30_000);
  });

  it('gives up when the server asks for more than 30 seconds', () => {
    expect(retryDelay(http(429), 1, { retryAfter: 30_001 })).toBeNull();
  });

  it('never retries what shouldRetry refuses', () => {
    expect(retryDelay(http(404), 1)).toBeNull();
    expect(retryDelay(http(429), 4, { retryAfter: 1000 })).toBeNull();
    expect(retryDelay(http(500), 1, { maxRetries: 0 })).toBeNull();
  });
});
