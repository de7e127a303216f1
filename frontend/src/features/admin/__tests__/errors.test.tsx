import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { receivedOn, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { recordToasts } from '@/testing/toast-log';

import { handleAdminError } from '../use-admin-error';

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('status');
}

describe('handleAdminError', () => {
  function deps() {
    return { notifyError: vi.fn(), logout: vi.fn(), navigate: vi.fn() };
  }

  it('logs out and goes to /sign-in on any 401', () => {
    const spy = deps();
    handleAdminError({ status: 401, data: { message: 'Nicht angemeldet' } }, spy);
    expect(spy.logout).toHaveBeenCalledTimes(1);
    expect(spy.navigate).toHaveBeenCalledWith('/sign-in');
    expect(spy.notifyError).not.toHaveBeenCalled();
  });

  it('goes to /unauthorized on a 403', () => {
    const spy = deps();
    handleAdminError({ status: 403, data: { message: 'Keine Berechtigung' } }, spy);
    expect(spy.navigate).toHaveBeenCalledWith('/unauthorized');
    expect(spy.logout).not.toHaveBeenCalled();
    expect(spy.notifyError).not.toHaveBeenCalled();
  });

  it("shows the server's message for any other failure", () => {
    const spy = deps();
    handleAdminError({ status: 409, data: { message: 'Die Musternummer MN-1 ist bereits vergeben' } }, spy);
    expect(spy.notifyError).toHaveBeenCalledWith('Die Musternummer MN-1 ist bereits vergeben');
    expect(spy.navigate).not.toHaveBeenCalled();
  });

  it('uses the common texts for server errors and lost connections', () => {
    const spy = deps();
    handleAdminError({ status: 500, data: { message: 'intern' } }, spy);
    handleAdminError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, spy);
    expect(spy.notifyError.mock.calls).toEqual([
      ['Server-Fehler. Bitte versuchen Sie es später noch einmal'],
      ['Netzwerkfehler. Bitte überprüfen Sie Ihre Verbindung.'],
    ]);
  });

  it('shows a given text instead of the server message, but still handles 401 and 403', () => {
    const spy = deps();
    handleAdminError({ status: 404, data: { message: 'weg' } }, spy, { message: 'Eigener Text' });
    handleAdminError({ status: 403, data: { message: 'nein' } }, spy, { message: 'Eigener Text' });
    expect(spy.notifyError.mock.calls).toEqual([['Eigener Text']]);
    expect(spy.navigate).toHaveBeenCalledWith('/unauthorized');
  });
});

describe('admin error handling in the app', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('logs out and goes to /sign-in when a back-office call answers 401', async () => {
    server.use(
      http.get('/api/orderLine/get-valid-orders', () =>
        HttpResponse.json({ code: 'auth.required', message: 'Bitte melden Sie sich an' }, { status: 401 }),
      ),
    );
    const { router, store } = renderApp('/admin/dashboard/orders', { user: testUsers.admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loggen Sie sich in Ihr Konto ein' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(receivedOn('/auth/logout')).toHaveLength(1));
  });

  it('warns once about an expired session and logs out once', async () => {
    server.use(
      http.get('/api/messages/get-messages', () =>
        HttpResponse.json({ code: 'auth.session_expired', message: serverMessages.sessionExpired }, { status: 401 }),
      ),
    );
    const shownToasts = recordToasts();
    const { router, store } = renderApp('/admin/dashboard/messages', { user: testUsers.admin });
    expect(await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(store.getState().auth.user).toBeNull();
    // Warned once: counted from every toast shown, as a toast goes again after 3 s.
    expect(shownToasts()).toHaveLength(1);
    // The logout request goes out after the local logout and the redirect: waited for, as above.
    await waitFor(() => expect(receivedOn('/auth/logout')).toHaveLength(1));
  });

  it('goes to /unauthorized when a back-office call answers 403, without a toast', async () => {
    server.use(
      http.get('/api/samples/get-samples', () =>
        HttpResponse.json({ code: 'auth.forbidden', message: serverMessages.adminForbidden }, { status: 403 }),
      ),
    );
    const { router } = renderApp('/admin/dashboard/samples', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { name: 'Unbefugter Zugriff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(toasts()).toHaveLength(0);
  });

  it("shows other failures once, as a toast with the server's message, and offers to retry", async () => {
    server.use(
      http.get('/api/messages/get-messages', () =>
        HttpResponse.json({ code: 'request.invalid', message: 'Ungültige Seite' }, { status: 400 }),
      ),
    );
    const shownToasts = recordToasts();
    renderApp('/admin/dashboard/messages', { user: testUsers.admin, strict: true });
    expect(await screen.findByText('Ungültige Seite')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(shownToasts()).toHaveLength(1);
  });

  it('asks a visitor without a session to sign in instead of calling the API', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    renderApp('/admin/dashboard/orders');
    expect(await screen.findByText('Bitte melden Sie sich an')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeInTheDocument();
    expect(calls.filter((path) => path !== '/api/auth/initialCheck')).toEqual([]);
  });
});
