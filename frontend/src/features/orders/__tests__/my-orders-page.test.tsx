import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { SIGN_IN_REDIRECT_MS } from '@/features/auth/components/sign-in-page';
import type { Product } from '@/features/catalog/types';
import {
  db,
  markOrderPaid,
  receivedOn,
  seedOrder,
  testPasswords,
  testProof,
  testProofVersion,
  testUsers,
  type TestOrderLine,
} from '@/testing/data';
import { heldResponse } from '@/testing/held-response';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

const customerId = testUsers.customer.userId;

function line(overrides: Partial<TestOrderLine>): TestOrderLine {
  return {
    orderLineId: 1,
    productId: 2,
    productType: 'PrimeProd',
    name: 'PrimeCard Starter',
    UnitPrice: 7490,
    qte: 2,
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    orderType: 'Normal',
    remarks: '',
    musterNumber: '',
    template: 'burger',
    address: 'Hauptstraße 5',
    phone: '+49 2161 123456',
    url: 'https://pizzeria.example',
    cardLogo: '/uploads/logo.png',
    ...overrides,
  };
}

function paidOrder(userId: number, orderDate: string, lines?: TestOrderLine[]) {
  const order = seedOrder({ userId, order_date: orderDate, lines });
  markOrderPaid(order.orderId, { paymentTime: orderDate, shippingDate: '2026-03-06' });
  return order;
}

function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

// A test that moves the clock leaves it real again, even when it fails or times out half-way.
afterEach(() => {
  vi.useRealTimers();
});

