import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';

import { receivedOn, seedOrder, testUsers, type TestOrderLine } from '@/testing/data';
import { formErrors } from '@/testing/forms';
import { qrAdminDb, qrAdminMessages, seedQrLink } from '@/testing/qr-admin-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { createQrDisableSchema, createQrSearchSchema, qrCodeFromInput } from '../validation';

const QR_LINKS = '/admin/dashboard/qr-links';
const CODE = '7KQ2MZX9PA';
const SHORT_LINK = `https://shop.example/q/${CODE}`;
const admin = { user: testUsers.admin };

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function searchForm() {
  return within(screen.getByRole('search', { name: 'QR-Code suchen' }));
}

function result(code = CODE) {
  return within(screen.getByRole('region', { name: `QR-Code ${code}` }));
}

/** The value of a fact ('Ziel', 'Status' …) of the code found. */
function fact(label: string, code = CODE): HTMLElement {
  const term = result(code).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

async function openPage(route = QR_LINKS) {
  const view = renderApp(route, admin);
  await screen.findByRole('heading', { level: 2, name: 'QR-Codes' });
  return view;
}

async function search(user: UserEvent, text: string) {
  const field = searchForm().getByLabelText('Code suchen');
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  await user.click(searchForm().getByRole('button', { name: 'Suchen' }));
}

describe('admin order detail: QR short links', () => {
  const CARD: TestOrderLine = {
    orderLineId: 501,
    productId: 2,
    productType: 'PrimeProd',
    name: 'PrimeCard Starter',
    UnitPrice: 5490,
    qte: 2,
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    orderType: 'Normal',
    remarks: '',
    musterNumber: '',
    template: 'pizza',
    address: 'Hauptstraße 5, Mönchengladbach',
    phone: '+49 2161 123456',
    url: 'www.pizzeria-roma.de',
    cardLogo: '/uploads/logo-roma.png',
    qrLink: SHORT_LINK,
    qrTarget: 'https://www.pizzeria-roma.de/mittagstisch',
    qrScans: 1234,
  };
  const DIRECT: TestOrderLine = { ...CARD, orderLineId: 502, qrLink: null, qrTarget: null, qrScans: null };
  const SAMPLE_PACK: TestOrderLine = {
    ...DIRECT,
    orderLineId: 503,
    productId: 5,
    productType: 'MBNprod',
    name: 'Magnete mit Musternummer – 100 Stück',
    musterNumber: 'MN-1001',
    template: '',
    address: '',
    phone: '',
    url: '',
    cardLogo: '',
  };

  async function openOrder(lines: TestOrderLine[]) {
    const order = seedOrder({
      order_date: '2026-03-03T10:00:00Z',
      payementStatus: 'Paid',
      paymentTime: '2026-03-03T10:05:00Z',
      shippingDate: '2026-03-20',
      lines,
    });
    const view = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
    return view;
  }

  it('shows the short link, where it leads now and its scans on the line that has one, and nothing on the others', async () => {
    await openOrder([CARD, DIRECT, SAMPLE_PACK]);

    const card = within(screen.getByRole('listitem', { name: 'Position 1: PrimeCard Starter' }));
    const line = card.getByText('QR-Kurzlink:').closest('p') as HTMLElement;
    expect(line).toHaveTextContent(
      `QR-Kurzlink: ${SHORT_LINK} → https://www.pizzeria-roma.de/mittagstisch · 1.234 Scans`,
    );
    const target = within(line).getByRole('link', { name: 'https://www.pizzeria-roma.de/mittagstisch' });
    expect(target).toHaveAttribute('href', 'https://www.pizzeria-roma.de/mittagstisch');
    expect(target).toHaveAttribute('target', '_blank');
    expect(target.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    // The short link itself is text: opening it would count as a scan.
    expect(within(line).queryByRole('link', { name: SHORT_LINK })).not.toBeInTheDocument();
    expect(within(line).getByRole('link', { name: `QR-Code ${CODE} verwalten` })).toHaveAttribute(
      'href',
      `${QR_LINKS}?code=${CODE}`,
    );

    const direct = within(screen.getByRole('listitem', { name: 'Position 2: PrimeCard Starter' }));
    expect(direct.queryByText('QR-Kurzlink:')).not.toBeInTheDocument();
    const pack = within(screen.getByRole('listitem', { name: `Position 3: ${SAMPLE_PACK.name}` }));
    expect(pack.queryByText('QR-Kurzlink:')).not.toBeInTheDocument();
    expect(screen.getAllByText('QR-Kurzlink:')).toHaveLength(1);
  });

  it("says '1 Scan' for one and leaves out the count when the server sends none", async () => {
    await openOrder([
      { ...CARD, qrScans: 1 },
      { ...CARD, orderLineId: 504, qrLink: `https://shop.example/q/2222222222`, qrScans: null },
    ]);
    const first = screen.getByRole('listitem', { name: 'Position 1: PrimeCard Starter' });
    expect(within(first).getByText('QR-Kurzlink:').closest('p')).toHaveTextContent(/· 1 Scan Verwalten$/);
    const second = screen.getByRole('listitem', { name: 'Position 2: PrimeCard Starter' });
    expect(within(second).getByText('QR-Kurzlink:').closest('p')).not.toHaveTextContent(/Scan/);
  });

  it('leads from the line to its code on the QR code page', async () => {
    seedQrLink({ code: CODE, target: CARD.qrTarget ?? '', totalScans: 1234 });
    const { user, router } = await openOrder([CARD]);
    await user.click(screen.getByRole('link', { name: `QR-Code ${CODE} verwalten` }));

    await waitFor(() => expect(router.state.location.pathname).toBe(QR_LINKS));
    expect(await screen.findByRole('region', { name: `QR-Code ${CODE}` })).toBeInTheDocument();
    expect(fact('Scans insgesamt')).toHaveTextContent('1.234');
    expect(searchForm().getByLabelText('Code suchen')).toHaveValue(CODE);
  });
});

describe('admin QR codes: menu and search', () => {
  it("has its menu entry after 'Aktionscodes', its section title and its overview card", async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'QR-Codes' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin-Navigation' }));
    const labels = menu.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Aktionscodes'), labels.indexOf('Aktionscodes') + 2)).toEqual([
      'Aktionscodes',
      'QR-Codes',
    ]);
    expect(menu.getByRole('link', { name: 'QR-Codes' })).toHaveAttribute('href', QR_LINKS);
    expect(menu.getByRole('link', { name: 'QR-Codes' })).toHaveAttribute('aria-current', 'page');
    expect(searchForm().getByLabelText('Code suchen')).toHaveAccessibleDescription(
      '10 Zeichen, z. B. 7KQ2MZX9PA – oder den ganzen Kurzlink einfügen',
    );
  });

  it('is listed on the dashboard', async () => {
    renderApp('/admin/dashboard', admin);
    expect(await screen.findByRole('link', { name: 'QR-Codes öffnen' })).toHaveAttribute('href', QR_LINKS);
  });

  it('finds a code typed in lower case and shows everything about it', async () => {
    seedQrLink({
      code: CODE,
      target: 'https://www.pizzeria-roma.de/mittagstisch',
      orderId: 42,
      productName: 'PrimeCard Premium',
      createdAt: '2026-03-03T10:05:00Z',
      totalScans: 1234,
    });
    const { user, router } = await openPage();
    await search(user, '7kq2mzx9pa');

    expect(await screen.findByRole('region', { name: `QR-Code ${CODE}` })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?code=${CODE}`);
    expect(searchForm().getByLabelText('Code suchen')).toHaveValue(CODE);
    expect(fact('Kurzlink')).toHaveTextContent(SHORT_LINK);
    const target = within(fact('Ziel')).getByRole('link', { name: 'https://www.pizzeria-roma.de/mittagstisch' });
    expect(target).toHaveAttribute('href', 'https://www.pizzeria-roma.de/mittagstisch');
    expect(target).toHaveAttribute('target', '_blank');
    expect(fact('Produkt')).toHaveTextContent('PrimeCard Premium');
    expect(within(fact('Bestellung')).getByRole('link', { name: 'Bestellung 42' })).toHaveAttribute(
      'href',
      '/admin/dashboard/orders/42',
    );
    expect(fact('Bestellung')).toHaveTextContent('#42');
    expect(fact('Erstellt')).toHaveTextContent('03.03.2026, 11:05');
    expect(fact('Scans insgesamt')).toHaveTextContent('1.234');
    expect(fact('Status')).toHaveTextContent(/^Aktiv$/);
    expect(result().getByText('Das Ziel wurde noch nicht geändert.')).toBeInTheDocument();
    expect(result().getByRole('button', { name: `QR-Code ${CODE} deaktivieren` })).toHaveTextContent('Deaktivieren');
  });

  it.each([
    ['a pasted short link', SHORT_LINK],
    ['a pasted short link in lower case with a slash', `  ${SHORT_LINK.toLowerCase()}/ `],
    ['a short link with a query', `${SHORT_LINK}?utm_source=karte`],
  ])('finds the code of %s', async (_name, text) => {
    seedQrLink({ code: CODE });
    const { user } = await openPage();
    await search(user, text);
    expect(await screen.findByRole('region', { name: `QR-Code ${CODE}` })).toBeInTheDocument();
    expect(searchForm().getByLabelText('Code suchen')).toHaveValue(CODE);
  });

  it('shows a code without an order and a disabled one with its reason', async () => {
    seedQrLink({ code: CODE, disabledReason: 'Zieladresse ist eine Phishing-Seite' });
    await openPage(`${QR_LINKS}?code=${CODE}`);
    await screen.findByRole('region', { name: `QR-Code ${CODE}` });
    expect(fact('Bestellung')).toHaveTextContent(/^—$/);
    expect(fact('Status')).toHaveTextContent(/^Deaktiviert: Zieladresse ist eine Phishing-Seite$/);
    expect(result().getByRole('button', { name: `QR-Code ${CODE} aktivieren` })).toHaveTextContent('Aktivieren');
    expect(result().queryByRole('button', { name: /deaktivieren/ })).not.toBeInTheDocument();
  });

  it("shows the history newest first: old → new, when and who ('Kunde', 'Gast', 'PrimeCards')", async () => {
    seedQrLink({
      code: CODE,
      target: 'https://roma.example/c',
      history: [
        {
          oldTarget: 'https://www.pizzeria-roma.de',
          newTarget: 'https://roma.example/a',
          changedAt: '2026-04-01T08:00:00Z',
          changedBy: 'customer',
        },
        {
          oldTarget: 'https://roma.example/a',
          newTarget: 'https://roma.example/b',
          changedAt: '2026-04-02T08:00:00Z',
          changedBy: 'guest',
        },
        {
          oldTarget: 'https://roma.example/b',
          newTarget: 'https://roma.example/c',
          changedAt: '2026-04-03T08:00:00Z',
          changedBy: 'admin',
        },
      ],
    });
    const { user } = await openPage(`${QR_LINKS}?code=${CODE}`);

    await screen.findByRole('region', { name: `QR-Code ${CODE}` });
    expect(result().getByRole('heading', { name: 'Verlauf' })).toBeInTheDocument();
    const table = result().getByRole('table', { name: `Verlauf des QR-Codes ${CODE}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Datum', 'Änderung', 'Von']);
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    // The code brings its latest change only.
    expect(rows()).toEqual([['03.04.2026, 10:00', 'https://roma.example/b → https://roma.example/c', 'PrimeCards']]);

    await user.click(result().getByRole('button', { name: 'Ältere Änderungen laden' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      ['03.04.2026, 10:00', 'https://roma.example/b → https://roma.example/c', 'PrimeCards'],
      ['02.04.2026, 10:00', 'https://roma.example/a → https://roma.example/b', 'Gast'],
      ['01.04.2026, 10:00', 'https://www.pizzeria-roma.de → https://roma.example/a', 'Kunde'],
    ]);
    expect(result().queryByRole('button', { name: 'Ältere Änderungen laden' })).not.toBeInTheDocument();
    expect(receivedOn(`/admin/qr-links/${CODE}/history`)).toEqual([{ page: '1' }]);
  });

  it('loads 20 older changes at a time', async () => {
    seedQrLink({
      code: CODE,
      target: 'https://roma.example/25',
      history: Array.from({ length: 25 }, (_, index) => ({
        oldTarget: `https://roma.example/${index}`,
        newTarget: `https://roma.example/${index + 1}`,
        changedAt: new Date(Date.UTC(2026, 3, 1, 8, index)).toISOString(),
        changedBy: 'customer',
      })),
    });
    const { user } = await openPage(`${QR_LINKS}?code=${CODE}`);
    await screen.findByRole('region', { name: `QR-Code ${CODE}` });
    const table = result().getByRole('table', { name: `Verlauf des QR-Codes ${CODE}` });
    const rowCount = () => within(table).getAllByRole('row').length - 1;
    expect(rowCount()).toBe(1);
    for (const shown of [20, 25]) {
      await user.click(result().getByRole('button', { name: 'Ältere Änderungen laden' }));
      await waitFor(() => expect(rowCount()).toBe(shown));
    }
    expect(result().queryByRole('button', { name: 'Ältere Änderungen laden' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'Bitte geben Sie einen QR-Code oder Kurzlink ein.'],
    ['7KQ2MZX9P', 'Ein QR-Code hat 10 Zeichen: Ziffern 2–9 und Großbuchstaben außer I, L und O, z. B. 7KQ2MZX9PA.'],
    ['7KQ2MZX9P0', 'Ein QR-Code hat 10 Zeichen: Ziffern 2–9 und Großbuchstaben außer I, L und O, z. B. 7KQ2MZX9PA.'],
  ])('refuses %j without asking the server: %s', async (text, message) => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/qr-links/')) requested.push(request.url);
    });
    const { user } = await openPage();
    if (text === '') await user.click(searchForm().getByRole('button', { name: 'Suchen' }));
    else await search(user, text);

    expect(await searchForm().findByText(message)).toBeInTheDocument();
    expect(searchForm().getByLabelText('Code suchen')).toHaveAttribute('aria-invalid', 'true');
    expect(requested).toEqual([]);
    server.events.removeAllListeners();
  });

  it("shows the server's message for an unknown code, without a toast", async () => {
    const { user } = await openPage();
    await search(user, 'ABCDEFGHJK');

    expect(await screen.findByRole('alert')).toHaveTextContent(qrAdminMessages.notFound);
    expect(screen.getByText('Dieser QR-Code wurde nicht gefunden.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^QR-Code [A-Z0-9]{10}$/ })).not.toBeInTheDocument();
    expect(toastRegion().queryAllByRole('status')).toHaveLength(0);
  });

  it('shows the loader and disables the search while looking the code up', async () => {
    seedQrLink({ code: CODE });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(
        '/api/admin/qr-links/:code',
        async () => {
          await answered;
          await delay(0);
          return undefined;
        },
        { once: true },
      ),
    );
    const { user } = await openPage();
    await search(user, CODE);

    // Found is shown: a passing state may be gone again before the next line runs.
    await screen.findByRole('status', { name: 'QR-Code wird gesucht …' });
    const button = searchForm().getByRole('button', { name: 'Suchen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('region', { name: `QR-Code ${CODE}` })).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('asks the server again when the same code is searched again', async () => {
    const link = seedQrLink({ code: CODE, totalScans: 3 });
    const { user } = await openPage(`${QR_LINKS}?code=${CODE}`);
    await screen.findByRole('region', { name: `QR-Code ${CODE}` });
    link.totalScans = 4;
    await search(user, CODE);
    await waitFor(() => expect(fact('Scans insgesamt')).toHaveTextContent('4'));
  });

  it('sends a visitor to sign in when the server answers 401', async () => {
    server.use(
      http.get('/api/admin/qr-links/:code', () =>
        HttpResponse.json({ message: 'Bitte melden Sie sich an' }, { status: 401 }),
      ),
    );
    const { router } = renderApp(`${QR_LINKS}?code=${CODE}`, admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

describe('admin QR codes: switch off and on', () => {
  const REASON = 'Zieladresse ist eine Phishing-Seite';

  async function openCode() {
    const view = await openPage(`${QR_LINKS}?code=${CODE}`);
    await screen.findByRole('region', { name: `QR-Code ${CODE}` });
    return view;
  }

  function dialog() {
    return within(screen.getByRole('alertdialog', { name: 'QR-Code deaktivieren?' }));
  }

  it('asks for the reason and does nothing when cancelled', async () => {
    seedQrLink({ code: CODE });
    const { user } = await openCode();
    await user.click(result().getByRole('button', { name: `QR-Code ${CODE} deaktivieren` }));

    expect(screen.getByRole('alertdialog', { name: 'QR-Code deaktivieren?' })).toHaveAccessibleDescription(
      `Wer den QR-Code ${CODE} scannt, erfährt danach nur noch, dass er nicht mehr aktiv ist. Der Kunde sieht den Grund bei seinen QR-Codes.`,
    );
    expect(dialog().getByLabelText('Grund')).toHaveAttribute(
      'placeholder',
      'z. B. Zieladresse ist eine Phishing-Seite',
    );
    await user.click(dialog().getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn(`/admin/qr-links/${CODE}/disable`)).toEqual([]);
    expect(fact('Status')).toHaveTextContent(/^Aktiv$/);
  });

  it.each([
    ['', 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).'],
    ['   ', 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).'],
    ['ab', 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).'],
    ['x'.repeat(201), 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).'],
  ])('refuses the reason %j and sends nothing: %s', async (reason, message) => {
    seedQrLink({ code: CODE });
    const { user } = await openCode();
    await user.click(result().getByRole('button', { name: `QR-Code ${CODE} deaktivieren` }));
    if (reason !== '') {
      await user.click(dialog().getByLabelText('Grund'));
      await user.paste(reason);
    }
    await user.click(dialog().getByRole('button', { name: 'Deaktivieren' }));

    expect(await dialog().findByText(message)).toBeInTheDocument();
    expect(dialog().getByLabelText('Grund')).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn(`/admin/qr-links/${CODE}/disable`)).toEqual([]);
  });

  it('switches the code off with the reason, says so and shows it disabled; then on again', async () => {
    seedQrLink({ code: CODE });
    const { user } = await openCode();
    await user.click(result().getByRole('button', { name: `QR-Code ${CODE} deaktivieren` }));
    await user.type(dialog().getByLabelText('Grund'), `  ${REASON} `);
    await user.click(dialog().getByRole('button', { name: 'Deaktivieren' }));

    expect(await toastRegion().findByText(`Der QR-Code ${CODE} wurde deaktiviert.`)).toBeInTheDocument();
    // The toast is drawn at once; the dialog closes after its handler has returned, in a render of its own.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(receivedOn(`/admin/qr-links/${CODE}/disable`)).toEqual([{ reason: REASON }]);
    await waitFor(() => expect(fact('Status')).toHaveTextContent(`Deaktiviert: ${REASON}`));
    expect(qrAdminDb.links[0].disabledReason).toBe(REASON);

    await user.click(result().getByRole('button', { name: `QR-Code ${CODE} aktivieren` }));
    expect(await toastRegion().findByText(`Der QR-Code ${CODE} wurde aktiviert.`)).toBeInTheDocument();
    await waitFor(() => expect(fact('Status')).toHaveTextContent(/^Aktiv$/));
    expect(receivedOn(`/admin/qr-links/${CODE}/enable`)).toEqual([null]);
    expect(qrAdminDb.links[0].disabledReason).toBeNull();
    expect(result().getByRole('button', { name: `QR-Code ${CODE} deaktivieren` })).toBeEnabled();
  });

  it("keeps the server's refusal in the dialog with what was typed", async () => {
    seedQrLink({ code: CODE });
    server.use(
      http.post('/api/admin/qr-links/:code/disable', () =>
        HttpResponse.json({ message: qrAdminMessages.reason }, { status: 422 }),
      ),
    );
    const { user } = await openCode();
    await user.click(result().getByRole('button', { name: `QR-Code ${CODE} deaktivieren` }));
    await user.type(dialog().getByLabelText('Grund'), REASON);
    await user.click(dialog().getByRole('button', { name: 'Deaktivieren' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(qrAdminMessages.reason);
    expect(dialog().getByLabelText('Grund')).toHaveValue(REASON);
    expect(toastRegion().queryAllByRole('status')).toHaveLength(0);
    expect(fact('Status')).toHaveTextContent(/^Aktiv$/);
  });

  it('shows the loader and disables the buttons while switching the code on', async () => {
    seedQrLink({ code: CODE, disabledReason: REASON });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(
        '/api/admin/qr-links/:code/enable',
        async () => {
          await answered;
          await delay(0);
          return undefined;
        },
        { once: true },
      ),
    );
    const { user } = await openCode();
    const button = result().getByRole('button', { name: `QR-Code ${CODE} aktivieren` });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await toastRegion().findByText(`Der QR-Code ${CODE} wurde aktiviert.`)).toBeInTheDocument();
  });
});

describe('admin QR codes: the rules at their limits', () => {
  it.each([
    [CODE, CODE],
    ['7kq2mzx9pa', CODE],
    [`  ${SHORT_LINK}  `, CODE],
    [`${SHORT_LINK}/`, CODE],
    [`${SHORT_LINK}#karte`, CODE],
    ['http://localhost:8080/q/2222222222?x=1', '2222222222'],
    ['', ''],
  ])('reads %j as the code %j', (text, code) => {
    expect(qrCodeFromInput(text)).toBe(code);
  });

  it.each([
    [{ code: CODE }, {}],
    [{ code: 'zzzzzzzzzz' }, {}],
    [{ code: 'ABCDEFGHJKM' }, { code: expect.stringMatching(/^Ein QR-Code hat 10 Zeichen/) }],
    [{ code: 'ABCDEFGHJI' }, { code: expect.stringMatching(/^Ein QR-Code hat 10 Zeichen/) }],
    [{ code: 'ABCDEFGHJL' }, { code: expect.stringMatching(/^Ein QR-Code hat 10 Zeichen/) }],
    [{ code: 'ABCDEFGHJÄ' }, { code: expect.stringMatching(/^Ein QR-Code hat 10 Zeichen/) }],
    [{ code: 'https://shop.example/q/' }, { code: expect.stringMatching(/^Ein QR-Code hat 10 Zeichen/) }],
    [{ code: '  ' }, { code: 'Bitte geben Sie einen QR-Code oder Kurzlink ein.' }],
  ] as [Record<string, string>, Record<string, unknown>][])('search %j -> %j', async (values, errors) => {
    expect(await formErrors(createQrSearchSchema(), values)).toEqual(errors);
  });

  it.each([
    [{ reason: 'abc' }, {}],
    [{ reason: 'ä'.repeat(200) }, {}],
    [{ reason: `  ${'x'.repeat(200)}  ` }, {}],
    [{ reason: '  ab  ' }, { reason: 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).' }],
    [{ reason: 'x'.repeat(201) }, { reason: 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).' }],
    [{ reason: '' }, { reason: 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).' }],
  ] as [Record<string, string>, Record<string, string>][])('reason %j -> %j', async (values, errors) => {
    expect(await formErrors(createQrDisableSchema(), values)).toEqual(errors);
  });
});
