/**
 * The cart (spec §3, §4): lines are merged when their six identity attributes,
 * their QR mode and their kept short link match (`cartLineKey`); quantities
 * stay within 1..15; the item count is the number of lines. It also keeps the
 * Aktionscode: the server's quote for it holds only for the lines it was
 * given, so every change of the lines drops the quote and the code is checked
 * again (`use-voucher-recheck.ts`). And it keeps the choice of
 * 'Express-Produktion', made in the cart or in checkout alike.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { cartLineKey } from '@/lib/cart-line';
import { netSubtotal, totalsFromNet, vatOn, type Totals } from '@/lib/money';
import { SHIPPING_CENTS } from '@/lib/rules';
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
function dropQuote(state: CartState): void {
  if (state.voucher?.status === 'applied') state.voucher.quote = null;
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
        const quantity = clampQuantity(existing.quantity + incoming.quantity);
        if (quantity !== existing.quantity) dropQuote(state);
        existing.quantity = quantity;
      } else {
        state.items.push({ ...incoming, quantity: clampQuantity(incoming.quantity) });
        dropQuote(state);
      }
      state.itemCount = state.items.length;
    },
    itemRemoved(state, action: PayloadAction<CartItemKey>) {
      const kept = state.items.filter((item) => !sameCartItem(item, action.payload));
      if (kept.length !== state.items.length) dropQuote(state);
      state.items = kept;
      state.itemCount = state.items.length;
    },
    quantityUpdated(state, action: PayloadAction<{ key: CartItemKey; quantity: number }>) {
      const line = findCartItem(state.items, action.payload.key);
      if (!line) return;
      const quantity = clampQuantity(action.payload.quantity);
      if (quantity !== line.quantity) dropQuote(state);
      line.quantity = quantity;
    },
    /** 'Express-Produktion' ticked or not; the server prices it (the delivery promise names the surcharge). */
    expressChosen(state, action: PayloadAction<boolean>) {
      if (action.payload) state.express = true;
      else delete state.express;
    },
    /** The order is paid: the next cart starts empty, without a code and without express. */
    cartCleared() {
      return initialCartState;
    },
    /** The server accepted `code`; `quote` is `null` when the lines changed while it answered. */
    voucherApplied(state, action: PayloadAction<{ code: string; quote: VoucherQuote | null }>) {
      state.voucher = { status: 'applied', ...action.payload };
    },
    /** The server's quote for the current lines; ignored once the code is no longer the applied one. */
    voucherQuoted(state, action: PayloadAction<VoucherQuote>) {
      if (state.voucher?.status === 'applied' && state.voucher.code === action.payload.code) {
        state.voucher.quote = action.payload;
      }
    },
    /** The server refused `code` (checking it, or placing the order): it is no longer sent. */
    voucherRefused(state, action: PayloadAction<{ code: string; message: string }>) {
      state.voucher = { status: 'refused', ...action.payload };
    },
    voucherRemoved(state) {
      delete state.voucher;
    },
    /** Checkout's delivery country, USt-IdNr. or billing address changed: the quote was for the old ones. */
    taxContextChanged(state, action: PayloadAction<VoucherTaxContext>) {
      // The cart's own quote (no context) was priced for Germany: checkout's first, domestic context keeps it.
      if (JSON.stringify(state.taxContext ?? DOMESTIC_TAX_CONTEXT) === JSON.stringify(action.payload)) return;
      state.taxContext = action.payload;
      dropQuote(state);
    },
  },
});

export const {
  itemAdded,
  itemRemoved,
  quantityUpdated,
  cartCleared,
  expressChosen,
  voucherApplied,
  voucherQuoted,
  voucherRefused,
  voucherRemoved,
  taxContextChanged,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

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
