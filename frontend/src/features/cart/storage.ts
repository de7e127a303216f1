import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';

import { appliedVoucherCode, initialCartState, normaliseCart } from './cart-slice';
import { isCartState, type CartState } from './types';

/** An applied Aktionscode kept with the cart; its quote is not kept: the code is checked again after a reload. */
function storedVoucherCode(value: unknown): string | null {
  const code = (value as { voucherCode?: unknown }).voucherCode;
  return typeof code === 'string' && code !== '' ? code : null;
}

/** The cart kept in localStorage under `shopping-cart`; anything unreadable starts an empty cart. */
export function loadCart(): CartState {
  const stored = readJson('local', storageKeys.cart, isCartState);
  if (!stored) return initialCartState;
  const cart = normaliseCart(stored);
  const code = storedVoucherCode(stored);
  return {
    ...cart,
    ...(code === null ? {} : { voucher: { status: 'applied', code, quote: null } }),
    // Only `true` means express; anything else (an older cart) is without.
    ...(stored.express === true ? { express: true } : {}),
  };
}

/** Spec §3's `{ items, itemCount }`, plus `voucherCode` while a code is applied and `express` while chosen. */
export function saveCart(state: CartState): void {
  const code = appliedVoucherCode(state.voucher ?? null);
  writeJson('local', storageKeys.cart, {
    items: state.items,
    itemCount: state.itemCount,
    ...(code === null ? {} : { voucherCode: code }),
    ...(state.express === true ? { express: true } : {}),
  });
}
