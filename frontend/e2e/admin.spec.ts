/**
 * Back-office journeys against the real API: the admin's landing page, a
 * product edited, a paid order shipped, a custom order paid through its
 * mailed link, a sample added and deleted, a long contact message expanded,
 * and a customer kept out. The admin comes from playwright.config.ts (SHOP_ADMIN_EMAIL/PASSWORD).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { collectConsoleErrors, createActiveAccount, customerAddress, logOut, signIn, toast } from './helpers';
import { guestShipping, payOrder, placeGuestOrder } from './shop-data';

const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };

/** A 1 x 1 PNG the API's image check decodes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP41KMBAAQaAadcO3gsAAAAAElFTkSuQmCC',
  'base64',
);

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
}

/** A guest's order for a sample-number magnet pack, paid on the local test provider's page. */
async function placePaidGuestOrder(request: APIRequestContext): Promise<number> {
  const orderId = await placeGuestOrder(request, guestShipping('admin-guest'));
  await payOrder(request, orderId);
  return orderId;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every body part of a raw mail, decoded (multipart split by its boundaries). */
function decodedParts(raw: string): string[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = split ? raw.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ') : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/content-type:\s*multipart\//i.test(headers) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((segment) => !segment.startsWith('--'))
      .flatMap((segment) => decodedParts(segment.replace(/^\r?\n/, '')));
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  return [body];
}

/**
 * The payment link of the mail to `recipient` (`/api/payments/link/{token}`).
 * e2e/mail.ts finds links with a query string; this one has none.
 */
async function waitForPaymentLink(recipient: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(process.env.PRIMECARDS_E2E_DIR ?? '', 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const raw = await readFile(path.join(dir, name), 'utf8');
      if (!raw.toLowerCase().includes(recipient.toLowerCase())) continue;
      for (const part of decodedParts(raw)) {
        const link = /https?:\/\/[^\s"'<>]+\/api\/payments\/link\/[A-Za-z0-9_-]+/.exec(part)?.[0];
        if (link) return link;
      }
    }
    if (Date.now() >= deadline)
      throw new Error(`No payment link mailed to ${recipient} within ${timeoutMs} ms (${dir})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function orderRow(page: Page, orderId: number) {
  return page
    .getByRole('table', { name: 'Bestellliste' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `#${orderId}`, exact: true }) });
}

test('the admin lands on the order list after sign-in, with the side menu and no shop top bar', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signInAsAdmin(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin-Navigation' });
  await expect(menu.getByRole('link')).toHaveText([
    'Bestellungen',
    'Produktion',
    'Kunden',
    'Schließtage',
    'Produkte',
    'Proben',
    'Aktionscodes',
    'QR-Codes',
    'Nachrichten',
    'Hintergrundaufgaben',
  ]);
  await expect(page.getByRole('link', { name: 'Create order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Bestellliste' }).or(page.getByText('Noch keine Bestellungen')),
  ).toBeVisible();

  await menu.getByRole('link', { name: 'Produkte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  const products = page.getByRole('table', { name: 'Produktliste' });
  await expect(products.getByRole('row').filter({ hasText: 'PrimeCard Starter' })).toContainText('Card');
  await expect(products.getByRole('row').filter({ hasText: 'Flaschenöffner Classic' })).toContainText('Bottle Opener');

  await logOut(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/admin/dashboard/orders');
  await expect(page.getByText('Bitte melden Sie sich an')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a product edit is refused with the API's reason when out of range, then saved and served by the catalogue", async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const listed = await request.get('/api/products/get-products');
  const { products } = (await listed.json()) as {
    products: { productId: number; name: string; price: number; cardsPerPack: number }[];
  };
  const business = products.find((product) => product.name === 'PrimeCard Business');
  expect(business).toBeDefined();
  const productId = business?.productId ?? 0;

  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/products');
  const edit = async () => {
    await page.getByRole('button', { name: 'PrimeCard Business bearbeiten' }).click();
    return page.getByRole('dialog', { name: 'Produkt bearbeiten: PrimeCard Business' });
  };

  let dialog = await edit();
  const price = dialog.getByLabel('Preis in €');
  const original = await price.inputValue();
  const originalOffer = await dialog.getByLabel('Angebot (optional)').inputValue();
  await price.fill('12.345,00');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Der Preis muss zwischen 0,01 € und 10.000,00 € liegen')).toBeVisible();

  const cards = dialog.getByLabel('Karten pro Paket');
  await expect(cards).toHaveValue(String(business?.cardsPerPack));
  await cards.fill('0');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Karten pro Paket: bitte eine ganze Zahl von 1 bis 10.000 angeben')).toBeVisible();

  await price.fill('77,70');
  await cards.fill('120');
  await dialog.getByLabel('Angebot (optional)').fill('Nur diese Woche: Gravur gratis');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Produkt erfolgreich gespeichert!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page
    .getByRole('table', { name: 'Produktliste' })
    .getByRole('row')
    .filter({ hasText: 'PrimeCard Business' });
  await expect(row).toContainText('77,70 €');

  // The shop's catalogue answers with the edit at once (admins are kept out of the shop pages).
  const shop = await request.get(`/api/products/get-product-byId/${productId}`);
  expect(await shop.json()).toMatchObject({
    price: 7770,
    specialOffer: 'Nur diese Woche: Gravur gratis',
    cardsPerPack: 120,
  });

  // Other journeys expect the demo catalogue: put the product back.
  dialog = await edit();
  await dialog.getByLabel('Preis in €').fill(original);
  await dialog.getByLabel('Karten pro Paket').fill(String(business?.cardsPerPack));
  await dialog.getByLabel('Angebot (optional)').fill(originalOffer);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  const restored = await request.get(`/api/products/get-product-byId/${productId}`);
  expect(await restored.json()).toMatchObject({ price: business?.price, cardsPerPack: business?.cardsPerPack });
  expect(errors).toEqual([]);
});

test('a paid order is opened with its design data and set to Shipped; a refused change says why', async ({
  page,
  request,
}) => {
  const orderId = await placePaidGuestOrder(request);
  await signInAsAdmin(page);

  const row = orderRow(page, orderId);
  await expect(row).toContainText('Bezahlt');
  // The company the buyer gave.
  await expect(row).toContainText('Pizzeria Roma');
  // A sample pack has no proof to approve: paid, it is approved at once.
  await expect(row).toContainText('Freigegeben');
  await row.getByRole('link', { name: `Details zu Bestellung ${orderId}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Bestellung #${orderId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Versanddaten' })).toContainText('Maria Rossi');
  const line = page.getByRole('listitem', { name: 'Position 1: Musternummer-Magnete 50 Stück' });
  await expect(line).toContainText('MN-1001');
  await expect(line).toContainText('Bitte wie beim letzten Mal');
  await expect(line).toContainText('Magnete einzeln in LDPE Tütchen verpackt');

  // The select offers exactly the statuses the server allows next, in German.
  const status = page.getByRole('region', { name: 'Bestellstatus' });
  const select = status.getByRole('combobox', { name: 'Neuer Status' });
  await expect(status).toContainText('Aktueller Status: Freigegeben');
  await expect(select.locator('option')).toHaveText(['Freigegeben', 'In Produktion', 'Storniert']);
  // Just paid, the customer may still cancel: the admin is asked first, and cancelling changes nothing.
  await select.selectOption('InProduction');
  await status.getByRole('button', { name: 'Status aktualisieren' }).click();
  let question = page.getByRole('alertdialog', { name: 'In Produktion geben?' });
  // The question is the dialog's own line, under its title.
  await expect(
    question.getByText(/^Stornierbar bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr – trotzdem in Produktion geben\?$/),
  ).toBeVisible();
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toHaveCount(0);
  await expect(status).toContainText('Aktueller Status: Freigegeben');
  await status.getByRole('button', { name: 'Status aktualisieren' }).click();
  question = page.getByRole('alertdialog', { name: 'In Produktion geben?' });
  await question.getByRole('button', { name: 'In Produktion geben' }).click();
  await expect(toast(page, 'Bestellstatus erfolgreich aktualisiert!')).toBeVisible();
  await expect(status).toContainText('Aktueller Status: In Produktion');
  await expect(select.locator('option')).toHaveText(['In Produktion', 'Versendet', 'Storniert']);

  // Shipped without carrier and tracking number: both are optional.
  await select.selectOption('Shipped');
  await expect(status.getByRole('combobox', { name: 'Versanddienstleister' })).toBeVisible();
  await status.getByRole('button', { name: 'Status aktualisieren' }).click();
  await expect(status).toContainText('Aktueller Status: Versendet');

  await page.reload();
  await expect(status).toContainText('Aktueller Status: Versendet');
  await expect(select.locator('option')).toHaveText(['Versendet', 'Zugestellt', 'Storniert']);

  await select.selectOption('Delivered');
  await status.getByRole('button', { name: 'Status aktualisieren' }).click();
  await expect(status).toContainText('Aktueller Status: Zugestellt');
  // The server allows nothing after Delivered: the status stays as text.
  await expect(status).toContainText('Der Status dieser Bestellung kann nicht mehr geändert werden.');
  await expect(status.getByRole('combobox', { name: 'Neuer Status' })).toHaveCount(0);

  await page.goto('/admin/dashboard/orders/999999');
  await expect(page.getByText('Keine Bestellung gefunden')).toBeVisible();
  await page.getByRole('link', { name: 'Zurückgehen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
});

test('a custom order mails a payment link; once paid through it, the order shows as paid', async ({
  page,
  browser,
}) => {
  const customer = `e2e-admin-custom-${randomUUID().slice(0, 8)}@example.test`;
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders\/add-order$/);

  // Creating with nothing says what is missing first.
  await page.getByRole('button', { name: 'Bestellung erstellen' }).click();
  await expect(toast(page, 'Versandinformationen sind erforderlich. Bitte füllen Sie das Formular aus')).toBeVisible();

  const shipping = page.getByRole('form', { name: 'Versandinformationen' });
  const values = { ...guestShipping('admin-custom'), email: customer };
  await shipping.getByLabel('Ansprechpartner').fill(values.responsableName);
  await shipping.getByLabel('Firmenname').fill(values.companyName);
  await shipping.getByLabel('E-Mail').fill(values.email);
  await shipping.getByLabel('Telefonnummer').fill(values.phone);
  await shipping.getByLabel('Lieferadresse').fill(values.shippingAddress);
  await shipping.getByLabel('PLZ').fill(values.zipCode);
  await shipping.getByLabel('Stadt').fill(values.city);
  await shipping.getByRole('button', { name: 'Versanddaten übernehmen' }).click();
  await expect(page.getByText('Versanddaten übernommen')).toBeVisible();

  await page.getByRole('button', { name: 'Bestellung erstellen' }).click();
  await expect(toast(page, 'Der Warenkorb kann nicht leer sein. Bitte fügen Sie einige Produkte hinzu')).toBeVisible();

  const line = page.getByRole('form', { name: 'Produkt hinzufügen' });
  await line.getByRole('combobox', { name: 'Produkt' }).selectOption({ label: 'PrimeCard Business – 79,90 €' });
  await line.getByRole('combobox', { name: 'Vorlage' }).selectOption('pizza');
  await line.getByLabel('Telefonnummer auf der Karte').fill('+49 2161 123456');
  await line.getByLabel('Adresse auf der Karte').fill('Hauptstr. 1, Mönchengladbach');
  await line.getByLabel('QR Code URL').fill('www.pizzeria-roma.de');
  await line.getByRole('combobox', { name: 'Verarbeitung' }).selectOption('Magnete nicht einzeln verpackt');
  await line.getByLabel('Menge').fill('4');
  await line.getByRole('button', { name: 'Zur Bestellung hinzufügen' }).click();
  await expect(page.getByRole('list', { name: 'Positionen dieser Bestellung' })).toContainText('1. PrimeCard Business');

  // Kept in this tab until created.
  await page.reload();
  await expect(page.getByText('Versanddaten übernommen')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Positionen dieser Bestellung' })).toContainText('1. PrimeCard Business');

  await page.getByRole('button', { name: 'Bestellung erstellen' }).click();
  await expect(toast(page, 'Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
  expect(
    await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.includes('customOrder'))),
  ).toEqual([]);

  // The customer opens the mailed link in a browser of their own and pays.
  const link = await waitForPaymentLink(customer);
  expect(new URL(link).pathname).toMatch(/^\/api\/payments\/link\//);
  const customerContext = await browser.newContext();
  try {
    const customerPage = await customerContext.newPage();
    await customerPage.goto(link);
    // The link shows the order first; only its button opens the payment (a link scanner opens nothing).
    await expect(customerPage.getByText(/Bestellung Nr\. \d+/)).toBeVisible();
    await customerPage.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await expect(customerPage.getByRole('button', { name: 'Bezahlen', exact: true })).toBeVisible();
    const orderText = await customerPage.getByText(/Bestellung Nr\. \d+/).textContent();
    const orderId = Number(/Bestellung Nr\. (\d+)/.exec(orderText ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);

    const row = orderRow(page, orderId);
    await expect(row).toContainText('Individuelle Bestellung');
    await expect(row).toContainText('Offen');

    await customerPage.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    await expect(customerPage).toHaveURL(new RegExp(`/pending-page\\?order_id=${orderId}$`));

    await page.reload();
    await expect(orderRow(page, orderId)).toContainText('Bezahlt');
    await orderRow(page, orderId)
      .getByRole('link', { name: `Details zu Bestellung ${orderId}` })
      .click();
    const card = page.getByRole('listitem', { name: 'Position 1: PrimeCard Business' });
    await expect(card).toContainText('Pizza');
    await expect(card).toContainText('www.pizzeria-roma.de');
    await expect(page.getByRole('region', { name: 'Bestelldaten' })).toContainText('Bezahlt');
  } finally {
    await customerContext.close();
  }
});

test('a sample is added with an uploaded image and deleted after confirming', async ({ page, request }) => {
  const number = `E2E-${randomUUID().slice(0, 5)}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Proben' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proben' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Neue Probe anlegen' });
  await form.getByLabel('Musternummer').fill(number);
  await form.getByLabel('Restaurant').fill('Trattoria E2E');
  await form.getByLabel('Musterbild').setInputFiles({ name: 'muster.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByText('Ausgewählt: muster.png')).toBeVisible();
  await form.getByRole('button', { name: 'Probe hinzufügen' }).click();
  await expect(toast(page, 'Probe erfolgreich hinzugefügt!')).toBeVisible();

  const list = page.getByRole('list', { name: 'Vorhandene Proben' });
  const item = list.getByRole('listitem').filter({ hasText: number });
  await expect(item).toContainText('Trattoria E2E');
  const image = item.getByRole('img', { name: `Muster ${number}` });
  await expect(image).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // Customers find it by its number now.
  expect((await request.get(`/api/samples/get-product-byMNB?musterNb=${number}`)).status()).toBe(200);

  // The same number again is refused with the server's message.
  await form.getByLabel('Musternummer').fill(number);
  await form.getByLabel('Restaurant').fill('Doppelt');
  await form.getByLabel('Musterbild').setInputFiles({ name: 'muster.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Probe hinzufügen' }).click();
  await expect(toast(page, `Die Musternummer ${number} ist bereits vergeben`)).toBeVisible();

  await item.getByRole('button', { name: `Probe ${number} löschen` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Probe löschen?' });
  await expect(dialog).toContainText(number);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(toast(page, 'Probe erfolgreich entfernt!')).toBeVisible();
  await expect(list.getByText(number)).toHaveCount(0);
  expect((await request.get(`/api/samples/get-product-byMNB?musterNb=${number}`)).status()).toBe(404);
});

test("a long contact message is cut and opens with 'Show more', as text", async ({ page, request }) => {
  const name = `E2E ${randomUUID().slice(0, 6)}`;
  const message =
    'Guten Tag, wir betreiben drei Filialen und möchten <b>dringend</b> ein Angebot für 1000 Magnetkarten mit unserem Logo erhalten.';
  const saved = await request.post('/api/messages/save-message', {
    data: { message: { name, email: 'kontakt@filialen.example', phone: '+49 2161 555555', message } },
    headers: customerAddress(),
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Nachrichten' }).click();
  const card = page.getByRole('listitem', { name: `Nachricht von ${name}` });
  await expect(card).toContainText(`${message.slice(0, 79)}…`);
  await expect(card).not.toContainText(message);

  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card).toContainText(message);
  await expect(card.locator('b')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show less' }).click();
  await expect(card).not.toContainText(message);
});

test('a customer who types an admin address lands on /unauthorized', async ({ page, request }) => {
  const customer = await createActiveAccount(request, 'admin-guard');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/home$/);

  for (const address of ['/admin/dashboard/orders', '/admin/dashboard/samples', '/admin/dashboard/orders/add-order']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unbefugter Zugriff' })).toBeVisible();
  }
});

/** Runs `sql` on the shop's SQLite file beside the running API (the sqlite3 tool), answering its output. */
function shopSql(sql: string): string {
  const dir = process.env.PRIMECARDS_E2E_DIR;
  if (!dir) throw new Error('PRIMECARDS_E2E_DIR is not set; run the journeys through playwright.config.ts');
  return execFileSync('sqlite3', ['-cmd', '.timeout 10000', path.join(dir, 'shop.db'), sql], {
    encoding: 'utf8',
  }).trim();
}

test('a failed background job shows on its order and in Hintergrundaufgaben, and is tried again', async ({
  page,
  request,
}) => {
  const orderId = await placePaidGuestOrder(request);
  const mailJobs = (state: string) =>
    shopSql(`SELECT COUNT(*) FROM jobs WHERE kind = 'deliver_mail' AND order_id = ${orderId} AND state = '${state}'`);
  // The confirmation went out as the order's mail job.
  await expect.poll(() => mailJobs('done'), { timeout: 20_000 }).toBe('1');
  // As the worker leaves a job whose last attempt failed (a mail server refusing it for good).
  const refusal = `mail refused: 550 mailbox of order ${orderId} unavailable`;
  shopSql(
    `UPDATE jobs SET state = 'failed', attempts = 6, last_error = '${refusal}' ` +
      `WHERE kind = 'deliver_mail' AND order_id = ${orderId}`,
  );

  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/orders/${orderId}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'E-Mail konnte nicht versendet werden – bitte prüfen' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Zu den Hintergrundaufgaben' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hintergrundaufgaben' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fehlgeschlagen' })).toHaveAttribute('aria-selected', 'true');

  const row = page.getByRole('row').filter({ hasText: refusal });
  await expect(row).toContainText('E-Mail versenden');
  await expect(row.getByRole('link', { name: `Bestellung ${orderId}` })).toBeVisible();
  await row.getByRole('button', { name: /^Erneut versuchen/ }).click();
  await expect(row).toHaveCount(0);

  // Due again at once: the worker runs it; the mail was delivered before, so it is not sent twice.
  await expect.poll(() => mailJobs('done'), { timeout: 20_000 }).toBe('1');
  await page.goto(`/admin/dashboard/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Bestelldaten' })).toBeVisible();
  await expect(page.getByText('E-Mail konnte nicht versendet werden – bitte prüfen')).toHaveCount(0);
});
