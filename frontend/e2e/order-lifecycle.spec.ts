/**
 * An order's life after the payment, in a real browser against the real API:
 * a guest gets the proof mail, asks for a change (proof version 2), checks
 * and approves it, and follows production and shipping on the approval page; a signed-in
 * customer cancels a paid order under 'Meine Bestellungen' and gets the credit
 * note; a delayed payment (direct debit) ends on a page saying it is on its way.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { collectConsoleErrors, createActiveAccount, signIn, toast, uniqueEmail } from './helpers';
import { waitForMailLink } from './mail';
import { PACKED, addDesignedCard, fillContactInformation, signInAsAdmin } from './shop-data';

/** A timeline entry: its label, then its moment in German time. */
const AT = String.raw`\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr`;
/** The credit note's file name: GS-<year>-<five digits>. */
const CREDIT_NOTE_FILE = /^GS-\d{4}-\d{5}\.pdf$/;

type Product = { productId: number; name: string };

async function product(request: APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/products/get-product-byId/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

function step(label: string): RegExp {
  return new RegExp(`^${label} ${AT}$`);
}

/** Puts a sample-number magnet pack (product 5) into the cart. */
async function addSamplePack(page: Page) {
  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1001');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
}

/** Checks out the cart as a guest and lands on the local test provider's page. */
async function checkOutAsGuest(page: Page, email: string) {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout as Guest' }).click();
  await fillContactInformation(page, email);
  await page
    .getByRole('form', { name: 'Kontaktinformationen' })
    .getByRole('button', { name: 'Jetzt bezahlen' })
    .click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The proof's image has arrived and was decoded (not the loader, not the error). */
async function expectImageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image;
}

/** The current proof PDF of a line as this browser session gets it. */
async function proofPdf(page: Page, href: string): Promise<Buffer> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return body;
}

/** '28.11.2026, 14:05' (German time) as a moment. */
function berlinMoment(text: string): number {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}), (\d{2}):(\d{2})$/.exec(text);
  expect(match, text).not.toBeNull();
  const [, day, month, year, hour, minute] = (match ?? []).map(Number);
  // The moment at that wall-clock time in UTC, corrected by Berlin's offset at that moment.
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // hourCycle h23: with hour12: false, the hour after midnight reads '24:05', which Date cannot parse (the
  // journey failed between 23:00 and midnight German time).
  const berlin = new Date(asUtc).toLocaleString('en-US', { timeZone: 'Europe/Berlin', hourCycle: 'h23' });
  const offset = new Date(`${berlin} UTC`).getTime() - asUtc;
  return asUtc - offset;
}

