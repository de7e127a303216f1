/**
 * axe-core on every page of the route table (spec §2), in the state a
 * visitor sees it: the cart and checkout with a line in them, my-orders,
 * my-data and my-wishlist signed in as a customer, every back-office page
 * signed in as the admin (an order detail and the add-order page included).
 * WCAG 2.0/2.1 A and AA plus axe's best practices; every page must have no
 * violation. The customer pages are checked twice: on the desktop and on a
 * 390 px phone, where the shop lays them out differently.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { createActiveAccount, openSettled, signIn, toast } from './helpers';
import { guestShipping, payOrder, placeGuestOrder, saveContactMessage, signInAsAdmin } from './shop-data';

// The longest files of the journeys: their tests, each on a page of its own, spread over both workers.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The customer pages' screens: the project's desktop window, and a phone. */
const SCREENS = [
  { name: 'desktop', viewport: null },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** What one page's opening and analysis may take: axe alone took seconds on a busy machine. */
const PAGE_BUDGET_MS = 30_000;

/** Opens `path`, waits until it has settled, and expects axe to find nothing. */
async function expectNoViolations(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  // A test that checks several pages gets each page's budget, not one page's for all (four pages and a
  // sign-in timed out at 30 s once).
  test.info().setTimeout(test.info().timeout + PAGE_BUDGET_MS);
  await openSettled(page, path);
  await ready(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // Rule, impact and the offending elements: readable in a failure report.
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, `axe violations on ${path}`).toEqual([]);
}

function heading(name: string | RegExp) {
  return async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };
}

async function firstProductId(page: Page, category: number): Promise<number> {
  const response = await page.request.get(`/api/products/get-products-cat/${category}`);
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Array<{ productId: number }>;
  expect(products.length).toBeGreaterThan(0);
  return products[0].productId;
}

async function addMagnetPackToCart(page: Page) {
  await page.goto('/prime-shop/MBNCardsDetails/5');
  const form = page.getByRole('form', { name: 'Bestellformular' });
  await form.getByLabel('Verarbeitung').selectOption('Magnete einzeln in LDPE Tütchen verpackt');
  await form.getByLabel('Musternummer').fill('MN-1001');
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
}

for (const device of SCREENS) {
  test.describe(`customer pages on the ${device.name}`, () => {
    if (device.viewport) test.use({ viewport: device.viewport });

    // Level-1 headings as in routes.spec.ts: the page has rendered when it shows.
    const pages: Array<[string, string | RegExp]> = [
      ['/home', 'Ihr Restaurant bleibt im Gedächtnis – und am Kühlschrank.'],
      ['/prime-shop', 'Ihr Restaurant – direkt am Kühlschrank Ihrer Gäste'],
      ['/contact', 'Kontaktieren Sie uns!'],
      ['/terms-and-conditions', 'Allgemeine Geschäftsbedingungen'],
      ['/Impressum', 'Impressum'],
      ['/impressum', 'Impressum'],
      ['/faq', 'Häufig gestellte Fragen'],
      ['/data-protection', 'Datenschutzerklärung'],
      ['/sign-in', 'Loggen Sie sich in Ihr Konto ein'],
      ['/sign-up', 'Erstellen Sie Ihr Konto'],
      ['/forgot-password', 'Passwort vergessen'],
      ['/reset-password?token=abc', 'Passwort zurücksetzen'],
      ['/activate', 'Kontoaktivierung'],
      ['/pending-page', 'Bestellbestätigung'],
      ['/checkout', 'Kasse'],
      ['/paymentError', 'Zahlungsfehler'],
      ['/unauthorized', 'Unbefugter Zugriff'],
      ['/404', 'Ressource nicht gefunden'],
      ['/gibt-es-nicht', 'Ressource nicht gefunden'],
      ['/shopping-cart', 'Warenkorb'],
      ['/my-orders', 'Meine Bestellungen'],
      ['/my-data', 'Meine Daten'],
      ['/my-wishlist', 'Meine Wunschliste'],
      ['/my-qr-codes', 'Meine QR-Codes'],
      // Without the mail's token: the page saying the link is incomplete.
      ['/qr-codes', /.+/],
      ['/proof-approval', /.+/],
    ];
    for (const [path, name] of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await expectNoViolations(page, path, heading(name));
      });
    }

    test('both product detail pages have no axe violations', async ({ page }) => {
      const card = await firstProductId(page, 2);
      await expectNoViolations(page, `/prime-shop/primeCardsDetails/${card}`, heading(/.+/));
      await expectNoViolations(page, '/prime-shop/MBNCardsDetails/5', heading(/Musternummer/));
    });

    test('the cart and the checkout with a line in them have no axe violations', async ({ page }) => {
      await addMagnetPackToCart(page);
      await expectNoViolations(page, '/shopping-cart', async () => {
        await expect(page.getByRole('table', { name: 'Produkte im Warenkorb' })).toBeVisible();
      });
      await expectNoViolations(page, '/checkout', heading('Kasse'));
    });

    test('the payment confirmation page of a paid order has no axe violations', async ({ page, request }) => {
      const orderId = await placeGuestOrder(request, guestShipping('a11y'));
      await payOrder(request, orderId);
      await expectNoViolations(page, `/pending-page?order_id=${orderId}`, heading('Bestellbestätigung'));
    });

    test('my-orders, my-data, my-qr-codes and my-wishlist signed in as a customer have no axe violations', async ({
      page,
      request,
    }) => {
      const customer = await createActiveAccount(request, 'a11y');
      await signIn(page, customer.email, customer.password);
      await expect(page).toHaveURL(/\/home$/);
      await expectNoViolations(page, '/my-orders', heading('Meine Bestellungen'));
      await expectNoViolations(page, '/my-data', heading('Meine Daten'));
      await expectNoViolations(page, '/my-qr-codes', heading('Meine QR-Codes'));
      await expectNoViolations(page, '/my-wishlist', heading('Meine Wunschliste'));
    });
  });
}

test('every back-office page signed in as the admin has no axe violations', async ({ page, request, baseURL }) => {
  const orderId = await placeGuestOrder(request, guestShipping('a11y-admin'));
  await payOrder(request, orderId);
  await saveContactMessage(request, baseURL ?? '', {
    name: 'Axe Prüfung',
    email: 'axe@example.test',
    phone: '+49 2161 555555',
    message: 'Eine Nachricht, die länger als neunundsiebzig Zeichen ist, damit der Schalter zum Aufklappen erscheint.',
  });
  await signInAsAdmin(page);

  const admin = '/admin/dashboard';
  const pages: Array<[string, string | RegExp]> = [
    [admin, 'Dashboard'],
    [`${admin}/orders`, 'Bestellungen'],
    [`${admin}/orders/${orderId}`, 'Bestellungen'],
    [`${admin}/orders/add-order`, 'Bestellungen'],
    [`${admin}/products`, 'Produkte'],
    [`${admin}/samples`, 'Proben'],
    [`${admin}/messages`, 'Nachrichten'],
  ];
  for (const [path, name] of pages) {
    await test.step(path, async () => {
      await expectNoViolations(page, path, heading(name));
    });
  }
});
