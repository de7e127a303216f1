/** /my-data: changing the company name, phone and address, and the password. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { User } from '@/features/auth/types';
import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** The API's answers (server-messages.json gets them with the next regeneration). */
const PASSWORD_CHANGED = 'Ihr Passwort wurde geändert.';
const WRONG_CURRENT_PASSWORD = 'Das aktuelle Passwort ist falsch.';
const CURRENT_PASSWORD = 'pizza-geheim';

type View = ReturnType<typeof renderApp>;

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

/** `PUT /users/me` as the server answers it: the user with the values sent, or `refusal` with 400. */
function acceptProfile(refusal?: string) {
  const bodies: unknown[] = [];
  server.use(
    http.put('/api/users/me', async ({ request }) => {
      const body = (await request.json()) as { companyName: string; phone: string; address: string | null };
      bodies.push(body);
      if (refusal !== undefined) return HttpResponse.json({ message: refusal }, { status: 400 });
      return HttpResponse.json({ ...testUsers.customer, ...body } satisfies User);
    }),
  );
  return bodies;
}

/** `PUT /users/me/password`: the current password must be {@link CURRENT_PASSWORD}. */
function checkPassword() {
  const bodies: unknown[] = [];
  server.use(
    http.put('/api/users/me/password', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string; newPassword: string };
      bodies.push(body);
      return body.currentPassword === CURRENT_PASSWORD
        ? HttpResponse.json({ message: PASSWORD_CHANGED })
        : HttpResponse.json({ message: WRONG_CURRENT_PASSWORD }, { status: 400 });
    }),
  );
  return bodies;
}

async function profileForm() {
  return within(await screen.findByRole('form', { name: 'Ihre Angaben' }));
}

async function passwordForm() {
  return within(await screen.findByRole('form', { name: 'Passwort ändern' }));
}

async function replace(view: View, field: HTMLElement, text: string) {
  await view.user.clear(field);
  if (text !== '') await view.user.type(field, text);
}