test('a guest asks for a change of the proof, approves version 2 and follows production and shipping on the approval page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const card = await product(request, 2);
  const email = uniqueEmail('lifecycle-approval');
  const oldPhone = '+49 2161 123456';
  const newPhone = '+49 2161 778899';
  const trackingNumber = `00340434${Date.now().toString().slice(-12)}`;

  await addDesignedCard(page, card.productId, oldPhone);
  await checkOutAsGuest(page, email);
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  // Nothing is printed before the approval, and the page says so.
  await expect(page.getByText('Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Druckabzug prüfen' })).toHaveAttribute(
    'href',
    `/proof-approval?orderId=${orderId}`,
  );
  await expect(page.getByText(/beginnen jetzt mit dem Druck/)).toHaveCount(0);

  // The proof is rendered after the payment; then its mail arrives with the approval link.
  const link = await waitForMailLink(email, '/proof-approval', { timeoutMs: 45_000 });
  expect(new URL(link).searchParams.get('token')).toBeTruthy();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Druckfreigabe' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Bestellung Nr. ${orderId}` })).toBeVisible();
  await expect(page.getByText('Status: In Bearbeitung')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Bestellverlauf' });
  await expect(timeline.getByRole('listitem')).toHaveText([step('Bezahlt'), step('Druckabzug bereit')]);
  await expect(page.getByText(new RegExp(`^Stornierbar bis ${AT}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toBeVisible();

  const proof = page.getByRole('region', { name: `Druckabzug: ${card.name}` });
  await expect(proof.getByText(new RegExp(`^Version 1 vom ${AT}$`))).toBeVisible();
  // The proof as a large image, rendered by the server from the stored version.
  const image1 = await expectImageLoaded(page, `Druckabzug ${card.name}, Version 1`);
  const pngHref = (await image1.getAttribute('src')) ?? '';
  expect(pngHref).toMatch(/^\/api\/order-lines\/\d+\/proof\.png\?width=\d+&version=1$/);
  const png = await page.request.get(pngHref);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  await expect(proof.getByText('Der QR-Code dieses Druckabzugs wurde geprüft und ist lesbar.')).toBeVisible();
  const download = proof.getByRole('link', { name: `Druckabzug (PDF) ${card.name}, Version 1` });
  const pdfHref = (await download.getAttribute('href')) ?? '';
  expect(pdfHref).toMatch(/^\/api\/order-lines\/\d+\/proof\.pdf$/);
  const version1 = await proofPdf(page, pdfHref);

  // 'Änderung wünschen': the form holds the design as ordered; a new phone number makes version 2.
  await proof.getByRole('button', { name: 'Änderung wünschen' }).click();
  const change = proof.getByRole('form', { name: `Änderung an ${card.name}` });
  await expect(change.getByLabel('Adresse')).toHaveValue('Hauptstraße 5, 41061 Mönchengladbach');
  await expect(change.getByLabel('QR Code URL')).toHaveValue('https://www.da-luigi-gladbach.de');
  const phone = change.getByLabel('Telefonnummer');
  await expect(phone).toHaveValue(oldPhone);
  await phone.fill(newPhone);
  const reloaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/proof-approval' && response.request().method() === 'GET',
  );
  await change.getByRole('button', { name: 'Änderung senden' }).click();
  await expect(proof.getByText('Ihre Änderung wurde übernommen. Bitte prüfen Sie den neuen Druckabzug.')).toBeVisible();
  await expect(change).toHaveCount(0);
  await expect(proof.getByText(new RegExp(`^Version 2 vom ${AT}$`))).toBeVisible();
  await expectImageLoaded(page, `Druckabzug ${card.name}, Version 2`);
  // Beside the version before it, with the changed field named; a replaced version keeps no PDF.
  await expect(proof.getByText('Geändert: Telefonnummer', { exact: true })).toBeVisible();
  await expect(proof.getByRole('figure', { name: 'Version 1 (vorher)' })).toContainText(
    'Der Druckabzug der Version 1 wird nicht mehr aufbewahrt.',
  );
  await expect(proof.getByRole('link', { name: `Druckabzug (PDF) ${card.name}, Version 2` })).toHaveAttribute(
    'href',
    pdfHref,
  );
  await expect(proof.getByText('Der QR-Code dieses Druckabzugs wurde geprüft und ist lesbar.')).toBeVisible();

  // The page loads the order again: the line now carries the new number, and the PDF is version 2's.
  const approval = (await (await reloaded).json()) as {
    orderLines: { phone: string; proof: { currentVersion: number; versions: { version: number; sha256: string }[] } }[];
  };
  const [line] = approval.orderLines;
  expect(line.phone).toBe(newPhone);
  expect(line.proof.currentVersion).toBe(2);
  const version2 = await proofPdf(page, pdfHref);
  expect(sha256(version2)).not.toBe(sha256(version1));
  expect(line.proof.versions.map((version) => [version.version, version.sha256])).toEqual([
    [1, sha256(version1)],
    [2, sha256(version2)],
  ]);

  // Asked again, the change form starts from version 2's design.
  await proof.getByRole('button', { name: 'Änderung wünschen' }).click();
  await expect(change.getByLabel('Telefonnummer')).toHaveValue(newPhone);
  await change.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(change).toHaveCount(0);

  // 'Druck freigeben' waits until the customer confirms having checked the proof.
  const approve = proof.getByRole('button', { name: 'Druck freigeben' });
  await expect(approve).toBeDisabled();
  await proof.getByRole('checkbox', { name: 'Ich habe Texte, Telefonnummer und QR-Code geprüft.' }).check();
  await approve.click();
  await expect(proof.getByText('Vielen Dank für Ihre Druckfreigabe.')).toBeVisible();
  await expect(proof.getByText(new RegExp(`^Freigegeben am ${AT}$`))).toBeVisible();
  await expect(proof.getByRole('button', { name: 'Druck freigeben' })).toHaveCount(0);
  await expect(proof.getByRole('button', { name: 'Änderung wünschen' })).toHaveCount(0);
  await expect(page.getByText('Status: Freigegeben')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveText([
    step('Bezahlt'),
    step('Druckabzug bereit'),
    step('Freigegeben'),
  ]);
  // Exactly the approved bytes are printed.
  expect(sha256(await proofPdf(page, pdfHref))).toBe(sha256(version2));

  // The print operator finds the approved order on 'Produktion', puts it into production and ships it.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    const adminErrors = collectConsoleErrors(adminPage);
    await signInAsAdmin(adminPage);
    await adminPage
      .getByRole('navigation', { name: 'Admin-Navigation' })
      .getByRole('link', { name: 'Produktion' })
      .click();
    await expect(adminPage).toHaveURL(/\/admin\/dashboard\/production$/);
    await expect(adminPage.getByRole('button', { name: 'In Produktion geben' })).toBeVisible();
    // Other journeys' approved orders may be listed too: only this one is moved on, from its own page.
    await adminPage.getByRole('link', { name: `Details zu Bestellung ${orderId}`, exact: true }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/admin/dashboard/orders/${orderId}$`));

    const status = adminPage.getByRole('region', { name: 'Bestellstatus' });
    const select = status.getByRole('combobox', { name: 'Neuer Status' });
    await expect(status).toContainText('Aktueller Status: Freigegeben');
    await expect(select.locator('option')).toHaveText(['Freigegeben', 'In Produktion', 'Storniert']);
    await select.selectOption({ label: 'In Produktion' });
    await status.getByRole('button', { name: 'Status aktualisieren' }).click();
    // Paid minutes ago, the order is still within the customer's cancellation window: confirmed first.
    const question = adminPage.getByRole('alertdialog', { name: 'In Produktion geben?' });
    await expect(question.getByText(/^Stornierbar bis .* Uhr – trotzdem in Produktion geben\?$/)).toBeVisible();
    await question.getByRole('button', { name: 'In Produktion geben' }).click();
    await expect(toast(adminPage, 'Bestellstatus erfolgreich aktualisiert!')).toBeVisible();
    await expect(status).toContainText('Aktueller Status: In Produktion');
    await expect(select.locator('option')).toHaveText(['In Produktion', 'Versendet', 'Storniert']);

    await select.selectOption({ label: 'Versendet' });
    await status.getByRole('combobox', { name: 'Versanddienstleister' }).selectOption('DHL');
    await status.getByLabel('Sendungsnummer').fill(trackingNumber);
    await status.getByRole('button', { name: 'Status aktualisieren' }).click();
    await expect(status).toContainText('Aktueller Status: Versendet');
    await expect(select.locator('option')).toHaveText(['Versendet', 'Zugestellt', 'Storniert']);
    expect(adminErrors).toEqual([]);
  } finally {
    await adminContext.close();
  }

  // Back on the approval page: every step so far and the DHL tracking link.
  await page.goto(link);
  await expect(page.getByText('Status: Versendet')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveText([
    step('Bezahlt'),
    step('Druckabzug bereit'),
    step('Freigegeben'),
    step('In Produktion'),
    step('Versendet'),
  ]);
  const tracking = page.getByRole('link', { name: `DHL ${trackingNumber} (öffnet in neuem Tab)` });
  await expect(tracking).toHaveAttribute('target', '_blank');
  const trackingUrl = new URL((await tracking.getAttribute('href')) ?? '');
  expect(trackingUrl.protocol).toBe('https:');
  expect(trackingUrl.hostname).toMatch(/(^|\.)dhl\.de$/);
  expect([...trackingUrl.searchParams.values()]).toContain(trackingNumber);
  // In production it can no longer be cancelled or changed.
  await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0);
  await expect(page.getByText(/^Stornierbar bis/)).toHaveCount(0);
  await expect(proof.getByText(new RegExp(`^Freigegeben am ${AT}$`))).toBeVisible();
  await expect(proof.getByRole('button', { name: 'Änderung wünschen' })).toHaveCount(0);

  expect(errors).toEqual([]);
});

