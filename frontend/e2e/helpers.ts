/**
 * Helpers shared by the journeys: unique accounts made through the real API
 * and its mailed activation link, the sign-in form, and the toast region.
 */
import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

import { waitForMailLink } from './mail';

export function uniqueEmail(journey: string): string {
  return `e2e-${journey}-${randomUUID().slice(0, 8)}@example.test`;
}

export function newCompany(journey: string) {
  return {
    companyName: `E2E ${journey}`,
    email: uniqueEmail(journey),
    phone: '+49 170 1234567',
    password: `start-${randomUUID().slice(0, 8)}`,
  };
}

/**
 * A client address of its own for each new customer, as real customers have.
 * The journeys' server trusts 127.0.0.1 as its proxy (playwright.config.ts),
 * so the per-address limits (sign-up, activation, contact) count each
 * customer apart instead of the whole suite as one client.
 */
export function customerAddress(): { 'X-Forwarded-For': string } {
  const [a, b, c] = randomUUID()
    .replace(/-/g, '')
    .match(/../g)!
    .map((hex) => parseInt(hex, 16));
  return { 'X-Forwarded-For': `10.${a}.${b}.${c}` };
}

/** An active customer account, made through the API and its mailed activation link. */
export async function createActiveAccount(request: APIRequestContext, journey: string) {
  const company = newCompany(journey);
  const headers = customerAddress();
  const signUp = await request.post('/api/auth/sign-up', { data: company, headers });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const link = new URL(await waitForMailLink(company.email, '/activate'));
  const activation = await request.post('/api/users/activate-user', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    headers,
  });
  expect(activation.status(), await activation.text()).toBe(200);
  return company;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
}

/**
 * Clicks 'Ausloggen' (in `within`, e.g. the top bar) and waits for the
 * server's answer. The shop forgets the user at once and tells the server
 * afterwards; a navigation right after the click could cut that request off
 * and leave a session cookie the next page's check answers with 401.
 */
export async function logOut(page: Page, within: Page | Locator = page) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/logout') && response.request().method() === 'POST',
  );
  await within.getByRole('button', { name: 'Ausloggen' }).click();
  expect((await answered).ok()).toBe(true);
}

export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(text);
}

/** Every console error and uncaught exception of the page, for a journey to assert none happened. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const requestsOf = new WeakMap<Page, Set<Request>>();

/** The page's requests not answered yet, counted from the first call on. */
function requestsInFlight(page: Page): Set<Request> {
  let open = requestsOf.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    requestsOf.set(page, requests);
    open = requests;
  }
  return open;
}

/**
 * Runs in the page: loaded, no loader showing, every image and font in. A
 * lazy image out of view is not fetched at all; one in view shows as an open
 * request.
 */
function atRest(): boolean {
  return (
    document.readyState === 'complete' &&
    document.querySelector('[aria-busy="true"]') === null &&
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy') &&
    document.fonts.status === 'loaded'
  );
}

/**
 * Opens `url` and waits until its content has arrived: no request of the page
 * open and the page at rest (`atRest`), seen twice in a row so that a request
 * an answer starts is waited for too. Playwright's 'networkidle' waited a
 * fixed half second of silence on every page instead.
 */
export async function openSettled(page: Page, url: string) {
  const open = requestsInFlight(page);
  await page.goto(url);
  let quietBefore = false;
  await expect
    .poll(
      async () => {
        const quiet = open.size === 0 && (await page.evaluate(atRest));
        const settled = quiet && quietBefore;
        quietBefore = quiet;
        return settled;
      },
      { message: `${url} settles`, intervals: [50] },
    )
    .toBe(true);
}
