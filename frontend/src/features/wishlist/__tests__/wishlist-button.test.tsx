import { act, screen, waitFor, within } from '@testing-library/react';

import { signedIn } from '@/features/auth/auth-slice';
import { logout } from '@/features/auth/session';
import type { User } from '@/features/auth/types';
import { db, seedWish, testPasswords, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { timerWindow } from '@/testing/timer-window';

import { wishlistApi } from '../api';

const customerId = testUsers.customer.userId;

const otherCustomer = {
  userId: 12,
  email: 'grill@example.test',
  companyName: 'Grillhaus Nord',
  phone: '+49 40 123456',
  role: 'customer',
  country: 'DE',
} satisfies User;

function topBar() {
  return within(screen.getByRole('banner'));
}

/** Paths and queries of the wishlist requests the fake server receives. */
function recordWishlistRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/wishlists/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('top-bar wishlist button', () => {
  it('loads the stored user’s wishlist at app start and shows its count', async () => {
    seedWish({ userId: customerId, productId: 2, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });
    seedWish({ userId: customerId, productId: 5, productType: 'MBNprod', createdAt: '2024-03-06T12:00:00.000Z' });
    renderApp('/home', { user: testUsers.customer });

    expect(await topBar().findByRole('button', { name: 'Wunschliste (2)' })).toBeInTheDocument();
    expect(topBar().getByTestId('Wunschliste-badge')).toHaveTextContent('2');
  });

  it('goes to /my-wishlist when the loaded list has items', async () => {
    seedWish({ userId: customerId, productId: 2, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });
    const { user, router } = renderApp('/home', { user: testUsers.customer });
    await user.click(await topBar().findByRole('button', { name: 'Wunschliste (1)' }));
    expect(router.state.location.pathname).toBe('/my-wishlist');
    expect(screen.queryByText('Wunschliste ist leer!')).not.toBeInTheDocument();
  });

  it('shows the empty popup for 3 seconds once the loaded list is empty', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router, store } = renderApp('/home', { user: testUsers.customer });
    await waitFor(() =>
      expect(wishlistApi.endpoints.getWishlist.select(customerId)(store.getState()).data).toEqual([]),
    );

    const shown = timerWindow();
    await user.click(topBar().getByRole('button', { name: 'Wunschliste (0)' }));
    shown.stop();
    expect(screen.getByText('Wunschliste ist leer!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');

    shown.justBefore(3000);
    expect(screen.getByText('Wunschliste ist leer!')).toBeInTheDocument();
    shown.past(3000);
    expect(screen.queryByText('Wunschliste ist leer!')).not.toBeInTheDocument();
  });

  it('neither shows a badge nor asks the server for a guest', async () => {
    const requests = recordWishlistRequests();
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(topBar().queryByTestId('Wunschliste-badge')).not.toBeInTheDocument();
    await user.click(topBar().getByRole('button', { name: 'Wunschliste' }));
    expect(router.state.location.pathname).toBe('/my-wishlist');
    expect(requests).toEqual([]);
  });

  it('loads the list right after sign-in', async () => {
    seedWish({ userId: customerId, productId: 3, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });
    const { user } = renderApp('/sign-in');
    await user.type(await screen.findByLabelText('E-Mail'), testUsers.customer.email);
    await user.type(screen.getByLabelText('Passwort'), testPasswords.customer);
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));

    expect(await topBar().findByRole('button', { name: 'Wunschliste (1)' })).toBeInTheDocument();
  });

  it('drops the list on logout and never shows it to the next user', async () => {
    seedWish({ userId: customerId, productId: 2, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });
    seedWish({ userId: customerId, productId: 3, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });
    seedWish({
      userId: otherCustomer.userId,
      productId: 7,
      productType: 'PrimeProd',
      createdAt: '2024-03-05T12:00:00.000Z',
    });
    const { store } = renderApp('/home', { user: testUsers.customer });
    await topBar().findByRole('button', { name: 'Wunschliste (2)' });
    const requests = recordWishlistRequests();

    await act(async () => {
      await store.dispatch(logout());
    });
    expect(topBar().getByRole('button', { name: 'Wunschliste' })).toBeInTheDocument();
    await waitFor(() =>
      expect(wishlistApi.endpoints.getWishlist.select(customerId)(store.getState()).status).toBe('uninitialized'),
    );

    db.sessionUser = otherCustomer;
    act(() => {
      store.dispatch(signedIn(otherCustomer));
    });
    // Never the previous user's 2, only the new user's own list.
    expect(topBar().queryByRole('button', { name: 'Wunschliste (2)' })).not.toBeInTheDocument();
    expect(await topBar().findByRole('button', { name: 'Wunschliste (1)' })).toBeInTheDocument();
    expect(requests).toEqual([`/api/wishlists/get-wishList-ByUser?userId=${otherCustomer.userId}`]);
  });
});
