/**
 * Stored XSS: what strangers typed (contact messages, a guest's shipping
 * data and remarks) comes back in the back-office. Hostile payloads go in
 * through the real contact form and the API; the admin opens the messages
 * (every 'Show more' clicked) and the order detail. No script may run: no
 * `window.__xss`, no dialog, no CSP report of a blocked script, and every
 * payload shows as literal text.
 */
import { randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { toast } from './helpers';
import { guestShipping, placeGuestOrder, saveContactMessage, signInAsAdmin } from './shop-data';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  '<a href="javascript:window.__xss=1">klick</a> javascript:window.__xss=1',
];

/** Longer than the 79 characters the list shows, so 'Show more' must be used. */
function long(payload: string): string {
  return `${payload} Sehr geehrte Damen und Herren, bitte senden Sie uns ein Angebot für 500 Karten. ${payload}`;
}

type Watch = { dialogs: string[]; consoleErrors: string[]; violations: () => Promise<string[]> };

/**
 * Watches for any sign that a script ran or was attempted: dialogs, console
 * errors (a CSP refusal is logged as one) and `securitypolicyviolation`
 * events, collected by an init script in every document of the page.
 */
async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    dialogs,
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

async function expectNoScriptRan(page: Page, watched: Watch) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(watched.dialogs).toEqual([]);
  expect(await watched.violations()).toEqual([]);
  expect(
    watched.consoleErrors.filter((text) => /Content Security Policy|Refused to (execute|load|frame)/i.test(text)),
  ).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
  // No element the payloads would have made exists in the page.
  await expect(
    page.locator('main script, main iframe, main svg[onload], main img[onerror], main a[href^="javascript:"]'),
  ).toHaveCount(0);
}

test('hostile contact messages show as text in the back-office and run nothing', async ({ page, request, baseURL }) => {
  const run = randomUUID().slice(0, 6);
  const sent: Array<{ name: string; message: string }> = [];

  // One through the real contact form, the others straight to the API.
  const viaForm = { name: `XSS Formular ${run}`, message: long(PAYLOADS[1]) };
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
  await form.getByLabel('Name').fill(viaForm.name);
  await form.getByLabel('E-Mail').fill('xss@example.test');
  await form.getByLabel('Telefonnummer').fill('+49 2161 123456');
  await form.getByLabel('Nachricht').fill(viaForm.message);
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toast(page, 'Nachricht erfolgreich gespeichert!')).toBeVisible();
  sent.push(viaForm);

  for (const [index, payload] of PAYLOADS.entries()) {
    const message = { name: `XSS API ${index} ${run}`, message: long(payload) };
    await saveContactMessage(request, baseURL ?? '', {
      ...message,
      email: 'xss@example.test',
      phone: '+49 2161 123456',
    });
    sent.push(message);
  }
  // A short one, shown whole without a toggle.
  const short = { name: `XSS kurz ${run}`, message: PAYLOADS[0] };
  await saveContactMessage(request, baseURL ?? '', { ...short, email: 'xss@example.test', phone: '+49 2161 123456' });
  sent.push(short);

  const watched = await watch(page);
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Nachrichten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();

  for (const { name, message } of sent) {
    const card = page.getByRole('listitem', { name: `Nachricht von ${name}` });
    await expect(card).toBeVisible();
    if (message.length > 79) {
      await expect(card).not.toContainText(message);
      await card.getByRole('button', { name: 'Show more' }).click();
    }
    await expect(card.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoScriptRan(page, watched);
});

test("a guest order's hostile shipping data and remarks show as text on the order detail", async ({
  page,
  request,
}) => {
  // Within the server's field limits (company name 30, name and city 60, address 100 characters).
  const shipping = {
    ...guestShipping('xss'),
    responsableName: PAYLOADS[0],
    companyName: PAYLOADS[2],
    shippingAddress: PAYLOADS[3],
    city: PAYLOADS[1],
  };
  const remarks = long(PAYLOADS[4]);
  const orderId = await placeGuestOrder(request, shipping, { remarks });

  const watched = await watch(page);
  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  for (const text of [
    shipping.responsableName,
    shipping.companyName,
    shipping.shippingAddress,
    shipping.city,
    remarks,
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expectNoScriptRan(page, watched);
});
