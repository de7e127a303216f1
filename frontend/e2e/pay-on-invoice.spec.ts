/**
 * Pay on invoice, in a real browser against the real binary: the admin
 * grants a regular customer 500 € and 14 days on the 'Kunden' page; the
 * customer orders on invoice and sees when it is due; the admin imports the
 * bank's camt.053 statement and the order is paid, which the customer sees.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { collectConsoleErrors, createActiveAccount, signIn, toast } from './helpers';
import { signInAsAdmin } from './shop-data';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

/** `TT.MM.JJJJ` of `day` (UTC, as the invoice is dated). */
function german(day: Date): string {
  return day.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
}

/** A camt.053.001.02 statement with one credit of `euros` whose remittance names `invoice`. */
function statement(invoice: string, euros: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>E2E-1</MsgId><CreDtTm>2026-12-02T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>E2E-${invoice}</Id><CreDtTm>2026-12-02T06:00:00+01:00</CreDtTm>
<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Ntry><Amt Ccy="EUR">${euros}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>${new Date().toISOString().slice(0, 10)}</Dt></BookgDt>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>E2E Rechnung</Nm></Dbtr></RltdPties>
<RmtInf><Ustrd>Rechnung ${invoice}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
}

async function asAdmin(browser: Browser, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAsAdmin(page);
    await work(page);
  } finally {
    await context.close();
  }
}

test('the admin grants terms, the customer orders on invoice, the bank statement pays it', async ({
  page,
  request,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const company = await createActiveAccount(request, 'rechnung');

  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/dashboard/customers');
    await expect(admin.getByRole('heading', { name: 'Kunden', level: 2 })).toBeVisible();
    await admin.getByLabel('Suche nach Firma oder E-Mail').fill(company.email);
    const row = admin.getByRole('table', { name: 'Kundenliste' }).getByRole('row').filter({ hasText: company.email });
    await expect(row).toContainText('Nicht freigeschaltet');
    await row.getByRole('button', { name: `Kauf auf Rechnung für ${company.companyName} freischalten` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Rechnungslimit (€)').fill('500,00');
    await dialog.getByLabel('Zahlungsziel (Tage)').fill('14');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(row).toContainText('500,00 € · 14 Tage');
  });

  // The customer orders a sample pack on invoice.
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/prime-shop/MBNCardsDetails/5');
  const order = page.getByRole('form', { name: 'Bestellformular' });
  await order.getByLabel('Verarbeitung').selectOption(PACKED);
  await order.getByLabel('Musternummer').fill('MN-1003');
  await order.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(toast(page, 'Produkt zum Warenkorb hinzugefügt')).toBeVisible();
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Kontaktinformationen' });
  await form.getByLabel('Ansprechpartner').fill('Anna Schmidt');
  await form.getByLabel('Lieferadresse').fill('Hindenburgstraße 1');
  await form.getByLabel('PLZ').fill('41061');
  await form.getByLabel('Stadt').fill('Mönchengladbach');
  await page
    .getByRole('group', { name: 'Zahlungsart' })
    .getByRole('radio', { name: 'Kauf auf Rechnung (zahlbar innerhalb von 14 Tagen)' })
    .check();
  await expect(page.getByText('Zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug.')).toBeVisible();
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await form.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }).check();
  await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/pending-page\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

  // Its invoice is issued by a background job; then the list says when it is due.
  const invoiceXml = `/api/orders/${orderId}/invoice.xml`;
  await expect.poll(async () => (await page.request.get(invoiceXml)).status()).toBe(200);
  const xml = await (await page.request.get(invoiceXml)).text();
  const invoice = /<ram:ID>(RE-\d{4}-\d{5,})<\/ram:ID>/.exec(xml)![1];
  const total = /<ram:DuePayableAmount>([\d.]+)<\/ram:DuePayableAmount>/.exec(xml)![1];
  const due = new Date();
  due.setUTCDate(due.getUTCDate() + 14);
  await page.goto('/my-orders');
  const listed = page
    .getByRole('table', { name: 'Bestellliste' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(orderId), exact: true }) });
  await expect(listed).toContainText(`Offen – fällig am ${german(due)}`);

  // The bank's statement books the transfer that names the invoice.
  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/dashboard/customers');
    await admin.getByLabel('Kontoauszug (XML-Datei)').setInputFiles({
      name: 'auszug.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(statement(invoice, total)),
    });
    await admin.getByRole('button', { name: 'Importieren' }).click();
    await expect(admin.getByRole('table', { name: 'Gebucht' })).toContainText(invoice);
  });

  await page.reload();
  await expect(listed).toContainText(`Bezahlt am ${german(new Date())}`);
  expect(errors).toEqual([]);
});
