/**
 * Packing choices (Verarbeitung) and the unit price they give (spec §5, §9),
 * by the shop's one packing rule (`lib/packing.ts`, the API's
 * crates/domain/src/pricing.rs): the packed option adds the product's
 * `relativePrice`, the loose one nothing, and products whose `packingRule`
 * is 'packedOnly' are only offered packed.
 */
import { offeredPackings, packedUnitPrice, type Packing } from '@/lib/packing';

import { designerTexts } from './texts';
import type { DesignerProduct } from './types';

export const NOT_PACKED = designerTexts.processing.notPacked;
export const PACKED = designerTexts.processing.packed;

export type PackagingOption = { value: string; label: string };

/** 2500 -> "25", 7550 -> "75,50": the surcharge as the option's price hint shows it. */
export function surchargeEuros(cents: number): string {
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** The options after 'Wählen Sie eine Option'; the value is the plain label stored on the line. */
export function packagingOptions(product: Pick<DesignerProduct, 'packingRule' | 'relativePrice'>): PackagingOption[] {
  return offeredPackings(product.packingRule).map((packing) =>
    packing === 'packed'
      ? { value: PACKED, label: designerTexts.processing.packedWithPrice(surchargeEuros(product.relativePrice)) }
      : { value: NOT_PACKED, label: NOT_PACKED },
  );
}

/** The packing a stored label names: only the packed label adds the surcharge. */
function packingOf(processingType: string): Packing {
  return processingType === PACKED ? 'packed' : 'loose';
}

/**
 * The unit price the order box shows: with the chosen packing, or before a
 * choice with the first one offered (loose, or packed for 'packedOnly').
 */
export function shownUnitPrice(
  product: Pick<DesignerProduct, 'price' | 'relativePrice' | 'packingRule'>,
  processingType: string,
): number {
  const packing = processingType === '' ? offeredPackings(product.packingRule)[0] : packingOf(processingType);
  return packedUnitPrice(product, packing);
}

/** Unit price in cents of `product` with the chosen packing (its label). */
export function unitPrice(product: Pick<DesignerProduct, 'price' | 'relativePrice'>, processingType: string): number {
  return packedUnitPrice(product, packingOf(processingType));
}
