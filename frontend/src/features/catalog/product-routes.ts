import { paths } from '@/config/paths';

import type { Product } from './types';

/** Cards and bottle openers have their own page; sample-number packs are ordered on the magnet page. */
export function productDetailHref(product: Pick<Product, 'productId' | 'kind'>): string {
  return product.kind === 'samplePack'
    ? paths.magnetCardDetails.getHref(product.productId)
    : paths.primeCardDetails.getHref(product.productId);
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
