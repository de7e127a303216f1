/**
 * The card designer in a real browser against the real API: a card designed
 * on a template, previewed on the canvas (whose QR code is decoded here, in
 * the page, with jsQR), applied and put into the cart; the §8 refusal
 * without 'Anwenden'; every §5 message of the designer's forms.
 */
import { fileURLToPath } from 'node:url';

import { expect, test, type Locator, type Page } from '@playwright/test';
import { canvasPng } from './logo-png';
import { collectConsoleErrors } from './helpers';

const JSQR = fileURLToPath(new URL('../node_modules/jsqr/dist/jsQR.js', import.meta.url));

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const NOT_APPLIED = 'Ihre Daten müssen angewendet werden, um das Produkt in den Warenkorb zu legen';
const UNSUPPORTED = 'Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.';

/** Geometry of card-layout.ts at the preview's 2x: the logo box and the QR box in canvas pixels. */
const LOGO_CENTRE = { x: (110 + 230 / 2) * 2, y: (44 + 180 / 2) * 2 };

const DESIGN = {
  address: 'Hauptstraße 5, 41061 Mönchengladbach',
  phone: '+49 2161 123456',
  url: 'https://www.da-luigi-gladbach.de/karte',
};

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(text);
}

/** Console errors of the page; a finished page logs none. */
function previewForm(page: Page) {
  return page.getByRole('form', { name: 'Vorschauformular' });
}

function orderForm(page: Page) {
  return page.getByRole('form', { name: 'Bestellformular' });
}

async function fillDesign(page: Page) {
  const form = previewForm(page);
  await form.getByLabel('Adresse').fill(DESIGN.address);
  await form.getByLabel('Telefonnummer').fill(DESIGN.phone);
  await form.getByLabel('QR Code URL').fill(DESIGN.url);
  await form.getByLabel('Logo einfügen').setInputFiles(await canvasPng(page, 600, 400, { colour: '#ff0000' }));
  await expect(form.getByText('Ausgewählt: logo.png')).toBeVisible();
  await expect(form.getByText('Pflichtfeld')).toHaveCount(0);
}

/** Reads what the preview canvas shows: the decoded QR code and the colour at the logo's centre. */
async function readPreview(page: Page) {
  await page.addScriptTag({ path: JSQR });
  return page.evaluate((logoCentre) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[aria-label="Vorschau Ihrer PrimeCard"]');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) throw new Error('no preview canvas');
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const decode = (
      window as unknown as { jsQR: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null }
    ).jsQR;
    return {
      width: canvas.width,
      height: canvas.height,
      qr: decode(image.data, image.width, image.height)?.data ?? null,
      logoPixel: Array.from(context.getImageData(logoCentre.x, logoCentre.y, 1, 1).data),
    };
  }, LOGO_CENTRE);
}

async function expectDrawn(page: Page) {
  await expect(page.getByRole('img', { name: 'Vorschau Ihrer PrimeCard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vorschau herunterladen' })).toBeEnabled();
}

async function leave(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

test.describe('with jsQR injected into the page', () => {
  // The shop's CSP (script-src 'self') rightly refuses the injected decoder; only this test lifts it.
  test.use({ bypassCSP: true });

  test('design a card, read its QR code from the preview, apply it and add it twice', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/prime-shop/primeCardsDetails/2');
    await expect(page.getByRole('heading', { level: 1, name: 'PrimeCard Starter' })).toBeVisible();

    const templates = page.getByRole('radiogroup', { name: 'Vorlage wählen' });
    await expect(templates.getByRole('radio')).toHaveCount(17);
    await expect(templates.getByRole('radio', { name: 'Baguette' })).toBeChecked();
    await templates.getByText('Burger').click();
    await expect(templates.getByRole('radio', { name: 'Burger' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'Vorlage Burger' })).toBeVisible();

    await fillDesign(page);
    await previewForm(page).getByRole('button', { name: 'Vorschau' }).click();
    await expectDrawn(page);

    // By default the QR code leads through the short link the order will get: the
    // preview encodes a placeholder of its length, so the printed code has as many modules.
    const preview = await readPreview(page);
    expect(preview).toEqual({ width: 900, height: 1500, qr: preview.qr, logoPixel: [255, 0, 0, 255] });
    expect(preview.qr).toMatch(/^https?:\/\/[^/]+\/q\/X{10}$/);
    await expect(page.getByText(`QR-Code führt zu: ${preview.qr} → ${DESIGN.url}`)).toBeVisible();
    // The fixed address instead: the QR code encodes it as typed.
    await previewForm(page).getByLabel('QR-Code führt fest zur eingegebenen URL').check();
    await previewForm(page).getByRole('button', { name: 'Vorschau' }).click();
    await expectDrawn(page);
    expect((await readPreview(page)).qr).toBe(DESIGN.url);

    // The download is the canvas as a PNG.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Vorschau herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('primecard-vorschau-burger.png');
    const stream = await download.createReadStream();
    const head: Buffer = await new Promise((resolve, reject) => {
      stream.once('data', (chunk: Buffer) => resolve(chunk));
      stream.once('error', reject);
    });
    stream.destroy();
    expect([...head.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    await page.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page.getByText('Ihr Design wurde angewendet.', { exact: false })).toBeVisible();

    const order = orderForm(page);
    await order.getByLabel('Verarbeitung').selectOption(PACKED);
    await expect(order.getByLabel('Verarbeitung').locator('option:checked')).toHaveText(`${PACKED} (+25€)`);
    await order.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
    await order.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(toast(page, 'Produkt bereits in Ihrem Warenkorb! Menge wird aktualisiert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Warenkorb (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Warenkorb (1)' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    const rows = page.getByRole('table', { name: 'Produkte im Warenkorb' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.getByRole('spinbutton', { name: 'Menge: PrimeCard Starter' })).toHaveValue('2');
    await expect(row).toContainText(PACKED);
    await expect(row).toContainText('74,90 €');
    await expect(row).toContainText('149,80 €');
    await expect(row).toContainText(DESIGN.address);
    await expect(row).toContainText(DESIGN.phone);
    await expect(row).toContainText(DESIGN.url);
    await expect(row.getByRole('img', { name: 'Logo für PrimeCard Starter' })).toBeVisible();

    expect(errors).toEqual([]);
  });
});

test("'In den Warenkorb' without 'Anwenden' is refused, and so is a design changed after applying", async ({
  page,
}) => {
  await page.goto('/prime-shop/primeCardsDetails/3');
  const order = orderForm(page);
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, NOT_APPLIED)).toBeVisible();

  await fillDesign(page);
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByText('Ihr Design wurde angewendet.', { exact: false })).toBeVisible();
  await expectDrawn(page);
  await previewForm(page).getByLabel('Telefonnummer').fill('+49 170 7654321');
  await expect(page.getByText('Ihr Design wurde angewendet.', { exact: false })).toBeHidden();
  // The first refusal's toast leaves by itself after 3 s, which may be while a click on its 'Schließen' is
  // on its way: wait for it to be gone, so the refusal below is a new one.
  await expect(toast(page, NOT_APPLIED)).toHaveCount(0);
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, NOT_APPLIED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Warenkorb (0)' })).toBeVisible();
});

test("'Anwenden' with empty fields asks for all of them", async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/2');
  await previewForm(page).getByLabel('Adresse').fill('Hauptstraße 5');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(orderForm(page).getByText('Bitte füllen Sie alle Felder des Vorschauformulars aus')).toBeVisible();
});

