/**
 * No page scrolls sideways, from a small phone to a desktop: at 360, 390,
 * 768, 1024, 1366 and 1920 px every route of the route table
 * (`src/config/paths.ts`) is opened, the open and customer pages as a guest
 * with a line in the cart, the back-office pages signed in as the admin, and
 * the document must be no wider than the window. The back office is for
 * 1024 px and up: below, each of its routes shows the notice instead (and it
 * must fit too). From 1024 px the admin's side menu must run down to the
 * bottom of a long page. One browser context per width, the admin signed in
 * once in it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { paths, type RouteAccess } from '../src/config/paths';

import { openSettled, toast } from './helpers';
import { guestShipping, payOrder, signInAsAdmin } from './shop-data';

// The longest files of the journeys: their tests, each on a page of its own, spread over both workers.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [360, 390, 768, 1024, 1366, 1920] as const;
/** Below this width the back office shows ADMIN_NOTICE instead of its pages. */
const ADMIN_MIN_WIDTH = 1024;
const ADMIN_NOTICE =
  'Der Verwaltungsbereich ist für größere Bildschirme gemacht. Bitte öffnen Sie ihn auf einem Laptop oder Desktop.';
const HEIGHT = 900;
const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
/** Enough order lines to make the admin's order page several windows long. */
const LONG_ORDER_LINES = 16;

type Route = { path: string; access: RouteAccess };

/** Every route of the table, the nested admin routes included. */
function routeTable(table: object = paths): Route[] {
  return Object.values(table).flatMap((entry: object) =>
    'path' in entry && 'access' in entry ? [entry as Route] : routeTable(entry),
  );
}

/** Real ids for the parameterised routes. */
type ShopIds = { card: number; bottleOpener: number | null; magnetPack: number; longOrder: number };

async function productIds(request: APIRequestContext, url: string): Promise<number[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as Array<{ productId: number }>).map((product) => product.productId);
}

