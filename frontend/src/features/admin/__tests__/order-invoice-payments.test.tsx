import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';

import { PAYMENT_NOTE_MAX_CHARS } from '@/lib/rules';
import { receivedOn, seedOrder, testUsers, type TestOrder } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const admin = { user: testUsers.admin };

/** An order on invoice of 595,00 €, due on 21 December, with 120,00 € paid so far. */
function invoiceOrder(extra: Partial<TestOrder> = {}): TestOrder {
  return seedOrder({
    order_date: '2026-12-07T10:00:00Z',
    payementStatus: 'Invoiced',
    paymentMethod: 'invoice',
    invoiceDueOn: '2026-12-21',
    totalAmount: 59500,
    invoicePayments: [{ amountCents: 12000, paidOn: '2026-12-10', note: 'Teilzahlung' }],
    ...extra,
  });
}

async function openOrder(order: TestOrder) {
  const view = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
  await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
  return view;
}

function paymentsSection() {
  return within(screen.getByRole('region', { name: 'Zahlungseingänge' }));
}

function bookingForm() {
  return within(screen.getByRole('form', { name: 'Zahlung buchen' }));
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function bookedRows(): string[][] {
  const rows = paymentsSection().getByRole('table', { name: 'Gebuchte Zahlungen' }).querySelectorAll('tbody tr');
  return Array.from(rows, (row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''));
}

async function fill(user: UserEvent, label: string, text: string) {
  const field = bookingForm().getByLabelText(label);
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

describe('admin order page: the payments of an order on invoice', () => {
  beforeEach(() => {
    // Today in Germany is 20 December.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-20T09:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows what was paid of the total, when it is due, the payments so far and the invoice', async () => {
    const order = invoiceOrder();
    await openOrder(order);

    expect(paymentsSection().getByText('Bezahlt: 120,00 € von 595,00 €')).toBeInTheDocument();
    expect(paymentsSection().getByText('Fällig am 21.12.2026')).toBeInTheDocument();
    expect(
      within(paymentsSection().getByRole('table', { name: 'Gebuchte Zahlungen' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Datum', 'Betrag', 'Notiz']);
    expect(bookedRows()).toEqual([['10.12.2026', '120,00 €', 'Teilzahlung']]);
    expect(bookingForm().getByLabelText('Zahlungsdatum')).toHaveValue('2026-12-20');
    expect(bookingForm().getByLabelText('Betrag (€)')).toHaveValue('');
    expect(screen.getByText('Auf Rechnung')).toBeInTheDocument();
    // The invoice exists from the start.
    expect(screen.getByRole('link', { name: `Rechnung (PDF) zu Bestellung ${order.orderId}` })).toHaveAttribute(
      'href',
      `/api/orders/${order.orderId}/invoice.pdf`,
    );
  });

  it('lists the reminder and dunning letters sent, with when, and none before', async () => {
    const overdue = invoiceOrder({
      invoiceDueOn: '2026-12-01',
      invoiceLetters: [
        { step: 'reminder', sentAt: '2026-12-04T08:00:00Z' },
        { step: 'dunning', sentAt: '2026-12-15T08:00:00Z' },
      ],
    });
    const view = await openOrder(overdue);

    const letters = paymentsSection().getByRole('list', { name: 'Versendete Mahnschreiben' });
    expect(
      within(letters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zahlungserinnerung versendet am 04.12.2026, 09:00', '1. Mahnung versendet am 15.12.2026, 09:00']);
    view.unmount();

    await openOrder(invoiceOrder());
    expect(paymentsSection().queryByRole('list', { name: 'Versendete Mahnschreiben' })).not.toBeInTheDocument();
  });

  it('books a payment, fetches the order again and keeps the form for the rest', async () => {
    const order = invoiceOrder();
    const { user } = await openOrder(order);

    await fill(user, 'Betrag (€)', '200');
    await fill(user, 'Zahlungsdatum', '2026-12-18');
    await fill(user, 'Notiz', '  Überweisung vom 18.12.  ');
    await user.click(bookingForm().getByRole('button', { name: 'Zahlung buchen' }));

    expect(await toastRegion().findByText('Zahlung über 200,00 € gebucht.')).toBeInTheDocument();
    expect(receivedOn(`/admin/orders/${order.orderId}/payments`)).toEqual([
      { amountCents: 20000, paidOn: '2026-12-18', note: 'Überweisung vom 18.12.' },
    ]);
    await waitFor(() => expect(paymentsSection().getByText('Bezahlt: 320,00 € von 595,00 €')).toBeInTheDocument());
    expect(bookedRows()).toEqual([
      ['10.12.2026', '120,00 €', 'Teilzahlung'],
      ['18.12.2026', '200,00 €', 'Überweisung vom 18.12.'],
    ]);
    expect(paymentsSection().queryByText('Die Rechnung ist vollständig bezahlt.')).not.toBeInTheDocument();
    // Ready for the next payment: empty, dated today.
    expect(bookingForm().getByLabelText('Betrag (€)')).toHaveValue('');
    expect(bookingForm().getByLabelText('Zahlungsdatum')).toHaveValue('2026-12-20');
  });

  it('says the invoice is paid in full once the payments cover the total, without a notice before', async () => {
    const order = invoiceOrder();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(
        '/api/admin/orders/:id/payments',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const { user } = await openOrder(order);
    await fill(user, 'Betrag (€)', '475,00');
    const button = bookingForm().getByRole('button', { name: 'Zahlung buchen' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await paymentsSection().findByRole('status')).toHaveTextContent('Die Rechnung ist vollständig bezahlt.');
    expect(paymentsSection().getByText('Bezahlt: 595,00 € von 595,00 €')).toBeInTheDocument();
    expect(receivedOn(`/admin/orders/${order.orderId}/payments`)).toEqual([
      { amountCents: 47500, paidOn: '2026-12-20', note: '' },
    ]);
    // Nothing is left to book.
    expect(screen.queryByRole('form', { name: 'Zahlung buchen' })).not.toBeInTheDocument();
  });

  it('refuses an amount that is none, and a note longer than the rules allow, sending nothing', async () => {
    const order = invoiceOrder();
    const { user } = await openOrder(order);
    const amountMessage = 'Bitte geben Sie den Betrag in Euro an, mindestens 0,01 €, z. B. 120,00.';
    const noteMessage = `Die Notiz darf höchstens ${PAYMENT_NOTE_MAX_CHARS} Zeichen lang sein.`;

    await user.click(bookingForm().getByRole('button', { name: 'Zahlung buchen' }));
    expect(await bookingForm().findByText(amountMessage)).toBeInTheDocument();

    await fill(user, 'Betrag (€)', '0,00');
    await user.click(bookingForm().getByRole('button', { name: 'Zahlung buchen' }));
    expect(bookingForm().getByLabelText('Betrag (€)')).toHaveAccessibleDescription(amountMessage);

    await fill(user, 'Betrag (€)', '12,345');
    await fill(user, 'Notiz', 'N'.repeat(PAYMENT_NOTE_MAX_CHARS + 1));
    await user.click(bookingForm().getByRole('button', { name: 'Zahlung buchen' }));
    expect(await bookingForm().findByText(noteMessage)).toBeInTheDocument();
    expect(bookingForm().getByLabelText('Betrag (€)')).toHaveAccessibleDescription(amountMessage);
    expect(receivedOn(`/admin/orders/${order.orderId}/payments`)).toEqual([]);

    // Exactly the longest note passes.
    await fill(user, 'Betrag (€)', '12,34');
    await fill(user, 'Notiz', 'N'.repeat(PAYMENT_NOTE_MAX_CHARS));
    await user.click(bookingForm().getByRole('button', { name: 'Zahlung buchen' }));
    await waitFor(() =>
      expect(receivedOn(`/admin/orders/${order.orderId}/payments`)).toEqual([
        { amountCents: 1234, paidOn: '2026-12-20', note: 'N'.repeat(PAYMENT_NOTE_MAX_CHARS) },
      ]),
    );
  });

  it("shows the server's refusal in the form, keeping what was typed", async () => {
    const order = invoiceOrder();
    server.use(
      http.post('/api/admin/orders/:id/payments', async () => {
        await delay(5);
        return HttpResponse.json(
          { code: 'conflict', message: 'Diese Bestellung ist keine Bestellung auf Rechnung.' },
          { status: 409 },
        );
      }),
    );
    const { user } = await openOrder(order);
    await fill(user, 'Betrag (€)', '100,00');
    await user.click(bookingForm().getByRole('button', { name: 'Zahlung buchen' }));
    expect(await bookingForm().findByRole('alert')).toHaveTextContent(
      'Diese Bestellung ist keine Bestellung auf Rechnung.',
    );
    expect(bookingForm().getByLabelText('Betrag (€)')).toHaveValue('100,00');
  });

  it('shows no payments for an order paid by card', async () => {
    const order = seedOrder({ payementStatus: 'Paid', paymentTime: '2026-12-07T10:05:00Z' });
    await openOrder(order);
    expect(screen.queryByRole('region', { name: 'Zahlungseingänge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Zahlung buchen' })).not.toBeInTheDocument();
  });
});
