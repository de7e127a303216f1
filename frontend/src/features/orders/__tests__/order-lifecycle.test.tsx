/**
 * Issue 23 on /my-orders: German status, timeline, tracking, cancellation and
 * the proof approval block of each design line (approve, revise).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { PROOF_RENDERING_POLL_MS } from '@/lib/print-proof';
import {
  db,
  markOrderPaid,
  receivedOn,
  seedOrder,
  testProof,
  testProofVersion,
  testUsers,
  type TestOrder,
} from '@/testing/data';
import { lifecycleMessages as messages } from '@/testing/lifecycle-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

const customerId = testUsers.customer.userId;

function designedOrder(extra: Partial<TestOrder> = {}): TestOrder {
  const order = seedOrder({ userId: customerId, order_date: '2026-03-04T10:00:00Z' });
  markOrderPaid(order.orderId, { paymentTime: '2026-03-04T10:05:00Z', shippingDate: '2026-03-06' });
  order.lines[0].proof = testProof([testProofVersion(1, { createdAt: '2026-03-04T10:06:00Z' })]);
  Object.assign(order, extra);
  return order;
}

async function openDetails(order: TestOrder) {
  const view = renderApp('/my-orders', { user: testUsers.customer });
  await view.user.click(await screen.findByRole('button', { name: `Details zur Bestellung ${order.orderId}` }));
  const details = await screen.findByRole('region', { name: 'Bestelldetails' });
  return { ...view, details };
}

async function proofBlock(details: HTMLElement) {
  return within(details).findByRole('region', { name: 'Druckabzug: PrimeCard Starter' });
}

const CHECKED = 'Ich habe Texte, Telefonnummer und QR-Code geprüft.';

/** The customer confirms having checked the proof: only then is 'Druck freigeben' offered. */
async function tickChecked(user: { click: (element: Element) => Promise<void> }, block: HTMLElement) {
  await user.click(within(block).getByRole('checkbox', { name: CHECKED }));
}

// A test that moves the clock leaves it real again, even when it fails or times out half-way.
afterEach(() => {
  vi.useRealTimers();
});

