import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { db, receivedOn, seedOrder, seedWish, testPasswords, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

/** The API's answers to the deletion (server-messages.json gets them with the next regeneration). */
const ACCOUNT_DELETED = 'Ihr Konto wurde gelöscht. Eine Bestätigung haben wir Ihnen per E-Mail gesendet.';
const WRONG_PASSWORD = 'Das Passwort ist nicht korrekt.';

type View = ReturnType<typeof renderApp>;

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function openDeleteDialog({ user }: View) {
  await user.click(await screen.findByRole('button', { name: 'Konto löschen' }));
  return within(await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' }));
}

describe('/my-data', () => {
  it('asks a visitor to sign in first and remembers /my-data', async () => {
    renderApp('/my-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Daten' })).toBeInTheDocument();
    expect(screen.getByText('Ups! Du musst dich zuerst anmelden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/sign-in');
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBe('/my-data');
    expect(screen.queryByRole('button', { name: 'Konto löschen' })).not.toBeInTheDocument();
  });

  it('is not for admins', async () => {
    const { router } = renderApp('/my-data', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unbefugter Zugriff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it("is linked as 'Meine Daten' in a customer's account menu, next to 'Meine Bestellungen'", async () => {
    const { user, router } = renderApp('/home', { user: testUsers.customer });
    const trigger = screen.getByRole('button', { name: /Pizzeria Roma/ });
    await user.click(trigger);
    const dropdown = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    if (dropdown === null) throw new Error('The account menu did not open');
    expect(
      within(dropdown)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Meine Bestellungen', 'Meine QR-Codes', 'Meine Daten']);

    await user.click(screen.getByRole('link', { name: 'Meine Daten' }));
    expect(router.state.location.pathname).toBe('/my-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Daten' })).toBeInTheDocument();
  });

  it('explains what is stored and offers the download of the export', async () => {
    renderApp('/my-data', { user: testUsers.customer });
    expect(await screen.findByRole('heading', { level: 2, name: 'Was wir speichern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/data-protection');

    const download = screen.getByRole('region', { name: 'Daten herunterladen' });
    const link = within(download).getByRole('link', { name: 'Daten herunterladen' });
    expect(link).toHaveAttribute('href', '/api/users/me/export');
    expect(link).toHaveAttribute('download', 'primecards-meine-daten.json');
  });

  it('states that orders and invoices are kept for 10 years, unlinked from the login', async () => {
    renderApp('/my-data', { user: testUsers.customer });
    const section = await screen.findByRole('region', { name: 'Konto löschen' });
    expect(section).toHaveTextContent('10 Jahren');
    expect(section).toHaveTextContent('§ 147 AO, § 14b UStG');
    expect(section).toHaveTextContent('nicht mehr mit einem Login verknüpft');
  });

  it("asks for the password before deleting: 'Pflichtfeld', nothing sent", async () => {
    const view = renderApp('/my-data', { user: testUsers.customer });
    const dialog = await openDeleteDialog(view);
    expect(dialog.getByLabelText('Passwort')).toHaveFocus();

    await view.user.click(dialog.getByRole('button', { name: 'Konto endgültig löschen' }));

    expect(await dialog.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(dialog.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn('/users/me/delete')).toEqual([]);
  });

  it("shows the server's refusal of a wrong password in the dialog and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderApp('/my-data', { user: testUsers.customer });
    const dialog = await openDeleteDialog(view);
    await view.user.type(dialog.getByLabelText('Passwort'), 'falsch-123');
    await view.user.click(dialog.getByRole('button', { name: 'Konto endgültig löschen' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    expect(dialog.getByLabelText('Passwort')).toHaveValue('falsch-123');
    expect(dialog.getByRole('button', { name: 'Konto endgültig löschen' })).toBeEnabled();
    expect(receivedOn('/users/me/delete')).toEqual([{ password: 'falsch-123' }]);
    // A wrong password is no expired session: still signed in, still here, no toast.
    expect(view.store.getState().auth.user).toEqual(testUsers.customer);
    expect(view.router.state.location.pathname).toBe('/my-data');
    expect(toasts().queryByText(WRONG_PASSWORD)).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses for too many attempts", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/users/me/delete', () =>
        HttpResponse.json({ message: serverMessages.tooManyAttempts }, { status: 429 }),
      ),
    );
    const view = renderApp('/my-data', { user: testUsers.customer });
    const dialog = await openDeleteDialog(view);
    await view.user.type(dialog.getByLabelText('Passwort'), testPasswords.customer);
    await view.user.click(dialog.getByRole('button', { name: 'Konto endgültig löschen' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(serverMessages.tooManyAttempts);
    expect(dialog.getByLabelText('Passwort')).toHaveValue(testPasswords.customer);
  });

  it('shows a loader on the disabled confirm button while the deletion is pending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/users/me/delete', async () => {
        await answered;
        return HttpResponse.json({ message: WRONG_PASSWORD }, { status: 401 });
      }),
    );
    const view = renderApp('/my-data', { user: testUsers.customer });
    const dialog = await openDeleteDialog(view);
    await view.user.type(dialog.getByLabelText('Passwort'), 'falsch-123');
    await view.user.click(dialog.getByRole('button', { name: 'Konto endgültig löschen' }));

    const confirm = dialog.getByRole('button', { name: 'Konto endgültig löschen' });
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();

    release();
    expect(await dialog.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAttribute('aria-busy');
  });

  it('closes the dialog on cancel without deleting anything', async () => {
    const view = renderApp('/my-data', { user: testUsers.customer });
    const dialog = await openDeleteDialog(view);
    await view.user.click(dialog.getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto löschen' })).toHaveFocus();
    expect(receivedOn('/users/me/delete')).toEqual([]);
  });

  it("deletes the account: signed out like a logout, the server's message as a toast, back home", async () => {
    const order = seedOrder({ userId: testUsers.customer.userId });
    seedWish({ userId: testUsers.customer.userId, productId: 2, productType: 'PrimeProd', createdAt: '2026-03-04' });
    const view = renderApp('/my-data', { user: testUsers.customer });
    const dialog = await openDeleteDialog(view);
    await view.user.type(dialog.getByLabelText('Passwort'), testPasswords.customer);
    await view.user.click(dialog.getByRole('button', { name: 'Konto endgültig löschen' }));

    expect(await toasts().findByText(ACCOUNT_DELETED)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ihr Restaurant bleibt im Gedächtnis – und am Kühlschrank.',
      }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    // Leaving the page is no sign-in prompt: nothing to come back to.
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBeNull();

    expect(receivedOn('/users/me/delete')).toEqual([{ password: testPasswords.customer }]);
    expect(db.accounts.some((account) => account.user.userId === testUsers.customer.userId)).toBe(false);
    expect(db.orders.find((candidate) => candidate.orderId === order.orderId)?.userId).toBeNull();
    expect(db.sessionUser).toBeNull();
  });
});
