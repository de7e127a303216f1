/**
 * Checkout in a real browser against the real API and its local test payment
 * provider: a guest designs a card, checks out, pays on the provider's page,
 * sees the thank-you with an empty cart and gets the confirmation mail; a
 * failed payment ends on /paymentError with the cart kept.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { collectConsoleErrors, toast, uniqueEmail } from './helpers';
import { PACKED, addDesignedCard, fillContactInformation, signInAsAdmin } from './shop-data';

type Product = { productId: number; name: string; price: number; relativePrice: number };

/** Console errors of the page; a finished page logs none. */
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

/** Decodes one MIME part (quoted-printable or base64) or a multipart body, enough for the shop's mails. */
function decodeMime(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = split ? raw.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ') : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/^content-type:\s*multipart\//im.test(headers) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .map((part) => decodeMime(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const escaped = body
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(escaped);
  }
  return body;
}

type Mail = { subject: string; text: string };

/** A header as read: RFC 2047 encoded words (`=?utf-8?b?…?=`, `=?utf-8?q?…?=`) decoded, the space between two of them dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(
            text
              .replace(/_/g, ' ')
              .replace(/%/g, '%25')
              .replace(/=([0-9A-F]{2})/gi, '%$1'),
          ),
    );
}

/**
 * The order confirmation mail to `recipient`, or `null` while it is not
 * written yet (e2e/mail.ts finds mails by their links; this one has none).
 */
async function orderMail(recipient: string, orderId: number): Promise<Mail | null> {
  const dir = path.join(process.env.PRIMECARDS_E2E_DIR ?? '', 'mail');
  const subject = `PrimeCards-Bestellung Nr. ${orderId} – Bestellbestätigung`;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const raw = await readFile(path.join(dir, name), 'utf8');
    const head = raw.slice(0, /\r?\n\r?\n/.exec(raw)?.index ?? raw.length).replace(/\r?\n[ \t]+/g, ' ');
    const to = /^to:\s*(.*)$/im.exec(head)?.[1] ?? '';
    const mailSubject = decodeHeader(/^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '');
    if (to.includes(recipient) && mailSubject === subject) return { subject: mailSubject, text: decodeMime(raw) };
  }
  return null;
}

