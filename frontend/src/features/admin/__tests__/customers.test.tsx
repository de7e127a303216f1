import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';

import { formatCents } from '@/lib/format';
import { INVOICE_DAYS_MAX, INVOICE_DAYS_MIN, INVOICE_LIMIT_MAX_CENTS, INVOICE_LIMIT_MIN_CENTS } from '@/lib/rules';
import { receivedOn, testUsers } from '@/testing/data';
import { invoiceDb, invoiceMessages, seedCustomer } from '@/testing/invoice-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { CUSTOMER_SEARCH_DELAY_MS } from '../components/customers-page';
import { centsToEuroInput } from '../money';

const CUSTOMERS = '/admin/dashboard/customers';
const admin = { user: testUsers.admin };

const LIMIT_MESSAGE = `Das Rechnungslimit muss zwischen ${formatCents(INVOICE_LIMIT_MIN_CENTS)} und ${formatCents(INVOICE_LIMIT_MAX_CENTS)} liegen, z. B. 500,00.`;
const DAYS_MESSAGE = `Das Zahlungsziel muss eine ganze Zahl von ${INVOICE_DAYS_MIN} bis ${INVOICE_DAYS_MAX} Tagen sein.`;

function table() {
  return screen.getByRole('table', { name: 'Kundenliste' });
}

/** A body row by its company (the row header). */
function rowOf(company: string) {
  const header = within(table()).getByRole('rowheader', { name: company });
  return within(header.closest('tr') as HTMLElement);
}

