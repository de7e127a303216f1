/**
 * Quantities in packs: a product is sold by the pack (`cardsPerPack` cards,
 * or magnets for a sample pack; 1 for a bottle opener), so the order box and
 * the cart say what a number of packs holds and what one card costs.
 * Money in whole cents, like `money.ts`.
 */
import type { ProductKind } from './product-kind';

/** What a pack holds, for the words around it; `null`: a single piece (bottle openers). */
export type PackContent = { count: number; unit: 'cards' | 'magnets' };

/** A card product's pack holds cards, a sample pack magnets; a bottle opener is no pack. */
export function packContent(kind: ProductKind, cardsPerPack: number): PackContent | null {
  if (kind === 'bottleOpener' || !Number.isInteger(cardsPerPack) || cardsPerPack < 1) return null;
  return { count: cardsPerPack, unit: kind === 'card' ? 'cards' : 'magnets' };
}

/** The cards (or magnets) in `packs` packs. */
export function cardsInPacks(packs: number, cardsPerPack: number): number {
  return packs * cardsPerPack;
}

/**
 * The price of one card in cents, rounded half up: 12990 for 100 cards is
 * 129.9 → 130 (1,30 €). Whole cents keep it exact: ⌊(2·price + n) / 2n⌋.
 */
export function pricePerCard(packPriceCents: number, cardsPerPack: number): number {
  if (!Number.isInteger(cardsPerPack) || cardsPerPack < 1) {
    throw new RangeError(`pricePerCard expects at least one card per pack, got ${cardsPerPack}`);
  }
  return Math.floor((2 * packPriceCents + cardsPerPack) / (2 * cardsPerPack));
}

/** A count the German way: 2250 -> "2.250". */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
