import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { receivedOn, testUsers } from '@/testing/data';
import { jobAdminDb, jobAdminMessages, seedJob } from '@/testing/job-admin-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const JOBS = '/admin/dashboard/jobs';
const admin = { user: testUsers.admin };

function table(name: string) {
  return screen.getByRole('table', { name });
}

/** A body row by its kind (the row header). */
function rowOf(tableName: string, kind: string) {
  const header = within(table(tableName)).getByRole('rowheader', { name: kind });
  return within(header.closest('tr') as HTMLElement);
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function counts() {
  return within(screen.getByRole('list', { name: 'Anzahl der Aufgaben' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

async function openPage() {
  const view = renderApp(JOBS, admin);
  await screen.findByRole('heading', { level: 2, name: 'Hintergrundaufgaben' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Aufgaben werden geladen …' })).toBeNull());
  return view;
}

describe('admin background jobs: menu and lists', () => {
  it('has its menu entry, its section title and its overview card', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hintergrundaufgaben' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin-Navigation' }));
    expect(menu.getByRole('link', { name: 'Hintergrundaufgaben' })).toHaveAttribute('href', JOBS);
    expect(menu.getByRole('link', { name: 'Hintergrundaufgaben' })).toHaveAttribute('aria-current', 'page');
  });

  it('is listed on the dashboard', async () => {
    renderApp('/admin/dashboard', admin);
    expect(await screen.findByRole('link', { name: 'Hintergrundaufgaben öffnen' })).toHaveAttribute('href', JOBS);
  });

  it('shows the failed jobs first, newest first, with the counts of both lists', async () => {
    seedJob({
      kind: 'issue_invoice',
      orderId: 42,
      attempts: 8,
      lastError: 'PDF konnte nicht geschrieben werden',
      dueAt: '2026-11-26T13:05:00Z',
    });
    seedJob({ kind: 'deliver_mail', orderId: null, attempts: 5, lastError: null });
    seedJob({ kind: 'remind_approval', state: 'pending', orderId: 7, attempts: 0, lastError: null });
    seedJob({ kind: 'some_new_kind' as never, state: 'pending', attempts: 1, lastError: 'Zeitüberschreitung' });
    seedJob({ kind: 'prepare_proofs', state: 'done' });
    const { user } = await openPage();

    expect(counts()).toEqual(['Wartend: 2', 'Fehlgeschlagen: 2', 'Wartende Mails: 0']);
    const tabs = within(screen.getByRole('tablist', { name: 'Aufgaben nach Zustand' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Fehlgeschlagen', 'Wartend']);
    expect(tabs.getByRole('tab', { name: 'Fehlgeschlagen' })).toHaveAttribute('aria-selected', 'true');

    const failed = 'Fehlgeschlagene Aufgaben';
    expect(
      within(table(failed))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Art', 'Bestellung', 'Versuche', 'Letzter Fehler', 'Fällig', 'Aktionen']);
    expect(
      within(table(failed))
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['E-Mail versenden', 'Rechnung erstellen']);
    const invoice = rowOf(failed, 'Rechnung erstellen');
    expect(invoice.getByRole('link', { name: 'Bestellung 42' })).toHaveAttribute('href', '/admin/dashboard/orders/42');
    expect(invoice.getByText('8')).toBeInTheDocument();
    expect(invoice.getByText('PDF konnte nicht geschrieben werden')).toBeInTheDocument();
    // 13:05 UTC is 14:05 in Germany in winter.
    expect(invoice.getByText('26.11.2026, 14:05')).toHaveAttribute('datetime', '2026-11-26T13:05:00Z');
    expect(invoice.getByRole('button', { name: /^Erneut versuchen/ })).toBeEnabled();
    const mail = rowOf(failed, 'E-Mail versenden');
    expect(mail.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '–',
      '5',
      '–',
      expect.stringMatching(/^01\.05\.2026, \d\d:\d\d$/),
      'Erneut versuchen',
    ]);

    await user.click(tabs.getByRole('tab', { name: 'Wartend' }));
    expect(tabs.getByRole('tab', { name: 'Wartend' })).toHaveAttribute('aria-selected', 'true');
    const pending = 'Wartende Aufgaben';
    await screen.findByRole('table', { name: pending });
    expect(
      within(table(pending))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Art', 'Bestellung', 'Versuche', 'Letzter Fehler', 'Fällig']);
    // A kind the page does not know yet shows as the server names it.
    expect(
      within(table(pending))
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['some_new_kind', 'An Druckfreigabe erinnern']);
    expect(within(table(pending)).queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf(pending, 'An Druckfreigabe erinnern').getByRole('link', { name: 'Bestellung 7' })).toHaveAttribute(
      'href',
      '/admin/dashboard/orders/7',
    );
    expect(counts()).toEqual(['Wartend: 2', 'Fehlgeschlagen: 2', 'Wartende Mails: 0']);
  });

  it('names every kind in German', async () => {
    const kinds = [
      ['deliver_mail', 'E-Mail versenden'],
      ['issue_invoice', 'Rechnung erstellen'],
      ['prepare_proofs', 'Druckvorschau erstellen'],
      ['check_custom_order_qr', 'QR-Code der Sonderbestellung prüfen'],
      ['remind_approval', 'An Druckfreigabe erinnern'],
      ['complete_refunds', 'Erstattungen abschließen'],
      ['release_unpaid_uses', 'Aktionscodes unbezahlter Bestellungen freigeben'],
      ['delete_unused_uploads', 'Ungenutzte Uploads löschen'],
      ['remind_invoice', 'An fällige Rechnung erinnern'],
      ['dun_invoice', 'Mahnung versenden'],
      ['refund_express', 'Express-Zuschlag erstatten'],
    ] as const;
    // Seeded in reverse, so the list (newest first) shows them in this order.
    for (const [kind] of [...kinds].reverse()) seedJob({ kind });
    await openPage();
    expect(
      within(table('Fehlgeschlagene Aufgaben'))
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(kinds.map(([, label]) => label));
  });

  it('says so when a list is empty', async () => {
    seedJob({ state: 'done' });
    const { user } = await openPage();
    expect(screen.getByText('Keine fehlgeschlagenen Aufgaben.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(counts()).toEqual(['Wartend: 0', 'Fehlgeschlagen: 0', 'Wartende Mails: 0']);

    await user.click(screen.getByRole('tab', { name: 'Wartend' }));
    expect(await screen.findByText('Keine wartenden Aufgaben.')).toBeInTheDocument();
    expect(screen.queryByText('Keine fehlgeschlagenen Aufgaben.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('switches the tabs with the arrow keys', async () => {
    const { user } = await openPage();
    screen.getByRole('tab', { name: 'Fehlgeschlagen' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Wartend' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Wartend' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Keine wartenden Aufgaben.')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Wartend');
  });

  it('sends a visitor to sign in when the server answers 401', async () => {
    server.use(
      http.get('/api/admin/jobs', () =>
        HttpResponse.json({ code: 'auth.required', message: 'Bitte melden Sie sich an' }, { status: 401 }),
      ),
    );
    const { router } = renderApp(JOBS, admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

describe('admin background jobs: waiting mails', () => {
  const plural =
    '3 Mails warten auf den Versand. Sie werden automatisch zugestellt, sobald der Mailserver wieder erreichbar ist.';
  const singular =
    '1 Mail wartet auf den Versand. Sie wird automatisch zugestellt, sobald der Mailserver wieder erreichbar ist.';

  it('counts the mails not yet delivered, retries included, and says they go out by themselves', async () => {
    seedJob({ kind: 'deliver_mail', state: 'pending', attempts: 0, lastError: null });
    // Two that failed an attempt and wait for the next one.
    seedJob({ kind: 'deliver_mail', state: 'pending', attempts: 2 });
    seedJob({ kind: 'deliver_mail', state: 'pending', attempts: 1 });
    // Neither a mail nor one the server still tries: not counted.
    seedJob({ kind: 'remind_approval', state: 'pending', attempts: 0, lastError: null });
    seedJob({ kind: 'deliver_mail', state: 'failed' });
    seedJob({ kind: 'deliver_mail', state: 'done' });
    await openPage();

    const note = await screen.findByText(plural);
    expect(note).toHaveAttribute('role', 'status');
    expect(counts()).toEqual(['Wartend: 4', 'Fehlgeschlagen: 1', 'Wartende Mails: 3']);
  });

  it('says it of one mail in the singular', async () => {
    seedJob({ kind: 'deliver_mail', state: 'pending', attempts: 3 });
    seedJob({ kind: 'deliver_mail', state: 'failed' });
    await openPage();

    expect(await screen.findByText(singular)).toHaveAttribute('role', 'status');
    expect(counts()).toEqual(['Wartend: 1', 'Fehlgeschlagen: 1', 'Wartende Mails: 1']);
    expect(screen.queryByText(/Mails warten/)).not.toBeInTheDocument();
  });

  it('shows no note while no mail waits', async () => {
    seedJob({ kind: 'deliver_mail', state: 'failed' });
    seedJob({ kind: 'issue_invoice', state: 'pending', attempts: 1 });
    await openPage();

    expect(await screen.findByText('Wartende Mails: 0')).toBeInTheDocument();
    expect(counts()).toEqual(['Wartend: 1', 'Fehlgeschlagen: 1', 'Wartende Mails: 0']);
    expect(screen.queryByText(/auf den Versand/)).not.toBeInTheDocument();
  });

  it('counts a failed mail once it is tried again', async () => {
    seedJob({ kind: 'deliver_mail', state: 'failed' });
    const { user } = await openPage();
    expect(await screen.findByText('Wartende Mails: 0')).toBeInTheDocument();
    expect(screen.queryByText(/auf den Versand/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen: E-Mail versenden (Aufgabe 1)' }));

    expect(await screen.findByText(singular)).toHaveAttribute('role', 'status');
    expect(counts()).toEqual(['Wartend: 1', 'Fehlgeschlagen: 0', 'Wartende Mails: 1']);
  });
});

describe('admin background jobs: retry', () => {
  it('sends the retry, disables the button meanwhile and fetches both lists again', async () => {
    const job = seedJob({ kind: 'issue_invoice', orderId: 42 });
    seedJob({ kind: 'deliver_mail' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(
        '/api/admin/jobs/:id/retry',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const { user } = await openPage();
    expect(counts()).toEqual(['Wartend: 0', 'Fehlgeschlagen: 2', 'Wartende Mails: 0']);

    const button = rowOf('Fehlgeschlagene Aufgaben', 'Rechnung erstellen').getByRole('button', {
      name: 'Erneut versuchen: Rechnung erstellen (Aufgabe 1)',
    });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();

    expect(
      await toastRegion().findByText('Die Aufgabe „Rechnung erstellen“ wird erneut versucht.'),
    ).toBeInTheDocument();
    expect(receivedOn(`/admin/jobs/${job.id}/retry`)).toEqual([null]);
    await waitFor(() =>
      expect(
        within(table('Fehlgeschlagene Aufgaben'))
          .getAllByRole('rowheader')
          .map((header) => header.textContent),
      ).toEqual(['E-Mail versenden']),
    );
    expect(counts()).toEqual(['Wartend: 1', 'Fehlgeschlagen: 1', 'Wartende Mails: 0']);
    expect(jobAdminDb.jobs[0].state).toBe('pending');

    await user.click(screen.getByRole('tab', { name: 'Wartend' }));
    expect(await screen.findByRole('table', { name: 'Wartende Aufgaben' })).toBeInTheDocument();
    expect(rowOf('Wartende Aufgaben', 'Rechnung erstellen').getByRole('link', { name: 'Bestellung 42' })).toBeVisible();
  });

  it("shows the server's message when the job no longer failed (409), and the lists as they are now", async () => {
    seedJob({ kind: 'deliver_mail' });
    const { user } = await openPage();
    // Meanwhile the server itself took the job up again.
    jobAdminDb.jobs[0].state = 'pending';

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen: E-Mail versenden (Aufgabe 1)' }));

    expect(await toastRegion().findByText(jobAdminMessages.notFailed)).toBeInTheDocument();
    expect(await screen.findByText('Keine fehlgeschlagenen Aufgaben.')).toBeInTheDocument();
    expect(counts()).toEqual(['Wartend: 1', 'Fehlgeschlagen: 0', 'Wartende Mails: 1']);
  });

  it("shows the server's message when the job is gone (404)", async () => {
    seedJob({ kind: 'complete_refunds' });
    const { user } = await openPage();
    jobAdminDb.jobs = [];

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen: Erstattungen abschließen (Aufgabe 1)' }));

    expect(await toastRegion().findByText('Die Aufgabe wurde nicht gefunden.')).toBeInTheDocument();
    expect(await screen.findByText('Keine fehlgeschlagenen Aufgaben.')).toBeInTheDocument();
  });

  it('keeps the button usable again after a network failure', async () => {
    seedJob({ kind: 'deliver_mail' });
    server.use(
      http.post(
        '/api/admin/jobs/:id/retry',
        async () => {
          await delay(10);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user } = await openPage();
    const button = screen.getByRole('button', { name: 'Erneut versuchen: E-Mail versenden (Aufgabe 1)' });
    await user.click(button);
    expect(await toastRegion().findByText('Netzwerkfehler. Bitte überprüfen Sie Ihre Verbindung.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });
});
