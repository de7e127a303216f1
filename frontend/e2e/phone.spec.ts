/**
 * The shop on a phone (390 x 844, the screen): a signed-in buyer
 * finds a paid order under 'Meine Bestellungen' through the account menu and
 * cancels it. The cancel dialog must be on screen, centred, and its
 * confirmation must work. The order is placed and paid through the API as the
 * signed-in customer, as the checkout would.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { collectConsoleErrors, createActiveAccount } from './helpers';
import { guestShipping, payOrder } from './shop-data';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** Signs in through the form and returns the account's user id from the server's answer. */
async function signInOnPhone(page: Page, email: string, password: string): Promise<number> {
  await page.goto('/sign-in');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in')),
    page.getByRole('button', { name: 'Einloggen' }).click(),
  ]);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { userId: number }).userId;
}

/** A paid order for a sample-number magnet pack, placed in the signed-in customer's name. */
async function placePaidOrder(page: Page, userId: number, companyName: string): Promise<number> {
  const created = await page.request.post('/api/orderLine/create-order', {
    data: {
      orderLines: [
        {
          productId: 5,
          productType: 'MBNprod',
          qte: 1,
          processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
          musterNumber: 'MN-1002',
          remarks: '',
        },
      ],
      shippingInfo: { ...guestShipping('phone'), companyName },
      userId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { id: number }).id;
  await payOrder(page.request, orderId);
  return orderId;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is no wider than the phone`).toBeLessThanOrEqual(innerWidth);
}

test("a signed-in buyer cancels an order from 'Meine Bestellungen' on a phone", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const company = await createActiveAccount(request, 'phone');
  const userId = await signInOnPhone(page, company.email, company.password);
  await expect(page).toHaveURL(/\/home$/);
  const orderId = await placePaidOrder(page, userId, company.companyName);

  // The main links are behind 'Menü'; the account menu leads to the orders.
  const menu = page.getByRole('button', { name: 'Menü' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }),
  ).toBeHidden();
  await page.getByRole('button', { name: company.companyName }).tap();
  await page.getByRole('link', { name: 'Meine Bestellungen' }).tap();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();

  const row = page
    .getByRole('table', { name: 'Bestellliste' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The order list laid out as cards is as accessible as the table.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);

  await row.getByRole('button', { name: `Details zur Bestellung ${orderId}` }).tap();
  const details = page.getByRole('region', { name: 'Bestelldetails' });
  await expect(details.getByText(/^Stornierbar bis /)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await details.getByRole('button', { name: 'Bestellung stornieren' }).tap();
  const dialog = page.getByRole('alertdialog', { name: 'Bestellung stornieren' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    `Möchten Sie Bestellung ${orderId} wirklich stornieren? Der bezahlte Betrag wird Ihnen erstattet.`,
  );

  // On screen as a whole, and centred in the window (not stuck in a corner).
  await expect(dialog).toBeInViewport({ ratio: 1 });
  const box = await dialog.boundingBox();
  expect(box, 'the dialog is rendered').not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(Math.abs(x + width / 2 - PHONE.width / 2), 'horizontal centre').toBeLessThanOrEqual(2);
  expect(Math.abs(y + height / 2 - PHONE.height / 2), 'vertical centre').toBeLessThanOrEqual(2);
  expect(x, 'a margin on the left').toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Bestellung stornieren' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(
    details.getByText(
      'Ihre Bestellung wurde storniert. Den Betrag erstatten wir Ihnen, die Gutschrift erhalten Sie per E-Mail.',
    ),
  ).toBeVisible();
  await expect(details.getByText('Status: Storniert')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  expect(errors).toEqual([]);
});

test("the top bar's 'Menü' opens the main links on a phone and closes on navigation and Escape", async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('button', { name: 'Menü' });
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Kontakt' })).toBeHidden();

  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await navigation.getByRole('link', { name: 'Kontakt' }).tap();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation.getByRole('link', { name: 'Kontakt' })).toBeHidden();

  await menu.tap();
  await expect(navigation.getByRole('link', { name: 'PrimeShop' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navigation.getByRole('link', { name: 'PrimeShop' })).toBeHidden();
  await expect(menu).toBeFocused();

  // Every control of the bar is a full tap target.
  for (const control of [
    page.getByRole('link', { name: 'PrimeCards – zur Startseite' }),
    menu,
    page.getByRole('button', { name: /^Wunschliste/ }),
    page.getByRole('button', { name: /^Warenkorb/ }),
    page.getByRole('banner').getByRole('link', { name: 'Anmelden' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoSidewaysScroll(page);
});
