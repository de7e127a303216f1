/**
 * The cart (spec §3, §4): lines are merged when their six identity attributes
 * match; quantities stay within 1..15; the item count is the number of lines.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { netSubtotal, totalsFromNet, type Totals } from '@/lib/money';

import { MAX_QUANTITY, MIN_QUANTITY, type CartItem, type CartItemKey, type CartState } from './types';

export const initialCartState: CartState = { items: [], itemCount: 0 };

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)));
}

export function sameCartItem(a: CartItemKey, b: CartItemKey): boolean {
  return (
    a.id === b.id &&
    a.productType === b.productType &&
    a.processingType === b.processingType &&
    a.url === b.url &&
    a.remarks === b.remarks &&
    a.musterNum === b.musterNum
  );
}

export function findCartItem(items: readonly CartItem[], key: CartItemKey): CartItem | undefined {
  return items.find((item) => sameCartItem(item, key));
}

/** Brings a stored or incoming cart into a valid shape (quantities clamped, count recomputed). */
export function normaliseCart(state: CartState): CartState {
  const items = state.items.map((item) => ({ ...item, quantity: clampQuantity(item.quantity) }));
  return { items, itemCount: items.length };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Appends the item, or raises the quantity of the identical line (never above 15). */
    itemAdded(state, action: PayloadAction<CartItem>) {
      const incoming = action.payload;
      const existing = findCartItem(state.items, incoming);
      if (existing) {
        existing.quantity = clampQuantity(existing.quantity + incoming.quantity);
      } else {
        state.items.push({ ...incoming, quantity: clampQuantity(incoming.quantity) });
      }
      state.itemCount = state.items.length;
    },
    itemRemoved(state, action: PayloadAction<CartItemKey>) {
      state.items = state.items.filter((item) => !sameCartItem(item, action.payload));
      state.itemCount = state.items.length;
    },
    quantityUpdated(state, action: PayloadAction<{ key: CartItemKey; quantity: number }>) {
      const line = findCartItem(state.items, action.payload.key);
      if (line) line.quantity = clampQuantity(action.payload.quantity);
    },
    cartCleared() {
      return initialCartState;
    },
  },
});

export const { itemAdded, itemRemoved, quantityUpdated, cartCleared } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart): CartItem[] => state.cart.items;
export const selectCartItemCount = (state: WithCart): number => state.cart.itemCount;

/** Sum of unit price x quantity, in cents. */
export function cartTotal(items: readonly CartItem[]): number {
  return netSubtotal(items.map((item) => ({ unitPrice: item.price, quantity: item.quantity })));
}

export const selectCartTotal = (state: WithCart): number => cartTotal(state.cart.items);

/** Subtotal (net), VAT, shipping and the gross total, by the order's rules (`lib/money.ts`). */
export function cartTotals(items: readonly CartItem[]): Totals {
  return totalsFromNet(cartTotal(items));
}
