import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { CartItem } from '@/features/cart/types';
import { db, markOrderPaid, receivedOn, seedOrder } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

const WAITING = 'Ihre Zahlung wird bestätigt …';
const THANKS = 'Vielen Dank für Ihre Bestellung!';

const cartLine: CartItem = {
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

function renderPending(query: string, options: { strict?: boolean } = {}) {
  return renderApp(`/pending-page${query}`, {
    preloadedState: { cart: { items: [cartLine], itemCount: 1 } },
    ...options,
  });
}

/** Handlers that stand in for the fake API's record their calls the same way. */
function recordCheck() {
  db.received.push({ path: '/orderLine/check-payment-status', body: null });
}

function statusChecks(): number {
  return receivedOn('/orderLine/check-payment-status').length;
}

/** Lets the next poll happen: 3 seconds pass, then the answer arrives. */
async function nextPoll(expectedChecks: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(3000);
  });
  await waitFor(() => expect(statusChecks()).toBe(expectedChecks));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

describe('/pending-page', () => {
  beforeEach(() => {
    // Testing Library waits with real-time steps of its own; let the fake clock follow real time
    // and move it by hand for the 3-second polls.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner, polls every 3 s, and thanks the customer once paid after two Pending answers', async () => {
    const order = seedOrder({ totalAmount: 30286 });
    const view = renderPending(`?order_id=${order.orderId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellbestätigung' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING);
    await waitFor(() => expect(statusChecks()).toBe(1));
    expect(receivedOn('/orderLine/check-payment-status')).toEqual([{ order_id: order.orderId }]);

    // Nothing happens before 3 seconds have passed. The clock follows real time: stopped while it is moved
    // by 2 s, a slow machine cannot add the second that is left before the next poll.
    vi.setTimerTickMode('manual');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(statusChecks()).toBe(1);
    vi.setTimerTickMode('interval');
    await nextPoll(2);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(view.store.getState().cart.items).toHaveLength(1);

    markOrderPaid(order.orderId, { paymentTime: '2026-11-23T09:14:05Z', shippingDate: '2026-11-24' });
    await nextPoll(3);

    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    const facts = screen.getByText('Bestellnummer').closest('dl');
    if (!facts) throw new Error('no facts list');
    const rows = Array.from(facts.children, (row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Bestellnummer', String(order.orderId)],
      ['Zugesagter Versand', '24.11.2026'],
      ['Zahlungsstatus', 'Erfolgreich'],
      ['Gesamt', '302,86 € (inkl. 19 % MwSt)'],
      ['Zahlungszeitpunkt', '23.11.2026, 10:14 Uhr'],
    ]);
    expect(screen.getByRole('link', { name: 'Zurück zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');

    // The cart is cleared, and polling stopped.
    await waitFor(() => expect(view.store.getState().cart).toEqual({ items: [], itemCount: 0 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(statusChecks()).toBe(3);
  });

  it('names the 0 % VAT of a tax-free intra-community order instead of 19 %', async () => {
    const order = seedOrder({ totalAmount: 22980, taxCategory: 'K' });
    markOrderPaid(order.orderId, { paymentTime: '2026-12-06T09:14:05Z', shippingDate: '2026-12-09' });
    renderPending(`?order_id=${order.orderId}`);

    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(
      screen.getByText('229,80 € (Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/19 % MwSt/)).not.toBeInTheDocument();
  });

  it('clears the cart only once, even in StrictMode', async () => {
    const order = seedOrder();
    markOrderPaid(order.orderId, { paymentTime: '2026-11-23T09:14:05Z', shippingDate: '2026-11-24' });
    const view = renderPending(`?order_id=${order.orderId}`, { strict: true });
    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    await waitFor(() => expect(view.store.getState().cart.items).toEqual([]));

    // Something put into the cart afterwards stays there.
    act(() => {
      view.store.dispatch({ type: 'cart/itemAdded', payload: cartLine });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(view.store.getState().cart.items).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
  });

  it('goes to /paymentError after 10 Pending answers, keeping the cart', async () => {
    const order = seedOrder();
    const view = renderPending(`?order_id=${order.orderId}`);
    await waitFor(() => expect(statusChecks()).toBe(1));
    for (let check = 2; check <= 9; check += 1) await nextPoll(check);
    expect(view.router.state.location.pathname).toBe('/pending-page');

    await nextPoll(10);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/paymentError'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlungsfehler' })).toBeInTheDocument();
    expect(view.store.getState().cart.items).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(statusChecks()).toBe(10);
  });

  it('counts failed requests as tries too, without a toast for each', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('/api/orderLine/check-payment-status', () => {
        recordCheck();
        return HttpResponse.json({ message: serverMessages.paymentStatusOrderNotFound }, { status: 404 });
      }),
    );
    const view = renderPending('?order_id=77');
    await waitFor(() => expect(statusChecks()).toBe(1));
    for (let check = 2; check <= 10; check += 1) await nextPoll(check);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/paymentError'));
    expect(toasts().queryAllByRole('status')).toHaveLength(0);
  });

  it('counts Pending answers and failed requests together: 10 tries in all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = seedOrder();
    let calls = 0;
    server.use(
      http.get('/api/orderLine/check-payment-status', () => {
        recordCheck();
        calls += 1;
        return calls % 2 === 0
          ? HttpResponse.error()
          : HttpResponse.json({
              orderId: order.orderId,
              payementStatus: 'Pending',
              orderTotal: 100,
              shippingDate: null,
              paymentTime: null,
            });
      }),
    );
    const view = renderPending(`?order_id=${order.orderId}`);
    await waitFor(() => expect(statusChecks()).toBe(1));
    for (let check = 2; check <= 9; check += 1) await nextPoll(check);
    expect(view.router.state.location.pathname).toBe('/pending-page');
    await nextPoll(10);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/paymentError'));
  });

  it('still shows the payment once it arrives after failed requests', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = seedOrder();
    server.use(
      http.get(
        '/api/orderLine/check-payment-status',
        () => {
          recordCheck();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const view = renderPending(`?order_id=${order.orderId}`);
    await waitFor(() => expect(statusChecks()).toBe(1));
    markOrderPaid(order.orderId, { paymentTime: '2026-11-23T09:14:05Z', shippingDate: '2026-11-24' });
    await nextPoll(2);
    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    await waitFor(() => expect(view.store.getState().cart.items).toEqual([]));
  });

  it.each(['abc', '0', '-3', '12abc'])(
    'sends order_id=%s straight to /paymentError without asking',
    async (orderId) => {
      const view = renderPending(`?order_id=${orderId}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Zahlungsfehler' })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe('/paymentError');
      expect(statusChecks()).toBe(0);
    },
  );

  it('explains the page when no order is named, without asking the server', async () => {
    renderPending('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellbestätigung' })).toBeInTheDocument();
    expect(screen.getByText('Keine Bestellung angegeben')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(statusChecks()).toBe(0);
  });
  describe('delayed and failed payments', () => {
    const PROCESSING = 'Ihre Zahlung wird bearbeitet. Wir senden Ihnen eine E-Mail, sobald sie eingegangen ist.';

    /** Answers `Pending` for the first `pendingFirst` checks, then `status`. */
    function answerAfter(orderId: number, pendingFirst: number, status: 'Processing' | 'Failed') {
      let calls = 0;
      server.use(
        http.get('/api/orderLine/check-payment-status', () => {
          recordCheck();
          calls += 1;
          return HttpResponse.json({
            orderId,
            payementStatus: calls > pendingFirst ? status : 'Pending',
            orderTotal: 30286,
            shippingDate: null,
            paymentTime: null,
          });
        }),
      );
    }

    it('stops polling on Processing and shows a finished notice with the order number and a way back', async () => {
      const order = seedOrder({ totalAmount: 30286 });
      answerAfter(order.orderId, 1, 'Processing');
      const view = renderPending(`?order_id=${order.orderId}`);

      await waitFor(() => expect(statusChecks()).toBe(1));
      expect(screen.getByRole('status')).toHaveTextContent(WAITING);
      await nextPoll(2);

      const notice = await screen.findByRole('region', { name: 'Vielen Dank für Ihre Bestellung!' });
      expect(within(notice).getByText(PROCESSING)).toBeInTheDocument();
      expect(within(notice).getByText('Bestellnummer').nextElementSibling).toHaveTextContent(String(order.orderId));
      expect(within(notice).getByText('Zahlungsstatus').nextElementSibling).toHaveTextContent('Zahlung in Bearbeitung');
      expect(within(notice).getByRole('link', { name: 'Zurück zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');
      expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
      expect(screen.queryByText(THANKS, { selector: 'p' })).not.toBeInTheDocument();

      // No further checks: the customer hears by e-mail.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(statusChecks()).toBe(2);
      expect(view.router.state.location.pathname).toBe('/pending-page');
      // The order is placed: the cart is emptied as for a paid one.
      expect(view.store.getState().cart.items).toEqual([]);
    });

    it('goes to /paymentError at once on Failed, without further checks', async () => {
      const order = seedOrder({ totalAmount: 30286 });
      answerAfter(order.orderId, 2, 'Failed');
      const view = renderPending(`?order_id=${order.orderId}`);

      await waitFor(() => expect(statusChecks()).toBe(1));
      await nextPoll(2);
      await nextPoll(3);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/paymentError'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(statusChecks()).toBe(3);
      expect(view.store.getState().cart.items).toHaveLength(1);
    });

    it('keeps polling while Pending, as before', async () => {
      const order = seedOrder({ totalAmount: 30286 });
      answerAfter(order.orderId, 5, 'Processing');
      renderPending(`?order_id=${order.orderId}`);
      await waitFor(() => expect(statusChecks()).toBe(1));
      for (let check = 2; check <= 5; check += 1) await nextPoll(check);
      expect(screen.getByRole('status')).toHaveTextContent(WAITING);
      await nextPoll(6);
      expect(await screen.findByText(PROCESSING)).toBeInTheDocument();
    });
  });
});

describe('/pending-page: an order on invoice', () => {
  const INVOICED = 'Die Rechnung mit Zahlungsziel und Bankverbindung erhalten Sie per E-Mail.';

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('thanks at the first answer and says where the invoice comes from, without polling for a payment', async () => {
    const order = seedOrder({
      totalAmount: 30286,
      payementStatus: 'Invoiced',
      paymentMethod: 'invoice',
      invoiceDueOn: '2026-12-21',
    });
    const view = renderPending(`?order_id=${order.orderId}`);

    const thanks = await screen.findByRole('region', { name: THANKS });
    expect(within(thanks).getByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(within(thanks).getByText(INVOICED)).toBeInTheDocument();
    expect(within(thanks).getByText('Bestellnummer').nextElementSibling).toHaveTextContent(String(order.orderId));
    expect(within(thanks).getByText('Zahlungsstatus').nextElementSibling).toHaveTextContent('Auf Rechnung');
    expect(within(thanks).getByText('Gesamt').nextElementSibling).toHaveTextContent('302,86 € (inkl. 19 % MwSt)');
    // Nothing was paid: neither the payment's thanks nor its time.
    expect(screen.queryByText(/Wir haben Ihre Zahlung erhalten/)).not.toBeInTheDocument();
    expect(screen.queryByText('Zahlungszeitpunkt')).not.toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'Zurück zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(statusChecks()).toBe(1);
    expect(view.router.state.location.pathname).toBe('/pending-page');
    // The order is placed: the cart is emptied as for a paid one.
    expect(view.store.getState().cart.items).toEqual([]);
  });
});

describe('/pending-page with an Aktionscode', () => {
  function facts(heading: string): [string, string][] {
    const section = screen.getByRole('region', { name: heading });
    return Array.from(section.querySelectorAll('dl > div'), (row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]);
  }

  it('shows the discount as its own line above the total it lowered', async () => {
    // 2 x 54,90 € = 109,80 €; 10 % = 10,98 €; 19 % of 98,82 € = 18,7758 € -> 18,78 €; total 117,60 €.
    const order = seedOrder({ discountCents: 1098, voucherCode: 'SOMMER10', totalAmount: 11760 });
    markOrderPaid(order.orderId, { paymentTime: '2026-11-23T09:14:05Z', shippingDate: '2026-11-24' });
    renderPending(`?order_id=${order.orderId}`);

    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(facts(THANKS)).toEqual([
      ['Bestellnummer', String(order.orderId)],
      ['Zugesagter Versand', '24.11.2026'],
      ['Zahlungsstatus', 'Erfolgreich'],
      ['Rabatt (Aktionscode SOMMER10)', '\u221210,98 €'],
      ['Gesamt', '117,60 € (inkl. 19 % MwSt)'],
      ['Zahlungszeitpunkt', '23.11.2026, 10:14 Uhr'],
    ]);
  });

  it('shows it on a payment still on its way too', async () => {
    const order = seedOrder({ discountCents: 500, voucherCode: 'MINUS5', totalAmount: 12471 });
    order.payementStatus = 'Processing';
    renderPending(`?order_id=${order.orderId}`);

    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(facts(THANKS)).toContainEqual(['Rabatt (Aktionscode MINUS5)', '\u22125,00 €']);
  });

  it('shows no discount line for an order without a code', async () => {
    const order = seedOrder();
    markOrderPaid(order.orderId, { paymentTime: '2026-11-23T09:14:05Z', shippingDate: '2026-11-24' });
    renderPending(`?order_id=${order.orderId}`);
    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(screen.queryByText(/^Rabatt/)).not.toBeInTheDocument();
  });
});

describe('/pending-page: what happens next', () => {
  const NEXT_STEP = 'Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe.';
  const samplePack = {
    orderLineId: 901,
    productId: 5,
    productType: 'MBNprod' as const,
    name: 'Magnete mit Musternummer – 100 Stück',
    UnitPrice: 4490,
    qte: 2,
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    orderType: 'Normal' as const,
    remarks: '',
    musterNumber: 'MN-1001',
    template: '',
    address: '',
    phone: '',
    url: '',
    cardLogo: '',
  };

  it('sends the buyer of a design to the proof approval, which it opens without a token', async () => {
    const order = seedOrder();
    markOrderPaid(order.orderId, { paymentTime: '2026-11-23T09:14:05Z', shippingDate: '2026-11-24' });
    const view = renderPending(`?order_id=${order.orderId}`);

    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(screen.getByText(NEXT_STEP)).toBeInTheDocument();
    expect(screen.queryByText(/beginnen jetzt mit dem Druck/)).not.toBeInTheDocument();
    const review = screen.getByRole('link', { name: 'Druckabzug prüfen' });
    expect(review).toHaveAttribute('href', `/proof-approval?orderId=${order.orderId}`);

    await view.user.click(review);
    expect(await screen.findByRole('heading', { level: 1, name: 'Druckfreigabe' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Druckabzug: PrimeCard Starter' })).toBeInTheDocument();
    expect(receivedOn('/proof-approval')).toEqual([{ orderId: order.orderId }]);
  });

  it('says nothing of a proof for an order of sample packs, which has none', async () => {
    const order = seedOrder({ lines: [samplePack] });
    markOrderPaid(order.orderId, { paymentTime: '2026-11-23T09:14:05Z', shippingDate: '2026-11-24' });
    renderPending(`?order_id=${order.orderId}`);

    expect(await screen.findByRole('heading', { level: 2, name: THANKS })).toBeInTheDocument();
    expect(
      screen.getByText('Wir haben Ihre Zahlung erhalten. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(NEXT_STEP)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Druckabzug prüfen' })).not.toBeInTheDocument();
  });
});
