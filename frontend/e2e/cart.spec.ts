/**
 * The cart in a real browser against the real API: a bottle opener from the
 * 'Flaschenöffner' tab (no preview needed), a magnet pack by sample number
 * from 'Für Kunden mit Musternummer', the cart page (quantities, totals with
 * 19 % MwSt, removal, empty state) and a logo that survives a reload in
 * IndexedDB while localStorage keeps only its reference.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { canvasPng } from './logo-png';
import { collectConsoleErrors } from './helpers';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

type Product = { productId: number; name: string; price: number; relativePrice: number };

/** Console errors of the page; a finished page logs none. */
function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(text);
}

/** German euro amount as the shop writes it: 123456 -> '1.234,56 €'. */
function euro(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${String(cents % 100).padStart(2, '0')} €`;
}

/** 19 % VAT, rounded half up to the cent: the rule of crates/domain/src/money.rs. */
function vat(cents: number): number {
  return Math.floor((cents * 19 + 50) / 100);
}

async function product(request: APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/products/get-product-byId/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

function orderForm(page: Page) {
  return page.getByRole('form', { name: 'Bestellformular' });
}

async function addBottleOpener(page: Page, name: string) {
  await page.goto('/prime-shop');
  await page.getByRole('tab', { name: 'Flaschenöffner' }).click();
  await page
    .getByRole('list', { name: 'Prime-Shop-Angebote' })
    .getByRole('link', { name: `View Details: ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Front and back of the opener, no preview and no 'Anwenden'.
  const views = page.getByRole('radiogroup', { name: 'Produktansichten' });
  await expect(views.getByRole('radio')).toHaveCount(2);
  await views.getByText('Rückseite').click();
  await expect(page.getByRole('img', { name: `${name} – Rückseite` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anwenden' })).toHaveCount(0);
  await expect(orderForm(page).getByRole('button', { name: 'Add To WishList' })).toBeVisible();

  await orderForm(page).getByLabel('QR Code URL').fill('www.kneipe-am-eck.de');
  await orderForm(page)
    .getByLabel('Logo')
    .setInputFiles(await canvasPng(page, 480, 480, { colour: '#1f5fa8' }));
  await expect(orderForm(page).getByText('Ausgewählt: logo.png')).toBeVisible();
  await expect(orderForm(page).getByText('Pflichtfeld')).toHaveCount(0);
  await orderForm(page).getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
}

async function addMagnetPack(page: Page, sampleNumber: string) {
  await page.goto('/prime-shop');
  await page
    .getByRole('list', { name: 'Für Kunden mit Musternummer' })
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/prime-shop\/MBNCardsDetails\/\d+$/);
  const form = orderForm(page);
  await form.getByLabel('Verarbeitung').selectOption(PACKED);
  await form.getByLabel('Musternummer').fill(sampleNumber);
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

function cartRows(page: Page) {
  return page.getByRole('table', { name: 'Produkte im Warenkorb' }).locator('tbody tr');
}

test('a bottle opener goes into the cart without a preview, and its logo survives a reload', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const opener = await product(request, 1);
  await addBottleOpener(page, opener.name);

  await page.goto('/shopping-cart');
  const row = cartRows(page).filter({ hasText: opener.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('—');
  await expect(row).toContainText(euro(opener.price));
  await expect(row).toContainText('www.kneipe-am-eck.de');
  const logo = row.getByRole('img', { name: `Logo für ${opener.name}` });
  await expect(logo).toHaveAttribute('src', /^data:image\/png;base64,/);

  // localStorage keeps a reference only; the image itself lives in IndexedDB.
  const stored = await page.evaluate(() => window.localStorage.getItem('shopping-cart') ?? '');
  expect(stored).toMatch(/"logo":"idb:logo:[0-9a-f]{64}"/);
  expect(stored).not.toContain('base64');

  await page.reload();
  await expect(logo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await expect(row.getByText('Logo nicht mehr verfügbar', { exact: false })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a magnet pack ordered by sample number carries the number into the cart', async ({ page, request }) => {
  const productId = await addMagnetPack(page, 'MN-1002');
  const pack = await product(request, productId);

  await page.goto('/shopping-cart');
  const row = cartRows(page).filter({ hasText: pack.name });
  await expect(row).toContainText('Musternummer');
  await expect(row).toContainText('MN-1002');
  await expect(row).toContainText(PACKED);
  await expect(row).toContainText(euro(pack.price + pack.relativePrice));
});

test('the cart page changes quantities, totals with 19 % MwSt, removes lines and empties', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const opener = await product(request, 1);
  await addBottleOpener(page, opener.name);
  const packId = await addMagnetPack(page, 'MN-1001');
  const pack = await product(request, packId);
  const packPrice = pack.price + pack.relativePrice;

  await page.getByRole('button', { name: 'Warenkorb (2)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(cartRows(page)).toHaveCount(2);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Produkt',
    'Typ',
    'Preis',
    'Menge',
    'Zwischensumme',
    'Entfernen',
  ]);

  const overview = page.getByRole('complementary', { name: 'Überblick' });
  const expectTotals = async (net: number) => {
    await expect(overview).toContainText(`Zwischensumme${euro(net)}`);
    await expect(overview).toContainText(`19 % MwSt${euro(vat(net))}`);
    await expect(overview).toContainText('VersandKostenlos');
    await expect(overview).toContainText(`Gesamt${euro(net + vat(net))}`);
  };
  await expectTotals(opener.price + packPrice);

  const packRow = cartRows(page).filter({ hasText: pack.name });
  await packRow.getByRole('button', { name: `Menge erhöhen: ${pack.name}` }).click();
  await packRow.getByRole('button', { name: `Menge erhöhen: ${pack.name}` }).click();
  await expect(packRow.getByRole('spinbutton', { name: `Menge: ${pack.name}` })).toHaveValue('3');
  await expect(packRow.getByRole('spinbutton', { name: `Menge: ${pack.name}` })).toBeDisabled();
  await expect(packRow.getByRole('cell').nth(4)).toHaveText(euro(packPrice * 3));
  await expectTotals(opener.price + packPrice * 3);

  await packRow.getByRole('button', { name: `Menge verringern: ${pack.name}` }).click();
  await expectTotals(opener.price + packPrice * 2);

  // The quantities survive a reload (localStorage).
  await page.reload();
  await expect(cartRows(page).filter({ hasText: pack.name }).getByRole('spinbutton')).toHaveValue('2');

  await page.getByRole('button', { name: `Entfernen: ${opener.name}` }).click();
  await expect(toast(page, 'Produkt aus dem Warenkorb entfernt')).toBeVisible();
  await expect(cartRows(page)).toHaveCount(1);
  await expectTotals(packPrice * 2);
  await expect(page.getByRole('button', { name: 'Warenkorb (1)' })).toBeVisible();

  await expect(overview.getByRole('link', { name: 'Zur Kasse gehen' })).toHaveAttribute('href', '/checkout');
  await expect(overview.getByRole('link', { name: 'Zurück zum Einkaufen' })).toHaveAttribute('href', '/prime-shop');

  await page.getByRole('button', { name: `Entfernen: ${pack.name}` }).click();
  await expect(page.getByText('Sie haben noch keine Produkte platziert')).toBeVisible();
  await page.getByRole('link', { name: 'Jetzt einkaufen!' }).click();
  await expect(page).toHaveURL(/\/prime-shop$/);
  expect(errors).toEqual([]);
});