/** A paid guest order with many lines: its back-office page is the long list of this spec. */
async function placeLongOrder(request: APIRequestContext, magnetPack: number): Promise<number> {
  const orderLines = Array.from({ length: LONG_ORDER_LINES }, (_, index) => ({
    productId: magnetPack,
    productType: 'MBNprod',
    qte: 1,
    processingType: PACKED,
    musterNumber: 'MN-1001',
    remarks: `Position ${index + 1} für die Seitenbreitenprüfung`,
  }));
  const created = await request.post('/api/orderLine/create-order', {
    data: { orderLines, shippingInfo: guestShipping('sideways'), userId: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { id: number }).id;
  await payOrder(request, orderId);
  return orderId;
}

let shopIds: Promise<ShopIds> | undefined;

/** Looked up (and the long order placed) once for all widths. */
function loadShopIds(request: APIRequestContext): Promise<ShopIds> {
  shopIds ??= (async () => {
    const [card] = await productIds(request, '/api/products/get-products-cat/2');
    const [bottleOpener = null] = await productIds(request, '/api/products/get-products-cat/3');
    const [magnetPack] = await productIds(request, '/api/products/get-all-cards');
    expect(card, 'a card in the demo catalogue').toBeDefined();
    expect(magnetPack, 'a sample-number pack in the demo catalogue').toBeDefined();
    return { card, bottleOpener, magnetPack, longOrder: await placeLongOrder(request, magnetPack) };
  })();
  return shopIds;
}

/** The addresses to open for a route: its parameters filled with real ids. */
function urlsOf(route: Route, ids: ShopIds): string[] {
  if (route.path === paths.primeCardDetails.path) {
    // Cards (with the designer) and bottle openers share this route.
    const products = ids.bottleOpener === null ? [ids.card] : [ids.card, ids.bottleOpener];
    return products.map((id) => paths.primeCardDetails.getHref(id));
  }
  if (route.path === paths.magnetCardDetails.path) return [paths.magnetCardDetails.getHref(ids.magnetPack)];
  if (route.path === paths.admin.order.path) return [paths.admin.order.getHref(ids.longOrder)];
  if (route.path.includes(':')) throw new Error(`${route.path} has a parameter this spec does not fill yet`);
  return [route.path];
}

/** Opens `url` and waits until its content has arrived. */
async function openPage(page: Page, url: string) {
  await openSettled(page, url);
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

type WidthReport = { scrollWidth: number; innerWidth: number; stickingOut: string[] };

/**
 * Runs in the page: the document's width against the window's and, when it is
 * wider, the outermost elements reaching past the right edge that no
 * scrolling or clipping box cuts off, to name the culprit in the report.
 */
function measureWidth(): WidthReport {
  const { scrollWidth } = document.documentElement;
  const { innerWidth } = window;
  if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, stickingOut: [] };

  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  /** Whether a box between the element and the page clips it (through its containing blocks only). */
  const isClipped = (element: Element): boolean => {
    let position = getComputedStyle(element).position;
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (ancestor === document.body || ancestor === document.documentElement) return false;
      if (position === 'fixed') return false;
      const ancestorPosition = getComputedStyle(ancestor).position;
      const containsIt = position !== 'absolute' || ancestorPosition !== 'static';
      if (containsIt) {
        if (clips(ancestor)) return true;
        position = ancestorPosition;
      }
    }
    return false;
  };
  const describe = (element: Element) => {
    const classes = Array.from(element.classList, (name) => `.${name}`).join('');
    const { left, right } = element.getBoundingClientRect();
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} (${Math.round(left)}–${Math.round(right)} px)`;
  };
  const outside = Array.from(document.body.querySelectorAll('*')).filter(
    (element) => element.getBoundingClientRect().right > innerWidth + 0.5 && !isClipped(element),
  );
  const outermost = outside.filter((element) => !outside.includes(element.parentElement as Element));
  return { scrollWidth, innerWidth, stickingOut: outermost.slice(0, 5).map(describe) };
}

/** One line per page wider than the window: what the failure message lists. */
async function sidewaysOverflow(page: Page, url: string): Promise<string[]> {
  await openPage(page, url);
  const { scrollWidth, innerWidth, stickingOut } = await page.evaluate(measureWidth);
  if (scrollWidth <= innerWidth) return [];
  return [`${url}: ${scrollWidth} px wide in a ${innerWidth} px window; sticking out: ${stickingOut.join(', ')}`];
}

/** A back-office route below ADMIN_MIN_WIDTH: the notice, and no wider than the window. */
async function adminNoticeOverflow(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await expect(page.getByText(ADMIN_NOTICE, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin-Navigation' })).toHaveCount(0);
  const { scrollWidth, innerWidth, stickingOut } = await page.evaluate(measureWidth);
  if (scrollWidth <= innerWidth) return [];
  return [
    `${url} (notice): ${scrollWidth} px wide in a ${innerWidth} px window; sticking out: ${stickingOut.join(', ')}`,
  ];
}

/** A line in the cart, so that the cart and the checkout show their tables. */
async function addMagnetPackToCart(page: Page, magnetPack: number) {
  await page.goto(paths.magnetCardDetails.getHref(magnetPack));
  const form = page.getByRole('form', { name: 'Bestellformular' });
  await form.getByLabel('Verarbeitung').selectOption(PACKED);
  await form.getByLabel('Musternummer').fill('MN-1001');
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
}

/** On a page longer than the window, the side menu runs from the top of the page to its bottom. */
async function expectSideMenuSpansThePage(page: Page, url: string) {
  await openPage(page, url);
  await expect(page.getByRole('listitem', { name: new RegExp(`^Position ${LONG_ORDER_LINES}:`) })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Admin-Navigation' });
  const menu = page.getByRole('complementary').filter({ has: navigation });
  const { documentHeight, windowHeight } = await page.evaluate(() => ({
    documentHeight: document.documentElement.scrollHeight,
    windowHeight: window.innerHeight,
  }));
  expect(documentHeight, 'the order with many lines makes a page longer than the window').toBeGreaterThan(windowHeight);

  const box = await menu.boundingBox();
  expect(box, 'the side menu is rendered').not.toBeNull();
  expect(box?.height ?? 0, `side menu height on a ${documentHeight} px page`).toBeGreaterThanOrEqual(
    documentHeight - 3,
  );

  // Scrolled to the bottom, the menu is still at hand.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(navigation).toBeInViewport();
}

const routes = routeTable();
const adminRoutes = routes.filter((route) => route.access === 'admin');
const visitorRoutes = routes.filter((route) => route.access !== 'admin');

test('the route table has pages for visitors and for the admin', () => {
  expect(visitorRoutes.length).toBeGreaterThan(10);
  expect(adminRoutes.length).toBeGreaterThan(3);
});

for (const width of WIDTHS) {
  const backOffice = width >= ADMIN_MIN_WIDTH;
  test(`no page scrolls sideways at ${width} px`, async ({ browser, request }) => {
    // Some forty pages, each waited for until the network is quiet.
    test.setTimeout(180_000);
    const ids = await loadShopIds(request);
    const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
    try {
      const page = await context.newPage();
      const overflows: string[] = [];

      // Open and customer pages as a guest with a line in the cart.
      await addMagnetPackToCart(page, ids.magnetPack);
      for (const route of visitorRoutes) {
        for (const url of urlsOf(route, ids)) overflows.push(...(await sidewaysOverflow(page, url)));
      }

      // The back-office, signed in once for all of its pages; below 1024 px its notice.
      await signInAsAdmin(page);
      for (const route of adminRoutes) {
        for (const url of urlsOf(route, ids)) {
          overflows.push(...(await (backOffice ? sidewaysOverflow(page, url) : adminNoticeOverflow(page, url))));
        }
      }

      expect(overflows, `pages that scroll sideways at ${width} x ${HEIGHT} px`).toEqual([]);

      if (backOffice) await expectSideMenuSpansThePage(page, paths.admin.order.getHref(ids.longOrder));
    } finally {
      await context.close();
    }
  });
}
