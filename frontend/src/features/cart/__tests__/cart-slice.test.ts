import { makeStore } from '@/app/store';

import {
  cartCleared,
  cartReducer,
  cartTotal,
  cartTotals,
  clampQuantity,
  expressChosen,
  initialCartState,
  itemAdded,
  itemRemoved,
  quantityUpdated,
  selectCartTotal,
  taxContextChanged,
  voucherApplied,
  voucherRemoved,
} from '../cart-slice';
import { loadCart } from '../storage';
import type { CartItem, CartState } from '../types';

import { quote } from './cart-test-values';

function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 4990,
    quantity: 1,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete nicht einzeln verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'baguette',
    address: 'Musterstraße 1, 41061 Mönchengladbach',
    logo: '',
    url: 'https://pizzeria.example',
    phone: '+49 170 1234567',
    ...overrides,
  };
}

function reduce(...actions: Parameters<typeof cartReducer>[1][]): CartState {
  return actions.reduce(cartReducer, initialCartState);
}

describe('cart slice', () => {
  it('appends a new item and counts lines', () => {
    const state = reduce(itemAdded(cartItem()), itemAdded(cartItem({ id: 3, name: 'PrimeCard Business' })));
    expect(state.items.map((item) => item.id)).toEqual([2, 3]);
    expect(state.itemCount).toBe(2);
  });

  it('raises the quantity of an identical item instead of adding a line', () => {
    const state = reduce(itemAdded(cartItem({ quantity: 2 })), itemAdded(cartItem({ quantity: 3 })));
    expect(state.items).toHaveLength(1);
    expect(state.items[0].quantity).toBe(5);
    expect(state.itemCount).toBe(1);
  });

  it.each([
    ['id', { id: 3 }],
    ['productType', { productType: 'MBNprod' as const }],
    ['processingType', { processingType: 'Magnete einzeln in LDPE Tütchen verpackt' }],
    ['url', { url: 'https://anders.example' }],
    ['remarks', { remarks: 'Bitte Logo größer' }],
    ['musterNum', { musterNum: 'MN-1001' }],
    ['qrMode', { qrMode: 'direct' as const }],
    ['qrLink', { qrMode: 'short' as const, qrLink: 'https://shop.example/q/ABCDEFGH23' }],
  ])('keeps items apart that differ in %s', (_field, difference) => {
    const state = reduce(itemAdded(cartItem()), itemAdded(cartItem(difference)));
    expect(state.items).toHaveLength(2);
    expect(state.itemCount).toBe(2);
  });

  it("merges a line of an older cart, which has no QR mode, with the same line's 'short'", () => {
    const state = reduce(itemAdded(cartItem()), itemAdded(cartItem({ qrMode: 'short' })));
    expect(state.items).toEqual([cartItem({ quantity: 2 })]);
  });

  it('merges reordered lines only when they keep the same short link', () => {
    const kept = (qrLink: string, quantity: number) => cartItem({ qrMode: 'short', qrLink, quantity });
    const state = reduce(
      itemAdded(kept('https://shop.example/q/ABCDEFGH23', 2)),
      itemAdded(kept('https://shop.example/q/KLMNPQRS45', 1)),
      itemAdded(cartItem({ qrMode: 'short', quantity: 4 })),
      itemAdded(kept('https://shop.example/q/ABCDEFGH23', 3)),
    );
    expect(state.items.map((item) => [item.qrLink, item.quantity])).toEqual([
      ['https://shop.example/q/ABCDEFGH23', 5],
      ['https://shop.example/q/KLMNPQRS45', 1],
      [undefined, 4],
    ]);
    expect(state.itemCount).toBe(3);
  });

  it('merges items that differ only in attributes outside the identity', () => {
    const state = reduce(
      itemAdded(cartItem()),
      itemAdded(cartItem({ phone: '0171 999', address: 'Anders 2', name: 'x' })),
    );
    expect(state.items).toHaveLength(1);
    expect(state.items[0].quantity).toBe(2);
  });

  it.each([
    ['name', { name: 'Anderer Name' }],
    ['price', { price: 7490 }],
    ['image', { image: '/anders.svg' }],
    ['templateCat', { templateCat: 'pizza' }],
    ['address', { address: 'Andere Straße 5' }],
    ['logo', { logo: 'idb:logo:' + 'a'.repeat(64) }],
    ['phone', { phone: '0211 123456' }],
  ])('merges an item that differs only in %s, keeping the first line', (_field, difference) => {
    const state = reduce(itemAdded(cartItem()), itemAdded(cartItem({ ...difference, quantity: 2 })));
    expect(state.items).toEqual([cartItem({ quantity: 3 })]);
  });

  it('updates and removes only the line whose six attributes all match', () => {
    const base = cartItem();
    const keys = [
      base,
      cartItem({ id: 3 }),
      cartItem({ productType: 'MBNprod' }),
      cartItem({ processingType: 'Magnete einzeln in LDPE Tütchen verpackt' }),
      cartItem({ url: 'https://anders.example' }),
      cartItem({ remarks: 'rot' }),
      cartItem({ musterNum: 'MN-1002' }),
    ];
    let state = reduce(...keys.map((key) => itemAdded(key)));
    expect(state.itemCount).toBe(7);
    state = cartReducer(state, quantityUpdated({ key: keys[5], quantity: 9 }));
    expect(state.items.map((item) => item.quantity)).toEqual([1, 1, 1, 1, 1, 9, 1]);
    state = cartReducer(state, itemRemoved(keys[6]));
    state = cartReducer(state, itemRemoved(keys[0]));
    expect(state.items.map((item) => [item.id, item.productType, item.processingType, item.url, item.remarks])).toEqual(
      [
        [3, 'PrimeProd', base.processingType, base.url, ''],
        [2, 'MBNprod', base.processingType, base.url, ''],
        [2, 'PrimeProd', 'Magnete einzeln in LDPE Tütchen verpackt', base.url, ''],
        [2, 'PrimeProd', base.processingType, 'https://anders.example', ''],
        [2, 'PrimeProd', base.processingType, base.url, 'rot'],
      ],
    );
    expect(state.itemCount).toBe(5);
  });

  it('caps repeated adds at 15', () => {
    const state = reduce(...Array.from({ length: 20 }, () => itemAdded(cartItem())));
    expect(state.items).toHaveLength(1);
    expect(state.items[0].quantity).toBe(15);
  });

  it('never lets merging exceed 15', () => {
    const state = reduce(itemAdded(cartItem({ quantity: 10 })), itemAdded(cartItem({ quantity: 10 })));
    expect(state.items[0].quantity).toBe(15);
  });

  it('clamps the quantity of a new item to 1..15', () => {
    expect(reduce(itemAdded(cartItem({ quantity: 40 }))).items[0].quantity).toBe(15);
    expect(reduce(itemAdded(cartItem({ quantity: 0 }))).items[0].quantity).toBe(1);
    expect(reduce(itemAdded(cartItem({ quantity: -3 }))).items[0].quantity).toBe(1);
  });

  it('updates and clamps the quantity of one line', () => {
    const key = cartItem();
    let state = reduce(itemAdded(cartItem()), quantityUpdated({ key, quantity: 7 }));
    expect(state.items[0].quantity).toBe(7);
    state = cartReducer(state, quantityUpdated({ key, quantity: 16 }));
    expect(state.items[0].quantity).toBe(15);
    state = cartReducer(state, quantityUpdated({ key, quantity: 0 }));
    expect(state.items[0].quantity).toBe(1);
  });

  it('removes exactly the line with the same six attributes', () => {
    const state = reduce(
      itemAdded(cartItem()),
      itemAdded(cartItem({ remarks: 'andere Hinweise' })),
      itemRemoved(cartItem({ remarks: 'andere Hinweise', phone: 'egal' })),
    );
    expect(state.items).toHaveLength(1);
    expect(state.items[0].remarks).toBe('');
    expect(state.itemCount).toBe(1);
  });

  it('clears the cart', () => {
    const state = reduce(itemAdded(cartItem()), itemAdded(cartItem({ id: 5 })), cartCleared());
    expect(state).toEqual({ items: [], itemCount: 0 });
  });

  it('totals price x quantity over all lines', () => {
    const state = reduce(
      itemAdded(cartItem({ price: 4990, quantity: 2 })),
      itemAdded(cartItem({ id: 7, price: 4490, quantity: 3 })),
    );
    expect(cartTotal(state.items)).toBe(4990 * 2 + 4490 * 3);
    expect(selectCartTotal({ cart: state })).toBe(23450);
  });

  it('totals subtotal, 19 % VAT, free shipping and the gross amount', () => {
    const items = [cartItem({ price: 4990, quantity: 2 }), cartItem({ id: 7, price: 4490, quantity: 3 })];
    expect(cartTotals(items)).toEqual({ subtotal: 23450, vat: 4456, shipping: 0, total: 27906 });
    expect(cartTotals([])).toEqual({ subtotal: 0, vat: 0, shipping: 0, total: 0 });
  });

  it('clampQuantity rounds and bounds', () => {
    expect(clampQuantity(2.6)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('cart persistence', () => {
  it("keeps the cart in localStorage under 'shopping-cart'", () => {
    const store = makeStore();
    store.dispatch(itemAdded(cartItem({ quantity: 2 })));
    const stored = JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null');
    expect(stored).toEqual({ items: [expect.objectContaining({ id: 2, quantity: 2 })], itemCount: 1 });
    expect(makeStore().getState().cart.items).toHaveLength(1);
  });

  it('starts empty when the stored cart is unreadable', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('shopping-cart', '{kaputt');
    expect(loadCart()).toEqual({ items: [], itemCount: 0 });
    expect(error).toHaveBeenCalled();
  });

  it('keeps the QR mode of each line, and reads an older cart without one', () => {
    const store = makeStore();
    store.dispatch(itemAdded(cartItem({ qrMode: 'direct' })));
    store.dispatch(itemAdded(cartItem({ id: 3, qrMode: 'short' })));
    const stored = JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null');
    expect(stored.items.map((item: CartItem) => item.qrMode)).toEqual(['direct', 'short']);
    expect(loadCart().items.map((item) => item.qrMode)).toEqual(['direct', 'short']);

    window.localStorage.setItem('shopping-cart', JSON.stringify({ items: [cartItem()], itemCount: 1 }));
    expect(loadCart().items).toEqual([cartItem()]);
  });

  it('keeps the short link of a reordered line', () => {
    const reordered = cartItem({ qrMode: 'short', qrLink: 'https://shop.example/q/ABCDEFGH23' });
    makeStore().dispatch(itemAdded(reordered));
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null').items[0].qrLink).toBe(
      'https://shop.example/q/ABCDEFGH23',
    );
    expect(loadCart()).toEqual({ items: [reordered], itemCount: 1 });
  });

  it('starts empty when a stored line has a short link that is not a string', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(
      'shopping-cart',
      JSON.stringify({ items: [{ ...cartItem(), qrMode: 'short', qrLink: 42 }], itemCount: 1 }),
    );
    expect(loadCart()).toEqual({ items: [], itemCount: 0 });
    expect(error).toHaveBeenCalledWith('Ignoring "shopping-cart" in localStorage: unexpected shape');
  });

  it('starts empty when a stored line has an unknown QR mode', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(
      'shopping-cart',
      JSON.stringify({ items: [{ ...cartItem(), qrMode: 'kaputt' }], itemCount: 1 }),
    );
    expect(loadCart()).toEqual({ items: [], itemCount: 0 });
  });

  it('repairs quantities and the count of a stored cart', () => {
    window.localStorage.setItem('shopping-cart', JSON.stringify({ items: [cartItem({ quantity: 99 })], itemCount: 5 }));
    expect(loadCart()).toEqual({ items: [expect.objectContaining({ quantity: 15 })], itemCount: 1 });
  });
});

describe('the Aktionscode’s tax context (checkout’s delivery country and buyer)', () => {
  const quote = {
    code: 'SOMMER10',
    discountCents: 499,
    netCents: 4990,
    vatCents: 853,
    totalCents: 5344,
    taxCategory: 'S' as const,
  };
  const applied = voucherApplied({ code: 'SOMMER10', quote });

  it('keeps the cart’s quote for goods to Germany without a number: it was priced for that', () => {
    const state = reduce(
      itemAdded(cartItem()),
      applied,
      taxContextChanged({ country: 'DE', vatId: null, billingAddress: null }),
    );
    expect(state.voucher).toEqual({ status: 'applied', code: 'SOMMER10', quote });
  });

  it('drops the quote when the goods go elsewhere or the number changes, so the code is priced again', () => {
    const dutch = taxContextChanged({ country: 'NL', vatId: 'NL859108720B01', billingAddress: null });
    const state = reduce(itemAdded(cartItem()), applied, dutch);
    expect(state.voucher).toEqual({ status: 'applied', code: 'SOMMER10', quote: null });
    expect(state.taxContext).toEqual(dutch.payload);
    // The same context again changes nothing.
    expect(cartReducer({ ...state, voucher: { status: 'applied', code: 'SOMMER10', quote } }, dutch).voucher).toEqual({
      status: 'applied',
      code: 'SOMMER10',
      quote,
    });
  });
});

describe('cart slice, changes that change nothing', () => {
  // The storage and the Aktionscode's re-check compare state objects: an action that leaves every value keeps the object.
  it('keeps the state object for a line already at 15, an unchanged or unknown quantity and absent extras', () => {
    const full = reduce(itemAdded(cartItem({ quantity: 15 })));
    expect(cartReducer(full, itemAdded(cartItem({ quantity: 1 })))).toBe(full);
    expect(cartReducer(full, quantityUpdated({ key: cartItem(), quantity: 15 }))).toBe(full);
    expect(cartReducer(full, quantityUpdated({ key: cartItem({ id: 9 }), quantity: 3 }))).toBe(full);
    expect(cartReducer(full, expressChosen(false))).toBe(full);
    expect(cartReducer(full, voucherRemoved())).toBe(full);
    const express = cartReducer(full, expressChosen(true));
    expect(express).not.toBe(full);
    expect(cartReducer(express, expressChosen(true))).toBe(express);
  });

  it('drops a quote once and leaves the other lines as they were', () => {
    const state = reduce(
      itemAdded(cartItem()),
      itemAdded(cartItem({ id: 3 })),
      voucherApplied({ code: 'SOMMER10', quote }),
    );
    const changed = cartReducer(state, quantityUpdated({ key: cartItem(), quantity: 4 }));
    expect(changed.voucher).toEqual({ status: 'applied', code: 'SOMMER10', quote: null });
    expect(changed.items[0].quantity).toBe(4);
    expect(changed.items[1]).toBe(state.items[1]);
    expect(state.items[0].quantity).toBe(1);
    expect(cartReducer(changed, quantityUpdated({ key: cartItem(), quantity: 4 }))).toBe(changed);
  });
});
