import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { inactiveUser, receivedOn, testPasswords, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { timerWindow } from '@/testing/timer-window';

type View = ReturnType<typeof renderApp>;

async function signIn({ user }: View, email: string, password: string) {
  await user.type(await screen.findByLabelText('E-Mail'), email);
  await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Einloggen' }));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

describe('sign-in page', () => {
  it('has the heading, the side panel and the links of spec §2', async () => {
    renderApp('/sign-in');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loggen Sie sich in Ihr Konto ein' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Willkommen zurück!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Neues Konto erstellen' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('button', { name: 'Einloggen' })).toHaveAttribute('type', 'submit');
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/sign-in');
    const password = await screen.findByLabelText('Passwort');
    await user.type(password, 'geheim');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows a loader on the disabled button while submitting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/auth/sign-in', async () => {
        await answered;
        return HttpResponse.json({ message: serverMessages.signInWrongCredentials }, { status: 401 });
      }),
    );
    const view = renderApp('/sign-in');
    await signIn(view, 'kunde@example.test', 'falsch-123');

    const button = screen.getByRole('button', { name: 'Einloggen' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await screen.findByText(serverMessages.signInWrongCredentials)).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('signing in', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the customer, shows the green message, resets the form and goes to /home after 2 s', async () => {
    const view = renderApp('/sign-in');
    await view.user.type(await screen.findByLabelText('E-Mail'), ' kunde@example.test ');
    await view.user.type(screen.getByLabelText('Passwort'), testPasswords.customer);
    const redirect = timerWindow();
    await view.user.click(screen.getByRole('button', { name: 'Einloggen' }));

    const message = await screen.findByText(serverMessages.signInSucceeded);
    redirect.stop();
    expect(message).toHaveAttribute('data-kind', 'success');
    expect(receivedOn('/auth/sign-in')).toEqual([{ email: 'kunde@example.test', password: testPasswords.customer }]);
    expect(view.store.getState().auth.user).toEqual(testUsers.customer);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(testUsers.customer);
    expect(screen.getByLabelText('E-Mail')).toHaveValue('');
    expect(screen.getByLabelText('Passwort')).toHaveValue('');

    redirect.justBefore(2000);
    expect(view.router.state.location.pathname).toBe('/sign-in');
    redirect.past(2000);
    expect(view.router.state.location.pathname).toBe('/home');
  });

  it('sends an admin to the orders dashboard', async () => {
    window.sessionStorage.setItem('primecards.redirectPath', '/my-wishlist');
    const view = renderApp('/sign-in');
    await signIn(view, 'admin@example.test', testPasswords.admin);
    await screen.findByText(serverMessages.signInSucceeded);

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(view.router.state.location.pathname).toBe('/admin/dashboard/orders');
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBeNull();
  });

  it('sends a customer to the path saved before sign-in, then forgets it and the guest flag', async () => {
    window.sessionStorage.setItem('primecards.redirectPath', '/checkout');
    window.sessionStorage.setItem('primecards.guest', 'true');
    const view = renderApp('/sign-in');
    await signIn(view, 'kunde@example.test', testPasswords.customer);
    await screen.findByText(serverMessages.signInSucceeded);

    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBeNull();
    expect(window.sessionStorage.getItem('primecards.guest')).toBeNull();
    expect(view.store.getState().auth.isGuest).toBe(false);

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(view.router.state.location.pathname).toBe('/checkout');
  });

  it('ignores a saved path that leaves the shop', async () => {
    window.sessionStorage.setItem('primecards.redirectPath', '//evil.example/phish');
    const view = renderApp('/sign-in');
    await signIn(view, 'kunde@example.test', testPasswords.customer);
    await screen.findByText(serverMessages.signInSucceeded);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(view.router.state.location.pathname).toBe('/home');
  });

  it('shows the account dropdown of the real signed-in user, then logs out to Anmelden', async () => {
    const view = renderApp('/sign-in');
    await signIn(view, 'kunde@example.test', testPasswords.customer);
    await screen.findByText(serverMessages.signInSucceeded);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    const bar = screen.getByRole('banner');

    await view.user.click(within(bar).getByRole('button', { name: /Pizzeria Roma/ }));
    expect(within(bar).getByRole('link', { name: 'Meine Bestellungen' })).toHaveAttribute('href', '/my-orders');
    await view.user.click(within(bar).getByRole('button', { name: 'Ausloggen' }));

    expect(await within(bar).findByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/sign-in');
    expect(view.router.state.location.pathname).toBe('/home');
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(receivedOn('/auth/logout')).toHaveLength(1);
  });
});

describe('a failed sign-in', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  it('shows the server message in red and is not an expired session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const view = renderApp('/sign-in');
      await signIn(view, 'kunde@example.test', 'falsch-123');

      const message = await screen.findByText(serverMessages.signInWrongCredentials);
      expect(message).toHaveAttribute('data-kind', 'error');
      expect(message).toHaveAttribute('role', 'alert');
      expect(screen.getByLabelText('E-Mail')).toHaveValue('kunde@example.test');
      expect(view.store.getState().auth.user).toBeNull();
      expect(logged).toHaveBeenCalledWith('Sign-in failed', expect.objectContaining({ status: 401 }));
      expect(toasts().queryByText(/Sitzung ist abgelaufen/)).not.toBeInTheDocument();
      expect(toasts().queryByText(serverMessages.signInWrongCredentials)).not.toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(view.router.state.location.pathname).toBe('/sign-in');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a not yet activated account so', async () => {
    const view = renderApp('/sign-in');
    await signIn(view, inactiveUser.email, testPasswords.inactive);
    expect(await screen.findByText(serverMessages.signInNotActivated)).toHaveAttribute('data-kind', 'error');
  });

  it('shows the throttling message of a 429 and does not retry', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/sign-in', () => {
        calls += 1;
        return HttpResponse.json(
          { message: serverMessages.tooManyAttempts },
          { status: 429, headers: { 'Retry-After': '900' } },
        );
      }),
    );
    const view = renderApp('/sign-in');
    await signIn(view, 'kunde@example.test', 'falsch-123');
    expect(await screen.findByText(serverMessages.tooManyAttempts)).toBeInTheDocument();
    // A retry would come before the message (the failure is shown once the tries are over), and none is
    // under way: no waiting for one.
    expect(calls).toBe(1);
    expect(Object.values(view.store.getState().api.mutations).map((mutation) => mutation?.status)).not.toContain(
      'pending',
    );
  });

  it.each([
    ['an answer without a message', () => HttpResponse.json({}, { status: 400 })],
    ['a server error page', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })],
    ['no answer at all', () => HttpResponse.error()],
  ])('falls back to the generic login text for %s', async (_case, answer) => {
    server.use(http.post('/api/auth/sign-in', answer));
    const view = renderApp('/sign-in');
    await signIn(view, 'kunde@example.test', 'geheim-123');
    expect(await screen.findByText('Login fehlgeschlagen. Bitte versuchen Sie es noch einmal...')).toHaveAttribute(
      'data-kind',
      'error',
    );
  });

  it('does not store an answer without a valid user', async () => {
    server.use(http.post('/api/auth/sign-in', () => HttpResponse.json({ message: 'ok', user: { userId: 'x' } })));
    const view = renderApp('/sign-in');
    await signIn(view, 'kunde@example.test', 'geheim-123');
    expect(await screen.findByText('Login fehlgeschlagen. Bitte versuchen Sie es noch einmal...')).toBeInTheDocument();
    expect(view.store.getState().auth.user).toBeNull();
  });
});
