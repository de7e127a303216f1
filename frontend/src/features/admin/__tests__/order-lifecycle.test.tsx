/**
 * Issue 23 on the admin's order pages: German status labels, the statuses the
 * server allows (InProduction included), carrier and tracking number with
 * Shipped, the server's 409, the timeline, the proof versions with their
 * hashes and approvals, the approval on the customer's behalf and the refund
 * of money paid after a cancellation.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { PROOF_RENDERING_POLL_MS } from '@/lib/print-proof';
import {
  db,
  fakeSha256,
  receivedOn,
  seedOrder,
  statusOf,
  testProof,
  testProofVersion,
  testUsers,
  type TestOrder,
  type TestOrderLine,
} from '@/testing/data';
import { orderDetailsDto } from '@/testing/handlers';
import { lifecycleMessages } from '@/testing/lifecycle-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const admin = { user: testUsers.admin };

const CARD_LINE: TestOrderLine = {
  orderLineId: 501,
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

const SAMPLE_PACK: TestOrderLine = {
  ...CARD_LINE,
  orderLineId: 502,
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

function paidOrder(extra: Partial<TestOrder> = {}): TestOrder {
  return seedOrder({
    order_date: '2026-03-01T10:00:00Z',
    payementStatus: 'Paid',
    paymentTime: '2026-03-01T10:05:00Z',
    shippingDate: '2026-03-20',
    lines: [{ ...CARD_LINE }, { ...SAMPLE_PACK }],
    ...extra,
  });
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function openOrder(order: TestOrder) {
  const view = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
  await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
  return view;
}

function statusRegion() {
  return screen.getByRole('region', { name: 'Bestellstatus' });
}

function offered(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);
}

afterEach(() => {
  server.events.removeAllListeners();
  // A test that moves the clock leaves it real again, even when it fails or times out half-way.
  vi.useRealTimers();
});

describe('German status labels', () => {
  it('shows order and payment statuses in German in the order list', async () => {
    const production = paidOrder({ order_date: '2026-03-02T10:00:00Z' });
    production.orderStatus = 'InProduction';
    const approved = paidOrder({ order_date: '2026-03-03T10:00:00Z' });
    approved.orderStatus = 'Approved';
    seedOrder({ order_date: '2026-03-04T10:00:00Z', orderType: 'Costume' });

    renderApp('/admin/dashboard/orders', admin);
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    const [custom, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(custom).getByText('In Bearbeitung')).toBeInTheDocument();
    expect(within(custom).getByText('Offen')).toBeInTheDocument();
    expect(within(second).getByText('Freigegeben')).toBeInTheDocument();
    expect(within(second).getByText('Bezahlt')).toBeInTheDocument();
    expect(within(third).getByText('In Produktion')).toBeInTheDocument();
    expect(within(table).queryByText(/^(Processing|InProduction|Approved|Paid|Pending)$/)).not.toBeInTheDocument();
  });

  it('shows the payment status of a delayed payment in German on the details', async () => {
    const order = seedOrder({ payementStatus: 'Pending' });
    (order as { payementStatus: string }).payementStatus = 'Processing';
    await openOrder(order);
    const facts = screen.getByRole('region', { name: 'Bestelldaten' });
    expect(within(facts).getByText('Zahlung in Bearbeitung')).toBeInTheDocument();
    expect(within(statusRegion()).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: In Bearbeitung');
  });
});

describe('admin order status (issue 23)', () => {
  it('offers exactly the statuses the server allows, InProduction included', async () => {
    const order = paidOrder();
    order.orderStatus = 'Approved';
    await openOrder(order);
    const select = within(statusRegion()).getByRole('combobox', { name: 'Neuer Status' });
    expect(select).toHaveValue('Approved');
    expect(offered(select)).toEqual([
      ['Freigegeben', true],
      ['In Produktion', false],
      ['Versendet', false],
      ['Zugestellt', false],
      ['Storniert', false],
    ]);
  });

  it('offers what the server lists, no more and no less', async () => {
    const order = paidOrder();
    order.orderStatus = 'InProduction';
    server.use(
      http.get('/api/orderLine/get-order-details', () =>
        HttpResponse.json({ ...orderDetailsDto(order), allowedStatuses: ['Shipped', 'Cancelled'] }),
      ),
    );
    await openOrder(order);
    const select = within(statusRegion()).getByRole('combobox', { name: 'Neuer Status' });
    expect(offered(select)).toEqual([
      ['In Produktion', true],
      ['Versendet', false],
      ['Storniert', false],
    ]);
  });

  it('asks for carrier and tracking number only with Shipped, and sends them inside orderUpdate', async () => {
    const order = paidOrder();
    order.orderStatus = 'InProduction';
    const { user } = await openOrder(order);
    const status = statusRegion();
    expect(within(status).queryByRole('combobox', { name: 'Versanddienstleister' })).not.toBeInTheDocument();
    expect(within(status).queryByRole('textbox', { name: 'Sendungsnummer' })).not.toBeInTheDocument();

    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Shipped');
    const carrier = within(status).getByRole('combobox', { name: 'Versanddienstleister' });
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Keine Angabe', 'DHL', 'DPD', 'Hermes', 'UPS', 'GLS', 'Deutsche Post']);
    await user.selectOptions(carrier, 'DHL');
    await user.type(within(status).getByRole('textbox', { name: 'Sendungsnummer' }), '00340434161094042557');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      {
        orderUpdate: {
          orderId: order.orderId,
          orderStatus: 'Shipped',
          carrier: 'DHL',
          trackingNumber: '00340434161094042557',
        },
      },
    ]);
    expect(order).toMatchObject({ carrier: 'DHL', trackingNumber: '00340434161094042557' });
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Versendet');

    // The refetched order shows the step and links the tracking page.
    const timeline = screen.getByRole('region', { name: 'Bestellverlauf' });
    const tracking = await within(timeline).findByRole('link', { name: /DHL 00340434161094042557/ });
    expect(tracking).toHaveAttribute(
      'href',
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    );
    expect(tracking).toHaveAttribute('target', '_blank');
    expect(within(timeline).getByText('Versendet')).toBeInTheDocument();
  });

  it('sends Shipped without carrier and tracking number when none are given', async () => {
    const order = paidOrder();
    const { user } = await openOrder(order);
    const status = statusRegion();
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Shipped');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderId: order.orderId, orderStatus: 'Shipped' } },
    ]);
  });

  it('sends no carrier or tracking number with another status, even when typed before', async () => {
    const order = paidOrder();
    order.orderStatus = 'InProduction';
    const { user } = await openOrder(order);
    const status = statusRegion();
    const select = within(status).getByRole('combobox', { name: 'Neuer Status' });
    await user.selectOptions(select, 'Shipped');
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Versanddienstleister' }), 'GLS');
    await user.type(within(status).getByRole('textbox', { name: 'Sendungsnummer' }), 'GLS-4711');
    await user.selectOptions(select, 'Delivered');
    expect(within(status).queryByRole('textbox', { name: 'Sendungsnummer' })).not.toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderId: order.orderId, orderStatus: 'Delivered' } },
    ]);
    expect([order.carrier ?? null, order.trackingNumber ?? null]).toEqual([null, null]);
  });

  it.each([
    ['ABC_123', 'Die Sendungsnummer darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten'],
    ['1'.repeat(41), 'Die Sendungsnummer darf höchstens 40 Zeichen lang sein'],
  ])('refuses the tracking number %s in German and sends nothing', async (value, message) => {
    const order = paidOrder();
    const { user } = await openOrder(order);
    const status = statusRegion();
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Shipped');
    const tracking = within(status).getByRole('textbox', { name: 'Sendungsnummer' });
    await user.type(tracking, value);
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await within(status).findByText(message)).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn('/orderLine/update-order-status')).toEqual([]);
  });

  it('takes 40 letters, digits, spaces and hyphens', async () => {
    const order = paidOrder();
    const { user } = await openOrder(order);
    const status = statusRegion();
    const value = 'AB-12 '.repeat(6) + 'CD-1';
    expect(value).toHaveLength(40);
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'Shipped');
    await user.type(within(status).getByRole('textbox', { name: 'Sendungsnummer' }), value);
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderId: order.orderId, orderStatus: 'Shipped', trackingNumber: value } },
    ]);
  });

  it('asks before production while the customer may still cancel; cancelling the question changes nothing', async () => {
    const order = paidOrder({ cancellableUntil: '2099-12-07T13:05:00Z' });
    order.orderStatus = 'Approved';
    const { user } = await openOrder(order);
    const status = statusRegion();
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'InProduction');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'In Produktion geben?' });
    expect(dialog).toHaveAccessibleDescription('Stornierbar bis 07.12.2099, 14:05 Uhr – trotzdem in Produktion geben?');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([]);
    expect(statusOf(order)).toBe('Approved');

    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'In Produktion geben' }),
    );
    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderId: order.orderId, orderStatus: 'InProduction' } },
    ]);
  });

  it('puts an order into production without asking once its window has closed', async () => {
    const order = paidOrder({ cancellableUntil: '2020-03-04T10:05:00Z' });
    order.orderStatus = 'Approved';
    const { user } = await openOrder(order);
    const status = statusRegion();
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'InProduction');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    expect(await toastRegion().findByText('Bestellstatus erfolgreich aktualisiert!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's 409 in the status card and keeps the status", async () => {
    const order = paidOrder();
    const { user } = await openOrder(order);
    const status = statusRegion();
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Neuer Status' }), 'InProduction');
    await user.click(within(status).getByRole('button', { name: 'Status aktualisieren' }));

    const alert = await within(status).findByRole('alert');
    expect(alert).toHaveTextContent('Der Status wurde nicht geändert');
    expect(alert).toHaveTextContent(lifecycleMessages.approvalMissing);
    expect(receivedOn('/orderLine/update-order-status')).toEqual([
      { orderUpdate: { orderId: order.orderId, orderStatus: 'InProduction' } },
    ]);
    expect(within(status).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: In Bearbeitung');
    expect(within(status).getByRole('combobox', { name: 'Neuer Status' })).toHaveValue('Processing');
    expect(screen.queryByText('Bestellstatus erfolgreich aktualisiert!')).not.toBeInTheDocument();
    expect(statusOf(order)).toBe('Processing');
  });
});

describe('admin order timeline (issue 23)', () => {
  it('shows the steps reached with their times in German time, and until when the customer may cancel', async () => {
    const order = paidOrder({
      timeline: [
        { step: 'paid', at: '2026-03-01T10:05:00Z' },
        { step: 'proofReady', at: '2026-03-01T10:07:00Z' },
        { step: 'approved', at: '2026-06-02T08:30:00Z' },
      ],
      cancellableUntil: '2026-03-02T10:05:00Z',
    });
    await openOrder(order);

    const timeline = screen.getByRole('region', { name: 'Bestellverlauf' });
    const steps = within(within(timeline).getByRole('list')).getAllByRole('listitem');
    // Summer time in June: UTC+2.
    expect(steps.map((step) => step.textContent)).toEqual([
      'Bezahlt 01.03.2026, 11:05 Uhr',
      'Druckabzug bereit 01.03.2026, 11:07 Uhr',
      'Freigegeben 02.06.2026, 10:30 Uhr',
    ]);
    expect(within(statusRegion()).getByText('Stornierbar bis 02.03.2026, 11:05 Uhr')).toBeInTheDocument();
  });

  it('says nothing about cancelling when the customer cannot cancel any more', async () => {
    const order = paidOrder();
    await openOrder(order);
    expect(screen.queryByText(/Stornierbar bis/)).not.toBeInTheDocument();
  });
});

describe('admin proof versions (issue 23)', () => {
  const V1_HASH = fakeSha256(CARD_LINE.orderLineId, 1);
  const V2_HASH = fakeSha256(CARD_LINE.orderLineId, 2);

  function versionRows(position = 1) {
    const table = screen.getByRole('table', { name: `Versionen des Druckabzugs der Position ${position}` });
    return within(table).getAllByRole('row').slice(1);
  }

  function cardLine() {
    return screen.getByRole('listitem', { name: `Position 1: ${CARD_LINE.name}` });
  }

  /** A row's design as [label, value] pairs, in the order shown. */
  function designOf(row: HTMLElement) {
    return within(row)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  }

  it('lists every version with its date, QR check, hash, approval and PDF; the approved one marked', async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, { createdAt: '2026-03-01T10:05:00Z', sha256: V1_HASH, qrReadable: false }),
      testProofVersion(2, {
        createdAt: '2026-03-02T09:00:00Z',
        sha256: V2_HASH,
        approvedAt: '2026-03-03T10:00:00Z',
        approvedBy: 'customer',
      }),
    ]);
    order.orderStatus = 'Approved';
    await openOrder(order);

    const [first, second] = versionRows();
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Version 1');
    expect(within(first).getByText('01.03.2026, 11:05')).toBeInTheDocument();
    expect(within(first).getByText('nicht lesbar')).toBeInTheDocument();
    expect(within(first).getByText(V1_HASH)).toBeInTheDocument();
    expect(within(first).getByText('nicht freigegeben')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: `PDF der Version 1 zu Position ${CARD_LINE.orderLineId}` }),
    ).toHaveAttribute('href', `/api/order-lines/${CARD_LINE.orderLineId}/proof.pdf?version=1`);

    expect(within(second).getByRole('rowheader')).toHaveTextContent('Version 2aktuell');
    expect(within(second).getByText('lesbar')).toBeInTheDocument();
    const hash = within(second).getByText(V2_HASH);
    expect(hash.tagName).toBe('CODE');
    expect(V2_HASH).toMatch(/^[0-9a-f]{64}$/);
    expect(within(second).getByText('Freigegeben am 03.03.2026, 11:00 durch Kunde')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /^PDF der Version 2/ })).toHaveAttribute(
      'href',
      `/api/order-lines/${CARD_LINE.orderLineId}/proof.pdf?version=2`,
    );
    // Approved: nothing to approve on the customer's behalf.
    expect(
      within(cardLine()).queryByRole('button', { name: /Im Auftrag des Kunden freigeben/ }),
    ).not.toBeInTheDocument();
    // Sample packs have no proof.
    expect(screen.getAllByRole('table', { name: /^Versionen des Druckabzugs/ })).toHaveLength(1);
  });

  it("marks a version PrimeCards approved on the customer's behalf, with the note", async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, {
        sha256: V1_HASH,
        approvedAt: '2026-03-03T16:30:00Z',
        approvedBy: 'admin',
        note: 'telefonisch freigegeben',
      }),
    ]);
    await openOrder(order);
    const [row] = versionRows();
    expect(
      within(row).getByText(
        'Freigegeben am 03.03.2026, 17:30 durch PrimeCards im Auftrag des Kunden: telefonisch freigegeben',
      ),
    ).toBeInTheDocument();
  });

  it('copies a hash to the clipboard', async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, { sha256: V1_HASH }),
      testProofVersion(2, { sha256: V2_HASH }),
    ]);
    const { user } = await openOrder(order);

    await user.click(screen.getByRole('button', { name: 'Kopieren: SHA-256 der Version 2' }));

    expect(await navigator.clipboard.readText()).toBe(V2_HASH);
    expect(await toastRegion().findByText('SHA-256 in die Zwischenablage kopiert')).toBeInTheDocument();
  });

  it("approves on the customer's behalf only with a note, and sends it", async () => {
    const order = paidOrder();
    const { user } = await openOrder(order);
    const line = cardLine();
    expect(within(versionRows()[0]).getByText('nicht freigegeben')).toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Druckabzug im Auftrag des Kunden freigeben' });
    const note = within(dialog).getByRole('textbox', { name: 'Wie hat der Kunde freigegeben?' });
    expect(note).toHaveAttribute('placeholder', 'z. B. telefonisch freigegeben');

    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(
      await within(dialog).findByText(
        'Bitte geben Sie an, wie der Kunde freigegeben hat (z. B. telefonisch freigegeben).',
      ),
    ).toBeInTheDocument();
    expect(receivedOn(`/order-lines/${CARD_LINE.orderLineId}/approve`)).toEqual([]);

    await user.clear(note);
    await user.type(note, 'telefonisch freigegeben');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));

    expect(
      await toastRegion().findByText('Der Druckabzug wurde im Auftrag des Kunden freigegeben.'),
    ).toBeInTheDocument();
    expect(receivedOn(`/order-lines/${CARD_LINE.orderLineId}/approve`)).toEqual([
      { version: 1, note: 'telefonisch freigegeben' },
    ]);
    // The toast is drawn at once; the dialog closes after its handler has returned, in a render of its own.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Refetched: the version is marked, the order approved, the button gone.
    expect(
      await within(line).findByText(
        /^Freigegeben am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} durch PrimeCards im Auftrag des Kunden: telefonisch freigegeben$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(statusRegion()).getByText(/Aktueller Status/)).toHaveTextContent('Aktueller Status: Freigegeben'),
    );
    expect(within(line).queryByRole('button', { name: /Im Auftrag des Kunden freigeben/ })).not.toBeInTheDocument();
  });

  it('approves the version the dialog names, with the note', async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, { sha256: V1_HASH, pdfKept: false }),
      testProofVersion(2, { sha256: V2_HASH }),
    ]);
    const { user } = await openOrder(order);

    await user.click(within(cardLine()).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Druckabzug im Auftrag des Kunden freigeben' });
    expect(dialog).toHaveAccessibleDescription(
      'Version 2 wird gedruckt, wie sie ist. Geben Sie an, wie der Kunde sie freigegeben hat.',
    );
    await user.type(within(dialog).getByRole('textbox'), 'per E-Mail freigegeben');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));

    expect(
      await toastRegion().findByText('Der Druckabzug wurde im Auftrag des Kunden freigegeben.'),
    ).toBeInTheDocument();
    expect(receivedOn(`/order-lines/${CARD_LINE.orderLineId}/approve`)).toEqual([
      { version: 2, note: 'per E-Mail freigegeben' },
    ]);
    expect(order.lines[0].proof?.versions.map((version) => version.approvedBy ?? null)).toEqual([null, 'admin']);
  });

  it('keeps the version the dialog names when a newer one replaced it: the 409 in the dialog, the new one listed', async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([testProofVersion(1, { sha256: V1_HASH })]);
    const { user } = await openOrder(order);
    await user.click(within(cardLine()).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/^Version 1 wird gedruckt/);
    // The customer asked for a change meanwhile.
    const proof = order.lines[0].proof;
    proof.versions[0].pdfKept = false;
    proof.versions.push(testProofVersion(2, { sha256: V2_HASH }));
    proof.currentVersion = 2;

    await user.type(within(dialog).getByRole('textbox'), 'telefonisch freigegeben');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(lifecycleMessages.notTheCurrentVersion);
    // Loaded again behind the dialog, which still names the version the admin saw.
    await waitFor(() => expect(versionRows()).toHaveLength(2));
    expect(within(versionRows()[1]).getByRole('rowheader')).toHaveTextContent('Version 2aktuell');
    expect(dialog).toHaveAccessibleDescription(/^Version 1 wird gedruckt/);
    expect(proof.versions.every((version) => !version.approvedAt)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await user.click(within(cardLine()).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/^Version 2 wird gedruckt/);
    await user.type(within(dialog).getByRole('textbox'), 'telefonisch freigegeben');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(receivedOn(`/order-lines/${CARD_LINE.orderLineId}/approve`)).toEqual([
      { version: 1, note: 'telefonisch freigegeben' },
      { version: 2, note: 'telefonisch freigegeben' },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    server.use(
      http.post('/api/order-lines/:orderLineId/approve', () =>
        HttpResponse.json({ message: lifecycleMessages.locked }, { status: 409 }),
      ),
    );
    const order = paidOrder();
    const { user } = await openOrder(order);
    await user.click(within(cardLine()).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'per E-Mail freigegeben');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(lifecycleMessages.locked);
  });

  it("says 'PDF nicht mehr gespeichert' for a version whose PDF is gone, and links the others", async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, { sha256: V1_HASH, pdfKept: false }),
      testProofVersion(2, { sha256: fakeSha256(CARD_LINE.orderLineId, 2), pdfKept: false }),
      testProofVersion(3, { sha256: fakeSha256(CARD_LINE.orderLineId, 3) }),
    ]);
    await openOrder(order);

    const [first, second, third] = versionRows();
    for (const gone of [first, second]) {
      expect(within(gone).getByText('PDF nicht mehr gespeichert')).toBeInTheDocument();
      expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
      // The hash stays: what was shown can still be named.
      expect(within(gone).getByRole('button', { name: /^Kopieren: SHA-256/ })).toBeInTheDocument();
    }
    expect(within(first).getByText(V1_HASH)).toBeInTheDocument();
    expect(
      within(third).getByRole('link', { name: `PDF der Version 3 zu Position ${CARD_LINE.orderLineId}` }),
    ).toHaveAttribute('href', `/api/order-lines/${CARD_LINE.orderLineId}/proof.pdf?version=3`);
    expect(within(third).queryByText('PDF nicht mehr gespeichert')).not.toBeInTheDocument();
  });

  it('shows the design of every version in brief, a value changed since the version before in bold', async () => {
    const design = {
      template: 'pizza',
      address: 'Hauptstraße 5, Mönchengladbach',
      phone: '+49 2161 123456',
      url: 'www.pizzeria-roma.de',
      cardLogo: '/uploads/logo-roma.png',
    };
    const order = paidOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, { design: null, pdfKept: false }),
      testProofVersion(2, { design, pdfKept: false }),
      testProofVersion(3, { design: { ...design, phone: '+49 2161 778899' } }),
    ]);
    await openOrder(order);

    const table = screen.getByRole('table', { name: 'Versionen des Druckabzugs der Position 1' });
    expect(within(table).getByRole('columnheader', { name: 'Design' })).toBeInTheDocument();
    const [first, second, third] = versionRows();
    // Recorded before versions kept their design: nothing to show.
    expect(within(first).queryByRole('term')).not.toBeInTheDocument();
    expect(designOf(second)).toEqual([
      ['Vorlage', 'Pizza'],
      ['Adresse', 'Hauptstraße 5, Mönchengladbach'],
      ['Telefon', '+49 2161 123456'],
      ['Website', 'www.pizzeria-roma.de'],
      ['Logo', ''],
    ]);
    expect(within(second).getByRole('img', { name: 'Logo der Version 2' })).toHaveAttribute(
      'src',
      '/uploads/logo-roma.png',
    );
    // Version 1 had no design to compare with: nothing is marked.
    expect(within(second).queryByText('(geändert)')).not.toBeInTheDocument();
    expect(designOf(third)).toEqual([
      ['Vorlage', 'Pizza'],
      ['Adresse', 'Hauptstraße 5, Mönchengladbach'],
      ['Telefon', '+49 2161 778899 (geändert)'],
      ['Website', 'www.pizzeria-roma.de'],
      ['Logo', ''],
    ]);
  });

  it("shows only a bottle opener's website and logo", async () => {
    const order = paidOrder({
      lines: [{ ...CARD_LINE, name: 'Flaschenöffner Classic', template: '', address: '', phone: '', url: '' }],
    });
    const design = { template: '', address: '', phone: '', url: '', cardLogo: '/uploads/opener.png' };
    order.lines[0].proof = testProof([
      testProofVersion(1, { design, pdfKept: false }),
      testProofVersion(2, { design: { ...design, url: 'www.bar-luigi.de', cardLogo: '/uploads/opener-2.png' } }),
    ]);
    await openOrder(order);

    const [first, second] = versionRows();
    expect(designOf(first)).toEqual([
      ['Website', '—'],
      ['Logo', ''],
    ]);
    expect(designOf(second)).toEqual([
      ['Website', 'www.bar-luigi.de (geändert)'],
      ['Logo', ' (geändert)'],
    ]);
    expect(within(second).getByRole('img', { name: 'Logo der Version 2' })).toHaveAttribute(
      'src',
      '/uploads/opener-2.png',
    );
  });

  it('offers no approval once the order is in production', async () => {
    const order = paidOrder();
    order.orderStatus = 'InProduction';
    await openOrder(order);
    expect(versionRows()).toHaveLength(1);
    expect(
      within(cardLine()).queryByRole('button', { name: /Im Auftrag des Kunden freigeben/ }),
    ).not.toBeInTheDocument();
  });

  it('keeps the approval disabled while the QR code is unreadable', async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([testProofVersion(1, { qrReadable: false })]);
    await openOrder(order);
    expect(within(cardLine()).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ })).toBeDisabled();
    expect(
      within(cardLine()).getByText('Der QR-Code dieser Version ist nicht lesbar; sie kann nicht freigegeben werden.'),
    ).toBeInTheDocument();
  });

  it('approves a version without a QR code (nothing to check) like any other', async () => {
    const order = paidOrder();
    order.lines[0].proof = testProof([testProofVersion(1, { qrReadable: null })]);
    await openOrder(order);
    expect(within(versionRows()[0]).getByText('ohne QR-Code')).toBeInTheDocument();
    expect(within(cardLine()).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ })).toBeEnabled();
  });

  it('says the proof is being made while its first version renders, and asks again until it is there', async () => {
    // The poll is due up to 3 s after the last answer: the clock is moved there, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = paidOrder();
    order.lines[0].proof = testProof([]);
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('get-order-details')) requests += 1;
    });
    await openOrder(order);
    expect(within(cardLine()).getByRole('status')).toHaveTextContent('Druckabzug wird erstellt …');
    expect(
      within(cardLine()).queryByRole('button', { name: /Im Auftrag des Kunden freigeben/ }),
    ).not.toBeInTheDocument();
    const before = requests;

    order.lines[0].proof = testProof([testProofVersion(1)]);

    // The next poll, at most 3 s away, brings it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROOF_RENDERING_POLL_MS);
    });
    expect(await within(cardLine()).findByText('lesbar')).toBeInTheDocument();
    expect(requests).toBeGreaterThan(before);
    expect(within(cardLine()).getByRole('button', { name: /^Im Auftrag des Kunden freigeben/ })).toBeEnabled();
  });
});

