import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { receivedOn, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { recordToasts } from '@/testing/toast-log';

const SESSION_EXPIRED = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an';

function answerInitialCheck(status: number, message: string, code: string) {
  server.use(http.get('/api/auth/initialCheck', () => HttpResponse.json({ code, message }, { status })));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

describe('app start with a session the server no longer knows', () => {
  it('warns a stored user once, logs out and goes to /sign-in', async () => {
    answerInitialCheck(401, serverMessages.sessionExpired, 'auth.session_expired');
    window.localStorage.setItem('user', JSON.stringify(testUsers.customer));
    const shownToasts = recordToasts();
    const { router, store } = renderApp('/home', { user: testUsers.customer });

    expect(await toasts().findByText(SESSION_EXPIRED)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loggen Sie sich in Ihr Konto ein' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    // Warned once: counted from every toast shown, as the first may be gone by now (3 s).
    expect(shownToasts().filter((toast) => toast.message === SESSION_EXPIRED)).toHaveLength(1);
    await waitFor(() => expect(receivedOn('/auth/logout')).toHaveLength(1));
  });

  it('clears silently when no user was stored', async () => {
    let checked = false;
    server.use(
      http.get('/api/auth/initialCheck', () => {
        checked = true;
        return HttpResponse.json(
          { code: 'auth.session_expired', message: serverMessages.sessionExpired },
          { status: 401 },
        );
      }),
    );
    const { router, store } = renderApp('/faq');

    await waitFor(() => expect(checked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts().queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(store.getState().auth.user).toBeNull();
  });

  it('treats any other 401 as a failed check: logged out locally, no toast, no redirect', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerInitialCheck(401, 'Bitte melden Sie sich an', 'auth.required');
    const { router, store } = renderApp('/faq', { user: testUsers.customer });

    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(toasts().queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
  });
});