function cellTexts(company: string): string[] {
  return rowOf(company)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function companies(): string[] {
  return within(table())
    .getAllByRole('rowheader')
    .map((header) => header.textContent ?? '');
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function searches(): unknown[] {
  return receivedOn('/admin/customers');
}

afterEach(() => {
  vi.useRealTimers();
});

async function openPage() {
  const view = renderApp(CUSTOMERS, admin);
  await screen.findByRole('heading', { level: 2, name: 'Kunden' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Kunden werden geladen …' })).toBeNull());
  return view;
}

function termsDialog() {
  return within(screen.getByRole('dialog'));
}

/** Replaces a field's content in the open dialog. */
async function retype(user: UserEvent, label: string, text: string) {
  const field = termsDialog().getByLabelText(label);
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

async function saveTerms(user: UserEvent, limit: string, days: string) {
  await retype(user, 'Rechnungslimit (€)', limit);
  await retype(user, 'Zahlungsziel (Tage)', days);
  await user.click(termsDialog().getByRole('button', { name: 'Speichern' }));
}

describe("admin 'Kunden': menu and list", () => {
  it("has its menu entry after 'Produktion', its section title and its overview card", async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Kunden' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin-Navigation' }));
    const labels = menu.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Produktion'), labels.indexOf('Produktion') + 3)).toEqual([
      'Produktion',
      'Kunden',
      'Schließtage',
    ]);
    expect(menu.getByRole('link', { name: 'Kunden' })).toHaveAttribute('href', CUSTOMERS);
    expect(menu.getByRole('link', { name: 'Kunden' })).toHaveAttribute('aria-current', 'page');
  });

  it('is listed on the dashboard', async () => {
    renderApp('/admin/dashboard', admin);
    expect(await screen.findByRole('link', { name: 'Kunden öffnen' })).toHaveAttribute('href', CUSTOMERS);
  });

  it('lists the accounts with what they owe and their terms, asking for the first page of 20', async () => {
    seedCustomer({
      companyName: 'Pizzeria Roma',
      email: 'roma@example.test',
      openCents: 48000,
      overdueCents: 12000,
      terms: { limitCents: 50000, days: 14 },
    });
    seedCustomer({ companyName: 'Döner Palast', email: 'palast@example.test' });
    await openPage();

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Firma', 'E-Mail', 'Offen', 'Überfällig', 'Kauf auf Rechnung', 'Aktion']);
    expect(companies()).toEqual(['Döner Palast', 'Pizzeria Roma']);
    expect(cellTexts('Pizzeria Roma')).toEqual([
      'roma@example.test',
      '480,00 €',
      '120,00 €',
      '500,00 € · 14 Tage',
      'ÄndernEntziehen',
    ]);
    expect(cellTexts('Döner Palast')).toEqual([
      'palast@example.test',
      '0,00 €',
      '0,00 €',
      'Nicht freigeschaltet',
      'Freischalten',
    ]);
    expect(rowOf('Pizzeria Roma').getByRole('link', { name: 'roma@example.test' })).toHaveAttribute(
      'href',
      'mailto:roma@example.test',
    );
    expect(
      rowOf('Döner Palast').getByRole('button', { name: 'Kauf auf Rechnung für Döner Palast freischalten' }),
    ).toBeVisible();
    expect(
      rowOf('Pizzeria Roma').getByRole('button', { name: 'Kauf auf Rechnung für Pizzeria Roma ändern' }),
    ).toBeVisible();
    expect(
      rowOf('Pizzeria Roma').getByRole('button', { name: 'Kauf auf Rechnung für Pizzeria Roma entziehen' }),
    ).toBeVisible();
    expect(searches()).toEqual([{ search: '', page: '1', pageSize: '20' }]);
  });

  it('sends the search once typing pauses and shows what matches company or e-mail', async () => {
    seedCustomer({ companyName: 'Pizzeria Roma', email: 'roma@example.test' });
    seedCustomer({ companyName: 'Döner Palast', email: 'info@palast.example' });
    seedCustomer({ companyName: 'Trattoria Sole', email: 'sole@roma-gruppe.example' });
    // The search goes out once typing pauses for CUSTOMER_SEARCH_DELAY_MS. Typed in real time, two keys can be
    // that far apart on a busy machine: here the clock stands still and moves on by just less than that pause
    // after each key, then runs on with real time. (The keys are input events: user-event waits on the clock
    // between keys and after each action.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = await openPage();
    const searchbox = screen.getByRole('searchbox', { name: 'Suche nach Firma oder E-Mail' });

    vi.setTimerTickMode('manual');
    for (const typed of ['r', 'ro', 'rom', 'roma']) {
      fireEvent.change(searchbox, { target: { value: typed } });
      act(() => {
        vi.advanceTimersByTime(CUSTOMER_SEARCH_DELAY_MS - 1);
      });
    }
    vi.setTimerTickMode('interval');
    await waitFor(() => expect(companies()).toEqual(['Pizzeria Roma', 'Trattoria Sole']));
    // One request for the settled text, none for each key.
    expect(searches()).toEqual([
      { search: '', page: '1', pageSize: '20' },
      { search: 'roma', page: '1', pageSize: '20' },
    ]);

    await user.clear(searchbox);
    await user.type(searchbox, 'xyz');
    expect(await screen.findByText('Keine Kunden zu „xyz“ gefunden.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Kundenliste' })).not.toBeInTheDocument();
  });

  it('pages through the list, and a new search starts on its first page', async () => {
    for (let index = 1; index <= 21; index += 1) {
      seedCustomer({ companyName: `Firma ${String(index).padStart(2, '0')}` });
    }
    const { user, router } = await openPage();
    expect(companies()).toHaveLength(20);

    const pages = within(screen.getByRole('navigation', { name: 'Seiten: Kundenliste' }));
    await user.click(pages.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(companies()).toEqual(['Firma 21']));
    expect(router.state.location.search).toBe('?page=2');
    expect(searches().at(-1)).toEqual({ search: '', page: '2', pageSize: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Suche nach Firma oder E-Mail' }), 'Firma 0');
    await waitFor(() => expect(companies()).toHaveLength(9));
    expect(router.state.location.search).toBe('');
    expect(searches().at(-1)).toEqual({ search: 'Firma 0', page: '1', pageSize: '20' });
  });
});

