/** Issue 23: the admin's production page (/admin/dashboard/production). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { dayInGermany, nextDay } from '@/lib/dates';
import { receivedOn, seedOrder, statusOf, testUsers, type TestOrder } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const admin = { user: testUsers.admin };
const PAGE = '/admin/dashboard/production';

function approvedOrder(day: number, extra: Partial<TestOrder> = {}): TestOrder {
  const order = seedOrder({
    order_date: `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
    payementStatus: 'Paid',
    paymentTime: `2026-03-${String(day).padStart(2, '0')}T10:05:00Z`,
    shippingDate: '2026-03-20',
    ...extra,
  });
  order.orderStatus = 'Approved';
  return order;
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('admin production page', () => {
  it('is in the admin menu and lists the approved orders, oldest first, with the proofs of all in one PDF', async () => {
    const later = approvedOrder(5);
    const earlier = approvedOrder(2);
    seedOrder({ payementStatus: 'Paid', paymentTime: '2026-03-03T10:05:00Z' }); // not approved: not listed
    const { user, router } = renderApp('/admin/dashboard/orders', admin);

    const menu = await screen.findByRole('navigation', { name: 'Admin-Navigation' });
    await user.click(within(menu).getByRole('link', { name: 'Produktion' }));
    expect(router.state.location.pathname).toBe(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Produktion' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Freigegebene Bestellungen' });
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `#${earlier.orderId}`,
      `#${later.orderId}`,
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bestell-Nr', 'Bezahlt am', 'Versand bis', 'Gesamt', 'Details']);
    const first = within(rows[0]);
    expect(first.getByText('02.03.2026, 11:05')).toHaveAttribute('datetime', earlier.paymentTime);
    expect(first.getByText('130,66 €')).toBeInTheDocument();
    expect(first.getByRole('link', { name: `Details zu Bestellung ${earlier.orderId}` })).toHaveAttribute(
      'href',
      `/admin/dashboard/orders/${earlier.orderId}`,
    );

    const proofs = screen.getByRole('link', { name: 'Druckabzüge aller freigegebenen Bestellungen (PDF)' });
    expect(proofs).toHaveAttribute('href', '/api/production/approved-proofs.pdf');
    expect(proofs).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'In Produktion geben' })).toBeEnabled();
  });

  it("shows each order's 'Versand bis' as the order list does, the earliest first as the server sends them", async () => {
    const today = dayInGermany();
    const tomorrow = nextDay(today) ?? '';
    const upcoming = approvedOrder(1, { shipBy: tomorrow });
    const none = approvedOrder(2);
    const late = approvedOrder(3, { shipBy: '2020-01-02' });
    const due = approvedOrder(4, { shipBy: today });
    renderApp(PAGE, admin);

    const table = await screen.findByRole('table', { name: 'Freigegebene Bestellungen' });
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      [late, due, upcoming, none].map((order) => `#${order.orderId}`),
    );
    // After 'Bezahlt am'.
    const [lateCell, dueCell, upcomingCell, noneCell] = rows.map((row) => within(row).getAllByRole('cell')[1]);
    expect(lateCell).toHaveTextContent(/^02\.01\.2020\s*Überfällig$/);
    expect(within(lateCell).getByText('02.01.2020').closest('time')).toHaveAttribute('dateTime', '2020-01-02');
    const [year, month, day] = today.split('-');
    expect(dueCell).toHaveTextContent(new RegExp(`^${day}\\.${month}\\.${year}\\s*Heute$`));
    const [nextYear, nextMonth, nextDate] = tomorrow.split('-');
    expect(upcomingCell).toHaveTextContent(new RegExp(`^${nextDate}\\.${nextMonth}\\.${nextYear}$`));
    expect(noneCell).toHaveTextContent(/^–$/);
  });

  it('says so when no order is approved, without the PDF or the button', async () => {
    seedOrder({ payementStatus: 'Paid', paymentTime: '2026-03-03T10:05:00Z' });
    renderApp(PAGE, admin);
    expect(await screen.findByText('Keine freigegebenen Bestellungen.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Druckabzüge aller/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In Produktion geben' })).not.toBeInTheDocument();
  });

  it('shows the loader while the list is on its way', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/production/approved-orders', async () => {
        await released;
        return undefined;
      }),
    );
    approvedOrder(2);
    renderApp(PAGE, admin);
    expect(
      await screen.findByRole('status', { name: 'Freigegebene Bestellungen werden geladen …' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table', { name: 'Freigegebene Bestellungen' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /werden geladen/ })).not.toBeInTheDocument();
  });

  it('puts the listed orders into production once confirmed and shows the message', async () => {
    const first = approvedOrder(2);
    const second = approvedOrder(4);
    const { user } = renderApp(PAGE, admin);
    await screen.findByRole('table', { name: 'Freigegebene Bestellungen' });

    await user.click(screen.getByRole('button', { name: 'In Produktion geben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestellungen in Produktion geben?' });
    expect(dialog).toHaveAccessibleDescription(
      'Die 2 freigegebenen Bestellungen gehen in Produktion. Danach können sie nicht mehr geändert oder storniert werden.',
    );
    expect(receivedOn('/production/start')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'In Produktion geben' }));

    expect(await toastRegion().findByText('2 Bestellungen sind in Produktion.')).toBeInTheDocument();
    expect(receivedOn('/production/start')).toEqual([{ orderIds: [first.orderId, second.orderId] }]);
    expect(statusOf(first)).toBe('InProduction');
    expect(statusOf(second)).toBe('InProduction');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Fetched again: nothing is approved any more.
    expect(await screen.findByText('Keine freigegebenen Bestellungen.')).toBeInTheDocument();
  });

  it('sends nothing when the question is cancelled', async () => {
    const order = approvedOrder(2);
    const { user } = renderApp(PAGE, admin);
    await user.click(await screen.findByRole('button', { name: 'In Produktion geben' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'Die freigegebene Bestellung geht in Produktion. Danach kann sie nicht mehr geändert oder storniert werden.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/production/start')).toEqual([]);
    expect(statusOf(order)).toBe('Approved');
  });

  it('asks first while the customer may still cancel, with the end of the window in German time', async () => {
    const order = approvedOrder(2);
    order.cancellableUntil = '2099-12-07T13:05:00Z';
    const { user } = renderApp(PAGE, admin);
    await user.click(await screen.findByRole('button', { name: 'In Produktion geben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestellungen in Produktion geben?' });
    expect(
      within(dialog).getByText('Stornierbar bis 07.12.2099, 14:05 Uhr – trotzdem in Produktion geben?'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/production/start')).toEqual([]);
    expect(statusOf(order)).toBe('Approved');

    await user.click(screen.getByRole('button', { name: 'In Produktion geben' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'In Produktion geben' }),
    );
    await waitFor(() => expect(receivedOn('/production/start')).toEqual([{ orderIds: [order.orderId] }]));
  });

  it('names, among several orders, only those whose window is still open', async () => {
    const open = approvedOrder(2);
    open.cancellableUntil = '2099-07-01T08:30:00Z';
    const closed = approvedOrder(3);
    closed.cancellableUntil = '2020-03-04T10:05:00Z';
    approvedOrder(4);
    const { user } = renderApp(PAGE, admin);
    await user.click(await screen.findByRole('button', { name: 'In Produktion geben' }));
    const dialog = await screen.findByRole('alertdialog');

    const list = within(dialog).getByRole('list', { name: 'Bestellungen, die der Kunde noch stornieren kann' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Bestellung #${open.orderId}: Stornierbar bis 01.07.2099, 10:30 Uhr – trotzdem in Produktion geben?`]);
  });

  it('does not mention a window that has closed', async () => {
    const order = approvedOrder(2);
    order.cancellableUntil = '2020-03-04T10:05:00Z';
    const { user } = renderApp(PAGE, admin);
    await user.click(await screen.findByRole('button', { name: 'In Produktion geben' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByText(/Stornierbar bis/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the start fails, and keeps the list", async () => {
    server.use(
      http.post('/api/production/start', () =>
        HttpResponse.json({ message: 'Die Produktion konnte nicht gestartet werden.' }, { status: 409 }),
      ),
    );
    approvedOrder(2);
    const { user } = renderApp(PAGE, admin);
    await user.click(await screen.findByRole('button', { name: 'In Produktion geben' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'In Produktion geben' }),
    );

    const toast = await toastRegion().findByText('Die Produktion konnte nicht gestartet werden.');
    expect(toast.closest('[role="status"]')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('table', { name: 'Freigegebene Bestellungen' })).toBeInTheDocument();
  });

  it("shows the German load error and the server's message, with a retry, when the list cannot be loaded", async () => {
    let fail = true;
    server.use(
      http.get('/api/production/approved-orders', () =>
        fail ? HttpResponse.json({ message: 'Ungültige Anfrage' }, { status: 400 }) : undefined,
      ),
    );
    approvedOrder(2);
    const { user } = renderApp(PAGE, admin);

    expect(await screen.findByText('Die Daten konnten nicht geladen werden')).toBeInTheDocument();
    expect(await toastRegion().findByText('Ungültige Anfrage')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Freigegebene Bestellungen' })).toBeInTheDocument());
  });
});
