import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { receivedOn, validTokens } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { timerWindow } from '@/testing/timer-window';

type View = ReturnType<typeof renderApp>;

async function typePassword({ user }: View, password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('Neues Passwort'), password);
  await user.type(screen.getByLabelText('Passwort bestätigen'), confirmation);
}

async function submit({ user }: View) {
  await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
}

async function setPassword(view: View, password: string, confirmation = password) {
  await typePassword(view, password, confirmation);
  await submit(view);
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function expectFormReset() {
  expect(screen.getByLabelText('Neues Passwort')).toHaveValue('');
  expect(screen.getByLabelText('Passwort bestätigen')).toHaveValue('');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reset password', () => {
  it('has the heading and the text of spec §2', async () => {
    renderApp(`/reset-password?token=${validTokens.reset}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(screen.getByText('Bitte legen Sie Ihre neuen Zugangsdaten fest.')).toBeInTheDocument();
  });

  it('sends token and new password, shows the success toast and goes to /sign-in after 2 s', async () => {
    const view = renderApp(`/reset-password?token=${validTokens.reset}`);
    await typePassword(view, 'neues-geheim');
    const redirect = timerWindow();
    await submit(view);

    const toast = await toasts().findByText('Das Passwort wurde erfolgreich zurückgesetzt');
    redirect.stop();
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'success');
    expect(receivedOn('/users/reset-password')).toEqual([{ token: validTokens.reset, newPassword: 'neues-geheim' }]);
    expectFormReset();

    redirect.justBefore(2000);
    expect(view.router.state.location.pathname).toBe('/reset-password');
    redirect.past(2000);
    expect(view.router.state.location.pathname).toBe('/sign-in');
  });

  it('shows the server message on failure, resets the form and still goes to /sign-in after 2 s', async () => {
    const view = renderApp('/reset-password?token=verbraucht');
    await setPassword(view, 'neues-geheim');

    const toast = await toasts().findByText(serverMessages.resetLinkInvalid);
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    expect(toasts().getAllByText(serverMessages.resetLinkInvalid)).toHaveLength(1);
    expectFormReset();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(view.router.state.location.pathname).toBe('/sign-in');
  });

  it('falls back to its own text when the server gives none', async () => {
    server.use(http.post('/api/users/reset-password', () => HttpResponse.json({}, { status: 400 })));
    const view = renderApp(`/reset-password?token=${validTokens.reset}`);
    await setPassword(view, 'neues-geheim');
    expect(await toasts().findByText('Error while resetting your password')).toBeInTheDocument();
  });

  it('explains a link without token and offers a new one instead of the form', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Der Link zum Zurücksetzen ist unvollständig');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Neues Passwort')).not.toBeInTheDocument();
  });
});
