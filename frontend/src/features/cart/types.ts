import type { CartLine, CartLineIdentity } from '@/lib/cart-line';
import type { VoucherQuote, VoucherTaxContext } from '@/lib/voucher';

export type { ProductType } from '@/lib/cart-line';

/** One cart line (spec §3). Prices are unit prices in cents, surcharges included. */
export type CartItem = CartLine;

/** What makes two cart lines "the same item" (see `CartLineIdentity`). */
export type CartItemKey = CartLineIdentity;

/**
 * The cart's Aktionscode. `applied`: sent with the order; `quote` is the
 * server's answer for the current lines, `null` until it answered again
 * after a change of the lines. `refused`: the server's refusal, shown at the
 * field; the code is not sent.
 */
export type CartVoucher =
  | { status: 'applied'; code: string; quote: VoucherQuote | null }
  | { status: 'refused'; code: string; message: string };

/**
 * `voucher` is left out while there is none (an older stored cart has none
 * either). `taxContext` is what checkout's form says about the delivery
 * country and the buyer, which the code's quote depends on; it is not stored.
 * `express` (left out while not chosen) orders 'Express-Produktion'.
 */
export type CartState = {
  items: CartItem[];
  itemCount: number;
  voucher?: CartVoucher;
  taxContext?: VoucherTaxContext;
  express?: boolean;
};

export { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/rules';

const TEXT_FIELDS = [
  'name',
  'image',
  'processingType',
  'remarks',
  'musterNum',
  'templateCat',
  'address',
  'logo',
  'url',
  'phone',
] as const;

export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    (item.productType === 'PrimeProd' || item.productType === 'MBNprod') &&
    TEXT_FIELDS.every((field) => typeof item[field] === 'string') &&
    // Older carts have no QR mode: their lines mean 'short'.
    (item.qrMode === undefined || item.qrMode === 'short' || item.qrMode === 'direct') &&
    // The short link a reordered line prints again, if any.
    (item.qrLink === undefined || typeof item.qrLink === 'string') &&
    // Cards per pack, since the products carry it.
    (item.cardsPerPack === undefined || (Number.isInteger(item.cardsPerPack) && Number(item.cardsPerPack) >= 1))
  );
}

export function isCartState(value: unknown): value is CartState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return Array.isArray(state.items) && state.items.every(isCartItem);
}
