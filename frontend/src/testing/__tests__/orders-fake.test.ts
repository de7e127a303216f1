import type { Schemas } from '@/lib/api-types';

import { db, markOrderPaid, seedOrder, testUsers } from '../data';

const shippingInfo = {
  responsableName: 'Luigi Rossi',
  companyName: 'Pizzeria Da Luigi',
  email: 'luigi@da-luigi.example',
  phone: '+49 2161 987654',
  shippingAddress: 'Bismarckstraße 12',
  zipCode: '41061',
  city: 'Mönchengladbach',
};

async function call(path: string, init?: { body: unknown }) {
  const response = await fetch(
    new Request(`/api${path}`, {
      method: init ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json' },
      body: init ? JSON.stringify(init.body) : undefined,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function createOrder(shipping: Schemas['ShippingInfoBody']) {
  return call('/orderLine/create-order', {
    body: { orderLines: [{ productId: 5, qte: 1, musterNumber: 'MN-1002' }], shippingInfo: shipping, userId: null },
  });
}

async function details(orderId: number) {
  db.sessionUser = testUsers.admin;
  return (await call(`/orderLine/get-order-details?order_id=${orderId}`)).body as unknown as Schemas['OrderDetailsDto'];
}

function setStatus(orderId: number, orderStatus: string) {
  db.sessionUser = testUsers.admin;
  return call('/orderLine/update-order-status', { body: { orderUpdate: { orderId, orderStatus } } });
}

describe('the fake API: USt-IdNr. and order reference', () => {
  it('keeps them from the create-order body as the API does: compacted, trimmed', async () => {
    const { body } = await createOrder({ ...shippingInfo, vatId: ' de 312.456-782 ', orderReference: ' PO-4711 ' });
    const { shippingDataRow } = await details(Number(body.id));
    expect(shippingDataRow).toMatchObject({ vatId: 'DE312456782', orderReference: 'PO-4711' });
  });

  it.each([
    ['absent', {}],
    ['empty', { vatId: '', orderReference: '' }],
    ['null', { vatId: null, orderReference: null }],
    ['blank', { vatId: ' - ', orderReference: '   ' }],
  ])('shows them as null when %s', async (_case, extra) => {
    const { body } = await createOrder({ ...shippingInfo, ...extra });
    const { shippingDataRow } = await details(Number(body.id));
    expect(shippingDataRow).toMatchObject({ vatId: null, orderReference: null, city: 'Mönchengladbach' });
  });
});

describe('the fake API: refunds', () => {
  function paid(userId: number | null = null) {
    const order = seedOrder({ userId, order_date: '2026-03-04T10:00:00Z' });
    markOrderPaid(order.orderId, { paymentTime: '2026-03-04T10:05:00Z', shippingDate: '2026-03-06' });
    return order;
  }

  it('lists every order with refundedAt null until refunded', async () => {
    const order = paid(testUsers.customer.userId);
    expect((await details(order.orderId)).orderRow.refundedAt).toBeNull();
    const list = (await call('/orderLine/get-valid-orders')).body as unknown as Schemas['OrdersPage'];
    expect(list.orders).toEqual([expect.objectContaining({ orderId: order.orderId, refundedAt: null })]);
    db.sessionUser = testUsers.customer;
    const mine = (await call(`/orderLine/get-orderBy-user?user_id=${testUsers.customer.userId}`)).body;
    expect(mine.orders).toEqual([expect.objectContaining({ orderId: order.orderId, refundedAt: null })]);
  });

  it('refunds a paid order that is cancelled: still paid, refundedAt set', async () => {
    const order = paid();
    expect(await setStatus(order.orderId, 'Cancelled')).toMatchObject({ status: 200 });
    const { orderRow } = await details(order.orderId);
    expect(orderRow).toMatchObject({ orderStatus: 'Cancelled', payementStatus: 'Paid' });
    expect(orderRow.refundedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });

  it('refunds nothing for an unpaid order or another status', async () => {
    const unpaid = seedOrder({ orderType: 'Costume' });
    const shipped = paid();
    await setStatus(unpaid.orderId, 'Cancelled');
    await setStatus(shipped.orderId, 'Shipped');
    expect((await details(unpaid.orderId)).orderRow).toMatchObject({ orderStatus: 'Cancelled', refundedAt: null });
    expect((await details(shipped.orderId)).orderRow).toMatchObject({ orderStatus: 'Shipped', refundedAt: null });
  });
});

describe('the fake API: QR checks of the card lines', () => {
  const card = (orderLineId: number, url: string, template = 'pizza') => ({
    orderLineId,
    productId: 2,
    productType: 'PrimeProd' as const,
    name: 'PrimeCard Starter',
    UnitPrice: 5490,
    qte: 1,
    processingType: 'Magnete nicht einzeln verpackt',
    orderType: 'Normal' as const,
    remarks: '',
    musterNumber: '',
    template,
    address: 'Hauptstraße 5',
    phone: '+49 2161 123456',
    url,
    cardLogo: '/uploads/logo.png',
  });

  it('has none before the payment', async () => {
    const { body } = await createOrder(shippingInfo);
    expect((await details(Number(body.id))).qrChecks).toEqual([]);
  });

  it("checks every card line's QR text when the order is paid, and no other line", async () => {
    const order = seedOrder({
      lines: [card(11, 'www.pizzeria-roma.de'), card(12, '', ''), card(13, 'HTTPS://Roma.de')],
    });
    markOrderPaid(order.orderId, { paymentTime: '2026-03-04T10:05:00Z', shippingDate: '2026-03-06' });
    expect((await details(order.orderId)).qrChecks).toEqual([
      { orderLineId: 11, readable: true, expected: 'https://www.pizzeria-roma.de', checkedAt: '2026-03-04T10:05:00Z' },
      { orderLineId: 13, readable: true, expected: 'HTTPS://Roma.de', checkedAt: '2026-03-04T10:05:00Z' },
    ]);
  });

  it('answers the checks a test seeds', async () => {
    const check = { orderLineId: 21, readable: false, expected: 'https://x.de', checkedAt: '2026-03-04T10:05:00Z' };
    const order = seedOrder({ payementStatus: 'Paid', lines: [card(21, 'x.de')], qrChecks: [check] });
    expect((await details(order.orderId)).qrChecks).toEqual([check]);
  });
});
