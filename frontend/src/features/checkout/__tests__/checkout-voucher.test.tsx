import { screen, waitFor, within } from '@testing-library/react';

import type { CartItem } from '@/features/cart/types';
import { db, receivedOn, seedOrder } from '@/testing/data';
import { enterText } from '@/testing/enter-text';
import { renderApp } from '@/testing/render';
import { voucherMessages } from '@/testing/voucher-checkout-handlers';

import { CheckoutFailure, placeOrder, type PlaceOrderDeps } from '../place-order';
import type { CheckoutItem, CreateOrderRequest, ShippingValues } from '../types';

/** A card whose logo the shop hosts already (a line put back from an order): nothing to upload. */
const card: CartItem = {
  id: 2,
  name: 'PrimeCard Starter',
  price: 5490,
  quantity: 1,
  productType: 'PrimeProd',
  image: '/demo/products/product-2.svg',
  processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
  remarks: '',
  musterNum: '',
  templateCat: 'burger',
  address: 'Hauptstraße 5, 41061 Mönchengladbach',
  logo: '/uploads/logo-1.png',
  url: 'https://pizzeria.example',
  phone: '+49 2161 123456',
};

const magnets: CartItem = {
  ...card,
  id: 5,
  name: 'Magnete mit Musternummer – 100 Stück',
  price: 4490,
  quantity: 4,
  productType: 'MBNprod',
  image: '/demo/products/pack-5.svg',
  musterNum: 'MN-1002',
  templateCat: '',
  address: '',
  logo: '',
  url: '',
  phone: '',
};

const VALID = {
  Ansprechpartner: 'Luigi Rossi',
  Firmenname: 'Pizzeria Da Luigi',
  'E-Mail': 'luigi@da-luigi.example',
  Telefonnummer: '+49 2161 987654',
  Lieferadresse: 'Bismarckstraße 12',
  PLZ: '41061',
  Stadt: 'Mönchengladbach',
};

function renderCheckout() {
  const items = [card, magnets];
  return renderApp('/checkout', {
    preloadedState: { auth: { user: null, isGuest: true }, cart: { items, itemCount: items.length } },
  });
}

type View = ReturnType<typeof renderCheckout>;

/** Replaces `window.location` for one test, so `assign` can be watched; jsdom cannot leave the page. */
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

async function fillAndAccept({ user }: View) {
  for (const [label, value] of Object.entries(VALID)) {
    await enterText(user, await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }));
}

async function applyCode({ user }: View, code: string) {
  await user.type(await screen.findByLabelText('Aktionscode'), code);
  await user.click(screen.getByRole('button', { name: 'Einlösen' }));
}

function summary() {
  return within(screen.getByRole('complementary', { name: 'Bestellübersicht' }));
}

