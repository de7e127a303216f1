/**
 * The sample-number lookup on /prime-shop against the real API and its demo
 * samples (MN-1001 'Da Luigi', MN-1002, MN-1003).
 */
import { expect, test, type Page } from '@playwright/test';

import { toast } from './helpers';

function lookup(page: Page) {
  return page.getByRole('region', { name: 'Musternummer suchen' });
}

async function search(page: Page, number: string) {
  await lookup(page).getByLabel('Musternummer', { exact: true }).fill(number);
  await lookup(page).getByRole('button', { name: 'Muster suchen' }).click();
}

test.describe('sample lookup', () => {
  test('a known number shows its design until it is closed', async ({ page }) => {
    await page.goto('/prime-shop');
    await search(page, 'MN-1001');

    const image = lookup(page).getByRole('img', { name: 'Muster MN-1001 von Da Luigi' });
    await expect(image).toBeVisible();
    // The image really loads from the API.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(lookup(page).getByLabel('Musternummer', { exact: true })).toHaveValue('');
    await expect(
      lookup(page)
        .getByRole('link', { name: /Musternummer/ })
        .first(),
    ).toHaveAttribute('href', /\/prime-shop\/MBNCardsDetails\/\d+$/);

    await lookup(page).getByRole('button', { name: 'Muster schließen' }).click();
    await expect(image).toBeHidden();
  });

  test('an unknown number shows the not-found message, which goes away by itself', async ({ page }) => {
    await page.goto('/prime-shop');
    await search(page, 'XYZ');

    const message = lookup(page).getByText('Es wurde kein passendes Muster gefunden für: XYZ');
    await expect(message).toBeVisible();
    await expect(lookup(page).getByLabel('Musternummer', { exact: true })).toHaveValue('');
    await expect(toast(page, 'Es wurde kein passendes Muster gefunden für: XYZ')).toHaveCount(0);
    await expect(message).toBeHidden({ timeout: 5000 });
  });

  test('more than 10 characters are refused before any request', async ({ page }) => {
    await page.goto('/prime-shop');
    let lookups = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/samples/get-product-byMNB')) lookups += 1;
    });
    const field = lookup(page).getByLabel('Musternummer', { exact: true });
    await field.fill('MN-10010000');
    await field.blur();
    await expect(lookup(page).getByText('Die Musternummer darf nicht länger als 10 Zeichen sein')).toBeVisible();

    await lookup(page).getByRole('button', { name: 'Muster suchen' }).click();
    await expect(lookup(page).getByText('Die Musternummer darf nicht länger als 10 Zeichen sein')).toBeVisible();
    expect(lookups).toBe(0);
  });
});
