/**
 * A signed-in customer orders and pays through the local test payment
 * provider, then finds the order under 'Meine Bestellungen' with its details.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { collectConsoleErrors, createActiveAccount, signIn, toast } from './helpers';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

type Product = { productId: number; name: string; price: number; relativePrice: number };

function euro(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${String(cents % 100).padStart(2, '0')} €`;
}

function vat(cents: number): number {
  return Math.floor((cents * 19 + 50) / 100);
}

async function product(request: APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/products/get-product-byId/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

/** Today in Germany as dd.mm.yyyy, the way the order list dates orders. */
function todayInGermany(): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date());
}

test('a signed-in customer orders, pays and finds the order with its details', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const company = await createActiveAccount(request, 'orders');
  const pack = await product(request, 5);
  const unit = pack.price + pack.relativePrice;
  const net = unit * 3;
  const total = net + vat(net);

  // Nothing ordered yet.
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/my-orders');
  await expect(page.getByText('Sie haben noch keine Bestellungen')).toBeVisible();

  await page.goto(`/prime-shop/MBNCardsDetails/${pack.productId}`);
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1003');
  await order.getByRole('button', { name: 'Menge erhöhen' }).click();
  await order.getByRole('button', { name: 'Menge erhöhen' }).click();
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();

  // Signed in: straight to the form, pre-filled from the account.
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await expect(page.getByText('Sie müssen sich anmelden, um mit dem Checkout fortzufahren')).toHaveCount(0);
  await expect(form.getByLabel('Firmenname')).toHaveValue(company.companyName);
  await expect(form.getByLabel('E-Mail')).toHaveValue(company.email);
  await expect(form.getByLabel('Telefonnummer')).toHaveValue(company.phone);
  await form.getByLabel('Ansprechpartner').fill('Anna Schmidt');
  await form.getByLabel('Lieferadresse').fill('Hindenburgstraße 1');
  await form.getByLabel('PLZ').fill('41061');
  await form.getByLabel('Stadt').fill('Mönchengladbach');
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

  // Through the account menu to the list.
  await page.getByRole('banner').getByRole('button', { name: company.companyName }).click();
  await page.getByRole('link', { name: 'Meine Bestellungen' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);

  const list = page.getByRole('table', { name: 'Bestellliste' });
  await expect(list.getByRole('columnheader')).toHaveText([
    'Bestell-Nr',
    'Datum',
    'Status',
    'Gesamt',
    'Details',
    'Rechnung',
    'Nachbestellen',
  ]);
  const row = list
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
  // A sample pack has no proof to approve: once paid, the order is approved at once.
  await expect(row.getByRole('cell')).toHaveText([
    todayInGermany(),
    'Freigegeben',
    euro(total),
    'Details',
    'Rechnung (PDF)',
    'Erneut bestellen',
  ]);

  await row.getByRole('button', { name: `Details zur Bestellung ${orderId}` }).click();
  await expect(page.getByRole('heading', { name: 'Bestelldetails' })).toBeVisible();
  const details = page.getByRole('table', { name: 'Bestelldetails' });
  await expect(details.getByRole('columnheader')).toHaveText(['Artikel', 'Einzelpreis', 'Menge', 'Zwischensumme']);
  const line = details.locator('tbody tr');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('rowheader')).toContainText(pack.name);
  await expect(line.getByRole('rowheader')).toContainText('Musternummer: MN-1003');
  await expect(line.getByRole('cell')).toHaveText([euro(unit), '3', euro(net)]);
  await expect(details.locator('tfoot')).toContainText(`Gesamt inkl. 19 % MwSt${euro(total)}`);

  expect(errors).toEqual([]);
});

test('/my-orders asks a visitor to sign in and comes back after it', async ({ page, request }) => {
  const company = await createActiveAccount(request, 'orders-guest');
  await page.goto('/my-orders');
  await expect(page.getByText('Ups! Du musst dich zuerst anmelden')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('E-Mail', { exact: true }).fill(company.email);
  await page.getByLabel('Passwort', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('Sie haben noch keine Bestellungen')).toBeVisible();
});
