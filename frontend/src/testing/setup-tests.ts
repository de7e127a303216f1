import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

import { clearToasts } from '@/lib/toast';

import { resetDb } from './data';
import { server } from './server';

// Node's fetch only takes absolute URLs; the browser resolves the app's
// same-origin '/api/...' calls against the page. Do the same under jsdom.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin).toString() : input, init);
  }
} as typeof Request;

// findBy* waits up to 1 s by default, too short on a loaded two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  resetDb();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());
