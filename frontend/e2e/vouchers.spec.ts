/**
 * Aktionscodes in a real browser against the real API: the admin creates
 * SOMMER10 (10 %, usable once); a guest redeems it in the cart, pays the
 * discounted total and finds the discount on the confirmation page and in
 * the invoice (its PDF and its Factur-X XML); a second guest is told the code
 * was redeemed already.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { collectConsoleErrors, toast, uniqueEmail } from './helpers';
import { signInAsAdmin } from './shop-data';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const CODE = 'SOMMER10';
const DISCOUNT_LINE = `Rabatt (Aktionscode ${CODE})`;

/** '12,34 €' (or '−1,23 €') as cents. */
function cents(text: string): number {
  const match = /(−|-)?([\d.]+),(\d{2})\s*€/.exec(text);
  expect(match, text).not.toBeNull();
  const [, minus, euros, rest] = match ?? [];
  const value = Number(euros.replace(/\./g, '')) * 100 + Number(rest);
  return minus ? -value : value;
}

/** The amount a summary shows beside `label`. */
async function amountBeside(page: Page, label: string | RegExp): Promise<number> {
  const term = page.getByRole('term').filter({ hasText: label }).first();
  const definition = term.locator('xpath=following-sibling::dd[1]');
  return cents((await definition.textContent()) ?? '');
}

/** A fresh guest's cart holding a packed sample-number magnet pack. */
async function guestWithCart(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1001');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
  await page.goto('/shopping-cart');
  return page;
}

async function redeem(page: Page, typed: string) {
  await page.getByLabel('Aktionscode').fill(typed);
  await page.getByRole('button', { name: 'Einlösen' }).click();
}

test('the admin creates SOMMER10; one guest pays with 10 % off and sees it on the confirmation and the invoice, the next is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Aktionscodes' }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/vouchers$/);
  await expect(page.getByRole('heading', { name: 'Aktionscodes', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Neuen Aktionscode anlegen' });
  await form.getByLabel('Code', { exact: true }).fill('sommer10');
  await expect(form.getByLabel('Code', { exact: true })).toHaveValue(CODE);
  await form.getByLabel('Rabatt in %').fill('10');
  await expect(form.getByLabel('Einlösungen insgesamt')).toHaveValue('1');
  await form.getByRole('button', { name: 'Aktionscode anlegen' }).click();
  await expect(toast(page, `Der Aktionscode ${CODE} wurde angelegt.`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CODE }) });
  await expect(row).toContainText('10 %');
  await expect(row).toContainText('0 / 0 / 1');
  await expect(row).toContainText('Aktiv');

  // The first guest redeems it in the cart: the server's numbers, its own line.
  const guest = await guestWithCart(browser);
  const guestErrors = collectConsoleErrors(guest);
  const net = await amountBeside(guest, 'Zwischensumme');
  await redeem(guest, 'sommer10');
  await expect(guest.getByText(`Aktionscode ${CODE} eingelöst`)).toBeVisible();
  const discount = await amountBeside(guest, DISCOUNT_LINE);
  expect(discount).toBe(-Math.round(net * 0.1));
  const vat = Math.round((net + discount) * 0.19);
  expect(await amountBeside(guest, /MwSt/)).toBe(vat);
  const total = net + discount + vat;
  expect(await amountBeside(guest, 'Gesamt')).toBe(total);

  await guest.goto('/checkout');
  await guest.getByRole('button', { name: 'Checkout as Guest' }).click();
  await expect(guest.getByText(DISCOUNT_LINE)).toBeVisible();
  const contact = guest.getByRole('form', { name: 'Kontaktinformationen' });
  await contact.getByLabel('Ansprechpartner').fill('Giulia Bianchi');
  await contact.getByLabel('Firmenname').fill('Trattoria Sommer');
  await contact.getByLabel('E-Mail').fill(uniqueEmail('voucher-first'));
  await contact.getByLabel('Telefonnummer').fill('+49 2161 555123');
  await contact.getByLabel('Lieferadresse').fill('Sommerweg 10');
  await contact.getByLabel('PLZ').fill('41061');
  await contact.getByLabel('Stadt').fill('Mönchengladbach');
  await contact.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await contact.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await contact.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(guest).toHaveURL(/\/api\/payments\/local\//);
  await guest.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(guest).toHaveURL(/\/pending-page\?order_id=\d+$/);
  await expect(guest.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await expect(guest.getByText(DISCOUNT_LINE)).toBeVisible();
  const orderId = Number(new URL(guest.url()).searchParams.get('order_id'));

  // The invoice states the discount: the PDF's line, the XML's document-level allowance.
  // The invoice is issued by a background job after the payment, so wait until it is there.
  const invoiceXml = `/api/orders/${orderId}/invoice.xml`;
  await expect.poll(async () => (await guest.request.get(invoiceXml)).status()).toBe(200);
  const xml = await guest.request.get(invoiceXml);
  const invoice = await xml.text();
  expect(invoice).toContain(`<ram:Reason>Aktionscode ${CODE}</ram:Reason>`);
  expect(invoice).toContain(`<ram:AllowanceTotalAmount>${(-discount / 100).toFixed(2)}</ram:AllowanceTotalAmount>`);
  expect(invoice).toContain(`<ram:GrandTotalAmount>${(total / 100).toFixed(2)}</ram:GrandTotalAmount>`);
  const pdf = await guest.request.get(`/api/orders/${orderId}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'voucher-invoice-')), 'invoice.pdf');
  await writeFile(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(DISCOUNT_LINE);

  // The back office counts the use as redeemed by that order.
  await page.reload();
  await expect(row).toContainText('1 / 0 / 1');
  await expect(row.getByRole('link', { name: `Bestellung ${orderId} (eingelöst)` })).toBeVisible();

  // The next guest: the code was used once, as the admin allowed.
  const second = await guestWithCart(browser);
  await redeem(second, CODE);
  await expect(
    second.getByRole('alert').filter({ hasText: 'Dieser Aktionscode wurde bereits eingelöst.' }),
  ).toBeVisible();
  await expect(second.getByText(DISCOUNT_LINE)).toHaveCount(0);
  await expect(second.getByLabel('Aktionscode')).toHaveValue(CODE);

  expect(errors).toEqual([]);
  expect(guestErrors).toEqual([]);
});
