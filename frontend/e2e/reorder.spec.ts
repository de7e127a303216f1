/**
 * 'Erneut bestellen': a signed-in customer with a paid designed card order
 * puts it back into the cart from 'Meine Bestellungen' and finds the line in
 * the cart with its quantity, today's price and the logo the order already
 * uploaded (shown from its hosted URL, not uploaded again), and the QR code's
 * short link it was printed with, which the new order prints again. The paid order is
 * set up through the API in the customer's own browser session, so this
 * journey does not depend on the designer's form.
 */
import { expect, test, type Page } from '@playwright/test';

import { canvasPng } from './logo-png';
import { collectConsoleErrors, createActiveAccount, signIn, toast } from './helpers';
import { fillContactInformation, guestShipping, payOrder } from './shop-data';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

type Product = { productId: number; name: string; price: number; relativePrice: number };

/** German euro amount as the shop writes it: 123456 -> '1.234,56 €'. */
function euro(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${String(cents % 100).padStart(2, '0')} €`;
}

/**
 * A paid order of one designed card (logo uploaded first), placed and paid
 * in the signed-in customer's session; returns its id and the logo's URL.
 */
async function paidCardOrder(page: Page, card: Product, quantity: number) {
  const session = await page.request.get('/api/auth/initialCheck');
  const { user } = (await session.json()) as { user: { userId: number } | null };
  if (!user) throw new Error('the customer is not signed in');

  const upload = await page.request.post('/api/images', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: (await canvasPng(page, 600, 400)).buffer } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { secure_url: logoUrl } = (await upload.json()) as { secure_url: string };

  const created = await page.request.post('/api/orderLine/create-order', {
    data: {
      orderType: 'Normal',
      orderLines: [
        {
          productId: card.productId,
          productType: 'PrimeProd',
          qte: quantity,
          processingType: PACKED,
          template: 'pizza',
          address: 'Hauptstraße 5, 41061 Mönchengladbach',
          phone: '+49 2161 123456',
          url: 'https://www.da-luigi-gladbach.de',
          cardLogo: logoUrl,
          remarks: '',
          musterNumber: '',
        },
      ],
      shippingInfo: guestShipping('reorder'),
      userId: user.userId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { id: number }).id;
  await payOrder(page.request, orderId);
  return { orderId, logoUrl };
}

test("a customer puts a paid card order back into the cart with 'Erneut bestellen'", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const company = await createActiveAccount(request, 'reorder');
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/home$/);

  const [cardId] = ((await (await request.get('/api/products/get-products-cat/2')).json()) as Product[]).map(
    (product) => product.productId,
  );
  const card = (await (await request.get(`/api/products/get-product-byId/${cardId}`)).json()) as Product;
  const { orderId, logoUrl } = await paidCardOrder(page, card, 3);

  await page.goto('/my-orders');
  const row = page
    .getByRole('table', { name: 'Bestellliste' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
  const reorder = row.getByRole('button', { name: `Erneut bestellen: Bestellung ${orderId}` });
  await expect(reorder).toHaveText('Erneut bestellen');
  await reorder.click();
  await expect(toast(page, 'Die Artikel wurden in den Warenkorb gelegt.')).toBeVisible();
  await expect(reorder).toBeEnabled();

  // Through the cart button to the cart: the line with its quantity, today's price and the hosted logo.
  await page.getByRole('banner').getByRole('button', { name: 'Warenkorb (1)' }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  const line = page.getByRole('table', { name: 'Produkte im Warenkorb' }).locator('tbody tr');
  await expect(line).toHaveCount(1);
  await expect(line.getByText(card.name, { exact: true })).toBeVisible();
  await expect(line.getByRole('spinbutton', { name: `Menge: ${card.name}` })).toHaveValue('3');
  const unit = card.price + card.relativePrice;
  // Cards are priced per pack.
  await expect(line.getByText(`${euro(unit)} / Paket`, { exact: true })).toBeVisible();
  await expect(line.getByText(euro(unit * 3), { exact: true })).toBeVisible();
  const logo = line.getByRole('img', { name: `Logo für ${card.name}` });
  await expect(logo).toHaveAttribute('src', logoUrl);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(line.getByText('Logo nicht mehr verfügbar', { exact: false })).toHaveCount(0);
  const ordered = await page.request.get(`/api/orderLine/get-user-orderLines?order_id=${orderId}`);
  const { orderLines } = (await ordered.json()) as { orderLines: { qrLink: string | null }[] };
  const shortLink = orderLines[0]?.qrLink;
  expect(shortLink).toMatch(/\/q\/[2-9A-HJKMNP-Z]{10}$/);
  await expect(line.getByText(`QR-Code wie bisher: ${shortLink}`, { exact: true })).toBeVisible();

  // Ordered and paid again: the new line prints the very same short link.
  await page.getByRole('link', { name: 'Zur Kasse gehen' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillContactInformation(page, company.email);
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  const reordered = Number(new URL(page.url()).searchParams.get('order_id'));
  expect(reordered).not.toBe(orderId);
  const again = await page.request.get(`/api/orderLine/get-user-orderLines?order_id=${reordered}`);
  const reprinted = (await again.json()) as { orderLines: { qrLink: string | null; qrTarget: string | null }[] };
  expect(reprinted.orderLines.map((printed) => printed.qrLink)).toEqual([shortLink]);
  expect(reprinted.orderLines[0]?.qrTarget).toBe('https://www.da-luigi-gladbach.de');

  expect(errors).toEqual([]);
});