describe('/my-orders', () => {
  it('asks a visitor to sign in first and remembers /my-orders', async () => {
    renderApp('/my-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeInTheDocument();
    expect(screen.getByText('Ups! Du musst dich zuerst anmelden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/sign-in');
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBe('/my-orders');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('brings the customer back to the list after signing in', async () => {
    paidOrder(customerId, '2026-03-04T10:00:00Z');
    const { user, router } = renderApp('/my-orders');
    await user.click(await screen.findByRole('link', { name: 'Zur Anmeldung' }));
    await user.type(await screen.findByLabelText('E-Mail'), testUsers.customer.email);
    await user.type(screen.getByLabelText('Passwort'), testPasswords.customer);
    // The redirect's timer starts with the answer: a fake clock from here on, following real time, which
    // the test moves on by the redirect's delay instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));

    // The sign-in page moves on SIGN_IN_REDIRECT_MS after its message.
    await screen.findByText(serverMessages.signInSucceeded);
    act(() => {
      vi.advanceTimersByTime(SIGN_IN_REDIRECT_MS);
    });
    expect(router.state.location.pathname).toBe('/my-orders');
    expect(await screen.findByRole('table', { name: 'Bestellliste' })).toBeInTheDocument();
  });

  it("lists the customer's paid orders, newest first, dated in German time, with their German status", async () => {
    const older = paidOrder(customerId, '2026-03-04T10:00:00Z');
    // 23:30 UTC is already the next day in Germany.
    const newer = paidOrder(customerId, '2026-03-04T23:30:00Z', [line({ UnitPrice: 4490, qte: 1 })]);
    seedOrder({ userId: customerId, order_date: '2026-03-05T08:00:00Z' }); // unpaid: not listed
    paidOrder(testUsers.admin.userId, '2026-03-05T09:00:00Z'); // someone else's
    const orders = heldResponse();
    server.use(
      http.get('/api/orderLine/get-orderBy-user', async () => {
        await orders.held;
        return undefined;
      }),
    );
    renderApp('/my-orders', { user: testUsers.customer });

    expect(await screen.findByText('Bestellungen werden geladen …')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    orders.release();
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(screen.getByRole('heading', { level: 2, name: 'Bestellliste' })).toBeInTheDocument();
    expect(rowTexts(table)).toEqual([
      ['Bestell-Nr', 'Datum', 'Status', 'Gesamt', 'Details', 'Rechnung', 'Nachbestellen'],
      [
        String(newer.orderId),
        '05.03.2026',
        // Paid designs wait for the customer's approval of their proofs.
        'In BearbeitungWartet auf Ihre Freigabe',
        '53,43 €',
        'Details',
        'Rechnung (PDF)',
        'Erneut bestellen',
      ],
      [
        String(older.orderId),
        '04.03.2026',
        'In BearbeitungWartet auf Ihre Freigabe',
        '130,66 €',
        'Details',
        'Rechnung (PDF)',
        'Erneut bestellen',
      ],
    ]);
    expect(within(table).getByRole('button', { name: `Details zur Bestellung ${newer.orderId}` })).toBeInTheDocument();
  });

  it("offers every order's invoice as a PDF download, named after its order", async () => {
    const older = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const newer = paidOrder(customerId, '2026-03-05T10:00:00Z');
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });

    const links = within(table).getAllByRole('link', { name: /^Rechnung \(PDF\)/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      `Rechnung (PDF) zu Bestellung ${newer.orderId}`,
      `Rechnung (PDF) zu Bestellung ${older.orderId}`,
    ]);
    for (const order of [older, newer]) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${order.orderId} `) });
      const link = within(row).getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${order.orderId}` });
      expect(link).toHaveTextContent(/^Rechnung \(PDF\)$/);
      expect(link).toHaveAttribute('href', `/api/orders/${order.orderId}/invoice.pdf`);
      expect(link).toHaveAttribute('download');
    }
  });

  it('marks a cancelled order whose payment was refunded, and offers its credit note beside the invoice', async () => {
    const kept = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const refunded = paidOrder(customerId, '2026-03-05T10:00:00Z');
    Object.assign(refunded, { orderStatus: 'Cancelled', refundedAt: '2026-03-07T09:30:00Z' });
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });

    expect(rowTexts(table)).toEqual([
      ['Bestell-Nr', 'Datum', 'Status', 'Gesamt', 'Details', 'Rechnung', 'Nachbestellen'],
      [
        String(refunded.orderId),
        '05.03.2026',
        'Storniert und erstattetErstattet am 07.03.2026',
        '130,66 €',
        'Details',
        'Rechnung (PDF)Gutschrift (PDF)',
        'Erneut bestellen',
      ],
      [
        String(kept.orderId),
        '04.03.2026',
        'In BearbeitungWartet auf Ihre Freigabe',
        '130,66 €',
        'Details',
        'Rechnung (PDF)',
        'Erneut bestellen',
      ],
    ]);

    const row = within(table).getByRole('row', { name: new RegExp(`^${refunded.orderId} `) });
    const credit = within(row).getByRole('link', { name: `Gutschrift (PDF) zu Bestellung ${refunded.orderId}` });
    expect(credit).toHaveTextContent(/^Gutschrift \(PDF\)$/);
    expect(credit).toHaveAttribute('href', `/api/orders/${refunded.orderId}/credit-note.pdf`);
    expect(credit).toHaveAttribute('download');
    expect(within(row).getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${refunded.orderId}` })).toHaveAttribute(
      'href',
      `/api/orders/${refunded.orderId}/invoice.pdf`,
    );
    expect(within(row).getByText('Erstattet am 07.03.2026')).toHaveAttribute('datetime', '2026-03-07T09:30:00Z');

    expect(within(table).getAllByRole('link', { name: /^Gutschrift/ })).toHaveLength(1);
  });

  it('offers no credit note for a cancelled order that was not refunded', async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z');
    order.orderStatus = 'Cancelled';
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(within(table).getByText('Storniert')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Gutschrift/ })).not.toBeInTheDocument();
    expect(within(table).queryByText('Storniert und erstattet')).not.toBeInTheDocument();
  });

  it("shows an order's details: article, unit price, quantity and subtotal", async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [
      line({ orderLineId: 11 }),
      line({
        orderLineId: 12,
        productId: 5,
        productType: 'MBNprod',
        name: 'Magnete mit Musternummer – 100 Stück',
        UnitPrice: 4490,
        qte: 3,
        musterNumber: 'MN-1002',
      }),
    ]);
    const { user } = renderApp('/my-orders', { user: testUsers.customer });
    const details = await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);

    expect(await screen.findByRole('heading', { level: 2, name: 'Bestelldetails' })).toHaveFocus();
    expect(screen.getByText(`Bestellung Nr. ${order.orderId} vom 04.03.2026`)).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: 'Bestelldetails' });
    expect(rowTexts(table)).toEqual([
      ['Artikel', 'Einzelpreis', 'Menge', 'Zwischensumme'],
      ['PrimeCard StarterMagnete einzeln in LDPE Tütchen verpackt', '74,90 €', '2', '149,80 €'],
      [
        'Magnete mit Musternummer – 100 StückMagnete einzeln in LDPE Tütchen verpacktMusternummer: MN-1002',
        '44,90 €',
        '3',
        '134,70 €',
      ],
      ['Summe (netto)', '284,50 €'],
      ['Gesamt inkl. 19 % MwSt', '338,56 €'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Details schließen' }));
    expect(screen.queryByRole('heading', { name: 'Bestelldetails' })).not.toBeInTheDocument();
    expect(details).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the discount of an order placed with an Aktionscode, in the list and as its own line of the details', async () => {
    // 2 x 74,90 € = 149,80 €; 10 % = 14,98 €; 19 % of 134,82 € = 25,6158 € -> 25,62 €; total 160,44 €.
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [line({})]);
    Object.assign(order, { discountCents: 1498, voucherCode: 'SOMMER10', totalAmount: 16044 });
    const { user } = renderApp('/my-orders', { user: testUsers.customer });

    const list = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(rowTexts(list)[1][3]).toBe('160,44 €Rabatt (Aktionscode SOMMER10) \u221214,98 €');

    await user.click(screen.getByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
    const table = await screen.findByRole('table', { name: 'Bestelldetails' });
    expect(rowTexts(table).slice(-3)).toEqual([
      ['Summe (netto)', '149,80 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u221214,98 €'],
      ['Gesamt inkl. 19 % MwSt', '160,44 €'],
    ]);
  });

  it("shows 'Express-Produktion' as its own line of the details, in the net, and when it was refunded", async () => {
    // 149,80 € + 29,90 € = 179,70 € net; 10 % of the products = 14,98 €; 19 % of 164,72 € = 31,2968 € -> 31,30 €.
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [line({})]);
    Object.assign(order, {
      expressSurcharge: 2990,
      expressRefundedAt: '2026-03-09T23:30:00Z',
      discountCents: 1498,
      voucherCode: 'SOMMER10',
      totalAmount: 19602,
    });
    const { user } = renderApp('/my-orders', { user: testUsers.customer });

    await user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
    const table = await screen.findByRole('table', { name: 'Bestelldetails' });
    // The refund's day in Germany: 00:30 on 10 March.
    expect(rowTexts(table).slice(1)).toEqual([
      ['PrimeCard StarterMagnete einzeln in LDPE Tütchen verpackt', '74,90 €', '2', '149,80 €'],
      ['Express-ProduktionExpress-Zuschlag erstattet am 10.03.2026', '29,90 €', '1', '29,90 €'],
      ['Summe (netto)', '179,70 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u221214,98 €'],
      ['Gesamt inkl. 19 % MwSt', '196,02 €'],
    ]);
  });

  it('shows the express line without a refund while none was made', async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [line({})]);
    Object.assign(order, { expressSurcharge: 2990 });
    const { user } = renderApp('/my-orders', { user: testUsers.customer });

    await user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
    const table = await screen.findByRole('table', { name: 'Bestelldetails' });
    expect(rowTexts(table)[2]).toEqual(['Express-Produktion', '29,90 €', '1', '29,90 €']);
    expect(within(table).queryByText(/erstattet/)).not.toBeInTheDocument();
  });

  it('names the 0 % of a tax-free intra-community supply instead of 19 % MwSt', async () => {
    // 2 x 74,90 € = 149,80 € net, no VAT.
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [line({})]);
    Object.assign(order, { taxCategory: 'K', totalAmount: 14980 });
    const { user } = renderApp('/my-orders', { user: testUsers.customer });

    await user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
    const table = await screen.findByRole('table', { name: 'Bestelldetails' });
    expect(rowTexts(table).slice(-3)).toEqual([
      ['Summe (netto)', '149,80 €'],
      ['Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung', '0,00 €'],
      ['Gesamt', '149,80 €'],
    ]);
    expect(within(table).queryByText(/19 %/)).not.toBeInTheDocument();
  });

  it('shows no discount line for an order without a code', async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const { user } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
    await screen.findByRole('table', { name: 'Bestelldetails' });
    expect(screen.queryByText(/Aktionscode/)).not.toBeInTheDocument();
  });

  it('switches the details to another order', async () => {
    const first = paidOrder(customerId, '2026-03-04T10:00:00Z', [line({ name: 'PrimeCard Starter' })]);
    const second = paidOrder(customerId, '2026-03-05T10:00:00Z', [
      line({ name: 'PrimeCard Business', UnitPrice: 10490 }),
    ]);
    const { user } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${first.orderId}` }));
    expect(await screen.findByRole('rowheader', { name: /PrimeCard Starter/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Details zur Bestellung ${second.orderId}` }));
    expect(await screen.findByRole('rowheader', { name: /PrimeCard Business/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /PrimeCard Starter/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Bestelldetails' })).toHaveLength(1);
  });

  it('says when there are no orders yet, with a link to the shop', async () => {
    renderApp('/my-orders', { user: testUsers.customer });
    expect(await screen.findByText('Sie haben noch keine Bestellungen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt einkaufen!' })).toHaveAttribute('href', '/prime-shop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let failing = true;
    server.use(
      http.get('/api/orderLine/get-orderBy-user', () =>
        failing ? HttpResponse.json({ message: serverMessages.ordersForeignUser }, { status: 403 }) : undefined,
      ),
    );
    paidOrder(customerId, '2026-03-04T10:00:00Z');
    const { user } = renderApp('/my-orders', { user: testUsers.customer });
    expect(await screen.findByText('Die Bestellungen konnten nicht geladen werden.')).toBeInTheDocument();
    expect(toasts().getByText(serverMessages.ordersForeignUser)).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('table', { name: 'Bestellliste' })).toBeInTheDocument();
  });

  it('says so when the details cannot be loaded', async () => {
    server.use(
      http.get('/api/orderLine/get-user-orderLines', () =>
        HttpResponse.json({ message: serverMessages.orderLinesOrderNotFound }, { status: 404 }),
      ),
    );
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const { user } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
    expect(await screen.findByText('Die Bestelldetails konnten nicht geladen werden.')).toBeInTheDocument();
  });
});

describe('/my-orders: what happens next', () => {
  it("marks orders that wait for the customer's approval, with the way to the approval page", async () => {
    const waiting = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const approved = paidOrder(customerId, '2026-03-05T10:00:00Z');
    approved.lines[0].proof = testProof([testProofVersion(1, { approvedAt: '2026-03-05T11:00:00Z' })]);
    approved.orderStatus = 'Approved';
    const { user } = renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });

    const waitingRow = within(table).getByRole('row', { name: new RegExp(`^${waiting.orderId} `) });
    const link = within(waitingRow).getByRole('link', { name: /^Wartet auf Ihre Freigabe/ });
    expect(link).toHaveTextContent(/^Wartet auf Ihre Freigabe$/);
    expect(link).toHaveAttribute('href', `/proof-approval?orderId=${waiting.orderId}`);
    const approvedRow = within(table).getByRole('row', { name: new RegExp(`^${approved.orderId} `) });
    expect(within(approvedRow).queryByText('Wartet auf Ihre Freigabe')).not.toBeInTheDocument();

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Druckfreigabe' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Druckabzug: PrimeCard Starter' })).toBeInTheDocument();
    expect(receivedOn('/proof-approval')).toEqual([{ orderId: waiting.orderId }]);
  });

  it('lists an order whose payment is still being processed, without an invoice yet', async () => {
    const paid = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const processing = seedOrder({ userId: customerId, order_date: '2026-03-05T10:00:00Z' });
    processing.payementStatus = 'Processing';
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });

    const row = within(table).getByRole('row', { name: new RegExp(`^${processing.orderId} `) });
    expect(within(row).getByText('Zahlung in Bearbeitung')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^Rechnung/ })).not.toBeInTheDocument();
    expect(within(row).queryByText('Wartet auf Ihre Freigabe')).not.toBeInTheDocument();
    const paidRow = within(table).getByRole('row', { name: new RegExp(`^${paid.orderId} `) });
    expect(within(paidRow).queryByText('Zahlung in Bearbeitung')).not.toBeInTheDocument();
    expect(
      within(paidRow).getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${paid.orderId}` }),
    ).toBeInTheDocument();
  });

  it("shows a card line's own design as its thumbnail in the details", async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [
      line({ orderLineId: 11 }),
      line({
        orderLineId: 12,
        productId: 5,
        productType: 'MBNprod',
        name: 'Magnete mit Musternummer – 100 Stück',
        template: '',
        cardLogo: '',
        musterNumber: 'MN-1002',
      }),
    ]);
    const { user } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
    const table = await screen.findByRole('table', { name: 'Bestelldetails' });
    expect(within(table).getByRole('img', { name: 'Ihr Design: PrimeCard Starter' }).tagName).toBe('CANVAS');
    expect(within(table).getAllByRole('img')).toHaveLength(1);
  });
});

