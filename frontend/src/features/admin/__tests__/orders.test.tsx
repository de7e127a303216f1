import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  db,
  markOrderPaid,
  receivedOn,
  seedOrder,
  testUsers,
  type TestOrder,
  type TestOrderLine,
} from '@/testing/data';
import { orderCursor } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

const admin = { user: testUsers.admin };

function paidOrder(day: number, extra: Partial<TestOrder> = {}): TestOrder {
  return seedOrder({
    order_date: `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
    payementStatus: 'Paid',
    paymentTime: `2026-03-${String(day).padStart(2, '0')}T10:05:00Z`,
    shippingDate: '2026-03-20',
    ...extra,
  });
}

const SHIPPING = {
  responsableName: 'Maria Rossi',
  companyName: 'Pizzeria Roma',
  email: 'maria@roma.example',
  phone: '+49 2161 987654',
  shippingAddress: 'Bismarckstraße 12',
  zipCode: '41061',
  city: 'Mönchengladbach',
};

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('admin order list', () => {
  it('lists 8 orders per page, newest first, with type, payment, status, total and a detail link', async () => {
    const requested: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('get-valid-orders')) requested.push(new URL(request.url));
    });
    for (let day = 1; day <= 9; day += 1) paidOrder(day);
    seedOrder({ order_date: '2026-03-15T10:00:00Z' }); // unpaid shop order: not listed
    const custom = seedOrder({ order_date: '2026-03-14T09:00:00Z', orderType: 'Costume' });

    renderApp('/admin/dashboard/orders', admin);

    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(8);
    expect(requested[0].searchParams.get('limit')).toBe('8');
    expect(requested[0].searchParams.get('page')).toBe('1');

    const first = within(rows[0]);
    expect(first.getByRole('rowheader')).toHaveTextContent(`#${custom.orderId}`);
    expect(first.getByText('14.03.2026')).toBeInTheDocument();
    expect(first.getByText('Individuelle Bestellung')).toBeInTheDocument();
    expect(first.getByText('Offen')).toBeInTheDocument();
    expect(first.getByText('In Bearbeitung')).toBeInTheDocument();
    expect(first.getByText('130,66 €')).toBeInTheDocument();
    expect(first.getByRole('link', { name: `Details zu Bestellung ${custom.orderId}` })).toHaveAttribute(
      'href',
      `/admin/dashboard/orders/${custom.orderId}`,
    );

    const second = within(rows[1]);
    expect(second.getByRole('rowheader')).toHaveTextContent('#9');
    expect(second.getByText('Shop-Bestellung')).toBeInTheDocument();
    expect(second.getByText('Bezahlt')).toBeInTheDocument();
    expect(second.getByText('09.03.2026')).toBeInTheDocument();
  });

  it("shows each order's company, a dash when it has none", async () => {
    const roma = paidOrder(2);
    const guest = paidOrder(1);
    server.use(
      http.get('/api/orderLine/get-valid-orders', () =>
        HttpResponse.json({
          orders: [
            { ...roma, companyName: 'Pizzeria Roma' },
            { ...guest, companyName: null },
          ],
          totalPages: 1,
          currentPage: 1,
        }),
      ),
    );
    renderApp('/admin/dashboard/orders', admin);

    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bestell-Nr', 'Datum', 'Firma', 'Kunde / Typ', 'Zahlung', 'Status', 'Versand bis', 'Gesamt', 'Details']);
    const [first, second] = rowsOf(table);
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(/^Pizzeria Roma$/);
    expect(within(second).getAllByRole('cell')[1]).toHaveTextContent(/^—$/);
  });

  it('pages with the pagination and keeps the page in the address', async () => {
    for (let day = 1; day <= 10; day += 1) paidOrder(day);
    const { user, router } = renderApp('/admin/dashboard/orders', admin);
    await screen.findByRole('table', { name: 'Bestellliste' });
    const nav = screen.getByRole('navigation', { name: 'Seiten: Bestellungen' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Seite / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2']);

    await user.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));

    // 'Nächste Seite' reads on after the last row shown (#3), which the answer's cursor names.
    const after = encodeURIComponent(orderCursor('newest', 3));
    await waitFor(() => expect(router.state.location.search).toBe(`?page=2&after=${after}`));
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    await waitFor(() =>
      expect(rowsOf(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['#2', '#1']),
    );
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  });

  it('says so when there are no orders yet, and offers Create order', async () => {
    renderApp('/admin/dashboard/orders', admin);
    expect(await screen.findByText('Noch keine Bestellungen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create order' })).toHaveAttribute(
      'href',
      '/admin/dashboard/orders/add-order',
    );
    expect(screen.queryByRole('navigation', { name: /^Seiten/ })).not.toBeInTheDocument();
  });
});

