import { expect, test } from '@playwright/test';

test.describe('shop home', () => {
  test('switching the category tabs changes the product list', async ({ page }) => {
    await page.goto('/prime-shop');
    const offers = page.getByRole('list', { name: 'Prime-Shop-Angebote' });
    const names = offers.getByRole('heading', { level: 3 });

    await expect(page.getByRole('tab', { name: 'Prime Cards' })).toHaveAttribute('aria-selected', 'true');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).toContain('PrimeCard');
    await expect(names).toHaveCount(3);

    await page.getByRole('tab', { name: 'Flaschenöffner' }).click();
    await expect(names.first()).toContainText('Flaschenöffner');
    for (const name of await names.allTextContents()) expect(name).toContain('Flaschenöffner');
    await expect(names).toHaveCount(2);

    await page.getByRole('tab', { name: 'Prime Cards' }).click();
    await expect(names.first()).toContainText('PrimeCard');
  });

  test('prices are shown in euro, net of VAT', async ({ page }) => {
    await page.goto('/prime-shop');
    const firstCard = page.getByRole('list', { name: 'Prime-Shop-Angebote' }).getByRole('listitem').first();
    await expect(firstCard).toContainText(/\d+,\d{2} €/);
    await expect(firstCard).toContainText('exkl. MwSt');
  });

  test('a product card opens its detail route', async ({ page }) => {
    await page.goto('/prime-shop');
    const offers = page.getByRole('list', { name: 'Prime-Shop-Angebote' });
    await offers.getByRole('link', { name: 'View Details: PrimeCard Starter' }).click();
    await expect(page).toHaveURL(/\/prime-shop\/primeCardsDetails\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'PrimeCard Starter' })).toBeVisible();
    await expect(
      page.getByText('Größe: 4,5 cm x 7,5 cm, abgerundete Ecken, weiße matte PVC-Druckfläche'),
    ).toBeVisible();
  });

  test('a sample-number pack opens the magnet route', async ({ page }) => {
    await page.goto('/prime-shop');
    const packs = page.getByRole('list', { name: 'Für Kunden mit Musternummer' });
    await packs
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/prime-shop\/MBNCardsDetails\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Musternummer/ })).toBeVisible();
  });

  test('the empty cart shows its popup instead of navigating', async ({ page }) => {
    await page.goto('/prime-shop');
    await page.getByRole('button', { name: 'Warenkorb (0)' }).click();
    await expect(page.getByText('Der Warenkorb ist leer!')).toBeVisible();
    await expect(page).toHaveURL(/\/prime-shop$/);
  });
});
