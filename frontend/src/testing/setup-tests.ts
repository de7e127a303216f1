import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

import { clearToasts } from '@/lib/toast';

import { resetDb } from './data';
import { resetTaxOffice } from './eu-tax-fake';
import { resetInvoiceDb } from './invoice-handlers';
import { resetJobAdminDb } from './job-admin-handlers';
import { resetQrAdminDb } from './qr-admin-handlers';
import { resetQrLinkDb } from './qr-link-handlers';
import { server } from './server';
import { resetVoucherAdminDb } from './voucher-admin-handlers';

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

// jsdom has <dialog> without its modal behaviour. Enough of it for the tests:
// showModal opens and focuses the first control, Escape sends `cancel` to the
// last open dialog and closes it unless the event is cancelled.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const FIRST_CONTROL =
    'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = Array.from(document.querySelectorAll('dialog[open]')).at(-1);
    if (event.key !== 'Escape' || !(top instanceof HTMLDialogElement)) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  resetDb();
  resetVoucherAdminDb();
  resetQrAdminDb();
  resetJobAdminDb();
  resetInvoiceDb();
  resetQrLinkDb();
  resetTaxOffice();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());
