import { act, screen, waitFor, within } from '@testing-library/react';

import { itemAdded } from '@/features/cart/cart-slice';
import { wishlistApi } from '@/features/wishlist/api';
import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { timerWindow } from '@/testing/timer-window';

const cartLine = {
  id: 2,
  name: 'PrimeCard Starter',
  price: 4990,
  quantity: 1,
  productType: 'PrimeProd' as const,
  image: '',
  processingType: 'Magnete nicht einzeln verpackt',
  remarks: '',
  musterNum: '',
  templateCat: 'baguette',
  address: '',
  logo: '',
  url: '',
  phone: '',
};

function topBar() {
  return screen.getByRole('banner');
}

describe('top bar', () => {
  it('shows the links, the cart badge and Anmelden for a guest, no wishlist badge', async () => {
    renderApp('/home');
    const bar = topBar();
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(bar).getByRole('link', { name: 'PrimeShop' })).toHaveAttribute('href', '/prime-shop');
    expect(within(bar).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
    expect(within(bar).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/sign-in');
    expect(within(bar).getByRole('button', { name: 'Warenkorb (0)' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Wunschliste' })).toBeInTheDocument();
    expect(within(bar).queryByTestId('Wunschliste-badge')).not.toBeInTheDocument();
  });

  it('shows a popup for 3 seconds when the empty cart is clicked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, router } = renderApp('/home');
      // The fake clock follows real time: stopped once the click has started the 3 s, the popup cannot
      // be gone before it is read, however slow the machine.
      const shown = timerWindow();
      await user.click(screen.getByRole('button', { name: 'Warenkorb (0)' }));
      shown.stop();
      expect(screen.getByText('Der Warenkorb ist leer!')).toBeInTheDocument();
      expect(screen.getByText('Finden Sie Produkte, die Sie hinzufügen möchten')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/home');

      shown.justBefore(3000);
      expect(screen.getByText('Der Warenkorb ist leer!')).toBeInTheDocument();
      shown.past(3000);
      expect(screen.queryByText('Der Warenkorb ist leer!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes to the cart when it has items, with the line count as badge', async () => {
    const { user, router, store } = renderApp('/home');
    act(() => {
      store.dispatch(itemAdded(cartLine));
      store.dispatch(itemAdded({ ...cartLine, id: 3 }));
    });
    await user.click(screen.getByRole('button', { name: 'Warenkorb (2)' }));
    expect(router.state.location.pathname).toBe('/shopping-cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeInTheDocument();
  });

  it('sends a guest from the wishlist icon to /my-wishlist', async () => {
    const { user, router } = renderApp('/home');
    await user.click(screen.getByRole('button', { name: 'Wunschliste' }));
    expect(router.state.location.pathname).toBe('/my-wishlist');
  });

  it('shows the wishlist badge and the empty-wishlist popup to a signed-in customer', async () => {
    const { user, router, store } = renderApp('/home', { user: testUsers.customer });
    // The popup is for a loaded, empty list; while the list loads, the heart leads to the page.
    await waitFor(() =>
      expect(wishlistApi.endpoints.getWishlist.select(testUsers.customer.userId)(store.getState()).data).toEqual([]),
    );
    await user.click(screen.getByRole('button', { name: 'Wunschliste (0)' }));
    expect(screen.getByText('Wunschliste ist leer!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('opens the account dropdown, closes it on an outside click and logs out to /home', async () => {
    const { user, router, store } = renderApp('/faq', { user: testUsers.customer });
    const trigger = screen.getByRole('button', { name: /Pizzeria Roma/ });

    await user.click(trigger);
    expect(screen.getByRole('link', { name: 'Meine Bestellungen' })).toHaveAttribute('href', '/my-orders');
    expect(screen.getByRole('link', { name: 'Meine QR-Codes' })).toHaveAttribute('href', '/my-qr-codes');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('link', { name: 'Meine Bestellungen' })).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Ausloggen' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it("folds the links behind 'Menü', which closes on navigation", async () => {
    const { user, router } = renderApp('/home');
    const menu = within(topBar()).getByRole('button', { name: 'Menü' });
    const links = within(topBar()).getByRole('list');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', links.id);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(links).getByRole('link', { name: 'Kontakt' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Back to the page it was opened on: still closed.
    await user.click(menu);
    act(() => router.history.go(-1));
    expect(await screen.findByRole('heading', { level: 1, name: /Ihr Restaurant bleibt/ })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it("closes 'Menü' on Escape and on a tap outside, and on its own link", async () => {
    const { user, router } = renderApp('/home');
    const menu = within(topBar()).getByRole('button', { name: 'Menü' });

    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    // The link of the page itself navigates nowhere.
    await user.click(menu);
    await user.click(within(topBar()).getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('is hidden for admins', async () => {
    renderApp('/unauthorized', { user: testUsers.admin });
    await screen.findByRole('heading', { level: 1, name: 'Unbefugter Zugriff' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  });
});
