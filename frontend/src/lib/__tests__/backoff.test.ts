import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { backoff, backoffDelay, MAX_RETRIES, shouldRetry } from '../backoff';

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

describe('backoff', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves after the delay of the attempt', async () => {
    let done = false;
    const waiting = backoff(2).then(() => {
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
    const waiting = backoff(3, MAX_RETRIES, controller.signal);
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
