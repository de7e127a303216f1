import { screen, within } from '@testing-library/react';

import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

describe('admin area', () => {
  it('has the side menu, the section title, a bell and no shop top bar', async () => {
    renderApp('/admin/dashboard/messages', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nachrichten' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Bestellungen',
      'Produktion',
      'Kunden',
      'Schließtage',
      'Produkte',
      'Proben',
      'Aktionscodes',
      'QR-Codes',
      'Nachrichten',
      'Hintergrundaufgaben',
    ]);
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it("offers 'Create order' on the orders page", async () => {
    renderApp('/admin/dashboard/orders', { user: testUsers.admin });
    expect(await screen.findByRole('link', { name: 'Create order' })).toHaveAttribute(
      'href',
      '/admin/dashboard/orders/add-order',
    );
  });

  it('logs out and goes to /sign-in', async () => {
    const { user, router, store } = renderApp('/admin/dashboard/orders', { user: testUsers.admin });
    await user.click(await screen.findByRole('button', { name: 'Ausloggen' }));
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth.user).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loggen Sie sich in Ihr Konto ein' }),
    ).toBeInTheDocument();
  });
});
