import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';

import { server } from '@/testing/server';

import { api } from '../api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<{ ok: boolean }, void>({ query: () => '/probe' }),
    probeWrite: build.mutation<{ ok: boolean }, void>({ query: () => ({ url: '/probe', method: 'POST' }) }),
  }),
});

function makeProbeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

describe('baseQueryWithRetry', () => {
  afterEach(() => vi.useRealTimers());

  it('never retries a mutation, not even after a server error', async () => {
    let calls = 0;
    server.use(
      http.post('/api/probe', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Server-Fehler' }, { status: 500 });
      }),
    );
    const store = makeProbeStore();

    const result = await store.dispatch(probeApi.endpoints.probeWrite.initiate());

    expect(result.error).toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });

  it('waits as long as a throttled query is told in Retry-After before trying again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.use(
      http.get('/api/probe', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Zu viele Anfragen' }, { status: 429, headers: { 'Retry-After': '2' } })
          : HttpResponse.json({ ok: true });
      }),
    );
    const store = makeProbeStore();

    const request = store.dispatch(probeApi.endpoints.probeRead.initiate());
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await request;

    expect(calls).toBe(2);
    expect(result.data).toEqual({ ok: true });
  });
});
