/**
 * The cart (spec §3, §4): lines are merged when their six identity attributes,
 * their QR mode and their kept short link match (`cartLineKey`); quantities
 * stay within 1..15; the item count is the number of lines. It also keeps the
 * Aktionscode: the server's quote for it holds only for the lines it was
 * given, so every change of the lines drops the quote and the code is checked
 * again (`use-voucher-recheck.ts`). And it keeps the choice of
 * 'Express-Produktion', made in the cart or in checkout alike. Part of the
 * app shell, so written without Redux Toolkit (see `lib/slice-actions.ts`).
 */
import type { UnknownAction } from '@reduxjs/toolkit';

import { cartLineKey } from '@/lib/cart-line';
import { netSubtotal, totalsFromNet, vatOn, type Totals } from '@/lib/money';
import { SHIPPING_CENTS } from '@/lib/rules';
import { actionCreator, update, without } from '@/lib/slice-actions';
import {
  DOMESTIC_TAX_CONTEXT,
  totalsOfQuote,
  type Discount,
  type VoucherQuote,
  type VoucherTaxContext,
} from '@/lib/voucher';

import { MAX_QUANTITY, MIN_QUANTITY, type CartItem, type CartItemKey, type CartState, type CartVoucher } from './types';

export const initialCartState: CartState = { items: [], itemCount: 0 };

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)));
}

export function sameCartItem(a: CartItemKey, b: CartItemKey): boolean {
  return cartLineKey(a) === cartLineKey(b);
}

export function findCartItem(items: readonly CartItem[], key: CartItemKey): CartItem | undefined {
  return items.find((item) => sameCartItem(item, key));
}

/** Brings a stored or incoming cart into a valid shape (quantities clamped, count recomputed). */
export function normaliseCart(state: CartState): CartState {
  const items = state.items.map((item) => ({ ...item, quantity: clampQuantity(item.quantity) }));
  return { items, itemCount: items.length };
}

/** The lines changed: the quote was for the old ones. */
function dropQuote(state: CartState): CartState {
  const { voucher } = state;
  if (voucher?.status !== 'applied' || voucher.quote === null) return state;
  return { ...state, voucher: { ...voucher, quote: null } };
}

/** `state` with `line` replaced by `changed`. */
function replaceLine(state: CartState, line: CartItem, changed: CartItem): CartState {
  return { ...state, items: state.items.map((item) => (item === line ? changed : item)) };
}

/** Appends the item, or raises the quantity of the identical line (never above 15). */
export const itemAdded = actionCreator<CartItem>('cart/itemAdded');
export const itemRemoved = actionCreator<CartItemKey>('cart/itemRemoved');
export const quantityUpdated = actionCreator<{ key: CartItemKey; quantity: number }>('cart/quantityUpdated');
/** 'Express-Produktion' ticked or not; the server prices it (the delivery promise names the surcharge). */
export const expressChosen = actionCreator<boolean>('cart/expressChosen');
/** The order is paid: the next cart starts empty, without a code and without express. */
export const cartCleared = actionCreator('cart/cartCleared');
/** The server accepted `code`; `quote` is `null` when the lines changed while it answered. */
export const voucherApplied = actionCreator<{ code: string; quote: VoucherQuote | null }>('cart/voucherApplied');
/** The server's quote for the current lines; ignored once the code is no longer the applied one. */
export const voucherQuoted = actionCreator<VoucherQuote>('cart/voucherQuoted');
/** The server refused `code` (checking it, or placing the order): it is no longer sent. */
export const voucherRefused = actionCreator<{ code: string; message: string }>('cart/voucherRefused');
export const voucherRemoved = actionCreator('cart/voucherRemoved');
/** Checkout's delivery country, USt-IdNr. or billing address changed: the quote was for the old ones. */
export const taxContextChanged = actionCreator<VoucherTaxContext>('cart/taxContextChanged');