test('a guest checks out a designed card, pays, sees the thank-you and gets the mail; the admin finds its proof with the QR code checked', async ({
  page,
  request,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const card = await product(request, 2);
  const unit = card.price + card.relativePrice;
  const email = uniqueEmail('checkout');

  await addDesignedCard(page, card.productId);
  await page.getByRole('button', { name: 'Warenkorb (1)' }).click();
  await page.getByRole('link', { name: 'Zur Kasse gehen' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await expect(page.getByText('Sie müssen sich anmelden, um mit dem Checkout fortzufahren')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();

  const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary).toContainText(card.name);
  await expect(summary).toContainText('Menge: 1');
  await expect(summary).toContainText(`Zwischensumme${euro(unit)}`);
  await expect(summary).toContainText(`19 % MwSt${euro(vat(unit))}`);
  await expect(summary).toContainText('VersandKostenlos');
  await expect(summary).toContainText(`Gesamt${euro(unit + vat(unit))}`);

  await fillContactInformation(page, email);
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();

  // The local test provider's page, with the amount the shop computed.
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await expect(page.getByText(euro(unit + vat(unit)))).toBeVisible();
  await page.getByRole('button', { name: 'Bezahlen' }).click();

  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const facts = page.locator('dl').filter({ hasText: 'Bestellnummer' });
  await expect(facts).toContainText(`Bestellnummer${orderId}`);
  await expect(facts).toContainText('ZahlungsstatusErfolgreich');
  await expect(facts).toContainText(`Gesamt${euro(unit + vat(unit))}`);
  await expect(facts).toContainText(/Zugesagter Versand\d{2}\.\d{2}\.\d{4}/);
  await expect(facts).toContainText(/Zahlungszeitpunkt\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expect(page.getByRole('link', { name: 'Zurück zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');
  await expect(page.getByRole('button', { name: 'Warenkorb (0)' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('shopping-cart'))).toBe('{"items":[],"itemCount":0}');

  await expect.poll(() => orderMail(email, orderId), { timeout: 15_000 }).not.toBeNull();
  const mail = await orderMail(email, orderId);
  expect(mail?.text).toContain('Gesamtbetrag');
  expect(mail?.text).toContain(euro(unit + vat(unit)));
  expect(mail?.text).toContain(card.name);

  // The print operator's view: the card line's proof, and its QR code read back after the payment.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await expect(async () => {
      await adminPage.goto(`/admin/dashboard/orders/${orderId}`);
      await expect(adminPage.getByText('QR-Code geprüft')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(adminPage.getByText('QR-Code nicht lesbar – bitte prüfen')).toHaveCount(0);
    const proofLink = adminPage.getByRole('link', { name: /^Druckabzug \(PDF\) zu Position \d+$/ });
    await expect(proofLink).toHaveText('Druckabzug (PDF)');
    const proof = await adminContext.request.get((await proofLink.getAttribute('href')) ?? '');
    expect(proof.status()).toBe(200);
    expect(proof.headers()['content-type']).toBe('application/pdf');
    expect((await proof.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  } finally {
    await adminContext.close();
  }

  expect(errors).toEqual([]);
});

test('a failed payment ends on /paymentError and keeps the cart', async ({ page, request }) => {
  const card = await product(request, 3);
  await addDesignedCard(page, card.productId);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  await fillContactInformation(page, uniqueEmail('checkout-fail'));
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();

  await expect(page).toHaveURL(/\/paymentError$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlungsfehler' })).toBeVisible();
  await expect(page.getByText('Leider ist etwas mit Ihrer Zahlung schiefgelaufen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Warenkorb (1)' })).toBeVisible();
});

test('the form shows its messages once touched and refuses to pay without the terms', async ({ page }) => {
  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1001');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await expect(form.getByText('Pflichtfeld')).toHaveCount(0);

  await form.getByLabel('E-Mail').fill('luigi@pizzeria');
  await form.getByLabel('E-Mail').press('Tab');
  await expect(form.getByText('Ungültige E-Mail')).toBeVisible();
  await form.getByLabel('Telefonnummer').fill('0170-ABC');
  await form.getByLabel('Telefonnummer').press('Tab');
  await expect(form.getByText('Ungültige Telefonnummer')).toBeVisible();
  await form.getByLabel('Firmenname').fill('P'.repeat(31));
  await form.getByLabel('Firmenname').press('Tab');
  await expect(form.getByText('Der Firmenname darf nicht länger als 30 Zeichen sein')).toBeVisible();

  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(form.getByText('Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren')).toBeVisible();
  await expect(form.getByText('Pflichtfeld')).toHaveCount(4);
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a company name the invoice cannot print is refused at the field with the server's text, and no order is created", async ({
  page,
}) => {
  const message = 'Dieses Zeichen kann nicht gedruckt werden: „🍕“. Bitte verwenden Sie lateinische Buchstaben.';
  const createOrders: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/orderLine/create-order') createOrders.push(request.method());
  });

  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1001');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  await fillContactInformation(page, uniqueEmail('checkout-unprintable'));
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  const company = form.getByLabel('Firmenname');
  await company.fill('Pizza 🍕 GmbH');
  await company.press('Tab');
  await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription(message);

  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(company).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/checkout$/);
  expect(createOrders).toEqual([]);

  // The same form with a printable name goes through: exactly one order, so the refused attempt sent none.
  await company.fill('Pizza Roma GmbH');
  await expect(form.getByText(message, { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  expect(createOrders).toEqual(['POST']);
});

test("a phone number with fewer than 5 digits is refused at the field with the server's text, and no order is created", async ({
  page,
}) => {
  const createOrders: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/orderLine/create-order') createOrders.push(request.method());
  });

  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1001');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  await fillContactInformation(page, uniqueEmail('checkout-short-phone'));
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  const phone = form.getByLabel('Telefonnummer');
  // The pattern fits, but four digits reach no one: the server refuses it, so the form does.
  await phone.fill('0170');
  await phone.press('Tab');
  await expect(form.getByText('Ungültige Telefonnummer', { exact: true })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Ungültige Telefonnummer');

  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(phone).toHaveAccessibleDescription('Ungültige Telefonnummer');
  await expect(page).toHaveURL(/\/checkout$/);
  expect(createOrders).toEqual([]);

  // The same form with a reachable number goes through: exactly one order, so the refused attempt sent none.
  await phone.fill('0170 1234567');
  await expect(form.getByText('Ungültige Telefonnummer', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  expect(createOrders).toEqual(['POST']);
});