describe('/my-orders: status, timeline and tracking', () => {
  it('shows the German status, the timeline in German time and the tracking link', async () => {
    const order = designedOrder({
      timeline: [
        { step: 'paid', at: '2026-03-04T10:05:00Z' },
        { step: 'proofReady', at: '2026-03-04T10:06:00Z' },
        { step: 'approved', at: '2026-03-29T00:59:00Z' },
        { step: 'inProduction', at: '2026-03-29T01:00:00Z' },
        { step: 'shipped', at: '2026-07-01T22:30:00Z' },
      ],
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    });
    order.orderStatus = 'Shipped';
    const { details } = await openDetails(order);

    const table = screen.getByRole('table', { name: 'Bestellliste' });
    expect(within(table).getByText('Versendet')).toBeInTheDocument();
    expect(within(details).getByText('Status: Versendet')).toBeInTheDocument();
    const steps = within(within(details).getByRole('list', { name: 'Bestellverlauf' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Bezahlt 04.03.2026, 11:05 Uhr',
      'Druckabzug bereit 04.03.2026, 11:06 Uhr',
      'Freigegeben 29.03.2026, 01:59 Uhr',
      'In Produktion 29.03.2026, 03:00 Uhr',
      'Versendet 02.07.2026, 00:30 Uhr',
    ]);
    const link = within(details).getByRole('link', { name: /DHL 00340434161094042557/ });
    expect(link).toHaveAttribute('href', order.trackingUrl);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    // Not cancellable (no deadline): no button.
    expect(within(details).queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument();
    expect(within(details).queryByText(/Stornierbar bis/)).not.toBeInTheDocument();
  });

  it('names the payment state of an order whose money is not in yet', async () => {
    const order = designedOrder();
    // A delayed payment (SEPA) listed by the server.
    order.payementStatus = 'Processing';
    server.use(
      http.get('/api/orderLine/get-orderBy-user', () =>
        HttpResponse.json({
          orders: [
            {
              orderId: order.orderId,
              order_date: order.order_date,
              orderType: 'Normal',
              orderStatus: 'Processing',
              payementStatus: 'Processing',
              totalAmount: order.totalAmount,
              refundedAt: null,
              timeline: [],
              cancellableUntil: null,
              carrier: null,
              trackingNumber: null,
              trackingUrl: null,
              awaitingApproval: false,
            },
          ],
        }),
      ),
    );
    renderApp('/my-orders', { user: testUsers.customer });
    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(within(table).getByText('In Bearbeitung')).toBeInTheDocument();
    expect(within(table).getByText('Zahlung in Bearbeitung')).toBeInTheDocument();
    // Not paid yet: no invoice, and nothing waits for an approval.
    expect(within(table).queryByRole('link', { name: /^Rechnung/ })).not.toBeInTheDocument();
    expect(within(table).queryByText('Wartet auf Ihre Freigabe')).not.toBeInTheDocument();
  });
});

describe('/my-orders: cancelling an order', () => {
  it('asks first, cancels with {} and shows the server message; the order is loaded again', async () => {
    const order = designedOrder({ cancellableUntil: '2099-01-01T12:00:00Z' });
    const { details, user } = await openDetails(order);

    expect(within(details).getByText('Stornierbar bis 01.01.2099, 13:00 Uhr')).toHaveAttribute(
      'datetime',
      '2099-01-01T12:00:00Z',
    );
    await user.click(within(details).getByRole('button', { name: 'Bestellung stornieren' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Bestellung stornieren' });
    expect(dialog).toHaveAccessibleDescription(
      `Möchten Sie Bestellung ${order.orderId} wirklich stornieren? Der bezahlte Betrag wird Ihnen erstattet.`,
    );
    // The safe choice has the focus and closes without a request.
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn(`/orders/${order.orderId}/cancel`)).toEqual([]);

    await user.click(within(details).getByRole('button', { name: 'Bestellung stornieren' }));
    dialog = screen.getByRole('alertdialog', { name: 'Bestellung stornieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Bestellung stornieren' }));

    expect(await within(details).findByRole('status')).toHaveTextContent(messages.cancelled);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn(`/orders/${order.orderId}/cancel`)).toEqual([{}]);
    // Loaded again: cancelled and refunded, no deadline, no button.
    const table = screen.getByRole('table', { name: 'Bestellliste' });
    expect(await within(table).findByText('Storniert und erstattet')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(details).queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument(),
    );
    expect(within(details).getByText('Status: Storniert')).toBeInTheDocument();
    expect(within(details).getByRole('list', { name: 'Bestellverlauf' })).toHaveTextContent('Storniert');
  });

  it('shows the server’s refusal (409) in place, without a toast', async () => {
    const order = designedOrder({ cancellableUntil: '2099-01-01T12:00:00Z' });
    const { details, user } = await openDetails(order);
    // Production started meanwhile.
    order.orderStatus = 'InProduction';

    await user.click(within(details).getByRole('button', { name: 'Bestellung stornieren' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bestellung stornieren' }));

    expect(await within(details).findByRole('alert')).toHaveTextContent(messages.cancelInProduction);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);
    expect(await within(details).findByText('Status: In Produktion')).toBeInTheDocument();
  });

  it('shows the deadline refusal (409)', async () => {
    const order = designedOrder({ cancellableUntil: '2020-01-01T12:00:00Z' });
    const { details, user } = await openDetails(order);
    await user.click(within(details).getByRole('button', { name: 'Bestellung stornieren' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bestellung stornieren' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(messages.cancelDeadlinePassed);
  });
});

describe('/my-orders: the proof approval block', () => {
  it('shows the current proof on the page, its PDF and the QR check; sample packs have none', async () => {
    const order = designedOrder();
    order.lines.push({
      ...order.lines[0],
      orderLineId: order.lines[0].orderLineId + 1,
      productId: 5,
      productType: 'MBNprod',
      name: 'Magnete mit Musternummer – 100 Stück',
      template: '',
      musterNumber: 'MN-1001',
      proof: null,
    });
    const lineId = order.lines[0].orderLineId;
    const { details } = await openDetails(order);
    const block = await proofBlock(details);

    expect(within(details).getAllByRole('region', { name: /^Druckabzug:/ })).toHaveLength(1);
    expect(within(block).getByText('Version 1 vom 04.03.2026, 11:06 Uhr')).toBeInTheDocument();
    const image = within(block).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 1' });
    expect(image.getAttribute('src')).toMatch(
      new RegExp(`^/api/order-lines/${lineId}/proof\\.png\\?width=\\d+&version=1$`),
    );
    const download = within(block).getByRole('link', { name: /^Druckabzug \(PDF\)/ });
    expect(download).toHaveTextContent(/^Druckabzug \(PDF\)$/);
    expect(download).toHaveAttribute('href', `/api/order-lines/${lineId}/proof.pdf`);
    expect(download).toHaveAttribute('download');
    expect(within(block).getByText('Der QR-Code dieses Druckabzugs wurde geprüft und ist lesbar.')).toBeInTheDocument();
    // Offered, but waiting for the customer's check.
    expect(within(block).getByRole('checkbox', { name: CHECKED })).not.toBeChecked();
    expect(within(block).getByRole('button', { name: 'Druck freigeben' })).toBeDisabled();
    expect(within(block).getByRole('button', { name: 'Änderung wünschen' })).toBeEnabled();
  });

  it('approves the version shown and then shows "Freigegeben am …"', async () => {
    const order = designedOrder();
    const lineId = order.lines[0].orderLineId;
    const { details, user } = await openDetails(order);
    const block = await proofBlock(details);

    await tickChecked(user, block);
    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));

    expect(await within(block).findByRole('status')).toHaveTextContent(messages.approved);
    expect(receivedOn(`/order-lines/${lineId}/approve`)).toEqual([{ version: 1 }]);
    const approvedAt = order.lines[0].proof?.versions[0].approvedAt ?? '';
    expect(within(block).getByText(/^Freigegeben am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/)).toHaveAttribute(
      'datetime',
      approvedAt,
    );
    expect(within(block).queryByRole('button', { name: 'Druck freigeben' })).not.toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Änderung wünschen' })).not.toBeInTheDocument();
    // Every design line approved: the order is Approved.
    expect(await within(details).findByText('Status: Freigegeben')).toBeInTheDocument();
  });

  it('shows an approval by PrimeCards with its note', async () => {
    const order = designedOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, {
        approvedAt: '2026-03-05T08:00:00Z',
        approvedBy: 'admin',
        note: 'telefonisch freigegeben',
      }),
    ]);
    const { details } = await openDetails(order);
    const block = await proofBlock(details);
    expect(within(block).getByText('Freigegeben am 05.03.2026, 09:00 Uhr')).toBeInTheDocument();
    expect(block).toHaveTextContent('(Freigabe durch PrimeCards: telefonisch freigegeben)');
    expect(within(block).queryByRole('button', { name: 'Druck freigeben' })).not.toBeInTheDocument();
  });

  it('explains an unreadable QR code and offers no approval, only a change', async () => {
    const order = designedOrder();
    order.lines[0].proof = testProof([testProofVersion(1, { qrReadable: false })]);
    const { details, user } = await openDetails(order);
    const block = await proofBlock(details);
    expect(within(block).getByRole('alert')).toHaveTextContent(messages.qrUnreadable);
    // Not even once the customer has checked it.
    await tickChecked(user, block);
    expect(within(block).getByRole('button', { name: 'Druck freigeben' })).toBeDisabled();
    expect(within(block).getByRole('button', { name: 'Änderung wünschen' })).toBeEnabled();
  });

  it('shows the server’s 409 when the QR check failed meanwhile, and disables the approval', async () => {
    const order = designedOrder();
    const { details, user } = await openDetails(order);
    const block = await proofBlock(details);
    // The check read the code back as unreadable after the page was loaded.
    const version = order.lines[0].proof?.versions[0];
    if (version) version.qrReadable = false;

    await tickChecked(user, block);
    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));

    const alerts = await within(block).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(messages.qrUnreadable);
    expect(within(block).getByRole('button', { name: 'Druck freigeben' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);
    expect(within(block).queryByText(/^Freigegeben am/)).not.toBeInTheDocument();
  });

  it('approves a design without a QR code (nothing to check) like any other', async () => {
    const order = designedOrder();
    order.lines[0].proof = testProof([testProofVersion(1, { qrReadable: null })]);
    const { details, user } = await openDetails(order);
    const block = await proofBlock(details);
    expect(within(block).queryByText(/QR-Code dieses Druckabzugs/)).not.toBeInTheDocument();

    await tickChecked(user, block);
    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));

    expect(await within(block).findByRole('status')).toHaveTextContent(messages.approved);
    expect(await within(block).findByText(/^Freigegeben am /)).toBeInTheDocument();
  });

  it('says the proof is being made while its first version renders, and asks again every 3 s', async () => {
    // The poll is due up to 3 s after the last answer: the clock is moved there, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = designedOrder();
    order.lines[0].proof = testProof([]);
    const { details, user } = await openDetails(order);
    const block = await proofBlock(details);
    expect(within(block).getByRole('status')).toHaveTextContent('Druckabzug wird erstellt …');
    expect(within(block).queryByRole('img', { name: /^Druckabzug PrimeCard Starter/ })).not.toBeInTheDocument();
    expect(within(block).queryByRole('checkbox', { name: CHECKED })).not.toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Druck freigeben' })).not.toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Änderung wünschen' })).not.toBeInTheDocument();

    // The server finishes the version; the next poll, at most 3 s away, brings it.
    order.lines[0].proof = testProof([testProofVersion(1, { createdAt: '2026-03-04T10:06:00Z' })]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROOF_RENDERING_POLL_MS);
    });
    expect(
      await within(block).findByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 1' }),
    ).toBeInTheDocument();
    expect(within(block).queryByText('Druckabzug wird erstellt …')).not.toBeInTheDocument();
    expect(within(block).getByText('Der QR-Code dieses Druckabzugs wurde geprüft und ist lesbar.')).toBeInTheDocument();
    await tickChecked(user, block);
    expect(within(block).getByRole('button', { name: 'Druck freigeben' })).toBeEnabled();
  });
});