export function cartReducer(state: CartState = initialCartState, action: UnknownAction): CartState {
  if (itemAdded.match(action)) {
    const incoming = action.payload;
    const existing = findCartItem(state.items, incoming);
    let next = state;
    if (existing) {
      const quantity = clampQuantity(existing.quantity + incoming.quantity);
      if (quantity !== existing.quantity) next = replaceLine(dropQuote(next), existing, { ...existing, quantity });
    } else {
      next = dropQuote({
        ...next,
        items: [...next.items, { ...incoming, quantity: clampQuantity(incoming.quantity) }],
      });
    }
    return update(next, { itemCount: next.items.length });
  }
  if (itemRemoved.match(action)) {
    const kept = state.items.filter((item) => !sameCartItem(item, action.payload));
    const next = kept.length !== state.items.length ? dropQuote(state) : state;
    return { ...next, items: kept, itemCount: kept.length };
  }
  if (quantityUpdated.match(action)) {
    const line = findCartItem(state.items, action.payload.key);
    if (!line) return state;
    const quantity = clampQuantity(action.payload.quantity);
    if (quantity === line.quantity) return state;
    return replaceLine(dropQuote(state), line, { ...line, quantity });
  }
  if (expressChosen.match(action)) return action.payload ? update(state, { express: true }) : without(state, 'express');
  if (cartCleared.match(action)) return initialCartState;
  if (voucherApplied.match(action)) return { ...state, voucher: { status: 'applied', ...action.payload } };
  if (voucherQuoted.match(action)) {
    const { voucher } = state;
    if (voucher?.status !== 'applied' || voucher.code !== action.payload.code) return state;
    return update(state, { voucher: update(voucher, { quote: action.payload }) });
  }
  if (voucherRefused.match(action)) return { ...state, voucher: { status: 'refused', ...action.payload } };
  if (voucherRemoved.match(action)) return without(state, 'voucher');
  if (taxContextChanged.match(action)) {
    // The cart's own quote (no context) was priced for Germany: checkout's first, domestic context keeps it.
    if (JSON.stringify(state.taxContext ?? DOMESTIC_TAX_CONTEXT) === JSON.stringify(action.payload)) return state;
    return dropQuote({ ...state, taxContext: action.payload });
  }
  return state;
}

type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart): CartItem[] => state.cart.items;
export const selectCartItemCount = (state: WithCart): number => state.cart.itemCount;
export const selectCartVoucher = (state: WithCart): CartVoucher | null => state.cart.voucher ?? null;
export const selectCartTaxContext = (state: WithCart): VoucherTaxContext | null => state.cart.taxContext ?? null;
export const selectCartExpress = (state: WithCart): boolean => state.cart.express === true;

/** The code the order is placed with: the applied one, never a refused one. */
export function appliedVoucherCode(voucher: CartVoucher | null): string | null {
  return voucher?.status === 'applied' ? voucher.code : null;
}

/** Sum of unit price x quantity, in cents. */
export function cartTotal(items: readonly CartItem[]): number {
  return netSubtotal(items.map((item) => ({ unitPrice: item.price, quantity: item.quantity })));
}

export const selectCartTotal = (state: WithCart): number => cartTotal(state.cart.items);

/** Subtotal (net), VAT, shipping and the gross total, by the order's rules (`lib/money.ts`). */
export function cartTotals(items: readonly CartItem[]): Totals {
  return totalsFromNet(cartTotal(items));
}

/**
 * What the summaries show: with an applied code the server has quoted for
 * these lines, its net, discount, VAT and total; otherwise the cart's own
 * totals (no discount is ever computed here). An express surcharge (net
 * cents) is added to the net, and the VAT is reckoned again on all that is
 * taxed: the code's discount is the products' alone.
 */
export function cartSummary(
  items: readonly CartItem[],
  voucher: CartVoucher | null,
  expressCents: number | null = null,
): { totals: Totals; discount: Discount | null } {
  const quote = voucher?.status === 'applied' ? voucher.quote : null;
  if (quote === null) return { totals: totalsFromNet(cartTotal(items) + (expressCents ?? 0)), discount: null };
  const discount = { code: quote.code, cents: quote.discountCents };
  if (expressCents === null) return { totals: totalsOfQuote(quote), discount };
  const subtotal = quote.netCents + expressCents;
  const taxed = subtotal - quote.discountCents;
  // The quote's category: none for a tax-free intra-community supply (checkout's context).
  const vat = quote.taxCategory === 'K' ? 0 : vatOn(taxed);
  return { totals: { subtotal, vat, shipping: SHIPPING_CENTS, total: taxed + vat + SHIPPING_CENTS }, discount };
}