describe('/my-orders: orders on invoice', () => {
  /** An order on invoice of the customer, placed on `orderDate`. */
  function invoiceOrder(orderDate: string, invoice: { invoiceDueOn: string; paidOn?: string | null }) {
    return seedOrder({
      userId: customerId,
      order_date: orderDate,
      payementStatus: 'Invoiced',
      paymentMethod: 'invoice',
      ...invoice,
    });
  }

  beforeEach(() => {
    // Today is fixed: 23:30 UTC on 20 December is already the 21st in Germany.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-20T23:30:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says under the status whether each is open, overdue or paid, by the day it is in Germany', async () => {
    const dueToday = invoiceOrder('2026-12-07T10:00:00Z', { invoiceDueOn: '2026-12-21' });
    // Still open by the UTC day (the 20th), overdue by the German one.
    const dueYesterday = invoiceOrder('2026-12-06T10:00:00Z', { invoiceDueOn: '2026-12-20' });
    const paid = invoiceOrder('2026-12-05T10:00:00Z', { invoiceDueOn: '2026-12-19', paidOn: '2026-12-18' });
    const byCard = paidOrder(customerId, '2026-12-04T10:00:00Z');
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });

    const statusOf = (orderId: number) => {
      const row = within(table).getByRole('row', { name: new RegExp(`^${orderId} `) });
      return row.querySelectorAll('td')[1].textContent;
    };
    expect(statusOf(dueToday.orderId)).toBe('In BearbeitungOffen – fällig am 21.12.2026');
    expect(statusOf(dueYesterday.orderId)).toBe('In BearbeitungÜberfällig seit 21.12.2026');
    expect(statusOf(paid.orderId)).toBe('In BearbeitungBezahlt am 18.12.2026');
    expect(statusOf(byCard.orderId)).toBe('In BearbeitungWartet auf Ihre Freigabe');
    expect(within(table).queryByText(/Zahlung: /)).not.toBeInTheDocument();
  });

  it('turns overdue the day after the due date, not on it', async () => {
    const order = invoiceOrder('2026-12-07T10:00:00Z', { invoiceDueOn: '2026-12-21' });
    vi.setSystemTime(new Date('2026-12-21T23:30:00Z'));
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    const row = within(table).getByRole('row', { name: new RegExp(`^${order.orderId} `) });
    expect(within(row).getByText('Überfällig seit 22.12.2026')).toBeInTheDocument();
    expect(within(row).queryByText(/^Offen/)).not.toBeInTheDocument();
  });

  it('offers the invoice of an order on invoice from the start', async () => {
    const order = invoiceOrder('2026-12-07T10:00:00Z', { invoiceDueOn: '2026-12-21' });
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    const row = within(table).getByRole('row', { name: new RegExp(`^${order.orderId} `) });
    const link = within(row).getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${order.orderId}` });
    expect(link).toHaveAttribute('href', `/api/orders/${order.orderId}/invoice.pdf`);
    expect(link).toHaveAttribute('download');
  });
});

describe("/my-orders: 'Erneut bestellen'", () => {
  const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
  const NOT_PACKED = 'Magnete nicht einzeln verpackt';
  const CLOUDINARY_LOGO = 'https://res.cloudinary.com/primecards/image/upload/v1/logos/pizzeria.png';
  const ADDED = 'Die Artikel wurden in den Warenkorb gelegt.';
  const FAILED =
    'Die Bestellung konnte nicht erneut in den Warenkorb gelegt werden. Bitte versuchen Sie es später erneut.';

  function catalogueProduct(productId: number): Product {
    const found = db.products.find((product) => product.productId === productId);
    if (!found) throw new Error(`no product ${productId}`);
    return found;
  }

  function reorderButton(orderId: number) {
    return screen.findByRole('button', { name: `Erneut bestellen: Bestellung ${orderId}` });
  }

  /** The toasts as kind and text, oldest first. */
  function shownToasts() {
    return toasts()
      .queryAllByRole('status')
      .map((toast) => [toast.getAttribute('data-kind'), toast.textContent]);
  }

  const magnetLine = (overrides: Partial<TestOrderLine> = {}) =>
    line({
      productId: 5,
      productType: 'MBNprod',
      name: 'Magnete mit Musternummer – 100 Stück',
      UnitPrice: 3990,
      qte: 3,
      processingType: NOT_PACKED,
      musterNumber: 'MN-1002',
      template: '',
      address: '',
      phone: '',
      url: '',
      cardLogo: '',
      ...overrides,
    });

  it("puts the order's lines into the cart at today's prices, keeping the hosted logos", async () => {
    // Since the order, prices went up and one card was renamed.
    Object.assign(catalogueProduct(2), { price: 5290, relativePrice: 600 });
    Object.assign(catalogueProduct(3), { name: 'PrimeCard Business 2026', price: 9490 });
    Object.assign(catalogueProduct(5), { price: 4190 });
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [
      line({ orderLineId: 11, UnitPrice: 5490, qte: 2 }),
      line({
        orderLineId: 12,
        productId: 3,
        name: 'PrimeCard Business',
        UnitPrice: 8990,
        qte: 1,
        processingType: NOT_PACKED,
        remarks: 'Logo bitte größer',
        cardLogo: CLOUDINARY_LOGO,
      }),
      magnetLine({ orderLineId: 13 }),
    ]);
    const { user, store } = renderApp('/my-orders', { user: testUsers.customer });

    const button = await reorderButton(order.orderId);
    expect(button).toHaveTextContent(/^Erneut bestellen$/);
    await user.click(button);

    expect(await toasts().findByText(ADDED)).toBeInTheDocument();
    expect(shownToasts()).toEqual([['success', ADDED]]);
    const design = {
      remarks: '',
      musterNum: '',
      templateCat: 'burger',
      address: 'Hauptstraße 5',
      phone: '+49 2161 123456',
      url: 'https://pizzeria.example',
      // Lines without a short link printed the URL itself, and do so again.
      qrMode: 'direct',
    };
    expect(store.getState().cart.items).toEqual([
      {
        ...design,
        id: 2,
        name: 'PrimeCard Starter',
        price: 5890,
        quantity: 2,
        productType: 'PrimeProd',
        image: '/demo/products/product-2.svg',
        processingType: PACKED,
        logo: '/uploads/logo.png',
      },
      {
        ...design,
        id: 3,
        name: 'PrimeCard Business 2026',
        price: 9490,
        quantity: 1,
        productType: 'PrimeProd',
        image: '/demo/products/product-3.svg',
        processingType: NOT_PACKED,
        remarks: 'Logo bitte größer',
        logo: CLOUDINARY_LOGO,
      },
      {
        id: 5,
        name: 'Magnete mit Musternummer – 100 Stück',
        price: 4190,
        quantity: 3,
        productType: 'MBNprod',
        image: '/demo/products/product-5.svg',
        processingType: NOT_PACKED,
        remarks: '',
        musterNum: 'MN-1002',
        templateCat: '',
        address: '',
        phone: '',
        url: '',
        logo: '',
      },
    ]);
    // The toast is drawn at once; the button leaves its busy state after the lines are in, in a render of its own.
    await waitFor(() => expect(button).toBeEnabled());

    // The cart shows the lines, each hosted logo by its URL.
    await user.click(screen.getByRole('button', { name: 'Warenkorb (3)' }));
    const cart = await screen.findByRole('table', { name: 'Produkte im Warenkorb' });
    const starter = within(within(cart).getByText('PrimeCard Starter', { selector: 'p' }).closest('tr')!);
    expect(starter.getByRole('spinbutton', { name: 'Menge: PrimeCard Starter' })).toHaveValue(2);
    expect(starter.getAllByText(/^58,90 €/)).not.toHaveLength(0);
    expect(starter.getByRole('img', { name: 'Logo für PrimeCard Starter' })).toHaveAttribute(
      'src',
      '/uploads/logo.png',
    );
    expect(within(cart).getByRole('img', { name: 'Logo für PrimeCard Business 2026' })).toHaveAttribute(
      'src',
      CLOUDINARY_LOGO,
    );
    expect(within(cart).queryByText(/Logo nicht mehr verfügbar/)).not.toBeInTheDocument();
  });

  it('prints the short link of a line again: the cart names it and the order sends it', async () => {
    const SHORT_LINK = 'https://shop.example/q/ABCDEFGH23';
    const real = window.location;
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ origin: real.origin, href: real.href, assign } as never);
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [
      line({ orderLineId: 11, qrLink: SHORT_LINK, qrTarget: 'https://pizzeria.example/karte', qrScans: 12 }),
      line({ orderLineId: 12, productId: 3, name: 'PrimeCard Business' }),
      magnetLine({ orderLineId: 13 }),
    ]);
    const { user, store } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await reorderButton(order.orderId));

    expect(await toasts().findByText(ADDED)).toBeInTheDocument();
    expect(store.getState().cart.items.map((item) => [item.id, item.qrMode, item.qrLink])).toEqual([
      [2, 'short', SHORT_LINK],
      [3, 'direct', undefined],
      [5, undefined, undefined],
    ]);

    await user.click(screen.getByRole('button', { name: 'Warenkorb (3)' }));
    const cart = await screen.findByRole('table', { name: 'Produkte im Warenkorb' });
    const starter = within(within(cart).getByText('PrimeCard Starter', { selector: 'p' }).closest('tr')!);
    expect(starter.getByText(`QR-Code wie bisher: ${SHORT_LINK}`)).toBeInTheDocument();
    expect(within(cart).getAllByText(/^QR-Code wie bisher/)).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Zur Kasse gehen' }));
    const shipping = {
      Ansprechpartner: 'Luigi Rossi',
      Lieferadresse: 'Bismarckstraße 12',
      PLZ: '41061',
      Stadt: 'Mönchengladbach',
    };
    for (const [label, value] of Object.entries(shipping)) await user.type(await screen.findByLabelText(label), value);
    await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [placed] = receivedOn('/orderLine/create-order') as { orderLines: Record<string, unknown>[] }[];
    expect(placed.orderLines.map((sent) => [sent.productId, sent.qrMode, sent.qrLink])).toEqual([
      [2, 'short', SHORT_LINK],
      [3, 'direct', undefined],
      [5, undefined, undefined],
    ]);
    expect(placed.orderLines.map((sent) => Object.hasOwn(sent, 'qrLink'))).toEqual([true, false, false]);
  });

  it('raises the quantity of an identical line already in the cart', async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [magnetLine({ qte: 3 })]);
    const inCart = {
      id: 5,
      name: 'Magnete mit Musternummer – 100 Stück',
      price: 3990,
      quantity: 2,
      productType: 'MBNprod' as const,
      image: '/demo/products/product-5.svg',
      processingType: NOT_PACKED,
      remarks: '',
      musterNum: 'MN-1002',
      templateCat: '',
      address: '',
      phone: '',
      url: '',
      logo: '',
    };
    const { user, store } = renderApp('/my-orders', {
      user: testUsers.customer,
      preloadedState: { cart: { items: [inCart], itemCount: 1 } },
    });
    await user.click(await reorderButton(order.orderId));

    expect(await toasts().findByText(ADDED)).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([{ ...inCart, quantity: 5 }]);
  });

  it('shows a loader on the disabled button while working', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/orderLine/get-user-orderLines', async () => {
        await answered;
        return undefined;
      }),
    );
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const { user, store } = renderApp('/my-orders', { user: testUsers.customer });
    const button = await reorderButton(order.orderId);
    await user.click(button);

    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.spinner')).not.toBeNull();
    expect(store.getState().cart.items).toEqual([]);

    release();
    expect(await toasts().findByText(ADDED)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('skips an article that no longer exists and names it after adding the others', async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [
      line({ orderLineId: 11, productId: 99, name: 'PrimeCard Retro' }),
      line({ orderLineId: 12 }),
      line({ orderLineId: 13, productId: 98, name: 'Flaschenöffner Vintage', processingType: '' }),
    ]);
    const { user, store } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await reorderButton(order.orderId));

    const notice =
      'Nicht mehr erhältlich und daher nicht in den Warenkorb gelegt: PrimeCard Retro, Flaschenöffner Vintage.';
    expect(await toasts().findByText(notice)).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      ['success', ADDED],
      ['info', notice],
    ]);
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ id: 2, name: 'PrimeCard Starter', price: 5490, quantity: 2 }),
    ]);
  });

  it('only names the articles when none of them exists any more', async () => {
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [
      line({ orderLineId: 11, productId: 99, name: 'PrimeCard Retro' }),
    ]);
    const { user, store } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await reorderButton(order.orderId));

    const notice = 'Nicht mehr erhältlich und daher nicht in den Warenkorb gelegt: PrimeCard Retro.';
    expect(await toasts().findByText(notice)).toBeInTheDocument();
    expect(shownToasts()).toEqual([['info', notice]]);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('tells the failure and adds nothing when the lines cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/orderLine/get-user-orderLines', () =>
        HttpResponse.json({ message: serverMessages.orderLinesOrderNotFound }, { status: 404 }),
      ),
    );
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z');
    const { user, store } = renderApp('/my-orders', { user: testUsers.customer });
    const button = await reorderButton(order.orderId);
    await user.click(button);

    expect(await toasts().findByText(FAILED)).toBeInTheDocument();
    expect(toasts().queryByText(ADDED)).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('adds none of the lines when one product cannot be looked up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Answered after the other lookup: its line is ready, yet none may go in.
    const otherAnswered = heldResponse();
    const onAnswer = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/products/get-product-byId/2') otherAnswered.release();
    };
    server.events.on('response:mocked', onAnswer);
    server.use(
      http.get('/api/products/get-product-byId/:id', async ({ params }) => {
        if (params.id !== '3') return undefined;
        await otherAnswered.held;
        return HttpResponse.json({ message: serverMessages.serverError }, { status: 400 });
      }),
    );
    const order = paidOrder(customerId, '2026-03-04T10:00:00Z', [
      line({ orderLineId: 11 }),
      line({ orderLineId: 12, productId: 3, name: 'PrimeCard Business' }),
    ]);
    const { user, store } = renderApp('/my-orders', { user: testUsers.customer });
    await user.click(await reorderButton(order.orderId));

    expect(await toasts().findByText(FAILED)).toBeInTheDocument();
    expect(toasts().queryByText(ADDED)).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
    server.events.removeListener('response:mocked', onAnswer);
  });
});
