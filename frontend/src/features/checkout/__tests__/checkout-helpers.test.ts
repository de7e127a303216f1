import { Blob as NodeBlob } from 'node:buffer';

import { formatDay as formatShippingDate } from '@/lib/dates';

import { formatPaymentTime } from '../format';
import { CheckoutFailure, dataUrlToBlob, placeOrder, type PlaceOrderDeps } from '../place-order';
import { parseOrderId } from '../components/payment-pending-page';
import type { CheckoutItem, CreateOrderRequest, ShippingValues, UploadedImage } from '../types';

describe('confirmation dates', () => {
  it('writes the shipping date the German way', () => {
    expect(formatShippingDate('2026-11-24')).toBe('24.11.2026');
    expect(formatShippingDate(null)).toBeNull();
    expect(formatShippingDate('24.11.2026')).toBeNull();
  });

  it('writes the payment time in German time, winter and summer', () => {
    expect(formatPaymentTime('2026-11-23T09:14:05Z')).toBe('23.11.2026, 10:14 Uhr');
    expect(formatPaymentTime('2026-07-01T22:30:00Z')).toBe('02.07.2026, 00:30 Uhr');
    expect(formatPaymentTime(null)).toBeNull();
    expect(formatPaymentTime('gestern')).toBeNull();
  });
});

describe('order ids from the link', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', null],
    ['-1', null],
    ['4.5', null],
    ['12abc', null],
    ['1e3', null],
  ])('%j -> %j', (raw, id) => {
    expect(parseOrderId(raw)).toBe(id);
  });
});

describe('dataUrlToBlob', () => {
  beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
  afterEach(() => vi.unstubAllGlobals());

  it('decodes a base64 data URL with its media type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('decodes a percent-encoded data URL', async () => {
    const blob = dataUrlToBlob('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg/>');
  });

  it('refuses what is not a data URL', () => {
    expect(() => dataUrlToBlob('idb:logo:abc')).toThrow(TypeError);
  });
});

