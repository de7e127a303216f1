import { makeStore } from '@/app/store';

import {
  appliedVoucherCode,
  cartCleared,
  cartReducer,
  cartSummary,
  itemAdded,
  itemRemoved,
  quantityUpdated,
  voucherApplied,
  voucherQuoted,
  voucherRefused,
  voucherRemoved,
} from '../cart-slice';
import { loadCart } from '../storage';

import { cartItem, quote, reduce } from './cart-test-values';

const applied = [itemAdded(cartItem()), voucherApplied({ code: 'SOMMER10', quote })];

describe('the cart’s Aktionscode', () => {
  it('keeps the applied code with the server’s quote, and the summary shows the server’s numbers', () => {
    const state = reduce(...applied);
    expect(state.voucher).toEqual({ status: 'applied', code: 'SOMMER10', quote });
    expect(appliedVoucherCode(state.voucher ?? null)).toBe('SOMMER10');
    expect(cartSummary(state.items, state.voucher ?? null)).toEqual({
      totals: { subtotal: 10980, vat: 1877, shipping: 0, total: 11759 },
      discount: { code: 'SOMMER10', cents: 1098 },
    });
  });

  it.each([
    ['a new line', itemAdded(cartItem({ id: 7, name: 'Flaschenöffner Premium', processingType: '' }))],
    ['more of a line', itemAdded(cartItem({ quantity: 1 }))],
    ['a changed quantity', quantityUpdated({ key: cartItem(), quantity: 3 })],
    ['a removed line', itemRemoved(cartItem())],
  ])('drops the quote on %s, keeping the code to check again', (_change, action) => {
    const state = reduce(...applied, action);
    expect(state.voucher).toEqual({ status: 'applied', code: 'SOMMER10', quote: null });
    // Until the server answers again, the cart's own totals, without a discount.
    expect(cartSummary(state.items, state.voucher ?? null).discount).toBeNull();
  });

  it('keeps the quote when nothing changed (the same quantity, an unknown line)', () => {
    const state = reduce(
      ...applied,
      quantityUpdated({ key: cartItem(), quantity: 2 }),
      itemRemoved(cartItem({ id: 99 })),
    );
    expect(state.voucher).toEqual({ status: 'applied', code: 'SOMMER10', quote });
  });

  it('takes a new quote only for the code still applied', () => {
    const requoted = { ...quote, discountCents: 1647, totalCents: 15680 };
    const stale = reduce(...applied, quantityUpdated({ key: cartItem(), quantity: 3 }));
    expect(cartReducer(stale, voucherQuoted(requoted)).voucher).toEqual({
      status: 'applied',
      code: 'SOMMER10',
      quote: requoted,
    });
    expect(cartReducer(stale, voucherQuoted({ ...requoted, code: 'MINUS5' }))).toBe(stale);
    const removed = cartReducer(stale, voucherRemoved());
    expect(cartReducer(removed, voucherQuoted(requoted))).toBe(removed);
  });

  it('a refused code is not sent and carries the server’s words; removing it leaves no trace', () => {
    const message = 'Dieser Aktionscode ist abgelaufen.';
    const refused = reduce(...applied, voucherRefused({ code: 'SOMMER10', message }));
    expect(refused.voucher).toEqual({ status: 'refused', code: 'SOMMER10', message });
    expect(appliedVoucherCode(refused.voucher ?? null)).toBeNull();
    expect(cartSummary(refused.items, refused.voucher ?? null).discount).toBeNull();
    expect(cartReducer(refused, voucherRemoved())).toEqual({ items: refused.items, itemCount: 1 });
  });

  it('clearing the cart after the payment drops the code too', () => {
    expect(reduce(...applied, cartCleared())).toEqual({ items: [], itemCount: 0 });
  });
});

describe('the Aktionscode in localStorage', () => {
  it('keeps an applied code with the cart, not its quote, and checks it again after a reload', () => {
    const store = makeStore();
    store.dispatch(itemAdded(cartItem()));
    store.dispatch(voucherApplied({ code: 'SOMMER10', quote }));
    const stored = JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null');
    expect(stored).toEqual({ items: [expect.objectContaining({ id: 2 })], itemCount: 1, voucherCode: 'SOMMER10' });
    expect(loadCart().voucher).toEqual({ status: 'applied', code: 'SOMMER10', quote: null });
  });

  it('keeps no refused or removed code', () => {
    const store = makeStore();
    store.dispatch(itemAdded(cartItem()));
    store.dispatch(voucherApplied({ code: 'SOMMER10', quote }));
    store.dispatch(voucherRefused({ code: 'SOMMER10', message: 'Dieser Aktionscode ist ungültig.' }));
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null')).toEqual({
      items: [expect.objectContaining({ id: 2 })],
      itemCount: 1,
    });
    store.dispatch(voucherApplied({ code: 'MINUS5', quote: null }));
    store.dispatch(voucherRemoved());
    expect(loadCart()).toEqual({ items: [expect.objectContaining({ id: 2 })], itemCount: 1 });
  });

  it('ignores a stored code that is not a string', () => {
    window.localStorage.setItem('shopping-cart', JSON.stringify({ items: [cartItem()], itemCount: 1, voucherCode: 7 }));
    expect(loadCart()).toEqual({ items: [expect.objectContaining({ id: 2 })], itemCount: 1 });
  });
});
