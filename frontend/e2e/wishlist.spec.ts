/**
 * Wishlist journeys against the real API: a guest is asked to sign in; an
 * activated customer adds a product from its page, sees the badge, gets the
 * duplicate notice, finds the row (with today's date) on /my-wishlist, opens
 * the product from there and removes the row again.
 */
import { expect, test, type Page } from '@playwright/test';

import { createActiveAccount, logOut, signIn, toast } from './helpers';

const STARTER = { id: 2, name: 'PrimeCard Starter' };

function wishlistButton(page: Page, count?: number) {
  const name = count === undefined ? 'Wunschliste' : `Wunschliste (${count})`;
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** Today in Germany, as the page writes dates (dd.mm.yyyy): after 23:00 UTC in winter it is already tomorrow there. */
function todayInGermany(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(new Date()),
  );
}

test('a guest is asked to sign in before adding to the wishlist', async ({ page }) => {
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/wishlists/save-wished-product')) saves += 1;
  });
  await page.goto(`/prime-shop/primeCardsDetails/${STARTER.id}`);
  await expect(page.getByRole('heading', { level: 1, name: STARTER.name })).toBeVisible();

  await page.getByRole('button', { name: 'Zur Wunschliste' }).click();
  await expect(toast(page, 'Sie müssen sich anmelden, um ein Produkt zu Ihrer Wunschliste hinzuzufügen')).toBeVisible();
  expect(saves).toBe(0);

  // The heart has no badge for a guest and leads to the sign-in fallback of the page.
  await expect(wishlistButton(page)).toBeVisible();
  await wishlistButton(page).click();
  await expect(page).toHaveURL(/\/my-wishlist$/);
  await expect(page.getByText('Bitte melden Sie sich an')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/sign-in');
});

test('a customer adds a product, sees it on /my-wishlist, opens it and removes it', async ({ page, request }) => {
  const account = await createActiveAccount(request, 'wishlist');

  // Signing in from the page's fallback comes back to the page.
  await page.goto('/my-wishlist');
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('E-Mail', { exact: true }).fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(/\/my-wishlist$/);
  await expect(page.getByText('Ihre Wunschliste ist noch nicht gefüllt!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt füllen!' })).toHaveAttribute('href', '/prime-shop');
  await expect(wishlistButton(page, 0)).toBeVisible();

  // An empty list answers the heart with the popup.
  await wishlistButton(page, 0).click();
  await expect(page.getByText('Wunschliste ist leer!')).toBeVisible();

  await page.goto(`/prime-shop/primeCardsDetails/${STARTER.id}`);
  await expect(page.getByRole('heading', { level: 1, name: STARTER.name })).toBeVisible();
  const savedOn = await todayInGermany(page);
  await page.getByRole('button', { name: 'Zur Wunschliste' }).click();
  await expect(toast(page, 'Produkt auf der Wunschliste!')).toBeVisible();
  await expect(wishlistButton(page, 1)).toBeVisible();

  await page.getByRole('button', { name: 'Zur Wunschliste' }).click();
  await expect(toast(page, 'Das Produkt befindet sich bereits auf Ihrer Wunschliste')).toBeVisible();
  await expect(wishlistButton(page, 1)).toBeVisible();

  // The badge survives a reload: the list comes from the server at app start.
  await page.reload();
  await expect(wishlistButton(page, 1)).toBeVisible();

  await wishlistButton(page, 1).click();
  await expect(page).toHaveURL(/\/my-wishlist$/);
  const table = page.getByRole('table', { name: 'Produkte auf Ihrer Wunschliste' });
  const row = table.getByRole('row').filter({ hasText: STARTER.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('PrimeCard / Flaschenöffner');
  await expect(row).toContainText(/\d+,\d{2} €/);
  const shownDate = (await row.locator('time').textContent()) ?? '';
  expect([savedOn, await todayInGermany(page)]).toContain(shownDate);

  await row.getByRole('link', { name: 'Produkt ansehen' }).click();
  await expect(page).toHaveURL(new RegExp(`/prime-shop/primeCardsDetails/${STARTER.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: STARTER.name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/my-wishlist$/);
  await page.getByRole('button', { name: `Entfernen: ${STARTER.name}` }).click();
  await expect(toast(page, 'Produkt von der Wunschliste entfernt')).toBeVisible();
  await expect(page.getByText('Ihre Wunschliste ist noch nicht gefüllt!')).toBeVisible();
  await expect(wishlistButton(page, 0)).toBeVisible();
});

test('the next customer on the same browser never sees the previous wishlist', async ({ page, request }) => {
  const first = await createActiveAccount(request, 'wishlist-first');
  const second = await createActiveAccount(request, 'wishlist-second');

  await signIn(page, first.email, first.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/prime-shop/primeCardsDetails/${STARTER.id}`);
  await page.getByRole('button', { name: 'Zur Wunschliste' }).click();
  await expect(wishlistButton(page, 1)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: first.companyName }).click();
  await logOut(page, page.getByRole('banner'));
  await expect(wishlistButton(page)).toBeVisible();

  await signIn(page, second.email, second.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(wishlistButton(page, 0)).toBeVisible();
  await page.goto('/my-wishlist');
  await expect(page.getByText('Ihre Wunschliste ist noch nicht gefüllt!')).toBeVisible();
});
