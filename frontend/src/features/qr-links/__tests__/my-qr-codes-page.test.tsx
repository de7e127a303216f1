/** /my-qr-codes: the signed-in customer's printed codes, their scans and new targets. */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { receivedOn, testUsers } from '@/testing/data';
import { heldResponse } from '@/testing/held-response';
import { dayFromToday, qrLinkMessages, seedCustomerQrLink } from '@/testing/qr-link-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const LEAD = 'Ihre QR-Codes bleiben aktiv – ohne Abo und ohne Laufzeit.';

function openPage() {
  return renderApp('/my-qr-codes', { user: testUsers.customer });
}

/** The card of the code whose short link ends in `code`. */
async function card(code: string) {
  return within(await screen.findByRole('article', { name: new RegExp(`/q/${code}$`) }));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

describe('/my-qr-codes', () => {
  it('asks a visitor to sign in first and remembers /my-qr-codes', async () => {
    renderApp('/my-qr-codes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine QR-Codes' })).toBeInTheDocument();
    expect(screen.getByText('Ups! Du musst dich zuerst anmelden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/sign-in');
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBe('/my-qr-codes');
    expect(receivedOn('/qr-links')).toEqual([]);
  });

  it('is in the user menu of a signed-in customer', async () => {
    const { user, router } = renderApp('/home', { user: testUsers.customer });
    await user.click(screen.getByRole('button', { name: /Pizzeria Roma/ }));
    const link = screen.getByRole('link', { name: 'Meine QR-Codes' });
    expect(link).toHaveAttribute('href', '/my-qr-codes');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/my-qr-codes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine QR-Codes' })).toBeInTheDocument();
  });

  it("lists the customer's codes with product, order, short link, target and scans", async () => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA', orderId: 12, productName: 'PrimeCard Starter', totalScans: 1234 });
    seedCustomerQrLink({
      code: 'ABCDEFGH23',
      orderId: 14,
      productName: 'Flaschenöffner Premium',
      target: 'https://kneipe.example/karte',
    });
    seedCustomerQrLink({ code: 'ZZZZZZZZZZ', userId: testUsers.admin.userId, productName: 'Fremd' });
    // The list is held until the loading state was seen, then falls through to the seeded one.
    const list = heldResponse();
    server.use(
      http.get('*/api/qr-links', async () => {
        await list.held;
      }),
    );
    openPage();

    expect(await screen.findByText('QR-Codes werden geladen …')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    list.release();
    const starter = await card('7KQ2MZX9PA');
    expect(screen.getByText(LEAD)).toBeInTheDocument();
    expect(starter.getByRole('heading', { level: 2, name: 'PrimeCard Starter' })).toBeInTheDocument();
    expect(starter.getByText('Bestellung Nr. 12')).toBeInTheDocument();
    expect(starter.getByText('https://shop.example/q/7KQ2MZX9PA')).toBeInTheDocument();
    expect(starter.getByRole('link', { name: 'https://pizzeria.example/speisekarte' })).toHaveAttribute(
      'href',
      'https://pizzeria.example/speisekarte',
    );
    expect(starter.getByText('Scans insgesamt').nextElementSibling).toHaveTextContent('1.234');
    expect(starter.getByRole('button', { name: 'Ziel ändern' })).toBeEnabled();

    const opener = await card('ABCDEFGH23');
    expect(opener.getByRole('heading', { level: 2, name: 'Flaschenöffner Premium' })).toBeInTheDocument();
    expect(opener.getByText('Bestellung Nr. 14')).toBeInTheDocument();
    expect(opener.getByRole('link', { name: 'https://kneipe.example/karte' })).toBeInTheDocument();

    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Fremd')).not.toBeInTheDocument();
  });

  it('draws one bar for each of the last 90 days, days without scans too, and says the total beside it', async () => {
    seedCustomerQrLink({
      code: '7KQ2MZX9PA',
      scans: [
        { day: dayFromToday(-90), count: 50 }, // a day before the chart
        { day: dayFromToday(-89), count: 2 },
        { day: dayFromToday(-10), count: 4 },
        { day: dayFromToday(0), count: 3 },
      ],
    });
    openPage();
    const code = await card('7KQ2MZX9PA');

    expect(await code.findByText('In den letzten 90 Tagen 9 Scans')).toBeInTheDocument();
    const figure = code.getByRole('figure');
    const svg = figure.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const bars = Array.from(svg?.querySelectorAll('rect') ?? []);
    expect(bars).toHaveLength(90);
    expect(bars[0]).toHaveAttribute('data-day', dayFromToday(-89));
    expect(bars[89]).toHaveAttribute('data-day', dayFromToday(0));
    expect(bars.map((bar) => Number(bar.getAttribute('data-count')))).toEqual(
      Array.from({ length: 90 }, (_, index) => ({ 0: 2, 79: 4, 89: 3 })[index] ?? 0),
    );
    // The highest day fills the chart; a day without scans is a flat mark.
    expect(bars[79]).toHaveAttribute('height', '100');
    expect(bars[1]).toHaveAttribute('height', '2');
    // All scans ever stay in the card's total.
    expect(code.getByText('Scans insgesamt').nextElementSibling).toHaveTextContent('59');
    expect(receivedOn('/qr-links/7KQ2MZX9PA/scans')).toEqual([{ days: '90' }]);
  });

  it('keeps the summary word for word for a single scan', async () => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA', scans: [{ day: dayFromToday(-1), count: 1 }] });
    openPage();
    expect(await (await card('7KQ2MZX9PA')).findByText('In den letzten 90 Tagen 1 Scans')).toBeInTheDocument();
  });

  it('shows 0 scans when the code was never scanned', async () => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA' });
    openPage();
    const code = await card('7KQ2MZX9PA');
    expect(await code.findByText('In den letzten 90 Tagen 0 Scans')).toBeInTheDocument();
    expect(code.getByRole('figure').querySelectorAll('rect')).toHaveLength(90);
  });

  it('repoints a code: the new target shows, the history names the customer', async () => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA', target: 'https://pizzeria.example/speisekarte' });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    expect(code.getByText('Das Ziel wurde noch nicht geändert.')).toBeInTheDocument();

    await user.click(code.getByRole('button', { name: 'Ziel ändern' }));
    const form = within(code.getByRole('form', { name: 'Ziel ändern' }));
    const input = form.getByLabelText('Neue Zieladresse');
    expect(input).toHaveValue('https://pizzeria.example/speisekarte');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'www.pizzeria.example/mittagstisch');
    await user.click(form.getByRole('button', { name: 'Ziel speichern' }));

    expect(await code.findByText('Das Ziel wurde geändert. Ihr QR-Code führt ab sofort dorthin.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(receivedOn('/qr-links/7KQ2MZX9PA')).toEqual([
      { query: {}, body: { target: 'www.pizzeria.example/mittagstisch' } },
    ]);
    // The server's normalised address. The list is patched through RTK Query's auto-batched
    // notification (a frame later than the status), so it is awaited, not read at once.
    expect(await code.findByRole('link', { name: 'https://www.pizzeria.example/mittagstisch' })).toBeInTheDocument();
    expect(code.queryByRole('form', { name: 'Ziel ändern' })).not.toBeInTheDocument();
    expect(code.getByRole('button', { name: 'Ziel ändern' })).toHaveFocus();

    const history = within(code.getByRole('region', { name: 'Verlauf' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^\d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr, Sie: https:\/\/pizzeria\.example\/speisekarte → https:\/\/www\.pizzeria\.example\/mittagstisch$/,
      ),
    ]);
  });

  it("shows the server's refusal at the field and keeps what was typed", async () => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA' });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    await user.click(code.getByRole('button', { name: 'Ziel ändern' }));
    const input = code.getByLabelText('Neue Zieladresse');
    await user.clear(input);
    await user.type(input, 'https://shop.example/q/ABCDEFGH23');
    await user.click(code.getByRole('button', { name: 'Ziel speichern' }));

    expect(await code.findByText(qrLinkMessages.targetLoop)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(qrLinkMessages.targetLoop);
    expect(input).toHaveValue('https://shop.example/q/ABCDEFGH23');
    expect(code.getByRole('link', { name: 'https://pizzeria.example/speisekarte' })).toBeInTheDocument();
    expect(toasts().queryByText(qrLinkMessages.targetLoop)).not.toBeInTheDocument();
  });

  it('shows the 422 message the server sends, whatever it says', async () => {
    server.use(
      http.patch('/api/qr-links/:code', () =>
        HttpResponse.json({ message: qrLinkMessages.targetCredentials }, { status: 422 }),
      ),
    );
    seedCustomerQrLink({ code: '7KQ2MZX9PA' });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    await user.click(code.getByRole('button', { name: 'Ziel ändern' }));
    await user.click(code.getByRole('button', { name: 'Ziel speichern' }));
    expect(await code.findByText(qrLinkMessages.targetCredentials)).toBeInTheDocument();
    expect(code.getByLabelText('Neue Zieladresse')).toHaveAccessibleDescription(qrLinkMessages.targetCredentials);
  });

  it.each([
    ['nothing', '', 'Bitte geben Sie die Zieladresse ein.'],
    ['another scheme', 'ftp://pizzeria.example', qrLinkMessages.targetNotWeb],
    ['a word', 'speisekarte', qrLinkMessages.targetNotWeb],
    ['a password', 'https://luigi:geheim@pizzeria.example', qrLinkMessages.targetCredentials],
    ['2,025 characters', `https://pizzeria.example/${'a'.repeat(2000)}`, qrLinkMessages.targetTooLong],
  ])('refuses %s before sending it', async (_what, typed, message) => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA' });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    await user.click(code.getByRole('button', { name: 'Ziel ändern' }));
    const input = code.getByLabelText('Neue Zieladresse');
    await user.clear(input);
    // Typing 2,000 characters one by one takes long: paste them.
    if (typed !== '') await user.paste(typed);
    await user.click(code.getByRole('button', { name: 'Ziel speichern' }));
    expect(await code.findByText(message)).toBeInTheDocument();
    expect(receivedOn('/qr-links/7KQ2MZX9PA')).toEqual([]);
  });

  it('closes the form without a change on Abbrechen', async () => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA' });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    await user.click(code.getByRole('button', { name: 'Ziel ändern' }));
    await user.type(code.getByLabelText('Neue Zieladresse'), '/neu');
    await user.click(code.getByRole('button', { name: 'Abbrechen' }));
    expect(code.queryByLabelText('Neue Zieladresse')).not.toBeInTheDocument();
    expect(code.getByRole('button', { name: 'Ziel ändern' })).toHaveFocus();
    expect(receivedOn('/qr-links/7KQ2MZX9PA')).toEqual([]);
  });

  it('shows the latest change, then the older ones newest first, in German time, naming who changed it', async () => {
    seedCustomerQrLink({
      code: '7KQ2MZX9PA',
      target: 'https://c.example',
      history: [
        {
          oldTarget: 'https://pizzeria.example',
          newTarget: 'https://a.example',
          changedAt: '2026-03-04T10:05:00Z',
          changedBy: 'customer',
        },
        {
          oldTarget: 'https://a.example',
          newTarget: 'https://b.example',
          changedAt: '2026-07-01T22:30:00Z',
          changedBy: 'admin',
        },
        {
          oldTarget: 'https://b.example',
          newTarget: 'https://c.example',
          changedAt: '2026-11-26T13:05:00Z',
          changedBy: 'guest',
        },
      ],
    });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    const history = within(code.getByRole('region', { name: 'Verlauf' }));
    expect(history.getByRole('heading', { level: 3, name: 'Verlauf' })).toBeInTheDocument();
    const entries = () => history.getAllByRole('listitem').map((item) => item.textContent);
    // The list brings the latest change only.
    expect(entries()).toEqual(['26.11.2026, 14:05 Uhr, Sie: https://b.example → https://c.example']);
    expect(receivedOn('/qr-links/7KQ2MZX9PA/history')).toEqual([]);

    await user.click(history.getByRole('button', { name: 'Ältere Änderungen laden' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()).toEqual([
      '26.11.2026, 14:05 Uhr, Sie: https://b.example → https://c.example',
      '02.07.2026, 00:30 Uhr, PrimeCards: https://a.example → https://b.example',
      '04.03.2026, 11:05 Uhr, Sie: https://pizzeria.example → https://a.example',
    ]);
    expect(history.queryByRole('button', { name: 'Ältere Änderungen laden' })).not.toBeInTheDocument();
    expect(receivedOn('/qr-links/7KQ2MZX9PA/history')).toEqual([{ page: '1' }]);
  });

  it('loads the older changes a page at a time until there are no more', async () => {
    const history = Array.from({ length: 45 }, (_, index) => ({
      oldTarget: `https://karte-${index}.example`,
      newTarget: `https://karte-${index + 1}.example`,
      changedAt: new Date(Date.UTC(2026, 5, 1, 12, index)).toISOString(),
      changedBy: 'customer',
    }));
    seedCustomerQrLink({ code: '7KQ2MZX9PA', target: 'https://karte-45.example', history });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    const region = within(code.getByRole('region', { name: 'Verlauf' }));
    const targets = () => region.getAllByRole('listitem').map((item) => item.textContent?.split(' → ')[1]);
    expect(targets()).toEqual(['https://karte-45.example']);

    for (const shown of [20, 40, 45]) {
      await user.click(region.getByRole('button', { name: 'Ältere Änderungen laden' }));
      await waitFor(() => expect(targets()).toHaveLength(shown));
    }
    expect(targets()).toEqual(Array.from({ length: 45 }, (_, index) => `https://karte-${45 - index}.example`));
    expect(region.queryByRole('button', { name: 'Ältere Änderungen laden' })).not.toBeInTheDocument();
    expect(receivedOn('/qr-links/7KQ2MZX9PA/history')).toEqual([{ page: '1' }, { page: '2' }, { page: '3' }]);
  });

  it('puts a new target on top of the changes already loaded', async () => {
    seedCustomerQrLink({
      code: '7KQ2MZX9PA',
      target: 'https://b.example',
      history: [
        {
          oldTarget: 'https://pizzeria.example',
          newTarget: 'https://a.example',
          changedAt: '2026-03-04T10:05:00Z',
          changedBy: 'customer',
        },
        {
          oldTarget: 'https://a.example',
          newTarget: 'https://b.example',
          changedAt: '2026-07-01T22:30:00Z',
          changedBy: 'customer',
        },
      ],
    });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    const region = within(code.getByRole('region', { name: 'Verlauf' }));
    const targets = () => region.getAllByRole('listitem').map((item) => item.textContent?.split(' → ')[1]);
    await user.click(region.getByRole('button', { name: 'Ältere Änderungen laden' }));
    await waitFor(() => expect(targets()).toEqual(['https://b.example', 'https://a.example']));

    await user.click(code.getByRole('button', { name: 'Ziel ändern' }));
    const input = code.getByLabelText('Neue Zieladresse');
    await user.clear(input);
    await user.type(input, 'https://c.example');
    await user.click(code.getByRole('button', { name: 'Ziel speichern' }));

    await waitFor(() => expect(targets()).toEqual(['https://c.example', 'https://b.example', 'https://a.example']));
  });

  it('tells under the history when older changes could not be loaded, and loads them again', async () => {
    let fail = true;
    server.use(
      http.get('/api/qr-links/:code/history', () =>
        fail ? HttpResponse.json({ message: 'Kaputt.' }, { status: 404 }) : undefined,
      ),
    );
    seedCustomerQrLink({
      code: '7KQ2MZX9PA',
      target: 'https://b.example',
      history: [
        {
          oldTarget: 'https://pizzeria.example',
          newTarget: 'https://a.example',
          changedAt: '2026-03-04T10:05:00Z',
          changedBy: 'customer',
        },
        {
          oldTarget: 'https://a.example',
          newTarget: 'https://b.example',
          changedAt: '2026-07-01T22:30:00Z',
          changedBy: 'customer',
        },
      ],
    });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    const region = within(code.getByRole('region', { name: 'Verlauf' }));
    await user.click(region.getByRole('button', { name: 'Ältere Änderungen laden' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Die älteren Änderungen konnten nicht geladen werden.');
    expect(toasts().queryByText('Kaputt.')).not.toBeInTheDocument();
    // The latest change the list brought stays.
    expect(region.getAllByRole('listitem')).toHaveLength(1);

    fail = false;
    await user.click(region.getByRole('button', { name: 'Ältere Änderungen erneut laden' }));
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(2));
    expect(region.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the shop disabled a code and offers no change of its target', async () => {
    seedCustomerQrLink({ code: '7KQ2MZX9PA', disabledReason: 'Ziel verstößt gegen unsere AGB' });
    seedCustomerQrLink({ code: 'ABCDEFGH23' });
    openPage();
    const disabled = await card('7KQ2MZX9PA');
    expect(disabled.getByText('Von PrimeCards deaktiviert: Ziel verstößt gegen unsere AGB')).toBeInTheDocument();
    expect(disabled.queryByRole('button', { name: 'Ziel ändern' })).not.toBeInTheDocument();
    expect(await disabled.findByText('In den letzten 90 Tagen 0 Scans')).toBeInTheDocument();

    const active = await card('ABCDEFGH23');
    expect(active.queryByText(/Von PrimeCards deaktiviert/)).not.toBeInTheDocument();
    expect(active.getByRole('button', { name: 'Ziel ändern' })).toBeInTheDocument();
  });

  it('marks the codes of a cancelled order as never printed and offers no change of their target', async () => {
    seedCustomerQrLink({ code: 'STORN23456', orderId: 7, orderCancelled: true });
    seedCustomerQrLink({ code: 'ABCDEFGH23' });
    openPage();
    const cancelled = await card('STORN23456');
    expect(cancelled.getByText('Bestellung storniert – nicht gedruckt')).toBeInTheDocument();
    expect(cancelled.queryByRole('button', { name: 'Ziel ändern' })).not.toBeInTheDocument();
    expect(cancelled.queryByRole('form')).not.toBeInTheDocument();

    const active = await card('ABCDEFGH23');
    expect(active.queryByText('Bestellung storniert – nicht gedruckt')).not.toBeInTheDocument();
    expect(active.getByRole('button', { name: 'Ziel ändern' })).toBeInTheDocument();
  });

  it('says where codes come from while there are none', async () => {
    openPage();
    expect(await screen.findByText('Sie haben noch keine QR-Codes')).toBeInTheDocument();
    expect(screen.getByText(/entstehen mit Ihren Bestellungen von PrimeCards und Flaschenöffnern/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt einkaufen!' })).toHaveAttribute('href', '/prime-shop');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('tells when the codes could not be loaded and tries again', async () => {
    let fail = true;
    server.use(
      http.get('/api/qr-links', () =>
        fail ? HttpResponse.json({ message: 'Nicht erreichbar.' }, { status: 404 }) : undefined,
      ),
    );
    seedCustomerQrLink({ code: '7KQ2MZX9PA' });
    const { user } = openPage();
    expect(await screen.findByText('Die QR-Codes konnten nicht geladen werden.')).toBeInTheDocument();
    expect(toasts().queryByText('Nicht erreichbar.')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await card('7KQ2MZX9PA')).toBeTruthy();
  });

  it('tells beside the chart when its scans could not be loaded, and loads them again', async () => {
    let fail = true;
    server.use(
      http.get('/api/qr-links/:code/scans', async () => {
        await delay(10);
        return fail ? HttpResponse.json({ message: 'Kaputt.' }, { status: 404 }) : undefined;
      }),
    );
    seedCustomerQrLink({ code: '7KQ2MZX9PA', scans: [{ day: dayFromToday(0), count: 7 }] });
    const { user } = openPage();
    const code = await card('7KQ2MZX9PA');
    expect(await code.findByText('Die Scans konnten nicht geladen werden.')).toBeInTheDocument();
    // The rest of the card is there.
    expect(code.getByRole('button', { name: 'Ziel ändern' })).toBeInTheDocument();

    fail = false;
    await user.click(code.getByRole('button', { name: 'Erneut laden' }));
    await waitFor(() => expect(code.getByText('In den letzten 90 Tagen 7 Scans')).toBeInTheDocument());
  });
});