function summaryLines(): [string, string][] {
  const list = summary().getByText('Zwischensumme').closest('dl');
  if (!list) throw new Error('no totals');
  return Array.from(list.querySelectorAll('div'), (row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

function payButton() {
  return screen.getByRole('button', { name: 'Jetzt bezahlen' });
}

type SentOrder = { voucherCode?: string };

describe('checkout: the Aktionscode', () => {
  it("applies a code in the summary, shows the server's numbers and places the order with it", async () => {
    const assign = stubLocation();
    const view = renderCheckout();
    await applyCode(view, 'sommer10');

    // Server: 54,90 € + 4 x 44,90 € = 234,50 €; 10 % = 23,45 €; 19 % of 211,05 € = 40,0995 € -> 40,10 €.
    expect(await summary().findByText('Rabatt (Aktionscode SOMMER10)')).toBeInTheDocument();
    expect(summaryLines()).toEqual([
      ['Zwischensumme', '234,50 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u221223,45 €'],
      ['19 % MwSt', '40,10 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '251,15 €'],
    ]);

    await fillAndAccept(view);
    await view.user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/local/cs_test_1'));

    const [sent] = receivedOn('/orderLine/create-order') as SentOrder[];
    expect(sent.voucherCode).toBe('SOMMER10');
    expect(db.orders[0]).toMatchObject({ voucherCode: 'SOMMER10', discountCents: 2345, totalAmount: 25115 });
  });

  it('sends no code when none is applied', async () => {
    const assign = stubLocation();
    const view = renderCheckout();
    await fillAndAccept(view);
    await view.user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(receivedOn('/orderLine/create-order')[0]).not.toHaveProperty('voucherCode');
  });

  it('shows a code refused when placing the order at its field, keeps the form, and pays without it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocation();
    const view = renderCheckout();
    await applyCode(view, 'LETZTER');
    expect(await summary().findByText('Rabatt (Aktionscode LETZTER)')).toBeInTheDocument();
    // Someone else places the code's last use meanwhile.
    seedOrder({ voucherCode: 'LETZTER', discountCents: 100 });

    await fillAndAccept(view);
    await view.user.click(payButton());

    const alert = await summary().findByRole('alert');
    expect(alert).toHaveTextContent(voucherMessages.redeemed);
    const input = screen.getByLabelText('Aktionscode');
    expect(input).toHaveValue('LETZTER');
    expect(input).toHaveAccessibleDescription(voucherMessages.redeemed);
    expect(summary().queryByText(/^Rabatt/)).not.toBeInTheDocument();
    // 234,50 € + 19 % (44,555 € -> 44,56 €).
    expect(summaryLines().at(-1)).toEqual(['Gesamt', '279,06 €']);
    // Everything typed stays; no toast, no payment.
    for (const [label, value] of Object.entries(VALID)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ })).toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('status')).toHaveLength(0);
    expect(receivedOn('/orderLine/create-checkout-session')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(view.store.getState().cart.voucher).toEqual({
      status: 'refused',
      code: 'LETZTER',
      message: voucherMessages.redeemed,
    });

    await waitFor(() => expect(payButton()).toBeEnabled());
    await view.user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const sent = receivedOn('/orderLine/create-order') as SentOrder[];
    expect(sent.map((order) => order.voucherCode)).toEqual(['LETZTER', undefined]);
    expect(db.orders.at(-1)).toMatchObject({ totalAmount: 27906 });
    expect(db.orders.at(-1)?.voucherCode ?? null).toBeNull();
  });
});

describe('placeOrder: the Aktionscode', () => {
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
  const items: CheckoutItem[] = [{ ...magnets }];

  function deps(createOrder: (body: CreateOrderRequest) => Promise<never> | Promise<unknown>) {
    return {
      loadLogo: vi.fn(async () => null),
      uploadImage: vi.fn(),
      createOrder: vi.fn(createOrder),
      createCheckoutSession: vi.fn(async () => ({ id: 'cs_test_1', url: '/pay' })),
      redirect: vi.fn(),
      endAttempt: vi.fn(),
      uploaded: new Map<string, string>(),
    } as unknown as PlaceOrderDeps;
  }

  const refusal = (code: string, message: string, status = 422) => Promise.reject({ status, data: { code, message } });

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('sends the code with the order', async () => {
    const sent: CreateOrderRequest[] = [];
    const placing = deps(async (body) => {
      sent.push(body);
      return { id: 1, totalAmount: 0, message: 'ok', discountCents: 0, voucherCode: 'SOMMER10' };
    });
    await placeOrder({ items, shipping, userId: null, voucherCode: 'SOMMER10' }, placing);
    expect(sent[0].voucherCode).toBe('SOMMER10');
  });

  it.each([
    ['voucher.unknown', voucherMessages.invalid],
    ['voucher.expired', voucherMessages.expired],
    ['voucher.not_yet_valid', voucherMessages.notYetValid],
    ['voucher.used_up', voucherMessages.redeemed],
    ['voucher.minimum_not_reached', voucherMessages.minimum(2500)],
    ['voucher.not_applicable', voucherMessages.notApplicable],
  ])('tells the refusal %s apart, as the code’s, in the server’s words', async (code, message) => {
    const failure = await placeOrder(
      { items, shipping, userId: null, voucherCode: 'SOMMER10' },
      deps(() => refusal(code, message)),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CheckoutFailure);
    expect(failure).toMatchObject({ userMessage: message, voucherRefused: true });
  });

  it('decides by the code, not by the words', async () => {
    const reworded = await placeOrder(
      { items, shipping, userId: null, voucherCode: 'SOMMER10' },
      deps(() => refusal('voucher.expired', 'Der Aktionscode SOMMER10 gilt nicht mehr.')),
    ).catch((error: unknown) => error);
    expect(reworded).toMatchObject({ userMessage: 'Der Aktionscode SOMMER10 gilt nicht mehr.', voucherRefused: true });
    const lookalike = await placeOrder(
      { items, shipping, userId: null, voucherCode: 'SOMMER10' },
      deps(() => refusal('request.invalid', voucherMessages.invalid)),
    ).catch((error: unknown) => error);
    expect(lookalike).toMatchObject({ voucherRefused: false });
  });

  it('treats any other refusal as the order’s', async () => {
    const failure = await placeOrder(
      { items, shipping, userId: null, voucherCode: 'SOMMER10' },
      deps(() => refusal('request.invalid', 'E-Mail: Ungültige E-Mail')),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ voucherRefused: false });
    const withoutCode = await placeOrder(
      { items, shipping, userId: null },
      deps(() => refusal('voucher.unknown', voucherMessages.invalid)),
    ).catch((error: unknown) => error);
    expect(withoutCode).toMatchObject({ voucherRefused: false });
  });
});
