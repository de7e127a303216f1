/**
 * The order list's pager reads on by cursor: 'Nächste Seite' sends the
 * `nextCursor` of the page shown as `after` and keeps it in the address, so
 * reloading shows the same page; any other move goes by the page number alone.
 */
import { screen, waitFor, within } from '@testing-library/react';

import { seedPaidMarchOrder, testUsers, type TestOrder } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const admin = { user: testUsers.admin };

/** A paid order placed on `day` of March 2026 (order numbers follow the days). */
function paidOrder(day: number): TestOrder {
  return seedPaidMarchOrder(day, { shipBy: `2030-01-${String(day).padStart(2, '0')}` });
}

/** `count` orders, newest first #count … #1: three pages of 8 for 20. */
function seedOrders(count: number) {
  for (let day = 1; day <= count; day += 1) paidOrder(day);
}

type Answer = { url: URL; nextCursor: string | null | undefined };

/** Every order list request, in order, and the cursor each answer named. */
function watchList() {
  const requested: URL[] = [];
  const answers: Answer[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('get-valid-orders')) requested.push(new URL(request.url));
  });
  server.events.on('response:mocked', async ({ request, response }) => {
    if (!request.url.includes('get-valid-orders') || !response.ok) return;
    const body = (await response.clone().json()) as { nextCursor?: string | null };
    answers.push({ url: new URL(request.url), nextCursor: body.nextCursor });
  });
  return { requested, answers };
}

/** The last request's `page` and `after` (`null` when not sent). */
function lastSent(requested: readonly URL[]) {
  const params = requested.at(-1)?.searchParams;
  return { page: params?.get('page'), after: params?.get('after') ?? null };
}

function orderNumbers() {
  const table = screen.getByRole('table', { name: 'Bestellliste' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);
}

const numbers = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => `#${from - index}`);

function pager() {
  return screen.getByRole('navigation', { name: 'Seiten: Bestellungen' });
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe("the order list's pager", () => {
  it("goes to the next page after the previous answer's cursor and keeps it in the address", async () => {
    const { requested, answers } = watchList();
    seedOrders(20);
    const { user, router } = renderApp('/admin/dashboard/orders', admin);
    await screen.findByRole('table', { name: 'Bestellliste' });
    await waitFor(() => expect(answers).toHaveLength(1));
    const first = answers[0].nextCursor;
    expect(first).toEqual(expect.any(String));
    expect(lastSent(requested)).toEqual({ page: '1', after: null });

    await user.click(within(pager()).getByRole('button', { name: 'Nächste Seite' }));

    await waitFor(() => expect(lastSent(requested)).toEqual({ page: '2', after: first }));
    expect(new URLSearchParams(router.state.location.search).get('after')).toBe(first);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(12, 5)));
    await waitFor(() => expect(answers).toHaveLength(2));
    const second = answers[1].nextCursor;
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);

    await user.click(within(pager()).getByRole('button', { name: 'Nächste Seite' }));

    await waitFor(() => expect(lastSent(requested)).toEqual({ page: '3', after: second }));
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(4, 1)));
    expect(within(pager()).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await waitFor(() => expect(answers).toHaveLength(3));
    expect(answers[2].nextCursor).toBeNull();
  });

  it('goes to a page number, the next one included, and to the previous page without a cursor', async () => {
    const { requested } = watchList();
    seedOrders(20);
    const { user, router } = renderApp('/admin/dashboard/orders', admin);
    await screen.findByRole('table', { name: 'Bestellliste' });

    await user.click(within(pager()).getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(12, 5)));
    expect(lastSent(requested)).toEqual({ page: '2', after: null });

    await user.click(within(pager()).getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?page=3&after=./));
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(4, 1)));

    await user.click(within(pager()).getByRole('button', { name: 'Vorherige Seite' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(12, 5)));
    expect(lastSent(requested)).toEqual({ page: '2', after: null });

    await user.click(within(pager()).getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?page=3&after=./));
    await user.click(within(pager()).getByRole('button', { name: 'Seite 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(20, 13)));
    expect(lastSent(requested)).toEqual({ page: '1', after: null });
  });

  it('drops the cursor with a new sort, and reads on by the new sort', async () => {
    const { requested, answers } = watchList();
    seedOrders(20);
    const { user, router } = renderApp('/admin/dashboard/orders', admin);
    await screen.findByRole('table', { name: 'Bestellliste' });
    await user.click(within(pager()).getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?page=2&after=./));
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(12, 5)));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'shipBy');

    await waitFor(() => expect(router.state.location.search).toBe('?sort=shipBy'));
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('sort')).toBe('shipBy'));
    expect(lastSent(requested)).toEqual({ page: '1', after: null });
    await waitFor(() => expect(orderNumbers()).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8']));
    await waitFor(() => expect(answers.at(-1)?.url.searchParams.get('sort')).toBe('shipBy'));
    const shipByCursor = answers.at(-1)?.nextCursor;
    expect(shipByCursor).toEqual(expect.any(String));

    await user.click(within(pager()).getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastSent(requested)).toEqual({ page: '2', after: shipByCursor }));
    expect(requested.at(-1)?.searchParams.get('sort')).toBe('shipBy');
    await waitFor(() => expect(orderNumbers()).toEqual(['#9', '#10', '#11', '#12', '#13', '#14', '#15', '#16']));
  });

  it('sends the cursor of an address opened with one: reloading shows the same page, new orders or not', async () => {
    const { requested } = watchList();
    seedOrders(20);
    const { user, router, unmount } = renderApp('/admin/dashboard/orders', admin);
    await screen.findByRole('table', { name: 'Bestellliste' });
    await user.click(within(pager()).getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?page=2&after=./));
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(12, 5)));
    const { pathname, search } = router.state.location;
    const after = new URLSearchParams(search).get('after');
    unmount();
    // A new order meanwhile: page 2 by number would now start one row earlier (#13).
    paidOrder(21);
    requested.length = 0;

    renderApp(`${pathname}${search}`, admin);

    await screen.findByRole('table', { name: 'Bestellliste' });
    expect(requested[0].searchParams.get('page')).toBe('2');
    expect(requested[0].searchParams.get('after')).toBe(after);
    await waitFor(() => expect(orderNumbers()).toEqual(numbers(12, 5)));
    expect(within(pager()).getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  });
});
