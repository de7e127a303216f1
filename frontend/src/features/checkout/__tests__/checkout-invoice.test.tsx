import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import type { User } from '@/features/auth/types';
import type { CartItem } from '@/features/cart/types';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { db, receivedOn, testUsers } from '@/testing/data';
import { enterText } from '@/testing/enter-text';
import { grantInvoice, invoiceMessages, refuseInvoice, type InvoiceRefusalCode } from '@/testing/invoice-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const CARD = 'Kartenzahlung, PayPal und weitere über Stripe';
const PAY = 'Jetzt bezahlen';
const ORDER_ON_INVOICE = 'Zahlungspflichtig bestellen';
const THANKS = 'Vielen Dank für Ihre Bestellung!';

const line: CartItem = {
  id: 5,
  name: 'Magnete mit Musternummer – 100 Stück',
  price: 4490,
  quantity: 2,
  productType: 'MBNprod',
  image: '/demo/products/pack-5.svg',
  processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
  remarks: '',
  musterNum: 'MN-1001',
  templateCat: '',
  address: '',
  logo: '',
  url: '',
  phone: '',
};

function renderCheckout({ user = testUsers.customer as User | null, isGuest = false } = {}) {
  return renderApp('/checkout', {
    user,
    preloadedState: { auth: { user, isGuest }, cart: { items: [line], itemCount: 1 } },
  });
}

type View = ReturnType<typeof renderCheckout>;

const FIELDS = {
  Ansprechpartner: 'Luigi Rossi',
  Firmenname: 'Pizzeria Da Luigi',
  'E-Mail': 'luigi@da-luigi.example',
  Telefonnummer: '+49 2161 987654',
  Lieferadresse: 'Bismarckstraße 12',
  PLZ: '41061',
  Stadt: 'Mönchengladbach',
};

async function fillAndAccept({ user }: View) {
  for (const [label, value] of Object.entries(FIELDS)) {
    await enterText(user, await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }));
}

function paymentChoice() {
  return within(screen.getByRole('group', { name: 'Zahlungsart' }));
}

/** The invoice's radio, whatever its label says. */
function invoiceRadio() {
  return paymentChoice().getByRole('radio', { name: /^Kauf auf Rechnung/ });
}

/** Waits until the server's answer on buying on invoice is shown (the loader gone). */
async function invoiceChecked() {
  await screen.findByRole('group', { name: 'Zahlungsart' });
  await waitFor(() => expect(screen.queryByText('Kauf auf Rechnung wird geprüft …')).not.toBeInTheDocument());
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

afterEach(() => {
  vi.useRealTimers();
});

/** Replaces `window.location` for one test, so a departure to the payment provider can be watched. */
function stubLocation() {
  const real = window.location;
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    origin: real.origin,
    href: real.href,
    assign,
  } as unknown as Location);
  return assign;
}