describe('placeOrder: logos', () => {
  beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
  afterEach(() => vi.unstubAllGlobals());

  const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
  const REF = `idb:logo:${'a'.repeat(64)}`;
  const CLOUDINARY = 'https://res.cloudinary.com/primecards/image/upload/v1/logos/roma.png';

  const shipping: ShippingValues = {
    responsableName: 'Luigi Rossi',
    companyName: 'Pizzeria Roma',
    email: 'luigi@roma.example',
    phone: '+49 2161 987654',
    shippingAddress: 'Bismarckstraße 12',
    zipCode: '41061',
    city: 'Mönchengladbach',
    country: 'DE',
    vatId: '',
    orderReference: '',
  };

  function card(logo: string): CheckoutItem {
    return {
      id: 2,
      name: 'PrimeCard Starter',
      price: 5490,
      quantity: 1,
      productType: 'PrimeProd',
      processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
      remarks: '',
      musterNum: '',
      templateCat: 'burger',
      address: 'Hauptstraße 5',
      phone: '+49 2161 123456',
      url: 'https://pizzeria.example',
      logo,
    };
  }

  function fakeDeps() {
    const orders: CreateOrderRequest[] = [];
    const deps = {
      loadLogo: vi.fn(async (ref: string) => (ref === REF ? LOGO : null)),
      uploadImage: vi.fn(async () => ({ secure_url: '/uploads/neu.png' }) as UploadedImage),
      createOrder: vi.fn(async (body: CreateOrderRequest) => {
        orders.push(body);
        return {
          id: 12,
          totalAmount: 0,
          discountCents: 0,
          voucherCode: null,
          taxCategory: 'S' as const,
          vatCents: 0,
          // Like the server: an order on invoice is invoiced at once, any other waits for its payment.
          payementStatus: body.paymentMethod === 'invoice' ? ('Invoiced' as const) : ('Pending' as const),
          message: 'ok',
        };
      }),
      createCheckoutSession: vi.fn(async () => ({ id: 'cs_test_12', url: '/api/payments/local/cs_test_12' })),
      redirect: vi.fn(),
      showConfirmation: vi.fn(),
      endAttempt: vi.fn(),
      uploaded: new Map<string, string>(),
    } satisfies PlaceOrderDeps;
    return { deps, orders };
  }

  it('sends a hosted logo (a line put back from an order) as it is, uploading only the stored one', async () => {
    const { deps, orders } = fakeDeps();
    const items = [card('/uploads/ab12.png'), card(CLOUDINARY), card(REF), card('')];
    await placeOrder({ items, shipping, userId: 7 }, deps);

    expect(deps.loadLogo.mock.calls).toEqual([[REF]]);
    expect(deps.uploadImage).toHaveBeenCalledTimes(1);
    expect(orders.map((order) => order.orderLines.map((line) => line.cardLogo))).toEqual([
      ['/uploads/ab12.png', CLOUDINARY, '/uploads/neu.png', ''],
    ]);
    expect([...deps.uploaded.keys()]).toEqual([REF]);
    expect(deps.redirect).toHaveBeenCalledWith('/api/payments/local/cs_test_12');
  });

  it('sends no payment method for the card, as before', async () => {
    const { deps, orders } = fakeDeps();
    await placeOrder({ items: [card('')], shipping, userId: 7, paymentMethod: 'card' }, deps);
    expect(orders).toHaveLength(1);
    expect(orders[0]).not.toHaveProperty('paymentMethod');
    expect(deps.createCheckoutSession).toHaveBeenCalledTimes(1);
    expect(deps.showConfirmation).not.toHaveBeenCalled();
  });

  it("sends express: true only with 'Express-Produktion', and nothing of it without", async () => {
    const { deps, orders } = fakeDeps();
    await placeOrder({ items: [card('')], shipping, userId: 7, express: true }, deps);
    await placeOrder({ items: [card('')], shipping, userId: 7, express: false }, deps);
    await placeOrder({ items: [card('')], shipping, userId: 7 }, deps);
    expect(orders[0]).toMatchObject({ express: true });
    expect(orders[1]).not.toHaveProperty('express');
    expect(orders[2]).not.toHaveProperty('express');
  });

  it('places an order on invoice without a payment session and shows its confirmation, then ends the attempt', async () => {
    const { deps, orders } = fakeDeps();
    await placeOrder({ items: [card('')], shipping, userId: 7, paymentMethod: 'invoice' }, deps);
    expect(orders.map((order) => order.paymentMethod)).toEqual(['invoice']);
    expect(deps.createCheckoutSession).not.toHaveBeenCalled();
    expect(deps.redirect).not.toHaveBeenCalled();
    expect(deps.showConfirmation).toHaveBeenCalledWith(12);
    expect(deps.endAttempt).toHaveBeenCalledTimes(1);
    expect(deps.showConfirmation.mock.invocationCallOrder[0]).toBeLessThan(deps.endAttempt.mock.invocationCallOrder[0]);
  });

  it("goes by the server's payment status: an order it placed as Pending gets its payment session", async () => {
    const { deps } = fakeDeps();
    deps.createOrder.mockResolvedValueOnce({
      id: 13,
      totalAmount: 0,
      discountCents: 0,
      voucherCode: null,
      taxCategory: 'S',
      vatCents: 0,
      payementStatus: 'Pending',
      message: 'ok',
    });
    await placeOrder({ items: [card('')], shipping, userId: 7, paymentMethod: 'invoice' }, deps);
    expect(deps.showConfirmation).not.toHaveBeenCalled();
    expect(deps.createCheckoutSession).toHaveBeenCalledWith(expect.objectContaining({ orderId: 13 }));
    expect(deps.redirect).toHaveBeenCalledWith('/api/payments/local/cs_test_12');
  });

  it.each(['invoice.not_granted', 'invoice.limit_reached', 'invoice.overdue'])(
    "tells the server's refusal %s as an invoice refusal and keeps the attempt",
    async (code) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { deps } = fakeDeps();
      const message = `Nicht auf Rechnung (${code}).`;
      deps.createOrder.mockRejectedValueOnce({ status: 409, data: { code, message } });
      const placing = placeOrder({ items: [card('')], shipping, userId: 7, paymentMethod: 'invoice' }, deps);
      await expect(placing).rejects.toEqual(expect.any(CheckoutFailure));
      const failure = (await placing.catch((error: unknown) => error)) as CheckoutFailure;
      expect(failure.invoiceRefused).toBe(true);
      expect(failure.voucherRefused).toBe(false);
      expect(failure.userMessage).toBe(message);
      expect(deps.showConfirmation).not.toHaveBeenCalled();
      expect(deps.endAttempt).not.toHaveBeenCalled();
    },
  );

  it('tells any other 409 of an order on invoice as the failed order, not as an invoice refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps();
    deps.createOrder.mockRejectedValueOnce({ status: 409, data: { code: 'conflict', message: 'Schon da.' } });
    const failure = (await placeOrder({ items: [card('')], shipping, userId: 7, paymentMethod: 'invoice' }, deps).catch(
      (error: unknown) => error,
    )) as CheckoutFailure;
    expect(failure.invoiceRefused).toBe(false);
    expect(failure.userMessage).toMatch(/^Ihre Bestellung konnte nicht bearbeitet werden\. .*Schon da\.$/);
  });
});
