import type { ProductType } from '@/lib/cart-line';

/** The two kinds of products a wishlist (and a cart) line can hold (spec §3). */
export type { ProductType };

/** One wishlist entry (spec §3). `name` and `price` (cents) are filled in on the client after saving. */
export type WishlistItem = {
  wishId: number;
  productId: number;
  productType: ProductType;
  name: string;
  price: number;
  /** ISO 8601 timestamp, UTC. */
  createdAt: string;
};
