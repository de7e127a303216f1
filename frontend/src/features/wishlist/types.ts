import type { Narrow, Schemas } from '@/lib/api-types';
import type { ProductType } from '@/lib/cart-line';

/** The two kinds of products a wishlist (and a cart) line can hold (spec §3). */
export type { ProductType };

/** One wishlist entry (spec §3) with the product's name and net price in cents. */
export type WishlistItem = Narrow<Schemas['WishDto'], { productType: ProductType }>;
