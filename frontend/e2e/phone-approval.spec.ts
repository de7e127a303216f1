/**
 * The restaurant owner on a phone (390 × 844): a guest designs a card, pays,
 * is sent from the confirmation page to the proof without a token, then
 * opens the approval link from the proof mail, checks the proof (image,
 * guides, zoom), ticks the check and approves it; and opens the QR-code link
 * from the confirmation mail and repoints the printed code. No page scrolls
 * sideways on the way.
 */
import { expect, test, type Page } from '@playwright/test';

import { canvasPng } from './logo-png';
import { collectConsoleErrors, toast, uniqueEmail } from './helpers';
import { waitForMailLink } from './mail';
import { fillContactInformation } from './shop-data';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const CHECKED = 'Ich habe Texte, Telefonnummer und QR-Code geprüft.';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `page ${page.url()} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

/** The proof's image has arrived and was decoded. */
async function expectImageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image;
}

test('a guest pays on a phone, approves the proof from the mail and repoints the printed QR code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('phone-approval');
  const product = await request.get('/api/products/get-product-byId/2');
  expect(product.ok()).toBe(true);
  const { name } = (await product.json()) as { name: string };

  // Design a card with the short link (the default) and put it into the cart.
  await page.goto('/prime-shop/primeCardsDetails/2');
  const preview = page.getByRole('form', { name: 'Vorschauformular' });
  await preview.getByLabel('Adresse').fill('Marktplatz 3, 41061 Mönchengladbach');
  await preview.getByLabel('Telefonnummer').fill('+49 2161 445566');
  await preview.getByLabel('QR Code URL').fill('www.imbiss-am-markt.de');
  await preview.getByLabel('Logo einfügen').setInputFiles(await canvasPng(page, 600, 400, { colour: '#1d4ed8' }));
  await expect(preview.getByText('Ausgewählt: logo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Anwenden' }).click();
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Pay as a guest on the local test provider's page.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  await fillContactInformation(page, email);
  await expectNoSidewaysScroll(page);
  await page
    .getByRole('form', { name: 'Kontaktinformationen' })
    .getByRole('button', { name: 'Jetzt bezahlen' })
    .click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

  // What happens next: the proof, before anything is printed; this browser goes there without a token.
  await expect(page.getByText('Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Druckabzug prüfen' }).click();
  await expect(page).toHaveURL(new RegExp(`/proof-approval\\?orderId=${orderId}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Bestellung Nr. ${orderId}` })).toBeVisible();

  // The proof mail's link opens the same order.
  const approvalLink = await waitForMailLink(email, '/proof-approval', { timeoutMs: 45_000 });
  expect(new URL(approvalLink).searchParams.get('token')).toBeTruthy();
  await page.goto(approvalLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Druckfreigabe' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Bestellung Nr. ${orderId}` })).toBeVisible();
  const proof = page.getByRole('region', { name: `Druckabzug: ${name}` });
  const image = await expectImageLoaded(page, `Druckabzug ${name}, Version 1`);
  // Sharp on this screen: the picture chosen from the srcset is at least twice its CSS width, in the
  // server's steps of 100 (naturalWidth would be density-corrected back to the CSS width).
  const { rendered, chosen } = await image.evaluate((element: HTMLImageElement) => ({
    rendered: element.getBoundingClientRect().width,
    chosen: Number(new URL(element.currentSrc).searchParams.get('width')),
  }));
  expect(chosen).toBeGreaterThanOrEqual(Math.min(2000, Math.floor(rendered * 2)));
  await expectNoSidewaysScroll(page);

  // The guides and the zoom.
  for (const guide of ['Schnittkante', 'Beschnitt', 'Sicherheitsabstand']) {
    await proof.getByRole('checkbox', { name: guide }).check();
  }
  await expect(proof.locator('[data-guide="trim"]')).toBeVisible();
  await expect(proof.locator('[data-guide="safe"]')).toBeVisible();
  await proof.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(proof.getByText('150 %', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await proof.getByRole('button', { name: 'Ganze Karte' }).click();
  await expect(proof.getByText('100 %', { exact: true })).toBeVisible();

  // Tap targets of the approval are large enough for a thumb.
  const approve = proof.getByRole('button', { name: 'Druck freigeben' });
  await expect(approve).toBeDisabled();
  const box = await approve.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await proof.getByRole('checkbox', { name: CHECKED }).check();
  await approve.click();
  await expect(proof.getByText('Vielen Dank für Ihre Druckfreigabe.')).toBeVisible();
  await expect(proof.getByText(/^Freigegeben am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/)).toBeVisible();
  await expect(page.getByText('Status: Freigegeben')).toBeVisible();

  // The QR-code link from the confirmation mail: repoint the printed code.
  const qrLink = await waitForMailLink(email, '/qr-codes', { timeoutMs: 30_000 });
  await page.goto(qrLink);
  await expect(page.getByText('Ihre QR-Codes bleiben aktiv – ohne Abo und ohne Laufzeit.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.imbiss-am-markt.de' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const shortLink =
    (await page
      .getByText(/^https?:\/\/[^/]+\/q\/[2-9A-HJKMNP-Z]{10}$/)
      .first()
      .textContent()) ?? '';
  await page.getByRole('button', { name: 'Ziel ändern' }).click();
  await page.getByLabel('Neue Zieladresse').fill('https://imbiss-am-markt.de/mittagskarte');
  await page.getByRole('button', { name: 'Ziel speichern' }).click();
  await expect(page.getByText('Das Ziel wurde geändert. Ihr QR-Code führt ab sofort dorthin.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  const scanned = await request.get(new URL(shortLink).pathname, { maxRedirects: 0 });
  expect(scanned.headers()['location']).toBe('https://imbiss-am-markt.de/mittagskarte');

  expect(errors).toEqual([]);
});
