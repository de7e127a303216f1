/**
 * The logo's print resolution in a real browser, which decodes the upload:
 * fitted into its 23 x 18 mm box, a 100 x 100 px logo prints at 141 dpi and
 * is refused (below 150 dpi: 'Vorschau' still draws it, 'Anwenden' does not
 * take it), a 230 x 180 px logo prints at 254 dpi and is only warned about
 * (below 300 dpi). The bottle opener's form refuses and warns the same way.
 */
import { expect, test, type Page } from '@playwright/test';

import { toast } from './helpers';
import { canvasPng } from './logo-png';

const REFUSAL =
  'Ihr Logo ist für den Druck zu klein (141 dpi). Bitte laden Sie eine Datei mit mindestens 107 × 107 Pixeln hoch.';
const WARNING =
  'Die Auflösung Ihres Logos ist gering (254 dpi). Für ein scharfes Druckbild empfehlen wir mindestens 300 dpi.';
const APPLIED = 'Ihr Design wurde angewendet.';
const NOT_APPLIED = 'Ihre Daten müssen angewendet werden, um das Produkt in den Warenkorb zu legen';
const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

function previewForm(page: Page) {
  return page.getByRole('form', { name: 'Vorschauformular' });
}

function orderForm(page: Page) {
  return page.getByRole('form', { name: 'Bestellformular' });
}

test('a card logo below 150 dpi is refused and not applied; one below 300 dpi is warned about and applied', async ({
  page,
}) => {
  await page.goto('/prime-shop/primeCardsDetails/2');
  const form = previewForm(page);
  await form.getByLabel('Adresse').fill('Hauptstraße 5, 41061 Mönchengladbach');
  await form.getByLabel('Telefonnummer').fill('+49 2161 123456');
  await form.getByLabel('QR Code URL').fill('https://www.da-luigi-gladbach.de');

  const logo = form.getByLabel('Logo einfügen');
  await logo.setInputFiles(await canvasPng(page, 100, 100, { name: 'klein.png' }));
  await expect(form.getByText('Ausgewählt: klein.png')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(REFUSAL);
  await expect(logo).toHaveAttribute('aria-invalid', 'true');

  // 'Vorschau' shows the customer the logo anyway.
  await form.getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.getByRole('img', { name: 'Vorschau Ihrer PrimeCard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vorschau herunterladen' })).toBeEnabled();

  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(form.getByRole('alert')).toHaveText(REFUSAL);
  await expect(page.getByText(APPLIED, { exact: false })).toHaveCount(0);
  // Nothing was applied, so the card cannot be ordered.
  await orderForm(page).getByLabel('Verarbeitung').selectOption(PACKED);
  await orderForm(page).getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, NOT_APPLIED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Warenkorb (0)' })).toBeVisible();

  await logo.setInputFiles(await canvasPng(page, 230, 180, { name: 'mittel.png' }));
  await expect(form.getByText('Ausgewählt: mittel.png')).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: WARNING })).toHaveText(WARNING);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(logo).not.toHaveAttribute('aria-invalid');

  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByText(APPLIED, { exact: false })).toBeVisible();
  await expect(form.getByText(WARNING)).toBeVisible();
});

test('the bottle opener refuses a logo below 150 dpi and adds one below 300 dpi with the warning', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/1');
  const form = orderForm(page);
  const logo = form.getByLabel('Logo');

  await logo.setInputFiles(await canvasPng(page, 100, 100, { name: 'klein.png' }));
  await expect(form.getByRole('alert')).toHaveText(REFUSAL);
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(form.getByRole('alert')).toHaveText(REFUSAL);
  await expect(page.getByRole('button', { name: 'Warenkorb (0)' })).toBeVisible();

  await logo.setInputFiles(await canvasPng(page, 230, 180, { name: 'mittel.png' }));
  await expect(form.getByText(WARNING)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Warenkorb (1)' })).toBeVisible();
});
