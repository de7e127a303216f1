import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { db, receivedOn } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

const SAVED = 'Nachricht erfolgreich gespeichert!';
const FAILED = 'Fehler beim Speichern der Nachricht. Bitte versuchen Sie es erneut';

const VALID = {
  Name: 'Maria Rossi',
  'E-Mail': 'maria@pizzeria-roma.example',
  Telefonnummer: '+49 2161 123456',
  Nachricht: 'Bitte rufen Sie mich wegen eines Musters an.',
};

type View = ReturnType<typeof renderApp>;

function form() {
  return within(screen.getByRole('form', { name: 'Schreiben Sie uns' }));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function fill({ user }: View, values: Partial<typeof VALID> = VALID) {
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('/contact', () => {
  it('keeps the company block and the consultation hours next to the form', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontaktieren Sie uns!' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Kontaktdaten' }));
    expect(details.getByText('Mo-Do 10:00-18:00, Freitag 10:00-15:30')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'info@primecards.de' })).toHaveAttribute(
      'href',
      'mailto:info@primecards.de',
    );
    expect(details.getByText(/Mönchengladbach/)).toBeInTheDocument();
    for (const label of Object.keys(VALID)) expect(form().getByLabelText(label)).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
  });

  it('shows no message before a field was touched', async () => {
    renderApp('/contact');
    await screen.findByRole('form', { name: 'Schreiben Sie uns' });
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
  });

  it.each(Object.keys(VALID))("says 'Pflichtfeld' for an empty %s once touched", async (label) => {
    const view = renderApp('/contact');
    const field = await screen.findByLabelText(label);
    await view.user.click(field);
    await view.user.tab();
    expect(await form().findByText('Pflichtfeld')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['Name', 'M'.repeat(31), 'Der Name darf nicht länger als 30 Zeichen sein'],
    ['E-Mail', 'maria@pizzeria', 'Ungültige E-Mail'],
    ['Telefonnummer', 'bitte anrufen', 'Ungültige Telefonnummer'],
    ['Telefonnummer', '+49 2161 123456 78901', 'Die Telefonnummer darf nicht länger als 20 Zeichen sein'],
  ])('checks %s: %j -> %s', async (label, value, message) => {
    const view = renderApp('/contact');
    const field = await screen.findByLabelText(label);
    await view.user.type(field, value);
    await view.user.tab();
    expect(await form().findByText(message)).toBeInTheDocument();

    await view.user.clear(field);
    await view.user.type(field, VALID[label as keyof typeof VALID]);
    await waitFor(() => expect(form().queryByText(message)).not.toBeInTheDocument());
  });

  it('refuses a message longer than 255 characters and counts them', async () => {
    const view = renderApp('/contact');
    const field = await screen.findByLabelText('Nachricht');
    await view.user.click(field);
    await view.user.paste('x'.repeat(256));
    await view.user.tab();
    expect(await form().findByText('Nachricht darf 255 Zeichen nicht überschreiten')).toBeInTheDocument();
    expect(form().getByText('256/255 Zeichen')).toBeInTheDocument();

    await view.user.type(field, '{Backspace}');
    await waitFor(() =>
      expect(form().queryByText('Nachricht darf 255 Zeichen nicht überschreiten')).not.toBeInTheDocument(),
    );
    expect(form().getByText('255/255 Zeichen')).toBeInTheDocument();
  });

  it('saves the message, says so and empties the form', async () => {
    const view = renderApp('/contact');
    await fill(view, { ...VALID, Name: '  Maria Rossi  ' });
    await view.user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    expect(await toasts().findByText(SAVED)).toBeInTheDocument();
    expect(receivedOn('/messages/save-message')).toEqual([
      {
        message: {
          name: 'Maria Rossi',
          email: 'maria@pizzeria-roma.example',
          phone: '+49 2161 123456',
          message: 'Bitte rufen Sie mich wegen eines Musters an.',
        },
      },
    ]);
    expect(db.messages).toHaveLength(1);
    for (const label of Object.keys(VALID)) await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(''));
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
  });

  it('shows a loader on the disabled button while saving', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/messages/save-message', async () => {
        await answered;
        return HttpResponse.json({ message: SAVED }, { status: 201 });
      }),
    );
    const view = renderApp('/contact');
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    const button = screen.getByRole('button', { name: 'Nachricht senden' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.spinner')).not.toBeNull();
    release();
    expect(await toasts().findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('tells a failure once, in its own words, and keeps what was written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/messages/save-message', () =>
        HttpResponse.json({ message: serverMessages.serverError }, { status: 500 }),
      ),
    );
    const view = renderApp('/contact');
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    expect(await toasts().findByText(FAILED)).toBeInTheDocument();
    expect(toasts().getAllByRole('status')).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue(VALID.Name);
    expect(screen.getByLabelText('Nachricht')).toHaveValue(VALID.Nachricht);
  });

  it("adds the server's reason when it refuses the message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/messages/save-message', () =>
        HttpResponse.json({ message: serverMessages.tooManyAttempts }, { status: 429 }),
      ),
    );
    const view = renderApp('/contact');
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    expect(await toasts().findByText(`${FAILED}. ${serverMessages.tooManyAttempts}`)).toBeInTheDocument();
    expect(toasts().getAllByRole('status')).toHaveLength(1);
  });
});
