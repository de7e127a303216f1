/**
 * Printed QR codes that lead through the shop's short link, in a real browser
 * against the real binary: a signed-in customer designs a card with the
 * short link, pays, repoints it under 'Meine QR-Codes', a phone scans it (over
 * HTTP) and the chart counts the scan; the admin disables and enables the
 * code; a guest manages the code from the confirmation mail's link.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { canvasPng } from './logo-png';
import { collectConsoleErrors, createActiveAccount, signIn, toast, uniqueEmail } from './helpers';
import { waitForMailLink } from './mail';
import { signInAsAdmin } from './shop-data';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const SHORT_LINK = /^https?:\/\/[^/]+\/q\/[2-9A-HJKMNP-Z]{10}$/;

/** Designs a PrimeCard with the short link (the default) and puts it into the cart. */
async function addCardWithShortLink(page: Page, target: string) {
  await page.goto('/prime-shop/primeCardsDetails/2');
  const preview = page.getByRole('form', { name: 'Vorschauformular' });
  await expect(preview.getByLabel('QR-Code mit änderbarem Kurzlink (empfohlen)')).toBeChecked();
  await preview.getByLabel('Adresse').fill('Marktplatz 3, 41061 Mönchengladbach');
  await preview.getByLabel('Telefonnummer').fill('+49 2161 445566');
  await preview.getByLabel('QR Code URL').fill(target);
  await preview.getByLabel('Logo einfügen').setInputFiles(await canvasPng(page, 600, 400, { colour: '#1d4ed8' }));
  await expect(preview.getByText('Ausgewählt: logo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByText(/^QR-Code führt zu: \S+\/q\/[A-Z0-9]{10} → https:\/\//)).toBeVisible();
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
}

async function payCheckout(page: Page) {
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await form.getByLabel('Ansprechpartner').fill('Gianni Verdi');
  await form.getByLabel('Lieferadresse').fill('Marktplatz 3');
  await form.getByLabel('PLZ').fill('41061');
  await form.getByLabel('Stadt').fill('Mönchengladbach');
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
}

/** A phone scanning the printed code: the redirect, not followed. */
async function scan(request: APIRequestContext, shortLink: string) {
  const path = new URL(shortLink).pathname;
  return request.get(path, { maxRedirects: 0, headers: { 'User-Agent': PHONE } });
}

test('a customer repoints the printed code under "Meine QR-Codes", a scan follows it and is counted; the admin switches it off and on', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const company = await createActiveAccount(request, 'qr-links');
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/home$/);
  await addCardWithShortLink(page, 'www.trattoria-verdi.de');
  await page.goto('/checkout');
  await payCheckout(page);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

  await page.goto('/my-qr-codes');
  await expect(page.getByRole('heading', { name: 'Meine QR-Codes', level: 1 })).toBeVisible();
  await expect(page.getByText('Ihre QR-Codes bleiben aktiv – ohne Abo und ohne Laufzeit.')).toBeVisible();
  await expect(page.getByText(`Bestellung Nr. ${orderId}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.trattoria-verdi.de' })).toBeVisible();
  const shortLink = (await page.getByText(SHORT_LINK).first().textContent()) ?? '';
  expect(shortLink).toMatch(SHORT_LINK);
  await expect(page.getByText('In den letzten 90 Tagen 0 Scans')).toBeVisible();

  await page.getByRole('button', { name: 'Ziel ändern' }).click();
  await page.getByLabel('Neue Zieladresse').fill('www.trattoria-verdi.de/mittagskarte');
  await page.getByRole('button', { name: 'Ziel speichern' }).click();
  await expect(page.getByText('Das Ziel wurde geändert. Ihr QR-Code führt ab sofort dorthin.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.trattoria-verdi.de/mittagskarte' }).first()).toBeVisible();
  await expect(page.getByText('Verlauf')).toBeVisible();

  // The next scan goes to the new target; it is counted once the next flush (every 5 s) is written.
  const scanned = await scan(request, shortLink);
  expect(scanned.status()).toBe(302);
  expect(scanned.headers()['location']).toBe('https://www.trattoria-verdi.de/mittagskarte');
  expect(scanned.headers()['cache-control']).toBe('no-store');
  expect(scanned.headers()['set-cookie']).toBeUndefined();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('In den letzten 90 Tagen 1 Scans')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // The admin switches it off (say, the target became a phishing page) and on again.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const code = shortLink.split('/').pop() ?? '';
  await admin.goto('/admin/dashboard/qr-links');
  await admin.getByRole('textbox', { name: 'Code suchen' }).fill(shortLink);
  await admin.getByRole('button', { name: 'Suchen' }).click();
  await expect(admin.getByText('https://www.trattoria-verdi.de/mittagskarte').first()).toBeVisible();
  await admin.getByRole('button', { name: `QR-Code ${code} deaktivieren` }).click();
  await admin.getByLabel('Grund').fill('Zieladresse ist eine Phishing-Seite');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(toast(admin, `Der QR-Code ${code} wurde deaktiviert.`)).toBeVisible();
  const gone = await scan(request, shortLink);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain('Dieser QR-Code ist nicht mehr aktiv.');
  await page.reload();
  await expect(page.getByText('Von PrimeCards deaktiviert: Zieladresse ist eine Phishing-Seite')).toBeVisible();
  await admin.getByRole('button', { name: `QR-Code ${code} aktivieren` }).click();
  await expect(toast(admin, `Der QR-Code ${code} wurde aktiviert.`)).toBeVisible();
  expect((await scan(request, shortLink)).status()).toBe(302);

  expect(errors).toEqual([]);
});

test("a guest manages the order's QR code from the confirmation mail's link", async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('qr-guest');
  await addCardWithShortLink(page, 'www.imbiss-am-markt.de');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await form.getByLabel('Firmenname').fill('Imbiss am Markt');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Telefonnummer').fill('+49 2161 778899');
  await payCheckout(page);

  const link = await waitForMailLink(email, '/qr-codes', { timeoutMs: 30_000 });
  expect(new URL(link).searchParams.get('token')).toBeTruthy();
  await page.goto(link);
  await expect(page.getByText('Ihre QR-Codes bleiben aktiv – ohne Abo und ohne Laufzeit.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.imbiss-am-markt.de' })).toBeVisible();
  const shortLink = (await page.getByText(SHORT_LINK).first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Ziel ändern' }).click();
  await page.getByLabel('Neue Zieladresse').fill('https://imbiss-am-markt.de/karte');
  await page.getByRole('button', { name: 'Ziel speichern' }).click();
  await expect(page.getByText('Das Ziel wurde geändert. Ihr QR-Code führt ab sofort dorthin.')).toBeVisible();
  const scanned = await scan(request, shortLink);
  expect(scanned.headers()['location']).toBe('https://imbiss-am-markt.de/karte');
});
