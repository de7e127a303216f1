import { makeStore } from '@/app/store';

import {
  cartCleared,
  cartReducer,
  cartSummary,
  expressChosen,
  itemAdded,
  selectCartExpress,
  voucherApplied,
} from '../cart-slice';
import { loadCart } from '../storage';

import { cartItem, quote, reduce } from './cart-test-values';

describe("the cart's 'Express-Produktion'", () => {
  it('is chosen and unchosen, and left out of the state while not chosen', () => {
    const chosen = reduce(itemAdded(cartItem()), expressChosen(true));
    expect(selectCartExpress({ cart: chosen })).toBe(true);
    const unchosen = cartReducer(chosen, expressChosen(false));
    expect(selectCartExpress({ cart: unchosen })).toBe(false);
    expect(unchosen).not.toHaveProperty('express');
  });

  it('goes with the cart once the order is paid', () => {
    const state = reduce(itemAdded(cartItem()), expressChosen(true), cartCleared());
    expect(state).toEqual({ items: [], itemCount: 0 });
  });

  it('is kept in localStorage with the cart while chosen', () => {
    const store = makeStore();
    store.dispatch(itemAdded(cartItem()));
    store.dispatch(expressChosen(true));
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null')).toMatchObject({ express: true });
    expect(makeStore().getState().cart.express).toBe(true);

    store.dispatch(expressChosen(false));
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null')).not.toHaveProperty('express');
    expect(loadCart()).toEqual({ items: [cartItem()], itemCount: 1 });
  });

  it('reads only `true` as chosen', () => {
    window.localStorage.setItem('shopping-cart', JSON.stringify({ items: [cartItem()], itemCount: 1, express: 'ja' }));
    expect(loadCart()).toEqual({ items: [cartItem()], itemCount: 1 });
  });
});

describe('the summary with the express surcharge', () => {
  it('adds it to the net, with 19 % VAT on both', () => {
    // 109,80 € + 29,90 € = 139,70 €; 19 % of it is 26,543 € -> 26,54 €.
    expect(cartSummary([cartItem()], null, 2990)).toEqual({
      totals: { subtotal: 13970, vat: 2654, shipping: 0, total: 16624 },
      discount: null,
    });
  });

  it('takes the code off the products only, and VAT on what remains of both', () => {
    const { voucher } = reduce(itemAdded(cartItem()), voucherApplied({ code: 'SOMMER10', quote }));
    // 139,70 € − 10,98 € = 128,72 €; 19 % of it is 24,4568 € -> 24,46 €.
    expect(cartSummary([cartItem()], voucher ?? null, 2990)).toEqual({
      totals: { subtotal: 13970, vat: 2446, shipping: 0, total: 15318 },
      discount: { code: 'SOMMER10', cents: 1098 },
    });
    // Without express the server's numbers are shown as they are.
    expect(cartSummary([cartItem()], voucher ?? null).totals).toEqual({
      subtotal: 10980,
      vat: 1877,
      shipping: 0,
      total: 11759,
    });
  });

  it('adds no VAT for a quote of a tax-free intra-community supply', () => {
    const taxFree = { ...quote, vatCents: 0, totalCents: 9882, taxCategory: 'K' as const };
    const { voucher } = reduce(itemAdded(cartItem()), voucherApplied({ code: 'SOMMER10', quote: taxFree }));
    expect(cartSummary([cartItem()], voucher ?? null, 2990).totals).toEqual({
      subtotal: 13970,
      vat: 0,
      shipping: 0,
      total: 12872,
    });
  });
});
