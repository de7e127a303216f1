import type { Schemas } from '@/lib/api-types';

import { db, seedOrder } from '../data';
import serverMessages from '../server-messages.json';
import { voucherMessages } from '../voucher-checkout-handlers';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

/** 54,90 € a card, packed (4990 + 500); the client's price is ignored. */
const cards = (qte: number): Schemas['OrderLineBody'] => ({ productId: 2, qte, processingType: PACKED, UnitPrice: 1 });
/** 44,90 € a bottle opener; its logo is uploaded only when the order is placed. */
const openers = (qte: number): Schemas['OrderLineBody'] => ({ productId: 7, qte, cardLogo: '' });

async function post(path: string, body: unknown) {
  const response = await fetch(
    new Request(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

const check = (code: string, orderLines: Schemas['OrderLineBody'][]) => post('/vouchers/check', { code, orderLines });

describe('the fake POST /vouchers/check', () => {
  it('takes a percentage of the net, rounded half up, and 19 % VAT on what remains', async () => {
    // AB100: 15 % of 154,70 € = 23,205 € -> 23,21 €; 19 % of 131,49 € = 24,9831 € -> 24,98 €.
    expect(await check(' ab100 ', [cards(2), openers(1)])).toEqual({
      status: 200,
      body: {
        code: 'AB100',
        discountCents: 2321,
        netCents: 15470,
        vatCents: 2498,
        totalCents: 15647,
        taxCategory: 'S',
      },
    });
  });

  it('takes a fixed amount off', async () => {
    expect(await check('MINUS5', [cards(1)])).toEqual({
      status: 200,
      body: { code: 'MINUS5', discountCents: 500, netCents: 5490, vatCents: 948, totalCents: 5938, taxCategory: 'S' },
    });
  });

  it('counts only the lines of its category, and never takes off more than they cost', async () => {
    // KARTEN20: 20 % of the cards' 109,80 € only.
    expect(await check('KARTEN20', [cards(2), openers(1)])).toMatchObject({
      body: { discountCents: 2196, netCents: 15470 },
    });
    // OEFFNER-50: 50,00 € off, but the bottle opener costs 44,90 €; VAT on the cards' 109,80 € left.
    expect(await check('OEFFNER-50', [cards(2), openers(1)])).toEqual({
      status: 200,
      body: {
        code: 'OEFFNER-50',
        discountCents: 4490,
        netCents: 15470,
        vatCents: 2086,
        totalCents: 13066,
        taxCategory: 'S',
      },
    });
  });

  it.each([
    ['GIBTSNICHT', 'voucher.unknown', voucherMessages.invalid],
    ['PAUSIERT', 'voucher.unknown', voucherMessages.invalid],
    ['WINTER2020', 'voucher.expired', voucherMessages.expired],
    ['ZUKUNFT', 'voucher.not_yet_valid', voucherMessages.notYetValid],
    ['EINMALIG', 'voucher.used_up', voucherMessages.redeemed],
    [
      'AB100',
      'voucher.minimum_not_reached',
      'Der Mindestbestellwert für diesen Aktionscode von 100,00 € ist nicht erreicht.',
    ],
    ['KARTEN20', 'voucher.not_applicable', voucherMessages.notApplicable],
  ])('refuses %s with 422, the code %s and the server’s text', async (voucher, code, message) => {
    expect(await check(voucher, [openers(1)])).toEqual({ status: 422, body: { code, message } });
  });

  it('is used up by the orders placed with it', async () => {
    expect((await check('LETZTER', [cards(1)])).status).toBe(200);
    seedOrder({ voucherCode: 'LETZTER', discountCents: 549 });
    expect(await check('LETZTER', [cards(1)])).toEqual({
      status: 422,
      body: { code: 'voucher.used_up', message: voucherMessages.redeemed },
    });
  });

  it('refuses lines create-order would refuse', async () => {
    expect(await check('SOMMER10', [])).toEqual({
      status: 400,
      body: { code: 'request.invalid', message: serverMessages.orderEmpty },
    });
    expect(await check('SOMMER10', [{ productId: 99, qte: 1 }])).toEqual({
      status: 400,
      body: { code: 'request.invalid', message: serverMessages.orderUnknownProduct },
    });
  });
});

describe('the fake create-order with an Aktionscode', () => {
  const shippingInfo = {
    responsableName: 'Luigi Rossi',
    companyName: 'Pizzeria Da Luigi',
    email: 'luigi@da-luigi.example',
    phone: '+49 2161 987654',
    shippingAddress: 'Bismarckstraße 12',
    zipCode: '41061',
    city: 'Mönchengladbach',
  };
  const order = (voucherCode?: string): Schemas['CreateOrderBody'] => ({
    orderLines: [{ ...cards(2), cardLogo: '/uploads/logo.png' }],
    shippingInfo,
    userId: null,
    ...(voucherCode === undefined ? {} : { voucherCode }),
  });

  it('prices the discount itself and stores the code with the order', async () => {
    // 10 % of 109,80 € = 10,98 €; 19 % of 98,82 € = 18,7758 € -> 18,78 €.
    expect(await post('/orderLine/create-order', order('sommer10'))).toEqual({
      status: 201,
      body: {
        id: 1,
        totalAmount: 11760,
        discountCents: 1098,
        expressSurcharge: null,
        voucherCode: 'SOMMER10',
        taxCategory: 'S',
        vatCents: 1878,
        payementStatus: 'Pending',
        message: serverMessages.orderCreated,
      },
    });
    expect(db.orders[0]).toMatchObject({ totalAmount: 11760, discountCents: 1098, voucherCode: 'SOMMER10' });
  });

  it('refuses a code that does not apply with 422 and stores nothing', async () => {
    expect(await post('/orderLine/create-order', order('WINTER2020'))).toEqual({
      status: 422,
      body: { code: 'voucher.expired', message: voucherMessages.expired },
    });
    expect(db.orders).toEqual([]);
  });

  it('places an order without a code as before', async () => {
    expect(await post('/orderLine/create-order', order())).toMatchObject({
      status: 201,
      body: { totalAmount: 13066, discountCents: 0, voucherCode: null },
    });
  });
});
