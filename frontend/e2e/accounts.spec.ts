/**
 * Account journeys against the real API: sign-up with the mailed activation
 * link, password reset through the mailed link, an expired session, and the
 * admin's landing page. Each journey has its own address. The server throttles
 * after 5 failed sign-ins per account and per client address in 15 minutes:
 * these journeys produce none.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { createActiveAccount, logOut, newCompany, signIn, toast } from './helpers';
import { waitForMailLink, waitForMailLinks } from './mail';

const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };

test('sign up, activate through the mailed link, sign in, use the account menu and log out', async ({ page }) => {
  const company = newCompany('signup');

  await page.goto('/sign-up');
  await page.getByLabel('Firmenname').fill(company.companyName);
  await page.getByLabel('E-Mail', { exact: true }).fill(company.email);
  await page.getByLabel('Telefonnummer').fill(company.phone);
  await page.getByLabel('Passwort', { exact: true }).fill(company.password);
  await page.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await page.getByRole('button', { name: 'Absenden' }).click();

  // The answer of /users/send-activation-email, in green.
  await expect(page.locator('[data-kind="success"]')).toContainText('Aktivierungslink');
  await expect(page).toHaveURL(/\/sign-in$/);

  // Sign-up mails a link and the front end asks for another, which voids the first. Both
  // are written within milliseconds, often in the same file-time tick, so the newest cannot
  // always be told apart: open them newest first until one activates.
  const activationLinks = await waitForMailLinks(company.email, '/activate', { settleMs: 3000 });
  const activated = page.getByText('Ihre E-Mail wurde erfolgreich aktiviert!');
  const refused = page.getByText('Der Aktivierungslink ist ungültig oder abgelaufen');
  for (const link of activationLinks) {
    expect(new URL(link).searchParams.get('email')).toBe(company.email);
    await page.goto(link);
    await expect(activated.or(refused)).toBeVisible();
    if (await activated.isVisible()) break;
  }
  await expect(activated).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('E-Mail', { exact: true }).fill(company.email);
  await page.getByLabel('Passwort', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page.locator('[data-kind="success"]')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: company.companyName }).click();
  await expect(bar.getByRole('link', { name: 'Meine Bestellungen' })).toBeVisible();
  await logOut(page, bar);
  await expect(bar.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // The server session is gone too: a reload stays signed out.
  await page.reload();
  await expect(bar.getByRole('link', { name: 'Anmelden' })).toBeVisible();
});

test('forgot password, follow the mailed reset link, set a new password and sign in with it', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request, 'reset');
  const newPassword = `neu-${randomUUID().slice(0, 8)}`;

  const requestedAt = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Reset-Link senden' }).click();
  await expect(toast(page, 'Link zum Zurücksenden gesendet! Überprüfen Sie Ihre E-Mail.')).toBeVisible();
  await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue('');

  const resetLink = await waitForMailLink(account.email, '/reset-password', { since: requestedAt });
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(toast(page, 'Das Passwort wurde erfolgreich zurückgesetzt')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, account.email, newPassword);
  await expect(page.locator('[data-kind="success"]')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: account.companyName })).toBeVisible();
});

test('a session the server no longer knows ends with a notice on /sign-in', async ({ page, context, request }) => {
  const account = await createActiveAccount(request, 'expired');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'primecards_session');
  expect(session, 'the sign-in sets the session cookie').toBeDefined();
  // Same shape as a real id (16 random bytes, base64url), but unknown to the server.
  const forged = randomBytes(16).toString('base64url');
  expect(forged).not.toBe(session?.value);
  await context.addCookies([
    {
      name: 'primecards_session',
      value: forged,
      domain: session?.domain,
      path: session?.path ?? '/',
      expires: session?.expires,
      httpOnly: session?.httpOnly,
      secure: session?.secure,
      sameSite: session?.sameSite,
    },
  ]);

  await page.reload();
  await expect(toast(page, 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});

test('the admin lands on the orders dashboard after sign-in', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.locator('[data-kind="success"]')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
});
