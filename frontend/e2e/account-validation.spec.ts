/**
 * Every validation message of the sign-in, sign-up, forgot-password and
 * reset-password forms (spec §5), in the real browser: none shows before a
 * field is touched, each shows once the field was left with a bad value.
 */
import { expect, test, type Page } from '@playwright/test';

/** Types `value` into the field and leaves it, which marks it touched. */
async function leave(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
}

async function expectMessage(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

test('sign-in shows its messages only after a field was touched', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByText('Pflichtfeld')).toHaveCount(0);

  await leave(page, 'E-Mail', '');
  await expectMessage(page, 'Pflichtfeld');
  await leave(page, 'E-Mail', 'kein-at-zeichen');
  await expectMessage(page, 'Ungültige E-Mail');
  await leave(page, 'Passwort', '12345');
  await expectMessage(page, 'Das Passwort muss mindestens 6 Zeichen lang sein');
});

test('sign-up shows every rule of its four fields', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByText('Pflichtfeld')).toHaveCount(0);

  await leave(page, 'Firmenname', '');
  await expectMessage(page, 'Pflichtfeld');
  await leave(page, 'Firmenname', 'x'.repeat(31));
  await expectMessage(page, 'Der Firmenname darf nicht länger als 30 Zeichen sein');
  await leave(page, 'E-Mail', 'name@domain');
  await expectMessage(page, 'Ungültige E-Mail');
  await leave(page, 'Telefonnummer', 'nicht-anrufen');
  await expectMessage(page, 'Ungültige Telefonnummer');
  await leave(page, 'Telefonnummer', '+49 170 1234567 89012');
  await expectMessage(page, 'Die Telefonnummer darf nicht länger als 20 Zeichen sein');
  await leave(page, 'Passwort', 'kurz');
  await expectMessage(page, 'Das Passwort muss mindestens 6 Zeichen lang sein');
});

test("sign-up refuses a phone number with fewer than 5 digits at the field, with the server's text, and sends nothing", async ({
  page,
}) => {
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/sign-up') signUps.push(request.method());
  });

  await page.goto('/sign-up');
  await leave(page, 'Firmenname', 'Pizzeria Roma');
  await leave(page, 'E-Mail', 'roma-short-phone@example.test');
  await leave(page, 'Passwort', 'geheim-genug');
  // The pattern fits, but four digits reach no one: the server refuses it, so the form does.
  await leave(page, 'Telefonnummer', '0170');
  const phone = page.getByLabel('Telefonnummer', { exact: true });
  await expectMessage(page, 'Ungültige Telefonnummer');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Ungültige Telefonnummer');

  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(phone).toHaveAccessibleDescription('Ungültige Telefonnummer');
  await expect(page).toHaveURL(/\/sign-up$/);
  expect(signUps).toEqual([]);
});

test('forgot-password needs a valid e-mail', async ({ page }) => {
  await page.goto('/forgot-password');

  await leave(page, 'E-Mail', '');
  await expectMessage(page, 'Pflichtfeld');
  await leave(page, 'E-Mail', 'a@b');
  await expectMessage(page, 'Ungültige E-Mail');
});

test('reset-password shows its four messages', async ({ page }) => {
  await page.goto('/reset-password?token=e2e-not-a-real-token');

  await leave(page, 'Neues Passwort', '');
  await expectMessage(page, 'Neues Passwort ist erforderlich');
  await leave(page, 'Neues Passwort', '123');
  await expectMessage(page, 'Das Passwort muss mindestens 6 Zeichen lang sein');
  await leave(page, 'Passwort bestätigen', '');
  await expectMessage(page, 'Bitte bestätigen Sie Ihr Passwort');
  await leave(page, 'Neues Passwort', 'richtig-lang');
  await leave(page, 'Passwort bestätigen', 'anders-lang');
  await expectMessage(page, 'Passwörter müssen übereinstimmen');
});