describe('checkout: the payment choice', () => {
  it('offers the card by default and, when granted, the invoice with its days', async () => {
    grantInvoice(14);
    const { user } = renderCheckout();
    await invoiceChecked();

    const card = paymentChoice().getByRole('radio', { name: CARD });
    const invoice = paymentChoice().getByRole('radio', { name: 'Kauf auf Rechnung (zahlbar innerhalb von 14 Tagen)' });
    expect(card).toBeChecked();
    expect(invoice).not.toBeChecked();
    expect(invoice).toBeEnabled();
    expect(invoice).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: PAY })).toHaveAccessibleDescription(
      'Sie werden zur sicheren Kartenzahlung weitergeleitet.',
    );
    expect(receivedOn('/invoice-terms')).toHaveLength(1);

    await user.click(invoice);
    expect(invoice).toBeChecked();
    const order = screen.getByRole('button', { name: ORDER_ON_INVOICE });
    expect(order).toHaveAccessibleDescription('Zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug.');
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();

    // Back to the card, the button keeps its text.
    await user.click(card);
    expect(screen.getByRole('button', { name: PAY })).toBeInTheDocument();
    expect(screen.queryByText(/Zahlbar innerhalb von/)).not.toBeInTheDocument();
  });

  it.each([
    ['invoice.not_granted', invoiceMessages.notGranted],
    ['invoice.limit_reached', invoiceMessages.limitReached],
    ['invoice.overdue', invoiceMessages.overdue],
  ] satisfies [InvoiceRefusalCode, string][])(
    "shows the invoice disabled with the server's reason for %s beneath it",
    async (code, reason) => {
      refuseInvoice(code);
      const { user } = renderCheckout();
      await invoiceChecked();

      const invoice = invoiceRadio();
      expect(invoice).toHaveAccessibleName('Kauf auf Rechnung');
      expect(invoice).toBeDisabled();
      expect(invoice).toHaveAccessibleDescription(reason);
      expect(paymentChoice().getByText(reason)).toBeVisible();
      expect(paymentChoice().getByRole('radio', { name: CARD })).toBeChecked();

      await user.click(invoice);
      expect(invoice).not.toBeChecked();
      expect(screen.getByRole('button', { name: PAY })).toBeInTheDocument();
    },
  );

  it('shows a guest the invoice disabled with the reason the server gives a guest', async () => {
    grantInvoice(14);
    renderCheckout({ user: null, isGuest: true });
    await invoiceChecked();
    expect(invoiceRadio()).toBeDisabled();
    expect(invoiceRadio()).toHaveAccessibleDescription(invoiceMessages.notGranted);
  });

  it('takes an answer without its optional `days` or `reason` as one without them', async () => {
    server.use(http.get('/api/invoice-terms', () => HttpResponse.json({ available: true, days: 21 }), { once: true }));
    const { user, unmount } = renderCheckout();
    await invoiceChecked();
    const invoice = paymentChoice().getByRole('radio', { name: 'Kauf auf Rechnung (zahlbar innerhalb von 21 Tagen)' });
    expect(invoice).toBeEnabled();
    expect(invoice).not.toHaveAttribute('aria-describedby');
    await user.click(invoice);
    expect(screen.getByRole('button', { name: ORDER_ON_INVOICE })).toHaveAccessibleDescription(
      'Zahlbar innerhalb von 21 Tagen ab Rechnungsdatum ohne Abzug.',
    );
    unmount();

    // Not available and no reason given: disabled, with nothing beneath it.
    server.use(http.get('/api/invoice-terms', () => HttpResponse.json({ available: false }), { once: true }));
    renderCheckout();
    await invoiceChecked();
    expect(invoiceRadio()).toHaveAccessibleName('Kauf auf Rechnung');
    expect(invoiceRadio()).toBeDisabled();
    expect(invoiceRadio()).not.toHaveAttribute('aria-describedby');
  });

  it('shows a loader while asking, then the answer', async () => {
    grantInvoice(30);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        '/api/invoice-terms',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    renderCheckout();
    expect(await screen.findByText('Kauf auf Rechnung wird geprüft …')).toHaveAttribute('role', 'status');
    expect(invoiceRadio()).toBeDisabled();
    expect(invoiceRadio()).toHaveAccessibleDescription('Kauf auf Rechnung wird geprüft …');

    release();
    expect(
      await paymentChoice().findByRole('radio', { name: 'Kauf auf Rechnung (zahlbar innerhalb von 30 Tagen)' }),
    ).toBeEnabled();
  });

  it('says so in place when the question cannot be answered, with the card still usable', async () => {
    // The query is tried again after 1, 2 and 4 seconds: let the clock run them.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('/api/invoice-terms', () => HttpResponse.error()));
    renderCheckout();
    await screen.findByRole('group', { name: 'Zahlungsart' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8000);
    });
    // The clock stays fake (following real time) until the test ends: a try whose failure came in only after
    // the 8 s were moved still has its wait run, instead of being dropped with the fake timers.
    const note = 'Ob Kauf auf Rechnung möglich ist, konnte gerade nicht geprüft werden.';
    expect(await paymentChoice().findByText(note)).toBeInTheDocument();
    expect(invoiceRadio()).toBeDisabled();
    expect(invoiceRadio()).toHaveAccessibleDescription(note);
    expect(paymentChoice().getByRole('radio', { name: CARD })).toBeChecked();
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('checkout: ordering on invoice', () => {
  it('sends the order on invoice, opens no payment and shows its confirmation', async () => {
    grantInvoice(14);
    const assign = stubLocation();
    const view = renderCheckout();
    await invoiceChecked();
    await fillAndAccept(view);
    await view.user.click(invoiceRadio());
    await view.user.click(screen.getByRole('button', { name: ORDER_ON_INVOICE }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pending-page'));
    expect(view.router.state.location.search).toBe('?order_id=1');
    const sent = receivedOn('/orderLine/create-order');
    expect(sent).toEqual([
      expect.objectContaining({
        paymentMethod: 'invoice',
        userId: testUsers.customer.userId,
        orderLines: [expect.objectContaining({ productId: 5, qte: 2, musterNumber: 'MN-1001' })],
      }),
    ]);
    expect(receivedOn('/orderLine/create-checkout-session')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(db.orders[0]).toMatchObject({ payementStatus: 'Invoiced', paymentMethod: 'invoice' });

    const thanks = await screen.findByRole('region', { name: THANKS });
    expect(within(thanks).getByText('Zahlungsstatus').nextElementSibling).toHaveTextContent('Auf Rechnung');
    // The attempt ended with the order placed: the next order gets a new Idempotency-Key.
    expect(window.sessionStorage.getItem('primecards.checkoutAttempt')).toBeNull();
    await waitFor(() => expect(view.store.getState().cart.items).toEqual([]));
  });

  it('keeps every value when the server refuses, shows its reason at the choice, goes back to the card and asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    grantInvoice(14);
    const assign = stubLocation();
    const view = renderCheckout();
    await invoiceChecked();
    await fillAndAccept(view);
    await view.user.click(invoiceRadio());
    // Meanwhile another order reached the customer's limit.
    refuseInvoice('invoice.limit_reached');
    await view.user.click(screen.getByRole('button', { name: ORDER_ON_INVOICE }));

    const alert = await paymentChoice().findByRole('alert');
    expect(alert).toHaveTextContent(invoiceMessages.limitReached);
    expect(screen.getByRole('group', { name: 'Zahlungsart' })).toHaveAccessibleDescription(
      invoiceMessages.limitReached,
    );
    expect(paymentChoice().getByRole('radio', { name: CARD })).toBeChecked();
    // The refusal is drawn with the new question to the server; Formik clears its 'submitting' after the
    // submit handler has returned, in a render of its own: waited for.
    await waitFor(() => expect(screen.getByRole('button', { name: PAY })).toBeEnabled());
    // Asked again: the invoice is now disabled with the same reason beneath it.
    await waitFor(() => expect(receivedOn('/invoice-terms')).toHaveLength(2));
    await waitFor(() => expect(invoiceRadio()).toBeDisabled());
    expect(invoiceRadio()).toHaveAccessibleDescription(invoiceMessages.limitReached);
    // Nothing else happened, and nothing typed is lost.
    for (const [label, value] of Object.entries(FIELDS)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ })).toBeChecked();
    expect(view.router.state.location.pathname).toBe('/checkout');
    expect(receivedOn('/orderLine/create-checkout-session')).toEqual([]);
    expect(db.orders).toEqual([]);
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();

    // Paying by card now sends the order without a payment method, under a new key.
    await view.user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/local/cs_test_1'));
    const sent = receivedOn('/orderLine/create-order') as Record<string, unknown>[];
    expect(sent.map((body) => body.paymentMethod)).toEqual(['invoice', undefined]);
    expect(sent[1]).not.toHaveProperty('paymentMethod');
    expect(paymentChoice().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the same Idempotency-Key when the same order on invoice is sent again after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    grantInvoice(14);
    const keys: (string | null)[] = [];
    server.use(
      http.post(
        '/api/orderLine/create-order',
        async ({ request }) => {
          keys.push(request.headers.get(IDEMPOTENCY_HEADER));
          await delay(10);
          return HttpResponse.error();
        },
        { once: true },
      ),
      http.post('/api/orderLine/create-order', ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER));
        return undefined;
      }),
    );
    const view = renderCheckout();
    await invoiceChecked();
    await fillAndAccept(view);
    await view.user.click(invoiceRadio());
    await view.user.click(screen.getByRole('button', { name: ORDER_ON_INVOICE }));
    expect(await toasts().findByText(/^Ihre Bestellung konnte nicht bearbeitet werden/)).toBeInTheDocument();
    // A failure that is no refusal keeps the choice.
    expect(invoiceRadio()).toBeChecked();

    // A click on the button while it is still busy would go nowhere: it is usable again first.
    await waitFor(() => expect(screen.getByRole('button', { name: ORDER_ON_INVOICE })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: ORDER_ON_INVOICE }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pending-page'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBeNull();
    expect(keys[1]).toBe(keys[0]);
  });
});
