/**
 * The designer keeps the design in view, on a phone and on a desktop: the
 * preview redraws while the phone number is typed (no button), 'Anwenden'
 * next to 'In den Warenkorb' takes the design, and the cart line's picture
 * is the design itself.
 */
import { expect, test, type Page } from '@playwright/test';

import { collectConsoleErrors, toast } from './helpers';
import { canvasPng } from './logo-png';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const PHONE = '02161 987654';

/** The preview canvas's pixels as a data URL, once its drawing is the final one. */
async function previewPixels(page: Page): Promise<string> {
  await expect(page.getByRole('button', { name: 'Vorschau herunterladen' })).toBeEnabled();
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[aria-label="Vorschau Ihrer PrimeCard"]');
    if (!canvas) throw new Error('no preview canvas');
    return canvas.toDataURL('image/png');
  });
}

/** No page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px the preview follows the typed phone number, and the cart shows the design`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/prime-shop/primeCardsDetails/3');
    await expect(page.getByRole('heading', { level: 1, name: 'PrimeCard Business' })).toBeVisible();
    await expect(page.getByText('100 Karten pro Paket')).toBeVisible();

    const form = page.getByRole('form', { name: 'Vorschauformular' });
    await form.getByLabel('Adresse').fill('Hauptstr. 12 /41061/ Mönchengladbach');
    await form.getByLabel('QR Code URL').fill('www.pizzeria-roma.de');
    await form.getByLabel('Logo einfügen').setInputFiles(await canvasPng(page, 600, 400, { colour: '#1f5fa8' }));
    await expect(form.getByText('Ausgewählt: logo.png')).toBeVisible();
    const before = await previewPixels(page);

    // Typed key by key, as a customer does: the preview redraws without a button.
    await form.getByLabel('Telefonnummer').pressSequentially(PHONE);
    await expect.poll(() => previewPixels(page)).not.toBe(before);
    const preview = page.getByRole('img', { name: 'Vorschau Ihrer PrimeCard' });
    if (viewport.width >= 960) {
      // Beside the form on a desktop: the preview stays in view while the form is filled in.
      await expect(preview).toBeInViewport();
      const [previewBox, formBox] = [await preview.boundingBox(), await form.boundingBox()];
      expect(previewBox && formBox && previewBox.x + previewBox.width <= formBox.x).toBe(true);
    } else {
      // Above the form on a phone; 'Vorschau' brings it back into view.
      const [previewBox, formBox] = [await preview.boundingBox(), await form.boundingBox()];
      expect(previewBox && formBox && previewBox.y + previewBox.height <= formBox.y).toBe(true);
      await form.getByRole('button', { name: 'Vorschau' }).click();
      await expect(preview).toBeInViewport();
    }
    await expectNoSidewaysScroll(page);

    const order = page.getByRole('form', { name: 'Bestellformular' });
    const cart = order.getByRole('button', { name: 'In den Warenkorb' });
    await expect(cart).toHaveAccessibleDescription(
      'Bitte zuerst „Anwenden“ drücken, damit wir Ihren Entwurf übernehmen.',
    );
    await order.getByLabel('Verarbeitung').selectOption(PACKED);
    await order.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(order.getByText('2 Pakete = 200 Karten')).toBeVisible();
    await order.getByRole('button', { name: 'Anwenden' }).click();
    await expect(order.getByText('Ihr Design wurde angewendet.', { exact: false })).toBeVisible();
    await expect(cart).not.toHaveAccessibleDescription(/Anwenden/);
    await cart.click();
    await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();

    await page.goto('/shopping-cart');
    const thumbnail = page.getByRole('img', { name: `Ihr Entwurf: Vorlage Baguette, Tel. ${PHONE}` });
    await expect(thumbnail).toBeVisible();
    // The thumbnail is drawn: not a blank canvas.
    await expect
      .poll(() =>
        thumbnail.evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (!context) return 0;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let drawn = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn++;
          return drawn / (canvas.width * canvas.height);
        }),
      )
      .toBeGreaterThan(0.5);
    await expect(page.getByText('2 Pakete = 200 Karten')).toBeVisible();
    await expect(page.getByText(/\/ Paket$/).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
  });
}
