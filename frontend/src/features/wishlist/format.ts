import { paths } from '@/config/paths';

import type { ProductType } from './types';

const DATE_ONLY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * The date part of a wishlist timestamp, German style (`dd.mm.yyyy`). The
 * server sends UTC; the date is the one in the visitor's time zone (or the
 * given one), so an item saved shortly after midnight in Germany does not
 * show the day before. An unreadable timestamp is shown as it came.
 */
export function formatWishDate(createdAt: string, timeZone?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat('de-DE', { ...DATE_ONLY, timeZone }).format(date);
}

/** Spec §2: PrimeProd rows open the card/bottle-opener page, every other type the magnet page. */
export function wishProductHref(productId: number, productType: ProductType): string {
  return productType === 'PrimeProd'
    ? paths.primeCardDetails.getHref(productId)
    : paths.magnetCardDetails.getHref(productId);
}
