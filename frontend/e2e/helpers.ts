/**
 * Helpers shared by the journeys: unique accounts made through the real API
 * and its mailed activation link, the sign-in form, and the toast region.
 */
import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