describe('refund of a payment after the cancellation (issue 23)', () => {
  function cancelledPaidLate(extra: Partial<TestOrder> = {}) {
    const order = paidOrder({ paidAfterCancellation: true, ...extra });
    order.orderStatus = 'Cancelled';
    return order;
  }

  it('offers the refund only while it is due', async () => {
    const due = cancelledPaidLate();
    const { unmount } = await openOrder(due);
    expect(screen.getByRole('button', { name: 'Zahlung erstatten' })).toBeInTheDocument();
    unmount();

    const refunded = cancelledPaidLate({ refundedAt: '2026-03-05T12:00:00Z' });
    const second = await openOrder(refunded);
    expect(screen.getByText('Zahlung erstattet am 05.03.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zahlung erstatten' })).not.toBeInTheDocument();
    second.unmount();

    await openOrder(paidOrder());
    expect(screen.queryByRole('button', { name: 'Zahlung erstatten' })).not.toBeInTheDocument();
  });

  it('asks first: Abbrechen sends nothing', async () => {
    const order = cancelledPaidLate();
    const { user } = await openOrder(order);
    await user.click(screen.getByRole('button', { name: 'Zahlung erstatten' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zahlung erstatten?' });
    expect(dialog).toHaveAccessibleDescription(
      'Die Zahlung von 261,32 € wird dem Kunden über den Zahlungsanbieter erstattet. Zahlung wirklich erstatten?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn(`/admin/orders/${order.orderId}/refund-payment`)).toEqual([]);
    expect(db.orders[0].refundedAt ?? null).toBeNull();
  });

  it("refunds once confirmed, shows the server's message and then the refund instead of the button", async () => {
    const order = cancelledPaidLate();
    const { user } = await openOrder(order);
    await user.click(screen.getByRole('button', { name: 'Zahlung erstatten' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zahlung erstatten' }));

    expect(await toastRegion().findByText('Die Zahlung wurde erstattet.')).toBeInTheDocument();
    expect(receivedOn(`/admin/orders/${order.orderId}/refund-payment`)).toHaveLength(1);
    expect(await screen.findByText(/^Zahlung erstattet am \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zahlung erstatten' })).not.toBeInTheDocument();
    expect(screen.queryByText('Zahlung nach Stornierung eingegangen – bitte erstatten')).not.toBeInTheDocument();
  });

  it("shows the server's message when the refund fails and keeps the button", async () => {
    server.use(
      http.post('/api/admin/orders/:orderId/refund-payment', () =>
        HttpResponse.json({ message: 'Stripe lehnt die Erstattung ab.' }, { status: 502 }),
      ),
    );
    const order = cancelledPaidLate();
    const { user } = await openOrder(order);
    await user.click(screen.getByRole('button', { name: 'Zahlung erstatten' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zahlung erstatten' }));

    const toast = await toastRegion().findByText('Stripe lehnt die Erstattung ab.');
    expect(toast.closest('[role="status"]')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('button', { name: 'Zahlung erstatten' })).toBeInTheDocument();
  });
});
