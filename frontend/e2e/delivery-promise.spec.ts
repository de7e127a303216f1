/**
 * The delivery promise in a real browser against the real API: the product
 * page, the cart and checkout (with 'Express-Produktion') show the date the
 * API gives, the confirmation page the shipping day stored with the order,
 * and the approval page the approval deadline the API names.
 *
 * The page and the API are asked a moment apart; at the 12:00 cut-off both
 * move on. So each check asks the API again until the two agree, and a
 * promise that moved in between is simply read again.
 */
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';

import { collectConsoleErrors, uniqueEmail } from './helpers';
import { waitForMailLink } from './mail';
import { addDesignedCard, fillContactInformation } from './shop-data';

type DeliveryPromise = { text: string; expressSurcharge: number };

async function promiseOf(request: APIRequestContext, express: boolean): Promise<DeliveryPromise> {
  const response = await request.get(`/api/delivery-promise?country=DE&express=${express}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as DeliveryPromise;
}

/** The page shows the promise sentence the API gives now. */
async function expectPromise(request: APIRequestContext, where: Locator, express: boolean) {
  await expect
    .poll(async () => {
      const { text } = await promiseOf(request, express);
      return (await where.getByText(text, { exact: true }).count()) > 0;
    })
    .toBe(true);
}

/** '2026-12-18' as the shop writes it: '18.12.2026'. */
function germanDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

test('product page, cart and checkout show the promise the API gives; the order keeps it and the approval page names its deadline', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('delivery-promise');

  await page.goto('/prime-shop/primeCardsDetails/2');
  await expectPromise(request, page.locator('main'), false);

  await addDesignedCard(page, 2);
  await page.goto('/shopping-cart');
  await expectPromise(request, page.locator('main'), false);
  // Express: the server's surcharge beside the box, its own line, and the express date.
  const { expressSurcharge } = await promiseOf(request, true);
  expect(expressSurcharge).toBeGreaterThan(0);
  const express = page.getByRole('checkbox', { name: /Express-Produktion/ });
  await express.check();
  await expectPromise(request, page.locator('main'), true);
  await expect(page.locator('main').getByText('Express-Produktion').first()).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  await expect(page.getByRole('checkbox', { name: /Express-Produktion/ })).toBeChecked();
  await expectPromise(request, page.locator('main'), true);
  await fillContactInformation(page, email);
  const placed = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/orderLine/create-order');
  await page
    .getByRole('form', { name: 'Kontaktinformationen' })
    .getByRole('button', { name: 'Jetzt bezahlen' })
    .click();
  expect(((await placed).postDataJSON() as { express?: boolean }).express).toBe(true);
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();

  // The confirmation shows the shipping day stored with the order at its payment.
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const state = (await (await page.request.get(`/api/orderLine/check-payment-status?order_id=${orderId}`)).json()) as {
    shippingDate: string;
  };
  const facts = page.locator('dl').filter({ hasText: 'Bestellnummer' });
  await expect(facts).toContainText(`Zugesagter Versand${germanDay(state.shippingDate)}`);

  // The approval page names the deadline and the shipping day the API gives for this order.
  const link = await waitForMailLink(email, '/proof-approval', { timeoutMs: 45_000 });
  const token = new URL(link).searchParams.get('token') ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Druckfreigabe' })).toBeVisible();
  await expect
    .poll(async () => {
      const approval = (await (await request.get(`/api/proof-approval?token=${encodeURIComponent(token)}`)).json()) as {
        approvalPromise: string | null;
      };
      const promised = approval.approvalPromise ?? '';
      return promised.startsWith('Freigabe bis ') && (await page.getByText(promised, { exact: true }).count()) > 0;
    })
    .toBe(true);

  expect(errors).toEqual([]);
});
