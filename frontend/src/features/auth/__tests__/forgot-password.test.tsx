import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { receivedOn } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

type View = ReturnType<typeof renderApp>;

async function requestLink({ user }: View, email: string) {
  await user.type(await screen.findByLabelText('E-Mail'), email);
  await user.click(screen.getByRole('button', { name: 'Reset-Link senden' }));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('forgot password', () => {
  it('has the heading and the explanation of spec §2', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(screen.getByText(/verifizierte E-Mail-Adresse Ihres Kontos/)).toBeInTheDocument();
  });

  it('shows the success toast and resets the form', async () => {
    const view = renderApp('/forgot-password');
    await requestLink(view, 'kunde@example.test');

    const toast = await toasts().findByText('Link zum Zurücksenden gesendet! Überprüfen Sie Ihre E-Mail.');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'success');
    expect(receivedOn('/users/forgot-password')).toEqual([{ email: 'kunde@example.test' }]);
    expect(screen.getByLabelText('E-Mail')).toHaveValue('');
  });

  it('shows the server message on failure, once, and resets the form', async () => {
    server.use(
      http.post('/api/users/forgot-password', () =>
        HttpResponse.json({ message: serverMessages.tooManyAttempts }, { status: 429 }),
      ),
    );
    const view = renderApp('/forgot-password');
    await requestLink(view, 'kunde@example.test');

    expect(await toasts().findAllByText(serverMessages.tooManyAttempts)).toHaveLength(1);
    expect(screen.getByLabelText('E-Mail')).toHaveValue('');
  });

  it('falls back to its own text when the server gives none', async () => {
    server.use(http.post('/api/users/forgot-password', () => HttpResponse.json({}, { status: 400 })));
    const view = renderApp('/forgot-password');
    await requestLink(view, 'kunde@example.test');
    const toast = await toasts().findByText('Error sending password reset link');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
  });
});