describe('admin order detail', () => {
  function designedOrder(extra: Partial<TestOrder> = {}) {
    return paidOrder(3, {
      shipping: SHIPPING,
      lines: [
        {
          orderLineId: 301,
          productId: 2,
          productType: 'PrimeProd',
          name: 'PrimeCard Starter',
          UnitPrice: 7490,
          qte: 3,
          processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
          orderType: 'Normal',
          remarks: 'Logo bitte groß',
          musterNumber: '',
          template: 'burger',
          address: 'Hauptstraße 5, Mönchengladbach',
          phone: '+49 2161 123456',
          url: 'www.roma.example',
          cardLogo: '/uploads/logo-roma.png',
        },
        {
          orderLineId: 302,
          productId: 5,
          productType: 'MBNprod',
          name: 'Musternummer-Magnete 50 Stück',
          UnitPrice: 3990,
          qte: 1,
          processingType: 'Magnete nicht einzeln verpackt',
          orderType: 'Normal',
          remarks: '',
          musterNumber: 'MN-1001',
          template: '',
          address: '',
          phone: '',
          url: '',
          cardLogo: '',
        },
      ],
      ...extra,
    });
  }

  it('shows the order, the shipping data and every line with its design data', async () => {
    const order = designedOrder();
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);

    expect(await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Bestelldaten' });
    expect(within(facts).getByText('Bezahlt')).toBeInTheDocument();
    expect(within(facts).getByText('Shop-Bestellung')).toBeInTheDocument();
    expect(within(facts).getByText('Gast / ohne Kundenkonto')).toBeInTheDocument();
    expect(within(facts).getByText('20.03.2026')).toBeInTheDocument();
    // 3 x 74,90 + 39,90 = 264,60 net, 50,27 VAT
    expect(within(facts).getByText('264,60 €')).toBeInTheDocument();
    expect(within(facts).getByText('50,27 €')).toBeInTheDocument();
    expect(within(facts).getByText('314,87 €')).toBeInTheDocument();

    const shipping = screen.getByRole('region', { name: 'Versanddaten' });
    for (const value of [
      'Maria Rossi',
      'Pizzeria Roma',
      '+49 2161 987654',
      'Bismarckstraße 12',
      '41061',
      'Mönchengladbach',
    ]) {
      expect(within(shipping).getByText(value)).toBeInTheDocument();
    }
    expect(within(shipping).getByRole('link', { name: 'maria@roma.example' })).toHaveAttribute(
      'href',
      'mailto:maria@roma.example',
    );

    const card = screen.getByRole('listitem', { name: 'Position 1: PrimeCard Starter' });
    // The line's own data; the proof versions below repeat the design each version was made from.
    const lineFacts = within(card).getByText('Produkttyp').closest('dl');
    if (!(lineFacts instanceof HTMLElement)) throw new Error('the line lists its data');
    for (const value of [
      'Burger',
      'Hauptstraße 5, Mönchengladbach',
      '+49 2161 123456',
      'www.roma.example',
      'Magnete einzeln in LDPE Tütchen verpackt',
      'Logo bitte groß',
      '74,90 €',
    ]) {
      expect(within(lineFacts).getByText(value)).toBeInTheDocument();
    }
    expect(within(card).getByRole('img', { name: 'Logo der Position 1' })).toHaveAttribute(
      'src',
      '/uploads/logo-roma.png',
    );

    const magnets = screen.getByRole('listitem', { name: 'Position 2: Musternummer-Magnete 50 Stück' });
    expect(within(magnets).getByText('MN-1001')).toBeInTheDocument();
    expect(within(magnets).getByText('Magnete nicht einzeln verpackt')).toBeInTheDocument();
    expect(within(magnets).queryByRole('img')).not.toBeInTheDocument();
  });

  it("offers a paid order's invoice as a PDF download", async () => {
    const order = designedOrder();
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const link = await screen.findByRole('link', { name: `Rechnung (PDF) zu Bestellung ${order.orderId}` });
    expect(link).toHaveTextContent(/^Rechnung \(PDF\)$/);
    expect(link).toHaveAttribute('href', `/api/orders/${order.orderId}/invoice.pdf`);
    expect(link).toHaveAttribute('download');
  });

  it('offers no invoice for an unpaid order', async () => {
    const order = seedOrder({ orderType: 'Costume', shipping: SHIPPING });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    expect(await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bestelldaten' })).getByText('Offen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Rechnung/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Rechnung (PDF)')).not.toBeInTheDocument();
  });

  it('flags money that arrived after the cancellation so it is refunded, and only then', async () => {
    const late = designedOrder({ orderStatus: 'Cancelled', paidAfterCancellation: true });
    const { unmount } = renderApp(`/admin/dashboard/orders/${late.orderId}`, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zahlung nach Stornierung eingegangen – bitte erstatten');
    unmount();

    const normal = designedOrder();
    renderApp(`/admin/dashboard/orders/${normal.orderId}`, admin);
    await screen.findByRole('heading', { level: 2, name: `Bestellung #${normal.orderId}` });
    expect(screen.queryByText('Zahlung nach Stornierung eingegangen – bitte erstatten')).not.toBeInTheDocument();
  });

  it('flags a paid order whose invoice could not be issued, and only that one', async () => {
    const failed = paidOrder(3, { invoiceFailed: true });
    const { unmount } = renderApp(`/admin/dashboard/orders/${failed.orderId}`, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rechnung konnte nicht erstellt werden – bitte prüfen');
    // Highlighted as the page highlights an unreadable QR code.
    expect(alert).toHaveClass('notice', 'error');
    unmount();

    const issued = paidOrder(3);
    renderApp(`/admin/dashboard/orders/${issued.orderId}`, admin);
    await screen.findByRole('heading', { level: 2, name: `Bestellung #${issued.orderId}` });
    expect(screen.queryByText('Rechnung konnte nicht erstellt werden – bitte prüfen')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  const offeredStatuses = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);

  it('shows the current status and offers exactly the statuses the server allows next', async () => {
    const order = designedOrder();
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const select = await screen.findByRole('combobox', { name: 'Neuer Status' });
    expect(select).toHaveValue('Processing');
    expect(offeredStatuses(select)).toEqual([
      ['In Bearbeitung', true],
      ['In Produktion', false],
      ['Versendet', false],
      ['Zugestellt', false],
      ['Storniert', false],
    ]);
    expect(screen.getByRole('button', { name: 'Status aktualisieren' })).toBeDisabled();
  });

  it('offers a shipped order only Delivered and Cancelled', async () => {
    const order = designedOrder({ orderStatus: 'Shipped' });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const select = await screen.findByRole('combobox', { name: 'Neuer Status' });
    expect(offeredStatuses(select)).toEqual([
      ['Versendet', true],
      ['Zugestellt', false],
      ['Storniert', false],
    ]);
  });

  it('offers an unpaid order only Cancelled', async () => {
    const order = seedOrder({ orderType: 'Costume', shipping: SHIPPING });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const select = await screen.findByRole('combobox', { name: 'Neuer Status' });
    expect(offeredStatuses(select)).toEqual([
      ['In Bearbeitung', true],
      ['Storniert', false],
    ]);
  });

  it('shows a status that cannot change any more as text, without select or button', async () => {
    const order = designedOrder({ orderStatus: 'Delivered' });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await screen.findByRole('region', { name: 'Bestellstatus' });
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Zugestellt');
    expect(
      within(status).getByText('Der Status dieser Bestellung kann nicht mehr geändert werden.'),
    ).toBeInTheDocument();
    expect(within(status).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
  });

  it('updates the status, shows the toast and the status the server returned', async () => {
    const order = designedOrder();
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await screen.findByRole('region', { name: 'Bestellstatus' });
    expect(within(status).getByText('In Bearbeitung', { selector: 'span' })).toBeInTheDocument();

    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Shipped');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await screen.findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderStatus: 'Shipped', orderId: order.orderId } },
    ]);
    expect(db.orders[0].orderStatus).toBe('Shipped');
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Versendet');
    expect(within(status).getByRole('combobox', { name: 'Neuer Status' })).toHaveValue('Shipped');
  });

  it("shows the server's German message when the change is refused, and keeps the status", async () => {
    const order = designedOrder({ orderStatus: 'Shipped' });
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await screen.findByRole('region', { name: 'Bestellstatus' });
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Versendet');
    // Delivered meanwhile, in another tab.
    db.orders[0].orderStatus = 'Delivered';

    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Cancelled');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));
    // Cancelling a paid order refunds it: confirmed first.
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stornieren und erstatten' }),
    );

    const toast = await screen.findByText(serverMessages.statusFinal);
    expect(toast.closest('[role="status"]')).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByText('Bestellstatus erfolgreich aktualisiert!')).not.toBeInTheDocument();
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Versendet');
    expect(within(status).getByRole('combobox', { name: 'Neuer Status' })).toHaveValue('Shipped');
    expect(db.orders[0].orderStatus).toBe('Delivered');
  });

  it("shows the error card with 'Keine Bestellung gefunden' for a missing order, without a toast", async () => {
    renderApp('/admin/dashboard/orders/999', admin);
    expect(await screen.findByRole('heading', { name: 'Ressource nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Keine Bestellung gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurückgehen' })).toHaveAttribute('href', '/admin/dashboard/orders');
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('status')).toHaveLength(0);
  });

  it('shows the error card for an order id that cannot exist', async () => {
    renderApp('/admin/dashboard/orders/abc', admin);
    expect(await screen.findByText('Keine Bestellung gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurückgehen' })).toHaveAttribute('href', '/admin/dashboard/orders');
  });
});

