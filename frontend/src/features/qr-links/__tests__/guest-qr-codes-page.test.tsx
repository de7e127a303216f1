/** /qr-codes?token=…: a guest's codes, opened with the token from the order confirmation mail. */
import { screen, waitFor, within } from '@testing-library/react';

import { receivedOn } from '@/testing/data';
import { dayFromToday, seedCustomerQrLink } from '@/testing/qr-link-handlers';
import { renderApp } from '@/testing/render';

const TOKEN = 'qr-verwalten-abc123';

function guestLink(code: string, token = TOKEN) {
  return seedCustomerQrLink({ code, userId: null, token, orderId: 31, scans: [{ day: dayFromToday(-2), count: 4 }] });
}

describe('/qr-codes', () => {
  it("shows the order's codes to a guest and sends the token with every call", async () => {
    guestLink('7KQ2MZX9PA');
    guestLink('ABCDEFGH23', 'ein-anderer-token');
    const { user } = renderApp(`/qr-codes?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Meine QR-Codes' })).toBeInTheDocument();
    const code = within(await screen.findByRole('article', { name: /\/q\/7KQ2MZX9PA$/ }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(code.getByText('Bestellung Nr. 31')).toBeInTheDocument();
    expect(await code.findByText('In den letzten 90 Tagen 4 Scans')).toBeInTheDocument();
    expect(receivedOn('/qr-links')).toEqual([{ token: TOKEN }]);
    expect(receivedOn('/qr-links/7KQ2MZX9PA/scans')).toEqual([{ days: '90', token: TOKEN }]);

    await user.click(code.getByRole('button', { name: 'Ziel ändern' }));
    const input = code.getByLabelText('Neue Zieladresse');
    await user.clear(input);
    await user.type(input, 'https://pizzeria.example/neu');
    await user.click(code.getByRole('button', { name: 'Ziel speichern' }));

    expect(await code.findByRole('link', { name: 'https://pizzeria.example/neu' })).toBeInTheDocument();
    expect(receivedOn('/qr-links/7KQ2MZX9PA')).toEqual([
      { query: { token: TOKEN }, body: { target: 'https://pizzeria.example/neu' } },
    ]);
    // A guest's own change is theirs: 'Sie'.
    expect(within(code.getByRole('region', { name: 'Verlauf' })).getByRole('listitem')).toHaveTextContent(
      /Uhr, Sie: https:\/\/pizzeria\.example\/speisekarte → https:\/\/pizzeria\.example\/neu$/,
    );
  });

  it("loads the older changes with the guest's token", async () => {
    seedCustomerQrLink({
      code: '7KQ2MZX9PA',
      userId: null,
      token: TOKEN,
      target: 'https://b.example',
      history: [
        {
          oldTarget: 'https://pizzeria.example',
          newTarget: 'https://a.example',
          changedAt: '2026-03-04T10:05:00Z',
          changedBy: 'guest',
        },
        {
          oldTarget: 'https://a.example',
          newTarget: 'https://b.example',
          changedAt: '2026-07-01T22:30:00Z',
          changedBy: 'guest',
        },
      ],
    });
    const { user } = renderApp(`/qr-codes?token=${TOKEN}`);
    const code = within(await screen.findByRole('article', { name: /\/q\/7KQ2MZX9PA$/ }));
    const history = within(code.getByRole('region', { name: 'Verlauf' }));
    await user.click(history.getByRole('button', { name: 'Ältere Änderungen laden' }));
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(2));
    expect(receivedOn('/qr-links/7KQ2MZX9PA/history')).toEqual([{ page: '1', token: TOKEN }]);
  });

  it('needs no account: a signed-out visitor is not asked to sign in', async () => {
    guestLink('7KQ2MZX9PA');
    renderApp(`/qr-codes?token=${TOKEN}`);
    expect(await screen.findByRole('article', { name: /\/q\/7KQ2MZX9PA$/ })).toBeInTheDocument();
    expect(screen.queryByText('Ups! Du musst dich zuerst anmelden')).not.toBeInTheDocument();
  });

  it('says clearly that an unknown link opens no codes, without an error toast', async () => {
    guestLink('7KQ2MZX9PA');
    renderApp('/qr-codes?token=falsch');
    expect(await screen.findByText(/Zu diesem Link haben wir keine QR-Codes gefunden/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link ungültig');
    expect(screen.getByRole('link', { name: 'Zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);
    expect(receivedOn('/qr-links')).toEqual([{ token: 'falsch' }]);
  });

  it('asks for the mailed link when the token is missing, without asking the server', async () => {
    renderApp('/qr-codes');
    expect(await screen.findByText(/Dieser Link ist unvollständig/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum PrimeShop' })).toBeInTheDocument();
    expect(receivedOn('/qr-links')).toEqual([]);
  });
});
