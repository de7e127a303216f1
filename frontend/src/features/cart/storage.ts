import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';

import { initialCartState, normaliseCart } from './cart-slice';
import { isCartState, type CartState } from './types';

/** The cart kept in localStorage under `shopping-cart`; anything unreadable starts an empty cart. */
export function loadCart(): CartState {
  const stored = readJson('local', storageKeys.cart, isCartState);
  return stored ? normaliseCart(stored) : initialCartState;
}

export function saveCart(state: CartState): void {
  writeJson('local', storageKeys.cart, { items: state.items, itemCount: state.itemCount });
}
