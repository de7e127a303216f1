import { paths } from '@/config/paths';

import type { ProductType } from './types';

/** Spec §2: PrimeProd rows open the card/bottle-opener page, every other type the magnet page. */
export function wishProductHref(productId: number, productType: ProductType): string {
  return productType === 'PrimeProd'
    ? paths.primeCardDetails.getHref(productId)
    : paths.magnetCardDetails.getHref(productId);
}
