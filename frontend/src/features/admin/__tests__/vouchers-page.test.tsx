import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';

import { receivedOn, testUsers } from '@/testing/data';
import { formErrors } from '@/testing/forms';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { seedVoucher, voucherAdminDb, voucherAdminMessages } from '@/testing/voucher-admin-handlers';

import { createVoucherSchema, emptyVoucher, type VoucherFormValues } from '../validation';

const VOUCHERS = '/admin/dashboard/vouchers';
const admin = { user: testUsers.admin };

function table() {
  return screen.getByRole('table', { name: 'Aktionscodes' });
}

/** The body rows, each by its code (the row header). */
function rowOf(code: string) {
  const header = within(table()).getByRole('rowheader', { name: code });
  return within(header.closest('tr') as HTMLElement);
}

function voucherForm() {
  return within(screen.getByRole('form', { name: 'Neuen Aktionscode anlegen' }));
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function openPage() {
  const view = renderApp(VOUCHERS, admin);
  await screen.findByRole('heading', { level: 2, name: 'Aktionscodes' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Aktionscodes werden geladen …' })).toBeNull());
  return view;
}

async function submit(user: UserEvent) {
  await user.click(voucherForm().getByRole('button', { name: 'Aktionscode anlegen' }));
}

/** Replaces a field's content (a number field's default included). */
async function retype(user: UserEvent, label: string, text: string) {
  const field = voucherForm().getByLabelText(label);
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

describe('admin discount codes: menu and list', () => {
  it("has its menu entry beside 'Proben' and its section title", async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Aktionscodes' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin-Navigation' }));
    const labels = menu.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Proben'), labels.indexOf('Proben') + 2)).toEqual(['Proben', 'Aktionscodes']);
    expect(menu.getByRole('link', { name: 'Aktionscodes' })).toHaveAttribute('href', VOUCHERS);
    expect(menu.getByRole('link', { name: 'Aktionscodes' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists every code newest first with its rule, days, minimum, category, uses, orders and status', async () => {
    seedVoucher({ code: 'OFFEN', percentOff: 5 });
    seedVoucher({
      code: 'SOMMER10',
      percentOff: 10,
      validFrom: '2026-06-01',
      validUntil: '2026-08-31',
      maxUses: 100,
      maxUsesPerCustomer: 2,
    });
    seedVoucher({
      code: 'FUENF-EURO',
      percentOff: null,
      amountOffCents: 500,
      validFrom: '2026-06-01',
      minOrderCents: 2500,
      categoryId: 2,
      redeemed: 1,
      orders: [{ orderId: 7, state: 'redeemed' }],
    });
    seedVoucher({
      code: 'OEFFNER',
      validUntil: '2026-08-31',
      categoryId: 3,
      active: false,
      maxUses: 3,
      redeemed: 1,
      reserved: 1,
      orders: [
        { orderId: 8, state: 'redeemed' },
        { orderId: 9, state: 'reserved' },
      ],
    });
    await openPage();

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Code',
      'Rabatt',
      'Bedingungen',
      'Einlösungen (eingelöst / reserviert / Limit)',
      'Bestellungen',
      'Status',
      'Aktionen',
    ]);
    for (const header of within(table()).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['OEFFNER', 'FUENF-EURO', 'SOMMER10', 'OFFEN']);

    const summer = rowOf('SOMMER10');
    expect(summer.getByText('10 %')).toBeInTheDocument();
    expect(summer.getByText('01.06.2026 – 31.08.2026')).toBeInTheDocument();
    expect(summer.getByText('Alle Produkte')).toBeInTheDocument();
    expect(summer.getByText('0 / 0 / 100')).toBeInTheDocument();
    expect(summer.getByText('pro Kunde: 2')).toBeInTheDocument();
    expect(summer.getByText('Aktiv')).toBeInTheDocument();

    const five = rowOf('FUENF-EURO');
    expect(five.getByText('5,00 €')).toBeInTheDocument();
    expect(five.getByText('ab 01.06.2026')).toBeInTheDocument();
    expect(five.getByText('25,00 €')).toBeInTheDocument();
    expect(five.getByText('Karten')).toBeInTheDocument();
    expect(five.getByText('1 / 0 / 1')).toBeInTheDocument();
    expect(five.getByRole('link', { name: 'Bestellung 7 (eingelöst)' })).toHaveAttribute(
      'href',
      '/admin/dashboard/orders/7',
    );

    const opener = rowOf('OEFFNER');
    expect(opener.getByText('bis 31.08.2026')).toBeInTheDocument();
    expect(opener.getByText('Flaschenöffner')).toBeInTheDocument();
    expect(opener.getByText('1 / 1 / 3')).toBeInTheDocument();
    expect(opener.getByText('Inaktiv')).toBeInTheDocument();
    const orders = within(opener.getByRole('list', { name: 'Bestellungen mit Aktionscode OEFFNER' }));
    expect(orders.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#8 eingelöst', '#9 reserviert']);
    expect(orders.getByRole('link', { name: 'Bestellung 9 (reserviert)' })).toHaveAttribute(
      'href',
      '/admin/dashboard/orders/9',
    );

    expect(rowOf('OFFEN').getByText('unbegrenzt')).toBeInTheDocument();
  });

  it("keeps a code's terms together, each under its name, so the table fits 1366 px", async () => {
    seedVoucher({
      code: 'FUENF-EURO',
      percentOff: null,
      amountOffCents: 500,
      validFrom: '2026-06-01',
      minOrderCents: 2500,
      categoryId: 2,
    });
    seedVoucher({ code: 'OFFEN' });
    await openPage();

    const cells = rowOf('FUENF-EURO').getAllByRole('cell');
    const terms = within(cells[1]);
    expect(terms.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Gültigkeit', 'ab 01.06.2026'],
      ['Mindestbestellwert', '25,00 €'],
      ['Gilt für', 'Karten'],
    ]);
    expect(
      within(rowOf('OFFEN').getAllByRole('cell')[1])
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['unbegrenzt', '—', 'Alle Produkte']);
    // The headers may wrap: the table carries its own class over the shared one.
    expect(table()).toHaveClass(/voucherTable/);
  });

  it('opens the order a code was used for', async () => {
    seedVoucher({ code: 'FUENF-EURO', redeemed: 1, orders: [{ orderId: 7, state: 'redeemed' }] });
    const { user, router } = await openPage();
    await user.click(rowOf('FUENF-EURO').getByRole('link', { name: 'Bestellung 7 (eingelöst)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders/7'));
  });

  it('says so when there are no codes', async () => {
    renderApp(VOUCHERS, admin);
    expect(await screen.findByText('Noch keine Aktionscodes')).toBeInTheDocument();
    expect(screen.getByText('Legen Sie mit dem Formular einen Aktionscode an.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a failed load in German with the server's message, and loads again on request", async () => {
    seedVoucher({ code: 'SOMMER10' });
    server.use(
      http.get('/api/admin/vouchers', () => HttpResponse.json({ message: 'Ungültige Anfrage' }, { status: 400 }), {
        once: true,
      }),
    );
    const { user } = renderApp(VOUCHERS, admin);
    expect(await toastRegion().findByText('Ungültige Anfrage')).toBeInTheDocument();
    expect(await screen.findByText('Die Daten konnten nicht geladen werden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('rowheader', { name: 'SOMMER10' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in when the server answers 401', async () => {
    server.use(
      http.get('/api/admin/vouchers', () =>
        HttpResponse.json({ message: 'Bitte melden Sie sich an' }, { status: 401 }),
      ),
    );
    const { router } = renderApp(VOUCHERS, admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

describe('admin discount codes: create', () => {
  it('creates a percentage code typed in lower case, sends only the fields set and lists it', async () => {
    const { user } = await openPage();
    const code = voucherForm().getByLabelText('Code');
    await user.type(code, 'sommer10');
    expect(code).toHaveValue('SOMMER10');
    expect(voucherForm().getByRole('radio', { name: 'Rabatt in Prozent' })).toBeChecked();
    expect(voucherForm().getByLabelText('Einlösungen insgesamt')).toHaveValue(1);
    expect(voucherForm().getByLabelText('Einlösungen insgesamt')).toHaveAccessibleDescription(
      'Standard: einmal einlösbar',
    );
    expect(voucherForm().getByLabelText('Einlösungen pro Kunde')).toHaveValue(1);
    await user.type(voucherForm().getByLabelText('Rabatt in %'), '10');
    await submit(user);

    expect(await toastRegion().findByText('Der Aktionscode SOMMER10 wurde angelegt.')).toBeInTheDocument();
    expect(receivedOn('/admin/vouchers')).toEqual([
      { code: 'SOMMER10', percentOff: 10, maxUses: 1, maxUsesPerCustomer: 1 },
    ]);
    const row = await waitFor(() => rowOf('SOMMER10'));
    expect(row.getByText('10 %')).toBeInTheDocument();
    expect(row.getByText('unbegrenzt')).toBeInTheDocument();
    expect(row.getByText('0 / 0 / 1')).toBeInTheDocument();
    expect(voucherForm().getByLabelText('Code')).toHaveValue('');
  });

  it('creates a fixed amount with days, limits, minimum and category, in cents', async () => {
    const { user } = await openPage();
    await user.type(voucherForm().getByLabelText('Code'), 'Karte-5');
    await user.click(voucherForm().getByRole('radio', { name: 'Fester Betrag' }));
    expect(voucherForm().queryByLabelText('Rabatt in %')).not.toBeInTheDocument();
    await user.type(voucherForm().getByLabelText('Betrag in €'), '5,50');
    await user.type(voucherForm().getByLabelText('Gültig ab'), '2026-06-01');
    await user.type(voucherForm().getByLabelText('Gültig bis'), '2026-08-31');
    await retype(user, 'Einlösungen insgesamt', '100');
    await retype(user, 'Einlösungen pro Kunde', '2');
    await user.type(voucherForm().getByLabelText('Mindestbestellwert (netto)'), '25');
    await user.selectOptions(voucherForm().getByLabelText('Gilt für'), 'Karten');
    await submit(user);

    expect(await toastRegion().findByText('Der Aktionscode KARTE-5 wurde angelegt.')).toBeInTheDocument();
    expect(receivedOn('/admin/vouchers')).toEqual([
      {
        code: 'KARTE-5',
        amountOffCents: 550,
        validFrom: '2026-06-01',
        validUntil: '2026-08-31',
        maxUses: 100,
        maxUsesPerCustomer: 2,
        minOrderCents: 2500,
        categoryId: 2,
      },
    ]);
    const row = await waitFor(() => rowOf('KARTE-5'));
    for (const text of ['5,50 €', '01.06.2026 – 31.08.2026', '25,00 €', 'Karten', '0 / 0 / 100', 'pro Kunde: 2']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
  });

  it('names the missing code and rule, and sends nothing', async () => {
    const { user } = await openPage();
    await submit(user);
    expect(await voucherForm().findByText('Bitte geben Sie einen Code ein.')).toBeInTheDocument();
    expect(
      voucherForm().getByText('Bitte geben Sie entweder einen Rabatt in Prozent oder einen Betrag an.'),
    ).toBeInTheDocument();
    expect(voucherForm().getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(voucherForm().getByLabelText('Code')).toHaveAccessibleDescription(
      '4 bis 20 Zeichen: Buchstaben A–Z, Ziffern und Bindestriche Bitte geben Sie einen Code ein.',
    );
    await user.click(voucherForm().getByRole('radio', { name: 'Fester Betrag' }));
    await submit(user);
    expect(
      await voucherForm().findByText('Bitte geben Sie entweder einen Rabatt in Prozent oder einen Betrag an.'),
    ).toBeInTheDocument();
    expect(receivedOn('/admin/vouchers')).toEqual([]);
  });

  it.each([
    ['Code', 'ABC', 'Der Code muss 4 bis 20 Zeichen lang sein.'],
    ['Code', 'A'.repeat(21), 'Der Code muss 4 bis 20 Zeichen lang sein.'],
    ['Code', 'sommer_10', 'Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten.'],
    ['Code', 'grün10', 'Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten.'],
    ['Rabatt in %', '0', 'Der Rabatt in Prozent muss eine ganze Zahl von 1 bis 100 sein.'],
    ['Rabatt in %', '101', 'Der Rabatt in Prozent muss eine ganze Zahl von 1 bis 100 sein.'],
    ['Rabatt in %', '12.5', 'Der Rabatt in Prozent muss eine ganze Zahl von 1 bis 100 sein.'],
    ['Einlösungen insgesamt', '0', 'Ein Aktionscode muss mindestens einmal einlösbar sein.'],
    ['Einlösungen insgesamt', '', 'Ein Aktionscode muss mindestens einmal einlösbar sein.'],
    ['Einlösungen insgesamt', '1.5', 'Die Anzahl der Einlösungen muss eine ganze Zahl bis 1.000.000 sein.'],
    ['Einlösungen pro Kunde', '0', 'Ein Aktionscode muss mindestens einmal einlösbar sein.'],
    ['Mindestbestellwert (netto)', '0,00', 'Der Mindestbestellwert muss mindestens 0,01 € betragen, z. B. 25,00.'],
    ['Mindestbestellwert (netto)', 'viel', 'Der Mindestbestellwert muss mindestens 0,01 € betragen, z. B. 25,00.'],
  ])('refuses %s %j: %s', async (label, text, message) => {
    const { user } = await openPage();
    await retype(user, label, text);
    await user.tab();
    expect(await voucherForm().findByText(message)).toBeInTheDocument();
    expect(voucherForm().getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['0,00', 'Der Rabattbetrag muss mindestens 1 Cent betragen.'],
    ['fünf', 'Bitte geben Sie den Betrag in Euro an, z. B. 5,00.'],
  ])('refuses the amount %j: %s', async (text, message) => {
    const { user } = await openPage();
    await user.click(voucherForm().getByRole('radio', { name: 'Fester Betrag' }));
    await user.type(voucherForm().getByLabelText('Betrag in €'), text);
    await user.tab();
    expect(await voucherForm().findByText(message)).toBeInTheDocument();
  });

  it('refuses a last day before the first, and sends nothing', async () => {
    const { user } = await openPage();
    await user.type(voucherForm().getByLabelText('Code'), 'SOMMER10');
    await user.type(voucherForm().getByLabelText('Rabatt in %'), '10');
    await user.type(voucherForm().getByLabelText('Gültig ab'), '2026-08-31');
    await user.type(voucherForm().getByLabelText('Gültig bis'), '2026-06-01');
    await submit(user);
    expect(
      await voucherForm().findByText('Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.'),
    ).toBeInTheDocument();
    expect(receivedOn('/admin/vouchers')).toEqual([]);
  });

  it("shows the server's refusal of an existing code at the form and keeps what was typed", async () => {
    seedVoucher({ code: 'SOMMER10' });
    const { user } = await openPage();
    await user.type(voucherForm().getByLabelText('Code'), 'sommer10');
    await user.type(voucherForm().getByLabelText('Rabatt in %'), '15');
    await submit(user);

    expect(await voucherForm().findByRole('alert')).toHaveTextContent(voucherAdminMessages.duplicate);
    expect(toastRegion().queryAllByRole('status')).toHaveLength(0);
    expect(voucherForm().getByLabelText('Code')).toHaveValue('SOMMER10');
    expect(voucherForm().getByLabelText('Rabatt in %')).toHaveValue(15);
    expect(voucherAdminDb.vouchers).toHaveLength(1);
  });

  it("shows the server's 422 text at the form", async () => {
    server.use(
      http.post('/api/admin/vouchers', () =>
        HttpResponse.json({ message: voucherAdminMessages.datesReversed }, { status: 422 }),
      ),
    );
    const { user } = await openPage();
    await user.type(voucherForm().getByLabelText('Code'), 'SOMMER10');
    await user.type(voucherForm().getByLabelText('Rabatt in %'), '10');
    await submit(user);
    expect(await voucherForm().findByRole('alert')).toHaveTextContent(voucherAdminMessages.datesReversed);
  });

  it('shows the loader and disables the button while saving', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/admin/vouchers', async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({ message: voucherAdminMessages.duplicate }, { status: 409 });
      }),
    );
    const { user } = await openPage();
    await user.type(voucherForm().getByLabelText('Code'), 'SOMMER10');
    await user.type(voucherForm().getByLabelText('Rabatt in %'), '10');
    await submit(user);

    const button = voucherForm().getByRole('button', { name: 'Aktionscode anlegen' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    await voucherForm().findByRole('alert');
    expect(button).toBeEnabled();
  });
});

describe('admin discount codes: the form rules at their limits', () => {
  const valid: VoucherFormValues = { ...emptyVoucher, code: 'ABCD', percentOff: 10 };

  it.each([
    [{ code: 'ABCD' }, {}],
    [{ code: 'A'.repeat(20) }, {}],
    [{ code: ' abcd-12 ' }, {}],
    [{ code: 'A'.repeat(21) }, { code: 'Der Code muss 4 bis 20 Zeichen lang sein.' }],
    [{ code: 'SOMMER 10' }, { code: 'Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten.' }],
    [{ percentOff: 1 }, {}],
    [{ percentOff: 100 }, {}],
    [{ kind: 'amount', amountOff: '0,01' }, {}],
    [{ kind: 'amount', amountOff: '0,00' }, { amountOff: 'Der Rabattbetrag muss mindestens 1 Cent betragen.' }],
    // The rule not chosen is neither checked nor sent.
    [{ kind: 'amount', amountOff: '5', percentOff: 500 }, {}],
    [{ validFrom: '2026-06-01', validUntil: '2026-06-01' }, {}],
    [
      { validFrom: '2026-06-02', validUntil: '2026-06-01' },
      { validUntil: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.' },
    ],
    [{ validUntil: '2026-02-30' }, { validUntil: 'Bitte geben Sie ein gültiges Datum an.' }],
    [{ maxUses: 1_000_000 }, {}],
    [{ maxUses: 1_000_001 }, { maxUses: 'Die Anzahl der Einlösungen muss eine ganze Zahl bis 1.000.000 sein.' }],
    [{ minOrder: '0,01' }, {}],
  ] as [Partial<VoucherFormValues>, Record<string, string>][])('%j -> %j', async (change, errors) => {
    expect(await formErrors(createVoucherSchema(), { ...valid, ...change })).toEqual(errors);
  });
});

describe('admin discount codes: switch off and on, delete', () => {
  it('deactivates an active code and activates it again', async () => {
    seedVoucher({ code: 'SOMMER10' });
    const { user } = await openPage();
    await user.click(rowOf('SOMMER10').getByRole('button', { name: 'Aktionscode SOMMER10 deaktivieren' }));

    expect(await toastRegion().findByText('Der Aktionscode SOMMER10 wurde deaktiviert.')).toBeInTheDocument();
    expect(await rowOf('SOMMER10').findByText('Inaktiv')).toBeInTheDocument();
    expect(receivedOn('/admin/vouchers/SOMMER10/deactivate')).toHaveLength(1);

    await user.click(rowOf('SOMMER10').getByRole('button', { name: 'Aktionscode SOMMER10 aktivieren' }));
    expect(await toastRegion().findByText('Der Aktionscode SOMMER10 wurde aktiviert.')).toBeInTheDocument();
    expect(await rowOf('SOMMER10').findByText('Aktiv')).toBeInTheDocument();
    expect(receivedOn('/admin/vouchers/SOMMER10/activate')).toHaveLength(1);
    expect(voucherAdminDb.vouchers[0].active).toBe(true);
  });

  it('offers deleting only a code nobody used', async () => {
    seedVoucher({ code: 'NEU-1' });
    seedVoucher({ code: 'EINGELOEST', redeemed: 1, orders: [{ orderId: 3, state: 'redeemed' }] });
    seedVoucher({ code: 'RESERVIERT', reserved: 1, orders: [{ orderId: 4, state: 'reserved' }] });
    await openPage();
    expect(rowOf('NEU-1').getByRole('button', { name: 'Aktionscode NEU-1 löschen' })).toBeInTheDocument();
    expect(rowOf('EINGELOEST').queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
    expect(rowOf('RESERVIERT').queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
    expect(rowOf('RESERVIERT').getByRole('button', { name: 'Aktionscode RESERVIERT deaktivieren' })).toBeEnabled();
  });

  it('asks first and does nothing when cancelled', async () => {
    seedVoucher({ code: 'NEU-1' });
    const { user } = await openPage();
    await user.click(rowOf('NEU-1').getByRole('button', { name: 'Aktionscode NEU-1 löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Aktionscode löschen?' });
    expect(dialog).toHaveAccessibleDescription(
      'Der Aktionscode NEU-1 wird endgültig gelöscht. Kunden können ihn danach nicht mehr einlösen.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/admin/vouchers/NEU-1')).toEqual([]);
    expect(voucherAdminDb.vouchers).toHaveLength(1);
  });

  it('deletes after the confirmation and says so', async () => {
    seedVoucher({ code: 'NEU-1' });
    seedVoucher({ code: 'NEU-2' });
    const { user } = await openPage();
    await user.click(rowOf('NEU-1').getByRole('button', { name: 'Aktionscode NEU-1 löschen' }));
    await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    expect(await toastRegion().findByText('Der Aktionscode NEU-1 wurde gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByRole('rowheader', { name: 'NEU-1' })).not.toBeInTheDocument());
    expect(rowOf('NEU-2').getByText('Aktiv')).toBeInTheDocument();
    expect(voucherAdminDb.vouchers.map((voucher) => voucher.code)).toEqual(['NEU-2']);
  });

  it("shows the server's refusal when the code was used meanwhile, and the list as it is now", async () => {
    const voucher = seedVoucher({ code: 'NEU-1' });
    const { user } = await openPage();
    await user.click(rowOf('NEU-1').getByRole('button', { name: 'Aktionscode NEU-1 löschen' }));
    // An order reserves the code while the question is open.
    voucher.reserved = 1;
    voucher.orders = [{ orderId: 12, state: 'reserved' }];
    await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    expect(await toastRegion().findByText(voucherAdminMessages.inUse)).toBeInTheDocument();
    expect(await rowOf('NEU-1').findByText('0 / 1 / 1')).toBeInTheDocument();
    expect(rowOf('NEU-1').queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
    expect(rowOf('NEU-1').getByRole('link', { name: 'Bestellung 12 (reserviert)' })).toBeInTheDocument();
  });
});