describe('/my-data: the account data', () => {
  it("shows the account's company name, phone and address, with the spec's address placeholder", async () => {
    renderApp('/my-data', { user: { ...testUsers.customer, address: 'Hauptstr. 12 /41061/ Mönchengladbach' } });
    const form = await profileForm();
    expect(form.getByLabelText('Firmenname')).toHaveValue('Pizzeria Roma');
    expect(form.getByLabelText('Telefonnummer')).toHaveValue('+49 2161 123456');
    const address = form.getByLabelText('Adresse');
    expect(address).toHaveValue('Hauptstr. 12 /41061/ Mönchengladbach');
    expect(address).toHaveAttribute('placeholder', 'Straße Nr. /PLZ/ Ort');
    expect(screen.getByText(/kunde@example\.test ist Ihr Login/)).toBeInTheDocument();
  });

  it('saves the data: the user in the store and the account menu follow, with a toast', async () => {
    const sent = acceptProfile();
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await profileForm();
    await replace(view, form.getByLabelText('Firmenname'), '  Trattoria Sole ');
    await replace(view, form.getByLabelText('Telefonnummer'), '02161 987654');
    await replace(view, form.getByLabelText('Adresse'), 'Hauptstr. 12 /41061/ Mönchengladbach');
    await view.user.click(form.getByRole('button', { name: 'Angaben speichern' }));

    expect(await toasts().findByText('Ihre Daten wurden gespeichert.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        companyName: 'Trattoria Sole',
        phone: '02161 987654',
        address: 'Hauptstr. 12 /41061/ Mönchengladbach',
        country: 'DE',
        vatId: null,
        billingAddress: null,
      },
    ]);
    expect(view.store.getState().auth.user).toMatchObject({
      companyName: 'Trattoria Sole',
      phone: '02161 987654',
      address: 'Hauptstr. 12 /41061/ Mönchengladbach',
    });
    expect(screen.getByRole('button', { name: /Trattoria Sole/ })).toBeInTheDocument();
    expect(form.getByLabelText('Firmenname')).toHaveValue('Trattoria Sole');
  });

  it('sends no address as null', async () => {
    const sent = acceptProfile();
    const view = renderApp('/my-data', { user: { ...testUsers.customer, address: 'Altstadt 1' } });
    const form = await profileForm();
    await replace(view, form.getByLabelText('Adresse'), '   ');
    await view.user.click(form.getByRole('button', { name: 'Angaben speichern' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      companyName: 'Pizzeria Roma',
      phone: '+49 2161 123456',
      address: null,
      country: 'DE',
      vatId: null,
      billingAddress: null,
    });
  });

  it('checks the fields as sign-up does, and the address as the designer does, before sending anything', async () => {
    const sent = acceptProfile();
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await profileForm();
    await replace(view, form.getByLabelText('Firmenname'), 'x'.repeat(31));
    await replace(view, form.getByLabelText('Telefonnummer'), 'abc');
    await replace(view, form.getByLabelText('Adresse'), 'y'.repeat(41));
    await view.user.click(form.getByRole('button', { name: 'Angaben speichern' }));

    expect(await form.findByText('Der Firmenname darf nicht länger als 30 Zeichen sein')).toBeInTheDocument();
    expect(form.getByText('Ungültige Telefonnummer')).toBeInTheDocument();
    expect(form.getByText('Die Adresse darf nicht länger als 40 Zeichen sein.')).toBeInTheDocument();

    await view.user.clear(form.getByLabelText('Firmenname'));
    await view.user.clear(form.getByLabelText('Telefonnummer'));
    await view.user.click(form.getByRole('button', { name: 'Angaben speichern' }));
    expect(await form.findAllByText('Pflichtfeld')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'Die Adresse enthält Zeichen, die wir nicht drucken können.';
    acceptProfile(refusal);
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await profileForm();
    await replace(view, form.getByLabelText('Adresse'), 'Hauptstr. 12');
    await view.user.click(form.getByRole('button', { name: 'Angaben speichern' }));

    expect(await form.findByRole('alert')).toHaveTextContent(refusal);
    expect(form.getByLabelText('Adresse')).toHaveValue('Hauptstr. 12');
    expect(view.store.getState().auth.user).toEqual(testUsers.customer);
    expect(toasts().queryByText('Ihre Daten wurden gespeichert.')).not.toBeInTheDocument();
  });
});

describe('/my-data: country, USt-IdNr. and billing address (the checkout pre-fills them)', () => {
  const billingAddress = {
    legalName: 'Pizzeria Da Mario Inh. Mario Rossi e.K.',
    street: 'Parade 12',
    zipCode: '5911 AA',
    city: 'Venlo',
    country: 'NL',
  };

  it('shows what the account keeps', async () => {
    renderApp('/my-data', { user: { ...testUsers.customer, country: 'NL', vatId: 'NL859108720B01', billingAddress } });
    const form = await profileForm();
    // The account's country, then the billing address's.
    expect(form.getAllByLabelText('Land').map((select) => (select as HTMLSelectElement).value)).toEqual(['NL', 'NL']);
    expect(form.getByLabelText('USt-IdNr. (optional)')).toHaveValue('NL859108720B01');
    expect(form.getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' })).toBeChecked();
    expect(form.getByLabelText('Rechnungsempfänger (Firmenname mit Rechtsform)')).toHaveValue(billingAddress.legalName);
    expect(form.getByLabelText('PLZ')).toHaveValue('5911 AA');
  });

  it('saves a country, a compacted USt-IdNr. and a billing address', async () => {
    const sent = acceptProfile();
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await profileForm();
    await view.user.selectOptions(form.getByLabelText('Land'), 'Niederlande');
    await view.user.type(form.getByLabelText('USt-IdNr. (optional)'), 'nl 8591.08720-b01');
    await view.user.click(form.getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }));
    await view.user.type(
      form.getByLabelText('Rechnungsempfänger (Firmenname mit Rechtsform)'),
      billingAddress.legalName,
    );
    await view.user.type(form.getByLabelText('Straße und Hausnummer'), billingAddress.street);
    await view.user.type(form.getByLabelText('PLZ'), billingAddress.zipCode);
    await view.user.type(form.getByLabelText('Ort'), billingAddress.city);
    await view.user.selectOptions(form.getAllByLabelText('Land')[1], 'Niederlande');
    await view.user.click(form.getByRole('button', { name: 'Angaben speichern' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ country: 'NL', vatId: 'NL859108720B01', billingAddress });
    await waitFor(() =>
      expect(view.store.getState().auth.user).toMatchObject({ country: 'NL', vatId: 'NL859108720B01', billingAddress }),
    );
  });

  it('refuses a German USt-IdNr. whose check digit is wrong, and a Dutch postal code of the wrong shape', async () => {
    const sent = acceptProfile();
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await profileForm();
    await view.user.type(form.getByLabelText('USt-IdNr. (optional)'), 'DE123456789');
    await view.user.click(form.getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }));
    await view.user.selectOptions(form.getByLabelText('Land', { selector: 'fieldset select' }), 'Niederlande');
    await view.user.type(form.getByLabelText('PLZ'), '0911 AA');
    await view.user.click(form.getByRole('button', { name: 'Angaben speichern' }));

    expect(await form.findByText('Diese USt-IdNr. ist ungültig (Prüfziffer).')).toBeInTheDocument();
    expect(form.getByText('Die Postleitzahl ist für die Niederlande ungültig.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('/my-data: the password', () => {
  it("changes the password: the server's message as a toast, the form emptied", async () => {
    const sent = checkPassword();
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await passwordForm();
    await view.user.type(form.getByLabelText('Aktuelles Passwort'), CURRENT_PASSWORD);
    await view.user.type(form.getByLabelText('Neues Passwort'), 'neu-und-lang');
    await view.user.type(form.getByLabelText('Neues Passwort wiederholen'), 'neu-und-lang');
    await view.user.click(form.getByRole('button', { name: 'Passwort ändern' }));

    expect(await toasts().findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: CURRENT_PASSWORD, newPassword: 'neu-und-lang' }]);
    await waitFor(() => expect(form.getByLabelText('Aktuelles Passwort')).toHaveValue(''));
    expect(form.getByLabelText('Neues Passwort')).toHaveValue('');
  });

  it('asks for all three fields, six characters and the same new password twice', async () => {
    const sent = checkPassword();
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await passwordForm();
    await view.user.click(form.getByRole('button', { name: 'Passwort ändern' }));

    expect(await form.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(form.getByText('Neues Passwort ist erforderlich')).toBeInTheDocument();
    expect(form.getByText('Bitte bestätigen Sie Ihr Passwort')).toBeInTheDocument();

    await view.user.type(form.getByLabelText('Aktuelles Passwort'), CURRENT_PASSWORD);
    await view.user.type(form.getByLabelText('Neues Passwort'), 'kurz');
    await view.user.type(form.getByLabelText('Neues Passwort wiederholen'), 'anders');
    await view.user.click(form.getByRole('button', { name: 'Passwort ändern' }));
    expect(await form.findByText('Das Passwort muss mindestens 6 Zeichen lang sein')).toBeInTheDocument();
    expect(form.getByText('Passwörter müssen übereinstimmen')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a wrong current password and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkPassword();
    const view = renderApp('/my-data', { user: testUsers.customer });
    const form = await passwordForm();
    await view.user.type(form.getByLabelText('Aktuelles Passwort'), 'falsch-123');
    await view.user.type(form.getByLabelText('Neues Passwort'), 'neu-und-lang');
    await view.user.type(form.getByLabelText('Neues Passwort wiederholen'), 'neu-und-lang');
    await view.user.click(form.getByRole('button', { name: 'Passwort ändern' }));

    expect(await form.findByRole('alert')).toHaveTextContent(WRONG_CURRENT_PASSWORD);
    expect(form.getByLabelText('Aktuelles Passwort')).toHaveValue('falsch-123');
    expect(form.getByLabelText('Neues Passwort')).toHaveValue('neu-und-lang');
    // A wrong password is no expired session: still signed in, no toast.
    expect(view.store.getState().auth.user).toEqual(testUsers.customer);
    expect(toasts().queryByText(WRONG_CURRENT_PASSWORD)).not.toBeInTheDocument();
  });
});
