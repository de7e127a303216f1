import { paths } from '@/config/paths';

import { CATEGORY_BOTTLE_OPENERS, CATEGORY_CARDS, type Product } from './types';

/** Cards and bottle openers are regular products; every other category is a sample-number pack. */
export function isRegularProduct(product: Pick<Product, 'category_id'>): boolean {
  return product.category_id === CATEGORY_CARDS || product.category_id === CATEGORY_BOTTLE_OPENERS;
}

export function productDetailHref(product: Pick<Product, 'productId' | 'category_id'>): string {
  return isRegularProduct(product)
    ? paths.primeCardDetails.getHref(product.productId)
    : paths.magnetCardDetails.getHref(product.productId);
}

/**
 * The `productId` route parameter as a positive integer, or `null` when it is
 * not numeric or not above 0 (such ids go to /404, spec §2).
 */
export function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Products 2, 3 and 4 are the 4,5 cm x 7,5 cm PVC cards (spec §2). */
export function hasCardSize(productId: number): boolean {
  return productId === 2 || productId === 3 || productId === 4;
}
