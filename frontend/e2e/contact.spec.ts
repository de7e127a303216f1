/**
 * The contact form in a real browser against the real API: a message is
 * saved, and every §5 message shows once its field was touched.
 */
import { randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { collectConsoleErrors, toast } from './helpers';

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Schreiben Sie uns' });
}

test('a message is saved, confirmed and the form emptied', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const text = `Bitte rufen Sie mich wegen eines Musters an. (${randomUUID().slice(0, 8)})`;
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/messages/save-message'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktieren Sie uns!' })).toBeVisible();
  await expect(page.getByText('Mo-Do 10:00-18:00, Freitag 10:00-15:30')).toBeVisible();

  const form = contactForm(page);
  await form.getByLabel('Name').fill('Maria Rossi');
  await form.getByLabel('E-Mail').fill('maria@pizzeria-roma.example');
  await form.getByLabel('Telefonnummer').fill('+49 2161 123456');
  await form.getByLabel('Nachricht').fill(text);
  await form.getByRole('button', { name: 'Nachricht senden' }).click();

  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    message: { name: 'Maria Rossi', email: 'maria@pizzeria-roma.example', phone: '+49 2161 123456', message: text },
  });
  await expect(toast(page, 'Nachricht erfolgreich gespeichert!')).toBeVisible();
  for (const label of ['Name', 'E-Mail', 'Telefonnummer', 'Nachricht']) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }
  await expect(form.getByText('Pflichtfeld')).toHaveCount(0);

  expect(errors).toEqual([]);
});

test('every field shows its message once touched, and nothing is sent', async ({ page }) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await expect(form.getByText('Pflichtfeld')).toHaveCount(0);

  const leave = async (label: string, value: string) => {
    await form.getByLabel(label).fill(value);
    await form.getByLabel(label).press('Tab');
  };

  await leave('Name', '');
  await expect(form.getByText('Pflichtfeld')).toHaveCount(1);
  await leave('Name', 'M'.repeat(31));
  await expect(form.getByText('Der Name darf nicht länger als 30 Zeichen sein')).toBeVisible();
  await leave('E-Mail', 'maria@pizzeria');
  await expect(form.getByText('Ungültige E-Mail')).toBeVisible();
  await leave('Telefonnummer', 'bitte anrufen');
  await expect(form.getByText('Ungültige Telefonnummer')).toBeVisible();
  await leave('Telefonnummer', '+49 2161 123456 78901');
  await expect(form.getByText('Die Telefonnummer darf nicht länger als 20 Zeichen sein')).toBeVisible();
  await leave('Nachricht', 'x'.repeat(256));
  await expect(form.getByText('Nachricht darf 255 Zeichen nicht überschreiten')).toBeVisible();

  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/messages/save-message')) sent = true;
  });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Der Name darf nicht länger als 30 Zeichen sein')).toBeVisible();
  expect(sent).toBe(false);
});

test("a phone number with fewer than 5 digits is refused at the field with the server's text, and nothing is sent", async ({
  page,
}) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/messages/save-message') saves.push(request.method());
  });

  await page.goto('/contact');
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Maria Rossi');
  await form.getByLabel('E-Mail').fill('maria@pizzeria-roma.example');
  await form.getByLabel('Nachricht').fill('Bitte rufen Sie mich zurück.');
  const phone = form.getByLabel('Telefonnummer');
  // The pattern fits, but four digits reach no one: the server refuses it, so the form does.
  await phone.fill('0170');
  await phone.press('Tab');
  await expect(form.getByText('Ungültige Telefonnummer', { exact: true })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Ungültige Telefonnummer');

  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(phone).toHaveAccessibleDescription('Ungültige Telefonnummer');
  expect(saves).toEqual([]);

  // With a reachable number the same form is sent once: the refused attempt sent nothing.
  await phone.fill('0170 1234567');
  await expect(form.getByText('Ungültige Telefonnummer', { exact: true })).toHaveCount(0);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/messages/save-message'));
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await saved).status()).toBe(201);
  await expect(toast(page, 'Nachricht erfolgreich gespeichert!')).toBeVisible();
  expect(saves).toEqual(['POST']);
});
