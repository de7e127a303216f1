import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { db, inactiveUser, receivedOn, validTokens } from '@/testing/data';
import { heldResponse } from '@/testing/held-response';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { timerWindow } from '@/testing/timer-window';

const validLink = `/activate?email=${encodeURIComponent(inactiveUser.email)}&token=${validTokens.activation}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('account activation', () => {
  it('activates once, even under StrictMode, and goes to /sign-in after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Held, so that the clock can be noted just before the answer starts the 3 s.
      const activation = heldResponse();
      server.use(
        http.post('/api/users/activate-user', async () => {
          await activation.held;
          return undefined;
        }),
      );
      const view = renderApp(validLink, { strict: true });
      await screen.findByText('Ihr Konto wird aktiviert …');
      const redirect = timerWindow();
      activation.release();

      expect(await screen.findByText('Ihre E-Mail wurde erfolgreich aktiviert!')).toHaveAttribute(
        'data-kind',
        'success',
      );
      redirect.stop();
      expect(receivedOn('/users/activate-user')).toEqual([
        { email: inactiveUser.email, token: validTokens.activation },
      ]);
      expect(db.accounts.find((account) => account.user.email === inactiveUser.email)?.active).toBe(true);

      redirect.justBefore(3000);
      expect(view.router.state.location.pathname).toBe('/activate');
      redirect.past(3000);
      expect(view.router.state.location.pathname).toBe('/sign-in');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a spinner while the activation is under way', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/users/activate-user', async () => {
        await answered;
        return HttpResponse.json({ message: serverMessages.activationSucceeded });
      }),
    );
    renderApp(validLink);
    // Found is shown: a passing state may be gone again before the next line runs.
    await screen.findByText('Ihr Konto wird aktiviert …');
    answer();
    expect(await screen.findByText('Ihre E-Mail wurde erfolgreich aktiviert!')).toBeInTheDocument();
    expect(screen.queryByText('Ihr Konto wird aktiviert …')).not.toBeInTheDocument();
  });

  it("shows the server's message for a used or expired token and offers a new e-mail", async () => {
    const { user } = renderApp(`/activate?email=${encodeURIComponent(inactiveUser.email)}&token=abgelaufen`);

    expect(await screen.findByText(serverMessages.activationLinkInvalid)).toHaveAttribute('data-kind', 'error');
    const email = screen.getByLabelText('E-Mail');
    expect(email).toHaveValue(inactiveUser.email);

    await user.click(screen.getByRole('button', { name: 'Neue Aktivierungs-E-Mail anfordern' }));

    expect(await screen.findByText(serverMessages.activationMailSent)).toHaveAttribute('data-kind', 'success');
    expect(receivedOn('/users/send-activation-email')).toEqual([
      { email: inactiveUser.email, activationLink: `${window.location.origin}/activate` },
    ]);
  });

  it('does not call the server for a link without token, and still offers a new e-mail', async () => {
    const { user } = renderApp('/activate?email=neu%40example.test');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kontoaktivierung' })).toBeInTheDocument();
    expect(screen.getByText(serverMessages.activationLinkInvalid)).toHaveAttribute('data-kind', 'error');
    expect(receivedOn('/users/activate-user')).toEqual([]);

    const email = screen.getByLabelText('E-Mail');
    expect(email).toHaveValue('neu@example.test');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Neue Aktivierungs-E-Mail anfordern' }));
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(receivedOn('/users/send-activation-email')).toEqual([]);
  });

  it('shows why a new activation e-mail could not be sent', async () => {
    server.use(
      http.post('/api/users/send-activation-email', () =>
        HttpResponse.json({ message: serverMessages.tooManyAttempts }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/activate?email=neu%40example.test&token=abgelaufen');
    await user.click(await screen.findByRole('button', { name: 'Neue Aktivierungs-E-Mail anfordern' }));
    expect(await screen.findByText(serverMessages.tooManyAttempts)).toHaveAttribute('data-kind', 'error');
  });

  it('falls back to the invalid-link text when the failure carries no message', async () => {
    server.use(http.post('/api/users/activate-user', () => HttpResponse.json({}, { status: 400 })));
    renderApp(validLink);
    expect(await screen.findByText(serverMessages.activationLinkInvalid)).toHaveAttribute('data-kind', 'error');
  });
});
