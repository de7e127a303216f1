import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

describe('common API error handling in the app', () => {
  it('logs out and sends the user to /sign-in when the session expired', async () => {
    server.use(
      http.get('/api/products/get-products-cat/:category', () =>
        HttpResponse.json({ code: 'auth.session_expired', message: serverMessages.sessionExpired }, { status: 401 }),
      ),
    );
    const { router, store } = renderApp('/prime-shop', { user: testUsers.customer });

    expect(await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loggen Sie sich in Ihr Konto ein' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('shows toasts in a live region', async () => {
    server.use(
      http.get('/api/products/get-all-cards', () =>
        HttpResponse.json({ code: 'auth.forbidden', message: 'Zu viele Anfragen' }, { status: 403 }),
      ),
    );
    renderApp('/prime-shop');
    const toast = await screen.findByText('Zu viele Anfragen');
    expect(toast.closest('[role="status"]')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toHaveAttribute('aria-live', 'polite');
  });
});