test('the templates can be chosen with the keyboard', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/2');
  const templates = page.getByRole('radiogroup', { name: 'Vorlage wählen' });
  await templates.getByRole('radio', { name: 'Baguette' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(templates.getByRole('radio', { name: 'Burger' })).toBeChecked();
  await expect(templates.getByRole('radio', { name: 'Burger' })).toBeFocused();
  await page.getByRole('button', { name: 'Nächste Vorlage' }).click();
  await expect(templates.getByRole('radio', { name: 'Bowl' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Vorlage Bowl' })).toBeVisible();
});

test('every message of the preview and card order forms shows once the field was touched', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/2');
  const form = previewForm(page);
  await expect(page.getByText('Pflichtfeld')).toHaveCount(0);

  const expectMessage = (message: string) => expect(page.getByText(message, { exact: true }).first()).toBeVisible();

  await leave(form.getByLabel('Adresse'), '');
  await expectMessage('Pflichtfeld');
  await leave(form.getByLabel('Adresse'), 'x'.repeat(41));
  await expectMessage('Die Adresse darf nicht länger als 40 Zeichen sein.');
  await leave(form.getByLabel('Telefonnummer'), 'nicht-anrufen');
  await expectMessage('Ungültige Telefonnummer');
  await leave(form.getByLabel('Telefonnummer'), '+49 170 1234567 89012');
  await expectMessage('Die Telefonnummer darf nicht länger als 20 Zeichen sein');
  await leave(form.getByLabel('QR Code URL'), `https://${'a'.repeat(30)}.de/x`);
  await expectMessage('Die Url der Website darf nicht länger als 40 Zeichen sein');

  const logo = form.getByLabel('Logo einfügen');
  await logo.setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024 + 1) });
  await expectMessage('Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.');
  await logo.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><p>kein Bild</p>'),
  });
  await expectMessage(UNSUPPORTED);

  const select = orderForm(page).getByLabel('Verarbeitung');
  await select.focus();
  await select.press('Tab');
  await expect(orderForm(page).getByText('Pflichtfeld', { exact: true })).toBeVisible();
});

test('a Plus card is only offered individually packed', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/4');
  await expect(orderForm(page).getByLabel('Verarbeitung').locator('option')).toHaveText([
    'Wählen Sie eine Option',
    `${PACKED} (+75€)`,
  ]);
});

test('the bottle-opener and magnet forms show their messages once touched', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/1');
  const opener = orderForm(page);
  await expect(page.getByRole('form', { name: 'Vorschauformular' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anwenden' })).toHaveCount(0);
  await leave(opener.getByLabel('QR Code URL'), `www.${'a'.repeat(34)}.de`);
  await expect(opener.getByText('Die Url der Website darf nicht länger als 40 Zeichen sein')).toBeVisible();
  await opener.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(opener.getByText('Pflichtfeld')).toBeVisible();
  await opener.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await expect(opener.getByText(UNSUPPORTED)).toBeVisible();

  await page.goto('/prime-shop/MBNCardsDetails/5');
  const magnet = orderForm(page);
  await leave(magnet.getByLabel('Musternummer'), '');
  await expect(magnet.getByText('Pflichtfeld')).toBeVisible();
  await leave(magnet.getByLabel('Musternummer'), 'MN-12345678');
  await expect(magnet.getByText('Die Musternummer darf nicht länger als 10 Zeichen sein')).toBeVisible();
  await magnet.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(magnet.getByText('Pflichtfeld')).toBeVisible();
  await expect(magnet.getByLabel('Verarbeitung')).toHaveAttribute('aria-invalid', 'true');
});