describe('admin order detail: print proofs and QR checks', () => {
  const CARD_LINE: TestOrderLine = {
    orderLineId: 401,
    productId: 2,
    productType: 'PrimeProd',
    name: 'PrimeCard Starter',
    UnitPrice: 5490,
    qte: 2,
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    orderType: 'Normal',
    remarks: '',
    musterNumber: '',
    template: 'pizza',
    address: 'Hauptstraße 5, Mönchengladbach',
    phone: '+49 2161 123456',
    url: 'www.pizzeria-roma.de',
    cardLogo: '/uploads/logo-roma.png',
  };
  const SECOND_CARD: TestOrderLine = { ...CARD_LINE, orderLineId: 402, template: 'burger', url: 'http://roma.de' };
  const BOTTLE_OPENER: TestOrderLine = {
    ...CARD_LINE,
    orderLineId: 403,
    productId: 1,
    name: 'Flaschenöffner Classic',
    template: '',
    address: '',
    phone: '',
  };
  const SAMPLE_PACK: TestOrderLine = {
    ...CARD_LINE,
    orderLineId: 404,
    productId: 5,
    productType: 'MBNprod',
    name: 'Magnete mit Musternummer – 100 Stück',
    musterNumber: 'MN-1001',
    template: '',
    address: '',
    phone: '',
    url: '',
    cardLogo: '',
  };
  const CHECKED_AT = '2026-03-03T10:05:07Z';

  function qrCheck(line: TestOrderLine, readable: boolean, expected: string) {
    return { orderLineId: line.orderLineId, readable, expected, checkedAt: CHECKED_AT };
  }

  async function openLines(order: TestOrder) {
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
    const line = (position: number, name: string) =>
      screen.getByRole('listitem', { name: `Position ${position}: ${name}` });
    return line;
  }

  it('links the print proof of every card and bottle-opener line, not of sample packs, and all in one', async () => {
    const order = paidOrder(3, { lines: [CARD_LINE, BOTTLE_OPENER, SAMPLE_PACK, SECOND_CARD] });
    const line = await openLines(order);

    for (const [position, cardLine] of [
      [1, CARD_LINE],
      [2, BOTTLE_OPENER],
      [4, SECOND_CARD],
    ] as const) {
      const link = within(line(position, cardLine.name)).getByRole('link', {
        name: `Druckabzug (PDF) zu Position ${cardLine.orderLineId}`,
      });
      expect(link).toHaveTextContent(/^Druckabzug \(PDF\)$/);
      expect(link).toHaveAttribute('href', `/api/order-lines/${cardLine.orderLineId}/proof.pdf`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
    expect(within(line(3, SAMPLE_PACK.name)).queryByText(/Druckabzug/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Druckabzug/ })).toHaveLength(3);
    const all = screen.getByRole('link', { name: `Alle Druckabzüge (PDF) der Bestellung ${order.orderId}` });
    expect(all).toHaveTextContent(/^Alle Druckabzüge \(PDF\)$/);
    expect(all).toHaveAttribute('href', `/api/orders/${order.orderId}/proofs.pdf`);
  });

  it('offers no proofs for an order of sample packs only', async () => {
    const order = paidOrder(3, { lines: [SAMPLE_PACK] });
    await openLines(order);

    expect(screen.queryByRole('link', { name: /Druckabz/ })).not.toBeInTheDocument();
  });

  it("says 'QR-Code geprüft' on a card line whose code read back, calmly", async () => {
    const order = paidOrder(3, {
      lines: [CARD_LINE, SAMPLE_PACK],
      qrChecks: [qrCheck(CARD_LINE, true, 'https://www.pizzeria-roma.de')],
    });
    const line = await openLines(order);

    const card = line(1, CARD_LINE.name);
    expect(within(card).getByText('QR-Code geprüft')).toBeInTheDocument();
    expect(within(card).queryByText(/nicht lesbar/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(line(2, SAMPLE_PACK.name)).queryByText(/QR-Code/)).not.toBeInTheDocument();
  });

  it('raises an alert with the expected text on the card line whose code is unreadable, and only there', async () => {
    const order = paidOrder(3, {
      lines: [CARD_LINE, SECOND_CARD],
      qrChecks: [
        qrCheck(CARD_LINE, true, 'https://www.pizzeria-roma.de'),
        qrCheck(SECOND_CARD, false, 'http://roma.de'),
      ],
    });
    const line = await openLines(order);

    const alert = screen.getByRole('alert');
    expect(line(2, SECOND_CARD.name)).toContainElement(alert);
    expect(alert).toHaveTextContent('QR-Code nicht lesbar – bitte prüfen');
    // Highlighted as the page highlights money paid after a cancellation.
    expect(alert).toHaveClass('notice', 'error');
    expect(within(alert).getByText('Erwartet: http://roma.de')).toBeInTheDocument();
    expect(within(line(2, SECOND_CARD.name)).queryByText('QR-Code geprüft')).not.toBeInTheDocument();

    const first = line(1, CARD_LINE.name);
    expect(within(first).getByText('QR-Code geprüft')).toBeInTheDocument();
    expect(within(first).queryByText(/nicht lesbar|Erwartet/)).not.toBeInTheDocument();
  });

  it('says nothing about the QR code of a card line without a check', async () => {
    // Paid before the checks existed: the server has none.
    const order = paidOrder(3, { lines: [CARD_LINE] });
    const line = await openLines(order);

    const card = line(1, CARD_LINE.name);
    expect(within(card).getByRole('link', { name: /^Druckabzug \(PDF\)/ })).toBeInTheDocument();
    expect(within(card).queryByText(/QR-Code (geprüft|nicht lesbar)/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Erwartet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the check the fake makes when the order is paid', async () => {
    const order = seedOrder({ lines: [CARD_LINE, SAMPLE_PACK], shipping: SHIPPING });
    markOrderPaid(order.orderId, { paymentTime: CHECKED_AT, shippingDate: '2026-03-05' });
    const line = await openLines(order);
    expect(within(line(1, CARD_LINE.name)).getByText('QR-Code geprüft')).toBeInTheDocument();
  });
});

describe('admin order detail: invoice data, refunds and credit notes', () => {
  const REFUND_FAILED =
    'Die Erstattung ist fehlgeschlagen, die Bestellung bleibt bezahlt und wurde nicht storniert. Stripe lehnt die Erstattung ab (400): charge_already_refunded';
  const CONFIRM_TEXT =
    'Die Zahlung von 130,66 € wird dem Kunden erstattet und eine Gutschrift ausgestellt. Bestellung wirklich stornieren?';

  /** The value beside `label` in a list of facts. */
  function fact(region: HTMLElement, label: string) {
    return within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
  }

  function toastRegion() {
    return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
  }

  async function chooseCancelled(user: ReturnType<typeof renderApp>['user']) {
    const status = await screen.findByRole('region', { name: 'Bestellstatus' });
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Cancelled');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));
    return status;
  }

  it("shows the buyer's USt-IdNr. and order reference with the shipping data", async () => {
    const order = paidOrder(3, { shipping: { ...SHIPPING, vatId: 'DE312456789', orderReference: 'PO-4711' } });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const shipping = await screen.findByRole('region', { name: 'Versanddaten' });
    expect(fact(shipping, 'USt-IdNr.')).toHaveTextContent(/^DE312456789$/);
    expect(fact(shipping, 'Bestellreferenz')).toHaveTextContent(/^PO-4711$/);
    expect(fact(shipping, 'Stadt')).toHaveTextContent('Mönchengladbach');
  });

  it('shows no USt-IdNr. or order reference row when the buyer gave none', async () => {
    const order = paidOrder(3, { shipping: SHIPPING });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const shipping = await screen.findByRole('region', { name: 'Versanddaten' });
    expect(within(shipping).getByText('Maria Rossi')).toBeInTheDocument();
    expect(within(shipping).queryByText('USt-IdNr.')).not.toBeInTheDocument();
    expect(within(shipping).queryByText('Bestellreferenz')).not.toBeInTheDocument();
  });

  it('shows one only when the other is missing', async () => {
    const order = paidOrder(3, { shipping: { ...SHIPPING, orderReference: 'Filiale Nord' } });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const shipping = await screen.findByRole('region', { name: 'Versanddaten' });
    expect(fact(shipping, 'Bestellreferenz')).toHaveTextContent('Filiale Nord');
    expect(within(shipping).queryByText('USt-IdNr.')).not.toBeInTheDocument();
  });

  it('tells when a refunded order was refunded and offers its credit note beside the invoice', async () => {
    const order = paidOrder(3, { orderStatus: 'Cancelled', refundedAt: '2026-03-05T12:00:00Z' });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);

    expect(await screen.findByText('Zahlung erstattet am 05.03.2026')).toBeInTheDocument();
    const credit = screen.getByRole('link', { name: `Gutschrift (PDF) zu Bestellung ${order.orderId}` });
    expect(credit).toHaveTextContent(/^Gutschrift \(PDF\)$/);
    expect(credit).toHaveAttribute('href', `/api/orders/${order.orderId}/credit-note.pdf`);
    expect(credit).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${order.orderId}` })).toHaveAttribute(
      'href',
      `/api/orders/${order.orderId}/invoice.pdf`,
    );
    expect(within(screen.getByRole('region', { name: 'Bestelldaten' })).getByText('Bezahlt')).toBeInTheDocument();
  });

  it('offers no credit note and no refund notice for an order that was not refunded', async () => {
    const order = paidOrder(3, { orderStatus: 'Cancelled', paidAfterCancellation: true });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    expect(
      await screen.findByRole('link', { name: `Rechnung (PDF) zu Bestellung ${order.orderId}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Gutschrift/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Zahlung erstattet am/)).not.toBeInTheDocument();
  });

  it('asks before cancelling a paid order: Abbrechen sends nothing', async () => {
    const order = paidOrder(3);
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await chooseCancelled(user);

    const dialog = await screen.findByRole('alertdialog', { name: 'Bestellung stornieren und erstatten?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(CONFIRM_TEXT);
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Stornieren und erstatten' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([]);
    expect(db.orders[0].orderStatus ?? 'Processing').toBe('Processing');
    expect(db.orders[0].refundedAt ?? null).toBeNull();
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: In Bearbeitung');
    expect(screen.queryByRole('link', { name: /Gutschrift/ })).not.toBeInTheDocument();
  });

  it('cancels and refunds once confirmed, then offers the credit note', async () => {
    const order = paidOrder(3);
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await chooseCancelled(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(receivedOn('/orderLine/update-order-status')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Stornieren und erstatten' }));

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderStatus: 'Cancelled', orderId: order.orderId } },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Storniert');
    const credit = await screen.findByRole('link', { name: `Gutschrift (PDF) zu Bestellung ${order.orderId}` });
    expect(credit).toHaveAttribute('href', `/api/orders/${order.orderId}/credit-note.pdf`);
    expect(credit).toHaveAttribute('download');
    expect(screen.getByText(/^Zahlung erstattet am \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
    expect(db.orders[0].refundedAt).toEqual(expect.any(String));
  });

  it('shows the loader and keeps every button disabled while the refund is under way', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the request, then lets the fake API answer it.
    server.use(
      http.post('/api/orderLine/update-order-status', async () => {
        await released;
        return undefined;
      }),
    );
    const order = paidOrder(3);
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await chooseCancelled(user);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Stornieren und erstatten' });
    await user.click(confirm);

    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm.querySelector('.spinner')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    const submit = within(status).getByRole('button', { name: 'Status aktualisieren', hidden: true });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when the refund fails, asks once and keeps the order paid and not cancelled", async () => {
    let calls = 0;
    server.use(
      http.post('/api/orderLine/update-order-status', () => {
        calls += 1;
        return HttpResponse.json({ message: REFUND_FAILED }, { status: 502 });
      }),
    );
    const order = paidOrder(3);
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await chooseCancelled(user);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stornieren und erstatten' }),
    );

    const toast = await toastRegion().findByText(REFUND_FAILED);
    expect(toast.closest('[role="status"]')).toHaveAttribute('data-kind', 'error');
    // A mutation is never retried: one refund request, answered once.
    expect(calls).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Bestellstatus erfolgreich aktualisiert!')).not.toBeInTheDocument();
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: In Bearbeitung');
    expect(within(status).getByRole('combobox', { name: 'Neuer Status' })).toHaveValue('Processing');
    expect(within(screen.getByRole('region', { name: 'Bestelldaten' })).getByText('Bezahlt')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Gutschrift/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Zahlung erstattet am/)).not.toBeInTheDocument();
  });

  it('cancels an unpaid order without asking: there is nothing to refund', async () => {
    const order = seedOrder({ orderType: 'Costume', shipping: SHIPPING });
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await chooseCancelled(user);

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderStatus: 'Cancelled', orderId: order.orderId } },
    ]);
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Storniert');
    expect(db.orders[0].refundedAt).toBeUndefined();
    expect(screen.queryByRole('link', { name: /Gutschrift/ })).not.toBeInTheDocument();
  });

  it('does not ask for a change that refunds nothing, like shipping a paid order', async () => {
    const order = paidOrder(3);
    const { user } = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
    const status = await screen.findByRole('region', { name: 'Bestellstatus' });
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Shipped');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.orders[0].refundedAt).toBeUndefined();
  });
});