test("a signed-in customer cancels a paid order under 'Meine Bestellungen' and gets the credit note", async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const company = await createActiveAccount(request, 'lifecycle-cancel');
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/home$/);

  await addSamplePack(page);
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await expect(form.getByLabel('E-Mail')).toHaveValue(company.email);
  await form.getByLabel('Ansprechpartner').fill('Anna Schmidt');
  await form.getByLabel('Lieferadresse').fill('Hindenburgstraße 1');
  await form.getByLabel('PLZ').fill('41061');
  await form.getByLabel('Stadt').fill('Mönchengladbach');
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  const paidFrom = Date.now();
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const paidUntil = Date.now();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

  await page.goto('/my-orders');
  const row = page
    .getByRole('table', { name: 'Bestellliste' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
  // A sample pack has no proof to approve: paid, it is approved at once.
  await expect(row.getByRole('cell').nth(1)).toHaveText('Freigegeben');
  await expect(row.getByRole('link', { name: `Gutschrift (PDF) zu Bestellung ${orderId}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Details zur Bestellung ${orderId}` }).click();
  const details = page.getByRole('region', { name: 'Bestelldetails' });
  await expect(details.getByText('Status: Freigegeben')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Bestellverlauf' }).getByRole('listitem')).toHaveText([
    step('Bezahlt'),
    step('Freigegeben'),
  ]);
  // 24 hours after the confirmation, to the minute.
  const until = details.getByText(/^Stornierbar bis /);
  const untilText = /^Stornierbar bis (.+) Uhr$/.exec((await until.textContent()) ?? '')?.[1] ?? '';
  const deadline = berlinMoment(untilText);
  const day = 24 * 60 * 60 * 1000;
  expect(deadline).toBeGreaterThanOrEqual(paidFrom + day - 60_000);
  expect(deadline).toBeLessThanOrEqual(paidUntil + day + 60_000);

  // The dialog asks first; 'Abbrechen' leaves the order as it is.
  await details.getByRole('button', { name: 'Bestellung stornieren' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Bestellung stornieren' });
  await expect(dialog).toHaveAccessibleDescription(
    `Möchten Sie Bestellung ${orderId} wirklich stornieren? Der bezahlte Betrag wird Ihnen erstattet.`,
  );
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(details.getByText('Status: Freigegeben')).toBeVisible();

  await details.getByRole('button', { name: 'Bestellung stornieren' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Bestellung stornieren' });
  await dialog.getByRole('button', { name: 'Bestellung stornieren' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    details.getByText(
      'Ihre Bestellung wurde storniert. Den Betrag erstatten wir Ihnen, die Gutschrift erhalten Sie per E-Mail.',
    ),
  ).toBeVisible();
  await expect(details.getByText('Status: Storniert')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Bestellverlauf' }).getByRole('listitem')).toHaveText([
    step('Bezahlt'),
    step('Freigegeben'),
    step('Storniert'),
  ]);
  await expect(details.getByText(/^Stornierbar bis /)).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0);

  // The list shows it cancelled and refunded, with the credit note beside the invoice.
  await page.reload();
  await expect(row.getByRole('cell').nth(1)).toContainText('Storniert und erstattet');
  await expect(row.getByRole('cell').nth(1)).toContainText(/Erstattet am \d{2}\.\d{2}\.\d{4}/);
  await expect(row.getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${orderId}` })).toBeVisible();
  const creditNote = row.getByRole('link', { name: `Gutschrift (PDF) zu Bestellung ${orderId}` });
  await expect(creditNote).toHaveText('Gutschrift (PDF)');
  await expect(creditNote).toHaveAttribute('href', `/api/orders/${orderId}/credit-note.pdf`);
  const [file] = await Promise.all([page.waitForEvent('download'), creditNote.click()]);
  expect(await file.failure()).toBeNull();
  expect(file.suggestedFilename()).toMatch(CREDIT_NOTE_FILE);
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Cancelled twice is refused by the server.
  const again = await page.request.post(`/api/orders/${orderId}/cancel`, { data: {} });
  expect(again.status()).toBeGreaterThanOrEqual(400);

  expect(errors).toEqual([]);
});

test('a payment by direct debit ends on the pending page saying it is being processed, not on /paymentError', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/orderLine/check-payment-status') checks.push(request.url());
  });
  // The page's own timers run on a clock the journey can move on.
  await page.clock.install();

  await addSamplePack(page);
  await checkOutAsGuest(page, uniqueEmail('lifecycle-debit'));
  await page.getByRole('button', { name: 'Zahlung per Lastschrift (verzögert)' }).click();

  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await expect(
    page.getByText('Ihre Zahlung wird bearbeitet. Wir senden Ihnen eine E-Mail, sobald sie eingegangen ist.'),
  ).toBeVisible();
  const facts = page.locator('dl').filter({ hasText: 'Bestellnummer' });
  await expect(facts).toContainText(`Bestellnummer${orderId}`);
  await expect(facts).toContainText('ZahlungsstatusZahlung in Bearbeitung');
  // Not the paid order's confirmation: no payment time, no 'Erfolgreich'.
  await expect(facts).not.toContainText('Erfolgreich');
  await expect(facts).not.toContainText('Zahlungszeitpunkt');
  // The order is placed: the cart is empty.
  await expect(page.getByRole('button', { name: 'Warenkorb (0)' })).toBeVisible();

  // The server agrees, and the page stops asking: well past ten tries it is still here.
  const status = await page.request.get(`/api/orderLine/check-payment-status?order_id=${orderId}`);
  expect(status.status()).toBe(200);
  expect(await status.json()).toMatchObject({ payementStatus: 'Processing' });
  const asked = checks.length;
  expect(asked).toBeGreaterThan(0);
  await page.clock.runFor(40_000);
  await expect(page).toHaveURL(new RegExp(`/pending-page\\?order_id=${orderId}$`));
  await expect(
    page.getByText('Ihre Zahlung wird bearbeitet. Wir senden Ihnen eine E-Mail, sobald sie eingegangen ist.'),
  ).toBeVisible();
  expect(checks).toHaveLength(asked);

  expect(errors).toEqual([]);
});
