import { expect, test } from '@playwright/test';

import { collectConsoleErrors } from './helpers';
import { signInAsAdmin } from './shop-data';

/** Every route of spec §2 with the level-1 heading a guest sees there. */
const ROUTES: [path: string, heading: string | RegExp][] = [
  ['/home', 'Ihr Restaurant bleibt im Gedächtnis – und am Kühlschrank.'],
  ['/sign-in', 'Loggen Sie sich in Ihr Konto ein'],
  ['/sign-up', 'Erstellen Sie Ihr Konto'],
  ['/paymentError', 'Zahlungsfehler'],
  ['/unauthorized', 'Unbefugter Zugriff'],
  ['/404', 'Ressource nicht gefunden'],
  ['/checkout', 'Kasse'],
  ['/prime-shop', 'Ihr Restaurant – direkt am Kühlschrank Ihrer Gäste'],
  ['/prime-shop/primeCardsDetails/2', 'PrimeCard Starter'],
  ['/prime-shop/MBNCardsDetails/5', /Musternummer/],
  ['/shopping-cart', 'Warenkorb'],
  ['/contact', 'Kontaktieren Sie uns!'],
  ['/terms-and-conditions', 'Allgemeine Geschäftsbedingungen'],
  ['/Impressum', 'Impressum'],
  ['/impressum', 'Impressum'],
  ['/faq', 'Häufig gestellte Fragen'],
  ['/data-protection', 'Datenschutzerklärung'],
  ['/pending-page', 'Bestellbestätigung'],
  ['/my-orders', 'Meine Bestellungen'],
  ['/my-data', 'Meine Daten'],
  ['/my-wishlist', 'Meine Wunschliste'],
  ['/activate', 'Kontoaktivierung'],
  ['/forgot-password', 'Passwort vergessen'],
  ['/reset-password', 'Passwort zurücksetzen'],
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/dashboard/orders', 'Bestellungen'],
  ['/admin/dashboard/orders/1', 'Bestellungen'],
  ['/admin/dashboard/orders/add-order', 'Bestellungen'],
  ['/admin/dashboard/products', 'Produkte'],
  ['/admin/dashboard/samples', 'Proben'],
  ['/admin/dashboard/messages', 'Nachrichten'],
];

/** Collects console errors and uncaught exceptions, e.g. CSP violations. */
for (const [path, heading] of ROUTES) {
  test(`a guest opening ${path} sees its page`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(page.url()).toContain(path);
    expect(errors).toEqual([]);
  });
}

test('/ lands on /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Jetzt entdecken !' }).first()).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/diese-seite-gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Ressource nicht gefunden' })).toBeVisible();
  await expect(page.getByText(/wurde nicht gefunden/)).toBeVisible();
});

test('a non-numeric product id is replaced by /404', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/abc');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ressource nicht gefunden' })).toBeVisible();
});

test('a product id the API does not know shows the not-found page', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Ressource nicht gefunden' })).toBeVisible();
});

test('on a 390 px phone a customer page shows its content, with the top bar', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible();
  await expect(page.getByText('Die mobile Version kommt bald!')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the back office at 768 px shows its notice instead of its pages', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltungsbereich' })).toBeVisible();
  await expect(
    page.getByText(
      'Der Verwaltungsbereich ist für größere Bildschirme gemacht. Bitte öffnen Sie ihn auf einem Laptop oder Desktop.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin-Navigation' })).toHaveCount(0);

  // Wide enough again: the back office itself.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('navigation', { name: 'Admin-Navigation' })).toBeVisible();
});
