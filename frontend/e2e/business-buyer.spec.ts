/**
 * The buyer is a business, in a real browser against the real binary (with
 * the tax office's local fake): a restaurant in Venlo checks out with a
 * billing address of its own and a Dutch USt-IdNr., sees 0 % VAT, pays, and
 * its order is a tax-exempt supply with the AGB version it accepted; the
 * business confirmation is required; the notice for businesses is on every
 * page.
 */
import { expect, test, type Page } from '@playwright/test';

import { toast, uniqueEmail } from './helpers';
import { ADMIN } from './shop-data';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const INTRA_COMMUNITY = 'Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung';

async function sampleMagnetsInCart(page: Page) {
  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1001');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
}

test('a restaurant in Venlo orders tax-free with its own billing address and pays', async ({ page, request }) => {
  const email = uniqueEmail('venlo');
  await sampleMagnetsInCart(page);
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await form.getByLabel('Ansprechpartner').fill('Daan de Vries');
  await form.getByLabel('Firmenname').fill('Eetcafe De Hoek');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Telefonnummer').fill('+31 77 123 4567');
  await form.getByLabel('Lieferadresse').fill('Markt 1');
  await form.getByLabel('Land').first().selectOption({ label: 'Niederlande' });
  await form.getByLabel('PLZ').first().fill('5911 AA');
  await form.getByLabel('Stadt').fill('Venlo');
  await form.getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }).check();
  const billing = form.getByRole('group', { name: 'Abweichende Rechnungsadresse' });
  await billing.getByLabel('Rechnungsempfänger (Firmenname mit Rechtsform)').fill('Eetcafe De Hoek B.V.');
  await billing.getByLabel('Straße und Hausnummer').fill('Markt 1');
  await billing.getByLabel('Land').selectOption({ label: 'Niederlande' });
  await billing.getByLabel('PLZ').fill('5911 AA');
  await billing.getByLabel('Ort').fill('Venlo');
  await form.getByLabel('USt-IdNr.', { exact: true }).fill('NL859108720B01');
  await expect(page.getByText('Die USt-IdNr. ist laut Bundeszentralamt für Steuern gültig.')).toBeVisible();
  await expect(page.getByText(INTRA_COMMUNITY)).toBeVisible();

  // The business box is required: without it no order is placed.
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(form.getByText('Bitte bestätigen Sie, dass Sie als Unternehmer bestellen.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await form.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await expect(page.getByText(INTRA_COMMUNITY, { exact: false })).toBeVisible();

  const signedIn = await request.post('/api/auth/sign-in', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(signedIn.ok()).toBe(true);
  const details = await request.get(`/api/orderLine/get-order-details?order_id=${orderId}`);
  expect(details.ok()).toBe(true);
  const body = (await details.json()) as {
    orderRow: { vatCents: number };
    taxCategory: string;
    termsVersion: string | null;
    businessBuyerConfirmedAt: string | null;
    billingAddress: { legalName: string; country: string } | null;
    shippingDataRow: { country: string; zipCode: string };
  };
  expect(body.taxCategory).toBe('K');
  expect(body.orderRow.vatCents).toBe(0);
  expect(body.termsVersion).toBe('2026-12-07');
  expect(body.businessBuyerConfirmedAt).not.toBeNull();
  expect(body.billingAddress).toMatchObject({ legalName: 'Eetcafe De Hoek B.V.', country: 'NL' });
  expect(body.shippingDataRow).toMatchObject({ country: 'NL', zipCode: '5911 AA' });
});

test('every page tells that the shop sells to businesses only', async ({ page }) => {
  for (const path of ['/home', '/prime-shop', '/shopping-cart', '/contact', '/terms-and-conditions', '/Impressum']) {
    await page.goto(path);
    await expect(page.getByText('Nur für Gewerbetreibende – alle Preise zzgl. MwSt.')).toBeVisible();
  }
});
