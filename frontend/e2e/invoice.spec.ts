/**
 * The invoice of a paid order: a signed-in customer gives a USt-IdNr. and an
 * order reference at checkout, pays on the local test provider's page and
 * downloads the PDF from 'Meine Bestellungen'; the admin finds it on the
 * order's page, cancels the paid order (refund) and gets its credit note,
 * which the buyer then finds too; a browser that may not see the order gets 404.
 */
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { collectConsoleErrors, createActiveAccount, signIn, toast } from './helpers';
import { signInAsAdmin } from './shop-data';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

/** The invoice number the server names the file after: RE-<year>-<five digits>. */
const INVOICE_FILE = /^RE-\d{4}-\d{5}\.pdf$/;
/** A credit note's: GS-<year>-<five digits>. */
const CREDIT_NOTE_FILE = /^GS-\d{4}-\d{5}\.pdf$/;

/** Orders a sample-number magnet pack as the signed-in customer and pays it; returns the order's id. */
async function orderAndPay(page: Page, companyName: string): Promise<number> {
  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1002');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();

  // Signed in: the form is pre-filled from the account.
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await expect(form.getByLabel('Firmenname')).toHaveValue(companyName);
  await form.getByLabel('Ansprechpartner').fill('Anna Schmidt');
  await form.getByLabel('Lieferadresse').fill('Hindenburgstraße 1');
  await form.getByLabel('PLZ').fill('41061');
  await form.getByLabel('Stadt').fill('Mönchengladbach');
  await form.getByLabel('USt-IdNr. (optional)').fill('ATU 1234 5678');
  await form.getByLabel('Ihre Bestellreferenz (optional)').fill('PO-4711');
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await form.getByRole('button', { name: 'Jetzt bezahlen' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/local\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('order_id'));
}

test("a paid order's invoice downloads for its buyer and the admin, a refund adds the credit note, nobody else gets either", async ({
  page,
  request,
  browser,
}) => {
  // Three sign-ins, a payment, an invoice and a credit note rendered in the debug build: 32 s once on a busy machine.
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const company = await createActiveAccount(request, 'invoice');
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/home$/);
  const orderId = await orderAndPay(page, company.companyName);
  const invoiceUrl = `/api/orders/${orderId}/invoice.pdf`;
  // A background job issues the invoice just after the payment.
  await expect.poll(async () => (await page.request.get(invoiceUrl)).status()).toBe(200);

  // The buyer downloads it from the order list.
  await page.goto('/my-orders');
  const list = page.getByRole('table', { name: 'Bestellliste' });
  const row = list
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
  const link = row.getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${orderId}` });
  await expect(link).toHaveText('Rechnung (PDF)');
  await expect(link).toHaveAttribute('href', invoiceUrl);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(INVOICE_FILE);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The admin finds it on the order's page.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto(`/admin/dashboard/orders/${orderId}`);
    await expect(adminPage.getByRole('heading', { level: 2, name: `Bestellung #${orderId}` })).toBeVisible();
    const adminLink = adminPage.getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${orderId}` });
    await expect(adminLink).toHaveText('Rechnung (PDF)');
    await expect(adminLink).toHaveAttribute('href', invoiceUrl);
    await expect(adminPage.getByText('ATU12345678')).toBeVisible();
    await expect(adminPage.getByText('PO-4711')).toBeVisible();

    // Cancelling the paid order refunds it, once confirmed, and issues the credit note.
    await adminPage.getByLabel('Neuer Status').selectOption('Cancelled');
    await adminPage.getByRole('button', { name: 'Status aktualisieren' }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Bestellung stornieren und erstatten?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    const creditLink = adminPage.getByRole('link', { name: `Gutschrift (PDF) zu Bestellung ${orderId}` });
    await expect(creditLink).toHaveText('Gutschrift (PDF)');
    await expect(creditLink).toHaveAttribute('href', `/api/orders/${orderId}/credit-note.pdf`);
    const [creditDownload] = await Promise.all([adminPage.waitForEvent('download'), creditLink.click()]);
    expect(await creditDownload.failure()).toBeNull();
    expect(creditDownload.suggestedFilename()).toMatch(CREDIT_NOTE_FILE);
  } finally {
    await adminContext.close();
  }

  // The buyer finds the credit note beside the invoice.
  await page.goto('/my-orders');
  const refundedRow = page
    .getByRole('table', { name: 'Bestellliste' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
  await expect(refundedRow.getByRole('link', { name: `Gutschrift (PDF) zu Bestellung ${orderId}` })).toBeVisible();
  await expect(refundedRow.getByText('Storniert und erstattet')).toBeVisible();

  // A browser that neither placed the order nor is signed in gets nothing.
  const strangerContext = await browser.newContext();
  try {
    const response = await strangerContext.request.get(invoiceUrl);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type'] ?? '').not.toContain('application/pdf');
  } finally {
    await strangerContext.close();
  }

  expect(errors).toEqual([]);
});
