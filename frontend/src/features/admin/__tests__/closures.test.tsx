import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';

import { dayInGermany, formatWeekdayDay } from '@/lib/dates';
import { closureDb, closureMessages, resetClosureDb, seedClosure } from '@/testing/closure-handlers';
import { receivedOn, seedOrder, testUsers, type TestOrder } from '@/testing/data';
import { formErrors } from '@/testing/forms';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { closureBody, createClosureSchema, lastClosureDay, type ClosureFormValues } from '../validation';

const CLOSURES = '/admin/dashboard/closures';
const admin = { user: testUsers.admin };

// Days of next year and of last year, so that the fake's "today" never overtakes them.
const NEXT = Number(dayInGermany().slice(0, 4)) + 1;
const AFTER = NEXT + 1;
const LAST = NEXT - 2;

beforeEach(() => resetClosureDb());

function table() {
  return screen.getByRole('table', { name: 'Schließtage' });
}

/** The body rows, each by its first day (the row header). */
function rowOf(from: string) {
  const header = within(table()).getByRole('rowheader', { name: from });
  return within(header.closest('tr') as HTMLElement);
}

function closureForm() {
  return within(screen.getByRole('form', { name: 'Schließtage eintragen' }));
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function openPage() {
  const view = renderApp(CLOSURES, admin);
  await screen.findByRole('heading', { level: 2, name: 'Schließtage' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Schließtage werden geladen …' })).toBeNull());
  return view;
}

async function fillIn(user: UserEvent, from: string, to: string, label: string) {
  if (from !== '') await user.type(closureForm().getByLabelText('Erster Tag'), from);
  if (to !== '') await user.type(closureForm().getByLabelText('Letzter Tag'), to);
  if (label !== '') await user.type(closureForm().getByLabelText('Bezeichnung'), label);
}

async function submit(user: UserEvent) {
  await user.click(closureForm().getByRole('button', { name: 'Schließtage speichern' }));
}

describe("admin 'Schließtage': menu and list", () => {
  it("has its menu entry after 'Kunden', its section title and its dashboard card", async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Schließtage' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin-Navigation' }));
    const labels = menu.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Kunden'), labels.indexOf('Kunden') + 3)).toEqual([
      'Kunden',
      'Schließtage',
      'Produkte',
    ]);
    expect(menu.getByRole('link', { name: 'Schließtage' })).toHaveAttribute('href', CLOSURES);
    expect(menu.getByRole('link', { name: 'Schließtage' })).toHaveAttribute('aria-current', 'page');
  });

  it('is listed on the dashboard', async () => {
    renderApp('/admin/dashboard', admin);
    expect(await screen.findByRole('link', { name: 'Schließtage öffnen' })).toHaveAttribute('href', CLOSURES);
  });

  it('lists the closures that have not ended by their first day, with both days and the label', async () => {
    seedClosure({ from: `${NEXT}-12-24`, to: `${AFTER}-01-01`, label: 'Betriebsferien' });
    seedClosure({ from: `${LAST}-08-01`, to: `${LAST}-08-14`, label: 'Sommerpause' });
    seedClosure({ from: `${NEXT}-06-30`, to: `${NEXT}-06-30`, label: 'Inventur' });
    await openPage();

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Von', 'Bis', 'Bezeichnung', 'Aktion']);
    expect(
      within(table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)),
    ).toEqual([
      [`30.06.${NEXT}`, `30.06.${NEXT}`, 'Inventur', 'Entfernen'],
      [`24.12.${NEXT}`, `01.01.${AFTER}`, 'Betriebsferien', 'Entfernen'],
    ]);
    expect(screen.queryByText('Sommerpause')).not.toBeInTheDocument();
    expect(
      rowOf(`24.12.${NEXT}`).getByRole('button', {
        name: `Schließtage „Betriebsferien“ (24.12.${NEXT} – 01.01.${AFTER}) entfernen`,
      }),
    ).toBeInTheDocument();
  });

  it('says so when no closure is planned', async () => {
    seedClosure({ from: `${LAST}-08-01`, to: `${LAST}-08-14`, label: 'Sommerpause' });
    renderApp(CLOSURES, admin);
    expect(await screen.findByText('Keine Schließtage geplant.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The form is there all the same.
    expect(closureForm().getByLabelText('Erster Tag')).toBeInTheDocument();
  });

  it('shows the loading state until the list arrives', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(
        '/api/admin/closures',
        async () => {
          await answered;
          return HttpResponse.json([
            {
              id: 7,
              from: `${NEXT}-12-24`,
              to: `${AFTER}-01-01`,
              label: 'Betriebsferien',
              sentence: 'Betriebsferien vom 24.12. bis 01.01.',
            },
          ]);
        },
        { once: true },
      ),
    );
    renderApp(CLOSURES, admin);
    expect(await screen.findByRole('status', { name: 'Schließtage werden geladen …' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('rowheader', { name: `24.12.${NEXT}` })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Schließtage werden geladen …' })).not.toBeInTheDocument();
  });

  it("shows a failed load with the server's message, and loads again on request", async () => {
    seedClosure({ from: `${NEXT}-12-24`, to: `${AFTER}-01-01`, label: 'Betriebsferien' });
    server.use(
      http.get('/api/admin/closures', () => HttpResponse.json({ message: 'Ungültige Anfrage' }, { status: 400 }), {
        once: true,
      }),
    );
    const { user } = renderApp(CLOSURES, admin);
    expect(await toastRegion().findByText('Ungültige Anfrage')).toBeInTheDocument();
    expect(await screen.findByText('Die Daten konnten nicht geladen werden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('rowheader', { name: `24.12.${NEXT}` })).toBeInTheDocument();
  });

  it('sends a visitor to sign in when the server answers 401', async () => {
    server.use(
      http.get('/api/admin/closures', () =>
        HttpResponse.json({ message: 'Bitte melden Sie sich an' }, { status: 401 }),
      ),
    );
    const { router } = renderApp(CLOSURES, admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

describe("admin 'Schließtage': saving", () => {
  it('saves the days and the trimmed label, says so, lists them and empties the form', async () => {
    seedClosure({ from: `${NEXT}-12-24`, to: `${AFTER}-01-01`, label: 'Betriebsferien' });
    const { user } = await openPage();
    expect(closureForm().getByLabelText('Bezeichnung')).toHaveAttribute('placeholder', 'z. B. Betriebsferien');
    await fillIn(user, `${NEXT}-06-30`, `${NEXT}-07-03`, '  Inventur  ');
    await submit(user);

    expect(await toastRegion().findByText('Schließtage gespeichert.')).toBeInTheDocument();
    expect(receivedOn('/admin/closures')).toEqual([{ from: `${NEXT}-06-30`, to: `${NEXT}-07-03`, label: 'Inventur' }]);
    // The list is fetched again (its tag), in the order of the first days.
    await waitFor(() => expect(within(table()).getAllByRole('rowheader')).toHaveLength(2));
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([`30.06.${NEXT}`, `24.12.${NEXT}`]);
    expect(rowOf(`30.06.${NEXT}`).getByText(`03.07.${NEXT}`)).toBeInTheDocument();
    expect(rowOf(`30.06.${NEXT}`).getByText('Inventur')).toBeInTheDocument();
    expect(closureForm().getByLabelText('Erster Tag')).toHaveValue('');
    expect(closureForm().getByLabelText('Letzter Tag')).toHaveValue('');
    expect(closureForm().getByLabelText('Bezeichnung')).toHaveValue('');
  });

  it('offers the last day only from the first day to a year later', async () => {
    const { user } = await openPage();
    await user.type(closureForm().getByLabelText('Erster Tag'), `${NEXT}-12-24`);
    expect(closureForm().getByLabelText('Letzter Tag')).toHaveAttribute('min', `${NEXT}-12-24`);
    expect(closureForm().getByLabelText('Letzter Tag')).toHaveAttribute('max', `${AFTER}-12-23`);
  });

  it('refuses a last day before the first, and sends nothing', async () => {
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${NEXT}-12-23`, 'Betriebsferien');
    await submit(user);

    expect(await closureForm().findByText('Der letzte Tag darf nicht vor dem ersten liegen.')).toBeInTheDocument();
    expect(closureForm().getByLabelText('Letzter Tag')).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn('/admin/closures')).toEqual([]);
  });

  it('refuses a label of 81 characters, and sends nothing', async () => {
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${AFTER}-01-01`, 'ä'.repeat(81));
    await submit(user);

    expect(
      await closureForm().findByText(
        'Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.',
      ),
    ).toBeInTheDocument();
    expect(closureForm().getByLabelText('Bezeichnung')).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn('/admin/closures')).toEqual([]);
  });

  it('names the missing days and label, and sends nothing', async () => {
    const { user } = await openPage();
    await submit(user);
    expect(await closureForm().findAllByText('Bitte geben Sie die Tage als JJJJ-MM-TT an.')).toHaveLength(2);
    expect(
      closureForm().getByText('Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.'),
    ).toBeInTheDocument();
    expect(receivedOn('/admin/closures')).toEqual([]);
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const { user } = await openPage();
    // Days that have passed: the browser leaves that to the server, which goes by its own day.
    await fillIn(user, `${LAST}-08-01`, `${LAST}-08-14`, 'Sommerpause');
    await submit(user);

    expect(await closureForm().findByRole('alert')).toHaveTextContent(closureMessages.past);
    expect(toastRegion().queryAllByRole('status')).toHaveLength(0);
    expect(closureForm().getByLabelText('Erster Tag')).toHaveValue(`${LAST}-08-01`);
    expect(closureForm().getByLabelText('Letzter Tag')).toHaveValue(`${LAST}-08-14`);
    expect(closureForm().getByLabelText('Bezeichnung')).toHaveValue('Sommerpause');
    expect(closureDb.closures).toEqual([]);
    expect(screen.getByText('Keine Schließtage geplant.')).toBeInTheDocument();

    // Corrected, it goes through and the refusal goes away.
    await user.clear(closureForm().getByLabelText('Erster Tag'));
    await user.type(closureForm().getByLabelText('Erster Tag'), `${NEXT}-08-01`);
    await user.clear(closureForm().getByLabelText('Letzter Tag'));
    await user.type(closureForm().getByLabelText('Letzter Tag'), `${NEXT}-08-14`);
    await submit(user);
    expect(await toastRegion().findByText('Schließtage gespeichert.')).toBeInTheDocument();
    expect(closureForm().queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: `01.08.${NEXT}` })).toBeInTheDocument();
  });

  it('shows the loader and disables the button while saving', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/admin/closures', async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({ message: closureMessages.tooLong }, { status: 400 });
      }),
    );
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${AFTER}-01-01`, 'Betriebsferien');
    await submit(user);

    const button = closureForm().getByRole('button', { name: 'Schließtage speichern' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await closureForm().findByRole('alert')).toHaveTextContent(closureMessages.tooLong);
    expect(button).toBeEnabled();
  });
});

/** A paid order still to ship, promised to ship by `shipBy`. */
function promisedOrder(shipBy: string, extra: Partial<TestOrder> = {}): TestOrder {
  return seedOrder({ payementStatus: 'Paid', paymentTime: `${NEXT}-01-02T10:05:00Z`, shipBy, ...extra });
}

const ASKED = 'Bereits zugesagte Bestellungen betroffen';

describe("admin 'Schließtage': orders already promised", () => {
  it("names the orders whose promised day the days would move, and saves only after 'Trotzdem speichern'", async () => {
    const roma = promisedOrder(`${NEXT}-12-28`, { shipping: { companyName: 'Pizzeria Roma' } });
    const guest = promisedOrder(`${NEXT}-12-24`);
    promisedOrder(`${NEXT}-11-30`, { shipping: { companyName: 'Vorher GmbH' } });
    promisedOrder(`${NEXT}-12-28`, { orderStatus: 'Shipped', shipping: { companyName: 'Versendet GmbH' } });
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${AFTER}-01-01`, 'Betriebsferien');
    await submit(user);

    const dialog = await screen.findByRole('alertdialog', { name: ASKED });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Nr. ${guest.orderId} – – – Versand bis ${formatWeekdayDay(`${NEXT}-12-24`)}`,
      `Nr. ${roma.orderId} – Pizzeria Roma – Versand bis ${formatWeekdayDay(`${NEXT}-12-28`)}`,
    ]);
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(
        'Ihre zugesagten Versandtermine bleiben gespeichert. Bitte prüfen Sie, ob Sie diese Bestellungen vor der Schließzeit versenden oder die Kunden informieren.',
      ),
    );
    expect(receivedOn('/admin/closures/affected')).toEqual([{ from: `${NEXT}-12-24`, to: `${AFTER}-01-01` }]);
    expect(receivedOn('/admin/closures')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Trotzdem speichern' }));
    expect(await toastRegion().findByText('Schließtage gespeichert.')).toBeInTheDocument();
    expect(receivedOn('/admin/closures')).toEqual([
      { from: `${NEXT}-12-24`, to: `${AFTER}-01-01`, label: 'Betriebsferien' },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: `24.12.${NEXT}` })).toBeInTheDocument();
    expect(closureForm().getByLabelText('Bezeichnung')).toHaveValue('');
  });

  it('saves at once when no order already promised is touched', async () => {
    promisedOrder(`${NEXT}-11-30`, { shipping: { companyName: 'Vorher GmbH' } });
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${AFTER}-01-01`, 'Betriebsferien');
    await submit(user);

    expect(await toastRegion().findByText('Schließtage gespeichert.')).toBeInTheDocument();
    expect(receivedOn('/admin/closures/affected')).toHaveLength(1);
    expect(receivedOn('/admin/closures')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("saves nothing after 'Abbrechen' and keeps what was typed", async () => {
    promisedOrder(`${NEXT}-12-28`, { shipping: { companyName: 'Pizzeria Roma' } });
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${AFTER}-01-01`, 'Betriebsferien');
    await submit(user);

    const dialog = await screen.findByRole('alertdialog', { name: ASKED });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/admin/closures')).toEqual([]);
    expect(closureDb.closures).toEqual([]);
    expect(closureForm().getByLabelText('Erster Tag')).toHaveValue(`${NEXT}-12-24`);
    expect(closureForm().getByLabelText('Letzter Tag')).toHaveValue(`${AFTER}-01-01`);
    expect(closureForm().getByLabelText('Bezeichnung')).toHaveValue('Betriebsferien');
    const button = closureForm().getByRole('button', { name: 'Schließtage speichern' });
    // Formik clears its 'submitting' after the submit handler has returned, in a render of its own: waited for.
    await waitFor(() => expect(button).toBeEnabled());

    // Asked again on the next try, and saved after all.
    await user.click(button);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: ASKED })).getByRole('button', {
        name: 'Trotzdem speichern',
      }),
    );
    expect(await toastRegion().findByText('Schließtage gespeichert.')).toBeInTheDocument();
    expect(receivedOn('/admin/closures/affected')).toHaveLength(2);
    expect(receivedOn('/admin/closures')).toHaveLength(1);
  });

  it('shows the loader and disables the button while asking', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/admin/closures/affected', async () => {
        await answered;
        return HttpResponse.json({ orders: [] });
      }),
    );
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${AFTER}-01-01`, 'Betriebsferien');
    await submit(user);

    const button = closureForm().getByRole('button', { name: 'Schließtage speichern' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(receivedOn('/admin/closures')).toEqual([]);
    answer();
    expect(await toastRegion().findByText('Schließtage gespeichert.')).toBeInTheDocument();
    // The toast is drawn at once; Formik clears its 'submitting' after the handler has returned: waited for.
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says so when the orders cannot be asked for, saves nothing and keeps what was typed', async () => {
    server.use(
      http.get('/api/admin/closures/affected', () =>
        HttpResponse.json({ code: 'internal', message: 'Interner Fehler' }, { status: 500 }),
      ),
    );
    const { user } = await openPage();
    await fillIn(user, `${NEXT}-12-24`, `${AFTER}-01-01`, 'Betriebsferien');
    await submit(user);

    expect(
      await toastRegion().findByText(
        'Die betroffenen Bestellungen konnten nicht geprüft werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/admin/closures')).toEqual([]);
    expect(closureForm().getByLabelText('Erster Tag')).toHaveValue(`${NEXT}-12-24`);
    expect(closureForm().getByLabelText('Letzter Tag')).toHaveValue(`${AFTER}-01-01`);
    expect(closureForm().getByLabelText('Bezeichnung')).toHaveValue('Betriebsferien');
    // The toast is drawn at once; Formik clears its 'submitting' after the handler has returned: waited for.
    await waitFor(() => expect(closureForm().getByRole('button', { name: 'Schließtage speichern' })).toBeEnabled());
  });
});

describe("admin 'Schließtage': the form rules at their limits", () => {
  const valid: ClosureFormValues = { from: '2026-12-24', to: '2027-01-01', label: 'Betriebsferien' };
  const labelMessage = 'Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.';

  it.each([
    [{}, {}],
    [{ to: '2026-12-24' }, {}],
    [{ to: '2026-12-23' }, { to: 'Der letzte Tag darf nicht vor dem ersten liegen.' }],
    // A year: up to the day before the same date a year later, as the server counts it.
    [{ from: '2026-01-01', to: '2026-12-31' }, {}],
    [{ from: '2026-01-01', to: '2027-01-01' }, { to: 'Eine Schließzeit darf höchstens ein Jahr lang sein.' }],
    [{ from: '2028-02-29', to: '2029-02-27' }, {}],
    [{ from: '2028-02-29', to: '2029-02-28' }, { to: 'Eine Schließzeit darf höchstens ein Jahr lang sein.' }],
    [{ from: '' }, { from: 'Bitte geben Sie die Tage als JJJJ-MM-TT an.' }],
    [{ from: undefined }, { from: 'Bitte geben Sie die Tage als JJJJ-MM-TT an.' }],
    [{ to: '2027-02-30' }, { to: 'Bitte geben Sie die Tage als JJJJ-MM-TT an.' }],
    // Without a first day, only the last day's own form is checked.
    [{ from: '', to: '2020-01-01' }, { from: 'Bitte geben Sie die Tage als JJJJ-MM-TT an.' }],
    [{ label: 'ä'.repeat(80) }, {}],
    [{ label: '😀'.repeat(80) }, {}],
    [{ label: ` ${'ä'.repeat(80)}\n` }, {}],
    [{ label: 'ä'.repeat(81) }, { label: labelMessage }],
    [{ label: undefined }, { label: labelMessage }],
    [{ label: '   ' }, { label: labelMessage }],
    [{ label: 'Betriebs\u0000ferien' }, { label: labelMessage }],
    [{ label: 'Betriebs\tferien' }, { label: labelMessage }],
    [{ label: 'Betriebs\u007fferien' }, { label: labelMessage }],
  ] as [Partial<ClosureFormValues>, Record<string, string>][])('%j -> %j', async (change, errors) => {
    expect(await formErrors(createClosureSchema(), { ...valid, ...change })).toEqual(errors);
  });

  it('sends the label trimmed as the server keeps it', () => {
    expect(closureBody({ from: '2026-12-24', to: '2027-01-01', label: '\u00a0Betriebsferien \n' })).toEqual({
      from: '2026-12-24',
      to: '2027-01-01',
      label: 'Betriebsferien',
    });
  });

  it('knows the last day a closure may have', () => {
    expect(lastClosureDay('2026-12-24')).toBe('2027-12-23');
    expect(lastClosureDay('2028-02-29')).toBe('2029-02-27');
    expect(lastClosureDay('2026-03-01')).toBe('2027-02-28');
    expect(lastClosureDay('')).toBeNull();
  });
});

describe("admin 'Schließtage': removing", () => {
  it('asks first and does nothing when cancelled', async () => {
    seedClosure({ from: `${NEXT}-12-24`, to: `${AFTER}-01-01`, label: 'Betriebsferien' });
    const { user } = await openPage();
    await user.click(rowOf(`24.12.${NEXT}`).getByRole('button', { name: /entfernen$/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Schließtage entfernen?' });
    expect(dialog).toHaveAccessibleDescription(
      '„Betriebsferien vom 24.12. bis 01.01.“ wird entfernt. Die Lieferversprechen im Shop überspringen diese Tage danach nicht mehr.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/admin/closures/1')).toEqual([]);
    expect(closureDb.closures).toHaveLength(1);
  });

  it('removes after the confirmation and says so', async () => {
    seedClosure({ from: `${NEXT}-12-24`, to: `${AFTER}-01-01`, label: 'Betriebsferien' });
    seedClosure({ from: `${NEXT}-06-30`, to: `${NEXT}-06-30`, label: 'Inventur' });
    const { user } = await openPage();
    await user.click(rowOf(`24.12.${NEXT}`).getByRole('button', { name: /entfernen$/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Schließtage entfernen?' })).getByRole('button', {
        name: 'Entfernen',
      }),
    );

    expect(await toastRegion().findByText('Schließtage entfernt.')).toBeInTheDocument();
    expect(receivedOn('/admin/closures/1')).toEqual([null]);
    await waitFor(() =>
      expect(within(table()).queryByRole('rowheader', { name: `24.12.${NEXT}` })).not.toBeInTheDocument(),
    );
    expect(rowOf(`30.06.${NEXT}`).getByText('Inventur')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closureDb.closures.map((closure) => closure.label)).toEqual(['Inventur']);
  });

  it("shows the server's refusal when it was removed meanwhile, and the list as it is now", async () => {
    seedClosure({ from: `${NEXT}-12-24`, to: `${AFTER}-01-01`, label: 'Betriebsferien' });
    const { user } = await openPage();
    await user.click(rowOf(`24.12.${NEXT}`).getByRole('button', { name: /entfernen$/ }));
    // Removed in another tab while the question is open.
    resetClosureDb();
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));

    expect(await toastRegion().findByText(closureMessages.notFound)).toBeInTheDocument();
    expect(await screen.findByText('Keine Schließtage geplant.')).toBeInTheDocument();
  });
});
