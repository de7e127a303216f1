/**
 * 'Versand bis' in the admin order list: each order's promised shipping day
 * while it is still to ship, marked 'Überfällig' or 'Heute'; the sort by it
 * (`?sort=shipBy`); and the 'Termintreue (90 Tage)' above the list.
 */
import { screen, waitFor, within } from '@testing-library/react';

import { dayInGermany, nextDay } from '@/lib/dates';
import { seedPaidMarchOrder, testUsers } from '@/testing/data';
import { orderCursor } from '@/testing/handlers';
import { answerOnTime } from '@/testing/on-time-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const admin = { user: testUsers.admin };

/** A paid order placed on `day` of March 2026. */
const paidOrder = seedPaidMarchOrder;

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

/** The 'Versand bis' cell of a row (after date, company, type, payment and status). */
function shipByCell(row: HTMLElement) {
  return within(row).getAllByRole('cell')[5];
}

function orderNumbers(table: HTMLElement) {
  return rowsOf(table).map((row) => within(row).getByRole('rowheader').textContent);
}

function listRequests(): URL[] {
  const requested: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('get-valid-orders')) requested.push(new URL(request.url));
  });
  return requested;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe("the order list's 'Versand bis'", () => {
  it('shows the promised day as a German date, marks late and today, and a dash without one', async () => {
    const today = dayInGermany();
    const tomorrow = nextDay(today) ?? '';
    const shipped = paidOrder(1, { shipBy: '2026-03-10', orderStatus: 'Shipped' });
    const none = paidOrder(2);
    const upcoming = paidOrder(3, { shipBy: tomorrow });
    const due = paidOrder(4, { shipBy: today });
    const late = paidOrder(5, { shipBy: '2020-01-02' });

    renderApp('/admin/dashboard/orders', admin);
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(within(table).getByRole('columnheader', { name: 'Versand bis' })).toBeInTheDocument();
    const rows = rowsOf(table);
    expect(orderNumbers(table)).toEqual([late, due, upcoming, none, shipped].map((order) => `#${order.orderId}`));

    const [lateCell, dueCell, upcomingCell, noneCell, shippedCell] = rows.map(shipByCell);
    expect(lateCell).toHaveTextContent(/^02\.01\.2020\s*Überfällig$/);
    expect(within(lateCell).getByText('02.01.2020').closest('time')).toHaveAttribute('dateTime', '2020-01-02');
    const [year, month, day] = today.split('-');
    expect(dueCell).toHaveTextContent(new RegExp(`^${day}\\.${month}\\.${year}\\s*Heute$`));
    const [nextYear, nextMonth, nextDate] = tomorrow.split('-');
    expect(upcomingCell).toHaveTextContent(new RegExp(`^${nextDate}\\.${nextMonth}\\.${nextYear}$`));
    expect(noneCell).toHaveTextContent(/^–$/);
    // Shipped: no day to keep any more.
    expect(shippedCell).toHaveTextContent(/^–$/);
    expect(within(table).getAllByText('Überfällig')).toHaveLength(1);
    expect(within(table).getAllByText('Heute')).toHaveLength(1);
  });
});

describe('the sort of the order list', () => {
  it('asks newest first, then by Versand bis from page 1, and keeps the sort in the address', async () => {
    const requested = listRequests();
    // 10 orders: two pages; the oldest ones are due first.
    for (let day = 1; day <= 10; day += 1) paidOrder(day, { shipBy: `2030-01-${String(day).padStart(2, '0')}` });
    const { user, router } = renderApp('/admin/dashboard/orders?page=2', admin);

    const sort = await screen.findByRole('combobox', { name: 'Sortierung' });
    expect(sort).toHaveValue('newest');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Neueste zuerst', 'Nach Versand bis']);
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    await waitFor(() => expect(orderNumbers(table)).toEqual(['#2', '#1']));
    expect(requested.at(-1)?.searchParams.get('sort')).toBe('newest');
    expect(requested.at(-1)?.searchParams.get('page')).toBe('2');

    await user.selectOptions(sort, 'shipBy');

    await waitFor(() => expect(router.state.location.search).toBe('?sort=shipBy'));
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('sort')).toBe('shipBy'));
    expect(requested.at(-1)?.searchParams.get('page')).toBe('1');
    const sorted = await screen.findByRole('table', { name: 'Bestellliste' });
    await waitFor(() => expect(orderNumbers(sorted)).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8']));
    expect(screen.getByRole('combobox', { name: 'Sortierung' })).toHaveValue('shipBy');

    // Paging keeps the sort; newest first again drops it from the address.
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    const after = encodeURIComponent(orderCursor('shipBy', 8));
    await waitFor(() => expect(router.state.location.search).toBe(`?sort=shipBy&page=2&after=${after}`));
    await waitFor(() =>
      expect(orderNumbers(screen.getByRole('table', { name: 'Bestellliste' }))).toEqual(['#9', '#10']),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('sort')).toBe('newest'));
    expect(requested.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('sorts by Versand bis when the address says so, those still to ship first', async () => {
    const requested = listRequests();
    const shipped = paidOrder(3, { shipBy: '2020-01-01', orderStatus: 'Shipped' });
    const later = paidOrder(1, { shipBy: '2030-02-01' });
    const none = paidOrder(4);
    const sooner = paidOrder(2, { shipBy: '2030-01-15' });
    renderApp('/admin/dashboard/orders?sort=shipBy', admin);

    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(screen.getByRole('combobox', { name: 'Sortierung' })).toHaveValue('shipBy');
    expect(requested[0].searchParams.get('sort')).toBe('shipBy');
    expect(orderNumbers(table)).toEqual([sooner, later, none, shipped].map((order) => `#${order.orderId}`));
  });
});

describe("the orders page's Termintreue", () => {
  it('shows the percent and how many shipped', async () => {
    server.use(answerOnTime({ percent: 93, shipped: 41 }));
    renderApp('/admin/dashboard/orders', admin);
    expect(await screen.findByText('Termintreue (90 Tage): 93 % (41 Sendungen)')).toBeInTheDocument();
  });

  it('says so when nothing shipped yet', async () => {
    server.use(answerOnTime({ percent: null, shipped: 0 }));
    renderApp('/admin/dashboard/orders', admin);
    expect(await screen.findByText('Termintreue (90 Tage): noch keine Sendungen')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it("counts the fake server's shipments of the last 90 days against their promised day", async () => {
    const shippedOn = (day: string) => [{ step: 'shipped', at: `${day}T09:00:00Z` }];
    const today = dayInGermany();
    paidOrder(1, { orderStatus: 'Shipped', shipBy: today, timeline: shippedOn(today) });
    paidOrder(2, { orderStatus: 'Shipped', shipBy: '2020-01-01', timeline: shippedOn(today) });
    paidOrder(3, { orderStatus: 'Shipped', shipBy: nextDay(today), timeline: shippedOn(today) });
    // Shipped long ago: not counted.
    paidOrder(4, { orderStatus: 'Shipped', shipBy: '2020-01-01', timeline: shippedOn('2020-01-05') });
    renderApp('/admin/dashboard/orders', admin);
    expect(await screen.findByText('Termintreue (90 Tage): 66 % (3 Sendungen)')).toBeInTheDocument();
  });
});
