/**
 * Data the journeys set up through the real API: the seeded admin, a guest
 * order (optionally paid on the local test provider's page) and a contact
 * message.
 */
import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { customerAddress, signIn, toast } from './helpers';
import { canvasPng } from './logo-png';

/** The administrator playwright.config.ts creates (SHOP_ADMIN_EMAIL/PASSWORD). */
export const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };

export async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
}

export type ShippingInfo = {
  responsableName: string;
  companyName: string;
  email: string;
  phone: string;
  shippingAddress: string;
  zipCode: string;
  city: string;
};

export function guestShipping(journey: string): ShippingInfo {
  return {
    responsableName: 'Maria Rossi',
    companyName: 'Pizzeria Roma',
    email: `e2e-${journey}-${randomUUID().slice(0, 8)}@example.test`,
    phone: '+49 2161 987654',
    shippingAddress: 'Bismarckstraße 12',
    zipCode: '41061',
    city: 'Mönchengladbach',
  };
}

/** The packing every designed card of the journeys is ordered in. */
export const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

/** Designs a PrimeCard on its page with `phone` on it, applies the design and puts it into the cart. */
export async function addDesignedCard(page: Page, productId: number, phone = '+49 2161 123456') {
  await page.goto(`/prime-shop/primeCardsDetails/${productId}`);
  const preview = page.getByRole('form', { name: 'Vorschauformular' });
  await preview.getByLabel('Adresse').fill('Hauptstraße 5, 41061 Mönchengladbach');
  await preview.getByLabel('Telefonnummer').fill(phone);
  await preview.getByLabel('QR Code URL').fill('https://www.da-luigi-gladbach.de');
  await preview.getByLabel('Logo einfügen').setInputFiles(await canvasPng(page, 600, 400, { colour: '#c2410c' }));
  await expect(preview.getByText('Ausgewählt: logo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByText('Ihr Design wurde angewendet.', { exact: false })).toBeVisible();

  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
}

/** Fills the checkout's contact form as a restaurant would and accepts the terms. */
export async function fillContactInformation(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await form.getByLabel('Ansprechpartner').fill('Luigi Rossi');
  await form.getByLabel('Firmenname').fill('Pizzeria Da Luigi');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Telefonnummer').fill('+49 2161 987654');
  await form.getByLabel('Lieferadresse').fill('Bismarckstraße 12');
  await form.getByLabel('PLZ').fill('41061');
  await form.getByLabel('Stadt').fill('Mönchengladbach');
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
}

/** A guest's order for a sample-number magnet pack (product 5); returns its id. */
export async function placeGuestOrder(
  request: APIRequestContext,
  shippingInfo: ShippingInfo,
  line: { remarks?: string; musterNumber?: string } = {},
): Promise<number> {
  const created = await request.post('/api/orderLine/create-order', {
    data: {
      orderLines: [
        {
          productId: 5,
          productType: 'MBNprod',
          qte: 2,
          processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
          musterNumber: line.musterNumber ?? 'MN-1001',
          remarks: line.remarks ?? 'Bitte wie beim letzten Mal',
        },
      ],
      shippingInfo,
      userId: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Pays an order on the local test provider's page, as a visitor pressing 'Bezahlen'. */
export async function payOrder(request: APIRequestContext, orderId: number) {
  const session = await request.post('/api/orderLine/create-checkout-session', { data: { orderId } });
  expect(session.status(), await session.text()).toBe(200);
  const { url } = (await session.json()) as { url: string };
  const paid = await request.post(`${url}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
}

export type ContactMessage = { name: string; email: string; phone: string; message: string };

/** Saves a contact message the way the contact form does: JSON from the shop's own origin. */
export async function saveContactMessage(request: APIRequestContext, origin: string, message: ContactMessage) {
  const saved = await request.post('/api/messages/save-message', {
    data: { message },
    headers: { Origin: origin, 'Content-Type': 'application/json', ...customerAddress() },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}
