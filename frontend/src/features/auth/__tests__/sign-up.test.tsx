import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { receivedOn } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { timerWindow } from '@/testing/timer-window';

type View = ReturnType<typeof renderApp>;

const BUSINESS_BUYER = 'Ich bestelle als Unternehmer im Sinne von § 14 BGB.';

const newCompany = {
  companyName: 'Burger Bude',
  email: 'burger@example.test',
  phone: '+49 170 1234567',
  password: 'burger-123',
};

async function fillSignUp({ user }: View, values = newCompany) {
  await user.type(await screen.findByLabelText('Firmenname'), values.companyName);
  await user.type(screen.getByLabelText('E-Mail'), values.email);
  await user.type(screen.getByLabelText('Telefonnummer'), values.phone);
  await user.type(screen.getByLabelText('Passwort'), values.password);
  await user.click(screen.getByRole('checkbox', { name: BUSINESS_BUYER }));
}

async function signUp(view: View, values = newCompany) {
  await fillSignUp(view, values);
  await view.user.click(screen.getByRole('button', { name: 'Absenden' }));
}

function expectFormReset() {
  for (const label of ['Firmenname', 'E-Mail', 'Telefonnummer', 'Passwort']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }
  expect(screen.getByRole('checkbox', { name: BUSINESS_BUYER })).not.toBeChecked();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('sign-up page', () => {
  it('has the heading and the side panel of spec §2', async () => {
    renderApp('/sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erstellen Sie Ihr Konto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hallo!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Absenden' })).toHaveAttribute('type', 'submit');
  });
});

describe('the business confirmation', () => {
  it('is required: without it the form says why and sends nothing', async () => {
    const { user } = renderApp('/sign-up');
    await user.type(await screen.findByLabelText('Firmenname'), newCompany.companyName);
    await user.type(screen.getByLabelText('E-Mail'), newCompany.email);
    await user.type(screen.getByLabelText('Telefonnummer'), newCompany.phone);
    await user.type(screen.getByLabelText('Passwort'), newCompany.password);
    await user.click(screen.getByRole('button', { name: 'Absenden' }));

    const box = screen.getByRole('checkbox', { name: BUSINESS_BUYER });
    expect(await screen.findByText('Bitte bestätigen Sie, dass Sie als Unternehmer bestellen.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn('/auth/sign-up')).toEqual([]);

    await user.click(box);
    await waitFor(() =>
      expect(screen.queryByText('Bitte bestätigen Sie, dass Sie als Unternehmer bestellen.')).not.toBeInTheDocument(),
    );
  });
});

describe('signing up', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates the account, requests the activation e-mail, shows its message and goes to /sign-in after 2 s', async () => {
    const view = renderApp('/sign-up');
    await fillSignUp(view, { ...newCompany, email: ' burger@example.test ' });
    const redirect = timerWindow();
    await view.user.click(screen.getByRole('button', { name: 'Absenden' }));

    const message = await screen.findByText(serverMessages.activationMailSent);
    redirect.stop();
    expect(message).toHaveAttribute('data-kind', 'success');
    expect(receivedOn('/auth/sign-up')).toEqual([{ ...newCompany, businessBuyer: true }]);
    expect(receivedOn('/users/send-activation-email')).toEqual([
      { email: 'burger@example.test', activationLink: `${window.location.origin}/activate` },
    ]);
    expectFormReset();

    redirect.justBefore(2000);
    expect(view.router.state.location.pathname).toBe('/sign-up');
    redirect.past(2000);
    expect(view.router.state.location.pathname).toBe('/sign-in');
  });

  it('shows the fallback text when the activation answer has no message', async () => {
    server.use(http.post('/api/users/send-activation-email', () => HttpResponse.json({})));
    const view = renderApp('/sign-up');
    await signUp(view);
    expect(await screen.findByText('An Activation email was sent for you')).toHaveAttribute('data-kind', 'success');
  });

  it('still counts as success when the activation request fails (the server mailed a link already)', async () => {
    server.use(
      http.post('/api/users/send-activation-email', () =>
        HttpResponse.json({ message: serverMessages.tooManyAttempts }, { status: 429 }),
      ),
    );
    const view = renderApp('/sign-up');
    await signUp(view);
    expect(await screen.findByText('An Activation email was sent for you')).toHaveAttribute('data-kind', 'success');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(view.router.state.location.pathname).toBe('/sign-in');
  });
});

describe('a failed sign-up', () => {
  it('shows the server message in red, resets the form and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const view = renderApp('/sign-up');
      await signUp(view, { ...newCompany, email: 'kunde@example.test' });

      const message = await screen.findByText(serverMessages.signUpEmailTaken);
      expect(message).toHaveAttribute('data-kind', 'error');
      expect(receivedOn('/users/send-activation-email')).toEqual([]);
      expectFormReset();
      // Well past the 2 s after which a success moves on.
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(view.router.state.location.pathname).toBe('/sign-up');
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's validation message", async () => {
    server.use(
      http.post('/api/auth/sign-up', () =>
        HttpResponse.json({ message: serverMessages.signUpPhoneInvalid }, { status: 400 }),
      ),
    );
    const view = renderApp('/sign-up');
    await signUp(view);
    expect(await screen.findByText(serverMessages.signUpPhoneInvalid)).toHaveAttribute('data-kind', 'error');
  });

  it.each([
    ['an answer without a message', () => HttpResponse.json({}, { status: 400 })],
    ['no answer at all', () => HttpResponse.error()],
  ])('falls back to the generic sign-up text for %s', async (_case, answer) => {
    server.use(http.post('/api/auth/sign-up', answer));
    const view = renderApp('/sign-up');
    await signUp(view);
    expect(await screen.findByText('Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut...')).toHaveAttribute(
      'data-kind',
      'error',
    );
  });
});
