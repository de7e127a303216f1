import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { SIGN_IN_REDIRECT_MS } from '@/features/auth/components/sign-in-page';
import { db, receivedOn, seedWish, testPasswords, testUsers } from '@/testing/data';
import { heldResponse } from '@/testing/held-response';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

const customerId = testUsers.customer.userId;

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function seedTwo() {
  seedWish({ userId: customerId, productId: 2, productType: 'PrimeProd', createdAt: '2024-03-05T11:45:10.123Z' });
  seedWish({ userId: customerId, productId: 5, productType: 'MBNprod', createdAt: '2024-11-20T09:00:00.000Z' });
}

async function findTable() {
  return screen.findByRole('table', { name: 'Produkte auf Ihrer Wunschliste' });
}

function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

// A test that moves the clock leaves it real again, even when it fails or times out half-way.
afterEach(() => {
  vi.useRealTimers();
});

describe('/my-wishlist', () => {
  it('asks a guest to sign in and stores /my-wishlist as the way back', async () => {
    renderApp('/my-wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Wunschliste' })).toBeInTheDocument();
    expect(screen.getByText('Bitte melden Sie sich an')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/sign-in');
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBe('/my-wishlist');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('brings the guest back to the list after signing in', async () => {
    seedTwo();
    const { user, router } = renderApp('/my-wishlist');
    await user.click(await screen.findByRole('link', { name: 'Zur Anmeldung' }));
    await user.type(await screen.findByLabelText('E-Mail'), testUsers.customer.email);
    await user.type(screen.getByLabelText('Passwort'), testPasswords.customer);
    // The redirect's timer starts with the answer: a fake clock from here on, following real time, which
    // the test moves on by the redirect's delay instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));

    // The sign-in page moves on SIGN_IN_REDIRECT_MS after its message.
    await screen.findByText(serverMessages.signInSucceeded);
    act(() => {
      vi.advanceTimersByTime(SIGN_IN_REDIRECT_MS);
    });
    expect(router.state.location.pathname).toBe('/my-wishlist');
    expect(await findTable()).toBeInTheDocument();
  });

  it('does not store a redirect path for a signed-in customer', async () => {
    renderApp('/my-wishlist', { user: testUsers.customer });
    await screen.findByText('Ihre Wunschliste ist noch nicht gefüllt!');
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBeNull();
  });

  it('shows a loader, then the rows with type, price, date only and product links', async () => {
    seedTwo();
    // The top bar asks for the same list at start: held, neither it nor the page has it yet.
    const list = heldResponse();
    server.use(
      http.get('/api/wishlists/get-wishList-ByUser', async () => {
        await list.held;
        return undefined;
      }),
    );
    renderApp('/my-wishlist', { user: testUsers.customer });
    expect(await screen.findByText('Wunschliste wird geladen …')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    list.release();
    const table = await findTable();
    expect(rowTexts(table)).toEqual([
      ['No', 'Produkt', 'Typ', 'Preis', 'Erstellt am', 'Details', 'Entfernen'],
      [
        '1',
        'PrimeCard Starter',
        'PrimeCard / Flaschenöffner',
        '49,90 €exkl. MwSt',
        '05.03.2024',
        'Produkt ansehen',
        'Entfernen',
      ],
      [
        '2',
        'Magnete mit Musternummer – 100 Stück',
        'Magnet mit Musternummer',
        '39,90 €exkl. MwSt',
        '20.11.2024',
        'Produkt ansehen',
        'Entfernen',
      ],
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Produkt ansehen' })).toHaveAttribute(
      'href',
      '/prime-shop/primeCardsDetails/2',
    );
    expect(within(second).getByRole('link', { name: 'Produkt ansehen' })).toHaveAttribute(
      'href',
      '/prime-shop/MBNCardsDetails/5',
    );
    // The date part only: no time of day.
    expect(within(first).getByText('05.03.2024')).toHaveAttribute('datetime', '2024-03-05T11:45:10.123Z');
    expect(table).not.toHaveTextContent('11:45');
    expect(screen.queryByText('Wunschliste wird geladen …')).not.toBeInTheDocument();
  });

  it('asks the server for the signed-in user’s list on entry', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/wishlists/get-wishList-ByUser') asked.push(url.search);
    });
    renderApp('/my-wishlist', { user: testUsers.customer });
    await screen.findByText('Ihre Wunschliste ist noch nicht gefüllt!');
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(asked)).toEqual(new Set([`?userId=${customerId}`]));
    server.events.removeAllListeners();
  });

  it('opens the product from Produkt ansehen', async () => {
    seedTwo();
    const { user, router } = renderApp('/my-wishlist', { user: testUsers.customer });
    const table = await findTable();
    const [, , magnet] = within(table).getAllByRole('row');
    await user.click(within(magnet).getByRole('link', { name: 'Produkt ansehen' }));
    expect(router.state.location.pathname).toBe('/prime-shop/MBNCardsDetails/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Magnete mit Musternummer – 100 Stück' }),
    ).toBeInTheDocument();
  });

  it('removes a row with a success toast and updates the badge', async () => {
    seedTwo();
    const { user } = renderApp('/my-wishlist', { user: testUsers.customer });
    const table = await findTable();
    expect(await screen.findByRole('button', { name: 'Wunschliste (2)' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Entfernen: PrimeCard Starter' }));

    expect(await toasts().findByText('Produkt von der Wunschliste entfernt')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('PrimeCard Starter')).not.toBeInTheDocument());
    expect(within(table).getByText('Magnete mit Musternummer – 100 Stück')).toBeInTheDocument();
    expect(receivedOn('/wishlists/delete-wishList-product')).toEqual([
      { wishProductId: '1', userId: String(customerId) },
    ]);
    expect(db.wishes.map((wish) => wish.wishId)).toEqual([2]);
    expect(await screen.findByRole('button', { name: 'Wunschliste (1)' })).toBeInTheDocument();
  });

  it('shows the empty state after the last row is removed', async () => {
    seedWish({ userId: customerId, productId: 7, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });
    const { user } = renderApp('/my-wishlist', { user: testUsers.customer });
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Entfernen: Flaschenöffner Premium' }));

    expect(await screen.findByText('Ihre Wunschliste ist noch nicht gefüllt!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt füllen!' })).toHaveAttribute('href', '/prime-shop');
  });

  it('shows the empty state with a link to the shop', async () => {
    const { user, router } = renderApp('/my-wishlist', { user: testUsers.customer });
    expect(await screen.findByText('Ihre Wunschliste ist noch nicht gefüllt!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Jetzt füllen!' }));
    expect(router.state.location.pathname).toBe('/prime-shop');
  });

  it('shows another user’s refusal (403) as a toast and offers to load again', async () => {
    seedTwo();
    server.use(
      http.get('/api/wishlists/get-wishList-ByUser', () =>
        HttpResponse.json({ message: serverMessages.wishForeignUser }, { status: 403 }),
      ),
    );
    const { user } = renderApp('/my-wishlist', { user: testUsers.customer });
    expect(await screen.findByText('Die Wunschliste konnte nicht geladen werden.')).toBeInTheDocument();
    expect(toasts().getByText(serverMessages.wishForeignUser)).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await findTable()).toBeInTheDocument();
  });

  it('leaves a failed removal to the common handler and keeps the row', async () => {
    seedTwo();
    const { user } = renderApp('/my-wishlist', { user: testUsers.customer });
    const table = await findTable();
    db.wishes = db.wishes.filter((wish) => wish.wishId !== 1);
    await user.click(within(table).getByRole('button', { name: 'Entfernen: PrimeCard Starter' }));

    expect(await toasts().findByText(serverMessages.wishNotFound)).toBeInTheDocument();
    expect(toasts().queryByText('Produkt von der Wunschliste entfernt')).not.toBeInTheDocument();
    // The failed call refreshes the list, which no longer has the row.
    await waitFor(() => expect(within(table).queryByText('PrimeCard Starter')).not.toBeInTheDocument());
  });
});