describe('/my-orders: requesting a change', () => {
  async function openChange(order: TestOrder) {
    const view = await openDetails(order);
    const block = await proofBlock(view.details);
    await view.user.click(within(block).getByRole('button', { name: 'Änderung wünschen' }));
    const form = within(block).getByRole('form', { name: 'Änderung an PrimeCard Starter' });
    return { ...view, block, form };
  }

  it('prefills the card’s design fields and checks them with the designer’s rules before sending', async () => {
    const order = designedOrder();
    const lineId = order.lines[0].orderLineId;
    const { form, user } = await openChange(order);

    expect(within(form).getByLabelText('Vorlage')).toHaveValue('burger');
    expect(within(form).getByLabelText('Adresse')).toHaveValue('Hauptstraße 5, 41061 Mönchengladbach');
    expect(within(form).getByLabelText('Telefonnummer')).toHaveValue('+49 2161 123456');
    expect(within(form).getByLabelText('QR Code URL')).toHaveValue('https://pizzeria.example');
    expect(within(form).getByLabelText('Logo')).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Aktuelles Logo' })).toHaveAttribute('src', '/uploads/logo-1.png');
    expect(within(form).getByLabelText('Hinweise')).toHaveValue('');

    await user.clear(within(form).getByLabelText('Telefonnummer'));
    await user.type(within(form).getByLabelText('Telefonnummer'), 'abc');
    await user.clear(within(form).getByLabelText('Adresse'));
    await user.click(within(form).getByRole('button', { name: 'Änderung senden' }));

    expect(await within(form).findByText('Ungültige Telefonnummer')).toBeInTheDocument();
    expect(within(form).getByText('Pflichtfeld')).toBeInTheDocument();
    expect(within(form).getByLabelText('Telefonnummer')).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn(`/order-lines/${lineId}/revise`)).toEqual([]);
  });

  it('keeps everything typed on a 422 and shows the server’s message', async () => {
    const order = designedOrder();
    const lineId = order.lines[0].orderLineId;
    server.use(
      http.post('/api/order-lines/:orderLineId/revise', async ({ request }) => {
        db.received.push({ path: `/order-lines/${lineId}/revise`, body: await request.json() });
        return HttpResponse.json(
          { message: 'Adresse: Die Adresse darf nicht länger als 40 Zeichen sein.' },
          { status: 422 },
        );
      }),
    );
    const { form, user, block } = await openChange(order);
    await user.selectOptions(within(form).getByLabelText('Vorlage'), 'pizza');
    await user.clear(within(form).getByLabelText('Adresse'));
    await user.type(within(form).getByLabelText('Adresse'), 'Neue Straße 1, 41061 MG');
    await user.type(within(form).getByLabelText('Hinweise'), 'Logo bitte größer');
    await user.click(within(form).getByRole('button', { name: 'Änderung senden' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Adresse: Die Adresse darf nicht länger als 40 Zeichen sein.',
    );
    expect(receivedOn(`/order-lines/${lineId}/revise`)).toEqual([
      {
        template: 'pizza',
        address: 'Neue Straße 1, 41061 MG',
        phone: '+49 2161 123456',
        url: 'https://pizzeria.example',
        cardLogo: '/uploads/logo-1.png',
        remarks: 'Logo bitte größer',
      },
    ]);
    expect(within(form).getByLabelText('Vorlage')).toHaveValue('pizza');
    expect(within(form).getByLabelText('Adresse')).toHaveValue('Neue Straße 1, 41061 MG');
    expect(within(form).getByLabelText('Hinweise')).toHaveValue('Logo bitte größer');
    expect(within(form).getByRole('button', { name: 'Änderung senden' })).toBeEnabled();
    expect(within(block).getByText(/^Version 1 vom/)).toBeInTheDocument();
  });

  it('shows the server’s 409 once the proof has its 10 versions, keeping everything typed', async () => {
    const order = designedOrder();
    const lineId = order.lines[0].orderLineId;
    order.lines[0].proof = testProof(
      Array.from({ length: 10 }, (_, index) => testProofVersion(index + 1, { pdfKept: index === 9 })),
    );
    const { form, user, block } = await openChange(order);
    await user.type(within(form).getByLabelText('Hinweise'), 'Logo bitte größer');
    await user.click(within(form).getByRole('button', { name: 'Änderung senden' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.tooManyVersions);
    expect(receivedOn(`/order-lines/${lineId}/revise`)).toHaveLength(1);
    expect(within(form).getByLabelText('Hinweise')).toHaveValue('Logo bitte größer');
    expect(within(form).getByRole('button', { name: 'Änderung senden' })).toBeEnabled();
    expect(within(block).getByText(/^Version 10 vom/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows the shop’s throttle message when too many changes were sent (429)', async () => {
    const order = designedOrder();
    const lineId = order.lines[0].orderLineId;
    server.use(
      http.post('/api/order-lines/:orderLineId/revise', async ({ request }) => {
        db.received.push({ path: `/order-lines/${lineId}/revise`, body: await request.json() });
        return HttpResponse.json(
          { message: serverMessages.tooManyAttempts },
          { status: 429, headers: { 'Retry-After': '3600' } },
        );
      }),
    );
    const { form, user, block } = await openChange(order);
    await user.clear(within(form).getByLabelText('QR Code URL'));
    await user.type(within(form).getByLabelText('QR Code URL'), 'https://pizzeria-roma.example');
    await user.click(within(form).getByRole('button', { name: 'Änderung senden' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(serverMessages.tooManyAttempts);
    // Sent once: a refused change is not sent again by itself.
    expect(receivedOn(`/order-lines/${lineId}/revise`)).toHaveLength(1);
    expect(within(form).getByLabelText('QR Code URL')).toHaveValue('https://pizzeria-roma.example');
    expect(within(block).getByText(/^Version 1 vom/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);
  });

  it('sends the change and shows the new version with its QR check', async () => {
    const order = designedOrder();
    const lineId = order.lines[0].orderLineId;
    const { form, user, block } = await openChange(order);
    await user.clear(within(form).getByLabelText('QR Code URL'));
    await user.type(within(form).getByLabelText('QR Code URL'), 'https://pizzeria-roma.example');
    await user.click(within(form).getByRole('button', { name: 'Änderung senden' }));

    expect(await within(block).findByText(messages.revised)).toBeInTheDocument();
    expect(receivedOn(`/order-lines/${lineId}/revise`)).toEqual([
      {
        template: 'burger',
        address: 'Hauptstraße 5, 41061 Mönchengladbach',
        phone: '+49 2161 123456',
        url: 'https://pizzeria-roma.example',
        cardLogo: '/uploads/logo-1.png',
        remarks: '',
      },
    ]);
    expect(within(block).queryByRole('form')).not.toBeInTheDocument();
    expect(within(block).getByText(/^Version 2 vom/)).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 2' })).toBeInTheDocument();
    expect(within(block).getByText('Der QR-Code dieses Druckabzugs wurde geprüft und ist lesbar.')).toBeInTheDocument();
    await tickChecked(user, block);
    expect(within(block).getByRole('button', { name: 'Druck freigeben' })).toBeEnabled();
    expect(order.lines[0].url).toBe('https://pizzeria-roma.example');
  });

  it('asks a bottle opener only for its logo, URL and remarks', async () => {
    const order = seedOrder({
      userId: customerId,
      order_date: '2026-03-04T10:00:00Z',
      lines: [
        {
          orderLineId: 501,
          productId: 1,
          productType: 'PrimeProd',
          name: 'Flaschenöffner Classic',
          UnitPrice: 2990,
          qte: 1,
          processingType: '',
          orderType: 'Normal',
          remarks: '',
          musterNumber: '',
          template: '',
          address: '',
          phone: '',
          url: '',
          cardLogo: '/uploads/opener.png',
          proof: testProof([testProofVersion(1)]),
        },
      ],
    });
    markOrderPaid(order.orderId, { paymentTime: '2026-03-04T10:05:00Z', shippingDate: '2026-03-06' });
    const { details, user } = await openDetails(order);
    const block = await within(details).findByRole('region', { name: 'Druckabzug: Flaschenöffner Classic' });
    await user.click(within(block).getByRole('button', { name: 'Änderung wünschen' }));
    const form = within(block).getByRole('form', { name: 'Änderung an Flaschenöffner Classic' });
    expect(within(form).queryByLabelText('Vorlage')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Adresse')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Telefonnummer')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Hinweise'), 'Bitte in Schwarz');
    await user.click(within(form).getByRole('button', { name: 'Änderung senden' }));
    expect(await within(block).findByText(messages.revised)).toBeInTheDocument();
    expect(receivedOn('/order-lines/501/revise')).toEqual([
      { url: '', cardLogo: '/uploads/opener.png', remarks: 'Bitte in Schwarz' },
    ]);
    // Without a URL the opener has no QR code: version 2 may be approved as it is.
    expect(within(block).getByText(/^Version 2 vom/)).toBeInTheDocument();
    expect(within(block).queryByText(/QR-Code dieses Druckabzugs/)).not.toBeInTheDocument();
    await tickChecked(user, block);
    expect(within(block).getByRole('button', { name: 'Druck freigeben' })).toBeEnabled();
  });
});