describe("admin 'Kunden': the terms of buying on invoice", () => {
  it('grants them, refusing a limit or a number of days outside the rules’ ranges', async () => {
    const customer = seedCustomer({ companyName: 'Döner Palast' });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Kauf auf Rechnung für Döner Palast freischalten' }));
    const dialog = screen.getByRole('dialog', { name: 'Kauf auf Rechnung freischalten: Döner Palast' });
    expect(within(dialog).getByLabelText('Rechnungslimit (€)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Zahlungsziel (Tage)')).toHaveAccessibleDescription(
      `${INVOICE_DAYS_MIN} bis ${INVOICE_DAYS_MAX} Tage ab Rechnungsdatum.`,
    );

    // Nothing typed.
    await user.click(termsDialog().getByRole('button', { name: 'Speichern' }));
    expect(await termsDialog().findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(termsDialog().getByText(DAYS_MESSAGE)).toBeInTheDocument();

    // A cent below the least limit, a day below the fewest days.
    await saveTerms(user, centsToEuroInput(INVOICE_LIMIT_MIN_CENTS - 1), String(INVOICE_DAYS_MIN - 1));
    expect(termsDialog().getByLabelText('Rechnungslimit (€)')).toHaveAccessibleDescription(
      expect.stringContaining(LIMIT_MESSAGE),
    );
    expect(termsDialog().getByLabelText('Zahlungsziel (Tage)')).toHaveAccessibleDescription(
      expect.stringContaining(DAYS_MESSAGE),
    );

    // A cent above the highest limit, a day above the most days, a day that is no whole number.
    await saveTerms(user, centsToEuroInput(INVOICE_LIMIT_MAX_CENTS + 1), String(INVOICE_DAYS_MAX + 1));
    expect(termsDialog().getByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(termsDialog().getByText(DAYS_MESSAGE)).toBeInTheDocument();
    await saveTerms(user, centsToEuroInput(INVOICE_LIMIT_MAX_CENTS), '14,5');
    expect(termsDialog().queryByText(LIMIT_MESSAGE)).not.toBeInTheDocument();
    expect(termsDialog().getByText(DAYS_MESSAGE)).toBeInTheDocument();
    expect(receivedOn(`/admin/customers/${customer.userId}/invoice-terms`)).toEqual([]);

    // The bounds themselves pass.
    await saveTerms(user, centsToEuroInput(INVOICE_LIMIT_MAX_CENTS), String(INVOICE_DAYS_MAX));
    expect(await toastRegion().findByText('Kauf auf Rechnung für Döner Palast gespeichert.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(receivedOn(`/admin/customers/${customer.userId}/invoice-terms`)).toEqual([
      { limitCents: INVOICE_LIMIT_MAX_CENTS, days: INVOICE_DAYS_MAX },
    ]);
    // The list is fetched again and shows the terms.
    await waitFor(() =>
      expect(cellTexts('Döner Palast')[3]).toBe(`${formatCents(INVOICE_LIMIT_MAX_CENTS)} · ${INVOICE_DAYS_MAX} Tage`),
    );
  });

  it('takes the least limit and the fewest days too', async () => {
    const customer = seedCustomer({ companyName: 'Döner Palast' });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Kauf auf Rechnung für Döner Palast freischalten' }));
    await saveTerms(user, centsToEuroInput(INVOICE_LIMIT_MIN_CENTS), String(INVOICE_DAYS_MIN));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(receivedOn(`/admin/customers/${customer.userId}/invoice-terms`)).toEqual([
      { limitCents: INVOICE_LIMIT_MIN_CENTS, days: INVOICE_DAYS_MIN },
    ]);
  });

  it('changes them, starting from the terms in force', async () => {
    const customer = seedCustomer({ companyName: 'Pizzeria Roma', terms: { limitCents: 50000, days: 14 } });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Kauf auf Rechnung für Pizzeria Roma ändern' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Kauf auf Rechnung ändern: Pizzeria Roma' }));
    expect(dialog.getByLabelText('Rechnungslimit (€)')).toHaveValue('500,00');
    expect(dialog.getByLabelText('Zahlungsziel (Tage)')).toHaveValue('14');

    await saveTerms(user, '1.250,50', '30');
    await waitFor(() => expect(cellTexts('Pizzeria Roma')[3]).toBe('1.250,50 € · 30 Tage'));
    expect(receivedOn(`/admin/customers/${customer.userId}/invoice-terms`)).toEqual([{ limitCents: 125050, days: 30 }]);
  });

  it("shows the server's refusal in the dialog when the shop has no bank account yet, keeping what was typed", async () => {
    invoiceDb.bankAccount = false;
    const customer = seedCustomer({ companyName: 'Döner Palast' });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Kauf auf Rechnung für Döner Palast freischalten' }));
    await saveTerms(user, '500,00', '14');

    expect(await termsDialog().findByRole('alert')).toHaveTextContent(invoiceMessages.noBankAccount);
    expect(termsDialog().getByLabelText('Rechnungslimit (€)')).toHaveValue('500,00');
    expect(termsDialog().getByLabelText('Zahlungsziel (Tage)')).toHaveValue('14');
    expect(receivedOn(`/admin/customers/${customer.userId}/invoice-terms`)).toEqual([{ limitCents: 50000, days: 14 }]);
    expect(toastRegion().queryByText(invoiceMessages.noBankAccount)).not.toBeInTheDocument();

    // Closed without saving, nothing changed.
    await user.click(termsDialog().getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cellTexts('Döner Palast')[3]).toBe('Nicht freigeschaltet');
  });

  it("shows the server's message in the dialog when it refuses a value (400)", async () => {
    seedCustomer({ companyName: 'Döner Palast' });
    server.use(
      http.put('/api/admin/customers/:userId/invoice-terms', () =>
        Response.json({ code: 'request.invalid', message: invoiceMessages.daysOutOfRange }, { status: 400 }),
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Kauf auf Rechnung für Döner Palast freischalten' }));
    await saveTerms(user, '500,00', '14');
    expect(await termsDialog().findByRole('alert')).toHaveTextContent(invoiceMessages.daysOutOfRange);
  });

  it('withdraws them after asking, and asks first', async () => {
    const customer = seedCustomer({ companyName: 'Pizzeria Roma', terms: { limitCents: 50000, days: 14 } });
    const { user } = await openPage();
    const path = `/admin/customers/${customer.userId}/invoice-terms`;

    await user.click(screen.getByRole('button', { name: 'Kauf auf Rechnung für Pizzeria Roma entziehen' }));
    let question = screen.getByRole('alertdialog', { name: 'Kauf auf Rechnung entziehen?' });
    expect(question).toHaveAccessibleDescription(/^Pizzeria Roma kann danach nur noch per Kartenzahlung bestellen\./);
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn(path)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Kauf auf Rechnung für Pizzeria Roma entziehen' }));
    question = screen.getByRole('alertdialog', { name: 'Kauf auf Rechnung entziehen?' });
    await user.click(within(question).getByRole('button', { name: 'Entziehen' }));

    expect(await toastRegion().findByText('Kauf auf Rechnung für Pizzeria Roma entzogen.')).toBeInTheDocument();
    expect(receivedOn(path)).toEqual([null]);
    await waitFor(() => expect(cellTexts('Pizzeria Roma')[3]).toBe('Nicht freigeschaltet'));
    expect(rowOf('Pizzeria Roma').getByRole('button', { name: /freischalten$/ })).toBeVisible();
  });
});

describe("admin 'Kunden': importing a bank statement", () => {
  const STATEMENT = '<?xml version="1.0" encoding="UTF-8"?><Document><BkToCstmrStmt>…</BkToCstmrStmt></Document>';

  function importForm() {
    return within(screen.getByRole('form', { name: 'Kontoauszug importieren (camt.053)' }));
  }

  async function chooseFile(user: UserEvent, content = STATEMENT, name = 'auszug.xml') {
    await user.upload(
      importForm().getByLabelText('Kontoauszug (XML-Datei)'),
      new File([content], name, { type: 'text/xml' }),
    );
  }

  it('sends the file as it is and shows what was booked and what was not, then fetches the list again', async () => {
    seedCustomer({ companyName: 'Pizzeria Roma', openCents: 59500 });
    invoiceDb.statement = {
      booked: [{ orderId: 12, invoiceNumber: 'RE-2026-00012', amountCents: 59500, reference: 'NOTPROVIDED' }],
      unassigned: [
        {
          amountCents: 2500,
          bookedOn: '2026-12-19',
          debtor: 'Imbiss Kaya',
          remittance: 'Rechnung 2026-77',
          reference: 'E2E-4711',
        },
      ],
    };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(
        '/api/admin/bank-statements',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const { user } = await openPage();
    expect(importForm().getByLabelText('Kontoauszug (XML-Datei)')).toHaveAttribute('accept', '.xml');
    await chooseFile(user);
    const button = importForm().getByRole('button', { name: 'Importieren' });
    await user.click(button);

    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(importForm().getByRole('status')).toHaveTextContent('Kontoauszug wird importiert …');
    const listsBefore = searches().length;
    release();

    const booked = await screen.findByRole('table', { name: 'Gebucht' });
    expect(
      within(booked)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bestellung', 'Rechnung', 'Betrag', 'Referenz']);
    expect(
      within(booked)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)),
    ).toEqual([['#12', 'RE-2026-00012', '595,00 €', 'NOTPROVIDED']]);
    expect(within(booked).getByRole('link', { name: 'Bestellung 12' })).toHaveAttribute(
      'href',
      '/admin/dashboard/orders/12',
    );
    const unassigned = screen.getByRole('table', { name: 'Nicht zugeordnet' });
    expect(
      within(unassigned)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Datum', 'Auftraggeber', 'Verwendungszweck', 'Betrag', 'Referenz']);
    expect(
      within(unassigned)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)),
    ).toEqual([['19.12.2026', 'Imbiss Kaya', 'Rechnung 2026-77', '25,00 €', 'E2E-4711']]);
    expect(await toastRegion().findByText('Der Kontoauszug wurde importiert.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());

    expect(receivedOn('/admin/bank-statements')).toEqual([{ contentType: 'application/xml', text: STATEMENT }]);
    // What the customers owe has changed: the list is asked for again.
    await waitFor(() => expect(searches().length).toBeGreaterThan(listsBefore));
  });

  it('says so when the statement holds no credits', async () => {
    const { user } = await openPage();
    await chooseFile(user);
    await user.click(importForm().getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByText('Keine Buchungen im Auszug.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Gebucht' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Nicht zugeordnet' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a file it cannot read (422) beside the field", async () => {
    const { user } = await openPage();
    await chooseFile(user, '<Document>kein Auszug</Document>', 'falsch.xml');
    await user.click(importForm().getByRole('button', { name: 'Importieren' }));

    const alert = await importForm().findByRole('alert');
    expect(alert).toHaveTextContent(invoiceMessages.statementUnreadable);
    expect(importForm().getByLabelText('Kontoauszug (XML-Datei)')).toHaveAccessibleDescription(
      invoiceMessages.statementUnreadable,
    );
    expect(screen.queryByRole('table', { name: 'Gebucht' })).not.toBeInTheDocument();
    expect(toastRegion().queryByText(invoiceMessages.statementUnreadable)).not.toBeInTheDocument();
  });

  it('asks for a file before sending anything', async () => {
    const { user } = await openPage();
    await user.click(importForm().getByRole('button', { name: 'Importieren' }));
    expect(await importForm().findByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Kontoauszug aus.');
    expect(receivedOn('/admin/bank-statements')).toEqual([]);
  });
});
