import type { Schemas } from '@/lib/api-types';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';

import { db, orderDto } from '../data';
import serverMessages from '../server-messages.json';

const shippingInfo = {
  responsableName: 'Luigi Rossi',
  companyName: 'Pizzeria Da Luigi',
  email: 'luigi@da-luigi.example',
  phone: '+49 2161 987654',
  shippingAddress: 'Bismarckstraße 12',
  zipCode: '41061',
  city: 'Mönchengladbach',
};

/** A guest's order of `qte` packs of sample magnets, which need no logo. */
function order(qte: number): Schemas['CreateOrderBody'] {
  return { orderLines: [{ productId: 5, qte, musterNumber: 'MN-1002' }], shippingInfo, userId: null };
}

async function createOrder(body: Schemas['CreateOrderBody'], key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
  const response = await fetch(
    new Request('/api/orderLine/create-order', { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the fake create-order and its Idempotency-Key', () => {
  it('answers the same key and body with the first answer, placing one order', async () => {
    const first = await createOrder(order(2), 'attempt-1');
    const again = await createOrder(order(2), 'attempt-1');

    expect(first).toMatchObject({ status: 201, body: { id: 1 } });
    expect(again).toEqual(first);
    expect(db.orders).toHaveLength(1);
  });

  it('refuses the same key with another body with 422 and the server’s text', async () => {
    await createOrder(order(2), 'attempt-1');
    const changed = await createOrder(order(3), 'attempt-1');

    expect(changed).toEqual({ status: 422, body: { code: 'request.refused', message: serverMessages.orderKeyReused } });
    expect(db.orders).toHaveLength(1);
  });

  it('places a new order for every request without a key', async () => {
    const first = await createOrder(order(2));
    const second = await createOrder(order(2));

    expect(first).toMatchObject({ status: 201, body: { id: 1 } });
    expect(second).toMatchObject({ status: 201, body: { id: 2 } });
    expect(db.orders).toHaveLength(2);
  });

  it('lets a key that placed no order try again with another body', async () => {
    const refused = await createOrder({ ...order(2), orderLines: [] }, 'attempt-1');
    const placed = await createOrder(order(2), 'attempt-1');

    expect(refused.status).toBe(400);
    expect(placed).toMatchObject({ status: 201, body: { id: 1 } });
  });
});

describe("the fake create-order with 'Express-Produktion'", () => {
  it("adds the server's surcharge to the net, VAT on both, and keeps it with the order", async () => {
    // 2 x 39,90 € + 29,90 € = 109,70 € net; 19 % of it is 20,843 € -> 20,84 €.
    const placed = await createOrder({ ...order(2), express: true });

    expect(placed).toMatchObject({ status: 201, body: { expressSurcharge: 2990, vatCents: 2084, totalAmount: 13054 } });
    expect(orderDto(db.orders[0])).toMatchObject({ expressSurcharge: 2990, expressRefundedAt: null });
  });

  it('charges nothing more without it', async () => {
    const placed = await createOrder(order(2));

    expect(placed).toMatchObject({ status: 201, body: { expressSurcharge: null, vatCents: 1516, totalAmount: 9496 } });
    expect(orderDto(db.orders[0])).toMatchObject({ expressSurcharge: null });
  });
});
