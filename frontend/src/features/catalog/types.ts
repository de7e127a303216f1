import type { Narrow, Schemas } from '@/lib/api-types';
import type { PackingRule, ProductKind } from '@/lib/product-kind';

/** A catalogue product as the API returns it (spec §3). Prices in cents. */
export type Product = Narrow<Schemas['ProductDto'], { kind: ProductKind; packingRule: PackingRule }>;

/** A personalised design, found by its sample number (Musternummer). */
export type Sample = Schemas['SampleDto'];

/** Category ids of spec §9, for the shop's two tabs; what a product is, its `kind` says. */
export const CATEGORY_CARDS = 2;
export const CATEGORY_BOTTLE_OPENERS = 3;

export type ShopCategory = typeof CATEGORY_CARDS | typeof CATEGORY_BOTTLE_OPENERS;
